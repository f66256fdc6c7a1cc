"""Tappen (three-player Tarock): the "hold" auction, the talon halves, announcements,
doubling and the units."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Bid, Declare, Discard, Play, Take
from tarocchi.engine.cards import KINGS, card_name, cardset, parse_cards
from tarocchi.engine.counting import THIRDS, Tally, count_in_threes
from tarocchi.engine.decks import TAROCK_54, points_of
from tarocchi.engine.events import Declared, Discarded, TalonShown, TalonTaken
from tarocchi.engine.games._tarock import PAGAT, TRULL
from tarocchi.engine.games.tappen import Tappen, game_value, pagat_value
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.registry import get_game

from helpers import assert_sample_keeps_what_is_seen

SPEC = get_game("tappen")
ELDEST, MIDDLE, DEALER = 1, 2, 0  # with seat 0 dealing


def names(text: str) -> list[str]:
    return [card_name(c) for c in parse_cards(text)]


def cs(text: str) -> int:
    return cardset(parse_cards(text))


# The eldest hand holds sixteen Tarock; the talon's first half is T17 T18 T19 and its last
# half T20 T21 Sküs; the defenders share the suit cards, two kings each.
TAROCK_DEAL = {
    "hands": [
        names("KH KS QH QS NH NS JH JS 1H 10S 2H 9S 3H 8S 4H 7S"),
        names("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16"),
        names("KD KC QD QC ND NC JD JC 1D 10C 2D 9C 3D 8C 4D 7C"),
    ],
    "talon": names("T17 T18 T19 T20 T21 EX"),
}


def new(deal: dict | None = None, seed: int = 0, dealer: int = 0, **options) -> Tappen:
    return SPEC.new_state(3, options, dealer=dealer, seed=None if deal else seed, deal=deal)


def bids(st: Tappen, *words: str) -> None:
    for w in words:
        st.apply(Bid(w))


def declare(st: Tappen, *words: str) -> None:
    for w in words:
        st.apply(Declare(w))


def assert_accounted(st: Tappen) -> None:
    total = 0
    for place in [*st.hands, *st.won, st.talon, st.discard, cardset(st.trick)]:
        assert not total & place, "a card is in two places"
        total |= place
    assert total == TAROCK_54


# --- the units of the source ----------------------------------------------------------------

def test_values_fixed_by_the_text():
    assert game_value("dreier") == 3  # "the game only 3"
    assert (game_value("unterer"), game_value("oberer")) == (4, 5)
    assert pagat_value(announced=True, solo=False) == 8  # "this counts 8 points"
    assert pagat_value(announced=True, solo=False, doubles=1) == 16  # "2 × 8 = 16 units"
    assert game_value("solo", doubles=2) == 32  # "a Solo doubled and redoubled ... 4 × 8 = 32"
    assert pagat_value(announced=False, solo=False) == 4
    assert pagat_value(announced=False, solo=True) == 8
    assert pagat_value(announced=True, solo=True) == 16


def test_discarding_two_queens_and_a_jack_counts_8():
    assert count_in_threes(cs("QH QS JD")) == Tally(8)
    # the declarer then needs 27 and two cards (28 rounded) from the play
    assert points_of(TAROCK_54, THIRDS) - points_of(cs("QH QS JD"), THIRDS) > 0
    assert 107 - points_of(cs("QH QS JD"), THIRDS) == 27 * 3 + 2


# --- the auction -----------------------------------------------------------------------------

def test_first_example_eldest_holds():
    st = new(seed=1)
    assert st.to_move == ELDEST
    bids(st, "dreier", "pass", "unterer")
    assert st.to_move == ELDEST and Bid("hold") in st.legal_actions()
    bids(st, "hold")
    assert st.to_move == DEALER  # the middle hand passed for good
    assert {a.name for a in st.legal_actions()} == {"pass", "oberer", "solo"}
    bids(st, "pass")
    assert st.declarer == ELDEST and st.contract == "unterer" and st.phase == "talon"
    assert st.auction == [(1, "dreier"), (2, "pass"), (0, "unterer"), (1, "hold"), (0, "pass")]


def test_second_example_dealer_plays_oberer():
    st = new(seed=1)
    bids(st, "pass", "dreier", "unterer")
    assert st.to_move == MIDDLE  # the eldest hand passed and is skipped
    bids(st, "hold", "oberer", "pass")
    assert st.declarer == DEALER and st.contract == "oberer"


def test_dealer_may_play_a_dreier_after_two_passes():
    st = new(seed=1)
    bids(st, "pass", "pass")
    assert {a.name for a in st.legal_actions()} == {"pass", "dreier", "solo"}
    bids(st, "dreier")
    assert st.declarer == DEALER and st.contract == "dreier"


def test_everyone_passes():
    st = new(seed=1)
    bids(st, "pass", "pass", "pass")
    assert st.to_move is None and st.scores() == [0, 0, 0]
    assert st.result()["annulled"] == "everyone passed"


def test_bidding_rules_in_words():
    st = new(seed=1)
    with pytest.raises(IllegalAction) as err:
        st.apply(Bid("unterer"))
    assert err.value.rule == "the first bid must be a Dreier (or a Solo)"
    with pytest.raises(IllegalAction) as err:
        st.apply(Bid("hold"))
    assert err.value.rule == "there is no bid to hold yet"
    bids(st, "dreier")
    with pytest.raises(IllegalAction) as err:
        st.apply(Bid("hold"))  # the middle hand sits after the eldest
    assert "sitting before" in err.value.rule
    with pytest.raises(IllegalAction) as err:
        st.apply(Bid("oberer"))
    assert err.value.rule == "you must bid higher: Unterer or Solo"
    with pytest.raises(IllegalAction):
        st.apply(Bid("grand"))


def test_solo_can_be_bid_at_once_and_held():
    st = new(seed=1)
    bids(st, "dreier", "solo")
    assert st.to_move == DEALER and [a.name for a in st.legal_actions()] == ["pass"]
    bids(st, "pass")
    assert {a.name for a in st.legal_actions()} == {"pass", "hold"}
    bids(st, "hold")
    assert st.to_move == MIDDLE and [a.name for a in st.legal_actions()] == ["pass"]
    events = st.apply(Bid("pass"))
    assert st.declarer == ELDEST and st.contract == "solo"
    assert TalonTaken(ELDEST, None, to_defence=True) in events
    assert st.phase == "announce" and st.to_move == ELDEST
    view = st.view(MIDDLE)
    assert view.table.talon_size == 6 and view.table.talon_visible == ()


# --- talon and discard ---------------------------------------------------------------------------

def test_talon_halves_and_discard_rules():
    st = new(TAROCK_DEAL)
    events = st.apply(Bid("dreier"))
    assert st.phase == "auction"
    bids(st, "pass")
    events = st.apply(Bid("pass"))
    assert TalonShown(tuple(parse_cards("T17 T18 T19 T20 T21 EX"))) in events
    assert st.view(MIDDLE).table.talon_visible == tuple(parse_cards("T17 T18 T19 T20 T21 EX"))
    assert st.describe(Take(1)) == "Take the last three: trump 20, the Mond and the Sküs"
    st.apply(Take(0))
    assert st.hands[ELDEST] & cs("T17 T18 T19") == cs("T17 T18 T19")
    assert st.view(DEALER).table.talon_visible == tuple(parse_cards("T20 T21 EX"))
    with pytest.raises(IllegalAction) as err:
        st.apply(Discard(PAGAT))
    assert err.value.rule == "a king or a Trull card may not be laid away"
    events = st.apply(Discard(parse_cards("T2")[0]))
    assert events == [Discarded(ELDEST, parse_cards("T2")[0])]  # a Tarock laid away is shown
    st.apply(Discard(parse_cards("T3")[0]))
    st.apply(Discard(parse_cards("T17")[0]))
    assert st.phase == "announce" and st.to_move == ELDEST
    assert_accounted(st)


def test_a_king_may_not_be_laid_away():
    for seed in range(20):
        st = new(seed=seed)
        bids(st, "dreier", "pass", "pass")
        st.apply(Take(0))
        kings = st.hands[ELDEST] & KINGS
        if kings:
            with pytest.raises(IllegalAction) as err:
                st.apply(Discard(kings.bit_length() - 1))
            assert err.value.rule == "a king or a Trull card may not be laid away"
            return
    raise AssertionError("no declarer with a king in 20 deals")


# --- announcements, doubling and scoring ------------------------------------------------------------

def play_declarer_top_down(st: Tappen) -> None:
    """The declarer plays his highest card (the Pagat last); the others their lowest."""
    while st.to_move is not None:
        legal = [a.card for a in st.legal_actions()]
        if st.to_move == st.declarer:
            st.apply(Play(max([c for c in legal if c != PAGAT] or legal)))
        else:
            st.apply(Play(min(legal)))


def test_announced_and_doubled_pagat_in_a_dreier():
    st = new(TAROCK_DEAL)
    bids(st, "dreier", "pass", "pass")
    st.apply(Take(0))
    for card in ("T2", "T3", "T4"):
        st.apply(Discard(parse_cards(card)[0]))
    assert [a.name for a in st.legal_actions()] == ["pagat", "none"]
    events = st.apply(Declare("pagat"))
    assert events == [Declared(ELDEST, "pagat")]
    declare(st, "none")
    assert st.to_move == MIDDLE
    assert [a.name for a in st.legal_actions()] == ["double", "double-pagat", "none"]
    declare(st, "double-pagat", "none")
    assert st.to_move == DEALER
    declare(st, "none")
    assert st.to_move == ELDEST  # he may answer the double
    assert [a.name for a in st.legal_actions()] == ["redouble-pagat", "none"]
    declare(st, "none")  # the dealer and the eldest said nothing after the double: done
    assert st.phase == "play" and st.to_move == ELDEST
    # the announced Pagat stays in hand while another Tarock is there
    assert PAGAT not in {a.card for a in st.legal_actions()}
    with pytest.raises(IllegalAction) as err:
        st.apply(Play(PAGAT))
    assert "announced the Pagat" in err.value.rule
    play_declarer_top_down(st)
    result = st.result()
    assert result["made"]
    # the other half, T20 T21 Sküs, counts 9 for the defence
    assert result["card_points"]["defence"]["tally"] == "9"
    assert result["card_points"]["declarer"]["tally"] == "61"
    assert [(p["name"], p["units"]) for p in result["premiums"]] == [("pagat-ultimo", 16)]
    assert result["per_defender"] == 3 + 16
    assert st.scores() == [-19, 38, -19]


def test_trull_held_after_the_talon_and_game_doubled_and_redoubled():
    st = new(TAROCK_DEAL)
    bids(st, "dreier", "pass", "pass")
    st.apply(Take(1))  # T20 T21 Sküs: the declarer now holds the Trull
    for card in ("T2", "T3", "T4"):
        st.apply(Discard(parse_cards(card)[0]))
    declare(st, "none")
    declare(st, "double", "none")
    declare(st, "none")
    declare(st, "redouble", "none")
    declare(st, "none", "none")
    assert st.phase == "play" and st.game_doubles == 2
    events = st.apply(Play(parse_cards("EX")[0]))
    assert Declared(ELDEST, "trull", TRULL) in events
    play_declarer_top_down(st)
    result = st.result()
    names_units = sorted((p["name"], p["units"]) for p in result["premiums"])
    assert names_units == [("pagat-ultimo", 4), ("trull", 3)]  # the quiet Pagat is 4
    assert result["game"]["units"] == 12
    assert st.scores() == [-19, 38, -19]


def test_trull_and_four_kings_values_are_options():
    st = new(TAROCK_DEAL, trull_value=5)
    bids(st, "dreier", "pass", "pass")
    st.apply(Take(1))
    for card in ("T2", "T3", "T4"):
        st.apply(Discard(parse_cards(card)[0]))
    declare(st, "none", "none", "none")
    play_declarer_top_down(st)
    assert st.result()["per_defender"] == 3 + 4 + 5


def test_solo_pagat_values_double_and_talon_counts_for_the_defence():
    st = new(TAROCK_DEAL)
    bids(st, "solo", "pass", "pass")
    assert st.contract == "solo" and st.phase == "announce"
    declare(st, "pagat", "none", "none", "none")
    play_declarer_top_down(st)
    result = st.result()
    # the talon (T17 T18 T19 T20 T21 Sküs) is the defence's: 1 + 13 + 13 + 3 × 1 − … = 10
    assert result["card_points"]["defence"]["thirds"] == points_of(cs("T17 T18 T19 T20 T21 EX"), THIRDS)
    assert [(p["name"], p["units"]) for p in result["premiums"]] == [("pagat-ultimo", 16)]
    assert result["per_defender"] == 8 + 16


def test_defence_can_announce_its_pagat_and_declarer_double_it():
    deal = {
        "hands": [
            names("KH KS QH QS NH NS JH JS 1H 10S 2H 9S 3H 8S 4H T1"),
            names("T7 T2 T3 T4 T5 T6 7S T8 T9 T10 T11 T12 T13 T14 T15 T16"),
            names("KD KC QD QC ND NC JD JC 1D 10C 2D 9C 3D 8C 4D 7C"),
        ],
        "talon": names("T17 T18 T19 T20 T21 EX"),
    }
    st = new(deal)
    bids(st, "dreier", "pass", "pass")
    st.apply(Take(0))
    with pytest.raises(IllegalAction) as err:
        st.apply(Discard(parse_cards("T2")[0]))
    assert err.value.rule == "a Tarock may be laid away only when you have no other suit card than kings"
    st.apply(Discard(parse_cards("7S")[0]))
    st.apply(Discard(parse_cards("T2")[0]))
    st.apply(Discard(parse_cards("T3")[0]))
    assert [a.name for a in st.legal_actions()] == ["none"]
    declare(st, "none")
    declare(st, "none")  # middle hand
    assert [a.name for a in st.legal_actions()] == ["pagat", "double", "none"]  # the dealer holds it
    declare(st, "pagat", "none")
    assert [a.name for a in st.legal_actions()] == ["double-pagat", "none"]
    declare(st, "double-pagat", "none")
    assert st.view(MIDDLE).table.declarations == ((DEALER, "pagat", 0), (ELDEST, "double-pagat", 0))


# --- random deals -------------------------------------------------------------------------------

def expected_per_defender(st: Tappen) -> int:
    declarer_cards = st.won_by_side(0) | st.discard
    made = points_of(declarer_cards, THIRDS) >= 107
    game = game_value(st.contract) * 2 ** st.game_doubles
    total = game if made else -game
    seats, cards, winner = st.tricks[-1]
    solo = st.contract == "solo"

    def for_side(side: int, units: int) -> int:
        return units if side == 0 else -units

    if st.pagat_by is not None:
        units = pagat_value(True, solo) * 2 ** st.pagat_doubles
        won = PAGAT in cards and winner == st.pagat_by
        total += for_side(st.side(st.pagat_by) if won else 1 - st.side(st.pagat_by), units)
    elif PAGAT in cards:
        holder = seats[cards.index(PAGAT)]
        side = st.side(holder) if winner == holder else 1 - st.side(holder)
        total += for_side(side, pagat_value(False, solo))
    for seat, name, _ in st.declarations:
        if name in ("trull", "four-kings"):
            total += for_side(st.side(seat), 3)
    return total


def random_action(st: Tappen, rng: random.Random):
    legal = st.legal_actions()
    if st.phase == "announce" and rng.random() < 0.6:
        return Declare("none")
    return rng.choice(legal)


def test_random_deals():
    for seed in range(60):
        st = new(seed=seed, dealer=seed % 3)
        record = st.deal_record()
        rng = random.Random(seed)
        leader = (st.dealer + 1) % 3
        while st.to_move is not None:
            assert_accounted(st)
            if st.phase == "play" and not st.trick:
                assert st.to_move == leader
            if seed % 4 == 0 and st.phase in ("play", "announce", "talon", "discard"):
                for seat in range(3):
                    check_sample(st, seat, rng)
            before = len(st.tricks)
            st.apply(random_action(st, rng))
            if len(st.tricks) > before:
                leader = st.tricks[-1][2]
        assert sum(st.scores()) == 0
        result = st.result()
        if "annulled" not in result:
            assert len(st.tricks) == 16
            points = result["card_points"]
            assert points["declarer"]["thirds"] + points["defence"]["thirds"] == 210
            assert result["per_defender"] == expected_per_defender(st)
        replay = new(record, dealer=st.dealer)
        assert replay.deal_record() == record
        for action in st.history:
            replay.apply(action)
        assert replay.scores() == st.scores()
        assert st.deal_record() == record


def check_sample(st: Tappen, seat: int, rng: random.Random) -> None:
    world = st.sample_world(seat, rng)
    assert_sample_keeps_what_is_seen(st, world, seat)
    assert world.discard & st.discard_shown == st.discard_shown
    held = st.known_held(seat)
    for other in range(3):
        assert world.hands[other] & held[other] & st.hands[other] == held[other] & st.hands[other]
    if st.taken and seat != st.declarer:
        rest = st.taken & ~st.played_cards()
        assert (world.hands[st.declarer] | world.discard) & rest == rest
    assert_accounted(world)
    for _ in range(3):
        if world.to_move is None:
            break
        world.apply(random_action(world, rng))


@pytest.mark.parametrize("level, deals, budget", [("easy", 6, None), ("medium", 2, 16), ("hard", 2, 16)])
def test_bots_play_tappen(level, deals, budget):
    bot = make_bot(level)
    for seed in range(deals):
        st = new(seed=seed, dealer=seed % 3)
        rng = random.Random(seed)
        while st.to_move is not None:
            st.apply(decide(st, bot, rng, budget=budget))
        assert sum(st.scores()) == 0


def test_kept_pagat_is_not_plain_play():
    st = new(TAROCK_DEAL)
    bids(st, "solo", "pass", "pass")
    assert st.view(DEALER).table.plain_play
    declare(st, "pagat", "none", "none", "none")
    assert not st.view(DEALER).table.plain_play and st.view(DEALER).table.card_values == THIRDS


def test_registry_and_labels():
    st = new(seed=0)
    assert SPEC.players == (3,) and SPEC.family == "austrian" and SPEC.card_naming == "austrian"
    assert st.describe(Bid("hold")) == "Hold" and st.describe(Bid("unterer")) == "Unterer"
    assert st.describe(Declare("double-pagat")) == "Double the Pagat"
    assert st.view(0).table.card_values == THIRDS
    assert {o.name: o.default for o in SPEC.options} == {"trull_value": 3, "four_kings_value": 3}


def test_help_example():
    """The help's example: an Unterer with 30/one card in tricks and two queens and a jack laid
    away, a doubled Pagat made: each defender pays 20."""
    thirds = 30 * 3 + 1 + points_of(cs("QH QS JD"), THIRDS)
    assert str(count_in_threes(0)) == "0" and thirds == 38 * 3 + 1 and thirds >= 107
    assert game_value("unterer") + pagat_value(announced=True, solo=False, doubles=1) == 20


def last_trick_position(hands: dict[int, str], leader: int) -> Tappen:
    """A Dreier of the eldest hand at its last trick: the seats hold the given single cards,
    every other card already won by the declarer."""
    st = new(TAROCK_DEAL)
    bids(st, "dreier", "pass", "pass")
    st.apply(Take(1))
    for card in ("T2", "T3", "T4"):
        st.apply(Discard(parse_cards(card)[0]))
    declare(st, "none", "none", "none")
    st.hands = [cs(hands[s]) for s in range(3)]
    st.declarations = []
    st.won = [0, TAROCK_54 & ~st.discard & ~st.talon & ~cs(" ".join(hands.values())), 0]
    st.tricks = [((1, 2, 0), (), 1)] * 15
    st.tricks_total = 16
    st.start_play(leader)
    return st


def test_quiet_pagat_beaten_by_the_holders_partner_is_not_caught():
    """Book, "The Pagat": "the defending side catches the Pagat, that means that the last trick
    is not taken by the Pagat but by a higher Tarock. Catching the Pagat is also possible if
    the Pagat was quiet": catching is the other side's feat; a defender's quiet Pagat beaten
    by the other defender is not caught, and pays the declarer nothing."""
    st = last_trick_position({0: "T1", 1: "KH", 2: "T5"}, leader=ELDEST)
    for card in ("KH", "T5", "T1"):
        st.apply(Play(parse_cards(card)[0]))
    assert st.tricks[-1][2] == MIDDLE
    assert [p["name"] for p in st.result()["premiums"]] == []
    st = last_trick_position({0: "T1", 1: "T6", 2: "KH"}, leader=MIDDLE)
    for card in ("KH", "T1", "T6"):
        st.apply(Play(parse_cards(card)[0]))
    # the declarer catches the defender's quiet Pagat: the defence pays him 4
    assert [(p["name"], p["side"], p["units"]) for p in st.result()["premiums"]] == [("pagat-caught", "declarer", 4)]
