"""The solitaire statistics file shared by windows and processes: no game lost, a bad file
kept aside and the game still counted, a read-only file reported and left as it is."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tarocchi.solitaire.stats import FILE_NAME, StatsError, StatsStore, check_stats
from tarocchi.storage import StorageError

APP = Path(__file__).resolve().parents[1] / "app"


def test_two_windows_count_every_game(tmp_path):
    """Two windows (two stores on one file, each loaded at its start) record in turns: each
    write starts from the file, not from what the window read at its start."""
    path = tmp_path / FILE_NAME
    first, second = StatsStore(path).load(), StatsStore(path).load()
    for i in range(5):
        first.record("la-pyramide", i, 10, won=True, cleared=False)
        second.record("la-pyramide", 100 + i, 20, won=False, cleared=False)
    data = json.loads(path.read_text())["games"]["la-pyramide"]
    assert data["played"] == 10 and data["won"] == 5 and len(data["deals"]) == 10
    assert second.summary("la-pyramide")["played"] == 10


RECORDER = """
import sys
from pathlib import Path
from tarocchi.solitaire.stats import StatsStore
store = StatsStore(Path(sys.argv[1])).load()
tag, games = int(sys.argv[2]), int(sys.argv[3])
for i in range(games):
    store.record("la-pyramide", tag * 1000 + i, i, won=i % 2 == 0, cleared=i % 3 == 0, hints=1)
"""


def test_two_processes_recording_at_once_lose_no_game(tmp_path):
    path = tmp_path / FILE_NAME
    env = dict(os.environ, PYTHONPATH=str(APP))
    games = 60
    procs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(path), str(tag), str(games)], env=env)
             for tag in (1, 2)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    data = check_stats(json.loads(path.read_text()))["games"]["la-pyramide"]
    assert data["played"] == 2 * games and data["hints"] == 2 * games
    assert len(data["deals"]) == 2 * games
    assert data["won"] == 2 * len(range(0, games, 2))
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME, FILE_NAME + ".lock"]


def test_a_file_lacking_fields_is_kept_aside_and_the_game_counted_anew(tmp_path):
    path = tmp_path / FILE_NAME
    store = StatsStore(path).load()
    store.record("la-pyramide", 1, 10, won=True, cleared=False)
    # meanwhile the file is changed into valid JSON of the wrong shape (a deal lacks "cleared")
    broken = {"version": 1, "games": {"la-pyramide": {
        "played": 1, "won": 1, "cleared": 0, "total_score": 10, "hints": 0, "streak": 1,
        "best_streak": 1, "best_score": 10, "deals": {"1": {"played": 1, "won": 1}}}}}
    text = json.dumps(broken)
    path.write_text(text)
    with pytest.raises(StatsError, match=r"deals.1.cleared: is missing") as err:
        store.record("la-pyramide", 2, 30, won=False, cleared=False)
    assert err.value.moved_to.read_text() == text  # kept byte for byte
    fresh = json.loads(path.read_text())["games"]["la-pyramide"]
    assert fresh["played"] == 1 and fresh["total_score"] == 30  # the game counted anew


@pytest.mark.parametrize("content, problem", [
    ({"version": 1, "games": {"la-pyramide": {"played": "many"}}}, "is missing"),
    ({"version": 1, "games": []}, "games: must be an object"),
    ({"version": 2, "games": {}}, "version: is 2"),
    ([], "must be an object"),
])
def test_files_of_the_wrong_shape_are_refused_with_a_reason(tmp_path, content, problem):
    path = tmp_path / FILE_NAME
    path.write_text(json.dumps(content))
    with pytest.raises(StatsError, match=problem):
        StatsStore(path).load()
    assert not path.exists()


def test_a_read_only_file_is_reported_and_left_as_it_is(tmp_path):
    path = tmp_path / FILE_NAME
    StatsStore(path).load().record("la-pyramide", 1, 10, won=True, cleared=True)
    os.chmod(path, 0o444)
    before = path.read_bytes()
    store = StatsStore(path).load()
    with pytest.raises(StorageError, match="read-only"):
        store.record("la-pyramide", 2, 10, won=True, cleared=True)
    assert path.read_bytes() == before and stat.S_IMODE(os.stat(path).st_mode) == 0o444


def test_the_summary_gives_the_clear_rate_beside_the_win_rate(tmp_path):
    store = StatsStore(tmp_path / FILE_NAME).load()
    for cleared in (True, False, False, False):
        store.record("la-pyramide", None, 10, won=True, cleared=cleared)
    s = store.summary("la-pyramide")
    assert (s["clear_rate"], s["win_rate"]) == (0.25, 1.0)


def test_statistics_in_a_read_only_folder_are_read_and_the_write_refused(tmp_path):
    folder = tmp_path / "data"
    path = folder / FILE_NAME
    StatsStore(path).load().record("la-pyramide", 1, 10, won=True, cleared=True)
    (folder / (FILE_NAME + ".lock")).unlink()
    os.chmod(folder, 0o555)
    try:
        if os.access(folder, os.W_OK):  # root writes anyway: nothing to test here
            pytest.skip("the folder stays writable for this user")
        store = StatsStore(path).load()
        assert store.summary("la-pyramide")["played"] == 1
        with pytest.raises(StorageError):
            store.record("la-pyramide", 2, 10, won=True, cleared=True)
    finally:
        os.chmod(folder, 0o755)
