"""Statistics of the matches in the window (issue 20): a deal played in the window is counted
for the person, two windows recording at once lose nothing, a corrupt statistics file is
refused with a message and kept aside."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tarocchi.matchstats import FILE_NAME, MatchStatsStore
from tests.gui.gui_helpers import play_until, start

pytestmark = pytest.mark.gui


def finish_deal(qtbot, window) -> None:
    """Play the deal in progress to its end and until it is written on the sheet."""
    written = len(window.controller.match.sheet)
    play_until(qtbot, window, lambda view: False, timeout_s=120)
    qtbot.waitUntil(lambda: len(window.controller.match.sheet) > written, timeout=20_000)


def use_store(window, path) -> MatchStatsStore:
    window.stats._store = MatchStatsStore(path).load()
    return window.stats._store


def test_statistics_after_a_deal_played_in_the_window(window, qtbot, tmp_path):
    use_store(window, tmp_path / FILE_NAME)
    start(window, game="french-tarot", players=4, seed=11)
    finish_deal(qtbot, window)
    line = window.last_line
    t = MatchStatsStore(tmp_path / FILE_NAME).load().tally("french-tarot", 4, "You")
    if line.annulled:
        assert t["deals"] == 0
        return
    assert t["deals"] == 1 and t["total_score"] == line.scores[0] and t["best"] == t["worst"] == line.scores[0]
    taker = line.summary["taker"]
    if taker == 0:  # the person's contract, by its name in the game
        (contract,) = t["contracts"].values()
        assert contract["taken"] == 1 and contract["made"] == int(line.summary["made"])
        assert contract["name"].startswith("Guard") or contract["name"].startswith("Take")
    else:
        assert t["contracts"] == {}


def test_two_windows_recording_at_once_lose_nothing(qtbot, qapp, tmp_path):
    from tests.gui.conftest import _close, _window

    path = tmp_path / FILE_NAME
    first, second = _window(qtbot, "off"), _window(qtbot, "off")
    try:
        for w in (first, second):
            use_store(w, path)  # both read the file at their start
        start(first, game="scarto", players=3, seed=5)
        start(second, game="scarto", players=3, seed=6, names=["Ada"])
        for _ in range(2):
            for w in (first, second):
                finish_deal(qtbot, w)
            for w in (first, second):
                w.next_deal()
        store = MatchStatsStore(path).load()
        assert store.tally("scarto", 3, "You")["deals"] == 2
        assert store.tally("scarto", 3, "Ada")["deals"] == 2
    finally:
        _close(first)
        _close(second)


def test_a_corrupt_statistics_file_is_refused_with_a_message_and_kept_aside(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    (tmp_path / FILE_NAME).write_text('{"version": 1, "games": {"scarto": 7}}')
    window.stats._store = None  # read when first needed, from the data folder
    window.stats.dialogs = True
    start(window, game="scarto", players=3, seed=5)
    finish_deal(qtbot, window)
    assert "could not be used" in window.stats.last_problem and "kept as" in window.stats.last_problem
    box = window.findChild(QMessageBox, "stats-problem")
    assert "kept as" in box.text()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(FILE_NAME + ".bad-")]
    assert len(kept) == 1 and kept[0].read_text() == '{"version": 1, "games": {"scarto": 7}}'
    assert MatchStatsStore(tmp_path / FILE_NAME).load().tally("scarto", 3, "You")["deals"] == 1  # counted anew
    box.close()


def test_the_statistics_window_shows_the_deal_and_resets_the_game(window, qtbot, tmp_path):
    use_store(window, tmp_path / FILE_NAME)
    start(window, game="scarto", players=3, seed=5)
    finish_deal(qtbot, window)
    line = window.last_line
    dialog = window.show_statistics()
    qtbot.waitExposed(dialog)
    assert dialog.game.currentData() == "scarto" and dialog.person.currentData() == "You"
    rows = dict(dialog.rows)
    assert rows["Deals played"] == "1" and rows["Contracts taken"] == "0"  # Scarto has no contracts
    (series,) = dialog.match_chart.series  # this match: the person's running score
    assert list(series.values) == [line.scores[0]]
    assert dialog.time_chart.series[0].values == [line.scores[0]]
    dialog.grab().save(str(tmp_path / "stats.png"))
    dialog.reset()
    assert dict(dialog.rows)["Deals played"] == "0"
    assert MatchStatsStore(tmp_path / FILE_NAME).load().player_counts("scarto") == []
    dialog.game.setCurrentIndex(dialog.game.findData("la-pyramide"))  # the solitaires' own figures
    assert dialog.players_label.text() == "Variant" and "Games played" in dict(dialog.rows)
    dialog.close()


def test_a_game_of_the_shard_is_counted_as_a_deal_and_a_match(qtbot, tmp_path):
    import random

    from tarocchi.engine.games.the_shard import SPEC
    from tarocchi.gui.board import ShardWindow

    w = ShardWindow(3, "easy", {"rounds": 2}, seed=9, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    w.stats._store = MatchStatsStore(tmp_path / FILE_NAME).load()
    state, rng = SPEC.new_state(3, {"rounds": 2}, seed=5), random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    w.table.load(state)  # a finished game: counted once, for the person only
    t = MatchStatsStore(tmp_path / FILE_NAME).load().tally("the-shard", 3, "You")
    assert (t["deals"], t["matches"], t["total_score"]) == (1, 1, state.scores()[0])
    assert t["matches_won"] == (0 in state.result()["winners"])
    assert MatchStatsStore(tmp_path / FILE_NAME).load().people("the-shard", 3) == ["You"]
    dialog = w.show_statistics()  # the same statistics window, The Shard chosen
    assert dialog.game.currentData() == "the-shard" and dict(dialog.rows)["Deals played"] == "1"
    dialog.close()
    w.close()


def test_a_practice_match_is_counted_apart(window, qtbot, tmp_path):
    use_store(window, tmp_path / FILE_NAME)
    start(window, game="scarto", players=3, seed=8)
    window.controller.match.practice = True  # open hands, taking moves back: set by the practice mode
    finish_deal(qtbot, window)
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    assert store.tally("scarto", 3, "You")["deals"] == 0
    assert store.tally("scarto", 3, "You", practice=True)["deals"] == 1
    dialog = window.show_statistics()
    dialog.practice.setChecked(True)
    assert dict(dialog.rows)["Deals played"] == "1" and len(dialog.match_chart.series) == 1
    dialog.practice.setChecked(False)
    assert dict(dialog.rows)["Deals played"] == "0" and dialog.match_chart.series == []
    dialog.close()


def test_a_deal_played_again_is_counted_as_practice(window, qtbot, tmp_path):
    use_store(window, tmp_path / FILE_NAME)
    start(window, game="scarto", players=3, seed=9)
    finish_deal(qtbot, window)
    first = window.last_line.scores[0]
    window.controller.restart_deal()  # the same cards again: the first play stays counted
    finish_deal(qtbot, window)
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    assert store.tally("scarto", 3, "You")["total_score"] == first and store.tally("scarto", 3, "You")["deals"] == 1
    assert store.tally("scarto", 3, "You", practice=True)["deals"] == 1
