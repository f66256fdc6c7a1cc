"""The hard player's worlds in the games with a bought talon (Point-Tarock, Illustrated
Tarock): a defender's sampled world lays away, from the hand it gives the declarer, the cards
the rules lay away (``GameState.with_laid_away``, ``SearchBot.laid_away_by_rules``), since the
players lay away by the rules; drawn at random among the hidden suit cards, the world's
discard almost never was theirs (docs/bots.md, "boughttalon")."""

from __future__ import annotations

import random
import threading

from tarocchi.bots.base import Decision, decide, make_bot
from tarocchi.bots.montecarlo import _Rules
from tarocchi.engine.registry import get_game


def played_into_the_tricks(game: str, seed: int, tricks: int = 2, players: int = 3):
    """A deal bid, bought and laid away by the medium player, ``tricks`` tricks into the play,
    or None when its contract lays nothing away (a Solo, a guard without) or nobody bid."""
    state = get_game(game).new_state(players, dealer=seed % players, seed=seed)
    rng = random.Random(seed)
    while state.to_move is not None and (state.phase != "play" or len(state.tricks) < tricks):
        state.apply(decide(state, make_bot("medium"), rng, budget=20))
    if state.to_move is None or not state.discard:
        return None
    return state


def declarer_cards(world, declarer: int) -> int:
    """The declarer's hand, the cards he played and his discard: the hand he laid away from."""
    played = sum(1 << c for seats, cards, _ in world.tricks for s, c in zip(seats, cards) if s == declarer)
    played |= sum(1 << c for s, c in zip(world.trick_seats, world.trick) if s == declarer)
    return world.hands[declarer] | played | world.discard, played


def test_a_defenders_worlds_lay_away_what_the_rules_lay_away() -> None:
    """The true deal (laid away by the rules) and the declarer's own view stay as they are; a
    defender's sampled world keeps every hand's cards but moves between the declarer's hand and
    his discard so that the discard is the rules' from that hand (or is refused where the play
    rules it out), and the hard player's worlds are such worlds."""
    for game, players in (("illustrated-tarock", 3), ("point-tarock", 3), ("french-tarot", 4)):
        deals = [s for s in map(lambda seed: played_into_the_tricks(game, seed, players=players), range(40))
                 if s is not None][:3]
        assert len(deals) == 3, game
        changed = 0
        for state in deals:
            d = state.declarer
            lay = _Rules.lay_away(state.card_values)
            defender = (d + 1) % players
            assert state.with_laid_away(d, lay) is state
            assert state.with_laid_away(defender, lay) is state  # the rules' own discard
            for seed in range(20):
                world = state.sample_world(defender, random.Random(seed))
                laid = world.with_laid_away(defender, lay)
                if laid is None:
                    continue
                whole, played = declarer_cards(laid, d)
                assert whole == declarer_cards(world, d)[0]
                assert [laid.hands[s] for s in range(players) if s != d] == [world.hands[s] for s in range(players) if s != d]
                assert laid.discard == sum(1 << c for c in lay(whole, bin(world.discard).count("1"),
                                                               laid.allowed_discards))
                assert not laid.discard & played
                changed += laid is not world
            decision = Decision(view=state.view(defender), rng=random.Random(0),
                                sample_world=lambda rng: state.sample_world(defender, rng),
                                cancel=threading.Event(), budget=200, capped=False)
            worlds = make_bot("hard").worlds(decision, 12)
            ruled = sum(world.discard == sum(1 << c for c in lay(declarer_cards(world, d)[0],
                                                                bin(world.discard).count("1"), world.allowed_discards))
                        for world, _ in worlds)
            assert ruled >= len(worlds) - 3, (game, ruled, len(worlds))
        assert changed >= 20, game


def test_games_without_an_unseen_discard_give_the_world_itself() -> None:
    """The hook's default: a world of a game with no such discard, or before the discard is
    laid away, is kept as it is."""
    state = get_game("french-tarot").new_state(4, dealer=0, seed=3)
    assert state.with_laid_away(1, _Rules.lay_away(state.view(1).table.card_values or [0] * 78)) is state
    state = get_game("troggu").new_state(4, dealer=0, seed=3)
    assert state.with_laid_away(1, _Rules.lay_away(state.view(1).table.card_values or [0] * 78)) is state
