"""Talon's two-player straw-man game (8.2) in the bots' playout kernel
(``StrawMen.kernel_plays_straw``): from random points of the play with straw cards left, the
kernel's legal cards, hands and face-up straw cards equal the engine's at every step of a
random playout, 8.2.2 (tarocks, the fool and kings taken into the hand) on and off; and
the straw game's outcome scorer, fed the kernel's playout, gives the engine's scores
(the majority or the take, the valat, the pagat in the last trick, the honours)."""

from __future__ import annotations

import random

import pytest

from helpers import assert_scorer_matches_playout
from talon_helpers import ALL_OPTIONS, SPEC
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import Bid, Play
from tarocchi.engine.cards import count

BONUSES = {"pagat_ultimo": True, "valat": True, "honours": True}
#: the options the straw game reads (8.2.1, 8.2.2, 8.2.3); the others change nothing at two
OPTION_SETS = {
    "plain": {},
    "8.2.2": {"straw_tarocks_kings": True},
    "bonuses": BONUSES,
    "8.2.2 bonuses take": dict(BONUSES, straw_tarocks_kings=True, straw_take=True),
    "wild fool take": dict(BONUSES, excuse_wild=True, straw_take=True),
    "everything": ALL_OPTIONS,
}


def straw_position(options: dict, seed: int) -> tuple[object, random.Random] | tuple[None, random.Random]:
    """A random deal taken or passed at random (8.2.3) and played at random for a random
    number of cards, straw cards still left (None if it ended or none are left)."""
    rng = random.Random(seed)
    state = SPEC.new_state(2, options, dealer=seed % 2, seed=seed)
    while state.to_move is not None and state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(rng.randrange(0, 36)):
        if state.to_move is None or not state.straw_left():
            break
        state.apply(rng.choice(state.legal_actions()))
    if state.to_move is None or not state.straw_left():
        return None, rng
    return state, rng


@pytest.mark.parametrize("name", ["plain", "8.2.2", "wild fool take", "everything"])
def test_the_kernel_turns_up_talons_straw_men_as_the_engine_does(name: str) -> None:
    options = OPTION_SETS[name]
    checked = taken = last_up = 0
    for seed in range(40):
        state, rng = straw_position(options, seed)
        if state is None:
            continue
        assert state.plain_play() and state.view(state.to_move).table.plain_play
        kernel = Kernel.from_world(state)
        assert kernel is not None and kernel.straw
        assert kernel.cards_left() == sum(count(state.to_play(s)) for s in range(2))
        while state.to_move is not None:
            assert kernel.to_move == state.to_move
            assert kernel.legal() == sum(1 << a.card for a in state.legal_actions()), f"seed {seed}"
            assert kernel.hands == [state.holding(s) for s in range(2)], f"seed {seed}"
            assert kernel.tops == state.face_up_cards(0) | state.face_up_cards(1), f"seed {seed}"
            assert kernel.cards_left() == sum(count(state.to_play(s)) for s in range(2))
            before = sum(count(t) for t in state.taken_up)
            card = rng.choice([a.card for a in state.legal_actions()])
            winner = kernel.play(card)
            state.apply(Play(card))
            if winner is not None:
                assert state.tricks[-1][2] == winner, f"seed {seed}"
            taken += sum(count(t) for t in state.taken_up) > before
            last_up += any(up and len(p) == 1 for s in (0, 1) for p, up in zip(state.piles[s], state.face_up[s]))
        assert kernel.tricks_left == 0 and not kernel.straw
        checked += 1
    assert checked >= 25
    if options.get("straw_tarocks_kings"):
        assert taken  # a tarock, the fool or a king turned up during the play went into the hand
    else:
        assert not taken and last_up  # nothing is taken, a pile's last card stays face up


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_straw_scorer_equals_the_engine_with_straw_cards_left(name: str) -> None:
    options = OPTION_SETS[name]
    checked = 0
    items: set[str] = set()
    for seed in range(150):
        state, rng = straw_position(options, seed)
        if state is None:
            continue
        assert state.outcome_scorer() is not None
        assert_scorer_matches_playout(state, rng, f"seed {seed}")
        items.update(i["item"] for i in state.result()["items"])
        checked += 1
    assert checked >= 100
    if options.get("honours") and options.get("pagat_ultimo"):
        assert {"pagat-ultimo", "all-three", "all-four"} <= items, items
    assert items & {"take", "majority"}


def valat_deal() -> dict:
    """Seat 0 (the forehand, dealer 1) holds T21 … T7, and on its straw men T6 … T3, the
    fool, the four kings and three queens; seat 1 the pagat and T2, and enough spades,
    hearts and diamonds in hand to follow each of seat 0's suit leads: every card seat 0
    plays wins, so every playout ends in its valat, whatever is played."""
    hand0 = " ".join(f"T{k}" for k in range(21, 6, -1))
    straw0 = "T6 T5 T4 T3  EX KS KH KD  KC QS QH QD".split()
    hand1 = "T1 T2 7S 8S 9S 10S 7H 8H 9H 10H 7D 8D 9D 10D 7C".split()
    straw1 = "JS NS JH NH  JD ND 8C 9C  10C JC NC QC".split()
    return {"hands": [hand0.split(), hand1],
            "straw": [[cards[4 * i:4 * i + 4] for i in range(3)] for cards in (straw0, straw1)]}


@pytest.mark.parametrize("take", [False, True])
def test_straw_scorer_counts_the_valat_with_straw_cards_left(take: bool) -> None:
    """8.2.1: the valat is worth 4, with a taker four times the take (8); the kernel's
    playouts of a deal that can only end in a valat score it as the engine does."""
    options = dict(BONUSES, straw_take=take, straw_tarocks_kings=take)
    for seed in range(6):
        rng = random.Random(seed)
        state = SPEC.new_state(2, options, dealer=1, deal=valat_deal())
        if take:
            state.apply(Bid("take"))
        for _ in range(rng.randrange(0, 6)):
            state.apply(rng.choice(state.legal_actions()))
        assert state.straw_left() and state.outcome_scorer() is not None
        assert_scorer_matches_playout(state, rng, f"seed {seed}")
        valat = [i for i in state.result()["items"] if i["item"] == "valat"]
        assert valat == [{"item": "valat", "seat": 0, "amount": 8 if take else 4}]
