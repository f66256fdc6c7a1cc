"""Court cards: stylised kings, queens, cavaliers and jacks drawn from simple shapes.

Italian and Waite courts stand full length (the cavalier rides); French courts are
double-ended busts, as on the French tarot's own courts.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarocchi.skins.suits import symbol
from tarocchi.skins.svg import CARD_W, CX, CY, el, group, half_turn, num, path, polygon
from tarocchi.skins.theme import Palette, SymbolStyle

ROLES = ("jack", "cavalier", "queen", "king")
HAIR = ("#5a3a1a", "#2a1a10", "#c89a48", "#8a8a8a")


@dataclass(frozen=True)
class Dress:
    """The colours and held suit symbol of one court figure."""

    role: str
    robe: str
    trim: str
    hair: str
    key: str
    style: SymbolStyle
    pal: Palette


def dress_for(role: str, suit: int, key: str, pal: Palette, style: SymbolStyle) -> Dress:
    robes = (pal.red, pal.blue, pal.green, pal.gold)
    r = ROLES.index(role)
    return Dress(role, robes[(r + suit) % 4], robes[(r + suit + 2) % 4], HAIR[(r + suit) % 4],
                 key, style, pal)


def _line(pal: Palette, width: float = 2.0) -> dict:
    return dict(stroke=pal.dark, stroke_width=width, stroke_linejoin="round")


def head(x: float, y: float, d: Dress) -> str:
    pal = d.pal
    long_hair = d.role == "queen"
    hair = el("ellipse", cx=x, cy=y + (8 if long_hair else 0), rx=19, ry=24 if long_hair else 20,
              fill=d.hair, **_line(pal, 1.5))
    face = el("ellipse", cx=x, cy=y + 2, rx=14.5, ry=17, fill=pal.flesh, **_line(pal))
    eyes = "".join(el("circle", cx=x + dx, cy=y, r=1.8, fill=pal.dark) for dx in (-5.5, 5.5))
    brows = path(f"M{num(x - 9)},{num(y - 5)} l6,-1.5 M{num(x + 9)},{num(y - 5)} l-6,-1.5",
                 stroke=pal.dark, stroke_width=1.3, fill="none")
    nose = path(f"M{num(x)},{num(y + 1)} l-2,6 l3,0", stroke=pal.dark, stroke_width=1.2, fill="none")
    mouth = path(f"M{num(x - 4)},{num(y + 11)} q4,3 8,0", stroke=pal.red, stroke_width=1.8, fill="none")
    beard = ""
    if d.role == "king":
        beard = path(f"M{num(x - 14)},{num(y + 6)} C{num(x - 12)},{num(y + 26)} {num(x + 12)},{num(y + 26)} "
                     f"{num(x + 14)},{num(y + 6)} C{num(x + 8)},{num(y + 16)} {num(x - 8)},{num(y + 16)} "
                     f"{num(x - 14)},{num(y + 6)} Z", fill=d.hair, **_line(pal, 1.2))
    return hair + face + eyes + brows + nose + beard + mouth


def headgear(x: float, y: float, d: Dress) -> str:
    """Crown, coronet, helmet or cap on a head centred at (x, y)."""
    pal = d.pal
    top = y - 17
    if d.role == "king":
        pts = [(x - 17, top), (x - 17, top - 16), (x - 9, top - 7), (x, top - 22), (x + 9, top - 7),
               (x + 17, top - 16), (x + 17, top)]
        jewels = "".join(el("circle", cx=x + dx, cy=top - 4, r=2.4, fill=pal.red) for dx in (-9, 0, 9))
        return polygon(pts, fill=pal.gold, **_line(pal)) + jewels
    if d.role == "queen":
        pts = [(x - 14, top + 1), (x - 15, top - 10), (x - 7, top - 4), (x, top - 14), (x + 7, top - 4),
               (x + 15, top - 10), (x + 14, top + 1)]
        pearls = "".join(el("circle", cx=x + dx, cy=top - 12 - (3 if dx == 0 else 0), r=2.2,
                            fill="#ffffff", **_line(pal, 1)) for dx in (-15, 0, 15))
        return polygon(pts, fill=pal.gold, **_line(pal)) + pearls
    if d.role == "cavalier":
        helm = path(f"M{num(x - 17)},{num(y + 2)} C{num(x - 18)},{num(top - 18)} {num(x + 18)},{num(top - 18)} "
                    f"{num(x + 17)},{num(y + 2)} L{num(x + 13)},{num(y - 4)} L{num(x - 13)},{num(y - 4)} Z",
                    fill="#b8c2cc", **_line(pal))
        plume = path(f"M{num(x)},{num(top - 8)} C{num(x + 10)},{num(top - 34)} {num(x + 34)},{num(top - 26)} "
                     f"{num(x + 30)},{num(top - 8)} C{num(x + 24)},{num(top - 18)} {num(x + 10)},{num(top - 16)} "
                     f"{num(x)},{num(top - 8)} Z", fill=d.trim, **_line(pal, 1.5))
        return plume + helm
    cap = el("ellipse", cx=x + 3, cy=top + 1, rx=21, ry=8, fill=d.trim, **_line(pal))
    feather = path(f"M{num(x + 12)},{num(top - 2)} C{num(x + 24)},{num(top - 26)} {num(x + 40)},{num(top - 30)} "
                   f"{num(x + 44)},{num(top - 24)} C{num(x + 34)},{num(top - 20)} {num(x + 24)},{num(top - 10)} "
                   f"{num(x + 16)},{num(top + 2)} Z", fill="#ffffff", **_line(pal, 1.5))
    return feather + cap


def torso(x: float, shoulder: float, hem: float, d: Dress, spread: float = 34.0) -> str:
    """Robe from the shoulders to ``hem``, with collar, centre band and belt."""
    pal = d.pal
    half_top, half_bottom = 24.0, 24.0 + spread
    robe = path(f"M{num(x - half_top)},{num(shoulder + 8)} Q{num(x - half_top)},{num(shoulder)} "
                f"{num(x - 10)},{num(shoulder)} L{num(x + 10)},{num(shoulder)} "
                f"Q{num(x + half_top)},{num(shoulder)} {num(x + half_top)},{num(shoulder + 8)} "
                f"L{num(x + half_bottom)},{num(hem)} L{num(x - half_bottom)},{num(hem)} Z",
                fill=d.robe, **_line(pal))
    band = polygon([(x - 6, shoulder + 6), (x + 6, shoulder + 6), (x + 10, hem), (x - 10, hem)],
                   fill=d.trim, **_line(pal, 1.2))
    belt_y = shoulder + (hem - shoulder) * 0.36
    belt = el("rect", x=x - half_top - 3, y=belt_y, width=2 * half_top + 6, height=6, fill=pal.gold,
              **_line(pal, 1.2)) if hem - shoulder > 90 else ""
    collar = collar_for(x, shoulder, d)
    return robe + band + belt + collar


def collar_for(x: float, shoulder: float, d: Dress) -> str:
    pal = d.pal
    if d.role == "king":  # an ermine cape
        dots = "".join(el("circle", cx=x + dx, cy=shoulder + 6, r=1.5, fill=pal.dark)
                       for dx in (-16, -8, 8, 16))
        return el("rect", x=x - 25, y=shoulder, width=50, height=12, rx=6, fill="#ffffff",
                  **_line(pal, 1.5)) + dots
    if d.role == "queen":  # a necklace
        return path(f"M{num(x - 12)},{num(shoulder + 2)} Q{num(x)},{num(shoulder + 14)} "
                    f"{num(x + 12)},{num(shoulder + 2)}", fill="none", stroke=pal.gold, stroke_width=3)
    return el("ellipse", cx=x, cy=shoulder + 3, rx=13, ry=5, fill="#ffffff", **_line(pal, 1.2))


def arm(x0: float, y0: float, x1: float, y1: float, d: Dress) -> str:
    """A sleeve from the shoulder to a hand."""
    d_ = f"M{num(x0)},{num(y0)} L{num(x1)},{num(y1)}"
    return (path(d_, stroke=d.pal.dark, stroke_width=13, stroke_linecap="round", fill="none")
            + path(d_, stroke=d.trim, stroke_width=9, stroke_linecap="round", fill="none")
            + el("circle", cx=x1, cy=y1, r=5.5, fill=d.pal.flesh, **_line(d.pal, 1.5)))


def attribute(x: float, y: float, d: Dress, length: float) -> str:
    """What the free hand holds: sceptre, lily, lance or halberd, upright from (x, y)."""
    pal = d.pal
    top = y - length
    shaft = path(f"M{num(x)},{num(y + 20)} L{num(x)},{num(top)}", stroke=pal.dark, stroke_width=5,
                 fill="none", stroke_linecap="round") + \
        path(f"M{num(x)},{num(y + 20)} L{num(x)},{num(top)}", stroke=pal.gold if d.role != "jack" else "#9a6332",
             stroke_width=2.5, fill="none", stroke_linecap="round")
    if d.role == "king":
        tip = (el("circle", cx=x, cy=top - 4, r=7, fill=pal.gold, **_line(pal, 1.5))
               + path(f"M{num(x)},{num(top - 11)} l0,-9 M{num(x - 4)},{num(top - 16)} l8,0",
                      stroke=pal.dark, stroke_width=2, fill="none"))
    elif d.role == "queen":
        petals = "".join(el("ellipse", cx=0, cy=-7, rx=3.5, ry=8, fill="#ffffff", **_line(pal, 1.2),
                            transform=f"translate({num(x)},{num(top)}) rotate({a})") for a in (-40, 0, 40))
        tip = petals
    elif d.role == "cavalier":
        tip = polygon([(x - 5, top + 4), (x, top - 16), (x + 5, top + 4)], fill="#c9d3de", **_line(pal, 1.5))
    else:
        tip = path(f"M{num(x)},{num(top - 14)} L{num(x + 5)},{num(top)} L{num(x)},{num(top + 4)} "
                   f"C{num(x - 14)},{num(top + 2)} {num(x - 16)},{num(top - 10)} {num(x - 12)},{num(top - 14)} Z",
                   fill="#c9d3de", **_line(pal, 1.5))
    return shaft + tip


def standing(d: Dress) -> str:
    """A full-length standing figure holding its suit symbol aloft."""
    x, head_y, shoulder, hem = CX, 122.0, 146.0, 336.0
    feet = "".join(el("ellipse", cx=x + dx, cy=hem + 3, rx=10, ry=5, fill=d.pal.dark) for dx in (-16, 16))
    return "".join((
        attribute(x - 46, 228, d, 128),
        torso(x, shoulder, hem, d),
        feet,
        arm(x - 20, shoulder + 12, x - 46, 228, d),
        arm(x + 20, shoulder + 12, x + 50, 196, d),
        head(x, head_y, d),
        headgear(x, head_y, d),
        symbol(d.key, d.style, x + 54, 168, 0.46),
    ))


def _coat(d: Dress) -> str:
    return "#8a5a30" if d.robe == d.pal.gold else "#f4efe6"


def horse_head(d: Dress) -> str:
    """Neck and head of a horse facing left, the neck's foot near (-30, -15)."""
    pal, coat, line = d.pal, _coat(d), _line(d.pal)
    head = path("M-14,-20 C-26,-44 -34,-66 -44,-80 L-47,-94 L-54,-82 C-66,-80 -82,-66 -94,-48 "
                "C-99,-41 -96,-33 -88,-33 C-78,-33 -68,-39 -62,-43 C-56,-45 -52,-41 -50,-35 "
                "C-48,-26 -44,-18 -40,-8 Z", fill=coat, **line)
    mane = path("M-44,-80 C-30,-60 -22,-42 -12,-22 L-4,-26 C-14,-44 -26,-64 -40,-86 Z", fill=d.hair, **line)
    eye = el("circle", cx=-66, cy=-66, r=3, fill=pal.dark) + el("circle", cx=-90, cy=-40, r=1.8, fill=pal.dark)
    bridle = path("M-88,-48 L-60,-72 M-78,-54 L-56,-44", stroke=pal.red, stroke_width=2.5, fill="none")
    return head + mane + eye + bridle


def horse(x: float, y: float, d: Dress) -> str:
    """A horse in profile facing left, its body centred at (x, y)."""
    pal, coat, line = d.pal, _coat(d), _line(d.pal)
    legs = "".join(el("rect", x=lx, y=14, width=9, height=52, rx=4, fill=coat, **line)
                   for lx in (-50, -34, 26, 42))
    hooves = "".join(el("rect", x=lx, y=62, width=9, height=6, fill=pal.dark) for lx in (-50, -34, 26, 42))
    body = el("ellipse", cx=0, cy=0, rx=62, ry=30, fill=coat, **line)
    tail = path("M60,-8 C82,0 84,30 76,52 C70,34 66,16 56,4 Z", fill=d.hair, **line)
    cloth = path("M-30,-26 L34,-26 L40,22 L-36,22 Z", fill=d.trim, **_line(pal, 1.5))
    return group(tail + legs + hooves + body + cloth + horse_head(d), transform=f"translate({num(x)},{num(y)})")


def rider(d: Dress) -> str:
    """The cavalier on horseback, holding his suit symbol up."""
    x, head_y, shoulder = CX + 10, 104.0, 128.0
    return "".join((
        horse(CX + 4, 262, d),
        torso(x, shoulder, 246.0, d, spread=14.0),
        path(f"M{num(x - 10)},236 L{num(x - 26)},282", stroke=d.pal.dark, stroke_width=14,
             stroke_linecap="round", fill="none"),
        path(f"M{num(x - 10)},236 L{num(x - 26)},282", stroke=d.robe, stroke_width=10,
             stroke_linecap="round", fill="none"),
        arm(x - 20, shoulder + 12, x - 36, 206, d),
        arm(x + 20, shoulder + 12, x + 44, 166, d),
        head(x, head_y, d),
        headgear(x, head_y, d),
        symbol(d.key, d.style, x + 50, 140, 0.44),
    ))


BUST_SCALE = 1.35


def bust(d: Dress) -> str:
    """One half of a double-ended French court: head, shoulders, attribute, symbol.

    Drawn at figure scale, then enlarged about the card's centre so the robe ends on the
    dividing line."""
    x, head_y, shoulder = CX - 2, 110.0, 134.0
    hand = (x + 38, 178) if d.role == "cavalier" else (x - 38, 178)
    parts = [
        attribute(*hand, d, 108),
        torso(x, shoulder, CY, d, spread=22.0),
        arm(x + (18 if hand[0] > x else -18), shoulder + 12, *hand, d),
        head(x, head_y, d),
        headgear(x, head_y, d),
    ]
    if d.role == "cavalier":
        parts.insert(3, group(horse_head(d), transform=f"translate({num(x + 4)},206) scale(0.85)"))
    s = BUST_SCALE
    figure = group(parts, transform=f"translate({num(CX * (1 - s))},{num(CY * (1 - s))}) scale({num(s)})")
    side = 42 if d.role == "cavalier" else CARD_W - 40
    return figure + symbol(d.key, d.style, side if d.role != "cavalier" else CARD_W - 40, 158, 0.36)


def court(role: str, suit: int, pal: Palette) -> str:
    """The picture of a court card (under the frame and index, which the face draws)."""
    key = pal.suit_key(suit)
    d = dress_for(role, suit, key, pal, pal.symbols[suit])
    if pal.skin == "french":
        half = bust(d)
        return half + group(half, transform=half_turn()) + el(
            "line", x1=24, y1=CY, x2=CARD_W - 24, y2=CY, stroke=pal.frame, stroke_width=2.5)
    return rider(d) if role == "cavalier" else standing(d)
