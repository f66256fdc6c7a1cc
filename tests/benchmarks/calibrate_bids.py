"""Where a contract starts to pay, by hand strength: the calibration of the bots' bids.

In each deal the first to speak takes the given contract and the others pass; the level
under test plays that seat, easy players the others. Prints, by band of
:func:`~tarocchi.bots.simple.mask_strength`, the mean score of that seat under each
contract. The medium player's bid thresholds in French Tarot
(``tarocchi.bots.montecarlo._Rules``) and the games' own (``BID_STRENGTH`` of the Austrian
games, ``TableView.bid_thresholds``) come from this table.

Run: ``python tests/benchmarks/calibrate_bids.py --level medium --deals 600 --budget 400``
(French Tarot at four, about 4 minutes on two cores); ``--min-strength 0.45 --contracts
guard guard-without guard-against`` for the higher contracts; ``--game tappen --players 3
--level easy --deals 3000 --contracts dreier unterer solo`` for another game.
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.simple import mask_strength
from tarocchi.engine.actions import Bid
from tarocchi.engine.registry import get_game

def play(game: str, players: int, seed: int, contract: str, level: str, budget: int) -> float:
    """The first speaker's score when it takes ``contract`` in deal ``seed`` (the others
    pass) and plays it at ``level``."""
    state = get_game(game).new_state(players, dealer=0, seed=seed)
    first = state.to_move
    if first is None:  # annulled (a petit sec …)
        return 0.0
    while state.to_move is not None:  # the auction: the contract, passes
        legal = state.legal_actions()
        wanted = Bid(contract) if state.to_move == first else Bid("pass")
        if wanted not in legal:
            break
        state.apply(wanted)
    bots = [make_bot(level if s == first else "easy") for s in range(players)]
    rngs = [random.Random(seed * 7 + s) for s in range(players)]
    while state.to_move is not None:
        seat = state.to_move
        state.apply(decide(state, bots[seat], rngs[seat], budget=budget))
    return state.scores()[first]


def job(args: tuple) -> tuple:
    game, players, seed, contracts, level, budget = args
    return (seed, *(play(game, players, seed, c, level, budget) for c in contracts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="french-tarot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--deals", type=int, default=600, help="deals looked at (before the strength filter)")
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000, help="the first deal's seed")
    parser.add_argument("--contracts", nargs="+", default=["take", "guard"])
    parser.add_argument("--min-strength", type=float, default=0.0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    spec = get_game(args.game)
    strength = {}
    for seed in range(args.seed, args.seed + args.deals):
        state = spec.new_state(args.players, dealer=0, seed=seed)
        if state.to_move is None:
            continue
        s = mask_strength(state.view(state.to_move).hand, args.players)
        if s >= args.min_strength:
            strength[seed] = s
    work = [(args.game, args.players, seed, args.contracts, args.level, args.budget) for seed in strength]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(job, work, chunksize=4))
    print(f"{args.game} at {args.players}: {args.level} taking as first to speak, {len(rows)} deals, "
          f"budget {args.budget}: "
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
