"""The new-game dialog's hot seat and practice choices: for each seat whether a person or a
computer plays it (any seat may be a person, see ``gui/hotseat.py``), and whether the match
is a practice match (moves may be taken back, ``gui/takeback.py``). Added beside the
dialog's own fields by the window, read back into its MatchConfig."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QComboBox

from tarocchi.gui.controller import DEFAULT_NAMES, MatchConfig, person_name

MAX_SEATS = 6


class SeatChoices(QObject):
    """A "Person / Computer" choice per seat and the Practice check box in ``dialog``."""

    def __init__(self, dialog, config: MatchConfig) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        people = config.person_seats()
        self.kinds: list[QComboBox] = []
        for seat in range(MAX_SEATS):
            kind = QComboBox()
            kind.addItem(self.tr("Person"), True)
            kind.addItem(self.tr("Computer"), False)
            kind.setCurrentIndex(0 if seat in people else 1)
            kind.setToolTip(self.tr("Who plays this seat: a person at this computer, or the computer"))
            kind.setAccessibleName(self.tr("Seat {n} is played by").format(n=seat + 1))
            kind.currentIndexChanged.connect(self._kinds_changed)
            dialog.names_grid.addWidget(kind, seat, 2)
            self.kinds.append(kind)
        self.practice = QCheckBox(self.tr("Practice match: moves may be taken back (Edit \u2192 Take back)"))
        self.practice.setChecked(config.practice)
        dialog.names_grid.addWidget(self.practice, MAX_SEATS, 0, 1, 3)
        dialog.players.currentIndexChanged.connect(self._players_changed)
        dialog.game.currentIndexChanged.connect(self._players_changed)
        self._players_changed()

    def _players_changed(self) -> None:
        """A person or the computer at each seat, and practice, for the trick games only (a
        game in its own window seats the person alone and takes nothing back)."""
        n = self.dialog.players.currentData() or 0
        trick = self.dialog.spec().kind == "trick"
        for seat, kind in enumerate(self.kinds):
            kind.setVisible(trick and seat < n)
        self.practice.setVisible(trick)
        self._kinds_changed()

    def _kinds_changed(self) -> None:
        label = self.dialog.names_grid.itemAtPosition(0, 0).widget()
        label.setText(self.tr("You") if self.people() == [0] else self.tr("Seat {n}").format(n=1))
        self._first_name()

    def _first_name(self) -> None:
        """The first seat's default name follows who plays it: "You" (translated) for a
        person, the computer's own name for a computer player (the table would not call a
        computer player "You"); a name typed in is kept."""
        from tarocchi.engine.words import COMPUTER_NAME

        edit = self.dialog.name_edits[0]
        person = self.kinds[0].currentData()
        defaults = {person_name(DEFAULT_NAMES[0]): COMPUTER_NAME, COMPUTER_NAME: person_name(DEFAULT_NAMES[0])}
        if edit.text() in defaults and (edit.text() == COMPUTER_NAME) == bool(person):
            edit.setText(defaults[edit.text()])

    def people(self) -> list[int]:
        n = self.dialog.players.currentData() or 0
        return [seat for seat in range(n) if self.kinds[seat].currentData()]

    def apply(self, config: MatchConfig) -> MatchConfig:
        """``config`` with the seats' people and the practice mark chosen here."""
        config.people = self.people()
        config.human = bool(config.people)
        config.practice = self.practice.isChecked()
        return config
