"""Deck skins: card faces and backs drawn by our own code as SVG text.

Three skins follow the deck conversion hearts = cups, diamonds = coins = pentacles,
spades = swords, clubs = batons = wands:

* ``french``: spades, hearts, diamonds, clubs; king, queen, cavalier, jack; trumps 1–21
  with big Arabic numbers and the excuse;
* ``italian``: swords, cups, coins, batons; re, regina, cavallo, fante; the trumps with their
  Italian names (il Bagatto … il Mondo, il Matto);
* ``waite``: swords, cups, pentacles, wands; king, queen, knight, page; the major arcana
  0–XXI with Roman numerals and their names.

``contrast=True`` gives the four-colour, high-contrast variant (spades/swords black,
hearts/cups red, diamonds/coins/pentacles blue, clubs/batons/wands green). ``naming``
selects the names of the special cards ("french": Petit, Vingt-et-un, Excuse; "austrian":
Pagat, Mond, Sküs; "italian": il Bagatto, il Mondo, il Matto; None: the skin's own).

Nothing here needs Qt, and the drawing code is loaded only when a card is drawn (the window
starts with pictures from its disk cache); :mod:`tarocchi.skins.render` turns the SVG into pixmaps.
"""

from __future__ import annotations

from functools import lru_cache

from tarocchi.engine.cards import N_CARDS
from tarocchi.skins.names import (
    NAMINGS, SKINS, CornerIndex, card_from_index, card_title, check_skin, corner_index,
    resolve_naming,
)
from tarocchi.skins.svg import CARD_ASPECT

__all__ = [
    "CARD_ASPECT", "FOUR_COLOUR", "NAMINGS", "SKINS", "CornerIndex", "back_svg", "card_from_index", "card_svg",
    "card_title", "colouring", "corner_index",
]

#: The ``contrast`` value of the four-colour deck without high contrast (True: high contrast,
#: which has four colours too; False: the skin's own colours). Here rather than with the
#: colours (:mod:`tarocchi.skins.theme`), which the window's start does not load (issue 14).
FOUR_COLOUR = "four-colour"


def colouring(contrast) -> bool | str:
    """A ``contrast`` value as the skins take it: False, True (high contrast) or FOUR_COLOUR."""
    return FOUR_COLOUR if contrast == FOUR_COLOUR else bool(contrast)


@lru_cache(maxsize=1024)
def card_svg(card: int, skin: str = "french", contrast: bool = False, naming: str | None = None) -> str:
    """The SVG text of one card face (``card`` 0 … 77, see :mod:`tarocchi.engine.cards`)."""
    if not 0 <= card < N_CARDS:
        raise ValueError(f"no card {card}")
    from tarocchi.skins.face import card_face  # the drawing code, loaded when a card is drawn
    from tarocchi.skins.theme import palette

    naming = resolve_naming(check_skin(skin), naming)
    return card_face(card, palette(skin, contrast), naming)


@lru_cache(maxsize=16)
def back_svg(skin: str = "french", contrast: bool = False) -> str:
    """The SVG text of the skin's card back."""
    from tarocchi.skins.backs import back_document

    return back_document(check_skin(skin), contrast is True)  # the four-colour deck keeps its back
