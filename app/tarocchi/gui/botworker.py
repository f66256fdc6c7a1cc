"""Computer players think outside the window's process.

:class:`BotRunner` sends the position (as the deal's record, ``bots/worker.job_record``)
with the level and a seed to the application's :class:`~tarocchi.gui.thinkpool.ThinkPool`;
the chosen action comes back by a signal, tagged with the request's ticket so an answer
that arrives after a new game or an undo is ignored. ``cancel()`` withdraws every pending
request (a running search is told to stop), so nothing thinks on after a deal or the window
closes. The pool runs the job in a thread of this process only when no worker process can
start.
"""

from __future__ import annotations

import time

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tarocchi.gui.thinkpool import ThinkPool, shared_pool

if TYPE_CHECKING:  # the bots and the engine are loaded with the first decision (a fast start)
    from tarocchi.bots.base import Bot
    from tarocchi.engine.protocol import GameState


class BotRunner(QObject):
    """Asks bots for actions in the background; one request at a time."""

    decided = Signal(int, object, float)  #: ticket, action, seconds
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, pool: ThinkPool | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[int, tuple[int, float]] = {}  #: job id: ticket, when asked
        self._bots: dict[str, Bot] = {}
        self._ticket = 0
        self.pool: ThinkPool | None = None
        self.use_pool(pool or shared_pool())

    def use_pool(self, pool: ThinkPool) -> None:
        """Think in ``pool`` from now on (pending requests are cancelled)."""
        if self.pool is not None:
            self.cancel()
            self.pool.answered.disconnect(self._answered)
        self.pool = pool
        pool.answered.connect(self._answered)

    def bot(self, level: str) -> Bot:
        """A bot of ``level`` in this process (for playing a person's seat through the controls)."""
        if level not in self._bots:
            from tarocchi.bots import make_bot

            self._bots[level] = make_bot(level)
        return self._bots[level]

    def request(self, state: GameState, level: str, seed: int) -> int:
        """Start thinking for the seat to move; returns the ticket of the answer to expect."""
        from tarocchi.bots.worker import THINK_SECONDS, job_record

        self._ticket += 1
        job = {"kind": "decide", "record": job_record(state), "level": level, "seed": seed,
               "seconds": THINK_SECONDS}
        self._jobs[self.pool.submit(job)] = (self._ticket, time.perf_counter())
        return self._ticket

    def _answered(self, job_id: int, answer: dict) -> None:
        entry = self._jobs.pop(job_id, None)
        if entry is None:
            return
        ticket, asked = entry
        from tarocchi.bots.worker import JobFailed, answer_action

        try:
            action = answer_action(answer)
        except JobFailed as exc:
            self.failed.emit(ticket, str(exc))
            return
        self.decided.emit(ticket, action, time.perf_counter() - asked)

    def cancel(self) -> None:
        """Stop every pending decision; later answers are dropped."""
        for job_id in self._jobs:
            self.pool.cancel(job_id)
        self._jobs.clear()
        self._ticket += 1

    def wait(self, msecs: int = 2000) -> None:
        """Wait for decisions running in this process's threads (the fallback) to end."""
        self.pool.wait_threads(msecs)
