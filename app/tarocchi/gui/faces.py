"""Card pictures for the table: from memory, the disk cache or the skins' :class:`CardRenderer`
(a plain drawn face while the skins package is not available). ``changed`` fires when the
skin changes."""

from __future__ import annotations

from collections import OrderedDict
from types import EllipsisType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from tarocchi.engine.cards import EXCUSE, card_name, rank_of, suit_of
from tarocchi.gui.qtutil import Qt, tr, ui_font
from tarocchi.skins import colouring

if TYPE_CHECKING:
    from tarocchi.gui.cardcache import CardCache

CARD_ASPECT = 224 / 400  #: width / height of every card
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"
SKIN_NAMES = ("french", "italian", "waite")

MAX_IN_MEMORY = 4096  #: pictures kept in memory (every variant, so switching back is instant)


def card_text(words: str) -> str:
    """A piece of a card's name in the reader's language (the "cards" context)."""
    return tr(words, "cards")


class PlainRenderer(QObject):
    """A simple, readable French-suited face drawn with QPainter (fallback only)."""

    skin_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._cache: dict[tuple, QPixmap] = {}
        self.skin, self.contrast, self.naming = "french", False, None

    def configure(self, *, skin: str | None = None, contrast: bool | None = None, naming=...) -> None:
        self.skin = skin or self.skin
        self.contrast = self.contrast if contrast is None else contrast
        self.naming = self.naming if naming is ... else naming
        self._cache.clear()
        self.skin_changed.emit()

    def pixmap(self, card: int, height_px: int, dpr: float = 1.0) -> QPixmap:
        return self._draw(("face", card, height_px, dpr), height_px, dpr, card)

    def back(self, height_px: int, dpr: float = 1.0) -> QPixmap:
        return self._draw(("back", height_px, dpr), height_px, dpr, None)

    def _draw(self, key: tuple, height_px: int, dpr: float, card: int | None) -> QPixmap:
        pix = self._cache.get(key)
        if pix is not None:
            return pix
        h = max(8, round(height_px * dpr))
        w = max(5, round(h * CARD_ASPECT))
        pix = QPixmap(w, h)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(1, 1, w - 2, h - 2)
        radius = w * 0.08
        if card is None:
            from PySide6.QtGui import QLinearGradient  # the fallback's only (QGradient's 180 enums)

            grad = QLinearGradient(0, 0, w, h)
            grad.setColorAt(0, QColor("#7a1f2b"))
            grad.setColorAt(1, QColor("#4a0f18"))
            p.setBrush(grad)
            p.setPen(QPen(QColor("#f3ead2"), max(1.0, w * 0.04)))
            p.drawRoundedRect(rect, radius, radius)
        else:
            p.setBrush(QColor("#fbf7ec"))
            p.setPen(QPen(QColor("#8a8270"), 1))
            p.drawRoundedRect(rect, radius, radius)
            self._face(p, card, w, h)
        p.end()
        pix.setDevicePixelRatio(dpr)
        self._cache[key] = pix
        return pix

    def _face(self, p: QPainter, card: int, w: int, h: int) -> None:
        suit = suit_of(card)
        red = suit in (1, 2)
        colour = QColor("#b3122a" if red else "#1b1b1b") if suit < 4 else QColor("#1d3f8a")
        p.setPen(colour)
        if suit < 4:
            rank = rank_of(card)
            label = card_name(card)[:-1] if rank <= 10 else "JCQK"[rank - 11]
            if rank == 1:
                label = "A"
            symbol = SUIT_SYMBOLS[suit]
            p.setFont(ui_font(h * 0.13, bold=True))
            p.drawText(QRectF(w * 0.05, h * 0.02, w * 0.4, h * 0.15), Qt.AlignmentFlag.AlignCenter, label)
            p.setFont(ui_font(h * 0.11))
            p.drawText(QRectF(w * 0.05, h * 0.15, w * 0.4, h * 0.12), Qt.AlignmentFlag.AlignCenter, symbol)
            p.setFont(ui_font(h * 0.32))
            p.drawText(QRectF(0, h * 0.3, w, h * 0.5), Qt.AlignmentFlag.AlignCenter, symbol)
        else:
            label = "\u2605" if card == EXCUSE else str(rank_of(card))
            p.setFont(ui_font(h * 0.12, bold=True))
            p.drawText(QRectF(w * 0.03, h * 0.02, w * 0.45, h * 0.15), Qt.AlignmentFlag.AlignCenter, label)
            p.setFont(ui_font(h * 0.3, bold=True))
            p.drawText(QRectF(0, h * 0.25, w, h * 0.5), Qt.AlignmentFlag.AlignCenter, label)


class Faces(QObject):
    """The table's source of card pictures; ``changed`` asks every sprite to redraw.

    A picture comes from memory, else from the disk cache (``gui/cardcache.py``), else it is
    drawn by the skins' :class:`CardRenderer` (loaded at that moment, with the SVG code) and
    written to the disk cache: a second start draws no SVG. ``drawn`` counts the pictures
    drawn from SVG in this session."""

    changed = Signal()

    def __init__(self, skin: str = "french", contrast: bool = False, naming: str | None = None,
                 parent: QObject | None = None, cache: "CardCache | None | EllipsisType" = ...) -> None:
        super().__init__(parent)
        self._skin, self._contrast, self._naming = "french", False, None
        self.renderer = None  #: made when a picture is first drawn
        self._memory: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._cache = cache  #: ...: the data folder's, made when first asked for (after the first paint)
        self.drawn = 0
        self.configure(skin=skin, contrast=contrast, naming=naming)

    @property
    def cache(self) -> "CardCache | None":
        """The disk cache of the pictures (None: none)."""
        if self._cache is ...:
            from tarocchi.gui.cardcache import CardCache

            self._cache = CardCache.in_data_folder()
        return self._cache

    @property
    def skin(self) -> str:
        return self._skin

    @property
    def contrast(self) -> bool:
        return self._contrast

    @property
    def naming(self) -> str | None:
        return self._naming

    def configure(self, *, skin: str | None = None, contrast: bool | None = None, naming=...) -> None:
        """Change any of skin, contrast and naming (an unknown one is a ValueError); ``changed``
        fires once if something changed."""
        from tarocchi.skins.names import resolve_naming

        new = (self._skin if skin is None else skin, self._contrast if contrast is None else colouring(contrast),
               self._naming if naming is ... else naming)
        if new[0] not in SKIN_NAMES:
            raise ValueError(f"unknown skin {new[0]!r} (known: {', '.join(SKIN_NAMES)})")
        resolve_naming(new[0], new[2])
        if new == (self._skin, self._contrast, self._naming):
            return
        self._skin, self._contrast, self._naming = new
        self.changed.emit()

    def pixmap(self, card: int | None, height_px: int, dpr: float = 1.0) -> QPixmap:
        key = (self._skin, self._contrast, self._naming if card is not None else None,
               "back" if card is None else card, int(height_px), float(dpr))
        pix = self._memory.get(key)
        if pix is not None:
            self._memory.move_to_end(key)
            return pix
        h = max(1, round(height_px * dpr))
        image = self.cache.load(key, max(1, round(h * CARD_ASPECT)), h) if self.cache is not None else None
        if image is not None:
            image.setDevicePixelRatio(dpr)
            pix = QPixmap.fromImage(image)
        else:
            pix = self._draw(card, height_px, dpr)
            if self.cache is not None and self._drawn_by_skins():
                self.cache.save(key, pix.toImage())
        self._memory[key] = pix
        if len(self._memory) > MAX_IN_MEMORY:
            self._memory.popitem(last=False)
        return pix

    def _draw(self, card: int | None, height_px: int, dpr: float) -> QPixmap:
        renderer = self._renderer()
        renderer.configure(skin=self._skin, contrast=self._contrast, naming=self._naming)
        self.drawn += 1
        if card is None:
            return renderer.back(height_px, dpr)
        return renderer.pixmap(card, height_px, dpr)

    def _renderer(self):
        if self.renderer is None:
            try:  # the skins' SVG drawing (another module of the app); a plain face if it fails
                from tarocchi.skins.render import CardRenderer
                self.renderer = CardRenderer(self._skin, self._contrast, self._naming, max_cached=0)
            except Exception:  # pragma: no cover - only while the skins package is missing or broken
                self.renderer = PlainRenderer()
        return self.renderer

    def _drawn_by_skins(self) -> bool:
        return not isinstance(self.renderer, PlainRenderer)

    def forget_memory(self) -> None:
        """Drop the pictures held in memory (the disk cache stays)."""
        self._memory.clear()

    def card_words(self, card: int) -> str:
        """A card in words, as the current skin and the game's naming call it ("the king of
        cups", "the Pagat", "the Tower (XVI)"): for buttons, prompts, hints and summaries."""
        from tarocchi.skins.names import card_words

        try:
            return card_words(card, self.skin, self.naming, card_text)
        except ValueError:  # a skin the names do not know (the plain fallback face)
            return card_words(card)

    def pack_word(self, word: str) -> str:
        """A suit or a court named as the French pack says it ("hearts", "heart", "cavalier"),
        in the current skin's words ("cups", "cup", "knight"): for the lessons' pages."""
        from tarocchi.skins.names import pack_word

        try:
            return pack_word(word, self.skin, card_text)
        except ValueError:  # a skin the names do not know (the plain fallback face)
            return pack_word(word)
