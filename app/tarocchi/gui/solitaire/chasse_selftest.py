"""``tarocchi --self-test --game chasse-au-tresor``: a game played in the real window, by
mouse: the hint player chooses every move, and each is made the way a person makes it —
spells clicked then their monster, potions clicked, cards dragged to the satchel or the
discards, the journey deck clicked to go on, the panel's button to teleport. The statistics
go to a temporary file, so the player's own are never touched."""

from __future__ import annotations

from tarocchi.engine.actions import Act
from tarocchi.gui.mouse import click, drag
from tarocchi.gui.solitaire.selftest import play_in_window


def play_by_mouse(window, action: Act) -> None:
    """Make ``action`` with the mouse, as a person would."""
    table, board = window.table, window.table.board
    verb, cards = action.verb, action.cards
    if verb == "cast":
        for spell in cards[1:]:
            click(board, board.card_point(spell))
        click(board, board.card_point(cards[0]))
    elif verb == "drink":
        click(board, board.card_point(cards[0]))
    elif verb == "keep":
        drag(board, board.card_point(cards[0]), board.zone_point("satchel"))
    elif verb == "drop":
        drag(board, board.card_point(cards[0]), board.zone_point("discard"))
    elif verb == "onward":
        click(board, board.deck_point())
    else:
        table.move_buttons[action].click()


def run_self_test(deal: int = 1, max_moves: int = 400) -> dict:
    """Play ``deal`` to the end with the hint player by mouse; returns {"game", "deal", "ok",
    "moves", "score", "ending", "errors", "seconds", …}."""
    from tarocchi.gui.solitaire.chasse_window import ChasseWindow

    out = play_in_window(lambda store: ChasseWindow(deal, store=store, speed=0.0, dialogs=False),
                         play_by_mouse, max_moves)
    result = out.pop("result")
    return {"game": "chasse-au-tresor", "deal": deal, **out, "score": result.get("score"),
            "ending": result.get("ending"), "won": result.get("won")}
