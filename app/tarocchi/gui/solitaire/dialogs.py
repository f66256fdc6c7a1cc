"""The solitaire's dialogs: statistics, the rules, a winning line."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel, QListWidget, QMessageBox, QTableWidget,
    QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget,
)

from tarocchi.engine.actions import Action
from tarocchi.paths import resource_path
from tarocchi.solitaire.stats import StatsStore


def _percent(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _number(value: float | None, digits: int = 0) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


class StatsDialog(QDialog):
    """Games played, won, cleared, scores, streaks, and the tallies of each deal played."""

    def __init__(self, store: StatsStore, key: str, deal: int | None, parent: QWidget | None = None, *,
                 game: str = "La Pyramide", won: str = "", cleared: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("%1 — Statistics").replace("%1", game))
        self.store, self.key, self.game = store, key, game
        won = won or self.tr("Won (top captured)")
        cleared = cleared or self.tr("Pyramid cleared")
        s = store.summary(key)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        rows = [
            (self.tr("Games played"), str(s["played"])),
            (cleared, f"{s['cleared']}  ({_percent(s['clear_rate'])})"),
            (won, f"{s['won']}  ({_percent(s['win_rate'])})"),
            (self.tr("Best score"), _number(s["best_score"])),
            (self.tr("Average score"), _number(s["average_score"], 1)),
            (self.tr("Current winning streak"), str(s["streak"])),
            (self.tr("Best winning streak"), str(s["best_streak"])),
            (self.tr("Hints used"), str(s["hints"])),
        ]
        for label, value in rows:
            form.addRow(label, QLabel(value))
        lay.addLayout(form)
        deals = sorted(s["deals"].items(), key=lambda kv: (-kv[1]["played"], int(kv[0])))
        table = QTableWidget(len(deals), 5, self)
        table.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Played"), self.tr("Cleared"),
                                         self.tr("Won"), self.tr("Best")])
        for i, (number, d) in enumerate(deals):
            for j, v in enumerate((f"#{number}", d["played"], d.get("cleared", 0), d["won"],
                                   _number(d.get("best_score")))):
                table.setItem(i, j, QTableWidgetItem(str(v)))
            if deal is not None and number == str(deal):
                table.selectRow(i)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)  # all five in view
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(QLabel(self.tr("By deal number:")))
        lay.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Reset)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Reset).clicked.connect(self._reset)
        lay.addWidget(buttons)
        self.resize(440, 520)

    def _reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Reset statistics"),
                                      self.tr("Forget every %1 statistic?").replace("%1", self.game))
        if answer == QMessageBox.StandardButton.Yes:
            self.store.reset(self.key)
            self.accept()


def help_text(game_id: str = "la-pyramide", lang: str | None = None) -> str:
    """The rules help in Markdown in ``lang`` (None: the window's language), else in English
    (resources/help/<game>.<lang>.md, <game>.md)."""
    from tarocchi.gui.rulesbook import read_help

    found = read_help(game_id, lang)
    if found is None:
        return f"# {game_id}\n\n(The help file {resource_path('help', game_id + '.md')} is missing.)"
    return found[0]


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_id: str = "la-pyramide",
                 game: str = "La Pyramide") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("%1 — Rules").replace("%1", game))
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setSearchPaths([str(resource_path("help"))])  # the help's pictures
        self.browser.setMarkdown(help_text(game_id))
        self.browser.setOpenExternalLinks(False)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(620, 680)


class LineDialog(QDialog):
    """A winning line, move by move; "Play it" lets the table play it out."""

    def __init__(self, line: list[Action], describe, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("A winning line"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("This line clears the pyramid (%n moves):", "", len(line))))
        moves = QListWidget(self)
        for i, action in enumerate(line, 1):
            moves.addItem(f"{i}. {describe(action)}")
        lay.addWidget(moves)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button = buttons.addButton(self.tr("Play it"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(380, 520)
