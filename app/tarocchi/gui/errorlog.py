"""The log of the errors and warnings met (``tarocchi.log`` in the data folder), set up at
the start, before the window's first paint: no Qt here (:mod:`tarocchi.gui.errors` shows
errors to the person)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

LOG_NAME = "tarocchi.log"
LOG_BYTES = 512 * 1024  #: the log is rotated past this size (one older file kept)

log = logging.getLogger("tarocchi")


class RotatingLog(logging.FileHandler):
    """A log file moved to ``<name>.1`` (one older file kept) once it is past ``max_bytes``:
    the rotation of ``logging.handlers.RotatingFileHandler`` without that module, whose
    imports (sockets, pickle, queues) cost a start 17 ms of CPU (issue 14)."""

    def __init__(self, path: Path, max_bytes: int) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.max_bytes = max_bytes

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if os.path.getsize(self.baseFilename) >= self.max_bytes:
                self.close()  # reopened by the next write (delay)
                os.replace(self.baseFilename, self.baseFilename + ".1")
        except OSError:
            pass
        super().emit(record)


def setup_logging(folder: Path) -> Path | None:
    """Log warnings and errors of the ``tarocchi`` loggers to ``folder/tarocchi.log`` (once
    per process); returns the log's path, None if it cannot be opened."""
    path = Path(folder) / LOG_NAME
    for handler in log.handlers:
        if getattr(handler, "baseFilename", None) == str(path):
            return path
    try:
        handler = RotatingLog(path, LOG_BYTES)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.WARNING)
    log.addHandler(handler)
    if log.level == logging.NOTSET or log.level > logging.WARNING:
        log.setLevel(logging.WARNING)
    return path


def log_path() -> Path | None:
    """Where errors are logged (None before :func:`setup_logging`)."""
    for handler in log.handlers:
        name = getattr(handler, "baseFilename", None)
        if name:
            return Path(name)
    return None
