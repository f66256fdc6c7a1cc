"""Rendering skins with Qt: SVG text → QImage / QPixmap, cached per size.

A :class:`CardRenderer` holds the table's current skin, contrast and naming. Its
``skin_changed`` signal fires whenever any of them changes, so card sprites can fetch new
pixmaps at once (the cache keeps every variant, so switching back is instant).
"""

from __future__ import annotations

import os
from collections import OrderedDict
from types import EllipsisType
from typing import Callable, Iterable

from PySide6.QtCore import QByteArray, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tarocchi.engine.cards import EXCUSE, N_CARDS, TRUMPS, suit_of
from tarocchi.paths import resource_path
from tarocchi.skins import SKINS, back_svg, card_svg
from tarocchi.skins.names import resolve_naming
from tarocchi.skins import colouring
from tarocchi.skins.svg import CARD_ASPECT

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf")
_fonts_loaded = False


def ensure_app() -> QGuiApplication:
    """The running Qt application, or a new offscreen-capable QGuiApplication."""
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication([])
    return app


def load_fonts() -> None:
    """Register the bundled DejaVu fonts (once) so cards never depend on system fonts."""
    global _fonts_loaded
    if _fonts_loaded:
        return
    for name in FONT_FILES:
        QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
    _fonts_loaded = True


def card_width(height_px: int) -> int:
    return max(1, round(height_px * CARD_ASPECT))


def svg_image(svg: str, height_px: int, dpr: float = 1.0) -> QImage:
    """Render SVG text to a transparent image ``height_px`` logical pixels high."""
    load_fonts()
    h = max(1, round(height_px * dpr))
    image = QImage(card_width(h), h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


Key = tuple


class CardRenderer(QObject):
    """Card pixmaps of the current skin, cached per (skin, contrast, naming, card, size, dpr)."""

    #: Emitted after the skin, contrast or naming changed: redraw every card.
    skin_changed = Signal()

    def __init__(self, skin: str = "french", contrast: bool = False, naming: str | None = None,
                 parent: QObject | None = None, max_cached: int = 4096) -> None:
        super().__init__(parent)
        resolve_naming(skin, naming)
        self._skin, self._contrast, self._naming = skin, contrast, naming
        self._cache: OrderedDict[Key, QPixmap] = OrderedDict()
        self._max_cached = max_cached
        #: Plain callbacks, called like the signal (for code without Qt slots).
        self.listeners: list[Callable[[], None]] = []

    # --- settings ----------------------------------------------------------------------
    @property
    def skin(self) -> str:
        return self._skin

    @property
    def contrast(self) -> bool:
        return self._contrast

    @property
    def naming(self) -> str | None:
        return self._naming

    def set_skin(self, skin: str) -> None:
        self.configure(skin=skin)

    def set_contrast(self, contrast: bool) -> None:
        self.configure(contrast=contrast)

    def set_naming(self, naming: str | None) -> None:
        self.configure(naming=naming)

    def configure(self, *, skin: str | None = None, contrast: bool | None = None,
                  naming: str | None | EllipsisType = ...) -> None:
        """Change any of skin, contrast and naming; notify once if something changed."""
        new = (self._skin if skin is None else skin,
               self._contrast if contrast is None else colouring(contrast),
               self._naming if naming is ... else naming)
        if new[0] not in SKINS:
            raise ValueError(f"unknown skin {new[0]!r} (known: {', '.join(SKINS)})")
        resolve_naming(new[0], new[2])
        if new == (self._skin, self._contrast, self._naming):
            return
        self._skin, self._contrast, self._naming = new
        self.skin_changed.emit()
        for listener in list(self.listeners):
            listener()

    # --- rendering ---------------------------------------------------------------------
    def svg(self, card: int) -> str:
        return card_svg(card, self._skin, self._contrast, self._naming)

    def image(self, card: int, height_px: int, dpr: float = 1.0) -> QImage:
        """A fresh (uncached) image of one face."""
        return svg_image(self.svg(card), height_px, dpr)

    def pixmap(self, card: int, height_px: int, dpr: float = 1.0) -> QPixmap:
        key = (self._skin, self._contrast, self._naming, card, int(height_px), float(dpr))
        return self._cached(key, lambda: self.svg(card), height_px, dpr)

    def back(self, height_px: int, dpr: float = 1.0) -> QPixmap:
        key = (self._skin, self._contrast, None, "back", int(height_px), float(dpr))
        return self._cached(key, lambda: back_svg(self._skin, self._contrast), height_px, dpr)

    def _cached(self, key: Key, svg: Callable[[], str], height_px: int, dpr: float) -> QPixmap:
        pix = self._cache.get(key)
        if pix is not None:
            self._cache.move_to_end(key)
            return pix
        pix = QPixmap.fromImage(svg_image(svg(), height_px, dpr))
        self._cache[key] = pix
        if len(self._cache) > self._max_cached:
            self._cache.popitem(last=False)
        return pix

    def warm(self, height_px: int, dpr: float = 1.0, cards: Iterable[int] = range(N_CARDS)) -> None:
        """Pre-render a deck at one size (e.g. before a skin switch is shown)."""
        for card in cards:
            self.pixmap(card, height_px, dpr)
        self.back(height_px, dpr)

    def clear_cache(self) -> None:
        self._cache.clear()

    @property
    def cached(self) -> int:
        return len(self._cache)


# --- contact sheets ----------------------------------------------------------------------

def sheet_rows(cards: Iterable[int], columns: int = 14) -> list[list[int]]:
    """Cards grouped for a contact sheet: one row per suit, the trumps in rows of ``columns``."""
    cards = sorted(cards)
    rows = [[c for c in cards if suit_of(c) == s] for s in range(4)]
    rows = [r for r in rows if r]
    trumps = [c for c in cards if suit_of(c) == TRUMPS and c != EXCUSE]
    if EXCUSE in cards:
        trumps.insert(0, EXCUSE)
    rows += [trumps[i:i + columns] for i in range(0, len(trumps), columns)]
    return rows


def contact_sheet(renderer: CardRenderer, cards: Iterable[int], height_px: int,
                  title: str = "", with_back: bool = True) -> QImage:
    """All ``cards`` laid out on green baize, with the back after the last trump."""
    rows = sheet_rows(cards)
    if with_back:
        if rows and len(rows[-1]) < 14:
            rows[-1] = rows[-1] + [-1]
        else:
            rows.append([-1])
    gap, margin = max(4, height_px // 18), max(10, height_px // 8)
    title_h = round(height_px * 0.22) if title else 0
    w, columns = card_width(height_px), max((len(r) for r in rows), default=1)
    sheet = QImage(2 * margin + columns * w + (columns - 1) * gap,
                   2 * margin + title_h + len(rows) * height_px + (len(rows) - 1) * gap,
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#1e5a3a"))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if title:
        font = QFont("DejaVu Serif")
        font.setPixelSize(max(10, round(title_h * 0.6)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f4ecd0"))
        painter.drawText(QRectF(margin, margin * 0.5, sheet.width() - 2 * margin, title_h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    for r, row in enumerate(rows):
        for col, card in enumerate(row):
            pix = renderer.back(height_px) if card < 0 else renderer.pixmap(card, height_px)
            painter.drawPixmap(margin + col * (w + gap), margin + title_h + r * (height_px + gap), pix)
    painter.end()
    return sheet
