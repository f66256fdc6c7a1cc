"""The window and errors it did not expect: a failing computer player is replaced by the rules
player and the deal goes on; an exception in a slot or a thread is shown in a dialog with
details to copy and written to the log in the data folder; settings of any shape let the
window start."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from gui_helpers import wait_turn  # noqa: E402
from tarocchi.bots.base import BOT_LEVELS, Bot, make_bot  # noqa: E402
from tarocchi.gui import errors  # noqa: E402
from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.settings import Settings  # noqa: E402
from tarocchi.gui.thinkpool import ThinkPool  # noqa: E402


class Broken(Bot):
    """A computer player whose thinking fails every time."""

    def choose(self, decision):
        raise RuntimeError("the search fell over")


@pytest.fixture
def log_file(tmp_path):
    path = errors.setup_logging(tmp_path)
    yield path
    for handler in list(errors.log.handlers):
        if getattr(handler, "baseFilename", None) == str(path):
            errors.log.removeHandler(handler)
            handler.close()


def error_dialog(qtbot):
    """The error dialog once shown. A dialog of an earlier test went with that test's window
    (its parent), so the reporter's reference to it may be to a deleted object: not shown."""
    from shiboken6 import isValid
    reporter = errors.reporter()
    qtbot.waitUntil(lambda: reporter.dialog is not None and isValid(reporter.dialog)
                    and reporter.dialog.isVisible(), timeout=10_000)
    return reporter.dialog


def close_dialog() -> None:
    from shiboken6 import isValid
    reporter = errors.reporter()
    if reporter.dialog is not None and isValid(reporter.dialog):
        reporter.dialog.close()


def _failing_deal_goes_on(qtbot, window, bot: str, words: str) -> None:
    finished = []
    window.controller.deal_finished.connect(finished.append)
    window.start(MatchConfig(game="tappen", players=3, seed=3, bot=bot, human=False))
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    assert window.controller.state.is_terminal() and window.errors
    assert words in window.errors[0]
    dialog = error_dialog(qtbot)
    details = dialog.details.toPlainText()
    assert words in details and "Traceback" in details
    dialog.copy_button.click()
    assert words in QGuiApplication.clipboard().text()
    assert words in Path(log_file_of(window)).read_text()
    close_dialog()


def log_file_of(window) -> Path:
    return next(Path(h.baseFilename) for h in errors.log.handlers if hasattr(h, "baseFilename"))


def test_a_failing_computer_player_is_replaced_and_the_deal_goes_on(qtbot, window, log_file):
    """The worker process's search fails (here: a level it does not know): the rules player
    decides instead, and the error is shown with the worker's traceback."""
    _failing_deal_goes_on(qtbot, window, "no-such-player", "ValueError: unknown bot 'no-such-player'")


def test_in_threads_too_a_failing_computer_player_is_replaced(qtbot, window, log_file, monkeypatch):
    """When no thinking process can start, bots think in threads: failures are met alike."""
    pool = ThinkPool(command=("/nonexistent/tarocchi-worker", [], {}), parent=window)
    window.controller.runner.use_pool(pool)
    make_bot("medium")  # every level registered, so that none registers over the broken one
    monkeypatch.setitem(BOT_LEVELS, "medium", Broken)
    _failing_deal_goes_on(qtbot, window, "medium", "RuntimeError: the search fell over")
    assert not pool.use_processes and not pool.workers


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_or_a_thread_is_shown_and_logged(qtbot, window, log_file, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    errors.install()

    def slot() -> None:
        raise ValueError("a slot went wrong")

    QTimer.singleShot(0, slot)
    dialog = error_dialog(qtbot)
    assert "ValueError: a slot went wrong" in dialog.message.text()
    assert "Traceback" in dialog.details.toPlainText()
    thread = threading.Thread(target=lambda: 1 / 0)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: dialog.count == 2, timeout=10_000)  # added to the open dialog
    assert "ZeroDivisionError" in dialog.details.toPlainText()
    text = Path(log_file).read_text()
    assert "a slot went wrong" in text and "ZeroDivisionError" in text
    close_dialog()
    window.start(MatchConfig(players=4, seed=2))  # the window still plays
    wait_turn(qtbot, window)
    assert window.controller.state is not None


BAD_SETTINGS = r"""[view]
speed=a, b
skin=@Variant(\0\0\0\x7f)
contrast=maybe
[game]
new="{\"game\": 5, \"players\": [4], \"names\": {\"a\": 1}, \"options\": [[[[]]]], \"deals\": \"many\"}"
[window]
geometry=1, 2, 3
"""


def test_the_window_starts_with_settings_of_any_shape(qtbot, tmp_path, caplog, monkeypatch):
    from tarocchi.app import make_app
    from tarocchi.gui.window import MainWindow

    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))  # no match left unfinished to offer

    make_app([])
    path = tmp_path / "tarocchi.ini"
    path.write_text(BAD_SETTINGS)
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.restore_geometry()
    w.set_speed("off")
    w.controller.bot_pause_ms = 0
    w.show()
    w.start_remembered()
    wait_turn(qtbot, w)
    assert w.controller.config.game == "french-tarot" and settings.speed == "off"
    warned = " ".join(r.getMessage() for r in caplog.records if r.name == "tarocchi.settings")
    for key in ("view/contrast", "game/new.game", "game/new.players", "game/new.names", "window/geometry"):
        assert key in warned
    w.controller.stop()
    w.controller.runner.wait(2000)


def test_an_unparsable_settings_file_is_kept_aside(tmp_path):
    path = tmp_path / "tarocchi.ini"
    path.write_bytes(b"\xff\xfe\x00garbage\n[[[\n=\n")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    from tarocchi.gui.settings import keep_bad_file
    kept = keep_bad_file(settings.store)
    assert kept is not None and kept.read_bytes() == b"\xff\xfe\x00garbage\n[[[\n=\n"
    settings.speed = "fast"
    settings.sync()
    assert settings.speed == "fast" and kept.read_bytes().startswith(b"\xff\xfe")


def test_the_log_is_moved_aside_past_its_size_and_one_older_file_is_kept(tmp_path):
    import logging

    from tarocchi.gui.errors import RotatingLog

    handler = RotatingLog(tmp_path / "x.log", 200)
    record = logging.LogRecord("tarocchi", logging.WARNING, __file__, 1, "%s", ("w" * 150,), None)
    for _ in range(5):
        handler.emit(record)
    handler.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.log", "x.log.1"]
    assert (tmp_path / "x.log").stat().st_size < 400 and (tmp_path / "x.log.1").stat().st_size >= 200
