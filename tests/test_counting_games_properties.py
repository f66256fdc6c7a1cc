"""Properties of the counting games over thousands of random deals each: only legal actions,
every card accounted for, the totals each module's docstring states, zero-sum scores; the
sampled worlds keep what a seat saw; the players' fast scorer agrees with the engine."""

from __future__ import annotations

import random

import pytest

from helpers import assert_sample_keeps_what_is_seen
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import PLAYS
from tarocchi.engine.cards import EXCUSE, count, parse_cards
from tarocchi.engine.registry import get_game

DEALS = 1500
#: the table's points in every deal (module docstrings)
TOTALS = {
    "scarto": {78},
    "tarocchi-siciliani": {103, 104, 105},
    "german-tarock": {69, 70, 71},
    "tarot-de-moore": {340},
}


def random_options(spec, rng: random.Random) -> dict:
    return {o.name: rng.choice(o.choices) for o in spec.options if o.choices}


@pytest.mark.parametrize("game", sorted(TOTALS))
def test_random_deals(game):
    spec = get_game(game)
    rules = spec.factory.RULES
    n = rules.players
    rng = random.Random(game)
    seen_totals = set()
    for number in range(DEALS):
        options = random_options(spec, rng)
        st = spec.new_state(n, options, dealer=number % n, seed=rng.randrange(2**40))
        while st.to_move is not None:
            legal = st.legal_actions()
            assert legal
            if st.phase == "play" and rng.random() < 0.05:  # a card that may not be played is refused
                bad = next((c for c in range(78) if PLAYS[c] not in legal), None)
                assert bad is None or st.check(PLAYS[bad]) is not None
            action = rng.choice(legal)
            assert st.check(action) is None
            st.apply(action)
        result = st.result()
        piles = [sum(1 << c for c in parse_cards(p)) for p in result["piles"]]
        union = 0
        for p in piles:
            assert not union & p, "a card in two piles"
            union |= p
        assert union == rules.deck, "every card of the deck ends in one pile"
        counted = [rules.counting.count(p).points for p in piles]
        assert counted == result["points"]
        assert sum(result["points"]) in TOTALS[game]
        seen_totals.add(sum(result["points"]))
        assert abs(sum(st.scores())) < 1e-9
        if game == "scarto":
            assert all(count(p) % 3 == 0 for p in piles)
        if game == "tarot-de-moore":
            receiver = result["talon_to"]
            assert all(count(p & ~(st.talon if s == receiver else 0)) % 4 == 0 for s, p in enumerate(piles))
    assert seen_totals == TOTALS[game] or game == "scarto" or len(seen_totals) >= 2


@pytest.mark.parametrize("game", sorted(TOTALS))
def test_sampled_worlds_keep_what_is_seen(game):
    spec = get_game(game)
    rng = random.Random(7)
    for number in range(60):
        st = spec.new_state(options=random_options(spec, rng), seed=number, dealer=number % spec.players[0])
        while st.to_move is not None:
            if rng.random() < 0.15:
                seat = st.to_move
                world = st.sample_world(seat, rng)
                assert_sample_keeps_what_is_seen(st, world, seat)
                cards = world.talon if not st.talon_visible_to(seat) else 0
                for h in world.hands:
                    cards |= h
                assert cards | world.discard | world.played_cards() | (st.talon if st.taker is None else 0) \
                    == st.spec.deck
                assert set(world.legal_actions()) == set(st.legal_actions())
            st.apply(rng.choice(st.legal_actions()))


def played_out(st, rng: random.Random):
    """The players' scorer of ``st`` and a kernel playout from it, whose cards are then played
    in ``st`` itself (so that the engine's scores can be compared with the scorer's)."""
    kernel = Kernel.from_world(st)
    scorer = st.outcome_scorer()
    log: list[int] = []
    kernel.playout(rng, log=log)
    for card in log:
        st.apply(PLAYS[card])
    return kernel, scorer


@pytest.mark.parametrize("game", sorted(TOTALS))
def test_the_players_scorer_agrees_with_the_engine(game):
    """From random points of the play, a kernel playout scored by ``outcome_scorer`` gives
    the engine's scores for the same cards, the excuse's low card included (moved to the
    winner of the trick it excused, or the excuse itself when its player won nothing else),
    and the same trick winners."""
    spec = get_game(game)
    rng = random.Random(11)
    checked = excused = 0
    for number in range(300):
        st = spec.new_state(options=random_options(spec, rng), seed=1000 + number)
        stop = rng.randrange(0, 50)
        while st.to_move is not None and (st.phase != "play" or stop > 0):
            if st.phase == "play":
                stop -= 1
            st.apply(rng.choice(st.legal_actions()))
        if st.to_move is None:
            continue
        excuse_to_play = EXCUSE in st.trick or any(h >> EXCUSE & 1 for h in st.hands)
        done = len(st.tricks)
        kernel, scorer = played_out(st, rng)
        trick_points = [sum(1 << c for c in parse_cards(p)) for p in st.result()["piles"]]
        if st.result().get("talon_to") is not None and st.result()["talon_mode"] == "deal-winner":
            rules = spec.factory.RULES
            before = [rules.counting.points(p & ~st.talon) for p in trick_points]
            if before.count(max(before)) > 1:
                continue  # the scorer settles a tie by the last trick
        outcome = kernel.outcome()
        assert outcome.last[1] == st.tricks[-1][2]
        if len(st.tricks) - done >= 2:
            assert outcome.before_last[1] == st.tricks[-2][2]
        assert scorer(outcome) == st.scores()
        checked += 1
        excused += excuse_to_play
    assert checked > 150 and excused > 40


def test_the_scorer_gives_the_excuse_itself_to_the_trick_it_excused():
    """Tarocchi Siciliani: a player who excused a trick and won nothing else pays his debt with
    the excuse itself, to that trick's winner (10 points). The playouts' scorer gives it to the
    same seat as the engine (before, to nobody)."""
    spec = get_game("tarocchi-siciliani")
    rng = random.Random(3)
    found = 0
    for number in range(400):
        st = spec.new_state(seed=2000 + number)
        while st.to_move is not None and (st.phase != "play" or len(st.tricks) < 3):
            st.apply(rng.choice(st.legal_actions()))
        owner = next((s for s in range(4) if st.hands[s] >> EXCUSE & 1), None)
        if st.to_move is None or owner is None or st.won[owner] or owner == st.taker:
            continue
        kernel, scorer = played_out(st, rng)
        moved = [e for e in st.result()["exchanges"] if e["card"] == "EX"]
        assert scorer(kernel.outcome()) == st.scores()
        found += bool(moved)
    assert found >= 3
