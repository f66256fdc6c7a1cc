"""The La Pyramide table: a game, its moves, undo and redo, hints, the solver and autoplay.

:class:`PyramidTable` is a :class:`~.base.SolitaireTable` holding a
:class:`~.board.PyramidBoard`. It turns clicks and drags into engine actions (the engine
decides every rule and names the one broken) and runs the solver off the GUI thread; undo
and redo, hints, autoplay and the statistics come from the base.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tarocchi.bots.hint import LinePlanner
from tarocchi.engine.actions import Action, Draw, Pair
from tarocchi.engine.cards import card_name
from tarocchi.engine.games._pyramide_solver import Solution, solve
from tarocchi.engine.games.la_pyramide import SPEC, Pyramide, alone
from tarocchi.gui.solitaire.base import SolitaireTable
from tarocchi.gui.solitaire.board import PyramidBoard
from tarocchi.gui.solitaire.keys import PyramidKeys
from tarocchi.matchsave import PYRAMIDE_AUTOSAVE

SOLVER_NODES = 1_500_000
SOLVER_SECONDS = 20.0


def stats_key(state: Pyramide) -> str:
    """Statistics are kept per game, per pyramid size and per reading of "adjacent"."""
    key = SPEC.id if state.rows == 5 else f"{SPEC.id}:{state.rows}-rows"
    return key + ":adjacent" if state.adjacent else key


class _SolverRelay(QObject):
    """Carries a solver's answer from its thread to the GUI thread."""

    done = Signal(object, object)  # (Solution, the history it was asked for)


class PyramidTable(SolitaireTable):
    """A game of La Pyramide with its board (embeddable in any window)."""

    solved = Signal(object)  #: a Solution, after :meth:`find_winning_line`
    spec = SPEC
    autosave_name = PYRAMIDE_AUTOSAVE

    def __init__(self, parent: QWidget | None = None, **kw) -> None:
        self.selected: int | None = None
        self.hinted: set[int] = set()
        self.winning_line: list[Action] = []
        super().__init__(parent, **kw)
        self.state: Pyramide
        self._relay = _SolverRelay()
        self._relay.done.connect(self._solver_done)
        self._solving: threading.Thread | None = None
        self.board.card_clicked.connect(self.click_card)
        self.board.card_activated.connect(self._activate)
        self.board.card_dropped.connect(self.drop_card)
        self.board.deck_clicked.connect(self.draw)
        self.keys = PyramidKeys(self)  # the arrows, Enter and Space play too

    # --- the table's parts --------------------------------------------------------------------------
    def make_board(self) -> PyramidBoard:
        return PyramidBoard(self.faces, self.animator, self)

    def make_planner(self) -> LinePlanner:
        return LinePlanner()

    def stats_key(self, state: Pyramide | None = None) -> str:
        return stats_key(state or self.state)

    def current_score(self, state: Pyramide | None = None) -> int:
        return (state or self.state).score()

    def new_game(self, deal: int | None = None, rows: int | None = None,
                 options: dict | None = None) -> None:
        """Deal ``deal`` (a random deal number when None) with the current options, changed
        by ``options`` and ``rows``."""
        options = dict(options or {})
        if rows is not None:
            options["rows"] = rows
        super().new_game(deal, options)

    def opening_words(self) -> str:
        if self.deal is None:
            return (self.tr("Capture pairs worth 21 (a trump takes a suit card only beside it); reach the top "
                            "card.") if self.state.adjacent else self.tr("Capture pairs worth 21; reach the top card."))
        goal = (self.tr("Deal #%1: capture pairs worth 21 (a trump takes a suit card only beside it); "
                        "reach the top card.") if self.state.adjacent
                else self.tr("Deal #%1: capture pairs worth 21; reach the top card."))
        return goal.replace("%1", str(self.deal))

    def after_move_words(self, said: str) -> str:
        if not self.state.captures():
            return self.tr("%1. No capture possible: draw a card (click the deck).").replace("%1", said)
        return said

    def end_words(self, result: dict) -> str:
        if result["cleared"]:
            text = self.tr("Pyramid cleared! Score %1")
        elif result["top_captured"]:
            text = self.tr("Top card captured! Score %1")
        else:
            text = self.tr("No move left. Score %1")
        return text.replace("%1", str(result["score"]))

    def moved(self, action: Action | None) -> None:
        """Follow the winning line while the moves played are its moves."""
        if action is not None and self.winning_line and self.winning_line[0] == action:
            self.winning_line.pop(0)
        else:
            self.winning_line = []

    def forget_selection(self) -> None:
        self.selected = None

    def refresh(self) -> None:
        if not self.animator.busy:
            self.board.decorate(self.state, {self.selected} if self.selected is not None else set(),
                                self.hinted)

    def show_hint(self, action: Action) -> None:
        self.hinted = set() if type(action) is Draw else {c for c in (action.first, action.second) if c is not None}
        self.refresh()

    def clear_hint(self, update: bool = True) -> None:
        self.hinted = set()
        if update:
            self.refresh()

    # --- moves ------------------------------------------------------------------------------------
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

    def drop_card(self, card: int, onto: object) -> None:
        """A card dragged onto another (or, for the trumps 1 and 21, onto the capture pile)."""
        if onto == "capture" or onto in self.state.captured:
            ok = self.play(Pair(card))
        else:
            ok = isinstance(onto, int) and self.play(Pair(card, onto))
        if not ok:
            self.board.snap_back(card)

    def _activate(self, card: int) -> None:
        if alone(card):
            self.play(Pair(card))

    def _select(self, card: int | None) -> None:
        self.selected = card
        self.refresh()
        if card is not None:
            label = self.faces.card_words(card)
            self.status.emit(self.tr("%1 selected: now click its partner.").replace("%1", label[:1].upper() + label[1:]))

    # --- the solver and autoplay ---------------------------------------------------------------------
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

    def next_autoplay_action(self) -> Action:
        """The winning line if one was found, else the hint player's move."""
        return self.winning_line[0] if self.winning_line else super().next_autoplay_action()

    def update_info(self) -> None:
        st = self.state
        parts = [self.deal_name()]
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
