"""Where each of Talon's contracts starts to pay, by hand strength: the source of Talon's
``BID_STRENGTH`` (``engine/games/talon.py``, ``TableView.bid_thresholds``).

In each deal the forehand (seat 1; seat 0 deals) takes every contract in turn, the others
passing; the level under test plays seat 1, easy players the others, with the Complete Basic
rules. Prints, by band of :func:`~tarocchi.bots.simple.mask_strength`, seat 1's mean victory
points under each contract.

Run: ``python tests/benchmarks/calibrate_talon_bids.py 4 --deals 1500`` (easy play: about a
minute a player count on one core).
"""

from __future__ import annotations

import argparse
import collections
import random

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.simple import mask_strength
from tarocchi.engine.actions import Bid, Declare
from tarocchi.engine.registry import get_game

BASIC = dict(pagat_ultimo=True, valat=True, announcements=True, misere=True)
FOREHAND = 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, choices=(3, 4, 5, 6))
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--budget", type=int, default=None)
    args = parser.parse_args()
    spec = get_game("talon")
    n = args.players
    contracts = ["preference", "duo", "uno", "solo"] if n <= 4 else ["tapper", "preference", "solo"]
    rows: dict[float, dict[str, list[float]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    me, easy = make_bot(args.level), make_bot("easy")
    for seed in range(args.deals):
        dealt = spec.new_state(n, BASIC, dealer=0, seed=seed)
        if dealt.to_move is None:  # annulled
            continue
        band = round(int(mask_strength(dealt.hands[FOREHAND], n) / 0.05) * 0.05, 2)
        for contract in contracts:
            state = dealt.clone()
            state.apply(Bid(contract))
            while state.phase == "auction":
                state.apply(Bid("pass"))
            if state.phase == "misere":
                state.apply(Declare("none"))  # play the preference
            rng = random.Random(seed)
            while state.to_move is not None:
                bot = me if state.to_move == FOREHAND else easy
                state.apply(decide(state, bot, rng, budget=args.budget))
            rows[band][contract].append(state.scores()[FOREHAND])
    print(f"Talon at {n}, {args.level} declaring as forehand: mean victory points by strength")
    for band in sorted(rows):
        r = rows[band]
        print(f"{band:.2f} {len(r[contracts[0]]):5d}  "
              + "  ".join(f"{c} {sum(r[c]) / len(r[c]):+6.2f}" for c in contracts))


if __name__ == "__main__":
    main()
