"""Number cards: the classic pip layouts, and the interlaced Italian swords and batons."""

from __future__ import annotations

import math

from tarocchi.skins.suits import UPRIGHT, symbol
from tarocchi.skins.svg import CX, CY, el, group, num, path
from tarocchi.skins.theme import Palette, SymbolStyle

L, C, R = 72.0, CX, 152.0
TOP, BOTTOM = 88.0, 312.0
ROW4 = (88.0, 162.7, 237.3, 312.0)

#: Pip positions of the number cards 2 … 10, in card units.
LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((C, TOP), (C, BOTTOM)),
    3: ((C, TOP), (C, CY), (C, BOTTOM)),
    4: ((L, TOP), (R, TOP), (L, BOTTOM), (R, BOTTOM)),
    5: ((L, TOP), (R, TOP), (C, CY), (L, BOTTOM), (R, BOTTOM)),
    6: ((L, TOP), (R, TOP), (L, CY), (R, CY), (L, BOTTOM), (R, BOTTOM)),
    7: ((L, TOP), (R, TOP), (C, 144.0), (L, CY), (R, CY), (L, BOTTOM), (R, BOTTOM)),
    8: ((L, TOP), (R, TOP), (C, 144.0), (L, CY), (R, CY), (C, 256.0), (L, BOTTOM), (R, BOTTOM)),
    9: tuple((x, y) for y in ROW4 for x in (L, R)) + ((C, CY),),
    10: tuple((x, y) for y in ROW4 for x in (L, R)) + ((C, 125.0), (C, 275.0)),
}


def grid_pips(key: str, style: SymbolStyle, rank: int, scale: float, turn_lower: bool) -> str:
    """Symbols at the classic positions; the lower half upside down if ``turn_lower``."""
    out = []
    for x, y in LAYOUTS[rank]:
        flip = turn_lower and y > CY + 1 and key not in UPRIGHT
        out.append(symbol(key, style, x, y, scale, 180.0 if flip else 0.0))
    return "".join(out)


def _blade(d: str, style: SymbolStyle) -> str:
    edge = style.outline if style.outline != style.main else style.detail
    return (path(d, fill="none", stroke=edge, stroke_width=10, stroke_linecap="round")
            + path(d, fill="none", stroke=style.main, stroke_width=6.5, stroke_linecap="round"))


def _hilt(x: float, y: float, style: SymbolStyle, angle: float) -> str:
    parts = (el("rect", x=-13, y=-3, width=26, height=6, rx=3, fill=style.detail,
                stroke=style.outline, stroke_width=1.5)
             + el("rect", x=-3, y=3, width=6, height=11, fill=style.extra,
                  stroke=style.outline, stroke_width=1.5)
             + el("circle", cx=0, cy=16, r=4, fill=style.detail, stroke=style.outline,
                  stroke_width=1.5))
    return group(parts, transform=f"translate({num(x)},{num(y)}) rotate({num(angle)})")


def italian_swords(rank: int, style: SymbolStyle, key: str) -> str:
    """Curved blades crossing in an oval, hilts below; an odd count adds a straight sword."""
    out = []
    top, bottom = 78.0, 300.0
    for i in range(rank // 2):
        bulge = 36.0 + 20.0 * i
        for side in (-1, 1):
            x0, x1 = CX - side * (10 + 7 * i), CX + side * (22 + 12 * i)
            d = (f"M{num(x0)},{num(top)} C{num(CX + side * bulge)},{num(top + 50)} "
                 f"{num(CX + side * bulge)},{num(bottom - 50)} {num(x1)},{num(bottom)}")
            out.append(_blade(d, style))
            out.append(_hilt(x1, bottom + 4, style, -side * (10.0 + 6 * i)))
    if rank % 2:
        out.append(symbol(key, style, CX, CY, 2.3 if rank == 1 else 1.9))
    return "".join(out)


def _stick(x: float, angle: float, length: float, style: SymbolStyle) -> str:
    body = (el("rect", x=-6, y=-length / 2, width=12, height=length, rx=6, fill=style.main,
               stroke=style.outline, stroke_width=2.5)
            + el("rect", x=-7.5, y=-length / 2 + 14, width=15, height=6, rx=2, fill=style.extra,
                 stroke=style.outline, stroke_width=1.5)
            + el("rect", x=-7.5, y=length / 2 - 20, width=15, height=6, rx=2, fill=style.extra,
                 stroke=style.outline, stroke_width=1.5))
    return group(body, transform=f"translate({num(x)},{num(CY)}) rotate({num(angle)})")


def italian_batons(rank: int, style: SymbolStyle, key: str) -> str:
    """Long batons crossing in a lattice; an odd count adds an upright baton."""
    out = []
    pairs = rank // 2
    for i in range(pairs):
        offset = (i - (pairs - 1) / 2) * 22.0
        out.append(_stick(CX + offset, -17.0, 214.0, style))
        out.append(_stick(CX - offset, 17.0, 214.0, style))
    if rank % 2:
        out.append(symbol(key, style, CX, CY, 2.3 if rank == 1 else 1.9))
    return "".join(out)


def _flourish(pal: Palette) -> str:
    """A laurel wreath around an Italian ace."""
    leaves = []
    for deg in range(-50, 240, 24):
        a = math.radians(deg)
        x, y = CX + 90 * math.cos(a), CY + 90 * math.sin(a)
        leaves.append(el("ellipse", cx=0, cy=0, rx=15, ry=7, fill=pal.green, stroke=pal.dark, stroke_width=1,
                         transform=f"translate({num(x)},{num(y)}) rotate({num(deg + 90)})"))
    return "".join(leaves)


def _cloud(pal: Palette) -> str:
    """Waite's aces come out of a cloud."""
    puffs = [el("circle", cx=x, cy=y, r=r, fill="#ffffff", stroke=pal.dark, stroke_width=2)
             for x, y, r in ((38, 150, 18), (30, 175, 16), (44, 196, 20), (186, 150, 18),
                             (194, 175, 16), (180, 196, 20))]
    return "".join(puffs)


def ace(key: str, pal: Palette, style: SymbolStyle) -> str:
    if pal.skin == "french":
        return symbol(key, style, CX, CY, 1.35)
    backdrop = waite_panel(pal) + _cloud(pal) if pal.skin == "waite" else _flourish(pal)
    return backdrop + symbol(key, style, CX, CY, 1.9)


def number_card(key: str, rank: int, pal: Palette, style: SymbolStyle) -> str:
    if rank == 1:
        return ace(key, pal, style)
    if pal.skin == "italian" and key == "swords":
        return italian_swords(rank, style, key)
    if pal.skin == "italian" and key == "batons":
        return italian_batons(rank, style, key)
    if pal.skin == "french":
        return grid_pips(key, style, rank, 0.4, turn_lower=True)
    if pal.skin == "italian":
        return grid_pips(key, style, rank, 0.5, turn_lower=False)
    return waite_panel(pal) + grid_pips(key, style, rank, 0.62 if key in ("swords", "wands") else 0.5,
                                        turn_lower=False)


def waite_panel(pal: Palette) -> str:
    """Waite number cards stand in a pale sky above a strip of ground."""
    return (el("rect", x=14, y=14, width=196, height=372, rx=6, fill="#fdf3cf", stroke=pal.frame,
               stroke_width=2)
            + el("rect", x=15, y=352, width=194, height=33, fill="#d4e8b4"))
