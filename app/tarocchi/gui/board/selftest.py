"""``tarocchi --self-test --game the-shard``: one game in the real window. Computer players
sit in every seat; seat 0's moves (chosen by the easy player) are made the way a person
makes them — cards of the hand clicked, then the cell or the atout, the panel's buttons to
defend or pass — and the others think off the GUI thread as in a real game."""

from __future__ import annotations

import os
import random
import time


def play_by_mouse(window, action) -> None:
    """Make ``action`` (seat 0's) with the mouse, as a person would."""
    from tarocchi.gui.mouse import click

    table, board = window.table, window.table.board
    verb, cards = action.verb, action.cards
    if verb == "pass":
        table.pass_button.click()
        return
    if verb == "defend":
        if not cards:
            table.take_button.click()
            return
        for c in cards:
            click(board, board.card_point(c))
        table.defend_button.click()
        return
    atout, pay = cards[0], cards[1:]
    for c in pay:
        click(board, board.card_point(c))
    if verb == "place":
        click(board, board.card_point(atout))
        click(board, board.cell_point(action.at))
    elif verb == "move":
        click(board, board.board_card_point(atout))
        click(board, board.cell_point(action.at))
    else:  # upgrade, attack
        click(board, board.board_card_point(atout))


def run_self_test(players: int = 3, seed: int = 1, timeout_s: float = 300.0, options: dict | None = None) -> dict:
    """Play one game to its end; returns {"game", "players", "ok", "turns", "indicators",
    "winners", "moves_by_mouse", "errors", "seconds"}."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tarocchi.bots import decide, make_bot
    from tarocchi.gui.board.window import ShardWindow

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    errors: list[str] = []
    window = ShardWindow(players, "easy", options, seed=seed, speed=0.0, dialogs=False)
    window.table.bot_pause_ms = 0
    window.show()
    table = window.table
    bot, rng = make_bot("easy"), random.Random(seed)
    by_mouse = 0
    end = time.monotonic() + timeout_s
    while not table.state.is_terminal() and time.monotonic() < end and not window.errors:
        app.processEvents()
        if table.my_turn() and not table.animator.busy:
            action = decide(table.state, bot, rng)
            before = len(table.state.history)
            play_by_mouse(window, action)
            app.processEvents()
            if len(table.state.history) != before + 1 or table.state.history[before] != action:
                errors.append(f"the mouse did not play {action.notation()}: "
                              f"{window.statusBar().currentMessage()}")
                break
            by_mouse += 1
        time.sleep(0.001)
    state = table.state
    if not state.is_terminal() and not errors:
        errors.append("the game did not end in time")
    errors += window.errors
    result = state.result() if state.is_terminal() else {}
    window.close()
    app.processEvents()
    return {
        "game": "the-shard",
        "players": players,
        "ok": not errors,
        "turns": state.turn,
        "indicators": result.get("indicators"),
        "winners": result.get("winners"),
        "moves_by_mouse": by_mouse,
        "banner": table.board.banner.text(),
        "errors": errors,
        "seconds": round(time.perf_counter() - start, 3),
    }
