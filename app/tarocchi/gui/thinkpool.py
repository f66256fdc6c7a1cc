"""Worker processes that think for the window: computer players and hints.

A bot in a thread of the window's process holds the interpreter lock while it searches, and
every paint and slot of the window waits for it (pauses of 100–190 ms on a busy machine,
issue 14). :class:`ThinkPool` runs the searches in worker processes instead
(``bots/worker.py``), started by :class:`~PySide6.QtCore.QProcess` when the first job comes
and talked to in JSON lines; the window's event loop only reads a line when an answer is
there. QProcess rather than ``multiprocessing``: its pipes are watched by the event loop
itself (no helper threads in the window's process), it kills and reports a dead child by
signal, and the packaged executable starts a worker with one argument
(``--think-worker``), with no pickling and no spawn bootstrap.

* One job at a time per worker, up to ``size`` workers (a second starts only while the first
  is busy, e.g. finishing a cancelled search).
* ``cancel(job)``: a queued job is dropped, a running one told to stop (bots poll their
  cancel flag); its answer is never announced.
* A worker that dies is replaced, and the job it had is sent again (twice at most, then it
  is answered with an error, which the controller meets with the rules player), so the deal
  goes on.
* When no process can start (twice dead before saying it is ready, or no executable), jobs run
  in a thread of this process instead, through the very same ``run_job``: slower to paint,
  but the game goes on.
* The pool is shared by the application's windows (:func:`shared_pool`) and stopped when
  the application quits: each worker's input is closed, which cancels its job and ends it.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import threading
import traceback
from collections import deque
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QProcess, QProcessEnvironment, QRunnable, QThreadPool, Signal

from tarocchi.app import WORKER_FLAG
from tarocchi.scheduling import ask_short_slices

MAX_TRIES = 3  #: a job whose worker died is sent again, up to this many times in all
START_FAILURES = 2  #: workers dead before saying they are ready, after which threads take over
THREAD_SWITCH_INTERVAL = 0.0001  #: seconds; the interpreter's switch interval for thread jobs
DIED = "the thinking process stopped ({how}) {tries} times while deciding this move"


def worker_command() -> tuple[str, list[str], dict[str, str]]:
    """The program, its arguments and extra environment that start a worker: the packaged
    executable with ``--think-worker``, or this Python with ``-m tarocchi.app --think-worker``
    and this tree of the app first on its path."""
    if getattr(sys, "frozen", False):
        return sys.executable, [WORKER_FLAG], {}
    import tarocchi

    root = str(Path(tarocchi.__file__).resolve().parents[1])
    path = os.pathsep.join([root] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
    return sys.executable, ["-m", "tarocchi.app", WORKER_FLAG], {"PYTHONPATH": path}


class _Worker(QObject):
    """One worker process and the job it has in hand."""

    def __init__(self, pool: "ThinkPool") -> None:
        super().__init__(pool)
        self.pool = pool
        self.job: int | None = None
        self.ready = False
        self.gone = False
        self.process = QProcess(self)
        program, args, extra = pool.command
        env = QProcessEnvironment.systemEnvironment()
        for key, value in extra.items():
            env.insert(key, value)
        self.process.setProcessEnvironment(env)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self.program, self.args = program, args

    def start(self) -> None:
        self.process.start(self.program, self.args)

    @property
    def pid(self) -> int:
        return int(self.process.processId())

    def send(self, message: dict) -> None:
        self.process.write((json.dumps(message) + "\n").encode("utf-8"))

    def _read(self) -> None:
        while self.process.canReadLine():
            line = bytes(self.process.readLine().data())
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict):
                self.pool._message(self, message)

    def _finished(self, code: int, status) -> None:
        how = "killed" if status == QProcess.ExitStatus.CrashExit else f"exit status {code}"
        self.pool._died(self, how)

    def _error(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.pool._died(self, "it could not start", never_started=True)

    def stop(self, msecs: int) -> None:
        """Close its input (which ends it) and wait a little; kill it if it lingers."""
        self.gone = True
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.closeWriteChannel()
            if not self.process.waitForFinished(msecs):
                self.process.kill()
                self.process.waitForFinished(1000)


class _Signals(QObject):
    answered = Signal(int, object)


class _ThreadJob(QRunnable):
    """The fallback: one job run in a thread of this process."""

    def __init__(self, job_id: int, job: dict, cancel: threading.Event, signals: _Signals) -> None:
        super().__init__()
        self.job_id, self.job, self.cancel, self.signals = job_id, job, cancel, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        from tarocchi.bots.base import Cancelled
        from tarocchi.bots.worker import Positions, run_job

        try:
            answer = run_job(self.job, Positions(), self.cancel)
        except Cancelled:
            answer = {"cancelled": True}
        except Exception:
            answer = {"error": traceback.format_exc()}
        try:
            self.signals.answered.emit(self.job_id, answer)
        except RuntimeError:  # the pool is gone (the application quit)
            pass


class ThinkPool(QObject):
    """Jobs for ``bots/worker.py`` in worker processes; ``answered(job, answer)`` gives each
    answer (``{"action": notation, ...}`` or ``{"error": traceback}``), never a cancelled one."""

    answered = Signal(int, object)

    def __init__(self, size: int = 2, parent: QObject | None = None,
                 command: tuple[str, list[str], dict[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.command = command or worker_command()
        self.workers: list[_Worker] = []
        self.use_processes = True  #: False once no process could start: threads think
        self._queue: deque[int] = deque()
        self._jobs: dict[int, dict] = {}
        self._tries: dict[int, int] = {}
        self._cancelled: set[int] = set()
        self._thread_cancels: dict[int, threading.Event] = {}
        self._start_failures = 0
        self._next_id = 0
        self._signals = _Signals()
        self._signals.answered.connect(self._thread_answered)
        self.started = 0  #: worker processes started so far
        # the window's thread (which makes the pool) is served sooner when it wakes while the
        # players think and other programs keep the processors busy (tarocchi/scheduling.py)
        ask_short_slices()

    # --- jobs ----------------------------------------------------------------------------------
    def submit(self, job: dict) -> int:
        """Queue ``job`` (see ``bots/worker.py``); returns its id."""
        self._next_id += 1
        job_id = self._next_id
        self._jobs[job_id] = dict(job, id=job_id)
        if self.use_processes:
            self._queue.append(job_id)
            self._dispatch()
        else:
            self._run_in_thread(job_id)
        return job_id

    def cancel(self, job_id: int) -> None:
        """Drop ``job_id``: it is never answered; a running search is told to stop."""
        if job_id not in self._jobs:
            return
        del self._jobs[job_id]
        self._tries.pop(job_id, None)
        if job_id in self._queue:
            self._queue.remove(job_id)
            return
        if job_id in self._thread_cancels:
            self._thread_cancels.pop(job_id).set()
            return
        for worker in self.workers:
            if worker.job == job_id:
                self._cancelled.add(job_id)
                worker.send({"cancel": job_id})

    def pending(self) -> int:
        return len(self._jobs)

    def worker_pids(self) -> list[int]:
        return [w.pid for w in self.workers if w.pid]

    def busy_pids(self) -> list[int]:
        """The workers with a job in hand (and their process running)."""
        return [w.pid for w in self.workers if w.job is not None and w.ready and w.pid]

    # --- processes -----------------------------------------------------------------------------
    def _dispatch(self) -> None:
        while self._queue:
            worker = next((w for w in self.workers if w.job is None and not w.gone), None)
            if worker is None:
                if len(self.workers) >= self.size:
                    return
                worker = self._start_worker()
                if worker.gone:  # it could not start: threads have taken the queue over
                    continue
            job_id = self._queue.popleft()
            worker.job = job_id
            self._tries[job_id] = self._tries.get(job_id, 0) + 1
            worker.send(self._jobs[job_id])

    def _start_worker(self) -> _Worker:
        worker = _Worker(self)
        self.workers.append(worker)
        self.started += 1
        worker.start()
        return worker

    def _message(self, worker: _Worker, message: dict) -> None:
        if "ready" in message:
            worker.ready = True
            self._start_failures = 0
            return
        job_id = message.get("id")
        if job_id != worker.job:
            return
        worker.job = None
        self._cancelled.discard(job_id)
        if self._jobs.pop(job_id, None) is not None and not message.get("cancelled"):
            self._tries.pop(job_id, None)
            self.answered.emit(job_id, message)
        self._dispatch()

    def _died(self, worker: _Worker, how: str, never_started: bool = False) -> None:
        if worker not in self.workers:
            return
        self.workers.remove(worker)
        worker.gone = True
        worker.deleteLater()
        if not worker.ready:
            self._start_failures += 1
        if never_started or self._start_failures >= START_FAILURES:
            self.use_processes = False
        job_id, worker.job = worker.job, None
        if job_id is not None and job_id in self._jobs:
            if self._tries.get(job_id, 0) < MAX_TRIES:
                self._queue.appendleft(job_id)
            else:
                self._jobs.pop(job_id)
                tries = self._tries.pop(job_id, 0)
                self.answered.emit(job_id, {"id": job_id, "error": DIED.format(how=how, tries=tries)})
        self._cancelled.discard(job_id)
        if self.use_processes:
            self._dispatch()
        else:
            while self._queue:
                self._run_in_thread(self._queue.popleft())

    # --- the fallback: threads -----------------------------------------------------------------
    def _run_in_thread(self, job_id: int) -> None:
        sys.setswitchinterval(min(sys.getswitchinterval(), THREAD_SWITCH_INTERVAL))
        cancel = threading.Event()
        self._thread_cancels[job_id] = cancel
        import tarocchi.bots.worker  # noqa: F401  (loaded here, not in the thread)

        QThreadPool.globalInstance().start(_ThreadJob(job_id, self._jobs[job_id], cancel, self._signals))

    def _thread_answered(self, job_id: int, answer: dict) -> None:
        self._thread_cancels.pop(job_id, None)
        if self._jobs.pop(job_id, None) is not None and not answer.get("cancelled"):
            self.answered.emit(job_id, answer)

    def wait_threads(self, msecs: int = 2000) -> None:
        """Wait for jobs running in threads (the fallback) to end."""
        for cancel in self._thread_cancels.values():
            cancel.set()
        QThreadPool.globalInstance().waitForDone(msecs)

    # --- the end ---------------------------------------------------------------------------------
    def shutdown(self, msecs: int = 1000) -> None:
        """Cancel every job and end every worker."""
        for job_id in list(self._jobs):
            self.cancel(job_id)
        for worker in list(self.workers):
            worker.stop(msecs)
        self.workers.clear()


_shared: ThinkPool | None = None


def shared_pool() -> ThinkPool:
    """The application's pool (made on first use, stopped when the application quits)."""
    global _shared
    if _shared is None or not shiboken6.isValid(_shared):
        app = QCoreApplication.instance()
        _shared = ThinkPool(parent=app)
        if app is not None:
            app.aboutToQuit.connect(_shared.shutdown)
    return _shared


@atexit.register
def _stop_shared() -> None:
    if _shared is not None and shiboken6.isValid(_shared):
        _shared.shutdown(200)
