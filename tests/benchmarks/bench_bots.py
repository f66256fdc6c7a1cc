"""Time per decision of the computer players as the window runs them, in every registered
trick game and player count (the level in one seat, easy players elsewhere; only decisions
with a choice are timed). Prints, per game, player count and level, the median, the 95th
percentile and the longest decision in CPU seconds (this thread's) and in wall seconds,
the phase of the longest one, and the machine's load before and after (``uptime``). Runs
niced. Figures only, no asserts::

    python tests/benchmarks/bench_bots.py [LEVEL[,LEVEL…]] [DEALS] [GAME[:PLAYERS] …]

e.g. ``bench_bots.py easy,medium,hard 2`` (every trick game, every player count) or
``bench_bots.py hard 2 koenigrufen scarecrow:2``. Each decision is asked as the window's
thinking process asks it (``bots.worker.run_job``): the level's default budget and a deadline
of ``worker.THINK_SECONDS``; the search also stops itself at ``montecarlo.DEFAULT_SECONDS``
at the default budget and never goes past ``montecarlo.MAX_SECONDS``. The targets (issue
19) are no decision over 2.0 s of wall clock and a 95th percentile under 1.0 s. The GUI's
default level is ``easy`` (``gui.controller.MatchConfig.bot``).
"""

from __future__ import annotations

import os
import random
import sys
import time

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.worker import THINK_SECONDS
from tarocchi.engine.registry import games, get_game

TARGET_MAX, TARGET_P95 = 2.0, 1.0  #: issue 19: wall seconds


def decision_times(game: str, players: int, level: str, deals: int,
                   budget: int | None = None) -> dict[str, list[tuple[float, float]]]:
    """(CPU seconds, wall seconds) per decision with a choice, by phase, over ``deals``
    deals that reach the card play (a deal thrown in is dealt again, with the next seed, up
    to ten times as many); at the level's default budget with the window's deadline unless
    ``budget`` is given (then no deadline but the search's own cap)."""
    spec = get_game(game)
    times: dict[str, list[tuple[float, float]]] = {}
    played = 0
    for number in range(10 * deals):
        if played == deals:
            break
        seat = number % players
        bots = [make_bot(level if s == seat else "easy") for s in range(players)]
        state = spec.new_state(players, seed=1000 + number, dealer=number % players)
        rng = random.Random(number)
        played += 1  # unless it is thrown in before the play (below)
        reached_play = False
        while state.to_move is not None:
            reached_play = reached_play or state.phase == "play"
            mover = state.to_move
            timed = mover == seat and len(state.legal_actions()) > 1
            cpu, wall = time.thread_time(), time.perf_counter()
            deadline = time.monotonic() + THINK_SECONDS if budget is None else None
            action = decide(state, bots[mover], rng, budget=budget if mover == seat else None,
                            deadline=deadline if mover == seat else None)
            if timed:
                times.setdefault(state.phase, []).append(
                    (time.thread_time() - cpu, time.perf_counter() - wall))
            state.apply(action)
        played -= not reached_play
    return times


def quantile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def load() -> str:
    """The load averages (1, 5, 15 minutes), as ``uptime`` prints them."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def configurations(chosen: list[str]) -> list[tuple[str, int]]:
    """(game, players) for ``GAME`` (every player count) or ``GAME:PLAYERS``; every trick
    game's every count when none is chosen."""
    ids = chosen or [spec.id for spec in games() if spec.kind == "trick"]
    out = []
    for word in ids:
        game, _, n = word.partition(":")
        spec = get_game(game)
        out.extend((game, p) for p in ([int(n)] if n else spec.players))
    return out


def main(argv: list[str]) -> None:
    os.nice(10)
    levels = (argv[0] if argv else "hard").split(",")
    deals = int(argv[1]) if len(argv) > 1 else 4
    chosen = configurations(argv[2:])
    print(f"{deals} deals per game, player count and level; seconds per decision with a choice "
          f"(CPU: this thread; wall: shared with the machine's other jobs); load before: {load()}")
    print(f"| game | players | level | decisions | CPU p50 | CPU p95 | CPU max | wall p50 | wall p95 "
          f"| wall max | slowest phase |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for level in levels:
        for game, players in chosen:
            times = decision_times(game, players, level, deals)
            every = [t for ts in times.values() for t in ts]
            if not every:
                continue
            cpu, wall = [c for c, _ in every], [w for _, w in every]
            slowest = max(times, key=lambda phase: max(w for _, w in times[phase]))
            over = " (over)" if max(wall) > TARGET_MAX or quantile(wall, 0.95) >= TARGET_P95 else ""
            print(f"| {game} | {players} | {level} | {len(every)} | {quantile(cpu, 0.5):.3f} | "
                  f"{quantile(cpu, 0.95):.3f} | {max(cpu):.3f} | {quantile(wall, 0.5):.3f} | "
                  f"{quantile(wall, 0.95):.3f} | {max(wall):.3f}{over} | {slowest} |", flush=True)
    print(f"load after: {load()}")


if __name__ == "__main__":
    main(sys.argv[1:])
