"""The window's thread asks for short time slices; a thinking process goes back to the
kernel's default (issue 14). Checked in threads of their own, which the request concerns."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tarocchi import scheduling
from tarocchi.scheduling import WINDOW_SLICE_NS, ask_short_slices


def thread_slice() -> int | None:
    """The calling thread's slice in nanoseconds, where Linux says it (6.6 and later)."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/sched") as f:
            for line in f:
                if line.startswith("se.slice"):
                    return int(line.split(":")[1])
    except OSError:
        pass
    return None


def in_a_thread(fn):
    out = []
    thread = threading.Thread(target=lambda: out.append(fn()))
    thread.start()
    thread.join()
    return out[0]


@pytest.mark.skipif(in_a_thread(thread_slice) is None, reason="the kernel does not show a thread's slice")
def test_a_thread_gets_the_short_slice_it_asks_for_and_the_default_back() -> None:
    def ask():
        ask_short_slices(0)  # this process may have asked already (the app's windows), and threads inherit it
        before = thread_slice()
        accepted = ask_short_slices()
        short = thread_slice()
        ask_short_slices(0)
        return before, accepted, short, thread_slice(), os.getpriority(os.PRIO_PROCESS, 0)

    before, accepted, short, again, nice = in_a_thread(ask)
    assert accepted
    if short == before:  # a kernel before 6.12 takes the request and keeps its own slice
        pytest.skip("the kernel keeps its own slice")
    assert short == WINDOW_SLICE_NS and again == before
    assert nice == os.getpriority(os.PRIO_PROCESS, 0)  # the niceness is kept


def test_elsewhere_nothing_is_asked(monkeypatch) -> None:
    monkeypatch.setattr(scheduling.sys, "platform", "win32")
    assert ask_short_slices() is False


@pytest.mark.skipif(in_a_thread(thread_slice) is None, reason="the kernel does not show a thread's slice")
def test_a_thinking_process_does_not_keep_the_windows_short_slice() -> None:
    """A worker started by the window inherits its slice, and asks for the default again."""
    probe = ("import sys, tarocchi.app as a; code = a.main(['--think-worker']); "
             "print([l for l in open('/proc/self/sched') if l.startswith('se.slice')][0].split(':')[1].strip(), "
             "file=sys.stderr); sys.exit(code)")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "app"))

    def run():
        if not ask_short_slices() or thread_slice() != WINDOW_SLICE_NS:
            return None
        return subprocess.run([sys.executable, "-c", probe], input="", capture_output=True, text=True,
                              timeout=120, env=env)

    out = in_a_thread(run)
    if out is None:
        pytest.skip("the kernel keeps its own slice")
    assert out.returncode == 0, out.stderr
    assert int(out.stderr.split()[-1]) != WINDOW_SLICE_NS
