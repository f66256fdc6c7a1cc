"""The La chasse au trésor window: the table with its menus, toolbar and status bar."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tarocchi.engine.games.chasse_au_tresor import SPEC
from tarocchi.gui.solitaire.base import SolitaireWindow
from tarocchi.gui.solitaire.chasse_table import ChasseTable
from tarocchi.gui.solitaire.dialogs import StatsDialog

SATCHEL_SIZES = (0, 1, 2, 3, 4, 5, 6, 8)


class ChasseWindow(SolitaireWindow):
    """A main window for La chasse au trésor. ``deal``: the deal number to start with (random
    when None); ``options``: the game's options."""

    game_name = SPEC.name

    def make_table(self, **kw) -> ChasseTable:
        return ChasseTable(self, **kw)

    def first_game(self, deal: int | None, options: dict) -> None:
        super().first_game(deal, SPEC.params(1, options).options)

    def build_menus(self) -> None:
        t = self.table
        self.act_on = self.action(self.tr("&Go on"), t.go_on, "Space",
                                  self.tr("End the turn: the monsters left strike, the treasure is taken "
                                          "if they are all beaten"))
        self.act_teleport = self.action(self.tr("&Teleport out"), self.teleport, "Ctrl+E",
                                        self.tr("Leave the library now with the treasure taken"))
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.act_new, self.act_deal, self.act_restart):
            game.addAction(a)
        satchel = game.addMenu(self.tr("&Satchel size"))
        for size in SATCHEL_SIZES:
            a = satchel.addAction(self.tr("1 card") if size == 1
                                  else self.tr("%1 cards").replace("%1", str(size)))
            a.triggered.connect(lambda _=False, n=size: t.new_game(None, {"satchel": n}))
        game.addSeparator()
        game.addAction(self.act_stats)
        game.addSeparator()
        game.addAction(self.act_close)
        move = self.menuBar().addMenu(self.tr("&Move"))
        for a in (self.act_undo, self.act_redo, self.act_on, self.act_teleport, self.act_hint, self.act_auto):
            move.addAction(a)
        self.menuBar().addMenu(self.tr("&Help")).addAction(self.act_rules)
        self.add_toolbar("chasse-toolbar", (
            self.act_new, self.act_deal, self.act_restart, None, self.act_undo, self.act_redo,
            self.act_hint, None, self.act_on, self.act_teleport, self.act_auto, None,
            self.act_stats, self.act_rules))

    def update_actions(self) -> None:
        over = self.table.state.over
        self.act_on.setEnabled(not over)
        self.act_teleport.setEnabled(not over)

    def teleport(self) -> None:
        if self.dialogs and not self.table.state.over:
            answer = QMessageBox.question(
                self, self.tr("Teleport out"),
                self.tr("Leave the library now with treasure worth %1?").replace(
                    "%1", str(self.table.state.treasure_value())))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.table.teleport()

    def show_stats(self) -> None:
        StatsDialog(self.table.store, self.table.stats_key(), self.table.deal, self, game=SPEC.name,
                    won=self.tr("Journeys survived to the end"), cleared=self.tr("Every treasure found")).exec()
