"""Game records and the headless command line (contracts other tools rely on)."""

from __future__ import annotations

import json
import random

import pytest

from tarocchi.cli import main
from tarocchi.engine.records import RecordError, record_of, replay
from tarocchi.engine.registry import get_game
from tarocchi.storage import write_json_atomic


def finished_record(seed: int = 3, n: int = 4) -> dict:
    spec = get_game("french-tarot")
    rng = random.Random(seed)
    while True:
        state = spec.new_state(n, seed=rng.randrange(2**40), dealer=1)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
        if not state.annulled:
            return record_of(state)


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_replay_reproduces_the_result():
    record = finished_record()
    state = replay(record)
    assert state.scores() == record["result"]["scores"]
    assert state.result() == record["result"]


def test_replay_from_seed_only_and_from_deal_only():
    record = finished_record(5)
    by_seed = dict(record)
    del by_seed["deal"]
    by_deal = dict(record)
    del by_deal["seed"]
    assert replay(by_seed).scores() == replay(by_deal).scores() == record["result"]["scores"]


@pytest.mark.parametrize("mutate,message", [
    (lambda r: r.update(version=99), "version 99 is not supported"),
    (lambda r: r.update(format="other"), "not a Tarocchi record"),
    (lambda r: r.update(game="chess"), "unknown game"),
    (lambda r: r.update(players=7), "not 7"),
    (lambda r: r["actions"].insert(0, "play KH"), "action 1"),
    (lambda r: r["actions"].__setitem__(0, "fly away"), "cannot be read"),
    (lambda r: r.update(options={"nope": 1}), "no option"),
    (lambda r: r["deal"]["hands"][0].__setitem__(0, r["deal"]["hands"][1][0]), "bad deal"),
])
def test_bad_records_are_refused_with_a_reason(mutate, message):
    record = finished_record()
    mutate(record)
    with pytest.raises(RecordError, match=message):
        replay(record)


def test_cli_games_json(capsys):
    code, out, _ = run_cli(capsys, "games", "--json")
    assert code == 0
    games = json.loads(out)
    french = next(g for g in games if g["id"] == "french-tarot")
    assert french["name"] == "French Tarot"
    assert sorted(french["players"]) == [2, 3, 4, 5]
    assert french["options"]["excuse_last_trick"]["default"] == "changes-side"
    for g in games:
        assert set(g) >= {"id", "name", "players", "options"}


def test_cli_replay_json_and_errors(tmp_path, capsys):
    record = finished_record()
    path = tmp_path / "deal.json"
    write_json_atomic(path, record)
    code, out, _ = run_cli(capsys, "replay", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["scores"] == record["result"]["scores"]
    assert "card_points" in data and "made" in data
    code, out, _ = run_cli(capsys, "replay", str(path))
    assert code == 0 and "seat 0" in out

    record["actions"].append("play KH")
    write_json_atomic(path, record)
    code, _, err = run_cli(capsys, "replay", str(path), "--json")
    assert code == 2 and "after the end" in err

    path.write_text("{not json")
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 2 and "not valid JSON" in err
    code, _, err = run_cli(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 2 and "no such file" in err


def test_cli_simulate_json(capsys):
    code, out, _ = run_cli(capsys, "simulate", "--game", "french-tarot", "--players", "4", "--deals", "20",
                           "--seed", "7", "--bots", "random,easy,random,easy", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["deals"] == 20 and data["deals_per_s"] > 0
    assert 0 <= data["contract_success_rate"] <= 1
    assert [s["bot"] for s in data["seats"]] == ["random", "easy", "random", "easy"]
    assert abs(sum(s["mean_score"] for s in data["seats"])) < 1e-6
    again = json.loads(run_cli(capsys, "simulate", "--players", "4", "--deals", "20", "--seed", "7",
                               "--bots", "random,easy,random,easy", "--json")[1])
    assert again["seats"] == data["seats"]  # reproducible from the seed


def test_cli_simulate_bad_input(capsys):
    assert run_cli(capsys, "simulate", "--players", "9")[0] == 2
    assert run_cli(capsys, "simulate", "--bots", "nobody")[0] == 2
    assert run_cli(capsys, "simulate", "--option", "red_pips=sideways")[0] == 2


def test_cli_bench_json(capsys):
    code, out, _ = run_cli(capsys, "bench", "--json", "--seconds", "0.05", "--game", "french-tarot")
    assert code == 0
    rows = json.loads(out)
    assert {r["players"] for r in rows} == {2, 3, 4, 5}
    for r in rows:
        assert r["game"] == "french-tarot" and r["deals_per_s"] > 0


def test_atomic_write_leaves_old_file_on_failure(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def _record_of(game: str, players: int) -> dict:
    state = get_game(game).new_state(players, seed=11, dealer=0)
    record = record_of(state)
    record.pop("seed", None)  # the deal alone is read, so that its fields are what is tested
    return record


def _put(path: tuple, value):
    def mutate(record: dict) -> None:
        node = record
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return mutate


@pytest.mark.parametrize("game,players,mutate,field", [
    ("french-tarot", 4, _put(("deal", "hands", 0, 0), 5), "deal.hands[0][0]"),
    ("french-tarot", 4, _put(("deal", "hands", 1, 2), None), "deal.hands[1][2]"),
    ("french-tarot", 5, _put(("deal", "chien"), "KS"), "deal.chien"),
    ("tappen", 3, _put(("deal", "talon"), {"a": 1}), "deal.talon"),
    ("koenigrufen", 4, _put(("deal", "talon"), 5), "deal.talon"),
    ("koenigrufen", 4, _put(("deal", "matches"), "x"), "deal.matches"),
    ("koenigrufen", 4, _put(("deal", "matches"), [None] * 4), "deal.matches[0]"),
    ("koenigrufen", 4, _put(("deal", "double_deals"), [1]), "deal.double_deals"),
    ("la-pyramide", 1, _put(("deal", "pyramid"), [["KS"]]), "deal.pyramid"),
    ("la-pyramide", 1, _put(("deal", "pyramid", 0, 0), None), "deal.pyramid[0][0]"),
    ("la-pyramide", 1, _put(("deal", "draw"), 5), "deal.draw"),
    ("french-tarot", 4, _put(("seats",), "x"), "seats"),
    ("tappen", 3, _put(("seats",), [{"name": 5}] * 3), "seats[0].name"),
    ("koenigrufen", 4, _put(("seats",), [{"name": "A"}] * 9), "seats"),
])
def test_each_malformed_record_exits_2_with_one_line_naming_the_field(game, players, mutate, field,
                                                                      tmp_path, capsys):
    """Issue 13, "Records": a card as a number or null, a talon that is not a list, a
    wrong-shaped pyramid, Königrufen's matches and double_deals of the wrong type, bad seats."""
    record = _record_of(game, players)
    mutate(record)
    path = tmp_path / "record.json"
    write_json_atomic(path, record)
    code, out, err = run_cli(capsys, "replay", str(path), "--json")
    lines = err.strip().splitlines()
    assert code == 2 and not out and len(lines) == 1, err
    assert lines[0].startswith("error: ") and field in lines[0], lines[0]
