"""Zwanzigerrufen (Call Tarock XX): the 40-card pack and its count, the forced call from XX
down to XVI, Solo and Farberl, the Pagat (Counter-Pagat), the Trull and four kings held in
one hand, Valat and doubling. Values in the book's units."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import Bid, Declare, Play, parse_action
from tarocchi.engine.cards import bit, card_name, cardset, cards_of as iter_cards, count, parse_card, parse_cards
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import Called, Declared, PartnerRevealed
from tarocchi.engine.games._calling import FarberlRules
from tarocchi.engine.games._tarock import PAGAT, TRULL
from tarocchi.engine.games.zwanzigerrufen import (
    DECK_40, TOTAL_POINTS, VALUES, WINNING_POINTS, Zwanzigerrufen, card_to_call,
)
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.records import record_of, replay
from tarocchi.engine.registry import get_game
from test_koenigrufen import (  # the calling games' shared test helpers
    BOT_CASES, act, assert_next_player, bots_play, cards, cs, deal_with as calling_deal, entries, expected_scores, play_first_legal, quiet_round, settle,
)

SPEC = get_game("zwanzigerrufen")
DEALER = 3
ELDEST = 0  # the dealer's left: the next seat in playing order


def deal_with(fixed: dict[int, str], seed: int = 0) -> dict:
    return calling_deal(fixed, seed=seed, deck=DECK_40, hand=10, talon_size=0)


def new(deal: dict | None = None, seed: int = 0, dealer: int = DEALER, **options) -> Zwanzigerrufen:
    return SPEC.new_state(4, options, dealer=dealer, seed=None if deal else seed, deal=deal)


# --- the pack and its count -------------------------------------------------------------------------

def test_pack_and_card_points():
    assert count(DECK_40) == 40 and TOTAL_POINTS == 88 and WINNING_POINTS == 45
    assert not DECK_40 & cs("T2 T3 2H 3H 4H 9S 8S 7S 2D 9C")
    assert DECK_40 & cs("1H 1D 10S 10C T1 T4 EX") == cs("1H 1D 10S 10C T1 T4 EX")
    assert count(DECK_40 & (cs("EX") | cardset(range(56, 77)))) == 20
    assert [VALUES[parse_card(c)] for c in ("KH", "QS", "ND", "JC", "T1", "T21", "EX", "T7", "1H", "10S")] == \
        [5, 4, 3, 2, 5, 5, 5, 1, 0, 0]
    st = new(seed=3)
    assert [count(h) for h in st.hands] == [10] * 4 and st.talon == 0
    assert st.deal_sequence[:5] == (ELDEST,) * 5 and st.to_move == ELDEST
    assert SPEC.direction == "clockwise" and SPEC.card_naming == "austrian"


# --- the call ----------------------------------------------------------------------------------------

def test_eldest_calls_the_highest_of_xx_to_xvi_he_does_not_hold():
    assert card_to_call(cs("T20 T19 KH")) == parse_card("T18")
    assert card_to_call(cs("T21 KH")) == parse_card("T20")
    assert card_to_call(cs("T20 T19 T18 T17 T16")) is None
    st = new(deal_with({0: "T20 T19", 2: "T18"}))
    assert str(st.prompt()) == "Call Tarock XVIII"
    assert [a.name for a in st.legal_actions()][:2] == ["call", "solo"]
    with pytest.raises(IllegalAction, match="eldest hand must open"):
        st.apply(Bid("pass"))
    events = st.apply(Bid("call"))
    assert not any(type(e) is Called for e in events)  # the parties wait for the auction's end
    assert [a.name for a in st.legal_actions()][:2] == ["pass", "solo"]
    with pytest.raises(IllegalAction, match="only eldest hand may open with the simple call"):
        st.apply(Bid("call"))
    act(st, "bid pass", "bid pass")
    events = st.apply(Bid("pass"))
    assert Called(ELDEST, parse_card("T18")) in events and st.partners == [2]
    assert st.phase == "announce" and st.to_move == ELDEST


def test_holding_xx_to_xvi_eldest_must_play_alone():
    st = new(deal_with({0: "T20 T19 T18 T17 T16 KH QH NH JH 1H"}))
    assert "call" not in [a.name for a in st.legal_actions()]
    with pytest.raises(IllegalAction, match="you must play a Solo"):
        st.apply(Bid("call"))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass")
    assert st.game.name == "solo" and st.partners == [] and st.called is None


def test_others_overbid_only_with_solo_or_farberl_and_eldest_holds():
    st = new(deal_with({0: "T1 KD QD ND JD 1D", 1: "KH QH NH JH 1H KS QS"}))
    act(st, "bid call")
    assert [a.name for a in st.legal_actions()] == ["pass", "solo", "farberl"]
    act(st, "bid farberl", "bid pass", "bid pass")
    assert [a.name for a in st.legal_actions()] == ["pass", "hold"]  # no overbid: Solo ranks equal
    assert st.describe(Bid("hold")) == "Hold: Farberl"
    act(st, "bid hold", "bid pass")
    assert st.declarer == ELDEST and st.game.name == "farberl"
    assert st.to_move == ELDEST and st.phase == "announce"
    st = new(deal_with({0: "T1 T4 T5 T6 T7 T8 KD", 1: "KH QH NH JH 1H KS QS"}))
    act(st, "bid call", "bid farberl", "bid pass", "bid pass")
    assert [a.name for a in st.legal_actions()] == ["pass"]  # too few suit cards to hold a Farberl
    with pytest.raises(IllegalAction, match="at least 5 suit cards"):
        st.apply(Bid("hold"))


def test_farberl_needs_five_suit_cards():
    st = new(deal_with({0: "T1 T4 T5 T6 T7 T8 KH QH NH JH"}))
    assert "farberl" not in [a.name for a in st.legal_actions()]
    with pytest.raises(IllegalAction, match="at least 5 suit cards"):
        st.apply(Bid("farberl"))
    st = new(deal_with({0: "T1 T4 T5 T6 T7 T8 KH QH NH JH"}), farberl_min_suit_cards=0)
    assert "farberl" in [a.name for a in st.legal_actions()]
    assert "farberl" not in [a.name for a in new(seed=1, farberl=False).legal_actions()]


def test_partner_revealed_when_the_called_tarock_is_played():
    st = new(deal_with({0: "T21 T19 T18 T17", 2: "T20"}))
    act(st, "bid call", "bid pass", "bid pass", "bid pass")
    assert st.view(1).table.partners == () and st.view(2).table.partners == (2,)
    quiet_round(st)
    seen = []
    while st.to_move is not None:
        seen.extend(e for e in st.apply(st.legal_actions()[0]) if type(e) is PartnerRevealed)
    assert seen == [PartnerRevealed(2, parse_card("T20"))]


# --- scoring -----------------------------------------------------------------------------------------

CALL_DEAL = deal_with({0: "T1 T19 T18 T17 T16 T15 KH KS QH 1H", 2: "T20 T4 KD KC"})  # no Trull, no four kings


def call_game(**options) -> Zwanzigerrufen:
    st = new(CALL_DEAL, **options)
    act(st, "bid call", "bid pass", "bid pass", "bid pass")
    return st


def test_call_won_with_45_and_lost_at_44_all():
    # 44 points: the 20 Tarock (32) and KS KC (10), JS (2), and the two tens (0)
    mine = "EX T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5 T4 T1 KS KC JS 10S"
    theirs = "KH KD QH QS QD QC NH NS ND NC JH JD JC 1H 1D 10C"
    assert points_of(cs(mine), VALUES) == 44 and points_of(cs(theirs), VALUES) == 44
    st = call_game()
    quiet_round(st)
    settle(st, {0: mine, 1: theirs})
    assert not st.result()["made"] and entries(st)["game"] == (1, 1)
    assert st.scores() == [-1, 1, -1, 1]
    st = call_game()
    quiet_round(st)
    mine45 = mine.replace("JS", "NS")  # 45
    settle(st, {0: mine45, 1: theirs.replace("NS", "JS")})
    assert st.result()["made"] and st.scores() == [1, -1, 1, -1]


def test_solo_value_and_pagat_and_trull_double_in_a_solo():
    st = new(deal_with({0: "T1 T21 EX T20 T19 T18 T17 KH QH 1H"}))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass")
    assert st.held == [(0, "trull", TRULL)]
    assert (0, "trull", TRULL) in st.view(1).table.declarations
    assert st.view(1).table.exposed[0] == TRULL  # shown until played
    act(st, "declare pagat")
    quiet_round(st)
    settle(st, {0: "T21 EX T20 T19 T18 T17 KH QH KS KD KC QS QD QC NH NS ND NC",
                1: "T16 T15 T14 T13"}, last=((0, 1, 2, 3), "T1 1H 10S JH", 0))
    got = entries(st)
    assert got["game"] == (0, 4) and got["pagat"] == (0, 4) and got["trull"] == (0, 2)
    assert st.scores() == [30, -10, -10, -10]


def test_counter_pagat_must_double_and_marks_the_defender():
    st = new(deal_with({0: "T19 T18", 1: "T1 T21", 2: "T20"}))
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "declare none")
    assert st.to_move == 1
    events = st.apply(Declare("pagat"))
    assert [e.name for e in events if type(e) is Declared] == ["pagat", "double"]
    assert st.contra["game"] == 1 and st.known_defenders == [1]
    quiet_round(st)
    settle(st, {0: "T19 T18 KH KS", 1: "T21 EX T17 T16"}, last=((1, 2, 3, 0), "T1 1H 10S JH", 1))
    got = entries(st)
    assert got["pagat"] == (1, 2) and got["game"][1] == 2  # the game doubled


def test_partner_announcing_the_pagat_is_known():
    st = new(deal_with({0: "T19 T18", 2: "T20 T1"}))
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "declare none", "declare none")
    events = st.apply(Declare("pagat"))
    assert PartnerRevealed(2, parse_card("T20")) in events and st.contra["game"] == 0
    assert st.view(1).table.partners == (2,)


def test_defender_with_the_trull_doubles_and_four_kings_count_one():
    st = new(deal_with({0: "T19 T18", 1: "T1 T21 EX", 3: "KH KS KD KC"}))
    events = []
    for text in ("bid call", "bid pass", "bid pass", "bid pass"):
        events.extend(st.apply(parse_action(text)))
    assert [(e.seat, e.name) for e in events if type(e) is Declared] == [(1, "trull"), (1, "double"), (3, "four-kings")]
    assert st.contra["game"] == 1
    quiet_round(st)
    settle(st, {0: "T19 T18 T17 T16", 1: "T1 T21 EX T15"})
    got = entries(st)
    assert got["trull"] == (1, 1) and got["four-kings"] == (st.side(3), 1)
    assert st.scores() == expected_scores(st)


def test_valat_quiet_and_announced_replace_the_game():
    top = "EX T21 T20 T19 T18 T17 T16 T15 T14 T13"
    st = new(deal_with({0: top}))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass")
    quiet_round(st)
    play_first_legal(st)
    assert entries(st)["valat"] == (0, 6) and "game" not in entries(st)
    assert st.scores() == expected_scores(st) and st.scores()[0] >= 18
    st = new(deal_with({0: top}))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass")
    assert "valat" in [a.name for a in st.legal_actions()]
    act(st, "declare valat", "declare none")
    assert "valat" not in [a.name for a in st.legal_actions()]  # the declarer's alone
    act(st, "declare double-valat")
    quiet_round(st)
    play_first_legal(st)
    assert entries(st)["valat"] == (0, 24) and st.scores() == expected_scores(st)


def test_announced_valat_is_twelve_whatever_the_games_doubling():
    """Book, "Value of the games": "Valat quiet 6 units (but the game has no value) / Valat
    declared 12 units": a doubled game does not double an announced Valat (it has its own
    doubling); a quiet Valat, which is the game won by every trick, carries the game's."""
    top = "EX T21 T20 T19 T18 T17 T16 T15 T14 T13"
    st = new(deal_with({0: top}))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass", "declare valat", "declare none",
        "declare double")
    quiet_round(st)
    assert st.contra["game"] == 1
    play_first_legal(st)
    assert entries(st)["valat"] == (0, 12) and st.scores() == expected_scores(st)
    st = new(deal_with({0: top}))
    act(st, "bid solo", "bid pass", "bid pass", "bid pass", "declare none", "declare double")
    quiet_round(st)
    play_first_legal(st)
    assert entries(st)["valat"] == (0, 6 * 2)


def test_failed_announced_valat_goes_to_the_other_side():
    st = call_game()
    act(st, "declare valat")
    quiet_round(st)
    settle(st, {0: "T19 T18 T17 T16", 1: "T1 T21 EX T14"})
    assert entries(st)["valat"] == (1, 12) and "game" not in entries(st)


# --- Farberl ---------------------------------------------------------------------------------------

def test_farberl_rules():
    rules = FarberlRules()
    hand = cs("T5 T21 KH 1H")
    assert rules.legal_plays(hand, []) == cs("KH 1H")  # no Tarock lead while holding suit cards
    assert rules.legal_plays(cs("T5 T21"), []) == cs("T5 T21")
    assert rules.legal_plays(cs("T5 KS"), parse_cards("QH")) == cs("T5")  # void: a Tarock
    assert rules.winner_index(parse_cards("QH T21 KH JH")) == 2  # it cannot win
    assert rules.winner_index(parse_cards("T5 T21 KH EX")) == 3  # Tarock led: highest Tarock
    assert rules.legal_plays(cs("T4 KS"), parse_cards("T5")) == cs("T4")
    assert rules.refusal(hand, [], parse_card("T5")).startswith("in a Farberl you may lead a Tarock only")


def test_farberl_game_no_pagat_no_trull_but_four_kings():
    st = new(deal_with({0: "T1 T21 EX KH KS KD KC QH NH JH"}))
    act(st, "bid farberl", "bid pass", "bid pass", "bid pass")
    assert [e[1] for e in st.held] == ["four-kings"]
    assert "pagat" not in [a.name for a in st.legal_actions()]
    assert not st.view(1).table.plain_play  # the fast playouts do not know the Farberl
    quiet_round(st)
    assert all(a.card < 56 for a in st.legal_actions())  # eldest leads a suit card, not a Tarock
    settle(st, {0: "KH KS KD KC QH NH JH 1H QS QD", 1: "T1 T21 EX T4"}, last=((1, 2, 3, 0), "T5 T6 T7 T8", 1))
    got = entries(st)
    assert "pagat-caught" not in got and "pagat-quiet" not in got and "trull" not in got
    assert got["four-kings"] == (0, 1) and got["game"][1] == 4


# --- the whole game -----------------------------------------------------------------------------------

def random_action(st: Zwanzigerrufen, rng: random.Random):
    legal = st.legal_actions()
    if st.phase == "auction" and legal[0].name == "pass" and rng.random() < 0.7:
        return legal[0]
    if st.phase == "announce" and rng.random() < 0.7:
        return legal[0]
    return rng.choice(legal)


def test_random_deals():
    rng = random.Random(7)
    seen = set()
    for i in range(400):
        st = new(seed=i, dealer=i % 4)
        while st.to_move is not None:
            for a in st.legal_actions():
                assert st.check(a) is None
            if st.phase == "play" and rng.random() < 0.1:
                seat = (st.to_move + rng.randrange(1, 4)) % 4
                world = st.sample_world(seat, rng)
                assert world.hands[seat] == st.hands[seat] and world.won == st.won
                assert [count(h) for h in world.hands] == [count(h) for h in st.hands]
                held = st.known_held(seat)
                for other in range(4):
                    assert world.hands[other] & held[other] == held[other] & st.hands[other]
                    assert not world.hands[other] & st.play_inferences()[other]
            seat, phase, tricks = st.to_move, st.phase, len(st.tricks)
            action = random_action(st, rng)
            st.apply(action)
            assert_next_player(st, seat, phase, action, tricks)
        r = st.result()
        seen.add(r["contract"])
        assert sum(st.scores()) == 0
        assert r["card_points"]["declarer"] + r["card_points"]["defence"] == 88
        assert st.scores() == expected_scores(st)
        everything = 0
        for w in st.won:
            everything |= w
        assert everything == DECK_40
        assert replay(record_of(st)).scores() == st.scores()
    assert seen == {"call", "solo", "farberl"}


def test_pagat_announced_is_kept():
    st = new(deal_with({0: "T1 T21 T19 T18 KH QH NH JH 1H KS"}))
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "declare pagat")
    quiet_round(st)
    assert Play(PAGAT) not in st.legal_actions()
    with pytest.raises(IllegalAction, match="Pagat may not be played"):
        st.apply(Play(PAGAT))


@pytest.mark.parametrize("level, deals, budget", BOT_CASES)
def test_bots_play_zwanzigerrufen(level, deals, budget):
    bots_play(SPEC, level, deals, budget)


def test_words():
    st = new(CALL_DEAL)
    assert st.describe(Bid("call")) == "Call Tarock XX"
    assert st.describe(Bid("farberl")) == "Farberl" and st.describe(Declare("superdouble-pagat")) == "Superdouble Pagat"
    assert [o.name for o in SPEC.options] == ["farberl", "farberl_min_suit_cards", "doubling"]


def test_help_example():
    """The help's example: you call the XX, Bruno holds it; Anna shows the Trull and doubles;
    you and Bruno take 47 points: ±1 each."""
    you, anna, bruno, chloe = 0, 1, 2, 3
    st = new(deal_with({you: "KH", anna: "T1 T21 EX", bruno: "T20 KS"}), dealer=chloe)
    act(st, "bid call", "bid pass", "bid pass", "bid pass")
    assert st.partners == [bruno] and st.contra["game"] == 1
    quiet_round(st)
    mine = "KH KS KD KC QH QS QD QC NS NH ND JS"
    assert points_of(cs(mine), VALUES) == 47
    rest = " ".join(card_name(c) for c in cards(DECK_40 & ~cs(mine)))
    settle(st, {you: mine, anna: rest})
    assert st.result()["made"] and entries(st) == {"game": (0, 2), "trull": (1, 1)}
    assert st.scores() == [1, -1, 1, -1]


def test_a_sampled_world_keeps_the_auctions_bids_possible(monkeypatch):
    """Eldest hand has called, so he does not hold XX to XVI all: a world dealt with all five in
    his hand is dealt again (before, a bid simulation played on from such a world reached a call
    with no Tarock to call and crashed: duel, seed 251, deal 50)."""
    from tarocchi.engine import protocol

    st = new(deal_with({0: "T20 T19 T18 T17 KH", 2: "T16"}))
    act(st, "bid call")
    five = cs("T20 T19 T18 T17 T16")
    real = protocol.sample_assignment
    deals = []

    def all_five_to_eldest_first(pool, slots, rng, *rest):
        placement = real(pool, slots, rng, *rest)
        if not deals:  # slots: seats 0, 2, 3 (seat 1 samples); XX to XVI into eldest's hand
            for card in iter_cards(five & ~placement[0]):
                k = next(i for i, p in enumerate(placement) if p & bit(card))
                swap = iter_cards(placement[0] & ~five)[0]
                placement[0] = placement[0] & ~bit(swap) | bit(card)
                placement[k] = placement[k] & ~bit(card) | bit(swap)
        deals.append(placement)
        return placement

    monkeypatch.setattr(protocol, "sample_assignment", all_five_to_eldest_first)
    assert deals == [] and st.sample_world(1, random.Random(0)).hands[0] & five != five
    assert len(deals) == 2 and deals[0][0] & five == five  # the first deal refused, the second kept
    bad = st.with_hidden(deals[0])
    assert not bad.bids_allowed() and st.bids_allowed()
    monkeypatch.setattr(protocol, "sample_assignment", real)
    for seed in range(20):  # and every world plays on to the end of the deal
        world = st.sample_world(1, random.Random(seed))
        while not world.is_terminal():
            world.apply(world.legal_actions()[0])
