"""A statistics file shared by windows and processes: the one mechanism behind the
solitaires' statistics (:mod:`tarocchi.solitaire.stats`) and the matches' statistics
(:mod:`tarocchi.matchstats`). Pure Python, no Qt.

Several windows (and several running Tarocchis) share a file, so a change is made by reading
the file again under its lock (:func:`tarocchi.storage.locked`), changing what is there and
writing it back atomically: no window overwrites another's counts.

A file that cannot be read or does not have the shape its store writes (the store's
``check``) is never overwritten: it is renamed aside to ``<name>.bad-<timestamp>`` and
:class:`StatsError` says so; the change being made then starts a fresh file. If even the
renaming fails, the store refuses to save for the rest of the session. A read-only file is
reported (StorageError) and left as it is, mode and all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tarocchi.paths import data_dir
from tarocchi.schema import SchemaError, at, integer, mapping, text
from tarocchi.storage import StorageError, locked, move_aside, read_json, write_json_atomic


class StatsError(Exception):
    """The statistics file was bad or unreadable; ``message`` is meant for the player."""

    def __init__(self, message: str, path: Path, moved_to: Path | None = None):
        super().__init__(message)
        self.path = path
        self.moved_to = moved_to


def games_of(data: Any, version: int) -> list[tuple[str, Any, str]]:
    """The games of a statistics file of ``version`` as (key, value, path), once the file's
    frame is checked: an object with this ``version`` and a ``games`` object keyed by name;
    else SchemaError naming the field."""
    mapping(data, "", required=("version", "games"))
    if integer(data["version"], "version") != version:
        raise SchemaError("version", f"is {data['version']}, this Tarocchi writes version {version}")
    out = []
    for key, game in mapping(data["games"], "games").items():
        path = at("games", key)
        out.append((text(key, path, max_len=100), game, path))
    return out


class StatsFile:
    """One statistics file. Subclasses give ``FILE_NAME``, ``WHAT`` (what the file holds, in
    words), ``empty()`` and ``check(data)`` (the data, or SchemaError naming the field).
    Both keep their games under ``data["games"]``. Call :meth:`load` first (it may raise :class:`StatsError`, after which the store is
    usable and empty, the bad file kept aside)."""

    FILE_NAME = "stats.json"
    WHAT = "Tarocchi statistics"

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else data_dir() / self.FILE_NAME
        self.data: dict[str, Any] = self.empty()
        self.read_only = False  #: set when a bad file could not be moved aside

    @staticmethod
    def empty() -> dict[str, Any]:
        raise NotImplementedError

    @staticmethod
    def check(data: Any) -> dict[str, Any]:
        raise NotImplementedError

    # --- reading --------------------------------------------------------------------------
    def load(self):
        """Read the file (a missing file is an empty record)."""
        self.data = self.empty()
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
            return self.empty(), None
        try:
            return self.check(read_json(self.path)), None
        except StorageError as exc:
            return self.empty(), str(exc).removeprefix(f"{self.path}: ")
        except SchemaError as exc:
            return self.empty(), f"it does not hold {self.WHAT} ({exc})"

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

    # --- changing -------------------------------------------------------------------------
    def reset(self, key: str) -> None:
        """Forget one game's statistics (the player asked)."""
        self._change(lambda data: data["games"].pop(key, None))

    def _change(self, change: Callable[[dict[str, Any]], Any]) -> None:
        """Apply ``change`` to the file's current statistics and write them back. If the file
        turned bad, it is kept aside, the change made to a fresh file and StatsError says so
        (after the change). A file that cannot be written raises StorageError and is left as
        it was."""
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
