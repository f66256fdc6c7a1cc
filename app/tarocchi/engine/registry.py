"""The registry of games: each module of :mod:`tarocchi.engine.games` registers one
:class:`GameSpec` when imported (modules starting with ``_`` are helpers, not games)."""

from __future__ import annotations

import importlib

from tarocchi.engine.protocol import GameSpec, OptionError

_GAMES: dict[str, GameSpec] = {}
_LOADED = False



def register(spec: GameSpec) -> GameSpec:
    if spec.id in _GAMES and _GAMES[spec.id] is not spec:
        raise ValueError(f"game {spec.id!r} registered twice")
    _GAMES[spec.id] = spec
    return spec


def register_game(state_class: type, **fields) -> GameSpec:
    """Register ``state_class`` as a game: ``fields`` are the :class:`GameSpec` fields, the
    class is the factory, and the spec is bound to the class as ``state_class.spec``."""
    spec = register(GameSpec(factory=state_class, **fields))
    state_class.spec = spec
    return spec


def _load() -> None:
    global _LOADED
    if not _LOADED:
        _LOADED = True
        import pkgutil

        from tarocchi.engine import games as package

        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            if not info.name.startswith("_"):
                importlib.import_module(f"{package.__name__}.{info.name}")


def games() -> list[GameSpec]:
    """Every game, in the order of their modules' names."""
    _load()
    return sorted(_GAMES.values(), key=lambda spec: spec.factory.__module__)


def _load_one(game_id: str) -> None:
    """Import the module named after ``game_id`` (``french-tarot``: ``games/french_tarot.py``)
    alone, when there is one: the window's start needs one game, not all of them."""
    name = game_id.replace("-", "_") if isinstance(game_id, str) else ""
    if name.isidentifier() and not name.startswith("_"):
        try:
            importlib.import_module(f"tarocchi.engine.games.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"tarocchi.engine.games.{name}":
                raise


def get_game(game_id: str) -> GameSpec:
    if game_id not in _GAMES and not _LOADED:
        _load_one(game_id)
    if game_id not in _GAMES:
        _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise OptionError(f"unknown game {game_id!r} (known: {known})") from None
