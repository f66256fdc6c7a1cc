"""The match layer: dealer rotation, score sheet, end of match."""

import copy
import random

import pytest

from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.registry import get_game


def seats(n):
    return [SeatInfo(f"P{i}") for i in range(n)]


def play(state, rng):
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_actions()))


def test_dealer_rotates_and_sheet_sums_to_zero():
    match = Match(get_game("french-tarot"), 4, {}, seats(4), deals=6, seed=3)
    rng = random.Random(0)
    dealers = []
    while not match.is_over():
        state = match.new_deal()
        dealers.append(state.dealer)
        assert state.to_move in (None, (state.dealer + 1) % 4)
        play(state, rng)
        match.finish_deal()
    assert dealers[:4] == [0, 1, 2, 3]
    assert match.played_deals() == 6
    assert abs(sum(match.totals())) < 1e-9
    assert len(match.sheet) >= 6
    assert match.as_json()["totals"] == match.totals()


def test_match_to_a_target_and_teams():
    match = Match(get_game("french-tarot"), 3, {}, [SeatInfo("A", ("Ann", "Bob")), SeatInfo("B"), SeatInfo("C")],
                  target=150, seed=1)
    rng = random.Random(2)
    while not match.is_over():
        play(match.new_deal(), rng)
        match.finish_deal()
    assert max(match.totals()) >= 150
    assert match.leaders()
    assert match.as_json()["seats"][0]["people"] == ["Ann", "Bob"]


def test_match_refuses_bad_parameters():
    with pytest.raises(ValueError):
        Match(get_game("french-tarot"), 4, {}, seats(3), deals=1)
    with pytest.raises(ValueError):
        Match(get_game("french-tarot"), 7, {}, seats(7), deals=1)


def test_same_seed_same_match():
    def run():
        match = Match(get_game("french-tarot"), 4, {}, seats(4), deals=3, seed=9)
        rng = random.Random(4)
        while not match.is_over():
            play(match.new_deal(), rng)
            match.finish_deal()
        return match.totals()
    assert run() == run()


def test_game_to_100_with_bonus_uses_the_games_board():
    spec = get_game("point-tarock")
    match = Match(spec, 3, {}, seats(3), target=100, seed=5)
    rng = random.Random(1)
    for _ in range(500):
        if match.is_over():
            break
        play(match.new_deal(), rng)
        match.finish_deal()
    assert match.is_over()
    board = match.board
    assert len(board.games) == 1
    column = board.games[0]
    winners = board.bonus_winners[0]
    assert winners and all(column[s] >= 110 for s in winners)
    assert match.as_json()["board"]["games"] == [column]


def test_stake_after_a_draw_doubles_the_next_deal():
    from dataclasses import replace
    spec = replace(get_game("french-tarot"), stake_after=lambda result: 2 if result.get("made") else 1)
    match = Match(spec, 4, {}, seats(4), deals=12, seed=2)
    rng = random.Random(3)
    previous_made = None
    while not match.is_over():
        state = match.new_deal()
        play(state, rng)
        raw = state.scores()
        line = match.finish_deal(state)
        if not line.annulled:
            assert line.stake == (2 if previous_made else 1)
            assert line.scores == [s * line.stake for s in raw]
            previous_made = line.summary.get("made")


def test_carry_hands_koenigrufen_matches_to_the_next_deal():
    from tarocchi.engine.records import record_of, replay
    match = Match(get_game("koenigrufen"), 4, {}, seats(4), deals=40, seed=11)
    rng = random.Random(5)
    carried = 0
    while not match.is_over():
        state = match.new_deal()
        if match.carry and any(match.carry.get("matches", [])):
            carried += 1
        play(state, rng)
        match.finish_deal()
        assert replay(record_of(state)).scores() == state.scores()  # records replay with the carry
    assert match.played_deals() == 40
    assert abs(sum(match.totals())) < 1e-9


@pytest.mark.parametrize("game, players", [("point-tarock", 3), ("koenigrufen", 4), ("french-tarot", 4)])
def test_a_deal_dealt_again_before_and_after_it_is_written(game, players):
    """Restart this deal: the same cards and dealer; once written, the deal comes off the sheet
    and the dealer, the stake, the carried matches and the game board are as before it."""
    match = Match(get_game(game), players, {}, seats(players), seed=8)  # Point-Tarock: its board too
    rng = random.Random(4)
    for _ in range(5):  # a few deals on the sheet (and on the board), then one more in play
        play(match.new_deal(), rng)
        match.finish_deal()
    state = match.new_deal()
    state.apply(rng.choice(state.legal_actions()))
    again = match.deal_again()  # in play: the same deal from its start
    assert again.deal_record() == state.deal_record() and not again.history and match.current is again
    play(again, rng)
    before = copy.deepcopy((match.dealer, match.stake, match.carry, match.as_json()))
    match.finish_deal()
    again2 = match.deal_again()  # written: taken off the sheet and dealt once more
    assert again2.deal_record() == again.deal_record()
    assert (match.dealer, match.stake, match.carry, match.as_json()) == before
    play(again2, rng)
    match.finish_deal()
    assert len(match.sheet) == len(before[3]["sheet"]) + 1
    with pytest.raises(RuntimeError):
        Match(get_game(game), players, {}, seats(players), seed=1).deal_again()
