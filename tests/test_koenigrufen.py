"""Königrufen (Call the King): the auction with eldest hand's rights, the called king (in the
talon, in one's own hand), talon halves and laying away, every contract, the premiums quiet
and announced, doubling to superdouble, Valat, Trischaken and its match rule. Values are in
half units (twice the book's figures)."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Bid, Call, Declare, Discard, Play, Take, parse_action
from tarocchi.engine.cards import KINGS, card_name, cardset, count, parse_card, parse_cards
from tarocchi.engine.counting import THIRDS
from tarocchi.engine.decks import TAROCK_54, points_of
from tarocchi.engine.events import DealAnnulled, PartnerRevealed, TalonTaken
from tarocchi.engine.games._calling import MustWinRules, contra_name, parse_contra
from tarocchi.engine.games._tarock import PAGAT, TRULL, UHU, WINNING_THIRDS
from tarocchi.engine.games.koenigrufen import CONTRACTS, PREMIUMS, Koenigrufen, carry_after
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.records import record_of, replay
from tarocchi.engine.registry import get_game

from helpers import assert_sample_keeps_what_is_seen

SPEC = get_game("koenigrufen")
DEALER = 3
ELDEST, SECOND, THIRD = 0, 1, 2  # with seat 3 dealing: eldest hand is seat 0


def cs(text: str) -> int:
    return cardset(parse_cards(text))


def cards(mask: int) -> list[int]:
    return [c for c in range(78) if mask >> c & 1]


def deal_with(fixed: dict[int, str], talon: str = "", seed: int = 0, deck: int = TAROCK_54,
              hand: int = 12, talon_size: int = 6) -> dict:
    """A deal where the named seats hold the given cards (and the talon the given ones, in
    order); everything else dealt at random from ``seed``."""
    hands = {s: parse_cards(t) for s, t in fixed.items()}
    talon_cards = parse_cards(talon)
    rest = cards(deck & ~cardset([c for h in hands.values() for c in h] + talon_cards))
    random.Random(seed).shuffle(rest)
    out = []
    for s in range(4):
        h = list(hands.get(s, []))
        while len(h) < hand:
            h.append(rest.pop())
        out.append([card_name(c) for c in h])
    while len(talon_cards) < talon_size:
        talon_cards.append(rest.pop())
    assert not rest
    deal = {"hands": out}
    if talon_size:
        deal["talon"] = [card_name(c) for c in talon_cards]
    return deal


def new(deal: dict | None = None, seed: int = 0, dealer: int = DEALER, **options) -> Koenigrufen:
    return SPEC.new_state(4, options, dealer=dealer, seed=None if deal else seed, deal=deal)


def act(st: Koenigrufen, *texts: str) -> None:
    for text in texts:
        st.apply(parse_action(text))


def quiet_round(st: Koenigrufen) -> None:
    """Everybody says none in the announcements."""
    while st.phase == "announce":
        st.apply(Declare("none"))


def play_first_legal(st: Koenigrufen) -> None:
    while st.to_move is not None:
        st.apply(st.legal_actions()[0])


def settle(st: Koenigrufen, piles: dict[int, str], last: tuple[tuple[int, ...], str, int] | None = None) -> None:
    """Skip the play: give each seat the listed cards as won tricks of (up to) four, each led
    by its winner (the last trick given separately when a premium depends on it), then score."""
    st.tricks, st.won = [], [0] * 4
    for seat, text in piles.items():
        cards = parse_cards(text)
        for i in range(0, len(cards), 4):
            seats = tuple((seat + k) % 4 for k in range(len(cards[i:i + 4])))
            st.tricks.append((seats, tuple(cards[i:i + 4]), seat))
            st.won[seat] |= cardset(cards[i:i + 4])
    if last is not None:
        seats, text, winner = last
        cards = tuple(parse_cards(text))
        st.tricks.append((seats, cards, winner))
        st.won[winner] |= cardset(cards)
    st.hands = [0] * 4
    st.trick, st.trick_seats = [], []
    st._finish()


def entries(st: Koenigrufen) -> dict[str, tuple[int, int]]:
    return {e["item"]: (e["side"], e["amount"]) for e in st.result()["entries"]}


def expected_scores(st: Koenigrufen) -> list[float]:
    """The scores the entries give: 2 v 2 each wins or loses the amount, 1 v 3 three times."""
    out = [0.0] * 4
    team = {s for s in range(4) if s == st.declarer or s in st.partners}
    for side, amount in entries(st).values():
        winners = team if side == 0 else set(range(4)) - team
        losers = set(range(4)) - winners
        for w in winners:
            out[w] += amount * len(losers) / len(winners) if len(winners) < len(losers) else amount
        for loser in losers:
            out[loser] -= amount * len(winners) / len(losers) if len(losers) < len(winners) else amount
    factor = st.result().get("stake_factor", 1)
    return [x * factor for x in out]


def assert_next_player(st, seat: int, phase: str, action, tricks: int) -> None:
    """After ``seat`` did ``action`` in ``phase``: the seat to move is the one the rules name."""
    if st.to_move is None:
        return
    if st.phase == "play" and phase != "play":  # the first lead
        assert st.to_move == (st.declarer if st.game.nullo is not None else st.eldest)
    elif phase == "play":
        assert st.to_move == (st.tricks[-1][2] if len(st.tricks) > tricks else (seat + 1) % 4)
    elif phase == "announce" == st.phase:
        assert st.to_move == (seat if action.name != "none" else (seat + 1) % 4)
    elif phase == "auction" == st.phase:
        following = (seat + 1) % 4
        while st.passed >> following & 1:
            following = (following + 1) % 4
        assert st.to_move == following


def rest_of(st: Koenigrufen, *texts: str) -> str:
    """The cards not listed, not laid away and not left in the talon."""
    used = st.discard | st.talon
    for text in texts:
        used |= cs(text)
    return " ".join(card_name(c) for c in cards(TAROCK_54 & ~used))

# --- the pack, the deal, counting --------------------------------------------------------------

def test_deal_and_counting():
    st = new(seed=5)
    assert [count(h) for h in st.hands] == [12] * 4 and count(st.talon) == 6
    assert st.deal_sequence[:6] == (-1,) * 6 and st.deal_sequence[6:12] == (ELDEST,) * 6
    assert st.to_move == ELDEST and st.phase == "auction"
    assert points_of(TAROCK_54, THIRDS) == 210 and WINNING_THIRDS == 107  # 70 points, 35/two cards
    assert SPEC.family == "austrian" and SPEC.card_naming == "austrian" and SPEC.players == (4,)


def test_hand_without_king_or_tarock_is_thrown_in_by_the_same_dealer():
    deal = deal_with({1: "QH QS QD QC NH NS ND NC JH JS JD JC"})
    st = new(deal)
    assert st.is_terminal() and st.result()["annulled"] == "no king and no Tarock"
    assert any(type(e) is DealAnnulled for e in st.initial_events())
    assert Koenigrufen.redeal_same_dealer and st.scores() == [0, 0, 0, 0]


# --- the auction ----------------------------------------------------------------------------------

def test_eldest_must_open_and_only_he_may_call():
    st = new(seed=1)
    bids = [a.name for a in st.legal_actions()]
    assert "pass" not in bids and bids[0] == "call"
    with pytest.raises(IllegalAction, match="eldest hand must open"):
        st.apply(Bid("pass"))
    act(st, "bid call")
    bids = [a.name for a in st.legal_actions()]
    assert bids[0] == "pass" and "call" not in bids and "trischaken" not in bids
    with pytest.raises(IllegalAction, match="only eldest hand may open with the simple call"):
        st.apply(Bid("call"))


def test_without_trischaken_eldest_may_pass_and_all_pass_throws_in():
    st = new(seed=1, trischaken=False)
    assert "pass" in [a.name for a in st.legal_actions()]
    act(st, "bid pass", "bid pass", "bid pass")
    assert "call" not in [a.name for a in st.legal_actions()]  # the simple call is eldest's
    act(st, "bid pass")
    assert st.result()["annulled"] == "all passed"


def test_eldest_holds_a_higher_bid_and_the_auction_goes_on():
    st = new(deal_with({0: "T1 T2", 1: "KH"}))
    act(st, "bid call", "bid solo", "bid pass", "bid pass")
    assert st.to_move == ELDEST
    assert [a.name for a in st.legal_actions()][:2] == ["pass", "hold"]  # eldest may hold
    assert st.describe(Bid("hold")) == "Hold: Solo (Solo-Call)"
    act(st, "bid hold")
    assert st.best == "solo" and st.best_seat == ELDEST
    assert st.to_move == SECOND and "solo" not in [a.name for a in st.legal_actions()]
    act(st, "bid bettel")
    assert st.to_move == ELDEST  # the others passed: only the two speak on
    act(st, "bid pass")
    assert st.declarer == SECOND and st.game.name == "bettel" and st.phase == "announce"


def test_besserrufer_needs_the_card_and_dreier_is_a_first_bid():
    st = new(deal_with({0: "T1 T2", 1: "T5"}))
    assert {"pagatrufer", "uhurufer"} <= {a.name for a in st.legal_actions()}
    act(st, "bid call")
    with pytest.raises(IllegalAction, match="you must hold the Pagat"):
        st.apply(Bid("pagatrufer"))
    with pytest.raises(IllegalAction, match="only eldest hand may hold"):
        st.apply(Bid("hold"))
    assert "dreier" in [a.name for a in st.legal_actions()]
    act(st, "bid piccolo", "bid solo", "bid pass")
    act(st, "bid hold")  # eldest holds; the second hand speaks again, and may still bid a Dreier
    assert st.to_move == SECOND and "dreier" in [a.name for a in st.legal_actions()]


def bids_at_second_turn(**options) -> tuple[list[str], list[str]]:
    """(eldest hand's bids at his second turn, the second hand's at his second turn)."""
    st = new(deal_with({0: "T1 T2"}), **options)
    act(st, "bid call", "bid piccolo", "bid pass", "bid pass")
    eldest = [a.name for a in st.legal_actions()]
    act(st, "bid hold")
    return eldest, [a.name for a in st.legal_actions()]


def test_a_dreier_must_be_bid_at_once_by_eldest_hand():
    """Book, "The Dreier": "Usually it is fixed that non-dealer must announce a Dreier
    immediately but it is also possible that he can bid a Dreier during the auction"."""
    eldest, second = bids_at_second_turn()
    assert "dreier" not in eldest and "dreier" in second  # the rule binds the forehand only
    eldest, second = bids_at_second_turn(dreier_at_once="everyone")
    assert "dreier" not in eldest and "dreier" not in second
    eldest, second = bids_at_second_turn(dreier_at_once="no")
    assert "dreier" in eldest and "dreier" in second


def test_accepted_call_may_become_trischaken_or_sechserdreier():
    st = new(seed=3)
    act(st, "bid call", "bid pass", "bid pass", "bid pass")
    assert st.phase == "choose" and [a.name for a in st.legal_actions()] == ["call", "sechserdreier", "trischaken"]
    st2 = new(seed=3, sechserdreier=False, trischaken=False)
    act(st2, "bid call", "bid pass", "bid pass", "bid pass")
    assert st2.phase == "call"  # nothing to choose


def test_nullo_games_option():
    st = new(seed=3, nullo_games=False)
    act(st, "bid call")
    assert not {"piccolo", "bettel", "piccolo-ouvert", "bettel-ouvert"} & {a.name for a in st.legal_actions()}


# --- the call, the talon, laying away ----------------------------------------------------------

CALL_DEAL = deal_with({
    0: "T21 T20 T19 T18 T17 T16 QH NH JH 1H 10S 9S",
    2: "KH T15 T14 T13",
}, talon="KS QS T3 2H 3H 4H")


def start_call(deal: dict = CALL_DEAL, king: str = "KH") -> Koenigrufen:
    st = new(deal)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", f"call {king}")
    return st


def test_call_partner_talon_and_discard():
    st = start_call()
    assert st.called == parse_card("KH") and st.partners == [THIRD] and st.phase == "talon"
    assert st.view(SECOND).table.partners == () and st.view(THIRD).table.partners == (THIRD,)
    assert st.view(SECOND).table.talon_visible == st.talon_order
    assert st.describe(Take(0)) == "Take the first half: the king of spades, the queen of spades and trump 3"
    events = st.apply(Take(0))
    assert TalonTaken(ELDEST, tuple(parse_cards("KS QS T3"))) in events
    assert st.talon == cs("2H 3H 4H")  # the other half: the defenders'
    with pytest.raises(IllegalAction, match="king or a card of the Trull"):
        st.apply(Discard(parse_card("KS")))
    with pytest.raises(IllegalAction, match="a Tarock only when"):
        st.apply(Discard(parse_card("T3")))
    act(st, "discard QS", "discard QH", "discard NH")
    assert st.phase == "announce" and st.to_move == ELDEST
    quiet_round(st)
    assert st.phase == "play" and st.to_move == ELDEST  # eldest leads
    play_first_legal(st)
    r = st.result()
    assert r["partner"] == THIRD and st.revealed
    assert st.scores() == expected_scores(st)
    if not r["valat"]:
        assert entries(st)["game"] == (0 if r["made"] else 1, 2)


def test_tarock_laid_away_is_shown_only_when_forced():
    deal = deal_with({0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 KH"}, talon="T1 T2 T3 KS KD KC")
    st = new(deal)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KH", "take 1")
    assert st.legal_actions() and all((st.hands[0] >> a.card) & 1 for a in st.legal_actions())
    assert {card_name(a.card) for a in st.legal_actions()} == {
        "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11"} - {"T21"}
    events = st.apply(Discard(parse_card("T11")))
    assert events[0].card == parse_card("T11") and st.discard_shown == cs("T11")


def test_calling_oneself_plays_alone_one_against_three():
    deal = deal_with({0: "KH T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11"}, talon="T1 T2 T3 QS 2H 3H")
    st = new(deal)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KH")
    assert st.partners == [] and st.view(1).table.partners == ()
    act(st, "take 0", "discard T11", "discard T12", "discard T13")
    quiet_round(st)
    play_first_legal(st)
    r = st.result()
    assert r["partner"] is None and st.scores() == expected_scores(st)
    if not r["valat"]:
        assert entries(st)["game"] == (0 if r["made"] else 1, 2)


@pytest.mark.parametrize("bid,premium,amount", [("pagatrufer", "pagat", 4), ("uhurufer", "uhu", 6)])
def test_besserrufer_who_concedes_loses_the_game_and_its_premium(bid, premium, amount):
    """Book, "The Call (II)": a declarer who finds his king in the talon "can concede the
    loss"; "Calling better": "game and Pagat respective Uhu are independent" ("Calling better
    with Pagat 1+2", "with Uhu 1+3"): conceding loses both, at their announced values."""
    deal = deal_with({0: "T1 T2 T21 T20 T19 T18 QS QH NH 1H 2H 10S"}, talon="KS T5 T6 3H 4H 9S")
    st = new(deal)
    act(st, f"bid {bid}", "bid pass", "bid pass", "bid pass", "call KS")
    assert st.phase == "king-in-talon"
    st.apply(Bid("concede"))
    assert entries(st) == {"game": (1, 2), premium: (1, amount)}
    assert st.scores() == [-3 * (2 + amount), 2 + amount, 2 + amount, 2 + amount]
    assert st.scores() == expected_scores(st) and st.result()["conceded"]


def test_announced_valat_takes_the_game_played_but_not_its_doubling():
    """Book, "The Valat": "The value is the value of the game that was played": a call played
    alone after finding the king in the talon is doubled (2 × 2), × 8 announced; the defence's
    double of the game does not reach the Valat, which is doubled on its own."""
    st = start_call(king="KS")  # KS lies in the talon
    act(st, "bid play", "take 0", "discard QH", "discard NH", "discard JH")
    act(st, "declare valat", "declare none", "declare double", "declare none")
    quiet_round(st)
    assert st.contra["game"] == 1
    settle(st, {0: rest_of(st)})
    assert entries(st) == {"valat": (0, 2 * 2 * 8)}
    assert st.scores() == [3 * 32, -32, -32, -32]


def test_called_king_in_talon_concede_or_play_alone_doubled():
    st = start_call(king="KS")  # KS lies in the talon
    assert st.phase == "king-in-talon" and st.partners == []
    assert [st.describe(a) for a in st.legal_actions()] == ["Concede the game", "Play alone (doubled)"]
    conceded = st.clone()
    conceded.apply(Bid("concede"))
    assert conceded.scores() == [-6, 2, 2, 2] and conceded.result()["conceded"]
    st.apply(Bid("play"))
    assert st.phase == "talon" and st.alone_doubled
    act(st, "take 1", "discard QH", "discard NH", "discard JH")
    quiet_round(st)
    mine = "T21 T20 T19 T18 T17 T16 KH KD KC QS QD QC ND NC NS JS"
    settle(st, {0: mine, 1: rest_of(st, mine)})
    assert st.result()["made"] and entries(st)["game"] == (0, 4)  # the call's 2, doubled
    assert st.scores() == expected_scores(st) and st.scores()[0] == 12 + 3 * entries(st).get("four-kings-quiet", (0, 0))[1]


# --- Solo, the Dreier family -------------------------------------------------------------------------

def test_solo_talon_for_the_defence_and_king_half_for_the_declarer():
    deal = deal_with({0: "T21 T20 T19 T18 T17 T16 T15 QH NH JH 1H 10S"}, talon="KH QS T1 KD KC KS")
    st = new(deal)
    act(st, "bid solo", "bid pass", "bid pass", "bid pass", "call KH")
    assert st.phase == "announce" and st.partners == [] and st.king_in_talon
    mine, theirs = st.side_cards()
    assert mine & cs("KH QS T1") == cs("KH QS T1") and theirs & cs("KD KC KS") == cs("KD KC KS")
    assert not st.talon_visible_to(1) and st.view(1).table.talon_visible == ()


def test_dreier_sechserdreier_and_solo_dreier_values():
    assert (CONTRACTS["dreier"].value, CONTRACTS["solo-dreier"].value) == (6, 12)
    assert (CONTRACTS["sechserdreier"].value, CONTRACTS["sechserdreier"].paid_on_loss()) == (6, 12)
    st = new(seed=11)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid sechserdreier")
    assert st.phase == "discard" and count(st.taken) == 6 and st.talon == 0
    while st.phase == "discard":
        st.apply(st.legal_actions()[0])
    quiet_round(st)
    theirs = "KH KS KD KC QH QS QD QC NH NS ND NC EX T21 T1"
    settle(st, {0: rest_of(st, theirs), 1: theirs})
    assert not st.result()["made"] and entries(st)["game"] == (1, 12)  # lost: double
    assert st.scores() == expected_scores(st)


def test_dreier_declarer_alone_wins_three_times():
    deal = deal_with({1: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KH KS"}, talon="T11 T10 T9 2H 3H 4H")
    st = new(deal)
    act(st, "bid call", "bid dreier", "bid pass", "bid pass", "bid pass")
    assert st.declarer == SECOND and st.phase == "talon" and st.called is None
    act(st, "take 0")
    while st.phase == "discard":
        st.apply(st.legal_actions()[0])
    quiet_round(st)
    assert st.to_move == ELDEST  # eldest leads, not the declarer
    others = [card_name(c) for c in cards(TAROCK_54 & ~st.hands[SECOND] & ~st.discard & ~st.talon)]
    settle(st, {SECOND: " ".join(card_name(c) for c in cards(st.hands[SECOND])) + " " + " ".join(others[:16]),
                ELDEST: " ".join(others[16:])})
    r = st.result()
    assert r["made"] == (points_of(st.side_cards()[0], THIRDS) >= 107)
    assert entries(st)["game"] == (0 if r["made"] else 1, 6)
    assert st.scores() == expected_scores(st)


# --- Valat --------------------------------------------------------------------------------------------

VALAT_DEAL = deal_with({0: "EX T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11"})


def test_quiet_valat_four_times_and_no_premiums():
    st = new(VALAT_DEAL)
    act(st, "bid solo-dreier", "bid pass", "bid pass", "bid pass")
    quiet_round(st)
    play_first_legal(st)
    r = st.result()
    assert r["valat"] == {"announced": False, "made": True, "side": 0}
    assert st.scores() == [12 * 4 * 3, -48, -48, -48]
    assert [e["item"] for e in r["entries"]] == ["valat"]


def test_announced_valat_eight_times_doubled_by_the_defence():
    st = new(VALAT_DEAL)
    act(st, "bid solo-dreier", "bid pass", "bid pass", "bid pass")
    act(st, "declare valat", "declare none", "declare double-valat", "declare none")
    assert st.to_move == 2 and st.contra["valat"] == 1
    act(st, "declare none", "declare none")
    assert st.to_move == 0 and "redouble-valat" in [a.name for a in st.legal_actions()]
    act(st, "declare redouble-valat", "declare none", "declare none", "declare none", "declare none")
    play_first_legal(st)
    assert st.scores() == [12 * 8 * 4 * 3, -384, -384, -384]


# --- premiums ----------------------------------------------------------------------------------------

def test_premium_values_are_the_table_doubled():
    assert PREMIUMS == {"pagat": (4, 2), "uhu": (6, 3), "king-ultimo": (2, 1), "trull": (2, 1),
                        "four-kings": (2, 1)}
    assert [CONTRACTS[n].value for n in ("call", "piccolo", "solo", "bettel", "dreier",
                                         "piccolo-ouvert", "bettel-ouvert", "solo-dreier")] == \
        [2, 4, 4, 5, 6, 8, 10, 12]


def test_pagatrufer_announces_the_pagat_and_keeps_it():
    deal = deal_with({0: "T1 T21 T20 T19 T18 T17 KS QH NH 1H 2H 10S", 2: "KH"}, talon="T5 T6 T7 3H 4H 9S")
    st = new(deal)
    act(st, "bid pagatrufer", "bid pass", "bid pass", "bid pass", "call KH", "take 0")
    act(st, "discard QH", "discard NH", "discard 1H")
    assert st.announced == {"pagat": 0} and st.contra == {"pagat": 0, "game": 0}
    assert st.view(1).table.declarations[-1] == (0, "pagat", 0)
    act(st, "declare none", "declare double-pagat", "declare none", "declare none")
    assert not st.view(1).table.plain_play  # the kept Pagat: no fast playouts
    quiet_round(st)
    # leading: the Pagat is kept while other Tarock are in hand
    assert Play(PAGAT) not in st.legal_actions()
    with pytest.raises(IllegalAction, match="Pagat may not be played"):
        st.apply(Play(PAGAT))


def test_game_and_pagat_are_independent():
    deal = deal_with({0: "T1 T21 T20 T19 T18 T17 KS QH NH 1H 2H 10S", 2: "KH"}, talon="T5 T6 T7 3H 4H 9S")
    st = new(deal)
    act(st, "bid pagatrufer", "bid pass", "bid pass", "bid pass", "call KH", "take 0")
    act(st, "discard QH", "discard NH", "discard 1H", "declare none", "declare double-pagat")
    quiet_round(st)
    # the declarer's side takes 36 rounded but the Pagat is caught in the last trick
    rest = [c for c in cards(TAROCK_54) if c not in (PAGAT, parse_card("EX"), parse_card("T2"),
                                                     parse_card("1D"))]
    kings = " ".join(card_name(c) for c in rest if KINGS >> c & 1 or c in parse_cards("T21 T20 QS QD QC"))
    others = [card_name(c) for c in rest if card_name(c) not in kings.split()]
    mine = kings.split() + others[:len(others) // 2]
    theirs = [c for c in others if c not in mine]
    settle(st, {0: " ".join(mine), 1: " ".join(theirs)}, last=((0, 1, 2, 3), "T1 EX T2 1D", 1))
    r = st.result()
    got = entries(st)
    assert got["pagat"] == (1, 4 * 2)  # announced, doubled, lost to the defence
    assert r["made"] and got["game"] == (0, 2)  # the game is won all the same
    assert st.scores() == expected_scores(st)


def test_quiet_pagat_made_and_caught_and_uhu():
    st = start_call()
    act(st, "take 0", "discard QS", "discard QH", "discard NH")
    quiet_round(st)
    piles = {0: "T21 T20 T19 T18 T17 T16 KS KH KD KC QD QC", 1: "4D 7S 8S 9S"}
    made = st.clone()
    settle(made, piles, last=((0, 1, 2, 3), "T1 1D 2D 3D", 0))
    assert entries(made)["pagat-quiet"] == (0, 2)
    caught = st.clone()
    settle(caught, piles, last=((0, 1, 2, 3), "T1 T2 2D 3D", 1))
    got = entries(caught)
    assert got["pagat-caught"] == (1, 2)
    assert "uhu-quiet" not in got  # the Uhu in the last trick is not the last but one
    own = st.clone()  # beaten by the partner: neither made nor caught
    settle(own, piles, last=((0, 1, 2, 3), "T1 1D T5 3D", 2))
    assert not {"pagat-quiet", "pagat-caught"} & set(entries(own))


def test_announced_uhu_by_a_defender_and_king_ultimo_marks_the_partner():
    deal = deal_with({0: "T21 T20 T19 T18 T17 T16 QH NH JH 1H 10S 9S", 1: "T2", 2: "KH"},
                     talon="KS QS T3 2H 3H 4H")
    st = new(deal)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KH", "take 0")
    act(st, "discard QS", "discard QH", "discard NH", "declare none", "declare uhu", "declare none")
    events = st.apply(Declare("king-ultimo"))
    assert any(type(e) is PartnerRevealed and e.seat == THIRD for e in events)
    assert st.view(SECOND).table.partners == (THIRD,)
    assert st.describe(Declare("double-king-ultimo")) == "Double King Ultimo"
    act(st, "declare none", "declare none", "declare none", "declare none")
    assert st.phase == "play"
    st2 = st.clone()
    settle(st2, {0: "T21 T20 T19 T18 T17 T16 KS KD QD QC ND NC", 1: "T2 1D 2D 3D"},
           last=((0, 1, 2, 3), "T5 T6 KH T7", 2))
    got = entries(st2)
    assert got["uhu"] == (1, 6) and got["king-ultimo"] == (0, 2)
    assert st2.scores() == expected_scores(st2)


def test_trull_and_four_kings_quiet_announced_and_doubled_in_a_solo():
    deal = deal_with({0: "T21 T20 T19 T18 T17 T16 T15 KS QH NH JH 1H", 2: "KH"})
    st = new(deal)
    act(st, "bid solo", "bid pass", "bid pass", "bid pass", "call KH", "declare trull", "declare none")
    quiet_round(st)
    settle(st, {0: "T1 T21 EX KS KH KD KC QH", 1: "1D 2D 3D 4D"})
    got = {e["item"]: (e["side"], e["amount"]) for e in st.result()["entries"]}
    assert got["trull"] == (0, 2 * 2)  # announced, doubled in a Solo
    assert got["four-kings-quiet"] == (0, 1 * 2)


# --- doubling ---------------------------------------------------------------------------------------

def test_double_redouble_superdouble_by_the_right_side():
    st = start_call()
    act(st, "take 0", "discard QS", "discard QH", "discard NH")
    assert [a.name for a in st.legal_actions()] == ["none", "trull", "four-kings", "valat"]  # no double
    act(st, "declare none")
    assert "double" in [a.name for a in st.legal_actions()]  # a defender
    act(st, "declare double", "declare none")
    assert st.known_defenders == [SECOND] and not st.revealed  # a double shows the party
    assert "redouble" in [a.name for a in st.legal_actions()] and st.to_move == THIRD  # the partner
    with pytest.raises(IllegalAction, match="only the side it belongs to"):
        new_st = st.clone()
        new_st.to_move = 3
        new_st.apply(Declare("redouble"))
    events = st.apply(Declare("redouble"))
    assert PartnerRevealed(THIRD, parse_card("KH")) in events and st.view(SECOND).table.partners == (THIRD,)
    act(st, "declare none", "declare superdouble")
    assert st.contra["game"] == 3 and "double" not in " ".join(a.name for a in st.legal_actions())
    quiet_round(st)
    settle(st, {0: "T21 T20 T19 T18 T17 T16 KS KH KD KC QD QC", 1: "1D 2D 3D 4D"})
    assert entries(st)["game"][1] == 2 * 8 and st.scores() == expected_scores(st)


def test_doubling_option_limits_the_levels():
    st = new(CALL_DEAL, doubling="double")
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KH", "take 0",
        "discard QS", "discard QH", "discard NH", "declare none", "declare double", "declare none")
    assert "redouble" not in [a.name for a in st.legal_actions()]
    assert parse_contra("redouble-pagat") == ("pagat", 1) and contra_name("game", 2) == "superdouble"


# --- the nullo games --------------------------------------------------------------------------------

def test_must_win_rule():
    rules = MustWinRules(red_ace_high=True, excuse_is_trump=True, overtrump=False)
    hand = cs("KH 2H T5 T9")
    trick = parse_cards("QH")
    assert rules.legal_plays(hand, trick) == cs("KH")  # beat the queen when you can
    trick = parse_cards("1H T7")
    assert rules.legal_plays(cs("T5 T9 KS"), trick) == cs("T9")  # void: over-trump when you can
    assert rules.legal_plays(cs("T5 T6 KS"), trick) == cs("T5 T6")  # cannot: any Tarock
    assert rules.refusal(hand, parse_cards("QH"), parse_card("2H")) == "you must win the trick when you can"


def test_bettel_declarer_leads_and_loses_at_his_first_trick():
    deal = deal_with({1: "EX T4 1H 2H 3H 4H 1D 2D 3D 4D 7S 8S"})
    st = new(deal)
    act(st, "bid call", "bid bettel", "bid pass", "bid pass", "bid pass")
    assert st.phase == "announce"
    assert [a.name for a in st.legal_actions()] == ["none"]  # no premiums in a nullo game
    act(st, "declare none", "declare double", "declare none", "declare none", "declare none")
    assert st.to_move == SECOND and st.view(0).table.goal == "avoid" and not st.view(0).table.plain_play
    play_first_legal(st)
    r = st.result()
    assert not r["made"] and r["declarer_tricks"] == 1 and r["tricks_played"] < 12
    assert st.scores() == [10, -30, 10, 10]  # Bettel 5, doubled, one against three


def test_piccolo_ouvert_hands_face_up_after_the_first_trick():
    st = new(seed=2)
    act(st, "bid piccolo-ouvert", "bid pass", "bid pass", "bid pass")
    quiet_round(st)
    assert st.view(1).table.exposed == (0, 0, 0, 0)
    for _ in range(4):
        st.apply(st.legal_actions()[0])
    if st.phase == "play":
        assert st.view(1).table.exposed == tuple(st.hands)
        pool, slots = st.hidden_slots(1)
        assert all(s.size == 0 for s in slots[:3])


def test_pagat_is_kept_in_the_nullo_games():
    st = new(deal_with({1: "T1 T9 1H 2H 3H 4H 1D 2D 3D 4D 7S 8S"}))
    act(st, "bid call", "bid bettel", "bid pass", "bid pass", "bid pass")
    quiet_round(st)
    assert Play(PAGAT) not in st.legal_actions() and Play(parse_card("T9")) in st.legal_actions()


# --- Trischaken and the match rule ---------------------------------------------------------------------

def trischaken(seed: int = 4, **options) -> Koenigrufen:
    st = new(seed=seed, **options)
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid trischaken")
    return st


def test_trischaken_talon_to_the_first_six_tricks_and_payments():
    st = trischaken()
    assert st.phase == "play" and st.to_move == ELDEST and st.declarer is None
    talon = st.talon_order
    play_first_legal(st)
    r = st.result()
    assert [card_name(c) for c in talon] == [c for _, c in r["talon_given"]]
    winners = [w for _, _, w in st.tricks[:6]]
    assert [s for s, _ in r["talon_given"]] == winners
    stake = 8
    expected = [0] * 4
    for w in r["winners"]:
        for loser in r["losers"]:
            owed = stake * (2 if loser == ELDEST else 1)
            expected[w] += owed
            expected[loser] -= owed
    assert st.scores() == expected and sum(expected) == 0
    assert r["carry"] == {"matches": [1, 1, 1, 1], "double_deals": 0}


def test_trischaken_player_without_a_trick_wins_from_all():
    st = trischaken()
    settle(st, {0: "T21 T20 T19 T18 KH KS KD KC", 1: "T1 T2 T3 T4 1H 2H 3H 4H", 2: "EX T5 T6 T7"})
    assert st.result()["winners"] == [3] and st.scores() == [-16, -8, -8, 32]
    st = trischaken(trischaken_stake=2)
    settle(st, {0: "T21 T20 T19 T18 KH KS KD KC", 1: "T1 T2 T3 T4 1H 2H 3H 4H", 2: "EX T5 T6 T7", 3: "1D 2D 3D 4D"})
    assert st.result()["winners"] == [3] and st.result()["losers"] == [0]
    assert st.scores() == [-8, 0, 0, 8]  # the eldest hand, the loser, pays double


def test_match_doubles_the_declarers_game_and_is_given_back_when_he_wins():
    carry = {"matches": [1, 1, 1, 1], "double_deals": 0}
    deal = dict(VALAT_DEAL, matches=[1, 0, 0, 0])
    st = new(deal)
    assert st.seed is None and st.deal_record()["matches"] == [1, 0, 0, 0]
    act(st, "bid solo-dreier", "bid pass", "bid pass", "bid pass")
    quiet_round(st)
    play_first_legal(st)
    assert st.scores() == [2 * 144, -96, -96, -96]
    assert st.result()["carry"]["matches"] == [0, 0, 0, 0]
    params = SPEC.params(4, {})
    direct = Koenigrufen(params, dealer=DEALER, seed=7, carry=carry)
    assert direct.matches == [1, 1, 1, 1] and direct.seed is None
    assert carry_after({"carry": {"matches": [2, 0, 0, 0]}}, carry) == {"matches": [2, 0, 0, 0]}


def test_four_doubled_deals_option():
    st = trischaken(after_trischaken="four-doubled")
    play_first_legal(st)
    assert st.result()["carry"] == {"matches": [0, 0, 0, 0], "double_deals": 4}
    nxt = new(dict(VALAT_DEAL, double_deals=4), after_trischaken="four-doubled")
    act(nxt, "bid solo-dreier", "bid pass", "bid pass", "bid pass")
    quiet_round(nxt)
    play_first_legal(nxt)
    assert nxt.scores()[0] == 2 * 144 and nxt.result()["carry"]["double_deals"] == 3


# --- the whole game: random deals, records, knowledge, bots ---------------------------------------------

def random_action(st: Koenigrufen, rng: random.Random):
    legal = st.legal_actions()
    if st.phase == "auction" and legal[0].name == "pass" and rng.random() < 0.75:
        return legal[0]
    if st.phase == "announce" and rng.random() < 0.7:
        return legal[0]
    return rng.choice(legal)


def check_sample(st: Koenigrufen, seat: int, rng: random.Random) -> None:
    world = st.sample_world(seat, rng)
    assert_sample_keeps_what_is_seen(st, world, seat)
    held = st.known_held(seat)
    for other in range(4):
        assert world.hands[other] & held[other] == held[other] & st.hands[other]
    for other in range(4):  # what play showed: voids
        assert not world.hands[other] & st.play_inferences()[other]
    for other in st.known_defenders:
        assert not (world.hands[other] >> st.called) & 1
    for _ in range(4):
        if world.to_move is None:
            break
        world.apply(random_action(world, rng))


def test_random_deals():
    rng = random.Random(2024)
    seen = set()
    for i in range(400):
        st = new(seed=i, dealer=i % 4)
        while st.to_move is not None:
            legal = st.legal_actions()
            for a in legal:
                assert st.check(a) is None
            if st.phase == "play" and rng.random() < 0.1:
                check_sample(st, (st.to_move + rng.randrange(1, 4)) % 4, rng)
            seat, phase, tricks = st.to_move, st.phase, len(st.tricks)
            action = random_action(st, rng)
            st.apply(action)
            assert_next_player(st, seat, phase, action, tricks)
        r = st.result()
        assert sum(st.scores()) == 0
        if r.get("annulled"):
            continue
        seen.add(r["contract"])
        everything = st.talon | st.discard
        for w in st.won:
            everything |= w
        for h in st.hands:
            everything |= h
        assert everything == TAROCK_54
        if "card_points" in r and isinstance(r["card_points"], dict):
            assert r["card_points"]["declarer"]["thirds"] + r["card_points"]["defence"]["thirds"] == 210
        record = record_of(st)
        assert replay(record).scores() == st.scores()
    assert seen == set(CONTRACTS)


def test_illegal_action_leaves_the_state_unchanged():
    st = new(seed=9)
    before = st.deal_record(), list(st.history), st.phase, st.to_move
    for bad in (Play(0), Call(parse_card("KH")), Discard(3), Take(0), Declare("valat")):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    assert (st.deal_record(), list(st.history), st.phase, st.to_move) == before


BOT_CASES = [("easy", 8, None), ("medium", 1, 16), ("hard", 1, 16)]


def bots_play(spec, level: str, deals: int, budget: int | None) -> None:
    """Whole deals with one bot level in every seat, through the generic decision loop."""
    bot = make_bot(level)
    for seed in range(deals):
        st = spec.new_state(4, dealer=seed % 4, seed=seed)
        rng = random.Random(seed)
        while st.to_move is not None:
            st.apply(decide(st, bot, rng, budget=budget))
        assert sum(st.scores()) == 0


@pytest.mark.parametrize("level, deals, budget", BOT_CASES)
def test_bots_play_koenigrufen(level, deals, budget):
    bots_play(SPEC, level, deals, budget)


def test_descriptions_and_prompts():
    st = new(CALL_DEAL)
    assert st.prompt() == "Bid a game or pass" and st.describe(Bid("bettel-ouvert")) == "Bettel ouvert"
    act(st, "bid call", "bid pass", "bid pass", "bid pass")
    assert st.describe(Bid("call")) == "Play the call"
    act(st, "bid call")
    assert st.describe(Call(parse_card("KD"))) == "Call the king of diamonds"
    assert st.describe(Declare("none")) == "No announcement"
    assert st.describe(Declare("pagat")) == "Announce Pagat"
    assert st.describe(Declare("redouble-uhu")) == "Redouble Uhu"
    assert UHU == parse_card("T2") and TRULL == cs("T1 T21 EX")


def test_help_example():
    """The help's example: Anna calls the king of hearts, held by Chloé; Bruno doubles; Anna
    and Chloé make 38 points and Chloé's Pagat quietly takes the last trick: ±6 each."""
    you, anna, bruno, chloe = 0, 1, 2, 3
    deal = deal_with({chloe: "KH T1"}, talon="JS 10S 9S 7C 8C 9C")
    st = new(deal, dealer=you)  # Anna is the eldest hand
    act(st, "bid call", "bid pass", "bid pass", "bid pass", "bid call", "call KH", "take 0",
        "discard JS", "discard 10S", "discard 9S")
    assert st.partners == [chloe]
    act(st, "declare none", "declare double", "declare none", "declare none", "declare none", "declare none")
    assert st.phase == "play"
    mine = "T21 T20 T19 KH KS QH QS NH NS T18 T17 T16 T15 T14 T13 JH 1H 2H 3H JD"
    theirs = "1D 2D 3D 4D ND QD KD 10C JC NC QC KC T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 EX"
    settle(st, {anna: mine, bruno: theirs}, last=((chloe, you, anna, bruno), "T1 7S 4H 8S", chloe))
    r = st.result()
    assert r["card_points"]["declarer"]["tally"] == "38" and r["made"]
    assert entries(st) == {"game": (0, 4), "pagat-quiet": (0, 2)}
    assert st.scores() == [-6, 6, -6, 6]


def test_the_obligatory_opening_says_nothing_of_eldest_hands_cards() -> None:
    """Eldest hand must open with the call, and after three passes chooses among games with
    no pass on offer: neither bid is his choice to play, so the hard player's inference
    (``bots.inference``) weighs only the others' passes (before, the two calls weighed every
    sampled world by eldest hand's strength and left about 6 of 24 worlds that counted)."""
    import math

    from tarocchi.bots.inference import bid_log_likelihood, offer_probability
    from tarocchi.bots.simple import mask_strength

    state = get_game("koenigrufen").new_state(4, dealer=0, seed=5)
    eldest = state.to_move
    for name in ("call", "pass", "pass", "pass"):
        state.apply(Bid(name))
    assert state.to_move == eldest and state.phase == "choose"
    state.apply(Bid("call"))
    me = next(s for s in range(4) if s != eldest)
    views = [state.view(s) for s in range(4)]
    assert views[me].table.forced_bids == (0, 4)
    passes = [s for s in range(4) if s not in (eldest, me)]
    offers = state.auction_offers()
    # a pass over the (forced) call: read against the offers above the lowest, which the
    # players weigh against passing with passing the prior
    expected = sum(math.log(offer_probability(mask_strength(views[s].table.dealt, 4, 12),
                                              offers[i], "pass", over_a_bid=True))
                   for i, (s, _) in enumerate(state.auction) if s in passes)
    assert bid_log_likelihood(views, me, offers) == pytest.approx(expected)



def test_trischaken_summary_gives_each_count_its_unit_once():
    """A count with its odd cards ("7 and two cards") is already in points: no "card points"
    after it ("7 and two cards card points" before); a round count keeps its unit."""
    seen = set()
    for seed in range(1, 40):
        st = trischaken(seed)
        play_first_legal(st)
        r = st.result()
        values = [ln.value.render() for ln in Koenigrufen.describe_result(r, 4).lines[:4]]
        for value, count, tricks in zip(values, r["card_points"], r["tricks"]):
            odd = "/" in str(count["tally"])
            seen.add(odd)
            assert ("card points" in value) != odd and "cards card" not in value, value
            assert value.endswith("1 trick" if tricks == 1 else f"{tricks} tricks"), value
        if seen == {True, False}:
            return
    raise AssertionError(f"no Trischaken deal with both kinds of count: {seen}")
