"""The hard player's inference reads the Austrian games' bids on each game's own thresholds:
every bid or pass against the bids its seat had on offer then (``GameState.auction_offers``,
the same thresholds the rules player bids by), not French Tarot's ladder (0.46, then 0.15 a
bid). Before, a pass in Zwanzigerrufen, where only the Solo (0.84) is on offer after the
call, was read as a hand under 0.61, and a pass in Tappen as one under 0.46 where the
players pass up to 0.55."""

from __future__ import annotations

import math
import random

import pytest

from tarocchi.bots.base import Decision
from tarocchi.bots.inference import OFFER_SHIFT, bid_log_likelihood, offer_probability
from tarocchi.bots.simple import RuleBot, mask_strength
from tarocchi.engine.actions import Bid
from tarocchi.engine.registry import get_game

GAMES = [("koenigrufen", 4), ("zwanzigerrufen", 4), ("tappen", 3), ("point-tarock", 3),
         ("illustrated-tarock", 3)]


def auction_played(game: str, players: int, seed: int):
    """A deal bid by the rules player (without noise) to the end of its auction, and the
    bids with their thresholds that each bidder saw on offer (``TableView.bid_thresholds``)."""
    rules = RuleBot()
    rules.noise = 0.0
    rng = random.Random(seed)
    state = get_game(game).new_state(players, dealer=seed % players, seed=seed)
    seen = []
    while state.to_move is not None and state.phase != "play":
        view = state.view(state.to_move)
        before = len(view.table.auction)
        offers = [a.name for a in view.legal if type(a) is Bid and a.name != "pass"]
        action = rules.choose(Decision(view=view, rng=rng, sample_world=None))
        state.apply(action)
        if len(state.auction) > before:
            seen.append(tuple(zip(offers, view.table.bid_thresholds)))
    return state, seen


@pytest.mark.parametrize("game,players", GAMES)
def test_the_auction_replayed_gives_each_bidder_its_offers(game: str, players: int) -> None:
    """``auction_offers`` replays the auction from the hands as dealt: each entry holds the
    bids (with their thresholds) that its seat saw on offer when it spoke; in a sampled
    world, the offers of the world's hands (a bid that needs a card is offered only to its
    holder), one entry for each bid of the auction."""
    checked = 0
    for seed in range(12):
        state, seen = auction_played(game, players, seed)
        if not state.auction:
            continue
        assert state.auction_offers() == tuple(seen)
        if state.to_move is not None:
            world = state.sample_world(state.to_move, random.Random(seed))
            offers = world.auction_offers()
            assert offers is not None and len(offers) == len(state.auction)
            for (seat, bid), offered in zip(world.auction, offers):
                assert bid == "pass" or bid in dict(offered)
        checked += 1
    assert checked >= 6


def test_a_pass_is_read_on_the_games_own_thresholds() -> None:
    """A pass says the hand reaches no bid on offer, at the game's own thresholds (less the
    searchers' OFFER_SHIFT): after Zwanzigerrufen's call only the Solo (0.84) is on offer, so
    passing with 0.65 is what every player does; in Tappen the Dreier pays from 0.57, so a
    pass with 0.65 is unlikely and one with 0.42 likely. On French Tarot's ladder a pass
    was read as a hand under 0.46 before any bid, under 0.61 after one, in every game."""
    zw = ((("solo", 0.84),), 0.65, 0.9, 1.0)
    tappen_strong = ((("dreier", 0.57), ("solo", 0.70)), 0.65, 0.0, 0.2)
    tappen_weak = ((("dreier", 0.57), ("solo", 0.70)), 0.42, 0.85, 1.0)
    for offers, strength, low, high in (zw, tappen_strong, tappen_weak):
        assert low <= offer_probability(strength, offers, "pass") <= high, (offers, strength)
    # a bid above the lowest: the last one on offer whose threshold the hand reaches, no
    # higher one reached
    offers = (("dreier", 0.57), ("solo", 0.70))
    assert offer_probability(0.62, offers, "dreier") > 0.5 > offer_probability(0.62, offers, "solo")
    assert offer_probability(0.80, offers, "solo") > 0.85
    three = (("dreier", 0.57), ("solo", 0.70), ("bettel", 0.85))
    assert offer_probability(0.78, three, "solo") > 0.5 > 0.1 > offer_probability(1.0, three, "solo")
    # a single offer: passing and bidding share the whole probability
    assert sum(offer_probability(0.6, offers[:1], b) for b in ("pass", "dreier")) == pytest.approx(1.0)
    # a game the rules never choose by strength (a nullo game) says nothing
    assert offer_probability(0.3, (("call", 0.36), ("piccolo", 2.0)), "piccolo") is None
    assert OFFER_SHIFT > 0


def test_the_lowest_bid_and_a_pass_over_a_bid_are_read_as_the_players_bid() -> None:
    """The players weigh a raise above the lowest bid on offer against the lowest, the lowest
    the prior (``SearchBot.weigh_raise``), so the lowest bid says only that the hand reaches
    it (before, a Three or a relieve with 0.5 in Point-Tarock was read as a hand under the
    Two's 0.42: about 0.1 of the probability of one with 0.35); over another's bid they keep
    passing against the lowest unless rollouts show bidding better, so a pass there says
    only that the hand reaches no higher offer (before: no offer at all, a pass over a
    Three read as a hand under 0.25 where the players pass up to 0.40)."""
    offers = (("relieve", 0.27), ("two", 0.42), ("one", 0.45), ("solo", 0.48))
    assert offer_probability(0.50, offers, "relieve") > 0.95
    assert offer_probability(0.35, offers, "relieve") > 0.8
    assert offer_probability(0.10, offers, "relieve") < 0.1
    # the first to speak passes only below every offer; over a bid, only below the second
    assert offer_probability(0.30, offers, "pass") < 0.25 < 0.6 < offer_probability(0.30, offers, "pass", over_a_bid=True)
    assert offer_probability(0.50, offers, "pass", over_a_bid=True) < 0.1
    # one offer only, over a bid: the pass says nothing of the hand's strength
    assert offer_probability(0.9, offers[:1], "pass", over_a_bid=True) == 1.0


def over_a_bid(auction, i: int) -> bool:
    """Whether a bid other than a pass was made before bid ``i`` of the auction."""
    return any(b != "pass" for _, b in auction[:i])


@pytest.mark.parametrize("game,players", [("zwanzigerrufen", 4), ("tappen", 3), ("koenigrufen", 4)])
def test_the_inference_weighs_each_bid_against_its_own_offers(game: str, players: int) -> None:
    """A world's weight from the bids is the product, over the others' bids with a choice
    (``forced_bids`` aside), of each bid's probability among its own offers, each judged on
    the seat's hand as dealt in that world; without the offers (a replay the world does not
    fit) the bids are not weighed, never read on another game's ladder."""
    done = 0
    for seed in range(20):
        state, _ = auction_played(game, players, seed)
        if state.to_move is None:
            continue
        me = state.to_move
        world = state.sample_world(me, random.Random(seed))
        views = [world.view(s) for s in world.seats()]
        offers = world.auction_offers()
        table = views[me].table
        expected = 0.0
        for i, (seat, bid) in enumerate(table.auction):
            if seat == me or i in table.forced_bids:
                continue
            dealt = views[seat].table.dealt
            p = offer_probability(mask_strength(dealt, players, dealt.bit_count()), offers[i], bid,
                                  over_a_bid(table.auction, i))
            if p is not None:
                expected += math.log(max(p, 1e-6))
        assert bid_log_likelihood(views, me, offers) == pytest.approx(expected)
        assert bid_log_likelihood(views, me, None) == 0.0
        done += 1
    assert done >= 5


def test_a_game_may_soften_the_inference(monkeypatch) -> None:
    """``TableView.inference_weight`` raises a world's likelihood to its power: 1 the whole
    weight (every game but Zwanzigerrufen), 0.5 its square root, 0 every world alike."""
    from tarocchi.bots import inference

    state, _ = auction_played("zwanzigerrufen", 4, 3)
    rng, rules = random.Random(3), RuleBot()
    for _ in range(9):  # two tricks and a card
        state.apply(rules.choose(Decision(view=state.view(state.to_move), rng=rng, sample_world=None)))
    me = state.to_move
    world = state.sample_world(me, random.Random(1))
    assert world.view(me).table.inference_weight == 0.5  # Zwanzigerrufen's, as measured
    monkeypatch.setattr(type(world), "inference_weight", 1.0)
    whole = inference.world_weight(world, me)
    assert whole < 1.0
    for power, expected in ((0.5, math.sqrt(whole)), (0.0, 1.0)):
        monkeypatch.setattr(type(world), "inference_weight", power)
        assert world.view(me).table.inference_weight == power
        assert inference.world_weight(world, me) == pytest.approx(expected)
