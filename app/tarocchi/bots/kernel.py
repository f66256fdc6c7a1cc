"""A fast playout kernel for trick play, over bit masks.

The readable rules live in :mod:`tarocchi.engine.tricks`; this module repeats the same
rules (follow suit, trump, over-trump, the excuse) with precomputed tables so that a
playout of a whole deal costs tens of microseconds. ``tests/test_kernel.py`` checks it
against the engine: same legal cards, same trick winners, same card points.

A card's *key* under a led suit orders the cards that can win: led-suit cards by their
power, trumps above them all, every other card −1. The winner of a trick is the card with
the highest key. Card points go to the winner's side, except the excuse (when it excuses),
which stays with its owner's side against a low card (one unit), and at the last trick
goes to the other side, unless its side won every other trick and leads the excuse to the
last one: then the excuse wins that trick.
With the rules' ``excuse_returns`` (Talon's wild fool) it always goes back to its
owner's side and never wins.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from tarocchi.engine.cards import BITS, SUIT_MASKS, CardSet, cards_of
from tarocchi.engine.protocol import GameState
from tarocchi.engine.tricks import PlayOutcome, TrickRules

NO_SUIT = 4  #: the "led suit" when a trump (or nothing but the excuse) was led
TRUMP_KEY = 100  #: keys of trumps start here, above every suit card
#: an exact search with a deadline looks at the clock every this many positions (a leaf
#: scored by a game's rebuilt ``_finish`` costs about a playout)
CLOCK_NODES = 32
#: the whole numbers as floats (a float times a float is quicker than a float times an int)
FLOATS = tuple(float(k) for k in range(80))
_TABLES: dict[tuple[TrickRules, tuple[int, ...]], "Tables"] = {}


@lru_cache(maxsize=None)
def _lowest_power(power: tuple[int, ...]) -> tuple[int, ...]:
    """For every holding of one suit (a 14-bit mask of ranks), the rank of lowest power in
    it (``power``: the 14 ranks' powers); built from the holding without its lowest rank."""
    table = [0] * (1 << 14)
    for holding in range(1, 1 << 14):
        low = holding & -holding
        rank = low.bit_length() - 1
        rest = holding ^ low
        if rest and power[table[rest]] < power[rank]:
            rank = table[rest]
        table[holding] = rank
    return tuple(table)


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
    #: cheapest[suit][holding]: the card of lowest power among ``holding``, the suit's cards
    #: as a 14-bit mask (bit r: the card ``14 * suit + r``)
    cheapest: tuple[tuple[int, ...], ...]
    by_value: tuple[CardSet, ...]  #: the cards grouped by value, most valuable first
    trick_values: tuple[int, ...]  #: ``values`` with the free excuse at 0 (its points go apart)
    excuse: int  #: the free card (the excuse, when it excuses), −1 if there is none
    #: by led suit, for the playout loop: the cards' keys, the cards beating each key, the
    #: cards that follow and the table of the cheapest of them
    by_led: tuple[tuple[tuple[int, ...], tuple[CardSet, ...], CardSet, tuple[int, ...]], ...]

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
        assert rules.free & (rules.free - 1) == 0, "at most one free card"
        trump_keys = [keys[NO_SUIT][c] for c in range(78) if suit_of[c] == NO_SUIT]
        # the cheapest winning trump is the lowest one (greedy_card relies on it)
        assert trump_keys == sorted(trump_keys), "trumps must rank in the order of their ids"
        cheapest = tuple(
            tuple(14 * suit + r for r in _lowest_power(tuple(power[14 * suit:14 * suit + 14])))
            for suit in range(4))
        by_value = tuple(sum(1 << c for c in range(78) if values[c] == v)
                         for v in sorted(set(values), reverse=True))
        return Tables(rules, values, rules.trumps, rules.free, rules.overtrump, suit_of,
                      tuple(keys), above, beats, rules.excuse_returns, plain, unit, excuse_value,
                      sum(1 << c for c in range(78) if suit_of[c] == NO_SUIT and values[c] == unit),
                      sum(1 << c for c in range(78) if suit_of[c] == NO_SUIT and values[c] > unit),
                      cheapest, by_value,
                      tuple(0 if suit_of[c] < 0 else values[c] for c in range(78)),
                      rules.free.bit_length() - 1,
                      tuple((keys[led], beats[led], SUIT_MASKS[led] if led < 4 else 0,
                             cheapest[led] if led < 4 else ()) for led in range(5)))

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


class SolveBudgetSpent(Exception):
    """An exact search visited all the positions it was allowed."""


class Kernel:
    """Trick play from a position: hands, the trick so far, whose turn, and the sides.

    ``side[seat]`` numbers the teams (the declarer's side 0, the others 1 where a game has
    a declarer; each seat its own side otherwise). Points are in the game's card units.

    The playout policy asks ``mates[seat][other]``: does ``seat`` play with ``other`` as far
    as it knows. With a secret partner (``beliefs``, ``PlayPosition.beliefs``) a seat that
    does not know him plays by its own sides until the ``reveal`` card is played; the
    points always go by the true ``side``.

    The playouts lead a random card among a side's sensible leads (``leads``): the
    declarer's side its low trumps, the defence its suit cards; with ``trump_leads``
    (``PlayPosition.trump_leads``) a seat of the declarer's side leads trumps only while it
    holds that many, else its suit cards.
    """

    __slots__ = ("t", "n", "hands", "trick", "seats", "to_move", "side", "points", "tricks_left",
                 "won_all", "leads", "won", "last", "before_last", "third_last", "avoid",
                 "straw", "tops", "taken", "taken_last", "mates", "reveal", "trump_leads", "smear",
                 "safe")

    def __init__(self, tables: Tables, hands: list[CardSet], trick: list[int], seats: list[int],
                 to_move: int, side: Sequence[int], tricks_left: int,
                 won_all: Sequence[bool] | None = None, declarer: bool = False, avoid: bool = False,
                 straw: Sequence[Sequence[int]] = (), taken: CardSet = 0, taken_last: CardSet = -1,
                 beliefs: Sequence[Sequence[int]] = (), reveal: int = -1, trump_leads: int = 0):
        self.t = tables
        self.n = len(hands)
        self.hands = hands
        self.trick = trick
        self.seats = seats
        self.to_move = to_move
        self.side = tuple(side)
        self.points = [0] * (max(self.side) + 1)
        self.won = [0] * len(self.points)  #: per side, the cards it won from here
        #: the last three complete tricks as (cards, winning side, card led), for the scorers
        self.last: tuple[CardSet, int, int] | None = None
        self.before_last: tuple[CardSet, int, int] | None = None
        self.third_last: tuple[CardSet, int, int] | None = None
        self.tricks_left = tricks_left  #: tricks not yet complete, the current one included
        #: per side: has it won every trick so far (for the excuse at the last trick)
        self.won_all = list(won_all) if won_all is not None else [True] * len(self.points)
        #: per side, the cards it prefers to lead: the declarer's side its low trumps (to
        #: draw the others'), the defence its suit cards
        self.leads = (tables.low_trumps, ~tables.trumps) if declarer else (-1,) * len(self.points)
        self.avoid = avoid  #: every seat shuns tricks (a misère): the playouts duck
        #: straw men (``PlayPosition.straw``): each face-up straw card (playable, so in its
        #: owner's hand) → the cards beneath it, top first; shared between copies and replaced,
        #: never changed, when a card is turned up
        self.straw: dict[int, tuple[int, ...]] = {pile[0]: tuple(pile[1:]) for pile in straw if pile}
        self.tops = sum(1 << c for c in self.straw)  #: the face-up straw cards
        self.taken = taken  #: straw cards taken into the hand when turned up (the others stay face up)
        #: the same for a pile's last card (Scarecrow: every one; Talon: as the others)
        self.taken_last = taken_last
        #: per seat, which seats it plays with as far as it knows (the true sides once the
        #: ``reveal`` card is played, −1: every seat knows them)
        self.mates = mates_of(self.side, tuple(tuple(b) for b in beliefs))
        self.reveal = reveal if beliefs else -1
        #: the playouts give a partner who holds the trick their most valuable card wherever
        #: only partners are still to play to it (:meth:`smear_safe_tricks`), not only as the
        #: last to play
        self.smear = False
        self.safe = safe_after(self.mates, False)
        #: the declarer's side leads trumps only from this many in hand (0: always)
        self.trump_leads = trump_leads if declarer else 0

    @staticmethod
    def from_world(world: GameState) -> "Kernel | None":
        """The kernel for a full world in its play phase (None unless the rest of the play is
        plain trick play: ``TableView.plain_play``, the goal "points", or "avoid" where every
        seat plays for itself)."""
        position = world.play_position() if world.to_move is not None else None
        if position is None or position.rules is None or not position.card_values \
                or not position.plain_play or not playable_goal(position.goal, position.declarer):
            return None
        side = position.sides
        won = [0] * (max(side) + 1)
        for s, k in enumerate(position.won_cards):
            won[side[s]] += k
        # a side has won every trick so far when the others hold at most the excuse
        won_all = [sum(won) - k <= (1 if position.rules.free else 0) for k in won]
        return Kernel(Tables.of(position.rules, position.card_values), list(position.hands),
                      [c for _, c in position.trick], [s for s, _ in position.trick], position.to_move,
                      side, position.tricks_left, won_all, position.declarer, position.goal == "avoid",
                      position.straw, position.straw_taken, position.straw_taken_last, position.beliefs,
                      position.reveal, position.trump_leads)

    def copy(self) -> "Kernel":
        other = Kernel.__new__(Kernel)
        other.t, other.n, other.side = self.t, self.n, self.side
        other.hands, other.trick, other.seats = list(self.hands), list(self.trick), list(self.seats)
        other.to_move, other.points, other.tricks_left = self.to_move, list(self.points), self.tricks_left
        other.won_all = list(self.won_all)
        other.leads = self.leads
        other.won, other.last, other.before_last = list(self.won), self.last, self.before_last
        other.third_last = self.third_last
        other.avoid = self.avoid
        other.straw, other.tops, other.taken = self.straw, self.tops, self.taken
        other.taken_last = self.taken_last
        other.mates, other.reveal = self.mates, self.reveal
        other.trump_leads = self.trump_leads
        other.smear, other.safe = self.smear, self.safe
        return other

    def smear_safe_tricks(self) -> None:
        """From now on the playouts give a partner who holds the trick the most valuable card
        wherever no opponent is still to play to it (by default only the last to play does)."""
        self.smear = True
        self.safe = safe_after(self.mates, True)

    def cards_left(self) -> int:
        """The cards still to be played: the hands' and those beneath the straw men."""
        return sum(h.bit_count() for h in self.hands) + sum(len(rest) for rest in self.straw.values())

    def _turn_up(self, seat: int, card: int) -> int:
        """``seat`` played the face-up straw card ``card``: turn up the cards beneath it, each
        into the hand (playable), until one that is not taken (``taken``, or ``taken_last``
        for the pile's last card) stays face up, also in the hand. Returns the face-up straw
        cards now."""
        straw = dict(self.straw)
        rest = straw.pop(card)
        tops = self.tops & ~(1 << card)
        hand = self.hands[seat]
        while rest:
            top = rest[0]
            hand |= 1 << top
            rest = rest[1:]
            if not (self.taken if rest else self.taken_last) >> top & 1:
                straw[top] = rest
                tops |= 1 << top
                break
        self.hands[seat] = hand
        self.straw, self.tops = straw, tops
        return tops

    def outcome(self) -> PlayOutcome:
        """The play from the kernel's start to here, for a game's outcome scorer."""
        return PlayOutcome(self.points, self.won, self.won_all, self.last, self.before_last,
                           self.third_last)

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
        if self.tops >> card & 1:
            self._turn_up(seat, card)
        self.trick.append(card)
        self.seats.append(seat)
        if card == self.reveal:  # the secret partner shows: every seat knows the sides
            self.mates, self.reveal = mates_of(self.side), -1
            self.safe = safe_after(self.mates, self.smear)
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
            slam_lead = self.tricks_left == 0 and self.won_all[own] and t.suit_of[self.trick[0]] < 0 \
                and not t.excuse_returns
            if slam_lead:
                winner = owner  # led by a side that won every other trick: the excuse wins the last
            self.won[self._excuse(own, side[winner], self.tricks_left > 0 or slam_lead)] |= mask & t.free
        ws = side[winner]
        self.points[ws] += total
        self.won[ws] |= mask & ~t.free
        won_all = self.won_all
        for s in range(len(won_all)):
            if s != ws:
                won_all[s] = False
        self.third_last, self.before_last = self.before_last, self.last
        self.last = (mask, ws, self.trick[0])
        self.trick = []
        self.seats = []
        self.to_move = winner

    def _excuse(self, own: int, winner_side: int, stays: bool) -> int:
        """The excuse stays with its side against a low card when ``stays``: before the last
        trick, or when it won the last, led by a side that won every other one; otherwise (at
        the last trick) it goes to the other side. With ``excuse_returns`` it always goes back
        to its side, nothing given in exchange. Returns the side that keeps it."""
        points, value = self.points, self.t.excuse_value
        if self.t.excuse_returns:
            points[own] += value
            return own
        if stays:
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
        appended to ``log`` when given.

        This loop is the search's inner loop, so it repeats :meth:`legal`, :meth:`play`,
        :meth:`_close` and :func:`greedy_card` inlined, over local variables, and spares
        big-integer operations where a small one does (who holds the excuse is a seat, not
        a mask test): each saved operation is a percent or two of a playout.
        ``tests/test_kernel.py`` checks that it plays exactly as they do. A trick is
        played in two steps: the lead (and, after the excuse led, the next card, which
        sets the suit), then the cards that follow."""
        t = self.t
        keys, suit_of, worth, side = t.keys, t.suit_of, t.trick_values, self.side
        trumps, free, overtrump, above, beats = t.trumps, t.free, t.overtrump, t.above, t.beats
        not_trumps, not_valuable = ~t.trumps, ~t.valuable_trumps
        plain, low_trumps, by_value = t.plain, t.low_trumps, t.by_value
        by_led = t.by_led
        hands, n, leads, avoid = self.hands, self.n, self.leads, self.avoid
        points, won, won_all = self.points, self.won, self.won_all
        sides = range(len(points))
        streaks = True in won_all  #: some side may still win every trick
        excuse = t.excuse
        mates, reveal = self.mates, self.reveal
        smear, safe = self.smear, self.safe
        draw = self.trump_leads  #: the declarer's side leads trumps only from this many
        holder = -1  #: the seat holding the excuse
        if excuse >= 0:
            for s in range(n):
                if hands[s] >> excuse & 1:
                    holder = s
                    break
        rand = rng.random
        random_only = eps >= 1.0
        logging = log is not None
        last_to_play = n - 1
        after, followers = _seats(n)
        marked = _marked(excuse, reveal, logging)
        bits = BITS
        floats = FLOATS
        seat, left, last, before_last = self.to_move, self.tricks_left, self.last, self.before_last
        third_last = self.third_last
        tops = self.tops  #: face-up straw cards: playing one turns up the next
        while left:
            owner = -1  #: who played the excuse to this trick
            if self.trick:  # finish the trick in progress
                led, best, win = self.led_and_best()
                win_seat = self.seats[win]
                mask = total = 0
                for s, c in zip(self.seats, self.trick):
                    mask |= bits[c]
                    total += worth[c]
                    if c == excuse:
                        owner = s
                first = self.trick[0]
                i = len(self.trick)
                self.trick, self.seats = [], []
            else:
                led = best = first = -1
                win_seat = seat
                mask = total = i = 0
            while led < 0 and i < n:  # the lead, and the card after the excuse led
                hand = legal = hands[seat]
                choices = legal.bit_count()
                if choices == 1:
                    card = legal.bit_length() - 1
                else:
                    if not random_only:  # a random card among the sensible leads
                        if draw and not side[seat] and (hand & trumps).bit_count() < draw:
                            legal = legal & not_trumps or legal  # too few trumps to draw
                        else:
                            legal = legal & leads[side[seat]] or legal
                        choices = legal.bit_count()
                    # the k-th lowest card, k = int(x): in the lower half, drop k cards from
                    # the bottom; in the upper half, the highest cards above it, one for each
                    # whole number from x to the count (counting floats by 1.0 is exact, and
                    # cheaper than int() and range())
                    x = rand() * floats[choices]
                    if x + x < floats[choices]:
                        while x >= 1.0:
                            legal &= legal - 1
                            x -= 1.0
                        card = (legal & -legal).bit_length() - 1
                    else:
                        top = floats[choices - 1]
                        while top > x:
                            legal ^= bits[legal.bit_length() - 1]
                            top -= 1.0
                        card = legal.bit_length() - 1
                bit = bits[card]
                hands[seat] = hand ^ bit
                if tops and bit & tops:
                    tops = self._turn_up(seat, card)
                    if excuse >= 0 and hands[seat] >> excuse & 1:
                        holder = seat
                mask |= bit
                total += worth[card]
                if first < 0:
                    first = card
                if marked[card]:
                    if card == excuse:
                        owner, holder = seat, -1
                    if card == reveal:
                        mates, reveal = mates_of(side), -1
                        safe = safe_after(mates, smear)
                        marked = _marked(excuse, -1, logging)
                    if logging:
                        log.append(card)
                led = suit_of[card]
                if led >= 0:
                    best, win_seat = keys[led][card], seat
                seat = after[seat]
                i += 1
            if i < n:  # the cards that follow
                key_of, beaten, follow, ranks = by_led[led]
                for i in followers[i]:
                    hand = hands[seat]
                    legal = hand & follow
                    if not legal:
                        legal = hand & trumps
                        if not legal:
                            legal = hand
                        elif overtrump and best >= TRUMP_KEY:
                            legal = legal & above[best + 1] or legal
                    if seat == holder:
                        legal |= free
                    choices = legal.bit_count()
                    if choices == 1:
                        card = legal.bit_length() - 1
                    elif random_only or rand() < eps:  # a random card, as at the lead
                        x = rand() * floats[choices]
                        if x + x < floats[choices]:
                            while x >= 1.0:
                                legal &= legal - 1
                                x -= 1.0
                            card = (legal & -legal).bit_length() - 1
                        else:
                            top = floats[choices - 1]
                            while top > x:
                                legal ^= bits[legal.bit_length() - 1]
                                top -= 1.0
                            card = legal.bit_length() - 1
                    elif avoid:  # every seat shuns the trick
                        card = duck_card(t, legal, led, best)
                    else:  # greedy_card
                        winners = legal & beaten[best + 1]
                        friend = mates[seat][win_seat]
                        if winners and not friend:
                            if i < last_to_play:
                                winners = winners & not_valuable or winners
                            following = winners & follow
                            if following:
                                card = ranks[following >> 14 * led]
                            else:
                                card = (winners & -winners).bit_length() - 1
                        elif friend and safe[seat][last_to_play - i]:
                            rest = legal ^ winners  # (winners are legal cards)
                            rest = rest & not_trumps or rest or legal
                            for cards in by_value:
                                if rest & cards:
                                    rest &= cards
                                    break
                            card = (rest & -rest).bit_length() - 1
                        else:
                            losers = legal ^ winners or legal
                            cheap = losers & plain or losers & low_trumps or losers & not_trumps or losers
                            card = (cheap & -cheap).bit_length() - 1
                    bit = bits[card]
                    hands[seat] = hand ^ bit
                    if tops and bit & tops:
                        tops = self._turn_up(seat, card)
                        if excuse >= 0 and hands[seat] >> excuse & 1:
                            holder = seat
                    mask |= bit
                    total += worth[card]
                    if marked[card]:
                        if card == excuse:
                            owner, holder = seat, -1
                        if card == reveal:
                            mates, reveal = mates_of(side), -1
                            safe = safe_after(mates, smear)
                            marked = _marked(excuse, -1, logging)
                        if logging:
                            log.append(card)
                    key = key_of[card]
                    if key > best:
                        best, win_seat = key, seat
                    seat = after[seat]
            # close the trick (as _close does)
            left -= 1
            winner = win_seat
            if owner >= 0:
                own = side[owner]
                slam_lead = not left and won_all[own] and first == excuse \
                    and not t.excuse_returns
                if slam_lead:
                    winner = owner  # led by a side that won every other trick: the excuse wins the last
                ws = side[winner]
                won[self._excuse(own, ws, left > 0 or slam_lead)] |= free
                won[ws] |= mask ^ free
            else:
                ws = side[winner]
                won[ws] |= mask
            points[ws] += total
            if streaks:
                for s in sides:
                    if s != ws:
                        won_all[s] = False
                streaks = won_all[ws]
            if left < 3:  # the scorers look at the last three tricks only
                third_last, before_last, last = before_last, last, (mask, ws, first)
            seat = winner
        self.to_move, self.tricks_left, self.last, self.before_last = seat, left, last, before_last
        self.third_last = third_last
        self.mates, self.reveal, self.safe = mates, reveal, safe
        return points

    # --- exact search --------------------------------------------------------------------
    def solve(self, side: int, alpha: float = -1e9, beta: float = 1e9,
              leaf: "Callable[[Kernel], float] | None" = None, nodes: list[int] | None = None,
              deadline: float | None = None) -> float:
        """The value for ``side`` of the rest of the play with perfect play by everyone who
        can see every hand (two sides: ``side`` maximises, the other minimises), by
        alpha-beta; the value is ``leaf(kernel)`` at the end, the side's points without it.
        ``nodes`` (one number in a list) is the positions the search may still visit, counted
        down: :class:`SolveBudgetSpent` when none are left, or when the clock
        (``time.monotonic``) has passed ``deadline``, looked at every ``CLOCK_NODES`` positions."""
        if nodes is not None:
            nodes[0] -= 1
            if nodes[0] < 0 or (deadline is not None and not nodes[0] % CLOCK_NODES
                                and time.monotonic() >= deadline):
                raise SolveBudgetSpent()
        if not self.tricks_left:
            return leaf(self) if leaf is not None else self.points[side]
        maximise = self.side[self.to_move] == side
        best = -1e9 if maximise else 1e9
        for card in ordered_moves(self):
            child = self.copy()
            child.play(card)
            value = child.solve(side, alpha, beta, leaf, nodes, deadline)
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


@lru_cache(maxsize=512)
def _marked(excuse: int, reveal: int, logging: bool) -> tuple[bool, ...]:
    """For each card, whether the playout loop looks at it when it is played: the excuse,
    the card that shows the secret partner, and every card when the play is logged."""
    return tuple(logging or c == excuse or c == reveal for c in range(78))


@lru_cache(maxsize=None)
def _seats(n: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For ``n`` seats: each seat's next one, and for each place in a trick the places from
    it on (``range(i, n)``, kept)."""
    return tuple(range(1, n)) + (0,), tuple(tuple(range(i, n)) for i in range(n + 1))


@lru_cache(maxsize=256)
def mates_of(side: tuple[int, ...], beliefs: tuple[tuple[int, ...], ...] = ()) -> tuple[tuple[bool, ...], ...]:
    """``mates[seat][other]``: whether ``seat`` plays with ``other``, by each seat's own
    sides (``beliefs``) where given, else by ``side``."""
    return tuple(tuple(sides[seat] == sides[other] for other in range(len(side)))
                 for seat, sides in enumerate(beliefs or (side,) * len(side)))


@lru_cache(maxsize=256)
def safe_after(mates: tuple[tuple[bool, ...], ...], smear: bool) -> tuple[tuple[bool, ...], ...]:
    """``safe[seat][k]``: whether a trick a partner of ``seat`` holds is safe when ``k`` more
    seats are to play after ``seat`` (the seats after it in turn): with ``smear``, all of
    them are its partners (as it knows them); without, only when none is (``k`` 0)."""
    n = len(mates)
    return tuple(tuple(k == 0 or (smear and all(mates[seat][(seat + j) % n] for j in range(1, k + 1)))
                       for k in range(n)) for seat in range(n))


def greedy_card(t: Tables, legal: CardSet, led: int, best: int, friend: bool, last: bool) -> int:
    """The cheap policy's card when suit ``led`` was led: win with the cheapest winning card
    when an opponent holds the trick (a valuable trump only as the last to play); otherwise
    give the cheapest card, or the most valuable one to a partner who holds the trick when
    playing last (the lowest such card when several are worth as much).

    The cheapest winner is the led suit's card of lowest power (a table lookup), else the
    lowest trump; the most valuable card is the lowest one of the highest value present."""
    winners = legal & t.beats[led][best + 1]
    if winners and not friend:
        if not last:
            winners = winners & ~t.valuable_trumps or winners
        following = winners & SUIT_MASKS[led] if led < 4 else 0
        if following:
            return t.cheapest[led][following >> 14 * led]
        return (winners & -winners).bit_length() - 1
    if friend and last:
        rest = legal & ~winners & ~t.trumps or legal & ~winners or legal
        for cards in t.by_value:
            if rest & cards:
                rest &= cards
                return (rest & -rest).bit_length() - 1
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


def playable_goal(goal: str, declarer: bool) -> bool:
    """Whether the kernel plays a deal with this goal (``TableView.goal``): card points won,
    or shunned by players who each play for themselves (no ``declarer``)."""
    return goal == "points" or (goal == "avoid" and not declarer)


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
