"""Königrufen: who can hold the called king, as the hard player's inference weighs it.

The rules allow a declarer to call a king of his own hand (he then plays alone, unseen), so
the worlds a defender samples may give it to him; but the players call one they lack unless
they hold all four (``RuleBot._call``; the hard player keeps the rules' call unless rollouts
beat it). Sampled alike, about a quarter of a defender's worlds gave the declarer the called
king (a declarer alone against three), and the other defender was his partner in half the
rest. The game says so (``TableView.call_offers``: the four kings) and the inference weighs
such a world by ``CALL_MISTAKE`` (``inference.call_log_likelihood``); games that do not set
it weigh as before."""

from __future__ import annotations

import math
import random

import pytest

from tarocchi.bots import inference
from tarocchi.bots.base import Decision
from tarocchi.bots.simple import RuleBot
from tarocchi.engine.cards import KINGS
from tarocchi.engine.registry import get_game

KOENIGRUFEN = get_game("koenigrufen")


def called_deals(count: int):
    """Königrufen deals played by the rules player (without noise) to the second trick of a
    Call or a Solo whose called king has not been played, with a defender to move who does
    not hold it: (state, that defender)."""
    rules = RuleBot()
    rules.noise = 0.0
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        rng = random.Random(seed)
        state = KOENIGRUFEN.new_state(4, dealer=seed % 4, seed=seed)
        while state.to_move is not None and not (state.phase == "play" and len(state.tricks) >= 1):
            state.apply(rules.choose(Decision(view=state.view(state.to_move), rng=rng, sample_world=None)))
        if state.to_move is None or state.called is None or state.revealed or not state.partners:
            continue
        me = state.to_move
        if me == state.declarer or me in state.partners:
            continue
        out.append((state, me))
    return out


def declarer_holds_the_king(world) -> bool:
    return bool(world.hands[world.declarer] >> world.called & 1)


def test_the_rules_player_calls_a_king_it_lacks() -> None:
    """The players' own calls: never a king of the caller's hand unless he holds all four."""
    for state, _ in called_deals(12):
        dealt = state.view(state.declarer).table.dealt
        assert not dealt >> state.called & 1 or KINGS & ~dealt == 0


def test_a_defenders_worlds_hardly_give_the_declarer_the_called_king() -> None:
    """Sampled alike, a quarter or more of a defender's worlds give the declarer the called
    king; weighed by the call, under one in twenty-five of their weight."""
    plain = weighed = 0.0
    worlds = 0
    for state, me in called_deals(6):
        assert state.view(me).table.call_offers == KINGS
        rng = random.Random(7)
        weights = []
        for _ in range(60):
            world = state.sample_world(me, rng)
            weights.append((declarer_holds_the_king(world), inference.world_weight(world, me)))
        worlds += len(weights)
        plain += sum(held for held, _ in weights)
        weighed += sum(w for held, w in weights if held) / sum(w for _, w in weights) * len(weights)
    assert plain / worlds > 0.2
    assert weighed / worlds < 0.04


def test_the_call_is_weighed_only_where_the_game_asks(monkeypatch) -> None:
    """A world in which the declarer held the called king (and lacked another) weighs
    ``CALL_MISTAKE`` times as much as the same likelihood of bids and plays would; with
    ``call_offers`` 0 (every other game) the call says nothing, and the declarer's own worlds
    are never weighed by it."""
    checked = 0
    for state, me in called_deals(6):
        rng = random.Random(3)
        for _ in range(40):
            world = state.sample_world(me, rng)
            views = [world.view(s) for s in world.seats()]
            held = declarer_holds_the_king(world)
            expected = math.log(inference.CALL_MISTAKE) if held else 0.0
            assert inference.call_log_likelihood(views, me) == pytest.approx(expected)
            assert inference.call_log_likelihood(views, world.declarer) == 0.0
            if held:
                weighed = inference.world_weight(world, me)
                monkeypatch.setattr(type(world), "call_offers", 0)
                assert world.view(me).table.call_offers == 0
                assert inference.call_log_likelihood([world.view(s) for s in world.seats()], me) == 0.0
                assert inference.world_weight(world, me) == pytest.approx(weighed / inference.CALL_MISTAKE)
                monkeypatch.undo()
                checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game,players", [("zwanzigerrufen", 4), ("talon", 4), ("french-tarot", 5)])
def test_other_calling_games_do_not_weigh_the_call(game: str, players: int) -> None:
    """The setting is Königrufen's alone: the other games' worlds weigh as before."""
    state = get_game(game).new_state(players, dealer=0, seed=5)
    assert state.view(0).table.call_offers == 0
