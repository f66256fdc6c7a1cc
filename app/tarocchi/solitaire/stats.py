"""Solitaire statistics kept between runs, in ``solitaire-stats.json`` of the data folder.

Per game (and variant): games played, won and cleared, best and total score, hints used,
the current and best winning streaks, and the same tallies per deal number. A game counts
once, when it ends or when it is abandoned after at least one move (abandoned: lost).

Several windows (and several running Tarocchis) share the file, so a game is counted by
reading the file again under its lock (:func:`tarocchi.storage.locked`), adding the game to
what is there and writing it back atomically: no window overwrites another's games.

A file that cannot be read or does not have the shape this module writes
(:func:`check_stats`) is never overwritten: it is renamed aside to
``solitaire-stats.json.bad-<timestamp>`` and :class:`StatsError` says so; the game being
counted then starts a fresh file. If even the renaming fails, the store refuses to save for
the rest of the session. A read-only file is reported and left as it is, mode and all.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from tarocchi.paths import data_dir
from tarocchi.schema import SchemaError, at, integer, mapping, number, text
from tarocchi.storage import StorageError, locked, move_aside, read_json, write_json_atomic

FILE_NAME = "solitaire-stats.json"
VERSION = 1
COUNTERS = ("played", "won", "cleared", "total_score", "hints", "streak", "best_streak")
DEAL_COUNTERS = ("played", "won", "cleared")
MAX_COUNT = 10**12  #: no tally can honestly be larger


class StatsError(Exception):
    """The statistics file was bad or unreadable; ``message`` is meant for the player."""

    def __init__(self, message: str, path: Path, moved_to: Path | None = None):
        super().__init__(message)
        self.path = path
        self.moved_to = moved_to


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
    mapping(data, "", required=("version", "games"))
    if integer(data["version"], "version") != VERSION:
        raise SchemaError("version", f"is {data['version']}, this Tarocchi writes version {VERSION}")
    for key, game in mapping(data["games"], "games").items():
        path = at("games", key)
        text(key, path, max_len=100)
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


class StatsStore:
    """The statistics file. Call :meth:`load` first (it may raise :class:`StatsError`, after
    which the store is usable and empty, the bad file kept aside)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        self.data: dict[str, Any] = empty()
        self.read_only = False  #: set when a bad file could not be moved aside

    # --- reading --------------------------------------------------------------------------
    def load(self) -> "StatsStore":
        """Read the file (a missing file is an empty record)."""
        self.data = empty()
        try:
            with locked(self.path):
                data, problem = self._read()
                if problem is not None:
                    self._set_aside(problem)
        except StorageError as exc:  # the lock: the folder is unusable, or another writer hangs
            raise StatsError(f"The statistics file could not be read: {exc}", self.path) from None
        self.data = data
        return self

    def _read(self) -> tuple[dict[str, Any], str | None]:
        """The file's statistics and None, or empty ones and what is wrong with the file."""
        if not self.path.exists() and not self.path.is_symlink():
            return empty(), None
        try:
            return check_stats(read_json(self.path)), None
        except StorageError as exc:
            return empty(), str(exc).removeprefix(f"{self.path}: ")
        except SchemaError as exc:
            return empty(), f"it does not hold Tarocchi solitaire statistics ({exc})"

    def _set_aside(self, problem: str) -> None:
        try:
            target = move_aside(self.path)
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

    def reset(self, key: str) -> None:
        """Forget one game's statistics (the player asked)."""
        self._change(lambda data: data["games"].pop(key, None))

    def _change(self, change) -> None:
        """Apply ``change`` to the file's current statistics and write them back."""
        if self.read_only:  # the bad file could not be moved aside: count in memory only
            change(self.data)
            return
        trouble: StatsError | None = None
        with locked(self.path):
            data, problem = self._read()
            if problem is not None:
                try:
                    self._set_aside(problem)
                except StatsError as exc:
                    trouble = exc
            change(data)
            self.data = data
            if not self.read_only:
                write_json_atomic(self.path, data)
        if trouble is not None:
            raise trouble
