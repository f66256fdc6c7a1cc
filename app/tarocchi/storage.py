"""The one way files come in and go out: JSON read with limits, written atomically, never
pickle.

Reading (:func:`read_json`) refuses, before reading a byte, anything but a regular file
(a folder, a FIFO, a device) and files over :data:`MAX_BYTES`; then text that is not
UTF-8 JSON, the constants ``NaN`` and ``Infinity``, numbers too large to be meant
(:data:`MAX_INT_DIGITS`, or a float that overflows) and nesting deeper than
:data:`MAX_DEPTH`. Every refusal is a :class:`StorageError` whose message is one line
naming the file and the problem.

Writing (:func:`write_json_atomic`) puts the JSON in a temporary file of the same folder
(named after the target and the writing process), syncs it, renames it over the target and
syncs the folder: a reader sees the old file or the new one, never a part. An existing
file keeps its permissions, and a read-only one is refused rather than replaced. Temporary
files left by a process that died while writing are removed by the next write to the same
file and by :func:`remove_stale_temporaries` (the window calls it at start).

:func:`locked` holds a lock file beside a file so that two windows or two processes change
it one at a time (read, change, write), and none loses the other's change.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

from tarocchi.schema import depth

MAX_BYTES = 10 * 1024 * 1024  #: the largest JSON file read (records, saves, statistics)
MAX_DEPTH = 64  #: the deepest nesting of lists and objects accepted
MAX_INT_DIGITS = 40  #: the longest whole number accepted (seeds have at most 19 digits)
STALE_SECONDS = 3600  #: a temporary file this old is stale even if its writer's id is in use
LOCK_SECONDS = 10.0  #: how long :func:`locked` waits for another writer


class StorageError(OSError):
    """A file could not be read or written, or is not what it should be; the message (one
    line) names the file and says why. An ``OSError``, so handlers of file errors see it."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "storage error"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


# --- reading --------------------------------------------------------------------------------

def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(f"a whole number of {len(text.lstrip('-'))} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:20]} is too large")
    return value


def _parse_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows")


class _Refused(ValueError):
    """Raised inside the JSON parser by the hooks above."""


def read_bytes(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> bytes:
    """The content of a regular file of at most ``max_bytes`` (StorageError otherwise). A
    FIFO, a device or a folder is refused without being opened for reading."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise StorageError(f"{path}: no such file") from None
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({_reason(exc)})") from None
    if not stat.S_ISREG(info.st_mode):
        raise StorageError(f"{path}: is {_kind(info.st_mode)}, not a file")
    if info.st_size > max_bytes:
        raise StorageError(f"{path}: is {info.st_size} bytes, larger than the {max_bytes} bytes allowed")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({_reason(exc)})") from None
    try:
        info = os.fstat(fd)  # the file opened may not be the one looked at
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(f"{path}: is {_kind(info.st_mode)}, not a file")
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise StorageError(f"{path}: cannot be read ({_reason(exc)})") from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise StorageError(f"{path}: is larger than the {max_bytes} bytes allowed")
    return b"".join(chunks)


def parse_json(text: str | bytes, where: str = "JSON") -> Any:
    """Parse JSON text with the limits of this module; StorageError names ``where``."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise StorageError(f"{where}: is not UTF-8 text (byte {exc.start})") from None
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        raise StorageError(f"{where}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except _Refused as exc:
        raise StorageError(f"{where}: not accepted: {exc}") from None
    except RecursionError:
        raise StorageError(f"{where}: nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as exc:  # anything else the decoder refuses, in its words
        raise StorageError(f"{where}: not valid JSON ({exc})") from None
    if depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise StorageError(f"{where}: nested more than {MAX_DEPTH} levels deep")
    return data


def read_json(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> Any:
    """Read a JSON file; a missing, unreadable, oversized or malformed file, or anything
    that is not a regular file, raises StorageError."""
    return parse_json(read_bytes(path, max_bytes), str(path))


# --- writing ----------------------------------------------------------------------------------

_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[^.]+\.tmp$")
_OLD_TEMP = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{8}\.tmp$")  # before the writer's id was kept


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True  # no cheap test: the age decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def remove_stale_temporaries(folder: str | os.PathLike, name: str | None = None) -> list[Path]:
    """Remove the temporary files that writers of this module left in ``folder`` (of the
    file ``name`` only, when given) when they died mid-write: those whose process is gone,
    and any older than :data:`STALE_SECONDS`. Returns the paths removed."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        m = _TEMP.match(entry.name) or _OLD_TEMP.match(entry.name)
        if m is None or (name is not None and m.group("name") != name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            old = now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS
        except OSError:
            continue
        pid = int(m.group("pid")) if "pid" in m.groupdict() and m.group("pid") else None
        if pid is not None and pid != os.getpid() and not _pid_alive(pid) or old:
            try:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
            except OSError:
                pass
    return removed


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; elsewhere the rename is enough)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_json_atomic(path: str | os.PathLike, data: Any) -> None:
    """Write ``data`` as JSON to ``path``: all of it or, on any failure, nothing (the old
    file stays as it was). A read-only file, or a path that is not a regular file, is
    refused with StorageError. Data JSON cannot hold (NaN, an object) is a TypeError or
    ValueError, before anything is written."""
    path = Path(path)
    text = json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"  # a bug if it fails
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"{path.parent}: the folder cannot be created ({_reason(exc)})") from None
    mode = None
    try:
        info = os.stat(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise StorageError(f"{path}: cannot be written ({_reason(exc)})") from None
    else:
        if not stat.S_ISREG(info.st_mode):
            raise StorageError(f"{path}: is {_kind(info.st_mode)}, not a file; it was left as it is")
        mode = stat.S_IMODE(info.st_mode)
        if not mode & stat.S_IWUSR or not os.access(path, os.W_OK):  # read-only, even for root
            raise StorageError(f"{path}: the file is read-only; it was left as it is")
    remove_stale_temporaries(path.parent, path.name)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise StorageError(f"{path}: cannot be written ({_reason(exc)})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError) and not isinstance(exc, StorageError):
            full = " (the disk is full)" if exc.errno == errno.ENOSPC else ""
            raise StorageError(f"{path}: cannot be written{full} ({_reason(exc)}); "
                               f"the old file was left as it was") from None
        raise
    _sync_folder(path.parent)


# --- files kept aside ---------------------------------------------------------------------------

def move_aside(path: str | os.PathLike) -> Path:
    """Rename a file that cannot be used to ``<name>.bad-<timestamp>`` beside it (never over
    another such file) and return the new path; OSError when even that fails."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, target)
    return target


# --- one writer at a time ---------------------------------------------------------------------

@contextlib.contextmanager
def locked(path: str | os.PathLike, timeout: float = LOCK_SECONDS) -> Iterator[None]:
    """Hold the lock of ``path`` (the file ``<path>.lock`` beside it) for a read, change and
    write; another holder (another window, another process) waits up to ``timeout``
    seconds, then StorageError."""
    path = Path(path)
    lock_path = path.with_name(path.name + ".lock")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            yield  # a read-only folder: reading needs no lock, and writing will say why it fails
            return
        raise StorageError(f"{lock_path}: cannot be used to lock {path.name} ({_reason(exc)})") from None
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                raise StorageError(f"{path}: another Tarocchi is writing it and did not finish "
                                   f"within {timeout:g} seconds")
            time.sleep(0.02)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS):
            return True  # a file system without locks: one writer is all we can hope for
        raise


def _unlock(fd: int) -> None:
    try:
        import fcntl
    except ImportError:
        import msvcrt
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
        return
    fcntl.flock(fd, fcntl.LOCK_UN)
