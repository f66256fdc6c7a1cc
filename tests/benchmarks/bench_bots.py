"""Time per decision of each search level at its default budget (French Tarot, 4 players,
unless a game and its player count are given; the level in one seat, easy players
elsewhere), in CPU seconds of the deciding process (wall time on a shared machine says
more of the other processes). Run:
``python tests/benchmarks/bench_bots.py [level] [deals] [game] [players]``. Figures only,
no asserts."""

from __future__ import annotations

import random
import sys
import time

from tarocchi.bots.base import decide, make_bot
from tarocchi.engine.registry import get_game


def decision_times(level: str, deals: int, budget: int | None = None, game: str = "french-tarot",
                   players: int = 4) -> dict[str, list[float]]:
    spec = get_game(game)
    times: dict[str, list[float]] = {}
    for number in range(deals):
        seat = number % players
        bots = [make_bot(level if s == seat else "easy") for s in range(players)]
        state = spec.new_state(players, seed=1000 + number, dealer=number % players)
        rng = random.Random(number)
        while state.to_move is not None:
            mover = state.to_move
            start = time.process_time()
            action = decide(state, bots[mover], rng, budget=budget if mover == seat else None)
            if mover == seat and len(state.legal_actions()) > 1:
                times.setdefault(state.phase, []).append(time.process_time() - start)
            state.apply(action)
    return times


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    level = sys.argv[1] if len(sys.argv) > 1 else "hard"
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    game = sys.argv[3] if len(sys.argv) > 3 else "french-tarot"
    players = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    times = decision_times(level, deals, game=game, players=players)
    every = [t for ts in times.values() for t in ts]
    print(f"{game} at {players}, {level}: {len(every)} decisions with a choice over {deals} deals: "
          f"p50 {quantile(every, 0.5):.3f}s, p95 {quantile(every, 0.95):.3f}s, max {max(every):.3f}s")
    for phase, ts in sorted(times.items()):
        print(f"  {phase}: {len(ts)} decisions, p50 {quantile(ts, 0.5):.3f}s, p95 {quantile(ts, 0.95):.3f}s")


if __name__ == "__main__":
    main()
