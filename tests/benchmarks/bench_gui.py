"""Benchmarks of the table window against bare Qt floors, on a busy machine (figures printed,
nothing asserted).

Run: ``nice -n 10 python tests/benchmarks/bench_gui.py [--runs 15] [--turns 24] [--rounds 5] [--no-hog]
[--only launch|animation|skin|pause …] [--instructions]``

The benchmark first starts a CPU hog on every core (``--no-hog``: none), then measures each
figure and its floor in the same run, under that load (issue 14):

1. launch to first paint, process start to the first painted table (``tarocchi
   --startup-probe``), with an empty card cache (cold) and with the cache of an earlier start
   (warm), against a bare PySide6 window (QMainWindow + QGraphicsView) started the same way;
   target: cold <= 1.5x, warm <= 1.3x the bare window; the first deal comes after that
   paint, so the time to the first paint with cards is printed too (no floor);
   ``--instructions`` (Linux, with valgrind) also counts the instructions each executes to
   its first paint under callgrind, a figure no load changes (a minute or two more);
2. the animation's frame rate with all 78 cards of a French Tarot deal crossing the table
   (and turning over), against a bare QGraphicsView (Qt's default render hints) with 78
   plain opaque pixmaps (smooth transformation) crossing and turning the same way, in
   turns (``--rounds`` of ``--seconds`` each; the median of the rounds' ratios);
   target >= 0.9x; the window thread's CPU time per frame of each is printed too, and the
   whole process's (Qt's raster engine paints large areas in threads of its own);
3. a skin switch to its first paint with a warm cache (the skin's pictures on disk, none in
   memory), and with the pictures in memory; target <= 100 ms; printed beside it, the
   window thread's CPU time in the switch and (Linux) the time it spent runnable but waiting
   for a processor, which is the load's share of the wall time, not the window's;
4. the longest pause of the window's event loop while a hard player thinks: a 5 ms QTimer
   records the gaps between its ticks over ``--turns`` decisions of hard players in every
   seat (the gaps wholly within a player's thinking; those at its edges, where the window
   applies the last move and asks for the next, and those of the animations are printed
   apart); target <= 20 ms beyond the tick. Its floor: a bare PySide6 window in a process
   of its own (QMainWindow and an empty QGraphicsView, the kernel's default time slice)
   whose same 5 ms QTimer is all it does, under the same hogs and for as long (half before, half after): what the machine's
   scheduling alone costs any program; printed too, this window's own event loop idle as
   long. Then the sum of the gaps over 20 ms split into the window thread's own CPU time,
   its time runnable but waiting for a processor (Linux's schedstat) and the rest (asleep
   or blocked). ``BENCH_DEBUG=1`` prints every gap over 20 ms so split.

The benchmark waits in the event loop (``QEventLoop``), as the app does, never by polling.
"""

from __future__ import annotations

import argparse
import atexit
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TAROCCHI_HOME", tempfile.mkdtemp(prefix="tarocchi-bench-"))
APP = str(Path(__file__).resolve().parents[2] / "app")
os.environ["PYTHONPATH"] = os.pathsep.join([APP] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
sys.path.insert(0, APP)

WIDTH, HEIGHT = 1280, 820
MOVING_CARDS = 78

#: The floor of the start: a bare window with an empty graphics view, timed like the app's probe.
BARE_WINDOW = r"""
import os, sys, time
def process_start():
    with open("/proc/self/stat") as f:
        ticks = int(f.read().rsplit(")", 1)[1].split()[19])
    return time.time() - (time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK"))
start = process_start()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
view = QGraphicsView(QGraphicsScene(0, 0, 1600, 1000))
window.setCentralWidget(view)
window.resize(%d, %d)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            QTimer.singleShot(0, lambda: (print(f"{time.time() - start:.3f}"), app.quit()))
        return False
probe = FirstPaint()
view.viewport().installEventFilter(probe)
window.show()
sys.exit(app.exec())
""" % (WIDTH, HEIGHT)


# --- the load ---------------------------------------------------------------------------------
def start_hogs(count: int) -> list[subprocess.Popen]:
    """``count`` processes that spin a core each until stopped."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    atexit.register(stop_hogs, hogs)
    return hogs


def stop_hogs(hogs: list[subprocess.Popen]) -> None:
    for hog in hogs:
        if hog.poll() is None:
            hog.kill()
            hog.wait()


def load_average() -> str:
    try:
        return "load average %.1f %.1f %.1f" % os.getloadavg()
    except OSError:
        return "load average unknown"


# --- 1. launch to first paint ---------------------------------------------------------------
#: Launches compile no source: Python's bytecode is kept under this folder, as an installed
#: app has its bytecode (the first launches of each kind write it).
PYCACHE = tempfile.mkdtemp(prefix="tarocchi-bench-pyc-")


def first_paint(command: list[str], home: str) -> tuple[float, float | None]:
    """(seconds to the first paint, to the first paint with cards: the app's probe prints
    both, the bare window the first)."""
    env = dict(os.environ, TAROCCHI_HOME=home, PYTHONPYCACHEPREFIX=PYCACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for save in Path(home).glob("*autosave*.json"):  # a new match each time (no resume offer): dealt
        save.unlink()
    out = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    lines = out.stdout.strip().splitlines()
    return float(lines[0]), (float(lines[1]) if len(lines) > 1 and lines[1] != "-" else None)


def launches(runs: int, warm_home: str) -> dict[str, list[float]]:
    """Seconds to the first paint of the bare window and of Tarocchi (cold, warm: with the data
    folder ``warm_home``), and of Tarocchi to its first cards ("cold cards", "warm cards"),
    every run."""
    app = [sys.executable, "-m", "tarocchi.app", "--startup-probe"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    for _ in range(2):  # bytecode for both, the warm folder's card cache
        first_paint(bare, warm_home)
        first_paint(app, warm_home)
    times: dict[str, list[float]] = {"bare": [], "cold": [], "warm": [], "cold cards": [], "warm cards": []}
    for _ in range(runs):  # interleaved, so that the three meet the same load
        times["bare"].append(first_paint(bare, warm_home)[0])
        for kind, home in (("cold", tempfile.mkdtemp(prefix="tarocchi-bench-cold-")), ("warm", warm_home)):
            painted, cards = first_paint(app, home)
            times[kind].append(painted)
            if cards is not None:
                times[kind + " cards"].append(cards)
    return times


#: Tarocchi's start as ``--startup-probe`` makes it, ended at the first paint (instruction counts).
APP_FIRST_PAINT = r"""
import os, sys
from tarocchi import app
from tarocchi.gui.window import MainWindow
after = MainWindow.after_first_paint
MainWindow.after_first_paint = lambda self, callback: after(self, lambda: (sys.stdout.flush(), os._exit(0)))
sys.exit(app.main(["--startup-probe"]))
"""


def instructions(home: str) -> dict[str, int]:
    """Instructions executed to the first paint (valgrind's callgrind) by the bare window and
    by Tarocchi with a warm cache, both with their bytecode compiled; {} without valgrind."""
    import re
    import shutil

    if shutil.which("valgrind") is None:
        return {}
    env = dict(os.environ, TAROCCHI_HOME=home, PYTHONPYCACHEPREFIX=PYCACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = {}
    for name, code in (("bare", BARE_WINDOW.replace("app.quit()", "sys.stdout.flush(), os._exit(0)")),
                       ("Tarocchi", APP_FIRST_PAINT)):
        command = [sys.executable, "-c", code]
        subprocess.run(command, capture_output=True, timeout=120, env=env)  # its bytecode
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                             capture_output=True, text=True, timeout=1800, env=env)
        found = re.search(r"Collected : (\d+)", run.stderr)
        if found is None:
            raise RuntimeError(run.stderr[-2000:])
        out[name] = int(found.group(1))
    return out


# --- helpers ---------------------------------------------------------------------------------------
_SCHEDSTAT: dict[int, int | None] = {}  #: thread id: its schedstat file, kept open


def run_queue_ms() -> float | None:
    """The ms this thread has spent runnable but waiting for a processor (Linux's
    ``/proc/<pid>/task/<tid>/schedstat``), None elsewhere: wall time less CPU time less this
    is the time it was blocked (a read, a sleep, a lock); this is the scheduler's share. The
    file is opened once and read again in place (a tick's reading costs microseconds)."""
    import threading

    tid = threading.get_native_id()
    if tid not in _SCHEDSTAT:
        try:
            _SCHEDSTAT[tid] = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
        except OSError:
            _SCHEDSTAT[tid] = None
    fd = _SCHEDSTAT[tid]
    if fd is None:
        return None
    try:
        return int(os.pread(fd, 128, 0).split()[1]) / 1e6
    except (OSError, ValueError, IndexError):
        return None


def wait(app, predicate, timeout: float = 60.0) -> None:
    """Run the event loop until ``predicate()`` (checked every 10 ms) holds: the loop sleeps
    between events as the app's own does, rather than polling (a thread that wakes every
    millisecond is not what the scheduler sees of a window)."""
    from PySide6.QtCore import QEventLoop, QTimer

    if predicate():
        return
    end = time.monotonic() + timeout
    loop = QEventLoop()
    failed = []

    def check() -> None:
        if predicate():
            loop.quit()
        elif time.monotonic() > end:
            failed.append(True)
            loop.quit()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(check)
    timer.start()
    loop.exec()
    timer.stop()
    if failed:
        raise TimeoutError


class PaintClock:
    """Records the time of every paint event of a widget."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.times: list[float] = []
        times = self.times

        class Filter(QObject):
            def eventFilter(self, obj, event) -> bool:
                if event.type() == QEvent.Type.Paint:
                    times.append(time.perf_counter())
                return False

        self.filter = Filter()
        self.widget = widget
        widget.installEventFilter(self.filter)

    def remove(self) -> None:
        self.widget.removeEventFilter(self.filter)


def frame_rate(app, clock: PaintClock, start, seconds: float) -> tuple[float, float, float]:
    """(frames per second while the animation ``start()`` starts runs for ``seconds``, ms of
    the window thread's CPU time a frame took, everything counted: stepping the animation
    and painting; and ms of the whole process's: Qt's raster engine fills and blends large
    areas in a pool of threads of its own)."""
    clock.times.clear()
    t0, cpu0, all0 = time.perf_counter(), time.thread_time(), time.process_time()
    anim = start()
    wait(app, lambda: time.perf_counter() - t0 >= seconds)
    frames = max(1, len(clock.times))
    fps = len(clock.times) / (time.perf_counter() - t0)
    cpu, process = ((time.thread_time() - cpu0) * 1000 / frames, (time.process_time() - all0) * 1000 / frames)
    anim.stop()
    return fps, cpu, process


def deal_window(app):
    from tarocchi.gui.controller import MatchConfig
    from tarocchi.gui.window import MainWindow

    window = MainWindow()
    window.resize(WIDTH, HEIGHT)
    window.set_speed("off")
    window.show()
    window.start(MatchConfig(players=4, seed=3))
    wait(app, lambda: window.turn.active and not window.animator.busy)
    return window


# --- 2. animation ---------------------------------------------------------------------------------
def table_crossing(app):
    """(the table window, its paint clock, ``cross(ms)``: every card crosses the table, turning
    over, the group started; cards moving)."""
    from tarocchi.gui.animator import Animator
    from tarocchi.gui.layout import Place

    window = deal_window(app)
    table = window.table
    sprites = table.visible_sprites()
    clock = PaintClock(table.viewport())
    window.animator.speed = 1.0
    lay = table.layout

    def cross(ms: float):
        anims = []
        for s in sprites:
            dest = Place(lay.width - s.x(), lay.height * 0.9 - s.y() * 0.8, s.rotation() + 180, s.scale(),
                         s.zValue())
            anims.append(window.animator.move(s, dest, ms, flip=1.0 - s.flip))
        group = Animator.together(anims)
        group.start()
        return group

    warm = cross(400)  # once over, so that every face is ready as in a game (drawn or from disk)
    wait(app, lambda: warm.state() == warm.State.Stopped, 120)
    return window, clock, cross, len(sprites)


def bare_crossing(app, count: int = MOVING_CARDS):
    """(a bare QGraphicsView with ``count`` plain pixmaps, its paint clock, ``cross(ms)``:
    they cross it turning, the animation started): the floor of the animation."""
    from PySide6.QtCore import QPointF, QVariantAnimation, Qt
    from PySide6.QtGui import QColor, QPixmap
    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QMainWindow

    window = QMainWindow()
    scene = QGraphicsScene(0, 0, WIDTH, HEIGHT, window)
    view = QGraphicsView(scene)  # Qt's default hints; the pixmaps drawn smoothly, as cards need
    view.setBackgroundBrush(QColor("#1e5a3a"))
    window.setCentralWidget(view)
    window.resize(WIDTH, HEIGHT)
    window.show()
    pix = QPixmap(101, 180)
    pix.fill(QColor("#fbf7ec"))
    items = []
    for i in range(count):
        item = QGraphicsPixmapItem(pix)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setPos(40 + (i % 26) * 44, 60 + (i // 26) * 220)
        scene.addItem(item)
        items.append((item, item.pos()))
    app.processEvents()

    def step(t) -> None:
        for item, home in items:
            item.setPos(QPointF(home.x() + (WIDTH - 2 * home.x()) * t, home.y() + (HEIGHT * 0.5 - home.y()) * t))
            item.setRotation(180 * t)

    def cross(ms: float):
        anim = QVariantAnimation(window)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(ms))
        anim.valueChanged.connect(step)
        anim.start()
        return anim

    return window, PaintClock(view.viewport()), cross


def animation_rounds(app, seconds: float, rounds: int) -> dict:
    """The floor and the table animated in turns (floor, table, floor, table …), ``seconds``
    each, so that both meet the same load: every round's frame rates and CPU times per frame,
    and the cards moving."""
    bare, bare_clock, bare_cross = bare_crossing(app)
    table, table_clock, table_cross, cards = table_crossing(app)
    out = {"bare": [], "table": [], "cards": cards}
    for _ in range(rounds):
        out["bare"].append(frame_rate(app, bare_clock, lambda: bare_cross(seconds * 1000), seconds))
        out["table"].append(frame_rate(app, table_clock, lambda: table_cross(seconds * 1000), seconds))
    for clock, window in ((bare_clock, bare), (table_clock, table)):
        clock.remove()
        window.close()
    return out


# --- 3. skin switch ---------------------------------------------------------------------------------
def skin_switch(app, repeats: int = 5) -> tuple[float, float, float, float, float | None]:
    """(ms to the first paint after a skin switch: never drawn before, pictures on disk only,
    pictures in memory; medians of ``repeats``; the window thread's CPU ms of the switch
    from disk, which the load does not stretch; and the ms of it the thread waited for a
    processor, runnable: the scheduler's share, None where it cannot be read)."""
    from tarocchi.gui import sprite

    window = deal_window(app)
    viewport = window.table.viewport()
    cpu: list[float] = []
    queued: list[float | None] = []

    def switch(skin: str) -> float:
        """ms from the choice of the skin to the end of the table's paint in it."""
        wait(app, lambda: not window.animator.busy)
        app.processEvents()
        t0, c0, q0 = time.perf_counter(), time.thread_time(), run_queue_ms()
        window.set_skin(skin)
        viewport.repaint()
        cpu.append((time.thread_time() - c0) * 1000)
        q1 = run_queue_ms()
        queued.append(None if q0 is None or q1 is None else q1 - q0)
        return (time.perf_counter() - t0) * 1000

    first = switch("waite")  # drawn from SVG (unless an earlier run left it on disk)
    disk, memory, disk_cpu, disk_queued = [], [], [], []
    for _ in range(repeats):
        switch("french")
        window.faces.forget_memory()  # what a new start has: the disk cache only
        sprite.forget_pictures(shadows=False)  # the same in every skin: a running window has them
        disk.append(switch("waite"))
        disk_cpu.append(cpu[-1])
        disk_queued.append(queued[-1])
        switch("french")
        memory.append(switch("waite"))
    window.set_skin("french")
    window.close()
    waited = None if None in disk_queued else statistics.median(disk_queued)
    return first, statistics.median(disk), statistics.median(memory), statistics.median(disk_cpu), waited


# --- 4. the event loop while bots think -----------------------------------------------------------
class Ticks:
    """A 5 ms QTimer's gaps beyond the tick, ms. A gap is "on" when ``on()`` held at both of
    its ticks (wholly within, say, a player's thinking), an "edge" when at one of them only
    (the window applied the last move and asked for the next one in it)."""

    TICK = 5

    def __init__(self, on=lambda: True) -> None:
        from PySide6.QtCore import QTimer

        self.on = on
        self.gaps: list[float] = []  #: wholly while on
        self.edges: list[float] = []  #: begun or ended while on
        self.all: list[float] = []  #: every gap
        self.seconds = 0.0  #: time spent on
        self.timer = QTimer()
        self.timer.setInterval(self.TICK)
        self.timer.timeout.connect(self._tick)
        self.last = self.cpu = self.t0 = 0.0
        self.was_on = False
        self.queued: float | None = None
        #: over the gaps of more than 20 ms while on: their ms, the window thread's CPU ms in
        #: them, and its ms waiting for a processor (None where it cannot be read)
        self.long = [0.0, 0.0, 0.0]
        self.long_count = 0

    def start(self) -> None:
        self.last, self.cpu, self.queued = time.perf_counter(), time.thread_time(), run_queue_ms()
        self.t0 = self.t0 or self.last
        self.was_on = self.on()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now, used, queued = time.perf_counter(), time.thread_time(), run_queue_ms()
        gap, busy = (now - self.last) * 1000 - self.TICK, (used - self.cpu) * 1000
        waited = None if queued is None or self.queued is None else queued - self.queued
        self.all.append(gap)
        on, was_on = self.on(), self.was_on
        if on and was_on:
            self.gaps.append(gap)
            self.seconds += now - self.last
            if gap > 20:
                self.long_count += 1
                for i, x in enumerate(((now - self.last) * 1000, busy, waited or 0.0)):
                    self.long[i] += x
        elif on or was_on:
            self.edges.append(gap)
        if gap > 20 and (on or was_on) and os.environ.get("BENCH_DEBUG"):
            queue = "" if waited is None else f", {waited:.0f} ms waiting for a processor"
            where = "within" if on and was_on else "at an edge of"
            print(f"  gap {gap:.0f} ms {where} the time watched ({busy:.0f} ms of it on the window's thread"
                  f"{queue}) at {now - self.t0:.1f} s", file=sys.stderr)
        self.last, self.cpu, self.queued, self.was_on = now, used, queued, on

    def long_summary(self) -> str:
        """Where the time of the gaps over 20 ms went: the window's own work, waiting for a
        processor, and the rest (blocked)."""
        return long_summary(self.long_count, *self.long, self.queued is not None)

    def as_json(self) -> dict:
        return {"gaps": self.gaps, "seconds": self.seconds, "long": self.long, "long_count": self.long_count,
                "schedstat": self.queued is not None}


def long_summary(count: int, wall: float, busy: float, waited: float, schedstat: bool = True) -> str:
    if not count:
        return "no gap over 20 ms"
    rest = "" if not schedstat else (f", {waited:.0f} ms waiting for a processor (runnable), "
                                     f"{max(0.0, wall - busy - waited):.0f} ms blocked or asleep")
    return f"{count} gaps over 20 ms, {wall:.0f} ms in all: {busy:.0f} ms the window thread's CPU{rest}"


def pause_summary(gaps: list[float]) -> str:
    """The longest gap and the 99th percentile, ms beyond the tick."""
    p99 = statistics.quantiles(gaps, n=100)[98] if len(gaps) > 1 else max(gaps, default=0.0)
    return f"longest {max(gaps, default=0.0):.1f} ms, 99th percentile {p99:.1f} ms, {len(gaps)} ticks"


def thinking_ticks(app, bot: str, turns: int, speed: str = "fast") -> tuple[Ticks, int]:
    """The event loop's ticks while ``bot`` players in every seat think (on) and while the
    table animates their moves; and the decisions watched."""
    from PySide6.QtCore import QTimer

    from tarocchi.gui.controller import MatchConfig
    from tarocchi.gui.window import MainWindow

    window = MainWindow(auto=True)
    window.resize(WIDTH, HEIGHT)
    window.set_speed(speed)
    window.show()
    c = window.controller
    thinking = {"on": False, "turns": 0}

    def started(seat) -> None:
        thinking["on"] = True
        thinking["turns"] += 1

    c.thinking.connect(started)
    c.runner.decided.connect(lambda *a: thinking.__setitem__("on", False))
    ticks = Ticks(lambda: thinking["on"])
    done = []
    c.deal_finished.connect(lambda line: done.append(line) if not line.annulled else QTimer.singleShot(0, c.next_deal))
    window.start(MatchConfig(players=4, seed=5, bot=bot, human=False))
    wait(app, lambda: not window.animator.busy or bool(done), 30)
    ticks.start()
    wait(app, lambda: bool(done) or thinking["turns"] > turns, 900)
    ticks.stop()
    c.stop()
    window.close()
    return ticks, min(thinking["turns"], turns)


def idle_ticks(app, seconds: float, ticks: Ticks | None = None) -> Ticks:
    """An event loop with nothing else to do for ``seconds``: the machine's own floor under
    the pause figure (scheduling on a busy machine). Given ``ticks``, adds to them."""
    ticks = ticks or Ticks()
    ticks.start()
    end = time.perf_counter() + seconds
    wait(app, lambda: time.perf_counter() >= end)
    ticks.stop()
    return ticks


BARE_TICKS = "--bare-ticks"  #: the option that makes this script the bare window of the pause's floor


def bare_ticks_main(seconds: float) -> int:
    """The floor of the pause in a process of its own: a bare PySide6 window (QMainWindow and
    an empty QGraphicsView) whose 5 ms QTimer is all it does, for ``seconds``; prints its
    ticks as JSON."""
    import json

    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    try:  # started by a process that asked for short time slices, which children inherit: the default
        from tarocchi.scheduling import ask_short_slices
        ask_short_slices(0)
    except ImportError:  # a checkout from before tarocchi/scheduling.py
        pass
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QGraphicsView(QGraphicsScene(0, 0, 1600, 1000)))
    window.resize(WIDTH, HEIGHT)
    window.show()
    app.processEvents()
    print(json.dumps(idle_ticks(app, seconds).as_json()))
    return 0


def bare_ticks(seconds: float) -> dict:
    """The bare window's ticks for ``seconds`` (:func:`bare_ticks_main`, a new process)."""
    import json

    env = dict(os.environ, PYTHONPYCACHEPREFIX=PYCACHE)
    out = subprocess.run([sys.executable, __file__, BARE_TICKS, str(seconds)], capture_output=True, text=True,
                         timeout=seconds + 120, env=env)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    return json.loads(out.stdout.strip().splitlines()[-1])


def pauses(app, turns: int) -> tuple[dict, Ticks, Ticks, int]:
    """(the bare window's ticks, the app's idle ticks, the ticks while hard players think,
    decisions): both floors are measured for as long as the players thought, half before and
    half after, so that all three meet the same load."""
    before = 5.0
    bare = bare_ticks(before)
    floor = idle_ticks(app, before)
    think, decisions = thinking_ticks(app, "hard", turns)
    after = max(before, think.seconds - before)
    idle_ticks(app, after, floor)
    more = bare_ticks(after)
    bare["gaps"] += more["gaps"]
    bare["seconds"] += more["seconds"]
    bare["long"] = [x + y for x, y in zip(bare["long"], more["long"])]
    bare["long_count"] += more["long_count"]
    return bare, floor, think, decisions


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT MET"


PARTS = ("launch", "animation", "skin", "pause")  #: the figures, in the order they are measured


def main() -> int:
    if sys.argv[1:2] == [BARE_TICKS]:
        return bare_ticks_main(float(sys.argv[2]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15,
                        help="starts of each kind (under the hogs a start swings by half its time: medians of 5 starts gave warm 1.24x to 2.08x the bare window within an hour)")
    parser.add_argument("--turns", type=int, default=24, help="hard players' decisions watched")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each animation")
    parser.add_argument("--rounds", type=int, default=5, help="animations of the floor and the table, in turns")
    parser.add_argument("--no-hog", action="store_true", help="no CPU hog (an idle machine's figures)")
    parser.add_argument("--only", choices=PARTS, action="append", help="only this figure (repeatable)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the instructions to the first paint under callgrind (Linux, valgrind)")
    args = parser.parse_args()
    parts = args.only or PARTS
    cores = os.cpu_count() or 1
    hogs = [] if args.no_hog else start_hogs(cores)
    print(f"load: {'no hog' if args.no_hog else f'a CPU hog on each of {cores} cores'}; {load_average()} at start")
    try:
        if "launch" in parts:
            warm_home = tempfile.mkdtemp(prefix="tarocchi-bench-warm-")
            t = launches(args.runs, warm_home)
            bare, cold, warm = (statistics.median(t[k]) for k in ("bare", "cold", "warm"))
            print(f"launch to first paint (median of {args.runs}): bare window {bare:.3f} s; "
                  f"Tarocchi cold cache {cold:.3f} s = {cold / bare:.2f}x (target <= 1.5x: {verdict(cold <= 1.5 * bare)}), "
                  f"warm cache {warm:.3f} s = {warm / bare:.2f}x (target <= 1.3x: {verdict(warm <= 1.3 * bare)})")
            if t["cold cards"] and t["warm cards"]:
                print(f"  to the first paint with cards (the deal comes after the first paint; no floor): "
                      f"cold cache {statistics.median(t['cold cards']):.3f} s, "
                      f"warm cache {statistics.median(t['warm cards']):.3f} s")
            print("  every run, s: " + "; ".join(f"{k} " + " ".join(f"{x:.2f}" for x in v) for k, v in t.items()))
            if args.instructions:
                counts = instructions(warm_home)
                if counts:
                    print(f"  instructions to the first paint (callgrind, warm cache): bare window "
                          f"{counts['bare'] / 1e6:.1f} M, Tarocchi {counts['Tarocchi'] / 1e6:.1f} M = "
                          f"{counts['Tarocchi'] / counts['bare']:.2f}x")
                else:
                    print("  instructions: valgrind is not installed")

        from tarocchi.app import make_app

        app = make_app(sys.argv[:1])
        if "animation" in parts:
            r = animation_rounds(app, args.seconds, args.rounds)
            ratios = [t[0] / b[0] for b, t in zip(r["bare"], r["table"])]
            fps, floor_fps = (statistics.median(x[0] for x in r[k]) for k in ("table", "bare"))
            paint, floor_paint = (statistics.median(x[1] for x in r[k]) for k in ("table", "bare"))
            whole, floor_whole = (statistics.median(x[2] for x in r[k]) for k in ("table", "bare"))
            ratio = statistics.median(ratios)
            print(f"animation (median of {args.rounds} rounds, floor and table in turns): {fps:.1f} frames per second "
                  f"with {r['cards']} cards moving and turning over, against {floor_fps:.1f} for a bare view of "
                  f"{MOVING_CARDS} plain pixmaps; ratio {ratio:.2f}x (target >= 0.9x: {verdict(ratio >= 0.9)}); "
                  f"a frame of the animation takes {paint:.2f} ms of the window thread's CPU (bare {floor_paint:.2f} ms), "
                  f"{whole:.2f} ms of the whole process's with Qt's painting threads (bare {floor_whole:.2f} ms)")
            print("  every round, table/floor fps: " + " ".join(f"{x:.2f}" for x in ratios))
        if "skin" in parts:
            first, disk, memory, disk_cpu, waited = skin_switch(app)
            queue = "" if waited is None else f", {waited:.0f} ms waiting for a processor"
            print(f"skin switch to first paint (median of 5): {disk:.0f} ms with the pictures on disk "
                  f"(target <= 100 ms: {verdict(disk <= 100)}; {disk_cpu:.0f} ms of it the window's CPU time{queue}), "
                  f"{memory:.0f} ms in memory, {first:.0f} ms the first time")
        if "pause" in parts:
            bare, floor, think, decisions = pauses(app, args.turns)
            longest, bare_longest = max(think.gaps, default=0.0), max(bare["gaps"], default=0.0)
            print(f"event loop while hard players think ({decisions} decisions, {think.seconds:.0f} s, the gaps "
                  f"wholly within a player's thinking): {pause_summary(think.gaps)} beyond the 5 ms tick "
                  f"(target <= 20 ms: {verdict(longest <= 20)})")
            print(f"  the floor, a bare PySide6 window in a process of its own under the same hogs for as long "
                  f"({bare['seconds']:.0f} s, half before and half after): {pause_summary(bare['gaps'])}; "
                  f"the pause is {longest / max(bare_longest, 1e-9):.2f}x the floor's longest")
            print(f"  this window's event loop idle, as long: {pause_summary(floor.gaps)}; the gaps at the edges of a "
                  f"player's thinking (the window applying the last move, asking for the next): "
                  f"{pause_summary(think.edges)}; with their animations too: longest {max(think.all, default=0.0):.1f} ms")
            print(f"  while they think: {think.long_summary()}; the bare window: "
                  f"{long_summary(bare['long_count'], *bare['long'], bare['schedstat'])}; this window idle: "
                  f"{floor.long_summary()}")
        print(f"{load_average()} at the end")
    finally:
        stop_hogs(hogs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
