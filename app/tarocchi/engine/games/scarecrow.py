"""Scarecrow (Strohmann-Tarock): Austrian Tarock for two players.

The deal: the non-dealer and the dealer receive five cards each, three times: fifteen cards
each. The other 24 cards wait, face down.

Taking up: the non-dealer may "take up", undertaking to make more than half the card
points (35 and two cards), or pass; then the dealer has the same choice. If both pass the
cards are thrown in (with the ``play_out`` option the deal is played out for one unit).

The straw men: the 24 cards are laid out as three piles of four in front of each player,
the non-dealer's first pile first. They belong to their owner's hand. Going through his
piles in turn, each player turns the top card face up; a king or a Tarock, and the last card
of a pile, is taken into the hand (shown to the opponent) and the next card is turned; any
other card stays face up on its pile. A face-up straw card may be played like a hand card;
when it is, the card beneath is turned up and taken the same way.

The play: 27 tricks of two cards, the non-dealer leading first. Follow suit; without the
suit, play a Tarock; without either, any card. No obligation to win a trick. The Sküs is the
highest Tarock.

Scoring, in units: the player who took up and made 35/two cards or more receives 2; if he
failed he pays 3. Played out without a taker, the player with more card points receives 1
(35 each is a draw). The Trull or the four kings, held together and announced when the first
of them is played, and the Pagat taking the last trick (or catching it there), are worth one
unit each. The Pagat cannot be announced.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tarocchi.engine.actions import Action, Bid
from tarocchi.engine.cards import (
    KINGS, Card, CardSet, bit, card_name, cards_of, count, read_cards,
)
from tarocchi.engine.decks import TAROCK_54
from tarocchi.engine.events import Bidded, CardMoved, Event
from tarocchi.engine.games._tappen_family import (
    PREMIUM_LABELS, TappenFamilyGame, card_points, made_game, pagat_outcome,
)
from tarocchi.engine.games._tarock import TAROCK_RULES
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.games._tarock import register_tarock_game
from tarocchi.engine.sampling import Slot
from tarocchi.engine.trickgame import PHASE_PLAY, deal_by_packets, read_deal
from tarocchi.engine.words import DealSummary, SeatRef, annulled_summary, line, payments_from_scores, say, tally_words
from tarocchi.schema import SchemaError, array, mapping

PHASE_AUCTION = "auction"
TAKE_UP, PASS = "take-up", "pass"
HAND_SIZE = 15
PILES, PILE_SIZE = 3, 4
TRICKS = HAND_SIZE + PILES * PILE_SIZE  #: 27 tricks of two cards
#: Units: a taker who makes his game receives 2, one who fails pays 3; a deal played out
#: without a taker is worth 1; every premium 1.
TAKER_WINS, TAKER_LOSES, PLAYED_OUT_WIN, PREMIUM = 2, 3, 1, 1
TAKEN_FROM_STRAW: CardSet = KINGS | TAROCK_RULES.trumps  #: kings and Tarock are taken up

OPTIONS = (
    OptionSpec(
        "play_out", False,
        "When both players pass: throw the cards in (the usual rule), or play the deal out "
        "for one unit to the player with more card points (35 each is a draw).",
        label="Play out when both pass",
    ),
)


@dataclass(frozen=True, slots=True)
class StrawDealt(Event):
    """The straw men are laid out face down: ``sizes[seat][pile]`` cards each."""

    sizes: tuple[tuple[int, ...], ...]


def straw_place(seat: int, pile: int) -> str:
    """The name of a straw pile in :class:`CardMoved` events."""
    return f"straw:{seat}:{pile}"


def deal_scarecrow(rng: random.Random, dealer: int) -> tuple[list[CardSet], list[list[list[Card]]], tuple[int, ...]]:
    """Five cards to each player three times from the non-dealer, then the 24 others as
    packs of four laid alternately as straw piles, the non-dealer's first.
    Returns the hands, the piles (``piles[seat][pile]``, top card first) and the sequence."""
    hands, rest, sequence = deal_by_packets(rng, TAROCK_54, 2, dealer, [5, 5, 5], PILES * PILE_SIZE * 2,
                                            talon_first=False)
    return hands, straw_from_packs(rest, dealer), sequence


def straw_from_packs(cards: tuple[Card, ...] | list[Card], dealer: int) -> list[list[list[Card]]]:
    """Lay 24 cards out as packs of four: non-dealer's pile 0, dealer's pile 0, …"""
    piles: list[list[list[Card]]] = [[[] for _ in range(PILES)] for _ in range(2)]
    for k in range(2 * PILES):
        seat = (dealer + 1 + k) % 2
        piles[seat][k // 2] = list(cards[k * PILE_SIZE:(k + 1) * PILE_SIZE])
    return piles


def take_up_score(made: bool) -> int:
    """What the player who took up receives (negative: pays)."""
    return TAKER_WINS if made else -TAKER_LOSES


def played_out_score(thirds: tuple[int, int]) -> tuple[int, int]:
    """Units for a deal played out without a taker: 1 to the player with more card points."""
    if thirds[0] == thirds[1]:
        return 0, 0
    return (PLAYED_OUT_WIN, -PLAYED_OUT_WIN) if thirds[0] > thirds[1] else (-PLAYED_OUT_WIN, PLAYED_OUT_WIN)


def stake_after(previous_result: dict | None) -> int:
    """Match rule: the deal after a draw is played for double stakes (multiply its scores
    by this)."""
    return 2 if previous_result and previous_result.get("draw") else 1


class Scarecrow(TappenFamilyGame):
    """One deal of Scarecrow."""

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        if deal is not None:
            hands, piles = read_scarecrow_deal(deal)
            sequence = tuple((dealer + 1 + k // 5) % 2 for k in range(30))
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, piles, sequence = deal_scarecrow(random.Random(seed), dealer)
            sequence = sequence[:2 * HAND_SIZE]
        super().__init__(params, dealer, TAROCK_RULES, hands, (), seed, sequence)
        self.tricks_total = TRICKS
        self.straw_deal: list[list[list[Card]]] = piles  #: as dealt, top card first
        self.piles: list[list[list[Card]]] = []  #: what is left of them once laid out
        self.face_up: list[list[bool]] = []  #: whether a pile's top card is turned up
        self.taken_up = [0, 0]  #: cards each player took from his straw men (public)
        self.taker: int | None = None
        self._played_from: int | None = None  #: the straw pile the card being played came from
        self._phase, self._to_move = PHASE_AUCTION, self.non_dealer

    @property
    def non_dealer(self) -> int:
        return (self.dealer + 1) % 2

    # --- the auction -------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        return [Bid(TAKE_UP), Bid(PASS)]

    def _check_phase(self, action: Action) -> str | None:
        if type(action) is not Bid or action.name not in (TAKE_UP, PASS):
            return "it is time to take up or pass"
        return None

    def _apply_phase(self, action: Action) -> list[Event]:
        seat = self._to_move
        self.auction.append((seat, action.name))
        events: list[Event] = [Bidded(seat, action.name)]
        if action.name == TAKE_UP:
            self.taker = self.declarer = seat
            self.contract = TAKE_UP
        elif seat == self.non_dealer:
            self._to_move = self.dealer
            return events
        elif self.params["play_out"]:
            self.contract = "played-out"
        else:
            events.extend(self.annul("both passed"))
            return events
        events.extend(self._lay_out_straw())
        self.start_play(self.non_dealer)
        return events

    # --- the straw men ------------------------------------------------------------------------
    def _lay_out_straw(self) -> list[Event]:
        self.piles = [[list(p) for p in seat_piles] for seat_piles in self.straw_deal]
        self.face_up = [[False] * PILES for _ in range(2)]
        events: list[Event] = [StrawDealt(tuple(tuple(len(p) for p in s) for s in self.piles))]
        for seat in (self.non_dealer, self.dealer):
            for pile in range(PILES):
                events.extend(self._turn_up(seat, pile))
        return events

    def _turn_up(self, seat: int, pile: int) -> list[Event]:
        """Turn the pile's top card; take kings, Tarock and a last card into the hand and
        go on; leave any other card face up."""
        cards = self.piles[seat][pile]
        place = straw_place(seat, pile)
        events: list[Event] = []
        while cards and not self.face_up[seat][pile]:
            card = cards[0]
            events.append(CardMoved(card, place, "face-up"))
            if TAKEN_FROM_STRAW >> card & 1 or len(cards) == 1:
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
    def playable(self, seat: int) -> CardSet:
        return self.rules.legal_plays(self.hands[seat] | self.face_up_cards(seat), self.trick)

    def play_refusal(self, seat: int, card: Card) -> str | None:
        if self.playable(seat) >> card & 1:
            return None
        holding = self.hands[seat] | self.face_up_cards(seat)
        if not holding >> card & 1:
            return "that card is neither in your hand nor face up on your straw men"
        return self.rules.refusal(holding, self.trick, card)

    def _play(self, card: Card) -> list[Event]:
        seat = self._to_move
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

    def plain_play(self) -> bool:
        """Not while straw cards remain to be turned up during the play."""
        return self._phase != PHASE_PLAY or not any(p for s in self.piles for p in s)

    # --- scoring ------------------------------------------------------------------------------
    def _finish(self) -> list[Event]:
        thirds = tuple(card_points(self.won[s])["thirds"] for s in range(2))
        scores = [0, 0]
        result: dict[str, Any] = {
            "contract": self.contract,
            "taker": self.taker,
            "card_points": [card_points(self.won[s]) for s in range(2)],
        }
        if self.taker is not None:
            made = made_game(self.won[self.taker])
            amount = take_up_score(made)
            scores[self.taker] += amount
            scores[1 - self.taker] -= amount
            result["made"] = made
            result["game"] = amount
        else:
            won = played_out_score(thirds)
            scores = list(won)
            result["draw"] = thirds[0] == thirds[1]
            result["game"] = max(won)
        premiums = self.held_premiums()
        fate = pagat_outcome(self.tricks)
        if fate is not None:
            premiums.append((fate.seat, "pagat-ultimo") if fate.won else (fate.winner, "pagat-caught"))
        for seat, _ in premiums:
            scores[seat] += PREMIUM
            scores[1 - seat] -= PREMIUM
        result["premiums"] = [
            {"seat": seat, "name": name, "label": PREMIUM_LABELS[name], "units": PREMIUM}
            for seat, name in premiums
        ]
        return self.end_deal(scores, result)

    # --- views ------------------------------------------------------------------------------
    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self.piles:
            return 0, ()
        return 2 * PILES * PILE_SIZE, ()

    def straw_piles(self) -> tuple:
        if not self.piles:
            return ()
        out = []
        for seat in range(2):
            up = tuple(p[0] for p, f in zip(self.piles[seat], self.face_up[seat]) if f)
            down = sum(len(p) for p in self.piles[seat]) - len(up)
            out.append((up, down))
        return tuple(out)

    def exposed_cards(self) -> list[CardSet]:
        exposed = super().exposed_cards()
        return [exposed[s] | (self.taken_up[s] & self.hands[s]) for s in range(2)]

    def view_extra(self, seat: int) -> dict[str, Any]:
        piles = [
            [{"face_up": p[0] if f else None, "face_down": len(p) - f} for p, f in zip(ps, fs)]
            for ps, fs in zip(self.piles, self.face_up)
        ]
        return {"straw": piles, "taken_up": tuple(self.taken_up), "taker": self.taker}

    def prompt(self) -> str:
        if self._phase == PHASE_AUCTION:
            return "Take up (promise 35 and two cards) or pass"
        if self._phase == PHASE_PLAY:
            return "Play a card from your hand or a face-up straw card"
        return ""

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """Who took up and whether he made 35 and two cards (or, played out, who has more
        card points), each player's count, the premiums, and the payment."""
        if result.get("annulled"):
            return annulled_summary(result, {"both passed": "Both passed: the cards are thrown in"})
        points = [tally_words(p["tally"]) for p in result["card_points"]]
        taker = result.get("taker")
        if taker is not None:
            head = say("{taker} took up and " + ("won" if result["made"] else "lost") + " with {points}",
                       taker=SeatRef(taker), points=points[taker])
            game = line("Game", "{units} units " + ("to {taker}" if result["made"] else "from {taker}"),
                        units=abs(result["game"]), taker=SeatRef(taker))
        elif result.get("draw"):
            head = say("Played out without a taker: a draw at {points} each", points=points[0])
            game = line("Game", "nothing: a draw")
        else:
            best = 0 if result["scores"][0] > result["scores"][1] else 1
            head = say("Played out without a taker: {seat} has more card points", seat=SeatRef(best))
            game = line("Game", "{units} unit to {seat}", units=result["game"], seat=SeatRef(best))
        rows = [line("Card points", "{a} {pa}, {b} {pb} (35 and two cards wins)", a=SeatRef(0), pa=points[0],
                     b=SeatRef(1), pb=points[1]), game]
        for premium in result.get("premiums", []):
            rows.append(line(PREMIUM_LABELS[premium["name"]], "{units} unit to {seat}", units=premium["units"],
                             seat=SeatRef(premium["seat"])))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))

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

    def with_hidden(self, placement) -> "Scarecrow":
        world = self.world_clone()
        target = world.piles if world.piles else world.straw_deal
        for (kind, where, fixed), cards in zip(self._slot_keys, placement):
            if kind == "hand":
                world.hands[where] = fixed | cards
            else:
                s, p, i = where
                target[s][p][i] = cards_of(cards)[0]
        return world

    def clone(self) -> "Scarecrow":
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


def read_scarecrow_deal(deal: dict) -> tuple[list[CardSet], list[list[list[Card]]]]:
    """Read ``{"hands": [15 cards, 15 cards], "straw": [[4 cards × 3] × 2]}`` (top first)."""
    mapping(deal, "deal", required=("hands", "straw"))
    piles = [[read_cards(p, f"deal.straw[{s}][{i}]", PILE_SIZE)
              for i, p in enumerate(array(side, f"deal.straw[{s}]", length=PILES))]
             for s, side in enumerate(array(deal["straw"], "deal.straw", length=2))]
    stock = [c for s in piles for p in s for c in p]
    if len(set(stock)) != len(stock):
        raise SchemaError("deal.straw", "holds a card twice")
    try:
        hands, _ = read_deal({"hands": deal["hands"], "straw": [card_name(c) for c in stock]},
                             2, TAROCK_54, HAND_SIZE, len(stock), "straw")
    except SchemaError as exc:
        if exc.path.startswith("deal.straw"):
            raise SchemaError("deal.straw", exc.problem) from None
        raise
    return hands, piles


SPEC = register_tarock_game(
    Scarecrow,
    id="scarecrow",
    name="Scarecrow",
    players=(2,),
    options=OPTIONS,
    default_players=2,
    summary="Austrian Tarock for two: take up or pass, then play with your straw men.",
    stake_after=stake_after,
)
