"""Point-Tarock: the book's three scoring examples, the auction with relieve and maintain,
announcements and doubles before and after the buy, and random-deal properties."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots import decide, make_bot
from tarocchi.engine.actions import Bid, Declare, Discard, Play, Take, parse_action
from tarocchi.engine.cards import SUIT_MASKS, count, format_cards, parse_cards
from tarocchi.engine.decks import TAROCK_54
from tarocchi.engine.games._buying import (
    AFTER, BEFORE, DECLARER, DEFENDERS, Feat, announced_feat, doubling_factor, game_feat, seat_scores,
    talon_parts, ultimo_outcome,
)
from tarocchi.engine.games._tarock import PAGAT, THIRDS, TOTAL_THIRDS, UHU, thirds_of
from tarocchi.engine.games.point_tarock import PREMIUMS, basic_value, hundred_board
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.registry import get_game

SPEC = get_game("point-tarock")
PREMIUM = {p.name: p for p in PREMIUMS}
DECLARER_SEAT = 0


# --- the book's worked examples ------------------------------------------------------------------

def test_example_1_two_cards_with_40_pagat_lost_trull_held():
    """Two cards with 40 before the buy, Pagat after it; 46 points; Pagat lost; Trull held:
    the declarer writes (14 + 10 + 4) × 2 = 56, the defenders 10 × 2 = 20."""
    feats = [
        game_feat(basic_value("two"), 46, multiplier=2),
        announced_feat(PREMIUM["forty"], BEFORE, True, multiplier=2),
        Feat("trull", DECLARER, 4, 2, seat=DECLARER_SEAT),
        announced_feat(PREMIUM["pagat"], AFTER, False, multiplier=2),
    ]
    assert feats[0].value == 14
    assert seat_scores(feats, DECLARER_SEAT, 3) == [56, 20, 20]


def test_example_2_two_cards_with_pagat_doubled_after_the_buy():
    """Two cards with Pagat before the buy, game and Pagat doubled after it; 33 points and
    the Pagat home: 20 × 2 × 2 = 80 to the declarer, (3 + 2) × 4 = 20 to the defenders."""
    after = doubling_factor([AFTER])
    feats = [
        game_feat(basic_value("two"), 33, multiplier=2, doubling=after),
        announced_feat(PREMIUM["pagat"], BEFORE, True, multiplier=2, doubling=after),
    ]
    assert seat_scores(feats, DECLARER_SEAT, 3) == [80, 20, 20]


def test_example_3_one_card_with_40_and_50_after_the_buy():
    """One card with 40, 50 after the buy, 52 points: (20 + 10 + 20) × 3 = 150."""
    feats = [
        game_feat(basic_value("one"), 52, multiplier=3),
        announced_feat(PREMIUM["forty"], BEFORE, True, multiplier=3),
        announced_feat(PREMIUM["fifty"], AFTER, True, multiplier=3),
    ]
    assert [f.value for f in feats] == [20, 10, 20]
    assert seat_scores(feats, DECLARER_SEAT, 3) == [150, 0, 0]


def test_doubling_factors():
    assert doubling_factor([]) == 1
    assert doubling_factor([BEFORE]) == 4
    assert doubling_factor([BEFORE, BEFORE]) == 16
    assert doubling_factor([AFTER]) == 2
    assert doubling_factor([AFTER, AFTER]) == 4
    assert doubling_factor([BEFORE, AFTER]) == 8


def test_basic_values_and_the_game_threshold():
    assert [basic_value("three", lv) for lv in ("ordinary", "relieved", "maintained")] == [3, 4, 5]
    assert basic_value("solo", "ordinary") == 8
    assert game_feat(3, 36, 1) == Feat("game", DECLARER, 4)  # 35/two cards rounds to 36
    assert game_feat(3, 35, 1) == Feat("game", DEFENDERS, 3)  # 35 loses, by nothing
    assert game_feat(8, 20, 4).points == (8 + 15) * 4


def test_the_game_to_100_with_the_bonus():
    board = hundred_board([[4, 44, 0], [24, 0, 20], [7, 1, 0], [0, 100, 0], [30, 0, 0]])
    assert board.games == [[35, 155, 20]]  # B reached 145 and adds 10; all go to the side
    assert board.bonus_winners == [[1]]
    assert board.running == [30, 0, 0]
    both = hundred_board([[60, 60, 0], [40, 45, 0]])
    assert both.games == [[110, 115, 0]]
    assert both.side == [110, 115, 0]


def test_ultimo_outcome_caught_and_won():
    tricks = [((0, 1, 2), (PAGAT, 57, 60), 2)]
    assert ultimo_outcome(tricks, PAGAT, 1, 0) is False
    assert ultimo_outcome(tricks, PAGAT, 1, 1) is None
    tricks = [((1, 2, 0), (10, 11, PAGAT), 0)]
    assert ultimo_outcome(tricks, PAGAT, 1, 0) is True
    assert ultimo_outcome(tricks, UHU, 1, 0) is None


def test_talon_parts():
    talon = tuple(range(6))
    assert talon_parts(talon, 3) == [(0, 1, 2), (3, 4, 5)]
    assert talon_parts(talon, 2) == [(0, 1), (2, 3), (4, 5)]
    assert len(talon_parts(talon, 1)) == 6


# --- hand-built deals ------------------------------------------------------------------------------

def suit(letter: str) -> list[str]:
    return format_cards(TAROCK_54 & SUIT_MASKS["SHDC".index(letter)]).split()


#: Seat 0 holds Pagat, Uhu, III, X … XXI and the Sküs; the talon IV … IX; the defenders the suits.
TRUMP_DEAL = {
    "hands": [
        "T1 T2 T3 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX".split(),
        suit("S") + suit("H"),
        suit("D") + suit("C"),
    ],
    "talon": "T4 T5 T6 T7 T8 T9".split(),
}


def new(deal=TRUMP_DEAL, dealer: int = 2, **options):
    return SPEC.new_state(3, options, dealer=dealer, deal=deal)


def run(st, *notations: str):
    for text in notations:
        st.apply(parse_action(text))
    return st


def play_out(st):
    """Declarer plays his highest legal card, defenders their lowest; everything else: the
    first legal action (saying nothing, the first part of the talon, the first discard)."""
    while st.to_move is not None:
        legal = st.legal_actions()
        if st.phase == "play":
            cards = [a for a in legal if type(a) is Play]
            st.apply(cards[-1] if st.to_move == st.declarer else cards[0])
        else:
            st.apply(legal[0])
    return st


def test_auction_relieve_and_maintain():
    st = new()
    assert st.to_move == 0 and st.phase == "auction"
    assert [a.name for a in st.legal_actions()] == ["pass", "three", "two", "one", "solo"]
    run(st, "bid three")
    assert [a.name for a in st.legal_actions()] == ["pass", "relieve", "two", "one", "solo"]
    run(st, "bid relieve", "bid pass")
    assert st.to_move == 0
    assert [a.name for a in st.legal_actions()] == ["pass", "maintain", "two", "one", "solo"]
    run(st, "bid maintain")
    assert st.to_move == 1
    assert [a.name for a in st.legal_actions()] == ["pass", "two", "one", "solo"]
    assert "outbid it with a higher game" in st.check(Bid("relieve"))
    run(st, "bid pass")
    assert st.declarer == 0 and st.contract == "three" and st.game_base() == 5
    assert st.phase == "announce" and st.to_move == 0


def test_auction_relieved_game_left_to_the_reliever():
    st = run(new(), "bid three", "bid relieve", "bid pass", "bid pass")
    assert st.declarer == 1 and st.game_base() == 4 and st.contract_label() == "Three (relieved)"


def test_auction_overbid_after_maintain_is_worth_3_again():
    st = run(new(), "bid three", "bid relieve", "bid pass", "bid maintain", "bid two", "bid pass")
    assert st.declarer == 1 and st.contract == "two" and st.game_base() == 3


def test_auction_refusals_and_throw_in():
    st = new()
    assert st.check(Bid("relieve")) == "there is no bid to relieve yet"
    assert st.check(Bid("maintain")) == "only the player whose bid was relieved may maintain it"
    assert st.plain(st.check(Bid("dreier"))) == "there is no bid 'dreier' in this game"
    assert st.check(Play(PAGAT)) == "it is time to bid or pass"
    run(st, "bid solo")
    assert st.check(Bid("relieve")) == "a Solo cannot be relieved"
    assert st.check(Bid("solo")) == "a bid must name a higher contract than the bid standing"
    thrown = run(new(), "bid pass", "bid pass", "bid pass")
    assert thrown.is_terminal() and thrown.result()["annulled"] == "everyone passed"
    assert thrown.scores() == [0, 0, 0]


def test_solo_with_everything_announced_doubled_and_redoubled_before():
    st = run(new(), "bid solo", "bid pass", "bid pass")
    assert {a.name for a in st.legal_actions()} == {
        "none", "forty", "fifty", "pagat", "uhu", "without-kings"}  # he holds the Trull
    run(st, "declare pagat", "declare uhu", "declare forty", "declare fifty", "declare none")
    assert st.phase == "contra" and st.to_move == 1
    assert [a.name for a in st.legal_actions()] == ["none", "contra", "contra-pagat", "contra-uhu"]
    run(st, "declare contra", "declare none")
    assert st.to_move == 2 and [a.name for a in st.legal_actions()] == ["none", "contra-pagat", "contra-uhu"]
    run(st, "declare none")
    assert st.phase == "recontra" and [a.name for a in st.legal_actions()] == ["none", "recontra"]
    run(st, "declare recontra")
    assert st.phase == "play" and st.to_move == 0  # a Solo has no buy; eldest leads
    play_out(st)
    result = st.result()
    assert result["card_points"]["declarer"] == "68"
    points = {f["name"]: f["points"] for f in result["feats"]}
    assert points == {
        "game": (8 + 33) * 4 * 16, "forty": 10 * 4 * 16, "fifty": 40 * 4 * 16,
        "pagat": 20 * 4, "uhu": 40 * 4, "trull": 4 * 4,
    }
    assert st.scores() == [sum(points.values()), 0, 0]


def test_three_cards_buy_discard_and_quiet_ultimos():
    st = run(new(), "bid three", "bid pass", "bid pass", "declare none", "declare none", "declare none")
    assert st.phase == "talon" and st.view(1).table.talon_visible == st.talon_order
    assert st.legal_actions() == [Take(0), Take(1)]
    run(st, "take 1")
    assert st.phase == "discard" and st.hands[0] >> parse_cards("T9")[0] & 1
    # only Tarock left: they may be laid away (not the Trull), and are shown
    assert st.check(Discard(PAGAT)) == "kings and the cards of the Trull may not be laid away"
    run(st, "discard T7", "discard T8", "discard T9")
    assert st.discard_shown == st.discard
    assert st.phase == "announce" and st.stage == AFTER
    play_out(st)
    feats = {f["name"]: f for f in st.result()["feats"]}
    assert feats["pagat"]["points"] == 5 and feats["pagat"]["announced"] is None
    assert feats["uhu"]["points"] == 10
    assert feats["trull"]["points"] == 4
    assert st.result()["card_points"]["declarer"] == "69"  # all but T4 T5 T6 (one point)


def test_uhu_option_off():
    st = run(new(uhu=False), "bid solo", "bid pass", "bid pass")
    assert "uhu" not in {a.name for a in st.legal_actions()}


def test_announced_ultimo_cards_are_kept_for_their_tricks():
    st = run(new(), "bid solo", "bid pass", "bid pass", "declare pagat", "declare uhu", "declare none",
             "declare none", "declare none")
    assert st.phase == "play"
    assert "kept for its trick" in st.plain(st.check(Play(PAGAT)))
    assert "kept for its trick" in st.plain(st.check(Play(UHU)))


def test_without_trull_before_the_buy_lost_without_play():
    hands = [
        "T2 T3 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T4 T5 T6".split(),
        suit("S") + suit("H"),
        suit("D") + suit("C"),
    ]
    st = new({"hands": hands, "talon": "EX T7 T8 T21 T9 T1".split()})
    run(st, "bid three", "bid pass", "bid pass", "declare without-trull", "declare none")
    run(st, "declare none", "declare none")
    assert st.is_terminal()
    result = st.result()
    assert result["lost_without_play"] and result["card_points"] is None
    assert st.scores() == [0, 3 + 16, 3 + 16]


def test_without_kings_made_and_talon_part_forbidden():
    deal = {"hands": [h[:] for h in TRUMP_DEAL["hands"]], "talon": TRUMP_DEAL["talon"][:]}
    # put the king of spades in the second half of the talon, T9 with seat 1
    deal["hands"][1][deal["hands"][1].index("KS")] = "T9"
    deal["talon"][5] = "KS"
    st = run(new(deal), "bid three", "bid pass", "bid pass", "declare without-kings", "declare none",
             "declare none", "declare none")
    assert st.legal_actions() == [Take(0)]
    assert st.check(Take(1)) == "after announcing a Without you may not take a part holding such a card"
    play_out(st)
    feats = {f["name"]: f for f in st.result()["feats"]}
    assert feats["without-kings"]["won_by"] == "declarer" and feats["without-kings"]["points"] == 15


def test_pagat_forced_early_is_lost():
    """The declarer's only Tarock is the announced Pagat: when a Tarock is led he must play it."""
    spades_hearts = suit("S") + suit("H")
    hands = [
        ["T1"] + spades_hearts[:15],
        [f"T{k}" for k in range(6, 22)],
        "T2 T3 T4 T5 EX".split() + suit("D") + suit("C")[:3],
    ]
    talon = [spades_hearts[15]] + suit("C")[3:]
    st = new({"hands": hands, "talon": talon}, dealer=0)  # eldest is seat 1, the trump hand
    run(st, "bid pass", "bid pass", "bid solo", "declare pagat", "declare none", "declare contra-pagat",
        "declare none", "declare none", "declare none")
    assert st.declarer == 0 and st.phase == "play" and st.to_move == 1
    play_out(st)
    feats = {f["name"]: f for f in st.result()["feats"]}
    assert feats["pagat"]["won_by"] == "defenders"
    assert feats["pagat"]["points"] == 20 * 4 * 4  # before the buy, × 4 Solo, contra × 4


def test_doubles_after_the_buy_and_redouble_of_a_double_before():
    st = run(new(), "bid two", "bid pass", "bid pass", "declare pagat", "declare none",
             "declare contra-pagat", "declare none", "declare none")
    assert st.phase == "recontra" and st.stage == BEFORE
    run(st, "declare none", "take 0", "discard T10", "discard T11", "declare forty", "declare none")
    assert st.stage == AFTER and st.phase == "contra"
    assert [a.name for a in st.legal_actions()] == ["none", "contra"]
    run(st, "declare contra")  # nothing more to double: the next step that offers something
    assert st.phase == "recontra"
    assert [a.name for a in st.legal_actions()] == ["none", "recontra", "recontra-pagat"]
    run(st, "declare recontra-pagat", "declare none")
    assert st.doubles == {"pagat": [BEFORE, AFTER], "game": [AFTER]}
    play_out(st)
    feats = {f["name"]: f for f in st.result()["feats"]}
    assert feats["pagat"]["doubling"] == 8 and feats["pagat"]["points"] == 20 * 2 * 8
    assert feats["forty"]["doubling"] == 2 and feats["game"]["doubling"] == 2


def test_trull_held_by_a_defender_scores_for_him_by_default():
    hands = [
        suit("S") + suit("H"),
        "T2 T3 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX T1".split(),
        suit("D") + suit("C"),
    ]
    st = run(new({"hands": hands, "talon": TRUMP_DEAL["talon"]}), "bid three", "bid pass", "bid pass")
    play_out(st)
    feats = [f for f in st.result()["feats"] if f["name"] == "trull"]
    assert feats == [{"name": "trull", "won_by": "defenders", "seat": 1, "value": 4, "multiplier": 1,
                      "doubling": 1, "announced": None, "points": 4}]
    st2 = run(new({"hands": hands, "talon": TRUMP_DEAL["talon"]}, trull_premium="declarer-only"),
              "bid three", "bid pass", "bid pass")
    play_out(st2)
    assert not [f for f in st2.result()["feats"] if f["name"] == "trull"]


def test_describe_labels():
    st = run(new(), "bid three")
    assert st.describe(Bid("relieve")) == "Relieve (Three at 4)"
    run(st, "bid pass", "bid pass")
    assert st.describe(Declare("forty")) == "Announce 40 (Absolute) (10)"
    assert st.describe(Declare("contra-pagat")) == "Contra Pagat"
    assert st.describe(Declare("none")) == "Nothing more"


# --- random deals ----------------------------------------------------------------------------------

def all_cards(st) -> int:
    cards = st.talon | st.discard
    for h in st.hands:
        assert not cards & h
        cards |= h
    for w in st.won:
        cards |= w
    for c in st.trick:
        cards |= 1 << c
    return cards


def check_sample(st, seat: int, rng: random.Random) -> None:
    world = st.sample_world(seat, rng)
    assert world.hands[seat] == st.hands[seat]
    assert world.won == st.won and world.trick == st.trick
    assert all_cards(world) == TAROCK_54
    for other in range(3):
        assert count(world.hands[other]) == count(st.hands[other])
    if st.talon_visible_to(seat):
        assert world.talon == st.talon
    if seat == st.declarer:
        assert world.discard == st.discard
    assert world.discard_shown == st.discard_shown
    if st.declarer is not None and seat != st.declarer:
        held = st.known_held(seat)[st.declarer]
        assert world.hands[st.declarer] & held == held


@pytest.mark.parametrize("seed", range(40))
def test_random_deals(seed):
    rng = random.Random(seed)
    st = SPEC.new_state(3, {"uhu": seed % 3 != 0}, dealer=seed % 3, seed=seed)
    assert st.to_move == (seed + 1) % 3
    bot = make_bot("easy" if seed % 2 else "random")
    while st.to_move is not None:
        assert all_cards(st) == TAROCK_54
        for action in st.legal_actions():
            assert st.check(action) is None, action
        if st.phase == "play" and not st.trick and not st.tricks:
            assert st.to_move == st.eldest
        if rng.random() < 0.2:
            check_sample(st, rng.randrange(3), rng)
        st.apply(decide(st, bot, rng))
    result = st.result()
    if result.get("annulled"):
        return
    assert all(s >= 0 for s in st.scores())
    if result["card_points"]:
        assert thirds_of(st.declarer_cards()) + thirds_of(st.defender_cards()) == TOTAL_THIRDS == 210
        assert result["card_points"]["declarer_points"] + result["card_points"]["defenders_points"] in (70, 71)
    replay = SPEC.new_state(3, st.params.options, dealer=st.dealer, deal=st.deal_record())
    for action in st.history:
        replay.apply(parse_action(action.notation()))
    assert replay.result() == result
    with pytest.raises(IllegalAction):
        st.apply(Play(PAGAT))


def test_view_hides_the_talon_and_other_hands():
    st = run(new(), "bid three", "bid pass", "bid pass")
    view = st.view(1)
    assert view.table.talon_visible == () and view.table.talon_size == 6
    assert view.hand == st.hands[1] and view.legal == ()
    assert view.table.card_values == THIRDS and view.table.declarer == 0
    run(st, "declare none", "declare none", "declare none", "take 0", "discard T10")
    assert "discard" not in st.view(1).extra and st.view(0).extra["discard"]
    assert st.view(2).table.talon_visible == tuple(parse_cards("T7 T8 T9"))
