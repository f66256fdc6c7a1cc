"""Where the app finds its resources and keeps its files.

Runtime assets live in the repository's top-level ``resources/`` folder (fonts, translations,
help). A PyInstaller bundle carries the same folder next to the executable (``sys._MEIPASS``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return repo_root() / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def icons_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "icons"
    return repo_root() / "icons"


class DataDirError(OSError):
    """The data folder cannot be used; the message (one line) says which and why."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "the data folder cannot be used"


def data_dir() -> Path:
    """Per-user folder for settings, statistics and saves (``TAROCCHI_HOME`` overrides it),
    created if missing. A path that is a file, or cannot be created, raises DataDirError."""
    override = os.environ.get("TAROCCHI_HOME")
    if override:
        path, origin = Path(override), "TAROCCHI_HOME"
    elif sys.platform == "win32":
        path, origin = Path(os.environ.get("APPDATA", Path.home())) / "Tarocchi", "the data folder"
    elif sys.platform == "darwin":
        path, origin = Path.home() / "Library" / "Application Support" / "Tarocchi", "the data folder"
    else:
        path = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "tarocchi"
        origin = "the data folder"
    if path.exists() and not path.is_dir():
        raise DataDirError(f"{origin} {path} is a file, not a folder: Tarocchi keeps its settings "
                           f"and statistics in a folder (move the file, or set TAROCCHI_HOME to a folder)")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataDirError(f"{origin} {path} cannot be created ({exc.strerror or exc})") from None
    return path
