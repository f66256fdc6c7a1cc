"""What the counting games of *Jeux de tarot* share (Scarto, Tarocchi Siciliani, the German
Tarock, Le Tarot de Moore): every player plays for himself with a reduced deck and, at the
end, counts his own pile of won cards in batches (``engine/counting.py``); the hand is won
by the player with the most points.

The deal: packets from the dealer's next seat, with a talon (chien, scarto). What becomes of
the talon is the game's (or an option's) choice, one of :data:`TALON_MODES`:

* ``"dealer"`` — the dealer takes it into his hand (shown to all first, as a French chien, or
  unseen, as Scarto's last three cards) and lays away as many cards, which count for him;
* ``"last-trick"`` — it lies unseen and counts for the winner of the last trick;
* ``"deal-winner"`` — it lies unseen and counts for the player with the most points in his
  tricks (ties: the one of them who won a trick latest).

The play: follow suit; without the suit, trump (over-trumping when the game says so);
without trumps, any card. The excuse may always be played and never wins: its player keeps
it and owes the trick's winner a low card (a card of the lowest value), paid at once from his
won cards, or as soon as he wins one; a debt still open at the end is paid with a low card
of his whole pile (laid-away cards included), else his cheapest card, else the excuse
itself. Played to the last trick, the excuse goes to that trick's winner — unless its player
has won every other trick, in which case he wins the last one too.

The score of a deal (:data:`SCORE_MODES`): ``"par"`` — each player's points less a fixed
par (Scarto: 26, a third of the 78 points); ``"differences"`` — each player receives from
every other the difference of their points (``n × points − total``); ``"winner"`` — each
player pays one to each player with the most points. All three sum to zero.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from tarocchi.engine.actions import DISCARDS, Action, Discard, Play
from tarocchi.engine.cards import (
    EXCUSE, KINGS, MONDE, OUDLERS, PETIT, TRUMP_MASK, Card, CardSet, card_words, cards_of, count,
    format_cards, lowest,
)
from tarocchi.engine.counting import BatchCounting, PileCount
from tarocchi.engine.events import (
    Discarded, Event, ExcuseExchanged, TalonShown, TalonTaken,
)
from tarocchi.engine.protocol import GameSpec, OptionSpec, Params
from tarocchi.engine.registry import register_game
from tarocchi.engine.trickgame import PHASE_PLAY, TrickGame, deal_by_packets, read_deal
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, TrickRules
from tarocchi.engine.words import (
    DealSummary, Line, Phrase, SeatRef, counted, payments_from_scores, people, say, text,
)

EXCUSE_BIT = 1 << EXCUSE
TRUMPS_AND_EXCUSE = TRUMP_MASK | EXCUSE_BIT
PHASE_DISCARD = "discard"

TALON_DEALER, TALON_LAST_TRICK, TALON_DEAL_WINNER = "dealer", "last-trick", "deal-winner"
TALON_MODES = (TALON_DEALER, TALON_LAST_TRICK, TALON_DEAL_WINNER)
SCORE_PAR, SCORE_DIFFERENCES, SCORE_WINNER = "par", "differences", "winner"
SCORE_MODES = (SCORE_PAR, SCORE_DIFFERENCES, SCORE_WINNER)

#: What may be laid away (besides never a king): ``french`` — no oudler, trumps only when
#: nothing else is left, and trumps laid away are shown; ``scarto`` — not the 1 or the 21,
#: the excuse only without another trump in hand; ``piedmont`` — not the 21 or the excuse,
#: the 1 only when it is the hand's only trump.
LAY_AWAY_RULES = ("french", "scarto", "piedmont")


@dataclass(frozen=True)
class CountingRules:
    """One counting game's fixed rules (its options are read from the deal's params)."""

    deck: CardSet
    players: int
    hand_size: int
    talon_size: int
    packet: int  #: cards per packet in the deal
    counting: BatchCounting
    batch_words: tuple[str, str]  #: the batch's name, singular and plural ("triplet", "triplets")
    talon_word: str = "chien"
    talon: str = TALON_DEALER  #: the talon's fate when the game has no ``chien`` option
    talon_shown: bool = True  #: "dealer": shown to all and taken (else dealt to the dealer unseen)
    lay_away: str = "french"  #: the rule when the game has no ``lay_away`` option
    overtrump: bool = True
    red_ace_high: bool = False  #: when the game has no ``red_pips`` option
    deal_score: str = SCORE_DIFFERENCES  #: when the game has no ``deal_score`` option
    par: int = 0  #: for the "par" score

    #: the cards of the lowest value (what the excuse's player gives in exchange)
    low_cards: CardSet = field(default=0, init=False, compare=False)

    def __post_init__(self) -> None:
        if self.talon not in TALON_MODES or self.deal_score not in SCORE_MODES \
                or self.lay_away not in LAY_AWAY_RULES:
            raise ValueError(f"unknown talon, score or laying-away rule in {self}")
        values = self.counting.values
        low = min(values[c] for c in cards_of(self.deck))
        object.__setattr__(self, "low_cards",
                           sum(1 << c for c in cards_of(self.deck) if values[c] == low) & ~EXCUSE_BIT)


def register_counting_game(state_class: type, **fields) -> GameSpec:
    """Register a counting game: deck and players from its ``RULES``, a trick game played
    counter-clockwise, then the game's own fields."""
    rules = state_class.RULES
    common = dict(deck=rules.deck, players=(rules.players,), default_players=rules.players,
                  kind="trick", direction="counter-clockwise")
    return register_game(state_class, **{**common, **fields})


# --- options every counting game may offer ------------------------------------------------------

def talon_option(default: str, choices: tuple[str, ...], word: str, description: str) -> OptionSpec:
    labels = {
        TALON_DEALER: f"The dealer takes the {word} and lays away as many cards",
        TALON_LAST_TRICK: f"The {word} counts for the winner of the last trick",
        TALON_DEAL_WINNER: f"The {word} counts for the player with the most points",
    }
    return OptionSpec("chien", default, description, choices, label=f"The {word}",
                      choice_labels=tuple(labels[c] for c in choices))


def deal_score_option(default: str = SCORE_DIFFERENCES) -> OptionSpec:
    return OptionSpec(
        "deal_score", default,
        "How a deal is scored: every player receives from each other player the difference "
        "between their points, or the player with the most points wins one from each other player.",
        (SCORE_DIFFERENCES, SCORE_WINNER), label="Score of a deal",
        choice_labels=("The differences of the points", "One to the winner of the hand"))


def red_pips_option(default: str) -> OptionSpec:
    return OptionSpec(
        "red_pips", default,
        "Order of the pips in hearts and diamonds: 10 high to ace low like the black suits, or "
        "reversed, ace high.",
        ("standard", "reversed"), label="Red pips",
        choice_labels=("10 high, like the black suits", "Ace high (reversed)"))


# --- laying away ------------------------------------------------------------------------------------

def lay_away_allowed(hand: CardSet, rule: str) -> CardSet:
    """The cards of ``hand`` that may be laid away next under ``rule``."""
    if rule == "french":
        plain = hand & ~TRUMPS_AND_EXCUSE & ~KINGS
        return plain or hand & TRUMP_MASK & ~OUDLERS
    if rule == "scarto":
        allowed = hand & ~KINGS & ~OUDLERS
        return allowed | (hand & EXCUSE_BIT if not hand & TRUMP_MASK else 0)
    if rule == "piedmont":
        allowed = hand & ~KINGS & ~OUDLERS
        lone_petit = hand & TRUMPS_AND_EXCUSE == 1 << PETIT
        return allowed | (1 << PETIT if lone_petit else 0)
    raise ValueError(f"no laying-away rule {rule!r}")


def lay_away_refusal(hand: CardSet, card: Card, rule: str) -> str:
    """Why ``card`` may not be laid away (it is in ``hand`` and not allowed)."""
    if KINGS >> card & 1:
        return "you may not lay away a king"
    if rule == "french":
        if OUDLERS >> card & 1:
            return "you may not lay away an oudler"
        return "you may lay away a trump only when you have nothing else to lay away"
    if card == MONDE or (card == PETIT and rule == "scarto") or (card == EXCUSE and rule == "piedmont"):
        return ("you may not lay away the excuse" if card == EXCUSE else "you may not lay away the 1 of trumps"
                if card == PETIT else "you may not lay away the 21 of trumps")
    if card == EXCUSE:
        return "you may lay away the excuse only when you hold no other trump"
    return "you may lay away the 1 of trumps only when it is your only trump"


def lay_away_hidden(rule: str) -> CardSet:
    """Cards that may lie face down among the laid-away cards under ``rule``."""
    if rule == "french":
        return ~TRUMPS_AND_EXCUSE & ~KINGS
    if rule == "scarto":
        return ~KINGS & ~(1 << PETIT) & ~(1 << MONDE)
    return ~KINGS & ~(1 << MONDE) & ~EXCUSE_BIT


# --- the end of a deal, as plain functions (the engine and the players' playouts share them) -----

def settle_debts(piles: list[CardSet], debts: list[tuple[int, int]], low: CardSet,
                 values: tuple[int, ...]) -> list[tuple[int, int, Card]]:
    """Pay the excuse's open debts at the end: each (owner, creditor) moves a low card of the
    owner's pile to the creditor's (else his cheapest card, else the excuse itself); a
    creditor of −1 receives nothing (a playout's unknown trick winner). Returns the moves."""
    moves = []
    for owner, creditor in debts:
        pile = piles[owner]
        cards = pile & low & ~EXCUSE_BIT or pile & ~EXCUSE_BIT
        if cards & low:
            card = lowest(cards)
        elif cards:
            card = min(cards_of(cards), key=lambda c: (values[c], c))
        elif pile & EXCUSE_BIT:
            card = EXCUSE
        else:
            continue
        piles[owner] &= ~(1 << card)
        if creditor >= 0:
            piles[creditor] |= 1 << card
        moves.append((owner, creditor, card))
    return moves


def deal_scores(points: list[int | float], mode: str, par: int = 0) -> list[int | float]:
    """The scores of a deal from each player's points (see the module's notes)."""
    n = len(points)
    if mode == SCORE_PAR:
        return [p - par for p in points]
    if mode == SCORE_DIFFERENCES:
        total = sum(points)
        return [n * p - total for p in points]
    best = max(points)
    winners = sum(1 for p in points if p == best)
    return [n - winners if p == best else -winners for p in points]


def hand_winners(points: list[int | float]) -> list[int]:
    best = max(points)
    return [s for s, p in enumerate(points) if p == best]


# --- the state ----------------------------------------------------------------------------------------

class CountingGame(TrickGame):
    """One deal of a counting game; a game subclasses it with its ``RULES``."""

    RULES: ClassVar[CountingRules]
    LIST_FIELDS = TrickGame.LIST_FIELDS + ("debts", "exchanges")

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        rules = self.RULES
        n = params.players
        opts = params.options
        self.talon_mode: str = opts.get("chien", rules.talon)
        self.lay_away_rule: str = opts.get("lay_away", rules.lay_away)
        self.score_mode: str = opts.get("deal_score", rules.deal_score)
        red_ace_high = opts["red_pips"] == "reversed" if "red_pips" in opts else rules.red_ace_high
        dealt_to_dealer = self.talon_mode == TALON_DEALER and not rules.talon_shown
        if deal is not None:
            sizes = tuple(rules.hand_size + (rules.talon_size if dealt_to_dealer and s == dealer else 0)
                          for s in range(n))
            hands, talon = read_deal(deal, n, rules.deck, sizes, 0 if dealt_to_dealer else rules.talon_size)
            sequence = tuple(s for s in range(n) for _ in range(sizes[s])) + (-1,) * len(talon)
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, talon, sequence = deal_by_packets(
                random.Random(seed), rules.deck, n, dealer,
                [rules.packet] * (rules.hand_size // rules.packet), rules.talon_size,
                talon_first=False, interleave_talon=not dealt_to_dealer)
            if dealt_to_dealer:  # the last cards of the pack go to the dealer
                hands[dealer] |= sum(1 << c for c in talon)
                talon = ()
                sequence = tuple(dealer if s < 0 else s for s in sequence)
        trick_rules = TrickRules(red_ace_high=red_ace_high, overtrump=rules.overtrump)
        super().__init__(params, dealer, trick_rules, hands, talon, seed if deal is None else None, sequence)
        self.tricks_total = rules.hand_size
        self.card_values = rules.counting.units
        self.debts: list[tuple[int, int]] = []  #: (excuse's player, trick winner) still owed a low card
        self.exchanges: list[tuple[int, int, Card]] = []  #: (from, to, card) low cards handed over
        self.taker: int | None = dealer if self.talon_mode == TALON_DEALER else None
        self.to_lay_away = rules.talon_size if self.taker is not None else 0
        if self.taker is not None:
            if self.talon:
                self._events0 += [TalonShown(self.talon_order), TalonTaken(dealer, self.talon_order)]
                self.hands[dealer] |= self.talon
            self._phase, self.to_move = PHASE_DISCARD, dealer
        else:
            self.start_play((dealer + 1) % n)

    # --- laying away ----------------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        return [DISCARDS[c] for c in cards_of(lay_away_allowed(self.hands[self.taker], self.lay_away_rule))]

    def _check_phase(self, action: Action) -> str | None:
        if type(action) is not Discard:
            return "the dealer must lay away cards first"
        hand = self.hands[self.to_move]
        if not hand >> action.card & 1:
            return "that card is not in your hand"
        if not lay_away_allowed(hand, self.lay_away_rule) >> action.card & 1:
            return lay_away_refusal(hand, action.card, self.lay_away_rule)
        return None

    def _apply_phase(self, action: Action) -> list[Event]:
        card, seat = action.card, self.taker
        self.hands[seat] &= ~(1 << card)
        self.discard |= 1 << card
        shown = card if self.lay_away_rule == "french" and card >= 56 else None
        if shown is not None:
            self.discard_shown |= 1 << card
        if count(self.discard) == self.to_lay_away:
            self.start_play((self.dealer + 1) % self.n)
        return [Discarded(seat, shown)]

    # --- the excuse -------------------------------------------------------------------------------------
    def _gather(self, winner: int, seats: list[int], trick: list[Card], last: bool,
                events: list[Event]) -> int:
        cards = sum(1 << c for c in trick)
        if cards & EXCUSE_BIT:
            owner = seats[trick.index(EXCUSE)]
            if last and all(w == owner for _, _, w in self.tricks):
                winner = owner
            if not last or winner == owner:
                cards &= ~EXCUSE_BIT
                self.won[owner] |= EXCUSE_BIT
                if winner != owner:
                    self.debts.append((owner, winner))
                    events.append(ExcuseExchanged(owner, winner))
        self.won[winner] |= cards
        self._pay_debts()
        return winner

    def _pay_debts(self) -> None:
        """A debt is paid as soon as its owner has a low card among his won cards."""
        low = self.RULES.low_cards
        for debt in list(self.debts):
            owner, creditor = debt
            cards = self.won[owner] & low
            if cards:
                card = lowest(cards)
                self.won[owner] &= ~(1 << card)
                self.won[creditor] |= 1 << card
                self.exchanges.append((owner, creditor, card))
                self.debts.remove(debt)

    # --- the end ----------------------------------------------------------------------------------------
    def _talon_receiver(self, piles: list[CardSet], last_winner: int,
                        later: Callable[[list[int]], int]) -> int | None:
        """Who the talon counts for at the end (None: it was taken into a hand)."""
        if self.taker is not None or not self.talon:
            return None
        if self.talon_mode == TALON_LAST_TRICK:
            return last_winner
        counting = self.RULES.counting
        return later(hand_winners([counting.points(p) for p in piles]))

    def _count_piles(self, piles: list[CardSet], debts: list[tuple[int, int]], last_winner: int,
                     later: Callable[[list[int]], int]) -> tuple[list[PileCount], int | None, list]:
        """The final piles counted: laid-away cards to the taker, debts settled, the talon to
        its receiver. ``piles`` is changed."""
        rules = self.RULES
        if self.taker is not None:
            piles[self.taker] |= self.discard
        moves = settle_debts(piles, debts, rules.low_cards, rules.counting.values)
        receiver = self._talon_receiver(piles, last_winner, later)
        if receiver is not None:
            piles[receiver] |= self.talon
        return [rules.counting.count(p) for p in piles], receiver, moves

    def _later_winner(self, seats: list[int]) -> int:
        """Of ``seats``, the one who won a trick latest."""
        for _, _, w in reversed(self.tricks):
            if w in seats:
                return w
        return seats[0]

    def _finish(self) -> list[Event]:
        piles = list(self.won)
        counts, receiver, moves = self._count_piles(piles, self.debts, self.tricks[-1][2], self._later_winner)
        self.exchanges.extend(moves)
        self.debts = []
        points = [c.points for c in counts]
        scores = deal_scores(points, self.score_mode, self.RULES.par)
        events: list[Event] = []
        if receiver is not None:
            events.append(TalonTaken(receiver, None))
        return events + self.end_deal(scores, {
            "points": points,
            "winners": hand_winners(points),
            "counts": [{"cards": c.cards, "batches": c.batches, "leftover": c.leftover, "value": c.value,
                        "batch_deduction": c.batch_deduction, "leftover_deduction": c.leftover_deduction,
                        "points": c.points} for c in counts],
            "dealer": self.dealer,
            "talon_mode": self.talon_mode,
            "taker": self.taker,
            "talon_to": receiver,
            "chien": format_cards(self.talon_order),
            "discard": format_cards(self.discard),
            "score_mode": self.score_mode,
            "par": self.RULES.par,
            "exchanges": [{"from": a, "to": b, "card": format_cards([c])} for a, b, c in self.exchanges],
            "piles": [format_cards(p) for p in piles],
        })

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The deal's scores from how the rest of the play goes, counted as ``_finish`` counts
        them, for the players' playouts (each seat its own side). A playout keeps the excuse
        with its player without moving a low card; the scorer moves one from his pile (else his
        cheapest card, else the excuse) to the winner of the trick he excused, as ``_finish``
        does: the seat whose card units (``PlayOutcome.points``, the exchange included) exceed
        its cards' own units."""
        if self._phase != PHASE_PLAY:
            return None
        won = list(self.won)
        debts = list(self.debts)
        owner = next((s for s in self.seats() if self.hands[s] & EXCUSE_BIT), None)
        if EXCUSE in self.trick:
            owner = self.trick_seats[self.trick.index(EXCUSE)]
        mode, par = self.score_mode, self.RULES.par
        counting = self.RULES.counting

        def creditor(outcome: PlayOutcome) -> int:
            for s, cards in enumerate(outcome.won):
                if s != owner:
                    cards &= ~EXCUSE_BIT
                    units = counting.size * counting.count(cards).value - counting.deduction * count(cards)
                    if outcome.points[s] > units:
                        return s
            return -1

        def score(outcome: PlayOutcome) -> list[float]:
            piles = [w | outcome.won[s] for s, w in enumerate(won)]
            owed = debts
            if owner is not None and piles[owner] & EXCUSE_BIT and not outcome.won_all[owner]:
                owed = debts + [(owner, creditor(outcome))]
            last = outcome.last[1]
            tie_break = lambda seats: last if last in seats else seats[0]  # noqa: E731
            counts, _, _ = self._count_piles(piles, owed, last, tie_break)
            return deal_scores([c.points for c in counts], mode, par)

        return score

    # --- knowledge ------------------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        """The talon lying unseen (last-trick, deal-winner) is seen by nobody before the end;
        taken into the dealer's hand it lies there no more."""
        return self.taker is not None or self._phase == "end"

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        return (0, ()) if self.taker is not None else (count(self.talon), ())

    def discard_visible_to(self, seat: int) -> bool:
        return seat == self.taker or self._phase == "end"

    def discard_allowed(self) -> CardSet:
        return lay_away_hidden(self.lay_away_rule) & ~self.played_cards()

    def known_held(self, viewer: int) -> list[CardSet]:
        """A shown talon's cards are with the dealer: those he may not lay away unseen are in
        his hand until played."""
        held = self.exposed_cards()
        if self.taker is not None and self.talon and viewer != self.taker and self._phase != "end":
            rest = self.talon & ~self.played_cards()
            if self._phase == PHASE_DISCARD:
                held[self.taker] |= rest
            else:
                held[self.taker] |= rest & ~lay_away_hidden(self.lay_away_rule) & ~self.discard_shown
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        out = [0] * self.n
        if self.taker is not None and self.talon and self._phase != "end":
            for s in range(self.n):
                if s != self.taker:
                    out[s] |= self.talon
        return out

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {"discard_shown": self.discard_shown}
        if seat == self.taker and self.discard:
            extra["discard"] = self.discard
        if seat == self.to_move and self._phase == PHASE_DISCARD:
            extra["discard_left"] = self.to_lay_away - count(self.discard)
        return extra

    def prompt(self) -> str:
        if self._phase == PHASE_DISCARD:
            return counted(self.to_lay_away, "Lay away 1 card", "Lay away {n} cards")
        return super().prompt()

    def describe(self, action: Action) -> str:
        if type(action) is Play:
            return f"Play {card_words(action.card)}"
        if type(action) is Discard:
            return f"Lay away {card_words(action.card)}"
        return super().describe(action)

    # --- records ------------------------------------------------------------------------------------
    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.taker is not None:
            hands[self.taker] = (hands[self.taker] | self.discard) & ~self.talon
        return hands

    # --- words --------------------------------------------------------------------------------------
    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary | None:
        """The hand's winner, each player's batches with what was taken off, the talon and
        laid-away cards, and who pays whom."""
        if "points" not in result:
            return None
        rules = cls.RULES
        one, many = rules.batch_words
        points, winners = result["points"], result["winners"]
        if len(winners) == 1:
            head = say("Winner of the hand: {seat:nom}, with {points} points", seat=SeatRef(winners[0]),
                       points=points[winners[0]])
        else:
            head = say("The hand is shared by {seats:acc}, with {points} points each", seats=seat_list(winners),
                       points=points[winners[0]])
        lines = [Line(say("{seat}", seat=SeatRef(s)), count_phrase(c, one, many))
                 for s, c in enumerate(result["counts"])]
        lines += talon_lines(result, rules.talon_word)
        lines.append(score_line(result))
        return DealSummary(head, tuple(lines), payments_from_scores(result["scores"]))


def seat_list(seats: list[int]) -> Phrase:
    """"A and B", "A, B and C" …"""
    return people(seats)


#: a count of batches in words, by the game's words for one batch and for several
BATCH_TEMPLATES = {("triplet", "triplets"): ("{n} triplet", "{n} triplets"),
                   ("three", "threes"): ("{n} three", "{n} threes"),
                   ("quadruplet", "quadruplets"): ("{n} quadruplet", "{n} quadruplets")}
#: the talon's row in the summary, by the game's word for it
TALON_TITLES = {"chien": "The chien", "scarto": "The scarto", "talon": "The talon"}


def count_phrase(c: dict, one: str, many: str) -> Phrase:
    """One player's count in words, short enough for a row of the summary: "6 triplets and 1
    card over: 32, less 12 and 1: 19" (the values, less the batches' and the leftovers'
    deductions)."""
    if not c["cards"]:
        return say("no cards: {points}", points=c["points"])
    batches = counted(c["batches"], *BATCH_TEMPLATES[one, many])
    off, left_off = c["batch_deduction"], c["leftover_deduction"]
    if c["leftover"]:
        left = say("{n} card over", n=1) if c["leftover"] == 1 else say("{n} cards over", n=c["leftover"])
        told = say("{batches} and {left}", batches=batches, left=left) if c["batches"] else left
    else:
        told = batches
    value, points = c["value"], c["points"]
    if off and left_off:
        return say("{counted}: {value}, less {off} and {left_off}: {points}", counted=told, value=value,
                   off=off, left_off=left_off, points=points)
    if off or left_off:
        return say("{counted}: {value}, less {off}: {points}", counted=told, value=value,
                   off=off or left_off, points=points)
    return say("{counted}: {value}", counted=told, value=value)


def talon_lines(result: dict, word: str) -> list[Line]:
    """Who had the talon (the window shows its cards and the laid-away ones beside)."""
    taker, receiver = result.get("taker"), result.get("talon_to")
    label = text(TALON_TITLES.get(word, word))
    if taker is not None:
        laid = len(_cards(result.get("discard", "")))
        if result.get("chien"):
            return [Line(label, say("taken by {seat:acc}, who laid away {n}", seat=SeatRef(taker), n=laid))]
        return [Line(label, say("laid away by {seat:acc}", seat=SeatRef(taker)))]
    if receiver is not None:
        if result.get("talon_mode") == TALON_LAST_TRICK:
            return [Line(label, say("to {seat:acc}, for the last trick", seat=SeatRef(receiver)))]
        return [Line(label, say("to {seat:acc}, the winner of the hand", seat=SeatRef(receiver)))]
    return []


def score_line(result: dict) -> Line:
    mode = result.get("score_mode")
    if mode == SCORE_PAR:
        return Line(say("Scores"), say("points less {par}", par=result.get("par", 0)))
    if mode == SCORE_WINNER:
        return Line(say("Scores"), say("one to the winner of the hand"))
    return Line(say("Scores"), say("the differences of the points"))


def _cards(text: str) -> list[int]:
    from tarocchi.engine.cards import parse_cards
    return parse_cards(text) if text else []
