"""A fast start (issue 14): the first paint comes before the first deal and loads no skins'
drawing code, dialogs, bots or rules engine (the engine's cards aside);
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
window.after_first_paint(window.start_remembered)  # as the app starts: the deal after the first paint
seen = []  # at each paint of the table: whether a match had started, the pictures drawn or read so far
at_paint = {}
class Paints(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            if not seen:  # the first paint: what it loaded, and whether PySide built its Qt namespace
                at_paint["loaded"] = [m for m in MODULES + ENGINE + LATER if m in sys.modules]
                at_paint["qt_namespace"] = "Qt" in vars(sys.modules["PySide6.QtCore"])
                at_paint["stage"] = window._stage  # the rest of the window comes after this paint
            started = "controller" in vars(window) and window.controller.match is not None  # (asks for no part)
            seen.append((started, window.faces.drawn + (window.faces.cache.loaded if started else 0)))
            if seen[-1][1]:
                QTimer.singleShot(0, app.quit)  # cards were painted
        return False
MODULES = ("tarocchi.skins.face", "tarocchi.skins.backs", "tarocchi.skins.render", "tarocchi.gui.dialogs",
           "tarocchi.bots.kernel", "tarocchi.bots.montecarlo", "xml.sax.saxutils")
ENGINE = ("tarocchi.engine.actions", "tarocchi.engine.events", "tarocchi.engine.protocol", "tarocchi.engine.match",
          "tarocchi.engine.words", "tarocchi.bots.base", "tarocchi.bots.worker", "tarocchi.matchsave",
          "tarocchi.deallog", "hashlib")
LATER = ("tarocchi.gui.controller", "tarocchi.gui.controls", "tarocchi.gui.preferences", "tarocchi.gui.aids",
         "tarocchi.gui.errors", "tarocchi.gui.dealfiles", "tarocchi.gui.matchfiles", "tarocchi.gui.cardcache")
probe = Paints()
window.table.viewport().installEventFilter(probe)
window.show()
QTimer.singleShot(60_000, lambda: app.exit(1))
app.exec()
loaded = [m for m in MODULES if m in sys.modules]
print(json.dumps({"drawn": window.faces.drawn, "loaded": loaded, "from_disk": window.faces.cache.loaded,
                  "first_paint": seen[0], "at_first_paint": at_paint["loaded"], "stage": at_paint["stage"],
                  "qt_namespace_at_first_paint": at_paint["qt_namespace"]}))
window.controller.stop()
"""


def first_paint(home: Path) -> dict:
    env = dict(os.environ, TAROCCHI_HOME=str(home), PYTHONPATH=str(APP), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", FIRST_PAINT], capture_output=True, text=True, timeout=180, env=env)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_first_deal_comes_after_the_first_paint_and_a_second_start_draws_no_svg(tmp_path):
    first = first_paint(tmp_path)
    assert first["first_paint"] == [False, 0]  # the felt first: no match started, no card drawn
    assert first["at_first_paint"] == []  # no SVG code, dialogs, bots, rules engine, menus' items … before it
    assert first["stage"] == "frame"  # the window's felt, menus' titles and status bar: the rest after it
    assert not first["qt_namespace_at_first_paint"]  # nor PySide's Qt namespace, 93 enums (qtutil.Qt)
    assert first["drawn"] >= 1 and "tarocchi.skins.render" in first["loaded"]  # then dealt: drawn (empty cache)
    assert not {"tarocchi.gui.dialogs", "tarocchi.bots.kernel", "xml.sax.saxutils"} & set(first["loaded"])
    for save in tmp_path.rglob("*autosave*.json"):  # a new match again, not the resume offer
        save.unlink()
    second = first_paint(tmp_path)
    assert second["first_paint"] == [False, 0]
    assert second["drawn"] == 0 and second["from_disk"] >= 1  # the cards of the disk cache
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


def test_the_start_ups_stand_ins_for_qts_enums_do_what_the_enums_do(qapp):
    """qtutil's set_enum, solid_brush and fit_in_view (which keep PySide's Qt namespace unbuilt
    until after the first paint) set, make and fit exactly as the calls naming Qt's enums."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel

    from tarocchi.gui.qtutil import Qt as lazy_qt, fit_in_view, set_enum, solid_brush

    assert lazy_qt.FocusPolicy is Qt.FocusPolicy and lazy_qt.Key.Key_Enter == Qt.Key.Key_Enter
    label = QLabel()
    set_enum(label, "alignment", "AlignCenter")
    set_enum(label, "focusPolicy", "StrongFocus")
    assert label.alignment() == Qt.AlignmentFlag.AlignCenter and label.focusPolicy() == Qt.FocusPolicy.StrongFocus
    with pytest.raises(ValueError):
        set_enum(label, "focusPolicy", "NoSuchPolicy")
    colour = QColor(235, 245, 235, 215)
    assert solid_brush(colour) == QBrush(colour)
    for size, scene_rect in (((784, 707), QRectF(0, 0, 1600, 1000)), ((1400, 450), QRectF(0, 0, 3000, 1000)),
                             ((300, 900), QRectF(10, 20, 800, 600))):
        views = []
        for fit in (lambda v, r: v.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio), fit_in_view):
            view = QGraphicsView(QGraphicsScene(scene_rect))
            view.resize(*size)
            view.scale(0.3, 0.7)  # an earlier fit, undone by the next
            fit(view, scene_rect)
            views.append(view)
        assert views[0].transform() == views[1].transform()
        assert views[0].mapFromScene(scene_rect.center()) == views[1].mapFromScene(scene_rect.center())


def test_the_levels_a_person_may_choose_are_known_without_loading_the_bots():
    make_bot("easy")
    assert all(level in BOT_LEVELS for level in PLAYER_LEVELS)
    from tarocchi.gui.dialogs import bot_levels
    assert bot_levels() == list(PLAYER_LEVELS)


def watch_paints(window, seen) -> None:
    """Call ``seen()`` at every paint of ``window``'s table (a filter the window owns)."""
    from PySide6.QtCore import QEvent, QObject

    class Paints(QObject):
        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                seen()
            return False

    window.table.viewport().installEventFilter(Paints(window))


def test_a_callback_after_the_first_paint_runs_once_the_table_is_painted(qtbot, qapp, monkeypatch):
    from tarocchi.gui import window as window_module
    from tarocchi.gui.window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    order: list = []
    watch_paints(w, lambda: order.append("paint"))
    w.after_first_paint(lambda: order.append(("deal", w._stage)))
    assert order == []  # not at once: the window has not been painted
    w.show()
    qtbot.waitUntil(lambda: ("deal", "complete") in order, timeout=10_000)
    assert order.index("paint") < order.index(("deal", "complete"))  # the window completed before any callback
    w.after_first_paint(lambda: order.append("again"))  # once painted: through the event loop
    assert "again" not in order
    qtbot.waitUntil(lambda: "again" in order, timeout=5_000)
    assert order.count(("deal", "complete")) == 1

    monkeypatch.setattr(window_module, "FIRST_PAINT_WAIT_MS", 50)
    hidden = MainWindow()  # never shown, never painted: it goes on after the wait
    qtbot.addWidget(hidden)
    later: list[str] = []
    hidden.after_first_paint(lambda: later.append("deal"))
    qtbot.waitUntil(lambda: later == ["deal"], timeout=5_000)


def test_a_thinking_computer_players_plate_glows_steady_and_the_persons_pulses(normal_window, qtbot):
    from tarocchi.gui.controller import MatchConfig

    w = normal_window
    thinking: list[tuple[bool, bool]] = []

    def watch(seat: int) -> None:  # after the window's own slot
        plate = w.table.plates[seat]
        thinking.append((plate.active, plate.pulsing()))

    w.controller.thinking.connect(watch)
    w.start(MatchConfig(players=4, seed=3))
    qtbot.waitUntil(lambda: w.turn.active and not w.animator.busy, timeout=60_000)
    mine = w.table.plates[w.controller.my_seat]
    assert mine.active and mine.pulsing()  # your move
    if not thinking:  # the person bids first: pass, and watch the next seat think
        w.turn._act(w.controller.view().legal[0])
        qtbot.waitUntil(lambda: bool(thinking), timeout=60_000)
    assert thinking and all(active and not pulsing for active, pulsing in thinking)


def test_the_glow_of_the_seat_to_move_pulses_without_drawing_its_plate_again(normal_window, qtbot, monkeypatch):
    from tarocchi.gui.controller import MatchConfig
    from tarocchi.gui.plate import NamePlate

    w = normal_window
    w.start(MatchConfig(players=4, seed=3))
    qtbot.waitUntil(lambda: w.turn.active and not w.animator.busy, timeout=60_000)
    plate = w.table.plates[w.controller.my_seat]
    assert plate.pulsing() and plate.halo.isVisible()
    w.table.viewport().repaint()  # the plate in its cache
    drawn: list[NamePlate] = []
    paint = NamePlate.paint
    monkeypatch.setattr(NamePlate, "paint", lambda self, *args: (drawn.append(self), paint(self, *args))[1])
    opacities = set()
    for t in (0.1, 0.3, 0.5):
        plate._pulse_step(t)
        w.table.viewport().repaint()
        opacities.add(round(plate.halo.opacity(), 2))
    assert len(opacities) == 3 and max(opacities) == 1.0  # the glow changes ...
    assert plate not in drawn  # ... and the plate is blitted from its cache, not drawn again


def test_the_window_is_complete_in_the_first_turn_after_its_first_paint_and_its_shortcuts_work(qtbot, qapp):
    """The menus' items, the controller and the rest come right after the first paint
    (MainWindow.complete): a shortcut works before any menu was opened; a part asked for
    sooner completes the window at once."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tarocchi.gui.window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    stages: list[str] = []
    watch_paints(w, lambda: stages.append(w._stage))
    assert w._stage == "frame" and [a.text() for a in w.menuBar().actions()] == ["&Game", "&Edit", "&View", "&Help"]
    assert all(not a.menu().actions() for a in w.menuBar().actions())  # the titles alone
    w.show()
    qtbot.waitUntil(lambda: w._stage == "complete", timeout=10_000)
    assert stages and stages[0] == "frame"  # painted first
    assert all(a.menu().actions() for a in w.menuBar().actions())
    opened: list[str] = []
    w.choose_game = lambda welcome=False: opened.append("chooser")  # Game → New… (Ctrl+N), no menu opened
    w.activateWindow()
    QTest.keyClick(w.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert opened == ["chooser"]

    other = MainWindow()  # never shown: a part asked for completes it at once
    qtbot.addWidget(other)
    assert other._stage == "frame"
    assert other.controller.match is None and other._stage == "complete"
    assert other.four_colour_action.isCheckable()


def test_the_parts_built_later_are_the_ones_the_window_names(qtbot):
    """``MainWindow.LATER`` lists what :meth:`complete` builds, so that asking for any of them
    before completes the window: a part added to ``complete`` and not to the list would be
    missing (an AttributeError) until the window is completed."""
    from tarocchi.gui.window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    before = set(w.__dict__)
    w.complete()
    built = {name for name in set(w.__dict__) - before if not name.startswith("_")}
    assert built == MainWindow.LATER
