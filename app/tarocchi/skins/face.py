"""Assembling a card face: paper, frame, corner indices and the picture."""

from __future__ import annotations

from tarocchi.engine.cards import EXCUSE, rank_of, suit_of
from tarocchi.skins import courts, emblems, names, pips
from tarocchi.skins.suits import star, symbol
from tarocchi.skins.svg import (
    CARD_H, CARD_W, CX, CY, SANS, SERIF, document, el, fitted_text, group, half_turn, text,
)
from tarocchi.skins.metrics import text_width
from tarocchi.skins.theme import Palette

#: The picture area of framed cards (courts and trumps) and its caption band below.
FRAME = (14.0, 14.0, CARD_W - 14.0, CARD_H - 14.0)
CAPTION_TOP = 344.0


def paper(pal: Palette) -> str:
    return el("rect", x=1.5, y=1.5, width=CARD_W - 3, height=CARD_H - 3, rx=14, fill=pal.paper,
              stroke=pal.edge, stroke_width=3 if pal.contrast else 2)


THIN_SYMBOLS = frozenset({"swords", "batons", "wands"})


def index(card: int, pal: Palette, framed: bool) -> str:
    """The corner index, top left and (turned) bottom right."""
    rank, suit_key = names.corner_index(card, pal.skin)
    ink = pal.ink if suit_key is None else pal.suit_inks[suit_of(card)]
    width = 48.0 if suit_key else 58.0
    family = SANS if rank == "★" or pal.skin == "french" else SERIF
    plate = el("rect", x=5, y=5, width=width, height=92.0 if suit_key else 54.0, rx=9, fill=pal.paper,
               stroke=pal.edge if framed else "none", stroke_width=1.5)
    parts = [plate, fitted_text(rank, 5 + width / 2, 46, 40.0 * pal.index_scale, width - 6, min_size=26,
                                family=family, weight=pal.index_weight, fill=ink, class_="index-rank")]
    if suit_key:
        scale = (0.42 if suit_key in THIN_SYMBOLS else 0.34 if pal.skin == "french" else 0.38) * pal.index_scale
        parts.append(symbol(suit_key, pal.symbols[suit_of(card)], 29, 73, scale))
    corner = group(parts, class_="index")
    return corner + group(corner, transform=half_turn())


def frame(pal: Palette, *, caption: bool, sky: str | None = None) -> str:
    x0, y0, x1, y1 = FRAME
    fill = (sky or pal.sky) if pal.skin != "french" else "none"
    parts = [el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=6, fill=fill, stroke=pal.frame,
                stroke_width=2.5)]
    if pal.skin == "waite":
        parts.append(el("rect", x=x0, y=CAPTION_TOP - 40, width=x1 - x0, height=40, fill=pal.green))
    elif pal.skin == "italian":
        parts.append(el("rect", x=x0 + 6, y=y0 + 6, width=x1 - x0 - 12, height=y1 - y0 - 12, rx=4,
                        fill="none", stroke=pal.gold, stroke_width=1.5))
        parts.append(el("rect", x=x0, y=CAPTION_TOP - 34, width=x1 - x0, height=34, fill="#e3cc98"))
    if caption:
        parts.append(el("rect", x=x0, y=CAPTION_TOP, width=x1 - x0, height=y1 - CAPTION_TOP, rx=0,
                        fill=pal.paper, stroke=pal.frame, stroke_width=2.5))
    return "".join(parts)


CAPTION_WIDTH = 90.0  #: clear of the bottom-right index plate


def _split(label: str) -> list[str]:
    """Two lines, broken at the space nearest the middle."""
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    if not spaces:
        return [label]
    cut = min(spaces, key=lambda i: abs(i - len(label) / 2))
    return [label[:cut], label[cut + 1:]]


def captions(main: str, second: str, pal: Palette) -> str:
    """The name band at the foot of a framed card: one or two lines, and a smaller
    second name (the skin's own, under a game's name for a special card)."""
    mid = (CAPTION_TOP + FRAME[3]) / 2
    label = main.upper() if pal.skin == "waite" else main
    size = 14.0 if pal.skin == "waite" else 17.0
    font = dict(family=SERIF, weight="bold", fill=pal.ink, class_="caption")
    lines = [label]
    if not second and text_width(label, size, SERIF, "bold") > CAPTION_WIDTH / 0.72:
        lines = _split(label)
    small = dict(font, weight="normal")
    if second:
        return (fitted_text(label, CX, mid + 1, size * 0.9, CAPTION_WIDTH, **font)
                + fitted_text(second, CX, mid + 15, 11.0, CAPTION_WIDTH, **small))
    if len(lines) == 1:
        return fitted_text(label, CX, mid + size * 0.36, size, CAPTION_WIDTH, **font)
    size *= 0.85
    return "".join(fitted_text(line, CX, mid - 2 + i * (size + 1), size, CAPTION_WIDTH, **font)
                   for i, line in enumerate(lines))


def number_plate(card: int, pal: Palette) -> str:
    """The trump's number in a plate at the top of the picture."""
    numeral = names.trump_numeral(card, pal.skin)
    if card == EXCUSE and pal.skin != "waite":
        return star(CX, 50, 18, pal.gold, stroke=pal.dark, stroke_width=2)
    width = 92.0 if pal.skin == "waite" else 84.0
    plate = el("rect", x=CX - width / 2, y=20, width=width, height=56, rx=8, fill=pal.paper,
               stroke=pal.frame, stroke_width=2)
    size = 42.0 if pal.skin == "waite" else 50.0
    ink = pal.ink if pal.contrast else pal.red
    return plate + fitted_text(numeral, CX, 48 + size * 0.36, size, width - 12, min_size=32, family=SERIF,
                               weight="bold", fill=ink, class_="numeral")


def french_trump(card: int, pal: Palette, naming: str | None = None) -> str:
    """Double-ended: the number large at both ends, the picture in a medallion."""
    x0, y0, x1, y1 = FRAME
    out = [el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=6, fill="none", stroke=pal.frame,
              stroke_width=2.5)]
    if card == EXCUSE:
        end = star(CX + 20, 78, 24, pal.gold, stroke=pal.dark, stroke_width=2)
    else:
        end = text(str(rank_of(card)), CX + 14, 104, 68, family=SANS, weight="bold", fill=pal.frame,
                   class_="numeral")
    out += [end, group(end, transform=half_turn())]
    out.append(el("circle", cx=CX, cy=CY, r=64, fill=pal.trump_sky, stroke=pal.frame, stroke_width=2.5))
    subject = names.subject(card, "italian", naming)
    out.append(emblems.emblem(subject, pal, CX, CY, 0.95))
    return "".join(out)


def french_caption(card: int, pal: Palette, naming: str | None) -> str:
    """French trumps name only the special cards, in a ribbon across the medallion."""
    main, second = names.trump_captions(card, "french", naming)
    label = main if not second else f"{main} · {second}"
    if not label:
        return ""
    ribbon = el("rect", x=34, y=CY + 52, width=CARD_W - 68, height=26, rx=5, fill=pal.paper,
                stroke=pal.frame, stroke_width=2)
    return ribbon + fitted_text(label, CX, CY + 71, 17, CARD_W - 80, family=SERIF, weight="bold",
                                fill=pal.ink, class_="caption")


def trump_face(card: int, pal: Palette, naming: str | None) -> str:
    if pal.skin == "french":
        return french_trump(card, pal, naming) + french_caption(card, pal, naming)
    main, second = names.trump_captions(card, pal.skin, naming)
    subject = names.subject(card, pal.skin, names.resolve_naming(pal.skin, naming))
    return (frame(pal, caption=True, sky=pal.trump_sky) + number_plate(card, pal)
            + emblems.emblem(subject, pal, CX, 204, 1.4) + captions(main, second, pal))


def court_face(card: int, pal: Palette) -> str:
    rank, suit = rank_of(card), suit_of(card)
    role = courts.ROLES[rank - 11]
    picture = courts.court(role, suit, pal)
    if pal.skin == "french":
        return frame(pal, caption=False) + picture
    title = names.COURT_TITLES[pal.skin][rank - 11]
    return frame(pal, caption=True) + picture + captions(title, "", pal)


def card_face(card: int, pal: Palette, naming: str | None) -> str:
    """The SVG document of one card face."""
    if card >= 56:
        body, framed = trump_face(card, pal, naming), True
    elif rank_of(card) > 10:
        body, framed = court_face(card, pal), True
    else:
        suit = suit_of(card)
        body = pips.number_card(pal.suit_key(suit), rank_of(card), pal, pal.symbols[suit])
        framed = pal.skin == "waite"
    return document(paper(pal) + body + index(card, pal, framed))
