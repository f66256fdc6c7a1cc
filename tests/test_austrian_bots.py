"""The Austrian games' outcome scorers (``TrickGame.finish_scorer``) against the engine: a
kernel playout from a random point of the play, replayed card by card through the engine,
ends with exactly the scores the fast scorer gave the playout's outcome; on random deals
bid, called, announced and doubled at random, so that the premiums (Pagat, Uhu and Kakadu
ultimo, King Ultimo, Trull, Four Kings, valat) and the doubling all come up."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import PLAYS, Declare
from tarocchi.engine.cards import cards_of
from tarocchi.engine.protocol import GameState
from tarocchi.engine.games._tappen_family import HELD_PREMIUMS
from tarocchi.engine.registry import get_game

GAMES = [("koenigrufen", 4), ("zwanzigerrufen", 4), ("tappen", 3), ("scarecrow", 2),
         ("point-tarock", 3), ("illustrated-tarock", 3)]


def random_play_position(game: str, players: int, seed: int) -> GameState | None:
    """A random deal acted on at random (announcements and doubles favoured) into its card
    play, then played on at random for a random number of cards."""
    rng = random.Random(seed)
    state = get_game(game).new_state(players, dealer=seed % players, seed=seed)
    while state.to_move is not None and state.phase != "play":
        legal = state.legal_actions()
        loud = [a for a in legal if type(a) is Declare and a.name != "none"]
        state.apply(rng.choice(loud) if loud and rng.random() < 0.3 else rng.choice(legal))
    if state.to_move is None:
        return None
    cards = rng.randrange(0, 3 * state.view(0).table.tricks_total)
    while state.to_move is not None and (cards > 0 or not state.plain_play()):
        state.apply(rng.choice(state.legal_actions()))  # Scarecrow: with the straw men or without
        cards -= 1
    return state if state.to_move is not None else None


def straw_may_complete_a_premium(state: GameState) -> bool:
    """Whether a seat may yet complete a Trull or the Four Kings from its face-down straw
    cards: the scorer counts the combinations held whole when the playout starts (a card turned
    up later may complete one that the playout does not see announced)."""
    if not getattr(state, "piles", None):
        return False
    return any(state.to_play(s) & combo == combo and state.holding(s) & combo != combo
               for s in range(state.n) for _, combo in HELD_PREMIUMS)


@pytest.mark.parametrize("game,players", GAMES)
def test_outcome_scorer_equals_the_engines_scores(game: str, players: int) -> None:
    checked = valats = 0
    for seed in range(400):
        state = random_play_position(game, players, seed)
        if state is None:
            continue
        kernel = Kernel.from_world(state)
        scorer = state.outcome_scorer()
        if kernel is None:
            assert scorer is None or not state.plain_play()
            continue
        assert scorer is not None, f"{game} seed {seed}: no scorer in plain play"
        if straw_may_complete_a_premium(state):
            continue
        rng = random.Random(seed)
        log: list[int] = []
        # a few playouts at random, the others by the policy (sweeps come up more often)
        kernel.playout(rng, eps=1.0 if seed % 2 else 0.1, log=log)
        fast = scorer(kernel.outcome())
        for card in log:
            state.apply(PLAYS[card])
        assert state.to_move is None
        assert fast == state.scores(), f"{game} seed {seed}: {state.result()}"
        checked += 1
        valats += any(w for w in kernel.outcome().won_all)
    print(game, checked, valats)
    assert checked >= 25 and (valats or game == "scarecrow")  # 27 tricks: no sweep comes up


def test_scorer_counts_a_kakadu_in_the_third_last_trick() -> None:
    """Illustrated Tarock's silent Kakadu lies in the third trick from the end, which the
    outcome gives exactly (``PlayOutcome.third_last``)."""
    found = 0
    for seed in range(3000):
        state = random_play_position("illustrated-tarock", 3, seed)
        if state is None or state.view(0).table.tricks_total - state.view(0).table.tricks_played < 4:
            continue
        kernel = Kernel.from_world(state)
        if kernel is None:
            continue
        log: list[int] = []
        kernel.playout(random.Random(seed), log=log)
        fast = state.outcome_scorer()(kernel.outcome())
        for card in log:
            state.apply(PLAYS[card])
        feats = [f["name"] for f in state.result()["feats"]]
        if "kakadu" in feats:
            assert fast == state.scores()
            found += 1
            if found >= 3:
                return
    pytest.fail(f"only {found} silent Kakadu came up")


@pytest.mark.parametrize("game,players", GAMES)
def test_bid_thresholds_name_each_bid_on_offer(game: str, players: int) -> None:
    """``TableView.bid_thresholds``: one strength per bid on offer (passing aside), in the
    order of the legal actions, in every auction position; the rules' bid is one of them and
    never a game a strength count says nothing of (a nullo game, Trischaken, the Farberl)."""
    from tarocchi.bots.base import Decision
    from tarocchi.bots.simple import RuleBot
    from tarocchi.engine.actions import Bid
    from tarocchi.engine.games._tarock import NEVER

    rules = RuleBot()
    rules.noise = 0.0
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = get_game(game).new_state(players, dealer=seed % players, seed=seed)
        while state.to_move is not None and state.phase != "play":
            view = state.view(state.to_move)
            offers = [a for a in view.legal if type(a) is Bid and a.name != "pass"]
            if offers:
                assert view.table.thresholds_by_offer
                assert len(view.table.bid_thresholds) == len(offers)
                choice = rules.choose(Decision(view=view, rng=rng, sample_world=None))
                if choice in offers:
                    edge = view.table.bid_thresholds[offers.index(choice)]
                    assert edge < NEVER or choice == offers[0], (seed, choice)
                seen += 1
            else:
                assert view.table.bid_thresholds == ()
            state.apply(rng.choice(view.legal))
    assert seen >= 60


def test_the_games_with_a_bought_talon_bid_and_lay_away_by_the_rules(monkeypatch) -> None:
    """``TableView.bids_by_rules`` and ``discards_by_rules`` (Point-Tarock and Illustrated
    Tarock): the hard player's bids and discards are the medium player's (the rules' bid, a
    raise weighed against the lowest bid on offer in worlds not weighted by inference; the
    rules' discard), never weighed by :meth:`SearchBot.bid` or by rollouts of the discards.
    The other Austrian games still bid by simulation."""
    from tarocchi.bots import montecarlo
    from tarocchi.bots.base import decide, make_bot
    from tarocchi.engine.actions import Bid, Discard

    def refused(self, *args, **kwargs):
        raise AssertionError("searched")

    for game in ("point-tarock", "illustrated-tarock"):
        seen = {Bid: 0, Discard: 0}
        for seed in range(8):
            state = get_game(game).new_state(3, dealer=seed % 3, seed=seed)
            while state.to_move is not None and state.phase != "play":
                table = state.view(state.to_move).table
                assert table.bids_by_rules and table.discards_by_rules
                kind = type(state.legal_actions()[-1])
                medium = decide(state, make_bot("medium"), random.Random(seed), budget=40)
                if kind not in seen:  # the talon, announcements: the hard player's own
                    state.apply(medium)
                    continue
                with monkeypatch.context() as patch:
                    patch.setattr(montecarlo.SearchBot, "bid", refused)
                    if kind is Discard:
                        patch.setattr(montecarlo.SearchBot, "simulate", refused)
                    choice = decide(state, make_bot("hard"), random.Random(seed), budget=40)
                assert choice == medium, (game, seed, state.phase)
                seen[kind] += 1
                state.apply(choice)
        assert seen[Bid] >= 16 and seen[Discard] >= 8, seen
    for game, players in (("koenigrufen", 4), ("tappen", 3), ("talon", 4)):
        state = get_game(game).new_state(players, dealer=0, seed=1)
        table = state.view(state.to_move).table
        assert not table.bids_by_rules and not table.discards_by_rules


def test_talons_bids_climb_one_ladder() -> None:
    """Talon shares the calling games' state, but its bids climb one ladder: its thresholds
    are the whole ladder (the offers its top rungs), not one per bid on offer, so the hard
    player weighs its bids as in the other ladder games."""
    for players, rungs in ((3, 4), (4, 4), (5, 3), (6, 3)):
        state = get_game("talon").new_state(players, dealer=0, seed=1)
        table = state.view(state.to_move).table
        assert not table.thresholds_by_offer
        assert len(table.bid_thresholds) == rungs


def test_a_sampled_world_keeps_its_own_hands_before_play() -> None:
    """Point-Tarock's and Illustrated Tarock's hands as play began (held Trull, Mondfang)
    are re-dealt with the hidden cards, never the true ones."""
    for game in ("point-tarock", "illustrated-tarock"):
        differs = 0
        for seed in range(30):
            state = random_play_position(game, 3, seed)
            if state is None or not state.play_hands:
                continue
            world = state.sample_world(0, random.Random(seed))
            assert world.play_hands == world.hands_before_play()
            assert world.play_hands[0] == state.play_hands[0]
            differs += world.play_hands != state.play_hands
        assert differs


@pytest.mark.parametrize("game,players", [("koenigrufen", 4), ("zwanzigerrufen", 4)])
def test_the_exact_endgame_spends_no_more_than_its_budget(game: str, players: int, monkeypatch) -> None:
    """The hard player's exact endgame charges each end it scores by the rebuilt ``_finish``
    a playout (it costs about one), and leaves one playout of each card to the worlds it may
    not solve: at budget 200, from the last twelve cards of easy-played deals, the game's
    scorer is called at most about 200 times (before: 330 to 400 times)."""
    from tarocchi.bots.base import decide, make_bot
    from tarocchi.engine.trickgame import TrickGame

    monkeypatch.setattr("tarocchi.bots.montecarlo.MAX_SECONDS", 1e9)
    calls = [0]
    finish_scorer = TrickGame.finish_scorer

    def counted(self):
        score = finish_scorer(self)

        def scored(outcome):
            calls[0] += 1
            return score(outcome)
        return scored

    monkeypatch.setattr(TrickGame, "finish_scorer", counted)
    easy = make_bot("easy")
    checked = 0
    for seed in range(3):
        state = get_game(game).new_state(players, dealer=0, seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None and not (
                state.phase == "play" and sum(state.view(state.to_move).table.hand_sizes) <= 12):
            state.apply(decide(state, easy, rng))
        if state.to_move is None or len(state.legal_actions()) < 2:
            continue
        calls[0] = 0
        decide(state, make_bot("hard"), random.Random(1), budget=200)
        assert 0 < calls[0] <= 210
        checked += 1
    assert checked
