"""Counting in threes ("in Lagen"), on the Austrian book's own examples (002, "Counting")."""

import pytest

from tarocchi.engine.cards import cardset, parse_cards
from tarocchi.engine.counting import Tally, count_in_pairs, count_in_threes
from tarocchi.engine.decks import TAROCK_54, TAROT_78, points_of, standard_value


def tally(text: str) -> Tally:
    return count_in_threes(cardset(parse_cards(text)))


@pytest.mark.parametrize("cards,points", [
    ("KH QH NH", 10),   # a) King, Queen, Knight: 5 + 4 + 3 - 2
    ("QS NS 9S", 6),    # b) Queen, Knight, Nine: 4 + 3 + 1 - 2
    ("KC JC EX", 10),   # c) King, Jack, Sküs: 5 + 2 + 5 - 2
    ("KD T2 T5", 5),    # d) King, Tarock II, Tarock V: the honour's value
    ("7S 8C T9", 1),    # e) three common cards: 1
])
def test_lagen_examples(cards, points):
    assert tally(cards) == Tally(points, 0)


def test_leftover_cards_carry_a_mark():
    assert str(tally("KH QH NH JH")) == "11/one card"   # 10 for the Lage, 2 - 1 for the jack
    assert str(tally("KH QH")) == "7/two cards"          # 9 - 2
    assert tally("KH QH").rounded() == 8                 # "two cards" counts as a point
    assert tally("KH QH NH JH").rounded() == 11          # "one card" does not


def test_whole_pack_counts_106_one_by_one_and_70_in_threes():
    assert sum(standard_value(c) for c in range(78) if TAROCK_54 >> c & 1) == 106
    assert count_in_threes(TAROCK_54) == Tally(70, 0)


def test_any_split_of_the_pack_sums_to_70():
    left = cardset(parse_cards("KH QH NH JH 1H 2H EX T21 T1 T5 7S 8S 9S 10S KS"))
    right = TAROCK_54 & ~left
    total = count_in_threes(left).units + count_in_threes(right).units
    assert total == 210


def test_french_counting_in_pairs_gives_91():
    assert count_in_pairs(TAROT_78) == Tally(91, 0, 2)
    assert points_of(cardset(parse_cards("KS 2S")), tuple(2 * standard_value(c) - 1 for c in range(78))) == 10
