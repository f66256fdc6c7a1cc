"""Computer players think in worker processes (gui/thinkpool.py): the window's process runs no
search, a worker killed in the middle of a decision is replaced and the deal goes on, a new
deal or a closed window cancels the search, and the pool's end leaves no process behind."""

from __future__ import annotations

import os
import signal

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QThreadPool  # noqa: E402

from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.thinkpool import ThinkPool  # noqa: E402


@pytest.fixture
def pool(window):
    pool = ThinkPool(parent=window)
    window.controller.runner.use_pool(pool)
    yield pool
    pool.shutdown()


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_worker_killed_mid_decision_is_replaced_and_the_deal_goes_on(qtbot, window, pool):
    c = window.controller
    decided = []
    c.runner.decided.connect(lambda *a: decided.append(a))
    window.start(MatchConfig(game="french-tarot", players=4, seed=4, bot="hard", human=False))
    qtbot.waitUntil(lambda: len(decided) >= 2 and bool(pool.busy_pids()), timeout=60_000)
    assert QThreadPool.globalInstance().activeThreadCount() == 0  # no search in this process
    victim = pool.busy_pids()[0]
    os.kill(victim, signal.SIGKILL)
    qtbot.waitUntil(lambda: len(decided) >= 5, timeout=90_000)
    assert victim not in pool.worker_pids() and pool.started >= 2
    assert not window.errors and pool.use_processes
    qtbot.waitUntil(lambda: c.state.is_terminal() or len(c.state.history) >= 5, timeout=60_000)  # played on


def test_a_job_whose_workers_keep_dying_is_answered_by_the_rules_player(qtbot, window, pool):
    c = window.controller
    killed = []

    def kill_every_worker() -> None:
        for pid in pool.busy_pids():
            if pid not in killed:
                killed.append(pid)
                os.kill(pid, signal.SIGKILL)

    window.start(MatchConfig(game="tappen", players=3, seed=3, bot="hard", human=False))
    qtbot.waitUntil(lambda: (kill_every_worker() or len(killed) >= 3), timeout=90_000)
    qtbot.waitUntil(lambda: bool(window.errors), timeout=60_000)
    assert "thinking process stopped" in window.errors[0]
    history = len(c.state.history)
    qtbot.waitUntil(lambda: len(c.state.history) > history + 1 or c.state.is_terminal(), timeout=60_000)
    assert pool.use_processes  # the workers had started: they were killed, not unable to start


def test_a_new_deal_and_a_closed_window_cancel_the_search(qtbot, window, pool):
    c = window.controller
    window.start(MatchConfig(game="french-tarot", players=4, seed=6, bot="hard", human=False))
    qtbot.waitUntil(lambda: bool(pool.busy_pids()), timeout=60_000)
    window.start(MatchConfig(game="tappen", players=3, seed=1, bot="easy"))
    assert not c.runner._jobs
    qtbot.waitUntil(lambda: all(w.job is None for w in pool.workers), timeout=10_000)  # the search stopped
    window.start(MatchConfig(game="french-tarot", players=4, seed=6, bot="hard", human=False))
    qtbot.waitUntil(lambda: bool(pool.busy_pids()), timeout=60_000)
    window.close()
    assert pool.pending() == 0
    pids = pool.worker_pids()
    pool.shutdown()
    assert pids and not any(alive(pid) for pid in pids)
