"""The random player and the rule-based (easy) player.

The rule-based player knows no game by name. It reads the table view: bids by the usual
point count of its hand (:func:`mask_strength`, calibrated so that easy players take about
a third of the deals at four and make about half of them), lays away cheap cards from short
suits, leads kings (the taker with many trumps leads low ones to draw the others'), wins a
trick with its cheapest winning card when an opponent holds it, otherwise gives its
cheapest card (a valuable one to a partner who holds it), plays the excuse before the last
tricks, and shows the trumps it may show. In games that are not played by tricks (board
games, solitaires) it takes the action whose outcome the game itself evaluates best
(:meth:`~tarocchi.engine.protocol.GameState.evaluation`), with a little noise.
"""

from __future__ import annotations

import random
from typing import Sequence

from tarocchi.bots.base import Bot, Decision, register_bot
from tarocchi.engine.actions import Action, Bid, Call, Declare, Discard, Play, Take
from tarocchi.engine.cards import (
    EXCUSE, MONDE, PETIT, SUIT_MASKS, TRUMP_MASK, CardSet, count, iter_cards, rank_of,
)
from tarocchi.engine.protocol import SeatView
from tarocchi.engine.tricks import known_sides

NO_ANNOUNCEMENT = ("none", "pass", "no")


@register_bot("random")
class RandomBot(Bot):
    """Any legal action, uniformly."""

    def choose(self, decision: Decision) -> Action:
        return decision.rng.choice(decision.legal)


#: Strength needed to bid the lowest contract, and the step to each higher one.
BID_THRESHOLD = 0.46
BID_STEP = 0.15
HIGH_TRUMPS = sum(1 << c for c in range(71, 77))  #: trumps 16 … 21
SUIT_POINTS = (0,) * 10 + (1, 2, 3, 6)  #: by rank − 1: jack 1, cavalier 2, queen 3, king 6
#: the noise added to a game's evaluations, in score units per unit of ``noise``
EVALUATION_NOISE = 4.0


def mask_strength(hand: CardSet, players: int, hand_size: int | None = None) -> float:
    """A 0 … 1 measure of a hand for bidding, by the usual point count (trumps 2, high
    trumps 1 more, the 21 10, the excuse 8, a guarded petit 6 to 9, honours, long suits),
    scaled to an 18-card hand and divided by 100: about 0.46 and more is worth a take."""
    size = hand_size or hand.bit_count() or 1
    trumps = count(hand & TRUMP_MASK)
    points = 2 * trumps + count(hand & HIGH_TRUMPS)
    if hand >> MONDE & 1:
        points += 10
    if hand >> EXCUSE & 1:
        points += 8
    if hand >> PETIT & 1:
        points += 0 if trumps <= 4 else min(9, trumps + 1)
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        length = count(cards)
        points += sum(SUIT_POINTS[c % 14] for c in iter_cards(cards))
        if length >= 5:
            points += 2 * length - 5
    return max(0.0, min(1.0, points * 18 / size / 100))


def rungs_below(view: SeatView, offers: list[Bid]) -> int:
    """How many bids of the auction's ladder lie below the first one on offer: from the
    game's thresholds when it gives them (the offers are the top of its ladder), else the
    number of bids made so far (each a step higher)."""
    table = view.table
    if table is None:
        return 0
    if table.bid_thresholds:
        return max(0, len(table.bid_thresholds) - len(offers))
    return sum(1 for _, b in table.auction if b not in NO_ANNOUNCEMENT)


def hand_strength(view: SeatView) -> float:
    """:func:`mask_strength` of the seat's hand."""
    return mask_strength(view.hand, view.players)


@register_bot("easy")
class RuleBot(Bot):
    """The easy level: plain rules of thumb with a little randomness."""

    noise = 0.08
    threshold = BID_THRESHOLD  #: strength needed to bid (lower for players who play better)
    #: the strength between one bid and the next for the first raises (BID_STEP after them)
    raises: tuple[float, ...] = ()

    #: added to a game's own thresholds (``TableView.bid_thresholds``), measured with easy play
    game_shift = 0.0

    def bid_edges(self, levels: int, game: Sequence[float] = ()) -> list[float]:
        """The strength from which each of the first ``levels`` bids is aimed at: the game's
        own thresholds where it gives them, else the player's."""
        if game:
            edges = [t + self.game_shift for t in game[:levels]]
        else:
            edges = [self.threshold]
        for level in range(len(edges), levels):
            gap = self.raises[level - 1] if not game and level - 1 < len(self.raises) else BID_STEP
            edges.append(edges[-1] + gap)
        return edges

    def bid_level(self, strength: float, game: Sequence[float] = ()) -> int:
        """The highest bid (0: the lowest contract) a hand of ``strength`` aims at; −1: pass.
        A game's thresholds need not rise along its list of bids (a Besserrufer may pay
        before a Solo): the last bid of the list whose threshold the hand reaches, and past
        the list's end a step higher each."""
        edges = self.bid_edges(max(1, len(game)), game)
        level = max((i for i, edge in enumerate(edges) if strength >= edge), default=-1)
        if level == len(edges) - 1:
            while strength >= self.bid_edges(level + 2, game)[-1]:
                level += 1
        return level

    def choose(self, decision: Decision) -> Action:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        view = decision.view
        rng = decision.rng
        plays = [a for a in legal if type(a) is Play]
        if plays and len(plays) == len(legal):
            return self._play(view, plays, rng)
        bids = [a for a in legal if type(a) is Bid]
        if bids:
            return self._bid(view, bids, rng)
        calls = [a for a in legal if type(a) is Call]
        if calls:
            return self._call(view, calls, rng)
        takes = [a for a in legal if type(a) is Take]
        if takes:
            return self._take(view, takes, rng)
        discards = [a for a in legal if type(a) is Discard]
        if discards:
            return self._discard(view, discards)
        declares = [a for a in legal if type(a) is Declare]
        if declares:
            return self._declare(view, declares, plays, rng)
        ranked = self.ranked(decision) if view.table is None else []  # not a trick game
        return ranked[0] if ranked else rng.choice(legal)

    # --- games that evaluate positions (boards, solitaires) --------------------------------
    def ranked(self, decision: Decision) -> list[Action]:
        """The legal actions best first by the game's evaluation of the position each leads
        to (:meth:`GameState.evaluation`) in a sampled world, with a little noise; empty when
        the game offers no evaluation. The rollouts of medium and hard play by it too."""
        world = decision.sample_world(decision.rng)
        seat = decision.view.seat
        if world.evaluation(seat) is None:
            return []
        rng = decision.rng
        legal = list(decision.legal)
        values = {}
        for action in legal:
            after = world.clone()
            after.apply(action)
            values[action] = after.evaluation(seat) + rng.uniform(0.0, self.noise * EVALUATION_NOISE)
        return sorted(legal, key=lambda a: -values[a])

    # --- auction ----------------------------------------------------------------------
    def _bid(self, view: SeatView, bids: list[Bid], rng: random.Random) -> Action:
        strength = hand_strength(view) + rng.uniform(-self.noise, self.noise)
        passing = [b for b in bids if b.name in NO_ANNOUNCEMENT]
        offers = [b for b in bids if b.name not in NO_ANNOUNCEMENT]
        if not offers:
            return passing[0]
        level = self.bid_level(strength, view.table.bid_thresholds if view.table else ())
        if level < 0 and passing:
            return passing[0]
        # stronger hands aim higher; the bids on offer start above the ones already made
        made = rungs_below(view, offers)
        if level < made and passing:
            return passing[0]
        return offers[min(max(level - made, 0), len(offers) - 1)]

    def _call(self, view: SeatView, calls: list[Call], rng: random.Random) -> Action:
        hand = view.hand
        others = [c for c in calls if not (hand >> c.card & 1)]
        pool = others or calls
        # call in the suit where we hold the most cards (the partner helps there); a trump:
        # the highest we lack
        return max(pool, key=lambda c: (count(hand & SUIT_MASKS[c.card // 14]) if c.card < 56 else c.card,
                                        rng.random()))

    @staticmethod
    def _take(view: SeatView, takes: list[Take], rng: random.Random) -> Action:
        """The part of the talon that makes the strongest hand (the view's ``talon_parts``),
        counted at the hand's size after laying away as many cards."""
        parts = view.extra.get("talon_parts")
        if not parts:
            return rng.choice(takes)
        size = view.hand.bit_count()

        def strength(a: Take) -> float:
            if not 0 <= a.part < len(parts):
                return -1.0
            return mask_strength(view.hand | sum(1 << c for c in parts[a.part]), view.players, size)

        return max(takes, key=strength)

    def _discard(self, view: SeatView, discards: list[Discard]) -> Action:
        hand = view.hand
        values = view.table.card_values if view.table and view.table.card_values else None

        def cost(a: Discard) -> tuple:
            c = a.card
            suit_len = count(hand & SUIT_MASKS[c // 14]) if c < 56 else 99
            value = values[c] if values else rank_of(c)
            # lay away short suits (to cut them) but keep points: cheap cards first
            return (c >= 56, value, suit_len, c)

        return min(discards, key=cost)

    def _declare(self, view: SeatView, declares: list[Declare], plays: list[Play],
                 rng: random.Random) -> Action:
        shows = [d for d in declares if d.name not in NO_ANNOUNCEMENT and d.cards]
        if shows:  # poignées and the like: show the largest one on offer
            return max(shows, key=lambda d: count(d.cards))
        if plays:
            return self._play(view, plays, rng)
        quiet = [d for d in declares if d.name in NO_ANNOUNCEMENT]
        if quiet and hand_strength(view) < 0.95:
            return quiet[0]
        return declares[0]

    # --- play --------------------------------------------------------------------------
    def _play(self, view: SeatView, plays: list[Play], rng: random.Random) -> Action:
        table = view.table
        if table is None or table.rules is None:
            return rng.choice(plays)
        rules = table.rules
        values = table.card_values or tuple(1 for _ in range(78))
        trick = [c for _, c in table.trick]
        seats = [s for s, _ in table.trick]

        def cheap(a: Play) -> tuple:
            c = a.card
            return (values[c], c == EXCUSE, (rules.trumps >> c) & 1, rules.power[c], c)

        if table.goal == "avoid":
            return self._duck(plays, trick, rules)
        if not trick:
            return self._lead(view, plays, cheap, rng)
        me = view.seat
        winner_seat = seats[table.winning] if table.winning is not None else None
        friend_winning = winner_seat is not None and self.friends(view, me, winner_seat)
        winners = [a for a in plays if rules.winner_index(trick + [a.card]) == len(trick)]
        last_to_play = len(trick) == view.players - 1
        if friend_winning:
            # give points to a partner who is winning, if it will hold
            non_winners = [a for a in plays if a not in winners] or plays
            if last_to_play:
                return max(non_winners, key=lambda a: (values[a.card], -rules.power[a.card]))
            return min(non_winners, key=cheap)
        if winners:
            return min(winners, key=lambda a: ((rules.trumps >> a.card) & 1, rules.power[a.card], values[a.card]))
        return self._excuse(view, plays) or min(plays, key=cheap)

    @staticmethod
    def _excuse(view: SeatView, plays: list[Play]) -> Play | None:
        """The excuse, when it may be played and the deal nears its end (kept to the last
        trick it would change sides)."""
        table = view.table
        free = [a for a in plays if (table.rules.free >> a.card) & 1]
        if free and table.tricks_total - table.tricks_played <= 3:
            return free[0]
        return None

    @staticmethod
    def _duck(plays: list[Play], trick: list[int], rules) -> Action:
        """Nullo games: lose the trick with the strongest card that still loses it; lead the
        weakest card; when every card wins, win with the weakest."""
        def strength(a: Play) -> tuple:
            return ((rules.trumps >> a.card) & 1, rules.power[a.card], a.card)

        if not trick:
            return min(plays, key=strength)
        losers = [a for a in plays if rules.winner_index(trick + [a.card]) != len(trick)]
        return max(losers, key=strength) if losers else min(plays, key=strength)

    def _lead(self, view: SeatView, plays: list[Play], cheap, rng: random.Random) -> Action:
        table = view.table
        rules = table.rules
        hand = view.hand
        suits = [a for a in plays if a.card < 56]
        kings = [a for a in suits if rank_of(a.card) == 14]
        trumps = [a for a in plays if (rules.trumps >> a.card) & 1 and a.card != PETIT]
        if view.seat == table.declarer and len(trumps) >= 6:
            return trumps[0]  # the taker draws the defenders' trumps with its low ones
        if kings and rng.random() < 0.7:
            return kings[0]
        excuse = self._excuse(view, plays)
        if excuse is not None:
            return excuse
        if suits:
            # lead low from the longest suit
            return min(suits, key=lambda a: (-count(hand & SUIT_MASKS[a.card // 14]), rules.power[a.card]))
        return min(plays, key=cheap)

    @staticmethod
    def friends(view: SeatView, me: int, other: int) -> bool:
        """Whether ``me`` plays with ``other`` as far as its view tells (:func:`known_sides`:
        a hidden partner is one of the defenders' own; the playouts model the other seats so)."""
        table = view.table
        if table.declarer is None:
            return False
        sides = known_sides(view.players, table.declarer, table.partners)
        return sides[me] == sides[other]
