"""The Shard (004, "The Shard"): set-up, the draw, the four actions and the pass, attacks
and defences, the end after the agreed rounds, the score; property tests over many games."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Act, parse_action
from tarocchi.engine.cards import card_name, cards_of, parse_card
from tarocchi.engine.events import DealEnded
from tarocchi.engine.games.the_shard import (
    MAX_INDICATORS, Shard, ShardDrew, defences, need, number, payments, value,
)
from tarocchi.engine.protocol import IllegalAction, OptionError
from tarocchi.engine.registry import get_game

from helpers import shard_deal as deal, shard_give as give, shard_put as put

SPEC = get_game("the-shard")
C = parse_card
CENTRE = 12  #: of the 5 × 5 board


def act(text: str) -> Act:
    action = parse_action("act " + text)
    assert isinstance(action, Act)
    return action


# --- set-up and the draw ------------------------------------------------------------------------

def test_registered_as_a_board_game_with_its_options():
    assert SPEC.kind == "board" and SPEC.players == (2, 3, 4, 5, 6)
    assert SPEC.params(3).options == {"rounds": 12, "pass_draws": True, "board": 5}
    with pytest.raises(OptionError):
        SPEC.params(7)
    with pytest.raises(OptionError):
        SPEC.params(3, {"rounds": 0})


def test_five_cards_each_and_the_first_player_draws():
    """"deal out 5 cards to every player … At the start of their turn, the player draws one card"."""
    state = SPEC.new_state(4, dealer=2, seed=3)
    assert state.current == 3 and state.to_move == 3
    assert [h.bit_count() for h in state.hands] == [5, 5, 5, 6]
    assert len(state.deck) == 78 - 20 - 1
    assert any(type(e) is ShardDrew and e.seat == 3 for e in state.initial_events())


def test_deal_records_round_trip_and_bad_records_name_the_field():
    state = SPEC.new_state(3, seed=11)
    again = SPEC.new_state(3, deal=state.deal_record())
    assert again.hands == state.hands and again.deck == state.deck
    record = state.deal_record()
    with pytest.raises(ValueError, match="hands"):
        SPEC.new_state(4, deal=record)
    with pytest.raises(ValueError, match="deck"):
        SPEC.new_state(3, deal={"hands": record["hands"], "deck": record["deck"][:-1]})


def test_card_values_and_atout_numbers():
    """"Kings are worth 5 points … Pips are worth 1 point"."""
    assert [value(C(c)) for c in ("KD", "QD", "ND", "JD", "10D", "1D")] == [5, 4, 3, 2, 1, 1]
    assert number(C("T17")) == 17 and number(C("EX")) == 0
    assert need(C("EX")) == 1 and need(C("T4")) == 4


def test_payments_are_worth_at_least_the_number_with_every_card_needed():
    diamonds = sum(1 << C(c) for c in ("KD", "JD", "3D", "2D"))
    found = {tuple(sorted(card_name(c) for c in p)) for p in payments(diamonds, 6)}
    # K+J = 7 (neither is spare), K+a pip = 6; K+2 pips = 7 has a pip to spare, J+2 pips = 4 < 6
    assert found == {("JD", "KD"), ("2D", "KD")}
    assert ("2D", "3D", "KD") in {tuple(sorted(card_name(c) for c in p)) for p in payments(diamonds, 6, minimal=False)}
    assert all(sum(value(c) for c in p) >= 6 for p in payments(diamonds, 6))


# --- the four actions ------------------------------------------------------------------------------

def test_the_first_atout_goes_to_the_centre_with_one_indicator():
    """"play an atouts card with … diamond-suited cards with equal value … and place one indicator"."""
    state = deal(["T3 JD 1D 5S 6S", "", ""])
    with pytest.raises(IllegalAction, match="centre"):
        state.apply(act("place T3 JD 1D at 0"))
    state.apply(act(f"place T3 JD 1D at {CENTRE}"))
    assert state.where[C("T3")] == CENTRE and state.owner[C("T3")] == 0 and state.pips[C("T3")] == 1
    assert C("JD") in state.discard and C("1D") in state.discard
    assert state.to_move == 1 and state.indicators(0) == 1


def test_an_atout_is_placed_next_to_a_card_already_placed():
    """"it must be adjacent in some fashion to an existing card": by a side or a corner."""
    state = deal(["T2 JD", "", ""])
    put(state, "T9", CENTRE, owner=1)
    cells = state.placing_cells()
    assert cells == [6, 7, 8, 11, 13, 16, 17, 18]
    with pytest.raises(IllegalAction, match="next to"):
        state.apply(act("place T2 JD at 0"))
    state.apply(act("place T2 JD at 6"))  # a corner
    assert state.where[C("T2")] == 6


def test_a_placement_must_be_paid_in_full_with_diamonds_only_needed():
    state = deal(["T5 QD 1D 2D 1H", "", ""])
    with pytest.raises(IllegalAction, match="less than 5"):
        state.apply(act(f"place T5 QD at {CENTRE}"))
    with pytest.raises(IllegalAction, match="needed"):
        state.apply(act(f"place T5 QD 1D 2D at {CENTRE}"))
    with pytest.raises(IllegalAction, match="diamonds"):
        state.apply(act(f"place T5 QD 1H at {CENTRE}"))
    state.apply(act(f"place T5 QD 1D at {CENTRE}"))


def test_the_excuse_costs_one_card():
    state = deal(["EX 1D", "", ""])
    assert act(f"place EX 1D at {CENTRE}") in state.legal_actions()


def test_upgrade_adds_an_indicator_to_ones_own_atout_up_to_six():
    """"Upgrade the atouts by spending … hearts-suited cards with equal value … add an indicator"."""
    state = deal(["QH 1H JH", "", ""])
    put(state, "T4", CENTRE, owner=0, pips=5)
    put(state, "T2", 7, owner=1)
    with pytest.raises(IllegalAction, match="own"):
        state.apply(act("upgrade T2 JH"))
    with pytest.raises(IllegalAction, match="less than 4"):
        state.apply(act("upgrade T4 JH"))
    state.apply(act("upgrade T4 QH"))
    assert state.pips[C("T4")] == MAX_INDICATORS
    state.turn = 0  # seat 0 again
    give(state, 0, "KH")
    with pytest.raises(IllegalAction, match="at most 6"):
        state.apply(act("upgrade T4 KH"))


def test_move_any_atout_to_an_empty_neighbouring_cell_with_clubs():
    """"Move one card by spending a number of clubs-suited cards with equal value"."""
    state = deal(["JC 1C 2C", "", ""])
    put(state, "T3", CENTRE, owner=1)
    put(state, "T6", 13, owner=0)
    with pytest.raises(IllegalAction, match="neighbouring"):
        state.apply(act("move T3 JC 1C at 0"))
    with pytest.raises(IllegalAction, match="neighbouring"):
        state.apply(act("move T3 JC 1C at 13"))  # occupied
    state.apply(act("move T3 JC 1C at 6"))  # another player's atout, moved outward
    assert state.where[C("T3")] == 6 and state.cell_card[CENTRE] == -1 and state.owner[C("T3")] == 1


def test_attack_takes_indicators_from_the_outermost_atouts_inward():
    """"Remove enough indicators … starting with the outermost atouts cards and moving inward"."""
    state = deal(["KS QS", "", "1H"])
    put(state, "T2", CENTRE, owner=2, pips=3)  # ring 0: the target
    put(state, "T1", 0, owner=2, pips=2)  # ring 2
    put(state, "T3", 8, owner=2, pips=2)  # ring 1
    put(state, "T5", 24, owner=1, pips=2)  # another player's: untouched
    state.hands[2] = 0  # the defender holds no heart: the blow falls at once
    assert state.damage_path(C("T2")) == [C("T1"), C("T3"), C("T2")]
    state.apply(act("attack T2 KS QS"))  # 9 points
    # the 1 loses 2 (2 points), the 3 loses 2 (6 points), the 2 loses none (1 point is lost)
    assert C("T1") not in state.where and C("T1") in state.discard
    assert C("T3") not in state.where and state.pips[C("T2")] == 3
    assert state.pips[C("T5")] == 2 and state.to_move == 1


def test_an_indicator_is_worth_its_atouts_number():
    state = deal(["KS", "", ""])
    put(state, "T4", CENTRE, owner=1, pips=3)
    state.hands[1] = 0
    state.apply(act("attack T4 KS"))  # 5 points take one indicator of the 4; 1 point is lost
    assert state.pips[C("T4")] == 2


def test_attack_costs_at_least_the_number_and_may_be_worth_more():
    """"Attack atouts by spending a number of spades-suited cards with equal value of the
    atouts that is attacked"; the attacker adds "all their spades-suited cards desired"."""
    state = deal(["KS 1S", "", ""])
    put(state, "T6", CENTRE, owner=1, pips=2)
    put(state, "T7", 7, owner=0)
    with pytest.raises(IllegalAction, match="less than 6"):
        state.apply(act("attack T6 KS"))
    with pytest.raises(IllegalAction, match="own"):
        state.apply(act("attack T7 KS 1S"))
    assert act("attack T6 1S KS") in state.legal_actions()


def test_the_defender_lays_hearts_to_cancel_points():
    """"the defending player selects hearts-suited cards to reduce the damage"."""
    state = deal(["KS QS", "JH 1H 2H"])
    put(state, "T1", CENTRE, owner=1, pips=6)
    state.apply(act("attack T1 KS QS"))  # 9 points
    assert state.phase == "defend" and state.to_move == 1
    defs = state.legal_actions()
    assert act("defend") in defs and all(a.verb == "defend" for a in defs)
    with pytest.raises(IllegalAction, match="defend"):
        state.apply(act("pass"))
    state.apply(act("defend JH 1H"))  # 3 points cancelled, 6 taken: 6 indicators of the 1
    assert C("T1") not in state.where and C("JH") in state.discard
    assert state.phase == "turn" and state.to_move == 1  # then seat 1's own turn


def test_a_defence_may_not_lay_hearts_it_does_not_need():
    assert set(defences(sum(1 << C(c) for c in ("KH", "1H")), 3)) == {(), (C("1H"),), (C("KH"),)}


def test_a_pass_draws_one_more_card_unless_the_option_is_off():
    state = deal(["", ""])
    before = state.hands[0].bit_count()
    state.apply(act("pass"))
    assert state.hands[0].bit_count() == before + 1
    state = deal(["", ""], pass_draws=False)
    state.apply(act("pass"))
    assert state.hands[0].bit_count() == 6


def test_the_discards_are_shuffled_when_the_deck_runs_out():
    """"If the Shard deck is exhausted, shuffle the discard deck and use this new one"."""
    state = deal(["", ""], pass_draws=False)
    state.discard, state.deck = list(state.deck[1:]), state.deck[:1]
    state.apply(act("pass"))  # seat 1 draws the last card
    assert not state.deck
    events = state.apply(act("pass"))  # seat 0 draws from the shuffled discards
    assert any(type(e) is ShardDrew and e.reshuffled for e in events)
    assert not state.discard and state.deck


# --- the end --------------------------------------------------------------------------------------

def test_the_game_ends_after_the_agreed_rounds_and_scores_indicators():
    """"The game ends once the number of rounds … are reached … count the number of indicators"."""
    state = deal(["", "", ""], rounds=2)
    put(state, "T1", CENTRE, owner=0, pips=4)
    put(state, "T2", 7, owner=2, pips=1)
    for _ in range(5):
        state.apply(act("pass"))
        assert not state.is_terminal()
    events = state.apply(act("pass"))
    assert state.is_terminal() and type(events[-1]) is DealEnded
    r = state.result()
    assert r["indicators"] == [4, 0, 1] and r["winners"] == [0]
    assert state.scores() == pytest.approx([4 - 5 / 3, -5 / 3, 1 - 5 / 3])
    summary = Shard.describe_result(r, 3)
    assert summary.head.render(["Ann", "Bob", "Cy"]) == "Winner: Ann, with 4 indicators"
    assert dict(summary.render_lines(["Ann", "Bob", "Cy"]))["Cy"] == "1 indicator on 1 atout"


def test_a_tie_shares_the_victory():
    state = deal(["", ""], rounds=1)
    put(state, "T1", CENTRE, owner=0, pips=2)
    put(state, "T2", 7, owner=1, pips=2)
    state.apply(act("pass"))
    state.apply(act("pass"))
    assert state.result()["winners"] == [0, 1] and state.scores() == [0.0, 0.0]
    assert "share" in Shard.describe_result(state.result(), 2).head.render()


def test_describe_speaks_words():
    state = deal(["T3 JD 1D", "", ""])
    assert state.describe(act(f"place T3 JD 1D at {CENTRE}")) == (
        "Place trump 3 at row 3, column 3, paying the jack of diamonds and the ace of diamonds")
    assert state.describe(act("pass")) == "Pass"
    named = state.action_words(act(f"place T3 JD 1D at {CENTRE}")).render(card_name=lambda c: f"<{card_name(c)}>")
    assert named == "Place <T3> at row 3, column 3, paying <JD> and <1D>"  # the window's skin names the cards


# --- knowledge -------------------------------------------------------------------------------------

def test_a_sampled_world_keeps_what_the_seat_knows():
    state = SPEC.new_state(4, seed=5)
    rng = random.Random(3)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move
    world = state.sample_world(seat, random.Random(1))
    assert world.hands[seat] == state.hands[seat]
    assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in state.hands]
    assert len(world.deck) == len(state.deck) and world.discard == state.discard
    assert world.where == state.where and world.pips == state.pips
    hidden = {c for s in range(4) if s != seat for c in cards_of(state.hands[s])} | set(state.deck)
    assert {c for s in range(4) if s != seat for c in cards_of(world.hands[s])} | set(world.deck) == hidden


# --- properties over many games ---------------------------------------------------------------------

def _accounted(state: Shard) -> None:
    cards = [c for h in state.hands for c in cards_of(h)] + state.deck + state.discard + list(state.where)
    assert sorted(cards) == list(range(78)), "every card in exactly one place"
    assert all(1 <= p <= MAX_INDICATORS for p in state.pips.values())
    assert all(state.cell_card[cell] == a for a, cell in state.where.items())
    assert sum(1 for a in state.cell_card if a >= 0) == len(state.where)


def test_random_games_keep_every_rule():
    rng = random.Random(7)
    for game in range(1200):
        n = 2 + game % 5
        rounds = 1 + game % 6
        state = SPEC.new_state(n, {"rounds": rounds, "board": (5, 7)[game % 2]}, dealer=game % n,
                               seed=game)
        turns = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            action = rng.choice(legal)
            assert state.check(action) is None
            turns += action.verb != "defend"  # every other action is a player's turn
            state.apply(action)
            _accounted(state)
        assert turns == rounds * n  # the game ends after the agreed rounds
        r = state.result()
        assert r["indicators"] == [sum(state.pips[a] for a in state.atouts_of(s)) for s in range(n)]
        assert sum(state.scores()) == pytest.approx(0.0, abs=1e-6)
        assert r["winners"] == [s for s in range(n) if r["indicators"][s] == max(r["indicators"])]


@pytest.mark.parametrize("players", [2, 4])
def test_easy_players_play_whole_games(players):
    bot = make_bot("easy")
    for seed in range(8):
        state = SPEC.new_state(players, {"rounds": 6}, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            action = decide(state, bot, rng)
            assert state.check(action) is None
            state.apply(action)
            _accounted(state)


def test_a_game_record_replays_to_the_same_result():
    """Records (docs/records.md): the deal, the draws after reshuffles and every action."""
    import json

    from tarocchi.engine.records import record_of, replay

    bot = make_bot("easy")
    state = SPEC.new_state(3, {"rounds": 20}, seed=21)
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply(decide(state, bot, rng))
    assert state.reshuffles >= 1  # the discards became a new deck at least once
    record = json.loads(json.dumps(record_of(state)))
    again = replay(record)
    assert again.result() == state.result() and again.history == state.history
    assert parse_action(state.history[0].notation()) == state.history[0]
