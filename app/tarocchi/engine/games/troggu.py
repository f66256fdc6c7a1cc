"""Troggu, the tarot of the Valais (Jeux de tarot, "Troggu"), for 3 to 6 players with the
62-card pack (the red suits lose their 7 to 10, the black suits their ace to 4).

The deal, by packets: 6 + 6 + 6 cards each at three, 4 + 4 + 5 at four, 4 + 4 + 3 at five,
4 + 5 at six; the cards left (8, 10, 7, 8) are the Tapp, face down.

The bidding: from the player on the dealer's right (the first to be offered the Tapp)
round the table, each says once "ich gehe" (I go: pass), "ich nehm's" (I take it: the
Tapp, if nobody has yet) or "Solo"; a Solo ends the bidding at once. The first to take the
Tapp is the Tappist: he takes it into his hand and lays away as many cards, never an oudler
(the 1, the 21, the fool) or a king, unless he holds all four kings. A Soloist never sees
the Tapp, which counts for him at the end. The others play together against the Tappist or
the Soloist, who leads the first trick. When everyone goes, a Misère: the Tapp is set
aside, the dealer leads, each plays for himself and must not take more than the line.

The play: follow suit, else trump, else any card; the red pips rank ace high. The fool is
the French excuse (or, by the option, the highest trump).

The count: oudlers and kings 5, queens 4, knights 3, jacks 2, every other card 1, counted
card by card: 114 in the pack, so 57 is half. The Tappist or Soloist wins with more than
half, 58 or more (the text's "more than 58" is an option). The stake is 10 Rappen from or
to each opponent, twice that in a Solo; in a Misère each player over the line pays the
stake to every other player.
"""

from __future__ import annotations

from tarocchi.engine.actions import Action, Bid
from tarocchi.engine.cards import (
    KINGS, OUDLERS, Card, CardSet, count, format_cards,
)
from tarocchi.engine.decks import TROGGU_62, points_of, standard_value
from tarocchi.engine.events import Bidded, Event, TalonTaken
from tarocchi.engine.games._exchange import PHASE_DISCARD, HiddenExchange, deal_hands_and_talon
from tarocchi.engine.games._excuse import ExcuseTrickGame
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.registry import register_game
from tarocchi.engine.trickgame import PHASE_END, PHASE_PLAY
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, TrickRules
from tarocchi.engine.words import DealSummary, Phrase, SeatRef, counted, line, payments_from_scores, say, text

#: Cards per hand, the Tapp, and the packets of the deal (Jeux de tarot), by player count.
LAYOUT: dict[int, tuple[int, int, tuple[int, ...]]] = {
    3: (18, 8, (6, 6, 6)),
    4: (13, 10, (4, 4, 5)),
    5: (11, 7, (4, 4, 3)),
    6: (9, 8, (4, 5)),
}
#: Each card's points, counted card by card: 114 in the pack.
VALUES: tuple[int, ...] = tuple(standard_value(c) for c in range(78))
TOTAL_POINTS = points_of(TROGGU_62, VALUES)
HALF = TOTAL_POINTS // 2  #: 57: the Tappist needs more than this

TAPP, SOLO, MISERE = "tapp", "solo", "misere"
PASS, TAKE = "pass", "nehms"  #: "ich gehe", "ich nehm's"
PHASE_AUCTION = "auction"
CONTRACT_NAMES = {TAPP: "Tapp", SOLO: "Solo", MISERE: "Misère"}
BID_WORDS = {PASS: "Ich gehe (pass)", TAKE: "Ich nehm's (take the Tapp)", SOLO: "Solo (without the Tapp)"}

OPTIONS = (
    OptionSpec(
        "winning_line", HALF,
        "The Tappist or Soloist wins with more than this many points (a Misère player must not "
        "take more): more than half of the 114, or the text's 58.",
        (HALF, 58),
        label="Winning line",
        choice_labels=("More than 57 (half of 114)", "More than 58 (Jeux de tarot)"),
    ),
    OptionSpec(
        "stake", 10,
        "Rappen won or lost from each opponent in a Tapp game (a Solo counts double, a Misère once).",
        label="Stake (Rappen)",
        bounds=(1, 100),
    ),
    OptionSpec(
        "misere_payment", "over-the-line",
        "Who pays in a Misère: every player who took more than the line, or the player who took most.",
        ("over-the-line", "most-points"),
        label="Misère payment",
        choice_labels=("Each player over the line pays everyone", "The player with most points pays everyone"),
    ),
    OptionSpec(
        "fool", "excuse",
        "The fool: excuses from following suit and never wins, as in French Tarot (Jeux de tarot), "
        "or is the highest trump, above the 21 (the Valais).",
        ("excuse", "trump"),
        label="The fool",
        choice_labels=("The excuse (French Tarot)", "The highest trump (the Valais)"),
    ),
    OptionSpec(
        "overtrump", False,
        "A trump played to a trump lead or as a ruff must beat the trumps already in the trick when it can.",
        label="Must over-trump",
    ),
)


def discard_forbidden(holding: CardSet) -> CardSet:
    """What the Tappist may not lay away: the oudlers, and the kings unless he held all four
    (``holding``: his hand with the Tapp and what he laid away so far)."""
    return OUDLERS | (0 if holding & KINGS == KINGS else KINGS)


def contract_payment(contract: str, made: bool, stake: int) -> int:
    """What each opponent pays the Tappist or Soloist (negative: receives)."""
    amount = stake * (2 if contract == SOLO else 1)
    return amount if made else -amount


def misere_payers(points: list[int], line: int, rule: str) -> list[int]:
    """The players who pay in a Misère: each over the line, or those with the most points."""
    if rule == "most-points":
        top = max(points)
        return [s for s, p in enumerate(points) if p == top]
    return [s for s, p in enumerate(points) if p > line]


def misere_scores(payers: list[int], n: int, stake: int) -> list[int]:
    """Each payer pays the stake to every other player."""
    return [stake * len(payers) - (stake * n if s in payers else 0) for s in range(n)]


class Troggu(HiddenExchange, ExcuseTrickGame):
    """One deal of Troggu."""

    card_values = VALUES
    TALON_KEY = "tapp"
    PILE_LABELS = {"discard": "Laid away from the Tapp"}
    #: the card search's plateau by player count (``TableView.search_plateau``): at five and
    #: six the search plays no better above 200 playouts a decision, and 40 play worse
    #: (docs/bots.md, "The lead's seventeenth session")
    SEARCH_PLATEAUS: dict[int, int] = {5: 200, 6: 200}

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        hands, tapp, sequence, seed = deal_hands_and_talon(TROGGU_62, LAYOUT[params.players],
                                                           params.players, dealer, seed, deal, self.TALON_KEY)
        rules = TrickRules(red_ace_high=True, excuse_is_trump=params["fool"] == "trump",
                           overtrump=params["overtrump"])
        super().__init__(params, dealer, rules, hands, tapp, seed, sequence)
        self.init_excuse()
        self._phase, self.to_move = PHASE_AUCTION, self.forehand

    # --- names from the game's vocabulary --------------------------------------------------
    @property
    def forehand(self) -> int:
        """The player on the dealer's right: the first offered the Tapp."""
        return (self.dealer + 1) % self.n

    @property
    def tappist(self) -> int | None:
        return self.declarer if self.contract == TAPP else None

    @property
    def soloist(self) -> int | None:
        return self.declarer if self.contract == SOLO else None

    @property
    def tapp(self) -> CardSet:
        return self.talon

    @property
    def line(self) -> int:
        return self.params["winning_line"]

    # --- the bidding ----------------------------------------------------------------------
    def legal_bids(self) -> list[str]:
        taken = any(b == TAKE for _, b in self.auction)
        return [PASS, SOLO] if taken else [PASS, TAKE, SOLO]

    def _legal_phase(self) -> list[Action]:
        if self._phase == PHASE_AUCTION:
            return [Bid(b) for b in self.legal_bids()]
        return self.exchange_legal()

    # --- the exchange ------------------------------------------------------------------------
    def exchanger(self) -> int | None:
        return self.tappist

    def kept_back(self, hand: CardSet) -> CardSet:
        return discard_forbidden(hand | self.discard)

    def kept_back_rule(self, card: int) -> str:
        if OUDLERS >> card & 1:
            return "the Tappist may not lay away an oudler (the 1, the 21, the fool)"
        return "the Tappist may lay away a king only when he holds all four"

    def after_exchange(self) -> None:
        self.start_play(self.declarer)

    def _check_phase(self, action: Action) -> str | None:
        if self._phase == PHASE_AUCTION:
            if type(action) is not Bid:
                return "it is time to say ich gehe, ich nehm's or Solo"
            if action.name not in (PASS, TAKE, SOLO):
                return say("there is no bid {name}: say ich gehe, ich nehm's or Solo", name=repr(action.name))
            if action.name not in self.legal_bids():
                return "the Tapp is taken already: go or play a Solo"
            return None
        return self.exchange_refusal(action)

    def _apply_phase(self, action: Action) -> list[Event]:
        if self._phase == PHASE_AUCTION:
            return self._bid(action.name)
        return self.apply_exchange(action)

    def _bid(self, bid: str) -> list[Event]:
        seat = self.to_move
        self.auction.append((seat, bid))
        events: list[Event] = [Bidded(seat, bid)]
        if bid == SOLO:
            self.contract, self.declarer = SOLO, seat
            events.append(TalonTaken(seat, None))
            self.start_play(seat)
            return events
        if len(self.auction) < self.n:
            self.to_move = (seat + 1) % self.n
            return events
        taker = next((s for s, b in self.auction if b == TAKE), None)
        if taker is None:
            self.contract = MISERE
            self.start_play(self.dealer)
            return events
        self.contract, self.declarer = TAPP, taker
        events.extend(self.take_talon(taker))
        return events

    # --- the count ---------------------------------------------------------------------------
    def declarer_cards(self) -> CardSet:
        """The Tappist's tricks and discard, or the Soloist's tricks and the Tapp."""
        extra = self.discard if self.contract == TAPP else self.talon
        return self.won_by_side(0) | extra

    def _finish(self) -> list[Event]:
        stake = self.params["stake"]
        if self.contract == MISERE:
            points = [points_of(self.won[s], VALUES) + self.exchange_units(s) for s in range(self.n)]
            payers = misere_payers(points, self.line, self.params["misere_payment"])
            return self.end_deal(misere_scores(payers, self.n, stake), {
                "contract": MISERE, "points": points, "payers": payers, "line": self.line,
                "rule": self.params["misere_payment"], "stake": stake, "tapp": format_cards(self.talon_order),
            })
        points = points_of(self.declarer_cards(), VALUES) + self.exchange_units(self.declarer)
        made = points > self.line
        per_opponent = contract_payment(self.contract, made, stake)
        scores = [per_opponent * (self.n - 1) if s == self.declarer else -per_opponent for s in range(self.n)]
        return self.end_deal(scores, {
            "contract": self.contract, "taker": self.declarer, "made": made,
            "points": {"taker": points, "others": TOTAL_POINTS - points}, "line": self.line,
            "per_opponent": per_opponent, "stake": stake,
            "tapp": format_cards(self.talon_order),
            "discard": format_cards(self.discard),
        })

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The deal's scores from the rest of the play, as ``_finish`` counts them."""
        if self._phase != PHASE_PLAY or self.contract == MISERE:
            return None
        so_far = points_of(self.declarer_cards(), VALUES) + self.exchange_units(self.declarer)
        line, n, declarer = self.line, self.n, self.declarer
        win = contract_payment(self.contract, True, self.params["stake"])

        def score(outcome: PlayOutcome) -> list[float]:
            per = win if so_far + outcome.points[0] > line else -win
            return [per * (n - 1) if s == declarer else -per for s in range(n)]

        return score

    def play_goal(self) -> str:
        return "avoid" if self.contract == MISERE else "points"

    # --- knowledge ----------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        """Whether no unseen Tapp is left for ``seat`` to guess: once the Tappist has it."""
        return self._phase == PHASE_END or self.contract == TAPP

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if self.contract == TAPP:
            return 0, ()
        return count(self.talon), ()

    def discard_allowed(self) -> CardSet:
        return ~OUDLERS & ~self.played_cards()

    def prompt(self) -> str:
        if self._phase == PHASE_AUCTION:
            return "Ich gehe, ich nehm's or Solo?" if TAKE in self.legal_bids() else "Ich gehe or Solo?"
        if self._phase == PHASE_DISCARD:
            return counted(self.discard_left(), "Lay away 1 card (no oudler, no king)",
                           "Lay away {n} cards (no oudler, no king)")
        return super().prompt()

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Bid:  # a bid, or a contract's name (the window's labels)
            return text(BID_WORDS.get(action.name) or CONTRACT_NAMES.get(action.name, action.name))
        return super().action_words(action)

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary | None:
        contract = result.get("contract")
        if contract is None:
            return None
        stake, rows = result["stake"], []
        if contract == MISERE:
            payers = result["payers"]
            if not payers:
                head = say("Misère: nobody took more than {line}", line=result["line"])
            elif result["rule"] == "most-points":
                head = say("Misère: the most points pay")
            else:
                head = say("Misère: over {line} pays", line=result["line"])
            for seat, points in enumerate(result["points"]):
                rows.append(line("{seat}", "{points} points{over}", seat=SeatRef(seat), points=points,
                                 over=say(", pays {stake} Rappen to each player", stake=stake)
                                 if seat in payers else text("")))
        else:
            taker, points = result["taker"], result["points"]
            name = text(CONTRACT_NAMES[contract])
            head = say("{seat} played the {contract}: won with {points} of {total}" if result["made"] else
                       "{seat} played the {contract}: lost with {points} of {total}",
                       seat=SeatRef(taker), contract=name, points=points["taker"], total=TOTAL_POINTS)
            rows.append(line("Tappist" if contract == TAPP else "Soloist", "{seat}", seat=SeatRef(taker)))
            rows.append(line("Card points", "{taker} against {others}", taker=points["taker"],
                             others=points["others"]))
            rows.append(line("Needed", "more than {line}", line=result["line"]))
            if contract == SOLO:
                rows.append(line("Stake", "{stake} Rappen, doubled in a Solo: {amount}", stake=stake,
                                 amount=abs(result["per_opponent"])))
            else:
                rows.append(line("Stake", "{stake} Rappen", stake=stake))
            rows.append(line("Each opponent", "pays {amount} Rappen" if result["made"] else "receives {amount} Rappen",
                             amount=abs(result["per_opponent"])))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))



SPEC = register_game(
    Troggu,
    id="troggu",
    name="Troggu",
    players=(3, 4, 5, 6),
    options=OPTIONS,
    deck=TROGGU_62,
    kind="trick",
    family="swiss",
    card_naming="french",
    direction="counter-clockwise",
    default_players=4,
    summary="The Valais game with the 62-card pack: take the Tapp, play a Solo, or all go into a Misère. 3–6 players.",
)
