"""A small line chart drawn with QPainter: running scores over deals (the statistics window,
the score sheet). No dependency beyond Qt."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

#: line colours told apart also by people who do not see red from green (Okabe and Ito)
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")


@dataclass
class Series:
    """One line: its name (the legend) and its values, one per deal, from deal 1."""

    name: str
    values: Sequence[float]
    start: float = 0.0  #: the value before the first deal (the line starts there at deal 0)


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


class LineChart(QWidget):
    """Lines of running totals over deals, with a zero line, round ticks and a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.empty_text = self.tr("No deals yet")
        self.x_label = self.tr("Deals")
        self.setMinimumSize(320, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def set_series(self, series: Sequence[Series]) -> None:
        self.series = [s for s in series]
        self.update()

    def bounds(self) -> tuple[int, float, float]:
        """The number of deals and the lowest and highest value drawn (zero always shown)."""
        deals = max((len(s.values) for s in self.series), default=0)
        values = [v for s in self.series for v in (s.start, *s.values)] + [0.0]
        return deals, min(values), max(values)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        fm = QFontMetrics(self.font())
        deals, lo, hi = self.bounds()
        if deals == 0:
            p.setPen(pal.placeholderText().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            p.end()
            return
        if hi == lo:
            hi, lo = hi + 1, lo - 1
        step = nice_step(hi - lo)
        lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
        ticks = [lo + i * step for i in range(int(round((hi - lo) / step)) + 1)]
        left = max(fm.horizontalAdvance(f"{t:g}") for t in ticks) + 12
        legend_h = fm.height() + 8 if self.series else 0
        area = QRectF(left, 8 + legend_h, self.width() - left - 14, self.height() - 16 - legend_h - fm.height() - 6)

        def at(i: float, v: float) -> QPointF:
            return QPointF(area.left() + area.width() * i / max(deals, 1),
                           area.bottom() - area.height() * (v - lo) / (hi - lo))

        grid = QColor(pal.text().color())
        grid.setAlpha(40)
        text = pal.text().color()
        for t in ticks:
            y = at(0, t).y()
            p.setPen(QPen(text if t == 0 else grid, 1.2 if t == 0 else 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{t:g}")
        x_step = max(1, int(nice_step(deals, 8)))
        for i in range(0, deals + 1, x_step):
            x = at(i, lo).x()
            p.drawText(QRectF(x - 30, area.bottom() + 4, 60, fm.height()), Qt.AlignmentFlag.AlignHCenter, str(i))
        p.drawText(QRectF(area.left(), 6, area.width(), fm.height()), Qt.AlignmentFlag.AlignRight,
                   self.x_label + " \u2192")
        x = area.left()
        for n, s in enumerate(self.series):
            colour = QColor(COLOURS[n % len(COLOURS)])
            path = QPainterPath(at(0, s.start))
            for i, v in enumerate(s.values, 1):
                path.lineTo(at(i, v))
            p.setPen(QPen(colour, 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            if len(s.values) <= 60:
                p.setBrush(colour)
                for i, v in enumerate(s.values, 1):
                    p.drawEllipse(at(i, v), 2.6, 2.6)
            p.fillRect(QRectF(x, 10, 14, 4), colour)
            p.setPen(text)
            p.drawText(QPointF(x + 18, 8 + fm.ascent() - 2), s.name)
            x += 18 + fm.horizontalAdvance(s.name) + 16
        p.end()
