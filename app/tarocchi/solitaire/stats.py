"""Solitaire statistics kept between runs, in ``solitaire-stats.json`` of the data folder.

Per game (and variant): games played, won and cleared, best and total score, hints used,
the current and best winning streaks, and the same tallies per deal number. A game counts
once, when it ends or when it is abandoned after at least one move (abandoned: lost).

The file is written atomically (a temporary file in the same folder, then ``os.replace``).
A file that cannot be read or makes no sense is never overwritten: it is renamed aside to
``solitaire-stats.json.bad-<timestamp>`` and :class:`StatsError` says so; if even the
renaming fails, the store refuses to save for the rest of the session.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from tarocchi.paths import data_dir
from tarocchi.storage import StorageError, read_json, write_json_atomic

FILE_NAME = "solitaire-stats.json"
VERSION = 1
COUNTERS = ("played", "won", "cleared", "total_score", "hints", "streak", "best_streak")


class StatsError(Exception):
    """The statistics file was bad or unreadable; ``message`` is meant for the player."""

    def __init__(self, message: str, path: Path, moved_to: Path | None = None):
        super().__init__(message)
        self.path = path
        self.moved_to = moved_to


def empty_game() -> dict[str, Any]:
    out: dict[str, Any] = {name: 0 for name in COUNTERS}
    out["best_score"] = None
    out["deals"] = {}
    return out


def _valid(data: Any) -> bool:
    """Whether ``data`` has the shape this module writes."""
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        return False
    for game in data["games"].values():
        if not isinstance(game, dict) or not isinstance(game.get("deals"), dict):
            return False
        if any(not isinstance(game.get(k), int) or isinstance(game.get(k), bool) for k in COUNTERS):
            return False
        if game.get("best_score") is not None and not isinstance(game["best_score"], (int, float)):
            return False
        for deal in game["deals"].values():
            if not isinstance(deal, dict) or not all(isinstance(deal.get(k), int) for k in ("played", "won")):
                return False
    return True


class StatsStore:
    """The statistics file. Call :meth:`load` first (it may raise :class:`StatsError`, after
    which the store is usable and empty, the bad file kept aside)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        self.data: dict[str, Any] = {"version": VERSION, "games": {}}
        self.read_only = False  #: set when a bad file could not be moved aside

    # --- reading --------------------------------------------------------------------------
    def load(self) -> "StatsStore":
        """Read the file (a missing file is an empty record)."""
        self.data = {"version": VERSION, "games": {}}
        if not self.path.exists() and not self.path.is_symlink():
            return self
        try:
            data = read_json(self.path)
        except StorageError as exc:
            self._set_aside(str(exc).removeprefix(f"{self.path}: "))
        if not _valid(data):
            self._set_aside("it does not hold Tarocchi solitaire statistics")
        self.data = data
        return self

    def _set_aside(self, problem: str) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.bad-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.bad-{stamp}-{n}")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            self.read_only = True
            raise StatsError(
                f"The statistics file {self.path} could not be used ({problem}), and it could "
                f"not be moved aside ({exc}). Statistics will not be saved in this session, so "
                f"that file is left as it is.", self.path) from None
        raise StatsError(
            f"The statistics file {self.path} could not be used ({problem}). It was kept as "
            f"{target.name} and new statistics start from zero.", self.path, target)

    # --- queries --------------------------------------------------------------------------
    def game(self, key: str) -> dict[str, Any]:
        """The tallies of one game (a copy; zeros when never played)."""
        return json.loads(json.dumps(self.data["games"].get(key) or empty_game()))

    def summary(self, key: str) -> dict[str, Any]:
        """The tallies with the derived figures: win rate and average score."""
        g = self.game(key)
        played = g["played"]
        g["win_rate"] = g["won"] / played if played else None
        g["average_score"] = g["total_score"] / played if played else None
        return g

    # --- recording ------------------------------------------------------------------------
    def record(self, key: str, deal: int | None, score: int, won: bool, cleared: bool,
               hints: int = 0, abandoned: bool = False) -> dict[str, Any]:
        """Count one game and save the file; returns the game's new summary."""
        g = self.data["games"].setdefault(key, empty_game())
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
        self.save()
        return self.summary(key)

    def save(self) -> None:
        """Write the file atomically (nothing is written while ``read_only``)."""
        if self.read_only:
            return
        write_json_atomic(self.path, self.data)

    def reset(self, key: str) -> None:
        """Forget one game's statistics (the player asked)."""
        self.data["games"].pop(key, None)
        self.save()
