"""The thinking process: computer players and hints in a process of their own.

The window (``gui/thinkpool.py``) starts this module's :func:`serve` in a separate Python
process (``python -m tarocchi.bots.worker``, or the packaged executable with
``--think-worker``) and talks to it in JSON lines: one job a line on standard input, one
answer a line on standard output. A bot there holds its own interpreter lock, so the window's
event loop never waits for a search.

A job carries what the bot needs and nothing of Qt: the deal's record (game, players,
options, dealer, the deal and the actions so far, see ``engine/records.py``), from which the
position is rebuilt, and the level, seed and time allowed::

    {"id": 7, "kind": "decide", "record": {...}, "level": "hard", "seed": 123, "seconds": 2.0}
    {"id": 8, "kind": "hint", "record": {...}, "seat": 0, "level": "hard", "seed": 41}
    {"id": 9, "kind": "evaluate", "record": {...}, "seed": 5, "worlds": 24, "reference": "play KH"}
    {"cancel": 7}

Answers are ``{"ready": pid}`` once, then ``{"id": 7, "action": "play KH"}`` (a hint adds
``"said"``, its reason as ``Phrase.as_json``, and ``"values"``, the search's expected score of
each card it weighed, by notation; an evaluation answers ``"values"``: each legal
action's notation, mean score, standard error and that of its gap to the reference), ``{"id": 7, "error": "<traceback>"}`` or ``{"id": 7, "cancelled": true}``.
The bot still sees only the generic protocol (``decide``: the seat's view, legal actions and
``sample_world``). End of input cancels the job in hand and ends the process.
"""

from __future__ import annotations

import json
import os
import queue
import random
import sys
import threading
import time
import traceback
from typing import Any, TextIO

from tarocchi.engine.actions import parse_action
from tarocchi.engine.protocol import GameState
from tarocchi.engine.records import record_of, replay

THINK_SECONDS = 2.0  #: a computer player answers within this time, whatever its search budget
#: How much nicer than the window a thinking process is: on a busy machine the window's
#: event loop is served first and the search takes what is left (issue 14). Not Linux's
#: idle class: it starved the players outright while other programs kept the cores busy.
WORKER_NICENESS = 10
_BELOW_NORMAL_PRIORITY_CLASS = 0x4000  #: Windows' SetPriorityClass for the same


def lower_priority() -> None:
    """Make this process yield the processor to the window (``WORKER_NICENESS`` on POSIX,
    "below normal" on Windows; on Linux the default time slice again, not the window's short
    one it inherits); nothing changes where neither is allowed."""
    from tarocchi.scheduling import ask_short_slices

    ask_short_slices(0)
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
        return
    try:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS)
    except (AttributeError, OSError):
        pass


def job_record(state: GameState) -> dict:
    """What a worker rebuilds ``state`` from: its record without seats, seed or result."""
    record = record_of(state, with_result=False)
    record.pop("seed", None)
    record.pop("seats", None)
    return record


class JobFailed(Exception):
    """A job's answer is an error (its text, a traceback, is the message)."""


def answer_action(answer: dict):
    """The action an answer gives; JobFailed with the worker's error or an unreadable action."""
    if "error" in answer:
        raise JobFailed(str(answer["error"]))
    try:
        return parse_action(str(answer.get("action")))
    except ValueError as exc:
        raise JobFailed(f"the thinking process answered {answer.get('action')!r}: {exc}") from None


class Positions:
    """Rebuilds positions from records, going on from the last one when the deal is the same
    (a deal's next decision replays only the actions played since)."""

    def __init__(self) -> None:
        self._head: dict | None = None
        self._actions: list[str] = []
        self._state: GameState | None = None

    def state(self, record: dict) -> GameState:
        head = {k: v for k, v in record.items() if k != "actions"}
        actions = list(record.get("actions", []))
        known = self._actions
        if (self._state is not None and head == self._head and actions[:len(known)] == known):
            state = self._state.clone()
            for word in actions[len(known):]:
                state.apply(parse_action(word))
        else:
            state = replay(record)
        self._head, self._actions, self._state = head, actions, state.clone()
        return state


def run_job(job: dict, positions: Positions, cancel: threading.Event) -> dict:
    """Carry out one job; the answer to send (the action's notation, maybe a hint's text)."""
    from tarocchi.bots import decide, make_bot

    state = positions.state(job["record"])
    level = str(job.get("level", "easy"))
    seed = int(job.get("seed", 0))
    if job.get("kind") == "hint":
        from tarocchi.bots.hint_text import hint

        values: dict[str, float] = {}
        action, said = hint(state, int(job["seat"]), level, seed=seed, values=values)
        return {"action": action.notation(), "said": said.as_json(), "values": values}
    if job.get("kind") == "evaluate":  # the review of a deal (gui/review.py)
        from tarocchi.bots.montecarlo import evaluate_actions

        reference = parse_action(job["reference"]) if job.get("reference") else None
        values = evaluate_actions(state, random.Random(seed), int(job.get("worlds", 24)), reference, cancel)
        return {"values": [[v.action.notation(), v.mean, v.stderr, v.gap_stderr] for v in values]}
    seconds = float(job.get("seconds", THINK_SECONDS))
    action = decide(state, make_bot(level), random.Random(seed), cancel=cancel,
                    deadline=time.monotonic() + seconds)
    return {"action": action.notation()}


class _Reader(threading.Thread):
    """Reads the jobs; a cancel (or the end of input) stops the job in hand at once."""

    def __init__(self, source: TextIO, jobs: queue.Queue) -> None:
        super().__init__(daemon=True, name="think-reader")
        self.source, self.jobs = source, jobs
        self.lock = threading.Lock()
        self.current: tuple[Any, threading.Event] | None = None
        self.cancelled: set = set()

    def run(self) -> None:
        for line in self.source:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict):
                continue
            if "cancel" in message:
                with self.lock:
                    self.cancelled.add(message["cancel"])
                    if self.current is not None and self.current[0] == message["cancel"]:
                        self.current[1].set()
            else:
                self.jobs.put(message)
        with self.lock:
            if self.current is not None:
                self.current[1].set()
        self.jobs.put(None)

    def start_job(self, job_id) -> threading.Event | None:
        """The cancel flag of the job about to run, or None when it was cancelled already."""
        with self.lock:
            if job_id in self.cancelled:
                self.cancelled.discard(job_id)
                return None
            self.current = (job_id, threading.Event())
            return self.current[1]

    def end_job(self) -> None:
        with self.lock:
            if self.current is not None:
                self.cancelled.discard(self.current[0])
            self.current = None


def serve(source: TextIO | None = None, sink: TextIO | None = None) -> int:
    """Answer jobs until the end of input (see the module notes)."""
    from tarocchi.bots.base import Cancelled

    if sink is None:  # our answers keep the real standard output; stray prints go to stderr
        sink = os.fdopen(os.dup(1), "w", encoding="utf-8")
        sys.stdout = sys.stderr
    if source is None:  # a windowed executable may have no sys.stdin, but the pipe is fd 0
        source = sys.stdin if sys.stdin is not None else os.fdopen(0, "r", encoding="utf-8")
    jobs: queue.Queue = queue.Queue()
    reader = _Reader(source, jobs)
    reader.start()

    def send(message: dict) -> None:
        sink.write(json.dumps(message) + "\n")
        sink.flush()

    send({"ready": os.getpid()})
    positions = Positions()
    while True:
        job = jobs.get()
        if job is None:
            return 0
        job_id = job.get("id")
        cancel = reader.start_job(job_id)
        if cancel is None:
            send({"id": job_id, "cancelled": True})
            continue
        try:
            answer = run_job(job, positions, cancel)
        except Cancelled:
            answer = {"cancelled": True}
        except Exception:
            answer = {"error": traceback.format_exc()}
        finally:
            reader.end_job()
        try:
            send({"id": job_id, **answer})
        except OSError:  # the window is gone
            return 0


if __name__ == "__main__":
    lower_priority()
    sys.exit(serve())
