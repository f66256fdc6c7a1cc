"""Scarecrow (two-player Tarock): taking up, the straw men, the play and the units."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import Bid, Play
from tarocchi.engine.cards import EXCUSE, card_name, cardset, count, parse_cards
from tarocchi.engine.counting import THIRDS, Tally, count_in_threes
from tarocchi.engine.decks import TAROCK_54, points_of
from tarocchi.engine.events import CardMoved, Declared
from tarocchi.engine.games._tappen_family import pagat_outcome
from tarocchi.engine.games._tarock import PAGAT, TRULL
from tarocchi.engine.games.scarecrow import (
    PILE_SIZE, PILES, TRICKS, Scarecrow, StrawDealt, played_out_score, stake_after, take_up_score,
)
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.registry import get_game

SPEC = get_game("scarecrow")


def names(text: str) -> list[str]:
    return [card_name(c) for c in parse_cards(text)]


def deal(hand0: str, hand1: str, straw0: list[str], straw1: list[str]) -> dict:
    return {"hands": [names(hand0), names(hand1)],
            "straw": [[names(p) for p in straw0], [names(p) for p in straw1]]}


RED_HAND = "QH NH JH 1H 2H 3H 4H QD ND JD 1D 2D 3D 4D QS"
LOW_TAROCK = "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"

# Seat 1 (the non-dealer when seat 0 deals) holds fifteen Tarock and, in his straw men, the
# other seven Tarock and the four kings; seat 0 holds only suit cards.
ALL_TAROCK = deal(
    "7C NH JH 1H 2H 3H 4H QD ND JD 1D 2D 3D 4D QS",
    LOW_TAROCK,
    ["NS JS 10S 9S", "8S 7S QC NC", "JC 10C 9C 8C"],
    ["T16 T17 T18 T19", "T20 T21 EX KH", "KD KS KC QH"],
)


def new(deal_record: dict | None = None, seed: int = 0, dealer: int = 0, **options) -> Scarecrow:
    return SPEC.new_state(2, options, dealer=dealer, seed=None if deal_record else seed, deal=deal_record)


def everything(st: Scarecrow) -> list[int]:
    """Every card's place, for the accounting check."""
    places = [st.hands[0], st.hands[1], st.won[0], st.won[1], cardset(st.trick)]
    if st.piles:
        places.append(cardset(c for s in st.piles for p in s for c in p))
    else:
        places.append(cardset(c for s in st.straw_deal for p in s for c in p))
    return places


def assert_accounted(st: Scarecrow) -> None:
    places = everything(st)
    total = 0
    for p in places:
        assert not total & p, "a card is in two places"
        total |= p
    assert total == TAROCK_54


# --- the units ------------------------------------------------------------------------------

def test_units_of_the_source():
    assert take_up_score(True) == 2  # the taker who makes 35/two cards gets two units
    assert take_up_score(False) == -3  # and pays three if he does not
    assert played_out_score((106, 104)) == (1, -1)
    assert played_out_score((100, 110)) == (-1, 1)
    assert played_out_score((105, 105)) == (0, 0)  # 35 each: a draw
    assert stake_after({"draw": True}) == 2 and stake_after({"draw": False}) == 1
    assert stake_after(None) == 1


def test_winning_needs_35_and_two_cards():
    assert count_in_threes(cardset(parse_cards("KH QH NH JH"))) == Tally(11, 1)
    assert count_in_threes(cardset(parse_cards("KH QH"))) == Tally(7, 2)
    assert points_of(TAROCK_54, THIRDS) == 210


# --- the deal and taking up --------------------------------------------------------------------

def test_deal_layout():
    st = new(seed=3)
    assert [count(h) for h in st.hands] == [15, 15]
    assert [[len(p) for p in s] for s in st.straw_deal] == [[PILE_SIZE] * PILES] * 2
    assert st.to_move == 1 and st.phase == "auction"
    view = st.view(1)
    assert view.table.talon_size == 24 and view.table.straw_piles == ()
    assert_accounted(st)


def test_first_pack_goes_to_the_non_dealer():
    rng_state = new(seed=5, dealer=1)
    import tarocchi.engine.games.scarecrow as sc
    hands, piles, seq = sc.deal_scarecrow(random.Random(5), 1)
    assert piles == rng_state.straw_deal
    assert seq[:5] == (0,) * 5  # the non-dealer (seat 0) is served first


def test_pass_pass_throws_the_cards_in():
    st = new(seed=1)
    st.apply(Bid("pass"))
    assert st.to_move == 0
    st.apply(Bid("pass"))
    assert st.to_move is None and st.scores() == [0, 0]
    assert st.result()["annulled"] == "both passed"


def test_bad_bid_is_refused():
    st = new(seed=1)
    with pytest.raises(IllegalAction) as err:
        st.apply(Bid("solo"))
    assert "take up or pass" in err.value.rule


def test_dealer_takes_up_after_a_pass():
    st = new(seed=1)
    st.apply(Bid("pass"))
    st.apply(Bid("take-up"))
    assert st.taker == 0 and st.declarer == 0 and st.phase == "play" and st.to_move == 1


# --- the straw men ---------------------------------------------------------------------------

def test_straw_men_are_taken_up_by_the_rules():
    d = deal(
        RED_HAND, LOW_TAROCK,
        ["KS T16 NS 9S", "JS T17 T18 T19", "T20 KC T21 8S"],
        ["QC 10C 9C 7C", "EX KH KD JC", "NC 10S 7S 8C"],
    )
    st = new(d)
    events = st.apply(Bid("take-up"))
    assert isinstance(events[1], StrawDealt)
    # seat 0's piles: KS and T16 taken, NS stays up; JS stays up at once; T20 KC T21 taken, 8S last
    assert st.taken_up[0] == cardset(parse_cards("KS T16 T20 KC T21 8S"))
    assert st.straw_piles()[0] == ((parse_cards("NS")[0], parse_cards("JS")[0]), 4)
    # seat 1: QC stays up; EX KH KD taken and JC, the last card, too; NC stays up
    assert st.taken_up[1] == cardset(parse_cards("EX KH KD JC"))
    assert st.view(0).table.exposed[1] == st.taken_up[1]
    moved = [(card_name(e.card), e.source, e.target) for e in events if isinstance(e, CardMoved)]
    assert ("KS", "straw:0:0", "face-up") in moved and ("KS", "straw:0:0", "hand:0") in moved
    assert ("NS", "straw:0:0", "face-up") in moved and ("NS", "straw:0:0", "hand:0") not in moved
    assert_accounted(st)


def test_playing_a_face_up_straw_card_turns_the_next():
    d = deal(
        RED_HAND, LOW_TAROCK,
        ["NS T16 JS 9S", "10S T17 T18 T19", "T20 KC T21 8S"],
        ["QC KH 10C 7C", "EX KS KD JC", "NC 9C 7S 8C"],
    )
    st = new(d)
    st.apply(Bid("take-up"))
    assert st.to_move == 1
    qc = parse_cards("QC")[0]
    assert Play(qc) in st.legal_actions()  # a face-up straw card is playable like a hand card
    events = st.apply(Play(qc))
    moved = [(card_name(e.card), e.target) for e in events if isinstance(e, CardMoved)]
    assert moved == [("KH", "face-up"), ("KH", "hand:1"), ("10C", "face-up")]
    assert st.piles[1][0] == parse_cards("10C 7C") and st.face_up[1][0]
    # seat 0 took the king of clubs from its third straw man: it must follow with it
    assert {a.card for a in st.legal_actions()} == set(parse_cards("KC"))
    assert_accounted(st)


def test_follow_suit_includes_face_up_straw_cards():
    st = new(ALL_TAROCK)
    st.apply(Bid("take-up"))
    # seat 0 holds only suit cards; its straw men stay face up at NS, 8S and JC
    assert st.face_up_cards(0) == cardset(parse_cards("NS 8S JC"))
    st.apply(Play(parse_cards("KS")[0]))
    legal = {a.card for a in st.legal_actions()}
    assert legal == {parse_cards("QS")[0], parse_cards("NS")[0], parse_cards("8S")[0]}
    with pytest.raises(IllegalAction) as err:
        st.apply(Play(parse_cards("JC")[0]))
    assert err.value.rule == "you must follow suit"
    with pytest.raises(IllegalAction) as err:
        st.apply(Play(parse_cards("7S")[0]))
    assert "neither in your hand nor face up" in err.value.rule


# --- scoring ------------------------------------------------------------------------------------

def play_top_down(st: Scarecrow) -> None:
    """Seat 1 plays its highest card, keeping the Pagat for last; seat 0 its first legal."""
    while st.to_move is not None:
        legal = [a.card for a in st.legal_actions()]
        if st.to_move == 1:
            kept = [c for c in legal if c != PAGAT] or legal
            st.apply(Play(max(kept)))
        else:
            st.apply(Play(min(legal)))


def test_taker_with_everything_collects_game_and_three_premiums():
    st = new(ALL_TAROCK)
    st.apply(Bid("take-up"))
    assert st.taken_up[1] == cardset(parse_cards("T16 T17 T18 T19 T20 T21 EX KH KD KS KC QH"))
    play_top_down(st)
    result = st.result()
    assert result["made"] and result["card_points"][1]["tally"] == "70"
    assert {p["name"] for p in result["premiums"]} == {"trull", "four-kings", "pagat-ultimo"}
    assert st.scores() == [-5, 5]  # 2 for the game, 1 each for Trull, four kings and the Pagat
    announced = [(s, n) for s, n, _ in st.declarations]
    assert announced == [(1, "trull"), (1, "four-kings")]


def test_trull_is_announced_when_its_first_card_is_played():
    st = new(ALL_TAROCK)
    st.apply(Bid("take-up"))
    events = st.apply(Play(EXCUSE))
    assert [e for e in events if isinstance(e, Declared)] == [Declared(1, "trull", TRULL)]
    assert st.view(0).table.declarations == ((1, "trull", TRULL),)


def test_pagat_outcome_on_the_last_trick():
    tricks = [((0, 1), (10, 20), 0), ((1, 0), (PAGAT, 3), 1)]
    fate = pagat_outcome(tricks)
    assert fate.seat == 1 and fate.won
    caught = [((0, 1), (10, 20), 0), ((1, 0), (PAGAT, 70), 0)]
    fate = pagat_outcome(caught)
    assert fate.seat == 1 and not fate.won and fate.winner == 0
    assert pagat_outcome([((0, 1), (PAGAT, 70), 1), ((0, 1), (3, 4), 1)]) is None


def test_played_out_when_both_pass():
    st = new(seed=2, play_out=True)
    st.apply(Bid("pass"))
    st.apply(Bid("pass"))
    assert st.contract == "played-out" and st.phase == "play" and st.taker is None
    rng = random.Random(0)
    while st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))
    result = st.result()
    assert result["game"] in (0, 1) and sum(st.scores()) == 0


# --- random deals -----------------------------------------------------------------------------

def expected_scores(st: Scarecrow) -> list[int]:
    """The units recomputed from the tricks, the won piles and the announcements."""
    thirds = [points_of(w, THIRDS) for w in st.won]
    out = [0, 0]

    def pay(seat: int, units: int) -> None:
        out[seat] += units
        out[1 - seat] -= units

    if st.taker is not None:
        pay(st.taker, 2 if thirds[st.taker] >= 107 else -3)
    elif thirds[0] != thirds[1]:
        pay(0 if thirds[0] > thirds[1] else 1, 1)
    for seat, name, _ in st.declarations:
        pay(seat, 1)
    seats, cards, winner = st.tricks[-1]
    if PAGAT in cards:
        pay(winner, 1)
    return out


@pytest.mark.parametrize("play_out", [False, True])
def test_random_deals(play_out):
    for seed in range(60):
        st = new(seed=seed, dealer=seed % 2, play_out=play_out)
        record = st.deal_record()
        rng = random.Random(seed)
        leader_expected = 1 - st.dealer
        while st.to_move is not None:
            assert_accounted(st)
            if st.phase == "play" and not st.trick:
                assert st.to_move == leader_expected
            if seed % 3 == 0 and st.phase == "play":
                check_sample(st, st.to_move, rng)
            before = len(st.tricks)
            st.apply(rng.choice(st.legal_actions()))
            if len(st.tricks) > before:
                leader_expected = st.tricks[-1][2]
        assert sum(st.scores()) == 0
        result = st.result()
        if "annulled" not in result:
            assert len(st.tricks) == TRICKS
            assert sum(p["thirds"] for p in result["card_points"]) == 210
            assert st.scores() == expected_scores(st)
        replay = new(record, dealer=st.dealer, play_out=play_out)
        assert replay.deal_record() == record
        for action in st.history:
            replay.apply(action)
        assert replay.scores() == st.scores()
        assert st.deal_record() == record


def test_pagat_made_and_caught_in_play():
    """Both players keep the Pagat as long as they can and play their lowest card."""
    seen = {}
    for seed in range(30):
        st = new(seed=seed)
        st.apply(Bid("take-up"))
        while st.to_move is not None:
            legal = [a.card for a in st.legal_actions()]
            st.apply(Play(min([c for c in legal if c != PAGAT] or legal)))
        assert st.scores() == expected_scores(st)
        for p in st.result()["premiums"]:
            seen.setdefault(p["name"], seed)
    assert {"pagat-ultimo", "pagat-caught", "trull", "four-kings"} <= set(seen)


def check_sample(st: Scarecrow, seat: int, rng: random.Random) -> None:
    world = st.sample_world(seat, rng)
    assert world.hands[seat] == st.hands[seat]
    assert world.face_up_cards(0) == st.face_up_cards(0) and world.face_up_cards(1) == st.face_up_cards(1)
    other = 1 - seat
    known = st.exposed_cards()[other] & st.hands[other]
    assert world.hands[other] & known == known
    assert count(world.hands[other]) == count(st.hands[other])
    assert [[len(p) for p in s] for s in world.piles] == [[len(p) for p in s] for s in st.piles]
    assert world.won == st.won and world.trick == st.trick
    assert_accounted(world)
    # the opponent's hidden hand respects the voids he showed
    excluded = st.play_inferences()[other]
    assert not (world.hands[other] & ~known) & excluded
    # the sampled world plays on legally
    for _ in range(3):
        if world.to_move is None:
            break
        world.apply(rng.choice(world.legal_actions()))


def test_sampling_before_the_straw_is_laid_out():
    st = new(seed=4)
    world = st.sample_world(1, random.Random(0))
    assert world.hands[1] == st.hands[1]
    assert count(world.hands[0]) == 15
    assert_accounted(world)
    world.apply(Bid("take-up"))
    assert_accounted(world)


def test_view_hides_the_face_down_straw():
    st = new(seed=6)
    st.apply(Bid("take-up"))
    view = st.view(0)
    ups, downs = view.table.straw_piles[1]
    assert all(isinstance(c, int) for c in ups)
    assert downs == sum(len(p) for p in st.piles[1]) - len(ups)
    # the bots' playout kernel turns the straw men up itself: plain play with straw cards left
    assert view.table.card_values == THIRDS and view.table.plain_play
    assert new(seed=6).view(0).table.plain_play
    assert view.hand == st.hands[0]
    assert view.extra["straw"][1][0]["face_down"] == len(st.piles[1][0]) - st.face_up[1][0]


@pytest.mark.parametrize("seed", range(12))
def test_the_kernel_turns_up_the_straw_men_as_the_engine_does(seed):
    """From a random point of the play with straw cards left, the kernel's legal cards equal
    the engine's at every step of a random playout, and the face-up straw cards and what
    is turned up under them stay the same."""
    rng = random.Random(seed)
    st = new(seed=seed, dealer=seed % 2)
    st.apply(Bid("take-up"))
    for _ in range(rng.randrange(0, 20)):
        st.apply(rng.choice(st.legal_actions()))
    kernel = Kernel.from_world(st)
    assert kernel is not None and kernel.straw
    assert kernel.cards_left() == sum(count(st.to_play(s)) for s in range(2))
    while st.to_move is not None:
        playable = sum(1 << a.card for a in st.legal_actions())
        assert kernel.legal() == playable and kernel.to_move == st.to_move
        assert kernel.tops == sum(st.face_up_cards(s) for s in range(2))
        card = rng.choice([a.card for a in st.legal_actions()])
        kernel.play(card)
        st.apply(Play(card))
    assert kernel.tricks_left == 0 and not kernel.straw


@pytest.mark.parametrize("level, deals, budget", [("easy", 6, None), ("medium", 1, 8), ("hard", 1, 8)])
def test_bots_play_scarecrow(level, deals, budget):
    bot = make_bot(level)
    for seed in range(deals):
        st = new(seed=seed + 1, play_out=seed % 2 == 1)
        rng = random.Random(seed)
        while st.to_move is not None:
            st.apply(decide(st, bot, rng, budget=budget))
        assert sum(st.scores()) == 0


def test_describe_and_registry():
    st = new(seed=0)
    assert st.describe(Bid("take-up")) == "Take up" and st.describe(Bid("pass")) == "Pass"
    assert SPEC.family == "austrian" and SPEC.card_naming == "austrian" and SPEC.players == (2,)
    assert SPEC.direction == "counter-clockwise"
