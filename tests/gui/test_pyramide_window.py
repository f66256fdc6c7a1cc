"""The La Pyramide window, driven by mouse events offscreen: click and drag captures, the
deck, undo and redo, hints, the solver and autoplay, and the statistics file."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from tarocchi.engine.actions import Draw, Pair  # noqa: E402
from tarocchi.engine.cards import parse_card  # noqa: E402
from tarocchi.engine.games._pyramide_solver import solve  # noqa: E402
from tarocchi.engine.registry import get_game  # noqa: E402
from tarocchi.gui.solitaire import PyramidWindow, run_self_test  # noqa: E402
from tarocchi.gui.solitaire.board import CAPTURE_AT  # noqa: E402
from tarocchi.solitaire.stats import FILE_NAME, StatsError, StatsStore  # noqa: E402

pytestmark = pytest.mark.gui
SPEC = get_game("la-pyramide")
LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    w = PyramidWindow(1234, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    w.resize(1200, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(w: PyramidWindow, point: QPoint) -> None:
    QTest.mouseClick(w.table.board.viewport(), LEFT, NONE, point)


def drag(w: PyramidWindow, start: QPoint, end: QPoint) -> None:
    vp = w.table.board.viewport()
    QTest.mousePress(vp, LEFT, NONE, start)
    QTest.mouseMove(vp, start + QPoint(12, 12))
    QTest.mouseMove(vp, (start + end) / 2)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, LEFT, NONE, end)


def play_by_mouse(w: PyramidWindow, action, use_drag: bool) -> None:
    board = w.table.board
    before = len(w.table.state.history)
    if type(action) is Draw:
        click(w, board.deck_point())
    elif action.second is None:
        click(w, board.card_point(action.first))
    elif use_drag:
        drag(w, board.card_point(action.first), board.card_point(action.second))
    else:
        click(w, board.card_point(action.first))
        click(w, board.card_point(action.second))
    assert len(w.table.state.history) == before + 1, f"{action.notation()} was not played"
    assert w.table.state.history[-1] in (action, Pair(action.second, action.first)
                                         if type(action) is Pair and action.second is not None else action)


def test_play_a_deal_by_drag_and_click_then_statistics(window, home):
    line = solve(SPEC.new_state(1, seed=1234)).line
    for i, action in enumerate(line):
        play_by_mouse(window, action, use_drag=i % 2 == 0)
    state = window.table.state
    assert state.over and state.cleared
    assert "cleared" in window.table.board.banner.text().lower()
    data = json.loads((home / FILE_NAME).read_text())
    game = data["games"]["la-pyramide"]
    assert game["played"] == 1 and game["won"] == 1 and game["cleared"] == 1
    assert game["best_score"] == state.score() and game["streak"] == 1
    assert game["deals"]["1234"]["won"] == 1
    # a deal begun when the window closes is kept for the next time, not counted yet;
    # the next window that does not resume it counts it once, as lost
    window.table.new_game(77)
    window.table.play(window.table.state.legal_actions()[0])
    window.close()
    assert json.loads((home / FILE_NAME).read_text())["games"]["la-pyramide"]["played"] == 1
    later = PyramidWindow(None, speed=0.0, dialogs=False, resume=False)
    later.close()
    game = json.loads((home / FILE_NAME).read_text())["games"]["la-pyramide"]
    assert game["played"] == 2 and game["won"] == 1 and game["streak"] == 0 and game["best_streak"] == 1
    assert set(game["deals"]) == {"1234", "77"}


def test_drawing_by_clicking_the_deck(qtbot, home):
    # find a deal whose first move is a draw
    deal = next(d for d in range(1, 500) if SPEC.new_state(1, seed=d).legal_actions() == [Draw()])
    w = PyramidWindow(deal, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    click(w, w.table.board.deck_point())
    st = w.table.state
    assert st.history == [Draw()] and (st.drawn is not None or st.over)
    if st.drawn is not None:
        assert w.table.board.sprites[st.drawn].face_up


def test_an_illegal_pair_is_refused_with_the_rule(window):
    st = window.table.state
    free = [c for c in st.free_cards()]
    a, b = next((a, b) for a in free for b in free if a != b and st.check(Pair(a, b)) is not None)
    click(window, window.table.board.card_point(a))
    assert window.table.selected == a
    click(window, window.table.board.card_point(b))
    assert st.history == []
    assert window.statusBar().currentMessage()  # the rule, in words
    # a refused drag goes back home
    drag(window, window.table.board.card_point(a), window.table.board.card_point(b))
    assert st.history == []
    sprite = window.table.board.sprites[a]
    qtbot_wait_idle(window)
    assert sprite.pos() == sprite.home


def qtbot_wait_idle(w: PyramidWindow) -> None:
    from PySide6.QtWidgets import QApplication
    for _ in range(100):
        QApplication.processEvents()
        if not w.table.animator.busy:
            QTest.qWait(250)
            return
        QTest.qWait(10)


def test_undo_and_redo_without_limit(window):
    t = window.table
    line = solve(SPEC.new_state(1, seed=1234)).line
    snapshots = [(list(t.state.heights), t.state.deck_pos, list(t.state.captured))]
    for action in line[:12]:
        assert t.play(action)
        snapshots.append((list(t.state.heights), t.state.deck_pos, list(t.state.captured)))
    for k in range(12, 0, -1):
        window.act_undo.trigger()
        assert (t.state.heights, t.state.deck_pos, t.state.captured) == snapshots[k - 1]
    assert not window.act_undo.isEnabled() and window.act_redo.isEnabled()
    for k in range(1, 8):
        window.act_redo.trigger()
        assert (t.state.heights, t.state.deck_pos, t.state.captured) == snapshots[k]
    # the board follows: captured cards sit on the capture pile, face up
    for c in t.state.captured:
        sprite = t.board.sprites[c]
        assert abs(sprite.x() - CAPTURE_AT.x()) < 3 and sprite.face_up
    # a different move drops the redo line
    t.undo()
    while len(t.state.legal_actions()) < 2:
        t.undo()
    redo_next = t.redo_stack[-1][0]
    t.play(next(a for a in t.state.legal_actions() if a != redo_next))
    assert not t.can_redo()
    t.restart()
    assert t.state.history == [] and t.state.stacks == SPEC.new_state(1, seed=1234).stacks


def test_captures_fly_to_the_capture_pile(qtbot, home):
    w = PyramidWindow(1234, speed=1.0, dialogs=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    t = w.table
    action = solve(t.state).line[0]
    t.play(action)
    assert t.animator.busy
    qtbot.waitUntil(lambda: not t.animator.busy, timeout=5000)
    for c in (action.first, action.second):
        assert abs(t.board.sprites[c].x() - CAPTURE_AT.x()) < 3


def test_hint_is_counted_and_highlights(window, home):
    t = window.table
    action = t.hint()
    assert t.hints == 1
    cards = {action.first, action.second} - {None}
    assert all(t.board.sprites[c].focused for c in cards)
    assert t.state.check(action) is None
    t.hint()
    assert t.hints == 2 and t.state.score() == 0 and t.state.history == []  # free of charge
    t.new_game(5)  # nothing played: not counted
    assert not (home / FILE_NAME).exists()


def test_winning_line_and_autoplay(qtbot, window):
    t = window.table
    with qtbot.waitSignal(t.solved, timeout=30000) as blocker:
        window.show_winning_line()
    solution = blocker.args[0]
    assert solution.solvable is True and t.winning_line == solution.line
    t.autoplay.setInterval(1)
    t.start_autoplay()
    qtbot.waitUntil(lambda: t.state.over, timeout=30000)
    assert t.state.cleared and not t.autoplay.isActive()


def test_self_test_plays_a_deal_by_clicks(home):
    out = run_self_test(1234)
    assert out["ok"] and out["won"] and out["recorded_games"] == 1, out
    assert not (home / FILE_NAME).exists()  # the self-test never touches the player's statistics


# --- the statistics file ----------------------------------------------------------------------------

def test_bad_statistics_file_is_reported_and_kept_aside(qtbot, home):
    bad = home / FILE_NAME
    bad.write_text("{ this is not json", encoding="utf-8")
    w = PyramidWindow(1234, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    assert w.table.stats_error and "kept as" in w.table.stats_error
    assert "not valid JSON" in w.statusBar().currentMessage()
    kept = list(home.glob(FILE_NAME + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{ this is not json"
    for action in solve(w.table.state).line:
        w.table.play(action)
    assert json.loads(bad.read_text())["games"]["la-pyramide"]["played"] == 1
    assert kept[0].read_text() == "{ this is not json"


def test_statistics_with_the_wrong_shape_are_kept_aside(home):
    path = home / FILE_NAME
    path.write_text(json.dumps({"version": 1, "games": {"la-pyramide": {"played": "many"}}}))
    store = StatsStore(path)
    with pytest.raises(StatsError) as err:
        store.load()
    assert err.value.moved_to is not None and err.value.moved_to.exists()
    assert not path.exists() and store.summary("la-pyramide")["played"] == 0


def test_unreadable_statistics_are_never_overwritten(home, monkeypatch):
    path = home / FILE_NAME
    path.write_text("{}")
    store = StatsStore(path)

    def refuse(*args, **kwargs):
        raise PermissionError("denied")

    monkeypatch.setattr("tarocchi.storage.os.replace", refuse)
    with pytest.raises(StatsError) as err:
        store.load()
    assert "will not be saved" in str(err.value) and store.read_only
    monkeypatch.undo()
    store.record("la-pyramide", 1, 10, won=False, cleared=False)
    assert path.read_text() == "{}"


def test_statistics_tallies_and_atomic_write(home):
    path = home / FILE_NAME
    store = StatsStore(path).load()
    store.record("la-pyramide", 5, 100, won=True, cleared=False, hints=2)
    store.record("la-pyramide", 5, 150, won=True, cleared=True)
    store.record("la-pyramide", 9, 40, won=False, cleared=False)
    s = StatsStore(path).load().summary("la-pyramide")
    assert (s["played"], s["won"], s["cleared"], s["best_score"], s["hints"]) == (3, 2, 1, 150, 2)
    assert s["average_score"] == pytest.approx(290 / 3) and s["win_rate"] == pytest.approx(2 / 3)
    assert (s["streak"], s["best_streak"]) == (0, 2)
    assert s["deals"]["5"] == {"played": 2, "won": 2, "cleared": 1, "best_score": 150}
    assert [p.name for p in home.iterdir() if p.name.endswith(".tmp")] == []


def test_stats_dialog_and_rules_open(window):
    from tarocchi.gui.solitaire.dialogs import RulesDialog, StatsDialog, help_text
    assert "| King | 14 |" in help_text()
    RulesDialog(window).close()
    StatsDialog(window.table.store, "la-pyramide", 1234, window).close()
    assert parse_card("KH") >= 0


def test_two_windows_keep_two_games(qtbot, home):
    """Each open window has its own autosave: playing in both loses neither game, and the
    next two windows resume one each; a closed window's save goes to the next window."""
    from tarocchi.matchsave import PYRAMIDE_AUTOSAVE, read_save

    first = PyramidWindow(101, speed=0.0, dialogs=False)
    second = PyramidWindow(202, speed=0.0, dialogs=False)
    for w in (first, second):
        qtbot.addWidget(w)
        w.show()
    for _ in range(2):  # moves in both, interleaved
        for w in (first, second):
            w.table.play(w.table.state.legal_actions()[0])
    assert first.table.save_path() != second.table.save_path()
    saves = {read_save(w.table.save_path()).state.seed: [a.notation() for a in read_save(w.table.save_path())
                                                          .state.history] for w in (first, second)}
    assert saves == {w.table.deal: [a.notation() for a in w.table.state.history] for w in (first, second)}
    assert first.table.save_path() == home / PYRAMIDE_AUTOSAVE
    first.grab().save(str(home / "first-window.png"))
    second.grab().save(str(home / "second-window.png"))
    first.close()
    second.close()
    resumed = [PyramidWindow(None, speed=0.0, dialogs=False, resume=True) for _ in range(2)]
    for w in resumed:
        qtbot.addWidget(w)
    assert sorted(w.table.deal for w in resumed) == [101, 202]
    assert all(len(w.table.state.history) == 2 for w in resumed)
    for w in resumed:
        w.close()
    # one window alone resumes a game left in either save: none lingers unseen
    (home / PYRAMIDE_AUTOSAVE).unlink()
    alone = PyramidWindow(None, speed=0.0, dialogs=False, resume=True)
    qtbot.addWidget(alone)
    assert alone.table.deal in (101, 202) and len(alone.table.state.history) == 2
    alone.close()
