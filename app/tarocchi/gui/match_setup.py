"""The new-game dialog's match set-up: how long the match lasts (open, a number of deals, to
a number of points or one game on the game's own board), and the teams: several named people
behind one seat, who share its score."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLineEdit, QSpinBox, QWidget

from tarocchi.engine.protocol import GameSpec
from tarocchi.gui.qtutil import tr

MAX_TEAM = 8  #: the most people behind one seat


class MatchLength(QWidget):
    """Match: open / N deals / to N points. A game with its own score board (Point-Tarock's
    game to 100) offers one game on that board instead of a number of points."""

    def __init__(self, deals: int = 0, target: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = QComboBox()
        self.mode.setObjectName("match-length")
        self.count = QSpinBox()
        self.count.setObjectName("match-count")
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.mode, 1)
        box.addWidget(self.count)
        self._board_target: int | None = None
        self._values = {"deals": deals or 12, "points": target or 500}
        self._fill()
        self.mode.setCurrentIndex(self.mode.findData("deals" if deals else "points" if target else "open"))
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self._mode_changed()

    def _fill(self) -> None:
        current = self.mode.currentData()
        self.mode.blockSignals(True)
        self.mode.clear()
        self.mode.addItem(self.tr("Open (until you stop)"), "open")
        self.mode.addItem(self.tr("A number of deals"), "deals")
        if self._board_target is None:
            self.mode.addItem(self.tr("To a number of points"), "points")
        else:
            self.mode.addItem(self.tr("One game to {n} on the board").format(n=self._board_target), "points")
        self.mode.setCurrentIndex(max(0, self.mode.findData(current)))
        self.mode.blockSignals(False)

    def set_game(self, spec: GameSpec, players: int) -> None:
        """The game chosen: its own board, if it has one, sets the points."""
        board = spec.match_board(players) if spec.match_board and players in spec.players else None
        target = getattr(board, "target", None)
        if target != self._board_target:
            self._board_target = target
            self._fill()
            self._mode_changed()

    def _mode_changed(self) -> None:
        mode = self.mode.currentData()
        previous = self.count.property("mode")
        if previous in self._values:
            self._values[previous] = self.count.value()
        self.count.setProperty("mode", mode)
        self.count.setVisible(mode == "deals" or mode == "points" and self._board_target is None)
        if mode == "deals":
            self.count.setRange(1, 999)
            self.count.setSuffix(self.tr(" deals"))
        elif mode == "points":
            self.count.setRange(1, 100_000)
            self.count.setSuffix(self.tr(" points"))
        if mode in self._values:
            self.count.setValue(self._values[mode])

    def set_length(self, deals: int, target: int) -> None:
        self._values.update({k: v for k, v in (("deals", deals), ("points", target)) if v})
        self.mode.setCurrentIndex(self.mode.findData("deals" if deals else "points" if target else "open"))
        self._mode_changed()

    def deals(self) -> int:
        """The number of deals agreed (0: none)."""
        return self.count.value() if self.mode.currentData() == "deals" else 0

    def target(self) -> int:
        """The points agreed (0: none); the board's target for a game played on a board."""
        if self.mode.currentData() != "points":
            return 0
        return self._board_target or self.count.value()


def parse_people(text: str) -> list[str]:
    """The people typed for one seat ("Ada, Ben & Cy"): names split at commas, "&" and "+",
    blanks dropped, each name at most 24 characters, at most :data:`MAX_TEAM`."""
    for sep in ("&", "+", ";"):
        text = text.replace(sep, ",")
    return [name.strip()[:24] for name in text.split(",") if name.strip()][:MAX_TEAM]


class TeamsColumn:
    """A column of the dialog's names grid: for each seat, the people who share it (a team),
    optional. Their names are credited in the score sheet and the statistics."""

    def __init__(self, grid: QGridLayout, rows: int, column: int, people: list[list[str]] | None = None) -> None:
        self.edits: list[QLineEdit] = []
        people = people or []
        for i in range(rows):
            edit = QLineEdit(", ".join(people[i]) if i < len(people) else "")
            edit.setObjectName(f"team-{i}")
            edit.setPlaceholderText(tr("Team (optional)"))  # a widget's own tr() would look in "QLineEdit"
            edit.setToolTip(tr("Several people sharing this seat and its score, separated by commas: Ada, Ben"))
            edit.setMaxLength(200)
            edit.setMinimumWidth(150)
            grid.addWidget(edit, i, column)
            self.edits.append(edit)
        grid.setColumnStretch(1, 1)  # the names and the teams share the room
        grid.setColumnStretch(column, 1)

    def show_rows(self, n: int) -> None:
        for i, edit in enumerate(self.edits):
            edit.setVisible(i < n)

    def people(self, n: int) -> list[list[str]]:
        """The people behind each of the first ``n`` seats (empty: the seat's own name)."""
        return [parse_people(edit.text()) for edit in self.edits[:n]]
