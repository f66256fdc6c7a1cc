"""The La chasse au trésor table: the board, a panel of the moves open now, and the game's
moves by mouse.

Clicks and drops become actions (the engine decides every rule and names the one broken):

* click spells (quartet or satchel) to select them, then click a monster to cast them on it
  (or drag a spell onto a monster: it is cast with the spells already selected);
* click a potion, or drag it onto the damage track, to drink it;
* drag a potion or a spell of the quartet onto the satchel to keep it, a card of the satchel
  onto the discards to throw it away;
* click the journey deck (or press Space) to go on.

The keyboard does the same (:mod:`tarocchi.gui.feltkeys`): the arrows go through the
quartet, the satchel and the journey deck, Enter or Space presses what has the focus as a
click does (a spell is chosen, a monster has the spells chosen cast on it, a potion is drunk,
the deck goes on); the Menu key (or Shift+F10) opens the focused card's moves (keep it in the
satchel, throw it away, drink it, cast it) or the deck's (go on, teleport out); Tab reaches
the panel, whose buttons are every move open now, each pressed by Space or Enter.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QStyle, QStyleOptionButton,
    QVBoxLayout, QWidget,
)

from tarocchi.engine.actions import Act, Action
from tarocchi.engine.games._chasse_strategy import ChassePlanner
from tarocchi.engine.games.chasse_au_tresor import SPEC, TRACK, Chasse, is_monster, is_potion, is_spell
from tarocchi.gui.feltkeys import FOCUS_STYLE, FeltKeys, Spot, card_state, keep_keys, title
from tarocchi.gui.solitaire.base import SolitaireTable
from tarocchi.gui.solitaire.chasse_board import ChasseBoard
from tarocchi.matchsave import CHASSE_AUTOSAVE

PANEL_STYLE = ("QWidget#moves { background: #10251a; } QLabel { color: #e9f2ea; }"
               "QPushButton { text-align: left; padding: 5px 8px; }" + FOCUS_STYLE)


def wrap_words(text: str, fits) -> list[str]:
    """``text`` in lines, as many words on each as ``fits(line)`` allows (a word longer than a
    line stands alone on its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and fits(lines[-1] + " " + word):
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


class WrapButton(QPushButton):
    """A push button whose words go onto as many lines as the width it is given needs (a
    move in the narrow panel beside the board), never cut; ``text()`` is the move's words."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._lines = [text]
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _wrapped(self, width: int) -> list[str]:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.rect = self.rect().adjusted(0, 0, width - self.width(), 0)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, self).width() - 16
        metrics = self.fontMetrics()
        return wrap_words(self.text(), lambda line: metrics.horizontalAdvance(line) <= room)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), hint.height() + (len(self._lines) - 1) * self.fontMetrics().lineSpacing())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        lines = self._wrapped(self.width())
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()  # taller or shorter: the panel lays it out again

    def paintEvent(self, event) -> None:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        opt.text = "\n".join(self._lines)
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, opt, painter, self)


class ChasseTable(SolitaireTable):
    """A game of La chasse au trésor with its board and its panel of moves."""

    spec = SPEC
    autosave_name = CHASSE_AUTOSAVE

    def __init__(self, parent: QWidget | None = None, **kw) -> None:
        self.selected: list[int] = []
        self.hinted: set[int] = set()
        self.hint_action: Action | None = None
        super().__init__(parent, **kw)
        self.state: Chasse
        lay = self.layout()
        lay.removeWidget(self.board)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.board, 1)
        self.panel = QWidget()
        self.panel.setObjectName("moves")
        self.panel.setStyleSheet(PANEL_STYLE)
        self.panel_layout = QVBoxLayout(self.panel)
        scroll = QScrollArea()
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFixedWidth(250)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        row.addWidget(scroll)
        lay.addLayout(row)
        self.move_buttons: dict[Action, QPushButton] = {}
        self.board.card_clicked.connect(self.click_card)
        self.board.card_dropped.connect(self.drop_card)
        self.board.deck_clicked.connect(self.go_on)
        self.changed.connect(self._fill_panel)
        self.keys = FeltKeys(self.board, self.key_spots, self.press_key, self.status, moves=self.spot_moves)
        self.changed.connect(self.keys.update)

    # --- the table's parts --------------------------------------------------------------------------
    def make_board(self) -> ChasseBoard:
        return ChasseBoard(self.faces, self.animator, self)

    def make_planner(self) -> ChassePlanner:
        return ChassePlanner()

    def stats_key(self, state: Chasse | None = None) -> str:
        """Statistics per game and per variant (satchel size, what a knocked-out magician keeps)."""
        o = (state or self.state).params.options
        parts = [self.spec.id]
        if o["satchel"] != 3:
            parts.append(f"satchel-{o['satchel']}")
        if o["knocked_out"] != "drops":
            parts.append(f"knocked-out-{o['knocked_out']}")
        return ":".join(parts)

    def current_score(self, state: Chasse | None = None) -> int:
        return (state or self.state).score()

    def opening_words(self) -> str:
        if self.deal is None:
            return self.tr("Beat the monsters, drink the potions, take the treasure.")
        return self.tr("Deal #%1: beat the monsters, drink the potions, take the treasure.").replace(
            "%1", str(self.deal))

    def end_words(self, result: dict) -> str:
        score = str(result["score"])
        if result["ending"] == "knocked-out":
            return (self.tr("Knocked out! The treasure is lost.") if not result["score"]
                    else self.tr("Knocked out! Score %1").replace("%1", score))
        if result["ending"] == "teleported":
            return self.tr("Teleported out. Score %1").replace("%1", score)
        if result["cleared"]:
            return self.tr("Every treasure found! Score %1").replace("%1", score)
        return self.tr("Journey complete! Score %1").replace("%1", score)

    def forget_selection(self) -> None:
        self.selected = []

    def refresh(self) -> None:
        if not self.animator.busy:
            self.board.decorate(self.state, set(self.selected), self.hinted)
        if hasattr(self, "keys"):
            self.keys.update()

    def show_hint(self, action: Action) -> None:
        self.hinted = set(action.cards) if type(action) is Act else set()
        self.hint_action = action
        for a, button in self.move_buttons.items():
            button.setDefault(a == action)
        self.refresh()

    def clear_hint(self, update: bool = True) -> None:
        self.hinted, self.hint_action = set(), None
        for button in self.move_buttons.values():
            button.setDefault(False)
        if update:
            self.refresh()

    def update_info(self) -> None:
        st = self.state
        parts = [self.deal_name(),
                 self.tr("Moves %1").replace("%1", str(len(st.history)))]
        if self.hints:
            parts.append(self.tr("Hints %1").replace("%1", str(self.hints)))
        self.board.set_info("   ·   ".join(parts))

    # --- the panel of moves -------------------------------------------------------------------------
    def _fill_panel(self) -> None:
        lay = self.panel_layout
        focus = QApplication.focusWidget()
        in_panel = focus is not None and self.panel.isAncestorOf(focus)
        while lay.count():
            item = lay.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.move_buttons = {}
        title = QLabel(self.tr("Moves") if not self.state.over else self.tr("The game is over"))
        title.setStyleSheet("font-weight: bold; padding: 4px 2px;")
        lay.addWidget(title)
        legal = self.state.legal_actions()
        order = {"cast": 0, "drink": 1, "keep": 2, "drop": 3, "onward": 4, "teleport": 5}
        for action in sorted(legal, key=lambda a: order.get(a.verb, 9) if type(a) is Act else 9):
            # the panel's width, never wider (a focused button would scroll the panel
            # sideways): a long move goes onto more lines
            button = WrapButton(self.say(action))
            button.setToolTip(button.text())
            button.setDefault(action == self.hint_action)
            button.clicked.connect(lambda _=False, a=action: self.play(a))
            keep_keys(button)  # Space presses the focused move, not Go on
            lay.addWidget(button)
            button.show()
            self.move_buttons[action] = button
        lay.addStretch(1)
        if in_panel:  # the keyboard stays in the panel: on its first move, or on the board
            first = next(iter(self.move_buttons.values()), None)
            (first or self.board).setFocus(Qt.FocusReason.TabFocusReason)

    # --- the keyboard -------------------------------------------------------------------------------
    def key_spots(self) -> list[Spot]:
        """What the arrows go through: the quartet, the satchel, the journey deck."""
        from tarocchi.gui.felt import card_rect
        from tarocchi.gui.solitaire.chasse_board import DECK_AT, card_kind

        st = self.state
        if st is None or st.over:
            return []
        places = self.board.places()
        used = {c for a in st.legal_actions() if type(a) is Act for c in a.cards}
        kinds = {"monster": self.tr("monster"), "spell": self.tr("spell"), "potion": self.tr("potion"),
                 "treasure": self.tr("treasure")}
        out = []
        for group, cards in enumerate((st.quartet, st.satchel)):
            for card in cards:
                if card not in places:
                    continue
                what = [kinds[card_kind(card)]]
                if group:
                    what.append(self.tr("in the satchel"))
                what += card_state(card in self.selected, card in used)
                name = self.tr("%1: %2").replace("%1", title(self.faces.card_words(card))).replace(
                    "%2", ", ".join(what))
                out.append(Spot(card, self.board.rest_rect(card, places), name, group))
        top = st.journey[st.pos] if st.deck_left() else None  # the deck's top card, drawn up and left
        rect = self.board.rest_rect(top, places) if top is not None else card_rect(DECK_AT)
        out.append(Spot("deck", rect, self.tr("Journey deck, %n cards: go on", "", st.deck_left()), 2))
        return out

    def spot_moves(self, key) -> list[tuple[str, object]]:
        """The moves a focused card takes part in (keep it, drop it, drink it, cast it), or
        the journey deck's (go on, teleport), for the Menu key: the moves dragging makes."""
        if self.state is None or self.state.over:
            return []
        legal = [a for a in self.state.legal_actions() if type(a) is Act]
        mine = [a for a in legal if (a.verb in ("onward", "teleport") if key == "deck" else key in a.cards)]
        return [(self.say(a), lambda a=a: self.play(a)) for a in mine]

    def press_key(self, key) -> None:
        """Enter or Space on the focused spot: a click on it."""
        if key == "deck":
            self.go_on()
        else:
            self.click_card(key)

    # --- the mouse ----------------------------------------------------------------------------------
    def click_card(self, card: int) -> None:
        st = self.state
        if st.over or (card not in st.quartet and card not in st.satchel):
            return
        if is_spell(card):
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            self.refresh()
            total = sum(c % 14 + 1 for c in self.selected)
            self.status.emit(self.tr("Spells selected: worth %1. Now click a monster.").replace("%1", str(total))
                             if self.selected else self.tr("No spell selected."))
        elif is_monster(card):
            self.cast_on(card)
        elif is_potion(card):
            self.play(Act("drink", (card,)))
        else:
            self.status.emit(self.tr("The treasure is taken when you go on, once every monster is beaten."))

    def cast_on(self, monster: int, extra: int | None = None) -> bool:
        spells = list(self.selected)
        if extra is not None and extra not in spells:
            spells.append(extra)
        if not spells:
            casts = [a for a in self.state.legal_actions()
                     if type(a) is Act and a.verb == "cast" and a.cards[0] == monster]
            if len(casts) == 1:
                return self.play(casts[0])
            self.status.emit(self.tr("Select spells first (click them), then click the monster.")
                             if casts else self.tr("Your spells are not enough to beat this monster."))
            return False
        ok = self.play(Act("cast", (monster, *spells)))
        if not ok:
            self.selected = []
            self.refresh()
            if extra is not None:
                self.board.snap_back(extra)
        return ok

    def drop_card(self, card: int, onto: object) -> None:
        """A card dragged onto a card or a zone."""
        st = self.state
        if isinstance(onto, int) and is_monster(onto) and is_spell(card):
            self.cast_on(onto, card)
            return
        if isinstance(onto, int):  # a card of a pile stands for its pile
            onto = ("discard" if onto in st.discard else "satchel" if onto in st.satchel
                    else "track" if onto in TRACK else None)
        ok = False
        if onto == "satchel" and card in st.quartet:
            ok = self.play(Act("keep", (card,)))
        elif onto == "discard" and card in st.satchel:
            ok = self.play(Act("drop", (card,)))
        elif onto == "track" and is_potion(card):
            ok = self.play(Act("drink", (card,)))
        if not ok:
            self.board.snap_back(card)

    def go_on(self) -> None:
        if not self.state.over:
            self.play(Act("onward"))

    def teleport(self) -> None:
        if not self.state.over:
            self.play(Act("teleport"))
