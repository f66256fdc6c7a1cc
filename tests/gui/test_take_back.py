"""Practice undo (issue 20): Edit → Take back restores the position exactly, only in a
practice match, and the practice mark goes into the save and the records."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from gui_helpers import play_until, wait_turn
from tarocchi.gui.controller import MatchConfig
from tarocchi.matchsave import read_save

pytestmark = pytest.mark.gui


def position(window):
    c = window.controller
    view = c.view()
    return ([a.notation() for a in c.state.history], view.hand, view.legal, view.table, c.state.to_move,
            [s.name for s in c.match.seats], len(c.match.sheet))


def test_take_back_restores_the_position_exactly(window, qtbot, tmp_path):
    window.matchfiles.path = tmp_path / "autosave.json"
    window.start(MatchConfig(game="french-tarot", players=4, seed=41, practice=True))
    c = window.controller
    assert window.takeback.action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert not window.takeback.action.isEnabled()  # nothing done yet
    play_until(qtbot, window, lambda view: view.phase == "play" and view.table.tricks_played >= 2)
    before = position(window)
    c.try_action(c.view().legal[-1], 0)
    wait_turn(qtbot, window)
    assert position(window) != before and window.takeback.action.isEnabled()
    window.takeback.action.trigger()
    wait_turn(qtbot, window)
    assert position(window) == before
    assert window.turn.active and c.state.to_move == 0
    # the practice mark is in the autosave's match and in its deal's record
    saved = read_save(window.matchfiles.autosave_path())
    assert saved.match.practice and [a.notation() for a in saved.state.history] == before[0]
    assert window.dealfiles.deals()[0][1]["practice"] is True


def test_take_back_after_the_last_card_takes_the_deal_off_the_sheet(window, qtbot):
    window.auto = True
    window.start(MatchConfig(game="tappen", players=3, seed=9, practice=True))
    c = window.controller
    play_until(qtbot, window, lambda view: view.phase == "play" and view.hand.bit_count() == 1)
    before = position(window)
    c.try_action(c.view().legal[0], 0)
    qtbot.waitUntil(lambda: len(c.match.sheet) == 1, timeout=20000)
    assert c.match.sheet[0].record["practice"] is True
    assert window.takeback.take_back()
    wait_turn(qtbot, window)
    assert position(window) == before and c.match.sheet == []


def test_no_take_back_outside_practice(window, qtbot):
    window.start(MatchConfig(game="french-tarot", players=4, seed=41))
    c = window.controller
    wait_turn(qtbot, window)
    c.try_action(c.view().legal[0], 0)
    wait_turn(qtbot, window)
    history = list(c.state.history)
    assert not window.takeback.action.isEnabled()
    assert window.takeback.take_back() is False
    assert c.state.history == history and "practice match" in window.message.text()
