"""Colours of each skin: normal, four-colour (each suit its own colour on the skin's own
paper) and high contrast (four colours, black on white, bolder edges and indices)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tarocchi.skins import FOUR_COLOUR, colouring  # noqa: F401  (the colourings, named with the colours)
from tarocchi.skins.names import SUIT_KEYS, check_skin

#: Four-colour high-contrast inks for engine suits spades, hearts, diamonds, clubs.
CONTRAST_INKS = ("#000000", "#d0001c", "#0047c6", "#00803a")


@dataclass(frozen=True)
class SymbolStyle:
    """How one suit symbol is painted: body, details and outline."""

    main: str
    detail: str
    outline: str
    extra: str = "#ffffff"  #: a third colour (a cup's band, a wand's leaves)


@dataclass(frozen=True)
class Palette:
    skin: str
    contrast: bool
    paper: str
    edge: str
    ink: str
    suit_inks: tuple[str, str, str, str]
    symbols: tuple[SymbolStyle, SymbolStyle, SymbolStyle, SymbolStyle]
    gold: str
    red: str
    blue: str
    green: str
    flesh: str
    dark: str
    sky: str
    frame: str
    trump_sky: str

    @property
    def index_weight(self) -> str:
        return "bold"

    @property
    def index_scale(self) -> float:
        """High contrast draws bigger corner indices."""
        return 1.12 if self.contrast else 1.0

    def suit_key(self, suit: int) -> str:
        return SUIT_KEYS[self.skin][suit]


_FRENCH_SYMBOLS = (
    SymbolStyle("#151515", "#151515", "#151515"),
    SymbolStyle("#c8102e", "#c8102e", "#c8102e"),
    SymbolStyle("#c8102e", "#c8102e", "#c8102e"),
    SymbolStyle("#151515", "#151515", "#151515"),
)
_ITALIAN_SYMBOLS = (
    SymbolStyle("#6f8fb0", "#d9a520", "#1f2a3a", "#b3261e"),
    SymbolStyle("#e0ac2a", "#b3261e", "#4a2a0a", "#2f6b3a"),
    SymbolStyle("#e6b530", "#b3261e", "#5a3a08", "#2f6b3a"),
    SymbolStyle("#9a6332", "#2f6b3a", "#3a2210", "#d9a520"),
)
_WAITE_SYMBOLS = (
    SymbolStyle("#c9d3de", "#e0b020", "#2a2f3a", "#7a2a8a"),
    SymbolStyle("#f0c030", "#2a6ab0", "#5a3a08", "#c03a2a"),
    SymbolStyle("#f2c232", "#7a5212", "#5a3a08", "#ffffff"),
    SymbolStyle("#b07a42", "#3f9a3a", "#40260e", "#2f7a2a"),
)


def _contrast_symbols() -> tuple[SymbolStyle, ...]:
    return tuple(SymbolStyle(ink, "#ffffff", "#000000", "#ffffff") for ink in CONTRAST_INKS)


_BASE = {
    "french": dict(paper="#fffdf7", edge="#2a2a2a", ink="#151515",
                   suit_inks=("#151515", "#c8102e", "#c8102e", "#151515"),
                   symbols=_FRENCH_SYMBOLS, gold="#e2b43a", red="#c8102e", blue="#1f4e9c",
                   green="#2e7d4a", flesh="#f6d7b8", dark="#151515", sky="#dfe8f2",
                   frame="#1f4e9c", trump_sky="#dfe8f2"),
    "italian": dict(paper="#fbf3e0", edge="#3a2a18", ink="#2b1d0e",
                    suit_inks=("#24406e", "#a3161a", "#8a5a00", "#2f5e1c"),
                    symbols=_ITALIAN_SYMBOLS, gold="#d9a520", red="#b3261e", blue="#2c5aa0",
                    green="#2f6b3a", flesh="#f3d2ae", dark="#2b1d0e", sky="#f4e6c4",
                    frame="#8a2a1a", trump_sky="#f4e6c4"),
    "waite": dict(paper="#fffef8", edge="#1d1d1d", ink="#1d2340",
                  suit_inks=("#1d2340", "#1d2340", "#1d2340", "#1d2340"),
                  symbols=_WAITE_SYMBOLS, gold="#f2c232", red="#c8321e", blue="#3a6ec0",
                  green="#3f9a3a", flesh="#f7d9bb", dark="#1d1d1d", sky="#f7d64a",
                  frame="#1d1d1d", trump_sky="#cfe3f4"),
}


@lru_cache(maxsize=None)
def palette(skin: str, contrast: bool | str = False) -> Palette:
    base = dict(_BASE[check_skin(skin)])
    if contrast == FOUR_COLOUR:  # the skin as it is, each suit in its own colour
        base.update(suit_inks=CONTRAST_INKS,
                    symbols=tuple(SymbolStyle(ink, s.detail, s.outline, s.extra) if skin != "french"
                                  else SymbolStyle(ink, ink, ink) for ink, s in zip(CONTRAST_INKS, base["symbols"])))
        return Palette(skin=skin, contrast=False, **base)
    if contrast:
        base.update(paper="#ffffff", edge="#000000", ink="#000000",
                    suit_inks=CONTRAST_INKS, symbols=_contrast_symbols())
    return Palette(skin=skin, contrast=contrast, **base)
