"""The matches' statistics file (issue 20): each person's tallies per game and player
count, practice apart; two processes recording at once lose nothing; a bad or newer file is
refused with a message and kept aside."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarocchi.engine.match import SeatInfo
from tarocchi.matchstats import (
    FILE_NAME, HISTORY, MatchStatsStore, StatsError, check_match_stats, contract_outcome, credits_of, people_of,
)

APP = Path(__file__).resolve().parents[1] / "app"
SEATS = [SeatInfo("You"), SeatInfo("Anna", bot="easy"), SeatInfo("Bruno", bot="easy"), SeatInfo("Chloé", bot="easy")]


def guard(taker: int, made: bool) -> dict:
    return {"contract": "guard", "taker": taker, "made": made}


def test_people_are_a_seats_team_or_its_person_never_the_computer():
    assert people_of(SeatInfo("You")) == ["You"]
    assert people_of(SeatInfo("Anna", bot="easy")) == []
    assert people_of(SeatInfo("North", ("Ada", "Ben"), bot="easy")) == ["Ada", "Ben"]


@pytest.mark.parametrize("result, outcome", [
    ({"contract": "guard", "taker": 2, "made": True}, (2, "guard", True)),  # French Tarot
    ({"contract": "solo", "declarer": 1, "won": False}, (1, "solo", False)),  # Point-Tarock
    ({"contract": "solo", "declarer": 1, "taker": 1, "made": True}, (1, "solo", True)),  # Talon
    ({"points": [1, 2, 3], "taker": 0, "winners": [2]}, (None, None, None)),  # a counting game
])
def test_the_contract_of_every_kind_of_result(result, outcome):
    assert contract_outcome(result) == outcome


def test_a_deal_counts_contracts_scores_and_streaks(tmp_path):
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    deals = [([75, -25, -25, -25], guard(0, True)), ([-150, 50, 50, 50], guard(0, False)),
             ([30, 30, 30, -90], guard(3, False)), ([60, -20, -20, -20], guard(0, True)),
             ([0, 0, 0, 0], {"annulled": "everyone passed"})]
    for scores, result in deals:
        store.record("french-tarot", 4, credits_of(SEATS, scores, result, "Guard"))
    t = store.tally("french-tarot", 4, "You")
    assert (t["deals"], t["won"], t["total_score"], t["best"], t["worst"]) == (4, 3, 15, 75, -150)
    assert t["mean_score"] == 15 / 4 and (t["streak"], t["best_streak"]) == (2, 2)
    assert t["contracts"] == {"guard": {"name": "Guard", "taken": 3, "made": 2}}
    assert t["running"] == [75, -75, -45, 15]
    assert store.people("french-tarot", 4) == ["You"]  # the computer players are nobody's statistics


def test_practice_deals_are_counted_apart_and_the_match_when_it_ends(tmp_path):
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    store.record("tappen", 3, credits_of(SEATS[:3], [10, -5, -5], {}), practice=True)
    store.record("tappen", 3, credits_of(SEATS[:3], [-4, 2, 2], {}, match_leaders=[1, 2]))
    play, practice = store.tally("tappen", 3, "You"), store.tally("tappen", 3, "You", practice=True)
    assert (play["deals"], play["matches"], play["matches_won"]) == (1, 1, 0)
    assert (practice["deals"], practice["total_score"], practice["matches"]) == (1, 10, 0)


def test_a_team_credits_each_of_its_people(tmp_path):
    seats = [SeatInfo("North", ("Ada", "Ben")), SeatInfo("East", bot="easy"), SeatInfo("South", ("Cy",))]
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    store.record("point-tarock", 3, credits_of(seats, [8, -4, -4], {"contract": "one", "declarer": 0, "won": True},
                                               "One"))
    assert store.people("point-tarock", 3) == ["Ada", "Ben", "Cy"]
    for person in ("Ada", "Ben"):
        assert store.tally("point-tarock", 3, person)["contracts"]["one"] == {"name": "One", "taken": 1, "made": 1}


def test_the_history_keeps_the_last_deals_and_the_running_total_starts_where_they_do(tmp_path):
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    store.record("scarto", 3, credits_of(SEATS[:3], [5, -5, 0], {}))
    data = store.data["games"]["scarto"]["3"]["You"]["play"]
    data["history"] = []  # as if the deal had left the kept history
    store.record("scarto", 3, credits_of(SEATS[:3], [2, -2, 0], {}))
    assert store.tally("scarto", 3, "You")["running"] in ([7], [5, 7])
    assert HISTORY >= 1000


def test_reset_forgets_one_game_only(tmp_path):
    store = MatchStatsStore(tmp_path / FILE_NAME).load()
    store.record("scarto", 3, credits_of(SEATS[:3], [5, -5, 0], {}))
    store.record("troggu", 4, credits_of(SEATS, [5, -5, 0, 0], {}))
    store.reset("scarto")
    fresh = MatchStatsStore(tmp_path / FILE_NAME).load()
    assert fresh.player_counts("scarto") == [] and fresh.player_counts("troggu") == [4]


RECORDER = """
import sys
from pathlib import Path
from tarocchi.engine.match import SeatInfo
from tarocchi.matchstats import MatchStatsStore, credits_of
store = MatchStatsStore(Path(sys.argv[1])).load()
person, deals = sys.argv[2], int(sys.argv[3])
seats = [SeatInfo(person), SeatInfo("Bot", bot="easy"), SeatInfo("Both")]
for i in range(deals):
    store.record("french-tarot", 3, credits_of(seats, [2 * (i % 2) - 1, 1, 0], {"contract": "guard", "taker": 0,
                                                                           "made": i % 2 == 1}, "Guard"))
"""


def test_two_processes_recording_at_once_lose_no_deal(tmp_path):
    path = tmp_path / FILE_NAME
    env = dict(os.environ, PYTHONPATH=str(APP))
    deals = 50
    procs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(path), person, str(deals)], env=env)
             for person in ("Ada", "Ben")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    store = MatchStatsStore(path).load()
    for person in ("Ada", "Ben"):
        t = store.tally("french-tarot", 3, person)
        assert t["deals"] == deals and t["contracts"]["guard"] == {"name": "Guard", "taken": deals, "made": deals // 2}
    assert store.tally("french-tarot", 3, "Both")["deals"] == 2 * deals  # the seat both recorded
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME, FILE_NAME + ".lock"]


@pytest.mark.parametrize("content, problem", [
    (b"{not json", "not valid JSON"),
    (json.dumps({"version": 2, "games": {}}).encode(), "version: is 2"),  # a newer Tarocchi's
    (json.dumps({"version": 1, "games": {"scarto": {"3": {"You": {"play": {"deals": -1}}}}}}).encode(), "is missing"),
    (json.dumps({"version": 1, "games": {"scarto": {"three": {}}}}).encode(), "player count"),
])
def test_a_bad_or_newer_file_is_refused_with_a_message_and_kept_aside(tmp_path, content, problem):
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    with pytest.raises(StatsError, match=problem) as err:
        MatchStatsStore(path).load()
    assert "It was kept as" in str(err.value) and err.value.moved_to.read_bytes() == content
    assert not path.exists()


def test_a_file_turned_bad_meanwhile_is_kept_aside_and_the_deal_counted_anew(tmp_path):
    path = tmp_path / FILE_NAME
    store = MatchStatsStore(path).load()
    store.record("scarto", 3, credits_of(SEATS[:3], [5, -5, 0], {}))
    path.write_text("[]")
    with pytest.raises(StatsError) as err:
        store.record("scarto", 3, credits_of(SEATS[:3], [7, -7, 0], {}))
    assert err.value.moved_to.read_text() == "[]"
    assert check_match_stats(json.loads(path.read_text()))["games"]["scarto"]["3"]["You"]["play"]["deals"] == 1
