"""What every solitaire table and window share.

The table: a game, its moves with unlimited undo and redo, hints from the game's planner,
autoplay, and the statistics file (a game counts once, when it ends or when it is left after
at least one move). A table that names an autosave (:attr:`SolitaireTable.autosave_name`)
saves the game in progress after every move beside the statistics (:mod:`tarocchi.matchsave`'s
format), so that closing the window, or a crash, does not abandon it: it is resumed the next
time (:meth:`SolitaireTable.resume`), or counted as abandoned once the person starts another
(:meth:`SolitaireTable.count_left`). Each open table has a save of its own: it claims a slot
(``pyramide-autosave.json``, ``pyramide-autosave-2.json`` …) with a lock file while it is
open, the first free slot holding a game left unfinished, else the first free one, so that two
windows of the same game never write over each other's game (:meth:`SolitaireTable.save_path`).

A table subclasses :class:`SolitaireTable` and gives its spec, its board (``self.board``, a
view with ``show_state``, ``decorate``, ``place_now`` and ``show_banner``), its planner, and
what to say after a move and at the end. The window (:class:`SolitaireWindow`): the
common menu actions and the statistics' warnings.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QLockFile, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from tarocchi.engine.actions import Action
from tarocchi.engine.events import Event
from tarocchi.engine.protocol import GameSpec, GameState, IllegalAction
from tarocchi.engine.words import speak
from tarocchi.gui.animator import MOVE_MS, Animator
from tarocchi.gui.controller import rule_text
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import fitting_size
from tarocchi.matchsave import Saved, SaveError, read_save, write_save
from tarocchi.solitaire.stats import StatsError, StatsStore

AUTOPLAY_MS = 650
HINT_MS = 2500
MAX_DEAL = 999_999
SAVE_SLOTS = 20  #: windows of one solitaire open at once, each with its own autosave


def _saved_hints(saved: Saved) -> int:
    """The hints a saved game had used (0 when the save does not say)."""
    hints = saved.extra.get("hints", 0)
    return hints if type(hints) is int and 0 <= hints < 10**9 else 0


class SolitaireTable(QWidget):
    """A solitaire game with its board (embeddable in any window)."""

    status = Signal(str)  #: a short message for the status bar
    changed = Signal()  #: the position, the undo/redo stacks or the counters changed
    game_over = Signal(dict)  #: the result, once per game
    stats_problem = Signal(str)  #: the statistics file was bad (message for the player)

    spec: ClassVar[GameSpec]
    #: the file of the game in progress, beside the statistics (None: not saved)
    autosave_name: ClassVar[str | None] = None

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
        self.saved = False  #: the game in progress is in the autosave
        self._slot: tuple[Path, QLockFile] | None = None  #: this table's autosave and its lock
        self._slot_asked = False  #: a slot was looked for (none found: the game is not saved)
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

    def stats_key(self, state: GameState | None = None) -> str:
        """The statistics' key of ``state`` (default: the game being played), per game and
        variant."""
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
        """The deal's number; None for a deal from a set order of the cards (a lesson's, a
        saved game's dealt from its cards), which has none."""
        return self.state.seed

    def deal_name(self) -> str:
        """The deal as the window names it: "Deal #7", or "Fixed deal" when it has no number."""
        deal = self.deal
        return self.tr("Deal #%1").replace("%1", str(deal)) if deal is not None else self.tr("Fixed deal")

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

    def resume(self, saved: Saved) -> None:
        """Go on with a saved game where it stopped, every move of it undoable."""
        self._leave_game()
        state = saved.state
        first = self.spec.new_state(1, state.params.options, seed=state.seed,
                                    deal=None if state.seed is not None else state.deal_record())
        stack = []
        for action in state.history:
            stack.append(first.clone())
            first.apply(action)
        self._start(state, stack, _saved_hints(saved))

    def saved_game(self) -> Saved | None:
        """The game left unfinished by the last window (None: none). A save that cannot be
        used is kept aside and said through :attr:`stats_problem`."""
        path = self.save_path()
        if path is None:
            return None
        try:
            saved = read_save(path, keep_aside=True)
        except SaveError as exc:
            self.stats_problem.emit(str(exc))
            return None
        if saved is None or saved.state.spec.id != self.spec.id or saved.state.is_terminal():
            return None
        return saved

    def count_left(self, saved: Saved) -> None:
        """A saved game the person did not resume counts as abandoned (once: the save goes)."""
        self._record(True, saved.state, _saved_hints(saved))
        try:
            self.save_path().unlink(missing_ok=True)
        except OSError:
            pass

    def save_path(self) -> Path | None:
        """This table's autosave: the slot it claimed when first asked (None: not saved)."""
        if self.autosave_name is None or self.store is None:
            return None
        if not self._slot_asked:
            self._slot_asked = True
            self._slot = self._claim_slot(self.store.path.with_name(self.autosave_name))
        return self._slot[0] if self._slot is not None else None

    def _claim_slot(self, first: Path) -> tuple[Path, QLockFile] | None:
        """Lock the first slot no other window holds that has a game left in it, else the first
        free one; None when every slot is taken (said in the status line)."""
        slots = [first] + [first.with_name(f"{first.stem}-{i}{first.suffix}") for i in range(2, SAVE_SLOTS + 1)]
        for path in sorted(slots, key=lambda p: not p.exists()):  # the slots holding a game first
            lock = QLockFile(str(path) + ".window")  # not storage.locked's ".lock": held while open
            lock.setStaleLockTime(0)  # a lock is stale only when its process is gone
            if lock.tryLock(0):
                return path, lock
        self.status.emit(self.tr("Too many windows of this game are open: this one's game will not be saved"))
        return None

    def release_save(self) -> None:
        """Let another window have this table's autosave (the window closes)."""
        slot, self._slot, self._slot_asked = self._slot, None, False
        if slot is not None:
            slot[1].unlock()

    def _autosave(self) -> None:
        """Save the game in progress; a finished or unbegun game leaves no save."""
        self.saved = False
        path = self.save_path()
        if path is None:
            return
        try:
            if self.state.is_terminal() or not self.state.history:
                path.unlink(missing_ok=True)
            else:
                write_save(path, None, self.state, {"hints": self.hints})
                self.saved = True
        except OSError as exc:
            self.status.emit(self.tr("The game could not be saved: %1").replace("%1", str(exc)))

    def _start(self, state: GameState, undo: list[GameState] | None = None, hints: int = 0) -> None:
        self.stop_autoplay()
        self.state = state
        self.undo_stack, self.redo_stack = undo or [], []
        self.hints, self.recorded = hints, False
        self.forget_selection()
        self.planner = self.make_planner()
        self.board.show_banner("")
        self.board.place_now()
        self.board.show_state(state, base_ms=0)
        self.board.place_now()
        self.refresh()
        self.update_info()
        self.status.emit(self.opening_words())
        self._autosave()
        self.changed.emit()

    def _leave_game(self) -> None:
        """Count the game being left as abandoned if it was begun and not yet counted."""
        if self.state.history and not self.recorded and not self.state.is_terminal():
            self._record(abandoned=True)

    # --- moves ------------------------------------------------------------------------------------
    def say(self, action: Action) -> str:
        """A move in words, the cards named as the skin names them ("Capture trump 3 and the
        5 of cups")."""
        return speak(self.state.action_words(action), card_name=self.faces.card_words, translate=rule_text)

    def play(self, action: Action) -> bool:
        """Apply ``action`` if legal (animated); otherwise say which rule forbids it."""
        reason = self.state.check(action)
        if reason is not None:
            reason = speak(reason, card_name=self.faces.card_words, translate=rule_text)
            self.status.emit(reason[:1].upper() + reason[1:])
            return False
        if self.animator.busy:
            self.board.place_now()
        before = self.state.clone()
        said = self.say(action)
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:  # pragma: no cover - check() said it was legal
            self.status.emit(speak(exc.said, card_name=self.faces.card_words, translate=rule_text))
            return False
        self.undo_stack.append(before)
        if self.redo_stack and self.redo_stack[-1][0] == action:
            self.redo_stack.pop()  # following the redo line
        else:
            self.redo_stack.clear()
        self.moved(action)
        self._after_move(events, said)
        self._autosave()
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
        self.status.emit(self.tr("Undone: %1").replace("%1", self.say(action)))
        self._autosave()
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
        self.status.emit(self.tr("Hint: %1").replace("%1", self.say(action))
                         + (f" ({why})" if why else ""))
        self.show_hint(action)
        self._hint_timer.start(HINT_MS)
        self.update_info()
        self._autosave()
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

    def _record(self, abandoned: bool, state: GameState | None = None, hints: int | None = None) -> None:
        """Count the game (default: the one on the table) in the statistics."""
        if state is None:
            self.recorded = True
            state, hints = self.state, self.hints
        if self.store is None:
            return
        r = state.result() if state.is_terminal() else None
        score = r["score"] if r else self.current_score(state)
        try:
            self.store.record(self.stats_key(state), state.seed, score,
                              won=bool(r and r["won"]), cleared=bool(r and r["cleared"]),
                              hints=hints, abandoned=abandoned)
        except StatsError as exc:  # the file had turned bad: kept aside, the game counted anew
            self.stats_problem.emit(str(exc))
        except OSError as exc:
            self.stats_problem.emit(self.tr("The statistics could not be saved: %1").replace("%1", str(exc)))

    def current_score(self, state: GameState | None = None) -> int:
        """The score of a game left before its end."""
        return 0

    def close_game(self) -> None:
        """The window closes: stop the timers; a begun game is kept in the autosave for the
        next time (counted as abandoned only when it was not saved)."""
        self.stop_autoplay()
        if not self.saved:
            self._leave_game()
        self.release_save()
        self.animator.clear()


class SolitaireWindow(QMainWindow):
    """What every solitaire window shares: the table as its centre, the status bar, the common
    menu actions (new deal, deal by number, restart, undo, redo, hint, autoplay, statistics,
    rules, close), the statistics' warnings, and closing the game with the window. A window
    gives its table (:meth:`make_table`), its own actions and menus (:meth:`build_menus`) and
    how to start the first game (:meth:`first_game`)."""

    game_name = ""

    def __init__(self, deal: int | None = None, options: dict | None = None, *,
                 faces: Faces | None = None, store: StatsStore | None = None, speed: float = 1.0,
                 parent: QWidget | None = None, dialogs: bool = True, resume: bool | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("%1 — Tarocchi").replace("%1", self.game_name))
        self.dialogs = dialogs  #: False in tests and the self-test: no modal boxes
        #: a game left unfinished, when no deal is asked for: True resumes it without asking,
        #: False does not, None asks (when dialogs may be shown); one not resumed counts as abandoned
        self.resume = resume
        self.table = self.make_table(faces=faces, store=store, speed=speed)
        self.setCentralWidget(self.table)
        self.table.status.connect(lambda text: self.statusBar().showMessage(text))
        self.table.changed.connect(self._update_actions)
        self.table.stats_problem.connect(self._stats_problem)
        t = self.table
        self.act_new = self.action(self.tr("&New deal"), lambda: t.new_game(), QKeySequence.StandardKey.New,
                                   self.tr("A new deal (a random deal number)"))
        self.act_deal = self.action(self.tr("&Deal #…"), self.ask_deal, "Ctrl+G",
                                    self.tr("Play a deal by its number (the same number, the same deal)"))
        self.act_restart = self.action(self.tr("&Restart"), t.restart, "F5", self.tr("This deal from the beginning"))
        self.act_undo = self.action(self.tr("&Undo"), t.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self.action(self.tr("&Redo"), t.redo, QKeySequence.StandardKey.Redo)
        self.act_hint = self.action(self.tr("&Hint"), t.hint, "H",
                                    self.tr("Highlight a good move (counted, no penalty)"))
        self.act_auto = self.action(self.tr("&Autoplay demo"), self.toggle_autoplay, "Ctrl+P",
                                    self.tr("Let the computer play on (click again to stop)"))
        self.act_auto.setCheckable(True)
        self.act_stats = self.action(self.tr("&Statistics"), self.show_stats, "Ctrl+T")
        self.act_rules = self.action(self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_close = self.action(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        self.build_menus()
        self.resize(*fitting_size(self, 1240, 860))
        self.first_game(deal, options or {})
        if self.table.stats_error:
            self._stats_problem(self.table.stats_error)

    # --- what a window gives -----------------------------------------------------------------
    def make_table(self, **kw) -> SolitaireTable:
        raise NotImplementedError

    def build_menus(self) -> None:
        raise NotImplementedError

    def first_game(self, deal: int | None, options: dict) -> None:
        saved = self.table.saved_game()
        if saved is not None and deal is None and (
                self.resume or self.resume is None and self.dialogs and self._ask_resume(saved)):
            self.table.resume(saved)
            return
        if saved is not None:
            self.table.count_left(saved)
        self.table.new_game(deal, options=options)

    def _ask_resume(self, saved: Saved) -> bool:
        moves = str(len(saved.state.history))
        question = (self.tr("Deal #%1 was not finished (%2 moves made). Resume it where it stopped?")
                    .replace("%1", str(saved.state.seed)).replace("%2", moves) if saved.state.seed is not None
                    else self.tr("The fixed deal was not finished (%1 moves made). Resume it where it stopped?")
                    .replace("%1", moves))
        answer = QMessageBox.question(self, self.tr("Resume the game?"), question)
        return answer == QMessageBox.StandardButton.Yes

    def show_stats(self) -> None:
        raise NotImplementedError

    def show_rules(self) -> None:
        from tarocchi.gui.solitaire.dialogs import RulesDialog

        RulesDialog(self, self.table.spec.id, self.game_name).exec()

    def update_actions(self) -> None:
        """Hook: enable the window's own actions."""

    # --- shared ------------------------------------------------------------------------------
    def action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        a = QAction(text, self)
        a.triggered.connect(slot)
        if isinstance(shortcut, QKeySequence.StandardKey):
            a.setShortcuts(shortcut)  # every key the platform binds to it (Close: Ctrl+F4 and Ctrl+W)
        elif shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.setStatusTip(tip)
        return a

    def add_toolbar(self, name: str, actions) -> None:
        """A text toolbar of ``actions`` (None: a separator)."""
        bar = self.addToolBar(self.tr("Game"))
        bar.setObjectName(name)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in actions:
            if a is None:
                bar.addSeparator()
            else:
                bar.addAction(a)

    def _update_actions(self) -> None:
        t = self.table
        self.act_undo.setEnabled(t.can_undo())
        self.act_redo.setEnabled(t.can_redo())
        self.act_hint.setEnabled(not t.state.is_terminal())
        self.act_auto.setChecked(t.autoplay.isActive())
        self.setWindowTitle(self.tr("%1 — deal #%2 — Tarocchi").replace("%1", self.game_name)
                            .replace("%2", str(t.deal)) if t.deal is not None
                            else self.tr("%1 — fixed deal — Tarocchi").replace("%1", self.game_name))
        self.update_actions()

    def ask_deal(self) -> None:
        number, ok = QInputDialog.getInt(self, self.tr("Deal number"),
                                         self.tr("Deal number (the same number always deals the same game):"),
                                         self.table.deal or 1, 0, 2**31 - 1)
        if ok:
            self.table.new_game(number)

    def toggle_autoplay(self) -> None:
        if self.table.autoplay.isActive():
            self.table.stop_autoplay()
        else:
            self.table.start_autoplay()

    def _stats_problem(self, message: str) -> None:
        self.statusBar().showMessage(message)
        if self.dialogs:
            QMessageBox.warning(self, self.tr("Statistics"), message)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.close_game()
        super().closeEvent(event)
