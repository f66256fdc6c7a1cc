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
from itertools import combinations as subsets, product
from typing import Callable, Iterable

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
#: A sequence's kind: the grande, a suit (by the engine's suit name), the aces, the Moretti.
SEQUENCE_KINDS = ("grande", "spades", "hearts", "diamonds", "clubs", "aces", "moretti")

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


def combination_points(pile: CardSet, criccone: bool = True) -> int:
    """The points of ``pile``'s combinations (as :func:`count_combinations` counts them), fast."""
    points = made = 0
    for _, cards, three, four in COMBINATIONS:
        n = (pile & cards).bit_count()
        if n >= 3:
            made += 1
            points += four if n == 4 else three
    return points * 2 if criccone and made >= 3 else points


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
        if card == BEGATO and not begato_real and pile >> BEGATO & 1:
            break  # the Begato kept as a contatore
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


#: The cards a sequence can use: the trumps, the Matto, the courts and the aces.
RELEVANT: CardSet = sum(bit(trump(n)) for n in range(1, 22)) | bit(MATTO) | KINGS | QUEENS | CAVALIERS | JACKS | ACES


def sequence_points(pile: CardSet, rule: ContatoriRule = TEXT_CONTATORI) -> int:
    """The points of ``pile``'s sequences (as :func:`count_sequences` counts them), fast:
    for the players' playouts (cached on :func:`sequence_key`)."""
    return _sequence_points(sequence_key(pile), rule)


@lru_cache(maxsize=1 << 15)
def _sequence_points(pile: CardSet, rule: ContatoriRule) -> int:
    if pile & CONTATORI and _wild_may_help(pile):
        return _best(pile, rule)[0]
    return _points_without_contatori(pile & ~CONTATORI)


def _first(cards: CardSet) -> tuple[CardSet, ...]:
    """The first k cards of ``cards`` (lowest first), for k = 0 … all: a count's stand-ins."""
    order = cards_of(cards)
    return tuple(sum(bit(c) for c in order[:k]) for k in range(len(order) + 1))


_FIRST_COURTS = tuple(_first(courts) for courts in _LOWER_COURTS)
_FIRST_MORETTI = _first(MORETTI)
_SUIT_PARTS = tuple(zip(_LOWER_COURTS, _KING_BITS, _FIRST_COURTS))
assert all(a > b for a, b in zip(GRANDE_RUN, GRANDE_RUN[1:]))  # the run goes down the bits


def sequence_key(pile: CardSet) -> CardSet:
    """``pile`` with the cards that cannot change its sequences' points dropped and those that
    count only by number replaced by stand-ins, so that piles of equal points share one key:
    the grande's run past the gap that its contatori cannot fill (the run stops at the first
    gap beyond them), the Moretti by number when the run cannot reach them, a suit's courts
    by number (none when it lacks its king or a lower court). The aces, the Begato and the
    Matto are kept."""
    pile &= RELEVANT
    if not pile >> ANGELO & 1:
        pile &= ~(SCAVEZZO | GRANDE)
        reach = False
    else:
        gaps = SCAVEZZO & ~pile
        for _ in range((pile & CONTATORI).bit_count()):  # the gaps the contatori may fill
            gaps &= ~(1 << gaps.bit_length() >> 1)
        reach = not gaps
        if gaps:  # the run stops at this gap at the latest
            pile &= ~(SCAVEZZO & ((1 << gaps.bit_length() >> 1) - 1))
    if not reach:
        moretti = pile & MORETTI
        pile = pile & ~moretti | _FIRST_MORETTI[moretti.bit_count()]
    for lower, king, first in _SUIT_PARTS:
        courts = pile & lower
        if not courts or not pile & king:
            pile &= ~(courts | king)
        else:
            pile = pile & ~courts | first[courts.bit_count()]
    return pile


def pile_scorer(criccone: bool, rule: ContatoriRule) -> Callable[[CardSet], int]:
    """The points of a pile's combinations and sequences under the table's rules, cached on
    the cards that matter (the players' playouts count the same piles again and again)."""

    @lru_cache(maxsize=1 << 16)
    def points(relevant: CardSet) -> int:
        return combination_points(relevant, criccone) + sequence_points(relevant, rule)

    return lambda pile: points(pile & RELEVANT)


def _wild_may_help(pile: CardSet) -> bool:
    """Whether a contatore could stand in any sequence of ``pile`` (or the Begato end the
    grande's run): the Angelo with a grande card, a king with a court, two Moretti, two aces."""
    if pile >> ANGELO & 1 and pile & (GRANDE & ~bit(ANGELO)):
        return True
    if count(pile & MORETTI) >= 2 or count(pile & ACES) >= 2:
        return True
    return any(pile & _KING_BITS[s] and pile & _LOWER_COURTS[s] for s in SUITS)


@lru_cache(maxsize=1 << 15)
def _points_without_contatori(pile: CardSet) -> int:
    """The common case, no contatore in the pile: only the aces (in their suits or among
    the aces) and the Moretti (in the grande's run or among themselves) are to arrange."""
    if pile >> ANGELO & 1 and all(pile >> c & 1 for c in GRANDE_RUN[:_RUN_MORETTI]):
        return _best(pile, TEXT_CONTATORI)[0]  # the run reaches the Moretti: the full search
    made, points = 0, 0
    g = _grande(pile, 0, len(GRANDE_RUN), False, TEXT_CONTATORI)[0]
    if g:
        made, points = 1, 5 * g - 5
    in_suits = 0
    for s in SUITS:
        if pile & _KING_BITS[s] and count(pile & _LOWER_COURTS[s]) >= 2:
            length = 1 + count(pile & _LOWER_COURTS[s])
            if pile & _ACE_BITS[s]:
                in_suits += 1
                length += 1
            made += 1
            points += 5 * length - 5
    m = count(pile & MORETTI)
    if m >= 3:
        made += 1
        points += 5 * m - 5
    free = count(pile & ACES) - in_suits
    best = points * (2 if made >= 3 else 1)
    for moved in range(in_suits + 1):  # aces moved from their suits to make the aces' sequence
        a = free + moved
        if a >= 3:
            value = (points - 5 * moved + 5 * a - 5) * (2 if made + 1 >= 3 else 1)
            best = max(best, value)
    return best


@lru_cache(maxsize=1 << 15)
def _best(pile: CardSet, rule: ContatoriRule) -> tuple[int, tuple[tuple[str, CardSet, int], ...]]:
    """The best arrangement of ``pile``: its points and (kind, own cards, contatori used) per
    sequence made."""
    contatori = pile & CONTATORI
    best_value, best = 0, ()
    begato_options = [False]
    if pile & bit(BEGATO) and _can_reach(pile, count(contatori) - 1, _RUN_BEGATO):
        begato_options.append(True)
    full = len(GRANDE_RUN)
    stops = [full]
    if pile & MORETTI and _can_reach(pile, count(contatori), _RUN_MORETTI):
        stops += list(range(_RUN_MORETTI, _RUN_BEGATO + 1))
    # aces whose suit may make a sequence: kept there or given to the aces' sequence; where
    # the suit is made without a contatore only how many are kept matters
    sure = [s for s in SUITS if pile & _ACE_BITS[s] and pile & _KING_BITS[s]
            and count(pile & _LOWER_COURTS[s]) >= 2]
    maybe = [s for s in SUITS if pile & _ACE_BITS[s] and pile & _KING_BITS[s]
             and count(pile & _LOWER_COURTS[s]) == 1]
    choices = [set(sure[:k]) | set(kept) for k in range(len(sure) + 1)
               for j in range(len(maybe) + 1) for kept in subsets(maybe, j)]
    for begato_real in begato_options:
        wild = count(contatori) - (1 if begato_real else 0)
        for stop in stops:
            for kept in choices:
                value, arrangement = _arrange(pile, wild, stop, begato_real, kept, rule)
                if value > best_value:
                    best_value, best = value, arrangement
    return best_value, best


def _arrange(pile: CardSet, wild: int, stop: int, begato_real: bool, kept: set[int],
             rule: ContatoriRule) -> tuple[int, tuple[tuple[str, CardSet, int], ...]]:
    """The best count for one choice of the grande's stop, the Begato's role and the aces
    kept in their suits: the contatori shared out (or serving all) for the most points."""
    aces = pile & ACES
    for s in kept:
        aces &= ~_ACE_BITS[s]
    spread = range(wild + 1)
    # the sequences in the order of _shares: grande, the four suits, the aces, the Moretti
    evals: list[list[_Eval]] = [[_grande(pile, w, stop, begato_real, rule) for w in spread]]
    evals += [[_suit(pile, s, w, s in kept, rule) for w in spread] for s in SUITS]
    evals.append([_counted(aces, w) for w in spread])
    moretti = [[_counted(pile & MORETTI & ~g[1], w) for w in spread] for g in evals[0]]
    best_value, best_share = -1, None
    for share in _useful_shares(evals, moretti, wild, rule.shared):
        points = made = 0
        for k in range(6):
            e = evals[k][share[k]]
            if e[0]:
                points += 5 * e[0] - 5
                made += 1
        e = moretti[share[0]][share[6]]
        if e[0]:
            points += 5 * e[0] - 5
            made += 1
        if made >= 3:
            points *= 2
        if points > best_value:
            best_value, best_share = points, share
    chosen = [(kind, evals[k][best_share[k]]) for k, kind in enumerate(SEQUENCE_KINDS[:6])]
    chosen.append(("moretti", moretti[best_share[0]][best_share[6]]))
    return best_value, tuple((kind, e[1], e[2]) for kind, e in chosen if e[0])



def _useful_shares(evals: list[list[_Eval]], moretti: list[list[_Eval]], wild: int,
                   shared: bool) -> Iterable[tuple[int, ...]]:
    """The ways of :func:`_shares`, in its order, less those that give a contatore to a
    sequence that cannot use it (each serving one sequence)."""
    if shared or not wild:
        return _shares(wild, shared)
    uses = [[w for w in range(wild + 1) if e[w][2] >= w] for e in evals]
    return [head + (w,) for head in product(*uses) if sum(head) <= wild
            for w in range(wild - sum(head) + 1) if moretti[head[0]][w][2] >= w]


@lru_cache(maxsize=None)
def _shares(wild: int, shared: bool) -> tuple[tuple[int, ...], ...]:
    """Ways to give ``wild`` contatori to the seven sequences (grande, four suits, aces,
    Moretti): each to one sequence or to none; or, shared, all of them to every sequence."""
    if shared:
        return ((wild,) * 7,)
    out = {(0,) * 7}
    for _ in range(wild):
        out |= {tuple(w + (i == k) for i, w in enumerate(share)) for share in out for k in range(7)}
    return tuple(sorted(out))


def count_sequences(pile: CardSet, rule: ContatoriRule = TEXT_CONTATORI) -> SequenceCount:
    """The sequences of ``pile``, arranged for the most points under ``rule``."""
    arrangement = _best(pile & RELEVANT, rule)[1]
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
