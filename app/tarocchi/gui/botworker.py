"""Computer players think off the GUI thread.

:class:`BotRunner` hands a snapshot of the state to a worker of the global thread pool;
the chosen action comes back by a queued signal, tagged with the request's ticket so an
answer that arrives after a new game or an undo is ignored. ``cancel()`` sets the shared
threading.Event that bots poll, so a long search stops when the window closes.

Bots are pure Python, so they share the interpreter lock with the GUI thread, which needs it
back for every call into Python that Qt makes (each card's paint, each slot). At Python's
default switch interval (5 ms) each of those waits up to 5 ms while a bot thinks, and a frame
waits up to 100 ms; at 0.5 ms the hard player still caused 88 ms pauses; at 0.1 ms the longest
pause of the event loop is about 30 ms. The bot loses little: the interval only matters while
the GUI thread asks for the lock.
"""

from __future__ import annotations

import random
import sys
import threading
import time
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tarocchi.bots import decide, make_bot
from tarocchi.bots.base import Bot, Cancelled
from tarocchi.engine.protocol import GameState


GUI_SWITCH_INTERVAL = 0.0001  #: seconds; see the module notes
THINK_SECONDS = 2.0  #: a computer player answers within this time, whatever its search budget


class _Signals(QObject):
    done = Signal(int, object, float)  #: ticket, action, seconds thought
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, ticket: int, state: GameState, bot: Bot, seed: int, cancel: threading.Event,
                 signals: _Signals) -> None:
        super().__init__()
        self.ticket, self.state, self.bot, self.seed = ticket, state, bot, seed
        self.cancel, self.signals = cancel, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        start = time.perf_counter()
        start_clock = time.monotonic()
        try:
            action = decide(self.state, self.bot, random.Random(self.seed), cancel=self.cancel,
                            deadline=start_clock + THINK_SECONDS)
        except Cancelled:
            return
        except Exception:  # reported on the GUI thread
            if not self.cancel.is_set():
                self._emit(self.signals.failed, self.ticket, traceback.format_exc())
            return
        if not self.cancel.is_set():
            self._emit(self.signals.done, self.ticket, action, time.perf_counter() - start)

    @staticmethod
    def _emit(signal, *args) -> None:
        """Send an answer, unless the window that asked is gone meanwhile (closed, quit)."""
        try:
            signal.emit(*args)
        except RuntimeError:  # the signals' object was deleted: nobody is waiting any more
            pass


class BotRunner(QObject):
    """Asks bots for actions in the background; one request at a time."""

    decided = Signal(int, object, float)  #: ticket, action, seconds
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _Signals()
        self._signals.done.connect(self.decided)
        self._signals.failed.connect(self.failed)
        self._cancel = threading.Event()
        self._bots: dict[str, Bot] = {}
        self._ticket = 0
        self.pool = QThreadPool.globalInstance()
        sys.setswitchinterval(min(sys.getswitchinterval(), GUI_SWITCH_INTERVAL))

    def bot(self, level: str) -> Bot:
        if level not in self._bots:
            self._bots[level] = make_bot(level)
        return self._bots[level]

    def request(self, state: GameState, level: str, seed: int) -> int:
        """Start thinking for the seat to move; returns the ticket of the answer to expect."""
        self._ticket += 1
        job = _Job(self._ticket, state.clone(), self.bot(level), seed, self._cancel, self._signals)
        self.pool.start(job)
        return self._ticket

    def cancel(self) -> None:
        """Stop every pending decision; later answers are dropped."""
        self._cancel.set()
        self._cancel = threading.Event()
        self._ticket += 1

    def wait(self, msecs: int = 2000) -> None:
        self.pool.waitForDone(msecs)
