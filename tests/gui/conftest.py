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



def _window(qtbot, speed: str):
    from tarocchi.app import make_app
    from tarocchi.gui.window import MainWindow

    make_app([])
    w = MainWindow()
    # the tests share one data folder: each window starts from the plain French deck, whatever
    # skin or card style an earlier test left in the settings
    if w.faces.skin != "french":
        w.set_skin("french")
    if w.four_colour_action.isChecked() or w.contrast_action.isChecked():
        w.set_four_colour(False)
        w.set_contrast(False)
    w.set_speed(speed)
    w.set_talon_hold("brief")  # the tests go on at once; a held talon has tests of its own
    w.controller.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    return w


def _close(w) -> None:
    w.controller.stop()
    w.controller.runner.wait(2000)


@pytest.fixture
def window(qtbot, qapp):
    """The main window with animations off (quick)."""
    w = _window(qtbot, "off")
    yield w
    _close(w)


@pytest.fixture
def normal_window(qtbot, qapp):
    """The main window with animations at normal speed, as a person has it."""
    w = _window(qtbot, "normal")
    yield w
    _close(w)
