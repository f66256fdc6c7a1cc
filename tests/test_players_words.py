"""Players' words everywhere (issue 21): every registered game's end-of-deal summary, its
action labels and its prompts speak in words — no raw result key, no seat number, no card
code, no option value — and the summaries state the sources' worked scores."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.cards import parse_card
from tarocchi.engine.games._buying import AFTER, BEFORE, DECLARER, Feat, announced_feat, game_feat, seat_scores
from tarocchi.engine.games.illustrated_tarock import CONTRACT_VALUE, PREMIUMS as ILLUSTRATED_PREMIUMS
from tarocchi.engine.games.point_tarock import PREMIUMS as POINT_PREMIUMS, basic_value
from tarocchi.engine.registry import games, get_game
from tarocchi.engine.words import CardsRef, DealSummary, cards_text, say
from tarocchi.skins.names import card_words as skin_card_words
from words_check import NAMES, option_codes, words_problems

def random_options(spec, rng: random.Random) -> dict:
    out = {}
    for option in spec.options:
        if option.choices:
            out[option.name] = rng.choice(option.choices)
        elif isinstance(option.default, bool):
            out[option.name] = rng.random() < 0.5
    return out


def random_deal(spec, players: int, seed: int):
    """A deal played to its end by random legal actions, with random options."""
    rng = random.Random(seed)
    state = spec.new_state(players, random_options(spec, rng), seed=seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        passes = [a for a in legal if getattr(a, "name", None) == "pass"]
        state.apply(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))
    return state


def rendered(summary: DealSummary, players: int) -> list[str]:
    names = NAMES[:players]
    return ([summary.head.render(names)] + [f"{a}: {b}" for a, b in summary.render_lines(names)]
            + [p.render(names) for p in summary.payment_phrases()])


GAME_COUNTS = [(spec.id, n) for spec in games() for n in spec.players]


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_every_summary_speaks_words(game_id: str, players: int) -> None:
    """Over random deals of every registered game (the ones merged later too): a summary in
    words, every seat by name, no raw key, card code or option value; the payments settle
    the scores of a zero-sum game exactly."""
    spec = get_game(game_id)
    for seed in range(25):
        state = random_deal(spec, players, seed)
        result = state.result()
        summary = type(state).describe_result(result, players)
        assert isinstance(summary, DealSummary), (game_id, result)
        for text in rendered(summary, players):
            assert not words_problems(text, result), (game_id, seed, text, words_problems(text, result))
        scores = result["scores"]
        settled = "winners" not in result  # a board game is won by its count, nobody pays
        if summary.payments or settled and abs(sum(scores)) < 1e-9 and any(scores):
            net = [0.0] * players
            for p in summary.payments:
                net[p.payer] -= p.amount
                net[p.payee] += p.amount
            assert net == pytest.approx(scores), (game_id, seed)


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_buttons_and_prompts_speak_words(game_id: str, players: int) -> None:
    """Every legal action's label and every prompt along random deals are words."""
    spec = get_game(game_id)
    for seed in range(6):
        rng = random.Random(seed)
        state = spec.new_state(players, random_options(spec, rng), seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            for action in legal[:40]:
                text = state.describe(action)
                name = getattr(action, "name", "")
                assert not words_problems(text, {"action": name}), (game_id, action, text)
            prompt = state.view(state.to_move).prompt
            assert not words_problems(str(prompt)), (game_id, prompt)
            state.apply(rng.choice(legal))


def test_every_option_has_a_label_a_line_and_choice_labels() -> None:
    codes = option_codes()
    for spec in games():
        for option in spec.options:
            assert option.label and option.description, (spec.id, option.name)
            assert "\n" not in option.description
            if option.choices:
                assert len(option.choice_labels) == len(option.choices), (spec.id, option.name)
                assert not any(code in label for label in option.choice_labels for code in codes)


# --- cards in the skin's words ----------------------------------------------------------------------

def test_card_lists_read_as_sentences() -> None:
    """Point-Tarock's talon button (once "Take 8S T3 T2") and La Pyramide's capture (once
    "Capture T3 and 5C")."""
    assert cards_text([parse_card(c) for c in ("8S", "T3", "T2")]) == "the 8 of spades, trumps 3 and 2"
    assert cards_text([parse_card("T3"), parse_card("5C")]) == "trump 3 and the 5 of clubs"
    assert cards_text([parse_card("NS")]) == "the cavalier of spades"
    assert say("Take {cards}", cards=CardsRef((parse_card("T1"), parse_card("EX")))).render() == \
        "Take the petit and the excuse"


def test_card_names_follow_the_skin() -> None:
    king_hearts, page_clubs, tower = parse_card("KH"), parse_card("JC"), parse_card("T16")
    assert skin_card_words(king_hearts, "french") == "the king of hearts"
    assert skin_card_words(king_hearts, "italian") == "the king of cups"
    assert skin_card_words(parse_card("5D"), "italian") == "the 5 of coins"
    assert skin_card_words(parse_card("5C"), "italian") == "the 5 of batons"
    assert skin_card_words(parse_card("5D"), "waite") == "the 5 of pentacles"
    assert skin_card_words(page_clubs, "waite") == "the page of wands"
    assert skin_card_words(tower, "waite") == "the Tower (XVI)"
    assert skin_card_words(tower, "italian") == "the 16 of trumps"
    assert skin_card_words(parse_card("T1"), "waite", "austrian") == "the Pagat"
    assert skin_card_words(parse_card("EX"), "italian", "french") == "the excuse"
    namer = lambda card: skin_card_words(card, "italian")  # noqa: E731
    assert say("Take {cards}", cards=CardsRef((parse_card("8S"), parse_card("T3"), parse_card("T2")))).render(
        card_name=namer) == "Take the 8 of swords, trumps 3 and 2"


# --- the sources' worked scores ---------------------------------------------------------------------

def summary_of(game_id: str, result: dict, players: int) -> tuple[DealSummary, dict[str, str]]:
    """A result's summary and its rows by label, the seats named from ``NAMES``."""
    summary = get_game(game_id).factory.describe_result(result, players)
    return summary, dict(summary.render_lines(NAMES[:players]))


def test_french_tarot_summary_of_the_rules_example() -> None:
    """001 §11: a Guard with 43 points and 2 oudlers, the petit au bout won by the taker:
    (25 + 2 + 10) × 2 = 74 from each defender, 222 for the taker."""
    result = {
        "contract": "guard", "taker": 0, "partner": None, "called": None,
        "card_points": {"taker": 43.0, "defence": 48.0}, "oudlers": 2, "target": 41, "made": True,
        "margin": 2, "multiplier": 2, "petit_au_bout": "taker", "poignees": [],
        "chelem": {"announced": False, "made": False, "bonus": 0}, "per_defender": 74,
        "chien": "", "discard": "", "scores": [222, -74, -74, -74],
    }
    summary, lines = summary_of("french-tarot", result, 4)
    assert summary.head.render(NAMES) == "Ann: Guard (garde), made by 2"
    assert lines["Card points"] == "taker's side 43, defence 48"
    assert lines["Oudlers"] == "2 taken: 41 points needed"
    assert lines["Petit au bout"] == "won by the taker's side: 10 × 2"
    assert lines["Score"] == "(25 + 2 + 10) × 2: each defender pays 74"
    assert [p.render(NAMES) for p in summary.payment_phrases()] == [
        "74 from Bob to Ann", "74 from Cid to Ann", "74 from Dee to Ann"]


def buying_result(feats: list[Feat], contract: str, label: str, base: int, multiplier: int,
                  points: int) -> dict:
    """A buying game's result as ``_score`` writes it, from the feats of a worked example."""
    return {
        "contract": contract, "contract_label": label, "declarer": 0, "game_value": base,
        "multiplier": multiplier, "doubles": {}, "won": points >= 36, "lost_without_play": False,
        "card_points": {"declarer": str(points), "defenders": str(70 - points),
                        "declarer_points": points, "defenders_points": 70 - points},
        "announcements": [], "feats": [f.as_json() for f in feats], "talon": "", "taken": "", "discard": "",
        "scores": seat_scores(feats, 0, 3),
    }


def test_point_tarock_summary_of_the_books_first_example() -> None:
    """The book's first example: "Two cards with 40" before the buy, Pagat after it, 46 points,
    the Pagat lost, the Trull held: 56 for the declarer, 20 for each opponent."""
    premium = {p.name: p for p in POINT_PREMIUMS}
    feats = [game_feat(basic_value("two"), 46, multiplier=2),
             announced_feat(premium["forty"], BEFORE, True, multiplier=2),
             Feat("trull", DECLARER, 4, 2, seat=0),
             announced_feat(premium["pagat"], AFTER, False, multiplier=2)]
    result = buying_result(feats, "two", "Two", 3, 2, 46)
    summary, lines = summary_of("point-tarock", result, 3)
    assert summary.head.render(NAMES) == "Ann: Two, won with 46"
    assert lines["Game"] == "28 to Ann ((3 + 11) × 2)"
    assert lines["40 (Absolute)"] == "20 to Ann (10 × 2, announced before the buy)"
    assert lines["Trull"] == "8 to Ann (4 × 2, silent)"
    assert lines["Pagat"] == "20 to Bob and Cid (10 × 2, announced after the buy)"
    assert lines["Written down"] == "Ann 56, Bob 20, Cid 20"
    assert summary.payments == ()  # written down by each side, not paid


def test_illustrated_tarock_summary_of_the_sources_example() -> None:
    """003, Scoring: Two, Pagat ultimo made, 33 card points: the declarer 10 × 2 = 20, each
    opponent (5 + 2) × 2 = 14."""
    premium = {p.name: p for p in ILLUSTRATED_PREMIUMS}
    feats = [game_feat(CONTRACT_VALUE["two"], 33, 2), announced_feat(premium["pagat"], AFTER, True, 2)]
    result = buying_result(feats, "two", "Two", 5, 2, 33)
    summary, lines = summary_of("illustrated-tarock", result, 3)
    assert summary.head.render(NAMES) == "Ann: Two, lost with 33"
    assert lines["Game"] == "14 to Bob and Cid ((5 + 2) × 2)"
    assert lines["Pagat ultimo"] == "20 to Ann (10 × 2, announced after the buy)"
    assert lines["Written down"] == "Ann 20, Bob 14, Cid 14"


def test_austrian_summary_says_counts_doubles_and_who_pays() -> None:
    """Königrufen: the card points as counted in threes ("35 and two cards"), the doubled game,
    a premium with its announcer and doubling, and the payments (no "Declarer: 2", no
    "Game contra: 0", no "Entries: item: game …")."""
    result = {
        "contract": "call", "contract_title": "Call the King", "declarer": 2, "partner": 0, "called": "KH",
        "talon": "", "made": True,
        "card_points": {"declarer": {"tally": "35/two cards", "thirds": 107, "points": 36},
                        "defence": {"tally": "34/one card", "thirds": 103, "points": 34}},
        "valat": None, "king_in_talon": False, "announced": {"pagat": {"seat": 2, "contra": 1}},
        "game_contra": 1, "entries": [{"item": "game", "side": 0, "amount": 4},
                                      {"item": "pagat", "side": 1, "amount": 8}],
        "stake_factor": 1, "carry": {"matches": [0, 0, 0, 0], "double_deals": 0},
        "scores": [-4.0, 4.0, -4.0, 4.0],
    }
    summary, lines = summary_of("koenigrufen", result, 4)
    text = "\n".join(rendered(summary, 4))
    assert summary.head.render(NAMES) == "Cid: Call the King, won with 35 and two cards"
    assert lines["Partner"] == "Ann, who held the king of hearts"
    assert lines["Card points"] == "Cid and Ann 35 and two cards, Bob and Dee 34 and one card (35 and two cards wins)"
    assert lines["Game"] == "4 to Cid and Ann (doubled (×2))"
    assert lines["Pagat"] == "8 to Bob and Dee (announced by Cid, doubled (×2))"
    assert "Declarer" not in text and "contra" not in text and "Entries" not in text
    assert not words_problems(text, result)
    italian = summary.render_lines(NAMES[:4], card_name=lambda c: skin_card_words(c, "italian", "austrian"))
    assert dict(italian)["Partner"] == "Ann, who held the king of cups"
