"""Shared machinery of the three-player Tarock games in which the declarer buys part of the
talon and the scores are written up to 100: Point-Tarock and Illustrated Tarock.

The deal: six cards to the talon first, sixteen to each player. After the auction the
declarer may announce premiums *before the buy* (the talon still face down); the defenders
may double (contra) the game and each announcement that is doubled on its own, and the
declarer may redouble (recontra). Then the talon is turned up and divided into parts of
three, two or one cards as the contract says; the declarer takes one part and lays away as
many cards (never a king or a Trull card; a Tarock only when nothing else is left, shown).
The rest of the talon counts for the defenders. A second round of announcements and doubles
follows *after the buy*, at the lower values. A Solo has no buy: the talon goes to the
defenders unseen, and its one round of announcements counts as before the buy.

A double made before the buy multiplies by 4 (its redouble by 4 more: 16), one made after
the buy by 2 (redouble: 4); a double before and a redouble after the buy give 8.

Scoring is not zero-sum: each side writes down the value of the feats it won (the game,
the announcements made or failed, the silent premiums). The declarer writes the declarer's
total, each defender the defenders' total. Scores are kept up to 100 (see
:func:`board_to_hundred`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from tarocchi.engine.actions import DISCARDS, Action, Bid, Declare, Discard, Take
from tarocchi.engine.cards import KINGS, TRUMP_MASK, Card, CardSet, cards_of, count, format_cards
from tarocchi.engine.counting import THIRDS
from tarocchi.engine.events import (
    Bidded, Declared, Discarded, Event, TalonShown, TalonTaken,
)
from tarocchi.engine.games._tarock import (
    TAROCK_RULES, TOTAL_THIRDS, TRULL, TarockPlayers, deal_tarock, register_tarock_game, tally, thirds_of,
    valat_side,
)
from tarocchi.engine.protocol import GameSpec, OptionSpec, Params
from tarocchi.engine.trickgame import PHASE_PLAY, TrickGame, read_deal
from tarocchi.engine.decks import TAROCK_54
from tarocchi.engine.words import (
    CardsRef, DealSummary, Line, Phrase, SeatRef, annulled_summary, joined, line, people, say, tally_words, text,
)

DECLARER, DEFENDERS = 0, 1
BEFORE, AFTER = "before", "after"
#: The factor of one double (or redouble), by when it is made.
DOUBLING_STEP = {BEFORE: 4, AFTER: 2}
#: Card points a declarer needs to win the game (70 counted in threes, rounded: 35/two cards).
GAME_POINTS = 36
HALF = 35

PHASE_AUCTION, PHASE_ANNOUNCE, PHASE_CONTRA, PHASE_RECONTRA = "auction", "announce", "contra", "recontra"
PHASE_TALON, PHASE_DISCARD = "talon", "discard"

HAND_SIZE, TALON_SIZE = 16, 6
NOT_DISCARDABLE: CardSet = KINGS | TRULL

GAME = "game"  #: the doubling target of the game itself


# --- premiums and feats ------------------------------------------------------------------

@dataclass(frozen=True)
class Premium:
    """An announcement the declarer may make (and, where ``quiet`` is set, a premium he may
    also win without announcing it).

    ``kind`` says how it is judged: "points" (at least ``needed`` card points), "without"
    (win the game holding none of ``forbids``), "ultimo" (``card`` wins the trick
    ``trick_from_end`` from the end: 1 the last), "valat" (every trick).
    """

    name: str
    label: str
    kind: str
    before: int  #: value announced before the buy
    after: int  #: value announced after the buy
    quiet: int = 0  #: value won without announcing it (0: no silent premium)
    with_game: bool = False  #: a double of the game doubles it too (it is not doubled alone)
    needed: int = 0
    forbids: CardSet = 0
    card: Card | None = None
    trick_from_end: int = 0
    requires: str | None = None  #: an announcement it mounts on (With 50 needs With 40)


@dataclass(frozen=True)
class Feat:
    """One line of the score: a feat won by a side (or, with ``seat``, by one player)."""

    name: str
    side: int
    value: int
    multiplier: int = 1
    doubling: int = 1
    stage: str | None = None  #: "before"/"after" for an announcement, None for a silent feat
    seat: int | None = None

    @property
    def points(self) -> int:
        return self.value * self.multiplier * self.doubling

    def as_json(self) -> dict:
        return {
            "name": self.name, "won_by": "declarer" if self.side == DECLARER else "defenders",
            "seat": self.seat, "value": self.value, "multiplier": self.multiplier,
            "doubling": self.doubling, "announced": self.stage, "points": self.points,
        }


def game_won(declarer_points: int) -> bool:
    """The declarer wins with 36 points or more (35 and two cards, rounded up)."""
    return declarer_points >= GAME_POINTS


def game_feat(base: int, declarer_points: int, multiplier: int, doubling: int = 1) -> Feat:
    """The game: its basic value plus the points over (or, for the defenders, under) 35."""
    side = DECLARER if game_won(declarer_points) else DEFENDERS
    return Feat(GAME, side, base + abs(declarer_points - HALF), multiplier, doubling)


def announced_feat(premium: Premium, stage: str, made: bool, multiplier: int,
                   doubling: int = 1) -> Feat:
    """An announcement: its value for the stage, to the declarer if made, else to the defenders."""
    value = premium.before if stage == BEFORE else premium.after
    return Feat(premium.name, DECLARER if made else DEFENDERS, value, multiplier, doubling, stage)


def doubling_factor(stages: Sequence[str]) -> int:
    """The factor of a double and its redouble, from when each was made (× 4 before the buy,
    × 2 after it)."""
    factor = 1
    for stage in stages:
        factor *= DOUBLING_STEP[stage]
    return factor


def seat_scores(feats: Iterable[Feat], declarer: int, n: int) -> list[int]:
    """Each seat's score: the declarer writes the declarer's feats, each defender the
    defenders' feats (a feat of one player goes to that player only)."""
    scores = [0] * n
    for feat in feats:
        if feat.seat is not None:
            scores[feat.seat] += feat.points
            continue
        for seat in range(n):
            if (seat == declarer) == (feat.side == DECLARER):
                scores[seat] += feat.points
    return scores


def talon_parts(talon: Sequence[Card], size: int) -> list[tuple[Card, ...]]:
    """The talon cut into consecutive parts of ``size`` cards (halves, pairs or single cards)."""
    return [tuple(talon[i:i + size]) for i in range(0, len(talon), size)]


def ultimo_outcome(tricks: Sequence[tuple[tuple[int, ...], tuple[Card, ...], int]], card: Card,
                   trick_from_end: int, player: int) -> bool | None:
    """Whether ``card``, played by ``player`` in the trick ``trick_from_end`` from the end,
    won it; None if ``player`` did not play it there."""
    if len(tricks) < trick_from_end:
        return None
    seats, cards, winner = tricks[len(tricks) - trick_from_end]
    if card not in cards or seats[cards.index(card)] != player:
        return None
    return winner == player


# --- the game to 100 ------------------------------------------------------------------------

@dataclass
class HundredBoard:
    """The score board of a session played to 100.

    Each player adds his deal scores to a running column; when one or more reach the target,
    each of them adds the bonus, every column is written at the side, and a new game to 100
    starts from zero. ``side`` is the sum of what was written at the side (the standing)."""

    players: int
    target: int = 100
    bonus: int = 10
    running: list[int] = field(default_factory=list)
    games: list[list[int]] = field(default_factory=list)  #: finished games' columns, bonus included
    bonus_winners: list[list[int]] = field(default_factory=list)  #: who got the bonus in each game

    def __post_init__(self) -> None:
        if not self.running:
            self.running = [0] * self.players

    def add_deal(self, scores: Sequence[float]) -> bool:
        """Write one deal's scores; True if it finished a game to the target."""
        self.running = [r + int(s) for r, s in zip(self.running, scores)]
        reached = [seat for seat, total in enumerate(self.running) if total >= self.target]
        if not reached:
            return False
        column = [total + (self.bonus if seat in reached else 0) for seat, total in enumerate(self.running)]
        self.games.append(column)
        self.bonus_winners.append(reached)
        self.running = [0] * self.players
        return True

    @property
    def side(self) -> list[int]:
        return [sum(column[seat] for column in self.games) for seat in range(self.players)]

    def as_json(self) -> dict:
        return {"target": self.target, "bonus": self.bonus, "running": list(self.running),
                "games": [list(c) for c in self.games], "bonus_winners": self.bonus_winners,
                "side": self.side}


def board_to_hundred(deal_scores: Iterable[Sequence[float]], players: int, target: int = 100,
                     bonus: int = 10) -> HundredBoard:
    """The board after the given deals (each a list of per-seat scores, in order)."""
    board = HundredBoard(players, target, bonus)
    for scores in deal_scores:
        board.add_deal(scores)
    return board


# --- the deal ----------------------------------------------------------------------------------

class BuyingTarock(TarockPlayers, TrickGame):
    PILE_LABELS = {"discard": "Laid away from the talon"}
    """One deal of a three-player Tarock game with a bought talon.

    A game subclass names its contracts and premiums, runs its auction
    (``auction_words``/``_take_bid``), gives the game's basic value (``game_base``) and its
    silent premiums (``table_feats``)."""

    BID_STRENGTH = {"three": 0.27, "two": 0.42, "one": 0.45, "solo": 0.48}
    #: the hard player bids and lays away as the medium player does
    #: (``TableView.bids_by_rules``, ``TableView.discards_by_rules``): by simulation it took
    #: half as often in Point-Tarock, passed or bid the Two where the medium player bid the
    #: Three in Illustrated Tarock, and kept in hand the points the rules lay away, and lost
    #: by each (docs/bots.md, "Bids and discards by the rules in the games with a bought talon")
    bids_by_rules = discards_by_rules = True
    #: contracts, lowest first; cards each takes from the talon; the multiplier of its score
    CONTRACTS: ClassVar[tuple[str, ...]] = ("three", "two", "one", "solo")
    TAKES: ClassVar[Mapping[str, int]] = {"three": 3, "two": 2, "one": 1, "solo": 0}
    MULTIPLIERS: ClassVar[Mapping[str, int]] = {"three": 1, "two": 2, "one": 3, "solo": 4}
    CONTRACT_LABELS: ClassVar[Mapping[str, str]] = {
        "three": "Three", "two": "Two", "one": "One", "solo": "Solo"}
    PREMIUMS: ClassVar[tuple[Premium, ...]] = ()
    PACKETS: ClassVar[list[int]] = [8, 8]
    #: a Without announced before the buy with no part free of its cards: True loses the
    #: game without play (Point-Tarock), False only fails the announcement (Illustrated)
    WITHOUT_FORCED_LOSES: ClassVar[bool] = True
    card_values = THIRDS
    LIST_FIELDS = TrickGame.LIST_FIELDS + ("passed", "queue", "failed", "play_hands")

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: Mapping[str, Any] | None = None):
        n = params.players
        if deal is not None:
            hands, talon = read_deal(dict(deal), n, TAROCK_54, HAND_SIZE, TALON_SIZE)
            sequence = (-1,) * TALON_SIZE + tuple((dealer + 1 + k) % n for k in range(n) for _ in range(HAND_SIZE))
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, talon, sequence = deal_tarock(random.Random(seed), n, dealer, self.PACKETS, TALON_SIZE)
        super().__init__(params, dealer, TAROCK_RULES, hands, talon, seed, sequence)
        self.eldest = (dealer + 1) % n
        self.passed = [False] * n
        self.holder: int | None = None
        self.stage = BEFORE
        self.announced: dict[str, str] = {}
        self.doubles: dict[str, list[str]] = {}
        self.failed: list[str] = []  #: announcements failed at the buy (a Without forced)
        self.queue: list[tuple[str, int]] = []
        self.taken: tuple[Card, ...] = ()
        self.turned = False
        self.play_hands: list[CardSet] = []
        self.lost_without_play = False
        self._phase, self.to_move = PHASE_AUCTION, self.eldest

    # --- the rules' vocabulary -------------------------------------------------------------
    def premiums(self) -> tuple[Premium, ...]:
        """The premiums in play (options may leave some out)."""
        return self.PREMIUMS

    def premium(self, name: str) -> Premium | None:
        return next((p for p in self.premiums() if p.name == name), None)

    @property
    def defenders(self) -> tuple[int, ...]:
        return tuple((self.declarer + k) % self.n for k in range(1, self.n))

    @property
    def takes(self) -> int:
        return self.TAKES[self.contract]

    @property
    def multiplier(self) -> int:
        return self.MULTIPLIERS[self.contract]

    def game_base(self) -> int:
        """The basic value of the game being played."""
        raise NotImplementedError

    def table_feats(self, declarer_cards: CardSet, defender_cards: CardSet) -> list[Feat]:
        """The game's own silent premiums (Trull, Four Kings, Mondfang …)."""
        return []

    # --- the auction -------------------------------------------------------------------------
    def higher_contracts(self) -> list[str]:
        """The contracts above the bid standing (all of them before the first bid)."""
        if self.contract is None:
            return list(self.CONTRACTS)
        return list(self.CONTRACTS[self.CONTRACTS.index(self.contract) + 1:])

    def bid_meaning(self, name: str) -> str:
        """A relieved or maintained bid stands for the contract standing."""
        return self.contract if name in ("relieve", "maintain") and self.contract else name

    def auction_words(self, seat: int) -> list[str]:
        """The bids ``seat`` may make now, besides passing, lowest first (hook: by default a
        bid must name a higher contract)."""
        return self.higher_contracts()

    def _take_bid(self, seat: int, word: str) -> None:
        """Record a bid other than a pass (hook): the seat now holds that contract."""
        self.holder, self.contract = seat, word

    def next_bidder(self, after: int) -> int | None:
        """The next player to speak: the next one who has not passed and does not hold the bid."""
        for k in range(1, self.n + 1):
            seat = (after + k) % self.n
            if not self.passed[seat] and seat != self.holder:
                return seat
        return None

    # --- legal actions -------------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        phase, seat = self._phase, self.to_move
        if phase == PHASE_AUCTION:
            return [Bid("pass"), *(Bid(w) for w in self.auction_words(seat))]
        if phase == PHASE_ANNOUNCE:
            return [Declare("none"), *(Declare(p.name) for p in self.announceable())]
        if phase in (PHASE_CONTRA, PHASE_RECONTRA):
            return [Declare("none"), *(Declare(name) for name in self.double_words(phase))]
        if phase == PHASE_TALON:
            return [Take(i) for i in self.takeable_parts()]
        if phase == PHASE_DISCARD:
            return [DISCARDS[c] for c in cards_of(self.discardable())]
        return []

    def announceable(self) -> list[Premium]:
        return [p for p in self.premiums() if self.announce_refusal(p) is None]

    def announce_refusal(self, premium: Premium) -> "str | Phrase | None":
        """Why the declarer may not announce ``premium`` now (None if he may)."""
        hand = self.hands[self.declarer]
        said = text(premium.label)
        if premium.name in self.announced:
            return say("{premium} is already announced", premium=said)
        if premium.requires and premium.requires not in self.announced:
            required = self.premium(premium.requires)
            return say("{premium} can only be announced together with {required}", premium=said,
                       required=text(required.label))
        if premium.kind == "ultimo" and not (hand >> premium.card) & 1:
            return say("you can announce {premium} only holding {card}", premium=said,
                       card=CardsRef((premium.card,)))
        if premium.kind == "without" and hand & premium.forbids:
            return say("you can announce {premium} only when you hold none of those cards", premium=said)
        return None

    def double_words(self, phase: str) -> list[str]:
        """The doubles (``contra``, ``contra-pagat`` …) or redoubles the seat may say now."""
        prefix = "contra" if phase == PHASE_CONTRA else "recontra"
        out = []
        for target in self.doubling_targets():
            stages = self.doubles.get(target, [])
            if phase == PHASE_CONTRA and stages:
                continue
            if phase == PHASE_RECONTRA and (len(stages) != 1 or (self.stage == BEFORE and stages[0] != BEFORE)):
                continue
            out.append(prefix if target == GAME else f"{prefix}-{target}")
        return out

    def doubling_targets(self) -> list[str]:
        """The game and the announcements doubled on their own."""
        return [GAME, *(name for name in self.announced if not self.premium(name).with_game)]

    def talon_cut(self) -> list[tuple[Card, ...]]:
        return talon_parts(self.talon_order, self.takes)

    def forbidden_at_buy(self) -> CardSet:
        """Cards a Without announced before the buy forbids taking from the talon."""
        out = 0
        for name, stage in self.announced.items():
            premium = self.premium(name)
            if stage == BEFORE and premium.kind == "without":
                out |= premium.forbids
        return out

    def takeable_parts(self) -> list[int]:
        parts = self.talon_cut()
        forbidden = self.forbidden_at_buy()
        free = [i for i, part in enumerate(parts) if not any((forbidden >> c) & 1 for c in part)]
        return free or list(range(len(parts)))

    def discardable(self) -> CardSet:
        """Cards the declarer may lay away next: never a king, a Trull card or a card kept
        for an announced ultimo; a Tarock only when no suit card is left to lay away."""
        return self.allowed_discards(self.hands[self.declarer])

    def reserved_cards(self) -> CardSet:
        """Cards the declarer keeps for an announced ultimo."""
        out = 0
        for name in self.announced:
            premium = self.premium(name)
            if premium.kind == "ultimo":
                out |= 1 << premium.card
        return out

    def playable(self, seat: int) -> CardSet:
        """Following as usual; an announced ultimo card must be kept for its trick (unless it
        is the only card the declarer may play) and must be played to it when it can."""
        legal = self.rules.legal_plays(self.hands[seat], self.trick)
        if seat != self.declarer:
            return legal
        number = len(self.tricks)
        for name in self.announced:
            premium = self.premium(name)
            if premium.kind != "ultimo" or not (legal >> premium.card) & 1:
                continue
            if number == self.tricks_total - premium.trick_from_end:
                return 1 << premium.card
            if legal != 1 << premium.card:
                legal &= ~(1 << premium.card)
        return legal

    def plain_play(self) -> bool:
        """Not while the declarer keeps an announced ultimo card for its trick."""
        hand = self.hands[self.declarer] if self.declarer is not None else 0
        return not any(self.premium(name).kind == "ultimo" and (hand >> self.premium(name).card) & 1
                       for name in self.announced)

    def _special_refusal(self, seat: int, card: Card) -> "str | Phrase":
        for name in self.announced:
            premium = self.premium(name)
            if premium.kind != "ultimo":
                continue
            if card == premium.card:
                return say("the announced {premium} is kept for its trick", premium=text(premium.label))
            if (self.playable(seat) >> premium.card) & 1:
                return say("the announced {premium} must be played to this trick", premium=text(premium.label))
        return "that card may not be played now"

    # --- checking ------------------------------------------------------------------------------
    def _check_phase(self, action: Action) -> str | None:
        phase, seat, kind = self._phase, self.to_move, type(action)
        if phase == PHASE_AUCTION:
            if kind is not Bid:
                return "it is time to bid or pass"
            if action.name == "pass" or action.name in self.auction_words(seat):
                return None
            return self.bid_refusal(seat, action.name)
        if phase == PHASE_ANNOUNCE:
            if kind is not Declare or action.cards:
                return "the declarer may announce a premium (declare pagat …) or nothing more (declare none)"
            if action.name == "none":
                return None
            premium = self.premium(action.name)
            if premium is None:
                return say("there is no announcement {name} in this game", name=repr(action.name))
            return self.announce_refusal(premium)
        if phase in (PHASE_CONTRA, PHASE_RECONTRA):
            contra = phase == PHASE_CONTRA
            if kind is not Declare or action.cards:
                return "the defenders may double (contra), or say nothing more (declare none)" if contra else \
                    "the declarer may redouble (recontra), or say nothing more (declare none)"
            if action.name == "none" or action.name in self.double_words(phase):
                return None
            return "the defenders may double (contra) only the game or an announcement that can be doubled, once" \
                if contra else \
                "the declarer may redouble (recontra) only the game or an announcement that can be doubled, once"
        if phase == PHASE_TALON:
            if kind is not Take:
                return "the declarer must take a part of the talon"
            if not 0 <= action.part < len(self.talon_cut()):
                return say("the talon has parts 0 to {last}", last=len(self.talon_cut()) - 1)
            if action.part not in self.takeable_parts():
                return "after announcing a Without you may not take a part holding such a card"
            return None
        if phase == PHASE_DISCARD:
            if kind is not Discard:
                return "the declarer must lay away cards first"
            card = action.card
            if not (self.hands[seat] >> card) & 1:
                return "that card is not in your hand"
            if (NOT_DISCARDABLE >> card) & 1:
                return "kings and the cards of the Trull may not be laid away"
            if (self.reserved_cards() >> card) & 1:
                return "a card announced for an ultimo may not be laid away"
            if not (self.discardable() >> card) & 1:
                return "a Tarock may be laid away only when no suit card is left to lay away"
            return None
        return "nothing can be done now"

    def bid_refusal(self, seat: int, word: str) -> "str | Phrase":
        """Why a bid outside ``auction_words`` is refused, in words."""
        if word not in self.CONTRACTS:
            return say("there is no bid {name} in this game", name=repr(word))
        return "a bid must name a higher contract than the bid standing"

    # --- applying ------------------------------------------------------------------------------
    def _apply_phase(self, action: Action) -> list[Event]:
        phase, seat = self._phase, self.to_move
        if phase == PHASE_AUCTION:
            return self._apply_bid(seat, action.name)
        if phase in (PHASE_ANNOUNCE, PHASE_CONTRA, PHASE_RECONTRA):
            if action.name == "none":
                self.queue.pop(0)
                return self._advance()
            events: list[Event] = [Declared(seat, action.name)]
            self.declarations.append((seat, action.name, 0))
            if phase == PHASE_ANNOUNCE:
                self.announced[action.name] = self.stage
            else:
                target = GAME if action.name in ("contra", "recontra") else action.name.split("-", 1)[1]
                self.doubles.setdefault(target, []).append(self.stage)
            if len(self._legal_phase()) == 1:  # nothing more to say
                self.queue.pop(0)
                events.extend(self._advance())
            return events
        if phase == PHASE_TALON:
            return self._take(action.part)
        return self._discard(action.card)

    def _apply_bid(self, seat: int, word: str) -> list[Event]:
        self.auction.append((seat, word))
        events: list[Event] = [Bidded(seat, word)]
        if word == "pass":
            self.passed[seat] = True
        else:
            self._take_bid(seat, word)
        following = self.next_bidder(seat)
        if following is not None:
            self.to_move = following
            return events
        if self.holder is None:
            return events + self.annul("everyone passed")
        self.declarer = self.holder
        self._begin_stage(BEFORE)
        return events + self._advance()

    def _begin_stage(self, stage: str) -> None:
        self.stage = stage
        self.queue = [(PHASE_ANNOUNCE, self.declarer), *((PHASE_CONTRA, d) for d in self.defenders),
                      (PHASE_RECONTRA, self.declarer)]

    def _advance(self) -> list[Event]:
        """Go to the next step that offers more than saying nothing; then to the buy or play."""
        while self.queue:
            phase, seat = self.queue[0]
            self._phase, self.to_move = phase, seat
            if len(self._legal_phase()) > 1:
                return []
            self.queue.pop(0)
        if self.stage == BEFORE and self.takes:
            return self._turn_talon()
        return self._begin_play()

    def _turn_talon(self) -> list[Event]:
        self.turned = True
        events: list[Event] = [TalonShown(self.talon_order)]
        forbidden = self.forbidden_at_buy()
        parts = self.talon_cut()
        if forbidden and all(any((forbidden >> c) & 1 for c in part) for part in parts):
            if self.WITHOUT_FORCED_LOSES:
                self.lost_without_play = True
                return events + self._score(lost_without_play=True)
            self.failed.extend(n for n, s in self.announced.items()
                               if s == BEFORE and self.premium(n).kind == "without")
        self._phase, self.to_move = PHASE_TALON, self.declarer
        return events

    def _take(self, index: int) -> list[Event]:
        part = self.talon_cut()[index]
        self.taken = part
        for card in part:
            self.hands[self.declarer] |= 1 << card
            self.talon &= ~(1 << card)
        self._phase = PHASE_DISCARD
        return [TalonTaken(self.declarer, part)]

    def _discard(self, card: Card) -> list[Event]:
        seat = self.declarer
        self.hands[seat] &= ~(1 << card)
        self.discard |= 1 << card
        shown = (TRUMP_MASK >> card) & 1
        if shown:
            self.discard_shown |= 1 << card
        events: list[Event] = [Discarded(seat, card if shown else None)]
        if count(self.discard) < self.takes:
            return events
        events.append(TalonTaken(seat, None, to_defence=True))
        self._begin_stage(AFTER)
        return events + self._advance()

    def _begin_play(self) -> list[Event]:
        events: list[Event] = []
        if not self.takes:
            events.append(TalonTaken(self.declarer, None, to_defence=True))
        self.play_hands = list(self.hands)
        self.start_play(self.eldest)
        return events

    # --- scoring ----------------------------------------------------------------------------------
    def declarer_cards(self) -> CardSet:
        """The declarer's pile: his tricks and his discard."""
        return self.won_by_side(DECLARER) | self.discard

    def defender_cards(self) -> CardSet:
        """The defenders' pile: their tricks and the talon the declarer left them."""
        return self.won_by_side(DEFENDERS) | self.talon

    def _finish(self) -> list[Event]:
        return self._score(lost_without_play=False)

    def premium_made(self, premium: Premium, declarer_points: int) -> bool:
        if premium.name in self.failed:
            return False
        if premium.kind == "points":
            return declarer_points >= premium.needed
        if premium.kind == "without":
            return game_won(declarer_points)
        if premium.kind == "ultimo":
            return bool(ultimo_outcome(self.tricks, premium.card, premium.trick_from_end, self.declarer))
        return valat_side(self.tricks, self.side) == DECLARER

    def silent_premium_feats(self) -> list[Feat]:
        """Unannounced ultimos (won by the declarer, or caught by the defenders) and a silent
        valat."""
        feats = []
        for premium in self.premiums():
            if not premium.quiet or premium.name in self.announced:
                continue
            if premium.kind == "ultimo":
                outcome = ultimo_outcome(self.tricks, premium.card, premium.trick_from_end, self.declarer)
                if outcome is None:
                    continue
                side = DECLARER if outcome else DEFENDERS
            elif premium.kind == "valat" and valat_side(self.tricks, self.side) == DECLARER:
                side = DECLARER
            else:
                continue
            feats.append(Feat(premium.name, side, premium.quiet, self.multiplier))
        return feats

    def _score(self, lost_without_play: bool) -> list[Event]:
        multiplier = self.multiplier
        game_doubling = doubling_factor(self.doubles.get(GAME, []))
        declarer_cards, defender_cards = self.declarer_cards(), self.defender_cards()
        if lost_without_play:
            declarer_tally, points = None, None
            feats = [Feat(GAME, DEFENDERS, self.game_base(), multiplier, game_doubling)]
        else:
            declarer_tally = tally(thirds_of(declarer_cards))
            points = declarer_tally.rounded()
            feats = [game_feat(self.game_base(), points, multiplier, game_doubling)]
        announcements = []
        for name, stage in self.announced.items():
            premium = self.premium(name)
            made = not lost_without_play and self.premium_made(premium, points)
            doubling = game_doubling if premium.with_game else doubling_factor(self.doubles.get(name, []))
            feats.append(announced_feat(premium, stage, made, multiplier, doubling))
            announcements.append({"name": name, "stage": stage, "made": made, "doubling": doubling})
        if not lost_without_play:
            feats.extend(self.silent_premium_feats())
        feats.extend(self.table_feats(declarer_cards, defender_cards))
        scores = seat_scores(feats, self.declarer, self.n)
        defender_tally = None if declarer_tally is None else tally(TOTAL_THIRDS - declarer_tally.units)
        result = {
            "contract": self.contract,
            "contract_label": self.contract_label(),
            "declarer": self.declarer,
            "game_value": self.game_base(),
            "multiplier": multiplier,
            "doubles": {target: list(stages) for target, stages in self.doubles.items()},
            "card_points": None if declarer_tally is None else {
                "declarer": str(declarer_tally), "defenders": str(defender_tally),
                "declarer_points": declarer_tally.rounded(), "defenders_points": defender_tally.rounded(),
            },
            "won": not lost_without_play and game_won(points),
            "lost_without_play": lost_without_play,
            "announcements": announcements,
            "feats": [f.as_json() for f in feats],
            "talon": format_cards(self.talon_order),
            "taken": format_cards(self.taken),
            "discard": format_cards(self.discard),
        }
        return self.end_deal(scores, result)

    #: the feats that are not announcements, by name
    FEAT_LABELS: ClassVar[Mapping[str, str]] = {
        GAME: "Game", "trull": "Trull", "four-kings": "Four Kings", "mondfang": "Mondfang"}

    @classmethod
    def describe_result(cls, result: dict, players: int) -> DealSummary:
        """The contract and its declarer, the card points against 35 and two cards, and each
        feat written down: the game, every announcement made or failed (before or after the
        buy, and how far doubled) and the silent premiums. The scores are not paid from one
        player to another: each side writes its feats down (the score sheet adds them up)."""
        if result.get("annulled"):
            return annulled_summary(result, {"everyone passed": "Everyone passed: nobody plays"})
        declarer = SeatRef(result["declarer"])
        sides = (people([result["declarer"]]), people(s for s in range(players) if s != result["declarer"]))
        label = text(result["contract_label"])
        rows = [line("Contract", "{contract} by {declarer:acc}: basic value {value}, everything ×{multiplier}"
                     if result["multiplier"] > 1 else "{contract} by {declarer:acc}: basic value {value}",
                     contract=label, declarer=declarer, value=result["game_value"],
                     multiplier=result["multiplier"])]
        points = result.get("card_points")
        if result.get("lost_without_play") or points is None:
            head = say("{declarer}: {contract}, lost without play (every talon part held a card "
                       "the Without forbids)", declarer=declarer, contract=label)
        else:
            mine = tally_words(points["declarer"])
            head = say("{declarer}: {contract}, won with {points}" if result["won"] else
                       "{declarer}: {contract}, lost with {points}", declarer=declarer, contract=label, points=mine)
            rows.append(line("Card points", "{declarer} {mine}, the defenders {theirs} (35 and two cards wins)",
                             declarer=declarer, mine=mine, theirs=tally_words(points["defenders"])))
        labels = {p.name: p.label for p in cls.PREMIUMS}
        for feat in result.get("feats", []):
            name = feat["name"]
            title = cls.FEAT_LABELS.get(name) or labels.get(name, name.replace("-", " ").capitalize())
            to = SeatRef(feat["seat"]) if feat.get("seat") is not None else \
                sides[0 if feat["won_by"] == "declarer" else 1]
            how = "" if name == GAME else "silent" if feat.get("announced") is None else \
                "before" if feat["announced"] == BEFORE else "after"
            game = name == GAME and points is not None  # the basic value and the points over (under) 35
            worth = ("game" if game else "value") + ("-times" if feat["multiplier"] > 1 else "")
            if feat.get("doubling", 1) > 1:
                worth += "-doubled"
            fields = dict(value=feat["value"], multiplier=feat["multiplier"], doubling=feat.get("doubling", 1),
                          base=result["game_value"], diff=feat["value"] - result["game_value"])
            worth_said = say(FEAT_WORTH_TEMPLATES[worth], **{k: v for k, v in fields.items()
                                                              if "{" + k + "}" in FEAT_WORTH_TEMPLATES[worth]})
            rows.append(Line(text(title), say(FEAT_TEMPLATES[worth != "value", how], points=feat["points"], to=to,
                                              worth=worth_said)))
        writers = [s for s, p in enumerate(result["scores"]) if p]
        if writers:
            said = [say("{seat} {points}", seat=SeatRef(s), points=result["scores"][s]) for s in writers]
            rows.append(Line(text("Written down"), joined(said)))
        return DealSummary(head, tuple(rows), ())

    # --- views and knowledge ------------------------------------------------------------------
    def contract_label(self) -> str:
        return self.CONTRACT_LABELS.get(self.contract, self.contract or "")

    def talon_visible_to(self, seat: int) -> bool:
        return self.turned or self._phase == "end"

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        if not self.turned:
            return count(self.talon), ()
        if self._phase == PHASE_TALON:
            return len(self.talon_order), self.talon_order
        rest = tuple(c for c in self.talon_order if (self.talon >> c) & 1)
        return len(rest), rest

    def known_held(self, viewer: int) -> list[CardSet]:
        """Cards all know the declarer still holds: the ultimo cards he announced, and the
        kings, Trull cards and Tarock he took from the talon (they cannot be laid away
        unseen)."""
        held = [0] * self.n
        if self.declarer is None or viewer == self.declarer:
            return held
        taken = sum(1 << c for c in self.taken)
        known = self.reserved_cards() | (taken & (NOT_DISCARDABLE | TRUMP_MASK) & ~self.discard_shown)
        held[self.declarer] = known & self.hands[self.declarer]
        return held

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        """The talon part the declarer took is in his hand or discard, not with a defender;
        a Without announced tells what he does not hold."""
        excluded = [0] * self.n
        if self.declarer is None:
            return excluded
        taken = sum(1 << c for c in self.taken)
        for seat in self.defenders:
            excluded[seat] |= taken
        for name in self.announced:
            premium = self.premium(name)
            if premium.kind == "without":
                excluded[self.declarer] |= premium.forbids
        return excluded

    def discard_allowed(self) -> CardSet:
        """An unseen discard holds suit cards other than kings (Tarock laid away are shown)."""
        return ~(TRUMP_MASK | NOT_DISCARDABLE)

    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        if self.declarer is not None and self.taken:
            taken = sum(1 << c for c in self.taken)
            hands[self.declarer] = (hands[self.declarer] | self.discard) & ~taken
        return hands

    def with_laid_away(self, seat: int, lay_away) -> "BuyingTarock | None":
        """This world with the declarer's unseen discard the one ``lay_away`` lays away from
        the hand he held then (:meth:`~tarocchi.engine.trickgame.TrickGame.laid_away_world`)."""
        return self.laid_away_world(seat, lay_away)

    def allowed_discards(self, hand: CardSet) -> CardSet:
        """The cards the declarer may lay away from ``hand`` (as :meth:`discardable`)."""
        allowed = hand & ~NOT_DISCARDABLE & ~self.reserved_cards()
        return allowed & ~TRUMP_MASK or allowed

    def _after_resample(self, world: "BuyingTarock") -> None:
        """A sampled world's hands as play began are its own (its hands and the cards each
        seat has played), never the true ones."""
        if world.play_hands:
            world.play_hands = world.hands_before_play()

    def clone(self) -> "BuyingTarock":
        other = super().clone()
        other.announced = dict(self.announced)
        other.doubles = {target: list(stages) for target, stages in self.doubles.items()}
        return other

    def view_extra(self, seat: int) -> dict[str, Any]:
        extra: dict[str, Any] = {
            "stage": self.stage,
            "announced": dict(self.announced),
            "doubles": {target: list(stages) for target, stages in self.doubles.items()},
            "taken": self.taken,
            "discard_shown": self.discard_shown,
        }
        if self._phase == PHASE_TALON:
            extra["talon_parts"] = self.talon_cut()
            extra["takeable"] = self.takeable_parts()
        if seat == self.declarer and self.discard:
            extra["discard"] = self.discard
        if seat == self.to_move and self._phase == PHASE_DISCARD:
            extra["discard_left"] = self.takes - count(self.discard)
        return extra

    def prompt(self) -> str:
        return {
            PHASE_AUCTION: "Bid or pass",
            PHASE_ANNOUNCE: "Announce premiums before the buy, or nothing more" if self.stage == BEFORE
            else "Announce premiums after the buy, or nothing more",
            PHASE_CONTRA: "Double (contra) the game or an announcement, or nothing more",
            PHASE_RECONTRA: "Redouble (recontra), or nothing more",
            PHASE_TALON: "Take a part of the talon",
            PHASE_DISCARD: "Lay away cards from your hand",
            PHASE_PLAY: "Play a card",
        }.get(self._phase, "")

    def action_words(self, action: Action) -> Phrase:
        """The bids, announcements with their value, doublings and talon parts in words."""
        if type(action) is Bid:
            if action.name == "pass":
                return text("Pass")
            return text(self.CONTRACT_LABELS.get(action.name, action.name.capitalize()))
        if type(action) is Declare:
            name = action.name
            if name == "none":
                return text("Nothing more")
            premium = self.premium(name)
            if premium is not None:
                value = premium.before if self.stage == BEFORE else premium.after
                return say("Announce {premium} ({value})", premium=text(premium.label), value=value)
            word, _, target = name.partition("-")
            if word not in DOUBLE_TEMPLATES:
                return text(name)
            if not target:
                return text(DOUBLE_TEMPLATES[word][0])
            return say(DOUBLE_TEMPLATES[word][1], premium=text(self.premium(target).label
                                                              if self.premium(target) else target))
        if type(action) is Take:
            parts = self.talon_cut() if self.contract else []
            if 0 <= action.part < len(parts):
                return say("Take {cards}", cards=CardsRef(tuple(parts[action.part])))
        return super().action_words(action)


#: a doubling of the game, or of an announcement, in words
DOUBLE_TEMPLATES = {"contra": ("Contra the game", "Contra {premium}"),
                    "recontra": ("Recontra the game", "Recontra {premium}")}
#: what a feat is worth: the game (basic value and points over) or an announcement's value,
#: times the contract's multiplier, doubled
FEAT_WORTH_TEMPLATES = {
    "game": "{base} + {diff}", "game-times": "({base} + {diff}) × {multiplier}",
    "game-doubled": "{base} + {diff}, doubled × {doubling}",
    "game-times-doubled": "({base} + {diff}) × {multiplier}, doubled × {doubling}",
    "value": "{value}", "value-times": "{value} × {multiplier}", "value-doubled": "{value}, doubled × {doubling}",
    "value-times-doubled": "{value} × {multiplier}, doubled × {doubling}",
}
#: a feat's row: (its worth said, how it was announced)
FEAT_TEMPLATES = {
    (False, ""): "{points} to {to:acc}", (True, ""): "{points} to {to:acc} ({worth})",
    (False, "silent"): "{points} to {to:acc} (silent)", (True, "silent"): "{points} to {to:acc} ({worth}, silent)",
    (False, "before"): "{points} to {to:acc} (announced before the buy)",
    (True, "before"): "{points} to {to:acc} ({worth}, announced before the buy)",
    (False, "after"): "{points} to {to:acc} (announced after the buy)",
    (True, "after"): "{points} to {to:acc} ({worth}, announced after the buy)",
}


def register_buying_game(state_class: type[BuyingTarock], game_id: str, name: str, summary: str,
                         options: tuple[OptionSpec, ...] = (),
                         match_board: Callable[[int], HundredBoard] | None = None) -> GameSpec:
    """Register a three-player Austrian game of this family and bind its spec to the class."""
    return register_tarock_game(state_class, id=game_id, name=name, players=(3,), options=options,
                                default_players=3, summary=summary, match_board=match_board)
