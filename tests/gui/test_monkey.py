"""The monkey in CI: 1,500 random actions on the real windows at normal animation speed, across
every game of the registry, in a fresh process (a crash ends that process, not the test run).

glibc's MALLOC_PERTURB_ fills freed memory with garbage, so that an object used after Qt or
Python freed it (issue 12: an animation deleted inside its own ``finished``) crashes at once
instead of now and then. The full run, 10,000 actions and more: tests/benchmarks/monkey.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarocchi.engine.registry import games

pytestmark = pytest.mark.gui
SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "monkey.py"


def test_monkey_1500_actions_no_crash_no_traceback_never_stuck(tmp_path):
    env = dict(os.environ, MALLOC_PERTURB_="165", TAROCCHI_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-X", "faulthandler", str(SCRIPT), "--actions", "1500", "--seed", "12",
                          "--json"], capture_output=True, text=True, timeout=900, env=env)
    assert out.returncode == 0, out.stderr[-4000:]
    assert "Traceback" not in out.stderr and "Fatal Python error" not in out.stderr, out.stderr[-4000:]
    figures = json.loads(out.stdout)
    assert figures["actions"] >= 1500
    assert figures["tracebacks"] == 0 and figures["stuck"] == 0 and figures["python_owned"] == 0, figures
    visited = {key.split("/")[0] for key in figures["games"]}
    assert visited >= {g.id for g in games() if g.kind in ("trick", "solitaire")}, figures["games"]
    assert figures["deals_completed"] >= 1, figures
