"""Every registered game in the window: its end-of-deal summary and a deal played through
the window's own controls (the trick games) or the solitaire table (La Pyramide)."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.registry import games
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.dialogs import SummaryDialog, summary_rows

TRICK_GAMES = [(g.id, n) for g in games() if g.kind == "trick" for n in sorted(g.players)]


@pytest.mark.parametrize("game_id,players", TRICK_GAMES)
def test_summary_dialog_shows_every_games_result(window, qtbot, game_id, players):
    spec = next(g for g in games() if g.id == game_id)
    match = Match(spec, players, {}, [SeatInfo(f"P{i}") for i in range(players)], deals=3, seed=4)
    rng = random.Random(1)
    bot = make_bot("easy")
    for _ in range(3):
        state = match.new_deal()
        while state.to_move is not None:
            state.apply(decide(state, bot, rng))
        line = match.finish_deal(state)
        rows = summary_rows(line.summary, [s.name for s in match.seats])
        assert all(isinstance(label, str) and isinstance(value, str) for label, value in rows)
        dialog = SummaryDialog(line, match, window.faces, lambda name: name, window)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.close()


@pytest.mark.parametrize("game_id", sorted({g for g, _ in TRICK_GAMES} - {"french-tarot"}))
def test_a_deal_of_every_trick_game_in_the_window(window, qtbot, game_id):
    from tarocchi.gui.autoplay import UiPlayer

    spec = next(g for g in games() if g.id == game_id)
    done = []
    window.controller.deal_finished.connect(lambda line: done.append(line))
    player = UiPlayer(window, "easy", 3)
    window.start(MatchConfig(game=game_id, players=spec.default_players or spec.players[0], seed=2, bot="easy"))
    qtbot.waitUntil(lambda: bool(done), timeout=60_000)
    assert window.controller.state.is_terminal()
    assert done[0].scores == window.controller.match.sheet[0].scores
    assert player.actions >= 0


def test_la_pyramide_opens_from_the_main_window(window, qtbot):
    window.open_solitaire({"rows": 4}, deal=1234)
    solitaire = window._solitaires[-1]
    qtbot.waitExposed(solitaire)
    assert solitaire.table.state.spec.id == "la-pyramide"
    solitaire.close()


def test_scarecrow_face_up_straw_card_played_by_double_click(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from gui_helpers import reach_straw_turn
    from tarocchi.engine.actions import Play

    view, card = reach_straw_turn(qtbot, window)
    sprite = next(s for s in window.table.straw_sprites() if s.card == card)
    assert sprite.interactive and not sprite.dimmed
    before = len(window.controller.state.history)
    point = window.table.mapFromScene(sprite.mapToScene(sprite.card_rect().center()))
    QTest.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
    assert window.controller.state.history[before] == Play(card)
