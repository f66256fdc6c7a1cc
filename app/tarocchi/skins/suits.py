"""The suit symbols, each drawn around the origin in a box of about 100 × 100 units."""

from __future__ import annotations

import math
from typing import Callable

from tarocchi.skins.svg import el, group, num, path, polygon
from tarocchi.skins.theme import SymbolStyle

HEART = ("M0,42 C-12,28 -48,8 -48,-18 C-48,-38 -30,-48 -16,-45 C-6,-42 0,-33 0,-25 "
         "C0,-33 6,-42 16,-45 C30,-48 48,-38 48,-18 C48,8 12,28 0,42 Z")
SPADE = ("M0,-48 C-10,-30 -47,-10 -47,13 C-47,31 -27,39 -13,31 C-9,29 -6,26 -4,22 "
         "C-5,34 -11,42 -19,47 L19,47 C11,42 5,34 4,22 C6,26 9,29 13,31 "
         "C27,39 47,31 47,13 C47,-10 10,-30 0,-48 Z")
DIAMOND = "M0,-50 Q14,-24 37,0 Q14,24 0,50 Q-14,24 -37,0 Q-14,-24 0,-50 Z"
CLUB_STEM = "M-4,8 C-5,28 -11,40 -20,47 L20,47 C11,40 5,28 4,8 Z"
CUP = ("M-30,-42 L30,-42 C30,-12 16,2 5,5 L5,24 C5,31 20,34 26,44 L-26,44 "
       "C-20,34 -5,31 -5,24 L-5,5 C-16,2 -30,-12 -30,-42 Z")


def _solid(d: str, style: SymbolStyle) -> str:
    return path(d, fill=style.main)


def heart(style: SymbolStyle) -> str:
    return _solid(HEART, style)


def spade(style: SymbolStyle) -> str:
    return _solid(SPADE, style)


def diamond(style: SymbolStyle) -> str:
    return _solid(DIAMOND, style)


def club(style: SymbolStyle) -> str:
    lobes = [el("circle", cx=x, cy=y, r=20, fill=style.main)
             for x, y in ((0, -24), (-23, 8), (23, 8))]
    return "".join(lobes) + el("circle", cx=0, cy=0, r=12, fill=style.main) + path(CLUB_STEM, fill=style.main)


def sword(style: SymbolStyle) -> str:
    """An upright sword, point up."""
    line = dict(stroke=style.outline, stroke_width=2.5, stroke_linejoin="round")
    return "".join((
        path("M0,-50 L8,-36 L8,18 L-8,18 L-8,-36 Z", fill=style.main, **line),
        path("M0,-40 L0,14", stroke=style.outline, stroke_width=1.5, fill="none"),
        el("rect", x=-24, y=17, width=48, height=9, rx=4, fill=style.detail, **line),
        el("rect", x=-5, y=26, width=10, height=15, fill=style.extra, **line),
        el("circle", cx=0, cy=45, r=6, fill=style.detail, **line),
    ))


def cup(style: SymbolStyle) -> str:
    line = dict(stroke=style.outline, stroke_width=2.5, stroke_linejoin="round")
    return "".join((
        path(CUP, fill=style.main, **line),
        path("M-27,-26 L27,-26 C25,-18 23,-14 20,-10 L-20,-10 C-23,-14 -25,-18 -27,-26 Z",
             fill=style.detail, stroke="none"),
        el("ellipse", cx=0, cy=-42, rx=30, ry=5, fill=style.detail, **line),
        el("rect", x=-8, y=10, width=16, height=6, rx=3, fill=style.extra, **line),
    ))


def coin(style: SymbolStyle) -> str:
    line = dict(stroke=style.outline, stroke_width=2.5)
    petals = [el("ellipse", cx=0, cy=-17, rx=6, ry=13, fill=style.detail,
                 transform=f"rotate({a})") for a in range(0, 360, 45)]
    return "".join((
        el("circle", cx=0, cy=0, r=45, fill=style.main, **line),
        el("circle", cx=0, cy=0, r=36, fill="none", stroke=style.outline, stroke_width=1.5,
           stroke_dasharray="3,3"),
        *petals,
        el("circle", cx=0, cy=0, r=7, fill=style.extra, **line),
    ))


def _star_points(n: int, r_out: float, r_in: float, turn: float = -90.0) -> list[tuple[float, float]]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180.0 / n)
        pts.append((r * math.cos(a), r * math.sin(a)))
    return pts


def pentacle(style: SymbolStyle) -> str:
    line = dict(stroke=style.outline, stroke_width=2.5)
    star = [(34 * math.cos(math.radians(-90 + 144 * i)), 34 * math.sin(math.radians(-90 + 144 * i)))
            for i in range(5)]
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in star) + " Z"
    return "".join((
        el("circle", cx=0, cy=0, r=45, fill=style.main, **line),
        el("circle", cx=0, cy=0, r=37, fill="none", stroke=style.detail, stroke_width=2.5),
        path(d, fill="none", stroke=style.detail, stroke_width=3.5, stroke_linejoin="round"),
    ))


def baton(style: SymbolStyle) -> str:
    """A knotty cudgel, thick end up."""
    line = dict(stroke=style.outline, stroke_width=2.5, stroke_linejoin="round")
    knots = [el("ellipse", cx=x, cy=y, rx=5, ry=3.5, fill=style.detail, **line)
             for x, y in ((-9, -24), (8, -6), (-7, 12), (6, 30))]
    return "".join((
        path("M-12,-42 C-14,-50 14,-50 12,-42 L7,44 C7,50 -7,50 -7,44 Z", fill=style.main, **line),
        *knots,
        el("rect", x=-13, y=-36, width=26, height=6, rx=2, fill=style.extra, **line),
    ))


def wand(style: SymbolStyle) -> str:
    """A living staff with sprouting leaves."""
    line = dict(stroke=style.outline, stroke_width=2.5, stroke_linejoin="round")
    leaves = [el("ellipse", cx=0, cy=0, rx=9, ry=4.5, fill=style.detail, stroke=style.outline,
                 stroke_width=1.5, transform=f"translate({x},{y}) rotate({a})")
              for x, y, a in ((-13, -30, -30), (13, -12, 30), (-13, 10, -30), (13, 28, 30))]
    return "".join((
        path("M-6,-46 C-6,-50 6,-50 6,-46 L6,46 C6,50 -6,50 -6,46 Z", fill=style.main, **line),
        *leaves,
    ))


SYMBOLS: dict[str, Callable[[SymbolStyle], str]] = {
    "spades": spade, "hearts": heart, "diamonds": diamond, "clubs": club,
    "swords": sword, "cups": cup, "coins": coin, "pentacles": pentacle,
    "batons": baton, "wands": wand,
}

#: Symbols that keep pointing up on the lower half of a card (no upside-down cups).
UPRIGHT = frozenset({"cups", "coins", "pentacles"})


def symbol(key: str, style: SymbolStyle, x: float = 0, y: float = 0, scale: float = 1.0,
           rotate: float = 0.0) -> str:
    """Suit symbol ``key`` centred at (x, y), scaled from its 100-unit box."""
    transform = f"translate({num(x)},{num(y)})"
    if rotate:
        transform += f" rotate({num(rotate)})"
    if scale != 1.0:
        transform += f" scale({num(scale)})"
    return group(SYMBOLS[key](style), transform=transform, class_=f"suit-{key}")


def star(x: float, y: float, r: float, fill: str, points: int = 5, **values: object) -> str:
    pts = [(x + px, y + py) for px, py in _star_points(points, r, r * 0.45)]
    return polygon(pts, fill=fill, **values)
