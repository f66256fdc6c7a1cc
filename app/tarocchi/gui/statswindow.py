"""The statistics window (Game → Statistics): a game chooser, the figures of one person at
one player count, the contracts they took and made, and a chart of their running score over
the current match and over time. La Pyramide's and La chasse au trésor's statistics (kept by
:mod:`tarocchi.solitaire.stats`) appear here too. Each game's statistics can be reset."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView,
    QLabel, QMessageBox, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from tarocchi.engine.registry import games, get_game
from tarocchi.gui.chart import LineChart, Series
from tarocchi.gui.controller import rule_text
from tarocchi.gui.plate import score_text
from tarocchi.gui.qtutil import labelled
from tarocchi.matchstats import MatchStatsStore, people_of, running
from tarocchi.solitaire.stats import StatsStore


def percent(part: int, whole: int) -> str:
    return f"{part}" if not whole else f"{part}  ({part / whole:.0%})"


def figure(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "\u2014"
    return score_text(round(value, digits) if digits else round(value))


class StatsWindow(QDialog):
    """Statistics of every game. ``store``: the matches' statistics (read again when the
    window opens); ``solitaires``: the solitaires' store; ``match``: the match in progress in
    the main window (its running score is charted), if any."""

    def __init__(self, store: MatchStatsStore, solitaires: StatsStore | None = None, match=None,
                 game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.store, self.solitaires, self.match = store, solitaires, match
        self.game = QComboBox()
        for spec in games():
            self.game.addItem(rule_text(spec.name), spec.id)
        self.players = QComboBox()
        self.person = QComboBox()
        self.practice = QCheckBox(self.tr("Practice deals"))
        self.practice.setToolTip(self.tr("Deals played with open hands or taking moves back, counted apart"))
        chooser = QHBoxLayout()
        self.person_label = QLabel(self.tr("Person"))
        self.players_label = QLabel(self.tr("Players"))
        for label, widget in ((QLabel(self.tr("Game")), self.game), (self.players_label, self.players),
                              (self.person_label, self.person)):
            chooser.addWidget(label)
            chooser.addWidget(widget, 2 if widget is self.game else 1)
        chooser.addWidget(self.practice)
        self.figures_box = QGroupBox(self.tr("Figures"))
        self.figures = QGridLayout(self.figures_box)
        self.figures.setHorizontalSpacing(18)
        self.contracts = QTableWidget(0, 4)
        self.contracts.setHorizontalHeaderLabels([self.tr("Contract"), self.tr("Taken"), self.tr("Made"),
                                                  self.tr("Made (share)")])
        self.contracts.verticalHeader().hide()
        self.contracts.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.contracts.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.contracts_box = QGroupBox(self.tr("Contracts taken"))
        QVBoxLayout(self.contracts_box).addWidget(self.contracts)
        self.match_chart, self.time_chart = LineChart(), LineChart()
        self.match_chart.empty_text = self.tr("No deal of this match for this person yet")
        self.time_chart.empty_text = self.tr("No deals counted yet")
        self.charts = QTabWidget()
        self.charts.addTab(self.match_chart, self.tr("This match"))
        self.charts.addTab(self.time_chart, self.tr("Over time"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("Reset this game\u2026"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.figures_box, 1)
        top.addWidget(self.contracts_box, 1)
        box = QVBoxLayout(self)
        box.addLayout(chooser)
        box.addLayout(top)
        box.addWidget(self.charts, 1)
        box.addWidget(self.note)
        box.addStretch(0)  #: takes the room of the chart when there is none (a solitaire)
        box.addWidget(buttons)
        self.layout_box = box
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.person.currentIndexChanged.connect(self.refresh)
        self.practice.toggled.connect(self.refresh)
        start = game or (match.spec.id if match is not None else None) or self._first_played()
        self.game.setCurrentIndex(max(0, self.game.findData(start)))
        self._game_changed()
        self.resize(820, 640)

    # --- choosing ----------------------------------------------------------------------------
    def _first_played(self) -> str | None:
        return next(iter(self.store.data["games"]), None)

    def spec(self):
        return get_game(self.game.currentData())

    def _solitaire(self) -> bool:
        return self.spec().kind == "solitaire"

    def _solitaire_keys(self) -> list[str]:
        if self.solitaires is None:
            return []
        game = self.spec().id
        return sorted(k for k in self.solitaires.data["games"] if k == game or k.startswith(game + ":"))

    def _game_changed(self) -> None:
        spec = self.spec()
        self.players.blockSignals(True)
        self.players.clear()
        if self._solitaire():
            for key in self._solitaire_keys() or [spec.id]:
                variant = key.partition(":")[2].replace(":", ", ").replace("-", " ")
                self.players.addItem(variant or self.tr("Standard"), key)
        else:
            here = self.match.players if self._match_here(any_players=True) else None
            counts = set(self.store.player_counts(spec.id)) | ({here} if here else set())
            for n in sorted(counts or spec.players):
                self.players.addItem(str(n), n)
            self.players.setCurrentIndex(max(0, self.players.findData(here)))
        self.players.blockSignals(False)
        self.players.setEnabled(self.players.count() > 1)
        matches = not self._solitaire()
        for widget in (self.practice, self.person, self.person_label, self.contracts_box, self.charts):
            widget.setVisible(matches)
        self.layout_box.setStretch(self.layout_box.count() - 2, 0 if matches else 1)
        self.players_label.setText(self.tr("Players") if matches else self.tr("Variant"))
        self._players_changed()

    def _players_changed(self) -> None:
        self.person.blockSignals(True)
        self.person.clear()
        if not self._solitaire():
            people = self.store.people(self.spec().id, self.players.currentData() or 0)
            if self._match_here():
                people += [p for seat in self.match.seats for p in people_of(seat) if p not in people]
            for name in people or [self.tr("You")]:
                self.person.addItem(name, name)
        self.person.blockSignals(False)
        self.refresh()

    def _match_here(self, any_players: bool = False) -> bool:
        m = self.match
        return m is not None and m.spec.id == self.spec().id and \
            (any_players or m.players == self.players.currentData())

    # --- showing -----------------------------------------------------------------------------
    def _set_figures(self, rows: list[tuple[str, str]]) -> None:
        while self.figures.count():
            item = self.figures.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        half = (len(rows) + 1) // 2
        for i, (label, value) in enumerate(rows):
            col = 0 if i < half else 2
            name = QLabel(labelled(label))
            number = QLabel(value)
            number.setObjectName(f"figure-{i}")
            number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            number.setStyleSheet("font-weight: bold")
            self.figures.addWidget(name, i % half, col)
            self.figures.addWidget(number, i % half, col + 1)
        self.rows = rows  #: the (label, value) rows shown, for tests

    def refresh(self) -> None:
        if self._solitaire():
            self._show_solitaire()
        else:
            self._show_tally()

    def tally(self) -> dict[str, Any]:
        return self.store.tally(self.spec().id, self.players.currentData() or 0, self.person.currentData() or "",
                                practice=self.practice.isChecked())

    def _show_tally(self) -> None:
        t = self.tally()
        taken = sum(c["taken"] for c in t["contracts"].values())
        made = sum(c["made"] for c in t["contracts"].values())
        self._set_figures([
            (self.tr("Deals played"), str(t["deals"])),
            (self.tr("Deals won"), percent(t["won"], t["deals"])),
            (self.tr("Matches finished"), str(t["matches"])),
            (self.tr("Matches won"), percent(t["matches_won"], t["matches"])),
            (self.tr("Contracts taken"), str(taken)),
            (self.tr("Contracts made"), percent(made, taken)),
            (self.tr("Mean score per deal"), figure(t["mean_score"], 1)),
            (self.tr("Total score"), figure(t["total_score"], 1)),
            (self.tr("Best deal"), figure(t["best"], 1)),
            (self.tr("Worst deal"), figure(t["worst"], 1)),
            (self.tr("Current winning streak"), str(t["streak"])),
            (self.tr("Longest winning streak"), str(t["best_streak"])),
        ])
        contracts = sorted(t["contracts"].items(), key=lambda kv: (-kv[1]["taken"], kv[0]))
        self.contracts.setRowCount(len(contracts))
        for row, (key, c) in enumerate(contracts):
            cells = (rule_text(c["name"] or key), str(c["taken"]), str(c["made"]),
                     f"{c['made'] / c['taken']:.0%}" if c["taken"] else "\u2014")
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.contracts.setItem(row, col, item)
        self.contracts.resizeRowsToContents()
        person = self.person.currentData() or ""
        self.time_chart.set_series([Series(person, t["running"], t["running"][0] - t["history"][0][1])]
                                   if t["running"] else [])
        self.match_chart.set_series(self._match_series(person))
        self.note.setText(self.tr("Practice deals are counted apart from the deals played for real.")
                          if self.practice.isChecked() else
                          self.tr("A deal is won with a score above zero; a computer player has no statistics."))

    def _match_series(self, person: str) -> list[Series]:
        if not self._match_here() or self.practice.isChecked() != self.match.practice:
            return []
        return [Series(f"{person} ({seat.name})" if person != seat.name else person,
                       running([line.scores[i] for line in self.match.sheet]))
                for i, seat in enumerate(self.match.seats) if person in people_of(seat)]

    def _show_solitaire(self) -> None:
        key = self.players.currentData()
        s = self.solitaires.summary(key) if self.solitaires is not None else None
        if s is None:
            self._set_figures([])
            return
        self._set_figures([
            (self.tr("Games played"), str(s["played"])),
            (self.tr("Won"), percent(s["won"], s["played"])),
            (self.tr("Cleared"), percent(s["cleared"], s["played"])),
            (self.tr("Best score"), figure(s["best_score"])),
            (self.tr("Mean score"), figure(s["average_score"], 1)),
            (self.tr("Hints used"), str(s["hints"])),
            (self.tr("Current winning streak"), str(s["streak"])),
            (self.tr("Longest winning streak"), str(s["best_streak"])),
        ])
        self.note.setText(self.tr("The solitaire's own window shows these figures by deal number too."))

    # --- reset -------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        from tarocchi.engine.words import fill  # "de Épouvantail" is "d'Épouvantail" in French

        name = self.game.currentText()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          fill(self.tr("Forget every statistic of {game}, for every player count and person?"),
                               {"game": name}), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("reset-box")
        box.finished.connect(lambda code: self.reset() if code == QMessageBox.StandardButton.Yes else None)
        box.finished.connect(box.deleteLater)
        box.open()

    def reset(self) -> None:
        """Forget the chosen game's statistics (the person confirmed)."""
        try:
            if self._solitaire():
                for key in self._solitaire_keys():
                    self.solitaires.reset(key)
            else:
                self.store.reset(self.spec().id)
        except Exception as exc:  # StatsError, StorageError: said, nothing else changes
            self.note.setText(self.tr("The statistics could not be reset: {error}").format(error=exc))
            return
        self._game_changed()


def open_statistics(parent: QWidget, store: MatchStatsStore, match=None, game: str | None = None) -> StatsWindow:
    """Game → Statistics of a window (the main window, The Shard's): the files read again,
    ``match`` (the match in progress) charted, ``game`` chosen first."""
    from tarocchi.statsfile import StatsError

    solitaires = StatsStore()
    problems = []
    for s in (store, solitaires):
        try:
            s.load()
        except StatsError as exc:
            problems.append(str(exc))
    dialog = StatsWindow(store, solitaires, match, game=game, parent=parent)
    if problems:
        dialog.note.setText("\n".join(problems))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
