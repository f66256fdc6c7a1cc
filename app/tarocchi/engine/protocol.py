"""The generic game protocol that every game implements and every bot and window uses.

A game is a :class:`GameSpec` (id, name, player counts, deck, named options and a factory)
plus one :class:`GameState` subclass. A state is one deal (or one solitaire game) from the
deal to the scores. It is mutable like a chess board: :meth:`GameState.apply` changes it
and returns the :mod:`events <tarocchi.engine.events>` to animate, :meth:`clone` copies it.

An illegal action raises :class:`IllegalAction` naming the rule and changes nothing.
Seats are numbered in playing order: the next player after seat ``s`` is ``(s + 1) % n``
whichever way the game turns at a real table (``GameSpec.direction`` says which).
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Mapping, Sequence

from tarocchi.engine.actions import Action
from tarocchi.engine.cards import CardSet
from tarocchi.engine.events import Event
from tarocchi.engine.sampling import Slot, sample_assignment
from tarocchi.schema import SchemaError, is_int, mapping, shown

#: a player model's discard: (the hand he lays away from, how many cards, the cards he may lay
#: away from a hand) → the cards he lays away, in order (``GameState.with_laid_away``)
LayAway = Callable[[CardSet, int, Callable[[CardSet], CardSet]], Sequence[int]]

if TYPE_CHECKING:
    from tarocchi.engine.tricks import OutcomeScorer, PlayPosition
    from tarocchi.engine.words import DealSummary, Phrase


class IllegalAction(ValueError):
    """An action the rules do not allow here; ``rule`` says which rule, in its words."""

    def __init__(self, rule: "str | Phrase", action: Action | None = None, plain: str | None = None):
        plain = str(rule) if plain is None else plain
        super().__init__(plain)
        self.rule = plain  #: in plain English, the cards by the game's names (logs, the command line)
        self.said = rule  #: as the game said it, for the window to translate
        self.action = action


class OptionError(ValueError):
    """Bad game parameters: unknown option, bad value, unsupported player count."""


@dataclass(frozen=True)
class OptionSpec:
    """A house-rule option: its default is the established rule, choices name the others."""

    name: str
    default: Any
    description: str  #: one line saying what the option changes, in the players' words
    choices: tuple[Any, ...] = ()
    label: str = ""  #: the option's name for people ("Pagat ultimo"); default: from ``name``
    choice_labels: tuple[str, ...] = ()  #: each choice for people, in the order of ``choices``
    bounds: tuple[int, int] | None = None  #: the least and greatest value of an integer option

    def check(self, value: Any) -> Any:
        if self.choices and (value not in self.choices
                             or not any(type(value) is type(c) and value == c for c in self.choices)):
            raise OptionError(
                f"option {self.name!r} takes one of {', '.join(map(str, self.choices))}, not {shown(value)}"
            )
        if not self.choices and type(value) is not type(self.default):
            kind = {bool: "true or false", int: "whole number", float: "number", str: "text"}.get(
                type(self.default), type(self.default).__name__)
            raise OptionError(f"option {self.name!r} takes {'a ' if kind in ('whole number', 'number') else ''}"
                              f"{kind}, not {shown(value)}")
        if isinstance(value, float) and not math.isfinite(value):
            raise OptionError(f"option {self.name!r} takes a finite number, not {value!r}")
        if isinstance(value, str) and len(value) > 200:
            raise OptionError(f"option {self.name!r} takes a short text, not {shown(value)}")
        if self.bounds is not None and not self.bounds[0] <= value <= self.bounds[1]:
            raise OptionError(f"option {self.name!r} takes {self.bounds[0]} to {self.bounds[1]}, not {value!r}")
        return value

    def title(self) -> str:
        """The option's name for people."""
        return self.label or self.name.replace("_", " ").replace("-", " ").capitalize()

    def choice_title(self, value: Any) -> str:
        """A choice's name for people (its label, else the value in words)."""
        for choice, text in zip(self.choices, self.choice_labels):
            if choice == value and type(choice) is type(value):
                return text
        return str(value).replace("_", " ").replace("-", " ")

    def as_json(self) -> dict:
        out: dict[str, Any] = {"default": self.default, "description": self.description,
                               "label": self.title()}
        if self.choices:
            out["choices"] = list(self.choices)
            out["choice_labels"] = [self.choice_title(c) for c in self.choices]
        if self.bounds is not None:
            out["bounds"] = list(self.bounds)
        return out


@dataclass(frozen=True)
class Preset:
    """A named set of option values offered together (Talon's Introductory, Complete Basic and
    Complete Advanced rules): options it does not name keep their defaults."""

    name: str
    description: str
    options: Mapping[str, Any]


@dataclass(frozen=True)
class Params:
    """The parameters of one game: player count and every option's value."""

    players: int
    options: Mapping[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.options[name]


@dataclass(frozen=True)
class GameSpec:
    """A registered game."""

    id: str
    name: str
    players: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    factory: Callable[..., "GameState"]
    deck: CardSet  #: the cards used (for the largest deck if it varies with the player count)
    kind: str = "trick"  #: "trick", "solitaire" or "board"
    family: str = ""
    card_naming: str = "french"  #: which names the special cards carry: french, austrian, italian, talon
    direction: str = "counter-clockwise"
    default_players: int = 0
    deck_for: Callable[[int], CardSet] | None = None
    summary: str = ""
    #: the game's own score board across deals (games played to 100 …): a factory taking the
    #: player count and returning an object with ``add_deal(scores) -> bool`` (True when a game
    #: on the board is complete), ``games`` (completed games) and ``as_json()``
    match_board: Callable[[int], Any] | None = None
    #: the stake of the next deal from this deal's result (Scarecrow: double after a draw);
    #: the match multiplies that deal's scores by it
    stake_after: Callable[[dict], int] | None = None
    #: named sets of options the new-game dialog offers (the first is the default rules)
    presets: tuple[Preset, ...] = ()

    def params(self, players: int | None = None, options: Mapping[str, Any] | None = None) -> Params:
        """Validated parameters: unknown options and unsupported player counts are refused."""
        n = players if players is not None else (self.default_players or self.players[0])
        if not is_int(n) or n not in self.players:
            raise OptionError(
                f"{self.name} is played by {', '.join(map(str, self.players))} players, not {shown(n)}"
            )
        known = {o.name: o for o in self.options}
        values = {o.name: o.default for o in self.options}
        if options is not None and not isinstance(options, Mapping):
            raise OptionError(f"the options must be given by name, not as {shown(options)}")
        for name, value in (options or {}).items():
            if name not in known:
                raise OptionError(f"{self.name} has no option {shown(name)}")
            values[name] = known[name].check(value)
        return Params(n, values)

    def new_state(
        self,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        dealer: int = 0,
        seed: int | None = None,
        deal: Mapping[str, Any] | None = None,
        carry: Mapping[str, Any] | None = None,
    ) -> "GameState":
        """A new deal: shuffled from ``seed`` (random when None), or the explicit ``deal``
        in the game's record format (see ``GameState.deal_record``). ``carry`` is what the
        previous deal of a match hands on (``result()["carry"]``: Königrufen's matches)."""
        params = self.params(players, options)
        if not is_int(dealer) or not 0 <= dealer < params.players:
            raise OptionError(f"no seat {shown(dealer)} to deal")
        if seed is not None and not is_int(seed):
            raise OptionError(f"a seed is a whole number, not {shown(seed)}")
        extra = {} if carry is None else {"carry": carry}
        if deal is None:
            return self.factory(params, dealer=dealer, seed=seed, **extra)
        mapping(deal, "deal")
        try:
            return self.factory(params, dealer=dealer, seed=seed, deal=deal, **extra)
        except (TypeError, KeyError, AttributeError, IndexError) as exc:
            # a game's reader that let a malformed deal through: still a refusal, not a crash
            raise SchemaError("deal", f"is not a {self.name} deal ({type(exc).__name__}: {exc})") from None

    def deck_cards(self, players: int | None = None) -> CardSet:
        if self.deck_for is not None and players is not None:
            return self.deck_for(players)
        return self.deck

    def as_json(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "players": list(self.players),
            "options": {o.name: o.as_json() for o in self.options},
            "kind": self.kind,
            "family": self.family,
            "presets": {p.name: {"description": p.description, "options": dict(p.options)}
                        for p in self.presets},
        }


@dataclass(frozen=True)
class TableView:
    """What a trick game shows at the table, from one seat (the window draws this)."""

    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]  #: (seat, card) in playing order
    leader: int | None
    last_trick: tuple[tuple[int, int], ...] = ()
    last_winner: int | None = None
    talon_size: int = 0
    talon_visible: tuple[int, ...] = ()  #: face-up talon cards, in order
    won_cards: tuple[int, ...] = ()  #: how many cards each seat has won
    straw_piles: tuple[tuple[tuple[int, ...], int], ...] = ()  #: per seat: (face-up cards, face-down count)
    exposed: tuple[CardSet, ...] = ()  #: cards a seat has shown and still holds
    declarer: int | None = None
    partners: tuple[int, ...] = ()  #: seats known to play with the declarer
    defenders: tuple[int, ...] = ()  #: seats known for certain to play against the declarer
    contract: str | None = None
    auction: tuple[tuple[int, str], ...] = ()
    declarations: tuple[tuple[int, str, CardSet], ...] = ()
    tricks_played: int = 0
    tricks_total: int = 0
    winning: int | None = None  #: index in ``trick`` of the card winning it so far
    rules: Any = None  #: the game's :class:`~tarocchi.engine.tricks.TrickRules`
    card_values: tuple[int, ...] = ()  #: each card's points, in the game's counting unit
    #: True while the rest of the card play follows ``rules`` alone, each side scoring
    #: ``card_values`` (so a fast playout may stand in for the engine); False when the game adds
    #: constraints of its own (straw men to turn up, unless the kernel turns them up itself:
    #: ``PlayPosition.straw``; an announced Pagat kept for the last trick)
    plain_play: bool = True
    goal: str = "points"  #: "points" (win card points) or "avoid" (nullo games: take as little as possible)
    #: every complete trick so far, each as (seat, card) in playing order
    tricks: tuple[tuple[tuple[int, int], ...], ...] = ()
    dealt: CardSet = 0  #: the seat's own hand as dealt (as it bid: before any exchange or play)
    #: the game's own measure of where each contract of its auction (lowest first) starts to
    #: pay, as a hand strength (``bots.simple.mask_strength``); empty: the bots' own thresholds
    bid_thresholds: tuple[float, ...] = ()
    #: ``bid_thresholds`` holds one entry per bid on offer, in the order of the legal actions
    #: (auctions whose bids form no ladder: the Austrian games), not the auction's whole ladder
    thresholds_by_offer: bool = False
    #: over another player's bid, the search keeps the calibrated rules' bid against passing
    #: unless the rollouts show passing better (by default passing is kept unless the
    #: rollouts show the bid better)
    keep_rules_bid: bool = False
    #: where set, the search weighs a raise above the lowest bid on offer against every bid
    #: from that lowest one up to the calibrated rules' bid, the prior being the rules' bid but
    #: no higher than this rung of the auction's ladder (0: the lowest contract). French Tarot at
    #: four: 1, the guard (the rollouts, played by the rules, overrate the guards without and
    #: against the chien). None: the two bids either side of the threshold the hand is near,
    #: the rules' bid as the prior
    raise_prior_cap: int | None = None
    #: where set, the medium player bids the auction's second contract where its calibrated
    #: rules (and :meth:`~tarocchi.bots.montecarlo.SearchBot.weigh_raise`) bid the lowest one
    #: as the first bid of the auction, and so does the hard player wherever its first bid is
    #: the lowest one (:meth:`~tarocchi.bots.montecarlo.SearchBot.guard_for_take`): French
    #: Tarot at four, whose guard is the take played alike (the chien taken) for twice the
    #: score, so that where a take pays on average a guard pays twice as much (docs/bots.md
    #: "The medium player guards where it would take", "The hard player guards where it would
    #: take"); where the hard player's rules raise as the first bid, it weighs passing and the
    #: bids from the guard up, never the take (:meth:`~tarocchi.bots.montecarlo.SearchBot.first_raise`)
    guard_for_take: bool = False
    #: where set, the medium player's first bid of the auction, where its rules bid the lowest
    #: contract on offer near its threshold, is given up for a pass where rollouts say so (as
    #: the hard player weighs it), never a pass turned into a bid
    #: (:meth:`~tarocchi.bots.montecarlo.SearchBot.first_pass`: French Tarot at four;
    #: docs/bots.md "a partial bid weighing for the medium player")
    weighed_passes: bool = False
    #: where set, a card search at a large budget samples one world for every this many
    #: playouts of its budget where that is more than the level's ``max_worlds`` (French Tarot
    #: at four, 40: 100 worlds at the medium player's 4000 and above, MAX_BUDGET_WORLDS);
    #: 0: ``max_worlds`` only (:meth:`~tarocchi.bots.montecarlo.SearchBot.best_play`)
    world_playouts: int = 0
    #: where set, the hard player's card search plays out the deal with partners who give
    #: a partner holding the trick their most valuable card wherever only partners are still
    #: to play to it, not only as the last to play (``SearchBot.smear_playouts``,
    #: :meth:`~tarocchi.bots.kernel.Kernel.smear_safe_tricks`: French Tarot at four, whose
    #: three defenders do so at the table; docs/bots.md)
    smear_playouts: bool = False
    #: where measured, the card search's playouts a decision beyond which it plays no
    #: better in this game at this player count (the hard player's 500 and 10000 and the
    #: medium player's 200 play alike there); a level below the top keeps its card search
    #: under it, so that the levels stay apart where more search buys nothing
    #: (``SearchBot.plateau_share``: Troggu at five and six, Tarocchini at four to seven;
    #: docs/bots.md); 0: not reached at the default budgets
    search_plateau: int = 0
    #: cards the search finds worth exactly the same: the rules' card among them (by
    #: default the first legal one)
    ties_by_rules: bool = False
    #: the search's bids are the medium player's: the calibrated rules' bid, a raise weighed
    #: against the lowest bid on offer (``weigh_raise``) in worlds not weighted by inference,
    #: no bid where the rules pass (where rollouts, whose declarer plays by the easy rules,
    #: misjudge which contract pays: Point-Tarock and Illustrated Tarock)
    bids_by_rules: bool = False
    #: the search's discards are the calibrated rules' (where rollouts keep points in hand
    #: that the rules lay away: Point-Tarock and Illustrated Tarock)
    discards_by_rules: bool = False
    #: a defender's worlds (the hard player's) lay the declarer's unseen discard away as the
    #: rules would from the hand each world gives him (``GameState.with_laid_away``), though
    #: the search's own discards are weighed: the rules' discard is the prior of that weighing
    #: and kept in most deals (French Tarot at four; docs/bots.md)
    discard_model_by_rules: bool = False
    #: the search's announcements and doubles are the rules' (the Austrian games: rollouts
    #: with the rules' declarer make a double or a defender's premium look better than it is)
    declarations_by_rules: bool = False
    #: the search's bids, calls, discards and announcements are the calibrated rules' (where
    #: rollouts, played by the rules, misjudge what the table's searchers make: Talon at six)
    choices_by_rules: bool = False
    #: the search's card play keeps the rules' card unless another beats it by PLAY_PRIOR_Z
    #: standard errors over the worlds (where small budgets make the search's pick noisy)
    play_prior: bool = False
    #: the power to which the hard player's inference raises a sampled world's likelihood
    #: (of the others' bids and cards): 1 the whole weight, below 1 softer weights (more of
    #: the sampled worlds count), 0 every world alike; set per game where inference measured
    #: no help at the table
    inference_weight: float = 1.0
    #: the indices in ``auction`` of the bids made with no choice to pass (eldest hand's
    #: obligatory opening, a choice among contracts after the call): they say nothing of the
    #: hand
    forced_bids: tuple[int, ...] = ()
    #: the card whose play shows the declarer's secret partner to all (the called card),
    #: from the call on and after it showed him; None where no partner is hidden by a card
    partner_card: int | None = None
    #: the cards a declarer may call where the players call one of their own hand (to play
    #: alone, unseen) only when they hold every one of them (Königrufen: the four kings): the
    #: hard player's inference weighs a world in which the declarer held the called card when
    #: he called it (his hand as dealt) as unlikely; 0 where it is not weighed
    call_offers: CardSet = 0


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may know, and nothing more."""

    game: str
    seat: int
    players: int
    dealer: int
    phase: str
    to_move: int | None
    hand: CardSet
    legal: tuple[Action, ...]
    table: TableView | None = None
    terminal: bool = False
    scores: tuple[float, ...] | None = None
    #: what the seat to move is asked to do, in words (a phrase when it names cards)
    prompt: "str | Phrase" = ""
    extra: Mapping[str, Any] = field(default_factory=dict)


class GameState(ABC):
    """One deal of a game. Subclasses implement the abstract methods."""

    spec: ClassVar[GameSpec]

    params: Params
    dealer: int
    history: list[Action]

    # --- whose turn, what may be done ---------------------------------------------------
    @property
    @abstractmethod
    def phase(self) -> str:
        """The phase name: "auction", "call", "discard", "announce", "play", "end" …"""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat to act, or None when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action (for choices with too many combinations, such as which trumps
        to show, one canonical action per kind; :meth:`check` accepts every valid one)."""

    @abstractmethod
    def check(self, action: Action) -> "str | Phrase | None":
        """None if ``action`` is legal now, else the rule it breaks, in words (a text, or a
        phrase when it names a number or a card)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked)."""

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action``; raise :class:`IllegalAction` and change nothing if illegal."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason, action, self.plain(reason))
        self.history.append(action)
        return self._apply(action)

    def initial_events(self) -> list[Event]:
        """Events of the deal itself (and of an annulment detected at once)."""
        return []

    # --- the end --------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.to_move is None

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score for this deal (zero-sum in competitive games); valid when over."""

    def result(self) -> dict:
        """A JSON-ready summary of the finished deal (game-specific keys plus ``scores``)."""
        return {"scores": self.scores()}

    #: the cards of a finished deal's result shown as pictures under its summary: the
    #: result's key and the game's own word for those cards (the chien, the scarto, the
    #: cards laid away); the window names them so, translated
    PILE_LABELS: ClassVar[dict[str, str]] = {"chien": "Chien", "discard": "Discard"}

    @classmethod
    def describe_result(cls, result: dict, players: int) -> "DealSummary | None":
        """A finished deal in the game's own words (:mod:`tarocchi.engine.words`), made from
        its ``result()`` alone so that a score sheet or a record can be described again;
        None: the window lists the result's facts as they are."""
        return None

    # --- knowledge -----------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know."""

    @abstractmethod
    def clone(self) -> "GameState":
        ...

    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        """The cards ``seat`` cannot see and the places they may be, with each place's
        constraints. Games with hidden information override this and :meth:`with_hidden`."""
        return 0, []

    def with_hidden(self, placement: Sequence[CardSet]) -> "GameState":
        """A clone with the hidden places of :meth:`hidden_slots` filled by ``placement``."""
        return self.clone()

    def sample_world(self, seat: int, rng: random.Random) -> "GameState":
        """A full state that ``seat`` cannot tell from this one: the cards it cannot see are
        dealt again at random, respecting everything it knows (voids shown, cards seen in the
        talon, its own discard, shown declarations)."""
        pool, slots = self.hidden_slots(seat)
        if not slots:
            return self.clone()
        return self.with_hidden(sample_assignment(pool, slots, rng))

    def play_position(self) -> "PlayPosition | None":
        """Hook for trick games: this full world's card play as the computer players'
        playouts read it (what every seat's view shows, in one piece), or None outside the
        card play."""
        return None

    def outcome_scorer(self) -> "OutcomeScorer | None":
        """Hook for trick games: a fast scorer of the rest of the card play from this
        position, given as a :class:`~tarocchi.engine.tricks.PlayOutcome` (the computer
        players' playouts use it), or None when the game offers none (they then count
        card points)."""
        return None

    def with_laid_away(self, seat: int, lay_away: "LayAway") -> "GameState | None":
        """Hook for games whose declarer lays cards away unseen: this full world, sampled for
        ``seat``, with the laid-away cards ``seat`` cannot see replaced by those that
        ``lay_away(hand, number, allowed)`` lays away (a player model: the cards in order, from
        the hand the world gives the declarer when he laid away, ``allowed(hand)`` the cards
        he may lay away from ``hand``), or None where the world's play shows that he could not
        have (a card he played since, or one the play shows he lacks). The world itself where
        the game has no such discard or ``seat`` sees it."""
        return self

    def auction_offers(self) -> "tuple[tuple[tuple[str, float], ...], ...] | None":
        """Hook for games whose bids form no ladder (``TableView.thresholds_by_offer``): for
        each entry of ``TableView.auction``, the bids its seat had on offer then but passing,
        each with the hand strength from which it pays, as the seat's own hand allowed them
        (the computer players' inference reads a bid or a pass against them). None: the
        game gives none (a bid is read on the auction's ladder)."""
        return None

    def evaluation(self, seat: int) -> float | None:
        """Hook for games that are not played out by tricks (board games, solitaires): how
        well ``seat`` stands in this position, in the units of :meth:`scores` (the final
        score once the game is over), for the computer players' rules and the ends of their
        rollouts; None when the game offers none."""
        return None

    def action_words(self, action: Action) -> "Phrase":
        """``action`` in the game's own words, for a button or a hint: a phrase whose cards
        are :class:`~tarocchi.engine.words.CardsRef`, so that the window names them in the
        skin's words ("Call the king of cups"). Games override this for their actions."""
        from tarocchi.engine.words import CardsRef, say, text

        card = getattr(action, "card", None)
        verb = {"Play": "Play {cards}", "Call": "Call {cards}", "Discard": "Lay away {cards}"}.get(
            type(action).__name__)
        if verb is not None and isinstance(card, int):
            return say(verb, cards=CardsRef((card,)))
        words = action.notation().split()
        if words[0] in ("bid", "declare", "choose", "take") and len(words) >= 2:
            return text(" ".join(words[1:2]).replace("-", " ").capitalize())
        return text(" ".join(words).replace("-", " ").capitalize())

    def describe(self, action: Action) -> str:
        """:meth:`action_words` in plain English (the command line, logs and tests), the
        special cards by the game's names (the Pagat, the Sküs in the Austrian games)."""
        return self.plain(self.action_words(action))

    def plain(self, said: "str | Phrase") -> str:
        """The game's words (a phrase or a text) in plain English, the special cards by the
        game's names: what the command line, the logs and a refused action's error say."""
        from tarocchi.engine.cards import card_words
        from tarocchi.engine.words import speak

        tarock = self.spec.card_naming == "austrian"
        return speak(said, card_name=lambda card: card_words(card, tarock))

    # --- records ---------------------------------------------------------------------------
    @abstractmethod
    def deal_record(self) -> dict:
        """The deal as JSON (card notation), accepted back by ``GameSpec.new_state(deal=…)``."""

    def seats(self) -> range:
        return range(self.params.players)
