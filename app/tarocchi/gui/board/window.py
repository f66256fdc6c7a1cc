"""The Shard's window: the table with its menus, toolbar and status bar, and the set-up dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QMainWindow, QMessageBox,
    QSpinBox, QWidget,
)

from tarocchi.engine.games.the_shard import SPEC
from tarocchi.gui.board.table import LEVELS, ShardTable
from tarocchi.gui.controller import rule_text
from tarocchi.gui.faces import Faces
from tarocchi.gui.statsrecord import StatsRecorder


class SetupDialog(QDialog):
    """Players, the computer players' strength and the house rules of the next game."""

    def __init__(self, players: int, level: str, options: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The Shard — new game"))
        form = QFormLayout(self)
        self.players = QSpinBox()
        self.players.setRange(min(SPEC.players), max(SPEC.players))
        self.players.setValue(players)
        self.level = QComboBox()
        for key, label in LEVELS:
            self.level.addItem(rule_text(label), key)  # the "rules" context names the strengths
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        values = SPEC.params(players, options).options
        self.rounds = QSpinBox()
        spec_rounds = next(o for o in SPEC.options if o.name == "rounds")
        self.rounds.setRange(*spec_rounds.bounds)
        self.rounds.setValue(values["rounds"])
        self.board = QComboBox()
        for size in (5, 7):
            self.board.addItem(f"{size} × {size}", size)
        self.board.setCurrentIndex(self.board.findData(values["board"]))
        self.pass_draws = QCheckBox()
        self.pass_draws.setChecked(values["pass_draws"])
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Computer players"), self.level)
        form.addRow(self.tr("Rounds"), self.rounds)
        form.addRow(self.tr("Board"), self.board)
        form.addRow(self.tr("A pass draws a card"), self.pass_draws)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> tuple[int, str, dict]:
        return (self.players.value(), self.level.currentData(),
                {"rounds": self.rounds.value(), "board": self.board.currentData(),
                 "pass_draws": self.pass_draws.isChecked()})


class ShardWindow(QMainWindow):
    """A main window for The Shard: the person in seat 0 against computer players."""

    def __init__(self, players: int = 3, level: str = "medium", options: dict | None = None, *,
                 names: list[str] | None = None, faces: Faces | None = None, speed: float = 1.0,
                 seed: int | None = None, human: bool = True, parent: QWidget | None = None,
                 dialogs: bool = True) -> None:
        super().__init__(parent)
        self.dialogs = dialogs
        self.setWindowTitle(self.tr("The Shard — Tarocchi"))
        self.table = ShardTable(self, faces=faces, speed=speed, players=players, level=level,
                                options=options, names=names, human=human)
        self.setCentralWidget(self.table)
        self.table.status.connect(lambda text: self.statusBar().showMessage(text))
        self.table.failed.connect(self._failed)
        self.table.changed.connect(self._update_actions)
        self.errors: list[str] = []
        self.stats = StatsRecorder(self, dialogs=dialogs)
        self.stats.watch_shard(self.table)
        self._build_actions()
        self.resize(1400, 880)
        self.table.new_game(seed)

    def _build_actions(self) -> None:
        def act(text: str, slot, shortcut=None) -> QAction:
            a = QAction(text, self)
            a.triggered.connect(slot)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            return a

        t = self.table
        self.act_new = act(self.tr("&New game"), lambda: t.new_game(), QKeySequence.StandardKey.New)
        self.act_setup = act(self.tr("New game &with…"), self.ask_setup, "Ctrl+Shift+N")
        self.act_pass = act(self.tr("&Pass"), lambda: t.pass_button.click(), "Space")
        self.act_hint = act(self.tr("&Hint"), self.ask_hint, "H")
        self.act_rules = act(self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_stats = act(self.tr("S&tatistics\u2026"), self.show_statistics)
        self.act_close = act(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.act_new, self.act_setup, None, self.act_pass, self.act_hint, self.act_stats, None,
                  self.act_close):
            game.addSeparator() if a is None else game.addAction(a)
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        helpm.addAction(self.act_rules)
        bar = self.addToolBar(self.tr("Game"))
        bar.setObjectName("shard-toolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_new, self.act_setup, None, self.act_pass, self.act_hint, None, self.act_rules):
            bar.addSeparator() if a is None else bar.addAction(a)

    def show_statistics(self):
        from tarocchi.gui.statswindow import open_statistics

        return open_statistics(self, self.stats.store, game=SPEC.id)

    def _update_actions(self) -> None:
        mine = self.table.my_turn()
        self.act_hint.setEnabled(mine)
        self.act_pass.setEnabled(mine and self.table.state.phase == "turn")

    def ask_setup(self) -> None:
        t = self.table
        dialog = SetupDialog(t.players, t.level, t.options, self)
        if dialog.exec():
            players, level, options = dialog.chosen()
            t.new_game(None, players=players, level=level, options=options)

    def ask_hint(self) -> None:
        t = self.table
        if not t.my_turn():
            self.statusBar().showMessage(self.tr("A hint is given when it is your turn"))
            return
        if not hasattr(self, "hints"):
            from tarocchi.gui.hints import HintRunner

            self.hints = HintRunner(self)
            self.hints.ready.connect(self._show_hint)
            self.hints.failed.connect(self._failed)
        self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        self.hints.ask(t.state, t.me)

    def _show_hint(self, action, said) -> None:
        if self.table.my_turn():
            self.table.show_hint(action)
            text = self.table.words(said)
            self.statusBar().showMessage(text[:1].upper() + text[1:])

    def show_rules(self) -> None:
        from tarocchi.gui.dialogs import RulesDialog

        dialog = RulesDialog(SPEC, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _failed(self, text: str) -> None:
        self.errors.append(text)
        self.statusBar().showMessage(self.tr("Error: %1").replace("%1", text.strip().splitlines()[-1]))
        if self.dialogs:
            QMessageBox.warning(self, self.tr("The Shard"), text.strip().splitlines()[-1])

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.close_game()
        super().closeEvent(event)
