"""The playout kernel against the readable rules engine, on thousands of random deals."""

from __future__ import annotations

import random

import pytest

from helpers import assert_scorer_matches_playout
from tarocchi.bots.kernel import Kernel, Tables
from tarocchi.engine.actions import Declare, Discard, Play, parse_action
from tarocchi.engine.cards import card_name, cards_of, parse_card
from tarocchi.engine.registry import get_game
from tarocchi.engine.protocol import GameState

SPEC = get_game("french-tarot")


def to_play_phase(players: int, seed: int) -> GameState | None:
    """A random deal taken by a random seat and played randomly up to the card play."""
    rng = random.Random(seed)
    state = SPEC.new_state(players, dealer=seed % players, seed=seed)
    while state.to_move is not None and state.phase != "play":
        legal = state.legal_actions()
        if state.phase == "auction":  # someone takes, so that the deal is played
            bids = [a for a in legal if a.name != "pass"]
            action = rng.choice(bids) if bids and rng.random() < 0.4 else legal[0]
            if state.to_move == state.dealer and not any(b != "pass" for _, b in state.bids):
                action = rng.choice(bids)
        else:
            action = rng.choice(legal)
        state.apply(action)
    return state if state.phase == "play" else None


def set_aside_points(result: dict) -> tuple[int, int]:
    """Half points of the cards not played (discard or chien) for the taker and the defence."""
    values = SPEC.new_state(4, seed=0).view(0).table.card_values
    kept = "discard" if result["contract"] in ("take", "guard") else "chien"
    points = sum(values[parse_card(c)] for c in result[kept].split())
    return (0, points) if result["contract"] == "guard-against" else (points, 0)


def engine_legal_cards(state: GameState) -> int:
    mask = 0
    for action in state.legal_actions():
        if type(action) is Play:
            mask |= 1 << action.card
    return mask


@pytest.mark.parametrize("players", [3, 4, 5])
def test_kernel_matches_engine(players: int) -> None:
    deals = 0
    for seed in range(700):
        state = to_play_phase(players, seed)
        if state is None:
            continue
        deals += 1
        kernel = Kernel.from_world(state)
        rng = random.Random(seed)
        while state.to_move is not None:
            assert kernel.to_move == state.to_move
            legal = engine_legal_cards(state)
            assert kernel.legal() == legal, f"seed {seed}: legal cards differ"
            card = rng.choice(cards_of(legal))
            winner = kernel.play(card)
            tricks_before = state.view(0).table.tricks_played
            state.apply(Play(card))
            view = state.view(0).table
            if winner is not None:
                assert view.tricks_played == tricks_before + 1
                assert view.last_winner == winner, f"seed {seed}: trick winner differs"
        result = state.result()
        outside = set_aside_points(result)
        assert kernel.points[0] + outside[0] == result["card_points"]["taker"] * 2, f"seed {seed}"
        assert sum(kernel.points) + sum(outside) == 182
    assert deals >= 600


def test_playouts_from_midway_are_legal_in_the_engine() -> None:
    """A kernel built in the middle of the card play plays only cards the engine accepts,
    and the deal ends with its last card."""
    for seed in range(200):
        state = to_play_phase(4, seed)
        if state is None:
            continue
        rng = random.Random(seed)
        for _ in range(rng.randrange(60)):
            state.apply(Play(rng.choice(cards_of(engine_legal_cards(state)))))
        log: list[int] = []
        Kernel.from_world(state).playout(rng, log=log)
        for card in log:
            state.apply(Play(card))
        assert state.is_terminal()


def test_tables_are_shared() -> None:
    state = to_play_phase(4, 3)
    table = state.view(0).table
    assert Tables.of(table.rules, table.card_values) is Tables.of(table.rules, table.card_values)


def test_exact_solve_is_at_least_any_playout() -> None:
    """With perfect information the exact value bounds the side's playouts from both sides."""
    for seed in range(40):
        state = to_play_phase(4, seed)
        if state is None:
            continue
        rng = random.Random(seed)
        while sum(state.view(0).table.hand_sizes) > 8:
            state.apply(Play(rng.choice(cards_of(engine_legal_cards(state)))))
        kernel = Kernel.from_world(state)
        side = kernel.side[state.to_move]
        value = kernel.copy().solve(side)
        assert 0 <= value <= 182


@pytest.mark.parametrize("players", [3, 4, 5])
def test_outcome_scorer_matches_the_engine_scores(players: int) -> None:
    """French Tarot's fast scorer, fed the kernel's outcome of a playout from any point of
    the card play, gives the scores the engine gives after the same cards (the contract,
    oudlers, petit au bout, excuse, slam and poignées included)."""
    checked = petit_au_bout = 0
    for seed in range(400):
        state = to_play_phase(players, seed)
        if state is None:
            continue
        rng = random.Random(seed)
        for _ in range(rng.randrange(len(cards_of(state.hands[0])) * players)):
            state.apply(Play(rng.choice(cards_of(engine_legal_cards(state)))))
        assert_scorer_matches_playout(state, rng, f"seed {seed}")
        checked += 1
        petit_au_bout += state.result()["petit_au_bout"] is not None
    assert checked >= 300 and petit_au_bout >= 5


def test_outcome_scorer_counts_a_slam_and_its_petit_au_bout() -> None:
    """A taker who wins every trick, takes the petit in the one before last and leads the
    excuse to the last (which it then wins), has the slam and the petit au bout: the scorer
    agrees with the engine."""
    taker_hand = sum(1 << c for c in parse_cards_list("EX T1 " + " ".join(f"T{r}" for r in range(6, 22))))
    chien = parse_cards_list("1S 2S 3S 4S 5S 6S")
    low_trumps = parse_cards_list("T2 T3 T4 T5")
    others = [c for c in range(78) if not taker_hand >> c & 1 and c not in chien + low_trumps]
    others = low_trumps + others
    hands = [cards_of(taker_hand)] + [others[i * 18:(i + 1) * 18] for i in range(3)]
    deal = {"hands": [[card_name(c) for c in h] for h in hands], "chien": [card_name(c) for c in chien]}
    state = SPEC.new_state(4, dealer=3, deal=deal)
    state.apply(parse_action("bid take"))
    for _ in range(3):
        state.apply(parse_action("bid pass"))
    while state.phase != "play":  # lay away the chien's cards, make no declaration
        legal = state.legal_actions()
        discards = [a for a in legal if type(a) is Discard and not taker_hand >> a.card & 1]
        state.apply(discards[0] if discards else legal[0])
    kernel = Kernel.from_world(state)
    scorer = state.outcome_scorer()
    order = [card for card in range(76, 56, -1) if taker_hand >> card & 1] + [56, 77]
    while state.to_move is not None:
        seat = state.to_move
        card = order.pop(0) if seat == 0 else cards_of(engine_legal_cards(state))[0]
        if seat == 0 and state.legal_actions() and type(state.legal_actions()[0]) is Declare:
            state.apply(next(a for a in state.legal_actions() if a.notation().endswith("none")))
        kernel.play(card)
        state.apply(Play(card))
    result = state.result()
    assert result["chelem"]["made"] and result["petit_au_bout"] == "taker"
    assert scorer(kernel.outcome()) == state.scores()


def parse_cards_list(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]
