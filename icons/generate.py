#!/usr/bin/env python3
"""Render the Tarocchi app icon from its SVG masters into every size the platforms ask for.

    python icons/generate.py          # rewrites icons/png/*.png, icons/tarocchi.ico, icons/tarocchi.icns

* ``tarocchi.svg`` is the master; ``tarocchi-small.svg`` is a simplified drawing used for
  16, 24 and 32 px, where the master's details turn to mush.
* ``png/tarocchi-{16..512}.png``: the window icon, the Linux hicolor theme and the AppImage.
* ``tarocchi.ico``: Windows (the .exe and the Inno Setup installer), PNG-compressed entries
  16-256 px (Windows Vista and later read them).
* ``tarocchi.icns``: macOS (the .app bundle), PNG payloads ic11/ic12/ic07/ic13/ic08/ic14/ic09/ic10
  plus a ``TOC `` entry, as ``iconutil`` writes them.

Rendering uses Qt's own SVG renderer on the offscreen platform, so it needs no display and
nothing beyond PySide6-Essentials. The output is deterministic: running it twice gives the
same bytes, and the generated files are committed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MASTER = HERE / "tarocchi.svg"
SMALL = HERE / "tarocchi-small.svg"
SMALL_MAX = 32  # sizes up to this use the small drawing

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types with PNG payloads: (type, pixel size).
ICNS_TYPES = (
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic07", 128),  # 128x128
    (b"ic13", 256),  # 128x128@2x
    (b"ic08", 256),  # 256x256
    (b"ic14", 512),  # 256x256@2x
    (b"ic09", 512),  # 512x512
    (b"ic10", 1024),  # 512x512@2x
)


def source_for(size: int) -> Path:
    return SMALL if size <= SMALL_MAX else MASTER


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a size x size transparent square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def build_ico(images: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR header, one 16-byte ICONDIRENTRY per image, then the PNGs."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    directory = b""
    payload = b""
    for size in sizes:
        data = images[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def build_icns(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file: 'icns' + total length, a 'TOC ' element, then one element per image."""
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in elements)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    for kind, data in elements:
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def optimise(data: bytes) -> bytes:
    """Re-encode a PNG's image data at zlib level 9 (Qt's writer is fast, not small)."""
    import zlib

    out = [data[:8]]
    idat = b""
    pos = 8
    chunks = []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IDAT":
            idat += body
        else:
            chunks.append((kind, body))
    raw = zlib.decompress(idat)
    packed = zlib.compress(raw, 9)
    for kind, body in chunks:
        if kind == b"IEND":
            out.append(_chunk(b"IDAT", packed))
        if kind in (b"IHDR", b"IEND"):  # drop text/time chunks: smaller and reproducible
            out.append(_chunk(kind, body))
    return b"".join(out)


def _chunk(kind: bytes, body: bytes) -> bytes:
    import zlib

    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841

    wanted = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    rendered = {size: optimise(render_png(source_for(size), size)) for size in wanted}
    for size, data in rendered.items():
        assert png_size(data) == (size, size)

    png_dir = HERE / "png"
    png_dir.mkdir(exist_ok=True)
    for size in PNG_SIZES:
        (png_dir / f"tarocchi-{size}.png").write_bytes(rendered[size])
    (HERE / "tarocchi.ico").write_bytes(build_ico({s: rendered[s] for s in ICO_SIZES}))
    (HERE / "tarocchi.icns").write_bytes(build_icns([(k, rendered[s]) for k, s in ICNS_TYPES]))

    print(f"wrote {len(PNG_SIZES)} PNGs to {png_dir}, tarocchi.ico ({len(ICO_SIZES)} sizes), "
          f"tarocchi.icns ({len(ICNS_TYPES)} elements)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
