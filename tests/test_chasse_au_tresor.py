"""La chasse au trésor (004, "La chasse au trésor"): the track, the quartets, each suit's
role, the satchel, the three ends and the score; property tests over many random games."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Act, parse_action
from tarocchi.engine.cards import EXCUSE, MONDE, card_name, parse_card
from tarocchi.engine.events import CardMoved, DealEnded
from tarocchi.engine.games._chasse_strategy import ChassePlanner, plan_turn, play
from tarocchi.engine.games.chasse_au_tresor import (
    ALL_TREASURE, FULL_TRACK, JOURNEY_DONE, KNOCKED_OUT, TELEPORTED, TRACK, Chasse, minimal_spells,
)
from tarocchi.engine.protocol import IllegalAction, OptionError
from tarocchi.engine.registry import get_game

SPEC = get_game("chasse-au-tresor")
C = parse_card


def build(first: str, **options) -> Chasse:
    """A game whose journey deck starts with ``first`` (quartets, space-separated), then every
    other suit card in index order."""
    head = first.split()
    used = {C(c) for c in head}
    rest = head + [card_name(c) for c in range(56) if c not in used]
    return SPEC.new_state(1, options, deal={"journey": rest})


def act(text: str) -> Act:
    action = parse_action("act " + text)
    assert isinstance(action, Act)
    return action


# --- set-up ----------------------------------------------------------------------------------------

def test_registered_as_a_solitaire_with_its_options():
    assert SPEC.kind == "solitaire" and SPEC.players == (1,)
    assert SPEC.params().options == {"satchel": 3, "knocked_out": "drops"}
    with pytest.raises(OptionError):
        SPEC.params(1, {"satchel": 9})


def test_set_up_track_from_the_excuse_to_21_and_the_first_quartet():
    """"Remove the atouts … place them face up in order starting with the excuse … through 21"
    and "Play cards from the journey deck face up in quartets"."""
    state = SPEC.new_state(1, seed=7)
    assert state.track() == TRACK and TRACK[0] == EXCUSE and TRACK[-1] == MONDE
    assert len(TRACK) == 22 and state.damage == 0
    assert len(state.quartet) == 4 and state.deck_left() == 52
    assert sorted(state.journey) == list(range(56))


def test_a_deal_number_always_deals_the_same_journey():
    a, b = SPEC.new_state(1, seed=1234), SPEC.new_state(1, seed=1234)
    assert a.journey == b.journey and a.journey != SPEC.new_state(1, seed=1235).journey
    assert a.deal_record()["journey"][:4] == ["2C", "10H", "4C", "7H"]  # pinned: never change


def test_deal_records_round_trip_and_bad_records_name_the_field():
    state = SPEC.new_state(1, seed=99)
    again = SPEC.new_state(1, deal=state.deal_record())
    assert again.journey == state.journey
    with pytest.raises(ValueError, match="journey"):
        SPEC.new_state(1, deal={"journey": state.deal_record()["journey"][:-1]})
    with pytest.raises(ValueError, match="journey"):
        SPEC.new_state(1, deal={"cards": []})


# --- monsters and spells ------------------------------------------------------------------------------

def test_a_spell_worth_at_least_the_monster_beats_it():
    state = build("9S 9C 2H 3D")
    state.apply(act("cast 9S 9C"))
    assert state.monsters() == [] and state.threat() == 0
    state.apply(act("onward"))
    assert state.damage == 0 and state.treasure == [C("3D")]


def test_spells_add_up_and_each_must_be_needed():
    state = build("KS 10C 4C 1C")
    assert state.check(act("cast KS 10C")) is not None  # 10 < 14
    reason = state.check(act("cast KS 10C 4C 1C"))  # 15: the ace is not needed
    assert reason is not None and "needed" in reason
    state.apply(act("cast KS 10C 4C"))
    assert state.monsters() == []
    assert minimal_spells([C("10C"), C("4C"), C("1C")], 14) == [(C("10C"), C("4C"))]


def test_an_unbeaten_monster_strikes_for_its_value_and_the_treasure_is_left_behind():
    """"take damage equal to the summation of the value of the conflicts … and remove that many
    cards from the atouts"; treasure "may only be picked up once all conflicts are resolved"."""
    state = build("QS 3S 5C KD 1H 2H 4H 5H")
    state.apply(act("cast 3S 5C"))
    events = state.apply(act("onward"))
    assert state.damage == 13 and state.track()[0] == TRACK[13]
    assert state.treasure == [] and C("KD") in state.discard
    moved = [e for e in events if type(e) is CardMoved and e.target == "damage"]
    assert [e.card for e in moved] == list(TRACK[:13])


def test_several_monsters_strike_together():
    state = build("4S 5S 6S 7D")
    state.apply(act("onward"))
    assert state.damage == 15 and not state.treasure


def test_treasure_is_taken_when_there_is_no_monster():
    state = build("KD QD 2H 3C")
    state.apply(act("onward"))
    assert [card_name(c) for c in state.treasure] == ["KD", "QD"]
    assert state.score() == 27


def test_bad_casts_are_refused_with_the_rule():
    state = build("5S 3C 2C 4D")
    with pytest.raises(IllegalAction, match="not a monster"):
        state.apply(act("cast 4D 3C 2C"))
    with pytest.raises(IllegalAction, match="less than"):
        state.apply(act("cast 5S 3C"))
    with pytest.raises(IllegalAction, match="not a spell"):
        state.apply(act("cast 5S 7C"))
    state.apply(act("cast 5S 3C 2C"))
    assert state.history == [act("cast 5S 3C 2C")]


# --- potions and the satchel -----------------------------------------------------------------------------

def test_a_potion_heals_its_value_but_never_above_the_full_track():
    """Hearts "used immediately to heal 1 - 14 … worth of damage"."""
    state = build("9S 3S 1D 7H 2H 1C 2C KH")
    with pytest.raises(IllegalAction, match="not hurt"):
        state.apply(act("drink 7H"))
    state.apply(act("keep 7H"))
    state.apply(act("onward"))
    assert state.damage == 12
    events = state.apply(act("drink 7H"))
    assert state.damage == 5
    assert [e.card for e in events if type(e) is CardMoved and e.target == "track"] == list(TRACK[11:4:-1])
    state.apply(act("drink KH"))
    assert state.damage == 0 and state.track() == TRACK


def test_kept_cards_wait_in_the_satchel_for_later_turns():
    state = build("1D 2D KC 9H 7S 3D 4D 5D")
    state.apply(act("keep KC"))
    state.apply(act("keep 9H"))
    assert state.satchel == [C("KC"), C("9H")]
    state.apply(act("onward"))
    assert state.satchel == [C("KC"), C("9H")]
    state.apply(act("cast 7S KC"))
    state.apply(act("onward"))
    assert state.damage == 0 and state.satchel == [C("9H")]
    assert [card_name(c) for c in state.treasure] == ["1D", "2D", "3D", "4D", "5D"]


def test_the_satchel_is_limited_and_a_card_may_be_dropped_to_make_room():
    state = build("1C 2C 3C 4C 5C 6C 7C 8C", satchel=2)
    state.apply(act("keep 1C"))
    state.apply(act("keep 2C"))
    with pytest.raises(IllegalAction, match="full"):
        state.apply(act("keep 3C"))
    assert all(a.verb != "keep" for a in state.legal_actions())
    state.apply(act("drop 1C"))
    state.apply(act("keep 4C"))
    assert state.satchel == [C("2C"), C("4C")] and C("1C") in state.discard
    state.apply(act("onward"))
    assert C("3C") in state.discard  # not kept: discarded with the quartet


def test_a_satchel_of_size_zero_keeps_nothing():
    state = build("1C 2H 3D 4S", satchel=0)
    assert not [a for a in state.legal_actions() if a.verb == "keep"]


# --- the three ends and the score ------------------------------------------------------------------------

def test_knocked_out_when_the_track_is_empty_drops_the_treasure():
    state = build("KD 1H 2H 3H KS QS 1C 2C")
    state.apply(act("onward"))
    assert state.treasure_value() == 14
    events = state.apply(act("onward"))  # 14 + 13 = 27 ≥ 22
    assert state.over and state.ending == KNOCKED_OUT and state.health == 0 and not state.track()
    assert state.score() == 0 and not state.result()["survived"]
    assert type(events[-1]) is DealEnded and events[-1].scores == (0.0,)


def test_the_texts_reading_keeps_the_treasure_when_knocked_out():
    state = build("KD 1H 2H 3H KS QS 1C 2C", knocked_out="keeps")
    state.apply(act("onward"))
    state.apply(act("onward"))
    assert state.ending == KNOCKED_OUT and state.score() == 14


def test_exactly_21_damage_leaves_the_21_on_the_track():
    state = build("KS 7S 1D 2D")
    state.apply(act("onward"))
    assert not state.over and state.track() == (MONDE,) and state.damage == 21


def test_teleport_at_any_time_keeps_the_treasure_taken():
    state = build("KD QD 1H 2H KS QS JS 1C")
    state.apply(act("onward"))
    state.apply(act("teleport"))
    assert state.ending == TELEPORTED and state.score() == 27
    r = state.result()
    assert r["survived"] and not r["won"] and r["treasure"] == ["KD", "QD"]
    with pytest.raises(IllegalAction, match="over"):
        state.apply(act("onward"))


def test_the_journey_ends_when_the_deck_is_used_up_and_the_score_is_the_diamonds():
    state = SPEC.new_state(1, seed=3)
    planner = ChassePlanner()
    while not state.over:
        action, _ = planner.next_action(state)
        planner.advance(state, action)
        state.apply(action)
    if state.ending == JOURNEY_DONE:
        assert state.turns == 14 and state.deck_left() == 0 and state.result()["won"]
    assert state.score() == sum(c % 14 + 1 for c in state.treasure)


def test_describe_result_speaks_words():
    state = build("KD QD 1H 2H")
    state.apply(act("onward"))
    state.apply(act("teleport"))
    summary = Chasse.describe_result(state.result(), 1)
    assert summary.head.render() == "Teleported out with treasure worth 27"
    rows = dict(summary.render_lines())
    assert rows["Treasure found"] == "2 diamonds worth 27"
    assert rows["Damage taken"] == "0 of 22"


def test_describe_names_the_move_in_words():
    state = build("9S 9C 2H 3D")
    assert state.describe(act("cast 9S 9C")) == "Beat the 9 of spades with the 9 of clubs"
    assert state.describe(act("onward")) == "Go on (take 9 damage)"


# --- the planner ------------------------------------------------------------------------------------------

def test_the_planner_teleports_only_when_the_quartet_cannot_be_survived():
    state = build("KD 1H 2H 3H KS QS 1C 2C")
    state.apply(act("onward"))
    plan = plan_turn(state)
    assert plan.moves == [act("teleport")]


def test_the_planner_beats_monsters_to_take_treasure():
    state = build("KD 5S 6C 1H")
    plan = plan_turn(state)
    assert plan.moves[0] == act("cast 5S 6C") and plan.moves[-1] == act("onward")


def test_the_planner_plays_only_legal_moves_and_never_is_knocked_out():
    for seed in range(1, 60):
        state = play(SPEC.new_state(1, seed=seed))
        assert state.ending != KNOCKED_OUT


# --- properties over many games ---------------------------------------------------------------------------

def _accounted(state: Chasse) -> None:
    cards = (list(state.journey[state.pos:]) + state.quartet + state.beaten + state.satchel
             + state.treasure + state.discard)
    assert sorted(cards) == list(range(56)), "every suit card in exactly one place"
    assert 0 <= state.health <= FULL_TRACK and len(state.track()) == state.health
    assert len(state.satchel) <= state.satchel_size


@pytest.mark.parametrize("level", ["random", "easy", "hint"])
def test_random_games_account_for_every_card(level):
    bot = make_bot(level)
    games = 1500 if level == "random" else 60
    for seed in range(games):
        state = SPEC.new_state(1, {"satchel": seed % 5}, seed=seed)
        rng = random.Random(seed)
        while not state.over:
            action = decide(state, bot, rng)
            assert state.check(action) is None
            state.apply(action)
            _accounted(state)
        result = state.result()
        assert result["score"] == (0 if state.ending == KNOCKED_OUT else
                                   sum(c % 14 + 1 for c in state.treasure))
        assert 0 <= result["score"] <= ALL_TREASURE
        assert state.turns <= 14


def test_a_sampled_world_keeps_what_is_face_up_and_shuffles_the_rest():
    state = SPEC.new_state(1, seed=5)
    state.apply(Act("onward"))
    world = state.sample_world(0, random.Random(1))
    assert world.quartet == state.quartet and world.pos == state.pos
    assert world.journey[:state.pos] == state.journey[:state.pos]
    assert sorted(world.journey[state.pos:]) == sorted(state.journey[state.pos:])
    assert world.journey != state.journey


def test_a_game_record_replays_to_the_same_result():
    import json

    from tarocchi.engine.records import record_of, replay

    state = play(SPEC.new_state(1, seed=44))
    record = json.loads(json.dumps(record_of(state)))
    assert replay(record).result() == state.result()
