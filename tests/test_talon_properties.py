"""Talon over many random deals: every player count, every preset (and every option at
once), every card accounted for, the card points as the charts say, victory points
zero-sum, only legal actions; the playout kernel and the fast scorer against the engine."""

from __future__ import annotations

import random

import pytest

from helpers import assert_scorer_matches_playout
from talon_helpers import ALL_OPTIONS, PRESETS, SPEC, assert_accounted, assert_points_total, random_action
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import Play
from tarocchi.engine.cards import cards_of
from tarocchi.engine.decks import points_of
from tarocchi.engine.games._talon_score import CARD_POINTS
from tarocchi.engine.protocol import IllegalAction

RULE_SETS = dict(PRESETS, **{"Everything": ALL_OPTIONS,
                             "Wild fool": dict(PRESETS["Complete Basic"], excuse_wild=True)})
DEALS = 200  #: per player count and rule set: 1,000 per player count, 5,000 in all (about 30 s of CPU)


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_deals_keep_the_rules(players: int, rules: str) -> None:
    options = RULE_SETS[rules]
    seen = set()
    for seed in range(DEALS):
        rng = random.Random(seed * 7 + players)
        state = SPEC.new_state(players, options, dealer=seed % players, seed=seed)
        assert_accounted(state)
        while state.to_move is not None:
            legal = state.legal_actions()
            assert legal and all(state.check(a) is None for a in legal)
            action = random_action(state, rng)
            if type(action) is Play:  # a card not offered is refused and changes nothing
                others = [c for c in cards_of(state.hands[state.to_move]) if Play(c) not in legal]
                if others:
                    before = state.clone()
                    with pytest.raises(IllegalAction):
                        state.apply(Play(rng.choice(others)))
                    assert state.hands == before.hands and state.trick == before.trick
            state.apply(action)
            assert_accounted(state)
        scores = state.scores()
        assert len(scores) == players and abs(sum(scores)) < 1e-9
        assert_points_total(state)
        result = state.result()
        seen.add(result.get("contract") or result.get("annulled"))
        assert SPEC.factory.describe_result(result, players) is not None
    assert len(seen) >= (1 if players == 2 else 3), seen


def side_points(state, sides) -> list[int]:
    out = [0] * (max(sides) + 1)
    for seat, side in enumerate(sides):
        out[side] += points_of(state.won[seat], CARD_POINTS)
    return out


def play_out_straw(state, rng: random.Random) -> None:
    """Play on while straw cards remain (the kernel plays the rest)."""
    while state.to_move is not None and not state.plain_play():
        state.apply(rng.choice(state.legal_actions()))


def to_play(players: int, options: dict, seed: int):
    rng = random.Random(seed)
    state = SPEC.new_state(players, options, dealer=seed % players, seed=seed)
    while state.to_move is not None and state.phase != "play":
        state.apply(random_action(state, rng))
    return (state, rng) if state.phase == "play" else (None, rng)


@pytest.mark.parametrize("options", [{}, {"excuse_wild": True}, {"misere": True, "excuse_wild": True}],
                         ids=["fool-trump", "fool-wild", "misere"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_kernel_plays_as_the_engine(players: int, options: dict) -> None:
    """Same legal cards, same trick winners, same card points by side (the wild fool back
    to its owner, 8.1)."""
    checked = 0
    for seed in range(60):
        state, rng = to_play(players, options, seed)
        if state is None:
            continue
        play_out_straw(state, rng)
        if state.to_move is None:
            continue
        kernel = Kernel.from_world(state)
        assert kernel is not None
        before = side_points(state, kernel.side)
        while state.to_move is not None:
            legal = sum(1 << a.card for a in state.legal_actions())
            assert kernel.legal() == legal, f"seed {seed}"
            card = rng.choice(cards_of(legal))
            winner = kernel.play(card)
            state.apply(Play(card))
            if winner is not None:
                assert state.tricks[-1][2] == winner, f"seed {seed}"
        after = side_points(state, kernel.side)
        assert [a - b for a, b in zip(after, before)] == kernel.points, f"seed {seed}"
        checked += 1
    assert checked >= (5 if players == 2 else 20)


@pytest.mark.parametrize("rules", ["Introductory", "Complete Basic", "Everything", "Wild fool"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_outcome_scorer_matches_the_engine(players: int, rules: str) -> None:
    """Talon's fast scorer, fed the kernel's playout from any point of the card play, gives
    the victory points the engine gives after the same cards."""
    checked = 0
    for seed in range(80 if players > 2 else 400):
        state, rng = to_play(players, RULE_SETS[rules], seed)
        if state is None:
            continue
        play_out_straw(state, rng)
        for _ in range(rng.randrange(1 + sum(h.bit_count() for h in state.hands))):
            if state.to_move is None:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.to_move is None or state.outcome_scorer() is None:
            continue
        assert_scorer_matches_playout(state, rng, f"seed {seed}")
        checked += 1
    assert checked >= 15 if players > 2 else checked >= 8


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_sampled_worlds_keep_what_each_seat_knows(players: int) -> None:
    """A world sampled for a seat keeps its hand, the sizes, the tricks, the talon and the
    discard where it saw them, the cards shown or laid out, and the called card's holder as
    the partner; and it plays on legally."""
    from helpers import assert_sample_keeps_what_is_seen

    options = RULE_SETS["Everything"]
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = SPEC.new_state(players, options, dealer=seed % players, seed=seed)
        for _ in range(rng.randrange(40)):
            if state.to_move is None:
                break
            state.apply(random_action(state, rng))
        if state.to_move is None:
            continue
        for seat in range(players):
            world = state.sample_world(seat, rng)
            assert_sample_keeps_what_is_seen(state, world, seat)
            for other in range(players):
                shown = state.exposed_cards()[other] & state.hands[other]
                assert world.hands[other] & shown == shown
            if getattr(state, "called", None) is not None and state.phase not in ("auction", "call"):
                holder = [s for s in range(players) if (world.hands[s] >> state.called) & 1]
                if holder and holder[0] != world.declarer:
                    assert world.partners == holder
            for _ in range(3):
                if world.to_move is None:
                    break
                world.apply(rng.choice(world.legal_actions()))
            checked += 1
    assert checked >= 60
