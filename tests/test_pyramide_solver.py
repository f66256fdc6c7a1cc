"""The La Pyramide solver and the hint player, on built positions with known answers and
against a plain exhaustive search through the engine."""

from __future__ import annotations

import json
import random

import pytest

from tarocchi.bots.base import decide, make_bot
from tarocchi.cli import main as cli
from tarocchi.engine.actions import parse_action
from tarocchi.engine.cards import card_name, parse_card, rank_of
from tarocchi.engine.games._pyramide_solver import best_line, solve
from tarocchi.engine.games.la_pyramide import Pyramide
from tarocchi.engine.registry import get_game

SPEC = get_game("la-pyramide")


def build(rows: int, pyramid: list[str], draw: str = "") -> Pyramide:
    stacks = [s.split() for s in pyramid]
    used = {parse_card(c) for s in stacks for c in s} | {parse_card(c) for c in draw.split()}
    rest = draw.split() + [card_name(c) for c in range(78) if c not in used]
    return SPEC.new_state(1, {"rows": rows}, deal={"pyramid": stacks, "draw": rest})


def replay(state: Pyramide, line) -> Pyramide:
    state = state.clone()
    for action in line:
        state.apply(action)
    return state


def brute_force(state: Pyramide, goal: str, seen: dict | None = None) -> bool:
    """Every legal line through the engine itself (memo on the position only)."""
    seen = {} if seen is None else seen
    if state.over:
        return state.cleared if goal == "clear" else state.top_captured
    key = (tuple(state.heights), state.deck_pos, state.drawn)
    if key not in seen:
        seen[key] = False
        seen[key] = any(brute_force(_after(state, a), goal, seen) for a in state.legal_actions())
    return seen[key]


def _after(state: Pyramide, action) -> Pyramide:
    other = state.clone()
    other.apply(action)
    return other


def test_a_clearable_position_and_its_line():
    state = build(3, ["7S", "T5 T6", "T7 T8", "T2 T3 T4", "1S 2S 3S", "4S 5S 6S"])
    sol = solve(state)
    assert sol.solvable is True and sol.nodes > 0
    end = replay(state, sol.line)
    assert end.over and end.cleared and end.result()["score"] == 39


def test_the_top_taken_too_early_cannot_clear():
    # Every card but the top T1 is a low pip: they pair only with trumps from the deck, one
    # per draw. As soon as stack 1 or 2 is empty the T1 is free and must be taken (no draw
    # while a capture exists), with cards still in the pyramid.
    state = build(3, ["T1", "1S 2S", "3S 4S", "5S 6S 1H", "2H 3H 4H", "5H 6H 1D"])
    assert solve(state).solvable is False
    assert brute_force(state, "clear") is False
    top = solve(state, "top")
    assert top.solvable is True
    end = replay(state, top.line)
    assert end.top_captured and not end.cleared


def test_too_many_low_pips_is_hopeless_at_once():
    # 24 low pips in the pyramid, only 20 helpers (trumps 2-20 and the excuse) in the pack
    low = [card_name(c) for c in range(56) if rank_of(c) <= 6]
    other = [card_name(c) for c in range(78) if card_name(c) not in low]
    cards = low + other[: 55 - 24]
    pyramid, i = [], 0
    for row in range(1, 6):
        for _ in range(row):
            pyramid.append(" ".join(cards[i:i + row]))
            i += row
    state = build(5, pyramid)
    sol = solve(state)
    assert sol.solvable is False and sol.nodes <= 1


@pytest.mark.parametrize("seed", range(12))
def test_agrees_with_an_exhaustive_search_on_small_pyramids(seed):
    state = SPEC.new_state(1, {"rows": 3}, seed=seed)
    sol = solve(state)
    assert sol.solvable == brute_force(state, "clear")
    if sol.solvable:
        assert replay(state, sol.line).cleared
    top = solve(state, "top")
    assert top.solvable == brute_force(state, "top")


@pytest.mark.parametrize("deal, answer", [(1234, True), (3, True), (11, False), (6, False)])
def test_known_deals(deal, answer):
    state = SPEC.new_state(1, seed=deal)
    sol = solve(state)
    assert sol.solvable is answer
    if answer:
        end = replay(state, sol.line)
        assert end.cleared and end.result()["bonuses"] == {"top": 2, "pyramid": 2}


def test_a_small_budget_answers_unknown():
    sol = solve(SPEC.new_state(1, seed=6), max_nodes=50)
    assert sol.solvable is None and sol.line == [] and sol.as_json()["answer"] == "unknown"


def test_solving_from_a_position_in_play():
    state = SPEC.new_state(1, seed=1234)
    line = solve(state).line
    mid = replay(state, line[:10])
    rest = solve(mid)
    assert rest.solvable and replay(mid, rest.line).cleared


def test_best_line_score_is_reached():
    state = build(3, ["T1", "1S 2S", "3S 4S", "5S 6S 1H", "2H 3H 4H", "5H 6H 1D"], draw="T2 T3 T4")
    best = best_line(state, 500_000)
    assert best.solvable and best.score is not None
    end = replay(state, best.line)
    assert end.over and end.score() == best.score


def test_hint_bot_plays_through_the_generic_loop():
    bot = make_bot("hint")
    rng = random.Random(0)
    for deal in (1, 2, 1234):
        st = SPEC.new_state(1, seed=deal)
        while st.to_move is not None:
            st.apply(decide(st, bot, rng))
        r = st.result()
        assert r["won"] and isinstance(r["score"], int)
        assert r["cleared"] == solve(SPEC.new_state(1, seed=deal)).solvable


def test_solve_command(capsys):
    assert cli(["solve", "--game", "la-pyramide", "--deal", "1234", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "la-pyramide" and out["deal"] == 1234 and out["solvable"] is True
    end = replay(SPEC.new_state(1, seed=1234), [parse_action(m) for m in out["line"]])
    assert end.cleared
    assert cli(["solve", "--deal", "6", "--max-nodes", "10", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["answer"] == "unknown"
    assert cli(["solve", "--deal", "-3"]) == 2
    assert cli(["solve", "--deal", "3", "--game", "french-tarot"]) == 2


def test_simulate_command_reports_win_rate(capsys):
    assert cli(["simulate", "--game", "la-pyramide", "--deals", "2", "--seed", "1", "--bots", "hint", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["win_rate"] is not None and out["mean_score"] > 0
