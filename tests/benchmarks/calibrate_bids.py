"""Where a contract starts to pay, by hand strength: the calibration of the bots' bids.

French Tarot at four: in each deal the first to speak (seat 1) takes the given contract
and the others pass; the level under test plays seat 1, easy players the others. Prints,
by band of :func:`~tarocchi.bots.simple.mask_strength`, the mean score of seat 1 under
each contract. The medium player's bid thresholds (``tarocchi.bots.montecarlo._Rules``)
come from this table.

Run: ``python tests/benchmarks/calibrate_bids.py --level medium --deals 600 --budget 400``
(about 4 minutes on two cores); ``--min-strength 0.45 --contracts guard guard-without
guard-against`` for the higher contracts.
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.simple import mask_strength
from tarocchi.engine.actions import Bid
from tarocchi.engine.registry import get_game

FIRST = 1  #: the seat that speaks first when seat 0 deals


def play(seed: int, contract: str, level: str, budget: int) -> float:
    """Seat 1's score when it takes ``contract`` in deal ``seed`` and plays it at ``level``."""
    state = get_game("french-tarot").new_state(4, dealer=0, seed=seed)
    if state.to_move is None:  # annulled (a petit sec)
        return 0.0
    state.apply(Bid(contract))
    for _ in range(3):
        state.apply(Bid("pass"))
    bots = [make_bot(level if s == FIRST else "easy") for s in range(4)]
    rngs = [random.Random(seed * 7 + s) for s in range(4)]
    while state.to_move is not None:
        seat = state.to_move
        state.apply(decide(state, bots[seat], rngs[seat], budget=budget))
    return state.scores()[FIRST]


def job(args: tuple) -> tuple:
    seed, contracts, level, budget = args
    return (seed, *(play(seed, c, level, budget) for c in contracts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="medium")
    parser.add_argument("--deals", type=int, default=600, help="deals looked at (before the strength filter)")
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000, help="the first deal's seed")
    parser.add_argument("--contracts", nargs="+", default=["take", "guard"])
    parser.add_argument("--min-strength", type=float, default=0.0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    spec = get_game("french-tarot")
    strength = {}
    for seed in range(args.seed, args.seed + args.deals):
        s = mask_strength(spec.new_state(4, dealer=0, seed=seed).hands[FIRST], 4)
        if s >= args.min_strength:
            strength[seed] = s
    work = [(seed, args.contracts, args.level, args.budget) for seed in strength]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(job, work, chunksize=4))
    print(f"{args.level} taking as first to speak, {len(rows)} deals, budget {args.budget}: "
          "mean score by strength")
    print("strength     deals  " + "  ".join(f"{c:>13s}" for c in args.contracts))
    width = 0.03
    low = min(strength.values(), default=0.0)
    band = int(low / width) * width
    while rows and band <= max(strength.values()):
        sel = [r for r in rows if band <= strength[r[0]] < band + width]
        if sel:
            means = [sum(r[i + 1] for r in sel) / len(sel) for i in range(len(args.contracts))]
            print(f"{band:.2f}-{band + width:.2f}  {len(sel):5d}  " + "  ".join(f"{m:+13.1f}" for m in means))
        band += width


if __name__ == "__main__":
    main()
