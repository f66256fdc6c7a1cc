"""Straw men (dummies): what the two-player games with straw piles share (Scarecrow, and
Talon's straw-man game, 8.2).

The deal: five cards to each player three times, from the non-dealer: fifteen cards each.
The other 24 cards are laid out as three piles of four in front of each player, face down,
the non-dealer's first pile first. They belong to their owner's hand: going through his
piles in turn, each player turns the top card face up; a card the game takes up
(:meth:`StrawMen.straw_taken`: Scarecrow's kings, Tarock and last cards, Talon's tarocks,
fool and kings with 8.2.2) goes into the hand, shown to the opponent, and the next card is
turned; any other card stays face up on its pile. A face-up straw card may be played like
a hand card; when it is, the card beneath is turned up and taken the same way.
"""

# API-READY

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tarocchi.engine.cards import Card, CardSet, bit, card_name, cards_of, count, read_cards
from tarocchi.engine.events import CardMoved, Event
from tarocchi.engine.sampling import Slot
from tarocchi.engine.trickgame import PHASE_PLAY, deal_by_packets, read_deal
from tarocchi.schema import SchemaError, array, mapping

HAND_SIZE = 15
PILES, PILE_SIZE = 3, 4
STRAW_CARDS = 2 * PILES * PILE_SIZE  #: 24 cards in the six straw piles
TRICKS = HAND_SIZE + PILES * PILE_SIZE  #: 27 tricks of two cards


@dataclass(frozen=True, slots=True)
class StrawDealt(Event):
    """The straw men are laid out face down: ``sizes[seat][pile]`` cards each."""

    sizes: tuple[tuple[int, ...], ...]


def straw_place(seat: int, pile: int) -> str:
    """The name of a straw pile in :class:`CardMoved` events."""
    return f"straw:{seat}:{pile}"


def deal_straw(rng: random.Random, deck: CardSet, dealer: int) -> tuple[list[CardSet], list[list[list[Card]]], tuple[int, ...]]:
    """Five cards to each player three times from the non-dealer, then the 24 others as
    packs of four laid alternately as straw piles, the non-dealer's first.
    Returns the hands, the piles (``piles[seat][pile]``, top card first) and the sequence."""
    hands, rest, sequence = deal_by_packets(rng, deck, 2, dealer, [5, 5, 5], STRAW_CARDS, talon_first=False)
    return hands, straw_from_packs(rest, dealer), sequence


def straw_from_packs(cards: tuple[Card, ...] | list[Card], dealer: int) -> list[list[list[Card]]]:
    """Lay 24 cards out as packs of four: non-dealer's pile 0, dealer's pile 0, …"""
    piles: list[list[list[Card]]] = [[[] for _ in range(PILES)] for _ in range(2)]
    for k in range(2 * PILES):
        seat = (dealer + 1 + k) % 2
        piles[seat][k // 2] = list(cards[k * PILE_SIZE:(k + 1) * PILE_SIZE])
    return piles


def read_straw_deal(deal: dict, deck: CardSet) -> tuple[list[CardSet], list[list[list[Card]]]]:
    """Read ``{"hands": [15 cards, 15 cards], "straw": [[4 cards × 3] × 2]}`` (top first); a
    bad record is a ``SchemaError`` naming the field."""
    mapping(deal, "deal", required=("hands", "straw"))
    piles = [[read_cards(p, f"deal.straw[{s}][{i}]", PILE_SIZE)
              for i, p in enumerate(array(side, f"deal.straw[{s}]", length=PILES))]
             for s, side in enumerate(array(deal["straw"], "deal.straw", length=2))]
    stock = [c for s in piles for p in s for c in p]
    if len(set(stock)) != len(stock):
        raise SchemaError("deal.straw", "holds a card twice")
    try:
        hands, _ = read_deal({"hands": deal["hands"], "straw": [card_name(c) for c in stock]},
                             2, deck, HAND_SIZE, len(stock), "straw")
    except SchemaError as exc:
        if exc.path.startswith("deal.straw"):
            raise SchemaError("deal.straw", exc.problem) from None
        raise
    return hands, piles


def straw_sequence(dealer: int) -> tuple[int, ...]:
    """Where the hands' cards went, in dealing order (three packets of five each)."""
    return tuple((dealer + 1 + k // 5) % 2 for k in range(2 * HAND_SIZE))


class StrawMen:
    """Mixin for a two-player :class:`~tarocchi.engine.trickgame.TrickGame` with straw men.
    Call :meth:`_init_straw` in ``__init__`` and :meth:`_lay_out_straw` when the piles are
    laid out; override :meth:`straw_taken`."""

    def _init_straw(self, piles: list[list[list[Card]]]) -> None:
        self.tricks_total = TRICKS
        self.straw_deal: list[list[list[Card]]] = piles  #: as dealt, top card first
        self.piles: list[list[list[Card]]] = []  #: what is left of them once laid out
        self.face_up: list[list[bool]] = []  #: whether a pile's top card is turned up
        self.taken_up = [0, 0]  #: cards each player took from his straw men (public)
        self._played_from: int | None = None  #: the straw pile the card being played came from

    @property
    def non_dealer(self) -> int:
        return (self.dealer + 1) % 2

    def straw_taken(self, card: Card, last: bool) -> bool:
        """Whether a straw card just turned up goes into its owner's hand (``last``: it is
        the pile's last card)."""
        return False

    # --- laying out and turning up -------------------------------------------------------
    def _lay_out_straw(self) -> list[Event]:
        self.piles = [[list(p) for p in seat_piles] for seat_piles in self.straw_deal]
        self.face_up = [[False] * PILES for _ in range(2)]
        events: list[Event] = [StrawDealt(tuple(tuple(len(p) for p in s) for s in self.piles))]
        for seat in (self.non_dealer, self.dealer):
            for pile in range(PILES):
                events.extend(self._turn_up(seat, pile))
        return events

    def _turn_up(self, seat: int, pile: int) -> list[Event]:
        """Turn the pile's top card; a card the game takes up goes into the hand and the next
        card is turned; any other card stays face up."""
        cards = self.piles[seat][pile]
        place = straw_place(seat, pile)
        events: list[Event] = []
        while cards and not self.face_up[seat][pile]:
            card = cards[0]
            events.append(CardMoved(card, place, "face-up"))
            if self.straw_taken(card, len(cards) == 1):
                cards.pop(0)
                self.hands[seat] |= bit(card)
                self.taken_up[seat] |= bit(card)
                events.append(CardMoved(card, place, f"hand:{seat}"))
            else:
                self.face_up[seat][pile] = True
        return events

    def face_up_cards(self, seat: int) -> CardSet:
        """The straw cards of ``seat`` lying face up (playable like hand cards)."""
        if not self.piles:
            return 0
        return sum(bit(p[0]) for p, up in zip(self.piles[seat], self.face_up[seat]) if up)

    def _pile_of(self, seat: int, card: Card) -> int | None:
        for pile, (cards, up) in enumerate(zip(self.piles[seat], self.face_up[seat])):
            if up and cards[0] == card:
                return pile
        return None

    # --- the play --------------------------------------------------------------------------
    def holding(self, seat: int) -> CardSet:
        """What ``seat`` may play from: the hand and the face-up straw cards."""
        return self.hands[seat] | self.face_up_cards(seat)

    def playable(self, seat: int) -> CardSet:
        return self.rules.legal_plays(self.holding(seat), self.trick)

    def play_refusal(self, seat: int, card: Card) -> str | None:
        if self.playable(seat) >> card & 1:
            return None
        holding = self.holding(seat)
        if not holding >> card & 1:
            return "that card is neither in your hand nor face up on your straw men"
        return self.rules.refusal(holding, self.trick, card)

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_move
        self._played_from = None
        if self.piles:
            pile = self._pile_of(seat, card)
            if pile is not None:
                self.piles[seat][pile].pop(0)
                self.face_up[seat][pile] = False
                self.hands[seat] |= bit(card)  # through the hand to the table
                self._played_from = pile
        return super()._play(card)

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        super().on_card_played(seat, card, events)
        if self._played_from is not None:
            events.extend(self._turn_up(seat, self._played_from))
            self._played_from = None

    def straw_left(self) -> bool:
        """Straw cards remain to be played."""
        return any(p for s in self.piles for p in s)

    #: the bots' playout kernel turns the straw men up itself (``PlayPosition.straw``): the
    #: play is plain while straw cards remain (a game whose straw cards the kernel cannot
    #: score leaves it False)
    kernel_plays_straw = False

    def plain_play(self) -> bool:
        """Not while straw cards remain to be turned up during the play, unless the kernel
        plays them (``kernel_plays_straw``)."""
        return self._phase != PHASE_PLAY or self.kernel_plays_straw or not self.straw_left()

    def to_play(self, seat: int) -> CardSet:
        """The hand and every card left on the seat's straw men."""
        return self.hands[seat] | sum(bit(c) for p in (self.piles[seat] if self.piles else ()) for c in p)

    def play_position(self):
        """The trick game's position, with the straw men for the kernel when it plays them:
        the face-up straw cards in their owners' hands, each pile top first."""
        position = super().play_position()
        if position is None or not self.kernel_plays_straw or not self.straw_left():
            return position
        piles = tuple(tuple(p) for s in self.piles for p in s if p)
        cards = [c for p in piles for c in p]
        return position._replace(
            hands=[self.holding(s) for s in range(2)], straw=piles,
            straw_taken=sum(bit(c) for c in cards if self.straw_taken(c, False)),
            straw_taken_last=sum(bit(c) for c in cards if self.straw_taken(c, True)))

    # --- views ------------------------------------------------------------------------------
    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self.piles:
            return 0, ()
        return STRAW_CARDS, ()

    def straw_piles(self) -> tuple:
        if not self.piles:
            return ()
        out = []
        for seat in range(2):
            up = tuple(p[0] for p, f in zip(self.piles[seat], self.face_up[seat]) if f)
            down = sum(len(p) for p in self.piles[seat]) - len(up)
            out.append((up, down))
        return tuple(out)

    def straw_extra(self) -> list[list[dict[str, Any]]]:
        """Each pile of each seat: its face-up card (or None) and how many lie face down."""
        return [
            [{"face_up": p[0] if f else None, "face_down": len(p) - f} for p, f in zip(ps, fs)]
            for ps, fs in zip(self.piles, self.face_up)
        ]

    def exposed_cards(self) -> list[CardSet]:
        exposed = super().exposed_cards()
        return [exposed[s] | (self.taken_up[s] & self.hands[s]) for s in range(2)]

    # --- knowledge ------------------------------------------------------------------------------
    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        """The opponent's hand less what he took up and showed, and every face-down straw
        card (hidden to both players), each straw place its own slot so that order is random."""
        other = 1 - seat
        excluded = self.play_inferences()
        known = self.exposed_cards()[other] & self.hands[other]
        hidden = self.hands[other] & ~known
        keys: list[tuple] = [("hand", other, known)]
        slots = [Slot(count(hidden), ~excluded[other])]
        pool = hidden
        if self.piles:
            places = [(s, p, i) for s in range(2) for p in range(PILES)
                      for i in range(int(self.face_up[s][p]), len(self.piles[s][p]))]
            source = self.piles
        else:
            places = [(s, p, i) for s in range(2) for p in range(PILES) for i in range(PILE_SIZE)]
            source = self.straw_deal
        for s, p, i in places:
            pool |= bit(source[s][p][i])
            keys.append(("straw", (s, p, i), 0))
            slots.append(Slot(1, -1))
        self._slot_keys = keys
        return pool, [Slot(s.size, s.allowed & pool) for s in slots]

    def with_hidden(self, placement):
        world = self.world_clone()
        target = world.piles if world.piles else world.straw_deal
        for (kind, where, fixed), cards in zip(self._slot_keys, placement):
            if kind == "hand":
                world.hands[where] = fixed | cards
            else:
                s, p, i = where
                target[s][p][i] = cards_of(cards)[0]
        self._after_resample(world)
        return world

    def clone(self):
        other = super().clone()
        other.straw_deal = [[list(p) for p in s] for s in self.straw_deal]
        other.piles = [[list(p) for p in s] for s in self.piles]
        other.face_up = [list(f) for f in self.face_up]
        other.taken_up = list(self.taken_up)
        return other

    # --- records ---------------------------------------------------------------------------------
    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        straw = sum(bit(c) for s in self.straw_deal for p in s for c in p)
        return [h & ~straw for h in hands]

    def deal_record(self) -> dict:
        return {
            "hands": [[card_name(c) for c in cards_of(h)] for h in self.initial_hands()],
            "straw": [[[card_name(c) for c in p] for p in s] for s in self.straw_deal],
        }
