"""Settings remembered between runs (QSettings "Tarocchi"/"Tarocchi").

With ``TAROCCHI_HOME`` set (tests, portable installs) they live in an INI file there, so
nothing leaks into the user's real settings.
"""

from __future__ import annotations

import json
import os
from typing import Any

from PySide6.QtCore import QSettings

from tarocchi.paths import data_dir

ORGANIZATION = "Tarocchi"
APPLICATION = "Tarocchi"

#: Animation speed names and their duration factor (0: no animation).
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}

#: How long a shown talon stays before play goes on: the seconds, None until the person goes
#: on, 0 briefly (a pause scaled by the animation speed).
TALON_HOLDS: dict[str, float | None] = {"until": None, "4": 4.0, "2": 2.0, "brief": 0.0}


def open_settings() -> QSettings:
    if os.environ.get("TAROCCHI_HOME"):
        return QSettings(str(data_dir() / "tarocchi.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APPLICATION)


class Settings:
    """Typed access to the few values the window remembers."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or open_settings()

    def get(self, key: str, default: Any) -> Any:
        value = self.store.value(key, None)
        if value is None:
            return default
        if isinstance(default, bool):
            return value in (True, "true", "1", 1)
        if isinstance(default, int):
            try:
                return int(value)
            except (TypeError, ValueError):
                return default
        if isinstance(default, (dict, list)):
            try:
                return json.loads(value)
            except (TypeError, ValueError):
                return default
        return value

    def set(self, key: str, value: Any) -> None:
        if isinstance(value, (dict, list)):
            value = json.dumps(value)
        self.store.setValue(key, value)

    def sync(self) -> None:
        self.store.sync()

    # --- named values ------------------------------------------------------------------
    @property
    def speed(self) -> str:
        value = self.get("view/speed", "normal")
        return value if value in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self.set("view/speed", value)

    @property
    def talon_hold(self) -> str:
        value = self.get("play/talon_hold", "until")
        return value if value in TALON_HOLDS else "until"

    @talon_hold.setter
    def talon_hold(self, value: str) -> None:
        self.set("play/talon_hold", value)

    @property
    def single_click(self) -> bool:
        """A single click plays a card (else it takes a double-click, a drag or Enter)."""
        return self.get("play/single_click", False)

    @single_click.setter
    def single_click(self, value: bool) -> None:
        self.set("play/single_click", bool(value))

    @property
    def skin(self) -> str:
        return self.get("view/skin", "french")

    @skin.setter
    def skin(self, value: str) -> None:
        self.set("view/skin", value)

    @property
    def contrast(self) -> bool:
        return self.get("view/contrast", False)

    @contrast.setter
    def contrast(self, value: bool) -> None:
        self.set("view/contrast", value)

    @property
    def new_game(self) -> dict:
        """The last new-game choices (game, players, names, bot level, options, deals)."""
        return self.get("game/new", {})

    @new_game.setter
    def new_game(self, value: dict) -> None:
        self.set("game/new", value)
