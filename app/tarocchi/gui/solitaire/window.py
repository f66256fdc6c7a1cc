"""The La Pyramide window: the table with its menu, toolbar and status bar."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tarocchi.engine.games.la_pyramide import ROW_CHOICES
from tarocchi.gui.solitaire.base import SolitaireWindow
from tarocchi.gui.solitaire.dialogs import LineDialog, StatsDialog
from tarocchi.gui.solitaire.table import PyramidTable


class PyramidWindow(SolitaireWindow):
    """A main window for La Pyramide. ``deal``: the deal number to start with (random when
    None); ``options``: the game's options (``rows``). A game left unfinished is offered
    for resumption when no deal is asked for (see :class:`SolitaireWindow`)."""

    game_name = "La Pyramide"

    def make_table(self, **kw) -> PyramidTable:
        table = PyramidTable(self, **kw)
        table.solved.connect(self._solved)
        self._show_line_after_solve = False
        return table

    def build_menus(self) -> None:
        t = self.table
        self.act_draw = self.action(self.tr("D&raw"), t.draw, "Space", self.tr("Turn cards of the draw deck"))
        self.act_line = self.action(self.tr("Show a &winning line"), self.show_winning_line, "Ctrl+L",
                                    self.tr("Ask the solver whether this position can still be cleared"))
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
        self.menuBar().addMenu(self.tr("&Help")).addAction(self.act_rules)
        self.add_toolbar("pyramid-toolbar", (
            self.act_new, self.act_deal, self.act_restart, None, self.act_undo, self.act_redo,
            self.act_hint, None, self.act_line, self.act_auto, None, self.act_stats, self.act_rules))

    def update_actions(self) -> None:
        t = self.table
        over = t.state.over
        self.act_draw.setEnabled(not over and not t.state.captures())
        self.act_line.setEnabled(not over)

    # --- commands ---------------------------------------------------------------------------------
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

    def show_stats(self) -> None:
        StatsDialog(self.table.store, self.table.stats_key(), self.table.deal, self).exec()
