"""Tarocchini (Jeux de tarot 004, "Tarocchini"; Bolognese rules where the text is silent): the
deal for 2 to 7 players, the dealer's discard, the play (the Moretti, the Matto), the count
and its settlement, the words of the summary, records, and random deals at every count."""

from __future__ import annotations

import random
import re

import pytest

from tarocchi.engine.actions import Discard, Play
from tarocchi.engine.cards import EXCUSE, KINGS, cardset, cards_of, count, parse_card, parse_cards
from tarocchi.engine.decks import TAROCCHINO_62, points_of
from tarocchi.engine.games._bolognese import TAROCCHI, VALUES
from tarocchi.engine.games.tarocchini import LAYOUT, Tarocchini, seat_count, settle
from tarocchi.engine.protocol import IllegalAction
from tarocchi.engine.registry import get_game

from built_deals import assert_playout_replays, build_deal
from helpers import assert_sample_keeps_what_is_seen

SPEC = get_game("tarocchini")


def card(text: str) -> int:
    return parse_card(text)


def new(n: int = 4, fixed: dict[int, str] | None = None, talon: str = "", seed: int = 0, dealer: int = 0,
        **options) -> Tarocchini:
    hand, talon_size, _ = LAYOUT[n]
    deal = build_deal(TAROCCHINO_62, [hand] * n, talon_size, fixed or {}, talon, seed) if fixed is not None else None
    return SPEC.new_state(n, options, dealer=dealer, seed=None if deal else seed, deal=deal)


def discard_cheapest(st: Tarocchini) -> None:
    """The dealer lays away his cheapest legal cards."""
    while st.phase == "discard":
        st.apply(min(st.legal_actions(), key=lambda a: (VALUES[a.card], a.card)))


def play(st: Tarocchini, *cards: str) -> None:
    for text in cards:
        st.apply(Play(card(text)))


# --- the deal ----------------------------------------------------------------------------------

@pytest.mark.parametrize("n,hand,talon", [(2, 30, 2), (3, 20, 2), (4, 15, 2), (5, 12, 2), (6, 10, 2), (7, 8, 6)])
def test_hand_and_talon_sizes(n, hand, talon):
    assert LAYOUT[n][:2] == (hand, talon)
    assert n * hand + talon == 62  # as many cards each as leave at least two for the dealer
    assert sum(LAYOUT[n][2]) == hand  # dealt by fives (the last packet smaller)
    st = new(n, seed=n)
    assert [count(h) for h in st.hands] == [hand + talon] + [hand] * (n - 1)  # the dealer took the talon
    assert st.phase == "discard" and st.to_move == st.dealer


def test_the_dealer_lays_away_as_many_cards_never_a_king_or_a_tarocco():
    st = new(4, {0: "KH T21 T20 T1 EX 7H"}, talon="8H 9H")
    legal = {a.card for a in st.legal_actions()}
    assert not legal & set(cards_of(KINGS | TAROCCHI))
    assert card("7H") in legal and card("8H") in legal
    for bad, word in (("KH", "king"), ("T20", "tarocco"), ("EX", "tarocco")):
        with pytest.raises(IllegalAction, match=word):
            st.apply(Discard(card(bad)))
    with pytest.raises(IllegalAction):
        st.apply(Play(card("7H")))
    st.apply(Discard(card("7H")))
    st.apply(Discard(card("8H")))
    assert st.phase == "play" and st.to_move == 1  # the player on the dealer's right leads
    assert st.discard == cardset(parse_cards("7H 8H"))
    assert st.pile(0) & st.discard == st.discard  # the discard counts for the dealer


# --- the play ------------------------------------------------------------------------------------

MORETTI_DEAL = {1: "T4 T9", 2: "T2", 3: "T5", 0: "T3 T6"}


def test_the_moretti_are_equal_the_last_played_wins():
    st = new(4, MORETTI_DEAL, talon="6H 7H")
    discard_cheapest(st)
    play(st, "T4", "T2", "T5", "T3")
    assert st.tricks[-1][2] == 0  # the dealer's 3, the last Moretto played


def test_by_number_option():
    st = new(4, MORETTI_DEAL, talon="6H 7H", moretti="numbered")
    discard_cheapest(st)
    play(st, "T4", "T2", "T5", "T3")
    assert st.tricks[-1][2] == 3  # the 5


def test_any_higher_trump_beats_the_moretti():
    st = new(4, MORETTI_DEAL, talon="6H 7H")
    discard_cheapest(st)
    play(st, "T4", "T2", "T5", "T6")
    assert st.tricks[-1][2] == 0


def test_no_over_trumping_unless_the_option():
    fixed = {1: "T9", 2: "T3 T15 KH QH NH JH 1H 6H 7H 8H 9H 10H"}
    st = new(4, fixed, talon="6S 7S")
    discard_cheapest(st)
    play(st, "T9")
    assert st.check(Play(card("T3"))) is None  # may play under
    st = new(4, fixed, talon="6S 7S", overtrump=True)
    discard_cheapest(st)
    play(st, "T9")
    assert "higher trump" in st.check(Play(card("T3")))


def test_red_pips_rank_ace_high():
    rules = new(4, seed=1).rules
    assert rules.winner_index([card("10H"), card("1H")]) == 1  # cups, coins: ace above the pips
    assert rules.winner_index([card("10S"), card("1S")]) == 0  # swords, batons: ten above the ace
    assert rules.winner_index([card("1H"), card("JH")]) == 1  # the courts above every pip


def test_the_matto_excuses_never_wins_and_stays_with_its_owner():
    fixed = {1: "KH", 2: "EX 7H", 3: "QH", 0: "6H"}
    st = new(4, fixed, talon="6S 7S")
    discard_cheapest(st)
    play(st, "KH")
    assert st.check(Play(EXCUSE)) is None  # even holding a heart
    play(st, "EX", "QH", "6H")
    assert st.tricks[-1][2] == 1
    assert st.won[2] == 1 << EXCUSE and not st.won[1] >> EXCUSE & 1
    assert st.exchanges == [(2, 1)]  # one point owed to the trick's winner
    assert st.exchange_units(2) == -1 and st.exchange_units(1) == 1


def test_the_matto_led_lets_the_next_card_set_the_suit():
    st = new(4, {1: "EX", 2: "7H"}, talon="6S 7S")
    discard_cheapest(st)
    play(st, "EX", "7H")
    assert st.rules.led_card(st.trick) == card("7H")
    hearts = st.hands[3] & (((1 << 14) - 1) << 14)
    if hearts:
        assert {a.card for a in st.legal_actions()} == set(cards_of(hearts))
    while len(st.tricks) == 0:
        st.apply(st.legal_actions()[0])
    assert st.tricks[0][2] != 1  # the Matto never wins


def test_the_matto_played_to_the_last_trick_goes_to_its_winner():
    rng = random.Random(3)
    for seed in range(40):
        st = new(3, seed=seed)
        owner = next(s for s in range(3) if st.hands[s] >> EXCUSE & 1)
        while st.to_move is not None:
            legal = st.legal_actions()
            keep = [a for a in legal if not (type(a) is Play and a.card == EXCUSE)]
            st.apply(rng.choice(keep or legal))
        seats, cards, winner = st.tricks[-1]
        assert EXCUSE in cards and seats[cards.index(EXCUSE)] == owner
        if winner != owner:
            assert st.won[winner] >> EXCUSE & 1 and not st.won[owner] >> EXCUSE & 1
            assert all(w == winner for w in [winner])
            return
    pytest.fail("no deal where the Matto's owner lost the last trick")


# --- the count -----------------------------------------------------------------------------------

def test_settlement_is_the_difference_with_every_other_player():
    assert settle([10, 20, 30]) == [-30, 0, 30]  # 10 − 20 + 10 − 30 = −30 …
    assert settle([50, 50]) == [0, 0]
    assert sum(settle([3, 140, 7, 61, 0])) == 0


def test_a_players_count():
    pile = cardset(parse_cards("KH KS KD QH NH JH 1H T21 T20 T19 EX 6C"))
    params = SPEC.params(4)
    c = seat_count(pile, -1, params)
    # cards: 5 + 5 + 5 + 4 + 3 + 2 + 1 + 5 + 5 + 1 + 5 + 1 = 42, one owed for the Matto: 41
    assert c["card_points"] == 41
    # three kings 17, three tarocchi (Angelo, Mondo, Matto) 18
    assert c["combinations_points"] == 35 and not c["combinations_doubled"]
    # hearts: K Q N J and the ace 20; the grande Angelo, Mondo, Sole and the Matto for the
    # missing Luna, 15
    assert c["sequences_points"] == 35 and not c["sequences_doubled"]
    assert [(q["kind"], q["wild"]) for q in c["sequences"]] == [("grande", "EX"), ("hearts", "")]
    assert c["count"] == 41 + 35 + 35


def test_whole_count_doubling_option():
    pile = cardset(parse_cards("KH QH NH KS QS NS T2 T3 T4"))  # three sequences, 30
    cards = points_of(pile, VALUES)
    assert seat_count(pile, 0, SPEC.params(4))["count"] == cards + 60
    whole = seat_count(pile, 0, SPEC.params(4, {"sequence_doubling": "count"}))
    assert whole["count"] == 2 * (cards + 30)


def test_criccone_option():
    pile = cardset(parse_cards("KH KS KD QH QS QD JH JS JD"))
    assert seat_count(pile, 0, SPEC.params(4))["combinations_points"] == 86
    assert seat_count(pile, 0, SPEC.params(4, {"criccone": False}))["combinations_points"] == 43


def test_bologna_contatori_option():
    pile = cardset(parse_cards("KH QH KS QS EX"))
    assert seat_count(pile, 0, SPEC.params(4))["sequences_points"] == 10
    assert seat_count(pile, 0, SPEC.params(4, {"contatori": "bologna"}))["sequences_points"] == 20


CODE = re.compile(r"\b(T\d{1,2}|EX|[KQNJ][SHDC]|\d{1,2}[SHDC])\b")


@pytest.mark.parametrize("n", [2, 4, 7])
def test_the_summary_speaks_words(n):
    st = new(n, seed=21)
    rng = random.Random(4)
    while st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))
    words = Tarocchini.describe_result(st.result(), n)
    names = [f"Player {i}" for i in range(n)]
    texts = [words.head.render(names)] + [f"{a}: {b}" for a, b in words.render_lines(names)]
    texts += [p.render(names) for p in words.payment_phrases()]
    assert any("in cards" in t for t in texts)
    for text in texts:
        assert not CODE.search(text), text
        assert "seat" not in text
    best = st.result()["best"]
    assert names[best[0]] in texts[0]
    paid = {}
    for p in words.payments:
        paid[p.payer] = paid.get(p.payer, 0) - p.amount
        paid[p.payee] = paid.get(p.payee, 0) + p.amount
    assert all(abs(paid.get(s, 0) - st.scores()[s]) < 1e-9 for s in range(n))


def test_summary_lists_each_players_combinations_and_cricche():
    params = SPEC.params(3)
    piles = ["KH QH NH JH 1H KS KD KC T21 T20 T19 T18 EX T17 T16", "T2 T3 T4 QS QD QC", "6C 7C"]
    counts = [seat_count(cardset(parse_cards(p)), 0, params) for p in piles]
    totals = [c["count"] for c in counts]
    result = {"counts": counts, "best": [0], "scores": settle(totals)}
    rows = Tarocchini.describe_result(result, 3).render_lines(["Ann", "Bob", "Cy"])
    text = [f"{a}: {b}" for a, b in rows]
    assert "Ann: combination: four kings, 34" in text
    assert "Ann: combination: three tarocchi, 18" in text
    assert "Ann: cricca: the suit of the king of hearts: 5 cards, 20" in text
    assert "Ann: cricca: the grande: 7 cards with the excuse, 30" in text
    assert "Bob: cricca: the Moretti: 3 cards, 10" in text
    assert "Bob: combination: three queens, 14" in text
    assert text[0].startswith("Ann: ") and "in cards" in text[0]
    assert [t for t in text if t.startswith("Cy: c")] == ["Cy: count 2: 2 in cards, 0 in combinations, 0 in cricche"]


# --- records and bad input ---------------------------------------------------------------------

def test_deal_record_round_trip_and_bad_records():
    st = new(5, seed=9)
    discard_cheapest(st)
    record = st.deal_record()
    again = SPEC.new_state(5, dealer=0, deal=record)
    assert again.hands == [h | (again.talon if s == 0 else 0) for s, h in enumerate(
        [cardset(parse_cards(" ".join(h))) for h in record["hands"]])]
    bad = dict(record, hands=[h[:] for h in record["hands"]])
    bad["hands"][1][0] = "3H"  # not in the Bolognese pack
    with pytest.raises(ValueError):
        SPEC.new_state(5, deal=bad)
    with pytest.raises(ValueError, match="talon"):
        SPEC.new_state(5, deal=dict(record, talon=record["talon"][:1]))


# --- random deals at every player count --------------------------------------------------------

def _accounted(st: Tarocchini) -> None:
    places = list(st.hands) + list(st.won) + [st.discard, sum(1 << c for c in st.trick)]
    seen = 0
    for p in places:
        assert not seen & p, "a card in two places"
        seen |= p
    assert seen == TAROCCHINO_62


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7])
def test_random_deals(n):
    deals = 1000
    rng = random.Random(n)
    for d in range(deals):
        st = SPEC.new_state(n, dealer=d % n, seed=rng.randrange(2**32))
        sample_at = rng.randrange(60)
        steps = 0
        while st.to_move is not None:
            legal = st.legal_actions()
            action = rng.choice(legal)
            assert st.check(action) is None
            st.apply(action)
            steps += 1
            if d % 10 == 0:
                _accounted(st)
                if steps == sample_at and st.to_move is not None:
                    assert_sample_keeps_what_is_seen(st, st.sample_world(st.to_move, rng), st.to_move)
        _accounted(st)
        result = st.result()
        counts = result["counts"]
        assert sum(c["card_points"] for c in counts) == 118  # the Matto's exchanges net out
        assert sum(c["exchange"] for c in counts) == 0
        assert sum(st.scores()) == 0
        assert st.scores() == settle([c["count"] for c in counts])
        assert len(st.tricks) == LAYOUT[n][0]


# --- the computer players' playouts ---------------------------------------------------------------

def test_kernel_playouts_and_outcome_scorer_agree_with_the_engine():
    """From any point of the play, a kernel playout replayed through the engine gives the
    same legal cards and the same scores as the game's fast scorer (the Moretti ranked by
    number: the kernel's order; with equal Moretti only the rare Moretti fights differ)."""
    checked = 0
    for seed in range(150):
        n = 2 + seed % 6
        rng = random.Random(seed)
        st = SPEC.new_state(n, {"moretti": "numbered"}, dealer=seed % n, seed=seed)
        discard_cheapest(st)
        for _ in range(rng.randrange(LAYOUT[n][0] * n)):
            st.apply(rng.choice(st.legal_actions()))
        assert_playout_replays(st, rng, f"seed {seed}")
        checked += 1
    assert checked == 150


# --- the Bolognese names in the skins --------------------------------------------------------------

def test_bolognese_names_and_pictures():
    import xml.etree.ElementTree as ET

    from tarocchi.skins import card_svg
    from tarocchi.skins.names import card_words, subject

    def texts(svg: str) -> list[str]:
        return [e.text or "" for e in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]

    assert SPEC.card_naming == "bolognese"
    for code, name in (("T21", "l'Angelo"), ("T20", "il Mondo"), ("T19", "il Sole"), ("T18", "la Luna"),
                       ("T2", "Moretto"), ("T5", "Moretto"), ("T1", "il Begato"), ("EX", "il Matto")):
        for skin in ("italian", "waite", "french"):
            shown = [t.upper() for t in texts(card_svg(card(code), skin, naming="bolognese"))]
            assert name.upper() in shown, (code, skin)  # the Waite skin writes capitals
    # in sentences, the Bolognese names with an English article (as "the Pagat", "the Sküs")
    for code, words in (("T21", "the Angelo"), ("T20", "the Mondo"), ("T19", "the Sole"), ("T18", "the Luna"),
                        ("T2", "the Moretto 2"), ("T5", "the Moretto 5"), ("T1", "the Begato"),
                        ("EX", "the Matto")):
        assert card_words(card(code), "italian", "bolognese") == words
    # the Angel, highest, shows the Angel's picture; the World comes second
    assert subject(card("T21"), "italian", "bolognese") == "judgement"
    assert subject(card("T20"), "italian", "bolognese") == "world"
    assert subject(card("T21"), "italian") == "world"  # other games keep the pack's order
    assert "il Giudizio" in texts(card_svg(card("T21"), "italian", naming="bolognese"))
    assert card_words(card("KH"), "italian", "bolognese") == "the king of cups"
    assert card_words(card("T16"), "italian", "bolognese") == "the 16 of trumps"
    assert card_words(card("T16"), "french", "bolognese") == "the 16 of trumps"


def test_game_records_replay():
    from tarocchi.engine.records import record_of, replay

    for n in (2, 5, 7):
        st = new(n, seed=30 + n, dealer=n - 1)
        rng = random.Random(n)
        while st.to_move is not None:
            st.apply(rng.choice(st.legal_actions()))
        record = record_of(st)
        assert replay(record).scores() == st.scores()
        del record["seed"]  # from the cards of the deal alone
        assert replay(record).result() == st.result()


def test_the_summary_lists_each_settlement_then_the_net():
    """Each pair settles the difference of their counts, each player's net follows: the rows
    add up to the scores, and the netted payments still follow them."""
    params = SPEC.params(3)
    piles = ["KH QH NH JH 1H KS KD KC T21 T20 T19 T18 EX T17 T16", "T2 T3 T4 QS QD QC", "6C 7C"]
    counts = [seat_count(cardset(parse_cards(p)), 0, params) for p in piles]
    totals = [c["count"] for c in counts]
    result = {"counts": counts, "best": [0], "scores": settle(totals)}
    words = Tarocchini.describe_result(result, 3)
    text = [f"{a}: {b}" for a, b in words.render_lines(["Ann", "Bob", "Cy"])]
    a, b, c = totals
    assert f"Bob → Ann: {a - b}: {a} against {b}" in text
    assert f"Cy → Ann: {a - c}: {a} against {c}" in text
    assert f"Cy → Bob: {b - c}: {b} against {c}" in text
    scores = result["scores"]
    assert text[-3:] == [f"Ann: net: receives {scores[0]} in all", f"Bob: net: pays {-scores[1]} in all",
                         f"Cy: net: pays {-scores[2]} in all"]
    assert scores[0] == (a - b) + (a - c) and scores[2] == -(a - c) - (b - c)
    assert text.index(f"Bob → Ann: {a - b}: {a} against {b}") > max(
        i for i, t in enumerate(text) if "count" in t or "cricc" in t or "combination" in t)
    even = Tarocchini.describe_result({"counts": counts[:1] * 2, "best": [0, 1], "scores": [0, 0]}, 2)
    assert [f"{x}: {y}" for x, y in even.render_lines(["Ann", "Bob"])][-2:] == [
        "Ann: net: even: pays and receives as much", "Bob: net: even: pays and receives as much"]


def test_the_hard_player_weighs_every_world_alike_at_three_players():
    """``TableView.inference_weight`` in Tarocchini: 0 at three players (every sampled world
    weighs alike: the others' cards judged under the playout policy made the hard player's
    leads worse), the whole weight at every other count."""
    from tarocchi.bots.inference import world_weight

    for n in range(3, 8):  # (at two the other hand is all but known: nothing to weigh)
        st = get_game("tarocchini").new_state(n, dealer=0, seed=n)
        while st.phase == "discard":
            st.apply(st.legal_actions()[0])
        for _ in range(2 * n):  # two tricks: cards that inference could judge
            st.apply(st.legal_actions()[-1])
        seat = st.to_move
        assert st.view(seat).table.inference_weight == (0.0 if n == 3 else 1.0)
        weights = {world_weight(st.sample_world(seat, random.Random(k)), seat) for k in range(8)}
        assert (weights == {1.0}) == (n == 3)
