"""What may not reach a person in the players' words (issue 21): card codes, option values
that are codes, seat numbers, raw result keys and Python values."""

from __future__ import annotations

import re

from tarocchi.engine.cards import N_CARDS, card_name
from tarocchi.engine.registry import games

__all__ = ["NAMES", "option_codes", "words_problems"]

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
CARD_CODES = {card_name(c) for c in range(N_CARDS)}
#: a word of letters and digits, as a card code would stand in a text ("KH", "T21", "10C")
TOKEN = re.compile(r"[A-Za-z0-9]+")
#: "seat 2", or a row whose label names a player and whose value is a number ("Declarer: 2")
SEAT_NUMBER = re.compile(r"\bseat \d|^(declarer|taker|partner|seat|winner|loser|payer)s?: \d", re.I | re.M)
#: snake_case keys ("game_contra") and Python's values
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\bNone\b|\bTrue\b|\bFalse\b|[{}\[\]]")


def option_codes() -> set[str]:
    """Option values that are codes, not words ("changes-side", "fft", "any-player")."""
    codes = set()
    for spec in games():
        for option in spec.options:
            for value in option.choices:
                if isinstance(value, str) and (re.search(r"[-_]", value) or value in ("fft", "moore")):
                    codes.add(value)
    return codes


FAIR_LABELS = {"card_points", "petit_au_bout"}  #: keys whose words are the right label too
LIST_KEYS = {"entries", "feats", "announcements", "announced", "doubles", "premiums", "held", "carry"}


def codes_in(value) -> set[str]:
    """The keys and the code-like texts ("guard-against", "four-kings", "game") of a result."""
    if isinstance(value, dict):
        return {k for k in value if re.search(r"[-_]", k)} | set().union(*(codes_in(v) for v in value.values()))
    if isinstance(value, (list, tuple)):
        return set().union(set(), *(codes_in(v) for v in value))
    return {value} if isinstance(value, str) and re.fullmatch(r"[a-z]+([-_][a-z]+)+", value) else set()


def words_problems(text: str, result: dict | None = None) -> list[str]:
    """What in ``text`` is not for a person (``result``: the deal's result, whose keys and
    codes must not show)."""
    problems = [f"card code {tok!r}" for tok in TOKEN.findall(text) if tok in CARD_CODES]
    problems += [f"option value {code!r}" for code in option_codes() if re.search(rf"\b{re.escape(code)}\b", text)]
    if SEAT_NUMBER.search(text):
        problems.append("a seat number")
    if RAW.search(text):
        problems.append(f"a raw value ({RAW.search(text).group()})")
    for key in (result or {}):  # a key made a label by the old fallback ("Game contra: 0", "Entries: …")
        if ("_" in key and key not in FAIR_LABELS or key in LIST_KEYS) and text.startswith(key.replace("_", " ").capitalize() + ":"):
            problems.append(f"raw key {key!r}")
    for code in codes_in(result or {}):
        if re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", text):
            problems.append(f"raw key or code {code!r}")
    return problems
