"""Test configuration: offscreen Qt, and a private data folder for every test run."""

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "TAROCCHI_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="tarocchi-test-home-")
    os.environ["TAROCCHI_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)


#: the files that take longest (whole deals at normal animation speed in many windows); under
#: ``-n auto --dist loadfile`` they start first, each on its own process, while the rest of the
#: suite shares the other process, so the slowest file does not start last and set the wall time
LONGEST_FIRST = (
    "gui/test_brisk_play.py", "gui/test_monkey.py", "gui/test_board_keys.py", "gui/test_languages.py",
    "test_kernel.py", "gui/test_access.py",
)


def pytest_collection_modifyitems(session, config, items) -> None:
    """Run the longest files first (see ``LONGEST_FIRST``); the others keep their order."""

    def rank(item) -> int:
        path = item.nodeid.split("::", 1)[0]
        for i, name in enumerate(LONGEST_FIRST):
            if path.endswith(name):
                return i
        return len(LONGEST_FIRST)

    items.sort(key=rank)  # stable: the order within a file and among the rest is kept


@pytest.fixture
def counted_playouts(monkeypatch) -> list[int]:
    """The kernel's playouts counted from here on: ``counted_playouts[0]`` is their number."""
    from tarocchi.bots.kernel import Kernel

    playouts = [0]
    playout = Kernel.playout

    def counted(self, *args, **kwargs):
        playouts[0] += 1
        return playout(self, *args, **kwargs)

    monkeypatch.setattr(Kernel, "playout", counted)
    return playouts
