"""Helpers for the Talon tests: deals built by hand, random play, card accounting."""

from __future__ import annotations

import random

from tarocchi.engine.actions import Bid, Declare
from tarocchi.engine.cards import card_name, cardset, cards_of, count, parse_cards
from tarocchi.engine.decks import points_of
from tarocchi.engine.games._talon_score import CARD_POINTS, deck_points, talon_deck
from tarocchi.engine.registry import get_game

SPEC = get_game("talon")
PRESETS = {p.name: dict(p.options) for p in SPEC.presets}
ALL_OPTIONS = {o.name: True for o in SPEC.options}


def cs(text: str) -> int:
    return cardset(parse_cards(text))


def deal_with(n: int, fixed: dict[int, str], talon: str = "", seed: int = 0) -> dict:
    """A deal record where the named seats hold (at least) the given cards and the talon
    starts with the given ones (in order); the other cards are dealt at random."""
    hands = {s: parse_cards(t) for s, t in fixed.items()}
    talon_cards = parse_cards(talon)
    used = cardset([c for h in hands.values() for c in h] + talon_cards)
    rest = cards_of(talon_deck(n) & ~used)
    random.Random(seed).shuffle(rest)
    out = []
    for s in range(n):
        h = list(hands.get(s, []))
        while len(h) < 12:
            h.append(rest.pop())
        out.append(h)
    while len(talon_cards) < 6:
        talon_cards.append(rest.pop())
    assert not rest
    return {"hands": [[card_name(c) for c in h] for h in out], "talon": [card_name(c) for c in talon_cards]}


def new(n: int = 3, deal: dict | None = None, seed: int | None = 0, dealer: int = 0, **options):
    return SPEC.new_state(n, options, dealer=dealer, seed=None if deal else seed, deal=deal)


def act(state, *notations: str) -> None:
    from tarocchi.engine.actions import parse_action
    for text in notations:
        state.apply(parse_action(text))


def places(state) -> list[int]:
    """Every place a card may lie in: hands, talon, discard, won piles, trick, straw piles."""
    out = list(state.hands) + [state.talon, state.discard] + list(state.won) + [cardset(state.trick)]
    if getattr(state, "piles", None):
        out.append(cardset(c for s in state.piles for p in s for c in p))
    elif getattr(state, "straw_deal", None) is not None:  # not laid out yet
        out.append(cardset(c for s in state.straw_deal for p in s for c in p))
    return out


def assert_accounted(state) -> None:
    """Every card of the deck in exactly one place."""
    spots = places(state)
    union = 0
    for mask in spots:
        union |= mask
    assert sum(count(m) for m in spots) == count(union), "a card lies in two places"
    assert union == talon_deck(state.n), "a card is missing"


def assert_points_total(state) -> None:
    """The card points of the finished deal add up to the chart's total (1.6 and the chart)."""
    result = state.result()
    total = deck_points(state.n)
    if result.get("annulled"):
        return
    if result.get("misere"):
        assert sum(result["card_points"]) + points_of(state.talon, CARD_POINTS) == total
    elif result.get("straw"):
        assert sum(result["card_points"]) == total == 106
    elif not result.get("surrendered"):
        assert result["card_points"]["declarer"] + result["card_points"]["defenders"] == total
        assert result["total"] == total


def random_action(state, rng: random.Random):
    """A random legal action, passing now and then in the auction so that every contract
    (and the misère) is played."""
    legal = state.legal_actions()
    if state.phase == "auction" and rng.random() < 0.55:
        passes = [a for a in legal if type(a) is Bid and a.name == "pass"]
        if passes:
            return passes[0]
    if state.phase == "announce" and rng.random() < 0.6:
        return Declare("none")
    return rng.choice(legal)
