"""How the programs end when the world around them goes wrong: ``python -m tarocchi.cli`` is
``tarocchi-cli``; a closed pipe, a full device and Ctrl-C end quietly with a non-zero status;
a data folder that is a file is said in words. Each case runs in a process of its own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app"


def run(*argv: str, module: str = "tarocchi.cli", **kwargs) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(APP), QT_QPA_PLATFORM="offscreen", **kwargs.pop("env", {}))
    return subprocess.run([sys.executable, "-m", module, *argv], env=env, capture_output=True,
                          text=True, timeout=120, **kwargs)


def quiet(stderr: str) -> list[str]:
    lines = [line for line in stderr.splitlines() if line.strip() and "propagateSizeHints" not in line]
    assert "Traceback" not in stderr and len(lines) <= 1, stderr
    return lines


def test_python_m_tarocchi_cli_is_tarocchi_cli(tmp_path):
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"format": "tarocchi-record", "version": 1, "game": "chess"}))
    for argv in (["replay", str(record)], ["bench", "--game", "chess"], ["simulate", "--deals", "nan"]):
        done = run(*argv)
        assert done.returncode == 2, argv
        assert quiet(done.stderr)[0].count("error") == 1
    done = run("games", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)


def test_a_closed_pipe_ends_quietly():
    env = dict(os.environ, PYTHONPATH=str(APP))
    proc = subprocess.Popen([sys.executable, "-m", "tarocchi.cli", "simulate", "--deals", "400", "--json"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader goes away before the output comes (| head -0)
    stderr = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141
    assert quiet(stderr) == []


def test_a_full_device_is_said_in_one_line():
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "tarocchi.cli", "games", "--json"], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=60,
                              env=dict(os.environ, PYTHONPATH=str(APP)))
    assert done.returncode == 1
    assert quiet(done.stderr) == ["error: the output could not be written (No space left on device)"]


def _hear_ctrl_c() -> None:
    """Undo an inherited "ignore Ctrl-C" (a shell gives one to a job started with ``&``), so
    that the program meets Ctrl-C as it would in a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _group_cpu_seconds(group: int) -> float:
    """The processor time used so far by the processes of a process group (Linux)."""
    total = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == group:  # pgrp; then utime and stime in clock ticks
                total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def _wait_for_work(group: int) -> None:
    """Wait until the program is past its imports and at work (a loaded machine makes any
    fixed pause a race): its processes have used a second of processor time."""
    if not Path("/proc/self/stat").exists():
        time.sleep(3)
        return
    deadline = time.monotonic() + 60
    while _group_cpu_seconds(group) < 1.0 and time.monotonic() < deadline:
        time.sleep(0.05)


@pytest.mark.parametrize("argv", [["simulate", "--deals", "100000"],
                                  ["duel", "--deals", "1000", "--jobs", "2", "--budget", "50"]])
def test_ctrl_c_ends_quietly(argv):
    env = dict(os.environ, PYTHONPATH=str(APP))
    proc = subprocess.Popen([sys.executable, "-m", "tarocchi.cli", *argv], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=_hear_ctrl_c)
    try:
        _wait_for_work(proc.pid)
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal does: to the whole process group
        out, err = proc.communicate(timeout=120)
    finally:  # a failed or timed-out run leaves no duel workers behind
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    assert proc.returncode == 130
    assert quiet(err.decode()) == ["interrupted"]


def test_a_data_folder_that_is_a_file_is_said_in_words(tmp_path):
    home = tmp_path / "home"
    home.write_text("not a folder")
    done = run("--self-test", "--game", "tappen", module="tarocchi.app", env={"TAROCCHI_HOME": str(home)})
    assert done.returncode == 2
    assert quiet(done.stderr)[0].startswith(f"error: TAROCCHI_HOME {home} is a file, not a folder")
    assert home.read_text() == "not a folder"
