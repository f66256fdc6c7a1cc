"""A fast playout kernel for trick play, over bit masks.

The readable rules live in :mod:`tarocchi.engine.tricks`; this module repeats the same
rules (follow suit, trump, over-trump, the excuse) with precomputed tables so that a
playout of a whole deal costs tens of microseconds. ``tests/test_kernel.py`` checks it
against the engine: same legal cards, same trick winners, same card points.

A card's *key* under a led suit orders the cards that can win: led-suit cards by their
power, trumps above them all, every other card −1. The winner of a trick is the card with
the highest key. Card points go to the winner's side, except the excuse (when it excuses),
which stays with its owner's side against a low card (one unit), and at the last trick
goes to the other side unless its side won every other trick; with the rules'
``excuse_returns`` (Talon's wild fool) it simply goes back to its owner's side.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from tarocchi.engine.cards import SUIT_MASKS, CardSet, cards_of
from tarocchi.engine.protocol import GameState
from tarocchi.engine.tricks import PlayOutcome, TrickRules

NO_SUIT = 4  #: the "led suit" when a trump (or nothing but the excuse) was led
TRUMP_KEY = 100  #: keys of trumps start here, above every suit card
_TABLES: dict[tuple[TrickRules, tuple[int, ...]], "Tables"] = {}


@dataclass(frozen=True)
class Tables:
    """Precomputed tables for one set of trick rules and card values."""

    rules: TrickRules
    values: tuple[int, ...]
    trumps: CardSet
    free: CardSet
    overtrump: bool
    suit_of: tuple[int, ...]  #: 0 … 3, NO_SUIT for trumps, −1 for the free excuse
    keys: tuple[tuple[int, ...], ...]  #: keys[led suit][card]
    above: tuple[CardSet, ...]  #: above[key]: trumps whose key is higher
    beats: tuple[tuple[CardSet, ...], ...]  #: beats[led suit][key]: cards with a higher key
    excuse_returns: bool  #: the excuse always goes back to its owner (TrickRules.excuse_returns)
    plain: CardSet  #: suit cards of the lowest value (cheap discards)
    unit: int  #: the smallest card value (what a low card is worth)
    excuse_value: int  #: the value of the free excuse (0 if there is none)
    low_trumps: CardSet  #: trumps of the lowest value
    valuable_trumps: CardSet  #: trumps worth more (the petit …)

    @staticmethod
    def of(rules: TrickRules, values: Sequence[int]) -> "Tables":
        key = (rules, tuple(values))
        tables = _TABLES.get(key)
        if tables is None:
            tables = _TABLES[key] = Tables._build(rules, tuple(values))
        return tables

    @staticmethod
    def _build(rules: TrickRules, values: tuple[int, ...]) -> "Tables":
        power = rules.power
        suit_of = tuple(
            -1 if (rules.free >> c) & 1 else NO_SUIT if (rules.trumps >> c) & 1 else c // 14
            for c in range(78))
        keys = []
        for led in range(5):
            keys.append(tuple(
                TRUMP_KEY + power[c] if suit_of[c] == NO_SUIT
                else power[c] if suit_of[c] == led else -1
                for c in range(78)))
        n_keys = TRUMP_KEY + 24
        above = tuple(
            sum(1 << c for c in range(78) if suit_of[c] == NO_SUIT and keys[NO_SUIT][c] > k)
            for k in range(-1, n_keys))
        beats = tuple(
            tuple(sum(1 << c for c in range(78) if keys[led][c] > k) for k in range(-1, n_keys))
            for led in range(5))
        unit = min(values) if values else 1
        plain = sum(1 << c for c in range(78) if 0 <= suit_of[c] < 4 and values[c] == unit)
        excuse_value = sum(values[c] for c in range(78) if (rules.free >> c) & 1)
        return Tables(rules, values, rules.trumps, rules.free, rules.overtrump, suit_of,
                      tuple(keys), above, beats, rules.excuse_returns, plain, unit, excuse_value,
                      sum(1 << c for c in range(78) if suit_of[c] == NO_SUIT and values[c] == unit),
                      sum(1 << c for c in range(78) if suit_of[c] == NO_SUIT and values[c] > unit))

    def legal(self, hand: CardSet, led: int, best: int) -> CardSet:
        """Legal cards of ``hand`` when suit ``led`` (−1: nothing yet) was led and the
        best key so far is ``best``."""
        if led < 0:
            return hand
        if led < 4:
            follow = hand & SUIT_MASKS[led]
            if follow:
                return follow | (hand & self.free)
        trumps = hand & self.trumps
        if not trumps:
            return hand
        if self.overtrump and best >= TRUMP_KEY:
            higher = trumps & self.above[best + 1]
            if higher:
                return higher | (hand & self.free)
        return trumps | (hand & self.free)


class Kernel:
    """Trick play from a position: hands, the trick so far, whose turn, and the sides.

    ``side[seat]`` numbers the teams (the declarer's side 0, the others 1 where a game has
    a declarer; each seat its own side otherwise). Points are in the game's card units.
    """

    __slots__ = ("t", "n", "hands", "trick", "seats", "to_move", "side", "points", "tricks_left",
                 "won_all", "leads", "won", "last", "before_last", "avoid")

    def __init__(self, tables: Tables, hands: list[CardSet], trick: list[int], seats: list[int],
                 to_move: int, side: Sequence[int], tricks_left: int,
                 won_all: Sequence[bool] | None = None, declarer: bool = False, avoid: bool = False):
        self.t = tables
        self.n = len(hands)
        self.hands = hands
        self.trick = trick
        self.seats = seats
        self.to_move = to_move
        self.side = tuple(side)
        self.points = [0] * (max(self.side) + 1)
        self.won = [0] * len(self.points)  #: per side, the cards it won from here
        #: the last two complete tricks as (cards, winning side, card led), for the scorers
        self.last: tuple[CardSet, int, int] | None = None
        self.before_last: tuple[CardSet, int, int] | None = None
        self.tricks_left = tricks_left  #: tricks not yet complete, the current one included
        #: per side: has it won every trick so far (for the excuse at the last trick)
        self.won_all = list(won_all) if won_all is not None else [True] * len(self.points)
        #: per side, the cards it prefers to lead: the declarer's side its low trumps (to
        #: draw the others'), the defence its suit cards
        self.leads = (tables.low_trumps, ~tables.trumps) if declarer else (-1,) * len(self.points)
        self.avoid = avoid  #: every seat shuns tricks (a misère): the playouts duck

    @staticmethod
    def from_world(world: GameState) -> "Kernel | None":
        """The kernel for a full world in its play phase (None unless the rest of the play is
        plain trick play: ``TableView.plain_play``, the goal "points", or "avoid" where every
        seat plays for itself)."""
        seat = world.to_move
        if seat is None or world.phase != "play":
            return None
        views = [world.view(s) for s in world.seats()]
        table = views[seat].table
        if table is None or table.rules is None or not table.card_values or not table.plain_play \
                or not playable_goal(table):
            return None
        side = sides_of(views)
        won = [0] * (max(side) + 1)
        for s, k in enumerate(table.won_cards):
            won[side[s]] += k
        # a side has won every trick so far when the others hold at most the excuse
        won_all = [sum(won) - k <= (1 if table.rules.free else 0) for k in won]
        return Kernel(Tables.of(table.rules, table.card_values), [v.hand for v in views],
                      [c for _, c in table.trick], [s for s, _ in table.trick], seat, side,
                      table.tricks_total - table.tricks_played, won_all, table.declarer is not None,
                      table.goal == "avoid")

    def copy(self) -> "Kernel":
        other = Kernel.__new__(Kernel)
        other.t, other.n, other.side = self.t, self.n, self.side
        other.hands, other.trick, other.seats = list(self.hands), list(self.trick), list(self.seats)
        other.to_move, other.points, other.tricks_left = self.to_move, list(self.points), self.tricks_left
        other.won_all = list(self.won_all)
        other.leads = self.leads
        other.won, other.last, other.before_last = list(self.won), self.last, self.before_last
        other.avoid = self.avoid
        return other

    def outcome(self) -> PlayOutcome:
        """The play from the kernel's start to here, for a game's outcome scorer."""
        return PlayOutcome(self.points, self.won, self.won_all, self.last, self.before_last)

    # --- the rules -----------------------------------------------------------------------
    def led_and_best(self) -> tuple[int, int, int]:
        """(led suit or −1, best key, index of the winning card) of the current trick."""
        t = self.t
        led, best, win = -1, -1, 0
        for i, c in enumerate(self.trick):
            s = t.suit_of[c]
            if led < 0 and s >= 0:
                led = s
            if led >= 0 and t.keys[led][c] > best:
                best, win = t.keys[led][c], i
        return led, best, win

    def legal(self) -> CardSet:
        led, best, _ = self.led_and_best()
        return self.t.legal(self.hands[self.to_move], led, best)

    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to move; returns the trick's winner when it completes."""
        seat = self.to_move
        self.hands[seat] &= ~(1 << card)
        self.trick.append(card)
        self.seats.append(seat)
        if len(self.trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return None
        _, _, win = self.led_and_best()
        winner = self.seats[win]
        self._close(winner)
        return winner

    def _close(self, winner: int) -> None:
        t, side = self.t, self.side
        total = 0
        owner = -1
        mask = 0
        for c, s in zip(self.trick, self.seats):
            mask |= 1 << c
            if t.suit_of[c] < 0:
                owner = s
            else:
                total += t.values[c]
        self.tricks_left -= 1
        if owner >= 0:
            own = side[owner]
            if self.tricks_left == 0 and self.won_all[own] and not t.excuse_returns:
                winner = owner  # a side that won every other trick wins the last with the excuse
            self.won[self._excuse(own, side[winner])] |= mask & t.free
        ws = side[winner]
        self.points[ws] += total
        self.won[ws] |= mask & ~t.free
        won_all = self.won_all
        for s in range(len(won_all)):
            if s != ws:
                won_all[s] = False
        self.before_last = self.last
        self.last = (mask, ws, self.trick[0])
        self.trick = []
        self.seats = []
        self.to_move = winner

    def _excuse(self, own: int, winner_side: int) -> int:
        """The excuse stays with its side against a low card; at the last trick it goes to
        the other side, unless its side won that trick by winning every other one (with
        ``excuse_returns`` it simply goes back to its side). Returns the side that keeps it."""
        points, value = self.points, self.t.excuse_value
        if self.t.excuse_returns:
            points[own] += value
            return own
        if self.tricks_left > 0 or self.won_all[own]:
            points[own] += value
            if own != winner_side:
                points[own] -= self.t.unit
                points[winner_side] += self.t.unit
            return own
        if winner_side != own or len(points) != 2:
            points[winner_side] += value
            return winner_side
        points[1 - own] += value
        return 1 - own

    # --- playouts ------------------------------------------------------------------------
    def random_playout(self, rng: random.Random) -> list[int]:
        """Play to the end with uniformly random legal cards; returns the points per side."""
        return self.playout(rng, 1.0)

    def playout(self, rng: random.Random, eps: float = 0.1, log: list[int] | None = None) -> list[int]:
        """Play to the end with :func:`greedy_card`, or a random legal card with probability
        ``eps`` (and at every lead); returns the points per side. The cards played are
        appended to ``log`` when given. (The rules of :meth:`play` and :meth:`_close`,
        inlined: this loop is the search's inner loop.)"""
        t = self.t
        keys, suit_of, values, side = t.keys, t.suit_of, t.values, self.side
        trumps, free, overtrump, above = t.trumps, t.free, t.overtrump, t.above
        hands, n, leads, avoid = self.hands, self.n, self.leads, self.avoid
        points, won, won_all = self.points, self.won, self.won_all
        sides = range(len(points))
        rand = rng.random
        random_only = eps >= 1.0
        while self.tricks_left:
            seat = self.to_move
            mask = total = 0
            owner = first = -1
            if self.trick:  # finish the trick in progress
                led, best, win = self.led_and_best()
                win_seat = self.seats[win]
                for c, s in zip(self.trick, self.seats):
                    mask |= 1 << c
                    if suit_of[c] < 0:
                        owner = s
                    else:
                        total += values[c]
                first = self.trick[0]
                i = len(self.trick)
                self.trick, self.seats = [], []
            else:
                led = best = -1
                win_seat = seat
                i = 0
            while i < n:
                hand = hands[seat]
                if led < 0:
                    legal = hand
                else:
                    legal = hand & SUIT_MASKS[led] if led < 4 else 0
                    if legal:
                        legal |= hand & free
                    else:
                        legal = hand & trumps
                        if not legal:
                            legal = hand
                        else:
                            if overtrump and best >= TRUMP_KEY:
                                legal = legal & above[best + 1] or legal
                            legal |= hand & free
                if legal & (legal - 1) == 0:
                    card = legal.bit_length() - 1
                elif random_only or led < 0 or rand() < eps:
                    if led < 0 and not random_only:  # a random card among the sensible leads
                        legal = legal & leads[side[seat]] or legal
                    for _ in range(int(rand() * legal.bit_count())):
                        legal &= legal - 1
                    card = (legal & -legal).bit_length() - 1
                elif avoid:
                    card = duck_card(t, legal, led, best)
                else:
                    card = greedy_card(t, legal, led, best, side[win_seat] == side[seat], i == n - 1)
                bit = 1 << card
                hands[seat] = hand ^ bit
                mask |= bit
                if first < 0:
                    first = card
                suit = suit_of[card]
                if suit < 0:
                    owner = seat
                else:
                    total += values[card]
                    if led < 0:
                        led = suit
                if log is not None:
                    log.append(card)
                if led >= 0:
                    key = keys[led][card]
                    if key > best:
                        best, win_seat = key, seat
                seat = seat + 1 if seat + 1 < n else 0
                i += 1
            # close the trick as _close does, inlined: a call per trick costs a fifth of the
            # random playouts' speed (13k → 9k a second, bench_kernel.py)
            self.tricks_left -= 1
            winner = win_seat
            if owner >= 0:
                own = side[owner]
                if not self.tricks_left and won_all[own] and not t.excuse_returns:
                    winner = owner
                won[self._excuse(own, side[winner])] |= mask & free
            ws = side[winner]
            points[ws] += total
            won[ws] |= mask & ~free
            for s in sides:
                if s != ws:
                    won_all[s] = False
            self.before_last = self.last
            self.last = (mask, ws, first)
            self.to_move = winner
        return points

    # --- exact search --------------------------------------------------------------------
    def solve(self, side: int, alpha: float = -1e9, beta: float = 1e9,
              leaf: "Callable[[Kernel], float] | None" = None) -> float:
        """The value for ``side`` of the rest of the play with perfect play by everyone who
        can see every hand (two sides: ``side`` maximises, the other minimises), by
        alpha-beta; the value is ``leaf(kernel)`` at the end, the side's points without it."""
        if not self.tricks_left:
            return leaf(self) if leaf is not None else self.points[side]
        maximise = self.side[self.to_move] == side
        best = -1e9 if maximise else 1e9
        for card in ordered_moves(self):
            child = self.copy()
            child.play(card)
            value = child.solve(side, alpha, beta, leaf)
            if maximise:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best


def greedy_card(t: Tables, legal: CardSet, led: int, best: int, friend: bool, last: bool) -> int:
    """The cheap policy's card when suit ``led`` was led: win with the cheapest winning card
    when an opponent holds the trick (a valuable trump only as the last to play); otherwise
    give the cheapest card, or the most valuable one to a partner who holds the trick when
    playing last."""
    winners = legal & t.beats[led][best + 1]
    if winners and not friend:
        if not last:
            winners = winners & ~t.valuable_trumps or winners
        return min(cards_of(winners), key=t.keys[led].__getitem__)
    if friend and last:
        rest = legal & ~winners & ~t.trumps or legal & ~winners or legal
        return max(cards_of(rest), key=t.values.__getitem__)
    losers = legal & ~winners or legal
    cheap = losers & t.plain or losers & t.low_trumps or losers & ~t.trumps or losers
    return (cheap & -cheap).bit_length() - 1


def duck_card(t: Tables, legal: CardSet, led: int, best: int) -> int:
    """The policy when tricks are shunned: the strongest card that still loses the trick
    (the most valuable one when none follows), else the weakest winner."""
    winners = legal & t.beats[led][best + 1]
    keys, values = t.keys[led], t.values
    losers = legal & ~winners
    if losers:
        return max(cards_of(losers), key=lambda c: (keys[c], values[c], c))
    return min(cards_of(winners), key=keys.__getitem__)


def playable_goal(table) -> bool:
    """Whether the kernel plays a deal with this goal: card points won, or shunned by players
    who each play for themselves (no declarer)."""
    return table.goal == "points" or (table.goal == "avoid" and table.declarer is None)


def ordered_moves(k: Kernel) -> list[int]:
    """Legal cards, likely best first (winners by key, then the rest), for alpha-beta."""
    led, best, _ = k.led_and_best()
    cards = cards_of(k.t.legal(k.hands[k.to_move], led, best))
    if led >= 0:
        cards.sort(key=k.t.keys[led].__getitem__, reverse=True)
    return cards


def sides_of(views: Sequence) -> list[int]:
    """Teams from the seats' own views of a full world: the declarer and the partners each
    knows of are side 0, the others side 1; every seat its own side without a declarer."""
    table = views[0].table
    if table is None or table.declarer is None:
        return list(range(len(views)))
    team = {table.declarer}
    for v in views:
        if v.table is not None:
            team.update(v.table.partners)
    return [0 if s in team else 1 for s in range(len(views))]
