"""Playouts per second of the kernel on one core (French Tarot, 4 players, from the first
trick: 72 cards). Run: ``python tests/benchmarks/bench_kernel.py [seconds]``."""

from __future__ import annotations

import random
import sys
import time

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.registry import get_game


def first_tricks(count: int) -> list[Kernel]:
    """Kernels at the first card of ``count`` deals taken by easy players."""
    spec = get_game("french-tarot")
    easy = make_bot("easy")
    out = []
    seed = 0
    while len(out) < count:
        state = spec.new_state(4, seed=seed)
        rng = random.Random(seed)
        seed += 1
        while state.to_move is not None and state.phase != "play":
            state.apply(decide(state, easy, rng))
        if state.phase == "play":
            out.append(Kernel.from_world(state))
    return out


def rate(kernels: list[Kernel], seconds: float, greedy: bool) -> float:
    rng = random.Random(1)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for k in kernels:
            if greedy:
                k.copy().playout(rng)
            else:
                k.copy().random_playout(rng)
        done += len(kernels)
    return done / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    kernels = first_tricks(50)
    print(f"random playouts/s (72 cards, one core): {rate(kernels, seconds, False):,.0f}")
    print(f"policy playouts/s (72 cards, one core): {rate(kernels, seconds, True):,.0f}")


if __name__ == "__main__":
    main()
