"""Helpers for the window tests: start a match, wait for the person's turn, play on."""

from __future__ import annotations

import time

from tarocchi.engine.actions import Play
from tarocchi.gui.controller import MatchConfig


def start(window, players: int = 4, seed: int = 7, **kw) -> None:
    window.start(MatchConfig(players=players, seed=seed, **kw))


def wait_turn(qtbot, window, timeout: int = 20_000) -> None:
    """Until it is the person's turn and the table is still (or the deal is over)."""
    qtbot.waitUntil(lambda: (window.turn.active or window.controller.state.is_terminal())
                    and not window.animator.busy, timeout=timeout)


def play_until(qtbot, window, stop, player=None, timeout_s: float = 60.0) -> None:
    """Let a bot answer the person's turns (through the controls) until ``stop(view)``."""
    from tarocchi.gui.autoplay import UiPlayer

    player = player or UiPlayer.__new__(UiPlayer)
    if not hasattr(player, "bot"):
        UiPlayer.__init__(player, window, "easy", 5)
        window.controller.human_turn.disconnect(player.play)
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        wait_turn(qtbot, window)
        state = window.controller.state
        view = window.controller.view()
        if stop(view) or state.is_terminal():
            return
        player.play(view)
    raise TimeoutError("never got there")


def legal_plays(window) -> set[int]:
    return {a.card for a in window.controller.view().legal if type(a) is Play}
