"""Checking data that comes from outside (files, records, settings, arguments): each check
returns the value when it has the right type and shape, or raises :class:`SchemaError`
naming the field (``deal.hands[2][4]: 5 is not a card``), so that every bad input ends in
one clear line. Pure Python, no Qt: the engine, the command line and the window share it.

``path`` is the field's name as a person reads it; :func:`at` builds it.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, TypeVar

T = TypeVar("T")

#: The longest text kept in a message (a value shown back to the person).
SHOWN = 40


class SchemaError(ValueError):
    """A value of the wrong type or shape; ``path`` names the field, ``problem`` says why."""

    def __init__(self, path: str, problem: str):
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


def at(path: str, key: str | int) -> str:
    """The path of ``key`` inside ``path``: ``at("deal", "hands")`` is ``deal.hands``,
    ``at("deal.hands", 2)`` is ``deal.hands[2]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def shown(value: Any) -> str:
    """A value as a message may show it: short, on one line."""
    if isinstance(value, (dict, list, tuple)):
        kind = {dict: "an object", list: "a list", tuple: "a list"}[type(value)]
        return f"{kind} of {len(value)}"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return f"a number of {int(value.bit_length() * 0.30103) + 1} digits"
    text = repr(value).replace("\n", " ")
    return text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"


def is_int(value: Any) -> bool:
    """A whole number (``True`` and ``4.0`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def integer(value: Any, path: str, lo: int | None = None, hi: int | None = None) -> int:
    if not is_int(value):
        raise SchemaError(path, f"must be a whole number, not {shown(value)}")
    return _within(value, path, lo, hi)


def _n(x: float) -> str:
    return str(x) if isinstance(x, int) else f"{x:g}"


def _within(value, path: str, lo, hi):
    if lo is not None and value < lo or hi is not None and value > hi:
        if lo is not None and hi is not None:
            raise SchemaError(path, f"must be from {_n(lo)} to {_n(hi)}, not {shown(value)}")
        if lo is not None:
            raise SchemaError(path, f"must be at least {_n(lo)}, not {shown(value)}")
        raise SchemaError(path, f"must be at most {_n(hi)}, not {shown(value)}")
    return value


def number(value: Any, path: str, lo: float | None = None, hi: float | None = None) -> float:
    """A finite number (whole or not) within the bounds."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SchemaError(path, f"must be a number, not {shown(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise SchemaError(path, f"must be a finite number, not {shown(value)}")
    return _within(value, path, lo, hi)


def boolean(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise SchemaError(path, f"must be true or false, not {shown(value)}")
    return value


def text(value: Any, path: str, choices: Iterable[str] | None = None, max_len: int = 200) -> str:
    if not isinstance(value, str):
        raise SchemaError(path, f"must be text, not {shown(value)}")
    if choices is not None:
        choices = tuple(choices)
        if value not in choices:
            raise SchemaError(path, f"must be one of {', '.join(choices)}, not {shown(value)}")
    if len(value) > max_len:
        raise SchemaError(path, f"is longer than {max_len} characters")
    return value


def array(value: Any, path: str, length: int | None = None, max_len: int | None = None,
          item: Callable[[Any, str], T] | None = None) -> list:
    """A list (of ``length`` items, or at most ``max_len``); ``item(value, path)`` checks
    each item and the list of its results is returned."""
    if not isinstance(value, list):
        raise SchemaError(path, f"must be a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise SchemaError(path, f"must hold {length} items, not {len(value)}")
    if max_len is not None and len(value) > max_len:
        raise SchemaError(path, f"must hold at most {max_len} items, not {len(value)}")
    if item is None:
        return list(value)
    return [item(v, at(path, i)) for i, v in enumerate(value)]


def mapping(value: Any, path: str, required: Iterable[str] = (), max_len: int | None = None) -> dict:
    """An object with text keys, holding every key of ``required``."""
    if not isinstance(value, dict):
        raise SchemaError(path, f"must be an object, not {shown(value)}")
    for key in value:
        if not isinstance(key, str):
            raise SchemaError(path, f"has a key that is not text ({shown(key)})")
    for key in required:
        if key not in value:
            raise SchemaError(at(path, key), "is missing")
    if max_len is not None and len(value) > max_len:
        raise SchemaError(path, f"must hold at most {max_len} entries, not {len(value)}")
    return value


def depth(value: Any, limit: int) -> int:
    """How deeply lists and objects nest in ``value`` (0 for a scalar); stops counting past
    ``limit`` (without recursion, so any nesting is safe to measure)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, (list, dict)):
            level += 1
            if level > deepest:
                deepest = level
                if deepest > limit:
                    return deepest
            stack.extend((v, level) for v in (node.values() if isinstance(node, dict) else node))
    return deepest
