"""La Pyramide, a tarot solitaire (adapted by William Moore), as implemented here.

The layout: rows 1 … R from the top; row r holds r stacks of r cards, the top card of each
stack face up. With the default R = 5 the pyramid uses 1 + 4 + 9 + 16 + 25 = 55 cards and
the other 23 form the face-down draw deck. The deal is laid layer by layer as the source
describes: one card on every stack, then one more on every stack of rows 2 … R, and so on.
A deal number is the shuffle's seed: the same number always deals the same game.

Stacks: stack (r, i) (row r, place i) rests on the two stacks (r + 1, i) and (r + 1, i + 1)
of the row below, which are adjacent to it. A stack is *free* when it is in the bottom row or
when at least one of the two stacks it rests on has been captured entirely. Only the top
card of a free stack may be captured.

Pairs (each captures two cards, both go to the capture pile):

* two suit cards worth 21 together (pips at face value, jack 11, cavalier 12, queen 13,
  king 14: so king + 7, queen + 8, cavalier + 9, jack + 10);
* a trump (2 … 20) with any suit card;
* two trumps (2 … 20) numbered 21 together (2 + 19 … 10 + 11);
* the excuse with any card except the trumps 1 and 21;
* the trumps 1 and 21 are captured alone, never in a pair.

With the option ``trump_pairs`` set to "adjacent" (the text's "an atout plus a single,
adjacent card"), a trump takes a suit card only from a stack touching its own: beside it in
its row, below it or above it (a turned card lies beside every stack).

Drawing: only when no capture is possible among the free cards. A draw turns the top card of
the draw deck; if it cannot be captured (alone or with a free card) it is discarded (out of
play, not scored) and the next card is turned, until one can be captured or the deck is
empty. A card turned that can be captured must be captured at once: it is the only new
possibility, since nothing could be captured before the draw.

The end: the game ends when the top card of the pyramid is captured, when the pyramid is
empty (which captures the top too), or when no capture is possible and the draw deck is empty.

Scoring: every captured card counts, those taken from the draw deck too: excuse 0, trumps 1
and 21 five each, other trumps 4, courts 3, pips 1. Capturing the top card adds 2; clearing
the whole pyramid adds 2 more (so 4 in all). The game is *won* when the top is captured,
*cleared* when the whole pyramid is.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping

from tarocchi.engine.actions import Action, Draw, Pair
from tarocchi.engine.cards import (
    EXCUSE, MONDE, PETIT, Card, CardSet, card_name, card_words, is_court, is_trump, rank_of, read_cards,
)
from tarocchi.engine.decks import TAROT_78
from tarocchi.engine.events import CardMoved, DealEnded, Event
from tarocchi.engine.games._solitaire import solitaire_view
from tarocchi.engine.protocol import GameState, OptionSpec, Params, SeatView
from tarocchi.engine.registry import register_game
from tarocchi.schema import SchemaError, array, integer, mapping
from tarocchi.engine.words import CardsRef, DealSummary, Phrase, line, say, text

MAX_ROWS = 5  #: the largest pyramid the 78-card pack holds (6 rows would need 91 cards)
ROW_CHOICES = (3, 4, 5)
MAX_DEAL = 999_999  #: random deal numbers are drawn from 1 … MAX_DEAL (any int ≥ 0 is valid)
TOP_BONUS = 2
PYRAMID_BONUS = 2

PHASE_PLAY, PHASE_END = "play", "end"
DRAWN = "drawn"  #: place names used by CardMoved events: "pyramid:<stack>", "deck", …
DECK, WASTE, CAPTURED = "deck", "waste", "captured"

OPTIONS = (
    OptionSpec(
        "rows", MAX_ROWS,
        "Rows of the pyramid: row r holds r stacks of r cards (5 rows: 55 cards, 23 to draw).",
        ROW_CHOICES,
        label="Rows",
        choice_labels=tuple(f"{rows} rows" for rows in ROW_CHOICES),
    ),
    OptionSpec(
        "trump_pairs", "any",
        "Which suit card a trump captures: any free one, or only one on a stack next to the "
        "trump's (the text's \"adjacent\"; a turned card pairs with any free card).",
        ("any", "adjacent"),
        label="A trump pairs with",
        choice_labels=("Any free suit card", "A suit card on an adjacent stack"),
    ),
)


# --- cards -------------------------------------------------------------------------------

def pair_value(card: Card) -> int:
    """A suit card's value for pairing: pips at face value, jack 11 … king 14."""
    return rank_of(card)


def card_points(card: Card) -> int:
    """Points of a captured card: excuse 0, trumps 1 and 21 five, other trumps 4, courts 3,
    pips 1."""
    if card == EXCUSE:
        return 0
    if card in (PETIT, MONDE):
        return 5
    if is_trump(card):
        return 4
    return 3 if is_court(card) else 1


def alone(card: Card) -> bool:
    """The trumps 1 and 21 are captured alone."""
    return card == PETIT or card == MONDE


def needs_adjacency(a: Card, b: Card) -> bool:
    """A trump with a suit card: the pair the text calls "an atout plus a single, adjacent
    card" (restricted to adjacent stacks with the ``trump_pairs`` option "adjacent")."""
    return (is_trump(a) and b < 56) or (is_trump(b) and a < 56)


def can_pair(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` may be captured together (see the module's rules)."""
    if a == b or alone(a) or alone(b):
        return False
    if a == EXCUSE or b == EXCUSE:
        return True
    ta, tb = is_trump(a), is_trump(b)
    if ta and tb:
        return rank_of(a) + rank_of(b) == 21
    if ta or tb:
        return True
    return rank_of(a) + rank_of(b) == 21


#: PARTNERS[c]: the set of cards that pair with c.
PARTNERS: tuple[CardSet, ...] = tuple(
    sum(1 << b for b in range(78) if can_pair(a, b)) for a in range(78)
)
POINTS: tuple[int, ...] = tuple(card_points(c) for c in range(78))


# --- the layout ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Geometry:
    """Stacks numbered row by row from the top: stack ``k`` is (row, place), row 1-based."""

    rows: int

    @cached_property
    def places(self) -> tuple[tuple[int, int], ...]:
        return tuple((r, i) for r in range(1, self.rows + 1) for i in range(r))

    @cached_property
    def below(self) -> tuple[tuple[int, ...], ...]:
        """The stacks each stack rests on (empty for the bottom row)."""
        return tuple(
            () if r == self.rows else (self.index(r + 1, i), self.index(r + 1, i + 1))
            for r, i in self.places
        )

    @cached_property
    def neighbours(self) -> tuple[frozenset[int], ...]:
        """The stacks touching each stack: beside it in its row, the two it rests on and the
        two resting on it."""
        out = []
        for k, (r, i) in enumerate(self.places):
            near = {self.index(r, j) for j in (i - 1, i + 1) if 0 <= j < r}
            near.update(self.below[k])
            near.update(self.above[k])
            out.append(frozenset(near))
        return tuple(out)

    @cached_property
    def above(self) -> tuple[tuple[int, ...], ...]:
        """The stacks resting on each stack."""
        out: list[list[int]] = [[] for _ in self.places]
        for k, under in enumerate(self.below):
            for u in under:
                out[u].append(k)
        return tuple(tuple(a) for a in out)

    @property
    def n_stacks(self) -> int:
        return self.rows * (self.rows + 1) // 2

    @property
    def n_cards(self) -> int:
        return sum(r * r for r in range(1, self.rows + 1))

    def index(self, row: int, place: int) -> int:
        return row * (row - 1) // 2 + place

    def size(self, stack: int) -> int:
        """Cards dealt to a stack: its row number."""
        return self.places[stack][0]


_GEOMETRIES = {r: Geometry(r) for r in range(1, MAX_ROWS + 1)}


def geometry(rows: int) -> Geometry:
    return _GEOMETRIES[rows]


def is_free(geo: Geometry, heights: "list[int] | tuple[int, ...]", stack: int) -> bool:
    """A stack is free if it is in the bottom row or one stack it rests on is empty."""
    under = geo.below[stack]
    return not under or heights[under[0]] == 0 or heights[under[1]] == 0


def free_stacks(geo: Geometry, heights: "list[int] | tuple[int, ...]") -> list[int]:
    """The non-empty free stacks."""
    return [k for k in range(geo.n_stacks) if heights[k] and is_free(geo, heights, k)]


def may_pair(geo: Geometry, a: Card, sa: int, b: Card, sb: int, adjacent: bool) -> bool:
    """Whether ``a`` (on stack ``sa``; −1: the turned card) and ``b`` (on ``sb``) may be
    captured together; with ``adjacent``, a trump takes a suit card only from a stack
    touching its own."""
    if not PARTNERS[a] >> b & 1:
        return False
    return not adjacent or sa < 0 or sb < 0 or sb in geo.neighbours[sa] or not needs_adjacency(a, b)


def deal_layout(seed: int, rows: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Shuffle the pack with ``seed`` and lay the pyramid layer by layer: layer k puts one
    card on every stack of rows k … R. Returns the stacks (bottom card first) and the draw
    deck (the card drawn first, first)."""
    pack = list(range(78))
    random.Random(seed).shuffle(pack)
    geo = geometry(rows)
    stacks: list[list[Card]] = [[] for _ in range(geo.n_stacks)]
    pos = 0
    for layer in range(1, rows + 1):
        for k, (r, _) in enumerate(geo.places):
            if r >= layer:
                stacks[k].append(pack[pos])
                pos += 1
    return tuple(tuple(s) for s in stacks), tuple(pack[pos:])


def read_deal(deal: Mapping[str, Any], rows: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The layout of a deal record (see :meth:`Pyramide.deal_record`); a SchemaError (a
    ValueError) naming the field if it is bad."""
    mapping(deal, "deal", required=("pyramid", "draw"))
    if "rows" in deal and integer(deal["rows"], "deal.rows") != rows:
        raise SchemaError("deal.rows", f"is {deal['rows']}, but the game's option says {rows} rows")
    geo = geometry(rows)
    pyramid = array(deal["pyramid"], "deal.pyramid", length=geo.n_stacks)
    stacks = tuple(tuple(read_cards(cards, f"deal.pyramid[{k}]", geo.size(k)))
                   for k, cards in enumerate(pyramid))
    order = tuple(read_cards(deal["draw"], "deal.draw", 78 - geo.n_cards))
    every = [c for s in stacks for c in s] + list(order)
    if set(every) != set(range(78)):
        missing = sorted(set(range(78)) - set(every))
        raise SchemaError("deal", f"must use every card of the pack exactly once "
                          f"({' '.join(card_name(c) for c in missing[:6])} missing)")
    return stacks, order


# --- the state -----------------------------------------------------------------------------

class Pyramide(GameState):
    """One game of La Pyramide."""

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: Mapping[str, Any] | None = None):
        self.params = params
        self.dealer = dealer
        self.history: list[Action] = []
        self.rows: int = params["rows"]
        self.adjacent: bool = params["trump_pairs"] == "adjacent"
        self.geo = geometry(self.rows)
        if deal is not None:
            self.stacks, self.draw_order = read_deal(deal, self.rows)
            number = deal.get("deal")  # the deal number it came from, if any
            self.seed = None if number is None else integer(number, "deal.deal", 0)
        else:
            if seed is None:
                seed = random.SystemRandom().randint(1, MAX_DEAL)
            self.seed = seed
            self.stacks, self.draw_order = deal_layout(seed, self.rows)
        self.heights: list[int] = [len(s) for s in self.stacks]
        self.deck_pos = 0  #: cards of draw_order already turned
        self.drawn: Card | None = None  #: the turned card waiting to be captured
        self.waste: list[Card] = []
        self.captured: list[Card] = []
        self.over = False
        self._check_end()

    # --- positions ----------------------------------------------------------------------------
    def top(self, stack: int) -> Card | None:
        h = self.heights[stack]
        return self.stacks[stack][h - 1] if h else None

    def free_stacks(self) -> list[int]:
        return free_stacks(self.geo, self.heights)

    def free_cards(self) -> dict[Card, str]:
        """The capturable cards with their places ("pyramid:<k>" or "drawn")."""
        out = {self.stacks[k][self.heights[k] - 1]: f"pyramid:{k}" for k in self.free_stacks()}
        if self.drawn is not None:
            out[self.drawn] = DRAWN
        return out

    def stack_of(self, place: str) -> int:
        """The stack of a place name ("pyramid:<k>"); −1 for the turned card."""
        return -1 if place == DRAWN else int(place.split(":")[1])

    def captures(self) -> list[Pair]:
        """Every legal capture, cards in the order of their places."""
        cards = [(c, self.stack_of(place)) for c, place in self.free_cards().items()]
        out: list[Pair] = []
        for i, (a, sa) in enumerate(cards):
            if alone(a):
                out.append(Pair(a))
                continue
            for b, sb in cards[i + 1:]:
                if may_pair(self.geo, a, sa, b, sb, self.adjacent):
                    out.append(Pair(a, b))
        if self.drawn is not None:  # after a draw only captures using the drawn card are new
            out = [p for p in out if self.drawn in (p.first, p.second)]
        return out

    def deck_left(self) -> int:
        return len(self.draw_order) - self.deck_pos

    def pyramid_left(self) -> int:
        return sum(self.heights)

    # --- protocol -----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_END if self.over else PHASE_PLAY

    @property
    def to_move(self) -> int | None:
        return None if self.over else 0

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        pairs: list[Action] = list(self.captures())
        return pairs or [Draw()]

    def check(self, action: Action) -> str | None:
        if self.over:
            return "the game is over"
        if type(action) is Draw:
            if self.captures():
                return "you may draw only when no capture is possible"
            return None
        if type(action) is not Pair:
            return "La Pyramide has only captures (pair) and draws"
        free = self.free_cards()
        a, b = action.first, action.second
        for c in (a, b):
            if c is not None and c not in free:
                return (f"{card_words(c)} is not free: only the top card of a free stack (or the turned card) "
                        "can be captured")
        if self.drawn is not None and self.drawn not in (a, b):
            return say("the turned card, {card}, must be captured", card=CardsRef((self.drawn,)))
        if b is None:
            if not alone(a):
                return "only the trumps 1 and 21 are captured alone"
            return None
        if alone(a) or alone(b):
            return "the trumps 1 and 21 are captured alone, not in a pair"
        if a == b:
            return "a card cannot pair with itself"
        if not can_pair(a, b):
            return _why_not(a, b)
        if not may_pair(self.geo, a, self.stack_of(free[a]), b, self.stack_of(free[b]), self.adjacent):
            return "a trump captures a suit card only from a stack next to its own"
        return None

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if type(action) is Draw:
            events += self._draw()
        else:
            assert type(action) is Pair
            free = self.free_cards()
            for c in (action.first, action.second):
                if c is None:
                    continue
                place = free[c]
                if place == DRAWN:
                    self.drawn = None
                else:
                    self.heights[self.stack_of(place)] -= 1
                self.captured.append(c)
                events.append(CardMoved(c, place, CAPTURED))
        if self._check_end():
            events.append(DealEnded(tuple(self.scores()), self.result()))
        return events

    def _draw(self) -> list[Event]:
        """Turn cards until one can be captured or the deck is empty."""
        events: list[Event] = []
        free = [self.top(k) for k in self.free_stacks()]
        while self.deck_pos < len(self.draw_order):
            card = self.draw_order[self.deck_pos]
            self.deck_pos += 1
            events.append(CardMoved(card, DECK, DRAWN))
            partners = PARTNERS[card]
            if alone(card) or any(partners >> f & 1 for f in free):
                self.drawn = card
                break
            self.waste.append(card)
            events.append(CardMoved(card, DRAWN, WASTE))
        return events

    def _check_end(self) -> bool:
        """Set ``over`` if the game has ended; True when it ends now."""
        if self.over:
            return False
        top_gone = self.heights[0] == 0
        stuck = self.drawn is None and self.deck_pos >= len(self.draw_order) and not self.captures()
        self.over = top_gone or stuck
        return self.over

    # --- the end ------------------------------------------------------------------------------
    @property
    def top_captured(self) -> bool:
        return self.heights[0] == 0

    @property
    def cleared(self) -> bool:
        return not any(self.heights)

    def bonuses(self) -> dict[str, int]:
        out = {}
        if self.top_captured:
            out["top"] = TOP_BONUS
        if self.cleared:
            out["pyramid"] = PYRAMID_BONUS
        return out

    def score(self) -> int:
        """Points captured so far plus the bonuses earned."""
        return sum(POINTS[c] for c in self.captured) + sum(self.bonuses().values())

    def scores(self) -> list[float]:
        return [float(self.score())]

    def result(self) -> dict:
        return {
            "scores": self.scores(),
            "score": self.score(),
            "won": self.top_captured,
            "cleared": self.cleared,
            "top_captured": self.top_captured,
            "bonuses": self.bonuses(),
            "captured": [card_name(c) for c in self.captured],
            "pyramid_left": self.pyramid_left(),
            "deck_left": self.deck_left(),
            "deal": self.seed,
            "rows": self.rows,
        }

    # --- knowledge ----------------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        free = set(self.free_stacks())
        extra: dict[str, Any] = {
            "deal": self.seed,
            "rows": self.rows,
            #: per stack: (cards left, top card face up or None when empty, free)
            "stacks": tuple((h, self.top(k), k in free) for k, h in enumerate(self.heights)),
            "deck": self.deck_left(),
            "drawn": self.drawn,
            "waste": tuple(self.waste),
            "captured": tuple(self.captured),
            "score": self.score(),
            "top_captured": self.top_captured,
            "cleared": self.cleared,
        }
        return solitaire_view(self, seat, self._prompt(), extra)

    def _prompt(self) -> Phrase:
        if self.over:
            return text("Game over")
        if self.drawn is not None:
            return say("Capture the turned card, {card}", card=CardsRef((self.drawn,)))
        if not self.captures():
            return text("No capture: draw")
        return text("Capture a pair")

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Draw:
            return text("Draw")
        assert type(action) is Pair
        if action.second is None:
            return say("Capture {card} alone", card=CardsRef((action.first,)))
        return say("Capture {cards}", cards=CardsRef((action.first, action.second)))

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The game's end: cleared, top card captured or stuck; the score with its bonuses."""
        if result["cleared"]:
            head = say("Deal {deal}: the pyramid cleared, score {score}", deal=result["deal"], score=result["score"])
        elif result["top_captured"]:
            head = say("Deal {deal}: the top card captured, score {score}", deal=result["deal"], score=result["score"])
        else:
            head = say("Deal {deal}: no move left, score {score}", deal=result["deal"], score=result["score"])
        bonuses = result.get("bonuses", {})
        rows = [line("Cards captured", "{n}, worth {points}", n=len(result["captured"]),
                     points=result["score"] - sum(bonuses.values())),
                line("Left", "{pyramid} in the pyramid, {deck} in the deck", pyramid=result["pyramid_left"],
                     deck=result["deck_left"])]
        if "top" in bonuses:
            rows.append(line("Top card bonus", "{points} points", points=bonuses["top"]))
        if "pyramid" in bonuses:
            rows.append(line("Cleared pyramid bonus", "{points} points", points=bonuses["pyramid"]))
        return DealSummary(head, tuple(rows), ())

    def clone(self) -> "Pyramide":
        other = object.__new__(Pyramide)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.heights = list(self.heights)
        other.waste = list(self.waste)
        other.captured = list(self.captured)
        return other

    def deal_record(self) -> dict:
        """{"deal", "rows", "pyramid": stacks row by row from the top, bottom card first,
        "draw": the draw deck, the card turned first first}."""
        return {
            "deal": self.seed,
            "rows": self.rows,
            "pyramid": [[card_name(c) for c in s] for s in self.stacks],
            "draw": [card_name(c) for c in self.draw_order],
        }


def _why_not(a: Card, b: Card) -> str:
    if a == EXCUSE or b == EXCUSE:
        return "the excuse pairs with any card but the trumps 1 and 21"
    if is_trump(a) and is_trump(b):
        return say("two trumps pair only when their numbers make 21 ({a} + {b} = {sum})", a=rank_of(a), b=rank_of(b),
                   sum=rank_of(a) + rank_of(b))
    return (f"two suit cards pair only when their values make 21 "
            f"({pair_value(a)} + {pair_value(b)} = {pair_value(a) + pair_value(b)})")


SPEC = register_game(
    Pyramide,
    id="la-pyramide",
    name="La Pyramide",
    players=(1,),
    options=OPTIONS,
    deck=TAROT_78,
    kind="solitaire",
    family="solitaire",
    card_naming="french",
    direction="clockwise",
    default_players=1,
    summary="Solitaire: capture pairs worth 21 from a pyramid of stacks; reach the top card.",
)
