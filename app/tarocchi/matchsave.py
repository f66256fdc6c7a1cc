"""Saved matches: the match in progress as one JSON file, for the autosave and for Game →
Save match as / Open match (the same format). Pure Python, no Qt.

```json
{"format": "tarocchi-match", "version": 1,
 "match": {"game": "french-tarot", "players": 4, "options": {}, "seats": [...], "deals": null,
           "target": null, "seed": 77, "dealt": 3, "dealer": 2, "sheet": [...]},
 "deal": {"format": "tarocchi-record", "...": "the deal in progress as its record"},
 "extra": {"bot": "easy", "human": true}}
```

``match`` is :meth:`Match.as_json` (null for a solitaire), ``deal`` the deal in progress as
a game record (``docs/records.md``: its seed or cards and every action so far; null between
deals) and ``extra`` what the window keeps besides (the computer players' level, La
Pyramide's hints). Opening replays the record, so a save that breaks a rule is refused like
a record that does.

A file that is not such a save, or one written by a newer Tarocchi (a higher ``version``),
is refused with :class:`SaveError`, whose message says why in one line; the autosave is then
moved aside (``<name>.bad-<timestamp>``) so that nothing overwrites it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tarocchi.engine.match import Match, match_from_json
from tarocchi.engine.protocol import GameState
from tarocchi.engine.records import RecordError, record_of, replay, start_state
from tarocchi.schema import SchemaError, is_int, mapping, shown
from tarocchi.storage import StorageError, move_aside, read_json, write_json_atomic

FORMAT = "tarocchi-match"
VERSION = 1
AUTOSAVE = "match-autosave.json"  #: the trick games' match in progress, in the data folder
PYRAMIDE_AUTOSAVE = "pyramide-autosave.json"  #: La Pyramide's game in progress
CHASSE_AUTOSAVE = "chasse-autosave.json"  #: La chasse au trésor's game in progress


class SaveError(ValueError):
    """A save that cannot be opened; the message is for the person. ``moved_to``: where the
    file was kept aside (autosave only)."""

    def __init__(self, message: str, moved_to: Path | None = None):
        super().__init__(message)
        self.moved_to = moved_to


@dataclass
class Saved:
    """What a save holds: the match (None for a solitaire), its deal in progress, extras."""

    match: Match | None
    state: GameState | None
    extra: dict = field(default_factory=dict)


def save_data(match: Match | None, state: GameState | None = None, extra: dict | None = None) -> dict:
    """The save of ``match`` with its deal in progress ``state`` (default: the match's)."""
    if state is None and match is not None:
        state = match.current
    seats = [s.as_json() for s in match.seats] if match is not None else None
    return {
        "format": FORMAT,
        "version": VERSION,
        "match": match.as_json() if match is not None else None,
        "deal": (None if state is None else match.record(state) if match is not None
                 else record_of(state, seats)),
        "extra": dict(extra or {}),
    }


def parse_save(data: Any) -> Saved:
    """The match a save describes; SaveError (its message in words) when it cannot be used."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("it is not a Tarocchi match")
    version = data.get("version")
    if not is_int(version):
        raise SaveError(f"its version ({shown(version)}) is not a number")
    if version > VERSION:
        raise SaveError(f"it was written by a newer Tarocchi (version {version}; this one reads "
                        f"version {VERSION})")
    if version != VERSION:
        raise SaveError(f"its version {version} is not one this Tarocchi reads")
    match = None
    try:
        mapping(data, "", required=("match", "deal"))
        if data["match"] is not None:
            match = match_from_json(data["match"])
        extra = mapping(data.get("extra", {}), "extra")
    except (SchemaError, ValueError) as exc:  # a bad field, an unknown game or option
        raise SaveError(f"its {exc}" if isinstance(exc, SchemaError) else str(exc)) from None
    except KeyError as exc:
        raise SaveError(f"it names a game this Tarocchi does not have ({exc.args[0]})") from None
    state = None
    if data["deal"] is not None:
        record = data["deal"]
        try:
            if isinstance(record, dict) and record.get("seed") is not None and "deal" in record:
                start_state(record)  # the cards agree with the seed; the seed deals them again
                record = {key: value for key, value in record.items() if key != "deal"}
            state = replay(record)
        except RecordError as exc:
            raise SaveError(f"its deal in progress cannot be replayed: {exc}") from None
        if match is not None:
            if (state.spec.id, state.params.players) != (match.spec.id, match.players) or \
                    dict(state.params.options) != dict(match.spec.params(match.players, match.options).options):
                raise SaveError("its deal in progress is of another game than its match")
            match.current = state
            if state.is_terminal():  # saved after its last action, before it was written down
                match.finish_deal(state)
                state = None
    elif match is None:
        raise SaveError("it holds neither a match nor a deal")
    return Saved(match, state, extra)


def read_save(path: str | os.PathLike, keep_aside: bool = False) -> Saved | None:
    """The save in ``path`` (None if there is none). A bad one is refused with SaveError;
    with ``keep_aside`` (the autosave) it is first renamed aside, never overwritten."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        return None
    try:
        return parse_save(read_json(path))
    except (StorageError, SaveError) as exc:
        problem = str(exc).removeprefix(f"{path}: ")
        if not keep_aside:
            raise SaveError(f"{path.name} cannot be opened: {problem}.") from None
        try:
            moved = move_aside(path)
        except OSError as err:
            raise SaveError(f"The saved match {path} cannot be used ({problem}), and it could not "
                            f"be moved aside ({err}); it is left as it is.") from None
        raise SaveError(f"The saved match could not be resumed ({problem}). It was kept as "
                        f"{moved.name}.", moved) from None


def write_save(path: str | os.PathLike, match: Match | None, state: GameState | None = None,
               extra: dict | None = None) -> None:
    """Write the save atomically (the old file stays whole if anything fails)."""
    write_json_atomic(path, save_data(match, state, extra))
