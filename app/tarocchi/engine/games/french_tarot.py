"""French Tarot (FFT rules), for 3, 4 and 5 players, and Moore's two-player variant.

The deal: cards dealt by packets (3 at four and five players, 4 at three, 6 at two) with
the chien (dog) built one card at a time, never the first or last card. A player whose
only trump is the petit (the excuse counts as a trump) shows it: the deal is annulled.

The auction: from the player to the dealer's right, each speaks once, passing or bidding
higher: take (prise), guard (garde), guard without (garde sans le chien), guard against
(garde contre le chien). All pass: the deal is annulled. At five the taker calls a king
(a queen if holding all four kings, and so on) and plays with its holder, or alone.

Take and guard: the chien is shown and taken; the taker lays away as many cards, never a
king or an oudler, and trumps only when nothing else is left (those trumps are shown).
Guard without: the chien counts for the taker, unseen. Guard against: for the defence.
The taker may then announce a slam (chelem), and leads the first trick if so.

Play: follow suit; without it, trump; over-trump when possible; without trumps, any card.
The excuse may always be played, never wins, and stays with its side, which gives a low
card (half a point) in exchange; played at the last trick it changes sides, unless it is
led to it by a side that has won every other trick: then it wins that trick (slam).

Scoring: card points (oudlers and kings 4.5, queens 3.5, cavaliers 2.5, jacks 1.5, others
0.5; 91 in all) against the target set by the taker's oudlers (0: 56, 1: 51, 2: 41,
3: 36). (25 + margin ± 10 for the petit au bout) × 1, 2, 4 or 6, then ± poignées (20, 30,
40) for the side that wins the deal and the slam (400 announced and made, 200 made
unannounced, −200 announced and failed). Each defender pays or receives that; the taker
receives it once per defender (at five, with a partner: the taker twice, the partner once).
"""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import CALLS, DISCARDS, Action, Bid, Call, Declare, Discard
from tarocchi.engine.cards import (
    BITS, CAVALIERS, EXCUSE, JACKS, KINGS, OUDLERS, PETIT, QUEENS, SUIT_MASKS, TRUMP_MASK, Card, CardSet,
    card_name, cards_of, count, format_cards, parse_card,
)
from tarocchi.engine.decks import TAROT_78, batch_points, points_of, standard_value
from tarocchi.engine.events import (
    Bidded, Called, Declared, Discarded, Event, PartnerRevealed, TalonShown, TalonTaken,
)
from tarocchi.engine.games._excuse import ExcuseTrickGame
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.registry import register_game
from tarocchi.engine.trickgame import PHASE_END, PHASE_PLAY, deal_by_packets, read_deal
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, TrickRules
from tarocchi.engine.words import (
    N_, CardsRef, DealSummary, Phrase, SeatRef, annulled_summary, line, payments_from_scores, say, text,
)

EXCUSE_BIT = 1 << EXCUSE
PETIT_BIT = 1 << PETIT
TRUMPS_AND_EXCUSE = TRUMP_MASK | EXCUSE_BIT

#: Contracts, lowest first, with their multipliers.
CONTRACTS = ("take", "guard", "guard-without", "guard-against")
MULTIPLIER = {"take": 1, "guard": 2, "guard-without": 4, "guard-against": 6}
CONTRACT_NAMES = {
    "take": "Take (prise)",
    "guard": "Guard (garde)",
    "guard-without": "Guard without the chien",
    "guard-against": "Guard against the chien",
}
POIGNEE_SHOWN = {
    "poignee-simple": "{seat} showed a simple poignée: {bonus} to the side that wins the deal",
    "poignee-double": "{seat} showed a double poignée: {bonus} to the side that wins the deal",
    "poignee-triple": "{seat} showed a triple poignée: {bonus} to the side that wins the deal",
}
ANNULMENTS = {
    "all passed": "Everyone passed: the cards are thrown in",
    "petit sec": "{seat} held the petit alone (petit sec): the cards are thrown in",
}
DECLARE_NAMES = {
    "none": "No slam", "chelem": "Announce a slam (chelem)",
    "poignee-simple": "Show a simple poignée", "poignee-double": "Show a double poignée",
    "poignee-triple": "Show a triple poignée",
}
#: The bids as actions, passing included.
BIDS = {name: Bid(name) for name in ("pass", *CONTRACTS)}
#: Points the taker needs with 0, 1, 2 or 3 oudlers.
TARGETS = (56, 51, 41, 36)
#: (cards per hand, chien size, packet size) by number of players.
LAYOUT = {2: (36, 6, 6), 3: (24, 6, 4), 4: (18, 6, 3), 5: (15, 3, 3)}
#: Trumps to show for a simple, double and triple poignée, by number of players.
POIGNEES = {2: (15, 18, 21), 3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEES_MOORE_5 = (5, 8, 10)
POIGNEE_NAMES = ("poignee-simple", "poignee-double", "poignee-triple")
POIGNEE_BONUS = (20, 30, 40)
PETIT_AU_BOUT = 10
CHELEM_ANNOUNCED_MADE, CHELEM_UNANNOUNCED_MADE, CHELEM_ANNOUNCED_FAILED = 400, 200, -200

#: The trick rules by order of the red pips (option "red_pips").
RULES = {"standard": TrickRules(), "reversed": TrickRules(red_ace_high=True)}
#: Card points in half points (counted in pairs: 2 × value − 1).
HALF_POINTS = batch_points(standard_value, 2)

OPTIONS = (
    OptionSpec(
        "excuse_last_trick", "changes-side",
        "The excuse played at the last trick: changes side (FFT, rules 001) or goes to the "
        "trick's winner (Jeux de tarot). Either way, a side that won every other trick wins it.",
        ("changes-side", "trick-winner"),
        label="The excuse at the last trick",
        choice_labels=("Changes side (FFT)", "Goes to the trick's winner (Jeux de tarot)"),
    ),
    OptionSpec(
        "first_lead", "eldest",
        "Who leads the first trick: the player to the dealer's right (FFT) or the taker "
        "(Jeux de tarot). A slam announcer always leads.",
        ("eldest", "taker"),
        label="First lead",
        choice_labels=("The dealer's right (FFT)", "The taker (Jeux de tarot)"),
    ),
    OptionSpec(
        "red_pips", "standard",
        "Order of the red pips: 10 high to ace low like the black ones (FFT), or reversed, "
        "ace high (Jeux de tarot).",
        ("standard", "reversed"),
        label="Red pips",
        choice_labels=("10 high, ace low (FFT)", "Ace high, 10 low (Jeux de tarot)"),
    ),
    OptionSpec(
        "five_player_poignees", "fft",
        "Poignée thresholds at five players: 8/10/13 (FFT) or 5/8/10 (Jeux de tarot).",
        ("fft", "moore"),
        label="Poignées at five players",
        choice_labels=("8, 10 and 13 trumps (FFT)", "5, 8 and 10 trumps (Jeux de tarot)"),
    ),
)

PHASE_AUCTION, PHASE_CALL, PHASE_DISCARD, PHASE_ANNOUNCE = "auction", "call", "discard", "announce"


def poignee_thresholds(params: Params) -> tuple[int, int, int]:
    if params.players == 5 and params["five_player_poignees"] == "moore":
        return POIGNEES_MOORE_5
    return POIGNEES[params.players]


def target_for(oudlers: int) -> int:
    return TARGETS[oudlers]


def petit_au_bout(last: tuple[CardSet, int, Card], before_last: tuple[CardSet, int, Card] | None,
                  slam: bool) -> int | None:
    """The side that took the petit au bout, from the last trick and the one before, each as
    (cards, winning side, card led): the side that won the petit in the last trick, or in
    the one before when a slam ends with the excuse led to the last trick."""
    cards, side, led = last
    if cards & PETIT_BIT:
        return side
    if slam and led == EXCUSE and before_last is not None and before_last[0] & PETIT_BIT \
            and before_last[1] == side:
        return side
    return None


def contract_score(
    contract: str, half_points: int, oudlers: int, petit_au_bout: int = 0,
    poignees: int = 0, chelem: int = 0,
) -> int:
    """The amount each defender pays the taker (negative: receives), for one deal.

    ``half_points``: the taker's side card points × 2; ``petit_au_bout``: +1 if the
    taker's side took the petit au bout, −1 if the defence did; ``poignees``: the sum of
    the poignée bonuses shown; ``chelem``: the slam bonus, signed for the taker's side.
    """
    diff = half_points - 2 * target_for(oudlers)
    made = diff >= 0
    margin = (abs(diff) + 1) // 2  # a half point counts as a whole one for the side it favours
    base = 25 + margin if made else -(25 + margin)
    total = (base + PETIT_AU_BOUT * petit_au_bout) * MULTIPLIER[contract]
    total += poignees if made else -poignees
    return total + chelem


class FrenchTarot(ExcuseTrickGame):
    """One deal of French Tarot."""

    card_values = HALF_POINTS
    TALON_KEY = "chien"
    PILE_LABELS = {"chien": "Chien", "discard": "Discard (écart)"}

    @property
    def raise_prior_cap(self) -> int | None:
        """At four (where it was measured), the hard player weighs a raise against every bid
        from the lowest on offer, the rules' bid as the prior but never above the guard
        (``TableView.raise_prior_cap``; docs/bots.md). A property: a state keeps few attributes."""
        return 1 if self.n == 4 else None

    @property
    def discard_model_by_rules(self) -> bool:
        """At four (where it was measured), a defender's worlds lay the taker's discard away
        as the rules do (``TableView.discard_model_by_rules``; docs/bots.md)."""
        return self.n == 4

    @property
    def guard_for_take(self) -> bool:
        """At four (where it was measured), the medium and hard players guard where they
        would take as the first bid (``TableView.guard_for_take``; docs/bots.md)."""
        return self.n == 4

    @property
    def world_playouts(self) -> int:
        """At four (where it was measured), a card search at a large budget samples a world
        for every 40 playouts (``TableView.world_playouts``; docs/bots.md)."""
        return 40 if self.n == 4 else 0

    @property
    def smear_playouts(self) -> bool:
        """At four (where it was measured), the hard player's playouts have the defenders
        load a partner's trick wherever the taker has played to it (``TableView.smear_playouts``;
        docs/bots.md)."""
        return self.n == 4

    @property
    def weighed_passes(self) -> bool:
        """At four (where it was measured), the medium player gives up its first bid near the
        threshold for a pass where rollouts say so (``TableView.weighed_passes``; docs/bots.md)."""
        return self.n == 4

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        n = params.players
        hand_size, chien_size, packet = LAYOUT[n]
        if deal is not None:
            hands, chien = read_deal(deal, n, TAROT_78, hand_size, chien_size, "chien")
            sequence = tuple(s for s in range(n) for _ in range(hand_size)) + (-1,) * chien_size
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, chien, sequence = deal_by_packets(
                random.Random(seed), TAROT_78, n, dealer, [packet] * (hand_size // packet),
                chien_size, interleave_talon=True)
        rules = RULES[params["red_pips"]]
        super().__init__(params, dealer, rules, hands, chien, seed if deal is None else None, sequence)
        self.called: Card | None = None
        self.init_excuse()
        self._phase, self.to_move = PHASE_AUCTION, (dealer + 1) % n
        for seat in range(n):
            if self.hands[seat] & TRUMPS_AND_EXCUSE == PETIT_BIT:
                self.annul("petit sec", seat, self.hands[seat])
                break

    # --- names kept from the game's vocabulary ---------------------------------------------
    @property
    def taker(self) -> int | None:
        return self.declarer

    @property
    def partner(self) -> int | None:
        return self.partners[0] if self.partners else None

    @property
    def chien(self) -> CardSet:
        return self.talon

    @property
    def bids(self) -> list[tuple[int, str]]:
        return self.auction

    @property
    def poignees(self) -> list[tuple[int, int, CardSet]]:
        """The poignées shown, as (seat, level: 0 simple, 1 double, 2 triple, the cards shown)."""
        return [(seat, POIGNEE_NAMES.index(name), cards) for seat, name, cards in self.declarations
                if name in POIGNEE_NAMES]

    @property
    def chelem(self) -> bool:
        """Whether the taker announced a slam."""
        return any(name == "chelem" for _, name, _ in self.declarations)

    def has_played(self, seat: int) -> bool:
        """Whether ``seat`` has played a card (every seat has once a trick is complete)."""
        return bool(self.tricks) or seat in self.trick_seats

    # --- auction, call, chien, discard, slam ----------------------------------------------------
    def highest_bid(self) -> int:
        """Index in CONTRACTS of the highest bid so far (−1 if none)."""
        best = -1
        for _, bid in self.auction:
            if bid != "pass":
                best = max(best, CONTRACTS.index(bid))
        return best

    def legal_bids(self) -> list[str]:
        return ["pass", *CONTRACTS[self.highest_bid() + 1:]]

    def legal_calls(self) -> CardSet:
        """Kings; a queen if holding all four kings; a cavalier if all kings and queens …"""
        hand = self.hands[self.declarer]
        allowed = 0
        for rank_mask in (KINGS, QUEENS, CAVALIERS, JACKS):
            allowed |= rank_mask
            if hand & rank_mask != rank_mask:
                break
        return allowed

    def discardable(self) -> CardSet:
        """Cards the taker may lay away next: no king, no oudler, a trump only when forced."""
        return self.allowed_discards(self.hands[self.declarer])

    def allowed_discards(self, hand: CardSet) -> CardSet:
        """The cards the taker may lay away next from ``hand``: no king, no oudler, a trump
        only when no other card is left."""
        return hand & ~TRUMPS_AND_EXCUSE & ~KINGS or hand & TRUMP_MASK & ~OUDLERS

    def with_laid_away(self, seat: int, lay_away) -> "FrenchTarot | None":
        """Once the taker has laid away all of his discard (a take or a guard), this world with
        that discard the one ``lay_away`` lays away from the hand he held then
        (:meth:`~tarocchi.engine.trickgame.TrickGame.laid_away_world`)."""
        if self._phase in (PHASE_AUCTION, PHASE_CALL, PHASE_DISCARD) or count(self.discard) != count(self.talon):
            return self
        return self.laid_away_world(seat, lay_away)

    def _legal_phase(self) -> list[Action]:
        phase = self._phase
        if phase == PHASE_AUCTION:
            return [BIDS[b] for b in self.legal_bids()]
        if phase == PHASE_CALL:
            return [CALLS[c] for c in cards_of(self.legal_calls())]
        if phase == PHASE_DISCARD:
            return [DISCARDS[c] for c in cards_of(self.discardable())]
        return [Declare("none"), Declare("chelem")]

    def _check_phase(self, action: Action) -> str | None:
        phase = self._phase
        seat = self.to_move
        kind = type(action)
        if phase == PHASE_AUCTION:
            if kind is not Bid:
                return "it is time to bid or pass"
            if action.name not in CONTRACTS and action.name != "pass":
                return say("there is no bid {name}", name=repr(action.name))
            if action.name not in self.legal_bids():
                return "a bid must be higher than the bids before it"
            return None
        if phase == PHASE_CALL:
            if kind is not Call:
                return "the taker must call a king"
            if not (self.legal_calls() >> action.card) & 1:
                if action.card < 56 and action.card % 14 >= 10:
                    return "you may call a lower honour only when you hold all the higher ones"
                return "you must call a king"
            return None
        if phase == PHASE_DISCARD:
            if kind is not Discard:
                return "the taker must lay away cards first"
            card = action.card
            if not (self.hands[seat] >> card) & 1:
                return "that card is not in your hand"
            if (1 << card) & (KINGS | OUDLERS):
                return "you may not lay away a king or an oudler"
            if not (self.discardable() >> card) & 1:
                return "you may lay away a trump only when you have nothing else to lay away"
            return None
        if kind is Declare and action.name in ("none", "chelem") and not action.cards:
            return None
        return "the taker may announce a slam (declare chelem) or not (declare none)"

    def _apply_phase(self, action: Action) -> list[Event]:
        phase = self._phase
        if phase == PHASE_AUCTION:
            return self._bid(action.name)
        if phase == PHASE_CALL:
            return self._call(action.card)
        if phase == PHASE_DISCARD:
            return self._discard(action.card)
        return self._announce(action.name == "chelem")

    def _bid(self, bid: str) -> list[Event]:
        seat = self.to_move
        self.auction.append((seat, bid))
        events: list[Event] = [Bidded(seat, bid)]
        if len(self.auction) < self.n:
            self.to_move = (seat + 1) % self.n
            return events
        best = self.highest_bid()
        if best < 0:
            events.extend(self.annul("all passed"))
            return events
        self.contract = CONTRACTS[best]
        self.declarer = next(s for s, b in self.auction if b == self.contract)
        if self.n == 5:
            self._phase, self.to_move = PHASE_CALL, self.declarer
            return events
        events.extend(self._turn_chien())
        return events

    def _call(self, card: Card) -> list[Event]:
        self.called = card
        self._place_partner()
        events: list[Event] = [Called(self.declarer, card)]
        events.extend(self._turn_chien())
        return events

    def _place_partner(self) -> None:
        """The partner is whoever holds the called card (none: the taker plays alone)."""
        holder = next((s for s in range(self.n) if (self.hands[s] >> self.called) & 1), None)
        self.partners = [holder] if holder is not None and holder != self.declarer else []

    def _turn_chien(self) -> list[Event]:
        taker = self.declarer
        if self.contract in ("take", "guard"):
            events: list[Event] = [TalonShown(self.talon_order), TalonTaken(taker, self.talon_order)]
            if self.called is not None and (self.talon >> self.called) & 1:
                self.revealed = True  # the called king shown in the chien: the taker plays alone
            self.hands[taker] |= self.talon
            self._phase, self.to_move = PHASE_DISCARD, taker
            return events
        events = [TalonTaken(taker, None, to_defence=self.contract == "guard-against")]
        self._phase, self.to_move = PHASE_ANNOUNCE, taker
        return events

    def _discard(self, card: Card) -> list[Event]:
        taker = self.declarer
        self.hands[taker] &= ~(1 << card)
        self.discard |= 1 << card
        shown = card if card >= 56 else None
        if shown is not None:
            self.discard_shown |= 1 << card
        if count(self.discard) == count(self.talon):
            self._phase = PHASE_ANNOUNCE
        return [Discarded(taker, shown)]

    def _announce(self, chelem: bool) -> list[Event]:
        events: list[Event] = []
        leader = (self.dealer + 1) % self.n  # the dealer's right (FFT)
        if chelem:
            events.append(Declared(self.declarer, "chelem"))
            self.declarations.append((self.declarer, "chelem", 0))
            leader = self.declarer
        elif self.params["first_lead"] == "taker":
            leader = self.declarer
        self.start_play(leader)
        return events

    # --- poignées ------------------------------------------------------------------------------
    def extra_play_actions(self, seat: int) -> list[Action]:
        """One canonical poignée per level the seat may show (its lowest trumps; the excuse
        only when it is needed to reach the count)."""
        trumps = self.hands[seat] & TRUMP_MASK
        n_trumps = count(trumps)
        has_excuse = bool(self.hands[seat] & EXCUSE_BIT)
        needs = poignee_thresholds(self.params)
        if n_trumps + has_excuse < needs[0] or self.tricks or seat in self.trick_seats \
                or any(p[0] == seat for p in self.poignees):  # too few trumps: the common case, first
            return []
        out: list[Action] = []
        for level, need in enumerate(needs):
            if n_trumps >= need:
                shown = 0
                for c in cards_of(trumps)[:need]:
                    shown |= 1 << c
                out.append(Declare(POIGNEE_NAMES[level], shown))
            elif n_trumps + has_excuse >= need:
                out.append(Declare(POIGNEE_NAMES[level], trumps | EXCUSE_BIT))
        return out

    def _check_play_extra(self, seat: int, action: Action) -> str | None:
        if type(action) is not Declare or action.name not in POIGNEE_NAMES:
            return "it is time to play a card"
        if self.has_played(seat):
            return "a poignée is shown before playing your first card"
        if any(p[0] == seat for p in self.poignees):
            return "you have already shown a poignée"
        level = POIGNEE_NAMES.index(action.name)
        need = poignee_thresholds(self.params)[level]
        shown = action.cards
        hand = self.hands[seat]
        if shown & ~hand:
            return "you can only show cards from your hand"
        if shown & ~TRUMPS_AND_EXCUSE:
            return "a poignée shows trumps only"
        if count(shown) != need:
            return say("a {poignee} shows exactly {n} trumps", poignee=text(action.name.replace("-", " ")), n=need)
        if shown & EXCUSE_BIT and hand & TRUMP_MASK & ~shown:
            return "the excuse may be shown only when you have no other trump to show"
        return None

    def _apply_play_extra(self, action: Action) -> list[Event]:
        seat = self.to_move
        self.declarations.append((seat, action.name, action.cards))
        return [Declared(seat, action.name, action.cards)]

    # --- the play ----------------------------------------------------------------------------------
    def called_suit_closed(self) -> CardSet:
        """At five, the called king's suit may not be led to the first trick, except the king
        itself (FFT): those cards, while that holds (the suit is not set yet), else 0."""
        called = self.called
        if (self.n != 5 or called is None or called >= 56 or self.tricks
                or self.rules.led_card(self.trick) is not None):
            return 0
        return SUIT_MASKS[called // 14] & ~(1 << called)

    def playable(self, seat: int) -> CardSet:
        cards = self.rules.legal_plays(self.hands[seat], self.trick)
        if self.n != 5:  # the called king's suit is closed only at five: the common case, at once
            return cards
        return cards & ~self.called_suit_closed() or cards

    def _special_refusal(self, seat: int, card: Card) -> str:
        if (self.called_suit_closed() >> card) & 1:
            return "the called king's suit may not be led to the first trick, except the king itself"
        return super()._special_refusal(seat, card)

    def plain_play(self) -> bool:
        return not self.called_suit_closed()

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        if card == self.called and not self.revealed:
            # the called king shows its holder: the partner, or the taker who called his own
            # king and plays alone (every other seat is then known to defend)
            self.revealed = True
            if self.partners:
                events.append(PartnerRevealed(seat, card))

    def excuse_to_trick_winner(self) -> bool:
        return self.params["excuse_last_trick"] == "trick-winner"

    # --- scoring ------------------------------------------------------------------------------------
    def _finish(self) -> list[Event]:
        taker_cards = self.won_by_side(0) | self._set_aside_for_taker()
        half = points_of(taker_cards, HALF_POINTS) + self._exchange_half_points()
        oudlers = count(taker_cards & OUDLERS)
        sides = [self.side(s) for s in range(self.n)]
        winners = [sides[w] for _, _, w in self.tricks]
        taker_slam = all(s == 0 for s in winners)
        defence_slam = all(s == 1 for s in winners)
        pab_side = self._petit_au_bout_side(taker_slam or defence_slam)
        pab = 0 if pab_side is None else (1 if pab_side == 0 else -1)
        poignee_total = sum(POIGNEE_BONUS[level] for _, level, _ in self.poignees)
        chelem = self._chelem_bonus(taker_slam, defence_slam)
        per_defender = contract_score(self.contract, half, oudlers, pab, poignee_total, chelem)
        scores = [weight * per_defender for weight in self._seat_weights()]
        target = target_for(oudlers)
        return self.end_deal(scores, {
            "contract": self.contract,
            "taker": self.declarer,
            "partner": self.partner,
            "called": card_name(self.called) if self.called is not None else None,
            "card_points": {"taker": half / 2, "defence": 91 - half / 2},
            "oudlers": oudlers,
            "target": target,
            "made": half >= 2 * target,
            "margin": (abs(half - 2 * target) + 1) // 2,
            "multiplier": MULTIPLIER[self.contract],
            "petit_au_bout": None if pab_side is None else ("taker" if pab_side == 0 else "defence"),
            "poignees": [
                {"seat": s, "kind": POIGNEE_NAMES[level], "bonus": POIGNEE_BONUS[level],
                 "cards": format_cards(shown)}
                for s, level, shown in self.poignees
            ],
            "chelem": {"announced": self.chelem, "made": taker_slam, "bonus": chelem},
            "per_defender": per_defender,
            "chien": format_cards(self.talon_order),
            "discard": format_cards(self.discard),
        })

    def _set_aside_for_taker(self) -> CardSet:
        """The cards out of play that count for the taker: the discard (take, guard) or the
        chien (guard without); the chien goes to the defence in a guard against."""
        if self.contract in ("take", "guard"):
            return self.discard
        return self.talon if self.contract == "guard-without" else 0

    def _exchange_half_points(self) -> int:
        """The taker's side's gain, in half points, from the excuse's exchanges so far."""
        return self.exchange_units(self.declarer)

    def _chelem_bonus(self, taker_slam: bool, defence_slam: bool) -> int:
        if self.chelem:
            return CHELEM_ANNOUNCED_MADE if taker_slam else CHELEM_ANNOUNCED_FAILED
        if taker_slam:
            return CHELEM_UNANNOUNCED_MADE
        return -CHELEM_UNANNOUNCED_MADE if defence_slam else 0

    def _seat_weights(self) -> list[int]:
        """What each seat gets per unit the taker wins from each defender: a defender −1,
        a lone taker the number of defenders, a called partner 1 and the taker the rest."""
        taker_side = [s for s in range(self.n) if self.side(s) == 0]
        defenders = self.n - len(taker_side)
        if len(taker_side) == 2:
            return [-1 if s not in taker_side else (defenders - 1 if s == self.declarer else 1)
                    for s in range(self.n)]
        return [defenders if s in taker_side else -1 for s in range(self.n)]

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The deal's scores from how the rest of the play goes, counted as ``_finish``
        counts them (the contract, its target by oudlers, the petit au bout, the poignées,
        the slam), for the players' playouts. None with the trick-winner excuse option."""
        if self._phase != PHASE_PLAY or self.params["excuse_last_trick"] == "trick-winner":
            return None
        taker_cards = self.won_by_side(0) | self._set_aside_for_taker()
        half_so_far = points_of(taker_cards, HALF_POINTS) + self._exchange_half_points()
        contract = self.contract
        poignee_total = sum(POIGNEE_BONUS[level] for _, level, _ in self.poignees)
        weights = self._seat_weights()
        done = self._trick_outcome(-1) if self.tricks else None
        chelem_bonus = self._chelem_bonus

        def score(outcome: PlayOutcome) -> list[float]:
            taker = taker_cards | outcome.won[0]
            half = half_so_far + outcome.points[0]
            taker_slam, defence_slam = outcome.won_all[0], outcome.won_all[1]
            pab_side = petit_au_bout(outcome.last, outcome.before_last or done,
                                     taker_slam or defence_slam)
            pab = 0 if pab_side is None else (1 if pab_side == 0 else -1)
            per_defender = contract_score(contract, half, count(taker & OUDLERS), pab, poignee_total,
                                          chelem_bonus(taker_slam, defence_slam))
            return [w * per_defender for w in weights]

        return score

    def _petit_au_bout_side(self, slam: bool) -> int | None:
        before = self._trick_outcome(-2) if len(self.tricks) > 1 else None
        return petit_au_bout(self._trick_outcome(-1), before, slam)

    def _trick_outcome(self, index: int) -> tuple[CardSet, int, Card]:
        """A complete trick as (cards, winning side, card led)."""
        _, cards, winner = self.tricks[index]
        return sum(map(BITS.__getitem__, cards)), self.side(winner), cards[0] if cards else -1

    # --- knowledge --------------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        return self._phase == PHASE_END or (
            self.contract in ("take", "guard") and self._phase not in (PHASE_AUCTION, PHASE_CALL))

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self.contract in ("take", "guard") and self._phase not in (PHASE_AUCTION, PHASE_CALL):
            return 0, ()
        return count(self.talon), ()

    def discard_allowed(self) -> CardSet:
        return ~TRUMPS_AND_EXCUSE & ~KINGS & ~self.played_cards()

    def known_held(self, viewer: int) -> list[CardSet]:
        held = self.exposed_cards()
        if self.talon_visible_to(viewer) and viewer != self.declarer and self._phase != PHASE_END:
            rest = self.talon & ~self.played_cards()
            if self._phase == PHASE_DISCARD:
                held[self.declarer] |= rest
            else:  # kings, oudlers and trumps of the chien not shown in the discard
                held[self.declarer] |= rest & (KINGS | OUDLERS | (TRUMP_MASK & ~self.discard_shown))
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        """A poignée showing the excuse means no other trump; the chien's cards that may be
        in the discard are with the taker (in hand or discard), never with the others."""
        out = [0] * self.n
        for s, _, shown in self.poignees:
            if shown & EXCUSE_BIT:
                out[s] |= TRUMP_MASK & ~shown
        if self.talon_visible_to(viewer) and self._phase != PHASE_END:
            for s in range(self.n):
                if s != self.declarer:
                    out[s] |= self.talon
        return out

    def _after_resample(self, world: "FrenchTarot") -> None:
        if world.called is not None and not world.revealed:
            world._place_partner()

    def secret_partner(self) -> bool:
        """At five, the partner is whoever holds the called king, unknown until it is played
        (and before the call)."""
        return self.n == 5

    def partner_card(self) -> Card | None:
        """At five, the called king: its play shows the partner."""
        return self.called if self.n == 5 else None

    def defenders_known_to(self, seat: int) -> tuple[int, ...]:
        """As every game's; and a taker who called a king of his own hand knows from the call
        that he plays alone: every other seat defends (the others learn it when he plays it)."""
        known = super().defenders_known_to(seat)
        if not known and seat == self.declarer and self.called is not None and (self.hands[seat] >> self.called) & 1:
            return tuple(s for s in range(self.n) if s != seat)
        return known

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {
            "called": self.called,
            "discard_shown": self.discard_shown,
            "chien": self.talon_order if self.talon_visible_to(seat) else (),
        }
        if seat == self.declarer and self.discard:
            extra["discard"] = self.discard
        if seat == self.to_move and self._phase == PHASE_DISCARD:
            extra["discard_left"] = count(self.talon) - count(self.discard)
        return extra

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Bid:
            return text("Pass" if action.name == "pass" else CONTRACT_NAMES[action.name])
        if type(action) is Declare:
            return text(DECLARE_NAMES.get(action.name, action.name))
        return super().action_words(action)

    def prompt(self) -> str:
        return {
            PHASE_AUCTION: "Bid or pass",
            PHASE_CALL: "Call a king",
            PHASE_DISCARD: "Lay away cards from your hand",
            PHASE_ANNOUNCE: "Announce a slam or not",
            PHASE_PLAY: "Play a card",
        }.get(self._phase, "")

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The deal in the FFT's words: the contract and taker, the partner at five, the card
        points against the target set by the oudlers, the petit au bout, the poignées, the
        slam, and the score each defender pays (or receives) worked out."""
        if result.get("annulled"):
            return annulled_summary(result, ANNULMENTS)
        taker = SeatRef(result["taker"])
        contract = text(CONTRACT_NAMES[result["contract"]])
        margin = result["margin"]
        head = say("{taker}: {contract}, made by {margin}" if result["made"] else "{taker}: {contract}, failed by {margin}",
                   taker=taker, contract=contract, margin=margin)
        rows = [line("Contract", "{contract} by {taker:acc}, score ×{multiplier}", contract=contract, taker=taker,
                     multiplier=result["multiplier"])]
        if result.get("called"):
            called = CardsRef((parse_card(result["called"]),))
            rows.append(line("Partner", "{partner}, who held {card}", partner=SeatRef(result["partner"]),
                             card=called) if result.get("partner") is not None else
                        line("Partner", "{taker} called {card} and played alone", taker=taker, card=called))
        points, oudlers = result["card_points"], result["oudlers"]
        rows.append(line("Card points", "taker's side {mine}, defence {theirs}", mine=points["taker"],
                         theirs=points["defence"]))
        rows.append(line("Oudlers", "{n} taken: {target} points needed" if oudlers != 1 else
                         "1 taken: {target} points needed", n=oudlers, target=result["target"]))
        made = result["made"]
        formula = ("" if made else "−") + f"(25 + {margin}"
        pab = result.get("petit_au_bout")
        if pab:
            rows.append(line("Petit au bout", "won by the taker's side: 10 × {multiplier}" if pab == "taker" else
                             "won by the defence: 10 × {multiplier}", multiplier=result["multiplier"]))
            formula += " + 10" if made == (pab == "taker") else " − 10"
        formula += f") × {result['multiplier']}"
        for p in result.get("poignees", []):
            rows.append(line("Poignée", POIGNEE_SHOWN[p["kind"]], seat=SeatRef(p["seat"]), bonus=p["bonus"]))
            formula += f" {'+' if made else '−'} {p['bonus']}"
        chelem = result.get("chelem") or {}
        if chelem.get("announced") or chelem.get("bonus"):
            how = N_(("announced and made" if chelem.get("made") else "announced and lost") if chelem.get("announced")
                     else ("made, unannounced" if chelem.get("made") else "made by the defence"))
            to = N_("{how}: {bonus} to the taker's side" if chelem.get("bonus", 0) >= 0 else "{how}: {bonus} to the defence")
            rows.append(line("Slam (chelem)", to, how=text(how), bonus=abs(chelem.get("bonus", 0))))
            formula += f" {'+' if chelem['bonus'] >= 0 else '−'} {abs(chelem['bonus'])}"
        amount = result["per_defender"]
        rows.append(line("Score", "{formula}: each defender pays {amount}" if amount >= 0 else
                         "{formula}: each defender receives {amount}", formula=formula, amount=abs(amount)))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))

    # --- records -----------------------------------------------------------------------------------
    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.declarer is not None and self.contract in ("take", "guard") and \
                self._phase not in (PHASE_AUCTION, PHASE_CALL):
            hands[self.declarer] = (hands[self.declarer] | self.discard) & ~self.talon
        return hands


SPEC = register_game(
    FrenchTarot,
    id="french-tarot",
    name="French Tarot",
    players=(3, 4, 5, 2),
    options=OPTIONS,
    deck=TAROT_78,
    kind="trick",
    family="french",
    card_naming="french",
    direction="counter-clockwise",
    default_players=4,
    summary="France's game: bid to take the chien, then win card points with the three oudlers. 3–5 players; 2 in Moore's variant.",
)
