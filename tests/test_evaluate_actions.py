"""``bots.montecarlo.evaluate_actions``: the review's evaluation of every legal action."""

from __future__ import annotations

import random
import threading

import pytest

from helpers import deal_with, new
from tarocchi.bots.base import Cancelled
from tarocchi.bots.montecarlo import evaluate_actions
from tarocchi.bots.worker import Positions, job_record, run_job
from tarocchi.engine.actions import Bid

#: seat 1 speaks first (dealer 0) with every high trump, the excuse and the kings
MONSTER = "T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T1 KS KH KD KC QS QH T12"


def test_passing_a_monster_hand_is_far_worse_than_any_contract():
    state = new(4, deal=deal_with(4, {1: MONSTER}, seed=3), dealer=0)
    values = evaluate_actions(state, random.Random(1), worlds=8, reference=Bid("pass"))
    assert {v.action for v in values} == set(state.legal_actions())
    assert [v.mean for v in values] == sorted((v.mean for v in values), reverse=True)
    best, worst = values[0], values[-1]
    assert worst.action == Bid("pass") and best.action != Bid("pass")
    assert best.mean - worst.mean > 2 * best.gap_stderr > 0
    assert all(v.stderr >= 0 for v in values)
    assert state.history == []  # the position is left as it was


def test_the_same_seed_weighs_alike_and_cancel_stops_it():
    state = new(4, deal=deal_with(4, {1: MONSTER}, seed=3), dealer=0)
    assert evaluate_actions(state, random.Random(5), worlds=3) == evaluate_actions(state, random.Random(5), worlds=3)
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        evaluate_actions(state, random.Random(5), cancel=stop)


def test_the_worker_answers_an_evaluation_job():
    state = new(4, seed=11, dealer=0)
    answer = run_job({"kind": "evaluate", "record": job_record(state), "seed": 2, "worlds": 2,
                      "reference": "bid pass"}, Positions(), threading.Event())
    assert sorted(a for a, *_ in answer["values"]) == sorted(a.notation() for a in state.legal_actions())
    assert all(len(v) == 4 for v in answer["values"])
