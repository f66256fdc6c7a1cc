"""The pictures of the 22 trumps, one small emblem each, drawn around the origin in a
box of about 120 × 120 units from the palette's colours."""

from __future__ import annotations

import math
from typing import Callable

from tarocchi.skins.suits import star
from tarocchi.skins.svg import el, group, num, path, polygon
from tarocchi.skins.theme import Palette

Emblem = Callable[[Palette], str]


def _ln(pal: Palette, width: float = 2.5) -> dict:
    return dict(stroke=pal.dark, stroke_width=width, stroke_linejoin="round")


def _stroke(d: str, colour: str, width: float) -> str:
    return path(d, fill="none", stroke=colour, stroke_width=width, stroke_linecap="round",
                stroke_linejoin="round")


def fool(pal: Palette) -> str:
    """A jester's cap with bells."""
    cap = path("M-44,30 C-40,-10 -56,-36 -60,-46 C-30,-40 -16,-20 -8,-2 C-6,-30 -2,-50 0,-60 "
               "C4,-50 8,-30 8,-2 C16,-20 30,-40 60,-46 C56,-36 40,-10 44,30 Z", fill=pal.red, **_ln(pal))
    band = el("rect", x=-48, y=26, width=96, height=16, rx=6, fill=pal.gold, **_ln(pal))
    bells = "".join(el("circle", cx=x, cy=y, r=7, fill=pal.gold, **_ln(pal, 2))
                    for x, y in ((-60, -46), (0, -60), (60, -46)))
    lozenges = "".join(polygon([(x, 34 - 5), (x + 5, 34), (x, 34 + 5), (x - 5, 34)], fill=pal.blue)
                       for x in (-30, -10, 10, 30))
    return cap + band + lozenges + bells


def magician(pal: Palette) -> str:
    """A lemniscate over a wand between two hands' worth of table."""
    inf = _stroke("M0,-38 C12,-54 36,-54 36,-38 C36,-22 12,-22 0,-38 C-12,-54 -36,-54 -36,-38 "
                  "C-36,-22 -12,-22 0,-38 Z", pal.gold, 6)
    table = el("rect", x=-52, y=14, width=104, height=12, fill=pal.red, **_ln(pal)) + \
        "".join(el("rect", x=x, y=26, width=8, height=32, fill=pal.red, **_ln(pal)) for x in (-46, 38))
    wand = path("M-4,-14 L24,-2 L22,2 L-6,-10 Z", fill="#ffffff", **_ln(pal, 2))
    cup = path("M-36,-6 L-20,-6 C-20,4 -24,8 -26,8 L-26,14 L-30,14 L-30,8 C-32,8 -36,4 -36,-6 Z",
               fill=pal.gold, **_ln(pal, 1.5))
    coin = el("circle", cx=36, cy=6, r=8, fill=pal.gold, **_ln(pal, 1.5))
    return inf + table + wand + cup + coin


def _pillar(x: float, fill: str, pal: Palette, letter_fill: str) -> str:
    return (el("rect", x=x - 9, y=-50, width=18, height=100, fill=fill, **_ln(pal))
            + el("rect", x=x - 13, y=-56, width=26, height=8, fill=fill, **_ln(pal))
            + el("rect", x=x - 13, y=48, width=26, height=8, fill=fill, **_ln(pal)))


def priestess(pal: Palette) -> str:
    """Two pillars, a veil and the moon's crescent."""
    veil = path("M-30,-44 Q0,-30 30,-44 L30,50 L-30,50 Z", fill=pal.blue, **_ln(pal))
    moon = path("M-10,-24 A16,16 0 1 0 10,-2 A12,12 0 1 1 -10,-24 Z", fill="#ffffff", **_ln(pal, 1.5))
    scroll = el("rect", x=-14, y=10, width=28, height=30, rx=4, fill="#ffffff", **_ln(pal, 1.5))
    return veil + _pillar(-42, pal.dark, pal, "#fff") + _pillar(42, "#ffffff", pal, pal.dark) + moon + scroll


def empress(pal: Palette) -> str:
    """A crown of stars over a heart-shaped shield with Venus' sign."""
    shield = path("M0,50 C-20,36 -46,16 -46,-10 C-46,-30 -26,-38 -12,-32 C-6,-30 0,-24 0,-20 "
                  "C0,-24 6,-30 12,-32 C26,-38 46,-30 46,-10 C46,16 20,36 0,50 Z", fill=pal.green, **_ln(pal))
    venus = _stroke("M0,-10 m-12,0 a12,12 0 1 0 24,0 a12,12 0 1 0 -24,0 M0,2 L0,30 M-10,18 L10,18", "#ffffff", 4)
    stars = "".join(star(52 * math.cos(math.radians(a)), -8 + 52 * math.sin(math.radians(a)), 7, pal.gold)
                    for a in range(-160, -10, 30))
    return shield + venus + stars


def emperor(pal: Palette) -> str:
    """The orb and cross on a throne's steps."""
    steps = el("rect", x=-50, y=34, width=100, height=12, fill="#9aa3ad", **_ln(pal)) + \
        el("rect", x=-38, y=22, width=76, height=12, fill="#b8c2cc", **_ln(pal))
    orb = el("circle", cx=0, cy=-6, r=28, fill=pal.gold, **_ln(pal))
    band = _stroke("M-28,-6 L28,-6 M0,-34 L0,22", pal.red, 4)
    cross = _stroke("M0,-34 L0,-56 M-10,-46 L10,-46", pal.dark, 5)
    return steps + orb + band + cross


def pope(pal: Palette) -> str:
    """The triple tiara and the papal cross."""
    tiara = path("M-26,40 C-30,0 -20,-36 0,-50 C20,-36 30,0 26,40 Z", fill="#ffffff", **_ln(pal))
    rings = "".join(_stroke(f"M{-28 + i * 3},{30 - i * 24} L{28 - i * 3},{30 - i * 24}", pal.gold, 6)
                    for i in range(3))
    cross = _stroke("M46,50 L46,-50 M34,-38 L58,-38 M36,-26 L56,-26 M38,-14 L54,-14", pal.gold, 5)
    return tiara + rings + el("circle", cx=0, cy=-52, r=5, fill=pal.gold, **_ln(pal, 1.5)) + cross


def lovers(pal: Palette) -> str:
    """Two hearts joined, under Cupid's arrow."""
    heart = ("M0,30 C-8,20 -32,6 -32,-12 C-32,-26 -20,-32 -10,-30 C-4,-28 0,-22 0,-16 "
             "C0,-22 4,-28 10,-30 C20,-32 32,-26 32,-12 C32,6 8,20 0,30 Z")
    hearts = group(path(heart, fill=pal.red, **_ln(pal)), transform="translate(-18,8)") + \
        group(path(heart, fill="#f28aa0", **_ln(pal)), transform="translate(18,8)")
    arrow = _stroke("M-56,-50 L50,-16", pal.dark, 3) + polygon([(56, -14), (42, -24), (44, -10)], fill=pal.dark)
    return hearts + arrow


def chariot(pal: Palette) -> str:
    """A canopied chariot on two wheels."""
    canopy = path("M-46,-30 Q0,-60 46,-30 Z", fill=pal.blue, **_ln(pal))
    poles = _stroke("M-40,-30 L-40,4 M40,-30 L40,4", pal.dark, 4)
    box = el("rect", x=-50, y=4, width=100, height=28, fill=pal.red, **_ln(pal))
    stars = "".join(star(x, -40, 4, pal.gold) for x in (-18, 0, 18))
    wheels = "".join(el("circle", cx=x, cy=38, r=16, fill="#ffffff", **_ln(pal)) +
                     _stroke(f"M{x - 16},38 L{x + 16},38 M{x},22 L{x},54", pal.dark, 2) for x in (-32, 32))
    return canopy + poles + box + stars + wheels


def justice(pal: Palette) -> str:
    """The sword and the scales."""
    beam = _stroke("M-44,-20 L44,-20 M0,-50 L0,40", pal.dark, 4)
    pans = "".join(_stroke(f"M{x},-20 L{x - 14},10 M{x},-20 L{x + 14},10", pal.dark, 1.8) +
                   path(f"M{x - 18},10 L{x + 18},10 Q{x},26 {x - 18},10 Z", fill=pal.gold, **_ln(pal))
                   for x in (-40, 40))
    base = el("rect", x=-20, y=40, width=40, height=10, fill=pal.gold, **_ln(pal))
    return beam + pans + base + el("circle", cx=0, cy=-52, r=6, fill=pal.gold, **_ln(pal, 1.5))


def hermit(pal: Palette) -> str:
    """A lantern with its star."""
    bail = _stroke("M-12,-46 Q0,-62 12,-46", pal.dark, 3)
    lamp = path("M-24,-40 L24,-40 L18,30 L-18,30 Z", fill=pal.gold, **_ln(pal))
    glass = el("rect", x=-14, y=-30, width=28, height=50, fill="#fff6c8", **_ln(pal, 1.5))
    cap = el("rect", x=-28, y=-46, width=56, height=8, rx=3, fill=pal.dark) + \
        el("rect", x=-22, y=30, width=44, height=10, rx=3, fill=pal.dark)
    return bail + lamp + glass + star(0, -5, 11, pal.gold, points=6, **_ln(pal, 1)) + cap


def wheel(pal: Palette) -> str:
    """The wheel of fortune."""
    rim = el("circle", cx=0, cy=0, r=48, fill=pal.gold, **_ln(pal, 3)) + \
        el("circle", cx=0, cy=0, r=38, fill="#fff6dc", **_ln(pal, 2))
    spokes = "".join(_stroke(f"M0,0 L{num(38 * math.cos(math.radians(a)))},{num(38 * math.sin(math.radians(a)))}",
                             pal.dark, 3) for a in range(0, 360, 45))
    return rim + spokes + el("circle", cx=0, cy=0, r=9, fill=pal.red, **_ln(pal, 2))


def strength(pal: Palette) -> str:
    """Fortitude's column, crowned with the lemniscate."""
    column = el("rect", x=-14, y=-30, width=28, height=76, fill="#e8e2d4", **_ln(pal)) + \
        "".join(_stroke(f"M{x},-26 L{x},42", "#b8b0a0", 2) for x in (-6, 2, 8))
    capital = el("rect", x=-24, y=-40, width=48, height=10, fill="#e8e2d4", **_ln(pal)) + \
        el("rect", x=-26, y=44, width=52, height=10, fill="#e8e2d4", **_ln(pal))
    inf = _stroke("M0,-54 C10,-66 28,-66 28,-54 C28,-42 10,-42 0,-54 C-10,-66 -28,-66 -28,-54 "
                  "C-28,-42 -10,-42 0,-54 Z", pal.red, 5)
    return column + capital + inf


def hanged(pal: Palette) -> str:
    """A man hanging by one foot from a gallows."""
    gallows = _stroke("M-44,52 L-44,-50 L44,-50 L44,52", "#8a5a30", 8)
    rope = _stroke("M0,-50 L0,-36", pal.dark, 2.5)
    legs = _stroke("M0,-36 L0,-4 M0,-30 L14,-18 L0,-8", pal.blue, 7)
    body = el("rect", x=-10, y=-6, width=20, height=30, rx=6, fill=pal.red, **_ln(pal, 2))
    head = el("circle", cx=0, cy=34, r=10, fill=pal.flesh, **_ln(pal, 2))
    return gallows + rope + legs + body + head


def death(pal: Palette) -> str:
    """The scythe."""
    snath = _stroke("M-30,52 C-20,10 10,-24 30,-52", "#8a5a30", 7)
    blade = path("M30,-52 C0,-62 -40,-50 -56,-24 C-30,-40 0,-44 26,-40 Z", fill="#c9d3de", **_ln(pal))
    skull = el("circle", cx=20, cy=22, r=14, fill="#ffffff", **_ln(pal, 2)) + \
        "".join(el("circle", cx=20 + dx, cy=20, r=3.5, fill=pal.dark) for dx in (-5, 5))
    return snath + blade + skull


def temperance(pal: Palette) -> str:
    """Water poured from one jug into another."""
    jug = "M-12,-16 L12,-16 L10,-8 C18,0 18,14 10,20 L-10,20 C-18,14 -18,0 -10,-8 Z"
    upper = group(path(jug, fill=pal.gold, **_ln(pal)), transform="translate(-26,-26) rotate(35)")
    lower = group(path(jug, fill="#c9d3de", **_ln(pal)), transform="translate(26,28)")
    stream = _stroke("M-14,-40 C10,-30 24,-10 26,6", pal.blue, 6)
    return stream + upper + lower


def devil(pal: Palette) -> str:
    """Horned head and trident."""
    horns = path("M-24,-20 C-40,-30 -42,-50 -34,-58 C-32,-44 -24,-34 -12,-30 Z M24,-20 C40,-30 42,-50 34,-58 "
                 "C32,-44 24,-34 12,-30 Z", fill="#f4efe6", **_ln(pal, 2))
    face = path("M-26,-24 C-26,-40 26,-40 26,-24 L24,10 C16,34 -16,34 -24,10 Z", fill=pal.red, **_ln(pal))
    eyes = "".join(polygon([(x - 6, -12), (x + 6, -14), (x, -6)], fill=pal.gold) for x in (-10, 10))
    grin = _stroke("M-12,10 Q0,18 12,10", pal.dark, 2.5)
    fork = _stroke("M44,54 L44,-40 M34,-40 L34,-52 M54,-40 L54,-52 M34,-40 L54,-40", pal.dark, 4)
    return horns + face + eyes + grin + fork


def tower(pal: Palette) -> str:
    """A tower struck by lightning."""
    body = path("M-22,54 L-18,-24 L18,-24 L22,54 Z", fill="#b8a890", **_ln(pal))
    crown = path("M-26,-24 L-26,-38 L-16,-38 L-16,-30 L-6,-30 L-6,-38 L6,-38 L6,-30 L16,-30 L16,-38 "
                 "L26,-38 L26,-24 Z", fill="#b8a890", **_ln(pal))
    windows = "".join(el("rect", x=-5, y=y, width=10, height=14, rx=5, fill=pal.dark) for y in (-10, 18))
    bolt = polygon([(56, -60), (20, -30), (32, -26), (8, -6), (42, -34), (30, -38)], fill=pal.gold, **_ln(pal, 1.5))
    flames = path("M-26,-38 C-34,-52 -20,-56 -22,-66 C-12,-58 -8,-48 -16,-38 Z", fill=pal.red, **_ln(pal, 1.5))
    return body + crown + windows + flames + bolt


def star_card(pal: Palette) -> str:
    """A great eight-pointed star among seven small ones."""
    big = star(0, -6, 40, pal.gold, points=8, **_ln(pal, 2))
    small = "".join(star(x, y, 8, pal.gold if pal.skin != "waite" else "#ffffff", points=8, **_ln(pal, 1))
                    for x, y in ((-48, -44), (48, -44), (-54, 10), (54, 10), (-34, 48), (34, 48), (0, 54)))
    return big + small


def moon(pal: Palette) -> str:
    """The crescent moon over two towers, dew falling."""
    crescent = path("M-6,-52 A34,34 0 1 0 30,4 A26,26 0 1 1 -6,-52 Z", fill="#f6f0c0", **_ln(pal))
    drops = "".join(path(f"M{x},{y} q4,6 0,9 q-4,-3 0,-9 Z", fill=pal.gold) for x, y in ((-30, 18), (-10, 28), (14, 24)))
    towers = "".join(el("rect", x=x, y=30, width=16, height=26, fill="#9aa3ad", **_ln(pal, 1.5)) for x in (-56, 40))
    return crescent + drops + towers


def sun(pal: Palette) -> str:
    """The sun in splendour."""
    rays = "".join(polygon([(60 * math.cos(math.radians(a)), 60 * math.sin(math.radians(a))),
                            (30 * math.cos(math.radians(a + 10)), 30 * math.sin(math.radians(a + 10))),
                            (30 * math.cos(math.radians(a - 10)), 30 * math.sin(math.radians(a - 10)))],
                           fill=pal.red if a % 30 else pal.gold, **_ln(pal, 1.2)) for a in range(0, 360, 15))
    disc = el("circle", cx=0, cy=0, r=32, fill=pal.gold, **_ln(pal))
    face = "".join(el("circle", cx=x, cy=-5, r=2.8, fill=pal.dark) for x in (-10, 10)) + \
        _stroke("M-10,10 Q0,17 10,10", pal.dark, 2.5)
    return rays + disc + face


def judgement(pal: Palette) -> str:
    """The angel's trumpet with its banner."""
    horn = path("M-52,30 L28,-30 L46,-52 C54,-44 56,-30 48,-22 L30,-20 L-48,36 Z", fill=pal.gold, **_ln(pal))
    banner = path("M-20,6 L-20,52 L20,40 L20,-24 Z", fill="#ffffff", **_ln(pal, 2))
    cross = _stroke("M0,0 L0,34 M-12,16 L12,12", pal.red, 6)
    return banner + cross + horn


def world(pal: Palette) -> str:
    """The laurel wreath around the world."""
    wreath = el("ellipse", cx=0, cy=0, rx=38, ry=54, fill="none", stroke=pal.green, stroke_width=10) + \
        el("ellipse", cx=0, cy=0, rx=38, ry=54, fill="none", stroke=pal.dark, stroke_width=1.5,
           stroke_dasharray="6,4")
    globe = el("circle", cx=0, cy=0, r=24, fill=pal.blue, **_ln(pal)) + \
        _stroke("M-24,0 L24,0 M0,-24 C-12,-10 -12,10 0,24 C12,10 12,-10 0,-24", "#ffffff", 2)
    ties = "".join(el("rect", x=-8, y=y, width=16, height=8, fill=pal.red, **_ln(pal, 1.5)) for y in (-58, 50))
    return wreath + globe + ties


EMBLEMS: dict[str, Emblem] = {
    "fool": fool, "magician": magician, "priestess": priestess, "empress": empress,
    "emperor": emperor, "pope": pope, "lovers": lovers, "chariot": chariot, "justice": justice,
    "hermit": hermit, "wheel": wheel, "strength": strength, "hanged": hanged, "death": death,
    "temperance": temperance, "devil": devil, "tower": tower, "star": star_card, "moon": moon,
    "sun": sun, "judgement": judgement, "world": world,
}


def emblem(subject: str, pal: Palette, x: float, y: float, scale: float = 1.0) -> str:
    return group(EMBLEMS[subject](pal), transform=f"translate({num(x)},{num(y)}) scale({num(scale)})",
                 class_=f"emblem-{subject}")
