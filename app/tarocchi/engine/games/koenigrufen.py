"""Königrufen (Call the King): Austrian Tarock for four players, 54 cards, counted in threes.

The deal: six cards face down for the talon, then twelve to each player in two rounds of
six from the dealer's right (eldest hand). A hand with neither a king nor a Tarock is thrown
in and the same dealer deals again.

The auction: eldest hand opens (he may not pass while Trischaken is played: with the
``trischaken`` option off he may) with the simple call or any higher game; the others pass
or bid higher; eldest hand may hold a bid. The games, lowest first (values in half units,
see below): Call 2, Piccolo 4, Solo 4, Besserrufer with the Pagat 2 (+ the Pagat 4) or the
Uhu 2 (+ the Uhu 6), Bettel 5, Dreier 6, Piccolo ouvert 8, Bettel ouvert 10, Solo-Dreier 12.
When nobody bid over eldest hand's call he may play it, or Trischaken (2 book units, paid as
the rule says) or a Sechserdreier (6, lost 12) instead.

Calling: the declarer of a Call, a Solo or a Besserrufer names a king; its holder is his
secret partner. Calling a king of one's own hand means playing alone, unseen. With the
talon (Call, Besserrufer, Dreier) the six cards are turned up; the declarer takes the first
or the last three, lays away three (no king, no Trull card; Tarock only when he has no other
card to lay away, shown) and the other three count for the opponents. A called king found in
the talon: the declarer concedes (losing the simple game to all three) or plays alone at
double value. The Sechserdreier takes all six and lays away six. Solo and Solo-Dreier leave
the talon to the opponents unseen (in a Solo, the half with the called king counts for the
declarer, who then plays alone).

Announcements after "it lays", from the declarer round the table: Pagat (I takes the last
trick), Uhu (II the last but one), King Ultimo (the called king in the last trick, won by its
side), Trull and Four Kings (the side takes all three / all four in its tricks), Valat (the
side takes every trick); each may be doubled, redoubled and superdoubled, as may the game.
Unannounced, they count quietly at half value. In a Solo and a Solo-Dreier all premiums
count double. A Valat replaces the game and the premiums (but an announced Pagat): the game's
value times 4 quiet, times 8 announced.

The play: follow suit, else Tarock, else anything; no obligation to win in the point games.
Eldest hand leads (the declarer in the nullo games). Declarer's side wins with 35 and two
cards (36 rounded) of the 70 points. Piccolo: exactly one trick; Bettel: none; ouvert: all
hands face up after the first trick; in these and in Trischaken a player must win the trick
when he can and keeps the Pagat while he has another Tarock. Trischaken: no parties, the
talon cards go one by one to the winners of the first six tricks; the fewest points win.

Units: the book's values have halves (Bettel 2.5, premiums 0.5), so this module scores in
half units: every value is twice the book's (a simple call is 2).
"""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import CALLS, DISCARDS, Action, Bid, Call, Declare, Discard, Take
from tarocchi.engine.cards import (
    KINGS, Card, CardSet, bit, card_name, cards_of, count, format_cards,
)
from tarocchi.engine.counting import THIRDS
from tarocchi.engine.decks import TAROCK_54, points_of
from tarocchi.engine.events import Bidded, Called, Discarded, Event, TalonShown, TalonTaken
from tarocchi.engine.games._calling import (
    ALL_TAROCK, DOUBLING_OPTION_CHOICES, DOUBLING_OPTION_LABELS, PASS, PHASE_ANNOUNCE, PHASE_AUCTION,
    PHASE_CALL, PHASE_CHOOSE, PHASE_DISCARD, PHASE_KING, PHASE_TALON, SUIT_CARDS, CallingGame,
    Contract, MustWinRules, hidden_slots_with_taken,
)
from tarocchi.engine.games._tappen_family import card_points
from tarocchi.engine.games._tarock import (
    PAGAT, TAROCK_RULES, TRULL, UHU, WINNING_THIRDS, deal_tarock, ultimo, valat_side,
)
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.games._tarock import register_tarock_game
from tarocchi.engine.sampling import Slot
from tarocchi.engine.trickgame import PHASE_END, PHASE_PLAY, read_deal
from tarocchi.schema import array, integer
from tarocchi.engine.words import (
    CardsRef, DealSummary, Phrase, SeatRef, lay_away_more, line, payments_from_scores, people, say, tally_words,
    text,
)

HAND, TALON = 12, 6
MAX_MATCHES = 1000  #: the most Trischaken matches a record may give a seat
NULLO_RULES = MustWinRules(red_ace_high=True, excuse_is_trump=True, overtrump=False)

CONTRACTS: dict[str, Contract] = {c.name: c for c in (
    Contract("call", "Call the King", 1, 2, call=True, talon="half"),
    Contract("trischaken", "Trischaken", 2, 0, talon="trischaken", biddable=False),
    Contract("sechserdreier", "Sechserdreier", 3, 6, lost_value=12, talon="whole", biddable=False),
    Contract("piccolo", "Piccolo", 4, 4, nullo=1),
    Contract("solo", "Solo (Solo-Call)", 5, 4, call=True, talon="defence", solo=True),
    Contract("pagatrufer", "Besserrufer with the Pagat", 6, 2, call=True, talon="half",
             premium="pagat", needs=PAGAT),
    Contract("uhurufer", "Besserrufer with the Uhu", 7, 2, call=True, talon="half",
             premium="uhu", needs=UHU),
    Contract("bettel", "Bettel", 8, 5, nullo=0),
    Contract("dreier", "Dreier", 9, 6, talon="half"),
    Contract("piccolo-ouvert", "Piccolo ouvert", 10, 8, nullo=1, ouvert=True),
    Contract("bettel-ouvert", "Bettel ouvert", 11, 10, nullo=0, ouvert=True),
    Contract("solo-dreier", "Solo-Dreier", 12, 12, talon="defence", solo=True),
)}
NULLO_NAMES = ("piccolo", "bettel", "piccolo-ouvert", "bettel-ouvert")

#: Premiums: (announced, quiet) values in half units.
PREMIUMS: dict[str, tuple[int, int]] = {
    "pagat": (4, 2),
    "uhu": (6, 3),
    "king-ultimo": (2, 1),
    "trull": (2, 1),
    "four-kings": (2, 1),
}
PREMIUM_LABELS = {
    "pagat": "Pagat", "uhu": "Uhu", "king-ultimo": "King Ultimo", "trull": "Trull",
    "four-kings": "Four Kings", "valat": "Valat",
}
VALAT_QUIET, VALAT_ANNOUNCED = 4, 8
#: The hand strength (``bots.simple.mask_strength``) from which each game pays when the
#: first to speak plays it against easy players (``tests/benchmarks/calibrate_bids.py``);
#: the nullo games and Trischaken are never chosen by strength, nor the Besserrufer (its
#: Pagat or Uhu is kept for its trick: play the computer players' fast playouts do not
#: know, so they would play it slowly and badly). "play-call": keeping the accepted call;
#: "play-alone": playing on alone with the called king in the talon.
BID_STRENGTH = {"call": 0.48, "solo": 0.57, "dreier": 0.66, "solo-dreier": 0.85,
                "sechserdreier": 0.75, "play-call": 0.0, "concede": 0.0, "play-alone": 0.62}

OPTIONS = (
    OptionSpec("trischaken", True,
               "Trischaken is played: eldest hand must open, and may turn his accepted call into "
               "Trischaken (off: eldest hand may pass; if all pass the cards are thrown in).",
               label="Trischaken"),
    OptionSpec("sechserdreier", True,
               "The Sechserdreier (all six talon cards, wins 3, loses 6) may be chosen by eldest "
               "hand when his call is accepted.", label="Sechserdreier"),
    OptionSpec("nullo_games", True, "Piccolo and Bettel, and their ouvert forms, may be bid.",
               label="Piccolo and Bettel"),
    OptionSpec("dreier_at_once", "eldest",
               "Who must bid a Dreier at his first turn or not at all: eldest hand (the book: "
               "\"non-dealer must announce a Dreier immediately\"), every player, or nobody.",
               ("eldest", "everyone", "no"),
               label="A Dreier is bid at once",
               choice_labels=("By eldest hand", "By every player", "No: at any turn")),
    OptionSpec("doubling", "superdouble",
               "How far doubling goes: superdouble (×8), redouble (×4) or double (×2).",
               DOUBLING_OPTION_CHOICES, label="Doubling", choice_labels=DOUBLING_OPTION_LABELS),
    OptionSpec("king_in_talon_doubles", True,
               "A called king found in the talon doubles the game of a declarer who plays on "
               "alone (the book); off: he plays alone at the simple value.",
               label="A called king in the talon doubles the game"),
    OptionSpec("trischaken_stake", 4,
               "Book units the Trischaken winner receives from the loser: 4 (the rule's text) or "
               "2 (the value table).", (4, 2),
               label="Trischaken stake", choice_labels=("4 units (the rule's text)", "2 units (the value table)")),
    OptionSpec("after_trischaken", "matches",
               "After a Trischaken: each player gets a match, which doubles his next game as "
               "declarer and is given back when he wins it (the book's recommended rule); or the "
               "next four deals are played at double stakes; or nothing.",
               ("matches", "four-doubled", "none"),
               label="After a Trischaken",
               choice_labels=("Each player gets a match", "Four deals at double stakes", "Nothing")),
)


def carry_after(result: dict, carry: dict | None) -> dict:
    """The match state handed to the next deal (``carry`` keyword of the game's factory):
    ``matches`` per seat and ``double_deals`` left. Read from a finished deal's result."""
    return dict(result.get("carry") or carry or {})


class Koenigrufen(CallingGame):
    """One deal of Königrufen."""

    CONTRACTS = CONTRACTS
    BID_STRENGTH = BID_STRENGTH
    PREMIUM_LABELS = PREMIUM_LABELS
    card_values = THIRDS
    redeal_same_dealer = True
    #: the players call a king of their own hand only when they hold all four: a world in
    #: which the declarer held the called king is unlikely (``TableView.call_offers``;
    #: docs/bots.md, "The called king's holder")
    call_offers = KINGS

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None, carry: dict | None = None):
        n = params.players
        sequence = tuple([-1] * TALON + [(dealer + 1 + k // 6) % n for k in range(n * HAND)])
        matches: list[int] = [0] * n
        double_deals = 0
        if carry:
            matches = list(carry.get("matches", matches))
            double_deals = int(carry.get("double_deals", 0))
        if deal is not None:
            hands, talon = read_deal(deal, n, TAROCK_54, HAND, TALON)
            if "matches" in deal:
                matches = array(deal["matches"], "deal.matches", length=n,
                                item=lambda v, p: integer(v, p, 0, MAX_MATCHES))
            double_deals = integer(deal.get("double_deals", double_deals), "deal.double_deals", 0, 4)
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, talon, sequence = deal_tarock(random.Random(seed), n, dealer, [6, 6], TALON)
            if any(matches) or double_deals:
                seed = None  # the record keeps the deal itself, with the match state
        if len(matches) != n or any(m < 0 for m in matches):
            raise ValueError("'matches' must give a count for each seat")
        super().__init__(params, dealer, TAROCK_RULES, hands, talon, seed, sequence)
        self._init_calling()
        self.matches = matches
        self.double_deals = double_deals
        self.taken = 0  #: talon cards the declarer took into his hand
        self.king_in_talon = False  #: the called king lay in the talon (declarer alone)
        self.alone_doubled = False
        self.conceded = False
        self.talon_given: list[tuple[int, Card]] = []  #: Trischaken: (seat, card) handed out
        self._phase, self.to_move = PHASE_AUCTION, self.eldest
        for seat in range(n):
            if not hands[seat] & (KINGS | ALL_TAROCK):
                self.annul("no king and no Tarock", seat, hands[seat])
                break

    ANNULMENTS = {**CallingGame.ANNULMENTS,
                  "no king and no Tarock":
                      "{seat} {seat|you:hold|holds} neither a king nor a Tarock: the cards are thrown in"}

    def bid_meaning(self, name: str) -> str:
        if self._phase == PHASE_CHOOSE and name == "call":
            return "play-call"
        if self._phase == PHASE_KING and name == "play":
            return "play-alone"
        return super().bid_meaning(name)

    def annul(self, reason: str, seat: int | None = None, shown: CardSet = 0) -> list[Event]:
        events = super().annul(reason, seat, shown)
        self._result["carry"] = {"matches": list(self.matches), "double_deals": self.double_deals}
        return events

    # --- the auction --------------------------------------------------------------------------
    def contract_list(self) -> list[Contract]:
        out = []
        for c in super().contract_list():
            if c.name == "trischaken" and not self.params["trischaken"]:
                continue
            if c.name == "sechserdreier" and not self.params["sechserdreier"]:
                continue
            if c.name in NULLO_NAMES and not self.params["nullo_games"]:
                continue
            out.append(c)
        return out

    def eldest_must_bid(self) -> bool:
        return self.params["trischaken"]

    def may_bid(self, seat: int, contract: Contract, first: bool) -> bool:
        rule = self.params["dreier_at_once"]
        if contract.name == "dreier" and not first and (
                rule == "everyone" or rule == "eldest" and seat == self.eldest):
            return False  # a Dreier is bid at once or not at all (eldest hand may still hold one)
        return super().may_bid(seat, contract, first)

    def choices_after_call(self) -> list[str]:
        """The call first; then the Sechserdreier and Trischaken (this order, lowest risk
        first, is what the easy player climbs with a stronger hand)."""
        names = {c.name for c in self.contract_list()}
        return ["call"] + [name for name in ("sechserdreier", "trischaken") if name in names]

    def _auction_won(self, seat: int, name: str) -> list[Event]:
        others_passed = all(b == PASS for s, b in self.auction if s != self.eldest)
        if name == "call" and seat == self.eldest and others_passed and len(self.choices_after_call()) > 1:
            self._phase, self.to_move = PHASE_CHOOSE, seat
            return []
        return self._start_contract(seat, name)

    def _start_contract(self, seat: int, name: str) -> list[Event]:
        self.set_contract(seat, name)
        game = self.game
        if game.negative:
            self.rules = NULLO_RULES
        if game.talon == "trischaken":
            self.declarer = None  # no parties: everyone plays for himself
        if game.call:
            self._phase, self.to_move = PHASE_CALL, seat
            return []
        return self._after_call()

    def _after_call(self) -> list[Event]:
        game = self.game
        events: list[Event] = []
        if game.talon == "trischaken":
            self.start_play(self.eldest)
            return events
        if game.talon in ("half", "whole"):
            events.append(TalonShown(self.talon_order))
            if game.talon == "whole":
                events.extend(self._take(self.talon_order))
                return events
            if self.called is not None and (self.talon >> self.called) & 1:
                self.king_in_talon = True
                self._phase, self.to_move = PHASE_KING, self.declarer
            else:
                self._phase, self.to_move = PHASE_TALON, self.declarer
            return events
        if self.called is not None and (self.talon >> self.called) & 1:
            self.king_in_talon = True  # a Solo: known at the end only
        self.start_announcements(events)
        return events

    def _take(self, cards: tuple[Card, ...]) -> list[Event]:
        mask = sum(1 << c for c in cards)
        self.hands[self.declarer] |= mask
        self.talon &= ~mask
        self.taken = mask
        self._phase, self.to_move = PHASE_DISCARD, self.declarer
        return [TalonTaken(self.declarer, tuple(cards))]

    def halves(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        return self.talon_order[:3], self.talon_order[3:]

    def discardable(self) -> CardSet:
        """No king, no Trull card; a Tarock only when no other card may be laid away."""
        hand = self.hands[self.declarer]
        plain = hand & SUIT_CARDS & ~KINGS
        return plain or hand & ALL_TAROCK & ~TRULL

    # --- protocol: phases -----------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        phase, seat = self._phase, self.to_move
        if phase == PHASE_AUCTION:
            return [Bid(b) for b in self.legal_bids(seat)]
        if phase == PHASE_CHOOSE:
            return [Bid(b) for b in self.choices_after_call()]
        if phase == PHASE_CALL:
            return [CALLS[c] for c in cards_of(KINGS)]
        if phase == PHASE_KING:
            return [Bid("concede"), Bid("play")]
        if phase == PHASE_TALON:
            return [Take(0), Take(1)]
        if phase == PHASE_DISCARD:
            return [DISCARDS[c] for c in cards_of(self.discardable())]
        if phase == PHASE_ANNOUNCE:
            return list(self.announce_options(seat))
        return []

    def _check_phase(self, action: Action) -> str | None:
        phase = self._phase
        kind = type(action)
        if phase == PHASE_AUCTION:
            return self.auction_refusal(action)
        if phase == PHASE_CHOOSE:
            if kind is Bid and action.name in self.choices_after_call():
                return None
            return say("your call was accepted: choose {games}", games=", ".join(self.choices_after_call()))
        if phase == PHASE_CALL:
            if kind is Call and (KINGS >> action.card) & 1:
                return None
            return "call a king"
        if phase == PHASE_KING:
            if kind is Bid and action.name in ("concede", "play"):
                return None
            return "the called king is in the talon: concede (bid concede) or play alone (bid play)"
        if phase == PHASE_TALON:
            if kind is Take and action.part in (0, 1):
                return None
            return "take the first (take 0) or the second (take 1) half of the talon"
        if phase == PHASE_DISCARD:
            if kind is not Discard:
                return "lay away cards first"
            card = action.card
            if not (self.hands[self.declarer] >> card) & 1:
                return "that card is not in your hand"
            if (bit(card) & (KINGS | TRULL)):
                return "you may not lay away a king or a card of the Trull"
            if not (self.discardable() >> card) & 1:
                return "you may lay away a Tarock only when you have no other card to lay away"
            return None
        if phase == PHASE_ANNOUNCE:
            return self.announce_refusal(action)
        return "the deal is over"

    def _apply_phase(self, action: Action) -> list[Event]:
        phase = self._phase
        if phase == PHASE_AUCTION:
            return self._bid(action.name)
        if phase == PHASE_CHOOSE:
            seat = self.to_move
            self.forced_bids += (len(self.auction),)  # a choice among games, passing is not one
            self.auction.append((seat, action.name))
            events = [Bidded(seat, action.name)]
            events.extend(self._start_contract(seat, action.name))
            return events
        if phase == PHASE_CALL:
            self.called = action.card
            self.place_partner()
            events: list[Event] = [Called(self.declarer, action.card)]
            events.extend(self._after_call())
            return events
        if phase == PHASE_KING:
            if action.name == "concede":
                self.conceded = True
                return self._finish()
            self.alone_doubled = self.params["king_in_talon_doubles"]
            self._phase = PHASE_TALON
            events = []
            self.declare(self.declarer, "play-alone", events)
            return events
        if phase == PHASE_TALON:
            return self._take(self.halves()[action.part])
        if phase == PHASE_DISCARD:
            return self._discard(action.card)
        return self._announce(action.name)

    def _discard(self, card: Card) -> list[Event]:
        self.hands[self.declarer] &= ~bit(card)
        self.discard |= bit(card)
        shown = card if (ALL_TAROCK >> card) & 1 else None
        if shown is not None:
            self.discard_shown |= bit(card)
        events: list[Event] = [Discarded(self.declarer, shown)]
        if count(self.discard) == count(self.taken):
            self.start_announcements(events)
        return events

    # --- announcements ----------------------------------------------------------------------------
    def premiums_open(self, seat: int) -> list[str]:
        if self.game.negative:
            return []
        hand = self.hands[seat]
        out = []
        if "pagat" not in self.announced and (hand >> PAGAT) & 1:
            out.append("pagat")
        if "uhu" not in self.announced and (hand >> UHU) & 1:
            out.append("uhu")
        if ("king-ultimo" not in self.announced and self.called is not None
                and (hand >> self.called) & 1):
            out.append("king-ultimo")
        for name in ("trull", "four-kings", "valat"):
            if name not in self.announced:
                out.append(name)
        return out

    def begin_play(self, events: list[Event]) -> None:
        leader = self.declarer if self.game.nullo is not None else self.eldest
        self.start_play(leader)

    # --- play ----------------------------------------------------------------------------------------
    def _close_trick(self, events: list[Event]) -> None:
        number = len(self.tricks)
        super()._close_trick(events)
        self.first_trick_done = True
        if self._phase != PHASE_PLAY:
            return
        game = self.game
        winner = self.tricks[-1][2]
        if game.talon == "trischaken" and number < TALON and self.talon:
            card = next(c for c in self.talon_order if (self.talon >> c) & 1)
            self.talon &= ~bit(card)
            self.won[winner] |= bit(card)
            self.talon_given.append((winner, card))
            events.extend([TalonShown((card,)), TalonTaken(winner, None)])
        if game.nullo is not None:
            taken = sum(1 for _, _, w in self.tricks if w == self.declarer)
            if taken > game.nullo:  # the nullo game is lost at once
                self._phase, self.to_move = PHASE_END, None
                events.extend(self._finish())

    # --- scoring ----------------------------------------------------------------------------------------
    def _finish(self) -> list[Event]:
        n = self.n
        scores = [0.0] * n
        game = self.game
        result: dict[str, Any] = {
            **self.result_head(),
            "talon": format_cards(self.talon_order),
        }
        entries: list[dict] = []
        stake = self.stake_factor()
        if game.talon == "trischaken":
            self._score_trischaken(scores, result)
        elif self.conceded:  # the game is lost, and a Besserrufer's Pagat (Uhu) with it
            for item, amount in self.conceded_items():
                self.pay(scores, 1, amount)
                entries.append({"item": item, "side": 1, "amount": amount})
            result.update(made=False, conceded=True)
        elif game.nullo is not None:
            taken = sum(1 for _, _, w in self.tricks if w == self.declarer)
            made = taken == game.nullo
            amount = game.value * self.factor("game")
            self.pay(scores, 0 if made else 1, amount)
            entries.append({"item": "game", "side": 0 if made else 1, "amount": amount})
            result.update(made=made, declarer_tricks=taken, tricks_played=len(self.tricks))
        else:
            self._score_points(scores, result, entries)
        scores = [s * stake for s in scores]
        result["entries"] = entries
        result["stake_factor"] = stake
        result["carry"] = self.next_carry(result)
        return self.end_deal(scores, result)

    def conceded_items(self) -> list[tuple[str, int]]:
        """What a declarer who concedes (his called king in the talon) pays, 1 against 3: the
        game, and in a Besserrufer the Pagat (Uhu) he bid to win with it, at its announced
        value ("Calling better with Pagat 1+2": game and Pagat are both lost)."""
        game = self.game
        items = [("game", game.value)]
        if game.premium:
            items.append((game.premium, PREMIUMS[game.premium][0]))
        return items

    def stake_factor(self) -> int:
        """×2 for a declarer holding a Trischaken match, ×2 in the four doubled deals."""
        factor = 1
        game = self.game
        if (self.params["after_trischaken"] == "matches" and game is not None
                and game.talon != "trischaken" and self.declarer is not None
                and self.matches[self.declarer] > 0):
            factor *= 2
        if self.params["after_trischaken"] == "four-doubled" and self.double_deals > 0:
            factor *= 2
        return factor

    def next_carry(self, result: dict) -> dict:
        matches = list(self.matches)
        double_deals = max(self.double_deals - 1, 0)
        rule = self.params["after_trischaken"]
        if self.game.talon == "trischaken":
            if rule == "matches":
                matches = [m + 1 for m in matches]
            elif rule == "four-doubled":
                double_deals = 4
        elif rule == "matches" and matches[self.declarer] > 0 and result.get("made"):
            matches[self.declarer] -= 1  # a match is given back when its holder wins
        return {"matches": matches, "double_deals": double_deals}

    def side_cards(self) -> tuple[CardSet, CardSet]:
        """All the cards counting for each side: tricks, the discard, the talon parts."""
        declarer_side = self.won_by_side(0) | self.discard
        defence = self.won_by_side(1)
        talon = self.talon
        if self.game.talon == "defence" and self.called is not None and (talon >> self.called) & 1:
            half = next(h for h in self.halves() if self.called in h)
            mine = sum(1 << c for c in half)
            declarer_side |= mine
            talon &= ~mine
        defence |= talon
        return declarer_side, defence

    def _score_points(self, scores: list[float], result: dict, entries: list[dict]) -> None:
        game = self.game
        mine, theirs = self.side_cards()
        thirds = points_of(mine, THIRDS)
        made = thirds >= WINNING_THIRDS
        value = game.value if made else game.paid_on_loss()
        alone = 2 if self.alone_doubled else 1  # the king found in the talon doubles the game played
        game_factor = self.factor("game") * alone
        sweep = valat_side(self.tricks, self.side)
        premium_factor = 2 if game.solo else 1

        def credit(item: str, side: int, amount: int) -> None:
            self.pay(scores, side, amount)
            entries.append({"item": item, "side": side, "amount": amount})

        valat = None
        if "valat" in self.announced:
            owner = self.side(self.announced["valat"])
            value = game.value if owner == 0 else game.paid_on_loss()
            # the value of the game played (doubled for a king found in the talon), × 8, with
            # the Valat's own doubling: the game's doubling is not carried into it
            amount = value * alone * VALAT_ANNOUNCED * self.factor("valat")
            credit("valat", owner if sweep == owner else 1 - owner, amount)
            valat = {"announced": True, "made": sweep == owner, "side": owner}
        elif sweep is not None:
            value = game.value if sweep == 0 else game.paid_on_loss()
            credit("valat", sweep, value * VALAT_QUIET * game_factor)
            valat = {"announced": False, "made": True, "side": sweep}
        else:
            credit("game", 0 if made else 1, value * game_factor)
        for name, (announced_value, quiet_value) in PREMIUMS.items():
            if valat is not None and not (name == "pagat" and name in self.announced):
                continue
            achieved, caught = self._premium_fate(name)
            if name in self.announced:
                owner = self.side(self.announced[name])
                amount = announced_value * premium_factor * self.factor(name)
                credit(name, owner if achieved == owner else 1 - owner, amount)
            elif achieved is not None:
                credit(name + "-quiet", achieved, quiet_value * premium_factor)
            elif caught is not None:
                credit(name + "-caught", caught, quiet_value * premium_factor)
        result.update(
            made=made,
            card_points={"declarer": card_points(mine), "defence": card_points(theirs)},
            valat=valat,
            king_in_talon=self.king_in_talon,
            announced={k: {"seat": s, "contra": self.contra.get(k, 0)} for k, s in self.announced.items()},
            game_contra=self.contra.get("game", 0),
        )

    def _premium_fate(self, name: str) -> tuple[int | None, int | None]:
        """(side that achieved the premium, side that caught it): either may be None."""
        if name in ("trull", "four-kings"):
            combo = TRULL if name == "trull" else KINGS
            for side in (0, 1):
                if self.won_by_side(side) & combo == combo:
                    return side, None
            return None, None
        if name == "king-ultimo":
            if self.called is None:
                return None, None
            card, tricks = self.called, self.tricks
        else:
            card = PAGAT if name == "pagat" else UHU
            tricks = self.tricks if name == "pagat" else self.tricks[:-1]
        fate = ultimo(tricks, card, self.side)
        if fate is None:
            return None, None
        side, won = fate
        winner_side = self.side(tricks[-1][2])
        if name == "king-ultimo":
            won = winner_side == side
        if won:
            return side, None
        return None, (winner_side if winner_side != side else None)

    def _score_trischaken(self, scores: list[float], result: dict) -> None:
        n = self.n
        stake = 2 * self.params["trischaken_stake"]
        thirds = [points_of(self.won[s], THIRDS) for s in range(n)]
        tricks = [sum(1 for _, _, w in self.tricks if w == s) for s in range(n)]

        def owe(payer: int) -> int:
            return stake * (2 if payer == self.eldest else 1)

        clean = [s for s in range(n) if tricks[s] == 0]
        if clean:
            winners, losers = clean, [s for s in range(n) if tricks[s] > 0]
        else:
            low, high = min(thirds), max(thirds)
            winners = [s for s in range(n) if thirds[s] == low]
            losers = [s for s in range(n) if thirds[s] == high]
        for w in winners:
            for loser in losers:
                scores[w] += owe(loser)
                scores[loser] -= owe(loser)
        result.update(
            card_points=[card_points(self.won[s]) for s in range(n)],
            tricks=tricks, winners=winners, losers=losers,
            talon_given=[(s, card_name(c)) for s, c in self.talon_given],
        )

    # --- knowledge ---------------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        if self._phase == PHASE_END:
            return True
        game = self.game
        if game is None or self._phase in (PHASE_AUCTION, PHASE_CHOOSE, PHASE_CALL):
            return False
        return game.talon in ("half", "whole")

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self._phase in (PHASE_KING, PHASE_TALON):
            return count(self.talon), self.talon_order
        if self.game is not None and self.game.talon == "half" and self._phase != PHASE_END:
            return count(self.talon), tuple(c for c in self.talon_order if (self.talon >> c) & 1)
        return count(self.talon), ()

    def discard_allowed(self) -> CardSet:
        return SUIT_CARDS & ~KINGS & ~self.played_cards()

    def known_held(self, viewer: int) -> list[CardSet]:
        held = super().known_held(viewer)
        if self.taken and self._phase not in (PHASE_DISCARD, PHASE_END):
            # talon cards that cannot have been laid away unseen are still in his hand
            held[self.declarer] |= self.taken & self.hands[self.declarer] & (KINGS | ALL_TAROCK)
        return held

    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        return hidden_slots_with_taken(self, seat, self.taken & ~self.played_cards())

    def _after_resample(self, world: "Koenigrufen") -> None:
        super()._after_resample(world)
        if world.game is not None and world.game.talon == "trischaken":
            world.talon_order = tuple(c for _, c in self.talon_given) + tuple(cards_of(world.talon))

    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.declarer is not None and self.taken:
            hands[self.declarer] = (hands[self.declarer] | self.discard) & ~self.taken
        return hands

    def deal_record(self) -> dict:
        record = super().deal_record()
        if any(self.matches):
            record["matches"] = list(self.matches)
        if self.double_deals:
            record["double_deals"] = self.double_deals
        return record

    def clone(self) -> "Koenigrufen":
        other = super().clone()
        other.matches = list(self.matches)
        other.talon_given = list(self.talon_given)
        return other

    # --- words ----------------------------------------------------------------------------------------
    def action_words(self, action: Action) -> Phrase:
        kind = type(action)
        if kind is Bid and action.name == "concede":
            return text("Concede the game")
        if kind is Bid and action.name == "play":
            return text("Play alone (doubled)" if self.params["king_in_talon_doubles"] else "Play alone")
        if kind is Take:
            half = self.halves()[action.part]
            which = "Take the first half: {cards}" if action.part == 0 else "Take the second half: {cards}"
            return say(which, cards=CardsRef(tuple(half)))
        if kind is Bid and self._phase == PHASE_CHOOSE and action.name == "call":
            return text("Play the call")
        if kind is Declare and action.name == "play-alone":
            return text("Plays alone")
        return super().action_words(action)

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The calling games' summary, with Trischaken (each player's points and tricks,
        who took the fewest and who the most) and the stakes doubled by a match."""
        if result.get("contract") == "trischaken":
            counts = [tally_words(p["tally"]) for p in result["card_points"]]
            clean = all(result["tricks"][s] == 0 for s in result["winners"])
            head = say("Trischaken: {winners:nom} took no trick" if clean else
                       "Trischaken: {winners:nom} took the fewest points", winners=people(result["winners"]))
            # "37 card points, 6 tricks"; a count with its odd cards ("7 and two cards") takes no unit
            rows = [line("{seat}", (("{points} card points, 1 trick" if n == 1 else "{points} card points, {tricks} tricks")
                                    if isinstance(c, str) else ("{points}, 1 trick" if n == 1 else "{points}, {tricks} tricks")),
                         seat=SeatRef(s), points=c, tricks=n)
                    for s, c, n in zip(range(players), counts, result["tricks"])]
            rows.append(line("Paying", "{losers}", losers=people(result["losers"])))
            summary = DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))
        else:
            summary = super().describe_result(result, players)
        if result.get("stake_factor", 1) > 1:
            summary = DealSummary(summary.head, summary.lines + (
                line("Stakes", "doubled (×{factor}) after a Trischaken", factor=result["stake_factor"]),),
                summary.payments)
        return summary

    def prompt(self) -> str:
        phase = self._phase
        if phase == PHASE_AUCTION:
            return "Bid a game or pass"
        if phase == PHASE_CHOOSE:
            return "Your call stands: play it, or choose another game"
        if phase == PHASE_CALL:
            return "Call a king"
        if phase == PHASE_KING:
            return "The called king is in the talon: concede, or play alone"
        if phase == PHASE_TALON:
            return "Take one half of the talon"
        if phase == PHASE_DISCARD:
            return lay_away_more(count(self.taken) - count(self.discard))
        if phase == PHASE_ANNOUNCE:
            return "Announce premiums, double, or say none"
        return super().prompt()

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra = super().view_extra(seat)
        extra["matches"] = list(self.matches)
        extra["double_deals"] = self.double_deals
        if self._phase == PHASE_DISCARD and seat == self.declarer:
            extra["discard_left"] = count(self.taken) - count(self.discard)
        return extra


SPEC = register_tarock_game(
    Koenigrufen,
    id="koenigrufen",
    name="Königrufen",
    players=(4,),
    options=OPTIONS,
    default_players=4,
    summary="Call the King: four players, a called king as secret partner, talon halves, "
            "Solo, Dreier, Trischaken, Piccolo, Bettel and the premiums.",
)
