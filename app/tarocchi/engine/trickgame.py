"""The shared machinery of the trick games: hands, a talon, tricks, won piles, views and
sampling of hidden cards. A game subclasses :class:`TrickGame`, adds its own phases
(auction, call, talon, announcements) and its scoring, and configures the play with a
:class:`~tarocchi.engine.tricks.TrickRules`.

Hooks a game overrides (all optional but ``_finish`` and the phases it adds):

* ``_apply_phase(action)`` / ``_check_phase(action)`` / ``_legal_phase()`` for phases other
  than ``play``;
* ``playable(seat)`` to restrict the cards beyond following (e.g. a Pagat kept for the last
  trick), ``extra_play_actions(seat)`` / ``_check_play_extra`` / ``_apply_play_extra`` for
  declarations made while playing the first trick (a poignée);
* ``trick_winner_index(trick, seats)`` and ``_gather(winner, seats, trick, last, events)``
  for who wins a trick and where its cards go (the French excuse);
* ``talon_visible_to(seat)``, ``discard_allowed()``, ``known_held(seat)``, ``_after_resample``
  for what a seat knows;
* ``_finish()`` scores the deal and returns the final events.
"""

# API-READY

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, ClassVar

from tarocchi.engine.actions import Action, Discard, Play, plays_of
from tarocchi.engine.cards import (
    BITS, SUIT_MASKS, TRUMP_MASK, Card, CardSet, card_name, cards_of, cardset, count, format_cards, read_cards,
)
from tarocchi.engine.events import CARDS_PLAYED, DealAnnulled, DealEnded, Dealt, Event, TrickWon
from tarocchi.engine.protocol import GameState, IllegalAction, Params, SeatView, TableView
from tarocchi.engine.sampling import Slot
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome, PlayPosition, TrickRules, known_sides
from tarocchi.schema import SchemaError, array, mapping

PHASE_PLAY, PHASE_END = "play", "end"


class TrickGame(GameState):
    """One deal of a trick game: the common state and the play of the cards."""

    #: list-valued attributes copied by :meth:`clone` (subclasses extend it)
    LIST_FIELDS: ClassVar[tuple[str, ...]] = (
        "history", "hands", "trick", "trick_seats", "tricks", "won", "auction", "declarations",
        "_events0", "partners",
    )
    #: the number of tricks in a deal is the hand size unless a game says otherwise
    card_values: ClassVar[tuple[int, ...]] = ()
    #: the key of the talon in deal records ("chien" in French Tarot)
    TALON_KEY: ClassVar[str] = "talon"
    #: the legal cards of the position, kept by :meth:`legal_cards` until the next ``apply``:
    #: (the hand of the seat to move, the trick, the legal cards)
    _legal: tuple[CardSet, list[Card], CardSet] | None = None
    _plain_apply: ClassVar[bool] = True  #: set for each game by __init_subclass__
    #: the indices in ``auction`` of bids made with no choice to pass (``TableView.forced_bids``);
    #: a class default, set on a state only by a game that records one (a state's attributes
    #: stay few: ``tests/test_trickgame_fast_paths.py``)
    forced_bids: tuple[int, ...] = ()
    #: the seat to act, None once the deal is over (``GameState.to_move``): a plain attribute
    #: rather than a property, since it is read before every action and a property is a call
    to_move: int | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        #: whether the game checks and applies actions as TrickGame does (apply's short way)
        cls._plain_apply = cls.check is TrickGame.check and cls._apply is TrickGame._apply

    def __init__(self, params: Params, dealer: int, rules: TrickRules,
                 hands: list[CardSet], talon: tuple[Card, ...], seed: int | None,
                 sequence: tuple[int, ...]):
        self.params = params
        self.dealer = dealer
        self.n = params.players
        self.history: list[Action] = []
        self.rules = rules
        self.hands = list(hands)
        self.talon_order = tuple(talon)
        self.talon = sum(1 << c for c in talon)
        self.discard = 0  #: cards laid away by the declarer (counted for the declarer)
        self.discard_shown = 0  #: those of them shown to all
        self.seed = seed
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks: list[tuple[tuple[int, ...], tuple[Card, ...], int]] = []
        self.won = [0] * self.n
        self.auction: list[tuple[int, str]] = []
        self.declarations: list[tuple[int, str, CardSet]] = []
        self.declarer: int | None = None
        self.partners: list[int] = []  #: the declarer's partners (true, known or not)
        self.revealed: bool = False  #: partners known to all
        self.contract: str | None = None
        self._result: dict | None = None  #: the finished deal's summary, its scores included
        self._phase = "deal"
        self.to_move = None
        self._legal = None
        self.tricks_total = count(hands[0]) if hands else 0
        self._events0: list[Event] = [Dealt(dealer, tuple(count(h) for h in hands), len(talon), sequence)]

    # A state keeps few attributes (at most 30 in a game, its own included): beyond that
    # CPython (3.11) no longer shares their names between the states of a class, and every
    # method call on a state looks the method up the slow way. What follows from others is
    # read from them (the deal's sequence, the annulment, the scores).

    @property
    def deal_sequence(self) -> tuple[int, ...]:
        """Where each card went, in dealing order (-1: the talon)."""
        return self._events0[0].sequence

    @property
    def annulled(self) -> str | None:
        """Why the deal was thrown in, None if it was not (or is not over)."""
        return None if self._result is None else self._result.get("annulled")

    @property
    def leader(self) -> int | None:
        """The seat that leads the trick in progress (None outside the card play)."""
        if self._phase != PHASE_PLAY:
            return None
        return self.trick_seats[0] if self.trick_seats else self.to_move

    # --- protocol ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._phase

    def initial_events(self) -> list[Event]:
        return list(self._events0)

    def playable(self, seat: int) -> CardSet:
        """The cards ``seat`` may play now."""
        return self.rules.legal_plays(self.hands[seat], self.trick)

    def legal_cards(self) -> CardSet:
        """The cards the seat to move may play (:meth:`playable`), computed once per position
        and shared by :meth:`legal_actions` and :meth:`check`. The answer is kept until the
        next ``apply``; a position changed by other means (built by hand in a test, a
        sampled world) is recognised by the hand to play from or a new trick list."""
        seat = self.to_move
        hand = self.hands[seat]
        known = self._legal
        if known is not None and known[0] == hand and known[1] is self.trick:
            return known[2]
        cards = self.playable(seat)
        self._legal = (hand, self.trick, cards)
        return cards

    def extra_play_actions(self, seat: int) -> list[Action]:
        """Declarations ``seat`` may make beside its card, asked only during the first trick."""
        return []

    def legal_actions(self) -> list[Action]:
        if self._phase == PHASE_PLAY:
            out: list[Action] = plays_of(self.legal_cards())
            if not self.tricks:  # declarations beside a card: the first trick's (a poignée)
                out += self.extra_play_actions(self.to_move)
            return out
        if self.to_move is None:
            return []
        return self._legal_phase()

    def _legal_phase(self) -> list[Action]:
        return []

    def check(self, action: Action) -> str | None:
        seat = self.to_move
        if seat is None:
            return "the deal is over"
        if self._phase == PHASE_PLAY:
            if type(action) is Play:
                if (self.legal_cards() >> action.card) & 1:
                    return None
                return self.play_refusal(seat, action.card)
            return self._check_play_extra(seat, action)
        return self._check_phase(action)

    def play_refusal(self, seat: int, card: Card) -> str | None:
        """Why ``seat`` may not play ``card`` now (None if it may)."""
        if ((self.legal_cards() if seat == self.to_move else self.playable(seat)) >> card) & 1:
            return None
        return self.rules.refusal(self.hands[seat], self.trick, card) or self._special_refusal(seat, card)

    def _special_refusal(self, seat: int, card: Card) -> str:
        return "that card may not be played now"

    def _check_play_extra(self, seat: int, action: Action) -> str | None:
        return "it is time to play a card"

    def _check_phase(self, action: Action) -> str | None:
        return "nothing can be done now"

    def apply(self, action: Action) -> list[Event]:
        """As :meth:`GameState.apply`, and the legal cards known for the position are then
        forgotten. A card among the legal cards is played at once (every card's path: the
        checks of :meth:`check` and the dispatch of :meth:`_apply` written out), unless the
        game checks or applies actions its own way."""
        if type(action) is Play and self._phase == PHASE_PLAY and self._plain_apply:
            known = self._legal  # legal_cards(), written out for its usual answer: known
            if known is not None and known[1] is self.trick and known[0] == self.hands[self.to_move]:
                legal = known[2]
            else:
                legal = self.legal_cards()
            card = action.card
            if legal & BITS[card]:
                self.history.append(action)
                try:
                    return self._play(card)
                finally:
                    self._legal = None  # a new position
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason, action, self.plain(reason))
        self.history.append(action)
        try:
            return self._apply(action)
        finally:
            self._legal = None

    def _apply(self, action: Action) -> list[Event]:
        if self._phase == PHASE_PLAY:
            if type(action) is Play:
                return self._play(action.card)
            return self._apply_play_extra(action)
        return self._apply_phase(action)

    def _apply_play_extra(self, action: Action) -> list[Event]:
        raise AssertionError("no declarations during play in this game")

    def _apply_phase(self, action: Action) -> list[Event]:
        raise AssertionError(f"no phase {self._phase!r} in this game")

    # --- the play ----------------------------------------------------------------------------
    def start_play(self, leader: int) -> None:
        self._phase, self.to_move = PHASE_PLAY, leader

    def on_card_played(self, seat: int, card: Card, events: list[Event]) -> None:
        """Hook: a card was played (reveal a partner …)."""

    def _play(self, card: Card) -> list[Event]:
        seat = self.to_move
        self.hands[seat] ^= BITS[card]
        self.trick.append(card)
        self.trick_seats.append(seat)
        events: list[Event] = [CARDS_PLAYED[seat][card]]
        self.on_card_played(seat, card, events)
        if len(self.trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return events
        self._close_trick(events)
        return events

    def trick_winner_index(self, trick: list[Card], seats: list[int]) -> int:
        return self.rules.winner_index(trick)

    def _gather(self, winner: int, seats: list[int], trick: list[Card], last: bool,
                events: list[Event]) -> int:
        """Put the trick's cards on the won piles; returns the seat that won the trick."""
        mask = 0
        for c in trick:
            mask |= BITS[c]
        self.won[winner] |= mask
        return winner

    def _close_trick(self, events: list[Event]) -> None:
        trick, seats = self.trick, self.trick_seats
        number = len(self.tricks)
        last = number == self.tricks_total - 1
        winner = seats[self.trick_winner_index(trick, seats)]
        winner = self._gather(winner, seats, trick, last, events)
        cards = tuple(trick)
        self.tricks.append((tuple(seats), cards, winner))
        events.append(TrickWon(winner, cards, number))
        self.trick = []
        self.trick_seats = []
        if last:
            self._phase, self.to_move = PHASE_END, None
            events.extend(self._finish())
        else:
            self.to_move = winner

    def _finish(self) -> list[Event]:
        raise NotImplementedError

    def end_deal(self, scores: list[float], result: dict) -> list[Event]:
        """Record the final scores and summary; returns the DealEnded event."""
        result = dict(result)
        result["scores"] = list(scores)
        self._result = result
        self._phase, self.to_move = PHASE_END, None
        return [DealEnded(tuple(scores), result)]

    def annul(self, reason: str, seat: int | None = None, shown: CardSet = 0) -> list[Event]:
        """The deal is not played (thrown in): every score 0."""
        self._phase, self.to_move = PHASE_END, None
        self._result = {"annulled": reason, "seat": seat, "scores": [0] * self.n}
        event = DealAnnulled(reason, seat, shown)
        if not self.history:
            self._events0.append(event)
        return [event]

    def scores(self) -> list[float]:
        if self._result is None:
            raise RuntimeError("the deal is not over")
        return list(self._result["scores"])

    def result(self) -> dict:
        if self._result is None:
            raise RuntimeError("the deal is not over")
        result = dict(self._result)
        result["scores"] = list(result["scores"])  # the state's own scores stay as they are
        return result

    # --- sides ------------------------------------------------------------------------------------
    def side(self, seat: int) -> int:
        """0 for the declarer's side, 1 for the others."""
        return 0 if seat == self.declarer or seat in self.partners else 1

    def known_partners(self, seat: int) -> tuple[int, ...]:
        """The declarer's partners as ``seat`` knows them."""
        if self.revealed or self._phase == PHASE_END or seat in self.partners:
            return tuple(self.partners)
        return ()

    def secret_partner(self) -> bool:
        """Whether the declarer may have a partner not known to all (a called card): a game
        that calls one says so; without a call the sides are known once the declarer is."""
        return False

    def partner_card(self) -> Card | None:
        """The card whose play shows the declarer's secret partner to all (the called card),
        from the call on, also once it showed him (``TableView.partner_card``); None where no
        partner is hidden by a card (hook: the games that call one)."""
        return None

    def defenders_known_to(self, seat: int) -> tuple[int, ...]:
        """The seats ``seat`` knows for certain to play against the declarer: all of them once
        no partner can be hidden (none called, the partner revealed, the deal over) or when
        ``seat`` is the partner; none before."""
        if self.declarer is None:
            return ()
        if not self.secret_partner() or self.revealed or self._phase == PHASE_END or seat in self.partners:
            return tuple(s for s in range(self.n) if self.side(s) == 1)
        return ()

    def won_by_side(self, side: int) -> CardSet:
        out = 0
        for s in range(self.n):
            if self.side(s) == side:
                out |= self.won[s]
        return out

    def played_cards(self) -> CardSet:
        out = 0
        for w in self.won:
            out |= w
        for c in self.trick:
            out |= 1 << c
        return out

    # --- views --------------------------------------------------------------------------------------
    def talon_visible_to(self, seat: int) -> bool:
        """Whether ``seat`` has seen the talon (cards still face down in the talon)."""
        return self._phase == PHASE_END

    def talon_hidden_from(self, seat: int) -> int | None:
        """The seat that took the talon into his hand unseen, while ``seat`` cannot tell which
        of his cards came from it (hook: None, no such talon)."""
        return None

    def talon_on_table(self) -> tuple[int, tuple[Card, ...]]:
        """(cards lying in the talon area, those of them face up)."""
        return count(self.talon), ()

    def exposed_cards(self) -> list[CardSet]:
        """Cards each seat has shown and still holds."""
        exposed = [0] * self.n
        for s, _, shown in self.declarations:
            if s is not None:
                exposed[s] |= shown & self.hands[s]
        return exposed

    def straw_piles(self) -> tuple:
        return ()

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {}

    def plain_play(self) -> bool:
        """Whether the rest of the play follows ``self.rules`` alone (hook: False while the
        game adds constraints of its own)."""
        return True

    def play_goal(self) -> str:
        """"points", or "avoid" in the nullo games where tricks are to be shunned."""
        return "points"

    #: whether :meth:`bid_thresholds` gives one per bid on offer (``TableView.thresholds_by_offer``)
    thresholds_by_offer = False
    #: the computer players' search, configured per game (``TableView.keep_rules_bid``,
    #: ``TableView.ties_by_rules``)
    keep_rules_bid = False
    raise_prior_cap: int | None = None  #: ``TableView.raise_prior_cap``
    guard_for_take = False  #: ``TableView.guard_for_take``
    weighed_passes = False  #: ``TableView.weighed_passes``
    world_playouts = 0  #: ``TableView.world_playouts``
    smear_playouts = False  #: ``TableView.smear_playouts``
    #: ``TableView.search_plateau`` by player count: the counts a game measured (none: 0)
    SEARCH_PLATEAUS: dict[int, int] = {}
    ties_by_rules = False
    declarations_by_rules = False  #: ``TableView.declarations_by_rules``
    bids_by_rules = False  #: ``TableView.bids_by_rules``
    discards_by_rules = False  #: ``TableView.discards_by_rules``
    discard_model_by_rules = False  #: ``TableView.discard_model_by_rules``
    choices_by_rules = False  #: ``TableView.choices_by_rules``
    play_prior = False  #: ``TableView.play_prior``
    inference_weight = 1.0  #: ``TableView.inference_weight``
    call_offers: CardSet = 0  #: ``TableView.call_offers``
    #: the playouts' declarer side leads trumps only from this many in hand
    #: (``PlayPosition.trump_leads``; 0: always)
    trump_leads = 0

    @property
    def search_plateau(self) -> int:
        """The card search's plateau at this player count (``TableView.search_plateau``,
        :attr:`SEARCH_PLATEAUS`)."""
        return self.SEARCH_PLATEAUS.get(self.n, 0)

    def bid_thresholds(self) -> tuple[float, ...]:
        """Hook: the hand strength from which each contract pays (``TableView.bid_thresholds``)."""
        return ()

    def prompt(self) -> str:
        return "Play a card" if self._phase == PHASE_PLAY else ""

    def play_position(self) -> PlayPosition | None:
        """What every seat's view shows of the card play, in one piece (for the playouts,
        which ask for it at each rollout: building every seat's view costs ten times more)."""
        if self._phase != PHASE_PLAY:
            return None
        n = self.n
        if self.declarer is None:
            sides = list(range(n))
        else:
            team = {self.declarer}
            for seat in range(n):
                team.update(self.known_partners(seat))
            sides = [0 if seat in team else 1 for seat in range(n)]
        beliefs: tuple[tuple[int, ...], ...] = ()
        reveal = self.partner_card()
        if reveal is not None and self.declarer is not None and not self.revealed:
            beliefs = tuple(known_sides(n, self.declarer, self.known_partners(seat)) for seat in range(n))
        if all(list(b) == sides for b in beliefs):
            beliefs, reveal = (), None  # every seat knows the sides
        return PlayPosition(
            list(self.hands), tuple(zip(self.trick_seats, self.trick)), self.to_move, sides,
            [count(w) for w in self.won], self.tricks_total - len(self.tricks), self.rules,
            self.card_values, self.plain_play(), self.play_goal(), self.declarer is not None,
            beliefs=beliefs, reveal=-1 if reveal is None else reveal, trump_leads=self.trump_leads)

    # --- the playouts' scorer ------------------------------------------------------------------
    #: True: :meth:`outcome_scorer` scores a playout by the game's own ``_finish`` on the
    #: deal's end rebuilt from the outcome (:meth:`finish_scorer`); a game sets it when its
    #: scoring reads no more of the play than the outcome tells (the piles by side, the last
    #: three tricks, whether a side won every trick)
    scores_by_finish: ClassVar[bool] = False

    def outcome_scorer(self) -> OutcomeScorer | None:
        if not self.scores_by_finish or self._phase != PHASE_PLAY or not self.plain_play():
            return None
        return self.finish_scorer()

    def finish_scorer(self) -> OutcomeScorer:
        """A scorer of the rest of the play from this full world: the deal's end is rebuilt
        from the :class:`PlayOutcome` (each side's cards on the pile of one of its seats,
        the last three tricks exactly, seat by seat from the holders of their cards, the
        others with the right winning sides) and scored by the game's own ``_finish``, so
        that the playouts count the contract, the premiums and the doubling as the deal
        will. Valid for plain play (``plain_play``), where the cards' holders are known."""
        n = self.n
        base = self.clone()
        base.hands = [0] * n
        base.trick, base.trick_seats = [], []
        self._prepare_final(base)
        #: each seat's cards still to be played, the trick's included
        held = [self.to_play(seat) for seat in range(n)]
        for seat, card in zip(self.trick_seats, self.trick):
            held[seat] |= 1 << card
        holder = [-1] * 78
        for seat, hand in enumerate(held):
            for card in cards_of(hand):
                holder[card] = seat
        position = self.play_position()
        sides = position.sides
        rep = {}
        for seat in range(n):
            rep.setdefault(sides[seat], seat)
        tricks_left = position.tricks_left
        done, won0 = list(self.tricks), list(self.won)
        winner_index = self.trick_winner_index

        def rebuild(trick: tuple[CardSet, int, Card]) -> tuple[tuple[int, ...], tuple[Card, ...], int]:
            mask, _, led = trick
            leader = holder[led]
            seats = tuple((leader + k) % n for k in range(n))
            cards = tuple((mask & held[s]).bit_length() - 1 for s in seats)
            return seats, cards, seats[winner_index(list(cards), list(seats))]

        def score(outcome: PlayOutcome) -> list[float]:
            final = object.__new__(type(base))
            final.__dict__.update(base.__dict__)
            won = list(won0)
            for side, cards in enumerate(outcome.won):
                won[rep[side]] |= cards
            final.won = won
            exact = [t for t in (outcome.third_last, outcome.before_last, outcome.last) if t is not None]
            fillers = tricks_left - len(exact)
            tricks = list(done)
            if fillers:  # the tricks in between: winners of the right sides for a valat
                swept = [side for side, all_won in enumerate(outcome.won_all) if all_won]
                if swept:
                    winners = swept * fillers
                else:  # the sides no known trick shows won one of these
                    seen = {sides[w] for _, _, w in done} | {t[1] for t in exact}
                    winners = [s for s in rep if s not in seen] or [next(iter(rep))]
                    winners = (winners * fillers)[:fillers]
                tricks += [((), (), rep[s]) for s in winners]
            final.tricks = tricks + [rebuild(t) for t in exact]
            final._finish()
            return final._result["scores"]

        return score

    def to_play(self, seat: int) -> CardSet:
        """Every card ``seat`` has still to play, the trick's aside (hook: its hand; with
        straw men, its straw cards too)."""
        return self.hands[seat]

    def _prepare_final(self, final: "TrickGame") -> None:
        """Hook for :meth:`finish_scorer`: what the rest of the play will do besides taking
        tricks, done on the deal's end before it is scored (a held premium declared when
        its first card is played)."""

    def view(self, seat: int) -> SeatView:
        last = self.tricks[-1] if self.tricks else None
        size, face_up = self.talon_on_table()
        table = TableView(
            hand_sizes=tuple(count(h) for h in self.hands),
            trick=tuple(zip(self.trick_seats, self.trick)),
            leader=self.leader if self._phase == PHASE_PLAY else None,
            last_trick=tuple(zip(last[0], last[1])) if last else (),
            last_winner=last[2] if last else None,
            talon_size=size,
            talon_visible=self.talon_order if self._phase == PHASE_END else face_up,
            won_cards=tuple(count(w) for w in self.won),
            straw_piles=self.straw_piles(),
            exposed=tuple(self.exposed_cards()),
            declarer=self.declarer,
            partners=self.known_partners(seat),
            defenders=self.defenders_known_to(seat),
            contract=self.contract,
            auction=tuple(self.auction),
            declarations=tuple(self.declarations),
            tricks_played=len(self.tricks),
            tricks_total=self.tricks_total,
            winning=self.trick_winner_index(self.trick, self.trick_seats) if self.trick else None,
            rules=self.rules,
            card_values=self.card_values,
            plain_play=self.plain_play(),
            goal=self.play_goal(),
            tricks=tuple(tuple(zip(seats, cards)) for seats, cards, _ in self.tricks),
            dealt=self.initial_hands()[seat],
            bid_thresholds=self.bid_thresholds(),
            thresholds_by_offer=self.thresholds_by_offer,
            keep_rules_bid=self.keep_rules_bid,
            raise_prior_cap=self.raise_prior_cap,
            guard_for_take=self.guard_for_take,
            weighed_passes=self.weighed_passes,
            world_playouts=self.world_playouts,
            smear_playouts=self.smear_playouts,
            search_plateau=self.search_plateau,
            ties_by_rules=self.ties_by_rules,
            declarations_by_rules=self.declarations_by_rules,
            bids_by_rules=self.bids_by_rules,
            discards_by_rules=self.discards_by_rules,
            discard_model_by_rules=self.discard_model_by_rules,
            choices_by_rules=self.choices_by_rules,
            play_prior=self.play_prior,
            inference_weight=self.inference_weight,
            forced_bids=self.forced_bids,
            partner_card=self.partner_card(),
            call_offers=self.call_offers,
        )
        return SeatView(
            game=self.spec.id, seat=seat, players=self.n, dealer=self.dealer, phase=self._phase,
            to_move=self.to_move, hand=self.hands[seat],
            legal=tuple(self.legal_actions()) if seat == self.to_move else (),
            table=table, terminal=self.to_move is None,
            scores=tuple(self._result["scores"]) if self._result is not None else None,
            prompt=self.prompt(), extra=self.view_extra(seat),
        )

    # --- knowledge and sampling ---------------------------------------------------------------
    def play_inferences(self) -> list[CardSet]:
        """Cards each seat cannot hold, from the play: a suit it did not follow, trumps when it
        neither followed nor trumped, trumps above one it could not over-trump."""
        excluded = [0] * self.n
        rules = self.rules
        plays = [(seats, cards) for seats, cards, _ in self.tricks]
        if self.trick:
            plays.append((tuple(self.trick_seats), tuple(self.trick)))
        trumps = rules.trumps
        for seats, cards in plays:
            for i in range(1, len(cards)):
                seat, card = seats[i], cards[i]
                if (rules.free >> card) & 1:
                    continue
                lead = rules.led_card(list(cards[:i]))
                if lead is None:
                    continue
                lead_is_trump = (trumps >> lead) & 1
                card_is_trump = (trumps >> card) & 1
                if not lead_is_trump and not (not card_is_trump and card // 14 == lead // 14):
                    excluded[seat] |= SUIT_MASKS[lead // 14]
                if not card_is_trump and (lead_is_trump or card // 14 != lead // 14):
                    excluded[seat] |= trumps
                if card_is_trump and rules.overtrump:
                    top = max((c for c in cards[:i] if (trumps >> c) & 1), default=-1)
                    if top > card:
                        excluded[seat] |= trumps >> (top + 1) << (top + 1)
        return excluded

    def known_held(self, viewer: int) -> list[CardSet]:
        """Cards ``viewer`` knows each seat still holds (shown declarations by default)."""
        return self.exposed_cards()

    def extra_exclusions(self, viewer: int) -> list[CardSet]:
        """Further cards each seat is known not to hold (hook)."""
        return [0] * self.n

    def discard_allowed(self) -> CardSet:
        """Cards that may lie, unseen, in the declarer's discard."""
        return -1

    def discard_visible_to(self, seat: int) -> bool:
        return seat == self.declarer or self._phase == PHASE_END

    def hidden_slots(self, seat: int) -> tuple[CardSet, list[Slot]]:
        excluded = self.play_inferences()
        extra = self.extra_exclusions(seat)
        held = self.known_held(seat)
        keys: list[tuple[str, int | None, CardSet]] = []
        slots: list[Slot] = []
        pool = 0
        for other in range(self.n):
            if other == seat:
                continue
            hand = self.hands[other]
            fixed = held[other] & hand
            hidden = hand & ~fixed
            pool |= hidden
            slots.append(Slot(count(hidden), ~(excluded[other] | extra[other])))
            keys.append(("hand", other, fixed))
        if self.talon and not self.talon_visible_to(seat):
            pool |= self.talon
            slots.append(Slot(count(self.talon), -1))
            keys.append(("talon", None, 0))
        if self.discard and not self.discard_visible_to(seat):
            hidden = self.discard & ~self.discard_shown
            pool |= hidden
            slots.append(Slot(count(hidden), self.discard_allowed()))
            keys.append(("discard", None, self.discard_shown))
        self._slot_keys = keys
        return pool, [Slot(s.size, s.allowed & pool) for s in slots]

    def with_hidden(self, placement) -> "TrickGame":
        world = self.world_clone()
        for (kind, seat, fixed), cards in zip(self._slot_keys, placement):
            if kind == "hand":
                world.hands[seat] = fixed | cards
            elif kind == "talon":
                world.talon = cards
                world.talon_order = tuple(cards_of(cards))
            else:
                world.discard = fixed | cards
                # the history names the laid-away cards: the world's own instead of the true ones
                laid = dict(zip(cards_of(self.discard & ~fixed), cards_of(cards)))
                world.history = [Discard(laid.get(a.card, a.card)) if type(a) is Discard else a
                                 for a in world.history]
        self._after_resample(world)
        return world

    def world_clone(self) -> "TrickGame":
        """A clone to hold a sampled world: without the deal's shuffle seed (which would deal
        the true hands again) and without the legal cards known for the true hands."""
        world = self.clone()
        world.seed = None
        world._legal = None
        return world

    def _after_resample(self, world: "TrickGame") -> None:
        """Hook: recompute what depends on where hidden cards are (an unrevealed partner)."""

    def cards_played_by(self, seat: int) -> CardSet:
        """The cards ``seat`` has played so far (the tricks and the trick on the table)."""
        played = 0
        for seats, cards, _ in self.tricks:
            for s, c in zip(seats, cards):
                if s == seat:
                    played |= 1 << c
        for s, c in zip(self.trick_seats, self.trick):
            if s == seat:
                played |= 1 << c
        return played

    def allowed_discards(self, hand: CardSet) -> CardSet:
        """Hook: the cards the declarer may lay away next from ``hand``."""
        return hand

    def laid_away_world(self, seat: int, lay_away) -> "TrickGame | None":
        """This world with the declarer's unseen discard replaced by what ``lay_away`` lays away
        from the hand he held then (his hand, the cards he has played and his discard), the
        cards he may lay away as at the table (:meth:`allowed_discards`): the shared body of
        :meth:`~tarocchi.engine.protocol.GameState.with_laid_away` for the games that have such
        a discard. None where that would put back in his hand a card the play shows he lacks,
        lay away a card he has played since, or differ from the trumps he showed laid away."""
        d = self.declarer
        if d is None or seat == d or not self.discard & ~self.discard_shown or self.discard_visible_to(seat):
            return self
        played = self.cards_played_by(d)
        whole = self.hands[d] | played | self.discard
        laid = list(lay_away(whole, count(self.discard), self.allowed_discards))
        mask = cardset(laid)
        hand = whole & ~played & ~mask
        lacks = self.play_inferences()[d] | self.extra_exclusions(seat)[d]
        if mask & played or hand & lacks or mask & TRUMP_MASK != self.discard_shown \
                or len(laid) != count(self.discard):
            return None
        if mask == self.discard:
            return self
        world = self.clone()
        world.hands[d], world.discard = hand, mask
        order = iter(laid)
        world.history = [Discard(next(order)) if type(a) is Discard else a for a in self.history]
        self._after_resample(world)
        return world

    def clone(self) -> "TrickGame":
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name in self.LIST_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        return other

    # --- records ---------------------------------------------------------------------------------
    def initial_hands(self) -> list[CardSet]:
        """The hands as dealt: played cards back, talon exchanges undone (hook: ``_undo_talon``)."""
        return self._undo_talon(self.hands_before_play())

    def hands_before_play(self) -> list[CardSet]:
        """The hands as the card play began: the cards played so far back in them."""
        hands = list(self.hands)
        for seats, cards, _ in self.tricks:
            for s, c in zip(seats, cards):
                hands[s] |= 1 << c
        for s, c in zip(self.trick_seats, self.trick):
            hands[s] |= 1 << c
        return hands

    def _undo_talon(self, hands: list[CardSet]) -> list[CardSet]:
        return hands

    def deal_record(self) -> dict:
        return {
            "hands": [format_cards(h).split() for h in self.initial_hands()],
            self.TALON_KEY: [card_name(c) for c in self.talon_order],
        }


def deal_by_packets(rng: random.Random, deck: CardSet, n: int, dealer: int,
                    packets: list[int], talon_size: int, talon_first: bool = True,
                    interleave_talon: bool = False) -> tuple[list[CardSet], tuple[Card, ...], tuple[int, ...]]:
    """Shuffle ``deck`` and deal: the talon first (Austrian games) or, with
    ``interleave_talon``, one card at a time between packets (French chien, never first or
    last); then packets of the given sizes to each seat in turn from the dealer's next seat.
    Returns hands, talon (in order) and the sequence of destinations (-1: talon)."""
    pack = list(_pack(deck))
    shuffle(rng, pack)
    rounds = _rounds(n, dealer, tuple(packets))
    dealt: list[list[Card]] = [[] for _ in range(n)]  #: each seat's cards (a mask at the end)
    talon: list[Card] = []
    sequence: list[int] = []
    pos = 0
    if talon_first and not interleave_talon:
        talon.extend(pack[:talon_size])
        sequence.extend([-1] * talon_size)
        pos = talon_size
    chien_after: set[int] = set()
    if interleave_talon:
        chien_after = set(rng.sample(range(1, len(rounds)), talon_size))
    for i, (seat, size, seats) in enumerate(rounds):
        if i in chien_after:
            talon.append(pack[pos])
            sequence.append(-1)
            pos += 1
        dealt[seat] += pack[pos:pos + size]
        sequence += seats
        pos += size
    hands = [sum(map(BITS.__getitem__, cards)) for cards in dealt]
    if not talon_first and not interleave_talon:
        talon.extend(pack[pos:pos + talon_size])
        sequence.extend([-1] * talon_size)
        pos += talon_size
    assert pos == len(pack), "packets and talon must use the whole deck"
    return hands, tuple(talon), tuple(sequence)


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``: the same draws (Fisher–Yates, each index drawn by
    ``getrandbits`` as ``Random._randbelow`` does), written out for a plain ``Random``
    because two method calls per card are a third of a deal's shuffle."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _draws(len(cards)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


@lru_cache(maxsize=64)
def _rounds(n: int, dealer: int, packets: tuple[int, ...]) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The rounds of a deal by packets: for each, the seat served from the dealer's next one,
    the packet's size and the seat once for each of its cards (the deal's sequence)."""
    return tuple(((dealer + 1 + k) % n, size, ((dealer + 1 + k) % n,) * size)
                 for size in packets for k in range(n))


@lru_cache(maxsize=16)
def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of a shuffle of ``size`` cards: the place filled, the number of places to
    draw it from and the bits drawn (below that number)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


@lru_cache(maxsize=16)
def _pack(deck: CardSet) -> tuple[Card, ...]:
    """The cards of a deck in order, before shuffling."""
    return tuple(cards_of(deck))


def read_deal(deal: Any, n: int, deck: CardSet, hand_size: int | tuple[int, ...],
              talon_size: int, talon_key: str = "talon") -> tuple[list[CardSet], tuple[Card, ...]]:
    """Read and check an explicit deal: ``{"hands": [[...]...], "talon": [...]}``. A bad deal
    raises :class:`~tarocchi.schema.SchemaError` (a ValueError) naming the field:
    ``deal.hands[2][4]: 5 is not a card``."""
    mapping(deal, "deal", required=("hands",))
    hands_text = array(deal["hands"], "deal.hands", length=n)
    sizes = hand_size if isinstance(hand_size, tuple) else (hand_size,) * n
    seen = 0
    hands = []
    for i, h in enumerate(hands_text):
        path = f"deal.hands[{i}]"
        mask = 0
        for j, c in enumerate(read_cards(h, path, sizes[i])):
            if seen >> c & 1:
                raise SchemaError(f"{path}[{j}]", f"{card_name(c)} is dealt twice")
            mask |= 1 << c
        hands.append(mask)
        seen |= mask
    path = f"deal.{talon_key}"
    talon = tuple(read_cards(deal.get(talon_key, []), path, talon_size))
    for j, c in enumerate(talon):
        if seen >> c & 1:
            raise SchemaError(f"{path}[{j}]", f"{card_name(c)} is dealt twice")
        seen |= 1 << c
    if seen != deck:
        raise SchemaError("deal", f"does not use exactly the game's deck ({format_cards(deck & ~seen)} "
                          f"missing; {format_cards(seen & ~deck) or 'none'} not in this game)")
    return hands, talon
