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


def data_dir() -> Path:
    """Per-user folder for settings, statistics and saves (``TAROCCHI_HOME`` overrides it)."""
    override = os.environ.get("TAROCCHI_HOME")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home())) / "Tarocchi"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "Tarocchi"
    else:
        path = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "tarocchi"
    path.mkdir(parents=True, exist_ok=True)
    return path
