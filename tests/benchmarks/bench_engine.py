"""Engine and kernel speed against a reference commit, in one run (figures only, no asserts).

Run: ``python tests/benchmarks/bench_engine.py [--rounds 21] [--base 66a3f1c]``

The benchmark extracts the ``app`` folder of the reference commit (``git archive``) into a
temporary folder outside the repository, removed at the end, and starts two worker
processes, niced: one with that tree on its path, one with this tree. It then hands them
the same slices of work in turns (old, new, old, new …) and times each slice in the
worker's CPU time (``time.process_time``):

* deals: random complete four-player French Tarot deals, the ``tarocchi-cli bench``
  workload (random legal actions through the full rules to the score; deals annulled at
  the deal or in the auction are played but not counted), 300 a slice;
* random / policy: kernel playouts from the first card of 50 deals taken by easy players
  (the ``bench_kernel.py`` workload: 72 cards, uniformly random cards or the playout
  policy), 2,000 a slice.

The machine is shared and its speed wanders from one second to the next, so each pair of
slices run back to back gives a ratio, and the median of those ratios is the figure. The
first round warms up and is not counted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BASE = "66a3f1c"  #: the engine before issue 14
WORKLOADS = ("deals", "random", "policy")
SLICE = {"deals": 300, "random": 2000, "policy": 2000}  #: deals or playouts per slice
LABELS = {"deals": "French Tarot deals (4 players) per CPU s",
          "random": "kernel random playouts per CPU s",
          "policy": "kernel policy playouts per CPU s"}
HERE = Path(__file__).resolve()
REPO = HERE.parents[2]


# --- the worker (a child process with one tree's ``app`` on its path) ---------------------------
class Work:
    """The workloads, set up once; each slice is the same work in every tree."""

    def __init__(self) -> None:
        from bench_kernel import first_tricks  # this file's folder is the worker's sys.path[0]

        from tarocchi.engine.registry import get_game

        self.spec = get_game("french-tarot")
        self.kernels = first_tricks(50)

    def deals(self, number: int, size: int) -> int:
        """Play ``size`` random deals (the ``number``-th slice); returns those scored."""
        import random

        rng = random.Random(number)
        played = 0
        for i in range(size):
            state = self.spec.new_state(4, dealer=i % 4, seed=rng.randrange(2**63))
            while state.to_move is not None:
                state.apply(rng.choice(state.legal_actions()))
            state.scores()
            if not state.result().get("annulled"):
                played += 1
        return played

    def playouts(self, number: int, size: int, policy: bool) -> int:
        import random

        rng = random.Random(number)
        kernels = self.kernels
        done = 0
        while done < size:
            for k in kernels:
                if policy:
                    k.copy().playout(rng)
                else:
                    k.copy().random_playout(rng)
            done += len(kernels)
        return done


def worker() -> None:
    import tarocchi

    work = Work()
    print(json.dumps({"tree": str(Path(tarocchi.__file__).parents[1])}), flush=True)
    for line in sys.stdin:
        workload, number = line.split()
        start = time.process_time()
        if workload == "deals":
            done = work.deals(int(number), SLICE[workload])
        else:
            done = work.playouts(int(number), SLICE[workload], policy=workload == "policy")
        print(json.dumps({"done": done, "cpu": time.process_time() - start}), flush=True)


# --- the driver -----------------------------------------------------------------------------------
class Worker:
    def __init__(self, app: Path):
        env = dict(os.environ, PYTHONPATH=str(app), PYTHONHASHSEED="0")
        self.process = subprocess.Popen([sys.executable, str(HERE), "--worker"], env=env, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        tree = Path(self._answer()["tree"])
        if tree != app:
            raise RuntimeError(f"the worker for {app} imported {tree}")

    def _answer(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("a worker died")
        return json.loads(line)

    def rate(self, workload: str, number: int) -> float:
        self.process.stdin.write(f"{workload} {number}\n")
        self.process.stdin.flush()
        answer = self._answer()
        return answer["done"] / answer["cpu"]

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)


def extract(commit: str, into: Path) -> Path:
    """The ``app`` folder of ``commit``, written under ``into``."""
    archive = subprocess.run(["git", "-C", str(REPO), "archive", commit, "app"], capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into / "app"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=21, help="old–new pairs per workload")
    parser.add_argument("--base", default=BASE, help="the reference commit")
    parser.add_argument("--only", choices=WORKLOADS, action="append", help="only this workload")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker()
        return
    os.nice(10)
    workloads = args.only or list(WORKLOADS)
    new = REPO / "app"
    rates: dict[str, dict[str, list[float]]] = {w: {"old": [], "new": []} for w in workloads}
    with tempfile.TemporaryDirectory(prefix="tarocchi-bench-base-") as tmp:
        old = extract(args.base, Path(tmp))
        workers = {"old": Worker(old), "new": Worker(new)}
        try:
            for number in range(args.rounds + 1):
                for w in workloads:
                    for name in ("old", "new"):
                        rate = workers[name].rate(w, number)
                        if number:  # round 0 warms up
                            rates[w][name].append(rate)
        finally:
            for one in workers.values():
                one.close()
    print(f"base {args.base} against this tree ({new}): {args.rounds} pairs of slices, "
          "median of the pairs")
    for w in workloads:
        old_rates, new_rates = rates[w]["old"], rates[w]["new"]
        ratios = sorted(b / a for a, b in zip(old_rates, new_rates))
        quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
        print(f"{LABELS[w]:42s} old {statistics.median(old_rates):8,.0f}  "
              f"new {statistics.median(new_rates):8,.0f}  ratio {statistics.median(ratios):.2f} "
              f"(quartiles {quartiles[0]:.2f}–{quartiles[2]:.2f})")


if __name__ == "__main__":
    main()
