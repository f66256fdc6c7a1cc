"""Trick-taking mechanics shared by the trick games, configured per game.

Follow suit; without the suit, play a trump; without trumps, anything. With ``overtrump``
a trump played to a trump lead or as a ruff must beat the highest trump already in the
trick when the player can. The excuse is either an excuse (playable at any time, never
wins, the next card sets the suit when it is led) or the highest trump (Sküs). Where an
excusing excuse ends up is the game's rule (``excuse_returns`` tells the playout kernel).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple, Sequence

from tarocchi.engine.cards import EXCUSE, SUIT_MASKS, TRUMP_MASK, Card, CardSet
from tarocchi.engine.decks import suit_power

EXCUSE_BIT = 1 << EXCUSE


class PlayOutcome(NamedTuple):
    """How the rest of a deal's card play went, by side (0: the declarer's side, 1: the
    others'; each seat its own side in games without a declarer), counted from the position
    a scorer was made for: card units won (the excuse's exchange included), cards won (the
    excuse where it ends up), whether each side has won every trick of the deal, and the
    last trick, the one before it and the one before that as (cards, winning side, card
    led); ``before_last`` (``third_last``) is None when that trick was complete already in
    the position."""

    points: Sequence[int]
    won: Sequence[CardSet]
    won_all: Sequence[bool]
    last: tuple[CardSet, int, Card]
    before_last: tuple[CardSet, int, Card] | None
    third_last: tuple[CardSet, int, Card] | None = None


class PlayPosition(NamedTuple):
    """A full world in its card play, as a playout needs it (everything, hidden cards
    included): every hand, the trick so far as (seat, card), the seat to move, each seat's
    side (the declarer and its partners 0, the others 1; each seat its own side without a
    declarer), how many cards each seat has won, the tricks not yet complete (the current
    one included), and what ``TableView`` says of the play (rules, card values, plain play,
    goal, whether there is a declarer). With straw men the kernel plays (``straw``: each
    pile with a face-up card, top first, the face-up card also in its owner's hand), playing
    a face-up straw card turns up the next: a card of ``straw_taken`` (of
    ``straw_taken_last`` when it is the pile's last card) goes into the hand and the next is
    turned, any other stays face up.

    A secret partner (a called card): ``beliefs`` gives each seat's sides as that seat
    knows them (:func:`known_sides`: a seat that does not know the partner counts it among
    the defenders) until ``reveal``, the called card, is played; then every seat knows the
    sides. Empty (and −1) when every seat knows the sides.

    ``trump_leads``: a seat of the declarer's side leads its low trumps (to draw the
    others') only while it holds at least this many trumps, else its suit cards, as the
    easy rules' declarer does; 0: always (the taker at French Tarot, who holds many)."""

    hands: Sequence[CardSet]
    trick: Sequence[tuple[int, Card]]
    to_move: int
    sides: Sequence[int]
    won_cards: Sequence[int]
    tricks_left: int
    rules: "TrickRules"
    card_values: Sequence[int]
    plain_play: bool
    goal: str
    declarer: bool
    straw: tuple[tuple[Card, ...], ...] = ()
    straw_taken: CardSet = 0
    straw_taken_last: CardSet = -1
    beliefs: tuple[tuple[int, ...], ...] = ()
    reveal: int = -1
    trump_leads: int = 0


def known_sides(n: int, declarer: int, partners: Sequence[int]) -> tuple[int, ...]:
    """The sides as a seat knows them that knows of ``partners`` (``TableView.partners``):
    the declarer and those partners 0, every other seat 1. A declarer who does not know his
    partner plays against every other seat, a defender who does not know it counts the
    hidden partner as one of his own (the rule-based player's friends)."""
    return tuple(0 if s == declarer or s in partners else 1 for s in range(n))


#: A game's fast scorer: the deal's scores (by seat) after the play went as a PlayOutcome.
OutcomeScorer = Callable[[PlayOutcome], list[float]]


@dataclass(frozen=True)
class TrickRules:
    red_ace_high: bool = False
    excuse_is_trump: bool = False  #: True: the excuse is trump 22 (Sküs); False: it excuses
    overtrump: bool = True
    #: an excusing excuse always goes back to its owner's pile, with nothing given in
    #: exchange, and never wins the last trick (Talon's wild fool, 8.1); False: the French
    #: rule (a low card in exchange; at the last trick it changes side, or wins it for a
    #: side that won every other trick)
    excuse_returns: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "power", suit_power(self.red_ace_high))
        object.__setattr__(self, "trumps", TRUMP_MASK | (EXCUSE_BIT if self.excuse_is_trump else 0))
        object.__setattr__(self, "free", 0 if self.excuse_is_trump else EXCUSE_BIT)
        object.__setattr__(self, "free_card", -1 if self.excuse_is_trump else EXCUSE)
        #: _keys[lead // 14][card]: what wins a trick whose card led is ``lead`` (not one of
        #: the dataclass's fields): a trump its number above 100, a card of the suit led its
        #: power, any other card −1
        object.__setattr__(self, "_keys", tuple(
            tuple(100 + c if (self.trumps >> c) & 1 else self.power[c] if c < 56 and c // 14 == group else -1
                  for c in range(78))
            for group in range(6)))

    power: tuple[int, ...] = ()
    trumps: CardSet = 0  #: the cards that are trumps: from 56 up, but the free card
    free: CardSet = 0  #: cards playable at any time (the excuse)
    #: the one free card (the excuse), −1 if there is none: cards are told apart by number,
    #: which costs less than a test of a 78-bit mask (every card's legality and trick)
    free_card: Card = -1

    def led_card(self, trick: list[Card]) -> Card | None:
        """The card that sets what must be followed (the excuse led passes this on)."""
        for card in trick:
            if card != self.free_card:
                return card
        return None

    def legal_plays(self, hand: CardSet, trick: list[Card]) -> CardSet:
        """The cards of ``hand`` that may be played to ``trick``."""
        free_card = self.free_card
        for lead in trick:  # the card led (:meth:`led_card`, written out: every card's path)
            if lead != free_card:
                break
        else:
            return hand
        if lead < 56:
            follow = hand & SUIT_MASKS[lead // 14]
            if follow:
                return follow | (hand & self.free)
        trumps = hand & self.trumps
        if not trumps:
            return hand
        if self.overtrump:
            top = -1
            for card in trick:
                if card > top and card >= 56 and card != free_card:  # a trump above the others
                    top = card
            if top >= 0:
                higher = trumps >> (top + 1) << (top + 1)
                if higher:
                    return higher | (hand & self.free)
        return trumps | (hand & self.free)

    def refusal(self, hand: CardSet, trick: list[Card], card: Card) -> str | None:
        """Why ``card`` may not be played, in the rule's words (None if it may)."""
        if not (hand >> card) & 1:
            return "that card is not in your hand"
        if (self.legal_plays(hand, trick) >> card) & 1:
            return None
        lead = self.led_card(trick)
        assert lead is not None
        if lead < 56 and hand & SUIT_MASKS[lead // 14]:
            return "you must follow suit"
        if self.overtrump and (self.trumps >> card) & 1:
            return "you must play a higher trump when you can"
        if lead >= 56:
            return "a trump was led: you must play a trump"
        return "you cannot follow suit: you must play a trump"

    def winner_index(self, trick: list[Card]) -> int:
        """Index in ``trick`` of the card that wins it: the highest trump, else the led suit's
        card of highest power (the excuse never does here; the first of only excuses keeps
        the trick)."""
        free_card = self.free_card
        for lead in trick:  # the card led (:meth:`led_card`, written out)
            if lead != free_card:
                break
        else:
            return 0
        keys = self._keys[lead // 14]
        best, best_i = -1, 0
        for i, card in enumerate(trick):
            if keys[card] > best:
                best, best_i = keys[card], i
        return best_i
