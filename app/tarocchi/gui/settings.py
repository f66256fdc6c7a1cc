"""Settings remembered between runs (QSettings "Tarocchi"/"Tarocchi").

With ``TAROCCHI_HOME`` set (tests, portable installs) they live in an INI file there, so
nothing leaks into the user's real settings.

The file is the user's to edit (or to break), so every value read is checked against the
shape it must have (:data:`READERS`, built on :mod:`tarocchi.schema`): a value of the wrong
type or shape is ignored with a warning in the log, and its default is used; the window
always starts. A settings file Qt cannot parse is copied aside (``<file>.bad``) before
anything is written over it.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QSettings

from tarocchi.paths import data_dir
from tarocchi.schema import (
    SchemaError, array, at, boolean, integer, is_int, mapping, number, shown, text,
)
from tarocchi.storage import StorageError, parse_json

ORGANIZATION = "Tarocchi"
APPLICATION = "Tarocchi"

#: Animation speed names and their duration factor (0: no animation).
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}

#: How long a shown talon stays before play goes on: the seconds, None until the person goes
#: on, 0 briefly (a pause scaled by the animation speed).
TALON_HOLDS: dict[str, float | None] = {"until": None, "4": 4.0, "2": 2.0, "brief": 0.0}

log = logging.getLogger("tarocchi.settings")

MAX_SEATS = 8
MAX_NAME = 40


def open_settings() -> QSettings:
    if os.environ.get("TAROCCHI_HOME"):
        store = QSettings(str(data_dir() / "tarocchi.ini"), QSettings.Format.IniFormat)
    else:
        store = QSettings(ORGANIZATION, APPLICATION)
    keep_bad_file(store)
    return store


def keep_bad_file(store: QSettings) -> Path | None:
    """If Qt could not parse the settings file, copy it aside to ``<file>.bad`` (then
    ``.bad-2`` …) before it is rewritten; returns the copy's path."""
    if store.status() != QSettings.Status.FormatError:
        return None
    path = Path(store.fileName())
    target = path.with_name(path.name + ".bad")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{n}")
    try:
        shutil.copyfile(path, target)
    except OSError as exc:
        log.warning("the settings file %s cannot be read and could not be kept aside (%s)", path, exc)
        return None
    log.warning("the settings file %s cannot be read; it was kept as %s and the defaults are used",
                path, target.name)
    return target


# --- readers: a stored value to the value the window uses, or SchemaError -------------------

def _json(value: Any, path: str) -> Any:
    """A value stored as JSON text (lists and objects are), or stored as it is."""
    if isinstance(value, str):
        try:
            return parse_json(value, path)
        except StorageError as exc:
            raise SchemaError(path, str(exc).removeprefix(f"{path}: ")) from None
    return value


def read_flag(value: Any, path: str) -> bool:
    """true/false as QSettings stores it (text in an INI file)."""
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if is_int(value) and value in (0, 1):
        return bool(value)
    return boolean(value, path)


def read_speed(value: Any, path: str) -> str:
    return text(value, path, choices=SPEEDS)


def read_talon_hold(value: Any, path: str) -> str:
    return text(value, path, choices=TALON_HOLDS)


def read_skin(value: Any, path: str) -> str:
    return text(value, path, max_len=40)


def read_geometry(value: Any, path: str) -> str:
    """The window's geometry as hex text (QWidget.saveGeometry)."""
    value = text(value, path, max_len=8192)
    if any(c not in "0123456789abcdefABCDEF" for c in value):
        raise SchemaError(path, "must be hexadecimal text")
    return value


def _option_value(value: Any, path: str) -> Any:
    if isinstance(value, bool):
        return value
    if is_int(value):
        return integer(value, path, -10**9, 10**9)
    if isinstance(value, float):
        return number(value, path)
    return text(value, path, max_len=200)


#: the new-game choices: each field is checked on its own (a bad one is dropped)
NEW_GAME_FIELDS: dict[str, Callable[[Any, str], Any]] = {
    "game": lambda v, p: text(v, p, max_len=60),
    "players": lambda v, p: integer(v, p, 1, MAX_SEATS),
    "names": lambda v, p: array(v, p, max_len=MAX_SEATS, item=lambda n, q: text(n, q, max_len=MAX_NAME)),
    "bot": lambda v, p: text(v, p, max_len=40),
    "options": lambda v, p: {k: _option_value(o, at(p, k)) for k, o in mapping(v, p, max_len=100).items()},
    "deals": lambda v, p: integer(v, p, 0, 10_000),
    "target": lambda v, p: integer(v, p, 0, 10**6),
    "teams": lambda v, p: array(v, p, max_len=MAX_SEATS, item=lambda t, q: array(
        t, q, max_len=8, item=lambda n, r: text(n, r, max_len=MAX_NAME))),
    "people": lambda v, p: None if v is None else array(v, p, max_len=MAX_SEATS,
                                                        item=lambda n, q: integer(n, q, 0, MAX_SEATS - 1)),
    "practice": lambda v, p: boolean(v, p),
}


def read_new_game(value: Any, path: str) -> dict:
    saved = mapping(_json(value, path), path)
    out = {}
    for key, field in saved.items():
        reader = NEW_GAME_FIELDS.get(key)
        if reader is None:
            log.warning("setting %s: unknown field %s ignored", path, shown(key))
            continue
        try:
            out[key] = reader(field, at(path, key))
        except SchemaError as exc:
            log.warning("setting ignored (its default is used): %s", exc)
    return out


#: every remembered value: its default and how it is read back
READERS: dict[str, tuple[Any, Callable[[Any, str], Any]]] = {
    "view/speed": ("normal", read_speed),
    "view/skin": ("french", read_skin),
    "view/contrast": (False, read_flag),
    "play/talon_hold": ("until", read_talon_hold),
    "play/single_click": (False, read_flag),
    "game/new": ({}, read_new_game),
    "window/geometry": ("", read_geometry),
    "start/welcomed": (False, read_flag),  #: the welcome was shown once (gui/welcome.py)
    "start/at_launch": ("resume", lambda v, p: text(v, p, choices=("resume", "welcome"))),
    "aids/legal": (True, read_flag),  #: the learning aids (gui/aids.py)
    "aids/points": (False, read_flag),
    "aids/played": (False, read_flag),
    "aids/open_hands": (False, read_flag),
    "play/bot_delay_ms": (520, lambda v, p: integer(int(v) if isinstance(v, str) and v.isdigit() and len(v) < 6
                                                    else v, p, 0, 5000)),  #: gui/preferences.py
    "play/auto_forced": (False, read_flag),
    "play/claim": (False, read_flag),
    "play/finish_hand": (False, read_flag),
    "view/card_size": ("normal", lambda v, p: text(v, p, choices=("small", "normal", "large"))),
    "view/table_colour": ("green", lambda v, p: text(v, p, choices=("green", "blue", "red", "brown", "grey"))),
}


def _by_default(default: Any) -> Callable[[Any, str], Any]:
    """A reader for a key not in READERS, from its default's type."""
    if isinstance(default, bool):
        return read_flag
    if isinstance(default, int):
        return lambda v, p: integer(int(v) if isinstance(v, str) and v.strip().lstrip("-").isdigit()
                                    and len(v) < 20 else v, p)
    if isinstance(default, float):
        return lambda v, p: number(float(v) if isinstance(v, str) and len(v) < 40 else v, p)
    if isinstance(default, dict):
        return lambda v, p: mapping(_json(v, p), p)
    if isinstance(default, list):
        return lambda v, p: array(_json(v, p), p)
    if isinstance(default, str):
        return lambda v, p: text(v, p, max_len=8192)
    return lambda v, p: v


class Settings:
    """Typed access to the few values the window remembers."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or open_settings()

    def get(self, key: str, default: Any = None) -> Any:
        """The value of ``key``, checked; its default when missing or of the wrong shape
        (with a warning in the log)."""
        fallback, reader = READERS.get(key, (default, None))
        if default is None:
            default = fallback
        if reader is None:
            reader = _by_default(default)
        try:
            value = self.store.value(key, None)
        except Exception as exc:  # a value Qt itself cannot load
            log.warning("setting ignored (its default is used): %s: cannot be read (%s)", key, exc)
            return default
        if value is None:
            return default
        try:
            return reader(value, key)
        except (SchemaError, ValueError, TypeError, OverflowError) as exc:
            log.warning("setting ignored (its default is used): %s",
                        exc if isinstance(exc, SchemaError) else f"{key}: {exc}")
            return default

    def set(self, key: str, value: Any) -> None:
        if isinstance(value, (dict, list)):
            value = json.dumps(value)
        self.store.setValue(key, value)

    def sync(self) -> None:
        self.store.sync()

    # --- named values ------------------------------------------------------------------
    @property
    def speed(self) -> str:
        return self.get("view/speed")

    @speed.setter
    def speed(self, value: str) -> None:
        self.set("view/speed", value)

    @property
    def talon_hold(self) -> str:
        return self.get("play/talon_hold")

    @talon_hold.setter
    def talon_hold(self, value: str) -> None:
        self.set("play/talon_hold", value)

    @property
    def single_click(self) -> bool:
        """A single click plays a card (else it takes a double-click, a drag or Enter)."""
        return self.get("play/single_click")

    @single_click.setter
    def single_click(self, value: bool) -> None:
        self.set("play/single_click", bool(value))

    @property
    def skin(self) -> str:
        return self.get("view/skin")

    @skin.setter
    def skin(self, value: str) -> None:
        self.set("view/skin", value)

    @property
    def contrast(self) -> bool:
        return self.get("view/contrast")

    @contrast.setter
    def contrast(self, value: bool) -> None:
        self.set("view/contrast", value)

    @property
    def new_game(self) -> dict:
        """The last new-game choices (game, players, names, bot level, options, deals)."""
        return self.get("game/new")

    @new_game.setter
    def new_game(self, value: dict) -> None:
        self.set("game/new", value)
