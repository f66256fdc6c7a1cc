"""La Pyramide by keyboard alone: the arrow keys go through what can be taken (the free cards
of the pyramid, the turned card, then the draw deck), Enter or Space takes it as a click
does (a first card is chosen, its partner captures the pair; the deck draws). A bright frame
shows the focus, and the board's accessible name is the focused card's ("The 5 of cups,
free"; "Draw deck, 12 cards")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from tarocchi.gui.qtutil import tr

DECK = -1  #: the draw deck's place in the focus ring
FOCUS_PEN = QPen(QColor("#ffd21a"), 6)
_MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


class PyramidKeys(QObject):
    """The keyboard of a :class:`~tarocchi.gui.solitaire.table.PyramidTable`."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.board = table.board
        self.index = 0
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.frame = QGraphicsRectItem()
        self.frame.setPen(FOCUS_PEN)
        self.frame.setZValue(5000)
        self.frame.setVisible(False)
        self.board.scene().addItem(self.frame)
        self.board.installEventFilter(self)

    def ring(self) -> list[int]:
        """What the arrows go through: the free cards left to right, top to bottom (the
        turned card among them), then the deck while it has cards."""
        state = self.table.state
        if state is None or state.over:
            return []
        places = self.board.places()
        cards = sorted(state.free_cards(), key=lambda c: (round(places[c][0].y), places[c][0].x))
        return cards + ([DECK] if state.deck_left() else [])

    def focused(self) -> int | None:
        ring = self.ring()
        return ring[min(self.index, len(ring) - 1)] if ring else None

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            key = event.key()
            ring = self.ring()
            if ring and key in _MOVES:
                self.index = (min(self.index, len(ring) - 1) + _MOVES[key]) % len(ring)
                self.show_focus()
                return True
            if ring and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                target = self.focused()
                if target == DECK:
                    self.table.draw()
                else:
                    self.table.click_card(target)
                self.show_focus()
                return True
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.show_focus()
        return False

    def show_focus(self) -> None:
        """The frame around the focused card (or the deck) while the board has the focus, and
        the board's accessible name."""
        target = self.focused()
        if target is None or not self.board.hasFocus():
            self.frame.setVisible(False)
            self.board.setAccessibleName(tr("Card table"))
            return
        from PySide6.QtCore import QPointF

        from tarocchi.gui.felt import card_rect
        from tarocchi.gui.solitaire.board import DECK_AT

        state = self.table.state
        if target == DECK:
            rect = card_rect(DECK_AT)
            name = tr("Draw deck, {n} cards").format(n=state.deck_left())
        else:
            place = self.board.places()[target][0]  # where the card goes (it may still be moving)
            rect = card_rect(QPointF(place.x, place.y))
            words = self.table.faces.card_words(target).removeprefix("the ")
            name = tr("{card}, free").format(card=words[:1].upper() + words[1:])
            if self.table.selected == target:
                name = tr("{card}, chosen").format(card=name)
        self.frame.setRect(QRectF(rect).adjusted(-5, -5, 5, 5))
        self.frame.setVisible(True)
        self.board.setAccessibleName(name)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.board, QAccessible.Event.NameChanged))
