"""The talon taken unseen into one hand and as many cards laid away again, shared by
Tarocchini (the dealer takes the cards left over) and Troggu (the Tappist takes the Tapp):
the discard phase, what the others may infer about the hidden cards, and the records."""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import DISCARDS, Action, Discard
from tarocchi.engine.cards import CardSet, cardset, cards_of, count
from tarocchi.engine.events import Discarded, Event, TalonTaken
from tarocchi.engine.trickgame import PHASE_END, TrickGame, deal_by_packets, read_deal
from tarocchi.engine.words import Phrase, counted

PHASE_DISCARD = "discard"


def deal_hands_and_talon(deck: CardSet, layout: tuple[int, int, tuple[int, ...]], n: int, dealer: int,
                         seed: int | None, deal: dict | None, talon_key: str) -> tuple:
    """The hands and the talon dealt by packets from the dealer's next seat, the talon last
    (``layout``: hand size, talon size, packets), or read from the record ``deal``. Returns
    hands, talon, the sequence of destinations (-1: talon) and the seed (None for a record)."""
    hand_size, talon_size, packets = layout
    if deal is not None:
        hands, talon = read_deal(deal, n, deck, hand_size, talon_size, talon_key)
        sequence = tuple(s for s in range(n) for _ in range(hand_size)) + (-1,) * talon_size
        return hands, talon, sequence, None
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    hands, talon, sequence = deal_by_packets(random.Random(seed), deck, n, dealer, list(packets),
                                             talon_size, talon_first=False)
    return hands, talon, sequence, seed


class HiddenExchange(TrickGame):
    """Hooks: :meth:`exchanger` (the seat holding the talon, None before or without an
    exchange), :meth:`kept_back` (cards it may not lay away), :meth:`after_exchange` (what
    follows the last card laid away); ``TALON_KEY`` names the talon in views and records."""

    def exchanger(self) -> int | None:
        raise NotImplementedError

    def kept_back(self, hand: CardSet) -> CardSet:
        """The cards of ``hand`` that may not be laid away."""
        raise NotImplementedError

    def kept_back_rule(self, card: int) -> str:
        """Why ``card`` may not be laid away, in words."""
        raise NotImplementedError

    def after_exchange(self) -> None:
        raise NotImplementedError

    def take_talon(self, seat: int) -> list[Event]:
        """``seat`` takes the talon into his hand unseen and must lay away as many cards."""
        self.hands[seat] |= self.talon
        self._phase, self.to_move = PHASE_DISCARD, seat
        return [TalonTaken(seat, ())]

    def discardable(self) -> CardSet:
        hand = self.hands[self.exchanger()]
        return hand & ~self.kept_back(hand)

    def discard_left(self) -> int:
        return count(self.talon) - count(self.discard)

    def exchange_legal(self) -> list[Action]:
        return [DISCARDS[c] for c in cards_of(self.discardable())]

    def exchange_refusal(self, action: Action) -> "str | Phrase | None":
        if type(action) is not Discard:
            return counted(self.discard_left(), "lay away 1 card first", "lay away {n} cards first")
        hand = self.hands[self.exchanger()]
        if not hand >> action.card & 1:
            return "that card is not in your hand"
        if self.kept_back(hand) >> action.card & 1:
            return self.kept_back_rule(action.card)
        return None

    def apply_exchange(self, action: Action) -> list[Event]:
        seat = self.exchanger()
        self.hands[seat] &= ~(1 << action.card)
        self.discard |= 1 << action.card
        if not self.discard_left():
            self.after_exchange()
        return [Discarded(seat, None)]

    # --- what the others know -----------------------------------------------------------------
    def discard_visible_to(self, seat: int) -> bool:
        return seat == self.exchanger() or self._phase == PHASE_END

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        """The exchanger knows the talon's cards are in his hand or his discard."""
        out = [0] * self.n
        if viewer == self.exchanger() and self._phase != PHASE_END:
            for s in range(self.n):
                if s != viewer:
                    out[s] |= self.talon
        return out

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {}
        if seat == self.exchanger():
            extra[self.TALON_KEY] = self.talon_order
            if self.discard:
                extra["discard"] = self.discard
        if seat == self.to_move and self._phase == PHASE_DISCARD:
            extra["discard_left"] = self.discard_left()
        return extra

    # --- the worlds the others sample ----------------------------------------------------------
    def talon_hidden_from(self, seat: int) -> int | None:
        """The seat that took the talon unseen, while ``seat`` (another) cannot tell which of
        its cards came from the talon; None when ``seat`` took it, nobody did, or all is shown."""
        holder = self.exchanger()
        if holder is None or holder == seat or not self.talon or self._phase == PHASE_END:
            return None
        return holder

    def sample_world(self, seat: int, rng: random.Random) -> "HiddenExchange":
        """The shared sampling, and then, for a seat that did not take the talon, the talon
        drawn again among the cards its taker has held since (in hand, laid away, played):
        the true talon would tell which of those he was dealt."""
        world = super().sample_world(seat, rng)
        holder = self.talon_hidden_from(seat)
        if holder is not None:
            held = world.hands_before_play()[holder] | world.discard
            world.talon = cardset(rng.sample(cards_of(held), count(self.talon)))
            world.talon_order = tuple(cards_of(world.talon))
        return world

    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        seat = self.exchanger()
        if seat is not None:
            hands[seat] = (hands[seat] | self.discard) & ~self.talon
        return hands
