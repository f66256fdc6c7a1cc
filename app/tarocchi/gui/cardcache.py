"""Rendered card pictures kept on disk, so that a second start draws no SVG.

One PNG per picture under the data folder: ``cache/cards/<version>/<skin>-<contrast>-<naming>/
<height>@<dpr>/<card>.png`` (``back.png`` for the back). The version is the app's version
and, where the skins' sources are there to read (a checkout, not the bundle), a digest of
them, so changed art is never shown from an old cache. Files are written atomically (a
temporary file renamed over the name); a file that does not load as a picture of the right
size is ignored, deleted and drawn again. Any error of the disk only costs the drawing.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from PySide6.QtGui import QImage

from tarocchi.skins.theme import FOUR_COLOUR

Key = tuple  #: (skin, contrast, naming, card or "back", height in logical pixels, device pixel ratio)


def cache_version() -> str:
    """The app's version and a digest of the skins' sources (when they are files)."""
    import hashlib

    from tarocchi import __version__

    digest = hashlib.sha1(__version__.encode())
    folder = Path(__file__).resolve().parents[1] / "skins"
    try:
        for path in sorted(folder.glob("*.py")):
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    except OSError:
        pass
    return f"{__version__}-{digest.hexdigest()[:12]}"


class CardCache:
    """Card pictures on disk (see the module notes); ``folder`` is the cache's own folder."""

    def __init__(self, folder: Path, version: str | None = None) -> None:
        self._version = version
        self.root = Path(folder)
        self.loaded = 0
        self.saved = 0

    @property
    def version(self) -> str:
        """The cache's version, worked out with the first picture, not at the window's start."""
        if self._version is None:
            self._version = cache_version()
        return self._version

    @property
    def folder(self) -> Path:
        return self.root / self.version

    @classmethod
    def in_data_folder(cls) -> "CardCache | None":
        """The cache in the app's data folder, or None when there is no usable data folder."""
        from tarocchi.paths import DataDirError, data_dir

        try:
            return cls(data_dir() / "cache" / "cards")
        except (DataDirError, OSError):
            return None

    def path(self, key: Key) -> Path:
        skin, contrast, naming, card, height, dpr = key
        colours = "four" if contrast == FOUR_COLOUR else "contrast" if contrast else "plain"
        deck = f"{skin}-{colours}-{naming or 'own'}"
        return self.folder / deck / f"{int(height)}@{float(dpr):g}" / f"{card}.png"

    def load(self, key: Key, width: int, height: int) -> QImage | None:
        """The picture of ``key`` if a good one (``width`` × ``height`` device pixels) is on disk."""
        path = self.path(key)
        if not path.is_file():
            return None
        image = QImage(str(path))
        if image.isNull() or image.width() != width or image.height() != height:
            try:
                path.unlink()  # a bad file: drawn again and written anew
            except OSError:
                pass
            return None
        self.loaded += 1
        return image

    def save(self, key: Key, image: QImage) -> None:
        """Write ``image`` for ``key`` atomically; errors are ignored (the cache is optional)."""
        path = self.path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".card-", suffix=".png", dir=path.parent)
            os.close(fd)
            if image.save(tmp, "PNG"):
                os.replace(tmp, path)
                self.saved += 1
            else:
                os.unlink(tmp)
        except OSError:
            pass

    def prune(self) -> None:
        """Remove the pictures of other versions."""
        try:
            for entry in self.root.iterdir():
                if entry.is_dir() and entry.name != self.version:
                    shutil.rmtree(entry, ignore_errors=True)
        except OSError:
            pass
