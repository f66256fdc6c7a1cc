"""Name plates: a seat's name, running score and role, a glow when it is to move (pulsing,
steady while a computer player thinks), and a speech bubble for what it just said (a bid,
a call, a declaration)."""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, QTimeLine
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from tarocchi.gui.layout import PLATE_H, PLATE_W
from tarocchi.gui.qtutil import Qt, local_number, ui_font

GOLD = QColor("#ffcf4d")
PULSE_MS = 1100  #: one cycle of the glow of the seat to move
PULSE_FPS = 20
BUBBLE_MARGIN = 8.0  #: a speech bubble's least distance from the scene's sides


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
        y = PLATE_H / 2 + 12 if self.below else -PLATE_H / 2 - 12 - 38
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
        return QRectF(-PLATE_W / 2 - 12, -PLATE_H / 2 - 12, PLATE_W + 24, PLATE_H + 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
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
        self.update()

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
        return QRectF(-PLATE_W / 2 - 12, -PLATE_H / 2 - 12, PLATE_W + 24, PLATE_H + 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        grad = QLinearGradient(0, r.top(), 0, r.bottom())
        grad.setColorAt(0, QColor(18, 38, 28, 225))
        grad.setColorAt(1, QColor(8, 20, 14, 225))
        painter.setBrush(grad)
        edge = GOLD if self.active else (self.highlight if self.highlight.isValid() else QColor(255, 255, 255, 60))
        painter.setPen(QPen(edge, 2.5 if self.active or self.highlight.isValid() else 1.2))
        painter.drawRoundedRect(r, 14, 14)
        pad = 14
        painter.setFont(ui_font(20, bold=True))
        painter.setPen(QColor("#fbf5e3"))
        top = QRectF(r.left() + pad, r.top() + 4, r.width() - 2 * pad, 28)
        name_w = r.width() - 2 * pad - (76 if self.score is not None else 0)
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_w)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.score is not None:
            painter.setPen(QColor("#ffd97a") if self.score >= 0 else QColor("#ff9a8a"))
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             score_text(self.score))
        if self.badges:
            painter.setFont(ui_font(15))
            painter.setPen(QColor("#bfe3cc"))
            line = QRectF(r.left() + pad, r.top() + 30, r.width() - 2 * pad, 22)
            text = QFontMetricsF(painter.font()).elidedText(
                " \u00b7 ".join(self.badges), Qt.TextElideMode.ElideRight, line.width())
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
