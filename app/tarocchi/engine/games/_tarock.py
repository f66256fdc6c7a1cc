"""Shared pieces of the Austrian Tarock games (54 cards, the Sküs as the highest trump,
counted in threes): the deal, the trick rules, and the premiums judged from the tricks.

Names: the Sküs (excuse, card 77) is trump 22 here; the Mond is XXI, the Pagat I, the Uhu
II, the Kakadu III; the Trull is Pagat, Mond and Sküs together.
"""

# API-READY

from __future__ import annotations

import random
from typing import Callable, ClassVar, Mapping, Sequence

from tarocchi.engine.actions import Bid
from tarocchi.engine.cards import (
    EXCUSE, KINGS, MONDE, PETIT, Card, CardSet, bit, count, trump,
)
from tarocchi.engine.counting import THIRDS, Tally, count_in_threes, tally_units
from tarocchi.engine.decks import TAROCK_54, points_of
from tarocchi.engine.protocol import GameSpec, GameState
from tarocchi.engine.registry import register_game
from tarocchi.engine.trickgame import deal_by_packets
from tarocchi.engine.tricks import TrickRules

SKUS: Card = EXCUSE
MOND: Card = MONDE
PAGAT: Card = PETIT
UHU: Card = trump(2)
KAKADU: Card = trump(3)
TRULL: CardSet = bit(SKUS) | bit(MOND) | bit(PAGAT)
FOUR_KINGS: CardSet = KINGS

#: Follow suit, else trump, else anything; no obligation to over-trump or to win the trick.
TAROCK_RULES = TrickRules(red_ace_high=True, excuse_is_trump=True, overtrump=False)
#: The nullo games (Bettel, Piccolo, Trischaken) oblige a player to win the trick if able.
NULLO_RULES = TrickRules(red_ace_high=True, excuse_is_trump=True, overtrump=True)

#: All the card points of the 54-card pack counted in threes, in thirds (70 points).
TOTAL_THIRDS = points_of(TAROCK_54, THIRDS)
#: Thirds a side needs to win: more than half, i.e. 35 and two cards (35 2/3).
WINNING_THIRDS = TOTAL_THIRDS // 2 + 2

Trick = tuple[tuple[int, ...], tuple[Card, ...], int]  # (seats, cards, winner) as in TrickGame


#: What every Austrian game's registry entry has in common (a game may override any of it).
AUSTRIAN_SPEC = dict(deck=TAROCK_54, kind="trick", family="austrian", card_naming="austrian",
                     direction="counter-clockwise")


def register_tarock_game(state_class: type, **fields) -> GameSpec:
    """Register an Austrian game (the common fields above, then the game's own)."""
    return register_game(state_class, **{**AUSTRIAN_SPEC, **fields})


def deal_tarock(rng: random.Random, n: int, dealer: int, packets: list[int], talon_size: int,
                deck: CardSet = TAROCK_54) -> tuple[list[CardSet], tuple[Card, ...], tuple[int, ...]]:
    """The Austrian deal: the talon is put aside first, then packets from the dealer's right."""
    return deal_by_packets(rng, deck, n, dealer, packets, talon_size, talon_first=True)


def side_tally(cards: CardSet) -> Tally:
    """A side's card points counted in threes."""
    return count_in_threes(cards)


def has_won(cards: CardSet, needed_thirds: int = WINNING_THIRDS) -> bool:
    return points_of(cards, THIRDS) >= needed_thirds


def holds(cards: CardSet, combination: CardSet) -> bool:
    return cards & combination == combination


def ultimo(tricks: Sequence[Trick], card: Card, side_of: Callable[[int], int]) -> tuple[int, bool] | None:
    """The ultimo of ``card`` (Pagat, Uhu, a called king …): None if the card was not played
    in the last trick; else (side of its player, whether it won the last trick)."""
    if not tricks:
        return None
    seats, cards, winner = tricks[-1]
    if card not in cards:
        return None
    player = seats[cards.index(card)]
    return side_of(player), winner == player


def played_before_last(tricks: Sequence[Trick], card: Card) -> bool:
    """True if ``card`` was played in a trick before the last (an announced ultimo failed)."""
    return any(card in cards for _, cards, _ in tricks[:-1])


def valat_side(tricks: Sequence[Trick], side_of: Callable[[int], int]) -> int | None:
    """The side that won every trick, if any."""
    sides = {side_of(w) for _, _, w in tricks}
    return sides.pop() if len(sides) == 1 else None


def captured(cards_won: CardSet, combination: CardSet) -> bool:
    """Whether a side's tricks hold the whole combination (Trull, four kings)."""
    return holds(cards_won, combination)


def thirds_of(cards: CardSet) -> int:
    return points_of(cards, THIRDS)


def tally(thirds: int) -> Tally:
    return tally_units(thirds, 3)


def trump_count(cards: CardSet) -> int:
    return count(cards & TAROCK_RULES.trumps)


#: A hand strength no hand reaches: the bids the computer players' rules never make (the
#: nullo games, Trischaken: a strength count says nothing of them).
NEVER = 2.0


class TarockPlayers:
    """What the computer players read of an Austrian game (a mixin before ``TrickGame``):
    its playouts scored by its own ``_finish`` (``TrickGame.finish_scorer``) and its bids'
    thresholds by contract."""

    scores_by_finish = True
    thresholds_by_offer = True
    declarations_by_rules = True  #: see ``TableView.declarations_by_rules``
    #: the hand strength (``bots.simple.mask_strength``) from which each contract pays, by
    #: contract; measured with ``tests/benchmarks/calibrate_bids.py``
    BID_STRENGTH: ClassVar[Mapping[str, float]] = {}

    def bid_thresholds(self: GameState) -> tuple[float, ...]:
        """``TableView.bid_thresholds``: for each bid on offer to the seat to move but
        passing, in the order of its legal actions, the strength from which it pays
        (``BID_STRENGTH`` of the contract it stands for, :meth:`bid_meaning`); NEVER for the
        others. Empty outside the auction."""
        return tuple(edge for _, edge in self.offers_now())

    def offers_now(self: GameState) -> tuple[tuple[str, float], ...]:
        """The bids on offer to the seat to move but passing, each with the strength from
        which it pays (see :meth:`bid_thresholds`)."""
        if self.to_move is None or self.phase == "play":
            return ()
        names = [a.name for a in self.legal_actions() if type(a) is Bid and a.name != "pass"]
        return tuple((name, self.BID_STRENGTH.get(self.bid_meaning(name), NEVER)) for name in names)

    def auction_offers(self: GameState) -> tuple[tuple[tuple[str, float], ...], ...] | None:
        """``GameState.auction_offers``: the auction replayed from this deal's hands as dealt
        (in a sampled world, the world's hands: which bids were on offer may depend on the
        hand, a Besserrufer on its card), each bid's offers read before it is applied. None
        when the replay is refused (a world the history does not fit)."""
        bids = len(self.auction)
        if not bids:
            return ()
        try:
            replay = type(self)(self.params, dealer=self.dealer, deal=self.deal_record())
            offers: list[tuple[tuple[str, float], ...]] = []
            for action in self.history:
                if len(replay.auction) >= bids:
                    break
                before = len(replay.auction)
                now = replay.offers_now() if type(action) is Bid else ()
                replay.apply(action)
                if len(replay.auction) > before:
                    offers.append(now)
        except (ValueError, KeyError):  # IllegalAction, a deal the game refuses
            return None
        return tuple(offers) if len(offers) == bids else None

    def bid_meaning(self, name: str) -> str:
        """The contract a bid stands for (hook: a hold, the bid held …)."""
        return name
