"""Fixtures for driving the real window offscreen."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TAROCCHI_HOME"] = tempfile.mkdtemp(prefix="tarocchi-gui-tests-")
atexit.register(shutil.rmtree, os.environ["TAROCCHI_HOME"], ignore_errors=True)

import pytest  # noqa: E402



@pytest.fixture
def window(qtbot, qapp):
    from tarocchi.app import make_app
    from tarocchi.gui.window import MainWindow

    make_app([])
    w = MainWindow()
    w.set_speed("off")
    w.controller.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.stop()
    w.controller.runner.wait(2000)
