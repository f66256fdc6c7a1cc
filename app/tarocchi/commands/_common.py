"""Helpers shared by the sub-commands: the checked argument types (every count and
duration bounded and finite, every game id known), options, and JSON output."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any, Callable

from tarocchi.cli import UsageError
from tarocchi.engine.protocol import GameSpec, OptionError
from tarocchi.engine.registry import get_game
from tarocchi.schema import shown
from tarocchi.storage import StorageError, parse_json


def whole(lo: int, hi: int, what: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from ``lo`` to ``hi``."""
    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}{what}, not {text[:30]}")
        return value
    parse.__name__ = "whole number"
    return parse


def seconds(lo: float, hi: float) -> Callable[[str], float]:
    """An argparse type: a finite number of seconds from ``lo`` to ``hi``."""
    parse = number(lo, hi, "a number of seconds", unit=" seconds")
    parse.__name__ = "seconds"
    return parse


def number(lo: float, hi: float, what: str, unit: str = "") -> Callable[[str], float]:
    """An argparse type: a finite number from ``lo`` to ``hi`` (``what``: "a scale"; ``unit``
    follows the bounds in the refusal: " seconds")."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not {what}") from None
        if not math.isfinite(value) or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo:g} to {hi:g}{unit}, not {text[:30]}")
        return value
    parse.__name__ = what
    return parse


def game_id(text: str) -> str:
    """An argparse type: a registered game's id."""
    try:
        get_game(text)
    except OptionError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


SEED = whole(-(2**63), 2**64 - 1)  #: a shuffle's seed


def add_game_arguments(parser, *, players: bool = True) -> None:
    parser.add_argument("--game", type=game_id, default="french-tarot", help="game id (see 'games')")
    if players:
        parser.add_argument("--players", type=whole(1, 99), default=None, help="number of players")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a house-rule option (repeatable); see 'games --json'")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UsageError(f"option {shown(pair)} is not NAME=VALUE")
        try:
            options[name] = parse_json(value)
        except StorageError:
            options[name] = value  # plain text: a choice's name
    return options


def game_and_params(args) -> tuple[GameSpec, int, dict[str, Any]]:
    try:
        spec = get_game(args.game)
        options = parse_options(args.option)
        params = spec.params(getattr(args, "players", None), options)
    except OptionError as exc:
        raise UsageError(str(exc)) from None
    return spec, params.players, dict(params.options)


def finite(data: Any) -> Any:
    """``data`` with every NaN or infinite number replaced by None (JSON has neither)."""
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if isinstance(data, dict):
        return {k: finite(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return [finite(v) for v in data]
    return data


def emit_json(data: Any) -> None:
    """Print ``data`` as one JSON document (strict JSON: never NaN or Infinity)."""
    json.dump(finite(data), sys.stdout, indent=2, ensure_ascii=False, allow_nan=False)
    sys.stdout.write("\n")


def table(rows: list[list[Any]], header: list[str]) -> str:
    """A plain text table."""
    cells = [header] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
