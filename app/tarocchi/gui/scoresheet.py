"""The score sheet of a match as a window: one row per deal (its number, the contract in the
game's words, the declarer, each seat's score), the totals, how the match ends (a number of
deals, a number of points, one game on the game's board, or open) and a chart of each seat's
running total. A seat played by a team is headed by its people's names."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from tarocchi.engine.match import Match
from tarocchi.gui.chart import LineChart, Series
from tarocchi.gui.controller import person_name, rule_text, said_of_seats, seats_shown
from tarocchi.gui.dialogs import contract_caption
from tarocchi.gui.plate import score_text
from tarocchi.gui.qtutil import local_number, tr
from tarocchi.matchstats import contract_outcome, running

SEATS_FROM = 3  #: the first seat column (after the deal, the contract and the declarer)


def seat_title(seat) -> str:
    """A seat's heading: its name, and the people sharing it."""
    people = [p for p in seat.people if p and p != seat.name]
    name = person_name(seat.name, seat.bot is None)
    return f"{name}\n({', '.join(people)})" if people else name


def match_end(match: Match) -> str:
    """How the match ends and where it stands, in words."""
    names = seats_shown(match.seats)
    if match.is_over() and (match.deals or match.target):
        return said_of_seats(tr("The match is over: {names:nom} won."), names, names=match.leaders())
    played = match.played_deals()
    if match.deals:
        return tr("Match of {n} deals: {played} played, {left} to go.").format(
            n=match.deals, played=played, left=match.deals - played)
    if match.target and match.board is not None:
        board = match.board
        return tr("Match of one game to {n} on the board: the running game stands at {running}.").format(
            n=board.target, running=", ".join(f"{names[i]} {v:+d}" for i, v in enumerate(board.running)))
    if match.target:
        best = max(match.totals())
        return tr("Match to {n} points: the leader has {best}.").format(n=local_number(match.target), best=local_number(best))
    return tr("An open match: it goes on until you stop ({played} deals played).").format(played=played)


class ScoreSheetDialog(QDialog):
    """Every deal of the match with its contract, declarer and each seat's score, the totals,
    the match's end and a chart of the running totals. ``describe`` names a contract in the
    game's words (for games without their own summary words)."""

    def __init__(self, match: Match, describe: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        self.end = QLabel()
        self.end.setObjectName("match-end")
        self.end.setWordWrap(True)
        font = self.end.font()
        font.setBold(True)
        self.end.setFont(font)
        self.table = QTableWidget(self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.chart = LineChart()
        self.chart.empty_text = tr("No deal played yet")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.end)
        box.addWidget(split, 1)
        box.addWidget(buttons)
        self.show_match(match)
        self.resize(860, 680)

    def follow(self, controller) -> None:
        """Keep showing ``controller``'s match as it goes: each deal written on the sheet, a
        deal taken back or dealt again, a new match (the connections end with this window)."""
        controller.deal_finished.connect(self._follow)
        controller.deal_started.connect(self._follow)
        self._controller = controller

    def _follow(self, *_args) -> None:
        match = self._controller.match
        if match is not None:
            self.show_match(match)

    def show_match(self, match: Match) -> None:
        """Show ``match``'s sheet as it stands now: the rows, the totals, the end, the chart."""
        self.match = match
        self.setWindowTitle(tr("Score sheet \u2014 {game}").format(game=rule_text(match.spec.name)))
        names = seats_shown(match.seats)
        self.end.setText(match_end(match))
        self.table.clear()
        self.table.setRowCount(len(match.sheet) + 1)
        self.table.setColumnCount(len(names) + SEATS_FROM)
        self.table.setHorizontalHeaderLabels([tr("Deal"), tr("Contract"), tr("Declarer")]
                                             + [seat_title(s) for s in match.seats])
        for row, line in enumerate(match.sheet):
            deal = QTableWidgetItem(str(line.number))
            deal.setToolTip(said_of_seats(tr("Dealt by {name:acc}"), names, name=line.dealer))
            deal.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, 0, deal)
            words = None if line.annulled else match.spec.factory.describe_result(line.summary, match.players)
            caption = words.head.render(names, None, rule_text) if words is not None \
                else contract_caption(line.summary, names, self.describe)
            self.table.setItem(row, 1, QTableWidgetItem(caption))
            declarer, _, _ = contract_outcome(line.summary)
            who = seat_title(match.seats[declarer]).replace("\n", " ") \
                if declarer is not None and 0 <= declarer < len(names) else "\u2014"
            self.table.setItem(row, 2, QTableWidgetItem(who))
            for seat, value in enumerate(line.scores):
                self._number(row, seat + SEATS_FROM, value)
        last = len(match.sheet)
        total = QTableWidgetItem(tr("Total"))
        bold = QFont(total.font())
        bold.setBold(True)
        total.setFont(bold)
        self.table.setItem(last, 0, total)
        for seat, value in enumerate(match.totals()):
            self._number(last, seat + SEATS_FROM, value).setFont(bold)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        if match.sheet:
            self.table.scrollToItem(self.table.item(last, 0))
        self.chart.set_series([Series(s.name, running([line.scores[i] for line in match.sheet]))
                               for i, s in enumerate(match.seats)])

    def _number(self, row: int, col: int, value: float) -> QTableWidgetItem:
        item = QTableWidgetItem(score_text(value))
        item.setData(Qt.ItemDataRole.UserRole, value)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, col, item)
        return item

    def value(self, row: int, seat: int) -> float:
        """The score shown for ``seat`` in ``row`` (the last row: the totals)."""
        return self.table.item(row, seat + SEATS_FROM).data(Qt.ItemDataRole.UserRole)
