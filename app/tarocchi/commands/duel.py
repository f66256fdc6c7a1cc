"""``tarocchi-cli duel``: measure a bot level against another on duplicate deals.

Each deal is played once by baselines in every seat (the control) and once more for each
seat with the candidate in that seat; the candidate's score minus the control's score in
the same seat cancels most of the card luck. The mean of that difference over the seats
is one sample per deal; the command reports its mean with a 95% confidence interval,
the candidate's contracts and their success, how often it takes, how often it wins (games
whose result names ``winners``, such as board games: a shared victory counts its share), and
its time per decision. Deals, bots and results follow from ``--seed``; ``--budget`` fixes
the effort in playouts (the same for both levels), ``--scale F`` gives each level F times its
own default budget (hard 10000, medium 4000: at ``--scale 1`` the window's players);
``--option`` sets the game's options as for ``simulate``.

Lockstep (the default): each seat's game replays the control's actions until the candidate
first acts otherwise than the control's baseline did in that seat; the baselines' decisions
before that point are the control's, not searched again, and from there on each baseline
goes on with its rng as it stood at that point of the control. A bot's action depends only on
its decision and rng (``Bot``), so the figures are those of playing every game out
(``--no-lockstep``): only the time differs.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from tarocchi.bots.base import BOT_LEVELS, Bot, Decision, make_bot
from tarocchi.commands._common import SEED, emit_json, game_id, number, parse_options, whole
from tarocchi.commands._common import seconds as duration
from tarocchi.engine.actions import Action
from tarocchi.engine.protocol import GameSpec, GameState, IllegalAction, OptionError
from tarocchi.engine.registry import get_game

MAX_DEALS = 100_000
MAX_BUDGET = 1_000_000
MAX_JOBS = 64
#: with ``--time`` the clock alone ends a search (within the search's own cap, 2 s)
TIMED_BUDGET = 10**9
#: ``--scale``: from a thousandth of each level's default budget to a hundred times it
MIN_SCALE, MAX_SCALE = 0.001, 100.0


@dataclass
class Tally:
    """What one level did in the games it sat in."""

    times: list[float] = field(default_factory=list)
    takes: dict[str, list[int]] = field(default_factory=dict)  #: contract: [taken, made]
    games: int = 0
    illegal: int = 0
    wins: float = 0.0  #: games won (a victory shared by k players counts 1/k)
    ranked: int = 0  #: games whose result names its winners
    playouts: float = 0.0  #: the playouts the level's searches spent in these games
    choices: int = 0  #: its decisions with more than one legal action

    def record_result(self, state: GameState, seat: int) -> None:
        self.games += 1
        result = state.result()
        if "winners" in result:
            self.ranked += 1
            if seat in result["winners"]:
                self.wins += 1 / len(result["winners"])
        if declaring_seat(result) == seat and result.get("contract"):
            entry = self.takes.setdefault(str(result["contract"]), [0, 0])
            entry[0] += 1
            entry[1] += bool(result.get("made", result.get("won")))

    def merge(self, other: "Tally") -> None:
        self.times.extend(other.times)
        for name, (taken, made) in other.takes.items():
            entry = self.takes.setdefault(name, [0, 0])
            entry[0] += taken
            entry[1] += made
        self.games += other.games
        self.illegal += other.illegal
        self.wins += other.wins
        self.ranked += other.ranked
        self.playouts += other.playouts
        self.choices += other.choices

    def summary(self) -> dict:
        taken = sum(t for t, _ in self.takes.values())
        times = sorted(self.times)
        return {
            "games": self.games,
            "take_rate": taken / self.games if self.games else 0.0,
            "success_rate": sum(m for _, m in self.takes.values()) / taken if taken else None,
            "contracts": {name: {"taken": t, "made": m, "success_rate": m / t}
                          for name, (t, m) in sorted(self.takes.items())},
            "time_p50": _quantile(times, 0.5),
            "time_p95": _quantile(times, 0.95),
            "time_max": times[-1] if times else None,
            "decisions": len(times),
            "illegal": self.illegal,
            "win_rate": self.wins / self.ranked if self.ranked else None,
            # what the level spent: at equal budgets its decisions with a choice times the
            # budget at most (a decision that needs less spends less)
            "playouts_per_game": self.playouts / self.games if self.games else None,
            "choices_per_game": self.choices / self.games if self.games else None,
        }


def declaring_seat(result: dict) -> int | None:
    """The seat that took the contract: French Tarot's and Scarecrow's ``taker``, the Austrian
    games' ``declarer`` (whose success is ``made``, or ``won`` in the buying games)."""
    seat = result.get("taker", result.get("declarer"))
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def _quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    return values[min(len(values) - 1, int(q * len(values)))]


def search_budget(level: str) -> int | None:
    """The default playouts a decision of ``level`` (hard 10000, medium 4000); None for a
    level without a search (easy, random)."""
    make_bot(level)  # loads the levels
    return getattr(BOT_LEVELS[level], "default_budget", None)


def level_budget(level: str, budget: int | None, scale: float | None) -> int | None:
    """The playouts a decision of ``level`` is given: ``budget`` (every level alike), or with
    ``scale`` that times the level's own default budget; None for a level without a search,
    or for the level's default (neither given)."""
    default = search_budget(level)
    if default is None or scale is None:
        return None if default is None else budget
    return max(1, round(scale * default))


@dataclass(frozen=True)
class Step:
    """One decision of the control: the seat, the action applied, the seat's rng state before."""

    seat: int
    action: Action
    rng_state: tuple


@dataclass
class ControlLog:
    """The control's decisions in order and each seat's rng state at its end."""

    steps: list[Step] = field(default_factory=list)
    final: list[tuple] = field(default_factory=list)


def play_deal(spec: GameSpec, players: int, deal_seed: int, dealer: int, bots: list[Bot],
              timed: set[int], tally: Tally, budgets: list[int | None], seconds: float | None,
              options: dict | None = None, *, record: ControlLog | None = None,
              follow: ControlLog | None = None) -> GameState:
    """Play one deal, each seat at its budget in ``budgets``; the seats in ``timed`` have
    their decisions timed and their illegal actions counted into ``tally``. ``record`` is
    filled with the deal's decisions; with ``follow`` (a control's log, ``timed`` the
    candidate's seat) the other seats replay the control's actions until the candidate's
    first action that differs from it, then decide with their rngs as they stood at that
    point of the control."""
    state = spec.new_state(players, options, dealer=dealer, seed=deal_seed)
    rngs = [random.Random(deal_seed * 31 + s) for s in range(players)]
    step = 0
    while state.to_move is not None:
        seat = state.to_move
        if follow is not None and seat not in timed:
            assert follow.steps[step].seat == seat, "the replayed deal left the control's order"
            state.apply(follow.steps[step].action)  # the control's baseline decided this
            step += 1
            continue
        before = rngs[seat].getstate() if record is not None else ()
        bot = bots[seat]
        snapshot = state.clone()
        decision = Decision(
            view=state.view(seat), rng=rngs[seat],
            sample_world=lambda r, s=seat: snapshot.sample_world(s, r),
            budget=TIMED_BUDGET if seconds else budgets[seat],
            deadline=time.monotonic() + seconds if seconds else None,
            cancel=threading.Event(), true_state=snapshot if bot.needs_truth else None,
            # at a fixed budget no wall-clock cap: the figures do not depend on the load
            capped=bool(seconds) or budgets[seat] is None)
        start = time.perf_counter()
        action = bot.choose(decision)
        if seat in timed:
            tally.times.append(time.perf_counter() - start)
        try:
            state.apply(action)
        except IllegalAction:
            if seat in timed:
                tally.illegal += 1
            action = state.legal_actions()[0]
            state.apply(action)
        if record is not None:
            record.steps.append(Step(seat, action, before))
        if follow is not None:
            if action != follow.steps[step].action:  # the candidate leaves the control's line
                _restore_rngs(rngs, follow, step, timed)
                follow = None
            step += 1
    if record is not None:
        record.final = [r.getstate() for r in rngs]
    for seat in timed:
        tally.playouts += getattr(bots[seat], "spent", 0.0)
        tally.choices += getattr(bots[seat], "choices", 0)
    return state


def _restore_rngs(rngs: list[random.Random], control: ControlLog, step: int, keep: set[int]) -> None:
    """Set each seat's rng but ``keep``'s to its state at ``step`` of the control: before its
    next decision there, or as the control ended."""
    for seat, rng in enumerate(rngs):
        if seat not in keep:
            rng.setstate(next((s.rng_state for s in control.steps[step:] if s.seat == seat),
                              control.final[seat]))


def duel_deal(spec: GameSpec, players: int, candidate: str, baseline: str, number: int,
              deal_seed: int, budgets: tuple[int | None, int | None], seconds: float | None,
              options: dict | None = None, lockstep: bool = True) -> tuple[float, Tally, Tally]:
    """One duplicate deal, the candidate at ``budgets[0]``, the baselines at ``budgets[1]``:
    (the candidate's mean score difference over the seats, its tally, the baselines' tally).
    ``lockstep``: each seat's game follows the control until the candidate's first other
    action (the same figures, fewer searches)."""
    cand_tally, base_tally = Tally(), Tally()
    dealer = number % players
    log = ControlLog() if lockstep else None
    control = play_deal(spec, players, deal_seed, dealer, [make_bot(baseline) for _ in range(players)],
                        set(range(players)), base_tally, [budgets[1]] * players, seconds, options,
                        record=log)
    for s in range(players):
        base_tally.record_result(control, s)
    diff = 0.0
    for seat in range(players):
        bots = [make_bot(candidate if s == seat else baseline) for s in range(players)]
        seat_budgets = [budgets[0] if s == seat else budgets[1] for s in range(players)]
        state = play_deal(spec, players, deal_seed, dealer, bots, {seat}, cand_tally, seat_budgets,
                          seconds, options, follow=log)
        cand_tally.record_result(state, seat)
        diff += state.scores()[seat] - control.scores()[seat]
    return diff / players, cand_tally, base_tally


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the main process (which stops it quietly)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _duel_deal_job(job: tuple) -> tuple[float, Tally, Tally]:
    game, *rest = job
    return duel_deal(get_game(game), *rest)


def progress_line(done: int, deals: int, diffs: list[float]) -> str:
    """One line of a running duel: the deals done, the mean so far and its standard error."""
    mean = statistics.fmean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("nan")
    return f"deal {done}/{deals}: mean {mean:+.2f} a deal, standard error {se:.2f}"


def duel(spec: GameSpec, players: int, candidate: str, baseline: str, deals: int, seed: int,
         budget: int | None = None, seconds: float | None = None, jobs: int = 1,
         options: dict | None = None, progress: Callable[[str], None] | None = None,
         scale: float | None = None, lockstep: bool = True) -> dict:
    """Run the duplicate match and return the JSON-ready report. ``budget``: playouts a
    decision for both levels; ``scale``: each level at that times its own default budget
    (not with ``budget``); ``seconds``: a clock per decision instead. ``jobs`` worker
    processes share the deals; the results do not depend on it (each deal has its own seed),
    nor on ``lockstep`` (which saves the baselines' searches before the candidate's first
    other action). ``progress`` is given a line after each deal (the mean so far and its
    standard error)."""
    if budget is not None and scale is not None:
        raise ValueError("give a budget or a scale, not both")
    if scale is not None and not MIN_SCALE <= scale <= MAX_SCALE:
        raise ValueError(f"the scale must be from {MIN_SCALE:g} to {MAX_SCALE:g}, not {scale}")
    budgets = (level_budget(candidate, budget, scale), level_budget(baseline, budget, scale))
    rng = random.Random(seed)
    cand_tally, base_tally = Tally(), Tally()
    diffs: list[float] = []
    work = [(spec.id, players, candidate, baseline, number, rng.randrange(2**62), budgets, seconds, options,
             lockstep) for number in range(deals)]

    def take(results) -> None:
        for diff, cand, base in results:
            diffs.append(diff)
            cand_tally.merge(cand)
            base_tally.merge(base)
            if progress is not None:
                progress(progress_line(len(diffs), deals, diffs))
    if jobs > 1:
        import multiprocessing
        import signal
        # the workers leave Ctrl-C to this process: Ctrl-C is held back while they are
        # started (a forked worker would otherwise meet it before it can ignore it), then
        # reaches this process, which stops them (multiprocessing's Pool: its terminate()
        # has none of ProcessPoolExecutor's races with cancelled work on Python 3.11)
        block = getattr(signal, "pthread_sigmask", None)
        if block is not None:
            block(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            pool = multiprocessing.Pool(jobs, initializer=_ignore_interrupts)
        finally:
            if block is not None:
                block(signal.SIG_UNBLOCK, {signal.SIGINT})
        try:
            take(pool.imap(_duel_deal_job, work, chunksize=1))
        except BaseException:  # Ctrl-C: the workers ignore it, so stop them here
            pool.terminate()
            raise
        else:
            pool.close()
        finally:
            pool.join()
    else:
        take(_duel_deal_job(job) for job in work)
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs)) if len(diffs) > 1 else None
    return {
        "game": spec.id, "players": players, "options": options or {}, "candidate": candidate,
        "baseline": baseline,
        "deals": deals, "seed": seed, "budget": budget, "scale": scale, "time": seconds,
        # the playouts each level searched with (its default without --budget or --scale);
        # None for a level without a search
        "budgets": None if seconds else {level: search_budget(level) if b is None else b
                                         for level, b in ((candidate, budgets[0]), (baseline, budgets[1]))},
        "lockstep": lockstep,
        "mean_diff": mean, "ci95": [None, None] if half is None else [mean - half, mean + half], "sd": sd,
        "candidate_stats": cand_tally.summary(), "baseline_stats": base_tally.summary(),
        "diffs": diffs,
    }


def gap_closed(candidate_diff: float, oracle_diff: float) -> float | None:
    """(candidate − baseline) / (oracle − baseline), both measured against the same baseline."""
    return candidate_diff / oracle_diff if oracle_diff else None


def gap_closed_ci(candidate: list[float], oracle: list[float]) -> list[float | None]:
    """A 95% confidence interval of :func:`gap_closed` from the two duels' differences on
    the same deals (paired), by the delta method for a ratio of means: [None, None] when
    there are too few deals or the oracle gains nothing."""
    n = len(candidate)
    if n < 2 or len(oracle) != n:
        return [None, None]
    mc, mo = statistics.fmean(candidate), statistics.fmean(oracle)
    if not mo:
        return [None, None]
    gap = mc / mo
    cov = sum((c - mc) * (o - mo) for c, o in zip(candidate, oracle)) / (n - 1)
    var = (statistics.variance(candidate) + gap * gap * statistics.variance(oracle) - 2 * gap * cov) / (mo * mo)
    half = 1.96 * math.sqrt(max(0.0, var) / n)
    return [gap - half, gap + half]


def run(args: argparse.Namespace) -> int:
    from tarocchi.cli import UsageError

    try:
        spec = get_game(args.game)
        options = dict(spec.params(args.players, parse_options(args.option)).options)
        for level in (args.candidate, args.baseline):
            make_bot(level)
    except (OptionError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    progress = None if args.quiet else _to_stderr
    report = duel(spec, args.players, args.candidate, args.baseline, args.deals, args.seed,
                  args.budget, args.time, args.jobs, options, progress, args.scale, args.lockstep)
    diffs = report.pop("diffs")
    # each deal's candidate − baseline in deal order: two runs on the same seed (two commits,
    # two variants) pair deal by deal from their JSON
    report["deal_diffs"] = diffs
    if args.gap:
        oracle = duel(spec, args.players, "oracle", args.baseline, args.deals, args.seed,
                      args.budget, args.time, args.jobs, options, progress, args.scale, args.lockstep)
        report["oracle_mean_diff"] = oracle["mean_diff"]
        report["gap_closed"] = gap_closed(report["mean_diff"], oracle["mean_diff"])
        report["gap_closed_ci95"] = gap_closed_ci(diffs, oracle["diffs"])
    if args.json:
        emit_json(report)
    else:
        print(describe(report))
    return 0


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def describe(report: dict) -> str:
    stats = report["candidate_stats"]
    lines = [
        f"{report['candidate']} vs {report['baseline']}, {report['game']} at {report['players']}, "
        f"{report['deals']} deals (seed {report['seed']}), {effort(report)}:",
        f"  mean score difference per deal {report['mean_diff']:+.1f} "
        + (f"(95% CI {report['ci95'][0]:+.1f} … {report['ci95'][1]:+.1f})" if report["ci95"][0] is not None
           else "(one deal: no confidence interval)"),
        f"  takes {stats['take_rate']:.0%} of its deals; illegal actions {stats['illegal']}",
    ]
    if stats.get("win_rate") is not None:
        base = report["baseline_stats"]["win_rate"]
        lines.append(f"  wins {stats['win_rate']:.0%} of its games (the baseline in the same seats: {base:.0%})")
    for name, c in stats["contracts"].items():
        lines.append(f"  {name}: {c['made']}/{c['taken']} made ({c['success_rate']:.0%})")
    if stats["time_p50"] is not None:
        lines.append(f"  time per decision p50 {stats['time_p50']:.3f}s, p95 {stats['time_p95']:.3f}s, "
                     f"longest {stats['time_max']:.3f}s")
    if "gap_closed" in report and report["gap_closed"] is not None:
        low, high = report.get("gap_closed_ci95", [None, None])
        ci = f", 95% CI {low:.2f} … {high:.2f}" if low is not None else ""
        lines.append(f"  gap closed {report['gap_closed']:.2f}{ci} (oracle {report['oracle_mean_diff']:+.1f})")
    return "\n".join(lines)


def effort(report: dict) -> str:
    """Each level's effort in words: "hard 500, medium 200 playouts a decision (0.05 × the
    defaults)", "medium 200 playouts a decision, easy no search", or seconds a decision."""
    if report["time"]:
        return f"{report['time']:g} s a decision"
    searched = [f"{level} {b}" for level, b in report["budgets"].items() if b is not None]
    plain = [f"{level} no search" for level, b in report["budgets"].items() if b is None]
    if searched:
        searched[-1] += " playouts a decision"
        if report["scale"] is not None:
            searched[-1] += f" ({report['scale']:g} × the defaults)"
        elif report["budget"] is None:
            searched[-1] += " (the defaults)"
    return ", ".join(searched + plain)


def register(subparsers) -> None:
    p = subparsers.add_parser("duel", help="measure a bot level against another on duplicate deals")
    p.add_argument("--game", type=game_id, default="french-tarot")
    p.add_argument("--players", type=whole(1, 99), default=4)
    p.add_argument("--candidate", default="hard")
    p.add_argument("--baseline", default="medium")
    p.add_argument("--deals", type=whole(1, MAX_DEALS), default=100, help=f"duplicate deals (1 to {MAX_DEALS})")
    p.add_argument("--seed", type=SEED, default=0)
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a house-rule option of the game (repeatable)")
    effort = p.add_mutually_exclusive_group()
    effort.add_argument("--budget", type=whole(1, MAX_BUDGET),
                        help=f"playouts per decision for both levels, 1 to {MAX_BUDGET} (same numbers on any machine and load: no wall-clock cap)")
    effort.add_argument("--scale", type=number(MIN_SCALE, MAX_SCALE, "a scale"),
                        help=f"each level at this times its own default budget (hard 10000, medium 4000 "
                             f"playouts; easy has no search), {MIN_SCALE:g} to {MAX_SCALE:g}")
    effort.add_argument("--time", type=duration(0.001, 600),
                        help="seconds per decision instead of a playout budget (at most 600; "
                             "the search players stop at 2 s whatever is asked)")
    p.add_argument("--jobs", type=whole(1, MAX_JOBS), default=1,
                   help="worker processes sharing the deals (the figures do not depend on it)")
    p.add_argument("--lockstep", action=argparse.BooleanOptionalAction, default=True,
                   help="replay the control's actions in each seat's game until the candidate's first "
                        "other action (the same figures, less time; default: on)")
    p.add_argument("--gap", action="store_true", help="also run the oracle and report the gap closed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quiet", action="store_true",
                   help="no progress lines (each deal's running mean and standard error on stderr)")
    p.set_defaults(func=run)
