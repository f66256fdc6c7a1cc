"""Counting card points in batches ("in Lagen"), shared by every game that does it.

The Austrian games count three cards at a time: the sum of their values less 2 (so a
batch with one honour and two common cards counts the honour, three common cards 1).
Cards left over after the threes carry the mark "one card" or "two cards". This is the
same as giving each card ``3 × value − 2`` thirds of a point: the total in thirds, split
into whole points and a remainder of 0, 1 or 2, is the count with its mark, whatever
way the cards are arranged into threes. French Tarot counts in pairs the same way (each
card ``2 × value − 1`` half points).

Values are the common scale: kings and the three trull cards (Pagat, Mond, Sküs) 5, queens
4, cavaliers 3, jacks 2, every other card 1 — 106 in the 54-card pack, 70 counted in threes.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarocchi.engine.cards import CardSet
from tarocchi.engine.decks import batch_points, points_of, standard_value

#: Each card's value in thirds of a point when counting in threes.
THIRDS: tuple[int, ...] = batch_points(standard_value, 3)
#: Each card's value in half points when counting in pairs.
HALVES: tuple[int, ...] = batch_points(standard_value, 2)


@dataclass(frozen=True, order=True)
class Tally:
    """A count in batches: ``points`` whole points and ``cards`` (0, 1 or 2 for threes)
    left over as a mark."""

    points: int
    cards: int = 0
    batch: int = 3

    @property
    def units(self) -> int:
        """The tally in 1/batch of a point."""
        return self.points * self.batch + self.cards

    def rounded(self) -> int:
        """Whole points as usually written: "two cards" counts as a point, "one card" not."""
        return self.points + (1 if self.batch == 3 and self.cards == 2 else 0)

    def __str__(self) -> str:
        if not self.cards:
            return str(self.points)
        mark = "one card" if self.cards == 1 else "two cards"
        return f"{self.points}/{mark}"


def tally_units(units: int, batch: int = 3) -> Tally:
    points, rest = divmod(units, batch)
    return Tally(points, rest, batch)


def count_in_threes(cards: CardSet) -> Tally:
    """The count of ``cards`` in threes, e.g. king-queen-cavalier-jack → 11/one card."""
    return tally_units(points_of(cards, THIRDS), 3)


def count_in_pairs(cards: CardSet) -> Tally:
    return tally_units(points_of(cards, HALVES), 2)


def units_in_threes(cards: CardSet) -> int:
    return points_of(cards, THIRDS)
