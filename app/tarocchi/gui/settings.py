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
