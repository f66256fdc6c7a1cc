"""The bot protocol and the levels: determinism, budgets, cancellation, hints, the duel."""

from __future__ import annotations

import dataclasses
import json
import random
import threading
import time

import pytest

from tarocchi.bots.base import Cancelled, Decision, decide, make_bot
from tarocchi.bots.hint_text import hint
from tarocchi.bots.simple import hand_strength, mask_strength
from tarocchi.cli import main
from tarocchi.commands.duel import duel, gap_closed
from tarocchi.engine.actions import Play
from tarocchi.engine.registry import get_game

SPEC = get_game("french-tarot")


def position(seed: int, plays: int = 5):
    """A 4-player deal some cards into the play (easy players bid and discard)."""
    for s in range(seed, seed + 200):
        state = SPEC.new_state(4, seed=s)
        easy = make_bot("easy")
        rng = random.Random(s)
        while state.to_move is not None and state.phase != "play":
            state.apply(decide(state, easy, rng))
        if state.phase == "play":
            for _ in range(plays):
                state.apply(decide(state, easy, rng))
            return state
    raise AssertionError("no deal was taken")


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "oracle"])
def test_same_seed_same_action(level: str) -> None:
    state = position(1)
    bot = make_bot(level)
    first = decide(state, bot, random.Random(7), budget=60)
    again = decide(state, make_bot(level), random.Random(7), budget=60)
    assert first == again
    assert state.check(first) is None


def test_bots_do_not_see_the_true_state() -> None:
    state = position(2)
    seen = []

    class Spy(type(make_bot("medium"))):
        def choose(self, decision: Decision):
            seen.append(decision.true_state)
            return super().choose(decision)

    decide(state, Spy(), random.Random(0), budget=20)
    assert seen == [None]


def test_cancel_stops_the_search() -> None:
    state = position(3)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        decide(state, make_bot("hard"), random.Random(0), budget=10**6, cancel=cancel)


def test_a_measurement_at_a_fixed_budget_has_no_wall_clock_cap(monkeypatch) -> None:
    """A search at a fixed budget stops at the wall-clock cap (so a loaded machine cuts it
    short), unless the decision is uncapped, as a duel's are: then its whole budget is
    played whatever the clock says, and the same action comes back."""
    import tarocchi.bots.montecarlo as mc

    state = position(5)
    want = decide(state, make_bot("medium"), random.Random(3), budget=120)
    monkeypatch.setattr(mc, "MAX_SECONDS", 0.0)  # a machine so loaded that no time is left
    snapshot, seat = state.clone(), state.to_move
    decision = Decision(view=state.view(seat), rng=random.Random(3), budget=120, capped=False,
                        sample_world=lambda r: snapshot.sample_world(seat, r))
    assert make_bot("medium").choose(decision) == want
    assert decision.deadline is None
    capped = Decision(view=state.view(seat), rng=random.Random(3), budget=120,
                      sample_world=lambda r: snapshot.sample_world(seat, r))
    make_bot("medium").choose(capped)
    assert capped.deadline is not None  # the cap was set (and has passed)


def test_deadline_is_honoured() -> None:
    state = position(4, plays=0)
    start = time.monotonic()
    action = decide(state, make_bot("medium"), random.Random(0), deadline=start + 0.2)
    assert time.monotonic() - start < 1.0
    assert state.check(action) is None


def test_the_clock_stops_an_exact_search() -> None:
    """An exact endgame given all the positions it likes stops at its deadline: the clock is
    looked at every CLOCK_NODES positions."""
    from tarocchi.bots.kernel import CLOCK_NODES, Kernel, SolveBudgetSpent
    state = position(6, plays=0)
    easy = make_bot("easy")
    rng = random.Random(6)
    while sum(h.bit_count() for h in state.hands) > 12:  # the last three tricks
        state.apply(decide(state, easy, rng))
    kernel = Kernel.from_world(state)
    nodes = [10**9]
    with pytest.raises(SolveBudgetSpent):
        kernel.solve(0, nodes=nodes, deadline=time.monotonic() - 1.0)
    assert 10**9 - nodes[0] <= CLOCK_NODES
    assert kernel.solve(0, nodes=[10**9]) >= 0  # without a deadline it finishes


def test_the_wall_cap_stops_a_decision(monkeypatch, counted_playouts) -> None:
    """A decision whose budget would take hours ends at the search's cap (MAX_SECONDS): a
    clock that runs 10 ms each time it is read stops the hard player's card play and its
    exact endgame, with a legal card each time."""
    from tarocchi.bots import montecarlo
    state = position(7, plays=0)
    easy = make_bot("easy")
    rng = random.Random(7)
    while sum(h.bit_count() for h in state.hands) > 24:  # the exact endgame is near
        state.apply(decide(state, easy, rng))
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    monkeypatch.setattr(time, "monotonic", clock)
    while state.to_move is not None:  # every seat, through the exact last tricks
        start = now[0]
        action = decide(state, make_bot("hard"), random.Random(0), budget=10**9)
        assert state.check(action) is None
        assert now[0] - start <= montecarlo.MAX_SECONDS + 1.0  # the fake clock's reads, not seconds
        state.apply(action)
    assert counted_playouts[0] < 10**5


def test_easy_bids_from_hand_strength() -> None:
    from tarocchi.engine.cards import parse_cards, cardset
    strong = cardset(parse_cards("T21 T20 T19 T18 T17 T16 T15 T14 T1 EX KS QS KH KD KC 10C 9C 8C"))
    weak = cardset(parse_cards("T2 T3 T4 1S 2S 3S 4S 1H 2H 3H 4H 5H 1D 2D 3D 1C 2C 3C"))
    assert mask_strength(strong, 4) > 0.7
    assert mask_strength(weak, 4) < 0.2


def test_easy_takes_at_a_sensible_rate() -> None:
    easy = make_bot("easy")
    taken = made = 0
    deals = 120
    for seed in range(deals):
        state = SPEC.new_state(4, seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        while state.to_move is not None:
            state.apply(decide(state, easy, rng))
        result = state.result()
        if result.get("contract"):
            taken += 1
            made += result["made"]
    assert 0.15 <= taken / deals <= 0.6
    assert made / taken >= 0.3


def test_hint_gives_a_legal_action_and_a_reason() -> None:
    state = position(5)
    action, said = hint(state, state.to_move, budget=40)
    assert state.check(action) is None
    text = said.render()
    assert text.startswith(state.describe(action) + ": ") and text.split(": ", 1)[1]
    if type(action) is Play:  # the card in words, not in notation, and in the skin's words when asked
        from tarocchi.engine.cards import card_words
        assert text.startswith(f"Play {card_words(action.card)}: ")
        assert said.render(card_name=lambda card: "THE CARD").startswith("Play THE CARD: ")
    decision = Decision(view=state.view(state.to_move), rng=random.Random(0),
                        sample_world=lambda r: state.sample_world(state.to_move, r), budget=30)
    action, why = make_bot("medium").hint(decision)
    assert state.check(action) is None and why


def test_duel_is_reproducible() -> None:
    first = duel(SPEC, 4, "medium", "easy", deals=2, seed=5, budget=10)
    again = duel(SPEC, 4, "medium", "easy", deals=2, seed=5, budget=10)
    assert first["mean_diff"] == again["mean_diff"]
    assert first["candidate_stats"]["illegal"] == 0
    assert gap_closed(2.0, 4.0) == 0.5


def test_duel_jobs_do_not_change_the_figures() -> None:
    """Worker processes share the deals; every figure but the timings is the same."""
    alone = duel(SPEC, 4, "medium", "easy", deals=3, seed=9, budget=8)
    shared = duel(SPEC, 4, "medium", "easy", deals=3, seed=9, budget=8, jobs=2)
    assert shared["mean_diff"] == alone["mean_diff"] and shared["ci95"] == alone["ci95"]
    for key in ("games", "take_rate", "contracts", "decisions", "illegal"):
        assert shared["candidate_stats"][key] == alone["candidate_stats"][key]


def test_duel_counts_the_playouts_each_level_spends() -> None:
    """The duel reports the playouts each level's searches spent a game and its decisions with
    a choice: at a fixed budget a search spends about its budget a decision with a choice,
    none where it decides by its rules (a bid far from the thresholds) and none for a forced
    action; the level without a search spends none."""
    report = duel(SPEC, 4, "hard", "medium", deals=2, seed=3, budget=40)
    for key in ("candidate_stats", "baseline_stats"):
        stats = report[key]
        assert stats["playouts_per_game"] > 0 and stats["choices_per_game"] > 0
        assert stats["playouts_per_game"] <= 1.5 * 40 * stats["choices_per_game"]
    easy = duel(SPEC, 4, "medium", "easy", deals=1, seed=3, budget=40)
    assert easy["baseline_stats"]["playouts_per_game"] == 0


def test_a_search_counts_what_it_spends() -> None:
    """``SearchBot.spent``: a card decision at budget B spends about B playouts (its rounds of
    halving), a forced one none; ``choices`` counts the decisions with more than one action."""
    state = position(11)
    bot = make_bot("medium")
    decide(state, bot, random.Random(1), budget=300)
    assert bot.choices == 1 and 200 <= bot.spent <= 330


def test_medium_bids_by_its_calibrated_thresholds() -> None:
    """The medium player takes from a strength of 0.43, guards from 0.455, guards without
    from 0.545 and against from 0.62 (docs/bots.md: where each starts to pay)."""
    from tarocchi.bots.montecarlo import _RULES
    from tarocchi.bots.simple import RuleBot

    assert [_RULES.bid_level(x) for x in (0.42, 0.44, 0.47, 0.56, 0.63)] == [-1, 0, 1, 2, 3]
    easy = RuleBot()
    assert [easy.bid_level(x) for x in (0.45, 0.47, 0.62, 0.77)] == [-1, 0, 1, 2]


def test_medium_discards_a_whole_short_suit_first() -> None:
    """With six cards to lay away and a three-card suit without its king, the medium
    player's rules void that suit, its most valuable card first."""
    from tarocchi.bots.montecarlo import _RULES
    from tarocchi.engine.actions import Discard
    from tarocchi.engine.cards import cardset, parse_cards

    state = position(3, plays=0)
    view = state.view(0)
    hand = cardset(parse_cards("QH 7H 2H 3S 4S 5S 6S 8S 9S 10S 1C 2C 3C 4C 5C 6C T1 T2 T3 T4 T5 T6 T7 EX"))
    view = dataclasses.replace(view, hand=hand)
    discards = [Discard(c) for c in parse_cards("QH 7H 2H 3S 4S 5S 6S 8S 9S 10S 1C 2C 3C 4C 5C 6C")]
    order = _RULES.discard_order(view, discards)
    assert order[0].card == parse_cards("QH")[0]
    assert {a.card for a in order[:3]} == set(parse_cards("QH 7H 2H"))


def test_duel_command_prints_json(capsys) -> None:
    assert main(["duel", "--candidate", "medium", "--baseline", "easy", "--deals", "1",
                 "--seed", "2", "--budget", "8", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 1
    assert len(report["ci95"]) == 2
    assert "mean_diff" in report
    stats = report["candidate_stats"]
    assert stats["time_p50"] <= stats["time_p95"] <= stats["time_max"]


def test_duel_json_gives_each_deals_difference_in_deal_order(capsys) -> None:
    """Two runs on the same seed pair deal by deal: the JSON lists every deal's candidate −
    baseline in deal order, whose mean is the report's."""
    argv = ["duel", "--game", "tappen", "--players", "3", "--candidate", "medium", "--baseline", "easy",
            "--seed", "5", "--budget", "8", "--json"]
    assert main(argv + ["--deals", "3", "--jobs", "2"]) == 0
    three = json.loads(capsys.readouterr().out)
    assert len(three["deal_diffs"]) == 3
    assert three["mean_diff"] == pytest.approx(sum(three["deal_diffs"]) / 3)
    assert main(argv + ["--deals", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["deal_diffs"] == three["deal_diffs"][:2]


def test_duel_text_gives_the_longest_decision(capsys) -> None:
    """The text report names the longest decision beside the median and p95, so the 2 s cap
    can be read off a duel."""
    assert main(["duel", "--candidate", "medium", "--baseline", "easy", "--deals", "1",
                 "--seed", "2", "--budget", "8"]) == 0
    assert "longest" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["duel", "--game", "no-such-game"],
    ["duel", "--candidate", "grandmaster"],
    ["duel", "--players", "9"],
    ["duel", "--deals", "0"],
])
def test_duel_bad_input_exits_2(argv, capsys) -> None:
    assert main(argv) == 2
    assert "error:" in capsys.readouterr().err


def test_easy_player_ducks_in_a_nullo_game():
    """With goal "avoid" the rule player loses the trick with its strongest losing card."""
    from tarocchi.bots.simple import RuleBot
    from tarocchi.engine.actions import Play
    from tarocchi.engine.cards import parse_card
    from tarocchi.engine.games._tarock import NULLO_RULES

    C = parse_card
    plays = [Play(C(c)) for c in ("KH", "2H", "3H")]
    trick = [C("NH")]
    chosen = RuleBot._duck(plays, trick, NULLO_RULES)
    assert chosen == Play(C("2H"))  # ace-high reds: 1 2 3 4 under the courts; 2H is the strongest loser
    assert RuleBot._duck(plays, [], NULLO_RULES) == Play(C("3H"))  # lead the weakest


def test_cards_in_words_for_hints() -> None:
    from tarocchi.engine.cards import card_words, parse_card

    words = [card_words(parse_card(c)) for c in "T18 T1 EX QH 1S NC".split()]
    assert words == ["the 18 of trumps", "the petit", "the excuse", "the queen of hearts",
                     "the ace of spades", "the cavalier of clubs"]
    assert [card_words(parse_card(c), tarock=True) for c in "T1 T21 EX".split()] == \
        ["the Pagat", "the Mond", "the Sküs"]


def test_duel_json_of_one_deal_is_strict_json(capsys) -> None:
    """Issue 13: one deal has no confidence interval; ``duel --json`` says null, never
    Infinity (which no JSON reader takes)."""
    from tarocchi.cli import main

    def refuse(name: str):
        raise AssertionError(f"{name} in the output")

    assert main(["duel", "--game", "tappen", "--players", "3", "--deals", "1", "--candidate", "easy",
                 "--baseline", "easy", "--budget", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out, parse_constant=refuse)
    assert report["ci95"] == [None, None] and report["deals"] == 1


def test_inference_weighs_every_trick_and_the_hand_as_bid() -> None:
    """Issue 19: the plays of every trick so far count, not the current trick alone, and a
    bid is judged against the hand its seat held when bidding (as dealt), not what is left."""
    from tarocchi.bots.inference import bid_log_likelihood, play_log_likelihood
    state = position(5, plays=0)
    easy, rng = make_bot("easy"), random.Random(5)
    while len(state.tricks) < 3 or state.trick:
        state.apply(decide(state, easy, rng))
    me = state.to_move
    world = state.sample_world(me, random.Random(1))
    views = [world.view(s) for s in world.seats()]
    assert views[me].table.trick == () and len(views[me].table.tricks) == 3
    assert play_log_likelihood(world, views, me) < 0.0  # three tricks judged, no trick in progress
    taker = state.declarer
    if taker is not None and taker != me:
        dealt = views[taker].table.dealt
        assert dealt & views[taker].hand == views[taker].hand and dealt != views[taker].hand
        weak = dataclasses.replace(views[taker], table=dataclasses.replace(views[taker].table, dealt=0x3F))
        judged = list(views)
        judged[taker] = weak
        assert bid_log_likelihood(judged, me) != bid_log_likelihood(views, me)


def test_duel_reads_the_declaring_seat_in_every_game() -> None:
    """Issue 19: the Austrian games report ``declarer`` (and the buying games ``won``); their
    take rates showed 0 when only ``taker`` was read."""
    from tarocchi.commands.duel import Tally, declaring_seat

    class Done:
        def __init__(self, result):
            self._result = result

        def result(self):
            return self._result

    assert declaring_seat({"taker": 2}) == 2 and declaring_seat({"declarer": 1}) == 1
    assert declaring_seat({"annulled": "all passed"}) is None
    tally = Tally()
    tally.record_result(Done({"declarer": 1, "contract": "three", "won": True}), 1)
    tally.record_result(Done({"declarer": 0, "contract": "solo", "made": False}), 0)
    tally.record_result(Done({"declarer": 0, "contract": "solo", "made": True}), 3)
    summary = tally.summary()
    assert summary["take_rate"] == 2 / 3 and summary["success_rate"] == 0.5
    report = duel(get_game("koenigrufen"), 4, "medium", "easy", deals=2, seed=3, budget=8)
    assert report["candidate_stats"]["take_rate"] > 0 or report["baseline_stats"]["take_rate"] > 0


def test_gap_closed_has_a_confidence_interval() -> None:
    from tarocchi.commands.duel import gap_closed_ci
    rng = random.Random(4)
    oracle = [10 + rng.gauss(0, 5) for _ in range(400)]
    candidate = [o / 2 + rng.gauss(0, 2) for o in oracle]
    low, high = gap_closed_ci(candidate, oracle)
    gap = gap_closed(sum(candidate) / 400, sum(oracle) / 400)
    assert low < gap < high and 0.4 < low and high < 0.6
    assert gap_closed_ci([1.0], [2.0]) == [None, None]


def test_duel_progress_goes_to_stderr_and_quiet_stops_it(capsys) -> None:
    argv = ["duel", "--candidate", "medium", "--baseline", "easy", "--deals", "2", "--seed", "2",
            "--budget", "8", "--json"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    json.loads(out)
    assert [line.split(":")[0] for line in err.splitlines()] == ["deal 1/2", "deal 2/2"]
    assert "standard error" in err.splitlines()[-1]
    assert main(argv + ["--quiet"]) == 0
    out, err = capsys.readouterr()
    json.loads(out)
    assert err == ""


@pytest.mark.parametrize("game, players, candidate, baseline", [
    ("french-tarot", 4, "hard", "medium"),
    ("koenigrufen", 4, "hard", "medium"),
    ("tappen", 3, "medium", "easy"),
])
def test_lockstep_gives_the_figures_of_the_plain_duel(game, players, candidate, baseline, monkeypatch) -> None:
    """Issue 19: replaying the control until the candidate's first other action, the
    baselines' rngs restored there, changes nothing but the time: the same per-deal
    differences and tallies, with fewer of the baselines' decisions searched."""
    from tarocchi.bots.base import BOT_LEVELS

    searched = {True: 0, False: 0}
    lockstep = True
    level = BOT_LEVELS[baseline]
    choose = level.choose

    def counted(self, decision):
        if type(self) is level:
            searched[lockstep] += 1
        return choose(self, decision)
    monkeypatch.setattr(level, "choose", counted)
    reports = {}
    for lockstep in (False, True):
        reports[lockstep] = duel(get_game(game), players, candidate, baseline, deals=2, seed=4, budget=20,
                                 lockstep=lockstep)
    plain, locked = reports[False], reports[True]
    assert locked["diffs"] == plain["diffs"] and locked["ci95"] == plain["ci95"]
    for stats in ("candidate_stats", "baseline_stats"):
        for key in ("games", "take_rate", "success_rate", "contracts", "decisions", "illegal"):
            assert locked[stats][key] == plain[stats][key], (stats, key)
    assert searched[True] < searched[False]


def test_lockstep_restores_each_baseline_rng_where_the_candidate_leaves_the_control() -> None:
    """A baseline's rng is set to its state before its next decision in the control, or to
    its state at the control's end when it has none left there."""
    from tarocchi.commands.duel import ControlLog, Step, _restore_rngs

    states = [random.Random(n).getstate() for n in range(5)]
    log = ControlLog([Step(0, Play(1), states[0]), Step(1, Play(2), states[1]), Step(2, Play(3), states[2]),
                      Step(1, Play(4), states[3])], final=[states[4], states[4], states[0]])
    rngs = [random.Random(9) for _ in range(3)]
    _restore_rngs(rngs, log, 1, keep={1})
    assert rngs[0].getstate() == states[4]  # no decision after step 1: as the control ended
    assert rngs[1].getstate() == random.Random(9).getstate()  # the candidate's own, untouched
    assert rngs[2].getstate() == states[2]


def test_scale_gives_each_level_its_own_default_budget(monkeypatch, capsys) -> None:
    """Issue 19: ``--scale F`` plays hard at F × 10000 playouts and medium at F × 4000 (easy
    has no search); the report names the budgets."""
    from tarocchi.bots.base import BOT_LEVELS
    from tarocchi.commands.duel import level_budget

    assert [level_budget(lv, None, 0.05) for lv in ("hard", "medium", "easy")] == [500, 200, None]
    assert [level_budget(lv, 30, None) for lv in ("hard", "medium", "easy")] == [30, 30, None]
    seen: dict[str, set] = {"hard": set(), "medium": set()}
    for name in seen:
        level = BOT_LEVELS[name]

        def noted(self, decision, level=level, name=name, choose=level.choose):
            if type(self) is level:
                seen[name].add(decision.budget)
            return choose(self, decision)
        monkeypatch.setattr(level, "choose", noted)
    report = duel(SPEC, 4, "hard", "medium", deals=1, seed=3, scale=0.002)
    assert seen == {"hard": {20}, "medium": {8}}
    assert report["budgets"] == {"hard": 20, "medium": 8} and report["scale"] == 0.002
    assert main(["duel", "--candidate", "medium", "--baseline", "easy", "--deals", "1", "--seed", "3",
                 "--scale", "0.002", "--quiet"]) == 0
    assert "medium 8 playouts a decision (0.002 × the defaults), easy no search" in capsys.readouterr().out
    assert main(["duel", "--deals", "1", "--scale", "0.1", "--budget", "8"]) == 2
    assert "not allowed" in capsys.readouterr().err


def test_hard_weighs_a_raise_from_the_take_at_four(monkeypatch) -> None:
    """French Tarot at four (``TableView.raise_prior_cap`` 1): where the rules bid a guard
    without the chien, the hard player weighs the bids up to it, the guard as the prior, and
    none above it; as the first bid of the auction passing and the bids from the guard up
    (``SearchBot.first_raise``), not the take; at three and five players the view does not
    ask for it."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    state = get_game("french-tarot").new_state(4, None, dealer=2, seed=3166756097003887900)
    for _ in range(3):
        state.apply(Bid("pass"))
    view = state.view(state.to_move)
    assert view.table.raise_prior_cap == 1
    assert [get_game("french-tarot").new_state(n, None, dealer=0, seed=1).view(0).table.raise_prior_cap
            for n in (3, 5)] == [None, None]
    assert montecarlo._RULES.choose(Decision(view=view, rng=random.Random(0),
                                             sample_world=lambda r: state)) == Bid("guard-without")
    weighed = []

    def simulate(self, decision, candidates, optimism=0.0, prior=None, **kwargs):
        weighed.append((list(candidates), optimism, prior))
        return candidates[prior]
    monkeypatch.setattr(montecarlo.SearchBot, "simulate", simulate)
    assert decide(state, make_bot("hard"), random.Random(0), budget=200) == Bid("guard")
    assert weighed == [([Bid("pass"), Bid("guard"), Bid("guard-without")], montecarlo.FIRST_BID_OPTIMISM, 1)]


def test_a_small_budgets_weighted_worlds_are_drawn_from_a_larger_pool(monkeypatch) -> None:
    """Where a decision plays fewer worlds than ``max_worlds`` (a small budget: 3 for the
    first lead of Point-Tarock at budget 200), the hard player draws them from a pool of up to
    RESAMPLE_POOL times as many by their inference weights, each counting alike (a world drawn
    twice counts twice), instead of weighting the few it sampled: before, two of three worlds
    could weigh next to nothing. Unweighted (the medium player) the worlds are sampled as
    before."""
    import tarocchi.bots.montecarlo as mc

    draws = iter(range(1000))
    # a world's weight: 1 for every fourth world sampled, next to nothing for the others
    monkeypatch.setattr(mc, "world_weight", lambda world, seat: 1.0 if world % 4 == 0 else 1e-9)
    view = get_game("point-tarock").new_state(3, dealer=0, seed=1).view(1)
    decision = Decision(view=view, rng=random.Random(0), sample_world=lambda rng: next(draws))
    hard = make_bot("hard")
    worlds = hard.worlds(decision, 3)
    assert sum(w for _, w in worlds) == pytest.approx(1.0)
    assert len(worlds) <= 3 and all(world % 4 == 0 for world, _ in worlds)
    assert next(draws) == 3 * mc.RESAMPLE_POOL  # the pool: RESAMPLE_POOL times the worlds asked for
    # at the worlds a large budget plays (max_worlds) there is no larger pool: weighted as sampled
    draws = iter(range(1000))
    worlds = hard.worlds(decision, hard.max_worlds)
    assert len(worlds) == hard.max_worlds and next(draws) == hard.max_worlds
    draws = iter(range(1000))
    assert [w for w, _ in make_bot("medium").worlds(decision, 3)] == [0, 1, 2]


def test_hard_weighs_the_first_bid_from_below_its_threshold_at_four(monkeypatch) -> None:
    """French Tarot at four: nobody has bid, and the hard player weighs passing against the
    take for hands from FIRST_BID_REACH below the take's threshold (the rules pass: a take
    must beat the pass by PRIOR_Z standard errors) to BID_BAND above it (the rules take: a
    pass must beat the take by PRIOR_Z_DOWN), both with FIRST_BID_OPTIMISM; weaker hands
    pass unweighed, and over another's take the band stays BID_BAND either side of the
    guard's threshold."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    weighed = []

    def simulate(self, decision, candidates, optimism=0.0, prior=None, z=montecarlo.PRIOR_Z, **kwargs):
        weighed.append((list(candidates), optimism, prior, z))
        return candidates[prior]
    monkeypatch.setattr(montecarlo.SearchBot, "simulate", simulate)
    pair = [Bid("pass"), Bid("take")]
    opt = montecarlo.FIRST_BID_OPTIMISM
    # seed, the bids before, the hand's strength: the weighing expected
    cases = [(2, [], 0.36, (pair, opt, 0, montecarlo.PRIOR_Z)),
             (27, [], 0.45, (pair, opt, 1, montecarlo.PRIOR_Z_DOWN)),
             (12, [], 0.30, None),
             (9, [Bid("take")], 0.38, None)]
    for seed, before, strength, expected in cases:
        state = get_game("french-tarot").new_state(4, None, dealer=0, seed=seed)
        for bid in before:
            state.apply(bid)
        view = state.view(state.to_move)
        assert abs(hand_strength(view) - strength) < 0.005
        rule = montecarlo._RULES.choose(Decision(view=view, rng=random.Random(0), sample_world=lambda r: state))
        weighed.clear()
        choice = decide(state, make_bot("hard"), random.Random(0), budget=200)
        # a first take is bid as the guard
        assert choice == (Bid("guard") if rule == Bid("take") and not before else rule)
        assert weighed == ([expected] if expected else [])


def test_medium_guards_where_its_rules_take_at_four() -> None:
    """French Tarot at four (``TableView.guard_for_take``): where the medium player's rules
    take as the first bid (strength 0.44, above the take's 0.43 and below the guard's 0.455),
    it bids the guard, which plays the take's game for twice its score; at three and five it
    takes. Over another's take the rules pass such a hand, and so does the medium player."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    for players, seed, bid in ((4, 87, "guard"), (3, 14, "take"), (5, 84, "take")):
        state = get_game("french-tarot").new_state(players, None, dealer=0, seed=seed)
        view = state.view(state.to_move)
        assert view.table.guard_for_take is (players == 4)
        assert 0.43 <= hand_strength(view) < 0.455
        assert montecarlo._RULES.choose(Decision(view=view, rng=random.Random(0),
                                                 sample_world=lambda r: state)) == Bid("take")
        assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid(bid)
    state = get_game("french-tarot").new_state(4, None, dealer=0, seed=61)
    state.apply(Bid("take"))  # the first to speak takes; the hand of strength 0.44 speaks next
    assert state.to_move == 2 and 0.43 <= hand_strength(state.view(2)) < 0.455
    assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("pass")


def test_medium_weighs_only_giving_up_its_first_bid_at_four(monkeypatch) -> None:
    """French Tarot at four (``TableView.weighed_passes``): where the medium player's rules
    take as the first bid near the threshold (seed 87: strength 0.44), passing is weighed
    against the take (the bid given up only by PRIOR_Z_DOWN standard errors) and the guard
    is kept unless the pass wins; a hand its rules pass (below 0.43) and a hand over
    another's bid are not weighed so, and at three and five nothing is."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    weighed = []
    answer = [Bid("pass")]

    def simulate(self, decision, candidates, optimism=0.0, prior=None, *args, z=montecarlo.PRIOR_Z, **kwargs):
        weighed.append((decision.view.players, tuple(candidates), prior, z))
        return answer[0] if len(candidates) == 2 and candidates[0] == Bid("pass") else candidates[prior]
    monkeypatch.setattr(montecarlo.SearchBot, "simulate", simulate)
    state = get_game("french-tarot").new_state(4, None, dealer=0, seed=87)
    assert state.view(state.to_move).table.weighed_passes
    assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("pass")
    assert weighed == [(4, (Bid("pass"), Bid("take")), 1, montecarlo.PRIOR_Z_DOWN)]
    answer[0] = Bid("take")  # the rollouts keep the bid: the medium player guards, as its rules do
    assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("guard")
    weighed.clear()
    for players, seed in ((3, 14), (5, 84)):
        state = get_game("french-tarot").new_state(players, None, dealer=0, seed=seed)
        assert not state.view(state.to_move).table.weighed_passes
        assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("take")
    state = get_game("french-tarot").new_state(4, None, dealer=0, seed=61)
    state.apply(Bid("take"))
    assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("pass")
    assert all(z != montecarlo.PRIOR_Z_DOWN for *_, z in weighed)
    for seed in range(200):  # a hand the rules pass is never weighed
        state = get_game("french-tarot").new_state(4, None, dealer=0, seed=seed)
        view = state.view(state.to_move)
        if hand_strength(view) < 0.43:
            break
    weighed.clear()
    assert decide(state, make_bot("medium"), random.Random(0), budget=50) == Bid("pass")
    assert weighed == []


def test_hard_guards_where_it_would_take_at_four(monkeypatch) -> None:
    """French Tarot at four (``TableView.guard_for_take``): where the hard player's first bid
    of the auction is the take, whether its rules take (seed 87: a strength of 0.44) or the
    rollouts take below the rules' threshold (seed 2: 0.36, the rules pass), it bids the
    guard, as the medium player does; at three players it takes. Where the rules raise (seed
    15: 0.51, the rules guard), the take is not weighed (``SearchBot.first_raise``): the guard."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    def take(self, decision, candidates, *args, **kwargs):
        return Bid("take") if Bid("take") in candidates else candidates[kwargs.get("prior", 0)]
    monkeypatch.setattr(montecarlo.SearchBot, "simulate", take)
    for players, seed, strength, bid in ((4, 87, 0.44, "guard"), (4, 2, 0.36, "guard"), (3, 14, 0.44, "take"),
                                         (4, 15, 0.51, "guard")):
        state = get_game("french-tarot").new_state(players, None, dealer=0, seed=seed)
        view = state.view(state.to_move)
        assert abs(hand_strength(view) - strength) < 0.005
        assert decide(state, make_bot("hard"), random.Random(0), budget=200) == Bid(bid)


def test_hard_weighs_a_first_raise_against_passing_at_four(monkeypatch) -> None:
    """French Tarot at four (``TableView.guard_for_take``): where the hard player's rules raise
    as the first bid of the auction (seed 15: 0.51, the rules guard; seed 165: 0.56, a guard
    without), passing and the bids from the guard up to the rules' are weighed, never the take,
    with FIRST_BID_OPTIMISM, the guard the prior, given up only by PRIOR_Z_DOWN standard errors
    (``SearchBot.first_raise``). Over another's take (seed 148: 0.59, second to speak) neither
    passing nor the take is weighed against the raise, as before."""
    from tarocchi.bots import montecarlo
    from tarocchi.engine.actions import Bid

    calls = []

    def record(self, decision, candidates, optimism=0.0, prior=None, *args, z=montecarlo.PRIOR_Z, **kwargs):
        calls.append((list(candidates), optimism, prior, z))
        return candidates[prior]
    monkeypatch.setattr(montecarlo.SearchBot, "simulate", record)
    for seed, bids in ((15, ("pass", "guard")), (165, ("pass", "guard", "guard-without"))):
        calls.clear()
        state = get_game("french-tarot").new_state(4, None, dealer=0, seed=seed)
        assert decide(state, make_bot("hard"), random.Random(0), budget=200) == Bid("guard")
        assert calls == [([Bid(b) for b in bids], montecarlo.FIRST_BID_OPTIMISM, 1, montecarlo.PRIOR_Z_DOWN)]
    calls.clear()
    state = get_game("french-tarot").new_state(4, None, dealer=0, seed=148)
    state.apply(Bid("take"))
    assert state.to_move == 2 and hand_strength(state.view(2)) >= 0.545
    decide(state, make_bot("hard"), random.Random(0), budget=200)
    assert calls == [([Bid("guard"), Bid("guard-without")], 0.0, 0, montecarlo.PRIOR_Z)]


def test_a_card_search_at_a_large_budget_samples_a_world_for_every_world_playouts(monkeypatch) -> None:
    """In French Tarot at four (``TableView.world_playouts`` 40) the card search samples a
    world for every 40 playouts of its budget where that is more than ``max_worlds`` (the
    window's players: 100 worlds at the medium player's 4000 and at the hard player's 10000,
    MAX_BUDGET_WORLDS),
    and no more than one playout of each card in each world in the first halving; small
    budgets (200) keep ``max_worlds``; at three players nothing changes, nor where the hard
    player solves the last tricks exactly."""
    import tarocchi.bots.montecarlo as mc

    asked = []
    sampled = mc.SearchBot.worlds

    def worlds(self, decision, count, weighted=True):
        asked.append(count)
        return sampled(self, decision, count, weighted)
    monkeypatch.setattr(mc.SearchBot, "worlds", worlds)
    easy = make_bot("easy")

    def follow(players: int):
        for seed in range(20):  # a deal that is played, to a follow with two or three cards
            state = get_game("french-tarot").new_state(players, dealer=0, seed=seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                plays = [a for a in state.legal_actions() if isinstance(a, Play)]
                if 2 <= len(plays) <= 3:
                    return state, plays
                state.apply(decide(state, easy, rng))
        raise AssertionError("no follow found")

    state, plays = follow(4)
    assert state.view(state.to_move).table.world_playouts == 40
    rounds_and_cards = max(1, (len(plays) - 1).bit_length()) * len(plays)
    assert mc.MAX_BUDGET_WORLDS == 100
    for level, budget, expected in (("medium", 4000, 100), ("hard", 10000, 100),
                                    ("medium", 200, min(24, 200 // rounds_and_cards)),
                                    ("hard", 200, min(24, 200 // rounds_and_cards))):
        asked.clear()
        assert decide(state, make_bot(level), random.Random(1), budget=budget) in plays
        assert asked[0] == expected == min(max(24, min(100, budget // 40)), budget // rounds_and_cards)
    state, plays = follow(3)
    assert state.view(state.to_move).table.world_playouts == 0
    asked.clear()
    assert decide(state, make_bot("medium"), random.Random(1), budget=4000) in plays
    assert asked[0] == 24
    # where the hard player solves the last tricks exactly, its worlds stay max_worlds: the
    # solves of 100 worlds overrun the budget and half of them fall back to one playout each
    for seed in range(20):
        state = get_game("french-tarot").new_state(4, dealer=0, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and sum(h.bit_count() for h in state.hands) > 12:
            state.apply(decide(state, easy, rng))
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        if not state.is_terminal() and state.declarer is not None and len(plays) >= 2:
            break
    for level, expected in (("hard", 24), ("medium", 100)):
        asked.clear()
        assert decide(state, make_bot(level), random.Random(1), budget=4000) in plays
        assert asked[0] == min(expected, 4000 // (max(1, (len(plays) - 1).bit_length()) * len(plays)))


def card_choice(game: str, players: int, choices: int, seeds: int):
    """The first deal (of seeds 0 … ``seeds`` − 1) that easy players bring to a card of the
    trick play with at least ``choices`` legal cards: (the state, its legal cards)."""
    easy = make_bot("easy")
    for seed in range(seeds):
        state = get_game(game).new_state(players, dealer=0, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            plays = [a for a in state.legal_actions() if isinstance(a, Play)]
            if len(plays) >= choices and state.view(state.to_move).table.plain_play:
                return state, plays
            state.apply(decide(state, easy, rng))
    raise AssertionError("no deal reached such a card")


def test_the_hard_players_playouts_smear_safe_tricks_in_french_tarot_at_four(monkeypatch) -> None:
    """French Tarot at four asks for smeared playouts (``TableView.smear_playouts``): the hard
    player's card search has its kernels' partners load a safe trick
    (``Kernel.smear_safe_tricks``), the medium player's does not; at three and five nobody's."""
    from tarocchi.bots.kernel import Kernel

    smeared = []
    original = Kernel.smear_safe_tricks

    def smear(self):
        smeared.append(1)
        original(self)
    monkeypatch.setattr(Kernel, "smear_safe_tricks", smear)
    for players in (3, 4, 5):
        state, plays = card_choice("french-tarot", players, 2, 20)
        assert state.view(state.to_move).table.smear_playouts == (players == 4)
        for level in ("medium", "hard"):
            smeared.clear()
            assert decide(state, make_bot(level), random.Random(1), budget=200) in plays
            assert bool(smeared) == (players == 4 and level == "hard"), (players, level)


@pytest.mark.parametrize("game, players, plateau", [
    ("troggu", 3, 0), ("troggu", 4, 0), ("troggu", 5, 200), ("troggu", 6, 200),
    ("tarocchini", 3, 0), ("tarocchini", 4, 200), ("tarocchini", 7, 200), ("french-tarot", 4, 0)])
def test_the_medium_players_card_search_stays_under_the_games_plateau(game, players, plateau) -> None:
    """Where more search buys nothing (``TableView.search_plateau``: Troggu at five and six,
    Tarocchini at four to seven) the medium player's card search spends at most a fifth of
    the plateau, whatever its budget, so that the hard player's stays above it; the hard
    player's spends its budget, and elsewhere the medium player's spends its own."""
    state, plays = card_choice(game, players, 3, 40)
    assert state.view(state.to_move).table.search_plateau == plateau
    spent = {}
    for level in ("medium", "hard"):
        bot = make_bot(level)
        assert decide(state, bot, random.Random(1), budget=1000) in plays
        spent[level] = bot.spent
    assert spent["hard"] > 500
    if plateau:
        assert spent["medium"] <= 0.2 * plateau
    else:
        assert spent["medium"] > 500
