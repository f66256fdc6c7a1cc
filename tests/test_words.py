"""Phrases the engine writes for people (engine/words.py) and the summary hook."""

import pytest

from tarocchi.engine.registry import games
from tarocchi.engine.words import (
    CardsRef, DealSummary, Line, Payment, SeatRef, line, payments_from_scores, say,
)


def test_phrase_renders_seats_cards_and_nested_phrases():
    phrase = say("{seat} wins {what} with {cards}", seat=SeatRef(1),
                 what=say("{n} points", n=3.5), cards=CardsRef((76,)))
    assert phrase.render(["Ann", "Bob"]) == "Bob wins 3.5 points with the 21 of trumps"
    assert str(phrase) == "seat 2 wins 3.5 points with the 21 of trumps"
    assert phrase.render(["Ann", "Bob"], card_name=lambda c: "il Mondo") == "Bob wins 3.5 points with il Mondo"


def test_translation_applies_to_every_template():
    table = {"{seat} pays {amount}": "{seat} paie {amount}", "yes": "oui"}
    phrase = say("{seat} pays {amount}", seat=SeatRef(0), amount=say("{x}", x=True))
    assert phrase.render(["Ann"], translate=lambda t: table.get(t, t)) == "Ann paie oui"


def test_a_missing_field_is_refused_at_once():
    with pytest.raises(ValueError):
        say("{seat} pays {amount}", seat=SeatRef(0))


def test_line_shares_arguments_between_label_and_value():
    row = line("Pagat ultimo", "won by {seat}, doubled", seat=SeatRef(2))
    assert isinstance(row, Line)
    assert row.label.render() == "Pagat ultimo"
    assert row.value.render(["a", "b", "c"]) == "won by c, doubled"


def test_payments_settle_zero_sum_scores():
    pays = payments_from_scores([-6, 2, 2, 2])
    assert sum(p.amount for p in pays) == 6
    assert all(p.payer == 0 for p in pays)
    assert payments_from_scores([3, -1, -1, -1]) == (Payment(1, 0, 1), Payment(2, 0, 1), Payment(3, 0, 1))
    summary = DealSummary(say("Deal over"), (), pays)
    assert summary.payment_phrases()[0].render(["A", "B", "C", "D"]) == "2 from A to B"


def test_every_game_answers_describe_result():
    for spec in games():
        assert hasattr(spec.factory, "describe_result"), spec.id


def test_a_translation_agrees_with_the_gender_of_a_contract_name(monkeypatch):
    """``{what|f:perdue|perdu}`` chooses by the gender the language gives the word in field
    ``what``; a word of unknown gender takes the default."""
    from tarocchi.engine import words
    table = {"{team} lost the {what}": "{team} : {what} {what|f:perdue|perdu}",
             "Preference": "Préférence", "Duo": "Duo"}
    genders = {"Preference": "f", "Duo": "m"}
    monkeypatch.setattr(words, "_gender_of", lambda word: "")
    words.set_gender_lookup(genders.get)
    try:
        render = lambda title: say("{team} lost the {what}", team=SeatRef(0), what=words.text(title)).render(
            ["Anna"], translate=lambda t: table.get(t, t))
        assert render("Preference") == "Anna : Préférence perdue"
        assert render("Duo") == "Anna : Duo perdu"
        assert render("Solo") == "Anna : Solo perdu"  # no gender known: the default
    finally:
        words.set_gender_lookup(None)
    assert say("{team} lost the {what}", team=SeatRef(0), what=words.text("Duo")).render(["Anna"]) \
        == "Anna lost the Duo"


def test_a_translation_asks_a_nested_phrase_for_its_case():
    """``{points:dat}`` renders the phrase in ``points`` in the dative, whose translation
    chooses with ``{case|dat:einem|ein}``; elsewhere the same phrase keeps its plain form."""
    from tarocchi.engine.words import tally_words
    table = {"{seat} won with {points}": "{seat} gewann mit {points:dat}", "{seat} took {points}": "{seat} hat {points}",
             "{points} and one card": "{points} und {case|dat:einem|ein} Blatt"}
    tr = lambda t: table.get(t, t)
    assert say("{seat} won with {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(
        ["Anna"], translate=tr) == "Anna gewann mit 40 und einem Blatt"
    assert say("{seat} took {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(
        ["Anna"], translate=tr) == "Anna hat 40 und ein Blatt"
    assert say("{seat} won with {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(["Anna"]) \
        == "Anna won with 40 and one card"
