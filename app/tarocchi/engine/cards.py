"""Card identities of the 78-card tarot pack, and card sets as bit masks.

A card is an ``int`` from 0 to 77:

* suit cards: ``suit * 14 + (rank - 1)`` with suits spades, hearts, diamonds, clubs
  (the FFT's order of precedence) and ranks 1 (ace) … 10, 11 jack, 12 cavalier (knight),
  13 queen, 14 king;
* trumps 1 … 21: ``55 + number`` (56 … 76);
* the excuse (fool, Sküs, Matto): 77.

A card set is an ``int`` bit mask with bit ``card`` set for each card in it. The text
notation is stable and is used in game records: ``KH`` (king of hearts), ``NS``
(cavalier of spades), ``10D``, ``1C`` (ace of clubs), ``T1`` … ``T21`` (trumps), ``EX``.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from tarocchi.schema import SchemaError, array, shown

Card = int
CardSet = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
TRUMPS = 4  #: pseudo-suit of the 21 numbered trumps and, in some games, the excuse
SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RED_SUITS = (HEARTS, DIAMONDS)
BLACK_SUITS = (SPADES, CLUBS)

ACE, JACK, CAVALIER, QUEEN, KING = 1, 11, 12, 13, 14
RANK_LETTERS = {11: "J", 12: "N", 13: "Q", 14: "K"}
RANK_NAMES = {1: "ace", 11: "jack", 12: "cavalier", 13: "queen", 14: "king"}

EXCUSE: Card = 77
N_CARDS = 78
FULL_PACK: CardSet = (1 << N_CARDS) - 1


def suit_card(suit: int, rank: int) -> Card:
    """The suit card of ``rank`` (1 … 14) in ``suit``."""
    if suit not in SUITS or not 1 <= rank <= 14:
        raise ValueError(f"no suit card of suit {suit} and rank {rank}")
    return suit * 14 + rank - 1


def trump(number: int) -> Card:
    """Trump ``number`` (1 = the petit/pagat, 21 = the monde/mond)."""
    if not 1 <= number <= 21:
        raise ValueError(f"no trump numbered {number}")
    return 55 + number


PETIT: Card = trump(1)
MONDE: Card = trump(21)
OUDLERS: CardSet = (1 << PETIT) | (1 << MONDE) | (1 << EXCUSE)


def is_trump(card: Card) -> bool:
    """A numbered trump (the excuse is not one here; games decide its role)."""
    return 56 <= card <= 76


def suit_of(card: Card) -> int:
    """The suit of a suit card, TRUMPS for numbered trumps and the excuse."""
    return card // 14 if card < 56 else TRUMPS


def rank_of(card: Card) -> int:
    """Rank 1 … 14 of a suit card, number 1 … 21 of a trump, 0 for the excuse."""
    if card < 56:
        return card % 14 + 1
    return card - 55 if card < 77 else 0


def is_king(card: Card) -> bool:
    return card < 56 and card % 14 == 13


def is_court(card: Card) -> bool:
    return card < 56 and card % 14 >= 10


def card_name(card: Card) -> str:
    """Stable text notation of one card."""
    if 0 <= card < N_CARDS:
        return _NAMES[card]
    raise ValueError(f"no card {card}")


def _card_name(card: Card) -> str:
    if card == EXCUSE:
        return "EX"
    if 56 <= card <= 76:
        return f"T{card - 55}"
    rank = card % 14 + 1
    return RANK_LETTERS.get(rank, str(rank)) + SUIT_LETTERS[card // 14]


def card_words(card: Card, tarock: bool = False) -> str:
    """A card in words, for sentences: "the 18 of trumps", "the petit", "the excuse",
    "the queen of hearts"; with ``tarock``, the Austrian names of the trull (the Pagat,
    the Mond, the Sküs)."""
    if card == EXCUSE:
        return "the Sküs" if tarock else "the excuse"
    if card == PETIT:
        return "the Pagat" if tarock else "the petit"
    if card == MONDE and tarock:
        return "the Mond"
    if 56 <= card <= 76:
        return f"the {card - 55} of trumps"
    rank = card % 14 + 1
    return f"the {RANK_NAMES.get(rank, str(rank))} of {SUIT_NAMES[card // 14]}"


_NAMES = tuple(_card_name(c) for c in range(N_CARDS))
_BY_NAME = {name: c for c, name in enumerate(_NAMES)}


def parse_card(text: str) -> Card:
    """Inverse of :func:`card_name` (case-insensitive; ``A`` is accepted for ace)."""
    if not isinstance(text, str):
        raise ValueError(f"a card is written as text (KS, 10H, T21, EX), not {shown(text)}")
    key = text.strip().upper()
    if len(key) >= 2 and key[0] == "A" and key[1:] in SUIT_LETTERS:
        key = "1" + key[1:]
    try:
        return _BY_NAME[key]
    except KeyError:
        raise ValueError(f"unknown card {text!r}") from None


# --- card sets --------------------------------------------------------------------------

SUIT_MASKS: tuple[CardSet, ...] = tuple(((1 << 14) - 1) << (14 * s) for s in SUITS)
TRUMP_MASK: CardSet = ((1 << 21) - 1) << 56
KINGS: CardSet = sum(1 << suit_card(s, KING) for s in SUITS)
QUEENS: CardSet = sum(1 << suit_card(s, QUEEN) for s in SUITS)
CAVALIERS: CardSet = sum(1 << suit_card(s, CAVALIER) for s in SUITS)
JACKS: CardSet = sum(1 << suit_card(s, JACK) for s in SUITS)
COURTS: CardSet = KINGS | QUEENS | CAVALIERS | JACKS


#: each card's bit, ``BITS[card] == 1 << card`` (a lookup costs less than a shift in hot loops)
BITS: tuple[CardSet, ...] = tuple(1 << c for c in range(N_CARDS))


def bit(card: Card) -> CardSet:
    return 1 << card


def cardset(cards: Iterable[Card]) -> CardSet:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a set, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: CardSet) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: CardSet) -> int:
    return mask.bit_count()


def lowest(mask: CardSet) -> Card:
    return (mask & -mask).bit_length() - 1


def highest(mask: CardSet) -> Card:
    return mask.bit_length() - 1


def format_cards(mask_or_cards: CardSet | Iterable[Card]) -> str:
    """Space-separated notation of a set (or a sequence, in its order)."""
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    return " ".join(card_name(c) for c in cards)


def parse_cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.replace(",", " ").split()]


def read_card(value: Any, path: str) -> Card:
    """A card of a record or a file at field ``path``: SchemaError naming the field if it is
    not one."""
    if not isinstance(value, str):
        raise SchemaError(path, f"must be a card such as KS, 10H, T21 or EX, not {shown(value)}")
    try:
        return parse_card(value)
    except ValueError:
        raise SchemaError(path, f"{shown(value)} is not a card (cards are written KS, 10H, T21, EX)") from None


def read_cards(value: Any, path: str, length: int | None = None) -> list[Card]:
    """A list of cards at field ``path`` (of ``length`` cards when given), none twice."""
    cards = array(value, path, max_len=N_CARDS, item=read_card)
    if length is not None and len(cards) != length:
        raise SchemaError(path, f"must hold {length} cards, not {len(cards)}")
    seen = 0
    for i, c in enumerate(cards):
        if seen >> c & 1:
            raise SchemaError(f"{path}[{i}]", f"{card_name(c)} is there twice")
        seen |= 1 << c
    return cards
