"""Time per decision of a search level at its default budget, in every registered trick game
(the level in one seat, easy players elsewhere; only decisions with a choice are timed).
Prints the median, the 95th percentile and the longest decision per game and player count,
and the phases of the longest ones. Runs niced. Figures only, no asserts::

    python tests/benchmarks/bench_bots.py [level] [deals] [game ...]

The level's default budget and the search's wall-clock cap (``montecarlo.MAX_SECONDS``) are
what the window's computer players use; the targets (issue 19) are no decision over 2.0 s
and a 95th percentile under 1.0 s.
"""

from __future__ import annotations

import os
import random
import sys
import time

from tarocchi.bots.base import decide, make_bot
from tarocchi.engine.registry import games, get_game


def decision_times(game: str, players: int, level: str, deals: int,
                   budget: int | None = None) -> dict[str, list[float]]:
    """Seconds per decision with a choice, by phase, over ``deals`` deals."""
    spec = get_game(game)
    times: dict[str, list[float]] = {}
    for number in range(deals):
        seat = number % players
        bots = [make_bot(level if s == seat else "easy") for s in range(players)]
        state = spec.new_state(players, seed=1000 + number, dealer=number % players)
        rng = random.Random(number)
        while state.to_move is not None:
            mover = state.to_move
            start = time.perf_counter()
            action = decide(state, bots[mover], rng, budget=budget if mover == seat else None)
            if mover == seat and len(state.legal_actions()) > 1:
                times.setdefault(state.phase, []).append(time.perf_counter() - start)
            state.apply(action)
    return times


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    os.nice(10)
    level = sys.argv[1] if len(sys.argv) > 1 else "hard"
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    chosen = sys.argv[3:] or [spec.id for spec in games() if spec.kind == "trick"]
    print(f"{level} at its default budget, {deals} deals per game, seconds per decision with a choice")
    print(f"{'game':24} {'players':>7} {'decisions':>9} {'p50':>6} {'p95':>6} {'max':>6}  slowest phase")
    for game in chosen:
        spec = get_game(game)
        for players in spec.players:
            times = decision_times(game, players, level, deals)
            every = [t for ts in times.values() for t in ts]
            if not every:
                continue
            slowest = max(times, key=lambda phase: max(times[phase]))
            print(f"{game:24} {players:>7} {len(every):>9} {quantile(every, 0.5):6.3f} "
                  f"{quantile(every, 0.95):6.3f} {max(every):6.3f}  {slowest}", flush=True)


if __name__ == "__main__":
    main()
