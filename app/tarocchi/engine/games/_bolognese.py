"""The Bolognese count of Tarocchini (Jeux de tarot, "Tarocchini"): the trumps' names, the
card values, the combinations of like cards and the sequences (the text's *cricche*) with
the two contatori as wild cards. Pure functions over a player's pile (a card set).

The trumps (this pack numbers them 1 … 21, the Bolognese pack leaves most unnumbered): the
**Begato** (1) is the lowest trump, above the kings; the four **Moretti** (2 … 5); the
**numeri di scavezzo** (6 … 17, Bologna's 5 … 16); the **grande**: **Luna** (18),
**Sole** (19), **Mondo** (20) and the **Angelo** (21), the highest card. The **Matto**
(the excuse) is the lowest card of all: it never wins a trick. The **tarocchi** are the
Angelo, the Mondo, the Begato and the Matto; the Begato and the Matto are the
**contatori**.

Combinations: three of the four tarocchi 18 (all four 36), kings 17 (34), queens 14 (28),
knights 13 (26), jacks 12 (24). With three or more kinds made (the *criccone*) their points
are doubled.

Sequences: each is worth 10 for its first three cards and 5 for every card beyond; a player
with three or more sequences doubles their points.

* the **grande**: the Angelo with at least one of Mondo, Sole, Luna, three cards in all
  (one of the grande may be missing); then, as extra cards, the trumps that follow Luna
  without a gap: 17, 16, … down to the Moretti and the Begato;
* a **suit** (four sequences): the king with at least one more court of its suit, three
  courts in all; then its fourth court and its ace as extra cards;
* the **Moretti**: two Moretti and a third card, up to six with the contatori;
* the **aces**: two aces and a third card, up to six with the contatori.

A contatore may stand for any card of a sequence but the Angelo and a king; every sequence
needs two cards of its own (the head and one more). Two readings of the contatori
(:class:`ContatoriRule`): the text's (each contatore serves one sequence, only for a card
the player lacks, and in the trumps a contatore ends the run unless it stands for a card
of the grande or the first numero di scavezzo, the 17) and Bologna's (a contatore serves
every sequence at once, fills any gap without ending the run, and may be added to a
sequence as one more card). Every card serves one sequence: the player arranges his pile
for the best count (an ace in its suit or among the aces, a Moretto in the grande's run or
among the Moretti).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations as subsets

from tarocchi.engine.cards import (
    ACE, CAVALIER, EXCUSE, JACK, KING, QUEEN, SUITS, Card, CardSet, bit, cards_of, count,
    rank_of, suit_card, trump,
)
from tarocchi.engine.cards import CAVALIERS, JACKS, KINGS, QUEENS

ANGELO: Card = trump(21)
MONDO: Card = trump(20)
SOLE: Card = trump(19)
LUNA: Card = trump(18)
BEGATO: Card = trump(1)
MATTO: Card = EXCUSE
MORETTI: CardSet = sum(bit(trump(n)) for n in range(2, 6))
SCAVEZZO: CardSet = sum(bit(trump(n)) for n in range(6, 18))
GRANDE: CardSet = bit(ANGELO) | bit(MONDO) | bit(SOLE) | bit(LUNA)
TAROCCHI: CardSet = bit(ANGELO) | bit(MONDO) | bit(BEGATO) | bit(MATTO)
CONTATORI: CardSet = bit(BEGATO) | bit(MATTO)
ACES: CardSet = sum(bit(suit_card(s, ACE)) for s in SUITS)
#: The trumps that extend the grande after Luna, in order: 17 … 6, the Moretti 5 … 2, the Begato.
GRANDE_RUN: tuple[Card, ...] = tuple(trump(n) for n in range(17, 0, -1))
FIRST_SCAVEZZO: Card = trump(17)
_RUN_MORETTI = 12  #: index in GRANDE_RUN of the first Moretto (5)
_RUN_BEGATO = 16  #: index in GRANDE_RUN of the Begato

#: Each card's points (the text's table): the Angelo, Mondo, Begato, Matto and kings 5,
#: queens 4, knights 3, jacks 2, every other card 1; 118 in the pack.
VALUES: tuple[int, ...] = tuple(
    5 if c in (ANGELO, MONDO, BEGATO, MATTO) else
    1 if c >= 56 else
    (rank_of(c) - 9 if rank_of(c) >= 11 else 1)
    for c in range(78))

#: The combinations: (kind, the four cards, three of them, all four).
COMBINATIONS: tuple[tuple[str, CardSet, int, int], ...] = (
    ("tarocchi", TAROCCHI, 18, 36),
    ("kings", KINGS, 17, 34),
    ("queens", QUEENS, 14, 28),
    ("knights", CAVALIERS, 13, 26),
    ("jacks", JACKS, 12, 24),
)
#: A sequence's kind: the grande, a suit (by the engine's suit name), the Moretti, the aces.
SEQUENCE_KINDS = ("grande", "spades", "hearts", "diamonds", "clubs", "moretti", "aces")

_LOWER_COURTS = tuple(bit(suit_card(s, QUEEN)) | bit(suit_card(s, CAVALIER)) | bit(suit_card(s, JACK))
                      for s in SUITS)
_KING_BITS = tuple(bit(suit_card(s, KING)) for s in SUITS)
_ACE_BITS = tuple(bit(suit_card(s, ACE)) for s in SUITS)


# --- combinations -----------------------------------------------------------------------

@dataclass(frozen=True)
class Combination:
    """Three or four like cards in a pile (``kind``: tarocchi, kings, queens, knights, jacks)."""

    kind: str
    cards: CardSet
    points: int


@dataclass(frozen=True)
class CombinationCount:
    combinations: tuple[Combination, ...]
    doubled: bool  #: three or more kinds made (the criccone)

    @property
    def points(self) -> int:
        return sum(c.points for c in self.combinations) * (2 if self.doubled else 1)


def count_combinations(pile: CardSet, criccone: bool = True) -> CombinationCount:
    """The combinations in ``pile``; with ``criccone`` three or more kinds are doubled."""
    found = []
    for kind, cards, three, four in COMBINATIONS:
        held = pile & cards
        n = count(held)
        if n >= 3:
            found.append(Combination(kind, held, four if n == 4 else three))
    return CombinationCount(tuple(found), criccone and len(found) >= 3)


# --- sequences --------------------------------------------------------------------------

@dataclass(frozen=True)
class ContatoriRule:
    """How the contatori serve the sequences."""

    shared: bool  #: a contatore serves every sequence at once (else one only)
    ends_trump_run: bool  #: in the grande's run a contatore ends it, unless it stands for the 17
    extras: bool  #: a contatore may be added to the grande or a suit as one more card


#: The text: each contatore once, only for a card the player lacks; in the trumps it ends the run.
TEXT_CONTATORI = ContatoriRule(shared=False, ends_trump_run=True, extras=False)
#: Bologna: the contatori serve every sequence, fill any gap, and may be added as extra cards.
BOLOGNA_CONTATORI = ContatoriRule(shared=True, ends_trump_run=False, extras=True)
CONTATORI_RULES = {"text": TEXT_CONTATORI, "bologna": BOLOGNA_CONTATORI}


@dataclass(frozen=True)
class Sequence:
    """One sequence (a *cricca* in the text): its own cards and the contatori standing in it."""

    kind: str
    cards: CardSet
    wild: CardSet = 0

    @property
    def length(self) -> int:
        return count(self.cards) + count(self.wild)

    @property
    def points(self) -> int:
        return 10 + 5 * (self.length - 3)


@dataclass(frozen=True)
class SequenceCount:
    sequences: tuple[Sequence, ...]

    @property
    def doubled(self) -> bool:
        return len(self.sequences) >= 3

    @property
    def points(self) -> int:
        return sum(s.points for s in self.sequences) * (2 if self.doubled else 1)


# One sequence's evaluation with ``w`` contatori offered: (length, own cards, contatori used);
# length 0 when it is not made.
_Eval = tuple[int, CardSet, int]
_NONE: _Eval = (0, 0, 0)


def _suit(pile: CardSet, suit: int, w: int, keep_ace: bool, rule: ContatoriRule) -> _Eval:
    king = _KING_BITS[suit]
    if not pile & king:
        return _NONE
    courts = pile & _LOWER_COURTS[suit]
    c = count(courts)
    if c == 0:
        return _NONE
    ace_bit = _ACE_BITS[suit]
    ace = ace_bit if keep_ace and pile & ace_bit else 0
    court_slots = 3 - c
    if rule.extras:
        used = w
    else:  # a contatore stands only for a card the player does not have
        used = min(w, court_slots + (0 if pile & ace_bit else 1))
    if c + min(used, court_slots) < 2:
        return _NONE
    cards = king | courts | ace
    return 1 + c + (1 if ace else 0) + used, cards, used


def _counted(available: CardSet, w: int) -> _Eval:
    """The Moretti or the aces: two of them and a third card, up to six with contatori."""
    m = count(available)
    if m < 2 or m + w < 3:
        return _NONE
    return m + w, available, w


def _grande(pile: CardSet, w: int, stop: int, begato_real: bool, rule: ContatoriRule) -> _Eval:
    """The grande with ``w`` contatori; its run stops before GRANDE_RUN[stop] at the latest
    (the rest kept for the Moretti, or the Begato kept as a contatore)."""
    if not pile >> ANGELO & 1:
        return _NONE
    top = pile & (GRANDE & ~bit(ANGELO))
    r = count(top)
    need = max(0, 2 - r)
    if r == 0 or w < need:
        return _NONE
    length, cards, used = 1 + r + need, bit(ANGELO) | top, need
    free = w - need
    for i in range(stop):
        card = GRANDE_RUN[i]
        if card == BEGATO and not begato_real:
            break
        if pile >> card & 1:
            length += 1
            cards |= bit(card)
            continue
        if free == 0:
            break
        free -= 1
        used += 1
        length += 1
        if rule.ends_trump_run and i > 0:
            break
    if free:
        fill = free if rule.extras else min(free, 3 - r - need)  # a missing grande card
        used += fill
        length += fill
    return length, cards, used


def _can_reach(pile: CardSet, w: int, index: int) -> bool:
    """Whether the grande's run could reach GRANDE_RUN[index] (a quick upper bound)."""
    gaps = sum(1 for c in GRANDE_RUN[:index] if not pile >> c & 1)
    return bool(pile >> ANGELO & 1) and gaps <= w


@lru_cache(maxsize=1 << 16)
def _best(pile: CardSet, rule: ContatoriRule) -> tuple[tuple[str, CardSet, int], ...]:
    """The best arrangement of ``pile``: (kind, own cards, contatori used) per sequence made."""
    contatori = pile & CONTATORI
    best_value, best = 0, ()
    begato_options = [False]
    if pile & bit(BEGATO) and _can_reach(pile, count(contatori) - 1, _RUN_BEGATO):
        begato_options.append(True)
    full = len(GRANDE_RUN)
    stops = [full]
    if pile & MORETTI and _can_reach(pile, count(contatori), _RUN_MORETTI):
        stops += list(range(_RUN_MORETTI, _RUN_BEGATO + 1))
    # aces whose suit may make a sequence: in the suit or among the aces
    contested = [s for s in SUITS if pile & _ACE_BITS[s] and pile & _KING_BITS[s] and pile & _LOWER_COURTS[s]]
    for begato_real in begato_options:
        wild = count(contatori) - (1 if begato_real else 0)
        for stop in stops:
            for k in range(len(contested) + 1):
                for kept in subsets(contested, k):
                    value, arrangement = _arrange(pile, wild, stop, begato_real, set(kept), rule)
                    if value > best_value:
                        best_value, best = value, arrangement
    return best


def _arrange(pile: CardSet, wild: int, stop: int, begato_real: bool, kept: set[int],
             rule: ContatoriRule) -> tuple[int, tuple[tuple[str, CardSet, int], ...]]:
    """The best count for one choice of the grande's stop, the Begato's role and the aces
    kept in their suits: contatori shared out (or shared by all) for the most points."""
    aces = pile & ACES
    for s in kept:
        aces &= ~_ACE_BITS[s]
    best_value, best = 0, ()
    grande_range = [wild] if rule.shared else range(wild + 1)
    for wg in grande_range:
        g = _grande(pile, wg, stop, begato_real, rule)
        rest = wild if rule.shared else wild - (g[2] if g[0] else 0)
        moretti = pile & MORETTI & ~g[1]
        options: list[tuple[str, list[_Eval]]] = []
        for s in SUITS:
            options.append((SEQUENCE_KINDS[1 + s], [_suit(pile, s, w, s in kept, rule) for w in range(rest + 1)]))
        options.append(("moretti", [_counted(moretti, w) for w in range(rest + 1)]))
        options.append(("aces", [_counted(aces, w) for w in range(rest + 1)]))
        chosen = _share(options, rest, rule.shared, 1 if g[0] else 0)
        made = [(kind, e) for kind, e in chosen if e[0]]
        if g[0]:
            made.insert(0, ("grande", g))
        points = sum(10 + 5 * (e[0] - 3) for _, e in made) * (2 if len(made) >= 3 else 1)
        if points > best_value:
            best_value = points
            best = tuple((kind, e[1], e[2]) for kind, e in made)
    return best_value, best


def _share(options: list[tuple[str, list[_Eval]]], wild: int, shared: bool, made_before: int) -> list:
    """Give the contatori to the sequences for the most points, three or more sequences
    (``made_before`` of them made already) being worth double; returns (kind, evaluation)
    per sequence."""
    if shared:
        return [(kind, evals[wild]) for kind, evals in options]
    # states: (contatori used, sequences made capped at 3) -> (points, choices)
    states: dict[tuple[int, int], tuple[int, list]] = {(0, min(3, made_before)): (0, [])}
    for kind, evals in options:
        nxt: dict[tuple[int, int], tuple[int, list]] = {}
        for (used, made), (points, chosen) in states.items():
            for w in range(wild - used + 1):
                e = evals[w]
                if w and e[2] < w:  # more contatori than it can use
                    continue
                key = (used + w, min(3, made + (1 if e[0] else 0)))
                p = points + (10 + 5 * (e[0] - 3) if e[0] else 0)
                if key not in nxt or p > nxt[key][0]:
                    nxt[key] = (p, chosen + [(kind, e)])
        states = nxt
    best = max(states.items(), key=lambda item: (item[1][0] * (2 if item[0][1] >= 3 else 1), item[0][1]))
    return best[1][1]


def count_sequences(pile: CardSet, rule: ContatoriRule = TEXT_CONTATORI) -> SequenceCount:
    """The sequences of ``pile``, arranged for the most points under ``rule``."""
    arrangement = _best(pile, rule)
    own = 0
    for _, cards, _ in arrangement:
        own |= cards
    contatori = cards_of(pile & CONTATORI & ~own)  # the Begato may be a card of the grande
    sequences = []
    for kind, cards, used in arrangement:
        pool = sorted(contatori, reverse=True)  # the Matto first
        if not rule.shared:
            for c in pool[:used]:
                contatori.remove(c)
        sequences.append(Sequence(kind, cards, sum(bit(c) for c in pool[:used])))
    return SequenceCount(tuple(sequences))
