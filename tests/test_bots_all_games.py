"""Every bot level plays every registered game at every player count: no illegal action."""

from __future__ import annotations

import random
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarocchi.bots.base import decide, make_bot
from tarocchi.engine.registry import games

LEVELS = ("random", "easy", "medium", "hard", "oracle")
CASES = [(spec.id, n) for spec in games() for n in spec.players]
MOST = max(n for _, n in CASES)  #: the most players of any registered game


@pytest.mark.parametrize("game,players", CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_level_plays_a_whole_deal(game: str, players: int, level: str) -> None:
    spec = next(s for s in games() if s.id == game)
    for deal in range(1):
        seed = zlib.crc32(f"{game}/{players}/{level}/{deal}".encode())
        state = spec.new_state(players, dealer=deal % players, seed=seed)
        # the level in seat 0 and every other seat alternating with the easy player
        bots = [make_bot(level if s % 2 == 0 else "easy") for s in range(players)]
        play_legally(state, bots, random.Random(seed), budget=12)
        assert len(state.scores()) == players


def play_legally(state, bots, rng: random.Random, budget: int) -> None:
    """Play the deal to its end, asserting that every action the bots choose is legal."""
    steps = 0
    while state.to_move is not None:
        action = decide(state, bots[state.to_move], rng, budget=budget)
        assert state.check(action) is None, \
            f"{bots[state.to_move].level} chose an illegal {action} in {state.spec.id}"
        state.apply(action)
        steps += 1
        assert steps < 5000


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1),
       levels=st.lists(st.sampled_from(("easy", "medium", "hard")), min_size=MOST, max_size=MOST))
def test_search_levels_stay_legal_in_every_registered_game(case, seed, levels) -> None:
    """Property (issue 19): in any game of the registry (games merged later included), any
    deal, any mix of levels at a small budget, every action chosen is legal."""
    game, players = case
    spec = next(s for s in games() if s.id == game)
    state = spec.new_state(players, dealer=seed % players, seed=seed)
    play_legally(state, [make_bot(level) for level in levels[:players]], random.Random(seed), budget=16)
