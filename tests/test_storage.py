"""The one way files come in and go out (storage.py): what is refused before reading, the
limits of the JSON reader, atomic writes (modes kept, read-only files refused, the folder
synced) and writes killed half-way, whose temporary files the next start removes."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarocchi import storage
from tarocchi.schema import SchemaError, array, at, depth, integer, mapping, number, text
from tarocchi.storage import (
    MAX_BYTES, StorageError, locked, parse_json, read_json, remove_stale_temporaries,
    write_json_atomic,
)

APP = Path(__file__).resolve().parents[1] / "app"


# --- reading ------------------------------------------------------------------------------------

def test_a_folder_a_fifo_and_a_device_are_refused_before_reading(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # nobody writes: opening it for reading would wait for ever
    started = time.perf_counter()
    for path, kind in ((tmp_path, "a folder"), (fifo, "a pipe"), (Path("/dev/zero"), "a device")):
        with pytest.raises(StorageError, match=kind):
            read_json(path)
    assert time.perf_counter() - started < 2


def test_missing_oversized_and_unreadable_files(tmp_path):
    with pytest.raises(StorageError, match="no such file"):
        read_json(tmp_path / "nothing.json")
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * 600 + "0]")
    with pytest.raises(StorageError, match="larger than the 1000 bytes allowed"):
        read_json(big, max_bytes=1000)
    assert MAX_BYTES == 10 * 1024 * 1024
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe{}")
    with pytest.raises(StorageError, match="not UTF-8"):
        read_json(bad)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf{\"a\": 1}")
    assert read_json(bom) == {"a": 1}


@pytest.mark.parametrize("text, problem", [
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels"),
    ("[" * 65 + "]" * 65, "nested more than 64 levels"),
    ('{"seed": 1' + "0" * 5000 + "}", "whole number of 5001 digits"),
    ('{"seed": 1' + "0" * 40 + "}", "whole number of 41 digits"),
    ('{"x": NaN}', "NaN is not a number"),
    ('{"x": -Infinity}', "-Infinity is not a number"),
    ('{"x": 1e999}', "too large"),
    ("{ nope", "not valid JSON"),
    ("", "not valid JSON"),
])
def test_json_limits_give_one_clear_line(text, problem):
    with pytest.raises(StorageError, match=problem) as err:
        parse_json(text, "record.json")
    assert "\n" not in str(err.value) and str(err.value).startswith("record.json: ")


def test_what_the_reader_accepts():
    assert parse_json("[" * 64 + "]" * 64) is not None
    assert parse_json('{"seed": 9223372036854775807, "x": 1.5, "y": "é"}') == {
        "seed": 2**63 - 1, "x": 1.5, "y": "é"}


def test_schema_names_the_field():
    with pytest.raises(SchemaError, match=r"^deal.hands\[2\]: must be a list, not 5$"):
        array(5, at(at("deal", "hands"), 2))
    with pytest.raises(SchemaError, match="must be a whole number, not True"):
        integer(True, "players")
    with pytest.raises(SchemaError, match="must be from 0 to 4, not 9"):
        integer(9, "x", 0, 4)
    with pytest.raises(SchemaError, match="finite"):
        number(float("nan"), "x")
    with pytest.raises(SchemaError, match="a number of 31 digits"):
        integer(10**30, "x", 0, 4)
    with pytest.raises(SchemaError, match="games.x.deals: is missing"):
        mapping({}, "games.x", required=("deals",))
    with pytest.raises(SchemaError, match="longer than 3"):
        text("abcd", "name", max_len=3)
    assert depth([[[]], {"a": [1]}], 10) == 3 and depth(5, 10) == 0


# --- writing --------------------------------------------------------------------------------------

def test_a_write_keeps_the_files_mode(tmp_path):
    path = tmp_path / "stats.json"
    write_json_atomic(path, {"a": 1})
    os.chmod(path, 0o640)
    write_json_atomic(path, {"a": 2})
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640 and read_json(path) == {"a": 2}


def test_a_read_only_file_is_refused_and_left_as_it_is(tmp_path):
    path = tmp_path / "stats.json"
    write_json_atomic(path, {"a": 1})
    os.chmod(path, 0o444)
    with pytest.raises(StorageError, match="read-only; it was left as it is"):
        write_json_atomic(path, {"a": 2})
    assert read_json(path) == {"a": 1} and stat.S_IMODE(os.stat(path).st_mode) == 0o444
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]


def test_a_folder_in_the_way_is_refused(tmp_path):
    (tmp_path / "x.json").mkdir()
    with pytest.raises(StorageError, match="is a folder"):
        write_json_atomic(tmp_path / "x.json", {})


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced: list[bool] = []
    real = os.fsync

    def spy(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real(fd)

    monkeypatch.setattr(storage.os, "fsync", spy)
    write_json_atomic(tmp_path / "x.json", [1])
    assert synced == [False, True]  # the file's data, then the folder holding the new name


def test_a_full_disk_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"old": True})

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", full)
    with pytest.raises(StorageError, match="the disk is full"):
        write_json_atomic(path, {"new": True})
    assert read_json(path) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


WRITER = """
import sys
from tarocchi.storage import write_json_atomic
path, n = sys.argv[1], 0
payload = ["card " * 20] * 20000  # about 2 MB a write
print("ready", flush=True)
while True:
    n += 1
    write_json_atomic(path, {"n": n, "payload": payload})
"""


def kill_while_writing(path: Path, delay: float) -> None:
    """Start a writer, wait until its temporary file is there, wait ``delay``, kill it."""
    env = dict(os.environ, PYTHONPATH=str(APP))
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], env=env,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        mine = f".{path.name}.{proc.pid}."
        deadline = time.monotonic() + 60
        while not any(p.name.startswith(mine) for p in path.parent.iterdir()):
            assert time.monotonic() < deadline, "the writer never wrote"
            time.sleep(0.0005)
        time.sleep(delay)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()


def test_writes_killed_half_way_leave_old_or_new_and_the_next_start_clears_the_rest(tmp_path):
    """40 writes killed at any moment: each leaves the previous complete file or the new one,
    never a part. A killed write's temporary file is an orphan, removed by the next write of
    the same file and by the next start (its writer is gone)."""
    path = tmp_path / "solitaire-stats.json"
    write_json_atomic(path, {"n": 0, "payload": []})
    orphans = 0
    for kill in range(40):
        kill_while_writing(path, delay=(kill % 8) * 0.004)
        data = read_json(path)  # complete JSON every time
        assert isinstance(data["n"], int) and len(data["payload"]) in (0, 20000)
        left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert len(left) <= 1  # each new writer removed the orphans before it
        orphans += len(left)
    assert orphans >= 1
    kill_while_writing(path, delay=0)
    left = sorted(p for p in tmp_path.iterdir() if p.name.endswith(".tmp"))
    assert sorted(remove_stale_temporaries(tmp_path)) == left  # what the next start does
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solitaire-stats.json"]
    assert isinstance(read_json(path)["n"], int)


def test_only_the_temporaries_of_dead_writers_or_old_ones_are_removed(tmp_path):
    live = tmp_path / f".x.json.{os.getpid()}.abcdefgh.tmp"
    dead = tmp_path / ".x.json.999999999.abcdefgh.tmp"
    old_style = tmp_path / ".x.json.abcd1234.tmp"
    other = tmp_path / "notes.tmp"
    for p in (live, dead, old_style, other):
        p.write_text("{")
    assert remove_stale_temporaries(tmp_path) == [dead]
    long_ago = time.time() - 2 * storage.STALE_SECONDS
    os.utime(old_style, (long_ago, long_ago))
    assert remove_stale_temporaries(tmp_path) == [old_style]
    write_json_atomic(tmp_path / "x.json", {})  # a write clears its own file's dead temporaries
    assert live.exists() and other.exists()


def test_the_lock_lets_one_writer_at_a_time(tmp_path):
    path = tmp_path / "x.json"
    with locked(path):
        with pytest.raises(StorageError, match="another Tarocchi is writing it"):
            with locked(path, timeout=0.1):
                pass
    with locked(path, timeout=0.1):
        pass
