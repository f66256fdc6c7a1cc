"""The Shard's table: one game between the person (seat 0) and computer players, the board,
and a panel of the moves open now.

The person builds a move with the mouse: click the cards that pay (and the atout to place)
in the hand, then

* an empty cell marked on the board to **place** the atout selected;
* one of your atouts to **upgrade** it with the hearts selected;
* another wizard's atout to **attack** it with the spades selected;
* any atout, then an empty cell next to it, to **move** it with the clubs selected;

or drag a card of the hand (an atout onto a cell, hearts or spades onto an atout) or an atout
of the board onto a cell. When one of your atouts is attacked, select hearts and click
*Defend*, or *Take the blow*. The panel lists, in words, the moves that use the cards
selected.

The keyboard does the same (:mod:`tarocchi.gui.feltkeys`): the arrows go through the hand
and, Up or Down, the board's squares (row by row; Up and Down go from row to row), Enter or Space
presses what has the focus as a click does; Tab reaches the panel: the list of moves (Enter
plays one) and the buttons (Space or Enter). Each card, atout and cell has its accessible name
and state ("Trump 7, in your hand, playable"; "Row 3, column 3, empty, playable"). Computer players think off the GUI thread (:class:`~tarocchi.gui.botworker.BotRunner`).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget,
)

from tarocchi.engine.actions import Act, Action
from tarocchi.engine.games.the_shard import SPEC, Shard, ShardDrew
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.words import speak
from tarocchi.gui.animator import MOVE_MS, Animator
from tarocchi.gui.board.board import ShardBoard
from tarocchi.gui.botworker import BotRunner
from tarocchi.gui.controller import DEFAULT_NAMES, person_name, rule_text, said_of_seats
from tarocchi.gui.faces import Faces
from tarocchi.gui.feltkeys import FOCUS_STYLE, FeltKeys, Spot, card_state, keep_keys, title

BOT_PAUSE_MS = 450
#: the computer players' strengths and their names (translated in the "rules" context)
LEVELS = (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"))
PANEL_STYLE = ("QWidget#shard-panel { background: #10251a; } QLabel { color: #e9f2ea; }"
               "QListWidget { background: #163423; color: #e9f2ea; }" + FOCUS_STYLE)


class ShardTable(QWidget):
    """A game of The Shard with its board, its panel and its computer players."""

    status = Signal(str)
    changed = Signal()
    game_over = Signal(dict)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, faces: Faces | None = None, speed: float = 1.0,
                 players: int = 3, level: str = "medium", options: dict | None = None,
                 names: list[str] | None = None, human: bool = True) -> None:
        super().__init__(parent)
        self.faces = faces or Faces()
        self.animator = Animator(speed, self)
        self.board = ShardBoard(self.faces, self.animator, self)
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._bot_decided)
        self.runner.failed.connect(lambda ticket, text: self.failed.emit(text))
        self.players, self.level, self.options = players, level, dict(options or {})
        self.names = list(names or DEFAULT_NAMES)
        self.human = human  #: False: a computer player sits in seat 0 too
        self.bot_pause_ms = BOT_PAUSE_MS
        self.games = 0
        self.state: Shard = SPEC.new_state(players, self.options, seed=1)
        self.selected: list[int] = []
        self.move_source: int | None = None
        self.hinted: set[int] = set()
        self.hint_cell: int | None = None
        self.targets: set[int] = set()  #: atouts of the board the selection may act on
        self._ticket: int | None = None
        self._build_panel()
        self.keys = FeltKeys(self.board, self.key_spots, self.press_key, self.status)
        self.changed.connect(self.keys.update)
        self.board.card_clicked.connect(self.click_card)
        self.board.card_dropped.connect(self.drop_card)
        self.board.cell_clicked.connect(self.click_cell)

    def _build_panel(self) -> None:
        self.panel = QWidget()
        self.panel.setObjectName("shard-panel")
        self.panel.setStyleSheet(PANEL_STYLE)
        self.panel.setFixedWidth(300)
        box = QVBoxLayout(self.panel)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setStyleSheet("font-weight: bold; padding: 4px 2px;")
        box.addWidget(self.turn_label)
        hint = QLabel(self.tr("Moves with the cards selected (double-click one to play it):"))
        hint.setWordWrap(True)
        box.addWidget(hint)
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.itemActivated.connect(lambda item: self.play(item.data(Qt.ItemDataRole.UserRole)))
        box.addWidget(self.moves, 1)
        self.defend_button = QPushButton(self.tr("Defend with the hearts selected"))
        self.defend_button.clicked.connect(self.defend)
        self.take_button = QPushButton(self.tr("Take the blow"))
        self.take_button.clicked.connect(lambda: self.play(Act("defend")))
        self.pass_button = QPushButton(self.tr("Pass (draw a card)"))
        self.pass_button.clicked.connect(lambda: self.play(Act("pass")))
        self.clear_button = QPushButton(self.tr("Clear the selection"))
        self.clear_button.clicked.connect(self.clear_selection)
        for b in (self.defend_button, self.take_button, self.pass_button, self.clear_button):
            box.addWidget(b)
            keep_keys(b)  # Space presses the focused button, not the window's Pass
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.board, 1)
        lay.addWidget(self.panel)

    # --- games ------------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return 0

    def new_game(self, seed: int | None = None, *, players: int | None = None, level: str | None = None,
                 options: dict | None = None, names: list[str] | None = None) -> None:
        """A new game (the same set-up unless given): the deal passes on at every game."""
        if players is not None:
            self.players = players
        if level is not None:
            self.level = level
        if options is not None:
            self.options = dict(options)
        if names is not None:
            self.names = list(names)
        dealer = (self.games + self.players - 1) % self.players
        self.games += 1
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        self.load(SPEC.new_state(self.players, self.options, dealer=dealer, seed=seed))

    def load(self, state: Shard) -> None:
        """Play on from ``state`` (a new game, or a position built for a test). The state's
        options (its rounds, its board) become the table's: the round count shown, the setup
        dialog and the next new game follow the game being played, not the window's start."""
        self.runner.cancel()
        self.animator.clear()
        self.state, self.players = state, state.n
        self.options = dict(state.params.options)
        self.names = [*self.names, *DEFAULT_NAMES[len(self.names):]][:self.players]
        self.board.names = self.names
        self.board.me = self.me
        self.board.human = self.human
        self._forget()
        self.board.show_banner("")
        self.board.show_state(self.state, base_ms=0)
        self.board.place_now()
        self.board.decorate(self.state)
        self.update_info()
        self.status.emit(self.tr("A new game of %1 rounds: claim the Shard!").replace("%1", str(self.state.rounds)))
        self.changed.emit()
        self._next()

    def seat_is_bot(self, seat: int) -> bool:
        return seat != self.me or not self.human

    def shown_names(self) -> list[str]:
        """The seats' names as shown: "You" (translated) only where the person plays."""
        return [person_name(name, not self.seat_is_bot(seat)) for seat, name in enumerate(self.names)]

    def my_turn(self) -> bool:
        return not self.state.is_terminal() and not self.seat_is_bot(self.state.to_move)

    # --- moves ------------------------------------------------------------------------------------
    def play(self, action: Action | None) -> bool:
        """The person's action: applied if legal, else the rule is said."""
        if action is None or not self.my_turn():
            return False
        reason = self.state.check(action)
        if reason is not None:
            reason = self.words(reason)
            self.status.emit(reason[:1].upper() + reason[1:])
            self.selected, self.move_source = [], None
            self._refresh()
            return False
        self._apply(action)
        return True

    def _apply(self, action: Action) -> None:
        if self.animator.busy:
            self.board.place_now()
        seat = self.state.to_move
        said = self.say(action)
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:  # a bot's choice the engine refuses: never expected
            self.failed.emit(self.words(exc.said))
            return
        self._forget()
        name = self.shown_names()[seat]
        self.status.emit(self.tr("%1: %2").replace("%1", name).replace("%2", said))
        self.board.show_state(self.state, events, MOVE_MS)
        self.update_info()
        self.changed.emit()
        drew = [e for e in events if type(e) is ShardDrew and e.reshuffled]
        if drew:
            self.animator.call(lambda: self.status.emit(self.tr("The discards were shuffled into a new Shard deck.")))
        self.animator.call(self._next)

    def _next(self) -> None:
        """The next decision: a computer player's, the person's, or the end."""
        state = self.state
        if state.is_terminal():
            self._finish()
            return
        seat = state.to_move
        self._refresh(force=True)
        if self.seat_is_bot(seat):
            self.board.set_prompt(said_of_seats(self.tr("{name} {name|you:are|is} thinking…"),
                                                self.shown_names(), name=seat))
            QTimer.singleShot(int(self.bot_pause_ms * self.animator.speed), self._ask_bot)
        else:
            self.board.set_prompt(self.words(state.view(seat).prompt))

    def _ask_bot(self) -> None:
        state = self.state
        if state.is_terminal() or not self.seat_is_bot(state.to_move):
            return
        self._ticket = self.runner.request(state, self.level, seed=len(state.history) * 7919 + (state.seed or 0))
        self._ticket_state = state

    def _bot_decided(self, ticket: int, action: Action, seconds: float) -> None:
        if ticket != self._ticket or self._ticket_state is not self.state:
            return
        self._ticket = None
        self._apply(action)

    def _finish(self) -> None:
        result = self.state.result()
        summary = Shard.describe_result(result, self.state.n)
        head = self.words(summary.head)
        self.board.show_banner(head)
        self.board.set_prompt(self.tr("The game is over"))
        self.status.emit(head)
        self._refresh(force=True)
        self.game_over.emit(result)

    def words(self, words) -> str:
        """A phrase (or a text) for a person: the players by name, the cards named as the skin
        names them."""
        return speak(words, self.shown_names(), card_name=self.faces.card_words, translate=rule_text)

    def say(self, action: Action) -> str:
        """A move in words, the cards named as the skin names them."""
        return self.words(self.state.action_words(action))

    def close_game(self) -> None:
        self.runner.cancel()
        self.runner.wait(1000)
        self.animator.clear()

    # --- the person's mouse --------------------------------------------------------------------------
    def _forget(self) -> None:
        self.selected, self.move_source, self.hinted, self.hint_cell = [], None, set(), None

    def candidates(self) -> list[Act]:
        """The legal actions using every card selected (and the atout chosen to move)."""
        if not self.my_turn():
            return []
        chosen = set(self.selected) | ({self.move_source} if self.move_source is not None else set())
        out = [a for a in self.state.legal_actions() if chosen <= set(a.cards)]
        if self.move_source is not None:
            out = [a for a in out if a.verb == "move" and a.cards[0] == self.move_source]
        return out

    def _exact(self, extra: int | None = None, verb: str | None = None) -> list[Act]:
        """The legal actions whose cards are exactly the selection (and ``extra``)."""
        chosen = set(self.selected) | ({extra} if extra is not None else set())
        if self.move_source is not None:
            chosen.add(self.move_source)
        return [a for a in self.candidates() if set(a.cards) == chosen and (verb is None or a.verb == verb)]

    def click_card(self, card: int) -> None:
        state = self.state
        if not self.my_turn():
            return
        if state.hands[self.me] >> card & 1:
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            self._refresh()
            return
        if card in state.where:
            self.click_atout(card)

    def click_atout(self, atout: int) -> None:
        """An atout of the board clicked: upgrade or attack it with the selection, defend it,
        or choose it to be moved."""
        state = self.state
        if state.phase == "defend":
            self.defend()
            return
        direct = [a for a in self._exact(atout) if a.verb in ("upgrade", "attack")]
        if direct:
            self.play(direct[0])
            return
        moves = [a for a in state.legal_actions() if a.verb == "move" and a.cards[0] == atout
                 and set(a.cards[1:]) == set(self.selected)]
        if moves:
            self.move_source = None if self.move_source == atout else atout
            self._refresh()
            self.status.emit(self.tr("Now click the empty cell to move it to."))
            return
        self.play(self._intended(atout))

    def _intended(self, atout: int) -> Act | None:
        """What the selection would do to ``atout``, for the rule that forbids it."""
        from tarocchi.engine.games.the_shard import PAYING
        suits = {c // 14 for c in self.selected if c < 56}
        for verb in ("attack", "upgrade", "move"):
            if suits == {PAYING[verb]}:
                return Act(verb, (atout, *self.selected), at=None)
        self.status.emit(self.tr("Select the cards that pay first: spades to attack, hearts to "
                                 "upgrade, clubs to move."))
        return None

    def click_cell(self, cell: int) -> None:
        if not self.my_turn():
            return
        if self.move_source is not None:
            self.play(Act("move", (self.move_source, *self.selected), at=cell))
            return
        places = [a for a in self._exact(verb="place") if a.at == cell]
        if places:
            self.play(places[0])
            return
        atouts = [c for c in self.selected if c >= 56]
        if len(atouts) == 1:
            others = [c for c in self.selected if c < 56]
            self.play(Act("place", (atouts[0], *others), at=cell))
        else:
            self.status.emit(self.tr("To place an atout, select it and the diamonds that pay for it, "
                                     "then click a marked cell."))

    def drop_card(self, card: int, onto: object) -> None:
        """A card dragged onto a card or a cell."""
        state = self.state
        ok = False
        if self.my_turn():
            cell = int(onto.split(":")[1]) if isinstance(onto, str) and onto.startswith("cell:") else None
            if isinstance(onto, int) and onto in state.where and state.hands[self.me] >> card & 1:
                if card not in self.selected:
                    self.selected.append(card)
                before = len(state.history)
                self.click_atout(onto)
                ok = len(state.history) > before
            elif cell is not None and card in state.where:
                ok = self.play(Act("move", (card, *[c for c in self.selected if c != card]), at=cell))
            elif cell is not None and state.hands[self.me] >> card & 1:
                others = [c for c in self.selected if c != card]
                ok = self.play(Act("place", (card, *others), at=cell))
        if not ok:
            self.board.snap_back(card)

    def defend(self) -> None:
        if self.my_turn() and self.state.phase == "defend":
            self.play(Act("defend", tuple(self.selected)))

    def clear_selection(self) -> None:
        self.selected, self.move_source = [], None
        self._refresh()

    def show_hint(self, action: Act) -> None:
        self.hinted = set(action.cards)
        self.hint_cell = action.at
        self._refresh()

    # --- marks and the panel ---------------------------------------------------------------------
    def _refresh(self, force: bool = False) -> None:
        """The marks on the board and the panel; ``force``: at the end of the animations."""
        state = self.state
        mine = self.my_turn()
        legal = state.legal_actions() if mine else []
        hand = state.hands[self.me]
        usable = {c for a in legal for c in a.cards if hand >> c & 1} if mine else set()
        cands = self.candidates()
        chosen = set(self.selected) | ({self.move_source} if self.move_source is not None else set())
        targets = set()
        cells = set()
        for a in cands:
            rest = set(a.cards) - chosen
            if a.verb in ("upgrade", "attack") and rest <= {a.cards[0]}:
                targets.add(a.cards[0])
            if a.verb == "move" and self.move_source is None and set(a.cards[1:]) == set(self.selected):
                targets.add(a.cards[0])
            if a.at is not None and not rest and (a.verb == "place" or self.move_source is not None):
                cells.add(a.at)
        if self.hint_cell is not None:
            cells.add(self.hint_cell)
        self.targets = targets
        if force or not self.animator.busy:
            self.board.decorate(state, (usable or {-1}) if mine else set(), set(self.selected),
                                targets, self.hinted, cells,
                                state.where.get(self.move_source) if self.move_source is not None else None)
        self.moves.clear()
        for a in cands if mine else []:
            if a.verb in ("pass",) or (a.verb == "defend" and not a.cards):
                continue
            item = QListWidgetItem(self.say(a))
            item.setData(Qt.ItemDataRole.UserRole, a)
            self.moves.addItem(item)
        defending = mine and state.phase == "defend"
        self.defend_button.setEnabled(defending and bool(self.selected))
        self.take_button.setEnabled(defending)
        self.pass_button.setEnabled(mine and state.phase == "turn")
        self.pass_button.setText(self.tr("Pass (draw a card)") if state.pass_draws else self.tr("Pass"))
        self.clear_button.setEnabled(bool(self.selected) or self.move_source is not None)
        if state.is_terminal():
            self.turn_label.setText(self.tr("The game is over."))
        elif mine:
            self.turn_label.setText(self.words(state.view(self.me).prompt))
        else:
            self.turn_label.setText(said_of_seats(self.tr("{name} {name|you:play|plays}."),
                                                  self.shown_names(), name=state.to_move))
        if hasattr(self, "keys"):
            self.keys.update()

    # --- the keyboard --------------------------------------------------------------------------------
    def key_spots(self) -> list[Spot]:
        """What the arrows go through: the hand, then every square of the board row by row
        (Up and Down go from row to row), its atout's or empty, and whether the selection
        may go there."""
        from PySide6.QtCore import QRectF

        from tarocchi.engine.cards import cards_of
        from tarocchi.gui.board.board import _hand_order, cell_centre, cell_size

        state = self.state
        if state is None or state.is_terminal():
            return []
        places = self.board.places()
        mine = self.my_turn()
        usable = {c for a in state.legal_actions() for c in a.cards} if mine else set()
        out = []
        for card in sorted(cards_of(state.hands[self.me]), key=_hand_order):
            what = [self.tr("in your hand"), *card_state(card in self.selected, card in usable if mine else None)]
            out.append(Spot(card, self.board.rest_rect(card, places), self._named(card, what), 0))
        side = cell_size(state)
        for cell in range(state.size * state.size):
            r, c = divmod(cell, state.size)
            where = self.tr("row %1, column %2").replace("%1", str(r + 1)).replace("%2", str(c + 1))
            atout = state.cell_card[cell]
            if atout >= 0:
                owner = self.shown_names()[state.owner[atout]] if state.owner[atout] < len(self.names) else ""
                pips = state.pips[atout]
                what = [where, self.tr("owner: %1").replace("%1", owner),
                        self.tr("1 indicator") if pips == 1 else self.tr("%1 indicators").replace("%1", str(pips))]
                if atout == self.move_source:
                    what.append(self.tr("chosen to move"))
                elif mine and atout in self.targets:
                    what.append(self.tr("playable"))
                out.append(Spot(atout, self.board.rest_rect(atout, places), self._named(atout, what), 1, (r, c)))
            else:
                at = cell_centre(state, cell)
                name = (self.tr("%1, empty, playable") if cell in self.board.marked_cells
                        else self.tr("%1, empty")).replace("%1", where[:1].upper() + where[1:])
                out.append(Spot(("cell", cell), QRectF(at.x() - side / 2, at.y() - side / 2, side, side),
                                name, 1, (r, c)))
        return out

    def _named(self, card: int, what: list[str]) -> str:
        return self.tr("%1, %2").replace("%1", title(self.faces.card_words(card))).replace("%2", ", ".join(what))

    def press_key(self, key) -> None:
        """Enter or Space on the focused spot: a click on it."""
        if isinstance(key, tuple):
            self.click_cell(key[1])
        else:
            self.click_card(key)

    def update_info(self) -> None:
        st = self.state
        self.board.set_info(self.tr("Round %1 of %2").replace("%1", str(st.round)).replace("%2", str(st.rounds))
                            + "   ·   " + self.tr("Computer players: %1")
                            .replace("%1", rule_text(dict(LEVELS).get(self.level, self.level))))

    def summary(self) -> dict[str, Any]:
        return {"turn": self.state.turn, "over": self.state.is_terminal(),
                "indicators": self.state.all_indicators()}
