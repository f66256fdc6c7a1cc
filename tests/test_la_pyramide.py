"""La Pyramide: layout, every pairing rule, free stacks, drawing, the end and the score."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.engine.actions import Draw, Pair, parse_action
from tarocchi.engine.cards import EXCUSE, card_name, parse_card
from tarocchi.engine.events import CardMoved, DealEnded
from tarocchi.engine.games._pyramide_solver import solve
from tarocchi.engine.games.la_pyramide import (
    POINTS, Pyramide, can_pair, deal_layout, free_stacks, geometry, may_pair,
)
from tarocchi.engine.protocol import IllegalAction, OptionError
from tarocchi.engine.registry import get_game

SPEC = get_game("la-pyramide")
C = parse_card


def build(rows: int, pyramid: list[str], draw: str = "", **options) -> Pyramide:
    """A game with the given stacks (row by row, bottom card first, cards space-separated)
    and a draw deck starting with ``draw``, then every other card in index order."""
    stacks = [s.split() for s in pyramid]
    used = {C(c) for s in stacks for c in s} | {C(c) for c in draw.split()}
    rest = draw.split() + [card_name(c) for c in range(78) if c not in used]
    return SPEC.new_state(1, {"rows": rows, **options}, deal={"pyramid": stacks, "draw": rest})


#: rows=3: stack 0 top; 1, 2 the second row; 3, 4, 5 the bottom row.
CLEARABLE = ["7S", "T5 T6", "T7 T8", "T2 T3 T4", "1S 2S 3S", "4S 5S 6S"]


# --- the game and the layout ----------------------------------------------------------------

def test_registered_as_a_solitaire():
    assert SPEC.kind == "solitaire" and SPEC.players == (1,)
    assert SPEC.params().options["rows"] == 5
    with pytest.raises(OptionError):
        SPEC.params(1, {"rows": 6})


@pytest.mark.parametrize("rows, cards", [(3, 14), (4, 30), (5, 55)])
def test_row_r_holds_r_stacks_of_r_cards(rows, cards):
    state = SPEC.new_state(1, {"rows": rows}, seed=7)
    geo = geometry(rows)
    assert [len(s) for s in state.stacks] == [geo.size(k) for k in range(geo.n_stacks)]
    assert sum(len(s) for s in state.stacks) == cards
    assert len(state.draw_order) == 78 - cards
    every = [c for s in state.stacks for c in s] + list(state.draw_order)
    assert sorted(every) == list(range(78))


def test_a_deal_number_always_deals_the_same_game():
    a, b = SPEC.new_state(1, seed=1234), SPEC.new_state(1, seed=1234)
    assert a.deal_record() == b.deal_record()
    assert a.deal_record() != SPEC.new_state(1, seed=1235).deal_record()
    assert a.deal_record()["pyramid"][0] == ["NH"]  # pinned: deal #1234 must never change


def test_layered_dealing_order():
    stacks, draw = deal_layout(5, 3)
    pack = list(range(78))
    random.Random(5).shuffle(pack)
    # layer 1: one card on each of the 6 stacks; layer 2: stacks 1-5; layer 3: stacks 3-5
    assert [s[0] for s in stacks] == pack[:6]
    assert [s[1] for s in stacks[1:]] == pack[6:11]
    assert [s[2] for s in stacks[3:]] == pack[11:14]
    assert draw == tuple(pack[14:])


def test_deal_record_round_trip_and_bad_records():
    state = SPEC.new_state(1, seed=99)
    again = SPEC.new_state(1, deal=state.deal_record())
    assert again.stacks == state.stacks and again.draw_order == state.draw_order
    record = state.deal_record()
    record["draw"] = record["draw"][:-1]
    with pytest.raises(ValueError, match=r"deal.draw: must hold 23 cards, not 22"):
        SPEC.new_state(1, deal=record)
    for field, value, problem in (("deal", "x", "deal.deal: must be a whole number"),
                                  ("rows", 4, "deal.rows: is 4"),
                                  ("pyramid", [["KS"]] * 15, r"deal.pyramid\[1\]: must hold 2 cards")):
        record = state.deal_record()
        record[field] = value
        with pytest.raises(ValueError, match=problem):
            SPEC.new_state(1, deal=record)


def test_view_shows_only_face_up_cards():
    state = SPEC.new_state(1, seed=3)
    extra = state.view(0).extra
    assert [h for h, _, _ in extra["stacks"]] == state.heights
    assert [top for _, top, _ in extra["stacks"]] == [s[-1] for s in state.stacks]
    assert extra["deck"] == 23 and extra["drawn"] is None
    assert state.view(0).legal == tuple(state.legal_actions())


# --- pairing rules -------------------------------------------------------------------------------

@pytest.mark.parametrize("a, b", [("KH", "7S"), ("QD", "8C"), ("NS", "9H"), ("JC", "10D")])
def test_suit_cards_worth_21_pair(a, b):
    assert can_pair(C(a), C(b)) and can_pair(C(b), C(a))


@pytest.mark.parametrize("a, b", [("KH", "8S"), ("10S", "10H"), ("KH", "QS"), ("JS", "1H"), ("7S", "7H")])
def test_suit_cards_not_worth_21_do_not_pair(a, b):
    assert not can_pair(C(a), C(b))


@pytest.mark.parametrize("t", ["T2", "T11", "T20"])
@pytest.mark.parametrize("s", ["1S", "6H", "10D", "KC"])
def test_a_trump_pairs_with_any_suit_card(t, s):
    assert can_pair(C(t), C(s))


def test_two_trumps_pair_only_when_they_make_21():
    assert can_pair(C("T2"), C("T19")) and can_pair(C("T10"), C("T11"))
    assert not can_pair(C("T2"), C("T18")) and not can_pair(C("T12"), C("T13"))


def test_the_excuse_pairs_with_any_card_but_the_1_and_21():
    for c in range(77):
        assert can_pair(EXCUSE, c) == (c not in (C("T1"), C("T21")))


def test_the_1_and_the_21_go_alone():
    for c in range(78):
        assert not can_pair(C("T1"), c) and not can_pair(C("T21"), c)
    state = build(3, ["7S", "KS QS", "NS JS", "2H 3H T1", "2D 3D T21", "2C 3C 4C"])
    assert Pair(C("T1")) in state.legal_actions() and Pair(C("T21")) in state.legal_actions()
    assert "alone" in state.check(Pair(C("4C")))
    state.apply(Pair(C("T1")))
    assert state.captured == [C("T1")] and state.top(3) == C("3H")


def test_check_names_the_rule():
    state = build(3, ["7S", "KS QS", "NS JS", "2H 3H KH", "2D 3D 8C", "2C 3C T9"])
    assert "21" in state.check(Pair(C("KH"), C("8C")))
    assert "not free" in state.check(Pair(C("JS"), C("T9")))
    with pytest.raises(IllegalAction) as err:
        state.apply(Pair(C("KH"), C("8C")))
    assert err.value.rule and state.history == []
    events = state.apply(Pair(C("T9"), C("KH")))
    assert events == [CardMoved(C("T9"), "pyramid:5", "captured"), CardMoved(C("KH"), "pyramid:3", "captured")]


# --- free stacks -----------------------------------------------------------------------------------

def test_bottom_row_is_free_at_first():
    state = SPEC.new_state(1, seed=1)
    assert state.free_stacks() == [10, 11, 12, 13, 14]


def test_a_stack_is_freed_when_one_stack_it_rests_on_is_empty():
    geo = geometry(3)
    heights = [1, 2, 2, 3, 3, 3]
    assert free_stacks(geo, heights) == [3, 4, 5]
    heights[4] = 0  # stack 4 carries stacks 1 and 2
    assert free_stacks(geo, heights) == [1, 2, 3, 5]
    heights = [1, 2, 2, 0, 3, 3]  # stack 3 carries only stack 1
    assert free_stacks(geo, heights) == [1, 4, 5]
    heights = [1, 0, 2, 0, 3, 3]  # stack 1 gone: the top is free
    assert 0 in free_stacks(geo, heights)


def test_freeing_in_play():
    state = build(3, CLEARABLE)
    assert state.free_stacks() == [3, 4, 5]
    for _ in range(3):  # T4+3S, T3+2S, T2+1S: stacks 3 and 4 empty
        a = state.top(3)
        b = state.top(4)
        state.apply(Pair(a, b))
    assert state.heights[3:5] == [0, 0]
    assert state.free_stacks() == [1, 2, 5]


# --- drawing ---------------------------------------------------------------------------------------

def test_draw_only_when_no_capture():
    state = build(3, ["7S", "KS QS", "NS JS", "2H 3H 4H", "2D 3D 5D", "2C 3C T9"])
    assert Draw() not in state.legal_actions()
    assert "only when no capture" in state.check(Draw())


def test_draw_turns_until_a_capturable_card_and_discards_the_rest():
    # free tops 4H 5D 6C: no capture. KD, QD and 1H cannot pair with them; T7 can.
    state = build(3, ["7S", "KS QS", "NS JS", "2H 3H 4H", "2D 3D 5D", "2C 3C 6C"], draw="KD QD 1H T7 T8")
    assert state.legal_actions() == [Draw()]
    events = state.apply(Draw())
    moved = [(card_name(e.card), e.source, e.target) for e in events]
    assert moved == [("KD", "deck", "drawn"), ("KD", "drawn", "waste"), ("QD", "deck", "drawn"),
                     ("QD", "drawn", "waste"), ("1H", "deck", "drawn"), ("1H", "drawn", "waste"),
                     ("T7", "deck", "drawn")]
    assert state.drawn == C("T7") and [card_name(c) for c in state.waste] == ["KD", "QD", "1H"]
    # the turned card must be captured now, with any free card
    legal = state.legal_actions()
    assert set(legal) == {Pair(C("4H"), C("T7")), Pair(C("5D"), C("T7")), Pair(C("6C"), C("T7"))}
    assert Draw() not in legal
    state.apply(Pair(C("T7"), C("5D")))
    assert state.drawn is None and state.captured == [C("T7"), C("5D")] and state.deck_left() == len(state.draw_order) - 4


def test_a_drawn_1_or_21_is_captured_alone():
    state = build(3, ["7S", "KS QS", "NS JS", "2H 3H 4H", "2D 3D 5D", "2C 3C 6C"], draw="KD T21")
    state.apply(Draw())
    assert state.legal_actions() == [Pair(C("T21"))]


# --- the end and the score -------------------------------------------------------------------------

def play_out(state: Pyramide, moves: list[str]) -> None:
    for m in moves:
        state.apply(parse_action(m))


def test_clearing_the_pyramid_scores_both_bonuses():
    state = build(3, CLEARABLE)
    play_out(state, ["pair T4 3S", "pair T3 2S", "pair T2 1S", "pair T6 6S", "pair T5 5S",
                     "pair T8 4S"])
    assert not state.over
    events = state.apply(Pair(C("T7"), C("7S")))
    assert state.over and state.to_move is None and state.legal_actions() == []
    assert isinstance(events[-1], DealEnded)
    r = state.result()
    assert r["cleared"] and r["won"] and r["top_captured"]
    assert r["bonuses"] == {"top": 2, "pyramid": 2}
    assert r["score"] == 7 * 4 + 7 * 1 + 4 == state.scores()[0]


def test_capturing_the_top_ends_the_game_at_once():
    state = build(3, ["T1", "T5 T6", "T7 T8", "T2 T3 T4", "1S 2S 3S", "4S 5S 6S"])
    play_out(state, ["pair T4 3S", "pair T3 2S", "pair T2 1S", "pair T6 6S"])
    assert 0 not in state.free_stacks()
    state.apply(parse_action("pair T5 5S"))
    assert 0 in state.free_stacks()
    state.apply(Pair(C("T1")))
    r = state.result()
    assert state.over and r["won"] and not r["cleared"] and r["bonuses"] == {"top": 2}
    assert r["score"] == 5 * 4 + 5 + 5 + 2 and state.pyramid_left() == 3


def test_the_game_ends_when_the_deck_is_empty_and_no_capture_is_left():
    state = SPEC.new_state(1, seed=11)
    rng = random.Random(0)
    while not state.over:
        state.apply(rng.choice(state.legal_actions()))
    if not state.top_captured:
        assert state.deck_left() == 0 and state.drawn is None and not state.captures()
    assert state.result()["score"] == sum(POINTS[c] for c in state.captured) + sum(state.bonuses().values())
    with pytest.raises(IllegalAction):
        state.apply(Draw())


@pytest.mark.parametrize("card, points", [("EX", 0), ("T1", 5), ("T21", 5), ("T2", 4), ("T20", 4),
                                          ("KH", 3), ("QS", 3), ("NC", 3), ("JD", 3), ("10S", 1), ("1H", 1)])
def test_card_points(card, points):
    assert POINTS[C(card)] == points


def test_clone_is_independent():
    state = build(3, CLEARABLE)
    copy = state.clone()
    state.apply(Pair(C("T4"), C("3S")))
    assert copy.heights == [1, 2, 2, 3, 3, 3] and copy.captured == [] and copy.history == []


# --- random play -----------------------------------------------------------------------------------

def check_layout(state: Pyramide) -> None:
    """Every card is in exactly one place; heights within their stacks; captures valid."""
    places = [c for k, s in enumerate(state.stacks) for c in s[: state.heights[k]]]
    places += list(state.draw_order[state.deck_pos:]) + list(state.waste) + list(state.captured)
    if state.drawn is not None:
        places.append(state.drawn)
    assert sorted(places) == list(range(78))
    assert all(0 <= h <= len(s) for h, s in zip(state.heights, state.stacks))
    turned = state.draw_order[: state.deck_pos]
    assert [c for c in turned if c in set(state.waste)] == state.waste  # discarded in turning order


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**40), rows=st.sampled_from([3, 4, 5]), choices=st.randoms(use_true_random=False))
def test_random_play_always_ends_with_a_score(seed, rows, choices):
    state = SPEC.new_state(1, {"rows": rows}, seed=seed)
    for _ in range(200):
        if state.over:
            break
        legal = state.legal_actions()
        assert legal and all(state.check(a) is None for a in legal)
        before = len(state.captured)
        state.apply(choices.choice(legal))
        check_layout(state)
        assert len(state.captured) >= before
    assert state.over
    r = state.result()
    assert r["score"] == state.scores()[0] >= 0
    assert r["won"] == (state.heights[0] == 0) and r["cleared"] == (sum(state.heights) == 0)


def test_engine_speed():
    import time
    rng = random.Random(1)
    moves = 0
    start = time.perf_counter()
    for seed in range(100):
        state = SPEC.new_state(1, seed=seed)
        while not state.over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
    per_move = (time.perf_counter() - start) / moves
    assert per_move < 0.001


# --- the "adjacent" reading (option trump_pairs) -----------------------------------------------------

#: rows=3, the bottom row free: T5 on stack 3, 10C on stack 4 (beside it), 3S on stack 5 (not)
ADJACENT = ["7S", "T7 T8", "T9 T10", "1D 2D T5", "4D 5D 10C", "6D 8D 3S"]


def test_adjacent_reading_lets_a_trump_take_only_a_suit_card_beside_it():
    """004, "Game Play": "pair up cards that total to 21 or are an atouts plus a single,
    adjacent card on a free stack". By default any free suit card pairs with a trump; with
    ``trump_pairs: adjacent`` only one on a stack touching the trump's."""
    anyhow = build(3, ADJACENT)
    assert {(p.first, p.second) for p in anyhow.captures()} == {(C("T5"), C("10C")), (C("T5"), C("3S"))}
    near = build(3, ADJACENT, trump_pairs="adjacent")
    assert [(p.first, p.second) for p in near.captures()] == [(C("T5"), C("10C"))]
    with pytest.raises(IllegalAction, match="only from a stack next to its own"):
        near.apply(Pair(C("T5"), C("3S")))
    geo = geometry(3)
    assert geo.neighbours[3] == {1, 4} and geo.neighbours[4] == {1, 2, 3, 5} and geo.neighbours[0] == {1, 2}
    assert may_pair(geo, C("T5"), -1, C("3S"), 5, True)  # a turned card is beside every stack


def test_the_solver_plays_the_adjacent_reading():
    for deal in range(1, 30):
        state = SPEC.new_state(1, {"rows": 4, "trump_pairs": "adjacent"}, seed=deal)
        solution = solve(state, "top", max_nodes=20_000)
        for action in solution.line:
            state.apply(action)  # every move of the line is legal under the option
        if solution.solvable:
            assert state.top_captured
