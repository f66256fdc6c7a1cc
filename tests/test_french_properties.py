"""Property tests over many random French Tarot deals, for every player count."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from helpers import SPEC
from tarocchi.engine.actions import Action, Bid, Declare, Discard, Play
from tarocchi.engine.cards import FULL_PACK, count
from tarocchi.engine.decks import points_of
from tarocchi.engine.games.french_tarot import HALF_POINTS, LAYOUT
from tarocchi.engine.protocol import IllegalAction

DEALS = {2: 1000, 3: 1000, 4: 1000, 5: 1000}




def check_conservation(state) -> None:
    total = state.talon | state.discard
    seen = count(state.talon) + count(state.discard)
    for h in state.hands:
        total |= h
        seen += count(h)
    for w in state.won:
        total |= w
        seen += count(w)
    for c in state.trick:
        total |= 1 << c
        seen += 1
    # every card is in exactly one place (the chien is merged into the taker's hand when taken)
    if state.contract in ("take", "guard") and state.phase not in ("auction", "call"):
        seen -= count(state.talon)
        total_places = seen
    else:
        total_places = seen
    assert total == FULL_PACK
    assert total_places == 78


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_deals(n):
    rng = random.Random(n)
    for i in range(DEALS[n]):
        state = SPEC.new_state(n, dealer=i % n, seed=rng.randrange(2**40))
        while state.to_move is not None:
            legal = state.legal_actions()
            assert legal, "a seat to move always has a legal action"
            for a in legal:
                assert state.check(a) is None, (a, state.check(a))
            mover, phase, trick_len = state.to_move, state.phase, len(state.trick)
            action = rng.choice(legal)
            state.apply(action)
            check_conservation(state)
            if state.to_move is None:
                break
            # the next player is the one the rules name
            if phase == "auction" and state.phase == "auction":
                assert state.to_move == (mover + 1) % n
            if phase == "play" and type(action) is Play:
                if trick_len < n - 1:
                    assert state.to_move == (mover + 1) % n
                else:
                    assert state.to_move == state.tricks[-1][2]  # the trick's winner leads
            if type(action) is Declare and phase == "play":
                assert state.to_move == mover  # a poignée is shown, then the card played
        scores = state.scores()
        assert sum(scores) == 0
        if state.annulled:
            assert scores == [0] * n
            continue
        r = state.result()
        assert r["card_points"]["taker"] + r["card_points"]["defence"] == 91
        everything = state.discard | (state.talon if state.contract not in ("take", "guard") else 0)
        for w in state.won:
            everything |= w
        assert everything == FULL_PACK
        assert points_of(FULL_PACK, HALF_POINTS) == 182
        assert len(state.tricks) == LAYOUT[n][0]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.sampled_from([3, 4, 5]), junk=st.integers(0, 77))
def test_illegal_actions_change_nothing(seed, n, junk):
    rng = random.Random(seed)
    state = SPEC.new_state(n, seed=seed)
    while state.to_move is not None:
        legal = state.legal_actions()
        candidates: list[Action] = [Play(junk), Discard(junk), Bid("guard"), Declare("chelem")]
        for wrong in candidates:
            if state.check(wrong) is not None:
                before = (list(state.hands), list(state.won), list(state.trick), state.phase, state.to_move,
                          len(state.history), state.discard)
                with pytest.raises(IllegalAction) as info:
                    state.apply(wrong)
                assert info.value.rule
                assert before == (list(state.hands), list(state.won), list(state.trick), state.phase,
                                  state.to_move, len(state.history), state.discard)
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("n", [3, 4, 5])
def test_sampled_worlds_respect_what_the_seat_knows(n):
    rng = random.Random(10 + n)
    for i in range(60):
        state = SPEC.new_state(n, seed=rng.randrange(2**40))
        steps = rng.randrange(5, 60)
        while state.to_move is not None and steps:
            state.apply(rng.choice(state.legal_actions()))
            steps -= 1
        if state.to_move is None:
            continue
        seat = state.to_move
        inferred = state.play_inferences()
        for _ in range(3):
            world = state.sample_world(seat, rng)
            assert world.hands[seat] == state.hands[seat]
            assert world.won == state.won and world.trick == state.trick
            assert [count(h) for h in world.hands] == [count(h) for h in state.hands]
            assert world.legal_actions() == state.legal_actions()
            for other in range(n):
                assert not world.hands[other] & inferred[other], "a void shown in play is kept"
            if state.talon_visible_to(seat):
                assert world.talon == state.talon
            if seat == state.taker:
                assert world.discard == state.discard
            # the world plays on without error
            while world.to_move is not None:
                world.apply(rng.choice(world.legal_actions()))
            assert sum(world.scores()) == 0
