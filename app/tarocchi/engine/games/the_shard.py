"""The Shard, a board game for 2 to 6 players with a tarot pack (William Moore), as
implemented here.

Wizards claim the worlds of the Shard: atouts laid on a square board, each carrying the
indicators (the pips of a die) that are its owner's score.

* **The board** is a square of ``board`` × ``board`` cells (5 by default). A cell's *ring* is
  its distance from the centre counted in king's steps (the centre is ring 0, the cells around
  it ring 1 …): the outer rings are the exposed ones. Two cells are *neighbours* when they
  touch by a side or a corner.
* **Cards**: the 21 trumps and the excuse are the atouts (the excuse is numbered 0); a suit
  card is worth 5 (king), 4 (queen), 3 (cavalier), 2 (jack) or 1 (a pip). A *payment* for an
  atout of number *n* is a set of cards of one suit worth at least *n* (at least one card)
  in which every card is needed: leaving out the cheapest would fall short.
* **Set-up**: five cards to each player; the rest is the Shard deck, face down. The player
  after the dealer begins; the game lasts ``rounds`` rounds (every player has one turn a round).
* **A turn**: draw one card (when the deck is empty, the discards are shuffled into a new
  deck first; when both are empty, no card), then one action or a pass:

  - **place** an atout from the hand, paid with diamonds, on an empty cell neighbouring a
    card already placed (the first atout goes to the centre), with one indicator; the player
    who places an atout owns it;
  - **upgrade** one of one's own atouts, paid with hearts: one more indicator (at most six);
  - **move** any atout on the board (one's own or another's), paid with clubs, to an empty
    neighbouring cell;
  - **attack** another player's atout with spades worth at least its number (more spades
    may be added: the attack is worth all of them); the defender may then lay hearts from
    the hand, each point cancelling a point of the attack (every heart laid must be needed).
    Each point left takes one indicator off the defender's atouts farther out than the one
    attacked, the outermost first (on one ring, the lowest number first), then off the one
    attacked; what is left after that is lost. An atout left without indicators is discarded.

  A player who passes draws one more card (option ``pass_draws``; off: a pass is only a pass).
  Cards paid go face up to the discard pile.
* **The end**: after the agreed rounds every player counts the indicators on the atouts he
  owns; the most wins (ties share the victory). ``scores()`` gives each player's indicators
  less the table's average (zero-sum), ``result()["indicators"]`` the counts themselves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Any, Mapping, Sequence

from tarocchi.engine.actions import Act, Action
from tarocchi.engine.cards import (
    CLUBS, DIAMONDS, EXCUSE, HEARTS, SPADES, SUIT_MASKS, TRUMP_MASK, Card, CardSet, card_name,
    card_words, cards_of, parse_card,
)
from tarocchi.engine.decks import TAROT_78
from tarocchi.engine.events import CardMoved, DealEnded, Event
from tarocchi.engine.protocol import GameState, OptionSpec, Params, SeatView
from tarocchi.engine.registry import register_game
from tarocchi.engine.sampling import Slot
from tarocchi.engine.words import CardsRef, DealSummary, Phrase, SeatRef, counted, line, say, text

HAND = 5
MAX_INDICATORS = 6
ATOUTS: CardSet = TRUMP_MASK | 1 << EXCUSE
PHASE_TURN, PHASE_DEFEND, PHASE_END = "turn", "defend", "end"
VERBS = ("place", "upgrade", "move", "attack", "defend", "pass")
PAYING = {"place": DIAMONDS, "upgrade": HEARTS, "move": CLUBS, "attack": SPADES, "defend": HEARTS}
SUIT_WORDS = {DIAMONDS: "diamonds", HEARTS: "hearts", CLUBS: "clubs", SPADES: "spades"}

OPTIONS = (
    OptionSpec("rounds", 12, "How many rounds the game lasts (every player has one turn a round).",
               label="Rounds", bounds=(1, 40)),
    OptionSpec("pass_draws", True, "A wizard who passes draws one more card.", label="A pass draws a card"),
    OptionSpec("board", 5, "The side of the square board, in cells.", (5, 7), label="Board",
               choice_labels=("5 × 5", "7 × 7")),
)


def value(card: Card) -> int:
    """A suit card's worth: king 5, queen 4, cavalier 3, jack 2, a pip 1."""
    rank = card % 14 + 1
    return rank - 9 if rank > 10 else 1


#: _SUIT_WORTH[bits]: the value of the cards of one suit whose ranks are the 14 ``bits``
_SUIT_WORTH = tuple(sum(value(r) for r in range(14) if bits >> r & 1) for bits in range(1 << 14))


def suit_worth(cards: CardSet, suit: int) -> int:
    """The value of the cards of ``suit`` in ``cards``."""
    return _SUIT_WORTH[cards >> (14 * suit) & 0x3FFF]


def number(atout: Card) -> int:
    """An atout's number: the trumps 1 … 21, the excuse 0."""
    return 0 if atout == EXCUSE else atout - 55


def need(atout: Card) -> int:
    """What a payment for ``atout`` must be worth: its number, at least 1 (one card)."""
    return max(1, number(atout))


NEED: tuple[int, ...] = tuple(need(c) if ATOUTS >> c & 1 else 0 for c in range(78))
#: AFFORDABLE[v]: the atouts whose payment is worth at most v
AFFORDABLE: tuple[CardSet, ...] = tuple(sum(1 << c for c in range(78) if ATOUTS >> c & 1 and NEED[c] <= v)
                                        for v in range(22))


@dataclass(frozen=True)
class Board:
    """The cells of a square board, numbered row by row from 0, with their rings and
    neighbours."""

    size: int

    @property
    def cells(self) -> int:
        return self.size * self.size

    @property
    def centre(self) -> int:
        return self.cells // 2

    def ring(self, cell: int) -> int:
        c = self.size // 2
        return max(abs(cell // self.size - c), abs(cell % self.size - c))

    def neighbours(self, cell: int) -> tuple[int, ...]:
        r, c = divmod(cell, self.size)
        return tuple((r + dr) * self.size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                     if (dr or dc) and 0 <= r + dr < self.size and 0 <= c + dc < self.size)

    def words(self, cell: int) -> Phrase:
        r, c = divmod(cell, self.size)
        return say("row {row}, column {column}", row=r + 1, column=c + 1)


_BOARDS = {n: Board(n) for n in (5, 7)}
_NEIGHBOURS = {n: tuple(b.neighbours(c) for c in range(b.cells)) for n, b in _BOARDS.items()}
_RINGS = {n: tuple(b.ring(c) for c in range(b.cells)) for n, b in _BOARDS.items()}


@lru_cache(maxsize=None)
def payments(cards: CardSet, amount: int, minimal: bool = True) -> tuple[tuple[Card, ...], ...]:
    """The sets of ``cards`` (one suit) worth at least ``amount``, one per different set of
    values (cards of one value are alike: the lowest-numbered are used). ``minimal``: every
    card needed (the total less the cheapest card falls short of ``amount``)."""
    by_value: dict[int, list[Card]] = {}
    for c in cards_of(cards):
        by_value.setdefault(value(c), []).append(c)
    values = sorted(by_value)
    out = []
    for counts in product(*(range(len(by_value[v]) + 1) for v in values)):
        total = sum(v * k for v, k in zip(values, counts))
        if not total or total < amount:
            continue
        cheapest = min(v for v, k in zip(values, counts) if k)
        if minimal and total - cheapest >= amount:
            continue
        out.append(tuple(c for v, k in zip(values, counts) for c in by_value[v][:k]))
    out.sort(key=lambda p: (sum(value(c) for c in p), len(p)))
    return tuple(out)


@lru_cache(maxsize=None)
def defences(hearts: CardSet, attack: int) -> tuple[tuple[Card, ...], ...]:
    """The ways to defend against an attack worth ``attack``: no heart, or hearts of which
    every one is needed (the total less the cheapest is below the attack)."""
    out = [()]
    by_value: dict[int, list[Card]] = {}
    for c in cards_of(hearts):
        by_value.setdefault(value(c), []).append(c)
    values = sorted(by_value)
    for counts in product(*(range(len(by_value[v]) + 1) for v in values)):
        total = sum(v * k for v, k in zip(values, counts))
        if not total:
            continue
        cheapest = min(v for v, k in zip(values, counts) if k)
        if total - cheapest < attack:
            out.append(tuple(c for v, k in zip(values, counts) for c in by_value[v][:k]))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ShardDrew(Event):
    """``seat`` drew a card (hidden from the others); ``reshuffled``: the discards became the
    new deck first."""

    seat: int
    reshuffled: bool = False


@dataclass(frozen=True, slots=True)
class IndicatorsChanged(Event):
    """The indicators on the atout ``atout`` went from ``before`` to ``after``."""

    atout: Card
    before: int
    after: int


class Shard(GameState):
    """One game of The Shard."""

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: Mapping[str, Any] | None = None):
        self.params = params
        self.dealer = dealer
        self.history: list[Action] = []
        self.n = params.players
        self.rounds: int = params["rounds"]
        self.size: int = params["board"]
        self.pass_draws: bool = params["pass_draws"]
        self.geo = _BOARDS[self.size]
        self.neighbours = _NEIGHBOURS[self.size]
        self.rings = _RINGS[self.size]
        if deal is not None:
            self.seed, self.hands, self.deck = self._read_deal(deal)
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**31)
            self.seed = seed
            pack = list(range(78))
            random.Random(seed).shuffle(pack)
            self.hands = [sum(1 << c for c in pack[s * HAND:(s + 1) * HAND]) for s in range(self.n)]
            self.deck = pack[self.n * HAND:][::-1]  #: the top card is the last
        self.dealt = ([list(cards_of(h)) for h in self.hands], self.deck[::-1])  #: for the record
        self.reshuffle_seed = self.seed or 0  #: the shuffles of the discards follow from it
        self.reshuffles = 0
        self.discard: list[Card] = []
        self.cell_card = [-1] * self.geo.cells  #: the atout on each cell, −1 when empty
        self.owner: dict[Card, int] = {}  #: atouts on the board: their owner
        self.pips: dict[Card, int] = {}  #: atouts on the board: their indicators
        self.where: dict[Card, int] = {}  #: atouts on the board: their cell
        self.turn = 0  #: turns begun, from 0
        self.first = (dealer + 1) % self.n
        self.attack: tuple[int, Card, tuple[Card, ...]] | None = None  #: (attacker, target, spades)
        self.ended = False
        self.last_events: list[Event] = self._begin_turn()

    def _read_deal(self, deal: Mapping[str, Any]) -> tuple[int | None, list[CardSet], list[Card]]:
        try:
            hands, deck = deal["hands"], deal["deck"]
        except (KeyError, TypeError):
            raise ValueError("a The Shard deal needs 'hands' and 'deck'") from None
        if not isinstance(hands, list) or len(hands) != self.n:
            raise ValueError(f"'hands' must hold {self.n} hands")
        masks = []
        for h in hands:
            cards = [parse_card(c) for c in h]
            if len(cards) != HAND:
                raise ValueError(f"'hands': every hand holds {HAND} cards")
            masks.append(sum(1 << c for c in cards))
        order = [parse_card(c) for c in deck]
        every = [c for h in masks for c in cards_of(h)] + order
        if sorted(every) != list(range(78)):
            raise ValueError("'hands' and 'deck' must use every card of the pack exactly once")
        seed = deal.get("deal") if isinstance(deal.get("deal"), int) else None
        return seed, masks, order[::-1]

    # --- turns -----------------------------------------------------------------------------------
    @property
    def current(self) -> int:
        """The player whose turn it is (or was, once the game is over)."""
        return (self.first + min(self.turn, self.rounds * self.n - 1)) % self.n

    @property
    def round(self) -> int:
        """The round being played, from 1."""
        return min(self.turn, self.rounds * self.n - 1) // self.n + 1

    def _begin_turn(self) -> list[Event]:
        """The player to play draws a card."""
        return self._draw(self.current)

    def _draw(self, seat: int) -> list[Event]:
        """``seat`` draws a card (the discards shuffled into a new deck first if it is empty)."""
        reshuffled = False
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.reshuffles += 1
            random.Random(self.reshuffle_seed * 7919 + self.reshuffles).shuffle(self.deck)
            reshuffled = True
        if not self.deck:
            return []
        self.hands[seat] |= 1 << self.deck.pop()
        return [ShardDrew(seat, reshuffled)]

    def _end_turn(self) -> list[Event]:
        self.turn += 1
        if self.turn >= self.rounds * self.n:
            self.ended = True
            return [DealEnded(tuple(self.scores()), self.result())]
        return self._begin_turn()

    # --- the board --------------------------------------------------------------------------------
    def atouts_of(self, seat: int) -> list[Card]:
        return [a for a, s in self.owner.items() if s == seat]

    def indicators(self, seat: int) -> int:
        return sum(p for a, p in self.pips.items() if self.owner[a] == seat)

    def placing_cells(self) -> list[int]:
        """The empty cells where an atout may be placed."""
        if not self.where:
            return [self.geo.centre]
        cells = set()
        for cell in self.where.values():
            for nb in self.neighbours[cell]:
                if self.cell_card[nb] < 0:
                    cells.add(nb)
        return sorted(cells)

    def move_cells(self, atout: Card) -> list[int]:
        return [nb for nb in self.neighbours[self.where[atout]] if self.cell_card[nb] < 0]

    def damage_path(self, target: Card) -> list[Card]:
        """The atouts an attack on ``target`` takes indicators off, in order: the defender's
        atouts farther out than ``target`` (outermost first, then the lowest number), then
        ``target``."""
        defender, ring = self.owner[target], self.rings[self.where[target]]
        outer = [a for a in self.atouts_of(defender) if self.rings[self.where[a]] > ring]
        outer.sort(key=lambda a: (-self.rings[self.where[a]], number(a), a))
        return outer + [target]

    # --- protocol ---------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.ended:
            return PHASE_END
        return PHASE_DEFEND if self.attack is not None else PHASE_TURN

    @property
    def to_move(self) -> int | None:
        if self.ended:
            return None
        if self.attack is not None:
            return self.owner[self.attack[1]]
        return self.current

    def legal_actions(self) -> list[Action]:
        if self.ended:
            return []
        seat = self.to_move
        hand = self.hands[seat]
        if self.attack is not None:
            return [Act("defend", d) for d in defences(hand & SUIT_MASKS[HEARTS], self.attack_worth())]
        out: list[Action] = []
        atouts = cards_of(hand & ATOUTS)
        diamonds, hearts = hand & SUIT_MASKS[DIAMONDS], hand & SUIT_MASKS[HEARTS]
        clubs, spades = hand & SUIT_MASKS[CLUBS], hand & SUIT_MASKS[SPADES]
        if atouts and diamonds:
            cells = self.placing_cells()
            for a in atouts:
                for pay in payments(diamonds, need(a)):
                    out += [Act("place", (a, *pay), at=cell) for cell in cells]
        if hearts:
            for a in self.atouts_of(seat):
                if self.pips[a] < MAX_INDICATORS:
                    out += [Act("upgrade", (a, *pay)) for pay in payments(hearts, need(a))]
        if clubs:
            for a in self.where:
                cells = self.move_cells(a)
                if cells:
                    for pay in payments(clubs, need(a)):
                        out += [Act("move", (a, *pay), at=cell) for cell in cells]
        if spades:
            for a, owner in self.owner.items():
                if owner != seat:
                    out += [Act("attack", (a, *pay)) for pay in payments(spades, need(a), minimal=False)]
        out.append(Act("pass"))
        return out

    def attack_worth(self) -> int:
        return sum(value(c) for c in self.attack[2]) if self.attack else 0

    def check(self, action: Action) -> str | None:
        if self.ended:
            return "the game is over"
        if type(action) is not Act or action.verb not in VERBS:
            return "a wizard may place, upgrade, move or attack an atout, or pass"
        verb, cards, seat = action.verb, action.cards, self.to_move
        hand = self.hands[seat]
        if self.attack is not None:
            if verb != "defend":
                return "your atout is attacked: defend with hearts, or take the blow"
            return self._check_paid(cards, hand, HEARTS, None, action)
        if verb == "defend":
            return "nobody is attacking you"
        if verb == "pass":
            return None if not cards and action.at is None else "a pass takes nothing"
        if not cards:
            return say("'{verb}' names an atout and the cards that pay for it", verb=verb)
        atout, pay = cards[0], cards[1:]
        if not ATOUTS >> atout & 1:
            return say("{card} is not an atout", card=CardsRef((atout,)))
        if verb == "place":
            if not hand >> atout & 1:
                return say("{card} is not in your hand", card=CardsRef((atout,)))
            if action.at not in self.placing_cells():
                return ("the first atout goes to the centre of the board" if not self.where else
                        "an atout is placed on an empty cell next to a card already placed")
        else:
            if atout not in self.where:
                return say("{card} is not on the board", card=CardsRef((atout,)))
            if verb == "upgrade":
                if self.owner[atout] != seat:
                    return "you may upgrade only your own atouts"
                if self.pips[atout] >= MAX_INDICATORS:
                    return say("an atout holds at most {n} indicators", n=MAX_INDICATORS)
                if action.at is not None:
                    return "an upgrade takes no place"
            elif verb == "move":
                if action.at not in self.move_cells(atout):
                    return "an atout moves to an empty neighbouring cell"
            elif verb == "attack":
                if self.owner[atout] == seat:
                    return "you may not attack your own atouts"
                if action.at is not None:
                    return "an attack takes no place"
        return self._check_paid(pay, hand, PAYING[verb], atout, action)

    def _check_paid(self, pay: Sequence[Card], hand: CardSet, suit: int, atout: Card | None,
                    action: Act) -> str | None:
        """Whether ``pay`` is a payment of ``suit`` from ``hand`` for ``atout`` (a defence when
        ``atout`` is None)."""
        word = SUIT_WORDS[suit]
        if len(set(pay)) != len(pay):
            return "each card is paid once"
        for c in pay:
            if not hand >> c & 1:
                return say("{card} is not in your hand", card=CardsRef((c,)))
            if not SUIT_MASKS[suit] >> c & 1:
                return say("'{verb}' is paid with {suit}, not {card}", verb=action.verb, suit=text(word),
                           card=CardsRef((c,)))
        total = sum(value(c) for c in pay)
        if atout is None:  # a defence
            if pay and total - min(value(c) for c in pay) >= self.attack_worth():
                return "every heart laid must be needed: lay fewer hearts"
            return None
        amount = need(atout)
        if total < amount:
            return say("the {suit} paid are worth {total}, less than {amount}", suit=text(word), total=total,
                       amount=amount)
        if action.verb != "attack" and total - min(value(c) for c in pay) >= amount:
            return say("every card paid must be needed: pay fewer {suit}", suit=text(word))
        return None

    def _apply(self, action: Action) -> list[Event]:
        assert type(action) is Act
        verb, seat = action.verb, self.to_move
        events: list[Event] = []
        if verb == "pass":
            return (self._draw(seat) if self.pass_draws else []) + self._end_turn()
        if verb == "defend":
            return self._resolve(action.cards)
        atout, pay = action.cards[0], action.cards[1:]
        events += self._pay(seat, pay)
        if verb == "place":
            self.hands[seat] &= ~(1 << atout)
            self.cell_card[action.at] = atout
            self.where[atout], self.owner[atout], self.pips[atout] = action.at, seat, 1
            events.append(CardMoved(atout, f"hand:{seat}", f"cell:{action.at}"))
            events.append(IndicatorsChanged(atout, 0, 1))
        elif verb == "upgrade":
            self.pips[atout] += 1
            events.append(IndicatorsChanged(atout, self.pips[atout] - 1, self.pips[atout]))
        elif verb == "move":
            old = self.where[atout]
            self.cell_card[old] = -1
            self.cell_card[action.at] = atout
            self.where[atout] = action.at
            events.append(CardMoved(atout, f"cell:{old}", f"cell:{action.at}"))
        else:  # attack
            self.attack = (seat, atout, pay)
            defender = self.owner[atout]
            if not defences(self.hands[defender] & SUIT_MASKS[HEARTS], self.attack_worth())[1:]:
                return events + self._resolve(())  # no heart to lay: the blow falls at once
            return events
        return events + self._end_turn()

    def _pay(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        for c in cards:
            self.hands[seat] &= ~(1 << c)
            self.discard.append(c)
        return [CardMoved(c, f"hand:{seat}", "discard") for c in cards]

    def _resolve(self, hearts: Sequence[Card]) -> list[Event]:
        """The defender lays ``hearts``; the rest of the attack takes indicators off."""
        _, target, _ = self.attack
        defender = self.owner[target]
        events = self._pay(defender, hearts)
        damage = max(0, self.attack_worth() - sum(value(c) for c in hearts))
        for a in self.damage_path(target):
            taken = min(damage // need(a), self.pips[a])
            if not taken:
                break  # the damage left cannot cover an indicator of this atout: it is lost
            damage -= taken * need(a)
            before = self.pips[a]
            self.pips[a] -= taken
            events.append(IndicatorsChanged(a, before, self.pips[a]))
            if not self.pips[a]:
                cell = self.where.pop(a)
                del self.pips[a], self.owner[a]
                self.cell_card[cell] = -1
                self.discard.append(a)
                events.append(CardMoved(a, f"cell:{cell}", "discard"))
        self.attack = None
        return events + self._end_turn()

    def initial_events(self) -> list[Event]:
        return list(self.last_events)

    # --- the end -----------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.ended

    def all_indicators(self) -> list[int]:
        return [self.indicators(s) for s in range(self.n)]

    def scores(self) -> list[float]:
        """Indicators less the table's average (zero-sum)."""
        counts = self.all_indicators()
        mean = sum(counts) / self.n
        return [c - mean for c in counts]

    def winners(self) -> list[int]:
        counts = self.all_indicators()
        best = max(counts)
        return [s for s in range(self.n) if counts[s] == best]

    def result(self) -> dict:
        return {
            "scores": self.scores(),
            "indicators": self.all_indicators(),
            "winners": self.winners(),
            "atouts": [len(self.atouts_of(s)) for s in range(self.n)],
            "rounds": self.rounds,
            "board": {card_name(a): {"cell": self.where[a], "owner": self.owner[a], "indicators": self.pips[a]}
                      for a in sorted(self.where)},
        }

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        counts = result.get("indicators", [0] * players)
        winners = result.get("winners", [])
        best = max(counts) if counts else 0
        def indicators(n: int) -> Phrase:
            return counted(n, "{n} indicator", "{n} indicators")

        if len(winners) == 1:
            head = say("Winner: {seat:nom}, with {indicators}", seat=SeatRef(winners[0]),
                       indicators=indicators(best))
        else:
            head = say("{n} wizards share the victory with {indicators} each", n=len(winners),
                       indicators=indicators(best))
        atouts = result.get("atouts", [0] * players)
        lines = tuple(line("{seat}", "{indicators} on {atouts}", seat=SeatRef(s),
                           indicators=indicators(counts[s]),
                           atouts=counted(atouts[s], "{n} atout", "{n} atouts"))
                      for s in range(players))
        return DealSummary(head, lines + (line("Rounds played", "{rounds}", rounds=result.get("rounds", 0)),))

    # --- the computer players' view ------------------------------------------------------------------
    def evaluation(self, seat: int) -> float:
        """How ``seat`` stands, in the units of :meth:`scores`: the indicators, each worth a
        little more nearer the centre, plus what the hand may still turn into indicators in
        the turns left (hearts for upgrades, atouts with the diamonds to place them), less
        the same for the average player. A pending attack is counted as resolved against the
        defender's strongest defence."""
        if self.ended:
            return self.scores()[seat]
        if self.attack is not None:  # an attack waiting for its defence: as if the defender
            after = self.clone()      # laid his strongest defence
            worth = self.attack_worth()
            hearts = self.hands[self.owner[self.attack[1]]] & SUIT_MASKS[HEARTS]
            after._resolve(max(defences(hearts, worth), key=lambda d: sum(value(c) for c in d)))
            return after.evaluation(seat)
        turns_left = max(0, self.rounds * self.n - self.turn) / self.n
        inner = self.size // 2 + 1
        board = [0.0] * self.n
        cheapest = [99] * self.n  #: the cheapest atout each can still upgrade
        rings, where = self.rings, self.where
        for a, owner in self.owner.items():
            pips = self.pips[a]
            board[owner] += pips * (1 + 0.06 * (inner - rings[where[a]]))
            if pips < MAX_INDICATORS and NEED[a] < cheapest[owner]:
                cheapest[owner] = NEED[a]
        worth = []
        for s in range(self.n):
            hand = self.hands[s]
            hearts, diamonds = suit_worth(hand, HEARTS), suit_worth(hand, DIAMONDS)
            upgrades = hearts / cheapest[s] if cheapest[s] < 99 else 0.0
            places = (hand & AFFORDABLE[min(diamonds, 21)]).bit_count()
            potential = min(turns_left, upgrades + places)
            worth.append(board[s] + 0.55 * potential + 0.05 * (hearts + suit_worth(hand, SPADES)))
        return worth[seat] - sum(worth) / self.n

    # --- knowledge ------------------------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        extra: dict[str, Any] = {
            "board_size": self.size,
            #: per cell: None, or (atout, owner, indicators)
            "cells": tuple(None if a < 0 else (a, self.owner[a], self.pips[a]) for a in self.cell_card),
            "hand_sizes": tuple(h.bit_count() for h in self.hands),
            "deck": len(self.deck),
            "discard": tuple(self.discard),
            "round": self.round,
            "rounds": self.rounds,
            "turn": self.turn,
            "current": self.current,
            "indicators": tuple(self.all_indicators()),
            "attack": None if self.attack is None else
            (self.attack[0], self.attack[1], self.attack[2], self.attack_worth()),
        }
        if self.ended:
            extra["result"] = self.result()
        return SeatView(
            game=self.spec.id, seat=seat, players=self.n, dealer=self.dealer, phase=self.phase,
            to_move=self.to_move, hand=self.hands[seat],
            legal=tuple(self.legal_actions()) if seat == self.to_move else (),
            table=None, terminal=self.ended,
            scores=tuple(self.scores()) if self.ended else None,
            prompt=self._prompt(seat), extra=extra,
        )

    def _prompt(self, seat: int) -> Phrase | str:
        if self.ended:
            return "The game is over"
        if self.attack is not None:
            if seat == self.to_move:
                return say("An attack for {worth} on {atout}: lay hearts to cancel points, or take the blow",
                           worth=self.attack_worth(), atout=CardsRef(self.attack[1:2]))
            return "The attacked wizard defends"
        if seat == self.current:
            return "Place, upgrade, move or attack an atout, or pass"
        return "Another wizard plays"

    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        """The other players' hands and the deck are hidden from ``seat``."""
        others = [s for s in range(self.n) if s != seat]
        pool = sum(1 << c for c in self.deck)
        slots = []
        for s in others:
            pool |= self.hands[s]
            slots.append(Slot(self.hands[s].bit_count(), -1))
        slots.append(Slot(len(self.deck), -1))
        self._slot_seats = others
        return pool, [Slot(slot.size, slot.allowed & pool) for slot in slots]

    def with_hidden(self, placement: Sequence[CardSet]) -> "Shard":
        """A clone whose other hands (in the order of :meth:`hidden_slots`) and deck are
        ``placement`` (the deck in the cards' order: :meth:`sample_world` shuffles it)."""
        other = self.clone()
        for s, mask in zip(self._slot_seats, placement):
            other.hands[s] = mask
        other.deck = cards_of(placement[-1])
        return other

    def sample_world(self, seat: int, rng: random.Random) -> "Shard":
        """The others' hands and the deck dealt again; the deck's order and those of later
        shuffles of the discards drawn afresh."""
        pool, slots = self.hidden_slots(seat)
        cards = cards_of(pool)  # nothing constrains the hidden places: deal them out at random
        rng.shuffle(cards)
        placement, start = [], 0
        for slot in slots:
            placement.append(sum(1 << c for c in cards[start:start + slot.size]))
            start += slot.size
        world = self.with_hidden(placement)
        rng.shuffle(world.deck)
        world.reshuffle_seed = rng.getrandbits(31)
        world.seed = None  # the deal's seed would deal the true hands again
        return world

    def action_words(self, action: Action) -> Phrase:
        if type(action) is not Act:
            return super().action_words(action)
        verb, cards = action.verb, action.cards
        if verb == "pass":
            return say("Pass")
        if verb == "defend":
            return say("Defend with {cards}", cards=CardsRef(cards)) if cards else say("Take the blow")
        atout, pay = CardsRef(cards[:1]), CardsRef(cards[1:])
        if verb == "place":
            return say("Place {atout} at {cell}, paying {pay}", atout=atout, cell=self.geo.words(action.at), pay=pay)
        if verb == "upgrade":
            return say("Upgrade {atout} with {pay}", atout=atout, pay=pay)
        if verb == "move":
            return say("Move {atout} to {cell}, paying {pay}", atout=atout, cell=self.geo.words(action.at), pay=pay)
        return say("Attack {atout} for {worth} with {pay}", atout=atout,
                   worth=sum(value(c) for c in cards[1:]), pay=pay)

    def clone(self) -> "Shard":
        other = object.__new__(Shard)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.hands = list(self.hands)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.cell_card = list(self.cell_card)
        other.owner = dict(self.owner)
        other.pips = dict(self.pips)
        other.where = dict(self.where)
        return other

    def deal_record(self) -> dict:
        """{"deal", "hands": each player's five cards, "deck": the Shard deck, the card drawn
        first first}; the shuffles of the discards follow from "deal"."""
        hands, deck = self.dealt
        return {"deal": self.seed, "hands": [[card_name(c) for c in h] for h in hands],
                "deck": [card_name(c) for c in deck]}


SPEC = register_game(
    Shard,
    id="the-shard",
    name="The Shard",
    players=(2, 3, 4, 5, 6),
    options=OPTIONS,
    deck=TAROT_78,
    kind="board",
    family="board",
    card_naming="french",
    direction="clockwise",
    default_players=3,
    summary="Board game: wizards place atouts on a grid, grow their indicators and attack each other's.",
)
