"""The La Pyramide window: the table with its menu, toolbar and status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox, QWidget

from tarocchi.engine.games.la_pyramide import ROW_CHOICES
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import fitting_size
from tarocchi.gui.solitaire.dialogs import LineDialog, RulesDialog, StatsDialog
from tarocchi.gui.solitaire.table import PyramidTable, stats_key
from tarocchi.solitaire.stats import StatsStore


class PyramidWindow(QMainWindow):
    """A main window for La Pyramide. ``deal``: the deal number to start with (random when
    None); ``options``: the game's options (``rows``)."""

    def __init__(self, deal: int | None = None, options: dict | None = None, *,
                 faces: Faces | None = None, store: StatsStore | None = None, speed: float = 1.0,
                 parent: QWidget | None = None, dialogs: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("La Pyramide — Tarocchi"))
        self.dialogs = dialogs  #: False in tests and the self-test: no modal boxes
        self.table = PyramidTable(self, faces=faces, store=store, speed=speed)
        self.setCentralWidget(self.table)
        self.table.status.connect(lambda text: self.statusBar().showMessage(text))
        self.table.changed.connect(self._update_actions)
        self.table.solved.connect(self._solved)
        self.table.stats_problem.connect(self._stats_problem)
        self._show_line_after_solve = False
        self._build_actions()
        self.resize(*fitting_size(self, 1180, 860))
        self.table.new_game(deal, options=options)
        if self.table.stats_error:
            self._stats_problem(self.table.stats_error)

    # --- actions -----------------------------------------------------------------------------
    def _build_actions(self) -> None:
        t = self.table
        def act(text: str, slot, shortcut=None, tip: str = "") -> QAction:
            a = QAction(text, self)
            a.triggered.connect(slot)
            if isinstance(shortcut, QKeySequence.StandardKey):
                a.setShortcuts(shortcut)  # every key the platform binds to it (Close: Ctrl+F4 and Ctrl+W)
            elif shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.setStatusTip(tip)
            return a

        self.act_new = act(self.tr("&New deal"), lambda: t.new_game(), QKeySequence.StandardKey.New,
                           self.tr("Deal a new pyramid (a random deal number)"))
        self.act_deal = act(self.tr("&Deal #…"), self.ask_deal, "Ctrl+G",
                            self.tr("Play a deal by its number (the same number, the same pyramid)"))
        self.act_restart = act(self.tr("&Restart"), t.restart, "F5", self.tr("This deal from the beginning"))
        self.act_undo = act(self.tr("&Undo"), t.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = act(self.tr("&Redo"), t.redo, QKeySequence.StandardKey.Redo)
        self.act_hint = act(self.tr("&Hint"), t.hint, "H", self.tr("Highlight a good move (counted, no penalty)"))
        self.act_draw = act(self.tr("D&raw"), t.draw, "Space", self.tr("Turn cards of the draw deck"))
        self.act_line = act(self.tr("Show a &winning line"), self.show_winning_line, "Ctrl+L",
                            self.tr("Ask the solver whether this position can still be cleared"))
        self.act_auto = act(self.tr("&Autoplay demo"), self.toggle_autoplay, "Ctrl+P",
                            self.tr("Let the computer play on (click again to stop)"))
        self.act_auto.setCheckable(True)
        self.act_stats = act(self.tr("&Statistics"), self.show_stats, "Ctrl+T")
        self.act_rules = act(self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_close = act(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.act_new, self.act_deal, self.act_restart):
            game.addAction(a)
        size = game.addMenu(self.tr("Pyramid &size"))
        for rows in ROW_CHOICES:
            a = size.addAction(self.tr("%1 rows").replace("%1", str(rows)))
            a.triggered.connect(lambda _=False, r=rows: t.new_game(None, r))
        game.addSeparator()
        game.addAction(self.act_stats)
        game.addSeparator()
        game.addAction(self.act_close)
        move = self.menuBar().addMenu(self.tr("&Move"))
        for a in (self.act_undo, self.act_redo, self.act_draw, self.act_hint, self.act_line, self.act_auto):
            move.addAction(a)
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        helpm.addAction(self.act_rules)
        bar = self.addToolBar(self.tr("Game"))
        bar.setObjectName("pyramid-toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_deal, self.act_restart, None, self.act_undo, self.act_redo,
                  self.act_hint, None, self.act_line, self.act_auto, None, self.act_stats, self.act_rules):
            if a is None:
                bar.addSeparator()
            else:
                bar.addAction(a)

    def _update_actions(self) -> None:
        t = self.table
        self.act_undo.setEnabled(t.can_undo())
        self.act_redo.setEnabled(t.can_redo())
        over = t.state.over
        self.act_hint.setEnabled(not over)
        self.act_draw.setEnabled(not over and not t.state.captures())
        self.act_line.setEnabled(not over)
        self.act_auto.setChecked(t.autoplay.isActive())
        self.setWindowTitle(self.tr("La Pyramide — deal #%1 — Tarocchi").replace("%1", str(t.deal)))

    # --- commands ---------------------------------------------------------------------------------
    def ask_deal(self) -> None:
        number, ok = QInputDialog.getInt(self, self.tr("Deal number"),
                                         self.tr("Deal number (the same number always deals the same pyramid):"),
                                         self.table.deal or 1, 0, 2**31 - 1)
        if ok:
            self.table.new_game(number)

    def show_winning_line(self) -> None:
        self._show_line_after_solve = True
        self.table.find_winning_line()

    def _solved(self, solution) -> None:
        if not self._show_line_after_solve or not self.dialogs:
            return
        self._show_line_after_solve = False
        if solution.solvable:
            dialog = LineDialog(solution.line, self.table.say, self)
            if dialog.exec():
                self.table.start_autoplay()
        elif solution.solvable is False:
            QMessageBox.information(self, self.tr("Winning line"),
                                    self.tr("This position can no longer be cleared."))
        else:
            QMessageBox.information(self, self.tr("Winning line"),
                                    self.tr("The solver gave up before finding an answer."))

    def toggle_autoplay(self) -> None:
        if self.table.autoplay.isActive():
            self.table.stop_autoplay()
        else:
            self.table.start_autoplay()

    def show_stats(self) -> None:
        StatsDialog(self.table.store, stats_key(self.table.state), self.table.deal, self).exec()

    def show_rules(self) -> None:
        RulesDialog(self).exec()

    def _stats_problem(self, message: str) -> None:
        self.statusBar().showMessage(message)
        if self.dialogs:
            QMessageBox.warning(self, self.tr("Statistics"), message)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.close_game()
        super().closeEvent(event)
