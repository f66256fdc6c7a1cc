"""A fast start (issue 14): the first paint loads no skins' drawing code, dialogs or bots;
card pictures are cached on disk by skin, size and version, so a second start draws no SVG;
a bad cache file is ignored and drawn again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from tarocchi.bots.base import BOT_LEVELS, PLAYER_LEVELS, make_bot  # noqa: E402
from tarocchi.gui.cardcache import CardCache  # noqa: E402
from tarocchi.gui.faces import Faces  # noqa: E402

APP = Path(__file__).resolve().parents[2] / "app"

FIRST_PAINT = r"""
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from tarocchi.app import make_app
from tarocchi.gui.window import MainWindow
app = make_app(sys.argv[:1])
window = MainWindow()
seen = []
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not seen:
            seen.append(1)
            QTimer.singleShot(0, app.quit)
        return False
probe = FirstPaint()
window.table.viewport().installEventFilter(probe)
window.show()
window.start_remembered()
app.exec()
loaded = [m for m in ("tarocchi.skins.face", "tarocchi.skins.backs", "tarocchi.skins.render", "tarocchi.gui.dialogs",
                      "tarocchi.bots.kernel", "tarocchi.bots.montecarlo", "xml.sax.saxutils") if m in sys.modules]
print(json.dumps({"drawn": window.faces.drawn, "loaded": loaded, "from_disk": window.faces.cache.loaded}))
window.controller.stop()
"""


def first_paint(home: Path) -> dict:
    env = dict(os.environ, TAROCCHI_HOME=str(home), PYTHONPATH=str(APP), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", FIRST_PAINT], capture_output=True, text=True, timeout=180, env=env)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_second_start_draws_no_svg_and_the_first_paint_loads_only_what_it_needs(tmp_path):
    first = first_paint(tmp_path)
    assert first["drawn"] >= 1 and "tarocchi.skins.render" in first["loaded"]  # an empty cache: drawn
    assert not {"tarocchi.gui.dialogs", "tarocchi.bots.kernel", "xml.sax.saxutils"} & set(first["loaded"])
    for save in tmp_path.rglob("*autosave*.json"):  # a new match again, not the resume offer
        save.unlink()
    second = first_paint(tmp_path)
    assert second["drawn"] == 0 and second["from_disk"] >= 1
    assert second["loaded"] == []  # no SVG code, no dialogs, no bots, no xml


def test_pictures_come_back_from_disk_alike_and_a_bad_file_is_drawn_again(qapp, tmp_path):
    cache = CardCache(tmp_path, version="test")
    faces = Faces("italian", cache=cache)
    drawn = faces.pixmap(21, 120, 1.0).toImage()
    back = faces.pixmap(None, 120, 1.0).toImage()
    assert faces.drawn == 2 and cache.saved == 2
    again = Faces("italian", cache=CardCache(tmp_path, version="test"))
    assert again.pixmap(21, 120, 1.0).toImage() == drawn and again.pixmap(None, 120, 1.0).toImage() == back
    assert again.drawn == 0
    path = cache.path(("italian", False, None, 21, 120, 1.0))
    path.write_bytes(b"not a picture")  # a damaged file
    third = Faces("italian", cache=CardCache(tmp_path, version="test"))
    assert third.pixmap(21, 120, 1.0).toImage() == drawn and third.drawn == 1
    assert CardCache(tmp_path, version="test").load(("italian", False, None, 21, 120, 1.0),
                                                     drawn.width(), drawn.height()) is not None  # written anew
    assert not list(path.parent.glob(".card-*"))  # no temporary file left
    other = Faces("italian", cache=CardCache(tmp_path, version="other"))  # another version draws its own
    other.pixmap(21, 120, 1.0)
    assert other.drawn == 1
    other.cache.prune()
    assert [p.name for p in tmp_path.iterdir()] == ["other"]


def test_the_levels_a_person_may_choose_are_known_without_loading_the_bots():
    make_bot("easy")
    assert all(level in BOT_LEVELS for level in PLAYER_LEVELS)
    from tarocchi.gui.dialogs import bot_levels
    assert bot_levels() == list(PLAYER_LEVELS)
