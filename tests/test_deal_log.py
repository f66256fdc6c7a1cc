"""The deal log (``deallog.py``) and the records a match keeps of its deals (issue 20)."""

from __future__ import annotations

import random
import re

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.cli import main
from tarocchi.deallog import deal_log
from tarocchi.engine.match import Match, SeatInfo, match_from_json
from tarocchi.engine.records import RecordError, record_of, replay
from tarocchi.engine.registry import games, get_game
from tarocchi.matchsave import parse_save, save_data
from tarocchi.storage import write_json_atomic

#: a card code of the record notation (KS, 10H, T21, EX): none may reach the log
CARD_CODE = re.compile(r"\b(T\d{1,2}|EX|(10|[1-9]|[KQNJ])[SHDC])\b")


def played(game: str, players: int, seed: int):
    state = get_game(game).new_state(players, {}, dealer=0, seed=seed)
    bot, rng = make_bot("easy"), random.Random(seed)
    while not state.is_terminal():
        state.apply(decide(state, bot, rng))
    return state


@pytest.mark.parametrize("spec", [s for s in games() if s.kind == "trick"], ids=lambda s: s.id)
def test_every_trick_game_logs_its_deal_in_words(spec):
    players = spec.default_players or spec.players[0]
    for seed in range(1, 12):
        state = played(spec.id, players, seed)
        if state.view(0).table is not None and state.view(0).table.tricks_played:
            break
    record = record_of(state, [{"name": n} for n in ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus")[:players]])
    log = deal_log(record)
    tricks = state.view(0).table.tricks_played
    assert log.count("Won by") == tricks
    assert f"Trick {tricks}, led by" in log or tricks == 0
    assert "Scores: " + ", ".join(f"{n['name']} {s:+g}" for n, s in zip(record["seats"], state.scores())) in log
    assert not CARD_CODE.search(log), CARD_CODE.search(log)
    for seat in record["seats"]:
        assert f"  {seat['name']} (" in log  # every hand


def test_the_log_names_leader_winner_and_discard():
    state = played("french-tarot", 4, 41)
    while state.result().get("annulled"):
        state = played("french-tarot", 4, state.seed + 1)
    log = deal_log(record_of(state))
    assert "Lay away the" in log and "Not dealt to anyone (talon):" in log
    first = next(line for line in log.splitlines() if line.startswith("  Trick 1, led by"))
    assert first.endswith(".") and " Won by Seat " in first
    assert "Result: " in log


def test_an_unfinished_deal_says_who_was_to_move():
    state = get_game("koenigrufen").new_state(4, {}, dealer=2, seed=8)
    state.apply(state.legal_actions()[0])
    log = deal_log(record_of(state))
    assert "The deal was stopped here, after 1 action;" in log and "Result" not in log


def test_the_log_speaks_to_the_person_named_you_whatever_the_window_s_language():
    """A record whose first seat has the person's default name, "You", logs it in the second
    person ("Guard by you", "Won by you.", "You were to move"), in English even while the
    window speaks French; a typed name stays a third person."""
    from tarocchi.engine import words

    names = [{"name": n} for n in ("You", "Anna", "Bruno", "Chloé")]
    state = next(s for s in (played("french-tarot", 4, seed) for seed in range(1, 80))
                 if s.result().get("taker") == 0 and not s.result().get("annulled"))
    log = deal_log(record_of(state, names))
    assert re.search(r"^  Contract: .* by you, score ×\d+$", log, re.M), log
    assert "led by you:" in log and "Won by you." in log, log
    assert not re.search(r"\b(by|to|from) You\b|\bYou (has|pays|holds|is|wins)\b", log), log
    words.set_person_lookup("Vous", {"nom": "vous", "acc": "vous", "dat": "vous"}.get)
    try:
        assert deal_log(record_of(state, names)) == log
    finally:
        words.set_english_person()
    typed = deal_log(record_of(state, [{"name": n} for n in ("Paul", "Anna", "Bruno", "Chloé")]))
    assert typed == re.sub(r"\b[Yy]ou\b", "Paul", log), typed
    unfinished = get_game("koenigrufen").new_state(4, {}, dealer=2, seed=8)
    unfinished.apply(unfinished.legal_actions()[0])
    assert "You were to move." in deal_log(record_of(unfinished, names))


def test_a_bad_record_is_refused_before_any_log():
    record = next(r for r in (record_of(played("tappen", 3, seed)) for seed in range(2, 40))
                  if len(r["actions"]) > 5)  # a deal played, not thrown in at the auction
    record["actions"][5] = "play T99"
    with pytest.raises(RecordError, match="action 6"):
        deal_log(record)


def test_cli_replay_log(tmp_path, capsys):
    record = record_of(played("french-tarot", 4, 43))
    path = tmp_path / "deal.json"
    write_json_atomic(path, record)
    assert main(["replay", str(path), "--log"]) == 0
    assert capsys.readouterr().out == deal_log(record)


def test_the_sheet_keeps_each_deals_record_and_the_practice_mark():
    spec = get_game("french-tarot")
    match = Match(spec, 4, {}, [SeatInfo(n) for n in "ABCD"], seed=5, practice=True)
    state = match.new_deal()
    bot, rng = make_bot("easy"), random.Random(1)
    while not state.is_terminal():
        state.apply(decide(state, bot, rng))
    line = match.finish_deal(state)
    assert line.record["practice"] is True and "deal" not in line.record  # the seed deals it again
    assert replay(line.record).scores() == state.scores()
    again = match_from_json(match.as_json())
    assert again.practice and again.sheet[0].record == line.record
    # the save and its deal in progress say so too
    match.new_deal()
    data = save_data(match)
    assert data["match"]["practice"] is True and data["deal"]["practice"] is True
    assert parse_save(data).match.practice
    plain = Match(spec, 4, {}, [SeatInfo(n) for n in "ABCD"], seed=5)
    assert "practice" not in plain.as_json() and "practice" not in plain.record(plain.new_deal())
