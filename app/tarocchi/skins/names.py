"""What each skin calls its suits, courts and trumps, and the games' names for the
special cards (the petit/pagat/bagatto, the 21/mond/mondo and the excuse/sküs/matto; in
Bologna also the Moretti and the grande, with the Angel as the highest trump)."""

from __future__ import annotations

from typing import Callable, NamedTuple

from tarocchi.engine.cards import (EXCUSE, MONDE, PETIT, RANK_NAMES, card_words as plain_card_words, rank_of,
                                   suit_of, trump)

SKINS = ("french", "italian", "waite")
NAMINGS = ("french", "austrian", "italian", "bolognese", "talon")

#: The suit symbol each skin draws for engine suits spades, hearts, diamonds, clubs.
SUIT_KEYS = {
    "french": ("spades", "hearts", "diamonds", "clubs"),
    "italian": ("swords", "cups", "coins", "batons"),
    "waite": ("swords", "cups", "pentacles", "wands"),
}

ITALIAN_SUITS = ("Spade", "Coppe", "Denari", "Bastoni")

#: Court titles for ranks 11 … 14 (jack, cavalier, queen, king) and their index letters.
COURT_TITLES = {
    "french": ("Jack", "Cavalier", "Queen", "King"),
    "italian": ("Fante", "Cavallo", "Regina", "Re"),
    "waite": ("Page", "Knight", "Queen", "King"),
}
COURT_INDEX = {
    "french": ("J", "C", "Q", "K"),
    "italian": ("F", "C", "D", "R"),
    "waite": ("P", "Kn", "Q", "K"),
}

ITALIAN_TRUMPS = (
    "il Matto", "il Bagatto", "la Papessa", "l'Imperatrice", "l'Imperatore", "il Papa",
    "gli Amanti", "il Carro", "la Giustizia", "l'Eremita", "la Ruota", "la Forza",
    "l'Appeso", "la Morte", "la Temperanza", "il Diavolo", "la Torre", "la Stella",
    "la Luna", "il Sole", "il Giudizio", "il Mondo",
)
WAITE_TRUMPS = (
    "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor",
    "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit",
    "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil",
    "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World",
)

#: The subject (picture) of each trump number 0 … 21, shared by the Italian and Waite
#: skins; Waite swaps justice (8 → 11) and strength (11 → 8).
SUBJECTS = (
    "fool", "magician", "priestess", "empress", "emperor", "pope", "lovers", "chariot",
    "justice", "hermit", "wheel", "strength", "hanged", "death", "temperance", "devil",
    "tower", "star", "moon", "sun", "judgement", "world",
)

#: Names of the petit (trump 1), the 21 and the excuse in each naming.
SPECIAL_NAMES = {
    "french": {PETIT: "Petit", MONDE: "Vingt-et-un", EXCUSE: "Excuse"},
    "austrian": {PETIT: "Pagat", MONDE: "Mond", EXCUSE: "Sküs"},
    "italian": {PETIT: "il Bagatto", MONDE: "il Mondo", EXCUSE: "il Matto"},
    "talon": {PETIT: "Pagat", MONDE: "Mond", EXCUSE: "Fool"},  #: Wickson's Talon (rules text 000)
    # Tarocchini: the 21 is the Angelo (the Angel, highest) and the 20 the Mondo; 2 to 5 are
    # the Moretti (Moors), 18 and 19 the Luna and the Sole
    "bolognese": {
        PETIT: "il Begato", trump(2): "Moretto", trump(3): "Moretto", trump(4): "Moretto",
        trump(5): "Moretto", trump(18): "la Luna", trump(19): "il Sole", trump(20): "il Mondo",
        MONDE: "l'Angelo", EXCUSE: "il Matto",
    },
}
#: Namings whose highest trump is the Angel: the 21 shows the Angel's picture (the Italian
#: skin's "il Giudizio") and the 20 the World's.
ANGEL_HIGHEST = ("bolognese",)
DEFAULT_NAMING = {"french": "french", "italian": "italian", "waite": None}

_ROMAN = (("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))


def roman(number: int) -> str:
    """Roman numeral of 0 … 39 (0 is written ``0``, as on the Fool)."""
    if number == 0:
        return "0"
    out = ""
    for letters, value in _ROMAN:
        while number >= value:
            out += letters
            number -= value
    return out


def trump_number(card: int) -> int:
    """0 for the excuse/fool, otherwise the trump's number."""
    return 0 if card == EXCUSE else rank_of(card)


def picture_number(card: int, naming: str | None = None) -> int:
    """The number whose picture a trump shows: its own, but the 20 and the 21 exchange
    pictures where the Angel is the highest trump."""
    number = trump_number(card)
    if naming in ANGEL_HIGHEST and number in (20, 21):
        return 41 - number
    return number


def subject(card: int, skin: str, naming: str | None = None) -> str:
    number = picture_number(card, naming)
    if skin == "waite" and number in (8, 11):
        number = 19 - number
    return SUBJECTS[number]


def check_skin(skin: str) -> str:
    if skin not in SKINS:
        raise ValueError(f"unknown skin {skin!r} (known: {', '.join(SKINS)})")
    return skin


def resolve_naming(skin: str, naming: str | None) -> str | None:
    """The naming in force: the game's, or the skin's own (None: the skin's names only)."""
    if naming is None:
        return DEFAULT_NAMING[check_skin(skin)]
    if naming not in NAMINGS:
        raise ValueError(f"unknown naming {naming!r} (known: {', '.join(NAMINGS)})")
    return naming


def skin_trump_name(card: int, skin: str, naming: str | None = None) -> str:
    """The skin's own name of a trump or of the excuse (of the picture it shows; '' where
    the skin has none)."""
    number = picture_number(card, naming)
    if skin == "italian":
        return ITALIAN_TRUMPS[number]
    if skin == "waite":
        return WAITE_TRUMPS[number]
    return ""


def trump_captions(card: int, skin: str, naming: str | None) -> tuple[str, str]:
    """(main caption, second caption) of a trump or the excuse.

    The game's name of a special card comes first; the skin's own name, where it differs,
    goes second (e.g. Waite's "The Fool" under "Sküs").
    """
    naming = resolve_naming(skin, naming)
    own = skin_trump_name(card, skin, naming)
    special = SPECIAL_NAMES.get(naming or "", {}).get(card, "") if naming else ""
    if special and special != own:
        return special, own
    return own, ""


def trump_numeral(card: int, skin: str) -> str:
    number = trump_number(card)
    if skin == "waite":
        return roman(number)
    return "★" if card == EXCUSE else str(number)


class CornerIndex(NamedTuple):
    """What a card's corner index shows: the rank text and the suit symbol (None: trump)."""

    rank: str
    suit: str | None


def corner_index(card: int, skin: str = "french") -> CornerIndex:
    """The corner index drawn on ``card`` in ``skin``."""
    check_skin(skin)
    if card >= 56:
        return CornerIndex(trump_numeral(card, skin), None)
    rank = rank_of(card)
    text = COURT_INDEX[skin][rank - 11] if rank > 10 else str(rank)
    return CornerIndex(text, SUIT_KEYS[skin][suit_of(card)])


def card_from_index(index: CornerIndex, skin: str = "french") -> int:
    """The card whose corner index is ``index`` (inverse of :func:`corner_index`)."""
    if index.suit is None:
        if index.rank in ("★", "0"):
            return EXCUSE
        numbers = {trump_numeral(c, skin): c for c in range(56, 77)}
        return numbers[index.rank]
    suit = SUIT_KEYS[skin].index(index.suit)
    courts = COURT_INDEX[skin]
    rank = 11 + courts.index(index.rank) if index.rank in courts else int(index.rank)
    return suit * 14 + rank - 1


def card_title(card: int, skin: str = "french", naming: str | None = None) -> str:
    """A readable full name: "King of Cups", "Trump 21 (Mond)", "The Fool"."""
    if card >= 56:
        main, second = trump_captions(card, skin, naming)
        numeral = trump_numeral(card, skin)
        label = "Excuse" if card == EXCUSE and skin == "french" else f"Trump {numeral}"
        names = " / ".join(n for n in (main, second) if n)
        return f"{label} ({names})" if names and names != label else label
    rank = rank_of(card)
    title = COURT_TITLES[skin][rank - 11] if rank > 10 else ("Ace" if rank == 1 else str(rank))
    if skin == "italian":
        return f"{'Asso' if rank == 1 else title} di {ITALIAN_SUITS[suit_of(card)]}"
    return f"{title} of {SUIT_KEYS[skin][suit_of(card)].capitalize()}"


#: The courts in words, for sentences: jack, cavalier, queen, king in each skin.
COURT_WORDS = {
    "french": ("jack", "cavalier", "queen", "king"),
    "italian": ("jack", "knight", "queen", "king"),
    "waite": ("page", "knight", "queen", "king"),
}
COURT_WORDS_MANY = {
    "french": ("jacks", "cavaliers", "queens", "kings"),
    "italian": ("jacks", "knights", "queens", "kings"),
    "waite": ("pages", "knights", "queens", "kings"),
}
#: The special cards in words, for sentences, by naming.
SPECIAL_WORDS = {
    "french": {PETIT: "the petit", EXCUSE: "the excuse"},
    "austrian": {PETIT: "the Pagat", MONDE: "the Mond", EXCUSE: "the Sküs"},
    "italian": {PETIT: "the Bagatto", MONDE: "the Mondo", EXCUSE: "the Matto"},
    "talon": {PETIT: "the pagat", MONDE: "the world", EXCUSE: "the fool"},
    "bolognese": {PETIT: "the Begato", trump(18): "the Luna", trump(19): "the Sole",
                  trump(20): "the Mondo", MONDE: "the Angelo", EXCUSE: "the Matto",
                  **{trump(n): f"the Moretto {n}" for n in range(2, 6)}},
}
#: The other trumps in words where a naming has its own word for them (else "the 16 of trumps").
TRUMP_WORDS = {"talon": "tarock {number}"}


def card_words(card: int, skin: str = "french", naming: str | None = None,
               translate: Callable[[str], str] | None = None) -> str:
    """A card in words for a sentence, in the skin's suits and courts and the game's names
    for the special cards: "the king of cups", "the page of wands", "the Pagat", "the Tower
    (XVI)" (Waite's trumps by their names), "the 16 of trumps" (the other skins').

    ``translate`` (the window's, context "cards") puts each piece in the reader's language:
    the rank with its article ("the king", "the 7"), the suit with its preposition ("of
    cups") and the pattern joining them ("{rank} {suit}"), so that each language orders and
    elides them its own way ("le roi de coupes", "Kelch-König", "l'asso di coppe")."""
    t = translate or (lambda words: words)
    naming = resolve_naming(check_skin(skin), naming)
    if card >= 56:
        special = SPECIAL_WORDS.get(naming or "", {}).get(card)
        if special:
            return t(special)
        if skin == "waite":
            own = t(WAITE_TRUMPS[trump_number(card)])
            own = own[0].lower() + own[1:] if own.startswith("The ") else own
            return own if card == EXCUSE else f"{own} ({roman(trump_number(card))})"
        if naming in TRUMP_WORDS:
            return t(TRUMP_WORDS[naming]).format(number=trump_number(card))
        if translate is None:
            return plain_card_words(card)
        return t(PLAIN_SPECIAL_WORDS[card]) if card in PLAIN_SPECIAL_WORDS else \
            t("the {n} of trumps").format(n=trump_number(card))
    rank = rank_of(card)
    title = COURT_WORDS[skin][rank - 11] if rank > 10 else RANK_NAMES.get(rank, str(rank))
    return t("{rank} {suit}").format(rank=t(f"the {title}"), suit=t(f"of {SUIT_KEYS[skin][suit_of(card)]}"))


#: Each skin's suits in the singular (engine order spades, hearts, diamonds, clubs), as
#: :data:`SUIT_KEYS` has them in the plural.
SUIT_ONE = {
    "french": ("spade", "heart", "diamond", "club"),
    "italian": ("sword", "cup", "coin", "baton"),
    "waite": ("sword", "cup", "pentacle", "wand"),
}


def pack_word(word: str, skin: str = "french", translate: Callable[[str], str] | None = None) -> str:
    """A word of the French pack (:data:`tarocchi.engine.words.PACK_WORDS`: a suit in the
    plural or the singular, a court) in the skin's words: "hearts" is "cups" under the
    Italian and Waite skins, "diamond" "coin" or "pentacle", "cavalier" "knight"; ``translate``
    (the window's, context "cards") puts it in the reader's language. A ValueError names a
    word or skin it does not know."""
    from tarocchi.engine.words import COURTS, COURTS_MANY, SUITS_MANY, SUITS_ONE

    t = translate or (lambda words: words)
    check_skin(skin)
    if word in SUITS_MANY:
        return t(SUIT_KEYS[skin][SUITS_MANY.index(word)])
    if word in SUITS_ONE:
        return t(SUIT_ONE[skin][SUITS_ONE.index(word)])
    if word in COURTS:
        return t(COURT_WORDS[skin][COURTS.index(word)])
    if word in COURTS_MANY:
        return t(COURT_WORDS_MANY[skin][COURTS_MANY.index(word)])
    raise ValueError(f"{word!r} is not a word of the pack")


#: the petit and the excuse in words where a skin's naming has no word of its own for them
PLAIN_SPECIAL_WORDS = {PETIT: "the petit", EXCUSE: "the excuse"}


def card_word_pieces() -> list[str]:
    """Every piece :func:`card_words` and :func:`pack_word` ask ``translate`` for, in every
    skin and naming (the "cards" context of the translations)."""
    pieces: list[str] = []

    def keep(words: str) -> str:
        if words not in pieces:
            pieces.append(words)
        return words

    from tarocchi.engine.words import PACK_WORDS

    for skin in SKINS:
        for naming in (None,) + NAMINGS:
            for card in range(78):
                card_words(card, skin, naming, keep)
        for word in PACK_WORDS:
            pack_word(word, skin, keep)
    return pieces
