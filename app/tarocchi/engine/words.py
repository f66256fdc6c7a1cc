"""Words for people: what a game says about a finished deal, in the game's own terms.

The engine writes :class:`Phrase` values, English templates with named fields, and never a
person's name or a card's picture: a field holding a :class:`SeatRef` is rendered as that
seat's name, one holding :class:`CardsRef` as the cards' names in the current skin's words.
The window renders a phrase with :meth:`Phrase.render`, passing its translation of the
template (the template itself is the key of the "rules" translation context), the seat
names and a card namer. The command line renders the same phrases in plain English.

A template agrees with its fields: with a contract's gender (``{contract|f:perdue|perdu}``)
and with the reader's own seat, named "You" by default, which it speaks to in the second
person (``{seat} {seat|you:pay|pays}``: "You pay", "Anna pays"; ``{seat} {seat|you:avez|a}
déclaré``: "Vous avez déclaré", "Anna a déclaré") and says in the case a sentence needs
(``won by {seat:acc}``: "won by you"; ``par {seat:acc}``: "par vous", ``von {seat:dat}``: "von
Ihnen"); see :meth:`Phrase.render`. The English templates do so for English, whose person is
installed from the start (:data:`ENGLISH_YOU`); the window installs each language's genders
and person (:func:`set_gender_lookup`, :func:`set_person_lookup`).

A game describes a finished deal from its JSON result (so that a score sheet, a saved match
or a record can be described again without the deal's state) by overriding
:meth:`GameState.describe_result <tarocchi.engine.protocol.GameState.describe_result>`,
which returns a :class:`DealSummary`: a headline, rows of (label, value) and the payments,
who pays whom and how much.
"""

from __future__ import annotations

import re
import string
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Sequence

from tarocchi.engine.cards import EXCUSE, MONDE, PETIT, card_words, is_trump, rank_of


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A seat, rendered as its player's name."""

    index: int


@dataclass(frozen=True, slots=True)
class CardsRef:
    """Cards, rendered by name in the current skin's words ("the king of cups")."""

    cards: tuple[int, ...]


#: The words of the French pack a :class:`PackWord` may name: the suits (engine order spades,
#: hearts, diamonds, clubs) in the plural and the singular, and the courts (jack … king) in
#: the singular and the plural.
SUITS_MANY = ("spades", "hearts", "diamonds", "clubs")
SUITS_ONE = ("spade", "heart", "diamond", "club")
COURTS = ("jack", "cavalier", "queen", "king")
COURTS_MANY = ("jacks", "cavaliers", "queens", "kings")
PACK_WORDS = SUITS_MANY + SUITS_ONE + COURTS + COURTS_MANY


@dataclass(frozen=True, slots=True)
class PackWord:
    """A word of the pack, a suit ("hearts", "a heart") or a court ("cavalier"), written as
    the French pack says it and rendered in the current skin's words ("cups", "a cup";
    "knight"): one of :data:`PACK_WORDS`."""

    word: str

    def __post_init__(self) -> None:
        if self.word not in PACK_WORDS:
            raise ValueError(f"{self.word!r} is not a word of the pack (known: {', '.join(PACK_WORDS)})")


_FORMATTER = string.Formatter()


def plain_number(value: float) -> str:
    """A number as the command line writes it: "0.5", "12"."""
    return f"{value:g}"


#: how a fractional number is written for people: plain English until the window installs
#: its language's (``gui.language.set_language``: "0,5" in French and German)
_number_text: Callable[[float], str] = plain_number


#: the grammatical gender of a word for people in the reader's language ("f", "m", "n"; ""
#: unknown): none until the window installs its language's (the "gender" translation context)
_gender_of: Callable[[str], str] = lambda word: ""


def set_gender_lookup(lookup: Callable[[str], str] | None) -> None:
    """Find the gender of an English word (a contract's name) with ``lookup`` (None: no
    gender). The window installs the chosen language's, as it does the number format."""
    global _gender_of
    _gender_of = lookup or (lambda word: "")


#: the key of a seat field that is the reader's own seat, the grammatical second person
YOU = "you"
#: what the "you" translation context translates, by the case a template asks of a seat field:
#: the reader's own seat within a sentence ("vous", "Sie", "tu"; the name as shown, "Vous",
#: opens one), after a preposition or as an object ("vous", "Sie", "te") and in the dative
#: ("vous", "Ihnen", "te")
YOU_FORMS = {"nom": "you (the subject, within a sentence)", "acc": "you (an object, or after a preposition)",
             "dat": "you (in the dative)"}
#: the reader's own seat in the English templates: its default name as the window shows it
#: in English (``gui.controller.DEFAULT_NAMES[0]``, the name a record keeps) and that name in
#: each case of :data:`YOU_FORMS`
ENGLISH_YOU = "You"
ENGLISH_FORMS = {case: "you" for case in YOU_FORMS}

#: the name of a computer player whose seat kept the person's default name :data:`ENGLISH_YOU`
#: (the demo, a seat handed to the computer in the new-game dialog): a seat is "you" only when a
#: person plays it, and a computer player is spoken of by a name of its own
COMPUTER_NAME = "Greta"


def seat_name(name: str, person: bool) -> str:
    """A seat's name as the words say it: ``name``, except that a seat the computer plays
    (``person`` False) is never the person's default "You" but :data:`COMPUTER_NAME`."""
    return COMPUTER_NAME if name == ENGLISH_YOU and not person else name


#: the reader's own seat: its name as shown ("You", "Vous") and that name in the cases a
#: template asks of a seat field (``{seat:acc}``: "you", ``{seat:dat}``: "Ihnen"): English's
#: until the window installs its language's (the "you" translation context)
_own_name: str = ENGLISH_YOU
_own_forms: dict[str, str] = dict(ENGLISH_FORMS)


def set_person_lookup(own_name: str | None, forms: Callable[[str], str] | None = None) -> None:
    """Know the reader's own seat by ``own_name``, its name as the window shows it (the
    translated "You"; None: no seat is the reader's), and say it in a case with
    ``forms(case)`` (a case of :data:`YOU_FORMS`; "" or the English source: not said
    otherwise). The window installs the chosen language's, as it does the genders; English's
    is :func:`set_english_person`'s."""
    global _own_name, _own_forms
    _own_name = own_name or ""
    _own_forms = {}
    for case, source in YOU_FORMS.items():
        said = forms(case) if forms is not None and own_name else ""
        if said and said != source:
            _own_forms[case] = said


def set_english_person() -> None:
    """The reader's own seat as the English templates say it: "You", "you" within a sentence."""
    set_person_lookup(ENGLISH_YOU, ENGLISH_FORMS.get)


@contextmanager
def english_person() -> Iterator[None]:
    """Within the block, the reader's own seat is said as in English ("You pay", "won by
    you"): for a text written in English whatever the window's language (a deal's log)."""
    saved = _own_name, _own_forms
    set_english_person()
    try:
        yield
    finally:
        _restore_person(*saved)


def _restore_person(name: str, forms: dict[str, str]) -> None:
    global _own_name, _own_forms
    _own_name, _own_forms = name, forms


#: a choice written in a translated template: ``{field|f:perdue|perdu}`` chooses by the gender
#: of ``field``'s word, ``{seat|you:avez|a}`` by whether the seat is the reader's own,
#: ``{seats|youand:avez|you:avez|many:ont|a}`` by whether a list names several seats (and the
#: reader's own among them), ``{case|dat:einem|ein}`` by the case the enclosing template asks of
#: this phrase; the last choice without a key is the default. A choice's words may hold fields
#: (``{seat|you:à vous|à {seat}}``) and other choices, made first.
_CHOICE = re.compile(r"(?<!\{)\{(\w+)\|((?:[^{}]|\{\w+(?::[A-Za-z]+)?\})*)\}")
#: a field asked in a grammatical case: ``{points:dat}`` (the field's phrase chooses its words;
#: a seat field is the reader's own seat in that case, another player's name as it is), and
#: ``{p0:case}`` in the case the enclosing template asks of this phrase (none: as it is)
_CASED = re.compile(r"(?<!\{)\{(\w+):([A-Za-z]+)\}(?!\})")
_KEYED = re.compile(r"\s*(\w+):(.*)", re.DOTALL)


def choose(template: str, key_of: Callable[[str], "str | Sequence[str]"]) -> str:
    """``template`` with its choices made: each ``{name|key:words|…|default}`` becomes the
    words of the key ``key_of(name)`` returns (of the first of the keys it returns that the
    choice names, when it returns several in order of preference), else the default (else
    nothing); the choices within a choice first."""
    def one(match: re.Match) -> str:
        wanted = key_of(match.group(1))
        keys = (wanted,) if isinstance(wanted, str) else tuple(wanted)
        default = ""
        said: dict[str, str] = {}
        for option in match.group(2).split("|"):
            keyed = _KEYED.fullmatch(option)
            if keyed is None:
                default = option
            else:
                said.setdefault(keyed.group(1), keyed.group(2))
        return next((said[key] for key in keys if key and key in said), default)
    count = 1
    while count:
        template, count = _CHOICE.subn(one, template)
    return template


def gender_of(value: Any) -> str:
    """The gender of a field's value in the reader's language: a phrase of a single word
    (``text("Preference")``) has its word's, anything else none."""
    if isinstance(value, Phrase) and not value.args:
        return _gender_of(value.template.replace("{{", "{").replace("}}", "}"))
    return ""


#: the key of a field naming several seats, the reader's own not among them: the third person
#: plural ("Anna et Bruno n'ont fait aucun pli", "Anna and Bruno pay")
MANY = "many"
#: the key of a field naming several seats, the reader's own among them ("Vous et Anna n'avez
#: fait aucun pli", "Tu e Anna non avete fatto prese"); a choice that does not name it takes the
#: words of :data:`YOU` (English, French and German say the two alike: "You and Anna pay", "Sie
#: und Anna haben"), else of :data:`MANY`
YOU_AND = "youand"


def seats_of(value: Any) -> tuple[int, ...] | None:
    """The seats a field's value names: a :class:`SeatRef`'s, or a list of players'
    (:func:`people`, one seat or several); None for any other value."""
    if isinstance(value, SeatRef):
        return (value.index,)
    if not isinstance(value, Phrase) or not value.args or not all(isinstance(v, SeatRef) for _, v in value.args):
        return None
    if len(value.args) == 1 and value.template in ("{%s}" % value.args[0][0], "{%s:case}" % value.args[0][0]):
        return (value.args[0][1].index,)  # a seat alone (``say("{seat}", seat=…)``)
    if value.template == people_template(len(value.args)) \
            and [key for key, _ in value.args] == [f"p{i}" for i in range(len(value.args))]:
        return tuple(seat.index for _, seat in value.args)
    return None


def _is_own(seat: int, names: Sequence[str] | None) -> bool:
    return bool(_own_name) and names is not None and 0 <= seat < len(names) and names[seat] == _own_name


def person_of(value: Any, names: Sequence[str] | None) -> str:
    """The grammatical person of a field's value: :data:`YOU` for a seat whose name in
    ``names`` is the reader's own seat's as shown (a name the person typed is another's:
    the third person), or a list of players that is such a seat alone (``people([0])``); else ""."""
    seats = seats_of(value)
    return YOU if seats is not None and len(seats) == 1 and _is_own(seats[0], names) else ""


def number_keys(value: Any, names: Sequence[str] | None) -> tuple[str, ...]:
    """What a choice on a list of players chooses by, in order of preference: nothing for one
    seat or no list, :data:`MANY` for several seats, :data:`YOU_AND` (else :data:`YOU`, else
    :data:`MANY`) for several with the reader's own among them."""
    seats = seats_of(value)
    if seats is None or len(seats) < 2:
        return ()
    return (YOU_AND, YOU, MANY) if any(_is_own(seat, names) for seat in seats) else (MANY,)


def key_of_field(value: Any, names: Sequence[str] | None) -> tuple[str, ...]:
    """What a translation's choice on a field chooses by, in order of preference: the person
    and number of a seat or a list of players, else the gender of a word."""
    return number_keys(value, names) or (person_of(value, names) or gender_of(value),)


def set_number_format(fmt: Callable[[float], str] | None) -> None:
    """Write the numbers of every phrase with ``fmt`` (None: plainly). The window calls it
    with the chosen language's, as it installs that language's translation."""
    global _number_text
    _number_text = fmt or plain_number


def number_text(value: float) -> str:
    """``value`` as people of the current language write it ("0,5" in German)."""
    return _number_text(value)


#: the words a language shortens before a word that opens with a vowel or a mute h, and how
#: (French: "de Anna" is "d'Anna", "que Émile" "qu'Émile", "du as" "de l'as")
ELISIONS = {"fr": {"de": "d'", "que": "qu'", "le": "l'", "la": "l'", "du": "de l'", "ne": "n'", "me": "m'",
                   "te": "t'", "se": "s'", "jusque": "jusqu'", "lorsque": "lorsqu'", "puisque": "puisqu'"}}
#: the words a language contracts with the article that opens a field's words, and into what
#: (French: "de le roi" is "du roi", "à les rois" "aux rois")
CONTRACTIONS = {"fr": {"de le": "du", "de les": "des", "à le": "au", "à les": "aux"}}
#: words whose h is aspirated, before which nothing is shortened ("le huit", "de Hongrie")
ASPIRATED = frozenset({"huit", "huitième", "haut", "hauts", "haute", "hautes", "hasard", "héros", "hongrie",
                       "hollande", "hibou", "hache", "halte", "hêtre"})
#: the reader's language's elisions and contractions (:data:`ELISIONS`, :data:`CONTRACTIONS`):
#: none until the window installs its language's
_elisions: dict[str, str] = {}
_contractions: dict[str, str] = {}
_ELIDABLE_TAIL = re.compile(r"(?<![\w'’-])(\w+) $")


def set_elisions(table: dict[str, str] | None, contractions: dict[str, str] | None = None) -> None:
    """Shorten the words of ``table`` (one of :data:`ELISIONS`; None: none) where a template
    puts them before a field whose words open with a vowel or a mute h, and join a word to the
    article that opens a field's words as ``contractions`` says (one of :data:`CONTRACTIONS`).
    The window installs its language's, as it does the genders."""
    global _elisions, _contractions
    _elisions = dict(table or {})
    _contractions = dict(contractions or {})


def opens_with_vowel(words: str) -> bool:
    """Whether ``words`` open with a vowel or a mute h (a letter, not a digit: "de 11" stays)."""
    first = words[:1]
    if not first.isalpha():
        return False
    base = unicodedata.normalize("NFD", first.lower())[0]
    if base == "h":
        word = re.match(r"\w+", words.lower())
        return word is not None and word.group() not in ASPIRATED
    return base in "aeiouy"


def fill(template: str, values: dict[str, Any]) -> str:
    """``template`` with its fields replaced by ``values`` (as :meth:`str.format` does), a word
    before a field shortened as the reader's language does before a vowel, or joined to the
    article the field's words open with (:func:`set_elisions`: "de {seat}" with Anna is
    "d'Anna", "de {card}" with "le roi de pique" "du roi de pique")."""
    out = ""
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out += literal
        if field is None:
            continue
        value = _FORMATTER.get_field(field, (), values)[0]
        said = format(_FORMATTER.convert_field(value, conversion), spec or "")
        if _contractions:
            out, said = _contract(out, said)
        if _elisions and opens_with_vowel(said):
            out = _elide_tail(out)
        out += said
    return out


def _contract(before: str, said: str) -> tuple[str, str]:
    match = _ELIDABLE_TAIL.search(before)
    article = re.match(r"(\w+) ", said)
    if match is None or article is None:
        return before, said
    # the article in lower case only: a name that opens with one ("Le Roux") keeps it
    joined = _contractions.get(f"{match.group(1).lower()} {article.group(1)}")
    if joined is None:
        return before, said
    if match.group(1)[0].isupper():
        joined = joined[0].upper() + joined[1:]
    return before[:match.start()] + joined + " ", said[article.end():]


def _elide_tail(text: str) -> str:
    match = _ELIDABLE_TAIL.search(text)
    if match is None or match.group(1).lower() not in _elisions:
        return text
    short = _elisions[match.group(1).lower()]
    if match.group(1)[0].isupper():
        short = short[0].upper() + short[1:]
    return text[:match.start()] + short


@dataclass(frozen=True, slots=True)
class Phrase:
    """An English template with named fields, e.g. ``say("{seat} pays {amount}", seat=SeatRef(2),
    amount=4)``. Field values are text, numbers, :class:`SeatRef`, :class:`CardsRef`,
    :class:`PackWord` or other phrases (rendered and translated in turn)."""

    template: str
    args: tuple[tuple[str, Any], ...] = ()

    def fields(self) -> list[str]:
        """The fields the template names, in every choice's words too (``{seat|you:pay|pays}``
        names ``seat``, ``{seat|you:your|{seat}'s}`` too; ``{case|…}`` chooses by no field)."""
        def every_option(match: re.Match) -> str:
            chosen_by = "" if match.group(1) == "case" else "{%s}" % match.group(1)
            options = [_KEYED.fullmatch(option) for option in match.group(2).split("|")]
            return chosen_by + " ".join(o.group(2) if o else words
                                        for o, words in zip(options, match.group(2).split("|")))
        template, count = self.template, 1
        while count:
            template, count = _CHOICE.subn(every_option, template)
        return list(dict.fromkeys(name for _, name, _, _ in _FORMATTER.parse(template) if name))

    def render(self, names: Sequence[str] | None = None,
               card_name: Callable[[int], str] | None = None,
               translate: Callable[[str], str] | None = None,
               pack_word: Callable[[str], str] | None = None, case: str = "") -> str:
        """The phrase as text: ``translate`` maps the template (and nested ones) to the
        reader's language, seats become ``names``, cards ``card_name(card)`` and words of the
        pack ``pack_word(word)`` (the skin's suits and courts; else the French pack's).

        A translation agrees in gender, person and case: ``{what|f:perdue|perdu}`` chooses by
        the gender of the word in field ``what`` (a contract's name), ``{points:dat}`` asks the
        phrase in ``points`` for its dative, which that phrase's translation chooses with
        ``{case|dat:einem|ein}`` (``case`` is the case asked of this phrase).

        The reader's own seat, named by default (the translated "You", see
        :func:`set_person_lookup`), is the second person: ``{seat|you:avez|a} déclaré`` chooses
        by it ("Vous avez déclaré", "Anna a déclaré"), ``{seat:acc}`` says the seat in a case
        ("par vous", "von Ihnen", "da te"; another player's name as it is, and the name as shown
        where no case is asked, to open a sentence). ``{p0:case}`` asks a field in the case
        asked of this phrase (the lists of players: "für Sie und Anna"). A person who typed
        their own name is named in the third person."""
        translate = translate or (lambda text: text)
        args = dict(self.args)
        template = choose(translate(self.template),
                          lambda name: case if name == "case" else key_of_field(args.get(name), names))
        values = {key: _render_value(value, names, card_name, translate, pack_word) for key, value in self.args}
        for key, asked in set(_CASED.findall(template)):
            values[f"{key}__{asked}"] = _render_value(args[key], names, card_name, translate, pack_word,
                                                      case if asked == "case" else asked)
        return fill(_CASED.sub(r"{\1__\2}", template), values)

    def __str__(self) -> str:
        return self.render()

    def as_json(self) -> dict:
        return {"say": self.template, "args": {k: _value_json(v) for k, v in self.args}}


def N_(words: str) -> str:
    """The no-op marker of words for people that reach a phrase by another way than
    :func:`say`, :func:`text` or :func:`line` (a table of labels, a prompt kept in a
    variable): it returns ``words`` unchanged, and ``tarocchi-cli i18n`` collects them for
    translation (the window translates every template in the "rules" context)."""
    return words


def text(words: str) -> Phrase:
    """A phrase without fields (braces in ``words`` are kept as they are)."""
    return Phrase(words.replace("{", "{{").replace("}", "}}"))


def say(template: str, **args: Any) -> Phrase:
    """A phrase; checks at once that every field of the template is given."""
    phrase = Phrase(template, tuple(args.items()))
    missing = set(phrase.fields()) - set(args)
    if missing:
        raise ValueError(f"phrase {template!r} lacks {', '.join(sorted(missing))}")
    return phrase


def counted(n: int, one: str, many: str) -> Phrase:
    """``n`` things in words, singular or plural: ``counted(1, "{n} indicator", "{n}
    indicators")`` says "1 indicator"."""
    return say(one if n == 1 else many, n=n)


def lay_away_more(n: int) -> Phrase:
    """The prompt of a declarer laying cards away one by one: "Lay away 3 more cards"."""
    return counted(n, "Lay away 1 more card", "Lay away {n} more cards")


def _render_value(value: Any, names, card_name, translate, pack_word=None, case: str = "") -> str:
    if isinstance(value, Phrase):
        return value.render(names, card_name, translate, pack_word, case)
    if isinstance(value, PackWord):
        return pack_word(value.word) if pack_word is not None else value.word
    if isinstance(value, SeatRef):
        if names is not None and 0 <= value.index < len(names):
            name = names[value.index]
            return _own_forms.get(case, name) if case and _own_name and name == _own_name else name
        return translate("seat {n}").format(n=value.index + 1)
    if isinstance(value, CardsRef):
        return cards_text(value.cards, card_name or card_words, translate)
    if isinstance(value, bool):
        return translate("yes") if value else translate("no")
    if isinstance(value, float):
        return number_text(value)
    return str(value)


def cards_text(cards: Sequence[int], card_name: Callable[[int], str] = card_words,
               translate: Callable[[str], str] | None = None) -> str:
    """Cards in words for a sentence: "the 8 of spades, trumps 3 and 2", "trump 3 and the 5
    of clubs". Numbered trumps that the namer calls by number alone are said together;
    ``translate`` gives the joining words in the reader's language."""
    translate = translate or (lambda t: t)
    items: list[str] = []
    numbers: list[int] = []
    for card in cards:
        name = card_name(card)
        if _plain_trump(card) and name == card_words(card):
            if not numbers:
                items.append("")  # the trumps' place in the list
            numbers.append(rank_of(card))
        else:
            items.append(name)
    if numbers:
        said = [str(n) for n in numbers]
        group = translate("trump {n}" if len(said) == 1 else "trumps {n}").format(n=and_list(said, translate))
        items[items.index("")] = group
    if len(numbers) > 1 and len(items) > 1:  # "the 8 of spades, trumps 3 and 2"
        return ", ".join(items)
    return and_list(items, translate)


def _plain_trump(card: int) -> bool:
    return is_trump(card) and card not in (PETIT, MONDE, EXCUSE)


def and_list(items: Sequence[str], translate: Callable[[str], str] | None = None) -> str:
    """ "a", "a and b", "a, b and c" (``translate`` gives "{first} and {last}" in the
    reader's language)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return (translate or (lambda t: t))("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def speak(words: "Phrase | str", names: Sequence[str] | None = None,
          card_name: Callable[[int], str] | None = None,
          translate: Callable[[str], str] | None = None,
          pack_word: Callable[[str], str] | None = None) -> str:
    """Words for a person from a phrase or a plain text (translated as one template)."""
    if isinstance(words, Phrase):
        return words.render(names, card_name, translate, pack_word)
    return (translate or (lambda t: t))(words) if words else ""


def people(seats: Iterable[int]) -> Phrase:
    """Players by name: "Anna", "Anna and Bruno", "Anna, Bruno and Chloé"; "nobody". A choice
    on the list chooses by its number and person (:func:`number_keys`)."""
    seats = list(seats)
    if not seats:
        return say("nobody")
    return say(people_template(len(seats)), **{f"p{i}": SeatRef(s) for i, s in enumerate(seats)})


def people_template(n: int) -> str:
    """The template of ``n`` players by name (:data:`PEOPLE_TEMPLATES`, longer lists joined alike)."""
    return PEOPLE_TEMPLATES[n - 1] if n <= len(PEOPLE_TEMPLATES) else _people_joined(n)


def joined(items: Sequence[Phrase]) -> Phrase:
    """Phrases one after another, separated by commas: "Anna 12, Bruno −6"."""
    return say(", ".join(f"{{i{k}}}" for k in range(len(items))), **{f"i{k}": item for k, item in enumerate(items)})


def _people_joined(n: int) -> str:
    return and_list(["{p0:case}"] + [f"{{p{i}:nom}}" for i in range(1, n)])


#: players by name, as templates (so that a translation can order and join them): the first in
#: the case asked of the list (as shown when none is asked: "You and Anna" may open a sentence),
#: the others within it ("Anna and you", "to you and Anna")
PEOPLE_TEMPLATES = tuple(_people_joined(n) for n in range(1, 9))


def tally_words(tally: str | int | float) -> str | Phrase:
    """A count as players say it: "35/two cards" (a tally as the engine writes it) becomes
    the phrase "35 and two cards" (translated as one); a number stays a number."""
    if isinstance(tally, float):
        return number_text(tally)
    points, _, mark = str(tally).partition("/")
    if not mark:
        return points
    return say("{points} and one card" if mark == "one card" else "{points} and two cards", points=points)


#: A doubling's level in words: 0 not doubled, 1 doubled (contra), 2 redoubled, 3 superdoubled.
DOUBLING_WORDS = ("not doubled", "doubled", "redoubled", "superdoubled")


def doubling_words(level: int) -> Phrase:
    """How far an item was doubled, in words ("redoubled (×4)")."""
    level = max(0, min(level, len(DOUBLING_WORDS) - 1))
    if level == 0:
        return text(DOUBLING_WORDS[0])
    return say("{how} (×{factor})", how=text(DOUBLING_WORDS[level]), factor=1 << level)


def annulled_summary(result: dict, reasons: dict[str, str]) -> DealSummary:
    """The summary of a deal thrown in: ``reasons`` maps the result's ``annulled`` key to a
    sentence (with ``{seat}`` for the seat that showed its hand)."""
    template = reasons.get(result["annulled"], "The cards are thrown in")
    seat = result.get("seat")
    if "{seat}" in template:
        head = say(template, seat=SeatRef(seat if isinstance(seat, int) else 0))
    else:
        head = say(template)
    return DealSummary(head, (), ())


def phrase_from_json(data: dict) -> Phrase:
    """The phrase that :meth:`Phrase.as_json` wrote (a hint sent by the thinking process)."""
    return Phrase(str(data["say"]), tuple((key, _value_from_json(v)) for key, v in data.get("args", {}).items()))


def _value_from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if "say" in value:
            return phrase_from_json(value)
        if "seat" in value:
            return SeatRef(int(value["seat"]))
        if "cards" in value:
            return CardsRef(tuple(int(c) for c in value["cards"]))
        if "pack" in value:
            return PackWord(str(value["pack"]))
    return value


def _value_json(value: Any) -> Any:
    if isinstance(value, Phrase):
        return value.as_json()
    if isinstance(value, SeatRef):
        return {"seat": value.index}
    if isinstance(value, CardsRef):
        return {"cards": list(value.cards)}
    if isinstance(value, PackWord):
        return {"pack": value.word}
    return value


@dataclass(frozen=True, slots=True)
class Line:
    """One row of a deal's summary: a label and its value, both phrases."""

    label: Phrase
    value: Phrase


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``amount`` to ``payee`` (seats)."""

    payer: int
    payee: int
    amount: float


@dataclass(frozen=True, slots=True)
class DealSummary:
    """A finished deal in the game's words: the headline ("Anna's Guard: made by 9"), the rows
    (contract, card points as the game counts them, each premium won or lost and whether
    doubled) and the payments."""

    head: Phrase
    lines: tuple[Line, ...] = ()
    payments: tuple[Payment, ...] = ()

    def phrases(self) -> Iterable[Phrase]:
        yield self.head
        for line in self.lines:
            yield line.label
            yield line.value

    def render_lines(self, names: Sequence[str] | None = None,
                     card_name: Callable[[int], str] | None = None,
                     translate: Callable[[str], str] | None = None) -> list[tuple[str, str]]:
        return [(line.label.render(names, card_name, translate),
                 line.value.render(names, card_name, translate)) for line in self.lines]

    def payment_phrases(self) -> list[Phrase]:
        return [say("{amount} from {payer:acc} to {payee:acc}", payer=SeatRef(p.payer),
                    amount=p.amount, payee=SeatRef(p.payee)) for p in self.payments]


def line(label: str, value: str, /, **args: Any) -> Line:
    """A summary row from two templates sharing the ``args`` (each takes the fields it names)."""
    label_phrase = say(label, **{k: v for k, v in args.items() if k in Phrase(label).fields()})
    value_phrase = say(value, **{k: v for k, v in args.items() if k in Phrase(value).fields()})
    return Line(label_phrase, value_phrase)


def payments_from_scores(scores: Sequence[float]) -> tuple[Payment, ...]:
    """Who pays whom for zero-sum ``scores``: each loser pays the winners in proportion,
    settled greedily largest first (the fewest payments for the usual tables)."""
    debts = sorted(([-s, i] for i, s in enumerate(scores) if s < 0), key=lambda d: (-d[0], d[1]))
    credits = sorted(([s, i] for i, s in enumerate(scores) if s > 0), key=lambda c: (-c[0], c[1]))
    out: list[Payment] = []
    di = ci = 0
    while di < len(debts) and ci < len(credits):
        amount = min(debts[di][0], credits[ci][0])
        if amount > 1e-9:
            out.append(Payment(debts[di][1], credits[ci][1], _tidy(amount)))
        debts[di][0] -= amount
        credits[ci][0] -= amount
        if debts[di][0] <= 1e-9:
            di += 1
        if credits[ci][0] <= 1e-9:
            ci += 1
    return tuple(out)


def _tidy(amount: float) -> float | int:
    rounded = round(amount, 6)
    return int(rounded) if rounded == int(rounded) else rounded
