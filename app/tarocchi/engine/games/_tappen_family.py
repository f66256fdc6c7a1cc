"""What Scarecrow (two players) and Tappen (three) share: the Austrian play with card points
counted in threes, the premiums for holding the Trull or the four kings, and the Pagat ultimo.

Held premiums: a player who holds all three Trull cards (Pagat, Mond, Sküs), or all four
kings, at one time announces it when the first of them is played, and is paid the premium.
The engine makes that announcement itself (it can only help the holder), as a
:class:`~tarocchi.engine.events.Declared` event showing the cards.

Pagat ultimo: the Pagat taking the last trick. Played to the last trick and beaten, it is
"caught"; played earlier, it neither wins nor loses (unless it was announced).
"""

from __future__ import annotations

from dataclasses import dataclass

from tarocchi.engine.cards import Card, CardSet, bit
from tarocchi.engine.counting import THIRDS
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import Declared, Event
from tarocchi.engine.games._tarock import (
    FOUR_KINGS, PAGAT, TRULL, WINNING_THIRDS, TarockPlayers, tally, ultimo,
)
from tarocchi.engine.trickgame import TrickGame

#: The held premiums, by their announcement's name.
HELD_PREMIUMS: tuple[tuple[str, CardSet], ...] = (("trull", TRULL), ("four-kings", FOUR_KINGS))

PREMIUM_LABELS = {
    "trull": "Trull",
    "four-kings": "Four Kings",
    "pagat-ultimo": "Pagat ultimo",
    "pagat-caught": "Pagat caught",
    "pagat-failed": "Pagat announced and lost",
}


def completed_premiums(holding: CardSet, card: Card) -> list[tuple[str, CardSet]]:
    """The held premiums announced when ``card`` is played from ``holding`` (which still
    contains it): each combination ``card`` belongs to and that ``holding`` completes."""
    return [(name, combo) for name, combo in HELD_PREMIUMS
            if combo >> card & 1 and holding & combo == combo]


@dataclass(frozen=True)
class PagatOutcome:
    """What happened to the Pagat at the last trick: ``seat`` played it there, ``won`` says
    whether it took the trick, ``winner`` is the trick's winner."""

    seat: int
    won: bool
    winner: int


def pagat_outcome(tricks: list[tuple[tuple[int, ...], tuple[Card, ...], int]]) -> PagatOutcome | None:
    """The Pagat's fate at the last trick, or None if it was not played there."""
    fate = ultimo(tricks, PAGAT, lambda seat: seat)
    if fate is None:
        return None
    seat, won = fate
    return PagatOutcome(seat, won, tricks[-1][2])


def card_points(cards: CardSet) -> dict:
    """A pile's card points: the tally as written ("35/two cards"), in thirds, and rounded."""
    thirds = points_of(cards, THIRDS)
    t = tally(thirds)
    return {"tally": str(t), "thirds": thirds, "points": t.rounded()}


def made_game(cards: CardSet) -> bool:
    """A declarer wins with 35 and two cards or more."""
    return points_of(cards, THIRDS) >= WINNING_THIRDS


class TappenFamilyGame(TarockPlayers, TrickGame):
    """The common play of Scarecrow and Tappen: card values in thirds, held premiums
    announced as their first card is played."""

    card_values = THIRDS

    def _prepare_final(self, final: TrickGame) -> None:
        """A combination still held whole is announced when its first card is played."""
        for seat in range(self.n):
            for name, combo in HELD_PREMIUMS:
                if self.holding(seat) & combo == combo:
                    final.declarations.append((seat, name, combo))

    def holding(self, seat: int) -> CardSet:
        """The cards ``seat`` holds for the held premiums (its hand)."""
        return self.hands[seat]

    def held_premiums(self) -> list[tuple[int, str]]:
        """(seat, premium) for each Trull and Four Kings announced so far."""
        names = {name for name, _ in HELD_PREMIUMS}
        return [(s, name) for s, name, _ in self.declarations if name in names]

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        for name, combo in completed_premiums(self.holding(seat) | bit(card), card):
            self.declarations.append((seat, name, combo))
            events.append(Declared(seat, name, combo))
