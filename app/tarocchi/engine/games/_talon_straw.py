"""Talon's straw-man game for two players (rules text 000, 8.2, 8.2.1–8.2.3), built on the
shared straw men (:mod:`._straw`) and Talon's rules (:mod:`.talon`)."""

from __future__ import annotations

import random
from typing import Any

from tarocchi.engine.actions import Action, Bid
from tarocchi.engine.words import Phrase, text
from tarocchi.engine.cards import KINGS, OUDLERS, Card, CardSet, bit
from tarocchi.engine.decks import points_of
from tarocchi.engine.events import Bidded, Event
from tarocchi.engine.games._straw import HAND_SIZE, StrawMen, deal_straw, read_straw_deal, straw_sequence
from tarocchi.engine.games._talon_score import (
    CARD_POINTS, PAGAT, TAROCKS, Item, deck_points, honours_side, pagat_won_last, points_needed,
    straw_items, straw_scores, talon_deck,
)
from tarocchi.engine.games._tarock import valat_side
from tarocchi.engine.games.talon import PHASE_AUCTION, Talon, talon_rules
from tarocchi.engine.protocol import Params
from tarocchi.engine.trickgame import PHASE_PLAY, TrickGame
from tarocchi.engine.tricks import OutcomeScorer, PlayOutcome

TAKE, STRAW_PASS = "take", "pass"  #: 8.2.3


class StrawTalon(StrawMen, Talon):
    """8.2: the straw-man game for two players. Fifteen cards each (three packets of five)
    and three straw men of four cards each, their top cards face up and played as part of
    the hand; with 8.2.2 a tarock, the fool or a king turned up goes into the hand. No
    auction (8.2), or take or pass (8.2.3). The forehand (the dealer's opponent) leads. The
    majority of the 106 card points (54) wins 1, a tie nothing; the taker wins 2 or pays 3
    (a tie loses). Of the optional rules only the pagat ultimo and the honours (basic
    values), the valat (4, or four times the take) and the wild fool apply (8.2.1)."""

    def __init__(self, params: Params, *, dealer: int = 0, seed: int | None = None,
                 deal: dict | None = None):
        deck = talon_deck(2)
        if deal is not None:
            hands, piles = read_straw_deal(deal, deck)
            sequence = straw_sequence(dealer)
            seed = None
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(2**63)
            hands, piles, sequence = deal_straw(random.Random(seed), deck, dealer)
            sequence = sequence[:2 * HAND_SIZE]
        TrickGame.__init__(self, params, dealer, talon_rules(params), hands, (), seed, sequence)
        self._init_talon()
        self._init_straw(piles)
        self.needed = points_needed(2)
        self._check_hands()
        if self.annulled:
            return
        if params["straw_take"]:
            self._phase, self.to_move = PHASE_AUCTION, self.non_dealer
        else:
            self._events0.extend(self._lay_out_straw())
            self.start_play(self.non_dealer)

    kernel_plays_straw = True  #: the bots' playouts turn the straw men up themselves

    def straw_taken(self, card: Card, last: bool) -> bool:
        """8.2.2: tarocks, the fool and kings go into the hand."""
        return bool(self.params["straw_tarocks_kings"]) and bool((TAROCKS | KINGS) >> card & 1)

    # --- take or pass (8.2.3) ---------------------------------------------------------------------
    def _legal_phase(self) -> list[Action]:
        return [Bid(TAKE), Bid(STRAW_PASS)]

    def _check_phase(self, action: Action) -> str | None:
        if type(action) is not Bid or action.name not in (TAKE, STRAW_PASS):
            return "it is time to take or pass"
        return None

    def _apply_phase(self, action: Action) -> list[Event]:
        seat = self.to_move
        self.auction.append((seat, action.name))
        events: list[Event] = [Bidded(seat, action.name)]
        if action.name == TAKE:
            self.declarer, self.contract = seat, TAKE
        elif seat == self.non_dealer:
            self.to_move = self.dealer
            return events
        events.extend(self._lay_out_straw())
        self.start_play(self.non_dealer)
        return events

    # --- scoring (8.2, 8.2.1, 8.2.3) ----------------------------------------------------------------
    def straw_bonus_rules(self) -> frozenset[str]:
        p = self.params
        rules = {name for name, option in (("pagat-ultimo", "pagat_ultimo"), ("valat", "valat"))
                 if p[option]}
        if p["honours"]:
            rules |= {"all-three", "all-four"}
        return frozenset(rules)

    def _straw_result(self, points: list[int], valat: int | None, pagat: tuple[int, bool] | None,
                      piles: list[CardSet]) -> list[Item]:
        bonuses = {
            "pagat-ultimo": None if pagat is None else (pagat[0] if pagat[1] else 1 - pagat[0]),
            "all-three": honours_side(piles, OUDLERS), "all-four": honours_side(piles, KINGS),
        }
        return straw_items(points, self.needed, self.declarer, valat, bonuses, self.straw_bonus_rules())

    def _finish(self) -> list[Event]:
        points = [points_of(self.won[s], CARD_POINTS) for s in (0, 1)]
        seats, cards, winner = self.tricks[-1]
        pagat = (seats[cards.index(PAGAT)], winner == seats[cards.index(PAGAT)]) if PAGAT in cards else None
        items = self._straw_result(points, valat_side(self.tricks, lambda s: s), pagat, list(self.won))
        result = {
            "contract": self.contract or "none", "straw": True, "taker": self.declarer, "players": 2,
            "card_points": points, "needed": self.needed, "total": deck_points(2),
            "items": [{"item": i.name, "seat": i.side, "amount": i.amount} for i in items],
        }
        if self.declarer is not None:
            result["made"] = points[self.declarer] >= self.needed
        return self.end_deal(straw_scores(items), result)

    def outcome_scorer(self) -> OutcomeScorer | None:
        """The straw game's victory points from the rest of the play (the kernel numbers the
        sides by seat without a taker, else the taker's side 0), straw cards left or not:
        the majority or the take, the valat, the pagat in the last trick (played by the seat
        whose hand or straw men hold it) and the honours in the won piles, all exact."""
        if self._phase != PHASE_PLAY or not self.plain_play():
            return None
        taker = self.declarer
        side_of = (lambda s: s) if taker is None else (lambda s: 0 if s == taker else 1)
        points0 = [points_of(self.won[s], CARD_POINTS) for s in (0, 1)]
        swept = [all(w == s for _, _, w in self.tricks) for s in (0, 1)]
        holder = self.unplayed_holder(PAGAT)
        trumps = self.rules.trumps

        def score(outcome: PlayOutcome) -> list[float]:
            points = [points0[s] + outcome.points[side_of(s)] for s in (0, 1)]
            valat = next((s for s in (0, 1) if swept[s] and outcome.won_all[side_of(s)]), None)
            last = outcome.last[0]
            pagat = (holder, pagat_won_last(last, trumps)) if holder is not None and last & bit(PAGAT) else None
            piles = [self.won[s] | outcome.won[side_of(s)] for s in (0, 1)]
            return straw_scores(self._straw_result(points, valat, pagat, piles))

        return score

    # --- views -------------------------------------------------------------------------------------------
    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"straw": self.straw_extra(), "taken_up": tuple(self.taken_up), "taker": self.declarer}

    def action_words(self, action: Action) -> Phrase:
        if type(action) is Bid and action.name == TAKE:
            return text("Take")
        return super().action_words(action)

    def prompt(self) -> str:
        if self._phase == PHASE_AUCTION:
            return "Take (win the majority for 2, or pay 3) or pass"
        if self._phase == PHASE_PLAY:
            return "Play a card from your hand or a face-up straw card"
        return ""

    def describe(self, action: Action) -> str:
        if type(action) is Bid:
            return "Take" if action.name == TAKE else "Pass"
        return super().describe(action)
