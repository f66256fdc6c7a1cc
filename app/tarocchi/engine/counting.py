"""Counting card points in batches, shared by every game that does it.

A pile of won cards is counted a few cards at a time — pairs in French Tarot, threes ("in
Lagen") in the Austrian and Italian games, fours in Le Tarot de Moore. Every full batch is
worth the sum of its cards' values less a deduction (1 for a pair, 2 for a three, none for
Moore's fours). The cards left over after the full batches are counted by one of three rules
(:class:`BatchCounting`):

* ``"mark"`` — the Austrian "one card" / "two cards" (and the French half point): each card is
  worth ``size × value − deduction`` fractions of ``1/size`` point, so that the total in
  fractions, split into whole points and a remainder, is the count with its mark;
* ``"batch"`` — the cards left over count as one short batch, less ``leftover_deduction``
  once (Tarocchi Siciliani: 1; the German Tarock's "two low cards are worth 1 point and one
  low card 0" is the same rule);
* ``"card"`` — each card left over is worth its value less ``leftover_deduction`` (Moore: 2).

Under each rule the count depends only on the number of cards and the sum of their values,
never on how the cards are arranged into batches.

Values are the common scale unless a game says otherwise: kings and the three trull cards
(Pagat, Mond, Sküs) 5, queens 4, cavaliers 3, jacks 2, every other card 1 — 106 in the
54-card pack, 70 counted in threes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from tarocchi.engine.cards import Card, CardSet
from tarocchi.engine.decks import points_of, standard_value

LEFTOVER_RULES = ("mark", "batch", "card")


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


@dataclass(frozen=True)
class PileCount:
    """One pile counted in batches: how many cards, full batches and cards left over, the
    sum of the cards' values one by one, what was taken off, and the result."""

    cards: int
    batches: int
    leftover: int
    value: int  #: the cards' values added one by one
    batch_deduction: int  #: taken off for the full batches
    leftover_deduction: int  #: taken off for the cards left over ("batch" and "card" rules)
    units: int  #: the count in 1/size of a point (exact under every rule)
    size: int

    @property
    def points(self) -> int | float:
        """The count in points (a whole number except under the "mark" rule)."""
        whole, rest = divmod(self.units, self.size)
        return whole if not rest else self.units / self.size

    @property
    def deducted(self) -> int:
        return self.batch_deduction + self.leftover_deduction

    def tally(self) -> Tally:
        """The count as whole points and a mark (the "mark" rule's way of writing it)."""
        return tally_units(self.units, self.size)


@dataclass(frozen=True)
class BatchCounting:
    """How a game counts a pile: batches of ``size`` cards, each worth its cards' values less
    ``deduction``; the cards left over by the ``leftover`` rule (see the module's notes)."""

    size: int
    deduction: int
    leftover: str = "mark"
    leftover_deduction: int = 0
    value: Callable[[Card], int] = standard_value
    #: each card's value one by one (filled in from ``value``)
    values: tuple[int, ...] = field(default=(), compare=False)
    #: each card's share of a full batch in 1/size of a point: ``size × value − deduction``
    units: tuple[int, ...] = field(default=(), compare=False)
    _classes: tuple[tuple[int, CardSet], ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.size < 1 or self.leftover not in LEFTOVER_RULES:
            raise ValueError(f"no counting in batches of {self.size} with leftover rule {self.leftover!r}")
        object.__setattr__(self, "values", tuple(self.value(c) for c in range(78)))
        classes: dict[int, int] = {}
        for card, v in enumerate(self.values):
            classes[v] = classes.get(v, 0) | 1 << card
        object.__setattr__(self, "_classes", tuple(classes.items()))
        object.__setattr__(self, "units", tuple(self.size * v - self.deduction for v in self.values))

    def count(self, cards: CardSet) -> PileCount:
        """Count the pile ``cards``."""
        n = cards.bit_count()
        batches, left = divmod(n, self.size)
        value = 0
        for v, mask in self._classes:  # a few values, each a mask: faster than card by card
            value += v * (cards & mask).bit_count()
        batch_off = self.deduction * batches
        if self.leftover == "mark":
            units = self.size * value - self.deduction * n
            left_off = 0
        else:
            if self.leftover == "batch":
                left_off = self.leftover_deduction if left else 0
            else:
                left_off = self.leftover_deduction * left
            units = (value - batch_off - left_off) * self.size
        return PileCount(n, batches, left, value, batch_off, left_off, units, self.size)

    def points(self, cards: CardSet) -> int | float:
        return self.count(cards).points


#: The Austrian count in threes ("in Lagen"), leftovers marked "one card" / "two cards".
IN_THREES = BatchCounting(3, 2)
#: The French count in pairs, a leftover card marked as half a point.
IN_PAIRS = BatchCounting(2, 1)

#: Each card's value in thirds of a point when counting in threes.
THIRDS: tuple[int, ...] = IN_THREES.units
#: Each card's value in half points when counting in pairs.
HALVES: tuple[int, ...] = IN_PAIRS.units


def count_in_threes(cards: CardSet) -> Tally:
    """The count of ``cards`` in threes, e.g. king-queen-cavalier-jack → 11/one card."""
    return IN_THREES.count(cards).tally()


def count_in_pairs(cards: CardSet) -> Tally:
    return IN_PAIRS.count(cards).tally()


def units_in_threes(cards: CardSet) -> int:
    return points_of(cards, THIRDS)
