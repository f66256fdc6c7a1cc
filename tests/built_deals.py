"""Building deal records for tests of any trick game: fixed cards where a test needs them,
the rest of the game's deck dealt at random; and the checks every random deal must pass."""

from __future__ import annotations

import random

from tarocchi.engine.cards import card_name, cardset, cards_of, count, parse_cards


def build_deal(deck: int, hand_sizes: list[int], talon_size: int, fixed: dict[int, str],
               talon: str = "", seed: int = 0, talon_key: str = "talon") -> dict:
    """A deal record where the named seats hold (at least) the given cards and the talon the
    given ones; the other cards of ``deck`` are dealt at random from ``seed``."""
    hands = {s: parse_cards(t) for s, t in fixed.items()}
    talon_cards = parse_cards(talon)
    used = cardset([c for h in hands.values() for c in h] + talon_cards)
    assert used & ~deck == 0, "a fixed card is not in the game's deck"
    rest = cards_of(deck & ~used)
    random.Random(seed).shuffle(rest)
    out = []
    for s, size in enumerate(hand_sizes):
        h = list(hands.get(s, []))
        assert len(h) <= size
        while len(h) < size:
            h.append(rest.pop())
        out.append(h)
    while len(talon_cards) < talon_size:
        talon_cards.append(rest.pop())
    assert not rest
    return {"hands": [[card_name(c) for c in h] for h in out], talon_key: [card_name(c) for c in talon_cards]}


def play_randomly(state, rng: random.Random, check_legal: bool = True) -> int:
    """Finish a deal with random legal actions; every legal action must pass ``check`` (and
    the deck stays whole after each). Returns the number of actions."""
    steps = 0
    while state.to_move is not None:
        legal = state.legal_actions()
        assert legal, "a seat to move with nothing to do"
        action = rng.choice(legal)
        if check_legal:
            assert state.check(action) is None, action
        state.apply(action)
        steps += 1
    return steps


def cards_in_play(state) -> int:
    """Every card the deal holds: hands, the trick, the won piles, the talon, the discard."""
    out = state.talon | state.discard
    for h in state.hands:
        out |= h
    for w in state.won:
        out |= w
    for c in state.trick:
        out |= 1 << c
    return out


def hand_count(state) -> int:
    return sum(count(h) for h in state.hands)


def assert_playout_replays(state, rng: random.Random, label: str) -> None:
    """A kernel playout from ``state`` (in its play) replayed through the engine: every card
    it plays is legal there, and the game's fast scorer gives the engine's scores."""
    from tarocchi.bots.kernel import Kernel
    from tarocchi.engine.actions import Play

    scorer = state.outcome_scorer()
    kernel = Kernel.from_world(state)
    log: list[int] = []
    kernel.playout(rng, eps=rng.choice([0.1, 1.0]), log=log)
    for c in log:
        assert state.check(Play(c)) is None, label
        state.apply(Play(c))
    assert scorer(kernel.outcome()) == state.scores(), label
