"""The La chasse au trésor window: the table with its menus, toolbar and status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox, QWidget

from tarocchi.engine.games.chasse_au_tresor import SPEC
from tarocchi.gui.faces import Faces
from tarocchi.gui.solitaire.chasse_table import ChasseTable
from tarocchi.gui.solitaire.dialogs import RulesDialog, StatsDialog
from tarocchi.solitaire.stats import StatsStore

SATCHEL_SIZES = (0, 1, 2, 3, 4, 5, 6, 8)


class ChasseWindow(QMainWindow):
    """A main window for La chasse au trésor. ``deal``: the deal number to start with (random
    when None); ``options``: the game's options."""

    def __init__(self, deal: int | None = None, options: dict | None = None, *,
                 faces: Faces | None = None, store: StatsStore | None = None, speed: float = 1.0,
                 parent: QWidget | None = None, dialogs: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("La chasse au trésor — Tarocchi"))
        self.dialogs = dialogs  #: False in tests and the self-test: no modal boxes
        self.table = ChasseTable(self, faces=faces, store=store, speed=speed)
        self.setCentralWidget(self.table)
        self.table.status.connect(lambda text: self.statusBar().showMessage(text))
        self.table.changed.connect(self._update_actions)
        self.table.stats_problem.connect(self._stats_problem)
        self._build_actions()
        self.resize(1280, 860)
        self.table.new_game(deal, SPEC.params(1, options or {}).options)
        if self.table.stats_error:
            self._stats_problem(self.table.stats_error)

    def _build_actions(self) -> None:
        t = self.table

        def act(text: str, slot, shortcut=None, tip: str = "") -> QAction:
            a = QAction(text, self)
            a.triggered.connect(slot)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.setStatusTip(tip)
            return a

        self.act_new = act(self.tr("&New deal"), lambda: t.new_game(), QKeySequence.StandardKey.New,
                           self.tr("A new journey (a random deal number)"))
        self.act_deal = act(self.tr("&Deal #…"), self.ask_deal, "Ctrl+G",
                            self.tr("Play a deal by its number (the same number, the same journey)"))
        self.act_restart = act(self.tr("&Restart"), t.restart, "F5", self.tr("This deal from the beginning"))
        self.act_undo = act(self.tr("&Undo"), t.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = act(self.tr("&Redo"), t.redo, QKeySequence.StandardKey.Redo)
        self.act_on = act(self.tr("&Go on"), t.go_on, "Space",
                          self.tr("End the turn: the monsters left strike, the treasure is taken if they are all beaten"))
        self.act_teleport = act(self.tr("&Teleport out"), self.teleport, "Ctrl+E",
                                self.tr("Leave the library now with the treasure taken"))
        self.act_hint = act(self.tr("&Hint"), t.hint, "H", self.tr("Light up a good move (counted, no penalty)"))
        self.act_auto = act(self.tr("&Autoplay demo"), self.toggle_autoplay, "Ctrl+P",
                            self.tr("Let the computer play on (click again to stop)"))
        self.act_auto.setCheckable(True)
        self.act_stats = act(self.tr("&Statistics"), self.show_stats, "Ctrl+T")
        self.act_rules = act(self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_close = act(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.act_new, self.act_deal, self.act_restart):
            game.addAction(a)
        satchel = game.addMenu(self.tr("&Satchel size"))
        for size in SATCHEL_SIZES:
            a = satchel.addAction(self.tr("%n card(s)", "", size))
            a.triggered.connect(lambda _=False, n=size: t.new_game(None, {"satchel": n}))
        game.addSeparator()
        game.addAction(self.act_stats)
        game.addSeparator()
        game.addAction(self.act_close)
        move = self.menuBar().addMenu(self.tr("&Move"))
        for a in (self.act_undo, self.act_redo, self.act_on, self.act_teleport, self.act_hint, self.act_auto):
            move.addAction(a)
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        helpm.addAction(self.act_rules)
        bar = self.addToolBar(self.tr("Game"))
        bar.setObjectName("chasse-toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_deal, self.act_restart, None, self.act_undo, self.act_redo,
                  self.act_hint, None, self.act_on, self.act_teleport, self.act_auto, None,
                  self.act_stats, self.act_rules):
            if a is None:
                bar.addSeparator()
            else:
                bar.addAction(a)

    def _update_actions(self) -> None:
        t = self.table
        over = t.state.over
        self.act_undo.setEnabled(t.can_undo())
        self.act_redo.setEnabled(t.can_redo())
        for a in (self.act_hint, self.act_on, self.act_teleport):
            a.setEnabled(not over)
        self.act_auto.setChecked(t.autoplay.isActive())
        self.setWindowTitle(self.tr("La chasse au trésor — deal #%1 — Tarocchi").replace("%1", str(t.deal)))

    def ask_deal(self) -> None:
        number, ok = QInputDialog.getInt(self, self.tr("Deal number"),
                                         self.tr("Deal number (the same number always deals the same journey):"),
                                         self.table.deal or 1, 0, 2**31 - 1)
        if ok:
            self.table.new_game(number)

    def teleport(self) -> None:
        if self.dialogs and not self.table.state.over:
            answer = QMessageBox.question(
                self, self.tr("Teleport out"),
                self.tr("Leave the library now with treasure worth %1?").replace(
                    "%1", str(self.table.state.treasure_value())))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.table.teleport()

    def toggle_autoplay(self) -> None:
        if self.table.autoplay.isActive():
            self.table.stop_autoplay()
        else:
            self.table.start_autoplay()

    def show_stats(self) -> None:
        StatsDialog(self.table.store, self.table.stats_key(), self.table.deal, self, game=SPEC.name,
                    won=self.tr("Journeys survived to the end"), cleared=self.tr("Every treasure found")).exec()

    def show_rules(self) -> None:
        RulesDialog(self, SPEC.id, SPEC.name).exec()

    def _stats_problem(self, message: str) -> None:
        self.statusBar().showMessage(message)
        if self.dialogs:
            QMessageBox.warning(self, self.tr("Statistics"), message)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.close_game()
        super().closeEvent(event)
