"""Rendered card pictures kept on disk, so that a second start draws no SVG.

One file per picture under the data folder: ``cache/cards/<version>/<skin>-<contrast>-<naming>/
<height>@<dpr>/<card>.card`` (``back.card`` for the back). The version is the app's version,
the file format's and, where the skins' sources are there to read (a checkout, not the
bundle), a digest of them, so changed art is never shown from an old cache. A file is the
picture's premultiplied pixels, zlib-compressed, after a short header (``FORMAT``): it loads
three times as fast as a PNG (whose reader converts every row), as small, and exactly as
drawn; a skin switch loads a hand's worth (issue 14). Files are written atomically (a
temporary file renamed over the name); a file that does not load as a picture of the right
size is ignored, deleted and drawn again. Any error of the disk only costs the drawing.
"""

from __future__ import annotations

import os
import shutil
import struct
import tempfile
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

from tarocchi.skins import FOUR_COLOUR

Key = tuple  #: (skin, contrast, naming, card or "back", height in logical pixels, device pixel ratio)
#: a file's header: a tag, width, height and bytes per line; then the pixels (premultiplied ARGB32)
FORMAT = struct.Struct("<4sIII")
TAG = b"TCD1"
PIXELS = QImage.Format.Format_ARGB32_Premultiplied


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
    return f"{__version__}-{TAG.decode().lower()}-{digest.hexdigest()[:12]}"


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
        return self.folder / deck / f"{int(height)}@{float(dpr):g}" / f"{card}.card"

    def load(self, key: Key, width: int, height: int) -> QImage | None:
        """The picture of ``key`` if a good one (``width`` × ``height`` device pixels) is on disk."""
        path = self.path(key)
        try:
            blob = path.read_bytes()
        except OSError:  # not there (or unreadable): drawn
            return None
        image = _decode(blob, width, height)
        if image is None:
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
            fd, tmp = tempfile.mkstemp(prefix=".card-", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(_encode(image))
                os.replace(tmp, path)
            except BaseException:
                os.unlink(tmp)
                raise
            self.saved += 1
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


def _encode(image: QImage) -> bytes:
    """A file's bytes for ``image`` (see ``FORMAT``)."""
    image = image.convertToFormat(PIXELS)
    return FORMAT.pack(TAG, image.width(), image.height(), image.bytesPerLine()) + zlib.compress(
        bytes(image.constBits()), 6)


def _decode(blob: bytes, width: int, height: int) -> QImage | None:
    """The picture in a file's bytes if they hold one of ``width`` × ``height``, else None."""
    if len(blob) < FORMAT.size:
        return None
    tag, w, h, per_line = FORMAT.unpack_from(blob)
    if tag != TAG or w != width or h != height or per_line < 4 * w:
        return None
    try:
        pixels = zlib.decompress(blob[FORMAT.size:])
    except zlib.error:
        return None
    if len(pixels) != per_line * h:
        return None
    return QImage(pixels, w, h, per_line, PIXELS).copy()  # its own copy: ``pixels`` goes
