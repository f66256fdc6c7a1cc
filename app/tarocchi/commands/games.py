"""``tarocchi-cli games``: the registered games."""

from __future__ import annotations

from tarocchi.commands._common import emit_json, table
from tarocchi.engine.registry import games


def run(args) -> int:
    specs = games()
    if args.json:
        emit_json([spec.as_json() for spec in specs])
        return 0
    rows = [[s.id, s.name, ",".join(map(str, s.players)), len(s.options)] for s in specs]
    print(table(rows, ["id", "name", "players", "options"]))
    return 0


def register(sub) -> None:
    p = sub.add_parser("games", help="list the registered games")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)
