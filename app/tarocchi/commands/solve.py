"""``tarocchi-cli solve``: can a solitaire deal be cleared, and how?

``tarocchi-cli solve --game la-pyramide --deal 1234 --json`` prints
``{"game", "deal", "solvable", "answer", "line", "nodes", "seconds", …}``. ``solvable`` is
null (answer "unknown") when ``--max-nodes`` or ``--seconds`` ran out before an answer.
"""

from __future__ import annotations

from tarocchi.cli import UsageError
from tarocchi.commands._common import add_game_arguments, emit_json, game_and_params, seconds, whole

SOLVERS = ("la-pyramide",)
MAX_NODES = 20_000_000  #: the memo of failed positions stays within a few gigabytes


def run(args) -> int:
    spec, players, options = game_and_params(args)
    if spec.id not in SOLVERS:
        raise UsageError(f"no solver for {spec.id!r} (solvers: {', '.join(SOLVERS)})")
    from tarocchi.engine.games._pyramide_solver import solve

    state = spec.new_state(players, options, seed=args.deal)
    solution = solve(state, args.goal, args.max_nodes, seconds=args.seconds)
    out = {"game": spec.id, "deal": args.deal, "options": options, **solution.as_json()}
    if args.json:
        emit_json(out)
    else:
        goal = "cleared" if args.goal == "clear" else "won (top card captured)"
        verdict = {"yes": f"can be {goal}", "no": f"cannot be {goal}",
                   "unknown": f"unknown: the search limit ran out before deciding whether it can be {goal}"}
        print(f"{spec.name} deal #{args.deal}: {verdict[out['answer']]}"
              f" ({out['nodes']} positions in {out['seconds']} s)")
        for i, move in enumerate(out["line"], 1):
            print(f"{i:3}. {move}")
    return 0


def register(sub) -> None:
    p = sub.add_parser("solve", help="decide whether a solitaire deal can be cleared, with a winning line")
    add_game_arguments(p, players=False)
    p.set_defaults(game="la-pyramide")
    p.add_argument("--deal", type=whole(0, 2**63 - 1), required=True, help="the deal number")
    p.add_argument("--goal", choices=("clear", "top"), default="clear",
                   help="clear: capture the whole pyramid (default); top: capture the top card")
    p.add_argument("--max-nodes", type=whole(1, MAX_NODES), default=2_000_000,
                   help=f"give up (answer unknown) after this many positions (at most {MAX_NODES})")
    p.add_argument("--seconds", type=seconds(0.01, 3600), default=None,
                   help="give up (answer unknown) after this many seconds (at most 3600)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)
