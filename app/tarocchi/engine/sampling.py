"""Dealing hidden cards again, consistently with what a seat knows.

A :class:`Slot` is a hidden place (another seat's hand, the talon, a discard) with the
number of unknown cards it holds and the cards that may be there (voids and other
inferences remove cards). :func:`sample_assignment` deals the pool into the slots at
random so that every card lands where it may; it falls back on an exact matching when
random dealing keeps failing, so it always succeeds when a placement exists.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tarocchi.engine.cards import CardSet, cards_of


@dataclass(frozen=True, slots=True)
class Slot:
    size: int
    allowed: CardSet


class NoPlacement(ValueError):
    """The constraints leave no way to place the hidden cards (a bug in the inferences)."""


def sample_assignment(pool: CardSet, slots: list[Slot], rng: random.Random, tries: int = 30) -> list[CardSet]:
    """Deal the cards of ``pool`` into ``slots``; returns one mask per slot."""
    cards = cards_of(pool)
    if sum(s.size for s in slots) != len(cards):
        raise NoPlacement(f"{len(cards)} hidden cards for {sum(s.size for s in slots)} places")
    options = {c: [i for i, s in enumerate(slots) if s.allowed >> c & 1] for c in cards}
    if any(not o for o in options.values()):
        raise NoPlacement("a hidden card can be nowhere")
    if len(slots) == 1:
        return [pool]
    for _ in range(tries):
        out = _random_deal(cards, options, slots, rng)
        if out is not None:
            return out
    return _matching_deal(cards, options, slots, rng)


def _random_deal(cards, options, slots, rng):
    room = [s.size for s in slots]
    out = [0] * len(slots)
    order = cards[:]
    rng.shuffle(order)
    order.sort(key=lambda c: len(options[c]))  # most constrained first; stable keeps shuffle
    for c in order:
        choices = [i for i in options[c] if room[i] > 0]
        if not choices:
            return None
        if len(choices) == 1:
            i = choices[0]
        else:
            i = rng.choices(choices, weights=[room[j] for j in choices])[0]
        room[i] -= 1
        out[i] |= 1 << c
    return out


def _matching_deal(cards, options, slots, rng):
    """Exact assignment by augmenting paths (cards to slot places), in random order."""
    places = [i for i, s in enumerate(slots) for _ in range(s.size)]
    by_slot: dict[int, list[int]] = {}
    for p, i in enumerate(places):
        by_slot.setdefault(i, []).append(p)
    owner: dict[int, int] = {}
    order = cards[:]
    rng.shuffle(order)

    def augment(c: int, seen: set[int]) -> bool:
        slot_ids = options[c][:]
        rng.shuffle(slot_ids)
        for i in slot_ids:
            for p in by_slot.get(i, ()):
                if p in seen:
                    continue
                seen.add(p)
                if p not in owner or augment(owner[p], seen):
                    owner[p] = c
                    return True
        return False

    for c in order:
        if not augment(c, set()):
            raise NoPlacement("no placement fits what the seat knows")
    out = [0] * len(slots)
    for p, c in owner.items():
        out[places[p]] |= 1 << c
    return out
