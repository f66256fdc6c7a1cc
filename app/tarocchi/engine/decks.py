"""Per-game decks: which cards, in which order within a suit, worth how much.

Every game plays a subset of the 78-card pack. Suit cards rank king, queen, cavalier, jack
and then the pips; in the Austrian games (and as an option of some others) the red pips run
the other way, ace highest. Card values follow the common scale (oudler/king 5, queen 4,
cavalier 3, jack 2, other 1) unless a game says otherwise.
"""

from __future__ import annotations

from functools import cache
from typing import Callable, Mapping

from tarocchi.engine.cards import (
    CLUBS, DIAMONDS, EXCUSE, FULL_PACK, HEARTS, MONDE, PETIT, RED_SUITS, SPADES, SUIT_MASKS, SUITS,
    TRUMP_MASK, Card, CardSet, bit, rank_of, suit_card, suit_of,
)

#: The whole pack.
TAROT_78: CardSet = FULL_PACK


def deck_without(predicate: Callable[[int, int], bool]) -> CardSet:
    """The 78-card pack less the suit cards for which ``predicate(suit, rank)`` is true."""
    mask = FULL_PACK
    for suit in range(4):
        for rank in range(1, 15):
            if predicate(suit, rank):
                mask &= ~bit(suit_card(suit, rank))
    return mask


def suit_pips_kept(kept: Mapping[int, range | tuple[int, ...]]) -> CardSet:
    """A pack keeping the courts, all trumps, the excuse, and in each suit (spades, hearts,
    diamonds, clubs) only the pip ranks ``kept[suit]``."""
    return deck_without(lambda s, r: r <= 10 and r not in kept[s])


def pips_kept(red: range | tuple[int, ...], black: range | tuple[int, ...]) -> CardSet:
    """A pack keeping the courts, all trumps, the excuse, and only the listed pip ranks."""
    return suit_pips_kept({s: red if s in RED_SUITS else black for s in SUITS})


def suit_lengths(deck: CardSet) -> tuple[int, ...]:
    """How many cards of each suit (spades, hearts, diamonds, clubs) ``deck`` keeps, then its
    trumps and its excuse."""
    return tuple((deck & SUIT_MASKS[s]).bit_count() for s in SUITS) + (
        (deck & TRUMP_MASK).bit_count(), deck >> EXCUSE & 1)


#: The Austrian 54-card pack: red pips ace to 4, black pips 7 to 10.
TAROCK_54: CardSet = pips_kept(red=range(1, 5), black=range(7, 11))
#: The Sicilian 63-card pack: diamonds (coins) lose the 3 to the ace, the other suits the 4 to
#: the ace.
SICILIAN_63: CardSet = suit_pips_kept({SPADES: range(5, 11), HEARTS: range(5, 11),
                                       DIAMONDS: range(4, 11), CLUBS: range(5, 11)})
#: Le Tarot de Moore's 59-card pack: diamonds lose the 4 to the ace, the other suits the 5 to
#: the ace.
MOORE_59: CardSet = suit_pips_kept({SPADES: range(6, 11), HEARTS: range(6, 11),
                                    DIAMONDS: range(5, 11), CLUBS: range(6, 11)})
#: The Bolognese 62-card pack (Tarocchini): every suit loses its 2 to 5.
TAROCCHINO_62: CardSet = pips_kept(red=(1, 6, 7, 8, 9, 10), black=(1, 6, 7, 8, 9, 10))
#: The Valais 62-card pack (Troggu): red pips ace to 6, black pips 5 to 10.
TROGGU_62: CardSet = pips_kept(red=range(1, 7), black=range(5, 11))


@cache
def suit_power(red_ace_high: bool) -> tuple[int, ...]:
    """Strength of each card within its suit (trumps by number, the excuse 22)."""
    power = []
    for card in range(78):
        if card >= 56:
            power.append(rank_of(card) if card != EXCUSE else 22)
            continue
        rank = rank_of(card)
        if red_ace_high and suit_of(card) in RED_SUITS and rank <= 10:
            power.append(11 - rank)
        else:
            power.append(rank)
    return tuple(power)


def standard_value(card: Card) -> int:
    """The common card value: oudlers and kings 5, queens 4, cavaliers 3, jacks 2, others 1."""
    if card in (PETIT, MONDE, EXCUSE):
        return 5
    if card >= 56:
        return 1
    rank = rank_of(card)
    return rank - 9 if rank >= 11 else 1


def batch_points(value: Callable[[Card], int], batch: int) -> tuple[int, ...]:
    """Card points in units of 1/``batch`` when cards are counted in batches.

    Counting in batches of ``batch`` cards (pairs in French Tarot, threes in the Austrian
    games) gives each batch the sum of its values less ``batch - 1``; the same total comes
    from giving each card ``batch * value - (batch - 1)`` units of 1/``batch`` point.
    """
    return tuple(batch * value(c) - (batch - 1) for c in range(78))


#: per card-value table (by its id, kept alive beside it): the sum of the values of every
#: byte of a card set, byte by byte (78 cards: ten bytes)
_BYTE_SUMS: dict[int, tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}


def _byte_sums(table: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    padded = tuple(table) + (0,) * (80 - len(table))
    return tuple(tuple(sum(padded[8 * b + i] for i in range(8) if byte >> i & 1) for byte in range(256))
                 for b in range(10))


def points_of(mask: CardSet, table: tuple[int, ...]) -> int:
    """The sum of ``table``'s values of the cards in ``mask`` (by byte lookups)."""
    known = _BYTE_SUMS.get(id(table))
    if known is None or known[0] is not table:
        known = _BYTE_SUMS[id(table)] = (table, _byte_sums(table))
    sums = known[1]
    return (sums[0][mask & 255] + sums[1][mask >> 8 & 255] + sums[2][mask >> 16 & 255]
            + sums[3][mask >> 24 & 255] + sums[4][mask >> 32 & 255] + sums[5][mask >> 40 & 255]
            + sums[6][mask >> 48 & 255] + sums[7][mask >> 56 & 255] + sums[8][mask >> 64 & 255]
            + sums[9][mask >> 72 & 255])


TRUMPS_AND_EXCUSE: CardSet = TRUMP_MASK | bit(EXCUSE)
