"""Name plates: a seat's name, running score and role, a glow when it is to move (pulsing,
steady while a computer player thinks), and a speech bubble for what it just said (a bid,
a call, a declaration). The roles (the contract, the side, tricks won, the dealer) are read
whole: a line too short for them goes on to a second line and the plate grows (a German
"Garde contre (gegen den Hund)" beside its tricks and the dealer's badge)."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, QTimeLine
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from tarocchi.gui.layout import PLATE_H, PLATE_W
from tarocchi.gui.qtutil import Qt, local_number, ui_font

GOLD = QColor("#ffcf4d")
PULSE_MS = 1100  #: one cycle of the glow of the seat to move
PULSE_FPS = 20
BUBBLE_MARGIN = 8.0  #: a speech bubble's least distance from the scene's sides
PLATE_PAD = 14.0  #: the text's margin inside a plate
NAME_PX = 20  #: the name's and the score's font size
#: the badges' font sizes and most lines, tried in turn: two lines of the full size or a
#: little smaller before a third line, the smallest size last
BADGE_FITS = ((15, 2), (14, 2), (13, 2), (15, 3), (14, 3), (13, 3), (12, 3))
BADGE_SEP = " \u00b7 "


def wrap_badges(badges: list[str], width: float, measure) -> list[str]:
    """``badges`` on lines of at most ``width`` (as ``measure`` says a text's width): whole
    badges joined by a middle dot, a badge that would not fit the line begun on the next, one
    longer than a line broken between its words (a bracket's words kept together where they
    fit a line: "Garde contre" above "(gegen den Hund)"). A single word wider than a line
    stays whole (the caller tries a smaller font)."""
    lines: list[str] = []
    current = ""
    for badge in badges:
        joined = current + BADGE_SEP + badge if current else badge
        if measure(joined) <= width:
            current = joined
            continue
        if current:
            lines.append(current)
            current = ""
        for piece in _pieces(badge, width, measure):
            joined = current + " " + piece if current else piece
            if current and measure(joined) > width:
                lines.append(current)
                joined = piece
            current = joined
    if current:
        lines.append(current)
    return lines


def _pieces(badge: str, width: float, measure) -> list[str]:
    """A badge's words, a bracket's words as one piece where it fits ``width``."""
    out: list[str] = []
    for chunk in re.findall(r"\([^)]*\)\S*|\S+", badge):
        out += [chunk] if measure(chunk) <= width else chunk.split(" ")
    return out


def fit_badges(badges: list[str], width: float) -> tuple[QFont, list[str]]:
    """The font and lines a plate writes ``badges`` with: the first of :data:`BADGE_FITS` whose
    lines are few enough and each fits ``width``; failing all, the smallest size's lines, the
    last cut short with an ellipsis."""
    for px, most in BADGE_FITS:
        font = ui_font(px)
        metrics = QFontMetricsF(font)
        lines = wrap_badges(badges, width, metrics.horizontalAdvance)
        if len(lines) <= most and all(metrics.horizontalAdvance(line) <= width for line in lines):
            return font, lines
    kept = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return font, [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in kept]


def score_text(value: float) -> str:
    """A score with its sign and no needless decimals: +25, −12.5, 0."""
    text = local_number(round(abs(value), 1))
    if value > 0:
        return "+" + text
    if value < 0:
        return "\u2212" + text
    return "0"


class Bubble(QGraphicsObject):
    """A small rounded speech bubble above (or below) its plate."""

    def __init__(self, parent: QGraphicsObject, below: bool) -> None:
        super().__init__(parent)
        self.text = ""
        self.below = below
        self.font = ui_font(19, bold=True)
        self.setOpacity(0.0)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def _rect(self) -> QRectF:
        w = QFontMetricsF(self.font).horizontalAdvance(self.text) + 28
        half = self.parentItem().height / 2
        y = half + 12 if self.below else -half - 12 - 38
        return QRectF(-w / 2 + self._shift(w), y, w, 38)

    def _shift(self, w: float) -> float:
        """How far the bubble moves sideways to stay inside the scene, which the view always
        shows whole (a long bid beside a plate at the table's edge); its tip stays on the plate."""
        scene = self.scene()
        if scene is None:
            return 0.0
        bounds = scene.sceneRect().adjusted(BUBBLE_MARGIN, 0, -BUBBLE_MARGIN, 0)
        middle = self.mapToScene(0, 0).x()
        left = min(max(middle - w / 2, bounds.left()), bounds.right() - w)
        left = max(left, bounds.left()) if w <= bounds.width() else bounds.center().x() - w / 2
        room = max(0.0, w / 2 - 22)  # the tip's (±9) within the rounded ends (12)
        return min(max(left + w / 2 - middle, -room), room)

    def refit(self) -> None:
        """Its plate moves (the table laid out again): it is placed again within the scene."""
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -12, 2, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self._rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        tip = QPainterPath()
        if self.below:
            tip.moveTo(-9, r.top() + 1)
            tip.lineTo(0, r.top() - 10)
            tip.lineTo(9, r.top() + 1)
        else:
            tip.moveTo(-9, r.bottom() - 1)
            tip.lineTo(0, r.bottom() + 10)
            tip.lineTo(9, r.bottom() - 1)
        path = path.united(tip)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.setBrush(QColor("#fffdf4"))
        painter.drawPath(path)
        painter.setPen(QColor("#1f2a24"))
        painter.setFont(self.font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Halo(QGraphicsObject):
    """The gold glow around the plate of the seat to move, drawn once into its cache: the
    pulse animates only its opacity, so a frame of it blits two cached pictures instead of
    drawing six antialiased outlines and the plate again (the person's turn pulses for as
    long as the person thinks, issue 14)."""

    def __init__(self, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.parentItem().rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.parentItem().rect()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(6, 0, -1):
            c = QColor(GOLD)
            c.setAlphaF(0.07 * (7 - i) / 2)
            painter.setPen(QPen(c, i * 2.2))
            painter.drawRoundedRect(r, 14, 14)


class NamePlate(QGraphicsObject):
    """A seat's name plate."""

    def __init__(self, name: str, below: bool = False) -> None:
        super().__init__()
        self.name = name
        self.badge_font = ui_font(BADGE_FITS[0][0])
        self.badge_lines: list[str] = []  #: the badges as the plate writes them (:func:`fit_badges`)
        self.height = PLATE_H  #: one line of badges; each more line makes it taller
        self.score: float | None = None
        self.badges: list[str] = []
        self.active = False
        self.highlight = QColor()  #: a team colour edge (taker's side), invalid for none
        self.halo = Halo(self)
        self.bubble = Bubble(self, below)
        self._pulse = QTimeLine(PULSE_MS, self)  # a soft pulse needs no more than PULSE_FPS frames a second
        self._pulse.setUpdateInterval(1000 // PULSE_FPS)
        self._pulse.setLoopCount(0)  # for ever
        self._pulse.setEasingCurve(QEasingCurve.Type.Linear)
        self._pulse.valueChanged.connect(self._pulse_step)
        self._bubble_anim = QPropertyAnimation(self.bubble, b"opacity", self)
        self.setZValue(900)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.bubble.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemSendsGeometryChanges)

    def itemChange(self, change, value):
        if change == QGraphicsObject.GraphicsItemChange.ItemPositionChange:  # before it moves
            self.bubble.refit()
        return super().itemChange(change, value)

    # --- content ---------------------------------------------------------------------------
    def set_info(self, name: str, score: float | None, badges: list[str], highlight: QColor | None = None) -> None:
        self.name, self.score, self.badges = name, score, badges
        self.highlight = highlight or QColor()
        self.badge_font, self.badge_lines = fit_badges(badges, PLATE_W - 2 * PLATE_PAD)
        lines = len(self.badge_lines)
        height = max(PLATE_H, self.badge_top() + (lines - 1) * self.line_height() + self.line_box() + 4) \
            if lines else PLATE_H
        if height != self.height:  # the plate, its glow and its bubble grow about its centre
            self.prepareGeometryChange()
            self.halo.prepareGeometryChange()
            self.height = height
            self.bubble.refit()
        self.update()

    def line_height(self) -> float:
        """The distance between two lines of badges."""
        return max(20.0, QFontMetricsF(self.badge_font).lineSpacing())

    def line_box(self) -> float:
        """The height of a line of badges' box."""
        return max(22.0, QFontMetricsF(self.badge_font).height())

    @staticmethod
    def name_box() -> float:
        """The height of the name's row: 28, more with a larger system font (its text scale)."""
        return max(28.0, QFontMetricsF(ui_font(NAME_PX, bold=True)).height() + 4)

    def badge_top(self) -> float:
        """Where the first line of badges begins, below the name's row."""
        return 4 + self.name_box() - 2

    def rect(self) -> QRectF:
        """The plate's outline about its centre."""
        return QRectF(-PLATE_W / 2, -self.height / 2, PLATE_W, self.height)

    def set_active(self, active: bool, animate: bool = True) -> None:
        if active == self.active:
            return
        self.active = active
        self.halo.setVisible(active)
        if active and animate:
            self._pulse.start()
        else:
            self._pulse.stop()
            self.halo.setOpacity(1.0)
        self.update()

    def _pulse_step(self, t: float) -> None:
        """The glow's opacity through a cycle: 0.35 up to 1 and back, a sine."""
        self.halo.setOpacity(0.35 + 0.65 * (1.0 - math.cos(2.0 * math.pi * t)) / 2.0)

    def steady(self) -> None:
        """An active plate glows without pulsing (a computer player thinking: the pulse would
        repaint the plate and the cards under it every frame, work that a busy machine pays
        for in pauses of the window, issue 14)."""
        if self.active and self.pulsing():
            self._pulse.stop()
            self.halo.setOpacity(1.0)

    def pulsing(self) -> bool:
        return self._pulse.state() == QTimeLine.State.Running

    def say(self, text: str, duration_ms: int = 250) -> None:
        """Show ``text`` in the bubble (empty: hide it)."""
        self._bubble_anim.stop()
        if text:
            self.bubble.set_text(text)
        self._bubble_anim.setDuration(max(0, duration_ms))
        self._bubble_anim.setStartValue(self.bubble.opacity())
        self._bubble_anim.setEndValue(1.0 if text else 0.0)
        if duration_ms <= 0:
            self.bubble.setOpacity(1.0 if text else 0.0)
        else:
            self._bubble_anim.start()

    # --- painting -----------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        grad = QLinearGradient(0, r.top(), 0, r.bottom())
        grad.setColorAt(0, QColor(18, 38, 28, 225))
        grad.setColorAt(1, QColor(8, 20, 14, 225))
        painter.setBrush(grad)
        edge = GOLD if self.active else (self.highlight if self.highlight.isValid() else QColor(255, 255, 255, 60))
        painter.setPen(QPen(edge, 2.5 if self.active or self.highlight.isValid() else 1.2))
        painter.drawRoundedRect(r, 14, 14)
        pad = PLATE_PAD
        painter.setFont(ui_font(NAME_PX, bold=True))
        painter.setPen(QColor("#fbf5e3"))
        top = QRectF(r.left() + pad, r.top() + 4, r.width() - 2 * pad, self.name_box())
        name_w = r.width() - 2 * pad - (76 if self.score is not None else 0)
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_w)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.score is not None:
            painter.setPen(QColor("#ffd97a") if self.score >= 0 else QColor("#ff9a8a"))
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             score_text(self.score))
        if self.badge_lines:
            painter.setFont(self.badge_font)
            painter.setPen(QColor("#bfe3cc"))
            step, first, box = self.line_height(), r.top() + self.badge_top(), self.line_box()
            for i, text in enumerate(self.badge_lines):
                line = QRectF(r.left() + pad, first + i * step, r.width() - 2 * pad, box)
                painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
