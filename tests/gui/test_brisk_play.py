"""Brisk play at normal animation speed: two whole deals of every trick game of the registry,
each in its own window, all at once, the person acting through the window's own controls
(real mouse events and the Enter key) as soon as anything is offered: a turn, the held talon's
"Go on", the summary's "Next deal".

This is the test that makes the crashes of issue 12 visible: objects dropped inside their own
signal (an animation in its ``finished``, a button in its ``clicked``) only crash while
animations really run and a person acts at once."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from tarocchi.engine.registry import games
from tarocchi.gui.controller import MatchConfig

from gui_helpers import brisk_player

pytestmark = pytest.mark.gui
DEALS = 2
LEFT = Qt.MouseButton.LeftButton


def test_two_deals_of_every_trick_game_at_normal_speed(qtbot, qapp):
    from tarocchi.gui.window import MainWindow

    tables = []
    for i, spec in enumerate(g for g in games() if g.kind == "trick"):
        w = MainWindow()
        w.set_speed("normal")
        w.set_talon_hold("until")  # the person goes on at once
        w.controller.bot_pause_ms = 0
        qtbot.addWidget(w)
        w.resize(1280, 820)
        w.show()
        played: list = []
        w.controller.deal_finished.connect(lambda line, p=played: p.append(line))
        w.start(MatchConfig(game=spec.id, players=spec.default_players or spec.players[0], seed=100 + i))
        tables.append((spec.id, w, brisk_player(w, "easy", i), played))
    actions = {game: 0 for game, *_ in tables}

    def whole(played) -> int:
        return sum(1 for line in played if not line.annulled)

    def step() -> None:
        """Whatever each window offers now, done at once."""
        for game, w, player, played in tables:
            if w.summary is not None and w.summary.isVisible():
                if whole(played) < DEALS:
                    QTest.keyClick(w.summary, Qt.Key.Key_Return)  # Enter: the next deal
                    actions[game] += 1
                else:
                    w.summary.reject()
            elif w.animator.holding:
                QTest.mouseClick(w.panel.buttons[0], LEFT)  # "Go on"
                actions[game] += 1
            elif w.turn.active and not w.animator.busy:
                player.play(w.controller.view())
                actions[game] += 1

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(5)
    start = time.monotonic()
    try:
        qtbot.waitUntil(lambda: all(whole(played) >= DEALS for *_, played in tables), timeout=900_000)
    finally:
        timer.stop()
    seconds = time.monotonic() - start
    for game, w, player, played in tables:
        match = w.controller.match
        assert whole(played) >= DEALS, game
        assert [line.scores for line in played] == [line.scores for line in match.sheet], game
        assert w.controller.state.is_terminal()
        assert actions[game] > 2 * DEALS, (game, actions[game])
        assert w.errors == [], (game, w.errors)
    print(f"{len(tables)} games, {DEALS} deals each at normal speed in {seconds:.0f} s; "
          f"person's actions: {actions}")
