"""The thinking process (bots/worker.py): a position rebuilt from its record is the same
position for every seat, and the JSON-lines service answers, cancels and ends as documented."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
import threading
import zlib
from pathlib import Path

import pytest

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.worker import WORKER_NICENESS, JobFailed, Positions, answer_action, job_record, run_job, serve
from tarocchi.engine.registry import games

CASES = [(spec.id, n) for spec in games() if spec.kind == "trick" for n in spec.players]


def same_for_every_seat(a, b) -> None:
    assert a.to_move == b.to_move and a.phase == b.phase
    assert a.legal_actions() == b.legal_actions()
    for seat in range(a.params.players):
        assert a.view(seat) == b.view(seat)


@pytest.mark.parametrize("game,players", CASES)
def test_a_position_rebuilt_from_its_record_is_the_same(game: str, players: int) -> None:
    spec = next(s for s in games() if s.id == game)
    seed = zlib.crc32(f"{game}/{players}".encode())
    state = spec.new_state(players, dealer=seed % players, seed=seed)
    positions, fresh = Positions(), Positions()
    bot, rng = make_bot("easy"), random.Random(seed)
    while state.to_move is not None:
        record = json.loads(json.dumps(job_record(state)))  # through JSON, as the pipe carries it
        same_for_every_seat(positions.state(record), state)  # going on from the last position
        if len(state.history) % 7 == 0:
            same_for_every_seat(fresh.state(record), state)  # replayed from the deal
        state.apply(decide(state, bot, rng))


def test_a_job_answers_with_the_bots_choice() -> None:
    spec = next(s for s in games() if s.id == "french-tarot")
    state = spec.new_state(4, seed=11)
    job = {"kind": "decide", "record": job_record(state), "level": "medium", "seed": 5, "seconds": 30}
    answer = run_job(job, Positions(), threading.Event())
    assert answer_action(answer) == decide(state, make_bot("medium"), random.Random(5))
    hint = run_job({"kind": "hint", "record": job_record(state), "seat": state.to_move, "level": "easy",
                    "seed": 1}, Positions(), threading.Event())
    from tarocchi.bots.hint_text import hint as direct_hint
    from tarocchi.engine.words import phrase_from_json

    action, said = direct_hint(state, state.to_move, "easy", seed=1)
    assert answer_action(hint) == action and phrase_from_json(hint["said"]) == said  # through JSON alike
    with pytest.raises(JobFailed, match="fell over"):
        answer_action({"id": 1, "error": "Traceback ...\nRuntimeError: it fell over"})
    with pytest.raises(JobFailed, match="answered 'dance'"):
        answer_action({"id": 1, "action": "dance"})


def test_the_service_answers_cancels_and_ends_with_its_input() -> None:
    spec = next(s for s in games() if s.id == "tappen")
    state = spec.new_state(3, seed=2)
    record = job_record(state)
    lines = [{"cancel": 1}, {"id": 1, "kind": "decide", "record": record, "level": "easy", "seed": 0},
             {"id": 2, "kind": "decide", "record": record, "level": "easy", "seed": 0},
             {"id": 3, "kind": "decide", "record": {"game": "no-such-game"}, "level": "easy"}, "not json"]
    source = io.StringIO("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    sink = io.StringIO()
    assert serve(source, sink) == 0  # the end of input ends it
    answers = [json.loads(line) for line in sink.getvalue().splitlines()]
    assert answers[0] == {"ready": os.getpid()}
    assert answers[1] == {"id": 1, "cancelled": True}  # cancelled before it ran
    assert answer_action(answers[2]) in state.legal_actions()
    assert answers[3]["id"] == 3 and "RecordError" in answers[3]["error"]


def test_the_program_becomes_a_worker_with_its_flag() -> None:
    """``tarocchi --think-worker`` (what the packaged executable is started with) serves jobs
    and never loads Qt."""
    spec = next(s for s in games() if s.id == "french-tarot")
    state = spec.new_state(4, seed=1)
    job = {"id": 9, "kind": "decide", "record": job_record(state), "level": "easy", "seed": 3}
    probe = "import sys, tarocchi.app as a; code = a.main(['--think-worker']); " \
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt loaded'; sys.exit(code)"
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "app"))
    out = subprocess.run([sys.executable, "-c", probe], input=json.dumps(job) + "\n", capture_output=True,
                         text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert "ready" in answers[0] and answers[1]["id"] == 9
    assert answer_action(answers[1]) in state.legal_actions()



@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX niceness")
def test_a_worker_yields_the_processor_to_the_window() -> None:
    """The thinking process lowers its own priority before it serves (issue 14): nicer than
    the program that started it, so that the window's event loop is served first on a busy
    machine."""
    probe = ("import os, sys, tarocchi.app as a; code = a.main(['--think-worker']); "
             "print(os.nice(0), file=sys.stderr); sys.exit(code)")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "app"))
    out = subprocess.run([sys.executable, "-c", probe], input="", capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert int(out.stderr.split()[-1]) == min(19, os.nice(0) + WORKER_NICENESS)
