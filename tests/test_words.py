"""Phrases the engine writes for people (engine/words.py) and the summary hook."""

import pytest

from tarocchi.engine.registry import games
from tarocchi.engine.words import (
    CardsRef, DealSummary, Line, Payment, SeatRef, line, payments_from_scores, say,
)


def test_phrase_renders_seats_cards_and_nested_phrases():
    phrase = say("{seat} wins {what} with {cards}", seat=SeatRef(1),
                 what=say("{n} points", n=3.5), cards=CardsRef((76,)))
    assert phrase.render(["Ann", "Bob"]) == "Bob wins 3.5 points with the 21 of trumps"
    assert str(phrase) == "seat 2 wins 3.5 points with the 21 of trumps"
    assert phrase.render(["Ann", "Bob"], card_name=lambda c: "il Mondo") == "Bob wins 3.5 points with il Mondo"


def test_translation_applies_to_every_template():
    table = {"{seat} pays {amount}": "{seat} paie {amount}", "yes": "oui"}
    phrase = say("{seat} pays {amount}", seat=SeatRef(0), amount=say("{x}", x=True))
    assert phrase.render(["Ann"], translate=lambda t: table.get(t, t)) == "Ann paie oui"


def test_a_missing_field_is_refused_at_once():
    with pytest.raises(ValueError):
        say("{seat} pays {amount}", seat=SeatRef(0))


def test_line_shares_arguments_between_label_and_value():
    row = line("Pagat ultimo", "won by {seat}, doubled", seat=SeatRef(2))
    assert isinstance(row, Line)
    assert row.label.render() == "Pagat ultimo"
    assert row.value.render(["a", "b", "c"]) == "won by c, doubled"


def test_payments_settle_zero_sum_scores():
    pays = payments_from_scores([-6, 2, 2, 2])
    assert sum(p.amount for p in pays) == 6
    assert all(p.payer == 0 for p in pays)
    assert payments_from_scores([3, -1, -1, -1]) == (Payment(1, 0, 1), Payment(2, 0, 1), Payment(3, 0, 1))
    summary = DealSummary(say("Deal over"), (), pays)
    assert summary.payment_phrases()[0].render(["A", "B", "C", "D"]) == "2 from A to B"


def test_every_game_answers_describe_result():
    for spec in games():
        assert hasattr(spec.factory, "describe_result"), spec.id


def test_a_translation_agrees_with_the_gender_of_a_contract_name(monkeypatch):
    """``{what|f:perdue|perdu}`` chooses by the gender the language gives the word in field
    ``what``; a word of unknown gender takes the default."""
    from tarocchi.engine import words
    table = {"{team} lost the {what}": "{team} : {what} {what|f:perdue|perdu}",
             "Preference": "Préférence", "Duo": "Duo"}
    genders = {"Preference": "f", "Duo": "m"}
    monkeypatch.setattr(words, "_gender_of", lambda word: "")
    words.set_gender_lookup(genders.get)
    try:
        render = lambda title: say("{team} lost the {what}", team=SeatRef(0), what=words.text(title)).render(
            ["Anna"], translate=lambda t: table.get(t, t))
        assert render("Preference") == "Anna : Préférence perdue"
        assert render("Duo") == "Anna : Duo perdu"
        assert render("Solo") == "Anna : Solo perdu"  # no gender known: the default
    finally:
        words.set_gender_lookup(None)
    assert say("{team} lost the {what}", team=SeatRef(0), what=words.text("Duo")).render(["Anna"]) \
        == "Anna lost the Duo"


def test_a_translation_asks_a_nested_phrase_for_its_case():
    """``{points:dat}`` renders the phrase in ``points`` in the dative, whose translation
    chooses with ``{case|dat:einem|ein}``; elsewhere the same phrase keeps its plain form."""
    from tarocchi.engine.words import tally_words
    table = {"{seat} won with {points}": "{seat} gewann mit {points:dat}", "{seat} took {points}": "{seat} hat {points}",
             "{points} and one card": "{points} und {case|dat:einem|ein} Blatt"}
    tr = lambda t: table.get(t, t)
    assert say("{seat} won with {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(
        ["Anna"], translate=tr) == "Anna gewann mit 40 und einem Blatt"
    assert say("{seat} took {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(
        ["Anna"], translate=tr) == "Anna hat 40 und ein Blatt"
    assert say("{seat} won with {points}", seat=SeatRef(0), points=tally_words("40/one card")).render(["Anna"]) \
        == "Anna won with 40 and one card"


@pytest.fixture
def french_you():
    """The reader's own seat is "Vous", said "vous" within a sentence (as the window installs
    it for French), and back to English's afterwards."""
    from tarocchi.engine import words
    words.set_person_lookup("Vous", {"nom": "vous", "acc": "vous", "dat": "vous"}.get)
    yield
    words.set_english_person()


FRENCH = {"{seat} declared {tarocks} tarocks": "{seat} {seat|you:avez|a} déclaré {tarocks} tarocks",
          "{contract} by {declarer}": "{contract} par {declarer:acc}",
          "{declarer} surrendered the {contract}":
              "{declarer} {declarer|you:avez|a} abandonné {declarer|you:votre|{contract|f:sa|son}} {contract}",
          "{amount} to {side}": "{amount} pour {side:acc}",
          "{p0:case}": "{p0:case}", "{p0:case} and {p1:nom}": "{p0:case} et {p1:nom}",
          "Guard": "Garde", "Preference": "Préférence"}


def french(phrase, names) -> str:
    return phrase.render(names, translate=lambda t: FRENCH.get(t, t))


def test_the_readers_own_seat_is_the_second_person(french_you):
    """``{seat|you:avez|a}`` chooses by whether the seat is the reader's own, named by default
    ("Vous avez déclaré", "Anna a déclaré"); a name the person typed is a third person."""
    declared = lambda seat: say("{seat} declared {tarocks} tarocks", seat=SeatRef(seat), tarocks=10)
    assert french(declared(0), ["Vous", "Anna"]) == "Vous avez déclaré 10 tarocks"
    assert french(declared(1), ["Vous", "Anna"]) == "Anna a déclaré 10 tarocks"
    assert french(declared(0), ["Paul", "Anna"]) == "Paul a déclaré 10 tarocks"
    assert declared(0).render(["You", "Anna"]) == "You declared 10 tarocks"  # the English template


def test_a_seat_is_said_in_the_case_a_translation_asks(french_you):
    """``{declarer:acc}`` says the reader's own seat in that case ("par vous"); another
    player's name, or a typed one, stays as it is; a choice may hold fields and choices."""
    from tarocchi.engine.words import text
    by = lambda seat: say("{contract} by {declarer}", contract=text("Guard"), declarer=SeatRef(seat))
    assert french(by(0), ["Vous", "Anna"]) == "Garde par vous"
    assert french(by(1), ["Vous", "Anna"]) == "Garde par Anna"
    assert french(by(0), ["Paul", "Anna"]) == "Garde par Paul"
    gave_up = lambda seat: say("{declarer} surrendered the {contract}", declarer=SeatRef(seat), contract=text("Guard"))
    assert french(gave_up(0), ["Vous", "Anna"]) == "Vous avez abandonné votre Garde"
    assert french(gave_up(1), ["Vous", "Anna"]) == "Anna a abandonné son Garde"  # no gender installed


def test_a_list_of_players_passes_the_case_on(french_you):
    """``{side:acc}`` asks the list for its case, which its first seat takes (``{p0:case}``);
    a single seat in a list is still the reader's own for a choice."""
    from tarocchi.engine.words import people, person_of
    assert french(say("{amount} to {side}", amount=4, side=people([0, 2])), ["Vous", "Anna", "Bruno"]) \
        == "4 pour vous et Bruno"
    assert french(say("{amount} to {side}", amount=4, side=people([2, 0])), ["Vous", "Anna", "Bruno"]) \
        == "4 pour Bruno et vous"
    assert french(people([0, 1]), ["Vous", "Anna"]) == "Vous et Anna"  # opening a sentence
    assert person_of(people([0]), ["Vous"]) == "you" and person_of(people([0, 1]), ["Vous", "Anna"]) == ""


def test_without_a_lookup_every_seat_is_a_third_person():
    from tarocchi.engine import words
    words.set_person_lookup(None)
    try:
        assert french(say("{seat} declared {tarocks} tarocks", seat=SeatRef(0), tarocks=10), ["Vous"]) \
            == "Vous a déclaré 10 tarocks"
        assert french(say("{contract} by {declarer}", contract=words.text("Guard"), declarer=SeatRef(0)), ["Vous"]) \
            == "Garde par Vous"
        assert say("{seat} {seat|you:pay|pays}", seat=SeatRef(0)).render(["You"]) == "You pays"
    finally:
        words.set_english_person()


def test_english_speaks_to_the_readers_own_seat():
    """The English templates agree with the person's own seat, "You" (installed from the
    start): "You pay the contract" / "Anna pays the contract", "won by you", "your own hand";
    a name the person typed is a third person."""
    from tarocchi.engine.words import people, text
    pays = lambda seat: say("{declarer} {declarer|you:pay|pays} the contract", declarer=SeatRef(seat))
    assert pays(0).render(["You", "Anna"]) == "You pay the contract"
    assert pays(1).render(["You", "Anna"]) == "Anna pays the contract"
    assert pays(0).render(["Paul", "Anna"]) == "Paul pays the contract"
    won_by = lambda seat: say("{title} won by {declarer:acc}", title=text("Guard"), declarer=SeatRef(seat))
    assert won_by(0).render(["You", "Anna"]) == "Guard won by you"
    assert won_by(1).render(["You", "Anna"]) == "Guard won by Anna"
    own = say("{declarer} called {card}, a card of {declarer|you:your|his} own hand", declarer=SeatRef(0),
              card=CardsRef((76,)))
    assert own.render(["You"]) == "You called the 21 of trumps, a card of your own hand"
    assert own.render(["Anna"]) == "Anna called the 21 of trumps, a card of his own hand"
    # a list: the first seat in the case asked of the list, the others within the sentence
    assert people([0, 2]).render(["You", "Anna", "Bruno"]) == "You and Bruno"
    assert people([2, 0]).render(["You", "Anna", "Bruno"]) == "Bruno and you"
    assert say("{amount} to {side:acc}", amount=4, side=people([0, 2])).render(["You", "Anna", "Bruno"]) \
        == "4 to you and Bruno"
    assert say("Misère: {payers:nom} took the most and {payers|you:pay|pays}", payers=people([0])).render(["You"]) \
        == "Misère: you took the most and pay"


def test_english_summaries_agree_with_the_readers_own_seat():
    """Real templates of the games, rendered for the person and for another player."""
    surrendered = {"declarer": 0, "surrendered": True, "contract_title": "Three", "value": 1, "called": None,
                   "players": 4}
    from tarocchi.engine.games import _talon_words
    head, lines = _talon_words._contract(surrendered, 4)
    said = {line.label.render(["You", "Anna"]): line.value.render(["You", "Anna"]) for line in lines}
    assert said["Surrender"] == "You pay the contract to every other player"
    assert said["Contract"] == "Three by you, 1 victory point"
    head, lines = _talon_words._contract({**surrendered, "declarer": 1}, 4)
    said = {line.label.render(["You", "Anna"]): line.value.render(["You", "Anna"]) for line in lines}
    assert said["Surrender"] == "Anna pays the contract to every other player"


def test_a_list_of_several_players_takes_the_plural(french_you):
    """A choice on a list of players chooses by its number: ``many`` for several seats
    ("Anna et Bruno n'ont"), ``youand`` for several with the reader's own among them ("Tu e
    Anna avete"), else ``you``'s words ("Vous et Anna n'avez"), else ``many``'s; one seat
    chooses as before ("Anna n'a", "Vous n'avez")."""
    from tarocchi.engine.words import number_keys, people
    table = {"Trischaken: {winners:nom} took no trick":
             "Trischaken : {winners:nom} {winners|you:n'avez|many:n'ont|n'a} fait aucun pli",
             "{p0:case} and {p1:nom}": "{p0:case} et {p1:nom}"}
    names = ["Vous", "Anna", "Bruno"]
    took = lambda seats: say("Trischaken: {winners:nom} took no trick", winners=people(seats)).render(
        names, translate=lambda t: table.get(t, t))
    assert took([1, 2]) == "Trischaken : Anna et Bruno n'ont fait aucun pli"
    assert took([0, 1]) == "Trischaken : vous et Anna n'avez fait aucun pli"
    assert took([1, 0]) == "Trischaken : Anna et vous n'avez fait aucun pli"
    assert took([1]) == "Trischaken : Anna n'a fait aucun pli"
    assert took([0]) == "Trischaken : vous n'avez fait aucun pli"
    italian = {"{w:nom} took no trick": "{w:nom} non {w|youand:avete|you:hai|many:hanno|ha} fatto prese",
               "{p0:case} and {p1:nom}": "{p0:case} e {p1:nom}"}
    said = lambda seats: say("{w:nom} took no trick", w=people(seats)).render(
        ["Vous", "Anna", "Bruno"], translate=lambda t: italian.get(t, t))
    assert said([0, 1]) == "vous e Anna non avete fatto prese"
    assert said([1, 2]) == "Anna e Bruno non hanno fatto prese"
    assert said([0]) == "vous non hai fatto prese" and said([2]) == "Bruno non ha fatto prese"
    assert number_keys(people(range(9)), ["x"] * 9) == ("many",)  # a list longer than the templates too
    # English: the plural's words, the reader's own among the many takes "you"'s
    pay = lambda seats: say("{payers:nom} {payers|you:pay|many:pay|pays}", payers=people(seats))
    from tarocchi.engine import words
    words.set_english_person()
    assert pay([1, 2]).render(["You", "Anna", "Bruno"]) == "Anna and Bruno pay"
    assert pay([1]).render(["You", "Anna", "Bruno"]) == "Anna pays"
    assert pay([1, 0]).render(["You", "Anna", "Bruno"]) == "Anna and you pay"


def test_french_elides_a_word_before_a_name_that_opens_with_a_vowel():
    """With French's elisions installed, "de", "que", "le", "la" (…) before a field whose words
    open with a vowel or a mute h are shortened ("d'Anna", "qu'Émile", "l'Uhu", "de l'épée"),
    whatever the template; a digit, a consonant or an aspirated h keeps them ("de 11", "de
    Bruno", "le huit"); "de le", "à les" … contract ("du roi"). Other languages elide nothing."""
    from tarocchi.engine import words
    from tarocchi.engine.words import CONTRACTIONS, ELISIONS, set_elisions, text
    template = "Décisions de {a}, ce que {b} savait, le {c}, De {d}, du {e}, de {n}, de {f}, le {g}, la {h}"
    phrase = say(template, a=SeatRef(0), b=SeatRef(1), c=text("Uhu"), d=SeatRef(2), e=text("épée"), n=11,
                 f=SeatRef(3), g=text("huit"), h=text("Excuse"))
    names = ["Anna", "Émile", "Hugo", "Bruno"]
    plain = "Décisions de Anna, ce que Émile savait, le Uhu, De Hugo, du épée, de 11, de Bruno, le huit, la Excuse"
    assert phrase.render(names) == plain
    set_elisions(ELISIONS["fr"])
    try:
        assert phrase.render(names) == ("Décisions d'Anna, ce qu'Émile savait, l'Uhu, D'Hugo, de l'épée, de 11, "
                                        "de Bruno, le huit, l'Excuse")
        assert say("{x}", x=SeatRef(0)).render(names) == "Anna"  # nothing before the field
        assert words.fill("plus de {suit}", {"suit": "épées"}) == "plus d'épées"
    finally:
        set_elisions(None)
    # French contracts "de le" and "à les" at a field: "la couleur du roi de pique"
    set_elisions(ELISIONS["fr"], CONTRACTIONS["fr"])
    try:
        assert words.fill("la couleur de {king}, De {a}, à {b}, de {c}",
                          {"king": "le roi de pique", "a": "les rois", "b": "le valet", "c": "Le Roux"}) \
            == "la couleur du roi de pique, Des rois, au valet, de Le Roux"
    finally:
        set_elisions(None)
    assert words.fill("de {king}", {"king": "le roi"}) == "de le roi"
    assert phrase.render(names) == plain


def test_a_computer_player_is_never_the_person():
    """A seat the computer plays is spoken of in the third person even when it kept the
    person's default name "You" (the demo): by the computer's name, in the words, in a
    record's names and in the deal log."""
    from tarocchi.deallog import deal_log, seat_names
    from tarocchi.engine.records import record_of
    from tarocchi.engine.words import COMPUTER_NAME, seat_name
    assert seat_name("You", True) == "You" and seat_name("You", False) == COMPUTER_NAME
    assert seat_name("Anna", False) == "Anna"
    from helpers import new
    state = new(4, seed=5)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    demo = record_of(state, [{"name": "You", "bot": "easy"}, {"name": "Anna", "bot": "easy"},
                             {"name": "Bruno", "bot": "easy"}, {"name": "Chloé", "bot": "easy"}])
    assert seat_names(demo, 4) == [COMPUTER_NAME, "Anna", "Bruno", "Chloé"]
    log = deal_log(demo)
    assert "you" not in log.lower().split() and "You " not in log and f"{COMPUTER_NAME}: computer, easy" in log
    person = record_of(state, [{"name": "You"}] + demo["seats"][1:])
    assert seat_names(person, 4)[0] == "You"
