"""Solitaire statistics kept between runs, in ``solitaire-stats.json`` of the data folder.

Per game (and variant): games played, won and cleared, best and total score, hints used,
the current and best winning streaks, and the same tallies per deal number. A game counts
once, when it ends or when it is abandoned after at least one move (abandoned: lost).

The file is shared by windows and processes and a bad one is kept aside, never overwritten,
by the one mechanism of :mod:`tarocchi.statsfile` (a bad file is named
``solitaire-stats.json.bad-<timestamp>``).
"""

from __future__ import annotations

import copy
from typing import Any

from tarocchi.schema import SchemaError, at, integer, mapping, number
from tarocchi.statsfile import StatsError, StatsFile, games_of

__all__ = ["FILE_NAME", "StatsError", "StatsStore", "check_stats"]

FILE_NAME = "solitaire-stats.json"
VERSION = 1
COUNTERS = ("played", "won", "cleared", "total_score", "hints", "streak", "best_streak")
DEAL_COUNTERS = ("played", "won", "cleared")
MAX_COUNT = 10**12  #: no tally can honestly be larger


def empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}}


def empty_game() -> dict[str, Any]:
    out: dict[str, Any] = {name: 0 for name in COUNTERS}
    out["best_score"] = None
    out["deals"] = {}
    return out


def _best(value: Any, path: str) -> None:
    if value is not None:
        number(value, path, -MAX_COUNT, MAX_COUNT)


def check_stats(data: Any) -> dict[str, Any]:
    """``data`` if it has the shape this module writes, else SchemaError naming the field."""
    for key, game, path in games_of(data, VERSION):
        mapping(game, path, required=(*COUNTERS, "best_score", "deals"))
        for name in COUNTERS:
            integer(game[name], at(path, name), -MAX_COUNT if name == "total_score" else 0, MAX_COUNT)
        if "abandoned" in game:
            integer(game["abandoned"], at(path, "abandoned"), 0, MAX_COUNT)
        _best(game["best_score"], at(path, "best_score"))
        for deal, tally in mapping(game["deals"], at(path, "deals")).items():
            where = at(at(path, "deals"), deal)
            if not (deal.isdigit() and len(deal) <= 20):
                raise SchemaError(where, "a deal is named by its number")
            mapping(tally, where, required=(*DEAL_COUNTERS, "best_score"))
            for name in DEAL_COUNTERS:
                integer(tally[name], at(where, name), 0, MAX_COUNT)
            _best(tally["best_score"], at(where, "best_score"))
    return data


class StatsStore(StatsFile):
    """The solitaires' statistics file. Call :meth:`load` first (it may raise
    :class:`StatsError`, after which the store is usable and empty, the bad file kept aside)."""

    FILE_NAME = FILE_NAME
    WHAT = "Tarocchi solitaire statistics"
    empty = staticmethod(empty)
    check = staticmethod(check_stats)

    # --- queries --------------------------------------------------------------------------
    def game(self, key: str) -> dict[str, Any]:
        """The tallies of one game (a copy; zeros when never played)."""
        return copy.deepcopy(self.data["games"].get(key) or empty_game())

    def summary(self, key: str) -> dict[str, Any]:
        """The tallies with the derived figures: win rate, clear rate and average score."""
        g = self.game(key)
        played = g["played"]
        g["win_rate"] = g["won"] / played if played else None
        g["clear_rate"] = g["cleared"] / played if played else None
        g["average_score"] = g["total_score"] / played if played else None
        return g

    # --- recording ------------------------------------------------------------------------
    def record(self, key: str, deal: int | None, score: int, won: bool, cleared: bool,
               hints: int = 0, abandoned: bool = False) -> dict[str, Any]:
        """Count one game and save the file; returns the game's new summary.

        The file is read again under its lock and the game added to what it holds, so that
        games counted meanwhile by another window or process are kept. If the file turned
        bad, it is kept aside, the game is counted in a fresh file and StatsError says so
        (after counting). A file that cannot be written (read-only, a full disk) raises
        StorageError, an OSError, and is left as it was."""
        def count(data: dict[str, Any]) -> None:
            g = data["games"].setdefault(key, empty_game())
            g["played"] += 1
            g["won"] += bool(won)
            g["cleared"] += bool(cleared)
            g["total_score"] += int(score)
            g["hints"] += int(hints)
            g["best_score"] = score if g["best_score"] is None else max(g["best_score"], score)
            g["streak"] = g["streak"] + 1 if won else 0
            g["best_streak"] = max(g["best_streak"], g["streak"])
            g["abandoned"] = g.get("abandoned", 0) + bool(abandoned)
            if deal is not None:
                d = g["deals"].setdefault(str(deal), {"played": 0, "won": 0, "cleared": 0, "best_score": None})
                d["played"] += 1
                d["won"] += bool(won)
                d["cleared"] += bool(cleared)
                d["best_score"] = score if d["best_score"] is None else max(d["best_score"], score)

        self._change(count)
        return self.summary(key)
