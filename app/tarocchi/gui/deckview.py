"""A game's deck drawn from the current skin, for the Rules dialog: one row per suit, then
the trumps in two rows with the excuse (any game: the cards of ``spec.deck_cards(players)``)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from tarocchi.engine.cards import EXCUSE, SUIT_MASKS, TRUMP_MASK, CardSet, cards_of
from tarocchi.gui.dialogs import card_row
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import tr

CARD_HEIGHT = 72  #: fourteen cards of a suit fit the dialog's width


def deck_rows(deck: CardSet) -> list[list[int]]:
    """The deck's cards in rows: each suit kept (in pack order), trumps 1–11, trumps 12–21
    with the excuse; empty rows left out."""
    rows = [cards_of(deck & mask) for mask in SUIT_MASKS]
    trumps = cards_of(deck & TRUMP_MASK)
    rows += [trumps[:11], trumps[11:] + ([EXCUSE] if deck >> EXCUSE & 1 else [])]
    return [row for row in rows if row]


class DeckView(QScrollArea):
    """The cards of ``deck``, row by row, with their number."""

    def __init__(self, faces: Faces, deck: CardSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget(self)
        box = QVBoxLayout(inner)
        box.addWidget(QLabel(tr("{n} cards").format(n=deck.bit_count()), inner))
        self.rows = deck_rows(deck)
        for row in self.rows:
            box.addWidget(card_row(faces, row, CARD_HEIGHT, inner))
        box.addStretch(1)
        self.setWidget(inner)
        self.setWidgetResizable(True)
