"""Card backs: a blue tarotée lattice (French), a red and gold medallion (Italian) and a
starry night (Waite)."""

from __future__ import annotations

import math
import random

from tarocchi.skins.suits import star
from tarocchi.skins.svg import CARD_H, CARD_W, CX, CY, document, el, num, path

INSET = 14.0


def _clip_diagonal(c: float, slope: int, x0: float, y0: float, x1: float, y1: float) -> tuple | None:
    """The part of the line y = slope * x + c inside the rectangle, or None."""
    pts = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 <= y <= y1:
            pts.append((x, y))
    for y in (y0, y1):
        x = (y - c) * slope
        if x0 <= x <= x1:
            pts.append((x, y))
    pts = sorted(set(pts))
    return (pts[0], pts[-1]) if len(pts) >= 2 and pts[0] != pts[-1] else None


def lattice(step: float, colour: str, width: float) -> str:
    """Diagonal lines both ways over the inner panel."""
    x0, y0, x1, y1 = INSET, INSET, CARD_W - INSET, CARD_H - INSET
    d = []
    span = int((CARD_W + CARD_H) / step) + 2
    for slope in (1, -1):
        for i in range(-span, span):
            seg = _clip_diagonal(i * step, slope, x0, y0, x1, y1)
            if seg:
                (ax, ay), (bx, by) = seg
                d.append(f"M{num(ax)},{num(ay)} L{num(bx)},{num(by)}")
    return path(" ".join(d), stroke=colour, stroke_width=width, fill="none")


def _panel(fill: str, edge: str, paper: str) -> str:
    return (el("rect", x=1.5, y=1.5, width=CARD_W - 3, height=CARD_H - 3, rx=14, fill=paper,
               stroke=edge, stroke_width=2)
            + el("rect", x=INSET, y=INSET, width=CARD_W - 2 * INSET, height=CARD_H - 2 * INSET, rx=6,
                 fill=fill))


def french_back(contrast: bool) -> str:
    ground, line, ink = ("#000000", "#ffffff", "#ffffff") if contrast else ("#1f3f8f", "#6f8fd0", "#e8eefc")
    dots = "".join(el("circle", cx=CX + dx, cy=CY + dy, r=3, fill=ink)
                   for dx, dy in ((0, -100), (0, 100), (-60, 0), (60, 0)))
    return (_panel(ground, "#2a2a2a", "#fffdf7") + lattice(16, line, 1.6)
            + el("ellipse", cx=CX, cy=CY, rx=58, ry=84, fill=ground, stroke=ink, stroke_width=3)
            + el("ellipse", cx=CX, cy=CY, rx=48, ry=74, fill="none", stroke=line, stroke_width=1.5)
            + star(CX, CY, 34, ink, points=8) + el("circle", cx=CX, cy=CY, r=9, fill=ground)
            + dots)


def italian_back(contrast: bool) -> str:
    ground, gold = ("#000000", "#ffd21a") if contrast else ("#8a1f1a", "#e2b43a")
    rings = "".join(el("circle", cx=CX, cy=CY, r=r, fill="none", stroke=gold, stroke_width=w)
                    for r, w in ((70, 4), (60, 1.5), (30, 2)))
    petals = "".join(el("ellipse", cx=0, cy=-38, rx=9, ry=20, fill=gold,
                        transform=f"translate({num(CX)},{num(CY)}) rotate({a})") for a in range(0, 360, 30))
    dots = "".join(el("circle", cx=x, cy=y, r=2.2, fill=gold)
                   for x in range(30, CARD_W - 20, 24) for y in range(30, CARD_H - 20, 24)
                   if math.hypot(x - CX, y - CY) > 80)
    corners = "".join(star(x, y, 12, gold, points=4) for x in (36, CARD_W - 36) for y in (36, CARD_H - 36))
    return (_panel(ground, "#3a2a18", "#fbf3e0") + dots + rings + petals
            + el("circle", cx=CX, cy=CY, r=12, fill=ground, stroke=gold, stroke_width=2)
            + el("rect", x=INSET + 7, y=INSET + 7, width=CARD_W - 2 * INSET - 14,
                 height=CARD_H - 2 * INSET - 14, rx=4, fill="none", stroke=gold, stroke_width=2)
            + corners)


def waite_back(contrast: bool) -> str:
    ground, gold = ("#000000", "#ffffff") if contrast else ("#1b2450", "#f2c232")
    rng = random.Random(22)
    stars = []
    for _ in range(70):
        x, y = rng.uniform(24, CARD_W - 24), rng.uniform(24, CARD_H - 24)
        if math.hypot(x - CX, y - CY) > 70:
            stars.append(star(x, y, rng.uniform(2, 5), gold, points=rng.choice((4, 5))))
    crescent = path(f"M{num(CX - 6)},{num(CY - 40)} A40,40 0 1 0 {num(CX + 34)},{num(CY + 18)} "
                    f"A32,32 0 1 1 {num(CX - 6)},{num(CY - 40)} Z", fill=gold)
    return (_panel(ground, "#1d1d1d", "#fffef8") + "".join(stars)
            + el("circle", cx=CX, cy=CY, r=62, fill="none", stroke=gold, stroke_width=3)
            + crescent + star(CX + 14, CY - 10, 14, gold, points=8))


BACKS = {"french": french_back, "italian": italian_back, "waite": waite_back}


def back_document(skin: str, contrast: bool) -> str:
    return document(BACKS[skin](contrast))
