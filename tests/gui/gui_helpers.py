"""Helpers for the window tests: start a match, wait for the person's turn, play on."""

from __future__ import annotations

import time

from tarocchi.engine.actions import Discard, Play
from tarocchi.gui.autoplay import UiPlayer
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


def card_point(window, card: int):
    """A visible point of one of the person's cards (hand or straw man): its upper left, which
    the next card leaves free, wherever the card stands (lifted, selected)."""
    from PySide6.QtCore import QPointF

    from tarocchi.gui.layout import CARD_H, CARD_W

    table = window.table
    sprite = next(s for s in table.focus_ring() if s.card == card)
    local = QPointF(-CARD_W / 2 + 12, -CARD_H / 2 + 60 - sprite.lift)
    return table.mapFromScene(sprite.mapToScene(local))


def brisk_player(window, level: str = "easy", seed: int = 0):
    """A :class:`UiPlayer` whose gestures are real mouse events: a double-click plays a card, a
    click chooses one, a click presses a button. It waits for nothing: call ``play`` as soon as
    the window offers a turn."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tarocchi.gui.autoplay import UiPlayer

    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier

    class BriskPlayer(UiPlayer):
        def activate(self, card: int) -> None:
            QTest.mouseDClick(self.window.table.viewport(), left, none, card_point(self.window, card))

        def select(self, card: int) -> None:
            QTest.mouseClick(self.window.table.viewport(), left, none, card_point(self.window, card))

        def press(self, button) -> None:
            QTest.mouseClick(button, left)

    player = BriskPlayer(window, level, seed)
    window.controller.human_turn.disconnect(player.play)
    return player


def reach_straw_turn(qtbot, window):
    """Scarecrow: a deal played on to the person's turn with a face-up straw card to play;
    returns the view and that card (the test is skipped if no early seed gets there)."""
    import pytest

    from tarocchi.engine.actions import Play

    def straw_playable(view) -> bool:
        if view.phase != "play" or view.to_move != 0 or view.table is None:
            return False
        up = set(view.table.straw_piles[0][0])
        return any(type(a) is Play and a.card in up for a in view.legal)

    for seed in range(1, 12):
        window.start(MatchConfig(game="scarecrow", players=2, seed=seed, bot="easy"))
        try:
            play_until(qtbot, window, straw_playable, timeout_s=30)
        except TimeoutError:
            continue
        view = window.controller.view()
        if straw_playable(view):
            up = view.table.straw_piles[0][0]
            return view, next(a.card for a in view.legal if type(a) is Play and a.card in up)
    pytest.skip("no deal reached a playable straw card")


class LessonPlayer(UiPlayer):
    """Takes each step's expected action through the window's own controls."""

    def __init__(self, window, lesson) -> None:
        super().__init__(window)
        window.controller.human_turn.disconnect(self.play)
        self.lesson = lesson

    def choose(self):
        return self.lesson.expected(self.window.controller.state)

    def play(self, view) -> None:
        state = self.window.controller.state
        if type(self.choose()) is Discard:
            for card in sorted(self.lesson._discards_left(state)):
                self.select(card)
            self._click("confirm")
            return
        super().play(view)
