"""What every solitaire table shares: a game, its moves with unlimited undo and redo, hints
from the game's planner, autoplay, and the statistics file (a game counts once, when it ends
or when it is left after at least one move).

A table subclasses :class:`SolitaireTable` and gives its spec, its board (``self.board``, a
view with ``show_state``, ``decorate``, ``place_now`` and ``show_banner``), its planner, and
what to say after a move and at the end.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tarocchi.engine.actions import Action
from tarocchi.engine.events import Event
from tarocchi.engine.protocol import GameSpec, GameState, IllegalAction
from tarocchi.gui.animator import MOVE_MS, Animator
from tarocchi.gui.faces import Faces
from tarocchi.solitaire.stats import StatsError, StatsStore

AUTOPLAY_MS = 650
HINT_MS = 2500
MAX_DEAL = 999_999


class SolitaireTable(QWidget):
    """A solitaire game with its board (embeddable in any window)."""

    status = Signal(str)  #: a short message for the status bar
    changed = Signal()  #: the position, the undo/redo stacks or the counters changed
    game_over = Signal(dict)  #: the result, once per game
    stats_problem = Signal(str)  #: the statistics file was bad (message for the player)

    spec: ClassVar[GameSpec]

    def __init__(self, parent: QWidget | None = None, *, faces: Faces | None = None,
                 store: StatsStore | None = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self.faces = faces or Faces()
        self.animator = Animator(speed, self)
        self.board = self.make_board()
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
        self.state: GameState = self.spec.new_state(1, seed=1)
        self.undo_stack: list[GameState] = []
        self.redo_stack: list[tuple[Action, GameState]] = []
        self.hints = 0
        self.recorded = False
        self.planner = self.make_planner()
        self.autoplay = QTimer(self)
        self.autoplay.setInterval(AUTOPLAY_MS)
        self.autoplay.timeout.connect(self._autoplay_step)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.clear_hint)

    # --- what a table gives ---------------------------------------------------------------------
    def make_board(self) -> QWidget:
        raise NotImplementedError

    def make_planner(self) -> Any:
        """An object with ``next_action(state) -> (action, why)``."""
        raise NotImplementedError

    def stats_key(self) -> str:
        """The statistics' key of the game being played (per game and variant)."""
        return self.spec.id

    def opening_words(self) -> str:
        return ""

    def after_move_words(self, said: str) -> str:
        return said

    def end_words(self, result: dict) -> str:
        return self.tr("Game over. Score %1").replace("%1", str(result["score"]))

    def show_hint(self, action: Action) -> None:
        """Light up what the hinted ``action`` uses."""

    def clear_hint(self, update: bool = True) -> None:
        """Put out the hint's lights."""

    def refresh(self) -> None:
        """Redraw the marks on the cards (selection, hints, what can be used)."""
        if not self.animator.busy:
            self.board.decorate(self.state)

    def forget_selection(self) -> None:
        """A move was played or undone: nothing stays selected."""

    def update_info(self) -> None:
        """The line of facts in the corner (deal number, moves, hints)."""

    # --- games -----------------------------------------------------------------------------------
    @property
    def deal(self) -> int | None:
        return self.state.seed

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.state.params.options)

    def new_game(self, deal: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal ``deal`` (a random deal number when None) with ``options`` (else the current)."""
        self._leave_game()
        if deal is None:
            deal = random.SystemRandom().randint(1, MAX_DEAL)
        self._start(self.spec.new_state(1, {**self.options, **(options or {})}, seed=deal))

    def restart(self) -> None:
        """The same deal from the beginning."""
        self._leave_game()
        seed = self.state.seed
        self._start(self.spec.new_state(1, self.options, seed=seed,
                                        deal=None if seed is not None else self.state.deal_record()))

    def _start(self, state: GameState) -> None:
        self.stop_autoplay()
        self.state = state
        self.undo_stack, self.redo_stack = [], []
        self.hints, self.recorded = 0, False
        self.forget_selection()
        self.planner = self.make_planner()
        self.board.show_banner("")
        self.board.place_now()
        self.board.show_state(state, base_ms=0)
        self.board.place_now()
        self.refresh()
        self.update_info()
        self.status.emit(self.opening_words())
        self.changed.emit()

    def _leave_game(self) -> None:
        """Count the game being left as abandoned if it was begun and not yet counted."""
        if self.state.history and not self.recorded and not self.state.is_terminal():
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
        said = self.state.describe(action)
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
        self.moved(action)
        self._after_move(events, said)
        return True

    def moved(self, action: Action) -> None:
        """Hook: ``action`` was just played (before the board shows it)."""

    def _after_move(self, events: list[Event], said: str) -> None:
        self.forget_selection()
        self.clear_hint(update=False)
        self.board.show_state(self.state, events, MOVE_MS)
        self.animator.call(self.refresh)
        self.update_info()
        if self.state.is_terminal():
            self._finish()
        else:
            self.status.emit(self.after_move_words(said))
        self.changed.emit()

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
        self.moved(None)
        self.forget_selection()
        self.clear_hint(update=False)
        self.board.show_banner("")
        self.board.show_state(self.state, None, MOVE_MS)
        self.animator.call(self.refresh)
        self.update_info()
        self.status.emit(self.tr("Undone: %1").replace("%1", self.state.describe(action)))
        self.changed.emit()

    def redo(self) -> None:
        if self.redo_stack:
            self.play(self.redo_stack[-1][0])

    # --- hints and autoplay ----------------------------------------------------------------------
    def hint(self) -> Action | None:
        """Light up a good move and say why (counted, free of charge)."""
        if self.state.is_terminal():
            self.status.emit(self.tr("The game is over."))
            return None
        action, why = self.planner.next_action(self.state)
        self.hints += 1
        self.status.emit(self.tr("Hint: %1").replace("%1", self.state.describe(action))
                         + (f" ({why})" if why else ""))
        self.show_hint(action)
        self._hint_timer.start(HINT_MS)
        self.update_info()
        self.changed.emit()
        return action

    def next_autoplay_action(self) -> Action:
        return self.planner.next_action(self.state)[0]

    def start_autoplay(self) -> None:
        """Play on by itself, one move at a time."""
        if not self.state.is_terminal():
            self.autoplay.start()
            self.changed.emit()

    def stop_autoplay(self) -> None:
        if self.autoplay.isActive():
            self.autoplay.stop()
            self.changed.emit()

    def _autoplay_step(self) -> None:
        if self.state.is_terminal():
            self.stop_autoplay()
            return
        if self.animator.busy:
            return
        self.play(self.next_autoplay_action())

    # --- the end ----------------------------------------------------------------------------------
    def _finish(self) -> None:
        self.stop_autoplay()
        result = self.state.result()
        text = self.end_words(result)
        self.animator.call(lambda: self.board.show_banner(text))
        self.status.emit(text)
        if not self.recorded:
            self._record(abandoned=False)
        self.game_over.emit(result)

    def _record(self, abandoned: bool) -> None:
        self.recorded = True
        if self.store is None:
            return
        r = self.state.result() if self.state.is_terminal() else None
        score = r["score"] if r else self.current_score()
        try:
            self.store.record(self.stats_key(), self.state.seed, score,
                              won=bool(r and r["won"]), cleared=bool(r and r["cleared"]),
                              hints=self.hints, abandoned=abandoned)
        except OSError as exc:
            self.stats_problem.emit(self.tr("The statistics could not be saved: %1").replace("%1", str(exc)))

    def current_score(self) -> int:
        """The score of a game left before its end."""
        return 0

    def close_game(self) -> None:
        """The window closes: count a begun game as abandoned, stop the timers."""
        self.stop_autoplay()
        self._leave_game()
        self.animator.clear()
