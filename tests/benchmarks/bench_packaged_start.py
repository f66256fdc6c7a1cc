"""Figures: start-up of the packaged app (issue 8). Prints numbers, asserts nothing.

    python tests/benchmarks/bench_packaged_start.py [--exe dist/tarocchi/tarocchi] [--runs 7]

Build the bundle first (``packaging/build-linux.sh``). Two measures, each over several runs
(the first run is reported on its own: it is the coldest the page cache allows without root
tricks; the median is over all runs):

* **startup probe**: ``tarocchi --startup-probe`` shows the main window (offscreen where there is
  no display), and prints and exits at its first paint; timed here from launch to that line
  (the app's own figure, seconds since its process started, is printed beside it).
* **to first window**: where an X server is at hand (``$DISPLAY``, or ``Xvfb`` is installed and
  started here on a free display) and ``xwininfo`` is installed (Debian: x11-utils), the app is
  started normally and the clock stops when its first top-level window is mapped on screen;
  the app is then ended. This is the user-visible cold start.
* **self-test**: ``tarocchi --self-test`` on the offscreen platform, from launch to exit: unpacking
  nothing (one-folder bundle), Python and Qt start, one complete deal with computer players,
  exit. An upper bound of the start-up that needs no screen.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_EXE = ROOT / "dist" / "tarocchi" / ("tarocchi.exe" if os.name == "nt" else "tarocchi")


def fmt(values: list[float]) -> str:
    return (f"first {values[0] * 1000:.0f} ms, median {statistics.median(values) * 1000:.0f} ms, "
            f"min {min(values) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms ({len(values)} runs)")


def self_test_times(exe: Path, runs: int, home: Path) -> list[float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TAROCCHI_HOME=str(home))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run([str(exe), "--self-test"], env=env, capture_output=True, timeout=300)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            print(f"  --self-test exited {proc.returncode}: {proc.stderr.decode(errors='replace')[-500:]}")
            return []
    return times


def probe_times(exe: Path, runs: int, home: Path, env_extra: dict[str, str]) -> tuple[list[float], list[str]]:
    """Launch to the line that ``--startup-probe`` prints at the first paint."""
    env = dict(os.environ, TAROCCHI_HOME=str(home), **env_extra)
    times, own = [], []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--startup-probe"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - start
        _, err = proc.communicate(timeout=60)
        if proc.returncode != 0 or not re.fullmatch(r"\d+(\.\d+)?", line.strip()):
            print(f"  --startup-probe failed ({proc.returncode}): {(line + err)[-500:]}")
            return [], []
        times.append(elapsed)
        own.append(line.strip())
    return times, own


def supports_probe(exe: Path) -> bool:
    try:
        out = subprocess.run([str(exe), "--help"], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    except (OSError, subprocess.TimeoutExpired):
        return False
    return "--startup-probe" in out.stdout


def start_xvfb() -> tuple[subprocess.Popen | None, str | None]:
    if os.environ.get("DISPLAY"):
        return None, os.environ["DISPLAY"]
    if not shutil.which("Xvfb"):
        return None, None
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    return proc, f":{number}"
                time.sleep(0.05)
            proc.kill()
            return None, None
    return None, None


_WINDOW = re.compile(r'^\s*(0x[0-9a-f]+) .*\("tarocchi" "[^"]*"\)\s+(\d+)x(\d+)', re.I | re.M)


def mapped_window(display: str) -> bool:
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True).stdout
    for wid, width, height in _WINDOW.findall(tree):
        if int(width) > 1 and int(height) > 1:
            info = subprocess.run(["xwininfo", "-id", wid], env=dict(os.environ, DISPLAY=display),
                                  capture_output=True, text=True).stdout
            if "IsViewable" in info:
                return True
    return False


def first_window_times(exe: Path, runs: int, home: Path, display: str) -> list[float]:
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", TAROCCHI_HOME=str(home))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([str(exe)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            while time.perf_counter() - start < 60:
                if mapped_window(display):
                    times.append(time.perf_counter() - start)
                    break
                if proc.poll() is not None:
                    print(f"  the app exited ({proc.returncode}) before showing a window: "
                          f"{proc.stderr.read().decode(errors='replace')[-500:]}")
                    return times
                time.sleep(0.005)
            else:
                print("  no window within 60 s")
                return times
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, default=DEFAULT_EXE)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)

    if not args.exe.exists():
        print(f"bench_packaged_start: {args.exe} not found; build it with packaging/build-linux.sh")
        return 0
    bundle = args.exe.parent
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"packaged app: {args.exe} (bundle {size / 2**20:.0f} MiB)")

    with tempfile.TemporaryDirectory() as home:
        if supports_probe(args.exe):
            times, own = probe_times(args.exe, args.runs, Path(home), {"QT_QPA_PLATFORM": "offscreen"})
            if times:
                print(f"--startup-probe, launch to first paint (offscreen): {fmt(times)}; "
                      f"the app's own figures: {', '.join(own)} s")
        else:
            print("--startup-probe: not supported by this build")
        if sys.platform.startswith("linux") and shutil.which("xwininfo"):
            xvfb, display = start_xvfb()
            try:
                if display and supports_probe(args.exe):
                    times, own = probe_times(args.exe, args.runs, Path(home),
                                             {"DISPLAY": display, "QT_QPA_PLATFORM": "xcb"})
                    if times:
                        print(f"--startup-probe, launch to first paint (xcb on {display}): {fmt(times)}; "
                              f"the app's own figures: {', '.join(own)} s")
                if display:
                    times = first_window_times(args.exe, args.runs, Path(home), display)
                    if times:
                        print(f"cold start to first window mapped (xcb on {display}): {fmt(times)}")
                else:
                    print("to first window: no X server (set DISPLAY or install Xvfb)")
            finally:
                if xvfb:
                    xvfb.terminate()
                    xvfb.wait()
        else:
            print("to first window: needs Linux with xwininfo (Debian: x11-utils)")
        times = self_test_times(args.exe, args.runs, Path(home))
        if times:
            print(f"--self-test, launch to exit (offscreen): {fmt(times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
