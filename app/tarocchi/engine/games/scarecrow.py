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
from typing import Any

from tarocchi.engine.actions import Action, Bid
from tarocchi.engine.cards import KINGS, Card, CardSet
from tarocchi.engine.decks import TAROCK_54
from tarocchi.engine.events import Bidded, Event
from tarocchi.engine.games._straw import (  # noqa: F401 (the straw names Scarecrow has always offered)
    HAND_SIZE, PILE_SIZE, PILES, TRICKS, StrawDealt, StrawMen, deal_straw, read_straw_deal,
    straw_from_packs, straw_place, straw_sequence,
)
from tarocchi.engine.games._tappen_family import (
    PREMIUM_LABELS, TappenFamilyGame, card_points, made_game, pagat_outcome,
)
from tarocchi.engine.games._tarock import TAROCK_RULES
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.games._tarock import register_tarock_game
from tarocchi.engine.trickgame import PHASE_PLAY
from tarocchi.engine.words import (DealSummary, Phrase, SeatRef, annulled_summary, line, payments_from_scores, say,
                                   tally_words, text)

PHASE_AUCTION = "auction"
TAKE_UP, PASS = "take-up", "pass"
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


def deal_scarecrow(rng: random.Random, dealer: int) -> tuple[list[CardSet], list[list[list[Card]]], tuple[int, ...]]:
    """Scarecrow's deal of the 54-card Tarock pack (see :func:`deal_straw`)."""
    return deal_straw(rng, TAROCK_54, dealer)


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


class Scarecrow(StrawMen, TappenFamilyGame):
    """One deal of Scarecrow."""

    BID_STRENGTH = {TAKE_UP: 0.49}
    kernel_plays_straw = True  #: the bots' playouts turn the straw men up themselves

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Bid and action.name == TAKE_UP:
            return text("Take up")
        return super().action_words(action)

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        if deal is not None:
            hands, piles = read_scarecrow_deal(deal)
            sequence = straw_sequence(dealer)
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, piles, sequence = deal_scarecrow(random.Random(seed), dealer)
            sequence = sequence[:2 * HAND_SIZE]
        super().__init__(params, dealer, TAROCK_RULES, hands, (), seed, sequence)
        self._init_straw(piles)
        self.taker: int | None = None
        self._phase, self.to_move = PHASE_AUCTION, self.non_dealer

    def straw_taken(self, card: Card, last: bool) -> bool:
        """Kings, Tarock and the last card of a pile go into the hand."""
        return bool(TAKEN_FROM_STRAW >> card & 1) or last

    # --- the auction -------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        return [Bid(TAKE_UP), Bid(PASS)]

    def _check_phase(self, action: Action) -> str | None:
        if type(action) is not Bid or action.name not in (TAKE_UP, PASS):
            return "it is time to take up or pass"
        return None

    def _apply_phase(self, action: Action) -> list[Event]:
        seat = self.to_move
        self.auction.append((seat, action.name))
        events: list[Event] = [Bidded(seat, action.name)]
        if action.name == TAKE_UP:
            self.taker = self.declarer = seat
            self.contract = TAKE_UP
        elif seat == self.non_dealer:
            self.to_move = self.dealer
            return events
        elif self.params["play_out"]:
            self.contract = "played-out"
        else:
            events.extend(self.annul("both passed"))
            return events
        events.extend(self._lay_out_straw())
        self.start_play(self.non_dealer)
        return events

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
    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"straw": self.straw_extra(), "taken_up": tuple(self.taken_up), "taker": self.taker}

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
            head = say("{taker} took up and won with {points}" if result["made"] else
                       "{taker} took up and lost with {points}", taker=SeatRef(taker), points=points[taker])
            game = line("Game", "{units} units to {taker:acc}" if result["made"] else "{units} units from {taker:acc}",
                        units=abs(result["game"]), taker=SeatRef(taker))
        elif result.get("draw"):
            head = say("Played out without a taker: a draw at {points} each", points=points[0])
            game = line("Game", "nothing: a draw")
        else:
            best = 0 if result["scores"][0] > result["scores"][1] else 1
            head = say("Played out without a taker: {seat:nom} {seat|you:have|has} more card points",
                       seat=SeatRef(best))
            game = line("Game", "{units} unit to {seat:acc}", units=result["game"], seat=SeatRef(best))
        rows = [line("Card points", "{a} {pa}, {b:nom} {pb} (35 and two cards wins)", a=SeatRef(0), pa=points[0],
                     b=SeatRef(1), pb=points[1]), game]
        for premium in result.get("premiums", []):
            rows.append(line(PREMIUM_LABELS[premium["name"]], "{units} unit to {seat:acc}", units=premium["units"],
                             seat=SeatRef(premium["seat"])))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))


def read_scarecrow_deal(deal: dict) -> tuple[list[CardSet], list[list[list[Card]]]]:
    """Read ``{"hands": [15 cards, 15 cards], "straw": [[4 cards × 3] × 2]}`` (top first)."""
    return read_straw_deal(deal, TAROCK_54)


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
