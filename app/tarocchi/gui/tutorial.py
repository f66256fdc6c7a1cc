"""Tutorials in the real windows: a lesson panel beside the table, the person's own actions.

A tutorial (``engine/tutorial.py``) is a fixed deal and its script. In the main window,
:class:`TableTutorial` deals it as a one-deal match, lets the computer seats play their
scripted actions (``GameController.script``), refuses any other action of the person's with
the lesson's reason (``GameController.gate``), and shows each step's pages in a
:class:`LessonDock`. La Pyramide's tutorial runs in :class:`PyramidTutorialWindow`, the
solitaire's own window with the same dock and lesson. Finished tutorials are remembered in
the settings (``learn/tutorials_done``); Help → Tutorials lists them (:class:`TutorialsDialog`).

:func:`open_tutorial` is the entry point for other screens (the welcome screen): it starts
a game's tutorial from the main window.
"""

from __future__ import annotations

from typing import Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QDockWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QVBoxLayout, QWidget,
)

from tarocchi.engine.actions import Action
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.protocol import GameState
from tarocchi.engine.registry import get_game
from tarocchi.engine.tutorial import Lesson, Tutorial, get_tutorial, tutorials
from tarocchi.engine.words import Phrase, speak
from tarocchi.gui.controller import MatchConfig, rule_text
from tarocchi.gui.qtutil import tr
from tarocchi.gui.solitaire.table import PyramidTable
from tarocchi.gui.solitaire.window import PyramidWindow

DONE_KEY = "learn/tutorials_done"

DOCK_STYLE = """
QWidget#Lesson { background: #10251a; }
QLabel { color: #f6efd9; }
QLabel#LessonStep { color: #ffd97a; font-weight: bold; }
QLabel#LessonText { font-size: 15px; }
QLabel#LessonRefusal { color: #ffb4a6; font-weight: bold; }
QPushButton { background: #f3ead2; color: #1c2a22; border: 1px solid #b9ad8a; border-radius: 8px;
              padding: 6px 12px; font-weight: bold; }
QPushButton:disabled { background: #8b9a90; color: #415247; }
QPushButton[primary="true"] { background: #ffcf4d; border-color: #d9a514; }
"""


# --- what was finished ---------------------------------------------------------------------------

def finished_tutorials(settings) -> set[str]:
    """The ids of the tutorials finished so far (from the settings)."""
    saved = settings.get(DONE_KEY, [])
    return {t for t in saved if isinstance(t, str)} if isinstance(saved, list) else set()


def mark_finished(settings, tutorial_id: str) -> None:
    settings.set(DONE_KEY, sorted(finished_tutorials(settings) | {tutorial_id}))
    settings.sync()


# --- the lesson's panel ----------------------------------------------------------------------------

class LessonDock(QDockWidget):
    """The step, its pages one at a time (Back, Next), a refused action's reason, and Leave.
    ``done`` is pressed on the last page of the ending (Finish). Pages are phrases, rendered by
    ``render`` (the cards in the skin's words) and again when the skin changes."""

    left = Signal()
    done = Signal()

    def __init__(self, title: str, parent: QWidget, render: Callable[[Phrase], str], faces) -> None:
        super().__init__(tr("Tutorial: {title}").format(title=title), parent)
        self.render = render
        faces.changed.connect(self._show)
        self.setObjectName("LessonDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        body = QWidget(self)
        body.setObjectName("Lesson")
        body.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        body.setStyleSheet(DOCK_STYLE)
        self.step = QLabel(body)
        self.step.setObjectName("LessonStep")
        self.text = QLabel(body)
        self.text.setObjectName("LessonText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refusal = QLabel(body)
        self.refusal.setObjectName("LessonRefusal")
        self.refusal.setWordWrap(True)
        self.back = QPushButton(tr("Previous"), body)  # not "Back": a card's back in the catalogue
        self.next = QPushButton(tr("Next"), body)
        self.next.setProperty("primary", True)
        self.leave = QPushButton(tr("Leave the tutorial"), body)
        for b in (self.back, self.next, self.leave):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.back.clicked.connect(lambda: self._turn(-1))
        self.next.clicked.connect(self._next)
        self.leave.clicked.connect(self.left)
        row = QHBoxLayout()
        row.addWidget(self.back)
        row.addWidget(self.next)
        box = QVBoxLayout(body)
        box.setContentsMargins(14, 12, 14, 12)
        box.addWidget(self.step)
        box.addWidget(self.text, 1)
        box.addWidget(self.refusal)
        box.addLayout(row)
        box.addWidget(self.leave)
        self.setWidget(body)
        self.setMinimumWidth(300)
        self.pages: list[Phrase | str] = [""]
        self.at = 0
        self.finishing = False

    def show_pages(self, heading: str, pages: list[Phrase | str], finishing: bool = False) -> None:
        """Show ``pages`` (phrases, or texts already translated) from the first; ``finishing``:
        the last page's button is Finish, and Leave goes."""
        self.step.setText(heading)
        self.pages, self.at, self.finishing = pages or [""], 0, finishing
        self.refusal.clear()
        self._show()

    def say_refusal(self, reason: str) -> None:
        self.refusal.setText(reason[:1].upper() + reason[1:])

    def _turn(self, by: int) -> None:
        self.at = max(0, min(len(self.pages) - 1, self.at + by))
        self._show()

    def _next(self) -> None:
        if self.at == len(self.pages) - 1 and self.finishing:
            self.done.emit()
        else:
            self._turn(1)

    def page_text(self, index: int) -> str:
        page = self.pages[index]
        return self.render(page) if isinstance(page, Phrase) else page

    def _show(self) -> None:
        self.text.setText(self.page_text(self.at))
        self.leave.setVisible(not self.finishing)
        last = self.at == len(self.pages) - 1
        self.back.setEnabled(self.at > 0)
        self.next.setText(tr("Finish") if last and self.finishing else tr("Next"))
        self.next.setEnabled(not last or self.finishing)
        self.next.setVisible(len(self.pages) > 1 or self.finishing)
        self.back.setVisible(len(self.pages) > 1)


def _heading(lesson: Lesson, step: int) -> str:
    return tr("Step {n} of {total}").format(n=step + 1, total=lesson.total)


# --- the main window's tutorials ----------------------------------------------------------------------

class TableTutorial(QObject):
    """A trick game's tutorial played in the main window (see the module's notes). It
    lasts until a new match replaces its deal; ``finished`` gives the tutorial's id."""

    finished = Signal(str)

    def __init__(self, window, tutorial: Tutorial) -> None:
        super().__init__(window)
        self.window = window
        self.tutorial = tutorial
        self.lesson = Lesson(tutorial)
        self.match: Match | None = None
        self.active = False
        self.dock = LessonDock(rule_text(tutorial.title), window, self.words, window.faces)
        self.dock.left.connect(self.leave)
        self.dock.done.connect(self._finish)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

    def words(self, said: Phrase) -> str:
        return self.window.controller.words(said)

    def start(self) -> None:
        """Deal the tutorial's deal as a match of one deal, the lesson in charge."""
        w, t = self.window, self.tutorial
        config = MatchConfig(game=t.game, players=t.players, options=dict(t.options), deals=1)
        names = config.seat_names()
        seats = [SeatInfo(names[i], bot=None if i == t.person else config.bot) for i in range(t.players)]
        self.match = Match(get_game(t.game), t.players, dict(t.options), seats, deals=1, dealer=t.dealer)
        self.match.current = self.lesson.new_state()
        c = w.controller
        w.matchfiles.enabled = False  # the match in progress keeps its autosave
        c.script, c.gate = self.lesson.scripted, self._gate
        c.human_turn.connect(self._human_turn)
        c.applied.connect(self._applied)
        c.refused.connect(self.dock.say_refusal)
        c.deal_finished.connect(self._deal_finished)
        c.deal_started.connect(self._deal_started)
        self.active = True
        self.dock.show_pages(tr("Watch"), [tr("The cards are dealt.")])
        self.dock.show()
        w.start(config, self.match)

    def _gate(self, state: GameState, action: Action) -> str | None:
        reason = self.lesson.refusal(state, action)
        return self.words(reason) if reason is not None else None

    def _human_turn(self, view) -> None:
        state = self.window.controller.state
        step = self.lesson.step(state) if state is not None and self.active else None
        if step is None:
            return
        self.dock.show_pages(_heading(self.lesson, step), self.lesson.pages(state))

    def _applied(self, action, events) -> None:
        state = self.window.controller.state
        if action is None or not self.active or state is None or state.is_terminal():
            return
        if state.to_move != self.tutorial.person:
            self.dock.show_pages(tr("Watch"), [tr("Well done. The others play now; your next step comes "
                                                  "on your turn.")])

    def _deal_finished(self, line) -> None:
        if not self.active:
            return
        state = self.window.controller.state
        self.dock.show_pages(tr("The score"), self.lesson.ending(state), finishing=True)
        QTimer.singleShot(0, self, self.window._close_summary)  # the lesson explains the score itself

    def _finish(self) -> None:
        mark_finished(self.window.settings, self.tutorial.id)
        self.finished.emit(self.tutorial.id)
        self._detach()
        self.dock.hide()

    def leave(self) -> None:
        """The person leaves: the deal goes on as an ordinary one, the computer players think."""
        self._detach()
        self.dock.hide()

    def _detach(self) -> None:
        if not self.active:
            return
        self.active = False
        c = self.window.controller
        if c.script == self.lesson.scripted:
            c.script, c.gate = None, None

    def _deal_started(self) -> None:
        """A new match replaced the tutorial's: the lesson ends, the autosave comes back."""
        if self.window.controller.match is self.match:
            return
        self._detach()
        c = self.window.controller
        for signal, slot in ((c.human_turn, self._human_turn), (c.applied, self._applied),
                             (c.refused, self.dock.say_refusal), (c.deal_finished, self._deal_finished),
                             (c.deal_started, self._deal_started)):
            signal.disconnect(slot)
        self.window.matchfiles.enabled = not self.window.auto
        if getattr(self.window, "tutorial", None) is self:
            self.window.tutorial = None
        self.dock.deleteLater()
        self.deleteLater()


# --- La Pyramide's tutorial --------------------------------------------------------------------------

class LessonTable(PyramidTable):
    """La Pyramide's table for a lesson: no autosave, no statistics, the lesson's gate."""

    autosave_name = None
    refused = Signal(str)  #: a move the lesson refuses, and why

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.gate: Callable[[GameState, Action], str | None] | None = None

    def play(self, action: Action) -> bool:
        if self.gate is not None and self.state.check(action) is None:
            reason = self.gate(self.state, action)
            if reason is not None:
                self.status.emit(reason)
                self.refused.emit(reason)
                return False
        return super().play(action)

    def _record(self, abandoned: bool, state=None, hints=None) -> None:
        """A lesson is not a game of the statistics."""

    def update_info(self) -> None:
        self.board.set_info(tr("Tutorial   \u00b7   Moves {n}").format(n=len(self.state.history)))

    def opening_words(self) -> str:
        return tr("Capture pairs worth 21; reach the top card.")


class PyramidTutorialWindow(PyramidWindow):
    """La Pyramide's window playing its tutorial: the lesson's deal, its dock and gate."""

    finished = Signal(str)

    def __init__(self, tutorial: Tutorial, settings, **kw) -> None:
        self.tutorial = tutorial
        self.lesson = Lesson(tutorial)
        self.settings = settings
        self._shown: int | None = None
        super().__init__(None, dict(tutorial.options), dialogs=False, resume=False, **kw)
        self.dock = LessonDock(rule_text(tutorial.title), self, self.words, self.table.faces)
        self.dock.left.connect(self.close)
        self.dock.done.connect(self._finish)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.table.gate = self._gate
        self.table.refused.connect(self.dock.say_refusal)
        self.table.changed.connect(self._changed)
        self._changed()

    def make_table(self, **kw) -> LessonTable:
        return LessonTable(self, **kw)

    def first_game(self, deal, options) -> None:
        self.table._start(self.lesson.new_state())

    def update_actions(self) -> None:
        super().update_actions()
        for action in (self.act_new, self.act_deal, self.act_hint, self.act_auto, self.act_line, self.act_stats):
            action.setEnabled(False)
        self.setWindowTitle(tr("Tutorial: {title}").format(title=rule_text(self.tutorial.title)))

    def words(self, said: Phrase) -> str:
        return speak(said, None, self.table.faces.card_words, rule_text, self.table.faces.pack_word)

    def _gate(self, state: GameState, action: Action) -> str | None:
        reason = self.lesson.refusal(state, action)
        return self.words(reason) if reason is not None else None

    def _changed(self) -> None:
        if not hasattr(self, "dock"):
            return
        state = self.table.state
        if state.is_terminal():
            if self._shown != -1:
                self._shown = -1
                self.dock.show_pages(tr("The score"), self.lesson.ending(state), finishing=True)
            return
        step = self.lesson.step(state)
        if step is not None and step != self._shown:
            self._shown = step
            self.dock.show_pages(_heading(self.lesson, step), self.lesson.pages(state))

    def _finish(self) -> None:
        mark_finished(self.settings, self.tutorial.id)
        self.finished.emit(self.tutorial.id)
        self.close()


# --- opening a tutorial ---------------------------------------------------------------------------------

def has_tutorial(game_id: str) -> bool:
    """Whether ``game_id`` has a tutorial (for the welcome screen's "Learn")."""
    return any(t.game == game_id for t in tutorials())


def open_tutorial(window, key: str):
    """Start the tutorial of ``key`` (a tutorial's or a game's id) from the main window
    ``window``; returns the :class:`TableTutorial` or the solitaire's window. KeyError when
    the game has none."""
    tutorial = get_tutorial(key)
    if get_game(tutorial.game).kind == "solitaire":
        solitaire = PyramidTutorialWindow(tutorial, window.settings, faces=window.faces)
        window._show_own_window(solitaire)
        return solitaire
    old = getattr(window, "tutorial", None)
    if old is not None and shiboken6.isValid(old):
        old.leave()
    window.tutorial = TableTutorial(window, tutorial)
    window.tutorial.start()
    return window.tutorial


class TutorialsDialog(QDialog):
    """Help → Tutorials: every tutorial, the finished ones ticked; Start opens the chosen one."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.setWindowTitle(tr("Tutorials"))
        self.list = QListWidget(self)
        self.list.setObjectName("tutorials")
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        self.list.itemActivated.connect(lambda _item: self.start())
        buttons = QDialogButtonBox(self)
        self.start_button = buttons.addButton(tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.start_button.clicked.connect(self.start)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(tr("Learn a game by playing one deal, step by step:"), self))
        box.addWidget(self.list, 1)
        box.addWidget(buttons)
        self.resize(560, 380)
        self.refresh()

    def refresh(self) -> None:
        done = finished_tutorials(self.window.settings)
        row = max(0, self.list.currentRow())
        self.list.clear()
        for tutorial in tutorials():
            title = rule_text(tutorial.title)
            if tutorial.id in done:
                title += "   \u2713 " + tr("finished")
            item = QListWidgetItem(title + "\n" + rule_text(tutorial.summary))
            item.setData(Qt.ItemDataRole.UserRole, tutorial.id)
            self.list.addItem(item)
        self.list.setCurrentRow(min(row, self.list.count() - 1))

    def start(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        self.accept()
        open_tutorial(self.window, item.data(Qt.ItemDataRole.UserRole))
