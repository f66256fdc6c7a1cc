"""Zwanzigerrufen (Call Tarock XX): the simpler four-player calling game, 40 cards, no talon.

The pack: the four courts of each suit and its highest pip (the ten in spades and clubs, the
ace in hearts and diamonds), and twenty Tarock: I, IV … XXI and the Sküs (II and III are out).
Ten cards each in two rounds of five; no talon. The game turns clockwise: eldest hand sits
on the dealer's left.

The auction: eldest hand must open: he calls Tarock XX, or XIX if he holds the XX, and so
on down to XVI (he never calls a card of his own hand); holding XX to XVI he cannot call and
must play alone. He may open with a Solo or a Farberl instead; the others may only bid a
Solo or a Farberl over his call, and eldest hand may hold their bid.

Calling: the holder of the called Tarock is eldest hand's secret partner until the card is
played. Solo and Farberl: one against three.

Announcements, from the declarer round the table: the Pagat (holder; in a Farberl it cannot
be announced), a Valat (the declarer only); doubling, redoubling and superdoubling of the game
and of each announcement. A defender who announces the Pagat must double the game ("Counter-
Pagat"). The Trull and the four kings count only held in one hand: the engine shows them when
the parties are fixed; a defender holding the Trull must double the game, and does.

The play: eldest hand always leads first; follow suit, else Tarock, else anything. In the
Farberl the Tarock lose their power (see :class:`~tarocchi.engine.games._calling.FarberlRules`).

Card points one by one: kings and the Trull cards 5, queens 4, cavaliers 3, jacks 2, other
Tarock 1, tens and aces nothing; 88 in all, the declarer's side needs 45 (44 : 44 loses).

Units (the book's): call 1, Solo or Farberl 4; Pagat 1 quiet, 2 announced; Trull 1, four
kings 1; Valat 6 quiet, 12 announced (the game then has no value). Pagat and Trull count
double in a Solo; the Trull is worth nothing in a Farberl.
"""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import Action, Bid, Declare
from tarocchi.engine.cards import (
    ACE, CAVALIER, JACK, KING, KINGS, QUEEN, RED_SUITS, SUITS, Card, CardSet, bit,
    count, suit_card, trump,
)
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import Called, Event
from tarocchi.engine.games._calling import (
    ALL_TAROCK, DOUBLING_OPTION_CHOICES, DOUBLING_OPTION_LABELS, PHASE_ANNOUNCE, PHASE_AUCTION, SUIT_CARDS,
    CallingGame, Contract, FarberlRules,
)
from tarocchi.engine.games._tarock import PAGAT, SKUS, TAROCK_RULES, TRULL, ultimo, valat_side
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.games._tarock import register_tarock_game
from tarocchi.engine.trickgame import deal_by_packets, read_deal
from tarocchi.engine.words import Phrase, say, text


def _deck() -> CardSet:
    mask = bit(SKUS)
    for n in range(1, 22):
        if n not in (2, 3):
            mask |= bit(trump(n))
    for suit in SUITS:
        for rank in (JACK, CAVALIER, QUEEN, KING):
            mask |= bit(suit_card(suit, rank))
        mask |= bit(suit_card(suit, ACE if suit in RED_SUITS else 10))
    return mask


DECK_40: CardSet = _deck()
HAND = 10
CALLABLE = tuple(trump(n) for n in (20, 19, 18, 17, 16))  #: XX down to XVI
CALLABLE_NAMES = dict(zip(CALLABLE, ("XX", "XIX", "XVIII", "XVII", "XVI")))


def card_value(card: Card) -> int:
    """Counted one by one: kings and the Trull 5, queens 4, cavaliers 3, jacks 2, other Tarock
    1, tens and aces 0."""
    if (TRULL >> card) & 1:
        return 5
    if (ALL_TAROCK >> card) & 1:
        return 1
    rank = card % 14 + 1
    return rank - 9 if rank >= JACK else 0


VALUES: tuple[int, ...] = tuple(card_value(c) for c in range(78))
TOTAL_POINTS = points_of(DECK_40, VALUES)  # 88
WINNING_POINTS = 45

CONTRACTS: dict[str, Contract] = {c.name: c for c in (
    Contract("call", "Call the XX", 1, 1, call=True),
    Contract("solo", "Solo", 2, 4, solo=True),
    Contract("farberl", "Farberl", 2, 4, solo=False, farberl=True),
)}
PREMIUM_LABELS = {"pagat": "Pagat", "valat": "Valat", "trull": "Trull", "four-kings": "Four Kings"}
HELD_LABELS = {"trull": "Trull in one hand", "four-kings": "Four Kings in one hand"}
PAGAT_VALUES = (2, 1)  #: announced, quiet
HELD_VALUE = 1  #: Trull or four kings in one hand
VALAT_ANNOUNCED, VALAT_QUIET = 12, 6
FARBERL_RULES = FarberlRules()

OPTIONS = (
    OptionSpec("farberl", True, "The Farberl (Tarock without power) may be bid.", label="Farberl"),
    OptionSpec("farberl_min_suit_cards", 5,
               "Suit cards a hand needs to bid a Farberl (the usual rule: 5; 0 for no limit).",
               bounds=(0, 10), label="Suit cards for a Farberl"),
    OptionSpec("doubling", "superdouble",
               "How far doubling goes: superdouble (×8), redouble (×4) or double (×2).",
               DOUBLING_OPTION_CHOICES, label="Doubling", choice_labels=DOUBLING_OPTION_LABELS),
)


def card_to_call(hand: CardSet) -> Card | None:
    """The Tarock eldest hand calls: the highest of XX … XVI he does not hold (None: he holds
    them all and must play alone)."""
    return next((c for c in CALLABLE if not (hand >> c) & 1), None)


class Zwanzigerrufen(CallingGame):
    """One deal of Zwanzigerrufen."""

    #: where the call and the Solo pay by hand strength (``tests/benchmarks/calibrate_bids.py``);
    #: the Farberl is never chosen by strength
    BID_STRENGTH = {"call": 0.36, "solo": 0.84}
    #: the hard player's inference at half weight (``TableView.inference_weight``): the
    #: others' passes say nothing here and their cards little, and at whole weight the card
    #: play was no better than the medium player's (docs/bots.md, "Hard against medium in the
    #: Austrian games")
    inference_weight = 0.5

    CONTRACTS = CONTRACTS
    POINTS_NEEDED = say("{points} of {total}", points=WINNING_POINTS, total=TOTAL_POINTS)
    PREMIUM_LABELS = PREMIUM_LABELS
    card_values = VALUES

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        n = params.players
        if deal is not None:
            hands, _ = read_deal(deal, n, DECK_40, HAND, 0)
            sequence = tuple((dealer + 1 + k // 5) % n for k in range(n * HAND))
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, _, sequence = deal_by_packets(random.Random(seed), DECK_40, n, dealer, [5, 5], 0)
        super().__init__(params, dealer, TAROCK_RULES, hands, (), seed, sequence)
        self._init_calling()
        self.held: list[tuple[int, str, CardSet]] = []  #: Trull / four kings held in one hand
        self._phase, self.to_move = PHASE_AUCTION, self.eldest

    # --- the auction --------------------------------------------------------------------------
    def contract_list(self) -> list[Contract]:
        return [c for c in super().contract_list() if c.name != "farberl" or self.params["farberl"]]

    def may_play(self, seat: int, contract: Contract) -> bool:
        if contract.name == "call" and card_to_call(self.hands[seat]) is None:
            return False  # XX to XVI in hand: he must play alone
        if contract.farberl and count(self.hands[seat] & SUIT_CARDS) < self.params["farberl_min_suit_cards"]:
            return False
        return super().may_play(seat, contract)

    def auction_refusal(self, action: Action) -> str | None:
        reason = super().auction_refusal(action)
        if reason is None or type(action) is not Bid:
            return reason
        seat = self.to_move
        if action.name == "call" and seat == self.eldest and card_to_call(self.hands[seat]) is None:
            return "you hold XX to XVI: you must play a Solo (or a Farberl)"
        farberl = action.name == "farberl" or action.name == "hold" and self.best == "farberl"
        if farberl and self.params["farberl"]:
            need = self.params["farberl_min_suit_cards"]
            if count(self.hands[seat] & SUIT_CARDS) < need:
                return say("a Farberl needs at least {n} suit cards in the hand", n=need)
        return reason

    def _legal_phase(self) -> list[Action]:
        if self._phase == PHASE_AUCTION:
            return [Bid(b) for b in self.legal_bids(self.to_move)]
        return list(self.announce_options(self.to_move))

    def _check_phase(self, action: Action) -> str | None:
        if self._phase == PHASE_AUCTION:
            return self.auction_refusal(action)
        return self.announce_refusal(action)

    def _apply_phase(self, action: Action) -> list[Event]:
        if self._phase == PHASE_AUCTION:
            return self._bid(action.name)
        return self._announce(action.name)

    def _auction_won(self, seat: int, name: str) -> list[Event]:
        self.set_contract(seat, name)
        events: list[Event] = []
        if self.game.farberl:
            self.rules = FARBERL_RULES
        if self.game.call:
            self.called = card_to_call(self.hands[seat])
            self.place_partner()
            events.append(Called(seat, self.called))
        self.start_announcements(events)
        self._show_held(events)
        return events

    def _show_held(self, events: list[Event]) -> None:
        """Trull and four kings in one hand are shown; a defender with the Trull doubles."""
        for seat in range(self.n):
            hand = self.hands[seat]
            for name, combo in (("trull", TRULL), ("four-kings", KINGS)):
                if name == "trull" and self.game.farberl:
                    continue  # worth nothing in a Farberl
                if hand & combo == combo:
                    self.held.append((seat, name, combo))
                    self.declare(seat, name, events, combo)
                    if name == "trull":  # a defender must double: the Trull shows the party
                        self.mark_party(seat, events)
                        if self.side(seat) == 1:
                            self._force_double(seat, events)

    def _force_double(self, seat: int, events: list[Event]) -> None:
        if self.contra["game"] == 0:
            self.contra["game"] = 1
            self.declare(seat, "double", events)
            self.mark_party(seat, events)

    # --- announcements ----------------------------------------------------------------------------
    def premiums_open(self, seat: int) -> list[str]:
        out = []
        if "pagat" not in self.announced and not self.game.farberl and (self.hands[seat] >> PAGAT) & 1:
            out.append("pagat")
        if "valat" not in self.announced and seat == self.declarer:
            out.append("valat")
        return out

    def on_announced(self, seat: int, name: str, events: list[Event]) -> None:
        if name == "pagat" and self.side(seat) == 1:
            self._force_double(seat, events)  # Counter-Pagat

    def begin_play(self, events: list[Event]) -> None:
        self.start_play(self.eldest)

    # --- scoring -----------------------------------------------------------------------------------
    def _finish(self) -> list[Event]:
        scores = [0.0] * self.n
        game = self.game
        entries: list[dict] = []

        def credit(item: str, side: int, amount: int) -> None:
            self.pay(scores, side, amount)
            entries.append({"item": item, "side": side, "amount": amount})

        mine, theirs = self.won_by_side(0), self.won_by_side(1)
        points = points_of(mine, VALUES)
        made = points >= WINNING_POINTS
        sweep = valat_side(self.tricks, self.side)
        valat = None
        if "valat" in self.announced:
            credit("valat", 0 if sweep == 0 else 1, VALAT_ANNOUNCED * self.factor("valat"))
            valat = {"announced": True, "made": sweep == 0, "side": 0}
        elif sweep is not None:
            credit("valat", sweep, VALAT_QUIET * self.factor("game"))
            valat = {"announced": False, "made": True, "side": sweep}
        else:
            credit("game", 0 if made else 1, game.value * self.factor("game"))
        doubled = 2 if game.solo else 1
        if not game.farberl:
            announced, quiet = PAGAT_VALUES
            fate = ultimo(self.tricks, PAGAT, self.side)
            if "pagat" in self.announced:
                owner = self.side(self.announced["pagat"])
                won = fate is not None and fate[1] and fate[0] == owner
                credit("pagat", owner if won else 1 - owner, announced * doubled * self.factor("pagat"))
            elif fate is not None:
                side, won = fate
                winner_side = self.side(self.tricks[-1][2])
                if won:
                    credit("pagat-quiet", side, quiet * doubled)
                elif winner_side != side:
                    credit("pagat-caught", winner_side, quiet * doubled)
        for seat, name, _ in self.held:
            credit(name, self.side(seat), HELD_VALUE * (doubled if name == "trull" else 1))
        result: dict[str, Any] = {
            **self.result_head(),
            "made": made,
            "card_points": {"declarer": points, "defence": points_of(theirs, VALUES)},
            "valat": valat,
            "announced": {k: {"seat": s, "contra": self.contra.get(k, 0)} for k, s in self.announced.items()},
            "game_contra": self.contra.get("game", 0),
            "held": [{"seat": s, "premium": name} for s, name, _ in self.held],
            "entries": entries,
        }
        return self.end_deal(scores, result)

    # --- words ----------------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self._phase == PHASE_AUCTION:
            if self.to_move == self.eldest and not self.spoken:
                called = card_to_call(self.hands[self.to_move])
                return say("Call Tarock {number}", number=CALLABLE_NAMES[called]) if called is not None \
                    else "You hold XX to XVI: play alone"
            return "Bid a game or pass"
        if self._phase == PHASE_ANNOUNCE:
            return "Announce, double, or say none"
        return super().prompt()

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Declare and action.name in HELD_LABELS:
            return text(HELD_LABELS[action.name])
        if type(action) is Bid and action.name == "call" and self.to_move is not None:
            called = card_to_call(self.hands[self.to_move])
            if called is not None:
                return say("Call Tarock {number}", number=CALLABLE_NAMES[called])
        return super().action_words(action)

    def clone(self) -> "Zwanzigerrufen":
        other = super().clone()
        other.held = list(self.held)
        return other

    def talon_visible_to(self, seat: int) -> bool:
        return True

    # --- knowledge ------------------------------------------------------------------------------
    def _called_over(self) -> CardSet:
        """The Tarocks above the called one, which eldest hand held when he called it."""
        if self.called is None or self.declarer is None or self.called not in CALLABLE:
            return 0
        return sum(1 << c for c in CALLABLE[:CALLABLE.index(self.called)])

    def known_held(self, viewer: int) -> list[CardSet]:
        held = super().known_held(viewer)
        if self.declarer is not None:
            held[self.declarer] |= self._called_over() & self.hands[self.declarer]
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        out = super().extra_exclusions(viewer)
        if self.called is not None and self.declarer is not None and self.called in CALLABLE:
            out[self.declarer] |= 1 << self.called  # he calls a Tarock he does not hold
        return out


SPEC = register_tarock_game(
    Zwanzigerrufen,
    id="zwanzigerrufen",
    name="Zwanzigerrufen",
    players=(4,),
    options=OPTIONS,
    deck=DECK_40,
    direction="clockwise",
    default_players=4,
    summary="Call Tarock XX: four players, 40 cards, no talon; call, Solo, Farberl, Pagat, Valat.",
)
