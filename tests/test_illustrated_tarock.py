"""Illustrated Tarock: the source's two worked examples, the auction, announcements before and
after the exchange with contra and recontra, the silent bonuses, and random-deal properties."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Bid, Declare, Play, Take, parse_action
from tarocchi.engine.cards import KINGS, format_cards, parse_card
from tarocchi.engine.decks import TAROCK_54, TRUMPS_AND_EXCUSE
from tarocchi.engine.games._buying import AFTER, BEFORE, announced_feat, game_feat, seat_scores
from tarocchi.engine.games._tarock import MOND, PAGAT, SKUS, TOTAL_THIRDS, TRULL, holds, thirds_of
from tarocchi.engine.games.illustrated_tarock import CONTRACT_VALUE, PREMIUMS, hundred_board
from tarocchi.engine.registry import get_game

SPEC = get_game("illustrated-tarock")
PREMIUM = {p.name: p for p in PREMIUMS}


# --- the source's worked examples ---------------------------------------------------------------

def test_example_two_with_pagat_ultimo_and_40_points():
    """Two, Pagat ultimo announced (after the exchange) and made, 40 points: (5 + 5 + 10) × 2."""
    feats = [game_feat(CONTRACT_VALUE["two"], 40, 2), announced_feat(PREMIUM["pagat"], AFTER, True, 2)]
    assert seat_scores(feats, 0, 3) == [40, 0, 0]


def test_example_two_with_pagat_ultimo_and_33_points():
    """The ultimo made but only 33 points: the declarer 10 × 2 = 20, each opponent (5 + 2) × 2."""
    feats = [game_feat(CONTRACT_VALUE["two"], 33, 2), announced_feat(PREMIUM["pagat"], AFTER, True, 2)]
    assert seat_scores(feats, 0, 3) == [20, 14, 14]


def test_announcements_before_the_exchange_count_double():
    for premium in PREMIUMS:
        assert premium.before == 2 * premium.after
    assert announced_feat(PREMIUM["pagat"], BEFORE, True, 2).points == 40


def test_game_is_100_without_bonus():
    board = hundred_board([[40, 14, 14], [0, 30, 30], [70, 0, 0]])
    assert board.games == [[110, 44, 44]] and board.bonus_winners == [[0]]


# --- hand-built deals --------------------------------------------------------------------------------

#: The suit cards in pack order: spades and hearts first, then diamonds and clubs.
SUIT_CARDS = format_cards(TAROCK_54 & ~TRUMPS_AND_EXCUSE).split()
#: The declarer (seat 0, eldest) holds I, II, III, X … XXI and the Fool; the talon IV … IX.
HIGH_TRUMPS = ["T1", "T2", "T3", *(f"T{k}" for k in range(10, 22)), "EX"]
TRUMP_DEAL = {"hands": [HIGH_TRUMPS, SUIT_CARDS[:16], SUIT_CARDS[16:]],
              "talon": [f"T{k}" for k in range(4, 10)]}


def new(deal=TRUMP_DEAL, dealer: int = 2):
    return SPEC.new_state(3, {}, dealer=dealer, deal=deal)


def run(st, *actions: str):
    for text in actions:
        st.apply(parse_action(text))
    return st


def finish(st):
    """Declarer plays high, defenders low; other steps take the first legal action."""
    while st.to_move is not None:
        legal = st.legal_actions()
        plays = [a for a in legal if type(a) is Play]
        st.apply((plays[-1] if st.to_move == st.declarer else plays[0]) if plays else legal[0])
    return {f["name"]: f for f in st.result()["feats"]}


def test_auction_only_higher_bids_and_pass_is_final():
    st = new()
    assert [a.name for a in st.legal_actions()] == ["pass", "three", "two", "one", "solo"]
    run(st, "bid three", "bid two")
    assert st.to_move == 2 and [a.name for a in st.legal_actions()] == ["pass", "one", "solo"]
    run(st, "bid pass")
    assert st.to_move == 0
    run(st, "bid one", "bid pass")
    assert st.declarer == 0 and st.contract == "one" and st.phase == "announce"
    assert str(new().check(Bid("relieve"))) == "there is no bid 'relieve' in this game"


def test_mounting_announcements():
    st = run(new(), "bid three", "bid pass", "bid pass")
    names = [a.name for a in st.legal_actions()]
    assert "forty" in names and "fifty" not in names and "valat" not in names
    assert st.plain(st.check(Declare("fifty"))) == "With 50 can only be announced together with With 40"
    run(st, "declare forty")
    assert "fifty" in [a.name for a in st.legal_actions()]


def test_solo_valat_with_every_ultimo_and_the_silent_bonuses():
    st = run(new(), "bid solo", "bid pass", "bid pass")
    run(st, "declare forty", "declare fifty", "declare valat", "declare pagat", "declare uhu",
        "declare kakadu", "declare none", "declare contra-valat", "declare none", "declare none",
        "declare recontra-valat")
    assert st.phase == "play"
    feats = finish(st)
    assert st.result()["card_points"]["declarer"] == "68"
    assert feats["game"]["points"] == (10 + 33) * 4
    assert feats["valat"]["points"] == 80 * 4 * 16
    assert [feats[n]["points"] for n in ("forty", "fifty", "pagat", "uhu", "kakadu")] == [40, 160, 80, 80, 80]
    assert feats["trull"]["points"] == feats["four-kings"]["points"] == 12
    assert st.scores()[1:] == [0, 0]


def test_three_exchange_then_announce_after_and_silent_valat():
    st = run(new(), "bid three", "bid pass", "bid pass", "declare none", "declare none", "declare none")
    assert st.phase == "talon" and st.legal_actions() == [Take(0), Take(1)]
    run(st, "take 0", "discard T10", "discard T11", "discard T12")
    assert st.stage == AFTER and st.phase == "announce"
    run(st, "declare pagat", "declare none", "declare contra-pagat", "declare none", "declare none",
        "declare recontra-pagat")
    assert st.doubles == {"pagat": [AFTER, AFTER]}
    feats = finish(st)
    assert feats["pagat"]["points"] == 10 * 4
    assert feats["valat"]["points"] == 20 and feats["valat"]["announced"] is None
    assert feats["uhu"]["points"] == feats["kakadu"]["points"] == 5


def test_forced_without_fails_the_announcement_but_the_game_is_played():
    hands = [
        "T2 T3 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T4 T5 T6".split(),
        SUIT_CARDS[:16],
        SUIT_CARDS[16:],
    ]
    st = new({"hands": hands, "talon": "EX T7 T8 T21 T9 T1".split()})
    run(st, "bid three", "bid pass", "bid pass", "declare without-trull", "declare none", "declare contra",
        "declare none")
    assert st.phase == "talon" and st.legal_actions() == [Take(0), Take(1)]
    run(st, "take 0")
    feats = finish(st)
    assert st.result()["won"]
    assert feats["without-trull"]["won_by"] == "defenders"
    assert feats["without-trull"]["points"] == 20 * 4  # contra on the game doubles it (before: × 4)
    assert feats["game"]["doubling"] == 4


def test_mondfang_and_captured_trull():
    st = run(new(), "bid three", "bid pass", "bid pass")
    st.tricks = [((1, 2, 0), (MOND, 40, SKUS), 0)]
    st.won = [1 << MOND | 1 << SKUS | 1 << PAGAT, 0, 0]
    feats = st.table_feats(st.won[0], 0)
    assert [(f.name, f.side) for f in feats] == [("trull", 0), ("mondfang", 0)]
    st.won = [0, 0, 0]
    st.tricks = [((0, 1, 2), (MOND, 40, SKUS), 2)]
    assert [(f.name, f.side) for f in st.table_feats(0, 0)] == [("mondfang", 1)]
    st.tricks = [((1, 0, 2), (MOND, 40, SKUS), 2)]  # a defender's own partner: no Mondfang
    assert st.table_feats(0, 0) == []


def test_trull_and_four_kings_count_only_cards_taken_in_tricks():
    """Source 003's table: "Trull — All Trull in tricks", "Four Kings — All Kings in tricks"
    (and the help: "its tricks hold all …"): a king or a Trull card left in the talon for the
    defenders does not complete their set."""
    st = run(new(), "bid three", "bid pass", "bid pass")
    king = parse_card("KH")
    st.tricks = []
    st.won = [0, KINGS & ~(1 << king), 1 << MOND | 1 << SKUS]
    st.talon = 1 << king | 1 << PAGAT
    defenders = st.won[1] | st.won[2] | st.talon
    assert holds(defenders, KINGS) and holds(defenders, TRULL)  # with the talon they would
    assert st.table_feats(0, defenders) == []
    st.won[1] |= 1 << king
    assert [(f.name, f.side) for f in st.table_feats(0, defenders)] == [("four-kings", 1)]


# --- random deals ----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(40))
def test_random_deals(seed):
    rng = random.Random(seed)
    st = SPEC.new_state(3, {}, dealer=seed % 3, seed=seed)
    bot = make_bot("easy" if seed % 2 else "random")
    while st.to_move is not None:
        for action in st.legal_actions():
            assert st.check(action) is None, action
        if rng.random() < 0.2:
            seat = rng.randrange(3)
            world = st.sample_world(seat, rng)
            assert world.hands[seat] == st.hands[seat] and world.won == st.won
            if st.talon_visible_to(seat):
                assert world.talon == st.talon
        st.apply(decide(st, bot, rng))
    result = st.result()
    if result.get("annulled"):
        return
    assert all(s >= 0 for s in st.scores())
    assert thirds_of(st.declarer_cards()) + thirds_of(st.defender_cards()) == TOTAL_THIRDS
    feats_total = sum(f["points"] for f in result["feats"] if f["won_by"] == "declarer")
    assert st.scores()[st.declarer] == feats_total
    replay = SPEC.new_state(3, {}, dealer=st.dealer, deal=st.deal_record())
    for action in st.history:
        replay.apply(parse_action(action.notation()))
    assert replay.result() == result
