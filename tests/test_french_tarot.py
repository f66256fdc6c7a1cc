"""French Tarot: rule cases from the sources (001 FFT-style rules, 004 Jeux de tarot)."""

from __future__ import annotations

import random

import pytest

from helpers import bid_all, cs, deal_with, first_legal, new, play_out
from tarocchi.engine.actions import Bid, Call, Declare, Discard, Play, parse_action
from tarocchi.engine.cards import (
    EXCUSE, FULL_PACK, KINGS, TRUMP_MASK, cards_of, count, parse_card,
)
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import DealAnnulled, Discarded, ExcuseExchanged, PartnerRevealed
from tarocchi.engine.games.french_tarot import (
    HALF_POINTS, LAYOUT, POIGNEES, contract_score, target_for,
)
from tarocchi.engine.protocol import IllegalAction

C = parse_card


# --- scoring arithmetic ------------------------------------------------------------------------

def test_worked_example_of_rules_001():
    """Guard, 43 points, 2 oudlers, petit au bout: (25 + 2 + 10) × 2 = 74 per defender."""
    per_defender = contract_score("guard", 2 * 43, 2, petit_au_bout=+1)
    assert per_defender == 74
    assert 3 * per_defender == 222


def test_pack_is_worth_91_points():
    assert points_of(FULL_PACK, HALF_POINTS) == 182


@pytest.mark.parametrize("oudlers,target", [(0, 56), (1, 51), (2, 41), (3, 36)])
def test_targets_by_oudlers(oudlers, target):
    assert target_for(oudlers) == target


@pytest.mark.parametrize("contract,mult", [("take", 1), ("guard", 2), ("guard-without", 4), ("guard-against", 6)])
def test_multipliers(contract, mult):
    assert contract_score(contract, 2 * 51, 1) == 25 * mult  # exactly made: 25 × multiplier
    assert contract_score(contract, 2 * 46, 1) == -30 * mult  # down by 5


def test_half_points_count_for_the_side_they_favour():
    assert contract_score("take", 81, 2) == -26  # 40.5 with 2 oudlers: lost by one
    assert contract_score("take", 83, 2) == 26  # 41.5: made by one
    assert contract_score("take", 82, 2) == 25  # exactly 41: made


def test_petit_au_bout_is_multiplied_and_signed():
    assert contract_score("guard-against", 2 * 56, 0, petit_au_bout=-1) == (25 - 10) * 6
    assert contract_score("take", 2 * 50, 0, petit_au_bout=+1) == -31 + 10


def test_poignee_goes_to_the_side_that_wins_the_deal():
    assert contract_score("take", 2 * 60, 0, poignees=20) == 29 + 20
    assert contract_score("take", 2 * 50, 0, poignees=20) == -31 - 20


def test_slam_bonuses_are_not_multiplied():
    assert contract_score("guard", 182, 3, chelem=400) == (25 + 55) * 2 + 400
    assert contract_score("guard", 2 * 50, 3, chelem=-200) == (25 + 14) * 2 - 200


# --- the deal -----------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_deal_sizes(n):
    state = new(n, seed=42)
    hand, chien, _ = LAYOUT[n]
    assert [count(h) for h in state.hands] == [hand] * n
    assert count(state.talon) == chien
    everything = state.talon
    for h in state.hands:
        assert not everything & h
        everything |= h
    assert everything == FULL_PACK


def test_same_seed_same_deal_and_first_and_last_card_not_in_chien():
    a, b = new(4, seed=7), new(4, seed=7)
    assert a.hands == b.hands and a.talon_order == b.talon_order
    assert a.deal_sequence[0] != -1 and a.deal_sequence[-1] != -1
    assert a.deal_sequence.count(-1) == 6


def test_petit_sec_annuls_the_deal():
    deal = deal_with(4, {1: "T1 KS QS NS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S KH QH NH"})
    state = new(4, deal=deal)
    assert state.is_terminal() and state.annulled == "petit sec"
    assert state.scores() == [0, 0, 0, 0]
    assert any(isinstance(e, DealAnnulled) and e.seat == 1 for e in state.initial_events())


def test_petit_with_the_excuse_is_not_sec():
    deal = deal_with(4, {1: "T1 EX KS QS NS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S KH QH"})
    assert not new(4, deal=deal).is_terminal()


# --- the auction -----------------------------------------------------------------------------------

def test_auction_starts_right_of_dealer_and_bids_must_rise():
    state = new(4, seed=3, dealer=2)
    assert state.to_move == 3
    state.apply(Bid("guard"))
    assert [a.name for a in state.legal_actions()] == ["pass", "guard-without", "guard-against"]
    before = state.clone()
    with pytest.raises(IllegalAction, match="higher"):
        state.apply(Bid("take"))
    assert state.auction == before.auction and state.to_move == before.to_move and state.history == before.history


def test_all_pass_annuls():
    state = new(4, seed=3)
    bid_all(state, ["pass"] * 4)
    assert state.is_terminal() and state.annulled == "all passed" and state.scores() == [0] * 4


def test_highest_bidder_takes_and_take_shows_the_chien():
    state = new(4, seed=11)
    bid_all(state, ["take", "pass", "guard", "pass"])
    assert state.taker == 3 and state.contract == "guard"
    assert state.phase == "discard" and state.to_move == 3
    assert count(state.hands[3]) == 24
    assert state.view(0).extra["chien"] == state.talon_order  # shown to everyone


def test_guard_without_and_against_hide_the_chien():
    for contract in ("guard-without", "guard-against"):
        state = new(4, seed=11)
        bid_all(state, [contract, "pass", "pass", "pass"])
        assert state.phase == "announce"
        assert state.view(2).extra["chien"] == ()
        assert state.view(1).extra["chien"] == ()


# --- the discard -----------------------------------------------------------------------------------

def taker_with(hand: str, chien: str) -> "object":
    deal = deal_with(4, {1: hand}, chien=chien, seed=5)
    state = new(4, deal=deal)
    bid_all(state, ["take", "pass", "pass", "pass"])
    return state


def test_discard_refuses_kings_and_oudlers_with_reasons():
    state = taker_with("KS KH T21 T5 T6 2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H 5H", "EX T1 2D 3D 4D 5D")
    with pytest.raises(IllegalAction, match="king or an oudler"):
        state.apply(Discard(C("KS")))
    with pytest.raises(IllegalAction, match="king or an oudler"):
        state.apply(Discard(C("EX")))
    with pytest.raises(IllegalAction, match="trump only when"):
        state.apply(Discard(C("T5")))
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(Discard(C("KD")))
    for c in ("2S", "3S", "4S", "5S", "6S", "7S"):
        state.apply(Discard(C(c)))
    assert state.phase == "announce" and count(state.discard) == 6


def test_trumps_discarded_only_when_forced_and_shown():
    # 4 kings, 20 trumps and oudlers: nothing else to lay away
    state = taker_with("KS KH KD KC T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14",
                       "T15 T16 T17 T18 T19 T20")
    legal = {a.card for a in state.legal_actions()}
    assert legal == set(cards_of(state.hands[1] & TRUMP_MASK & ~cs("T21")))
    events = state.apply(Discard(C("T2")))
    assert events == [Discarded(1, C("T2"))]
    assert state.discard_shown == cs("T2")


# --- the play ----------------------------------------------------------------------------------------

def position(n: int, hands: dict[int, str], leader: int, taker: int = 0, contract: str = "guard-without",
             tricks_before: list[int] | None = None, **options):
    """A play position: the given small hands; the other cards already won (by winners of
    ``tricks_before``, or by the taker), trick count set so the hands finish the deal."""
    state = new(n, seed=1, **options)
    state._result = None
    state.declarer, state.contract = taker, contract
    state.hands = [cs(hands.get(s, "")) for s in range(n)]
    rest = FULL_PACK
    for h in state.hands:
        rest &= ~h
    state.talon = 0
    state.talon_order = ()
    left = count(state.hands[0])
    winners = tricks_before if tricks_before is not None else [taker] * (LAYOUT[n][0] - left)
    state.tricks_total = len(winners) + left
    state.tricks = [((0,), (), w) for w in winners]
    state.won = [0] * n
    state.won[winners[0] if winners else taker] = rest
    state.start_play(leader)
    return state


def test_must_follow_suit_then_trump_then_overtrump():
    state = position(4, {0: "KS 3H", 1: "2H T5", 2: "T3 T9", 3: "2S T2"}, leader=0)
    state.apply(Play(C("KS")))
    assert {a.card for a in state.legal_actions()} == {C("T5")}  # void in spades: must trump
    with pytest.raises(IllegalAction, match="must play a trump"):
        state.apply(Play(C("2H")))
    state.apply(Play(C("T5")))
    with pytest.raises(IllegalAction, match="higher trump"):
        state.apply(Play(C("T3")))
    state.apply(Play(C("T9")))
    with pytest.raises(IllegalAction, match="follow suit"):
        state.apply(Play(C("T2")))
    state.apply(Play(C("2S")))
    assert state.tricks[-1][2] == 2


def test_under_trump_allowed_when_no_higher_trump():
    state = position(4, {0: "KS 3H", 1: "2S 4H", 2: "T3 5H", 3: "T2 6H"}, leader=0)
    for c in ("KS", "2S", "T3"):
        state.apply(Play(C(c)))
    assert [a.card for a in state.legal_actions() if type(a) is Play] == [C("T2")]
    state.apply(Play(C("T2")))
    assert state.tricks[-1][2] == 2


def test_excuse_may_always_be_played_and_led_excuse_lets_next_card_set_suit():
    state = position(4, {0: "EX 3H", 1: "2S 4H", 2: "KS T5", 3: "QS 6H"}, leader=0)
    assert Play(EXCUSE) in state.legal_actions()
    state.apply(Play(EXCUSE))
    state.apply(Play(C("2S")))  # sets spades
    assert {a.card for a in state.legal_actions()} == {C("KS")}
    state.apply(Play(C("KS")))
    state.apply(Play(C("QS")))
    assert state.tricks[-1][2] == 2  # king of spades wins; the excuse never does


def test_excuse_stays_with_its_side_against_half_a_point():
    state = position(4, {0: "EX 3H", 1: "2S 4H", 2: "KS 5H", 3: "QS 6H"}, leader=1, taker=0)
    state.apply(Play(C("2S")))
    state.apply(Play(C("KS")))
    state.apply(Play(C("QS")))
    events = state.apply(Play(EXCUSE))
    assert ExcuseExchanged(0, 2) in events
    assert state.won[0] & (1 << EXCUSE)
    first_legal(state)
    # taker keeps the excuse (4.5) but owes half a point
    assert state.exchanges == [(0, 2)]


def test_excuse_at_last_trick_changes_side():
    state = position(4, {0: "2S", 1: "KS", 2: "QS", 3: "EX"}, leader=0, taker=1, tricks_before=[1] + [0] * 16)
    first_legal(state)
    # defender 3 played the excuse in the last trick won by the taker: it goes to the taker
    assert state.excuse_dest == 1 and state.won[1] & (1 << EXCUSE)


def test_excuse_at_last_trick_changes_side_even_when_partner_wins():
    # seat 3 (defence) plays the excuse, seat 2 (defence) wins: FFT sends it to the taker
    state = position(4, {0: "2S", 1: "3S", 2: "KS", 3: "EX"}, leader=0, taker=1, tricks_before=[1] + [0] * 16)
    first_legal(state)
    assert state.excuse_dest == 1


def test_excuse_at_last_trick_option_trick_winner():
    state = position(4, {0: "2S", 1: "3S", 2: "KS", 3: "EX"}, leader=0, taker=1, tricks_before=[1] + [0] * 16,
                     excuse_last_trick="trick-winner")
    first_legal(state)
    assert state.excuse_dest == 2


def test_slam_ending_with_the_excuse_wins_the_last_trick_and_petit_au_bout_before_it():
    # taker 0 won 16 tricks, plays the petit in trick 17 (wins it), leads the excuse to trick 18
    state = position(4, {0: "T1 EX", 1: "2S 3S", 2: "4S 5S", 3: "6S 7S"}, leader=0, taker=0,
                     tricks_before=[0] * 16)
    state.declarations.append((0, "chelem", 0))
    for c in ("T1", "2S", "4S", "6S"):
        state.apply(Play(C(c)))
    assert state.tricks[-1][2] == 0
    for c in ("EX", "3S", "5S", "7S"):
        state.apply(Play(C(c)))
    assert state.tricks[-1][2] == 0  # the excuse wins the last trick
    r = state.result()
    assert r["chelem"] == {"announced": True, "made": True, "bonus": 400}
    assert r["petit_au_bout"] == "taker"


def test_excuse_played_after_the_lead_never_wins_the_last_trick():
    """001, "The Slam": the excuse wins the last trick for a player who "has already gained all
    the other tricks" and plays it there; led to it, not played after a card. Here the defence
    won every other trick and plays the excuse second: the taker's 21 wins the last trick, and
    the excuse changes side, to the taker."""
    state = position(4, {0: "T21", 1: "2S", 2: "EX", 3: "3S"}, leader=1, taker=0, tricks_before=[1] * 17)
    for c in ("2S", "EX", "3S", "T21"):
        state.apply(Play(C(c)))
    assert state.tricks[-1][2] == 0
    assert state.excuse_dest == 0 and state.won[0] & (1 << EXCUSE)


def five_player_lead(hand: str, **options):
    hands = {0: hand, 1: "3S 4S 5S", 2: "KH 6S 7S", 3: "8S 9S 10S", 4: "JS NS QS"}
    if "KH" in hand:
        hands[2] = "QH 6S 7S"
    state = position(5, hands, leader=0, taker=0, tricks_before=[], **options)
    state.called = C("KH")
    return state


def test_five_players_called_kings_suit_is_not_led_to_the_first_trick_but_the_king():
    """FFT, five players: at the first trick the called king's suit may not be led, except
    the called king itself; with nothing else in hand, it may."""
    state = five_player_lead("QH 5H 2S")
    assert {a.card for a in state.legal_actions()} == {C("2S")}
    with pytest.raises(IllegalAction, match="called king's suit may not be led"):
        state.apply(Play(C("QH")))
    assert not state.view(0).table.plain_play
    assert {a.card for a in five_player_lead("KH 5H 2S").legal_actions()} == {C("KH"), C("2S")}
    assert {a.card for a in five_player_lead("QH 5H 4H").legal_actions()} == {C("QH"), C("5H"), C("4H")}
    for card in ("2S", "3S", "6S", "8S", "JS"):
        state.apply(Play(C(card)))
    assert len(state.tricks) == 1 and state.called_suit_closed() == 0  # from the second trick on


def test_petit_au_bout_lost_to_the_defence():
    state = position(4, {0: "T1", 1: "T2", 2: "3S", 3: "4S"}, leader=0, taker=0, contract="guard")
    first_legal(state)
    assert state.result()["petit_au_bout"] == "defence"


def test_seat_scores_are_zero_sum_with_taker_three_times():
    state = new(4, seed=5)
    bid_all(state, ["pass", "guard", "pass", "pass"])
    play_out(state)
    s = state.scores()
    assert state.taker == 2
    assert sum(s) == 0 and s[2] == -3 * s[0] and s[0] == s[1] == s[3]


# --- poignées and slam announcements ---------------------------------------------------------------

def test_poignee_thresholds_per_player_count():
    assert POIGNEES == {2: (15, 18, 21), 3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}


def test_poignee_declared_before_first_card_and_validated():
    deal = deal_with(4, {1: "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 EX 2S 3S 4S 5S 6S 7S 8S"}, seed=9)
    state = new(4, deal=deal)
    bid_all(state, ["take", "pass", "pass", "pass"])
    for a in [a for a in state.legal_actions()][:6]:
        state.apply(a)
    state.apply(Declare("none"))
    while state.to_move != 1:
        state.apply(state.legal_actions()[0])
    offers = [a for a in state.legal_actions() if type(a) is Declare]
    assert [a.name for a in offers] == ["poignee-simple"]
    with pytest.raises(IllegalAction, match="exactly 10"):
        state.apply(Declare("poignee-simple", cs("T2 T3 T4")))
    with pytest.raises(IllegalAction, match="excuse may be shown only"):
        state.apply(Declare("poignee-simple", cs("EX T2 T3 T4 T5 T6 T7 T8 T9 T10")))
    state.apply(Declare("poignee-simple", cs("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")))
    assert not [a for a in state.legal_actions() if type(a) is Declare]
    assert state.view(0).table.exposed[1] == cs("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")
    play_out(state)
    r = state.result()
    assert r["poignees"][0]["bonus"] == 20
    sign = 1 if r["made"] else -1
    assert r["per_defender"] == contract_score("take", int(2 * r["card_points"]["taker"]), r["oudlers"],
                                               {None: 0, "taker": 1, "defence": -1}[r["petit_au_bout"]],
                                               20, r["chelem"]["bonus"])
    assert sign * 20  # the bonus follows the result's sign (checked through contract_score)


def test_chelem_announcer_leads():
    state = new(4, seed=21, dealer=0)
    bid_all(state, ["pass", "pass", "guard-without", "pass"])
    state.apply(Declare("chelem"))
    assert state.taker == 3 and state.phase == "play" and state.to_move == 3


def test_eldest_leads_without_slam_and_option_taker_leads():
    state = new(4, seed=21, dealer=0)
    bid_all(state, ["pass", "pass", "guard-without", "pass"])
    state.apply(Declare("none"))
    assert state.to_move == 1
    state = new(4, seed=21, dealer=0, first_lead="taker")
    bid_all(state, ["pass", "pass", "guard-without", "pass"])
    state.apply(Declare("none"))
    assert state.taker == 3 and state.to_move == 3


# --- five players ---------------------------------------------------------------------------------------

def test_five_players_call_a_king_partner_revealed_and_paid_once():
    deal = deal_with(5, {1: "KS QS NS T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12 T11", 3: "KH"}, seed=2)
    state = new(5, deal=deal)
    bid_all(state, ["guard", "pass", "pass", "pass", "pass"])
    assert state.phase == "call" and state.to_move == 1
    with pytest.raises(IllegalAction, match="lower honour only"):
        state.apply(Call(C("QH")))
    state.apply(Call(C("KH")))
    assert state.partner == 3
    assert state.view(0).table.partners == ()  # unknown to the others
    assert state.view(3).table.partners == (3,)  # the partner knows
    revealed = False
    rng = random.Random(1)
    while state.to_move is not None:
        legal = [a for a in state.legal_actions() if not (type(a) is Declare and a.name != "none")]
        events = state.apply(rng.choice(legal))
        revealed |= any(isinstance(e, PartnerRevealed) and e.seat == 3 for e in events)
    assert revealed
    s = state.scores()
    assert sum(s) == 0 and s[1] == 2 * s[3] and s[0] == s[2] == s[4] == -s[3]


def test_five_players_calling_own_king_plays_alone():
    deal = deal_with(5, {1: "KS KH QS T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12 T11"}, seed=2)
    state = new(5, deal=deal)
    bid_all(state, ["guard-without", "pass", "pass", "pass", "pass"])
    state.apply(Call(C("KH")))
    assert state.partner is None
    state.apply(Declare("none"))
    play_out(state)
    s = state.scores()
    assert s[1] == -4 * s[0] and sum(s) == 0


def test_call_a_queen_only_with_all_four_kings():
    deal = deal_with(5, {1: "KS KH KD KC T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12"}, seed=2)
    state = new(5, deal=deal)
    bid_all(state, ["take", "pass", "pass", "pass", "pass"])
    calls = {a.card for a in state.legal_actions()}
    assert calls == set(cards_of(KINGS)) | {C("QS"), C("QH"), C("QD"), C("QC")}


# --- notation and records ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["play T21", "bid guard-against", "call KH", "discard 10S", "declare chelem",
                                  "declare poignee-simple T1 T2 T3", "declare none"])
def test_action_notation_round_trips(text):
    assert parse_action(text).notation() == text


def test_red_pips_option_reverses_red_order():
    state = position(4, {0: "1H", 1: "10H", 2: "2S", 3: "3S"}, leader=0, red_pips="reversed")
    first_legal(state)
    assert state.tricks[-1][2] == 0  # ace of hearts beats the ten
    state = position(4, {0: "1H", 1: "10H", 2: "2S", 3: "3S"}, leader=0)
    first_legal(state)
    assert state.tricks[-1][2] == 1
