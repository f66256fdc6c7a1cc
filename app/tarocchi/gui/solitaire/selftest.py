"""``tarocchi --self-test --game la-pyramide``: play a deal in the real window, by clicks.

The hint player chooses every move; each move is made the way a person makes it, with mouse
clicks on the cards (one card, then its partner; the deck to draw), sent to the view. The
statistics go to a temporary file, so the player's own are never touched.
:func:`play_in_window` is the loop shared with La chasse au trésor's self-test.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Callable

from tarocchi.engine.actions import Draw
from tarocchi.gui.mouse import click


def play_in_window(make_window: Callable, play_by_mouse: Callable, max_moves: int) -> dict:
    """Open ``make_window(store)`` (statistics in a temporary file) and play the hint player's
    moves in it, each made by ``play_by_mouse(window, action)``, until the game ends; returns
    {"ok", "moves", "result", "recorded_games", "errors", "seconds"}."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tarocchi.solitaire.stats import StatsStore

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tarocchi-selftest-") as tmp:
        store = StatsStore(Path(tmp) / "solitaire-stats.json")
        window = make_window(store)
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
    return {"ok": not errors, "moves": moves, "result": result,
            "recorded_games": recorded["played"], "errors": errors,
            "seconds": round(time.perf_counter() - start, 3)}


def play_by_mouse(window, action) -> None:
    """Make ``action`` with clicks: the deck to draw, else one card and then its partner."""
    board = window.table.board
    if type(action) is Draw:
        click(board, board.deck_point())
        return
    for card in (action.first, action.second):
        if card is not None:
            click(board, board.card_point(card))


def run_self_test(deal: int = 1, rows: int = 5, max_moves: int = 400) -> dict:
    """Play ``deal`` to the end with the hint player through the click path; returns
    {"game", "deal", "ok", "moves", "score", "won", "cleared", "errors", "seconds", …}."""
    from tarocchi.gui.solitaire.window import PyramidWindow

    out = play_in_window(
        lambda store: PyramidWindow(deal, {"rows": rows}, store=store, speed=0.0, dialogs=False),
        play_by_mouse, max_moves)
    result = out.pop("result")
    return {"game": "la-pyramide", "deal": deal, **out, "score": result.get("score"),
            "won": result.get("won"), "cleared": result.get("cleared")}
