"""``tarocchi --self-test --game la-pyramide``: play a deal in the real window, by clicks.

The hint player chooses every move; each move is made the way a person makes it, with mouse
clicks on the cards (one card, then its partner; the deck to draw), sent to the view. The
statistics go to a temporary file, so the player's own are never touched.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tarocchi.engine.actions import Draw


def run_self_test(deal: int = 1, rows: int = 5, max_moves: int = 400) -> dict:
    """Play ``deal`` to the end with the hint player through the click path; returns
    {"game", "deal", "ok", "moves", "score", "won", "cleared", "errors", "seconds", …}."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tarocchi.gui.solitaire.window import PyramidWindow
    from tarocchi.solitaire.stats import StatsStore

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tarocchi-selftest-") as tmp:
        store = StatsStore(Path(tmp) / "solitaire-stats.json")
        window = PyramidWindow(deal, {"rows": rows}, store=store, speed=0.0, dialogs=False)
        window.show()
        app.processEvents()
        table, board = window.table, window.table.board
        viewport = board.viewport()
        moves = 0
        while not table.state.over and moves < max_moves:
            action, _ = table.planner.next_action(table.state)
            before = len(table.state.history)
            if type(action) is Draw:
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 board.deck_point())
            else:
                for card in (action.first, action.second):
                    if card is not None:
                        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                                         Qt.KeyboardModifier.NoModifier, board.card_point(card))
            app.processEvents()
            if len(table.state.history) != before + 1 or table.state.history[-1] != action:
                errors.append(f"move {moves + 1}: clicking {action.notation()} did not play it")
                break
            moves += 1
        result = table.state.result() if table.state.over else {}
        recorded = store.summary("la-pyramide" if rows == 5 else f"la-pyramide:{rows}-rows")
        window.close()
        app.processEvents()
    if not table.state.over:
        errors.append("the game did not end")
    return {
        "game": "la-pyramide",
        "deal": deal,
        "ok": not errors,
        "moves": moves,
        "score": result.get("score"),
        "won": result.get("won"),
        "cleared": result.get("cleared"),
        "recorded_games": recorded["played"],
        "errors": errors,
        "seconds": round(time.perf_counter() - start, 3),
    }
