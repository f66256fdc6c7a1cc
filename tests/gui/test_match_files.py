"""Matches that last (issue 20): the autosave resumed after the process was killed mid-deal
(a trick game and La Pyramide), Save match as / Open match, refused saves kept aside, and
deal numbers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tarocchi.engine.match import Match, SeatInfo, deal_dealer
from tarocchi.engine.registry import get_game
from tarocchi.matchsave import AUTOSAVE, PYRAMIDE_AUTOSAVE, SaveError, read_save

pytestmark = pytest.mark.gui
APP = Path(__file__).resolve().parents[2] / "app"

TRICK_PLAYER = """
import json, sys
from PySide6.QtCore import QTimer
from tarocchi.app import make_app
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.window import MainWindow

app = make_app([])
w = MainWindow()
w.set_speed("off"); w.set_talon_hold("brief"); w.controller.bot_pause_ms = 0
w.show()
c = w.controller
STOP = int(sys.argv[1])

def turn(view):
    if c.match.sheet and len(c.state.history) >= STOP:  # mid-deal: tell, then wait to be killed
        print(json.dumps({"actions": [a.notation() for a in c.state.history], "seed": c.state.seed,
                          "sheet": len(c.match.sheet), "totals": c.match.totals()}), flush=True)
        return
    QTimer.singleShot(0, lambda: c.try_action(view.legal[0], 0))

c.human_turn.connect(turn)
c.deal_finished.connect(lambda line: QTimer.singleShot(0, w.next_deal))
w.start(MatchConfig(game=sys.argv[2], players=int(sys.argv[3]), seed=2024))
app.exec()
"""

PYRAMIDE_PLAYER = """
import json, sys
from tarocchi.app import make_app
from tarocchi.gui.solitaire import PyramidWindow

app = make_app([])
w = PyramidWindow(4321, speed=0.0, dialogs=False)
w.show()
for _ in range(int(sys.argv[1])):
    w.table.play(w.table.state.legal_actions()[-1])
w.table.hint()
print(json.dumps({"actions": [a.notation() for a in w.table.state.history], "hints": w.table.hints}), flush=True)
app.exec()
"""


def run_until_killed(script: str, home: Path, *args: str) -> dict:
    """Run ``script`` in a new process until it prints its position, then SIGKILL it."""
    env = {**os.environ, "TAROCCHI_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(APP) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script), *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        time.sleep(0.2)
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    return json.loads(line)


@pytest.mark.parametrize("game,players", [("french-tarot", 4), ("koenigrufen", 4)])
def test_resume_after_a_kill_in_the_middle_of_a_deal(window, qtbot, tmp_path, monkeypatch, game, players):
    told = run_until_killed(TRICK_PLAYER, tmp_path, "6", game, str(players))
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    window.start_remembered()  # offers the match left unfinished
    box = window.matchfiles.resume_box
    assert box is not None and "not finished" in box.text()
    box.button(box.StandardButton.Yes).click()
    c = window.controller
    qtbot.waitUntil(lambda: window.turn.active, timeout=20000)
    assert [a.notation() for a in c.state.history] == told["actions"]
    assert c.state.seed == told["seed"] and len(c.match.sheet) == told["sheet"]
    assert c.match.totals() == told["totals"] and c.config.game == game
    assert f"deal #{told['seed']}" in window.windowTitle()
    # it plays on from there, and the autosave follows every action
    c.try_action(c.view().legal[0], 0)
    saved = read_save(tmp_path / AUTOSAVE)
    assert [a.notation() for a in saved.state.history][:len(told["actions"]) + 1] == \
        [a.notation() for a in c.state.history][:len(told["actions"]) + 1]


def test_la_pyramide_resumes_after_a_kill(qtbot, tmp_path, monkeypatch):
    from tarocchi.gui.solitaire import PyramidWindow

    told = run_until_killed(PYRAMIDE_PLAYER, tmp_path, "5")
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    w = PyramidWindow(None, speed=0.0, dialogs=False, resume=True)
    qtbot.addWidget(w)
    assert w.table.deal == 4321 and w.table.hints == told["hints"]
    assert [a.notation() for a in w.table.state.history] == told["actions"]
    assert "deal #4321" in w.windowTitle()
    for _ in told["actions"]:  # every move before the kill can be taken back
        w.table.undo()
    assert w.table.state.history == [] and not w.table.can_undo()
    w.close()


def test_save_as_and_open_round_trip(window, qtbot, tmp_path):
    from tarocchi.gui.controller import MatchConfig

    window.start(MatchConfig(game="french-tarot", players=4, seed=77, names=["Ann", "Bob", "Cid", "Dee"]))
    qtbot.waitUntil(lambda: window.turn.active, timeout=20000)
    c = window.controller
    c.try_action(c.view().legal[-1], 0)  # the highest bid: the deal goes on
    qtbot.waitUntil(lambda: window.turn.active, timeout=20000)
    before = ([a.notation() for a in c.state.history], c.state.seed, c.names(), c.match.dealer)
    path = tmp_path / "evening.tarocchi-match.json"
    assert window.matchfiles.save_to(path) is None
    window.start(MatchConfig(game="tappen", players=3))  # another match meanwhile
    assert window.matchfiles.open_from(path) is None
    qtbot.waitUntil(lambda: c.state is not None and c.config.game == "french-tarot", timeout=20000)
    assert ([a.notation() for a in c.state.history], c.state.seed, c.names(), c.match.dealer) == before
    # the saved file, saved again, is the same file
    again = tmp_path / "again.json"
    window.matchfiles.save_to(again)
    assert json.loads(again.read_text()) == json.loads(path.read_text())


@pytest.mark.parametrize("content", ["{ not json", json.dumps({"format": "tarocchi-match", "version": 99,
                                                                "match": None, "deal": None}),
                                     json.dumps({"format": "tarocchi-match", "version": 1,
                                                 "match": {"game": "french-tarot"}, "deal": None})])
def test_a_bad_save_is_refused_and_kept(window, tmp_path, monkeypatch, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    problem = window.matchfiles.open_from(path)
    assert problem and "bad.json cannot be opened" in problem and path.read_text() == content
    # the autosave: refused with a message, kept aside, never overwritten
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    (tmp_path / AUTOSAVE).write_text(content)
    assert window.matchfiles.offer_resume() is False
    assert "kept as" in window.matchfiles.problem
    kept = list(tmp_path.glob(AUTOSAVE + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    if "99" in content:
        assert "newer Tarocchi" in window.matchfiles.problem


def test_a_bad_pyramide_save_is_kept_aside(qtbot, tmp_path, monkeypatch):
    from tarocchi.gui.solitaire import PyramidWindow

    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    (tmp_path / PYRAMIDE_AUTOSAVE).write_text("[1, 2")
    w = PyramidWindow(None, speed=0.0, dialogs=False, resume=True)
    qtbot.addWidget(w)
    assert "kept as" in w.statusBar().currentMessage() or list(tmp_path.glob(PYRAMIDE_AUTOSAVE + ".bad-*"))
    assert [p.read_text() for p in tmp_path.glob(PYRAMIDE_AUTOSAVE + ".bad-*")] == ["[1, 2"]
    w.close()


def test_a_deal_number_gives_the_same_hands_anywhere():
    """Two matches (two machines) with different seeds: deal number N deals the same cards to
    the same seats, N modulo the player count dealing."""
    for game, players in (("french-tarot", 4), ("french-tarot", 5), ("koenigrufen", 4), ("tappen", 3)):
        spec = get_game(game)
        here = Match(spec, players, {}, [SeatInfo(str(i)) for i in range(players)], seed=1)
        there = Match(spec, players, {}, [SeatInfo(str(i)) for i in range(players)], seed=99)
        number = here.new_deal().seed
        assert deal_dealer(number, players) == here.current.dealer
        again = there.play_number(number)
        assert again.deal_record() == here.current.deal_record() and again.dealer == here.current.dealer
    # the numbers of a match are its own, so a match replays
    a = Match(get_game("tappen"), 3, {}, [SeatInfo(str(i)) for i in range(3)], seed=5)
    b = Match(get_game("tappen"), 3, {}, [SeatInfo(str(i)) for i in range(3)], seed=5)
    assert a.new_deal().seed == b.new_deal().seed


def test_play_deal_number_in_the_window(window, qtbot):
    from tarocchi.gui.controller import MatchConfig

    window.start(MatchConfig(game="french-tarot", players=4, seed=3))
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
    window.controller.play_number(123457)
    state = window.controller.state
    assert state.seed == 123457 and state.dealer == 123457 % 4
    assert "deal #123457" in window.windowTitle()
    spec = get_game("french-tarot")
    assert state.deal_record() == spec.new_state(4, {}, dealer=1, seed=123457).deal_record()
