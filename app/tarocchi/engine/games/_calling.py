"""What the two Austrian four-player calling games share (Königrufen and Zwanzigerrufen).

* The contracts: a table of :class:`Contract` values per game, ranked for the auction.
* The auction: eldest hand (the dealer's next seat) speaks first and may be obliged to bid;
  each other player passes or bids a higher game; eldest hand may "hold" (take over, at the
  same rank) the bid another player made. Whoever passes is out. The auction ends when the
  highest bidder is the only one left in it.
* Partners: the declarer of a calling game calls a card; its holder is the partner, unknown
  to the others until the card is played (or an announcement marks the parties).
* The announcements ("it lays"): from the declarer round the table, each player makes any
  announcements he wants, one at a time, then says "none" (``declare none``). Doubling is an
  announcement too: ``contra-ITEM`` doubles the game or an announced premium when made by
  the side against it, redoubles it when made by the side it belongs to, then superdoubles.
  The round goes on until all four players have said "none" in a row.
* The play, with the restrictions of these games: a player who announced the Pagat (and, in
  the nullo games, every holder of the Pagat) may not play it while he holds another Tarock;
  an announced Uhu likewise (apart from the Pagat); in the nullo games a player must win the
  trick when he can (:class:`MustWinRules`); the Farberl takes the power from the Tarock
  (:class:`FarberlRules`).
* Payments: an amount won by one side is paid by each loser to a winner: two against two,
  each player wins or loses the amount; one against three, the single player wins or loses
  three times it and each of the others once.
"""

# API-READY

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from tarocchi.engine.actions import Action, Bid, Declare
from tarocchi.engine.cards import SUIT_MASKS, TRUMP_MASK, Card, CardSet, bit, card_name, card_words, parse_card
from tarocchi.engine.events import Bidded, Declared, Event, PartnerRevealed
from tarocchi.engine.games._tarock import PAGAT, SKUS, UHU, TarockPlayers
from tarocchi.engine.sampling import NoPlacement, Slot
from tarocchi.engine.trickgame import PHASE_PLAY, TrickGame
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.words import (
    CardsRef, DealSummary, Line, Phrase, SeatRef, annulled_summary, doubling_words, line, payments_from_scores,
    people, say, tally_words, text,
)

PHASE_AUCTION = "auction"
PHASE_CHOOSE = "choose"  #: eldest hand's choice after his call was accepted (Königrufen)
PHASE_CALL = "call"
PHASE_KING = "king-in-talon"
PHASE_TALON = "talon"
PHASE_DISCARD = "discard"
PHASE_ANNOUNCE = "announce"

PASS = "pass"
#: how many times a sampled world that contradicts the auction's bids is dealt again
AUCTION_REDEALS = 200
HOLD = "hold"
NONE = "none"

#: The highest contra level each ``doubling`` option allows.
DOUBLING_LEVELS = {"double": 1, "redouble": 2, "superdouble": 3}
DOUBLING_OPTION_CHOICES = ("superdouble", "redouble", "double")
DOUBLING_OPTION_LABELS = ("Up to superdouble (×8)", "Up to redouble (×4)", "Double only (×2)")
#: The doubling announcements by level: ``double`` (the game) or ``double-ITEM`` (a premium).
CONTRA_WORDS = ("double", "redouble", "superdouble")
#: each doubling of the game, and of a premium, in words
GAME_CONTRA_WORDS = ("Double the game", "Redouble the game", "Superdouble the game")
CONTRA_TEMPLATES = ("Double {premium}", "Redouble {premium}", "Superdouble {premium}")


def contra_name(item: str, level: int) -> str:
    """The announcement that raises ``item`` from ``level`` (0: double, 1: redouble …)."""
    word = CONTRA_WORDS[level]
    return word if item == "game" else f"{word}-{item}"


def parse_contra(name: str) -> tuple[str, int] | None:
    """(item, level it raises from) of a doubling announcement, None for anything else."""
    for level, word in enumerate(CONTRA_WORDS):
        if name == word:
            return "game", level
        if name.startswith(word + "-"):
            return name[len(word) + 1:], level
    return None

ALL_TAROCK = TRUMP_MASK | bit(SKUS)
SUIT_CARDS = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]


# --- trick rules ------------------------------------------------------------------------------

@dataclass(frozen=True)
class MustWinRules(TrickRules):
    """The nullo games' play: follow suit, else Tarock, and in every case play a card that
    wins the trick when you have one ("each player must put a higher card to the trick").
    An excusing excuse (``free``) may still be played at any time."""

    def legal_plays(self, hand: CardSet, trick: list[Card]) -> CardSet:
        base = TrickRules.legal_plays(self, hand, trick)
        if not trick:
            return base
        winners = 0
        n = len(trick)
        mask = base
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            if self.winner_index(trick + [card]) == n:
                winners |= low
            mask ^= low
        return winners | (base & self.free) if winners else base

    def refusal(self, hand: CardSet, trick: list[Card], card: Card) -> str | None:
        if not (hand >> card) & 1:
            return "that card is not in your hand"
        base = TrickRules.legal_plays(self, hand, trick)
        if not (base >> card) & 1:
            return TrickRules.refusal(self, hand, trick, card)
        if (self.legal_plays(hand, trick) >> card) & 1:
            return None
        return "you must win the trick when you can"


class FarberlRules:
    """The Farberl: the Tarock lose their power. Suits are followed; a player void in the suit
    led must play a Tarock if he has one (it cannot win); a Tarock may be led only by a player
    without suit cards, and then the Tarock are followed like a suit, the highest winning."""

    red_ace_high = True
    excuse_is_trump = True
    overtrump = False
    excuse_returns = False  #: as TrickRules (the Sküs is a Tarock here, never an excuse)
    trumps: CardSet = 0  #: no card has the power of a trump
    free: CardSet = 0

    def __init__(self) -> None:
        self.power = TrickRules(red_ace_high=True, excuse_is_trump=True).power

    @staticmethod
    def category(card: Card) -> int:
        return card // 14 if card < 56 else 4

    @staticmethod
    def _of(category: int) -> CardSet:
        return ALL_TAROCK if category == 4 else SUIT_MASKS[category]

    def led_card(self, trick: list[Card]) -> Card | None:
        return trick[0] if trick else None

    def legal_plays(self, hand: CardSet, trick: list[Card]) -> CardSet:
        if not trick:
            suits = hand & SUIT_CARDS
            return suits or hand
        led = self.category(trick[0])
        follow = hand & self._of(led)
        if follow:
            return follow
        tarock = hand & ALL_TAROCK
        return tarock or hand

    def refusal(self, hand: CardSet, trick: list[Card], card: Card) -> str | None:
        if not (hand >> card) & 1:
            return "that card is not in your hand"
        if (self.legal_plays(hand, trick) >> card) & 1:
            return None
        if not trick:
            return "in a Farberl you may lead a Tarock only when you have no suit card"
        if self.category(trick[0]) == 4:
            return "a Tarock was led: you must play a Tarock"
        if hand & self._of(self.category(trick[0])):
            return "you must follow suit"
        return "you cannot follow suit: you must play a Tarock (it cannot win)"

    def winner_index(self, trick: list[Card]) -> int:
        led = self.category(trick[0])
        best, best_i = -1, 0
        for i, card in enumerate(trick):
            if self.category(card) == led and self.power[card] > best:
                best, best_i = self.power[card], i
        return best_i


def category(card: Card) -> int:
    """Suit 0–3 of a suit card, 4 for a Tarock (the Sküs included)."""
    return card // 14 if card < 56 else 4


# --- contracts ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Contract:
    """A game that can be bid. ``value`` is in the game's scoring unit."""

    name: str
    title: str
    rank: int  #: auction order: a bid must be of a higher rank (eldest may hold at equal rank)
    value: int
    lost_value: int = 0  #: what the declarer's side pays when it loses (0: ``value``)
    call: bool = False  #: the declarer calls a partner
    talon: str = "none"  #: "half", "whole", "defence" (the opponents'), "none", "trischaken"
    nullo: int | None = None  #: the exact number of tricks the declarer must take
    ouvert: bool = False  #: hands face up after the first trick
    solo: bool = False  #: premiums count double
    premium: str | None = None  #: the premium the declarer announces with the bid
    needs: Card | None = None  #: a card the bidder must hold
    farberl: bool = False
    biddable: bool = True  #: False: only as eldest hand's choice after an accepted call

    @property
    def negative(self) -> bool:
        return self.nullo is not None or self.talon == "trischaken"

    def paid_on_loss(self) -> int:
        return self.lost_value or self.value


# --- the state ------------------------------------------------------------------------------------

class CallingGame(TarockPlayers, TrickGame):
    """The common state of Königrufen and Zwanzigerrufen (subclasses add their phases and
    their scoring)."""

    CONTRACTS: ClassVar[dict[str, Contract]] = {}
    #: The words for the premiums and announcements of the game.
    PREMIUM_LABELS: ClassVar[dict[str, str]] = {}
    #: Card values in the game's counting unit (for the table view and the bots).
    card_values: ClassVar[tuple[int, ...]] = ()

    def _init_calling(self) -> None:
        n = self.n
        self.eldest = (self.dealer + 1) % n
        self.best: str | None = None  #: highest bid so far
        self.best_seat: int | None = None
        self.passed = 0  #: bit per seat out of the auction
        self.spoken = 0  #: bit per seat that has spoken in the auction
        self.game: Contract | None = None
        self.called: Card | None = None
        self.announced: dict[str, int] = {}  #: premium -> seat that announced it
        self.contra: dict[str, int] = {}  #: item ("game" or a premium) -> level 0–3
        self.ann_passes = 0
        self.first_trick_done = False
        self.known_defenders: list[int] = []  #: seats whose announcements marked them defenders

    # --- the contract --------------------------------------------------------------------------
    def contract_list(self) -> list[Contract]:
        """The contracts this table plays (options may remove some), in auction order."""
        return sorted(self.CONTRACTS.values(), key=lambda c: c.rank)

    def max_contra(self) -> int:
        return DOUBLING_LEVELS[self.params["doubling"]]

    def eldest_must_bid(self) -> bool:
        return True

    def may_play(self, seat: int, contract: Contract) -> bool:
        """Whether ``seat``'s hand allows ``contract`` (a Besserrufer needs its card …): hook."""
        return contract.needs is None or bool((self.hands[seat] >> contract.needs) & 1)

    def may_bid(self, seat: int, contract: Contract, first: bool) -> bool:
        """Whether ``seat`` may bid ``contract`` now, beyond its rank (hook: timing rules)."""
        return self.may_play(seat, contract)

    def may_hold(self, seat: int) -> bool:
        """Eldest hand may hold (take over at the same rank) a bid another player made."""
        return (seat == self.eldest and self.best is not None and self.best_seat != seat
                and self.may_play(seat, self.CONTRACTS[self.best]))

    def legal_bids(self, seat: int) -> list[str]:
        first = not (self.spoken >> seat) & 1
        eldest = seat == self.eldest
        out: list[str] = []
        if not (eldest and first and self.eldest_must_bid()):
            out.append(PASS)
        if self.may_hold(seat):
            out.append(HOLD)
        best = self.CONTRACTS[self.best] if self.best is not None else None
        opening = self.opening_rank()
        offers = []
        for c in self.contract_list():
            if not c.biddable or (best is not None and c.rank <= best.rank):
                continue
            if c.rank == opening and not (eldest and first):
                continue  # the simple call is eldest hand's opening bid only
            if self.may_bid(seat, c, first):
                offers.append(c)
        # positive games first, the nullo games after them (the easy bot climbs this list)
        offers.sort(key=lambda c: (c.negative, c.rank))
        out.extend(c.name for c in offers)
        return out

    def bid_meaning(self, name: str) -> str:
        """A hold stands for the bid held."""
        return self.best if name == HOLD and self.best is not None else name

    def opening_rank(self) -> int:
        """The rank of the simple call (eldest hand's opening bid)."""
        return min(c.rank for c in self.CONTRACTS.values())

    def _bid(self, name: str) -> list[Event]:
        seat = self.to_move
        if PASS not in self.legal_bids(seat):  # eldest hand's obligatory opening
            self.forced_bids += (len(self.auction),)
        self.auction.append((seat, name))
        self.spoken |= 1 << seat
        events: list[Event] = [Bidded(seat, name)]
        if name == PASS:
            self.passed |= 1 << seat
        elif name == HOLD:
            self.best_seat = seat
        else:
            self.best, self.best_seat = name, seat
        if self.best_seat is None and all((self.passed >> s) & 1 for s in range(self.n)):
            events.extend(self._all_passed())
            return events
        nxt = self.next_bidder(seat)
        if nxt is None:
            events.extend(self._auction_won(self.best_seat, self.best))
            return events
        self.to_move = nxt
        return events

    def next_bidder(self, seat: int) -> int | None:
        """The next player to speak after ``seat``, None when the auction is over (hook: by
        default bidding goes round until the highest bidder is the only one left in it)."""
        active = [s for s in range(self.n) if not (self.passed >> s) & 1]
        if active == [self.best_seat]:
            return None
        nxt = seat
        while True:
            nxt = (nxt + 1) % self.n
            if not (self.passed >> nxt) & 1:
                return nxt

    def _all_passed(self) -> list[Event]:
        """Everybody passed (hook: by default the cards are thrown in)."""
        return self.annul("all passed")

    def _auction_won(self, seat: int, name: str) -> list[Event]:
        raise NotImplementedError

    def set_contract(self, seat: int, name: str) -> None:
        self.declarer = seat
        self.game = self.CONTRACTS[name]
        self.contract = name

    def auction_refusal(self, action: Action) -> str | None:
        if type(action) is not Bid:
            return "it is time to bid or pass"
        legal = self.legal_bids(self.to_move)
        if action.name in legal:
            return None
        if action.name == PASS:
            return "eldest hand must open the bidding"
        if action.name == HOLD:
            if self.to_move != self.eldest or self.best is None or self.best_seat == self.eldest:
                return "only eldest hand may hold, and only another player's bid"
            c = self.CONTRACTS[self.best]
        else:
            c = self.CONTRACTS.get(action.name)
            if c is None:
                return say("there is no game {name}", name=repr(action.name))
            if not c.biddable:
                return say("{game} can only be chosen by eldest hand when his call is accepted", game=text(c.title))
            if c.rank == self.opening_rank() and self.to_move != self.eldest:
                return "only eldest hand may open with the simple call"
            if self.best is not None and c.rank <= self.CONTRACTS[self.best].rank:
                return "a bid must be higher than the bids before it (eldest hand may hold)"
        if c.needs is not None and not (self.hands[self.to_move] >> c.needs) & 1:
            return say("you must hold {card} to play {game}", card=CardsRef((c.needs,)), game=text(c.title))
        if not self.may_play(self.to_move, c):
            return say("your hand does not allow {game}", game=text(c.title))
        return say("you may not bid {game} now", game=text(c.title))

    # --- partners ------------------------------------------------------------------------------
    def place_partner(self) -> None:
        """The holder of the called card is the partner (none if the declarer or the talon
        holds it)."""
        holder = next((s for s in range(self.n) if (self.hands[s] >> self.called) & 1), None)
        self.partners = [holder] if holder is not None and holder != self.declarer else []

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        if card == self.called and self.partners and not self.revealed:
            self.revealed = True
            events.append(PartnerRevealed(seat, card))

    def reveal_partner(self, events: list[Event]) -> None:
        if self.partners and not self.revealed:
            self.revealed = True
            events.append(PartnerRevealed(self.partners[0], self.called))

    def mark_party(self, seat: int, events: list[Event]) -> None:
        """An announcement is made for one's party, so it shows the party: the partner is
        revealed, a defender is known as one."""
        if seat == self.declarer or self.called is None:
            return
        if self.side(seat) == 0:
            self.reveal_partner(events)
        elif seat not in self.known_defenders:
            self.known_defenders.append(seat)

    # --- announcements and doubling --------------------------------------------------------------
    def start_announcements(self, events: list[Event]) -> None:
        """Open the announcements from the declarer ("it lays")."""
        if self.game.premium is not None:
            self.announced[self.game.premium] = self.declarer
            self.contra[self.game.premium] = 0
            self.declare(self.declarer, self.game.premium, events)
        self.contra.setdefault("game", 0)
        self.ann_passes = 0
        self._phase, self.to_move = PHASE_ANNOUNCE, self.declarer

    def item_side(self, item: str) -> int:
        """The side an item belongs to: the game to the declarer's, a premium to its announcer's."""
        return 0 if item == "game" else self.side(self.announced[item])

    def may_contra(self, seat: int, item: str, limit: int | None = None) -> bool:
        level = self.contra[item]
        if level >= (self.max_contra() if limit is None else limit):
            return False
        against = self.side(seat) != self.item_side(item)
        return against if level % 2 == 0 else not against

    def premiums_open(self, seat: int) -> list[str]:
        """The premiums ``seat`` may announce now (hook)."""
        return []

    def announce_options(self, seat: int) -> list[Declare]:
        out = [Declare(NONE)]
        out.extend(Declare(p) for p in self.premiums_open(seat))
        limit = self.max_contra()
        out.extend(Declare(contra_name(item, level)) for item, level in self.contra.items()
                   if self.may_contra(seat, item, limit))
        return out

    def announce_refusal(self, action: Action) -> str | None:
        seat = self.to_move
        if type(action) is not Declare or action.cards:
            return "announce something or say none (declare none)"
        if action in self.announce_options(seat):
            return None
        name = action.name
        contra = parse_contra(name)
        if contra is not None:
            item, level = contra
            if item not in self.contra:
                return "only the game and announced premiums can be doubled"
            if self.contra[item] >= self.max_contra():
                return "it cannot be doubled any further"
            if level != self.contra[item]:
                return say("the next step for it is {step}", step=self.contra_words(item, self.contra[item]))
            if self.contra[item] % 2 == 0:
                return "only the other side may double (or superdouble) it"
            return "only the side it belongs to may redouble it"
        if name in self.announced:
            return say("{premium} is announced already", premium=text(self.PREMIUM_LABELS.get(name, name)))
        if name in self.PREMIUM_LABELS:
            return say("you may not announce {premium} now", premium=text(self.PREMIUM_LABELS[name]))
        return say("there is no announcement {name}", name=repr(name))

    def _announce(self, name: str) -> list[Event]:
        seat = self.to_move
        if name == NONE:
            self.ann_passes += 1
            if self.ann_passes >= self.n:
                events: list[Event] = []
                self.begin_play(events)
                return events
            self.to_move = (seat + 1) % self.n
            return []
        self.ann_passes = 0
        events = []
        self.declare(seat, name, events)
        self.mark_party(seat, events)
        contra = parse_contra(name)
        if contra is not None:
            self.contra[contra[0]] += 1
            return events
        self.announced[name] = seat
        self.contra[name] = 0
        self.on_announced(seat, name, events)
        return events

    def declare(self, seat: int, name: str, events: list[Event], cards: CardSet = 0) -> None:
        """Record a public declaration (an announcement, a doubling …) and its event."""
        self.declarations.append((seat, name, cards))
        events.append(Declared(seat, name, cards))

    def on_announced(self, seat: int, name: str, events: list[Event]) -> None:
        """Hook: a premium was just announced."""

    def begin_play(self, events: list[Event]) -> None:
        raise NotImplementedError

    def factor(self, item: str) -> int:
        return 1 << self.contra.get(item, 0)

    # --- play -------------------------------------------------------------------------------------
    def restricted(self, seat: int) -> list[tuple[Card, CardSet]]:
        """Cards kept back while ``seat`` has other Tarock: (card, Tarock that do not count)."""
        out = []
        if self.announced.get("pagat") == seat or (self.game is not None and self.game.negative):
            out.append((PAGAT, 0))
        if self.announced.get("uhu") == seat:
            out.append((UHU, bit(PAGAT)))
        return out

    def playable(self, seat: int) -> CardSet:
        mask = self.rules.legal_plays(self.hands[seat], self.trick)
        for card, ignored in self.restricted(seat):
            if (mask >> card) & 1 and mask & ALL_TAROCK & ~bit(card) & ~ignored:
                mask &= ~bit(card)
        return mask

    def _special_refusal(self, seat: int, card: Card) -> str:
        if card == PAGAT:
            return "the Pagat may not be played while you hold another Tarock"
        if card == UHU:
            return "the announced Uhu may not be played while you hold another Tarock (but the Pagat)"
        return "that card may not be played now"

    # --- payments -----------------------------------------------------------------------------------
    def pay(self, scores: list[float], side: int, amount: float) -> None:
        """Side ``side`` wins ``amount`` from the other, settled in pairs: each player of the
        larger side wins or loses ``amount``, the smaller side shares the whole equally
        (2 v 2 each wins/loses it, 1 v 3 the single player three times it, 2 v 4 each of
        the two twice it)."""
        if not amount:
            return
        winners = [s for s in range(self.n) if self.side(s) == side]
        losers = [s for s in range(self.n) if self.side(s) != side]
        settle_in_pairs(scores, winners, losers, amount)

    # --- knowledge ------------------------------------------------------------------------------------
    def play_inferences(self) -> list[CardSet]:
        """A seat that did not follow the suit (or the Tarock) led has none of it; one that
        played a suit card to a suit it could not follow has no Tarock either."""
        excluded = [0] * self.n
        plays = [(seats, cards) for seats, cards, _ in self.tricks]
        if self.trick:
            plays.append((tuple(self.trick_seats), tuple(self.trick)))
        of = lambda cat: ALL_TAROCK if cat == 4 else SUIT_MASKS[cat]  # noqa: E731
        for seats, cards in plays:
            led = category(cards[0])
            for seat, card in zip(seats[1:], cards[1:]):
                cat = category(card)
                if cat != led:
                    excluded[seat] |= of(led)
                    if cat != 4:
                        excluded[seat] |= ALL_TAROCK
        return excluded

    def known_held(self, viewer: int) -> list[CardSet]:
        held = self.exposed_cards()
        for name, card in (("pagat", PAGAT), ("uhu", UHU)):
            seat = self.announced.get(name)
            if seat is not None and (self.hands[seat] >> card) & 1:
                held[seat] |= bit(card)
        if self.called is not None and self.partners and (self.hands[self.partners[0]] >> self.called) & 1:
            partner = self.partners[0]
            if self.revealed or viewer == partner:
                held[partner] |= bit(self.called)
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        out = [0] * self.n
        if self.called is not None:
            for seat in self.known_defenders:  # a known defender does not hold the called card
                out[seat] |= bit(self.called)
        return out

    def bids_allowed(self) -> bool:
        """Whether every game bid so far is one its bidder's hand allows (``may_play``): in
        Zwanzigerrufen eldest hand does not call holding XX to XVI, a Farberl needs its suit
        cards, a Besserrufer its card. Read during the auction, while every hand is whole."""
        return all(self.may_play(seat, self.CONTRACTS[name]) for seat, name in self.auction
                   if name in self.CONTRACTS)

    def sample_world(self, seat: int, rng: random.Random) -> "CallingGame":
        """:meth:`GameState.sample_world`, and during the auction a world whose hands could not
        have made the bids made so far is dealt again (up to ``AUCTION_REDEALS`` times): the
        bids are a fact of the table, so a world that contradicts them is not one the seat
        may be in (and playing on from it would reach a contract its declarer cannot play)."""
        world = super().sample_world(seat, rng)
        redeals = 0
        while self._phase == PHASE_AUCTION and not world.bids_allowed():
            if redeals == AUCTION_REDEALS:
                raise NoPlacement("no deal of the hidden cards allows the bids made")
            world = super().sample_world(seat, rng)
            redeals += 1
        return world

    def _after_resample(self, world: "CallingGame") -> None:
        if world.called is not None and world.declarer is not None and not world.revealed \
                and world._phase not in (PHASE_AUCTION, PHASE_CHOOSE, PHASE_CALL):
            world.place_partner()

    def clone(self) -> "CallingGame":
        other = super().clone()
        other.announced = dict(self.announced)
        other.contra = dict(self.contra)
        other.known_defenders = list(self.known_defenders)
        return other

    # --- words -------------------------------------------------------------------------------------
    def card_label(self, card: Card) -> str:
        return "the Uhu" if card == UHU else card_words(card, tarock=True)

    def action_words(self, action: Action) -> Phrase:
        kind = type(action)
        if kind is Bid:
            if action.name == PASS:
                return text("Pass")
            if action.name == HOLD:
                return say("Hold: {game}", game=text(self.CONTRACTS[self.best].title)) if self.best else text("Hold")
            c = self.CONTRACTS.get(action.name)
            return text(c.title if c is not None else action.name)
        if kind is Declare:
            if action.name == NONE:
                return text("No announcement")
            contra = parse_contra(action.name)
            if contra is not None:
                return self.contra_words(*contra)
            return say("Announce {premium}", premium=text(self.PREMIUM_LABELS.get(action.name, action.name)))
        return super().action_words(action)

    def contra_words(self, item: str, level: int) -> Phrase:
        """The doubling of ``item`` from ``level`` in words: "Double the game", "Redouble Pagat"."""
        if item == "game":
            return text(GAME_CONTRA_WORDS[level])
        return say(CONTRA_TEMPLATES[level], premium=text(self.PREMIUM_LABELS.get(item, item)))

    #: the card points the declarer's side needs, in words
    POINTS_NEEDED: ClassVar[Phrase] = tally_words("35/two cards")
    ANNULMENTS: ClassVar[dict[str, str]] = {"all passed": "Everyone passed: the cards are thrown in"}

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The game and its declarer, the partner (and the card that made him one), how the
        game went (card points, or tricks in a nullo game), and every item paid: the game,
        the valat and each premium, announced or quiet, and how far it was doubled."""
        if result.get("annulled"):
            return annulled_summary(result, cls.ANNULMENTS)
        declarer = SeatRef(result["declarer"])
        title = result["contract_title"]
        game = text(title)
        team = [result["declarer"]] + ([result["partner"]] if result.get("partner") is not None else [])
        sides = (people(team), people(s for s in range(players) if s not in team))
        rows: list[Line] = [line("Contract", "{title} by {declarer:acc}", title=game, declarer=declarer)]
        partner = cls._partner_line(result, declarer)
        if partner is not None:
            rows.append(partner)
        if result.get("conceded"):
            head = say("{declarer} conceded ({game}): the called king lay in the talon", declarer=declarer,
                       game=game)
        elif "declarer_tricks" in result:
            taken = result["declarer_tricks"]
            head = say("{declarer}: {game}, won" if result["made"] else "{declarer}: {game}, lost", declarer=declarer,
                       game=game)
            rows.append(line("Tricks", "{declarer} took {n} of the {played} played" if taken != 1 else
                             "{declarer} took 1 of the {played} played", declarer=declarer, n=taken,
                             played=result["tricks_played"]))
        else:
            points = result["card_points"]
            mine, theirs = (tally_words(p["tally"] if isinstance(p, dict) else p)
                            for p in (points["declarer"], points["defence"]))
            head = say("{declarer}: {game}, won with {points}" if result["made"] else
                       "{declarer}: {game}, lost with {points}", declarer=declarer, game=game, points=mine)
            rows.append(line("Card points", "{team} {mine}, {others:nom} {theirs} ({needed} wins)", team=sides[0],
                             mine=mine, others=sides[1], theirs=theirs, needed=cls.POINTS_NEEDED))
        announced = result.get("announced") or {}
        for entry in result.get("entries", []):
            rows.append(cls._entry_line(entry, sides, announced, result))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))

    @classmethod
    def _partner_line(cls, result: dict, declarer: SeatRef) -> Line | None:
        called = result.get("called")
        if called is None:
            return None
        card = CardsRef((parse_card(called),))
        if result.get("partner") is not None:
            return line("Partner", "{partner}, who held {card}", partner=SeatRef(result["partner"]), card=card)
        if result.get("king_in_talon") or result.get("conceded"):
            return line("Partner", "none: {card} lay in the talon", card=card)
        return line("Partner", "none: {declarer:nom} called {card}, {declarer|you:your|his} own card, and played alone",
                    declarer=declarer, card=card)

    @classmethod
    def _entry_line(cls, entry: dict, sides: tuple[Phrase, Phrase], announced: dict, result: dict) -> Line:
        """One paid item: "Pagat: 8 to Anna and Bruno (announced by Anna, doubled (×2))"."""
        item = entry["item"]
        name, _, how = item.rpartition("-") if item.endswith(("-quiet", "-caught")) else (item, "", "")
        label = text("Game" if name == "game" else cls.PREMIUM_LABELS.get(name, name.replace("-", " ").capitalize()))
        args: dict[str, Any] = {"amount": entry["amount"], "side": sides[entry["side"]]}
        if how == "quiet":
            value = say("{amount} to {side:acc} (made unannounced)", **args)
        elif how == "caught":
            value = say("{amount} to {side:acc} (caught)", **args)
        elif name == "game":
            value = say("{amount} to {side:acc} ({doubled})", doubled=doubling_words(result.get("game_contra", 0)),
                        **args)
        elif name in announced:
            value = say("{amount} to {side:acc} (announced by {seat:acc}, {doubled})",
                        seat=SeatRef(announced[name]["seat"]),
                        doubled=doubling_words(announced[name].get("contra", 0)), **args)
        elif name == "valat" or name in ("trull", "four-kings"):
            value = say("{amount} to {side:acc} (unannounced)", **args)
        else:
            value = say("{amount} to {side:acc}", **args)
        return Line(label, value)

    def result_head(self) -> dict[str, Any]:
        """The first keys of a calling game's result: the game, the declarer and his partner."""
        game = self.game
        return {
            "contract": game.name,
            "contract_title": game.title,
            "declarer": self.declarer,
            "partner": self.partners[0] if self.partners else None,
            "called": card_name(self.called) if self.called is not None else None,
        }

    def plain_play(self) -> bool:
        """The Farberl (Tarock without power) and a Pagat or Uhu kept for its ultimo are play
        the plain trick rules do not describe."""
        game = self.game
        if game is not None and (game.negative or game.farberl):
            return False
        for name, card in (("pagat", PAGAT), ("uhu", UHU)):
            seat = self.announced.get(name)
            if seat is not None and (self.hands[seat] >> card) & 1:
                return False
        return True

    def play_goal(self) -> str:
        game = self.game
        return "avoid" if game is not None and game.negative else "points"

    def secret_partner(self) -> bool:
        """The partner holds the called card, unknown until it is played or shown (and while
        the card is still to be called, no side is known)."""
        return self.called is not None or self._phase in (PHASE_CHOOSE, PHASE_CALL)

    def partner_card(self) -> Card | None:
        """The called card: its play shows the partner."""
        return self.called

    def defenders_known_to(self, seat: int) -> tuple[int, ...]:
        """As every trick game, and before that the defenders whose announcements showed them."""
        return super().defenders_known_to(seat) or tuple(s for s in self.known_defenders if self.side(s) == 1)

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {
            "called": self.called,
            "contract_title": self.game.title if self.game else None,
            "announced": dict(self.announced),
            "contra": dict(self.contra),
            "eldest": self.eldest,
            "known_defenders": list(self.known_defenders),
        }
        if self.discard and seat == self.declarer:
            extra["discard"] = self.discard
        return extra

    def card_exposure(self) -> list[CardSet]:
        """Hands shown face up (the ouvert games after the first trick)."""
        if self.game is not None and self.game.ouvert and self.first_trick_done and self._phase == PHASE_PLAY:
            return list(self.hands)
        return [0] * self.n

    def exposed_cards(self) -> list[CardSet]:
        shown = super().exposed_cards()
        return [a | b for a, b in zip(shown, self.card_exposure())]


def settle_in_pairs(scores: list[float], winners: list[int], losers: list[int], amount: float) -> None:
    """``winners`` win ``amount`` from ``losers`` pair by pair: each player of the larger side
    wins or loses ``amount``; the smaller side shares the whole equally."""
    if not winners or not losers:
        return
    big, small, sign = (winners, losers, 1) if len(winners) >= len(losers) else (losers, winners, -1)
    share = amount * len(big) / len(small)
    share = int(share) if share == int(share) else share
    for s in big:
        scores[s] += sign * amount
    for s in small:
        scores[s] -= sign * share


def hidden_slots_with_taken(game: CallingGame, seat: int, taken: CardSet) -> tuple[CardSet, list[Slot]]:
    """:meth:`TrickGame.hidden_slots` with ``taken``: talon cards that went into the declarer's
    hand, so that they are in his hand or his discard and nowhere else."""
    pool, slots = TrickGame.hidden_slots(game, seat)
    if not taken or seat == game.declarer:
        return pool, slots
    out = []
    for (kind, other, _), slot in zip(game._slot_keys, slots):
        if kind == "hand" and other != game.declarer:
            slot = Slot(slot.size, slot.allowed & ~taken)
        out.append(slot)
    return pool, out

