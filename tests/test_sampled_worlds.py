"""Sampled worlds hold nothing from which the hidden cards can be recovered.

A world that a seat's search samples must depend only on what the seat knows and on the
sampling's random numbers: two true deals that the seat cannot tell apart (the same public
history, other hidden cards) give the very same world for the same random numbers, and no
world keeps the true deal's shuffle seed (which would deal the true hands again)."""

from __future__ import annotations

import random
import zlib

import pytest

from tarocchi.bots.base import decide, make_bot
from tarocchi.engine.actions import Discard
from tarocchi.engine.cards import cards_of, format_cards
from tarocchi.engine.protocol import GameState, IllegalAction
from tarocchi.engine.registry import games

CASES = [(spec.id, n) for spec in games() if spec.kind == "trick" for n in spec.players]


def positions(spec, players: int, seed: int) -> list[GameState]:
    """The true states of one deal played by easy players, at every decision."""
    state = spec.new_state(players, dealer=seed % players, seed=seed)
    easy, rng = make_bot("easy"), random.Random(seed)
    out = []
    while state.to_move is not None:
        out.append(state.clone())
        state.apply(decide(state, easy, rng))
    return out


def values(obj, depth: int = 0):
    """Every plain value reachable from ``obj``'s attributes (ints, strings …)."""
    if depth > 6:
        return
    if isinstance(obj, (int, str, float)) or obj is None:
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from values(k, depth + 1)
            yield from values(v, depth + 1)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            yield from values(v, depth + 1)
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        for v in vars(obj).values():
            yield from values(v, depth + 1)


def twin(truth: GameState, seat: int, rng: random.Random) -> GameState | None:
    """Another true deal that ``seat`` cannot tell from ``truth``: the hands of a sampled
    world, dealt from a record (no seed) and played through the same actions, its own
    discard for the unseen one; the dealing order shown at the table is copied. None if the
    game's record cannot hold the position (Scarecrow's hands after a pile is taken up)."""
    other = truth.sample_world(seat, rng)
    unseen = sorted(cards_of(truth.discard & ~truth.discard_shown))
    laid = dict(zip(unseen, sorted(cards_of(other.discard & ~other.discard_shown))))
    try:
        state = type(truth).spec.new_state(truth.params.players, dict(truth.params.options),
                                           dealer=truth.dealer, deal=other.deal_record())
        state._events0 = list(truth._events0)  # the dealing order with them (deal_sequence)
        for action in truth.history:
            state.apply(Discard(laid.get(action.card, action.card)) if type(action) is Discard else action)
    except (IllegalAction, ValueError):
        return None
    return state


@pytest.mark.parametrize("game,players", CASES)
def test_a_sampled_world_keeps_no_seed_and_depends_on_nothing_hidden(game: str, players: int) -> None:
    spec = next(s for s in games() if s.id == game)
    compared = 0
    for deal in range(4):
        seed = zlib.crc32(f"worlds/{game}/{players}/{deal}".encode())
        states = positions(spec, players, seed)
        for i, truth in enumerate(states[:: max(1, len(states) // 8)]):
            seat = truth.to_move
            pool, slots = truth.hidden_slots(seat)
            if not slots:
                continue
            world = truth.sample_world(seat, random.Random(i))
            assert getattr(world, "seed", None) is None, "a sampled world keeps the deal's seed"
            assert truth.seed not in set(values(world)), "the deal's seed is reachable from a sampled world"
            other = twin(truth, seat, random.Random(1000 + i))
            if other is None:
                continue
            assert other.view(seat) == truth.view(seat)
            again = other.sample_world(seat, random.Random(i))
            assert vars(again).keys() == vars(world).keys()
            for name, value in vars(world).items():
                assert vars(again)[name] == value, f"a sampled world's {name} depends on the hidden cards"
            compared += 1
        if compared >= 8:
            break
    assert compared >= 3, "too few positions to compare"


@pytest.mark.parametrize("game,players", [(spec.id, n) for spec in games() if spec.kind != "trick"
                                          for n in spec.players if n > 1])
def test_no_sampled_world_keeps_the_seed_in_other_games(game: str, players: int) -> None:
    """Board games deal hidden cards too: their worlds keep no seed either."""
    spec = next(s for s in games() if s.id == game)
    seed = zlib.crc32(f"worlds/{game}/{players}".encode())
    for i, truth in enumerate(positions(spec, players, seed)[:40:5]):
        world = truth.sample_world(truth.to_move, random.Random(i))
        if world is truth or not truth.hidden_slots(truth.to_move)[1]:
            continue
        assert getattr(world, "seed", None) is None, "a sampled world keeps the deal's seed"
        assert truth.seed not in set(values(world)), "the deal's seed is reachable from a sampled world"


def talon_swapped(truth: GameState, holder: int) -> GameState | None:
    """The same deal but for one card: a card the talon's taker was dealt and a card he took
    from the talon, both still in his hand, change places; played through the same actions.
    A seat that did not take the talon cannot tell the two apart."""
    took = cards_of(truth.talon & truth.hands[holder])
    dealt = cards_of(truth.hands[holder] & ~truth.talon)
    if not took or not dealt:
        return None
    record = truth.deal_record()
    key = type(truth).TALON_KEY
    names = dict(zip(cards_of(truth.talon | truth.hands[holder]),
                     [n for n in format_cards(truth.talon | truth.hands[holder]).split()]))
    hands = [list(h) for h in record["hands"]]
    hands[holder] = [names[took[0]] if n == names[dealt[0]] else n for n in hands[holder]]
    talon = [names[dealt[0]] if n == names[took[0]] else n for n in record[key]]
    state = type(truth).spec.new_state(truth.params.players, dict(truth.params.options),
                                       dealer=truth.dealer, deal={"hands": hands, key: talon})
    state._events0 = list(truth._events0)
    for action in truth.history:
        state.apply(action)
    return state


@pytest.mark.parametrize("game,players", [("troggu", n) for n in (3, 4, 5, 6)]
                         + [("tarocchini", n) for n in (2, 3, 4, 5, 6, 7)])
def test_a_world_does_not_tell_which_cards_came_from_a_talon_taken_unseen(game: str, players: int) -> None:
    """The Tappist (Troggu) or the dealer (Tarocchini) takes the talon into his hand unseen:
    another seat's worlds must not keep the true talon, which would tell which of his cards
    he was dealt (and so what his bid said). Two deals that differ only there give the very
    same worlds."""
    spec = next(s for s in games() if s.id == game)
    compared = 0
    for deal in range(40):
        seed = zlib.crc32(f"talon-unseen/{game}/{players}/{deal}".encode())
        for truth in positions(spec, players, seed)[::3]:
            holder, seat = truth.exchanger(), truth.to_move
            if holder is None or seat == holder or truth.phase != "play":
                continue
            other = talon_swapped(truth, holder)
            if other is None:
                continue
            assert other.view(seat) == truth.view(seat)
            assert other.talon != truth.talon
            for k in range(3):
                world, again = truth.sample_world(seat, random.Random(k)), other.sample_world(seat, random.Random(k))
                assert world.talon & ~(world.hands[holder] | world.discard | world.played_cards()) == 0
                for name, value in vars(world).items():
                    assert vars(again)[name] == value, f"a sampled world's {name} depends on the hidden talon"
            compared += 1
            break
        if compared >= 3:
            break
    assert compared >= 3, "too few positions to compare"
