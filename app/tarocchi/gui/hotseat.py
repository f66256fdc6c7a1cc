"""Hot seat: several people at one computer. With two or more seats played by people, the
table shows one person's hand at a time: when another person's turn comes, the table is
covered by a "Pass to …" screen, and only that person's button ("I am …: show my cards")
shows their hand, and nobody else's hidden cards (the table draws the view of the seat
shown, ``GameState.view``). Once the person shown has acted and someone else is to move, their
hand is turned face down; their next turn, like anyone's, begins behind the pass screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tarocchi.gui.qtutil import Qt

COVER_STYLE = ("QWidget#pass-screen { background: #0f2a1c; } QLabel { color: #e9f2ea; }"
               "QPushButton { font-size: 16pt; padding: 10px 26px; }")


class PassScreen(QWidget):
    """The cover over the table between two people's turns."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("pass-screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(COVER_STYLE)
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.title)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.note)
        box.addSpacing(24)
        self.button = QPushButton()
        self.button.setDefault(True)
        box.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        box.addStretch(3)
        self.hide()

    def ask(self, name: str) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=name))
        self.note.setText(self.tr("{name}, take the computer; the others look away. Your cards show when "
                                  "you press the button.").format(name=name))
        self.button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()


class HotSeat(QObject):
    """Holds a person's turn behind the pass screen when another person's hand is shown."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.shown: int | None = None  #: the person whose hand the table shows (acknowledged)
        self.waiting: int | None = None  #: the person asked for by the pass screen
        self._screen: PassScreen | None = None
        window.table.installEventFilter(self)
        c = window.controller
        c.deal_started.connect(self._deal_started)
        c.applied.connect(self._applied)

    @property
    def screen(self) -> PassScreen:
        """The pass screen, made when first needed: a window's start makes none (issue 14)."""
        if self._screen is None:
            self._screen = PassScreen(self.window.table)
            self._screen.button.clicked.connect(self.reveal)
        return self._screen

    def people(self) -> list[int]:
        c = self.window.controller
        return [i for i in range(c.match.players) if not c.is_bot(i)] if c.match is not None else []

    def active(self) -> bool:
        return len(self.people()) >= 2

    def _deal_started(self) -> None:
        self.window.table.seat_at_bottom(self.window.controller.my_seat)  # the person shown sits at the bottom
        if not self.active():
            self.shown = self.waiting = None
            self.window.table.hide_own_hand = False
            if self._screen is not None:
                self._screen.hide()
            return
        if self.shown not in self.people():  # a new match: nobody has taken the computer yet
            self.shown = None
            self.cover(self.window.controller.my_seat)

    def hold(self, seat: int) -> bool:
        """True when ``seat``'s turn waits behind the pass screen (another person's hand is
        shown, or none yet)."""
        if not self.active():
            return False
        if seat == self.shown and self.waiting is None and not self.window.table.hide_own_hand:
            return False
        self.cover(seat)
        return True

    def cover(self, seat: int) -> None:
        self.waiting = seat
        self.window.turn.end()
        self.screen.ask(self.window.controller.names()[seat])
        self.window.show_message(self.tr("Pass the computer to {name}").format(
            name=self.window.controller.names()[seat]))

    def reveal(self) -> None:
        """The person asked for is at the computer: show their hand and go on with their turn."""
        seat, self.waiting = self.waiting, None
        if seat is None:
            return
        w, c = self.window, self.window.controller
        self.shown = seat
        c.my_seat = seat
        w.table.hide_own_hand = False
        self.screen.hide()
        view = c.view()
        if view is None:
            return
        w.table.seat_at_bottom(seat)
        w.table.view = view
        w.table.place_all()
        w._update_texts(view)
        state = c.state
        if state is not None and not state.is_terminal() and state.to_move == seat and not w.animator.busy:
            w._human_turn(state.view(seat))

    def _applied(self, action, events) -> None:
        """Someone acted: when the person shown is no longer to move, their hand turns face
        down before the others play (whoever sits at the computer next sees no hidden card)."""
        state = self.window.controller.state
        if not self.active() or self.shown is None or state is None:
            return
        if state.is_terminal() or state.to_move != self.shown:
            self.window.table.hide_own_hand = True

    def eventFilter(self, watched, event) -> bool:
        if (watched is self.window.table and event.type() == QEvent.Type.Resize and self._screen is not None
                and self._screen.isVisible()):
            self._screen.setGeometry(self.window.table.rect())
        return False
