"""The excuse as the French game plays it, shared by French Tarot and the games that take it
over (Tarocchini's Matto, Troggu's fool): it may be played to any trick, never wins one, and
stays with its owner, who owes the trick's winner a low card (one unit of the game's count)
when that winner is not on his side. Played to the last trick it goes to the other side
(the trick's winner where everyone plays for himself), unless its side won every other
trick and leads it to the last one, in which case it wins that trick (001, "The Slam"). This is the rule the bots' playout kernel
plays (``bots/kernel.py``).
"""

from __future__ import annotations

from typing import ClassVar

from tarocchi.engine.cards import BITS, EXCUSE, Card
from tarocchi.engine.events import Event, ExcuseExchanged
from tarocchi.engine.trickgame import TrickGame

EXCUSE_BIT = 1 << EXCUSE


class ExcuseTrickGame(TrickGame):
    """A trick game whose excuse (card 77) excuses; ``exchanges`` lists (owner, winner) for
    each low card owed. A game without a declarer plays every seat for itself."""

    LIST_FIELDS: ClassVar[tuple[str, ...]] = TrickGame.LIST_FIELDS + ("exchanges",)

    def init_excuse(self) -> None:
        self.exchanges: list[tuple[int, int]] = []

    @property
    def excuse_dest(self) -> int | None:
        """The seat whose won cards hold the excuse (None while no one's do)."""
        return next((seat for seat, won in enumerate(self.won) if won & EXCUSE_BIT), None)

    def excuse_to_trick_winner(self) -> bool:
        """Hook: at the last trick the excuse goes to the trick's winner even when he is on
        its side (French Tarot's option after Jeux de tarot)."""
        return False

    def side(self, seat: int) -> int:
        """The declarer's side 0, the others 1; each seat its own side without a declarer."""
        if self.declarer is None:
            return seat
        return TrickGame.side(self, seat)  # (named, not super(): a deal's scoring asks often)

    def _gather(self, winner: int, seats: list[int], trick: list[Card], last: bool,
                events: list[Event]) -> int:
        cards = 0
        for c in trick:
            cards |= BITS[c]
        if EXCUSE in trick and self.rules.free == EXCUSE_BIT:  # the excuse excuses
            owner = seats[trick.index(EXCUSE)]
            own_side = self.side(owner)
            if last and trick[0] == EXCUSE and all(self.side(w) == own_side for _, _, w in self.tricks):
                winner = owner
            cards &= ~EXCUSE_BIT
            if not last or winner == owner:
                dest = owner
                if self.side(winner) != own_side:
                    self.exchanges.append((owner, winner))
                    events.append(ExcuseExchanged(owner, winner))
            elif self.excuse_to_trick_winner() or self.side(winner) != own_side:
                dest = winner
            elif own_side == 1 and self.declarer is not None:  # it changes side
                dest = self.declarer
            else:
                dest = next(s for s in range(self.n) if self.side(s) != own_side)
            self.won[dest] |= EXCUSE_BIT
        self.won[winner] |= cards
        return winner

    def exchange_units(self, seat: int) -> int:
        """What ``seat``'s side gained (received less owed) in low cards for the excuse."""
        side = self.side(seat)
        return sum((self.side(winner) == side) - (self.side(owner) == side) for owner, winner in self.exchanges)
