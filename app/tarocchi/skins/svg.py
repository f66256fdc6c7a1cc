"""Tiny helpers for building SVG text (no Qt): elements, groups, transforms, text."""

from __future__ import annotations

from typing import Iterable

from tarocchi.skins.metrics import text_width

#: Card geometry in SVG user units: width / height is :data:`CARD_ASPECT`.
CARD_W = 224
CARD_H = 400
CARD_ASPECT = CARD_W / CARD_H
CX, CY = CARD_W / 2, CARD_H / 2

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"


def escape(content: str) -> str:
    """Text made safe for XML character data (``xml.sax.saxutils.escape`` without importing
    it: it brings urllib and email with it, a tenth of the window's start)."""
    return content.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def quoteattr(value: str) -> str:
    """An XML attribute value in double quotes."""
    return '"' + escape(value).replace('"', "&quot;") + '"'


def num(value: float) -> str:
    """A compact number: ``3``, ``2.5``, ``-0.25``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attr_name(key: str) -> str:
    return key.rstrip("_").replace("_", "-")


def attrs(**values: object) -> str:
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = num(value)
        parts.append(f" {_attr_name(key)}={quoteattr(str(value))}")
    return "".join(parts)


def el(tag: str, **values: object) -> str:
    """A childless element: ``el("circle", cx=1, cy=2, r=3, fill="red")``."""
    return f"<{tag}{attrs(**values)}/>"


def group(children: Iterable[str] | str, **values: object) -> str:
    body = children if isinstance(children, str) else "".join(children)
    return f"<g{attrs(**values)}>{body}</g>"


def path(d: str, **values: object) -> str:
    return el("path", d=d, **values)


def text(content: str, x: float, y: float, size: float, *, family: str = SANS,
         weight: str = "normal", fill: str = "#000", anchor: str = "middle",
         **values: object) -> str:
    return (f"<text{attrs(x=x, y=y, font_family=family, font_size=size, font_weight=weight, fill=fill, text_anchor=anchor, **values)}>"
            f"{escape(content)}</text>")


def at(x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """A transform placing a shape drawn around the origin."""
    out = f"translate({num(x)},{num(y)})"
    if rotate:
        out += f" rotate({num(rotate)})"
    if scale != 1.0:
        out += f" scale({num(scale)})"
    return out


def half_turn() -> str:
    """The transform turning a drawing upside down about the card's centre."""
    return f"rotate(180,{num(CX)},{num(CY)})"


def document(body: str, defs: str = "") -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{CARD_W}" height="{CARD_H}" viewBox="0 0 {CARD_W} {CARD_H}">')
    return head + (f"<defs>{defs}</defs>" if defs else "") + body + "</svg>"


def polygon(points: Iterable[tuple[float, float]], **values: object) -> str:
    pts = " ".join(f"{num(x)},{num(y)}" for x, y in points)
    return el("polygon", points=pts, **values)


def fitted_text(content: str, x: float, y: float, size: float, max_width: float,
                min_size: float | None = None, **values: object) -> str:
    """Centred text fitted to ``max_width``: squeezed down to 80 %, then made smaller down to
    ``min_size``, then squeezed further."""
    family = str(values.get("family", SANS))
    weight = str(values.get("weight", "normal"))
    natural = max(text_width(content, size, family, weight), 1e-6)
    if natural > max_width and min_size is not None:
        size = max(min_size, min(size, size * max_width / (natural * 0.8)))
        natural = text_width(content, size, family, weight)
    squeeze = min(1.0, max_width / natural)
    if squeeze >= 0.999:
        return text(content, x, y, size, **values)
    inner = text(content, 0, 0, size, **values)
    return group(inner, transform=f"translate({num(x)},{num(y)}) scale({num(squeeze)},1)")
