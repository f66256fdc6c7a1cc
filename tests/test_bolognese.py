"""The Bolognese count of Tarocchini (Jeux de tarot 004, "Tarocchini", "End of the Hand/Game"):
card values, the combinations and the sequences (the text's cricche), each rule on a built
trick pile. Trumps in this pack: 21 Angelo, 20 Mondo, 19 Sole, 18 Luna, 17 … 6 the numeri di
scavezzo, 5 … 2 the Moretti, 1 the Begato; EX the Matto."""

from __future__ import annotations

import itertools
import random

import pytest

from tarocchi.engine.cards import cardset, cards_of, count, parse_cards
from tarocchi.engine.decks import TAROCCHINO_62, points_of
from tarocchi.engine.games._bolognese import (
    ACES, ANGELO, BOLOGNA_CONTATORI, CONTATORI, GRANDE, GRANDE_RUN, MORETTI, TAROCCHI, TEXT_CONTATORI,
    VALUES, combination_points, count_combinations, count_sequences, sequence_key, sequence_points,
)


def cs(text: str) -> int:
    return cardset(parse_cards(text))


def seqs(text: str, rule=TEXT_CONTATORI) -> dict[str, tuple[int, str, str]]:
    """{kind: (points, own cards, wild cards)} of a pile's sequences."""
    from tarocchi.engine.cards import format_cards
    return {s.kind: (s.points, format_cards(s.cards), format_cards(s.wild))
            for s in count_sequences(cs(text), rule).sequences}


def total(text: str, rule=TEXT_CONTATORI) -> int:
    return count_sequences(cs(text), rule).points


# --- the pack and the card points ----------------------------------------------------------

def test_pack_has_62_cards_without_the_2_to_5_of_any_suit():
    assert count(TAROCCHINO_62) == 62
    assert not TAROCCHINO_62 & cs("2H 3H 4H 5H 2S 5S 2D 4D 3C 5C")
    assert TAROCCHINO_62 & cs("1H 6H 10S KC EX T1 T21") == cs("1H 6H 10S KC EX T1 T21")


def test_card_point_table():
    # Angelo, Mondo 5; Sole, Luna, the numeri di scavezzo, the Moretti 1; Begato 5; king 5,
    # queen 4, knight 3, jack 2, pips 1; Matto 5
    expected = {"T21": 5, "T20": 5, "T19": 1, "T18": 1, "T10": 1, "T3": 1, "T1": 5,
                "KS": 5, "QS": 4, "NS": 3, "JS": 2, "1S": 1, "10S": 1, "EX": 5}
    for card, value in expected.items():
        assert VALUES[parse_cards(card)[0]] == value, card
    # 33 in the trumps, 5 the Matto, 56 in the courts, 24 pips: 118 in the pack
    assert points_of(TAROCCHINO_62, VALUES) == 118


# --- combinations ----------------------------------------------------------------------------

@pytest.mark.parametrize("pile,kind,points", [
    ("T21 T20 EX", "tarocchi", 18),
    ("T21 T20 T1 EX", "tarocchi", 36),
    ("KH KS KD", "kings", 17),
    ("KH KS KD KC", "kings", 34),
    ("QH QS QD", "queens", 14),
    ("QH QS QD QC", "queens", 28),
    ("NH NS NC", "knights", 13),
    ("NH NS ND NC", "knights", 26),
    ("JH JS JD", "jacks", 12),
    ("JH JS JD JC", "jacks", 24),
])
def test_combinations(pile, kind, points):
    combos = count_combinations(cs(pile)).combinations
    assert [(c.kind, c.points) for c in combos] == [(kind, points)]


def test_the_tarocchi_are_angelo_mondo_begato_and_matto():
    assert TAROCCHI == cs("T21 T20 T1 EX")
    assert count_combinations(cs("T21 T20 T19")).combinations == ()  # the Sole is not a tarocco
    assert count_combinations(cs("KH KS QH QS")).combinations == ()  # two of a kind is nothing


def test_three_combinations_make_the_criccone_doubled():
    pile = cs("KH KS KD QH QS QD JH JS JD")  # 17 + 14 + 12
    assert count_combinations(pile, criccone=False).points == 43
    assert count_combinations(pile).points == 86
    assert count_combinations(cs("KH KS KD QH QS QD")).points == 31  # two kinds: not doubled


# --- the grande ------------------------------------------------------------------------------

def test_grande_needs_the_angelo_and_two_more_of_the_grande():
    assert seqs("T21 T20 T19") == {"grande": (10, "T19 T20 T21", "")}
    assert seqs("T21 T20 T18") == {"grande": (10, "T18 T20 T21", "")}  # one of the grande missing
    assert seqs("T21 T20 T19 T18") == {"grande": (15, "T18 T19 T20 T21", "")}
    assert seqs("T21 T20") == {}
    assert seqs("T20 T19 T18 T17") == {}  # no Angelo


def test_grande_extra_cards_are_the_consecutive_trumps_after_luna():
    assert seqs("T21 T20 T19 T18 T17 T16 T15")["grande"][0] == 30  # 7 cards
    assert seqs("T21 T20 T19 T18 T17 T16 T14")["grande"][0] == 25  # the 15 missing: the 14 is not counted
    assert seqs("T21 T20 T19 T17 T16")["grande"][0] == 20  # Luna missing: still 17, 16
    assert seqs("T21 T20 T19 T16 T15")["grande"][0] == 10  # no 17: no extra card


def test_grande_runs_through_the_moretti_to_the_begato():
    trumps = " ".join(f"T{n}" for n in range(1, 22))
    assert seqs(trumps) == {"grande": (100, trumps, "")}  # 21 cards: 10 + 18 × 5
    # Bologna: the whole grande with the Matto is 22 cards, 105; better still, the grande to
    # the 6 with both contatori (18 cards, 85) and the Moretti with both (6 cards, 25)
    assert seqs(trumps + " EX", BOLOGNA_CONTATORI) == {
        "grande": (85, " ".join(f"T{n}" for n in range(6, 22)), "T1 EX"),
        "moretti": (25, "T2 T3 T4 T5", "T1 EX")}


def test_the_angelo_is_never_replaced():
    assert seqs("T20 T19 T18 EX T1") == {}


def test_a_contatore_completes_the_grande():
    assert seqs("T21 T20 EX") == {"grande": (10, "T20 T21", "EX")}
    assert seqs("T21 EX T1") == {}  # the Angelo and two contatori: two cards of its own needed


def test_a_contatore_for_the_17_continues_the_run():
    # Jeux de tarot: "unless they are used as wild for the 16 atouts [Bologna's number of the
    # card after the Luna, this pack's 17] or a grande card"
    assert seqs("T21 T20 T19 T18 EX T16 T15") == {"grande": (30, "T15 T16 T18 T19 T20 T21", "EX")}


def test_a_contatore_lower_in_the_run_ends_it():
    pile = "T21 T20 T19 T18 T17 T16 EX T14 T13"  # the Matto stands for the 15
    assert seqs(pile) == {"grande": (30, "T16 T17 T18 T19 T20 T21", "EX")}  # 14 and 13 not counted
    assert seqs(pile, BOLOGNA_CONTATORI)["grande"][0] == 40  # in Bologna the run goes on


def test_a_contatore_for_a_grande_card_does_not_end_the_run():
    assert seqs("T21 T20 EX T17 T16 T15") == {"grande": (25, "T15 T16 T17 T20 T21", "EX")}


# --- the suits ------------------------------------------------------------------------------

def test_suit_sequence_needs_the_king_and_two_more_courts():
    assert seqs("KH QH NH") == {"hearts": (10, "NH QH KH", "")}
    assert seqs("KH QH JH") == {"hearts": (10, "JH QH KH", "")}  # the knight missing
    assert seqs("KH NH JH") == {"hearts": (10, "JH NH KH", "")}
    assert seqs("KH QH NH JH") == {"hearts": (15, "JH NH QH KH", "")}
    assert seqs("KH QH") == {}
    assert seqs("QH NH JH") == {}  # no king


def test_the_ace_is_the_suits_extra_card():
    assert seqs("KH QH NH JH 1H") == {"hearts": (20, "1H JH NH QH KH", "")}
    assert seqs("KH QH NH 1H") == {"hearts": (15, "1H NH QH KH", "")}
    assert seqs("KH QH 1H") == {}  # the ace is an extra card, not one of the three


def test_a_contatore_stands_for_a_court_never_the_king():
    assert seqs("KS QS T1") == {"spades": (10, "QS KS", "T1")}
    assert seqs("QS NS JS T1") == {}
    assert seqs("KS EX T1") == {}  # the king and two contatori: two cards of its own needed


def test_text_contatore_only_for_a_missing_card_bologna_also_as_an_extra():
    assert seqs("KC QC NC JC 1C EX") == {"clubs": (20, "1C JC NC QC KC", "")}
    assert seqs("KC QC NC JC 1C EX", BOLOGNA_CONTATORI) == {"clubs": (25, "1C JC NC QC KC", "EX")}
    assert seqs("KC QC NC JC EX") == {"clubs": (20, "JC NC QC KC", "EX")}  # for the missing ace


# --- the Moretti and the aces -------------------------------------------------------------------

def test_moretti_sequence():
    assert seqs("T2 T3 T4") == {"moretti": (10, "T2 T3 T4", "")}
    assert seqs("T2 T3 T4 T5") == {"moretti": (15, "T2 T3 T4 T5", "")}
    assert seqs("T2 T5 EX") == {"moretti": (10, "T2 T5", "EX")}
    assert seqs("T2 T5 EX T1") == {"moretti": (15, "T2 T5", "T1 EX")}
    assert seqs("T2 T3 T4 T5 EX T1") == {"moretti": (25, "T2 T3 T4 T5", "T1 EX")}  # six cards at most
    assert seqs("T3 EX T1") == {}  # one Moretto: two needed


def test_aces_sequence():
    assert seqs("1H 1S 1D") == {"aces": (10, "1S 1H 1D", "")}
    assert seqs("1H 1S 1D 1C") == {"aces": (15, "1S 1H 1D 1C", "")}
    assert seqs("1H 1C T1") == {"aces": (10, "1H 1C", "T1")}
    assert seqs("1H 1S 1D 1C EX T1") == {"aces": (25, "1S 1H 1D 1C", "T1 EX")}
    assert seqs("1H EX T1") == {}


# --- one card, one sequence ----------------------------------------------------------------------

def test_each_contatore_serves_one_sequence_in_the_text_every_one_in_bologna():
    pile = "KH QH KS QS EX"
    assert total(pile) == 10
    assert total(pile, BOLOGNA_CONTATORI) == 20
    assert len(seqs("KH QH KS QS EX T1")) == 2  # one contatore each


def test_an_ace_serves_its_suit_or_the_aces_for_the_best_count():
    # hearts with its ace 15, or hearts 10 and the aces 10
    assert seqs("KH QH NH 1H 1S 1D") == {"hearts": (10, "NH QH KH", ""), "aces": (10, "1S 1H 1D", "")}
    assert seqs("KH QH NH 1H 1S") == {"hearts": (15, "1H NH QH KH", "")}


def test_a_moretto_serves_the_grande_or_the_moretti():
    run = " ".join(f"T{n}" for n in range(5, 22))  # Angelo to 5: 17 cards, 80
    assert total(run) == 80
    # with the 4 and the 3: the grande to the 3 (19 cards, 90), or to the 5 (80) and the
    # Moretti 3 4 5? No: 5 in the grande leaves two. Grande to 6 (75) and Moretti 5 4 3 (10):
    # three Moretti make a sequence but cost 5: the longest grande wins
    assert total(run + " T4 T3") == 90


# --- doubling ------------------------------------------------------------------------------------

def test_three_sequences_double_their_points():
    assert total("KH QH NH KS QS NS") == 20
    assert total("KH QH NH KS QS NS T2 T3 T4") == 60
    assert count_sequences(cs("KH QH NH KS QS NS T2 T3 T4")).doubled


def test_the_contatori_go_where_they_make_the_third_sequence():
    # hearts and spades made; the Matto completes the Moretti (a third: doubled) rather than
    # adding nothing
    assert total("KH QH NH KS QS NS T2 T3 EX") == 60


# --- the fast count used by the players' playouts ------------------------------------------------

def test_fast_counts_agree_with_the_detailed_ones():
    deck = cards_of(TAROCCHINO_62)
    rng = random.Random(7)
    for _ in range(3000):
        pile = cardset(rng.sample(deck, rng.choice((6, 10, 15, 20, 30, 40))))
        for rule in (TEXT_CONTATORI, BOLOGNA_CONTATORI):
            assert sequence_points(pile, rule) == count_sequences(pile, rule).points
        assert combination_points(pile) == count_combinations(pile).points
        assert combination_points(pile, False) == count_combinations(pile, False).points


def test_fast_counts_agree_on_piles_rich_in_trumps():
    """The grande's long runs, with and without contatori, where the playouts' cache key drops
    the trumps past the run's last reachable gap."""
    trumps = cards_of(cs(" ".join(f"T{n}" for n in range(1, 22)) + " EX"))
    others = [c for c in cards_of(TAROCCHINO_62) if c not in trumps]
    rng = random.Random(11)
    for _ in range(3000):
        pile = cardset(rng.sample(trumps, rng.randint(3, 22)) + rng.sample(others, rng.randint(0, 12)))
        for rule in (TEXT_CONTATORI, BOLOGNA_CONTATORI):
            assert sequence_points(pile, rule) == count_sequences(pile, rule).points


def test_the_cache_key_keeps_only_what_changes_the_sequences():
    # the courts count by number; a suit without its king, or the trumps past a gap the
    # contatori cannot fill, count for nothing
    assert sequence_key(cs("KH QH NH")) == sequence_key(cs("KH QH JH"))
    assert sequence_key(cs("QS NS JS T2")) == sequence_key(cs("T2"))
    assert sequence_key(cs("T21 T20 T19 T18 T17 T15 T10")) == sequence_key(cs("T21 T20 T19 T18 T17 T12 T9"))
    # one contatore may fill the gap at 16: the 15 stays
    assert sequence_key(cs("T21 T20 T19 T18 T17 T15 EX")) != sequence_key(cs("T21 T20 T19 T18 T17 T14 EX"))
    # without the Angelo there is no grande: only the Moretti's number counts among the trumps
    assert sequence_key(cs("T20 T19 T18 T4 T3 T2")) == sequence_key(cs("T12 T5 T4 T3"))


# --- an independent count by brute force ---------------------------------------------------------

def _brute(pile: int, rule) -> int:
    """The best sequence count by trying every way to give each ambiguous card (contatore,
    ace, Moretto, the Begato) a place, each sequence then judged by its rule."""
    kinds = ("grande", "spades", "hearts", "diamonds", "clubs", "moretti", "aces")
    relevant, options = [], []
    for c in cards_of(pile & (CONTATORI | ACES | MORETTI)):
        relevant.append(c)
        if CONTATORI >> c & 1:
            options.append(("none",) + kinds + (("grande-card",) if c == parse_cards("T1")[0] else ()))
        elif ACES >> c & 1:
            options.append(("none", kinds[1 + c // 14], "aces"))
        else:
            options.append(("none", "grande", "moretti"))
    best = 0
    for choice in itertools.product(*options):
        where = dict(zip(relevant, choice))
        total = made = 0
        for kind in kinds:
            own = sum(1 << c for c, k in where.items() if k == kind and not CONTATORI >> c & 1)
            wild = sum(1 for c, k in where.items() if k == kind and CONTATORI >> c & 1)
            if rule.shared:
                wild = count(pile & CONTATORI) - sum(1 for c, k in where.items() if k == "grande-card")
            length = _judge(pile, kind, own, wild, where, rule)
            if length:
                total += 5 * length - 5
                made += 1
        best = max(best, total * (2 if made >= 3 else 1))
    return best


def _judge(pile: int, kind: str, own: int, wild: int, where: dict, rule) -> int:
    """The length of one sequence from its own cards and ``wild`` contatori (0: not made)."""
    suits = {"spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3}
    if kind in ("moretti", "aces"):
        n = count(own)
        return n + wild if n >= 2 and n + wild >= 3 else 0
    if kind in suits:
        s = suits[kind]
        king, courts = 1 << (s * 14 + 13), sum(1 << (s * 14 + r) for r in (10, 11, 12))
        if not pile & king or not pile & courts:
            return 0
        c = count(pile & courts)
        ace = 1 if own >> (s * 14) & 1 else 0
        slots = (3 - c) + (0 if pile & (1 << (s * 14)) else 1)
        used = wild if rule.extras else min(wild, slots)
        if c + min(used, 3 - c) < 2:
            return 0
        return 1 + c + ace + used
    # the grande: the Moretti and the Begato only where given to it
    if not pile >> ANGELO & 1:
        return 0
    r = count(pile & GRANDE) - 1
    if r == 0 or r + wild < 2:
        return 0
    length, free = 1 + r + max(0, 2 - r), wild - max(0, 2 - r)
    for i, card in enumerate(GRANDE_RUN):
        mine = pile >> card & 1 and (not (MORETTI | CONTATORI) >> card & 1 or where.get(card) in ("grande", "grande-card"))
        if mine:
            length += 1
            continue
        if free and not pile >> card & 1:
            free -= 1
            length += 1
            if rule.ends_trump_run and i > 0:
                break
            continue
        break
    if free:
        length += free if rule.extras else min(free, 3 - max(r, 2))
    return length


@pytest.mark.parametrize("rule", [TEXT_CONTATORI, BOLOGNA_CONTATORI], ids=["text", "bologna"])
def test_the_count_is_the_best_arrangement(rule):
    rng = random.Random(11)
    pool = cs("T21 T20 T19 T18 T17 T16 T15 T5 T4 T3 T2 T1 EX KH QH NH JH 1H KS QS 1S 1D 1C KD ND")
    for _ in range(50):
        pile = cardset(rng.sample(cards_of(pool), rng.randint(5, 14)))
        if count(pile & CONTATORI) * 2 + count(pile & (ACES | MORETTI)) > 8:
            continue
        assert count_sequences(pile, rule).points == _brute(pile, rule), cards_of(pile)
