"""Actions: small immutable values with a stable text notation.

Every action a player (or the dealer, or a solitaire player) can take is one of these. The
notation is a verb followed by arguments, e.g. ``play T21``, ``bid guard``, ``call KH``,
``discard 7S``, ``declare poignee-simple T21 T20 …``, ``declare chelem``, ``take 1``,
``pair 10H JS``, ``draw``, ``act cast 7C 9S`` (a solitaire's or a board game's own verb,
with its cards and perhaps a place: ``act place T3 KD at 12``). :func:`parse_action` is its
inverse; game records store it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tarocchi.engine.cards import Card, CardSet, card_name, cardset, cards_of, parse_card, parse_cards


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions."""

    def notation(self) -> str:  # pragma: no cover - every subclass overrides it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play one card to the trick."""

    card: Card

    def notation(self) -> str:
        return f"play {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A bid in the auction, ``pass`` included. ``name`` is the game's own word for it."""

    name: str

    def notation(self) -> str:
        return f"bid {self.name}"


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Call a card (the called king of five-player French Tarot, Königrufen, the XX …)."""

    card: Card

    def notation(self) -> str:
        return f"call {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Lay one card away after taking up the talon (one card per action)."""

    card: Card

    def notation(self) -> str:
        return f"discard {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """An announcement or declaration, with the cards it shows if any (``none`` = nothing)."""

    name: str
    cards: CardSet = 0

    def notation(self) -> str:
        if self.cards:
            return f"declare {self.name} " + " ".join(card_name(c) for c in cards_of(self.cards))
        return f"declare {self.name}"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take part of the talon (a half, a pair, one card …), by its index."""

    part: int

    def notation(self) -> str:
        return f"take {self.part}"


@dataclass(frozen=True, slots=True)
class Pair(Action):
    """Solitaire: capture two cards together (``second`` is None for a card captured alone)."""

    first: Card
    second: Card | None = None

    def notation(self) -> str:
        if self.second is None:
            return f"pair {card_name(self.first)}"
        return f"pair {card_name(self.first)} {card_name(self.second)}"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Turn the next card of a draw pile."""

    def notation(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """A game-specific choice named by a word and optional integer arguments."""

    name: str
    args: tuple[int, ...] = ()

    def notation(self) -> str:
        return " ".join(["choose", self.name, *map(str, self.args)])


@dataclass(frozen=True, slots=True)
class Act(Action):
    """A move of a solitaire or a board game: one of the game's verbs, the cards it uses (in
    the game's order) and, where the verb needs one, a place (a cell of the board)."""

    verb: str
    cards: tuple[Card, ...] = ()
    at: int | None = None

    def notation(self) -> str:
        words = ["act", self.verb, *(card_name(c) for c in self.cards)]
        if self.at is not None:
            words += ["at", str(self.at)]
        return " ".join(words)


PLAYS: tuple[Play, ...] = tuple(Play(c) for c in range(78))
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in range(78))
CALLS: tuple[Call, ...] = tuple(Call(c) for c in range(78))

#: _BYTE_PLAYS[i][b]: the plays of the cards 8i … 8i + 7 whose bits are set in byte b
_BYTE_PLAYS = tuple(
    tuple(tuple(PLAYS[8 * i + k] for k in range(8) if b >> k & 1 and 8 * i + k < 78) for b in range(256))
    for i in range(10))
_B0, _B1, _B2, _B3, _B4, _B5, _B6, _B7, _B8, _B9 = _BYTE_PLAYS


def plays_of(cards: CardSet) -> list[Play]:
    """The plays of a set of cards, lowest card first: the plays of each of the set's ten
    bytes, through a table (this is every card play's legal list, so the bytes are written
    out: a loop over them costs half as much again)."""
    if cards & (cards - 1) == 0:
        return [PLAYS[cards.bit_length() - 1]] if cards else []
    b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 = cards.to_bytes(10, "little")
    return [*_B0[b0], *_B1[b1], *_B2[b2], *_B3[b3], *_B4[b4], *_B5[b5], *_B6[b6], *_B7[b7], *_B8[b8],
            *_B9[b9]]


def parse_action(text: str) -> Action:
    """Read an action from its notation; raises ValueError with the reason."""
    words = text.split()
    if not words:
        raise ValueError("empty action")
    verb, args = words[0].lower(), words[1:]

    def one_card() -> Card:
        if len(args) != 1:
            raise ValueError(f"{verb!r} takes one card: {text!r}")
        return parse_card(args[0])

    if verb == "play":
        return PLAYS[one_card()]
    if verb == "discard":
        return DISCARDS[one_card()]
    if verb == "call":
        return CALLS[one_card()]
    if verb == "bid":
        if len(args) != 1:
            raise ValueError(f"'bid' takes one word: {text!r}")
        return Bid(args[0].lower())
    if verb == "declare":
        if not args:
            raise ValueError(f"'declare' needs a name: {text!r}")
        return Declare(args[0].lower(), cardset(parse_cards(" ".join(args[1:]))))
    if verb == "take":
        if len(args) != 1 or not args[0].lstrip("-").isdigit():
            raise ValueError(f"'take' takes one number: {text!r}")
        return Take(int(args[0]))
    if verb == "pair":
        if len(args) not in (1, 2):
            raise ValueError(f"'pair' takes one or two cards: {text!r}")
        cards = [parse_card(a) for a in args]
        return Pair(cards[0], cards[1] if len(cards) == 2 else None)
    if verb == "draw":
        if args:
            raise ValueError(f"'draw' takes nothing: {text!r}")
        return Draw()
    if verb == "choose":
        if not args:
            raise ValueError(f"'choose' needs a name: {text!r}")
        try:
            return Choose(args[0].lower(), tuple(int(a) for a in args[1:]))
        except ValueError:
            raise ValueError(f"'choose' takes whole numbers after its name: {text!r}") from None
    if verb == "act":
        if not args:
            raise ValueError(f"'act' needs a verb: {text!r}")
        at = None
        if len(args) >= 3 and args[-2].lower() == "at":
            if not args[-1].isdigit():
                raise ValueError(f"'at' takes a place number: {text!r}")
            at, args = int(args[-1]), args[:-2]
        return Act(args[0].lower(), tuple(parse_card(a) for a in args[1:]), at)
    raise ValueError(f"unknown action {verb!r}")
