"""Tappen (Tapp-Tarock): Austrian Tarock for three players.

The deal: six cards face down for the talon first, then sixteen cards to each player in two
rounds of eight, from the eldest hand (the dealer's right); play turns counter-clockwise.

The auction: the bids are Dreier, Unterer, Oberer and Solo, lowest first. The first bid
must be a Dreier (or a Solo); a higher bid is the next one up (or a Solo at any time). A
player who passes is out for good. A player sitting earlier in the order (eldest, then
middle hand, then the dealer) may "hold" the bid of a later player: he takes it over at the
same level. The last bidder left is the declarer. If everyone passes, the cards are thrown
in. Dreier, Unterer and Oberer are the same game worth 3, 4 and 5 units (the relieved and
maintained game); a Solo is worth 8.

The talon: except in a Solo the declarer turns the talon up and takes either its first or
its last three cards, then lays away three cards (never a king or a Trull card; a Tarock
only when he has no other suit card than kings left, and shown). The other half counts for
the defenders. In a Solo the talon stays face down and counts for the defenders.

Announcements, before the first lead, from the declarer round the table until everybody has
had his say: the holder of the Pagat may announce the Pagat ultimo; the defenders may double
the game and the declarer redouble; an announced Pagat may be doubled by the other side and
redoubled by its own. An announced Pagat is played only when its holder has no other Tarock.

The play: the eldest hand leads; follow suit, else Tarock, else anything; no obligation to
win the trick. The declarer needs 35 and two cards (tricks and the cards he laid away).

Scoring, in units, settled between the declarer and each defender: the game 3/4/5/8 × 2 per
double; Pagat ultimo quiet 4, announced 8 (× 2 in a Solo, × 2 per double when announced);
Trull and Four Kings (held in one hand, announced as the first of them is played) 3 each by
default. A Pagat caught at the last trick, or announced and not made, pays the same.
"""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import DISCARDS, Action, Bid, Declare, Discard, Take
from tarocchi.engine.cards import KINGS, SUIT_MASKS, Card, CardSet, bit, cards_of, count
from tarocchi.engine.decks import TAROCK_54
from tarocchi.engine.events import Bidded, Declared, Discarded, Event, TalonShown, TalonTaken
from tarocchi.engine.games._tappen_family import (
    PREMIUM_LABELS, TappenFamilyGame, card_points, made_game, pagat_outcome,
)
from tarocchi.engine.games._tarock import PAGAT, TAROCK_RULES, TRULL, deal_tarock
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.games._tarock import register_tarock_game
from tarocchi.engine.trickgame import PHASE_END, PHASE_PLAY, read_deal
from tarocchi.engine.words import (
    CardsRef, DealSummary, Line, Phrase, SeatRef, annulled_summary, doubling_words, line, payments_from_scores, say,
    tally_words, text,
)

PHASE_AUCTION, PHASE_TALON, PHASE_DISCARD, PHASE_ANNOUNCE = "auction", "talon", "discard", "announce"
PLAYERS, HAND_SIZE, TALON_SIZE, HALF = 3, 16, 6, 3
TAROCK: CardSet = TAROCK_RULES.trumps
SUIT_CARDS: CardSet = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]

#: The bids, lowest first, and what each game is worth.
BIDS = ("dreier", "unterer", "oberer", "solo")
GAME_VALUE = {"dreier": 3, "unterer": 4, "oberer": 5, "solo": 8}
BID_NAMES = {"dreier": "Dreier", "unterer": "Unterer", "oberer": "Oberer", "solo": "Solo",
             "hold": "Hold", "pass": "Pass"}
PAGAT_QUIET, PAGAT_ANNOUNCED = 4, 8
#: Announcements before the first lead.
PAGAT_CALL, DOUBLE, REDOUBLE, DOUBLE_PAGAT, REDOUBLE_PAGAT, NOTHING = (
    "pagat", "double", "redouble", "double-pagat", "redouble-pagat", "none")
DECLARE_NAMES = {
    PAGAT_CALL: "Announce the Pagat ultimo",
    DOUBLE: "Double the game",
    REDOUBLE: "Redouble the game",
    DOUBLE_PAGAT: "Double the Pagat",
    REDOUBLE_PAGAT: "Redouble the Pagat",
    NOTHING: "Nothing (more)",
}

OPTIONS = (
    OptionSpec("trull_value", 3, "Units for holding the Trull (Pagat, Mond and Sküs) in one hand.",
               bounds=(0, 10), label="Trull"),
    OptionSpec("four_kings_value", 3, "Units for holding all four kings in one hand.",
               bounds=(0, 10), label="Four Kings"),
)


def game_value(contract: str, doubles: int = 0) -> int:
    """The game's worth in units: Dreier 3, Unterer 4, Oberer 5, Solo 8; × 2 per double."""
    return GAME_VALUE[contract] << doubles


def pagat_value(announced: bool, solo: bool, doubles: int = 0) -> int:
    """The Pagat ultimo: quiet 4, announced 8; twice that in a Solo; × 2 per double."""
    value = PAGAT_ANNOUNCED if announced else PAGAT_QUIET
    return (value * (2 if solo else 1)) << doubles


def priority(seat: int, dealer: int) -> int:
    """0 for the eldest hand, 1 for the middle hand, 2 for the dealer."""
    return (seat - dealer - 1) % PLAYERS


class Tappen(TappenFamilyGame):
    """One deal of Tappen."""

    BID_STRENGTH = {"dreier": 0.57, "unterer": 0.60, "oberer": 0.63, "solo": 0.70}

    def bid_meaning(self, name: str) -> str:
        return BIDS[self.level] if name == "hold" and self.level >= 0 else name

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        if deal is not None:
            hands, talon = read_deal(deal, PLAYERS, TAROCK_54, HAND_SIZE, TALON_SIZE)
            sequence = (-1,) * TALON_SIZE + tuple(
                (dealer + 1 + k // 8) % PLAYERS for k in range(PLAYERS * HAND_SIZE))
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, talon, sequence = deal_tarock(random.Random(seed), PLAYERS, dealer, [8, 8], TALON_SIZE)
        super().__init__(params, dealer, TAROCK_RULES, hands, talon, seed, sequence)
        self.passed = 0  #: bit per seat out of the auction
        self.level = -1  #: index in BIDS of the bid standing
        self.holder: int | None = None  #: who stands on it
        self.half: int | None = None  #: the talon half taken (0 first, 1 last)
        self.taken = 0  #: the cards of that half
        self.pagat_by: int | None = None  #: who announced the Pagat ultimo
        self.game_doubles = 0
        self.pagat_doubles = 0
        self.turn_spoke = False  #: the seat to announce said something this turn
        self.silent_turns = 0
        self.anyone_spoke = False
        self._phase, self.to_move = PHASE_AUCTION, self.eldest

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % PLAYERS

    @property
    def solo(self) -> bool:
        return self.contract == "solo"

    # --- the auction ----------------------------------------------------------------------------
    def legal_bids(self, seat: int) -> list[str]:
        """Pass; a Dreier or a Solo to open; else the next bid up or a Solo, and "hold" for
        a player sitting before the one who stands."""
        bids = ["pass"]
        if self.level < 0:
            return bids + ["dreier", "solo"]
        if priority(seat, self.dealer) < priority(self.holder, self.dealer):
            bids.append("hold")
        if self.level + 1 < len(BIDS):
            bids.append(BIDS[self.level + 1])
        if self.level + 1 < len(BIDS) - 1:
            bids.append("solo")
        return bids

    def _next_bidder(self, seat: int) -> int | None:
        for step in range(1, PLAYERS + 1):
            other = (seat + step) % PLAYERS
            if not self.passed >> other & 1:
                return other
        return None

    def _bid(self, name: str) -> list[Event]:
        seat = self.to_move
        self.auction.append((seat, name))
        events: list[Event] = [Bidded(seat, name)]
        if name == "pass":
            self.passed |= bit(seat)
        else:
            if name != "hold":
                self.level = BIDS.index(name)
            self.holder = seat
        following = self._next_bidder(seat)
        if following is None:
            events.extend(self.annul("everyone passed"))
        elif following == self.holder:
            events.extend(self._auction_won())
        else:
            self.to_move = following
        return events

    def _auction_won(self) -> list[Event]:
        self.declarer = self.holder
        self.contract = BIDS[self.level]
        if self.solo:
            return [TalonTaken(self.declarer, None, to_defence=True)] + self._open_announcements()
        self._phase, self.to_move = PHASE_TALON, self.declarer
        return [TalonShown(self.talon_order)]

    # --- the talon and the discard -----------------------------------------------------------
    def half_cards(self, half: int) -> tuple[Card, ...]:
        return self.talon_order[HALF * half:HALF * (half + 1)]

    def _take(self, half: int) -> list[Event]:
        cards = self.half_cards(half)
        self.half = half
        self.taken = sum(bit(c) for c in cards)
        self.talon &= ~self.taken
        self.hands[self.declarer] |= self.taken
        self._phase = PHASE_DISCARD
        return [TalonTaken(self.declarer, cards)]

    def discardable(self) -> CardSet:
        """Never a king or a Trull card; a Tarock only with no other suit card than kings."""
        hand = self.hands[self.declarer] & ~KINGS & ~TRULL
        return hand & SUIT_CARDS or hand

    def _discard(self, card: Card) -> list[Event]:
        self.hands[self.declarer] &= ~bit(card)
        self.discard |= bit(card)
        shown = TAROCK >> card & 1
        if shown:
            self.discard_shown |= bit(card)
        events: list[Event] = [Discarded(self.declarer, card if shown else None)]
        if count(self.discard) == HALF:
            events.extend(self._open_announcements())
        return events

    # --- announcements and doubling -----------------------------------------------------------
    def _open_announcements(self) -> list[Event]:
        self._phase, self.to_move = PHASE_ANNOUNCE, self.declarer
        self.turn_spoke, self.silent_turns, self.anyone_spoke = False, 0, False
        return []

    def legal_announcements(self, seat: int) -> list[str]:
        out = []
        if self.pagat_by is None and self.hands[seat] >> PAGAT & 1:
            out.append(PAGAT_CALL)
        defender = seat != self.declarer
        if defender and self.game_doubles == 0:
            out.append(DOUBLE)
        if not defender and self.game_doubles == 1:
            out.append(REDOUBLE)
        if self.pagat_by is not None:
            own_side = self.side(seat) == self.side(self.pagat_by)
            if not own_side and self.pagat_doubles == 0:
                out.append(DOUBLE_PAGAT)
            if own_side and self.pagat_doubles == 1:
                out.append(REDOUBLE_PAGAT)
        out.append(NOTHING)
        return out

    def _announce(self, name: str) -> list[Event]:
        seat = self.to_move
        if name != NOTHING:
            self.turn_spoke = True
            if name == PAGAT_CALL:
                self.pagat_by = seat
            elif name in (DOUBLE, REDOUBLE):
                self.game_doubles += 1
            else:
                self.pagat_doubles += 1
            self.declarations.append((seat, name, 0))
            return [Declared(seat, name)]
        if self.turn_spoke:
            self.silent_turns, self.anyone_spoke = 0, True
        else:
            self.silent_turns += 1
        self.turn_spoke = False
        if self.silent_turns >= PLAYERS - (1 if self.anyone_spoke else 0):
            self.start_play(self.eldest)
        else:
            self.to_move = (seat + 1) % PLAYERS
        return []

    # --- phases -------------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        seat = self.to_move
        if self._phase == PHASE_AUCTION:
            return [Bid(b) for b in self.legal_bids(seat)]
        if self._phase == PHASE_TALON:
            return [Take(0), Take(1)]
        if self._phase == PHASE_DISCARD:
            return [DISCARDS[c] for c in cards_of(self.discardable())]
        if self._phase == PHASE_ANNOUNCE:
            return [Declare(name) for name in self.legal_announcements(seat)]
        return []

    def _check_phase(self, action: Action) -> str | None:
        seat = self.to_move
        kind = type(action)
        if self._phase == PHASE_AUCTION:
            if kind is not Bid:
                return "it is time to bid or pass"
            if action.name not in BID_NAMES:
                return say("there is no bid {name} in Tappen", name=repr(action.name))
            if action.name in self.legal_bids(seat):
                return None
            return self._bid_refusal(seat, action.name)
        if self._phase == PHASE_TALON:
            if kind is not Take or action.part not in (0, 1):
                return "take the first three talon cards (take 0) or the last three (take 1)"
            return None
        if self._phase == PHASE_DISCARD:
            if kind is not Discard:
                return "the declarer must lay away three cards first"
            card = action.card
            if not self.hands[seat] >> card & 1:
                return "that card is not in your hand"
            if bit(card) & (KINGS | TRULL):
                return "a king or a Trull card may not be laid away"
            if not self.discardable() >> card & 1:
                return "a Tarock may be laid away only when you have no other suit card than kings"
            return None
        if self._phase == PHASE_ANNOUNCE:
            if kind is not Declare or action.cards:
                return "announce, double, or say nothing (declare none)"
            if action.name in self.legal_announcements(seat):
                return None
            return self._announce_refusal(seat, action.name)
        return "the deal is over"

    def _bid_refusal(self, seat: int, name: str) -> str:
        if name == "hold":
            if self.level < 0:
                return "there is no bid to hold yet"
            return "only a player sitting before the one who bid may hold his bid"
        if self.level < 0:
            return "the first bid must be a Dreier (or a Solo)"
        if self.level == len(BIDS) - 1:
            return "nothing is higher than a Solo"
        if self.level == len(BIDS) - 2:
            return "only a Solo is higher"
        return say("you must bid higher: {bid} or Solo", bid=text(BID_NAMES[BIDS[self.level + 1]]))

    def _announce_refusal(self, seat: int, name: str) -> str:
        if name == PAGAT_CALL:
            if self.pagat_by is not None:
                return "the Pagat is already announced"
            return "only the holder of the Pagat can announce it"
        if name in (DOUBLE, DOUBLE_PAGAT):
            return "only the other side may double, and only once"
        if name in (REDOUBLE, REDOUBLE_PAGAT):
            return "only a doubled side may redouble, and only once"
        return say("there is no announcement {name} in Tappen", name=repr(name))

    def _apply_phase(self, action: Action) -> list[Event]:
        if self._phase == PHASE_AUCTION:
            return self._bid(action.name)
        if self._phase == PHASE_TALON:
            return self._take(action.part)
        if self._phase == PHASE_DISCARD:
            return self._discard(action.card)
        return self._announce(action.name)

    # --- the play ------------------------------------------------------------------------------
    def playable(self, seat: int) -> CardSet:
        """An announced Pagat is kept while its holder has another Tarock."""
        mask = super().playable(seat)
        if seat == self.pagat_by and self.hands[seat] & TAROCK & ~bit(PAGAT):
            mask &= ~bit(PAGAT)
        return mask

    def plain_play(self) -> bool:
        """Not while an announced Pagat is kept in hand."""
        return self.pagat_by is None or not self.hands[self.pagat_by] >> PAGAT & 1

    def _special_refusal(self, seat: int, card: Card) -> str:
        if card == PAGAT and seat == self.pagat_by:
            return "you announced the Pagat: play it only when you have no other Tarock"
        return super()._special_refusal(seat, card)

    # --- scoring -------------------------------------------------------------------------------
    def premium_value(self, name: str) -> int:
        return self.params["trull_value"] if name == "trull" else self.params["four_kings_value"]

    def _finish(self) -> list[Event]:
        declarer_cards = self.won_by_side(0) | self.discard
        defence_cards = self.won_by_side(1) | self.talon
        made = made_game(declarer_cards)
        game = game_value(self.contract, self.game_doubles)
        per_defender = game if made else -game
        premiums: list[dict[str, Any]] = []

        def premium(seat: int, name: str, units: int, side_wins: bool = True) -> None:
            """``units`` for the side of ``seat`` (for the other side if not ``side_wins``)."""
            nonlocal per_defender
            side = self.side(seat) if side_wins else 1 - self.side(seat)
            premiums.append({"seat": seat, "name": name, "label": PREMIUM_LABELS[name],
                             "side": "declarer" if side == 0 else "defence", "units": units})
            per_defender += units if side == 0 else -units

        fate = pagat_outcome(self.tricks)
        if self.pagat_by is not None:
            units = pagat_value(True, self.solo, self.pagat_doubles)
            made_pagat = fate is not None and fate.won
            premium(self.pagat_by, "pagat-ultimo" if made_pagat else "pagat-failed", units, made_pagat)
        elif fate is not None:
            units = pagat_value(False, self.solo)
            if fate.won:
                premium(fate.seat, "pagat-ultimo", units)
            elif self.side(fate.winner) != self.side(fate.seat):  # caught by the other side;
                premium(fate.seat, "pagat-caught", units, side_wins=False)  # a partner's beat: nothing
        for seat, name in self.held_premiums():
            premium(seat, name, self.premium_value(name))
        scores = [-per_defender] * PLAYERS
        scores[self.declarer] = per_defender * (PLAYERS - 1)
        return self.end_deal(scores, {
            "contract": self.contract,
            "declarer": self.declarer,
            "talon_half": self.half,
            "card_points": {"declarer": card_points(declarer_cards), "defence": card_points(defence_cards)},
            "made": made,
            "game": {"value": GAME_VALUE[self.contract], "doubles": self.game_doubles, "units": game},
            "pagat_announced_by": self.pagat_by,
            "pagat_doubles": self.pagat_doubles,
            "premiums": premiums,
            "per_defender": per_defender,
        })

    # --- views and knowledge -------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        return self._phase == PHASE_END or (self.contract is not None and not self.solo)

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self.contract is None or self.solo:
            return count(self.talon), ()
        if self.half is None:
            return TALON_SIZE, self.talon_order
        return HALF, self.half_cards(1 - self.half)

    def known_held(self, viewer: int) -> list[CardSet]:
        """Shown cards, an announced Pagat, and the talon cards the declarer cannot have
        laid away unseen (kings, Trull cards, Tarock not shown in the discard)."""
        held = super().known_held(viewer)
        if self.pagat_by is not None:
            held[self.pagat_by] |= self.hands[self.pagat_by] & bit(PAGAT)
        if self.taken and viewer != self.declarer:
            held[self.declarer] |= self.taken & self.hands[self.declarer] & (KINGS | TAROCK)
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        """The declarer's taken talon cards are his or in his discard, never a defender's."""
        out = [0] * PLAYERS
        if self.taken:
            for seat in range(PLAYERS):
                if seat != self.declarer:
                    out[seat] = self.taken
        return out

    def discard_allowed(self) -> CardSet:
        return SUIT_CARDS & ~KINGS

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {
            "talon_half": self.half,
            "game_doubles": self.game_doubles,
            "pagat_announced_by": self.pagat_by,
            "pagat_doubles": self.pagat_doubles,
        }
        if seat == self.declarer and self.discard:
            extra["discard"] = self.discard
        if self._phase == PHASE_DISCARD and seat == self.declarer:
            extra["discard_left"] = HALF - count(self.discard)
        return extra

    def prompt(self) -> str:
        return {
            PHASE_AUCTION: "Bid, hold or pass",
            PHASE_TALON: "Take the first or the last three talon cards",
            PHASE_DISCARD: "Lay away three cards",
            PHASE_ANNOUNCE: "Announce the Pagat, double, or say nothing",
            PHASE_PLAY: "Play a card",
        }.get(self._phase, "")

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Bid:
            return text(BID_NAMES.get(action.name, action.name))
        if type(action) is Declare:
            return text(DECLARE_NAMES.get(action.name, action.name))
        if type(action) is Take:
            which = "Take the first three: {cards}" if action.part == 0 else "Take the last three: {cards}"
            return say(which, cards=CardsRef(tuple(self.half_cards(action.part))))
        return super().action_words(action)

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The game and its declarer, the talon half, the card points against 35 and two
        cards, the game's units and doubles, each premium, and the payments."""
        if result.get("annulled"):
            return annulled_summary(result, {"everyone passed": "Everyone passed: the cards are thrown in"})
        declarer = SeatRef(result["declarer"])
        contract = text(BID_NAMES[result["contract"]])
        points = result["card_points"]
        head = say("{declarer}: {contract}, won with {points}" if result["made"] else
                   "{declarer}: {contract}, lost with {points}", declarer=declarer, contract=contract,
                   points=tally_words(points["declarer"]["tally"]))
        game = result["game"]
        rows = [line("Game", "{contract} by {declarer:acc}: {value} units, {doubled}", contract=contract,
                     declarer=declarer, value=game["value"], doubled=doubling_words(game["doubles"]))]
        half = result.get("talon_half")
        rows.append(line("Talon", "the defence counts the talon" if half is None else
                         "{declarer} took the first three" if half == 0 else "{declarer} took the last three",
                         declarer=declarer))
        rows.append(line("Card points", "{declarer} {mine}, the defence {theirs} (35 and two cards wins)",
                         declarer=declarer, mine=tally_words(points["declarer"]["tally"]),
                         theirs=tally_words(points["defence"]["tally"])))
        for premium in result.get("premiums", []):
            to_declarer = premium["side"] == "declarer"
            fields = dict(seat=SeatRef(premium["seat"]), units=premium["units"])
            if premium["name"] in ("pagat-ultimo", "pagat-failed") and result.get("pagat_announced_by") is not None:
                value = say("{seat}: {units} units to the declarer, announced, {doubled}" if to_declarer else
                            "{seat}: {units} units to the defence, announced, {doubled}",
                            doubled=doubling_words(result.get("pagat_doubles", 0)), **fields)
            else:
                value = say("{seat}: {units} units to the declarer" if to_declarer else
                            "{seat}: {units} units to the defence", **fields)
            rows.append(Line(text(PREMIUM_LABELS[premium["name"]]), value))
        amount = result["per_defender"]
        rows.append(line("Each defender", "pays {amount} units" if amount >= 0 else "receives {amount} units",
                         amount=abs(amount)))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))

    # --- records ---------------------------------------------------------------------------------
    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.taken:
            hands[self.declarer] = (hands[self.declarer] | self.discard) & ~self.taken
        return hands


SPEC = register_tarock_game(
    Tappen,
    id="tappen",
    name="Tappen",
    players=(3,),
    options=OPTIONS,
    default_players=3,
    summary="Austrian Tarock for three: Dreier, Unterer, Oberer or Solo; take a talon half.",
)
