"""Regret of the search players' card decisions against the true deal (issue 19's screen).

Positions: every card decision with a choice in deals played by medium players at
``--base-budget`` (capped off, as ``duel`` plays). Each legal card of a position is valued in
the *true* deal by ``--truth`` kernel playouts scored by the game (its outcome scorer, else the
seat's side's card points), the same random numbers for every card. A variant's regret at a
position is the best card's value less the value of the card it chooses, over ``--reps`` seeds
of its search (the same seeds for every variant: the differences pair). Prints each variant's
mean regret a decision, its paired difference with the first variant (standard error over the
positions), split by leads and follows and by the cards in hand, and its decisions' CPU p95::

    regret.py GAME PLAYERS --deals D --seed S VARIANT [VARIANT …] [--jsonl OUT]

A variant is ``LEVEL@BUDGET`` with optional ``:key=value,…`` overrides: ``bot.NAME`` sets an
attribute of the bot (``bot.exact_cards=8``, ``bot.inference=False``), ``game.NAME`` a class
attribute of the game (``game.INFERENCE_WEIGHTS={}``), set only while that variant decides.
E.g. ``regret.py tarocchini 5 --deals 8 --seed 920 medium@200 hard@500 'hard@500:game.INFERENCE_WEIGHTS={5:0.0}'``.

``--continued VARIANT`` values each card instead by playing the true deal on with that player in
every seat, ``--conts`` times (slow, and noisy: the table's continuation, not the kernel's);
``--only``, ``--min-hand``, ``--max-hand`` keep some positions; ``--truth-seed`` draws the true
values again. ``--report A.jsonl`` reports a run again; with ``--correlate B.jsonl`` it gives
instead, over the positions of both, the mean correlation across each position's cards of the
two runs' true values (a run valued by the kernel against one by continuations, or two
continued runs on other truth seeds: how much of the values is noise). Run it niced; it uses
one core.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from tarocchi.bots.base import Decision, make_bot
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import Play
from tarocchi.engine.protocol import GameState
from tarocchi.engine.registry import get_game

#: cards in hand, split into these buckets (upper bounds) in the report
HAND_BUCKETS = (2, 3, 5, 8, 12, 99)


@dataclass
class Variant:
    """A level at a budget, with attributes set on the bot and on the game's class."""

    text: str
    level: str
    budget: int
    bot: dict[str, Any] = field(default_factory=dict)
    game: dict[str, Any] = field(default_factory=dict)


def parse_variant(text: str) -> Variant:
    """``LEVEL@BUDGET[:bot.x=1,game.Y=2]``: values are Python literals (a bare word a string)."""
    head, _, tail = text.partition(":")
    level, _, budget = head.partition("@")
    variant = Variant(text, level, int(budget or 200))
    for item in filter(None, _split(tail)):
        key, _, raw = item.partition("=")
        where, _, name = key.partition(".")
        try:
            value = ast.literal_eval(raw)
        except (ValueError, SyntaxError):
            value = raw
        getattr(variant, where)[name] = value
    return variant


def _split(text: str) -> list[str]:
    """Split at commas outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "{[(" and 1 or 0
        depth -= ch in "}])" and 1 or 0
        if ch == "," and not depth:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def positions(game: str, players: int, deals: int, seed: int, budget: int) -> list[tuple[int, GameState]]:
    """(deal, state) at every card decision with a choice of ``deals`` deals played by medium
    players at ``budget`` (deal seeds ``seed * 1000 + d``, dealer ``d % players``)."""
    spec = get_game(game)
    out = []
    for d in range(deals):
        deal_seed = seed * 1000 + d
        state = spec.new_state(players, None, dealer=d % players, seed=deal_seed)
        bots = [make_bot("medium") for _ in range(players)]
        rngs = [random.Random(deal_seed * 31 + s) for s in range(players)]
        while state.to_move is not None:
            seat = state.to_move
            legal = state.legal_actions()
            if len(legal) > 1 and all(type(a) is Play for a in legal):
                out.append((d, state.clone()))
            action = bots[seat].choose(_decision(state, seat, rngs[seat], budget))
            state.apply(action)
    return out


def _decision(state: GameState, seat: int, rng: random.Random, budget: int) -> Decision:
    snapshot = state.clone()
    return Decision(view=state.view(seat), rng=rng, sample_world=lambda r: snapshot.sample_world(seat, r),
                    budget=budget, cancel=threading.Event(), capped=False)


def true_values(state: GameState, truth: int, seed: int) -> dict[int, float]:
    """Each legal card's mean score for the seat to move in the true deal, by ``truth``
    kernel playouts on the same random numbers."""
    seat = state.to_move
    values = {}
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        kernel = Kernel.from_world(after) if after.to_move is not None else None
        if kernel is None:
            values[action.card] = float(after.scores()[seat]) if after.to_move is None else math.nan
            continue
        scorer = after.outcome_scorer()
        total = 0.0
        for j in range(truth):
            k = kernel.copy()
            k.playout(random.Random(seed * 7919 + j))
            total += scorer(k.outcome())[seat] if scorer is not None else k.points[k.side[seat]]
        values[action.card] = total / truth
    return values


def continued_values(state: GameState, player: Variant, conts: int, seed: int) -> dict[int, float]:
    """Each legal card's mean score for the seat to move when the true deal is played on by
    ``player`` in every seat, ``conts`` times (continuation ``j`` gives every card the same
    seats' random numbers)."""
    seat = state.to_move
    values = {}
    for action in state.legal_actions():
        total = 0.0
        for j in range(conts):
            after = state.clone()
            after.apply(action)
            rngs = [random.Random(seed * 7919 + j * 31 + s) for s in range(after.n)]
            while after.to_move is not None:
                mover = after.to_move
                legal = after.legal_actions()
                if len(legal) == 1 or not all(type(a) is Play for a in legal):
                    after.apply(legal[0])
                else:
                    after.apply(Play(choose(player, after, rngs[mover].getrandbits(32))[0]))
            total += after.scores()[seat]
        values[action.card] = total / conts
    return values


def choose(variant: Variant, state: GameState, seed: int) -> tuple[int, float]:
    """The variant's card at ``state`` with search seed ``seed``, and its CPU seconds."""
    bot = make_bot(variant.level)
    for name, value in variant.bot.items():
        setattr(bot, name, value)
    cls = type(state)
    saved = {name: cls.__dict__.get(name, _MISSING) for name in variant.game}
    try:
        for name, value in variant.game.items():
            setattr(cls, name, value)
        start = time.thread_time()
        action = bot.choose(_decision(state, state.to_move, random.Random(seed), variant.budget))
        return action.card, time.thread_time() - start
    finally:
        for name, value in saved.items():
            if value is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, value)


_MISSING = object()


def run(args: argparse.Namespace) -> list[dict]:
    variants = [parse_variant(v) for v in args.variants]
    rows = []
    found = positions(args.game, args.players, args.deals, args.seed, args.base_budget)
    print(f"{len(found)} positions from {args.deals} deals", file=sys.stderr, flush=True)
    out = open(args.jsonl, "a") if args.jsonl else None
    for p, (deal, state) in enumerate(found):
        seat = state.to_move
        view = state.view(seat)
        if args.only == "leads" and state.play_position().trick or args.only == "follows" and not state.play_position().trick \
                or not args.min_hand <= view.hand.bit_count() <= args.max_hand:
            continue
        if args.continued:
            values = continued_values(state, parse_variant(args.continued), args.conts, args.truth_seed * 100003 + p)
        else:
            values = true_values(state, args.truth, args.truth_seed * 100003 + p)
        best = max(values.values())
        row = {"deal": deal, "pos": p, "seat": seat, "hand": view.hand.bit_count(),
               "lead": not state.play_position().trick, "legal": len(values), "values": values,
               "regret": {}, "cpu": {}}
        for v in variants:
            regrets, cpus = [], []
            for rep in range(args.reps):
                card, cpu = choose(v, state, args.seed * 1_000_003 + p * 101 + rep)
                regrets.append(best - values[card])
                cpus.append(cpu)
            row["regret"][v.text] = statistics.fmean(regrets)
            row["cpu"][v.text] = max(cpus)
        rows.append(row)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
        if (p + 1) % 25 == 0:
            print(f"{p + 1}/{len(found)}", file=sys.stderr, flush=True)
    return rows


def report(rows: list[dict], names: list[str]) -> str:
    """Mean regret of the first variant, paired differences of the others, by split."""
    lines = []
    splits = [("all", lambda r: True), ("leads", lambda r: r["lead"]), ("follows", lambda r: not r["lead"])]
    low = 0
    for high in HAND_BUCKETS:
        splits.append((f"hand {low + 1}-{high}", lambda r, a=low, b=high: a < r["hand"] <= b))
        low = high
    for label, keep in splits:
        sel = [r for r in rows if keep(r)]
        if not sel:
            continue
        base = [r["regret"][names[0]] for r in sel]
        parts = [f"{label} ({len(sel)}): {names[0]} {statistics.fmean(base):.3f}"]
        for name in names[1:]:
            diffs = [r["regret"][name] - r["regret"][names[0]] for r in sel]
            se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.nan
            parts.append(f"{name} {statistics.fmean(diffs):+.3f} ({se:.3f})")
        lines.append("; ".join(parts))
    for name in names:
        cpus = sorted(r["cpu"][name] for r in rows)
        if cpus:
            lines.append(f"cpu {name}: p50 {cpus[len(cpus) // 2]:.3f} s, p95 {cpus[int(0.95 * len(cpus))]:.3f} s,"
                         f" max {cpus[-1]:.3f} s")
    return "\n".join(lines)


def correlate(first: str, second: str) -> str:
    """The mean over the positions of both files of the correlation across a position's cards
    of their true values, with its standard error, and the mean of each file's regret of the
    other's best card."""
    def load(path: str) -> dict[int, dict]:
        with open(path) as f:
            return {row["pos"]: row for row in map(json.loads, f)}
    a, b = load(first), load(second)
    corrs, regrets = [], []
    for pos in sorted(a.keys() & b.keys()):
        cards = sorted(a[pos]["values"].keys() & b[pos]["values"].keys())
        x = [a[pos]["values"][c] for c in cards]
        y = [b[pos]["values"][c] for c in cards]
        if len(cards) > 2 and statistics.pstdev(x) and statistics.pstdev(y):
            corrs.append(statistics.correlation(x, y))
        best = max(cards, key=lambda c: a[pos]["values"][c])
        regrets.append(max(y) - b[pos]["values"][best])
    if len(corrs) < 2:
        return "too few positions in common"
    se = statistics.stdev(corrs) / math.sqrt(len(corrs))
    return (f"{len(corrs)} positions: correlation {statistics.fmean(corrs):.3f} ({se:.3f}); "
            f"{second}'s regret of {first}'s best card {statistics.fmean(regrets):.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("variants", nargs="*", help="LEVEL@BUDGET[:bot.x=v,game.Y=v]; the first is the reference")
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--base-budget", type=int, default=200, help="the medium players' budget in the deals")
    parser.add_argument("--truth", type=int, default=300, help="true-deal playouts a card")
    parser.add_argument("--truth-seed", type=int, help="the true values' random numbers (default: --seed)")
    parser.add_argument("--reps", type=int, default=2, help="search seeds a variant and position")
    parser.add_argument("--continued", metavar="VARIANT",
                        help="value the cards by playing the true deal on with this player in every seat "
                             "(--conts times) instead of by kernel playouts")
    parser.add_argument("--conts", type=int, default=4, help="continuations a card with --continued")
    parser.add_argument("--only", choices=("leads", "follows"), help="only these positions")
    parser.add_argument("--min-hand", type=int, default=0, help="only positions with at least this many cards in hand")
    parser.add_argument("--max-hand", type=int, default=99, help="… and at most this many")
    parser.add_argument("--jsonl", help="append each position's values and regrets here")
    parser.add_argument("--report", help="only report the rows of this jsonl file")
    parser.add_argument("--correlate", help="with --report: correlate its true values with this file's")
    args = parser.parse_intermixed_args(argv)
    if args.truth_seed is None:
        args.truth_seed = args.seed
    if args.report and args.correlate:
        print(correlate(args.report, args.correlate))
        return 0
    if args.report:
        with open(args.report) as f:
            rows = [json.loads(line) for line in f]
        names = args.variants or list(rows[0]["regret"])
        print(report(rows, names))
        return 0
    rows = run(args)
    print(report(rows, args.variants))
    return 0


if __name__ == "__main__":
    sys.exit(main())
