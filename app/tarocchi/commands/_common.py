"""Helpers shared by the sub-commands."""

from __future__ import annotations

import json
import sys
from typing import Any

from tarocchi.cli import UsageError
from tarocchi.engine.protocol import GameSpec, OptionError
from tarocchi.engine.registry import get_game


def add_game_arguments(parser, *, players: bool = True) -> None:
    parser.add_argument("--game", default="french-tarot", help="game id (see 'games')")
    if players:
        parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a house-rule option (repeatable); see 'games --json'")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UsageError(f"option {pair!r} is not NAME=VALUE")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    return options


def game_and_params(args) -> tuple[GameSpec, int, dict[str, Any]]:
    try:
        spec = get_game(args.game)
        options = parse_options(args.option)
        params = spec.params(getattr(args, "players", None), options)
    except OptionError as exc:
        raise UsageError(str(exc)) from None
    return spec, params.players, dict(params.options)


def emit_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def table(rows: list[list[Any]], header: list[str]) -> str:
    """A plain text table."""
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
