"""Talon (James D. Wickson), rules text 000, for two to six players (two: the straw-man game
of 8.2, :mod:`._talon_straw`).

The cards (1.1): the suits rank king, queen, cavalier, jack, then the pips from the 10
down; the 21 numbered tarocks beat every suit card; the fool is played as tarock 22 (the
highest) unless 8.1 makes it a wild card. Three players use 42 cards (suits down to the
10), four 54 (to the 7), five 66 (to the 4), six all 78; cards count one by one (oudlers
and kings 5, queens 4, cavaliers 3, jacks 2, others 1): 94, 106, 118, 130 points, and the
declaring side needs 48, 54, 60, 66.

The deal (1.2): six cards to the talon first, then two rounds of six to each player from
the dealer's left (the forehand); play goes clockwise and the deal passes to the left. A
hand without a tarock, or with the pagat as its only tarock (the fool counting), is shown
and the same dealer deals again.

The auction (1.3): one round from the forehand. Three and four players bid preference
(the forehand's opening only; he may not pass), duo, uno and solo; five and six (3.0, 4.0)
bid tapper, preference and solo, anyone may pass, and if all pass the same dealer deals
again (or, with 5.4, a misère is played). With 7.1 bidding goes round until all but one
have passed; a player senior to the bidder may match the bid; the last bidder may raise.

The talon (1.3, 1.4): turned up in its order, the declarer takes the first or last three
(preference), the first, middle or last two (duo), any one (uno), all six (tapper) or none
(solo: it stays face down), then lays away as many cards: never a king or an oudler, a
tarock only when nothing else is left (and shown). The talon cards left count for the
defenders. Four players (2.0) call a king, six (4.0) a tarock other than an oudler, before
the talon is turned: its holder is the secret partner; "no king" / "no tarock" or one's own
card means playing alone; the called card in the talon lets the declarer surrender (paying
the contract to every other player) or play on alone.

Announcements (5.3, 6.2, 7.2), the play (1.5: the forehand leads; follow suit, else a tarock,
else anything), the misère (5.4, 7.3) and the victory points (1.6, 5.x, 6.x, the charts) are
below and in :mod:`._talon_score`.
"""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import CALLS, DISCARDS, Action, Bid, Call, Declare, Discard, Take
from tarocchi.engine.cards import (
    KINGS, OUDLERS, SUIT_MASKS, SUIT_NAMES, TRUMP_MASK, Card, CardSet, bit, cards_of, count,
    format_cards,
)
from tarocchi.engine.decks import TAROT_78, points_of
from tarocchi.engine.events import Called, Discarded, Event, ExcuseExchanged, TalonShown, TalonTaken
from tarocchi.engine.games._buying import talon_parts
from tarocchi.engine.games._calling import (
    HOLD, NONE, PASS, PHASE_ANNOUNCE, PHASE_AUCTION, PHASE_CALL, PHASE_DISCARD,
    PHASE_TALON, SUIT_CARDS, CallingGame, Contract, MustWinRules, hidden_slots_with_taken,
    parse_contra,
)
from tarocchi.engine.games._talon_score import (
    CARD_POINTS, FOOL, HAND_SIZE, MISERE, PAGAT, TALON_SIZE, TAROCKS, DealFacts, contracts_for,
    deal_items, deck_points, handful_level, honours_side, misere_scores, pagat_won_last,
    points_needed, settle, surrender_scores, talon_deck,
)
from tarocchi.engine.games._talon_words import BONUS_LABELS, describe_talon_result, talon_card_words
from tarocchi.engine.games._tarock import valat_side
from tarocchi.engine.protocol import OptionSpec, Params, Preset
from tarocchi.engine.registry import register_game
from tarocchi.engine.sampling import Slot
from tarocchi.engine.trickgame import PHASE_END, PHASE_PLAY, TrickGame, deal_by_packets, read_deal
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, TrickRules
from tarocchi.engine.words import CardsRef, DealSummary, Phrase, lay_away_more, say, text

PHASE_RAISE = "raise"  #: 7.1: the last bidder may raise the bid
PHASE_MISERE = "misere"  #: 5.4: the forehand's unopposed preference may become a misère
PHASE_SURRENDER = "surrender"  #: 2.0, 4.0: the called card lies in the talon

NO_PARTNER = "no-partner"
SURRENDER = "surrender"
MISERE_WORD = "misere"
LAY_OUT_FOOL = "lay-out-fool"
HANDFUL = "handful"  #: declared as ``handful-N``: N tarocks held (6.2)

#: The tarocks that may be called at six players: any but the oudlers (4.0).
CALLABLE_TAROCKS: CardSet = TRUMP_MASK & ~OUDLERS
#: Bonuses announced with a card laid out face up (5.3, 6.3, 8.1).
LAID_OUT = ("pagat-ultimo", "king-ultimo", LAY_OUT_FOOL)
PAGAT_BIT: CardSet = bit(PAGAT)

# --- options and presets ----------------------------------------------------------------------

OPTIONS = (
    OptionSpec("pagat_ultimo", False,
               "Winning the last trick with the pagat is worth 1 victory point to its side; "
               "losing it there pays 1.", label="Pagat ultimo (5.1)"),
    OptionSpec("valat", False,
               "The side that wins every trick scores four times the contract instead of the "
               "contract.", label="Valat (5.2)"),
    OptionSpec("announcements", False,
               "A round of announcements before the first trick: an announced bonus scores "
               "double, the pagat is laid out, an announced valat replaces the contract.",
               label="Announcements (5.3)"),
    OptionSpec("misere", False,
               "A misère, where the most card points pays: the forehand's unopposed preference "
               "(three and four players), or when everyone passes (five and six).",
               label="Misère (5.4)"),
    OptionSpec("honours", False,
               "The side that wins all three oudlers, or all four kings, in its tricks is paid "
               "1 for each (2 when announced).", label="All three and all four (6.1)"),
    OptionSpec("handfuls", False,
               "A player holding many tarocks may declare how many: 1, 2 or 3 victory points, "
               "won or lost with his side's contract.", label="Handfuls (6.2)"),
    OptionSpec("king_ultimo", False,
               "Four players: the side that wins the last trick with the called king in it is "
               "paid 1; its holder may announce it (2), laying the king out.",
               label="King ultimo (6.3)"),
    OptionSpec("multi_round_auction", False,
               "Bidding goes round until all but one have passed; a player senior to the bidder "
               "may match the bid; the last bidder may then raise it.",
               label="Multiple-round auction (7.1)"),
    OptionSpec("doubling", False,
               "During the announcements the other side may contra the contract or a bonus "
               "(×2), the side it belongs to re-contra (×4), the other side supra-contra (×8).",
               label="Contra, re-contra, supra-contra (7.2)"),
    OptionSpec("trick_compulsion", False,
               "In a misère each player must beat the best card of the trick when he can and "
               "keeps the pagat back; a player without card points is paid 2.",
               label="Trick compulsion in the misère (7.3)"),
    OptionSpec("excuse_wild", False,
               "The fool is a wild card: played to any trick, it never wins and goes back to "
               "its owner's tricks, with no card in exchange.", label="The fool as a wild card (8.1)"),
    OptionSpec("straw_tarocks_kings", False,
               "Two players: a tarock, the fool or a king turned up on a straw man goes into its "
               "owner's hand, shown to the opponent.", label="Tarocks and kings from the straw men (8.2.2)"),
    OptionSpec("straw_take", False,
               "Two players: either player may take before the straw men are turned up; the "
               "taker wins 2 or pays 3 (a tie loses).", label="Take or pass (8.2.3)"),
)

BASIC_RULES = ("pagat_ultimo", "valat", "announcements", "misere")
ADVANCED_RULES = BASIC_RULES + ("honours", "handfuls", "king_ultimo", "multi_round_auction",
                                "doubling", "trick_compulsion")
PRESETS = (
    Preset("Introductory", "The introductory game: the contracts, the talon, the call of a "
           "partner at four and six, the straw men at two; no bonuses.", {}),
    Preset("Complete Basic", "The introductory game with the basic optional rules: pagat "
           "ultimo, valat, the round of announcements and the misère (5.1–5.4).",
           {name: True for name in BASIC_RULES}),
    Preset("Complete Advanced", "The complete basic game with the advanced rules: all three "
           "and all four, handfuls, king ultimo (6.1–6.3), the multiple-round auction, "
           "contras and trick compulsion (7.1–7.3).", {name: True for name in ADVANCED_RULES}),
)


#: Where each contract of the auction (lowest first) starts to pay, by hand strength
#: (``bots.simple.mask_strength``), for the computer players: measured with the easy player
#: declaring against easy defenders, 1,500 deals per player count with the Complete Basic
#: rules (docs/bots.md). Alone against four at five players the declarer needs much more;
#: with a partner at six much less.
BID_STRENGTH = {3: (0.60, 0.78, 0.82, 0.88), 4: (0.43, 0.46, 0.55, 0.62),
                5: (0.55, 0.70, 0.78), 6: (0.25, 0.40, 0.62)}


def talon_rules(params: Params, misere: bool = False) -> TrickRules:
    """1.5: follow suit, else a tarock, else anything, no obligation to over-trump; the fool
    as tarock 22, or with 8.1 a wild card that goes back to its owner. 7.3: in a misère,
    beat the best card so far when possible."""
    wild = bool(params["excuse_wild"])
    kind = MustWinRules if misere and params["trick_compulsion"] else TrickRules
    return kind(red_ace_high=False, excuse_is_trump=not wild, overtrump=False, excuse_returns=wild)


def dealt_badly(hand: CardSet) -> str | None:
    """1.2: why a hand annuls the deal (no tarock, or the pagat as its only tarock)."""
    tarocks = hand & TAROCKS
    if not tarocks:
        return "no tarock"
    if tarocks == bit(PAGAT):
        return "a dry pagat"
    return None


class Talon(CallingGame):
    PILE_LABELS = {"discard": "Laid away from the talon"}
    """One deal of Talon for three to six players (two: :class:`StrawTalon`)."""

    card_values = CARD_POINTS
    redeal_same_dealer = True  #: 1.2, 3.0: an annulled or thrown-in deal is dealt again by the same dealer
    LIST_FIELDS = CallingGame.LIST_FIELDS + ("handfuls",)
    PREMIUM_LABELS = BONUS_LABELS

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary | None:
        return describe_talon_result(result, players)

    def __new__(cls, params: Params, **kwargs):
        """Two players play the straw-man game (8.2), a state class of its own."""
        if cls is Talon and params.players == 2:
            from tarocchi.engine.games._talon_straw import StrawTalon
            cls = StrawTalon
        return object.__new__(cls)

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        n = params.players
        deck = talon_deck(n)
        if deal is not None:
            hands, talon = read_deal(deal, n, deck, HAND_SIZE, TALON_SIZE)
            sequence = (-1,) * TALON_SIZE + tuple((dealer + 1 + k // 6) % n for k in range(n * HAND_SIZE))
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, talon, sequence = deal_by_packets(random.Random(seed), deck, n, dealer, [6, 6],
                                                     TALON_SIZE, talon_first=True)
        super().__init__(params, dealer, talon_rules(params), hands, talon, seed, sequence)
        self._init_talon()
        self._phase, self.to_move = PHASE_AUCTION, self.eldest
        self._check_hands()

    def _init_talon(self) -> None:
        n = self.n
        self._init_calling()
        self.CONTRACTS = {c.name: Contract(c.name, c.title, rank, c.value, call=n in (4, 6))
                          for rank, c in enumerate(contracts_for(n), start=1)}
        self.CONTRACTS[MISERE.name] = Contract(MISERE.name, MISERE.title, 0, MISERE.value, biddable=False)
        self.takes_of = {c.name: c.takes for c in contracts_for(n)}
        self.needed = points_needed(n)
        self.total = deck_points(n)
        self.taken = 0  #: talon cards the declarer took into his hand
        self.turned = False  #: the talon was turned face up
        self.surrendered = False
        self.handfuls: list[tuple[int, int]] = []  #: (seat, tarocks) declared (6.2)
        self.ann_turns = 0  #: bit per seat that has had its turn of announcements (5.3)
        #: everybody knows who plays with whom: no partner to call (3.0), "no king", the
        #: called card seen in the talon or played by the declarer
        self.sides_public = n not in (4, 6)
        #: at six the computer players keep the calibrated rules' bid unless the rollouts show
        #: the next choice down better, and break the search's ties by the rules' card
        #: (docs/bots.md, "Strength in Talon at six players")
        self.keep_rules_bid = self.ties_by_rules = self.choices_by_rules = self.play_prior = n == 6
        #: at six the declarer and his partner hold few tarocks (a dozen cards each): the
        #: playouts' declarer side draws trumps only from six, as the easy rules' declarer
        #: does, and otherwise leads its suits (docs/bots.md)
        self.trump_leads = 6 if n == 6 else 0

    def _check_hands(self) -> None:
        for seat in range(self.n):
            reason = dealt_badly(self.hands[seat])
            if reason is not None:
                self.annul(reason, seat, self.hands[seat])
                return

    # --- the vocabulary -----------------------------------------------------------------------
    @property
    def calling(self) -> bool:
        """A partner is called: a king at four (2.0), a tarock at six (4.0)."""
        return self.n in (4, 6)

    @property
    def misere(self) -> bool:
        return self.contract == MISERE.name

    def takes(self) -> int:
        return self.takes_of.get(self.contract, 0)

    def seniority(self, seat: int) -> int:
        """7.1: 0 for the forehand, the highest seniority, up to the dealer."""
        return (seat - self.eldest) % self.n

    def laid_out(self, seat: int) -> CardSet:
        """The cards ``seat`` laid out face up with an announcement (5.3, 6.3, 8.1)."""
        out = 0
        for s, name, cards in self.declarations:
            if s == seat and name in LAID_OUT:
                out |= cards
        return out

    def kept_back(self, seat: int) -> CardSet:
        """Laid-out cards ``seat`` still holds (kept for the last trick)."""
        return self.laid_out(seat) & self.hands[seat]

    # --- the auction (1.3, 3.0, 7.1) -------------------------------------------------------------
    def eldest_must_bid(self) -> bool:
        return self.n <= 4

    def opening_rank(self) -> int:
        """Preference is the forehand's opening bid only at three and four players."""
        return self.CONTRACTS["preference"].rank if self.n <= 4 else -1

    def may_hold(self, seat: int) -> bool:
        """7.1: a player senior to the bidder may match his bid."""
        return (bool(self.params["multi_round_auction"]) and self.best is not None
                and self.best_seat != seat and self.seniority(seat) < self.seniority(self.best_seat))

    def next_bidder(self, seat: int) -> int | None:
        """One round (1.3): everybody speaks once, in turn; with 7.1 until all but one pass."""
        if self.params["multi_round_auction"]:
            return super().next_bidder(seat)
        nxt = (seat + 1) % self.n
        return None if (self.spoken >> nxt) & 1 else nxt

    #: its bids climb one ladder: ``bid_thresholds`` is the whole of it, not one per offer
    thresholds_by_offer = False
    declarations_by_rules = False  #: Talon's announcements are searched

    def bid_thresholds(self) -> tuple[float, ...]:
        return BID_STRENGTH.get(self.n, ())

    def _all_passed(self) -> list[Event]:
        """3.0: everybody passed: the cards are thrown in, or with 5.4 a misère is played."""
        if self.params["misere"]:
            return self._start_misere()
        return self.annul("everyone passed")

    def _auction_won(self, seat: int, name: str) -> list[Event]:
        self.set_contract(seat, name)
        if self.params["multi_round_auction"] and len(self.raise_options()) > 1:
            self._phase, self.to_move = PHASE_RAISE, seat
            return []
        return self._after_raise()

    def raise_options(self) -> list[str]:
        """7.1: the final bid and every higher contract."""
        rank = self.CONTRACTS[self.contract].rank
        return [c.name for c in contracts_for(self.n) if self.CONTRACTS[c.name].rank >= rank]

    def _after_raise(self) -> list[Event]:
        if self.params["misere"] and self.n <= 4 and self.contract == "preference":
            self._phase, self.to_move = PHASE_MISERE, self.declarer
            return []
        return self._start_contract()

    def _start_contract(self) -> list[Event]:
        if self.calling:
            self._phase, self.to_move = PHASE_CALL, self.declarer
            return []
        return self._after_call([])

    def _start_misere(self) -> list[Event]:
        """5.4: no teams, the talon set aside unused, the forehand leads."""
        self.contract, self.game = MISERE.name, self.CONTRACTS[MISERE.name]
        self.declarer, self.partners, self.sides_public = None, [], True
        self.rules = talon_rules(self.params, misere=True)
        self.start_play(self.eldest)
        return []

    # --- the call, the talon, the discard (2.0, 4.0, 1.3, 1.4) --------------------------------------
    def call_options(self) -> list[Action]:
        hand = self.hands[self.declarer]
        if self.n == 4:
            if hand & KINGS == KINGS:  # 2.0: holding all four kings, he plays alone
                return [Declare(NO_PARTNER)]
            return [CALLS[c] for c in cards_of(KINGS)] + [Declare(NO_PARTNER)]
        return [CALLS[c] for c in cards_of(CALLABLE_TAROCKS)] + [Declare(NO_PARTNER)]

    def _after_call(self, events: list[Event]) -> list[Event]:
        if not self.takes():  # solo: the talon stays face down and goes to the defenders
            events.append(TalonTaken(self.declarer, None, to_defence=True))
            self._before_play(events)
            return events
        self.turned = True
        events.append(TalonShown(self.talon_order))
        if self.called is not None and (self.talon >> self.called) & 1:
            self.sides_public = True
            self._phase, self.to_move = PHASE_SURRENDER, self.declarer
            return events
        return self._to_talon(events)

    def _to_talon(self, events: list[Event]) -> list[Event]:
        if self.takes() == TALON_SIZE:  # tapper: all six (3.0)
            return self._take(self.talon_order, events)
        self._phase, self.to_move = PHASE_TALON, self.declarer
        return events

    def talon_cut(self) -> list[tuple[Card, ...]]:
        """The groups the declarer chooses from, in the talon's order: halves, pairs or cards."""
        return talon_parts(self.talon_order, self.takes())

    def _take(self, cards: tuple[Card, ...], events: list[Event]) -> list[Event]:
        mask = sum(1 << c for c in cards)
        self.hands[self.declarer] |= mask
        self.talon &= ~mask
        self.taken = mask
        self._phase, self.to_move = PHASE_DISCARD, self.declarer
        events.append(TalonTaken(self.declarer, tuple(cards)))
        return events

    def discardable(self) -> CardSet:
        """1.4: never a king or an oudler; a tarock only when nothing else may be laid away."""
        hand = self.hands[self.declarer]
        plain = hand & ~TAROCKS & ~KINGS
        return plain or hand & TRUMP_MASK & ~OUDLERS

    def _discard(self, card: Card) -> list[Event]:
        seat = self.declarer
        self.hands[seat] &= ~bit(card)
        self.discard |= bit(card)
        shown = card if (TAROCKS >> card) & 1 else None
        if shown is not None:
            self.discard_shown |= bit(card)
        events: list[Event] = [Discarded(seat, shown)]
        if count(self.discard) == count(self.taken):
            if self.talon:
                events.append(TalonTaken(seat, None, to_defence=True))
            self._before_play(events)
        return events

    # --- announcements and doubling (5.3, 6.2, 7.2) ------------------------------------------------
    def announcement_round(self) -> bool:
        p = self.params
        return bool(p["announcements"] or p["handfuls"] or p["doubling"])

    def _before_play(self, events: list[Event]) -> None:
        if self.announcement_round():
            self.start_announcements(events)
            self._skip_silent(events)
        else:
            self.begin_play(events)

    def begin_play(self, events: list[Event]) -> None:
        self.start_play(self.eldest)  # 1.5: the forehand leads, whoever the declarer

    def max_contra(self) -> int:
        return 3 if self.params["doubling"] else 0

    def premiums_open(self, seat: int) -> list[str]:
        """In a player's one turn of announcements (5.3): the bonuses in play that nobody has
        announced yet (the pagat ultimo by its holder, the king ultimo by the called king's,
        laying it out; the fool laid out by a valat announcer, 8.1; one card laid out at
        most) and his handful (6.2)."""
        if (self.ann_turns >> seat) & 1:
            return []
        p, hand, out = self.params, self.hands[seat], []
        free = not self.laid_out(seat)
        if p["announcements"]:
            if p["pagat_ultimo"] and free and (hand >> PAGAT) & 1 and "pagat-ultimo" not in self.announced:
                out.append("pagat-ultimo")
            if (p["king_ultimo"] and self.n == 4 and free and self.called is not None
                    and (hand >> self.called) & 1 and "king-ultimo" not in self.announced):
                out.append("king-ultimo")
            if p["valat"] and "valat" not in self.announced:
                out.append("valat")
            if p["honours"]:
                out.extend(name for name in ("all-three", "all-four") if name not in self.announced)
            if (p["excuse_wild"] and p["valat"] and free and self.announced.get("valat") == seat
                    and (hand >> FOOL) & 1):
                out.append(LAY_OUT_FOOL)
        if p["handfuls"] and all(s != seat for s, _ in self.handfuls):
            tarocks = count(hand & TAROCKS)
            if handful_level(self.n, tarocks):
                out.append(f"{HANDFUL}-{tarocks}")
        return out

    def item_side(self, item: str) -> int:
        """The contract belongs to the declarer's side, or with an announced valat (which
        replaces it, 5.3) to the valat's side."""
        if item == "game" and "valat" in self.announced:
            return self.side(self.announced["valat"])
        return super().item_side(item)

    def may_contra(self, seat: int, item: str, limit: int | None = None) -> bool:
        """7.2: the other side contras, the side it belongs to re-contras; a bonus only by a
        player who knows for certain on which side its announcer plays."""
        if not super().may_contra(seat, item, limit):
            return False
        return item == "game" or self.knows_side(seat, self.announced[item])

    def knows_side(self, viewer: int, seat: int) -> bool:
        """Whether ``viewer`` knows for certain on which side ``seat`` plays."""
        if viewer == seat or seat == self.declarer or self.sides_public or self.revealed:
            return True
        if viewer in self.partners or seat in self.known_defenders:
            return True
        return viewer == self.declarer and self.declarer_knows_alone()

    def declarer_knows_alone(self) -> bool:
        """No partner, and the declarer can tell: he called his own card or saw it in the talon."""
        if self.partners or self.called is None:
            return not self.partners
        return not ((self.talon >> self.called) & 1 and not self.turned)

    def announce_refusal(self, action: Action) -> str | None:
        reason = super().announce_refusal(action)
        if reason is not None and type(action) is Declare and action.name.startswith(HANDFUL):
            return "a handful states exactly how many tarocks you hold, in your turn of announcements"
        if reason is not None and type(action) is Declare and action.name in BONUS_LABELS | {LAY_OUT_FOOL: ""}:
            return "you may not announce that now"
        return reason

    def _announce(self, name: str) -> list[Event]:
        seat = self.to_move
        events: list[Event] = []
        if name == NONE:
            self.ann_turns |= 1 << seat
            events = super()._announce(name)
        elif name.startswith(HANDFUL + "-"):
            self.ann_passes = 0
            self.handfuls.append((seat, int(name.split("-")[1])))
            self.declare(seat, name, events)
        elif name == LAY_OUT_FOOL:
            self.ann_passes = 0
            self.declare(seat, name, events, bit(FOOL))
        elif parse_contra(name) is not None:
            events = super()._announce(name)  # a contra shows the player's side (7.2)
        else:
            self.ann_passes = 0
            shown = {"pagat-ultimo": bit(PAGAT), "king-ultimo": bit(self.called or 0)}.get(name, 0)
            self.declare(seat, name, events, shown)
            self.announced[name] = seat
            if name != "valat":  # an announced valat is doubled with the contract it replaces
                self.contra[name] = 0
            if name == "king-ultimo":  # 6.3: laying out the called king shows its holder
                self.mark_party(seat, events)
                self.sides_public = self.sides_public or seat == self.declarer
        self._skip_silent(events)
        return events

    def _skip_silent(self, events: list[Event]) -> None:
        """Turns with nothing to say but "pass" go by without asking."""
        while self._phase == PHASE_ANNOUNCE and self.announce_options(self.to_move) == [Declare(NONE)]:
            self.ann_turns |= 1 << self.to_move
            self.ann_passes += 1
            if self.ann_passes >= self.n:
                self.begin_play(events)
                return
            self.to_move = (self.to_move + 1) % self.n

    # --- the play (1.5, 5.3, 6.3, 7.3, 8.1) ---------------------------------------------------------
    def playable(self, seat: int) -> CardSet:
        legal = self.rules.legal_plays(self.hands[seat], self.trick)
        hand = self.hands[seat]
        for card in cards_of(self.kept_back(seat)):
            if not (legal >> card) & 1:
                continue
            rest = legal & ~bit(card)
            if not rest:
                continue
            if self.trick and card == PAGAT and not (hand & self.rules.trumps & ~bit(PAGAT)):
                continue  # 5.3: played to another's trick only as the last tarock
            if self.trick and card == self.called and card != FOOL:
                led = self.rules.led_card(self.trick)
                if led is not None and led < 56 and hand & SUIT_MASKS[led // 14] == bit(card):
                    continue  # 6.3: the only card to follow suit
            legal = rest
        if self.misere and self.params["trick_compulsion"] and (legal >> PAGAT) & 1 and legal != bit(PAGAT):
            legal &= ~bit(PAGAT)  # 7.3: the pagat only when it is the only card that may be played
        return legal

    def _special_refusal(self, seat: int, card: Card) -> str:
        if (self.kept_back(seat) >> card) & 1:
            if card == FOOL:
                return "the fool laid out for the valat is played only to the last trick"
            if card == PAGAT:
                return ("the pagat laid out for the ultimo is led only to the last trick, and played "
                        "to another's trick only as your last tarock")
            return ("the called king laid out for the ultimo is led only to the last trick, and "
                    "played to another's trick only as your only card of its suit")
        if card == PAGAT and self.misere:
            return "in this misère the pagat may be played only when no other card may"
        return "that card may not be played now"

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        super().on_card_played(seat, card, events)
        if card == self.called and seat == self.declarer:
            self.sides_public = True  # 2.0: the declarer showed he plays alone

    def fool_wins_last(self, owner: int) -> bool:
        """8.1: a fool laid out for an announced valat wins the last trick for a side that
        won every other trick."""
        return ((self.laid_out(owner) >> FOOL) & 1 == 1
                and all(self.side(w) == self.side(owner) for _, _, w in self.tricks))

    def trick_winner_index(self, trick: list[Card], seats: list[int]) -> int:
        if (self.rules.free >> FOOL) & 1 and FOOL in trick and len(self.tricks) == self.tricks_total - 1:
            i = trick.index(FOOL)
            if self.fool_wins_last(seats[i]):
                return i
        return super().trick_winner_index(trick, seats)

    def _gather(self, winner: int, seats: list[int], trick: list[Card], last: bool,
                events: list[Event]) -> int:
        """8.1: the wild fool goes back to its owner's tricks, nothing given in exchange."""
        mask = sum(1 << c for c in trick)
        if self.rules.free & mask:
            owner = seats[trick.index(FOOL)]
            self.won[owner] |= bit(FOOL)
            mask &= ~bit(FOOL)
            if owner != winner:
                events.append(ExcuseExchanged(owner, winner))
        self.won[winner] |= mask
        return winner

    def plain_play(self) -> bool:
        """Not in a misère with trick compulsion (7.3), nor while a laid-out card waits for
        the last trick."""
        if self.misere:
            return not self.params["trick_compulsion"]
        return not any(self.kept_back(s) for s in range(self.n))

    def play_goal(self) -> str:
        return "avoid" if self.misere else "points"

    def play_inferences(self) -> list[CardSet]:
        return TrickGame.play_inferences(self)

    # --- protocol: phases -------------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        phase, seat = self._phase, self.to_move
        if phase == PHASE_AUCTION:
            return [Bid(b) for b in self.legal_bids(seat)]
        if phase == PHASE_RAISE:
            return [Bid(b) for b in self.raise_options()]
        if phase == PHASE_MISERE:
            return [Declare(NONE), Declare(MISERE_WORD)]
        if phase == PHASE_CALL:
            return self.call_options()
        if phase == PHASE_SURRENDER:
            return [Declare(NONE), Declare(SURRENDER)]
        if phase == PHASE_TALON:
            return [Take(i) for i in range(len(self.talon_cut()))]
        if phase == PHASE_DISCARD:
            return [DISCARDS[c] for c in cards_of(self.discardable())]
        if phase == PHASE_ANNOUNCE:
            return list(self.announce_options(seat))
        return []

    def _check_phase(self, action: Action) -> str | None:
        phase = self._phase
        if action in self._legal_phase():
            return None
        if phase == PHASE_AUCTION:
            return self.auction_refusal(action)
        if phase == PHASE_RAISE:
            return "raise your bid to a contract at least as high, or keep it"
        if phase == PHASE_MISERE:
            return "play your preference (declare none) or a misère (declare misere)"
        if phase == PHASE_CALL:
            return ("call a king, or say no king" if self.n == 4 else
                    "call a tarock other than an oudler, or say no tarock")
        if phase == PHASE_SURRENDER:
            return "surrender (declare surrender) or play on alone (declare none)"
        if phase == PHASE_TALON:
            return say("take one of the talon's {n} groups (take 0 …)", n=len(self.talon_cut()))
        if phase == PHASE_DISCARD:
            if type(action) is not Discard:
                return "lay away cards first"
            if not (self.hands[self.declarer] >> action.card) & 1:
                return "that card is not in your hand"
            if (KINGS | OUDLERS) >> action.card & 1:
                return "kings and oudlers may never be laid away"
            return "a tarock may be laid away only when you have nothing else to lay away"
        if phase == PHASE_ANNOUNCE:
            return self.announce_refusal(action)
        return "nothing can be done now"

    def auction_refusal(self, action: Action) -> str | None:
        if type(action) is not Bid:
            return "it is time to bid or pass"
        name = action.name
        if name == PASS:
            return "the forehand may not pass: he opens the bidding"
        if name == HOLD:
            return "only a player senior to the bidder may match his bid"
        if name not in self.CONTRACTS or not self.CONTRACTS[name].biddable:
            return say("there is no contract {name} to bid", name=repr(name))
        if self.CONTRACTS[name].rank == self.opening_rank() and self.to_move != self.eldest:
            return "only the forehand may bid preference"
        return "a bid must be higher than the bid standing"

    def _apply_phase(self, action: Action) -> list[Event]:
        phase, seat = self._phase, self.to_move
        if phase == PHASE_AUCTION:
            return self._bid(action.name)
        if phase == PHASE_RAISE:
            self.auction.append((seat, action.name))
            events: list[Event] = []
            if action.name != self.contract:
                self.declare(seat, "raise-" + action.name, events)
                self.set_contract(seat, action.name)
            return events + self._after_raise()
        if phase == PHASE_MISERE:
            if action.name == MISERE_WORD:
                events = []
                self.declare(seat, MISERE_WORD, events)
                return events + self._start_misere()
            return self._start_contract()
        if phase == PHASE_CALL:
            events = []
            if type(action) is Call:
                self.called = action.card
                self.place_partner()
                events.append(Called(seat, action.card))
            else:
                self.sides_public = True
                self.declare(seat, NO_PARTNER, events)
            return self._after_call(events)
        if phase == PHASE_SURRENDER:
            events = []
            if action.name == SURRENDER:
                self.surrendered = True
                self.declare(seat, SURRENDER, events)
                return events + self._finish()
            self.declare(seat, "play-alone", events)
            return self._to_talon(events)
        if phase == PHASE_TALON:
            return self._take(self.talon_cut()[action.part], [])
        if phase == PHASE_DISCARD:
            return self._discard(action.card)
        return self._announce(action.name)

    # --- scoring (1.6, 5.x, 6.x, 7.2, 7.3) ----------------------------------------------------------
    def side_piles(self) -> tuple[CardSet, CardSet]:
        """The cards counting for each side: its tricks, the declarer's discard, and the
        talon cards left for the defenders (1.3, 1.4)."""
        return self.won_by_side(0) | self.discard, self.won_by_side(1) | self.talon

    def bonus_rules(self) -> frozenset[str]:
        p = self.params
        rules = set()
        if p["pagat_ultimo"]:
            rules.add("pagat-ultimo")
        if p["valat"]:
            rules.add("valat")
        if p["honours"]:
            rules |= {"all-three", "all-four"}
        if p["king_ultimo"] and self.n == 4 and self.called is not None:
            rules.add("king-ultimo")
        return frozenset(rules)

    def facts(self, points: int, piles: tuple[CardSet, CardSet], valat: int | None,
              pagat: tuple[int, bool] | None, king_last: int | None) -> DealFacts:
        return DealFacts(
            value=self.game.value, declarer_points=points, needed=self.needed, valat_side=valat,
            pagat=pagat, king_last=king_last,
            all_three=honours_side(piles, OUDLERS), all_four=honours_side(piles, KINGS),
            handfuls=[(seat, self.side(seat), k, handful_level(self.n, k)) for seat, k in self.handfuls],
            announced={name: self.side(seat) for name, seat in self.announced.items()},
            contra=dict(self.contra), rules=self.bonus_rules(),
        )

    def last_trick_facts(self) -> tuple[tuple[int, bool] | None, int | None]:
        """(the pagat's side and whether it won the last trick, the side winning the last trick
        with the called king in it) from the play."""
        seats, cards, winner = self.tricks[-1]
        pagat = None
        if PAGAT in cards:
            player = seats[cards.index(PAGAT)]
            pagat = (self.side(player), winner == player)
        king = self.side(winner) if self.called is not None and self.called in cards else None
        return pagat, king

    def _finish(self) -> list[Event]:
        if self.surrendered:
            return self._finish_surrender()
        if self.misere:
            return self._finish_misere()
        piles = self.side_piles()
        points = points_of(piles[0], CARD_POINTS)
        pagat, king = self.last_trick_facts()
        items = deal_items(self.facts(points, piles, valat_side(self.tricks, self.side), pagat, king))
        scores = settle(items, [self.side(s) for s in range(self.n)])
        result = self._result_base()
        result.update(
            made=items[0].side == 0, valat=items[0].name == "valat",
            card_points={"declarer": points, "defenders": self.total - points},
            needed=self.needed, total=self.total,
            items=[i.as_json() for i in items],
            announced={name: seat for name, seat in self.announced.items()},
            handfuls=[{"seat": s, "tarocks": k, "level": handful_level(self.n, k)} for s, k in self.handfuls],
        )
        return self.end_deal(scores, result)

    def _result_base(self) -> dict[str, Any]:
        return {
            **self.result_head(),
            "taker": self.declarer, "players": self.n, "value": self.game.value,
            "doubling": bool(self.params["doubling"]),
            "sides_known": self.sides_public or self.revealed,
            "talon": format_cards(self.talon_order), "taken": format_cards(self.taken),
            "discard": format_cards(self.discard),
        }

    def _finish_surrender(self) -> list[Event]:
        scores = surrender_scores(self.n, self.declarer, self.game.value)
        result = self._result_base()
        result.update(made=False, surrendered=True)
        return self.end_deal(scores, result)

    def _finish_misere(self) -> list[Event]:
        points = [points_of(self.won[s], CARD_POINTS) for s in range(self.n)]
        in_play = self.total - points_of(self.talon, CARD_POINTS)
        scores, detail = misere_scores(points, in_play, bool(self.params["trick_compulsion"]))
        return self.end_deal(scores, {
            "contract": MISERE.name, "contract_title": MISERE.title, "taker": None, "players": self.n,
            "misere": True, "card_points": points, "in_play": in_play,
            "compulsion": bool(self.params["trick_compulsion"]), **detail,
            "talon": format_cards(self.talon_order),
        })

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The deal's victory points from how the rest of the card play goes, scored as
        ``_finish`` scores them (the contract against its target, the valat, the ultimos, the
        honours, the handfuls, the contras), for the computer players' playouts."""
        if self._phase != PHASE_PLAY or not self.plain_play():
            return None
        if self.misere:
            return self._misere_scorer()
        piles0 = self.side_piles()
        points0 = points_of(piles0[0], CARD_POINTS)
        past = [self.side(w) for _, _, w in self.tricks]
        swept = [all(s == side for s in past) for side in (0, 1)]
        sides = [self.side(s) for s in range(self.n)]
        holder = self.unplayed_holder(PAGAT)
        pagat_side = None if holder is None else sides[holder]
        king_out = self.called is not None and self.unplayed_holder(self.called) is not None
        trumps = self.rules.trumps
        facts = self.facts(points0, piles0, None, None, None)
        called = self.called

        def score(outcome: PlayOutcome) -> list[float]:
            last, last_side, _ = outcome.last
            facts.declarer_points = points0 + outcome.points[0]
            facts.valat_side = next((s for s in (0, 1) if swept[s] and outcome.won_all[s]), None)
            facts.pagat = (pagat_side, pagat_won_last(last, trumps)) \
                if pagat_side is not None and last & PAGAT_BIT else None
            facts.king_last = last_side if king_out and (last >> called) & 1 else None
            piles = (piles0[0] | outcome.won[0], piles0[1] | outcome.won[1])
            facts.all_three, facts.all_four = honours_side(piles, OUDLERS), honours_side(piles, KINGS)
            return settle(deal_items(facts), sides)

        return score

    def unplayed_holder(self, card: Card) -> int | None:
        """Who holds ``card`` (in the hand or, at two, anywhere on a straw man: ``to_play``)
        or played it to the trick in progress (None: it is out of play, or in a trick
        already won)."""
        if card in self.trick:
            return self.trick_seats[self.trick.index(card)]
        return next((s for s in range(self.n) if (self.to_play(s) >> card) & 1), None)

    def _misere_scorer(self) -> OutcomeScorer:
        """5.4 from the playouts: every seat its own side, the most card points pays."""
        points0 = [points_of(self.won[s], CARD_POINTS) for s in range(self.n)]
        in_play = self.total - points_of(self.talon, CARD_POINTS)

        def score(outcome: PlayOutcome) -> list[float]:
            points = [p + outcome.points[s] for s, p in enumerate(points0)]
            return misere_scores(points, in_play, False)[0]

        return score

    # --- knowledge ------------------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        return self._phase == PHASE_END or self.turned

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self._phase in (PHASE_SURRENDER, PHASE_TALON):
            return len(self.talon_order), self.talon_order
        if self.turned and self._phase == PHASE_DISCARD:
            rest = tuple(c for c in self.talon_order if (self.talon >> c) & 1)
            return len(rest), rest
        return count(self.talon), ()

    def discard_allowed(self) -> CardSet:
        return SUIT_CARDS & ~KINGS & ~self.played_cards()

    def known_held(self, viewer: int) -> list[CardSet]:
        """Shown and laid-out cards, the revealed partner's called card, and the kings and
        tarocks the declarer took from the talon (never laid away unseen)."""
        held = super().known_held(viewer)
        if self.taken and self._phase not in (PHASE_DISCARD, PHASE_END):
            held[self.declarer] |= self.taken & self.hands[self.declarer] & (KINGS | TAROCKS)
        return held

    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        return hidden_slots_with_taken(self, seat, self.taken & ~self.played_cards())

    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.declarer is not None and self.taken:
            hands[self.declarer] = (hands[self.declarer] | self.discard) & ~self.taken
        return hands

    def clone(self) -> "Talon":
        other = super().clone()
        other.CONTRACTS = self.CONTRACTS
        return other

    # --- words ----------------------------------------------------------------------------------------
    def defenders_known_to(self, seat: int) -> tuple[int, ...]:
        """The defenders ``seat`` knows for certain (:meth:`knows_side`): all once the sides are
        public or the partner revealed, else those whose announcements showed them."""
        if self.declarer is None or self._phase in (PHASE_RAISE, PHASE_MISERE, PHASE_CALL):
            return ()  # the contract or the call still to come: no side yet
        return tuple(s for s in range(self.n) if self.side(s) == 1
                     and (self._phase == PHASE_END or self.knows_side(seat, s)))

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra = super().view_extra(seat)
        extra["discard_shown"] = self.discard_shown
        extra["handfuls"] = list(self.handfuls)
        if self._phase == PHASE_TALON:
            extra["talon_parts"] = self.talon_cut()
        if self._phase == PHASE_DISCARD and seat == self.declarer:
            extra["discard_left"] = count(self.taken) - count(self.discard)
        return extra

    def prompt(self) -> str:
        phase = self._phase
        if phase == PHASE_AUCTION:
            return "Bid a contract or pass"
        if phase == PHASE_RAISE:
            return "Everyone else passed: raise your bid if you like"
        if phase == PHASE_MISERE:
            return "Nobody bid over your preference: play it, or play a misère"
        if phase == PHASE_CALL:
            return "Call a king, or play alone" if self.n == 4 else "Call a tarock, or play alone"
        if phase == PHASE_SURRENDER:
            return "The called card is in the talon: surrender, or play on alone"
        if phase == PHASE_TALON:
            return {3: "Take the first or the last three cards of the talon",
                    2: "Take the first, the middle or the last two cards of the talon",
                    1: "Take one card of the talon"}.get(self.takes(), "Take cards from the talon")
        if phase == PHASE_DISCARD:
            return lay_away_more(count(self.taken) - count(self.discard))
        if phase == PHASE_ANNOUNCE:
            if (self.ann_turns >> self.to_move) & 1:
                return "Contra, or pass"
            return "Announce bonuses, or pass"
        if phase == PHASE_PLAY:
            return "Play a card"
        return ""

    def action_words(self, action: Action) -> Phrase:
        """Talon's actions in its words; a called card or a single talon card as a card
        reference, named by the window in the skin's words."""
        kind = type(action)
        if kind is Bid:
            name = action.name
            if name == PASS:
                return text("Pass")
            if name == HOLD:
                return say("Match {contract}", contract=text(self.CONTRACTS[self.best].title)) if self.best \
                    else text("Match")
            if self._phase == PHASE_RAISE and name == self.contract:
                return say("Keep {contract}", contract=text(self.CONTRACTS[name].title))
            contract = self.CONTRACTS.get(name)
            return text(contract.title if contract is not None else name)
        if kind is Call:
            return say("Call {cards}", cards=CardsRef((action.card,)))
        if kind is Take:
            return self.take_words(action.part)
        if kind is Declare:
            said = self.describe_declaration(action.name)
            return said if isinstance(said, Phrase) else text(said)
        return super().action_words(action)

    def describe(self, action: Action) -> str:
        """:meth:`action_words` in plain English with Talon's card names ("Call tarock 19")."""
        return self.action_words(action).render(card_name=talon_card_words)

    def take_words(self, part: int) -> Phrase:
        parts = self.talon_cut() if self.contract else []
        if not 0 <= part < len(parts):
            return say("Take group {n}", n=part + 1)
        if len(parts[part]) == 1:
            return say("Take {cards}", cards=CardsRef((parts[part][0],)))
        where = ("first", "last") if len(parts) == 2 else ("first", "middle", "last")
        return text(TAKE_WORDS.get((where[part], len(parts[part])), "Take these cards"))

    def describe_declaration(self, name: str) -> "str | Phrase":
        phase = self._phase
        if name == NONE:
            if phase == PHASE_MISERE:
                return "Play preference"
            if phase == PHASE_SURRENDER:
                return "Play on alone"
            return "Pass"
        if name == NO_PARTNER:
            return "No king" if self.n == 4 else "No tarock"
        if name == SURRENDER:
            return "Surrender"
        if name == MISERE_WORD:
            return "Misère"
        if name == "play-alone":
            return "Plays on alone"
        if name == LAY_OUT_FOOL:
            return "Lay out the fool"
        if name.startswith("raise-"):
            contract = self.CONTRACTS.get(name[6:])
            return say("Raises to {contract}", contract=text(contract.title)) if contract else "Raises"
        if name.startswith(HANDFUL + "-"):
            tarocks = int(name.split("-")[1])
            size = max(1, min(3, handful_level(self.n, tarocks)))
            return say(HANDFUL_TEMPLATES[size - 1], n=tarocks)
        contra = parse_contra(name)
        if contra is not None:
            item, level = contra
            if item == "game":
                item = "valat" if "valat" in self.announced else "contract"
            return say(CONTRA_TEMPLATES[level], bonus=text(BONUS_LABELS.get(item, item)))
        if name in BONUS_LABELS:
            return say("Announce {bonus}", bonus=text(BONUS_LABELS[name]))
        return name


#: the talon's groups in words: (which, how many cards)
TAKE_WORDS = {("first", 2): "Take the first two", ("middle", 2): "Take the middle two",
              ("last", 2): "Take the last two", ("first", 3): "Take the first three",
              ("last", 3): "Take the last three"}
HANDFUL_TEMPLATES = ("Declare a single handful: {n} tarocks", "Declare a double handful: {n} tarocks",
                     "Declare a triple handful: {n} tarocks")
#: a contra, re-contra and supra-contra of a bonus (or of the contract) in words
CONTRA_TEMPLATES = ("Contra the {bonus}", "Re-contra the {bonus}", "Supra-contra the {bonus}")


SPEC = register_game(
    Talon,
    id="talon",
    name="Talon",
    players=(2, 3, 4, 5, 6),
    options=OPTIONS,
    deck=TAROT_78,
    deck_for=talon_deck,
    kind="trick",
    family="talon",
    card_naming="talon",
    direction="clockwise",
    default_players=4,
    summary="Wickson's modern tarot game for 2 to 6: preference, duo, uno, solo, tapper; a called "
            "king or tarock; bonuses, handfuls, contras and the misère as optional rules.",
    presets=PRESETS,
)
