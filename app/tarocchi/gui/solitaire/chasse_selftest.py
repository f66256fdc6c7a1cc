"""``tarocchi --self-test --game chasse-au-tresor``: a game played in the real window, by
mouse: the hint player chooses every move, and each is made the way a person makes it —
spells clicked then their monster, potions clicked, cards dragged to the satchel or the
discards, the journey deck clicked to go on, the panel's button to teleport. The statistics
go to a temporary file, so the player's own are never touched."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tarocchi.engine.actions import Act
from tarocchi.gui.mouse import click, drag


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
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tarocchi.gui.solitaire.chasse_window import ChasseWindow
    from tarocchi.solitaire.stats import StatsStore

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tarocchi-selftest-") as tmp:
        store = StatsStore(Path(tmp) / "solitaire-stats.json")
        window = ChasseWindow(deal, store=store, speed=0.0, dialogs=False)
        window.show()
        app.processEvents()
        table = window.table
        moves = 0
        while not table.state.over and moves < max_moves:
            action, _ = table.planner.next_action(table.state)
            before = len(table.state.history)
            play_by_mouse(window, action)
            app.processEvents()
            if len(table.state.history) != before + 1 or table.state.history[-1] != action:
                errors.append(f"move {moves + 1}: the mouse did not play {action.notation()}")
                break
            moves += 1
        result = table.state.result() if table.state.over else {}
        recorded = store.summary(table.stats_key())
        window.close()
        app.processEvents()
    if not table.state.over:
        errors.append("the game did not end")
    return {
        "game": "chasse-au-tresor",
        "deal": deal,
        "ok": not errors,
        "moves": moves,
        "score": result.get("score"),
        "ending": result.get("ending"),
        "won": result.get("won"),
        "recorded_games": recorded["played"],
        "errors": errors,
        "seconds": round(time.perf_counter() - start, 3),
    }
