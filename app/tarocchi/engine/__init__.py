"""The rules engine: cards, decks, the generic game protocol and one module per game.

Nothing here imports Qt. Games register themselves in :mod:`tarocchi.engine.registry`.
"""
