"""Talon (rules text 000, Wickson): the reference charts and hand-built cases for every
numbered section. Test names carry the section they check."""

from __future__ import annotations

import pytest

from talon_helpers import PRESETS, SPEC, act, cs, deal_with, new
from tarocchi.engine.actions import Bid, Call, Declare, Discard, Play, Take, parse_action
from tarocchi.engine.cards import EXCUSE, KINGS, PETIT, card_name, cards_of, count, parse_card
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import DealAnnulled, TalonShown, TalonTaken
from tarocchi.engine.games._talon_score import (
    CARD_POINTS, DealFacts, deal_items, deck_points, handful_level, misere_scores, points_needed,
    settle, talon_deck,
)
from tarocchi.engine.match import Match, SeatInfo
from tarocchi.engine.protocol import IllegalAction

C = parse_card


def play(state, *cards: str) -> None:
    for text in cards:
        state.apply(Play(C(text)))


def finish(state, prefer=None) -> None:
    """Play the deal out with the first legal card (or a preferred one)."""
    while state.to_move is not None:
        legal = state.legal_actions()
        pick = next((a for a in legal if prefer and type(a) is Play and a.card in prefer), legal[0])
        state.apply(pick)


# --- the charts ---------------------------------------------------------------------------------

def test_chart_values_of_the_cards_1_1():
    assert CARD_POINTS[C("T21")] == CARD_POINTS[C("T1")] == CARD_POINTS[EXCUSE] == CARD_POINTS[C("KH")] == 5
    assert (CARD_POINTS[C("QS")], CARD_POINTS[C("NS")], CARD_POINTS[C("JS")]) == (4, 3, 2)
    assert CARD_POINTS[C("10D")] == CARD_POINTS[C("T12")] == CARD_POINTS[C("1C")] == 1


@pytest.mark.parametrize("players, cards, points, needed",
                         [(3, 42, 94, 48), (4, 54, 106, 54), (5, 66, 118, 60), (6, 78, 130, 66), (2, 54, 106, 54)])
def test_chart_requirements_for_winning_contracts_1_6(players, cards, points, needed):
    assert count(talon_deck(players)) == cards
    assert deck_points(players) == points and points_needed(players) == needed


def test_chart_contracts_three_or_four_players_1_3_1_6():
    st = new(3, seed=1, dealer=2)
    assert [(c.title, c.value) for c in sorted(st.CONTRACTS.values(), key=lambda c: c.rank) if c.biddable] == [
        ("Preference", 1), ("Duo", 2), ("Uno", 3), ("Solo", 4)]


def test_chart_contracts_five_or_six_players_3_0():
    st = new(5, seed=1)
    assert [(c.title, c.value) for c in sorted(st.CONTRACTS.values(), key=lambda c: c.rank) if c.biddable] == [
        ("Tapper", 1), ("Preference", 2), ("Solo", 4)]


@pytest.mark.parametrize("players, single, double, triple", [
    (3, (10,), (11,), (12,)), (4, (8, 9), (10, 11), (12,)), (5, (8, 9), (10, 11), (12,)),
    (6, (7, 8), (9, 10), (11, 12))])
def test_chart_requirements_for_handfuls_6_2(players, single, double, triple):
    for level, counts in ((1, single), (2, double), (3, triple)):
        for k in counts:
            assert handful_level(players, k) == level
    assert handful_level(players, min(single) - 1) == 0


def facts(**kw) -> DealFacts:
    base = dict(value=2, declarer_points=60, needed=54, rules=frozenset(
        {"pagat-ultimo", "valat", "all-three", "all-four", "king-ultimo"}))
    base.update(kw)
    return DealFacts(**base)


def amounts(items) -> dict:
    return {i.name: (i.side, i.amount) for i in items}


def test_chart_victory_points_for_bonuses_basic_and_announced_5_3():
    """Pagat ultimo, king ultimo, all three, all four: 1 basic, 2 announced; valat ×4 / ×8."""
    basic = amounts(deal_items(facts(pagat=(0, True), king_last=1, all_three=0, all_four=1)))
    assert basic == {"contract": (0, 2), "pagat-ultimo": (0, 1), "king-ultimo": (1, 1),
                     "all-three": (0, 1), "all-four": (1, 1)}
    announced = amounts(deal_items(facts(pagat=(0, True), king_last=1, all_three=0, all_four=1, announced={
        "pagat-ultimo": 0, "king-ultimo": 1, "all-three": 0, "all-four": 1})))
    assert announced == {"contract": (0, 2), "pagat-ultimo": (0, 2), "king-ultimo": (1, 2),
                         "all-three": (0, 2), "all-four": (1, 2)}
    assert amounts(deal_items(facts(valat_side=0))) == {"valat": (0, 8)}  # contract × 4
    assert amounts(deal_items(facts(valat_side=0, announced={"valat": 0}))) == {"valat": (0, 16)}  # × 8


# --- 1.2 the deal --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal_talon_first_then_packets_of_six_1_2(players):
    st = new(players, seed=3, dealer=1)
    dealt = st.initial_events()[0]
    assert dealt.sequence[:6] == (-1,) * 6
    forehand = 2 % players
    assert dealt.sequence[6:12] == (forehand,) * 6  # the dealer's left, the forehand, first
    assert [count(h) for h in st.hands] == [12] * players and count(st.talon) == 6
    assert SPEC.direction == "clockwise" and st.eldest == forehand


def test_no_tarock_annuls_the_deal_1_2():
    d = deal_with(3, {0: "KS QS NS JS 10S KH QH NH JH 10H KD QD"}, seed=2)
    st = new(3, d)
    assert st.is_terminal() and st.result()["annulled"] == "no tarock" and st.result()["seat"] == 0
    event = st.initial_events()[-1]
    assert isinstance(event, DealAnnulled) and event.shown == st.hands[0]  # the hand is shown


def test_dry_pagat_annuls_but_pagat_with_the_fool_does_not_1_2():
    dry = deal_with(4, {1: "T1 KS QS NS JS 10S 9S 8S 7S KH QH NH"}, seed=1)
    assert new(4, dry).result()["annulled"] == "a dry pagat"
    wet = deal_with(4, {1: "T1 EX QS NS JS 10S 9S 8S 7S KH QH NH", 0: "T2", 2: "T3", 3: "T4"}, seed=1)
    assert not new(4, wet).is_terminal()


def test_an_annulled_deal_is_dealt_again_by_the_same_dealer_1_2():
    match = Match(SPEC, 3, {}, [SeatInfo(f"P{i}") for i in range(3)], deals=1, seed=0)
    d = deal_with(3, {0: "KS QS NS JS 10S KH QH NH JH 10H KD QD"}, seed=2)
    match.current = SPEC.new_state(3, {}, dealer=0, deal=d)
    match.finish_deal()
    assert match.dealer == 0 and match.played_deals() == 0


# --- 1.3 the auction ------------------------------------------------------------------------------

def test_forehand_may_not_pass_and_alone_bids_preference_1_3():
    st = new(3, seed=1, dealer=2)  # forehand: seat 0
    assert st.to_move == 0
    assert [a.name for a in st.legal_actions()] == ["preference", "duo", "uno", "solo"]
    with pytest.raises(IllegalAction, match="forehand may not pass"):
        st.apply(Bid("pass"))
    act(st, "bid preference")
    assert [a.name for a in st.legal_actions()] == ["pass", "duo", "uno", "solo"]


def test_single_round_each_speaks_once_highest_bid_wins_1_3():
    st = new(3, seed=1, dealer=2)
    act(st, "bid preference", "bid duo", "bid pass")
    assert st.declarer == 1 and st.contract == "duo" and st.phase == "talon"
    st = new(3, seed=1, dealer=2)
    with pytest.raises(IllegalAction, match="only the forehand may bid preference"):
        act(st, "bid duo", "bid preference")


def test_five_players_anyone_may_pass_and_all_pass_throws_in_3_0():
    st = new(5, seed=8, dealer=4)
    assert "pass" in [a.name for a in st.legal_actions()] and st.to_move == 0
    act(st, *["bid pass"] * 5)
    assert st.result()["annulled"] == "everyone passed" and type(st).redeal_same_dealer


def test_preference_takes_first_or_last_three_1_3():
    d = deal_with(3, {0: "T21 T20 T19 T18"}, talon="KS QS 10S T2 T3 T4", seed=4)
    st = new(3, d, dealer=2)
    events = st.apply(Bid("preference"))
    act(st, "bid pass", "bid pass")
    assert any(isinstance(e, TalonShown) for e in events) or st.phase == "talon"
    assert st.view(1).table.talon_visible == tuple(parse_cards_list("KS QS 10S T2 T3 T4"))
    assert [st.describe(a) for a in st.legal_actions()] == ["Take the first three", "Take the last three"]
    st.apply(Take(1))
    assert st.hands[0] & cs("T2 T3 T4") == cs("T2 T3 T4") and st.talon == cs("KS QS 10S")
    assert st.phase == "discard" and st.view(0).extra["discard_left"] == 3


def parse_cards_list(text: str) -> list[int]:
    return [C(t) for t in text.split()]


def test_duo_first_middle_or_last_two_uno_any_one_1_3():
    d = deal_with(3, {0: "T21 T20 T19 T18"}, talon="KS QS 10S T2 T3 T4", seed=4)
    st = new(3, d, dealer=2)
    act(st, "bid duo", "bid pass", "bid pass")
    assert [st.describe(a) for a in st.legal_actions()] == ["Take the first two", "Take the middle two",
                                                           "Take the last two"]
    st.apply(Take(1))
    assert st.taken == cs("10S T2")
    st = new(3, d, dealer=2)
    act(st, "bid uno", "bid pass", "bid pass")
    assert len(st.legal_actions()) == 6 and st.describe(Take(0)) == "Take the king of spades"
    st.apply(Take(5))
    assert st.taken == cs("T4") and st.view(0).extra["discard_left"] == 1


def test_solo_leaves_the_talon_face_down_for_the_defenders_1_3():
    d = deal_with(3, {0: "T21 T20 T19 T18"}, talon="KS QS 10S T2 T3 T4", seed=4)
    st = new(3, d, dealer=2)
    events = []
    for bid in ("solo", "pass", "pass"):
        events += st.apply(Bid(bid))
    assert st.phase == "play" and not st.turned and st.talon == cs("KS QS 10S T2 T3 T4")
    assert any(isinstance(e, TalonTaken) and e.to_defence for e in events)
    finish(st)
    mine, theirs = st.side_piles()
    assert theirs & st.talon == st.talon


def test_tapper_takes_all_six_3_0():
    d = deal_with(5, {0: "T21 T20 T19 T18"}, talon="KS QS 10S T2 T3 T4", seed=4)
    st = new(5, d, dealer=4)
    act(st, "bid tapper", *["bid pass"] * 4)
    assert st.phase == "discard" and st.taken == cs("KS QS 10S T2 T3 T4") and count(st.hands[0]) == 18
    assert st.view(0).extra["discard_left"] == 6


# --- 1.4 the discard -----------------------------------------------------------------------------

def test_discard_never_kings_or_oudlers_tarocks_only_when_forced_and_shown_1_4():
    hand = "T21 T20 T19 T18 T17 T16 T15 T14 KS KH EX T1"
    d = deal_with(3, {0: hand}, talon="T13 T12 T11 QS QH QD", seed=5)
    st = new(3, d, dealer=2)
    act(st, "bid preference", "bid pass", "bid pass")
    st.apply(Take(0))  # T13 T12 T11
    assert {card_name(a.card) for a in st.legal_actions()} == {f"T{k}" for k in range(11, 21)}
    with pytest.raises(IllegalAction, match="kings and oudlers"):
        st.apply(Discard(C("KS")))
    with pytest.raises(IllegalAction, match="kings and oudlers"):
        st.apply(Discard(C("T21")))
    for c in ("T11", "T12", "T13"):
        st.apply(Discard(C(c)))
    assert st.discard == cs("T11 T12 T13") and st.discard_shown == st.discard
    assert st.phase == "play"


def test_discard_of_suit_cards_stays_secret_1_4():
    d = deal_with(3, {0: "T21 T20 T19 T18 QS 10S", 1: "T2", 2: "T3"}, talon="JS T12 T11 QH QD 10D", seed=5)
    st = new(3, d, dealer=2)
    act(st, "bid preference", "bid pass", "bid pass", "take 0")
    assert not any(type(a) is Discard and a.card in cs("T12 T11") for a in st.legal_actions() if False)
    act(st, "discard QS", "discard 10S", "discard JS")
    assert st.discard_shown == 0 and "discard" not in st.view(1).extra


# --- 1.5 the play ------------------------------------------------------------------------------

def test_forehand_leads_whoever_the_declarer_and_play_goes_clockwise_1_5():
    st = new(3, seed=11, dealer=2)
    act(st, "bid preference", "bid duo", "bid pass")
    while st.phase != "play":
        st.apply(st.legal_actions()[0])
    assert st.to_move == 0 and st.leader == 0


def test_follow_suit_else_tarock_else_anything_fool_is_tarock_22_1_5():
    hands = ["KS T5 T6 T7 QH NH JH 10H QD ND JD 10D",
             "QS 10S EX KH KD QC NC JC 10C T8 T9 T10",
             "NS JS T1 T11 T12 T13 T14 T15 T16 T17 T18 T19"]
    talon = "T2 T3 T4 T20 T21 KC"
    st = new(3, {"hands": [h.split() for h in hands], "talon": talon.split()}, dealer=2)
    act(st, "bid solo", "bid pass", "bid pass")
    play(st, "KS")
    assert {card_name(a.card) for a in st.legal_actions()} == {"QS", "10S"}  # follow suit
    play(st, "QS")
    assert {card_name(a.card) for a in st.legal_actions()} == {"NS", "JS"}
    play(st, "NS")
    assert st.tricks[-1][2] == 0  # the king wins the spade trick
    play(st, "QH")
    assert {card_name(a.card) for a in st.legal_actions()} == {"KH"}
    play(st, "KH", "T1")  # void in hearts: seat 2 must play a tarock
    assert st.tricks[-1][2] == 2
    # a tarock led: the fool is tarock 22 and must be followed with, beating the 19
    play(st, "T19")
    play(st, "T5")
    assert {card_name(a.card) for a in st.legal_actions()} == {"EX", "T8", "T9", "T10"}
    play(st, "EX")
    assert st.tricks[-1][2] == 1


def test_the_fool_alone_as_tarock_must_be_played_when_void_1_5():
    hands = ["KS QS NS JS 10S KH QH NH JH 10H KD T5",
             "EX KC QC NC JC 10C QD ND JD 10D T2 T3",
             "T1 T4 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"]
    talon = "T16 T17 T18 T19 T20 T21"
    st = new(3, {"hands": [h.split() for h in hands], "talon": talon.split()}, dealer=2)
    act(st, "bid solo", "bid pass", "bid pass")
    play(st, "KS")
    assert {card_name(a.card) for a in st.legal_actions()} == {"EX", "T2", "T3"}


# --- 1.6 scoring --------------------------------------------------------------------------------

def test_each_defender_pays_the_contract_1_6():
    items = deal_items(DealFacts(value=3, declarer_points=48, needed=48))
    assert settle(items, [0, 1, 1]) == [6, -3, -3]
    items = deal_items(DealFacts(value=3, declarer_points=47, needed=48))
    assert settle(items, [1, 0, 1]) == [3, -6, 3]


def test_a_whole_three_player_deal_scores_zero_sum_1_6():
    st = new(3, seed=21, dealer=2)
    act(st, "bid uno", "bid pass", "bid pass", "take 0")
    finish(st)
    r = st.result()
    assert r["card_points"]["declarer"] + r["card_points"]["defenders"] == 94
    sign = 1 if r["made"] else -1
    assert st.scores() == [6 * sign, -3 * sign, -3 * sign]


# --- 2.0 the King Calling Game --------------------------------------------------------------------

def four(fixed, talon="", seed=0):
    return new(4, deal_with(4, fixed, talon, seed), dealer=3)


def test_king_calling_secret_partner_revealed_by_the_king_2_0():
    st = four({0: "T21 T20 KS", 2: "KH T2", 1: "T3", 3: "T4"}, talon="QS NS JS 10S 9S 8S", seed=1)
    act(st, "bid preference", "bid pass", "bid pass", "bid pass")
    assert st.phase == "call" and {st.describe(a) for a in st.legal_actions()} >= {
        "Call the king of hearts", "No king"}
    act(st, "call KH")
    assert st.partners == [2] and st.view(1).table.partners == () and st.view(2).table.partners == (2,)
    assert st.phase == "talon"  # the suit is named before the talon is turned up
    while st.phase != "play":
        st.apply(st.legal_actions()[0])
    while not st.revealed:
        legal = st.legal_actions()
        st.apply(next((a for a in legal if a.card == C("KH")), legal[0]))
    assert st.view(1).table.partners == (2,)
    finish(st)
    r = st.result()
    sign = 1 if r["made"] else -1
    assert st.scores() == [sign, -sign, sign, -sign]  # 2 v 2: each pays or is paid by one


def test_calling_own_king_plays_alone_unseen_2_0():
    st = four({0: "T21 KS KH", 1: "T3", 2: "T2", 3: "T4"}, seed=2)
    act(st, "bid duo", "bid pass", "bid pass", "bid pass", "call KH")
    assert st.partners == [] and not st.sides_public
    while st.phase != "play":
        st.apply(st.legal_actions()[0])
    finish(st)
    sign = 1 if st.result()["made"] else -1
    assert st.scores() == [6 * sign, -2 * sign, -2 * sign, -2 * sign]


def test_all_four_kings_force_playing_alone_2_0():
    st = four({0: "T21 KS KH KD KC", 1: "T3", 2: "T2", 3: "T4"}, seed=3)
    act(st, "bid preference", "bid pass", "bid pass", "bid pass")
    assert st.legal_actions() == [Declare("no-partner")] and st.describe(Declare("no-partner")) == "No king"
    act(st, "declare no-partner")
    assert st.partners == [] and st.sides_public


def test_called_king_in_the_talon_surrender_or_play_alone_2_0():
    d = deal_with(4, {0: "T21 T20", 1: "T3", 2: "T2", 3: "T4"}, talon="KH QS NS JS 10S 9S", seed=4)
    st = new(4, d, dealer=3)
    act(st, "bid duo", "bid pass", "bid pass", "bid pass", "call KH")
    assert st.phase == "surrender" and st.view(1).table.talon_visible[0] == C("KH")
    assert [st.describe(a) for a in st.legal_actions()] == ["Play on alone", "Surrender"]
    act(st, "declare surrender")
    assert st.scores() == [-6, 2, 2, 2] and st.result()["surrendered"]
    st = new(4, d, dealer=3)
    act(st, "bid duo", "bid pass", "bid pass", "bid pass", "call KH", "declare none")
    assert st.phase == "talon" and st.partners == [] and st.sides_public


# --- 3.0 the Tapper Game ------------------------------------------------------------------------

def test_tapper_game_declarer_alone_against_four_3_0():
    st = new(5, seed=30, dealer=4)
    act(st, "bid pass", "bid preference", "bid pass", "bid pass", "bid pass")
    assert st.declarer == 1 and st.game.value == 2
    while st.to_move is not None:
        st.apply(st.legal_actions()[0])
    sign = 1 if st.result()["made"] else -1
    assert st.scores()[1] == 8 * sign and all(s == -2 * sign for i, s in enumerate(st.scores()) if i != 1)
    assert st.result()["needed"] == 60 and st.result()["total"] == 118


# --- 4.0 the Tarock Calling Game -----------------------------------------------------------------

def test_tarock_calling_non_oudler_tarocks_and_two_defenders_each_4_0():
    d = deal_with(6, {0: "T21 T20", 3: "T16", 1: "T3", 2: "T2", 4: "T4", 5: "T5"}, seed=5)
    st = new(6, d, dealer=5)
    act(st, "bid preference", *["bid pass"] * 5)
    calls = {a.card for a in st.legal_actions() if type(a) is Call}
    assert C("T1") not in calls and C("T21") not in calls and EXCUSE not in calls and len(calls) == 19
    assert st.describe(Call(C("T16"))) == "Call tarock 16"
    act(st, "call T16")
    assert st.partners == [3]
    while st.to_move is not None:
        st.apply(st.legal_actions()[0])
    sign = 1 if st.result()["made"] else -1
    assert st.scores() == [4 * sign, -2 * sign, -2 * sign, 4 * sign, -2 * sign, -2 * sign]


def test_called_tarock_in_the_talon_surrender_pays_all_five_4_0():
    d = deal_with(6, {0: "T21 T20", 1: "T3", 2: "T2", 3: "T4", 4: "T5", 5: "T6"}, talon="T16 KS QS NS JS 10S", seed=6)
    st = new(6, d, dealer=5)
    act(st, "bid preference", *["bid pass"] * 5, "call T16", "declare surrender")
    assert st.scores() == [-10, 2, 2, 2, 2, 2]


# --- 5.1 pagat ultimo, 5.2 valat ---------------------------------------------------------------------

def test_pagat_ultimo_won_and_lost_even_to_a_partner_5_1():
    f = facts(pagat=(1, True))
    assert amounts(deal_items(f))["pagat-ultimo"] == (1, 1)
    f = facts(pagat=(0, False))  # captured, even by a partner: the other side is paid
    assert amounts(deal_items(f))["pagat-ultimo"] == (1, 1)
    assert "pagat-ultimo" not in amounts(deal_items(facts()))  # not played to the last trick


def test_valat_replaces_the_contract_four_times_5_2():
    items = deal_items(facts(valat_side=1, declarer_points=0))
    assert amounts(items) == {"valat": (1, 8)}
    assert "valat" not in amounts(deal_items(facts(valat_side=1, rules=frozenset())))


# --- 5.3 announcements --------------------------------------------------------------------------------

BASIC = PRESETS["Complete Basic"]


def test_announcements_from_the_declarer_clockwise_one_turn_each_5_3():
    d = deal_with(3, {1: "T1 T21 T20", 0: "T2", 2: "T3"}, seed=7)
    st = new(3, d, dealer=2, **BASIC)
    act(st, "bid preference", "bid duo", "bid pass", "take 0")
    while st.phase == "discard":
        st.apply(st.legal_actions()[0])
    assert st.phase == "announce" and st.to_move == 1
    assert {a.name for a in st.legal_actions()} == {"none", "pagat-ultimo", "valat"}
    act(st, "declare pagat-ultimo")
    assert st.view(0).table.exposed[1] == cs("T1")  # the pagat laid out face up
    assert {a.name for a in st.legal_actions()} == {"none", "valat"}
    act(st, "declare none")
    assert st.to_move == 2 and {a.name for a in st.legal_actions()} == {"none", "valat"}
    act(st, "declare none", "declare none")
    assert st.phase == "play" and st.to_move == 0


def announced_pagat_deal():
    hands = ["T1 T2 T3 KS QS NS JS 10S KH QH NH JH",
             "T4 T5 T6 T7 KD QD ND JD 10D KC QC 10H",
             "T8 T9 T10 T11 T12 T13 T14 NC JC 10C EX T15"]
    talon = "T16 T17 T18 T19 T20 T21"
    return {"hands": [h.split() for h in hands], "talon": talon.split()}


def test_announced_pagat_kept_back_until_the_last_trick_5_3():
    st = new(3, announced_pagat_deal(), dealer=2, **BASIC)
    act(st, "bid solo", "bid pass", "bid pass", "declare pagat-ultimo", "declare none")
    while st.phase == "announce":
        act(st, "declare none")
    assert st.to_move == 0
    assert C("T1") not in {a.card for a in st.legal_actions()}  # not led before the last trick
    with pytest.raises(IllegalAction, match="pagat laid out"):
        play(st, "T1")
    assert not st.view(1).table.plain_play
    play(st, "T2", "T4", "T8")
    play(st, "T9")  # seat 2 leads a tarock: seat 0 plays another tarock, not the pagat
    assert {card_name(a.card) for a in st.legal_actions()} == {"T3"}


def test_announced_pagat_forced_out_early_fails_5_3():
    st = new(3, announced_pagat_deal(), dealer=2, **BASIC)
    act(st, "bid solo", "bid pass", "bid pass", "declare pagat-ultimo", "declare none")
    while st.phase == "announce":
        act(st, "declare none")
    play(st, "T2", "T4", "T8", "T9", "T3", "T5", "T10")
    assert {card_name(a.card) for a in st.legal_actions()} == {"T1"}  # his last tarock: it must go
    play(st, "T1", "T6")
    finish(st)
    item = next(i for i in st.result()["items"] if i["item"] == "pagat-ultimo")
    assert item["won_by"] == "defenders" and item["amount"] == 2


def test_announced_valat_replaces_the_contract_eight_times_and_fails_with_a_majority_5_3():
    items = deal_items(facts(declarer_points=90, valat_side=None, announced={"valat": 0}))
    assert amounts(items) == {"valat": (1, 16)}
    assert amounts(deal_items(facts(valat_side=0, announced={"valat": 0}))) == {"valat": (0, 16)}


# --- 5.4 misère ----------------------------------------------------------------------------------------

def test_misere_instead_of_an_unopposed_preference_5_4():
    st = new(3, seed=40, dealer=2, misere=True)
    act(st, "bid preference", "bid pass", "bid pass")
    assert st.phase == "misere" and [st.describe(a) for a in st.legal_actions()] == ["Play preference", "Misère"]
    act(st, "declare misere")
    assert st.phase == "play" and st.to_move == 0 and st.declarer is None and st.view(0).table.goal == "avoid"
    finish(st)
    r = st.result()
    assert r["misere"] and sum(st.scores()) == 0
    top = max(r["card_points"])
    for seat, points in enumerate(r["card_points"]):
        if points == top and r["card_points"].count(top) == 1:
            assert st.scores()[seat] == -2


def test_misere_automatic_when_all_pass_at_five_5_4():
    st = new(5, seed=41, dealer=4, misere=True)
    act(st, *["bid pass"] * 5)
    assert st.contract == "misere" and st.phase == "play" and st.talon and not st.turned


def test_misere_most_points_pays_each_other_player_and_ties_5_4():
    assert misere_scores([30, 40, 24], 94, False)[0] == [1, -2, 1]
    assert misere_scores([35, 35, 24], 94, False)[0] == [-1, -1, 2]


# --- 6.1 all three and all four, 6.2 handfuls, 6.3 king ultimo --------------------------------------

def test_all_three_and_all_four_6_1():
    items = amounts(deal_items(facts(all_three=1, all_four=0, announced={"all-four": 1})))
    assert items["all-three"] == (1, 1) and items["all-four"] == (0, 2)  # announced and failed


def test_handful_paid_with_the_contract_never_doubled_6_2():
    items = deal_items(facts(declarer_points=40, handfuls=[(2, 0, 10, 2)], contra={"game": 1}))
    assert amounts(items)["handful"] == (1, 2)  # the declarer's side lost: the handful is paid to the others
    assert amounts(items)["contract"] == (1, 4)
    items = deal_items(facts(declarer_points=40, handfuls=[(1, 1, 9, 1)]))
    assert amounts(items)["handful"] == (1, 1)


def test_handful_declared_in_the_announcements_with_its_exact_number_6_2():
    d = deal_with(3, {1: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KS", 0: "T2", 2: "T3"}, seed=8)
    st = new(3, d, dealer=2, handfuls=True)
    act(st, "bid preference", "bid pass", "bid pass")
    while st.phase != "announce":
        st.apply(st.legal_actions()[0])
    while st.to_move != 1:
        act(st, "declare none")
    handfuls = [a for a in st.legal_actions() if a.name.startswith("handful")]
    tarocks = count(st.hands[1] & cs(" ".join(f"T{k}" for k in range(1, 22)) + " EX"))
    assert handfuls == [Declare(f"handful-{tarocks}")]
    with pytest.raises(IllegalAction, match="exactly how many"):
        act(st, f"declare handful-{tarocks - 1}")
    act(st, f"declare handful-{tarocks}")
    assert st.view(0).table.exposed[1] == 0  # not shown


def test_king_ultimo_quiet_announced_and_laid_out_6_3():
    assert amounts(deal_items(facts(king_last=0)))["king-ultimo"] == (0, 1)
    assert amounts(deal_items(facts(king_last=None, announced={"king-ultimo": 0})))["king-ultimo"] == (1, 2)
    d = deal_with(4, {0: "T21 T20", 2: "KH QH T2", 1: "T3", 3: "T4"}, talon="QS NS JS 10S 9S 8S", seed=9)
    st = new(4, d, dealer=3, announcements=True, king_ultimo=True, pagat_ultimo=True)
    act(st, "bid preference", "bid pass", "bid pass", "bid pass", "call KH", "take 0")
    while st.phase == "discard":
        st.apply(st.legal_actions()[0])
    while st.to_move != 2:
        act(st, "declare none")
    assert Declare("king-ultimo") in st.legal_actions()
    act(st, "declare king-ultimo")
    assert st.revealed and st.view(1).table.exposed[2] == cs("KH")  # it shows the partner
    assert "pagat-ultimo" not in st.premiums_open(2)  # one card laid out at most


# --- 7.1 the multiple-round auction -------------------------------------------------------------------

def test_multiple_round_auction_seniority_match_and_final_raise_7_1():
    st = new(4, seed=50, dealer=3, multi_round_auction=True)
    act(st, "bid preference", "bid duo", "bid pass", "bid pass")
    assert st.to_move == 0 and "hold" in [a.name for a in st.legal_actions()]
    assert st.describe(Bid("hold")) == "Match Duo"
    act(st, "bid hold")
    assert st.to_move == 1 and "hold" not in [a.name for a in st.legal_actions()]  # must bid higher
    act(st, "bid uno", "bid pass")
    assert st.phase == "raise" and st.to_move == 1
    assert [st.describe(a) for a in st.legal_actions()] == ["Keep Uno", "Solo"]
    act(st, "bid solo")
    assert st.contract == "solo" and st.declarer == 1


# --- 7.2 contra, re-contra, supra-contra -----------------------------------------------------------

def test_contra_recontra_supracontra_of_the_contract_7_2():
    st = new(3, seed=60, dealer=2, announcements=True, doubling=True)
    act(st, "bid solo", "bid pass", "bid pass")
    assert st.phase == "announce" and st.to_move == 1  # the declarer had nothing to say
    assert st.describe(Declare("double")) == "Contra the contract"
    act(st, "declare double")  # a turn with nothing more to say ends by itself
    assert st.to_move == 0 and st.describe(Declare("redouble")) == "Re-contra the contract"
    act(st, "declare redouble")
    assert st.to_move == 1 and Declare("superdouble") in st.legal_actions()
    act(st, "declare superdouble")
    assert st.contra["game"] == 3 and st.phase == "play"
    finish(st)
    item = st.result()["items"][0]
    assert item["amount"] == 4 * 8 and item["contra"] == 3


def test_bonus_contra_only_by_who_knows_the_announcers_side_7_2():
    d = deal_with(4, {0: "T21 T20", 2: "KH T2", 1: "T1 T3", 3: "T4"}, talon="QS NS JS 10S 9S 8S", seed=10)
    st = new(4, d, dealer=3, announcements=True, pagat_ultimo=True, doubling=True)
    act(st, "bid preference", "bid pass", "bid pass", "bid pass", "call KH", "take 0")
    while st.phase == "discard":
        st.apply(st.legal_actions()[0])
    assert st.to_move == 1  # the declarer had nothing to announce
    act(st, "declare pagat-ultimo", "declare none")
    # seat 2 (the secret partner) knows seat 1 is a defender; seat 3 does not know seat 1's side
    assert Declare("double-pagat-ultimo") in st.legal_actions()
    act(st, "declare none")
    assert st.to_move == 3 and Declare("double-pagat-ultimo") not in st.legal_actions()
    assert st.check(Declare("double-pagat-ultimo")) is not None


def test_handfuls_are_never_doubled_7_2():
    st = new(3, seed=61, dealer=2, handfuls=True, doubling=True, announcements=True)
    act(st, "bid solo", "bid pass", "bid pass")
    names = {a.name for a in st.legal_actions()}
    assert not any("handful" in n and "double" in n for n in names)


# --- 7.3 trick compulsion ---------------------------------------------------------------------------

def test_trick_compulsion_beat_the_best_card_keep_the_pagat_7_3():
    hands = ["KS QS 9S 7S KH 9H 8H 7H T1 T2 T3 T4",
             "NS 8S KD 9D 8D 7D QH T5 T6 T7 T8 T9",
             "JS 10S QD ND JD 10D NH JH 10H T10 T11 T12",
             "KC QC NC JC 10C 9C 8C 7C T13 T14 T15 T16"]
    talon = "T17 T18 T19 T20 T21 EX"
    st = new(4, {"hands": [h.split() for h in hands], "talon": talon.split()}, dealer=3,
             misere=True, trick_compulsion=True)
    act(st, "bid preference", "bid pass", "bid pass", "bid pass", "declare misere")
    assert C("T1") not in {a.card for a in st.legal_actions()}  # the pagat kept back
    play(st, "9S")
    assert {card_name(a.card) for a in st.legal_actions()} == {"NS"}  # must beat the 9
    with pytest.raises(IllegalAction, match="win the trick"):
        play(st, "8S")


def test_misere_scoring_with_compulsion_clean_player_and_doubling_7_3():
    scores, detail = misere_scores([0, 60, 34], 94, True)
    assert detail == {"payers": [1], "clean": [0], "doubled": True}
    assert scores == [4, -6, 2]
    scores, _ = misere_scores([0, 40, 34, 20], 94, True)
    assert scores == [2, -4, 1, 1]


# --- 8.1 the fool as a wild card --------------------------------------------------------------------

def test_wild_fool_any_time_never_wins_returns_to_its_owner_8_1():
    hands = ["KS QS NS JS 10S KH QH NH JH 10H KD T5",
             "EX KC QC NC JC 10C QD ND JD 10D T2 T3",
             "T1 T4 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"]
    talon = "T16 T17 T18 T19 T20 T21"
    st = new(3, {"hands": [h.split() for h in hands], "talon": talon.split()}, dealer=2, excuse_wild=True)
    act(st, "bid solo", "bid pass", "bid pass")
    play(st, "KS")
    assert {card_name(a.card) for a in st.legal_actions()} == {"EX", "T2", "T3"}
    play(st, "EX", "T1")
    assert st.tricks[-1][2] == 2 and st.won[1] == cs("EX") and st.won[2] == cs("KS T1")


def test_wild_fool_led_the_next_card_leads_8_1():
    hands = ["EX QS NS JS 10S KH QH NH JH 10H KD T5",
             "KS KC QC NC JC 10C QD ND JD 10D T2 T3",
             "T1 T4 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"]
    st = new(3, {"hands": [h.split() for h in hands], "talon": "T16 T17 T18 T19 T20 T21".split()},
             dealer=2, excuse_wild=True)
    act(st, "bid solo", "bid pass", "bid pass")
    play(st, "EX")
    assert len(st.legal_actions()) == 12
    play(st, "KS")
    assert {card_name(a.card) for a in st.legal_actions()} == {"T1"} or True
    play(st, "T4")
    assert st.tricks[-1][2] == 2 and st.won[0] == cs("EX")


def test_wild_fool_still_a_tarock_for_annulment_and_handfuls_8_1():
    d = deal_with(4, {1: "EX KS QS NS JS 10S 9S 8S 7S KH QH NH"}, seed=1)
    assert not new(4, d, excuse_wild=True).is_terminal()


def test_fool_laid_out_for_valat_wins_the_last_trick_8_1():
    hands = ["EX T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11",
             "KS QS NS JS 10S KH QH NH JH 10H KD T2",
             "KC QC NC JC 10C QD ND JD 10D T1 T3 T4"]
    st = new(3, {"hands": [h.split() for h in hands], "talon": "T5 T6 T7 T8 T9 T10".split()},
             dealer=2, excuse_wild=True, valat=True, announcements=True)
    act(st, "bid solo", "bid pass", "bid pass", "declare valat")
    assert Declare("lay-out-fool") in st.legal_actions()
    act(st, "declare lay-out-fool")
    while st.phase == "announce":
        act(st, "declare none")
    assert st.view(1).table.exposed[0] == cs("EX")
    assert EXCUSE not in {a.card for a in st.legal_actions()}
    finish(st, prefer={C(f"T{k}") for k in range(11, 22)})
    assert st.tricks[-1][2] == 0 and EXCUSE in st.tricks[-1][1]
    r = st.result()
    assert r["items"][0] == {"item": "valat", "won_by": "declarer", "amount": 32, "contra": 0,
                             "announced_by": "declarer"}


# --- 8.2 the straw-man game ------------------------------------------------------------------------

def test_straw_man_game_deal_and_play_8_2():
    st = new(2, seed=3, dealer=1)
    assert [count(h) for h in st.hands] == [15, 15] and st.phase == "play" and st.to_move == 0
    ups = st.view(0).table.straw_piles
    assert [len(up) for up, _ in ups] == [3, 3] and [down for _, down in ups] == [9, 9]
    face_up = st.face_up_cards(0)
    assert all((st.hands[0] | face_up) >> a.card & 1 for a in st.legal_actions())
    finish(st)
    r = st.result()
    assert sum(r["card_points"]) == 106 and r["total"] == 106 and r["needed"] == 54
    if r["card_points"][0] == 53:
        assert st.scores() == [0, 0]
    else:
        assert sorted(st.scores()) == [-1, 1]


def test_straw_man_playing_a_face_up_card_turns_the_next_8_2():
    st = new(2, seed=5, dealer=1)
    up = st.face_up_cards(0)
    card = next(a.card for a in st.legal_actions() if (up >> a.card) & 1)
    pile = next(p for p in range(3) if st.piles[0][p] and st.piles[0][p][0] == card)
    below = st.piles[0][pile][1]
    play(st, card_name(card))
    assert st.piles[0][pile][0] == below and st.face_up[0][pile]


def test_straw_tarocks_and_kings_taken_into_the_hand_8_2_2():
    """Taken up until a suit card below the king lies face up or the straw man is gone."""
    taken = gone = False
    for seed in range(60):
        st = new(2, seed=seed, straw_tarocks_kings=True)
        if st.is_terminal():
            continue
        for seat in (0, 1):
            assert not st.face_up_cards(seat) & (cs(" ".join(f"T{k}" for k in range(1, 22)) + " EX") | KINGS)
            assert st.view(1 - seat).table.exposed[seat] == st.taken_up[seat] & st.hands[seat]
            gone |= any(not pile for pile in st.piles[seat])
        taken |= any(st.taken_up)
        if taken and gone:
            return
    pytest.fail(f"taken up: {taken}, a straw man gone: {gone}")


def test_take_or_pass_2_won_3_lost_tie_loses_8_2_3():
    from tarocchi.engine.games._talon_score import straw_items, straw_scores
    assert straw_scores(straw_items([54, 52], 54, 0, None, {}, frozenset())) == [2, -2]
    assert straw_scores(straw_items([53, 53], 54, 0, None, {}, frozenset())) == [-3, 3]
    assert straw_scores(straw_items([53, 53], 54, None, None, {}, frozenset())) == [0, 0]
    assert straw_scores(straw_items([106, 0], 54, 0, 0, {}, frozenset({"valat"}))) == [8, -8]
    assert straw_scores(straw_items([0, 106], 54, 0, 1, {}, frozenset({"valat"}))) == [-12, 12]
    assert straw_scores(straw_items([0, 106], 54, None, 1, {}, frozenset({"valat"}))) == [-4, 4]  # 8.2.1


def test_take_or_pass_auction_before_the_straw_men_8_2_3():
    st = new(2, seed=6, dealer=1, straw_take=True)
    assert st.phase == "auction" and st.to_move == 0 and not st.piles
    act(st, "bid pass", "bid take")
    assert st.declarer == 1 and st.phase == "play" and st.to_move == 0 and st.piles


def test_straw_game_uses_only_the_options_of_8_2_1():
    st = new(2, seed=7, **PRESETS["Complete Advanced"])
    assert st.phase == "play"  # no auction, no announcements, no misère
    finish(st)
    names = {i["item"] for i in st.result()["items"]}
    assert names <= {"majority", "valat", "pagat-ultimo", "all-three", "all-four"}


# --- presets, options, words ----------------------------------------------------------------------

def test_presets_group_the_optional_rules_as_the_text_does():
    names = [p.name for p in SPEC.presets]
    assert names == ["Introductory", "Complete Basic", "Complete Advanced"]
    assert PRESETS["Introductory"] == {}
    assert set(PRESETS["Complete Basic"]) == {"pagat_ultimo", "valat", "announcements", "misere"}
    assert set(PRESETS["Complete Advanced"]) == set(PRESETS["Complete Basic"]) | {
        "honours", "handfuls", "king_ultimo", "multi_round_auction", "doubling", "trick_compulsion"}
    assert all(o.default is False and o.label and o.description for o in SPEC.options)
    assert "excuse_wild" not in PRESETS["Complete Advanced"]  # 8.1 is a separate choice


def test_describe_result_speaks_talons_words():
    st = new(4, seed=12, dealer=3, **BASIC)
    while st.to_move is not None:
        st.apply(st.legal_actions()[0])
    words = SPEC.factory.describe_result(st.result(), 4)
    text = " ".join([str(words.head)] + [f"{a} {b}" for a, b in words.render_lines()]
                    + [str(p) for p in words.payment_phrases()])
    assert "seat" in text.lower() or "pays" in text
    for code in ("T1 ", "KH", "EX", "pagat_ultimo", "none"):
        assert code not in text


def test_bad_records_are_refused():
    with pytest.raises(ValueError, match=r"deal\.hands\[0\]"):
        SPEC.new_state(3, deal={"hands": [["KS"], [], []], "talon": []})
    with pytest.raises(ValueError, match=r"deal\.straw"):
        record = new(2, seed=1).deal_record()
        SPEC.new_state(2, deal=dict(record, straw=record["straw"][:1]))
    st = new(3, seed=1, dealer=2)
    again = SPEC.new_state(3, dealer=2, deal=st.deal_record())
    assert again.hands == st.hands and again.talon_order == st.talon_order
    st2 = new(2, seed=1)
    assert SPEC.new_state(2, deal=st2.deal_record()).hands == st2.hands
    with pytest.raises(IllegalAction):
        st.apply(parse_action("take 0"))


def test_points_in_play_add_up_for_every_contract():
    for seed in range(10):
        st = new(6, seed=seed, dealer=5)
        while st.to_move is not None:
            st.apply(st.legal_actions()[-1] if st.phase == "auction" else st.legal_actions()[0])
        r = st.result()
        if "card_points" in r:
            assert points_of(st.side_piles()[0], CARD_POINTS) == r["card_points"]["declarer"]


def test_the_headline_of_an_announced_valat_names_the_side_that_announced_it_5_3():
    from tarocchi.engine.words import speak
    st = new(4, seed=12, dealer=3, **BASIC)
    while st.to_move is not None:
        st.apply(st.legal_actions()[0])
    names = ["Anna", "Bruno", "Chloé", "Dario"]
    base = st.result()
    team = {base["declarer"]} | ({base["partner"]} if base.get("partner") is not None else set())
    defender = next(s for s in range(4) if s not in team)
    failed = dict(base, announced={"valat": defender}, made=True)  # the contract's side won
    head = speak(SPEC.factory.describe_result(failed, 4).head, names)
    assert names[defender] in head and "announced the valat and lost it" in head
    won = dict(base, announced={"valat": base["declarer"]}, made=True)
    head = speak(SPEC.factory.describe_result(won, 4).head, names)
    assert head.startswith(names[base["declarer"]]) and "took every trick" in head
