"""Tarocchini, the Bolognese game (Jeux de tarot, "Tarocchini"), for 2 to 7 players, each
playing for himself with the 62-card pack (the 2 to 5 of every suit removed).

The deal: as many cards each as leave at least two over, by fives (30 each at two, 20 at
three, 15 at four, 12 at five, 10 at six, 8 at seven); the dealer takes the cards left over
(two, six at seven players) and lays as many away, never a king or a tarocco; they count for
him.

The play: the player on the dealer's right leads; follow suit, else trump, else any card
(over-trumping is not required unless the table plays it). Trumps rank by number, the
Angelo (21) highest; the four Moretti (2 … 5) are equal and the last one played beats the
others. The Matto is the lowest card: it may be played to any trick, never wins, and stays
with its owner against a low card (one point) for the trick's winner; played to the last
trick it goes to the trick's winner.

The count (:mod:`._bolognese`): each player's pile holds its tricks (and the dealer's laid
away cards): the card points (118 in the pack), the combinations (three or four tarocchi,
kings, queens, knights, jacks; three kinds or more doubled) and the sequences (cricche; three
or more doubled). Every player settles with every other the difference of their counts, so
a player's score is his count times the number of players less the sum of all counts. The
summary lists each of those settlements, then each player's net and who pays whom.
"""

from __future__ import annotations

from typing import Any, Callable

from tarocchi.engine.actions import Action
from tarocchi.engine.cards import (
    KING, KINGS, SUIT_NAMES, Card, CardSet, format_cards, parse_cards, suit_card,
)
from tarocchi.engine.decks import TAROCCHINO_62, points_of
from tarocchi.engine.events import Event
from tarocchi.engine.games._bolognese import (
    CONTATORI_RULES, MORETTI, TAROCCHI, VALUES, combination_points, count_combinations, count_sequences,
    pile_scorer, sequence_points,
)
from tarocchi.engine.games._exchange import PHASE_DISCARD, HiddenExchange, deal_hands_and_talon
from tarocchi.engine.games._excuse import ExcuseTrickGame
from tarocchi.engine.protocol import OptionSpec, Params
from tarocchi.engine.registry import register_game
from tarocchi.engine.trickgame import PHASE_PLAY
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, TrickRules
from tarocchi.engine.words import (CardsRef, DealSummary, Phrase, SeatRef, counted, line, payments_from_scores, people,
                                   say, text)

#: Cards per hand (as many as leave at least two), cards left to the dealer, and the packets
#: of the deal (fives), by player count.
LAYOUT: dict[int, tuple[int, int, tuple[int, ...]]] = {
    2: (30, 2, (5,) * 6),
    3: (20, 2, (5,) * 4),
    4: (15, 2, (5,) * 3),
    5: (12, 2, (5, 5, 2)),
    6: (10, 2, (5, 5)),
    7: (8, 6, (5, 3)),
}
#: Cards the dealer may not lay away: kings and the tarocchi.
KEPT_BY_DEALER: CardSet = KINGS | TAROCCHI

OPTIONS = (
    OptionSpec(
        "contatori", "text",
        "How the Begato and the Matto stand in for missing cards of a sequence.",
        ("text", "bologna"),
        label="Contatori (wild cards)",
        choice_labels=(
            "Once each, for a missing card; a wild trump ends the run (Jeux de tarot)",
            "In every sequence, in any gap, or as one more card (Bologna)",
        ),
    ),
    OptionSpec(
        "criccone", True,
        "Three or more combinations (three kings, three queens …) double their points, as in Bologna.",
        label="Criccone",
    ),
    OptionSpec(
        "sequence_doubling", "sequences",
        "What three or more sequences double: their own points (Bologna) or the player's whole count.",
        ("sequences", "count"),
        label="Three sequences double",
        choice_labels=("The sequences' points", "The whole count"),
    ),
    OptionSpec(
        "moretti", "equal",
        "The four Moretti (trumps 2 to 5) in a trick: equal, the last played wins (Bologna), or by number.",
        ("equal", "numbered"),
        label="Moretti",
        choice_labels=("Equal: the last played wins", "By number"),
    ),
    OptionSpec(
        "overtrump", False,
        "A trump played to a trump lead or as a ruff must beat the trumps already in the trick when it can.",
        label="Must over-trump",
    ),
)


class Tarocchini(HiddenExchange, ExcuseTrickGame):
    """One deal of Tarocchini."""

    card_values = VALUES
    TALON_KEY = "talon"
    PILE_LABELS = {"discard": "Laid away (scarto)"}
    #: the hard player's inference by player count (``TableView.inference_weight``; 1 where
    #: not given): at three players it weighs every world alike, since weighing the worlds by
    #: the others' cards under the playout policy made its leads worse (docs/bots.md,
    #: "Tarocchini at three to seven: where the hard player's extra goes")
    INFERENCE_WEIGHTS: dict[int, float] = {3: 0.0}
    #: the card search's plateau by player count (``TableView.search_plateau``): from four
    #: players on, the search plays no better above 200 playouts a decision, and 40 play
    #: far worse (docs/bots.md, "The lead's seventeenth session")
    SEARCH_PLATEAUS: dict[int, int] = {4: 200, 5: 200, 6: 200, 7: 200}

    @property
    def inference_weight(self) -> float:  # type: ignore[override]
        """The hard player's inference at this player count (:attr:`INFERENCE_WEIGHTS`)."""
        return self.INFERENCE_WEIGHTS.get(self.n, 1.0)

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        hands, talon, sequence, seed = deal_hands_and_talon(TAROCCHINO_62, LAYOUT[params.players],
                                                            params.players, dealer, seed, deal, self.TALON_KEY)
        rules = TrickRules(red_ace_high=True, excuse_is_trump=False, overtrump=params["overtrump"])
        super().__init__(params, dealer, rules, hands, talon, seed, sequence)
        self.init_excuse()
        self._events0.extend(self.take_talon(dealer))

    # --- the dealer's discard -------------------------------------------------------------
    def exchanger(self) -> int:
        return self.dealer

    def kept_back(self, hand: CardSet) -> CardSet:
        return KEPT_BY_DEALER

    def kept_back_rule(self, card: int) -> str:
        return "the dealer may not lay away a king or a tarocco (Angelo, Mondo, Begato, Matto)"

    def after_exchange(self) -> None:
        self.start_play((self.dealer + 1) % self.n)

    def _legal_phase(self) -> list[Action]:
        return self.exchange_legal()

    def _check_phase(self, action: Action) -> str | None:
        return self.exchange_refusal(action)

    def _apply_phase(self, action: Action) -> list[Event]:
        return self.apply_exchange(action)

    # --- the play ---------------------------------------------------------------------------
    def trick_winner_index(self, trick: list[Card], seats: list[int]) -> int:
        """The rules' winner, except that of the Moretti the last one played wins."""
        best = self.rules.winner_index(trick)
        if self.params["moretti"] == "equal" and trick and MORETTI >> trick[best] & 1:
            return max(i for i, c in enumerate(trick) if MORETTI >> c & 1)
        return best

    # --- the count ------------------------------------------------------------------------------
    def pile(self, seat: int) -> CardSet:
        """The cards that count for ``seat``: its tricks and, for the dealer, his discard."""
        return self.won[seat] | (self.discard if seat == self.dealer else 0)

    def _finish(self) -> list[Event]:
        tallies = [seat_count(self.pile(s), self.exchange_units(s), self.params) for s in range(self.n)]
        totals = [t["count"] for t in tallies]
        scores = settle(totals)
        return self.end_deal(scores, {
            "dealer": self.dealer,
            "counts": tallies,
            "best": [s for s, t in enumerate(totals) if t == max(totals)],
            "talon": format_cards(self.talon_order),
            "discard": format_cards(self.discard),
        })

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The deal's scores from how the rest of the play goes, counted as ``_finish`` does
        (each seat's pile, combinations and sequences), for the players' playouts. The kernel
        ranks the Moretti by number; the engine's rule decides the real tricks."""
        if self._phase != PHASE_PLAY:
            return None
        n, total = self.n, counter(self.params)
        base = [self.pile(s) for s in range(n)]
        units = [points_of(base[s], VALUES) + self.exchange_units(s) for s in range(n)]
        seats = range(n)

        def score(outcome: PlayOutcome) -> list[float]:
            won, points = outcome.won, outcome.points
            return settle([total(base[s] | won[s], units[s] + points[s]) for s in seats])

        return score

    # --- views and words ---------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        """No talon is left to guess: the dealer took it into his hand at once."""
        return True

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        return 0, ()

    def discard_allowed(self) -> CardSet:
        return ~KEPT_BY_DEALER & ~self.played_cards()

    def prompt(self) -> str:
        if self._phase == PHASE_DISCARD:
            return counted(self.discard_left(), "Lay away 1 card (not a king or a tarocco)",
                           "Lay away {n} cards (not a king or a tarocco)")
        return super().prompt()

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary | None:
        counts = result.get("counts")
        if not counts:
            return None
        best = result.get("best", [])
        total = counts[best[0]]["count"] if best else 0
        if len(best) == 1:
            head = say("Best count: {seat:nom} with {count}", seat=SeatRef(best[0]), count=total)
        else:
            head = say("Best count, a draw at {count}: {seats:nom}", count=total, seats=people(best))
        rows = []
        for seat, c in enumerate(counts):
            rows.append(line("{seat}", "count {count}: {cards} in cards, {combos} in combinations, {seqs} in cricche",
                             seat=SeatRef(seat), count=c["count"], cards=c["card_points"],
                             combos=c["combinations_points"], seqs=c["sequences_points"]))
            for combo in c["combinations"]:
                rows.append(line("{seat}: combination", "{what}, {points}", seat=SeatRef(seat),
                                 what=combination_words(combo["kind"], len(parse_cards(combo["cards"]))),
                                 points=combo["points"]))
            if c["combinations_doubled"]:
                rows.append(line("{seat}: criccone", "three combinations or more: doubled", seat=SeatRef(seat)))
            for seq in c["sequences"]:
                rows.append(line("{seat}: cricca", "{what}", seat=SeatRef(seat), what=sequence_words(seq)))
            if c["sequences_doubled"]:
                rows.append(line("{seat}: cricche", "three cricche or more: the count doubled"
                                 if c.get("doubled_count") else "three cricche or more: doubled", seat=SeatRef(seat)))
        rows.extend(settlement_lines([c["count"] for c in counts], result["scores"]))
        return DealSummary(head, tuple(rows), payments_from_scores(result["scores"]))


def counter(params: Any) -> Callable[[CardSet, int], int]:
    """A player's count under the table's options, as a function of his pile and
    ``card_units`` (his card points and the Matto's exchanges): the combinations and the
    sequences of the pile added; three sequences or more double their points (or, by the
    option, the whole count)."""
    criccone = params["criccone"]
    rule = CONTATORI_RULES[params["contatori"]]
    if params["sequence_doubling"] == "count":
        def total(pile: CardSet, card_units: int) -> int:
            seqs = sequence_points(pile, rule)
            if seqs and count_sequences(pile, rule).doubled:
                return 2 * (card_units + combination_points(pile, criccone) + seqs // 2)
            return card_units + combination_points(pile, criccone) + seqs

        return total
    points = _PILE_SCORERS.get((criccone, rule)) or _PILE_SCORERS.setdefault((criccone, rule), pile_scorer(criccone, rule))
    return lambda pile, card_units: card_units + points(pile)


_PILE_SCORERS: dict[tuple[bool, Any], Callable[[CardSet], int]] = {}


def seat_count(pile: CardSet, exchange: int, params: Any) -> dict:
    """A player's count in detail (JSON-ready): card points (the Matto's exchanges
    included), combinations, sequences."""
    card_units = points_of(pile, VALUES) + exchange
    combos = count_combinations(pile, params["criccone"])
    seqs = count_sequences(pile, CONTATORI_RULES[params["contatori"]])
    whole = params["sequence_doubling"] == "count" and seqs.doubled
    seq_points = seqs.points // 2 if whole else seqs.points
    return {
        "count": counter(params)(pile, card_units),
        "card_points": card_units,
        "exchange": exchange,
        "combinations": [{"kind": c.kind, "cards": format_cards(c.cards), "points": c.points}
                         for c in combos.combinations],
        "combinations_doubled": combos.doubled,
        "combinations_points": combos.points,
        "sequences": [{"kind": s.kind, "cards": format_cards(s.cards), "wild": format_cards(s.wild),
                       "points": s.points} for s in seqs.sequences],
        "sequences_doubled": seqs.doubled,
        "doubled_count": whole,
        "sequences_points": seq_points,
    }


def settle(totals: list[int]) -> list[int]:
    """Every player pays every other the difference of their counts: n × count − Σ counts."""
    n, whole = len(totals), sum(totals)
    return [n * t - whole for t in totals]


def settlement_lines(totals: list[int], scores: list[float]) -> list:
    """The count settled as the game scores it: every player pays every other the difference
    of their counts (a row for each pair whose counts differ, the higher count first), then
    each player's net, ``n`` × count − Σ counts."""
    rows = []
    n = len(totals)
    for a in range(n):
        for b in range(a + 1, n):
            if totals[a] == totals[b]:
                continue
            payer, payee = (a, b) if totals[a] < totals[b] else (b, a)
            rows.append(line("{payer} → {payee}", "{amount}: {high} against {low}",
                             payer=SeatRef(payer), payee=SeatRef(payee), amount=totals[payee] - totals[payer],
                             high=totals[payee], low=totals[payer]))
    for seat, score in enumerate(scores):
        rows.append(line("{seat}: net", "receives {amount} in all" if score > 0 else "pays {amount} in all"
                         if score < 0 else "even: pays and receives as much", seat=SeatRef(seat), amount=abs(score)))
    return rows


#: the combinations in words, by kind and by how many cards of it are held
COMBINATION_WORDS = {
    ("tarocchi", 3): "three tarocchi", ("tarocchi", 4): "four tarocchi",
    ("kings", 3): "three kings", ("kings", 4): "four kings",
    ("queens", 3): "three queens", ("queens", 4): "four queens",
    ("knights", 3): "three knights", ("knights", 4): "four knights",
    ("jacks", 3): "three jacks", ("jacks", 4): "four jacks",
}


def combination_words(kind: str, held: int) -> Phrase:
    """"three kings", "four tarocchi" …"""
    return text(COMBINATION_WORDS.get((kind, 3 if held == 3 else 4), f"{held} {kind}"))


def sequence_words(seq: dict):
    """A sequence in words: its kind, its length, the contatori standing in it, its points."""
    cards = parse_cards(seq["cards"])
    wild = parse_cards(seq["wild"])
    n = len(cards) + len(wild)
    kind = seq["kind"]
    if kind == "grande":
        what = say("the grande")
    elif kind == "moretti":
        what = say("the Moretti")
    elif kind == "aces":
        what = say("the aces")
    else:
        king = suit_card(SUIT_NAMES.index(kind), KING)
        what = say("the suit of {king}", king=CardsRef((king,)))
    if wild:
        return say("{what}: {n} cards with {wild}, {points}", what=what, n=n, wild=CardsRef(tuple(wild)),
                   points=seq["points"])
    return say("{what}: {n} cards, {points}", what=what, n=n, points=seq["points"])


SPEC = register_game(
    Tarocchini,
    id="tarocchini",
    name="Tarocchini",
    players=(2, 3, 4, 5, 6, 7),
    options=OPTIONS,
    deck=TAROCCHINO_62,
    kind="trick",
    family="italian",
    card_naming="bolognese",
    direction="counter-clockwise",
    default_players=4,
    summary="Bologna's game with the 62-card pack: each for himself, combinations and sequences (cricche) "
            "with the Begato and the Matto as wild cards. 2–7 players.",
)
