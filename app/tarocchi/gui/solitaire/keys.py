"""La Pyramide by keyboard alone (:mod:`tarocchi.gui.feltkeys`): the arrow keys go through
what can be taken (the free cards of the pyramid, the turned card, then the draw deck), Enter
or Space takes it as a click does (a first card is chosen, its partner captures the pair; the
deck draws). The board's accessible name is the focused card's ("The 5 of cups, free";
"Draw deck, 12 cards")."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from tarocchi.gui.feltkeys import FeltKeys, Spot, title
from tarocchi.gui.qtutil import tr

DECK = -1  #: the draw deck's place in the focus ring


class PyramidKeys(FeltKeys):
    """The keyboard of a :class:`~tarocchi.gui.solitaire.table.PyramidTable`."""

    def __init__(self, table) -> None:
        self.table = table
        super().__init__(table.board, self.pyramid_spots, self.take, table.status)
        table.changed.connect(self.update)

    def pyramid_spots(self) -> list[Spot]:
        """The free cards left to right, top to bottom (the turned card among them), then the
        deck while it has cards."""
        from tarocchi.gui.felt import card_rect
        from tarocchi.gui.solitaire.board import DECK_AT

        state = self.table.state
        if state is None or state.over:
            return []
        places = self.board.places()
        out = []
        for card in sorted(state.free_cards(), key=lambda c: (round(places[c][0].y), places[c][0].x)):
            place = places[card][0]  # where the card goes (it may still be moving)
            name = tr("{card}, free").format(card=title(self.table.faces.card_words(card)))
            if self.table.selected == card:
                name = tr("{card}, chosen").format(card=name)
            out.append(Spot(card, QRectF(card_rect(QPointF(place.x, place.y))), name))
        if state.deck_left():
            out.append(Spot(DECK, QRectF(card_rect(DECK_AT)), tr("Draw deck, {n} cards").format(n=state.deck_left())))
        return out

    def take(self, target: int) -> None:
        if target == DECK:
            self.table.draw()
        else:
            self.table.click_card(target)
