"""Which cards and names a game shows: its deck subset and its naming of special cards."""

from __future__ import annotations

from typing import NamedTuple

from tarocchi.engine.cards import FULL_PACK, cards_of


class GameDeck(NamedTuple):
    title: str
    cards: list[int]
    naming: str | None


def game_deck(game_id: str | None) -> GameDeck:
    """The cards (in pack order) and naming of game ``game_id``; None: the full pack.

    Raises ``LookupError`` for an unknown game (the registry's OptionError is one)."""
    if game_id is None:
        return GameDeck("Full pack", cards_of(FULL_PACK), None)
    from tarocchi.engine.registry import get_game

    try:
        spec = get_game(game_id)
    except Exception as exc:  # the registry's OptionError
        raise LookupError(str(exc)) from None
    return GameDeck(spec.name, cards_of(spec.deck), getattr(spec, "card_naming", None))


def game_choices() -> list[tuple[str, str]]:
    """(id, name) of every registered game, for menus."""
    from tarocchi.engine.registry import games

    return [(spec.id, spec.name) for spec in games()]
