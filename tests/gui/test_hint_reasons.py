"""Hints that teach (issue 21): the reason names the trick's winning card, what is at stake,
the petit's or the Pagat's danger and the points left in a suit, in the skin's words; the
search's expected score of the suggestion against the person's own card."""

from __future__ import annotations

from tarocchi.bots.hint_text import hint, reason
from tarocchi.engine.actions import Play, parse_action
from tarocchi.engine.cards import parse_card
from tarocchi.engine.tutorial import get_tutorial
from tarocchi.gui.faces import Faces

NAMES = ["You", "Anna", "Bruno", "Chloé"]


def position(tutorial_id: str, index: int):
    """A hand-built position: a tutorial's fixed deal, played to ``index`` of its script."""
    tutorial = get_tutorial(tutorial_id)
    state = tutorial.new_state()
    for action in tutorial.actions()[:index]:
        state.apply(action)
    return state


def said(state, card: str, skin: str = "french") -> str:
    faces = Faces(skin, naming=state.spec.card_naming)
    return reason(state.view(state.to_move), Play(parse_card(card))).render(NAMES, faces.card_words)


def test_the_reason_names_the_card_that_holds_the_trick():
    state = position("french-tarot", 39)  # Anna's queen of hearts leads, the cavalier and the 7 follow
    text = said(state, "4H")
    assert "the queen of hearts holds the trick" in text and "0.5 points" in text


def test_the_reason_names_the_card_beaten_and_the_stake():
    state = position("french-tarot", 15)  # the 9, 2 and 6 of hearts: the king takes them
    text = said(state, "KH")
    assert "beats the 9 of hearts" in text and "6 points at stake" in text


def test_the_reason_says_the_petit_is_taken():
    state = position("french-tarot", 45)  # Chloé leads the petit; the 21 takes it
    text = said(state, "T21")
    assert "takes the petit" in text


def test_the_reason_warns_of_the_pagats_danger():
    state = position("talon", 13)  # you hold the pagat; a diamond lead
    text = said(state, "7D")
    assert "keep the pagat back" in text and "trumps are still out" in text


def test_the_reason_counts_the_points_left_in_a_suit():
    state = position("talon", 25)  # the king of diamonds has fallen; the 8 is led
    text = said(state, "8D")
    assert "points of that suit" in text and "is still out" in text


def test_the_reason_follows_the_italian_skin():
    state = position("french-tarot", 39)
    text = said(state, "4H", "italian")
    assert "cups" in text and "hearts" not in text
    coins = said(position("french-tarot", 48), "9D", "italian")
    assert "coins" in coins and "diamonds" not in coins


def test_a_hint_gives_the_searchs_values_of_the_cards():
    state = position("french-tarot", 39)
    values: dict = {}
    action, phrase = hint(state, 0, "medium", budget=200, values=values)
    assert {"play 4H", "play 8H"} <= set(values) and action.notation() in values
    assert "holds the trick" in phrase.render(NAMES)


def test_the_window_compares_the_suggestion_with_the_persons_card(qapp):
    from tarocchi.gui.hints import HintRunner

    runner = HintRunner()
    runner._at = 39
    runner._job = 1
    runner._answered(1, {"action": "play 4H", "said": {"say": "x"}, "values": {"play 4H": 2.5, "play 8H": -1.0}})
    phrase = runner.compare(parse_action("play 8H"), 39)
    faces = Faces("italian")
    text = phrase.render(NAMES, faces.card_words)
    assert text == "The search expected +2.5 from the 4 of cups and -1.0 from the 8 of cups, your choice"
    assert runner.compare(parse_action("play 8H"), 39) is None  # said once


def test_bids_and_discards_say_why_in_the_games_terms():
    from tarocchi.engine.actions import Bid, Discard

    state = position("french-tarot", 3)  # your bid: ten trumps and a king
    assert reason(state.view(0), Bid("guard")).render() == \
        "with 10 trumps and 1 king your hand is strong enough for it"
    state = position("french-tarot", 5)  # the 7 of clubs laid away: the 2 is the last club
    assert "void in that suit" in reason(state.view(0), Discard(parse_card("2C"))).render()


def test_the_comparison_is_collected_for_translation():
    """The search's comparison is said by the window in the window's language: its template
    is one of the engine's words the catalogue collects (it was left in English)."""
    from tarocchi.bots.hint_text import compared
    from tarocchi.commands.i18n import engine_words

    assert compared("+1.0", parse_card("4H"), "-1.0", parse_card("8H")).template in engine_words()
