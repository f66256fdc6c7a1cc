"""Talon in the window: a deal at every player count through the window's own controls,
the talon's groups framed (and taken by a click), the person's laid-out card tagged."""

from __future__ import annotations

import pytest

from gui_helpers import wait_turn
from tarocchi.engine.actions import Bid, Declare, Take
from tarocchi.engine.registry import get_game
from tarocchi.gui.controller import MatchConfig

SPEC = get_game("talon")
ADVANCED = dict(next(p for p in SPEC.presets if p.name == "Complete Advanced").options)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_talon_deal_at_every_player_count_in_the_window(window, qtbot, players):
    from tarocchi.gui.autoplay import UiPlayer

    done = []
    window.controller.deal_finished.connect(lambda line: done.append(line))
    player = UiPlayer(window, "easy", players)
    options = dict(ADVANCED, straw_take=True) if players == 2 else ADVANCED
    window.start(MatchConfig(game="talon", players=players, seed=players, bot="easy", options=options))
    qtbot.waitUntil(lambda: bool(done), timeout=120_000)
    assert window.controller.state.is_terminal()


def test_talon_at_two_against_the_medium_player_in_the_window(window, qtbot, tmp_path):
    """The medium player's search plays the straw men in its playouts (8.2, 8.2.2): a deal at
    two through the window, the person's cards played through the table by the easy rules."""
    from tarocchi.gui.autoplay import UiPlayer

    done = []
    window.controller.deal_finished.connect(lambda line: done.append(line))
    player = UiPlayer(window, "easy", 2)
    window.start(MatchConfig(game="talon", players=2, seed=5, bot="medium",
                             options={"straw_tarocks_kings": True, "pagat_ultimo": True}))
    c = window.controller
    qtbot.waitUntil(lambda: len(c.state.tricks) >= 6 or bool(done), timeout=60_000)
    assert c.state.straw_left() or done  # the medium player played with straw cards left
    window.grab().save(str(tmp_path / "talon-two-medium.png"))
    qtbot.waitUntil(lambda: bool(done), timeout=180_000)
    assert window.controller.state.is_terminal() and not window.errors and player.actions


def reach_my_talon_choice(window, qtbot, players: int = 3) -> bool:
    """Bid as high as the panel allows until the person chooses from the talon."""
    c = window.controller
    for seed in range(1, 30):
        window.start(MatchConfig(game="talon", players=players, seed=seed, bot="easy"))
        while True:
            wait_turn(qtbot, window)
            view = c.view()
            if c.state.is_terminal():
                break
            if view.phase == "talon":
                return True
            if view.phase == "auction":
                bids = [a for a in view.legal if type(a) is Bid and a.name in ("duo", "preference", "uno")]
                action = bids[0] if bids else view.legal[0]
            else:
                break
            window.panel.button(c.describe(action)).click()
    return False


def test_talon_groups_are_framed_and_a_click_takes_one(window, qtbot):
    assert reach_my_talon_choice(window, qtbot)
    view = window.controller.view()
    parts = view.extra["talon_parts"]
    frames = window.marks.frames
    assert len(frames) == len(parts) and all(f.on_click is not None for f in frames)
    captions = [f.caption.text() if f.caption else "" for f in frames]
    if len(parts) == 2:
        assert captions == ["first three", "last three"]
    elif len(parts) == 3:
        assert captions == ["first two", "middle two", "last two"]
    before = len(window.controller.state.history)
    frames[-1].on_click()
    qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
    assert window.controller.state.history[before] == Take(len(parts) - 1)
    qtbot.waitUntil(lambda: not window.marks.frames, timeout=5000)


def test_my_laid_out_pagat_is_tagged_shown(window, qtbot):
    from tarocchi.gui.autoplay import UiPlayer

    c = window.controller
    player = UiPlayer(window, "easy", 1)
    c.human_turn.disconnect(player.play)
    options = {"announcements": True, "pagat_ultimo": True}
    for seed in range(1, 40):
        window.start(MatchConfig(game="talon", players=3, seed=seed, bot="easy", options=options))
        while True:
            wait_turn(qtbot, window)
            view = c.view()
            if c.state.is_terminal() or view.phase == "play":
                break
            if Declare("pagat-ultimo") in view.legal:
                window.panel.button(c.describe(Declare("pagat-ultimo"))).click()
                qtbot.waitUntil(lambda: bool(window.marks.tags), timeout=5000)
                assert [t.parentItem().card for t in window.marks.tags] == [56]
                assert c.view().table.exposed[0] == 1 << 56
                return
            player.play(view)
    pytest.skip("the person never held the pagat in the announcements")
