"""La Pyramide: how often a deal is cleared and how often it is won (top captured), under
each reading of "an atout plus a single, adjacent card" (option ``trump_pairs``).

Players, from blind to all-seeing:

* random: any legal capture (the easy player);
* greedy: the hint player's quick choice (captures that spend no trump first, the top last),
  seeing only the face-up cards;
* digger: also fair, but goes for the top: takes it as soon as it can, else opens the stacks
  nearest the top first;
* solver: knows every card; "solvable" is the share of deals the solver can clear (win)
  within its node budget (undecided deals are counted apart).

    PYTHONPATH=app python tests/benchmarks/pyramide_rates.py [--deals 500] [--solver-deals 200]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from tarocchi.bots.hint import greedy_choice
from tarocchi.engine.actions import Action, Pair
from tarocchi.engine.games._pyramide_solver import _move_order, solve
from tarocchi.engine.games.la_pyramide import Pyramide
from tarocchi.engine.registry import get_game

SPEC = get_game("la-pyramide")
READINGS = ("any", "adjacent")


def random_choice(state: Pyramide, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def digger_choice(state: Pyramide, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    free = state.free_cards()

    def rank(action: Action) -> tuple:
        assert type(action) is Pair
        rows = []
        for c in (action.first, action.second):
            if c is not None and free[c] != "drawn":
                k = state.stack_of(free[c])
                rows.append(state.geo.places[k][0] if state.heights[k] == 1 else state.rows + 1)
        return (min(rows, default=state.rows + 2), _move_order(action.first, action.second))

    return min(legal, key=rank)


PLAYERS = {"random": random_choice, "greedy": lambda s, r: greedy_choice(s), "digger": digger_choice}


def play(reading: str, deal: int, player) -> tuple[bool, bool]:
    state = SPEC.new_state(1, {"trump_pairs": reading}, seed=deal)
    rng = random.Random(deal)
    while not state.over:
        state.apply(player(state, rng))
    return state.cleared, state.top_captured


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=500, help="deals per fair player (deal numbers 1 …)")
    parser.add_argument("--solver-deals", type=int, default=200)
    parser.add_argument("--nodes", type=int, default=100_000, help="solver budget per deal and goal")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out: dict = {"deals": args.deals, "solver_deals": args.solver_deals, "nodes": args.nodes, "readings": {}}
    for reading in READINGS:
        figures: dict = {}
        for name, player in PLAYERS.items():
            start = time.perf_counter()
            results = [play(reading, deal, player) for deal in range(1, args.deals + 1)]
            figures[name] = {"clear_rate": sum(c for c, _ in results) / len(results),
                             "win_rate": sum(w for _, w in results) / len(results),
                             "seconds": round(time.perf_counter() - start, 1)}
        for goal in ("clear", "top"):
            answers = [solve(SPEC.new_state(1, {"trump_pairs": reading}, seed=deal), goal, args.nodes).solvable
                       for deal in range(1, args.solver_deals + 1)]
            figures[f"solver_{goal}"] = {"yes": answers.count(True), "no": answers.count(False),
                                         "unknown": answers.count(None)}
        out["readings"][reading] = figures
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    for reading, figures in out["readings"].items():
        print(f"trump_pairs = {reading}:")
        for name in PLAYERS:
            f = figures[name]
            print(f"  {name:7} cleared {f['clear_rate']:6.1%}   won (top) {f['win_rate']:6.1%}   ({args.deals} deals)")
        for goal in ("clear", "top"):
            f = figures[f"solver_{goal}"]
            print(f"  solver  {goal:5}: {f['yes']} yes, {f['no']} no, {f['unknown']} unknown "
                  f"of {args.solver_deals} deals ({args.nodes} nodes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
