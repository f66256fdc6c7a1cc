"""The La Pyramide table: a game, its moves, undo and redo, hints, the solver and autoplay.

:class:`PyramidTable` is a QWidget holding a :class:`~.board.PyramidBoard`. It turns clicks
and drags into engine actions (the engine decides every rule and names the one broken),
keeps every position for unlimited undo and redo, counts hints, runs the solver off the GUI
thread, and records each game in the statistics file once, when it ends or is abandoned.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tarocchi.bots.hint import LinePlanner
from tarocchi.engine.actions import Action, Draw, Pair
from tarocchi.engine.cards import card_name
from tarocchi.engine.events import Event
from tarocchi.engine.games._pyramide_solver import Solution, solve
from tarocchi.engine.games.la_pyramide import MAX_DEAL, SPEC, Pyramide, alone
from tarocchi.engine.protocol import IllegalAction
from tarocchi.gui.animator import MOVE_MS, Animator
from tarocchi.engine.words import speak
from tarocchi.gui.controller import rule_text
from tarocchi.gui.faces import Faces
from tarocchi.gui.solitaire.board import PyramidBoard
from tarocchi.solitaire.stats import StatsError, StatsStore

SOLVER_NODES = 1_500_000
SOLVER_SECONDS = 20.0
AUTOPLAY_MS = 650
HINT_MS = 2500


def stats_key(state: Pyramide) -> str:
    """Statistics are kept per game, per pyramid size and per reading of "adjacent"."""
    key = SPEC.id if state.rows == 5 else f"{SPEC.id}:{state.rows}-rows"
    return key + ":adjacent" if state.adjacent else key


class _SolverRelay(QObject):
    """Carries a solver's answer from its thread to the GUI thread."""

    done = Signal(object, object)  # (Solution, the history it was asked for)


class PyramidTable(QWidget):
    """A game of La Pyramide with its board (embeddable in any window)."""

    status = Signal(str)  #: a short message for the status bar
    changed = Signal()  #: the position, the undo/redo stacks or the counters changed
    game_over = Signal(dict)  #: the result, once per game
    solved = Signal(object)  #: a Solution, after :meth:`find_winning_line`
    stats_problem = Signal(str)  #: the statistics file was bad (message for the player)

    def __init__(self, parent: QWidget | None = None, *, faces: Faces | None = None,
                 store: StatsStore | None = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self.faces = faces or Faces()
        self.animator = Animator(speed, self)
        self.board = PyramidBoard(self.faces, self.animator, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.board)
        self.store = store
        self.stats_error: str | None = None
        if self.store is None:
            self.store = StatsStore()
            try:
                self.store.load()
            except StatsError as exc:
                self.stats_error = str(exc)
        self.state: Pyramide = SPEC.new_state(1, seed=1)
        self.undo_stack: list[Pyramide] = []
        self.redo_stack: list[tuple[Action, Pyramide]] = []
        self.selected: int | None = None
        self.hinted: set[int] = set()
        self.hints = 0
        self.recorded = False
        self.planner = LinePlanner()
        self.winning_line: list[Action] = []
        self._relay = _SolverRelay()
        self._relay.done.connect(self._solver_done)
        self._solving: threading.Thread | None = None
        self._cancel_solve = False
        self.autoplay = QTimer(self)
        self.autoplay.setInterval(AUTOPLAY_MS)
        self.autoplay.timeout.connect(self._autoplay_step)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.clear_hint)
        self.board.card_clicked.connect(self.click_card)
        self.board.card_activated.connect(self._activate)
        self.board.card_dropped.connect(self.drop_card)
        self.board.deck_clicked.connect(self.draw)

    # --- games -----------------------------------------------------------------------------------
    @property
    def deal(self) -> int | None:
        return self.state.seed

    def new_game(self, deal: int | None = None, rows: int | None = None,
                 options: dict | None = None) -> None:
        """Deal ``deal`` (a random deal number when None) with the current options, changed
        by ``options`` and ``rows``."""
        self._leave_game()
        if deal is None:
            deal = random.SystemRandom().randint(1, MAX_DEAL)
        options = {**self.state.params.options, **(options or {})}
        if rows is not None:
            options["rows"] = rows
        self._start(SPEC.new_state(1, options, seed=deal))

    def restart(self) -> None:
        """The same deal from the beginning."""
        self._leave_game()
        self._start(SPEC.new_state(1, self.state.params.options, seed=self.state.seed,
                                   deal=None if self.state.seed is not None else self.state.deal_record()))

    def _start(self, state: Pyramide) -> None:
        self.stop_autoplay()
        self.state = state
        self.undo_stack, self.redo_stack = [], []
        self.selected, self.hinted, self.hints, self.recorded = None, set(), 0, False
        self.winning_line = []
        self.planner = LinePlanner()
        self.board.show_banner("")
        self.board.place_now()
        self.board.show_state(state, base_ms=0)
        self.board.place_now()
        self.board.decorate(state)
        self._update_info()
        goal = (self.tr("Deal #%1: capture pairs worth 21 (a trump takes a suit card only beside it); "
                        "reach the top card.") if state.adjacent
                else self.tr("Deal #%1: capture pairs worth 21; reach the top card."))
        self.status.emit(goal.replace("%1", str(state.seed)))
        self.changed.emit()

    def _leave_game(self) -> None:
        """Count the game being left as abandoned if it was begun and not yet counted."""
        if self.state.history and not self.recorded and not self.state.over:
            self._record(abandoned=True)

    # --- moves ------------------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply ``action`` if legal (animated); otherwise say which rule forbids it."""
        reason = self.state.check(action)
        if reason is not None:
            self.status.emit(reason[0].upper() + reason[1:])
            return False
        if self.animator.busy:
            self.board.place_now()
        before = self.state.clone()
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:  # pragma: no cover - check() said it was legal
            self.status.emit(exc.rule)
            return False
        self.undo_stack.append(before)
        if self.redo_stack and self.redo_stack[-1][0] == action:
            self.redo_stack.pop()  # following the redo line
        else:
            self.redo_stack.clear()
        if self.winning_line and self.winning_line[0] == action:
            self.winning_line.pop(0)
        else:
            self.winning_line = []
        self._after_move(events, self.say(action))
        return True

    def say(self, action: Action) -> str:
        """A move in words, the cards named as the skin names them ("Capture trump 3 and the
        5 of cups")."""
        return speak(self.state.action_words(action), card_name=self.faces.card_words, translate=rule_text)

    def _after_move(self, events: list[Event], said: str) -> None:
        self.selected = None
        self.clear_hint(update=False)
        self.board.show_state(self.state, events, MOVE_MS)
        self.animator.call(self._refresh_decor)
        self._update_info()
        if self.state.over:
            self._finish()
        elif not self.state.captures():
            self.status.emit(self.tr("%1. No capture possible: draw a card (click the deck).").replace("%1", said))
        else:
            self.status.emit(said)
        self.changed.emit()

    def draw(self) -> None:
        if not self.state.over:
            self.play(Draw())

    def click_card(self, card: int) -> None:
        """Click one card then its partner; the trumps 1 and 21 are taken by one click."""
        if self.state.over:
            return
        free = self.state.free_cards()
        if card not in free:
            if card in self.state.draw_order[self.state.deck_pos:]:
                self.draw()
            return
        if self.selected is None or self.selected not in free:
            if alone(card):
                self.play(Pair(card))
                return
            self._select(card)
            return
        if self.selected == card:
            self._select(None)
            return
        first = self.selected
        if not self.play(Pair(first, card)):
            self._select(card if not alone(card) else None)
            if alone(card):
                self.play(Pair(card))

    def drop_card(self, card: int, onto: int | None) -> None:
        """A card dragged onto another (or, for the trumps 1 and 21, onto the capture pile)."""
        ok = self.play(Pair(card) if onto is None else Pair(card, onto))
        if not ok:
            self.board.snap_back(self.board.sprites[card])

    def _activate(self, card: int) -> None:
        if alone(card):
            self.play(Pair(card))

    def _select(self, card: int | None) -> None:
        self.selected = card
        self._refresh_decor()
        if card is not None:
            label = self.faces.card_words(card)
            self.status.emit(self.tr("%1 selected: now click its partner.").replace("%1", label[:1].upper() + label[1:]))

    def _refresh_decor(self) -> None:
        if not self.animator.busy:
            self.board.decorate(self.state, {self.selected} if self.selected is not None else set(),
                                self.hinted)

    # --- undo and redo ------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> None:
        if not self.undo_stack:
            return
        self.stop_autoplay()
        action = self.state.history[-1]
        self.redo_stack.append((action, self.state))
        self.state = self.undo_stack.pop()
        self.winning_line = []
        self.selected = None
        self.clear_hint(update=False)
        self.board.show_banner("")
        self.board.show_state(self.state, None, MOVE_MS)
        self._update_info()
        self.status.emit(self.tr("Undone: %1").replace("%1", self.say(action)))
        self.changed.emit()

    def redo(self) -> None:
        if self.redo_stack:
            self.play(self.redo_stack[-1][0])

    # --- hints, the solver, autoplay -------------------------------------------------------------
    def hint(self) -> Action | None:
        """Highlight a good legal move (counted, free of charge)."""
        if self.state.over:
            self.status.emit(self.tr("The game is over."))
            return None
        action, why = self.planner.next_action(self.state)
        self.hints += 1
        if type(action) is Draw:
            cards: set[int] = set()
            self.status.emit(self.tr("Hint: no capture is possible, draw a card."))
        else:
            cards = {c for c in (action.first, action.second) if c is not None}
            self.status.emit(self.tr("Hint: %1").replace("%1", self.say(action))
                             + (f" ({why})" if why else ""))
        self.hinted = cards
        self._refresh_decor()
        self._hint_timer.start(HINT_MS)
        self._update_info()
        self.changed.emit()
        return action

    def clear_hint(self, update: bool = True) -> None:
        self.hinted = set()
        if update:
            self._refresh_decor()

    def find_winning_line(self) -> None:
        """Ask the solver, in a thread, whether this position can still be cleared; the answer
        comes through :attr:`solved` (and :attr:`winning_line` when there is one)."""
        if self._solving is not None and self._solving.is_alive():
            return
        state = self.state.clone()
        history = tuple(state.history)
        self.status.emit(self.tr("Looking for a winning line…"))

        def work() -> None:
            self._relay.done.emit(solve(state, "clear", SOLVER_NODES, seconds=SOLVER_SECONDS), history)

        self._solving = threading.Thread(target=work, daemon=True)
        self._solving.start()

    def wait_solver(self, timeout: float | None = None) -> None:
        """Block until the solver thread ends (tests, the self-test)."""
        if self._solving is not None:
            self._solving.join(timeout)

    def _solver_done(self, solution: Solution, history: tuple) -> None:
        if tuple(self.state.history) != history:
            return  # the game moved on meanwhile
        self.winning_line = list(solution.line) if solution.solvable else []
        if solution.solvable:
            self.status.emit(self.tr("This position can be cleared in %1 moves.").replace("%1", str(len(solution.line))))
        elif solution.solvable is False:
            self.status.emit(self.tr("This position can no longer be cleared."))
        else:
            self.status.emit(self.tr("The solver ran out of time: no answer."))
        self.solved.emit(solution)
        self.changed.emit()

    def start_autoplay(self) -> None:
        """Play on by itself, one move at a time: the winning line if one was found, else the
        hint player's moves."""
        if not self.state.over:
            self.autoplay.start()
            self.changed.emit()

    def stop_autoplay(self) -> None:
        if self.autoplay.isActive():
            self.autoplay.stop()
            self.changed.emit()

    def _autoplay_step(self) -> None:
        if self.state.over:
            self.stop_autoplay()
            return
        if self.animator.busy:
            return
        action = self.winning_line[0] if self.winning_line else self.planner.next_action(self.state)[0]
        self.play(action)

    # --- the end ----------------------------------------------------------------------------------
    def _finish(self) -> None:
        self.stop_autoplay()
        result = self.state.result()
        if result["cleared"]:
            text = self.tr("Pyramid cleared! Score %1")
        elif result["top_captured"]:
            text = self.tr("Top card captured! Score %1")
        else:
            text = self.tr("No move left. Score %1")
        text = text.replace("%1", str(result["score"]))
        self.animator.call(lambda: self.board.show_banner(text))
        self.status.emit(text)
        if not self.recorded:
            self._record(abandoned=False)
        self.game_over.emit(result)

    def _record(self, abandoned: bool) -> None:
        self.recorded = True
        if self.store is None:
            return
        r = self.state.result() if self.state.over else None
        try:
            self.store.record(
                stats_key(self.state), self.state.seed, r["score"] if r else self.state.score(),
                won=bool(r and r["won"]), cleared=bool(r and r["cleared"]), hints=self.hints,
                abandoned=abandoned)
        except StatsError as exc:  # the file had turned bad: kept aside, the game counted anew
            self.stats_problem.emit(str(exc))
        except OSError as exc:
            self.stats_problem.emit(self.tr("The statistics could not be saved: %1").replace("%1", str(exc)))

    def close_game(self) -> None:
        """The window closes: count a begun game as abandoned, stop the timers."""
        self.stop_autoplay()
        self._leave_game()
        self.animator.clear()

    def _update_info(self) -> None:
        st = self.state
        parts = [self.tr("Deal #%1").replace("%1", str(st.seed))]
        if st.rows != 5:
            parts.append(self.tr("%1 rows").replace("%1", str(st.rows)))
        parts.append(self.tr("Moves %1").replace("%1", str(len(st.history))))
        if self.hints:
            parts.append(self.tr("Hints %1").replace("%1", str(self.hints)))
        self.board.set_info("   ·   ".join(parts))

    def summary(self) -> dict[str, Any]:
        """The game in a few numbers (for tests and the self-test)."""
        return {"deal": self.state.seed, "moves": len(self.state.history), "score": self.state.score(),
                "over": self.state.over, "hints": self.hints,
                "captured": [card_name(c) for c in self.state.captured]}
