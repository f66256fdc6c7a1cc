"""A solver for La Pyramide: can this position still be cleared, and how?

It knows every card (face-down ones and the draw order too), as solitaire solvers do: it
answers "could this deal be won", it does not play fair. Depth-first search with moves made
and unmade in place, a memo of positions already shown to fail (a position is the height of
every stack, how many cards were drawn and whether a turned card waits: one int), safe moves
played without branching (a free trump 1 or 21 below the top), a counting bound (every low
pip left in the pyramid needs its own trump or the excuse) and moves ordered to keep trumps
for the low pips. A node budget makes it answer "unknown" instead of running for ever.

:func:`best_line` searches the same tree for the highest final score instead (with the same
budget), for the hint player when no clearing line exists.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tarocchi.engine.actions import Action, Draw, Pair
from tarocchi.engine.cards import EXCUSE, Card, is_trump, rank_of
from tarocchi.engine.games.la_pyramide import (
    PARTNERS, POINTS, PYRAMID_BONUS, TOP_BONUS, Pyramide, alone, is_free, may_pair,
)

GOALS = ("clear", "top")
DEFAULT_NODES = 2_000_000

#: Low pips (1 … 6) pair only with a trump 2 … 20 or the excuse (the helpers).
LOW_PIPS = sum(1 << c for c in range(56) if rank_of(c) <= 6)
HELPERS = sum(1 << c for c in range(57, 76)) | 1 << EXCUSE
#: The other suit cards pair with each other by value: (courts, pips) of king + 7 … jack + 10.
GROUPS = tuple(
    (sum(1 << c for c in range(56) if rank_of(c) == court),
     sum(1 << c for c in range(56) if rank_of(c) == 21 - court))
    for court in (14, 13, 12, 11)
)


class OutOfBudget(Exception):
    pass


@dataclass
class Solution:
    """The answer: ``solvable`` is None when the budget ran out first."""

    solvable: bool | None
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    goal: str = "clear"
    score: int | None = None  #: for best_line: the final score the line reaches

    def as_json(self) -> dict:
        out = {
            "solvable": self.solvable,
            "answer": {True: "yes", False: "no", None: "unknown"}[self.solvable],
            "goal": self.goal,
            "line": [a.notation() for a in self.line],
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }
        if self.score is not None:
            out["score"] = self.score
        return out


def _move_order(a: Card, b: Card | None) -> int:
    """Lower first: captures that spend no trump, then trumps on low pips, excuse last."""
    if b is None:
        return 0
    if a == EXCUSE or b == EXCUSE:
        return 5
    ta, tb = is_trump(a), is_trump(b)
    if ta and tb:
        return 2
    if ta or tb:
        suit = b if ta else a
        return 3 if rank_of(suit) <= 6 else 4
    return 1


class Search:
    """A position of a game, changed and restored in place by the search."""

    def __init__(self, state: Pyramide, max_nodes: int = DEFAULT_NODES,
                 seconds: float | None = None):
        self.geo = state.geo
        self.stacks = state.stacks
        self.draw_order = state.draw_order
        self.heights = list(state.heights)
        self.deck_pos = state.deck_pos
        self.drawn = state.drawn
        self.over = state.over
        self.adjacent = state.adjacent
        self.max_nodes = max_nodes
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes = 0
        self.failed: set[int] = set()
        self.n = self.geo.n_stacks
        # every card's place: stack index, or -1 for the draw deck
        self.pyramid_mask = 0
        for k, s in enumerate(self.stacks):
            for c in s[: self.heights[k]]:
                self.pyramid_mask |= 1 << c
        #: deck_after[p]: the cards still in the deck once p cards are turned
        self.deck_after = [sum(1 << c for c in self.draw_order[p:])
                           for p in range(len(self.draw_order) + 1)]

    # --- the position -----------------------------------------------------------------------
    def key(self) -> int:
        k = 0
        for h in self.heights:
            k = k << 3 | h
        return (k << 6 | self.deck_pos) << 1 | (self.drawn is not None)

    def free(self) -> list[tuple[Card, int]]:
        """(card, stack) for each capturable card; the turned card has stack -1."""
        heights, stacks, geo = self.heights, self.stacks, self.geo
        out = [(stacks[k][heights[k] - 1], k) for k in range(self.n)
               if heights[k] and is_free(geo, heights, k)]
        if self.drawn is not None:
            out.append((self.drawn, -1))
        return out

    def moves(self) -> list[tuple[int, Card, int, Card | None, int]]:
        """(order, a, stack a, b, stack b) for each capture; empty: only a draw remains."""
        free = self.free()
        drawn = self.drawn
        out = []
        for i, (a, sa) in enumerate(free):
            if alone(a):
                if drawn is None or a == drawn:
                    out.append((0, a, sa, None, -2))
                continue
            partners = PARTNERS[a]
            for b, sb in free[i + 1:]:
                if partners >> b & 1 and (drawn is None or drawn in (a, b)) and (
                        not self.adjacent or may_pair(self.geo, a, sa, b, sb, True)):
                    out.append((_move_order(a, b), a, sa, b, sb))
        return out

    def take(self, stack: int) -> None:
        if stack == -1:
            self.drawn = None
        else:
            self.heights[stack] -= 1
            self.pyramid_mask ^= 1 << self.stacks[stack][self.heights[stack]]

    def put_back(self, stack: int, card: Card) -> None:
        if stack == -1:
            self.drawn = card
        else:
            self.pyramid_mask ^= 1 << card
            self.heights[stack] += 1

    def draw(self) -> int:
        """Turn cards as the rules do (the last one waits unless it was discarded); returns
        the deck position :meth:`undraw` needs."""
        before = self.deck_pos
        free = [c for c, _ in self.free()]
        while self.deck_pos < len(self.draw_order):
            card = self.draw_order[self.deck_pos]
            self.deck_pos += 1
            if alone(card) or any(PARTNERS[card] >> f & 1 for f in free):
                self.drawn = card
                break
        return before

    def undraw(self, deck_pos: int) -> None:
        self.deck_pos, self.drawn = deck_pos, None

    def hopeless(self) -> bool:
        """A counting bound. Every low pip left in the pyramid needs its own helper (a trump
        2 … 20 or the excuse); so does every court or pip 7 … 10 beyond the partners of its
        value left in the pyramid, the turned card and the deck. Not enough helpers left:
        the pyramid cannot be cleared."""
        pyr = self.pyramid_mask
        avail = pyr | self.deck_after[self.deck_pos]
        if self.drawn is not None:
            avail |= 1 << self.drawn
        need = (pyr & LOW_PIPS).bit_count()
        for courts, pips in GROUPS:
            need += max(0, (pyr & courts).bit_count() - (avail & pips).bit_count(),
                        (pyr & pips).bit_count() - (avail & courts).bit_count())
        return need > 0 and need > (avail & HELPERS).bit_count()

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfBudget()
        if self.deadline is not None and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise OutOfBudget()

    # --- deciding -----------------------------------------------------------------------------
    def solve(self, goal: str, line: list[Action]) -> bool:
        """True if ``goal`` can be reached from here; the winning moves are appended to
        ``line`` (in order) when it can."""
        heights = self.heights
        if heights[0] == 0:
            return goal == "top" or not any(heights)
        if self.over:
            return False
        key = self.key()
        if key in self.failed:
            return False
        self.tick()
        if goal == "clear" and self.hopeless():
            self.failed.add(key)
            return False
        moves = self.moves()
        if not moves:
            pos = self.draw()
            if self.drawn is not None and self.solve(goal, line):
                line.insert(0, Draw())
                self.undraw(pos)
                return True
            self.undraw(pos)
            self.failed.add(key)
            return False
        moves = self.ordered(moves)
        for _, a, sa, b, sb in moves:
            taken = (sa >= 0) + (b is not None and sb >= 0)
            if goal == "clear" and 0 in (sa, sb) and sum(heights) > taken:
                continue  # taking the top ends the game: for a clear it must be the last capture
            self.take(sa)
            if b is not None:
                self.take(sb)
            found = self.solve(goal, line)
            if b is not None:
                self.put_back(sb, b)
            self.put_back(sa, a)
            if found:
                line.insert(0, Pair(a, b))
                return True
        self.failed.add(key)
        return False

    def ordered(self, moves: list[tuple]) -> list[tuple]:
        """The moves to try, best first; a free trump 1 or 21 below the top is taken at once
        (taking it sooner never hurts, it must be taken before any draw anyway)."""
        safe = [m for m in moves if m[3] is None and m[2] > 0]
        if safe and self.drawn is None:
            return safe[:1]
        return sorted(moves, key=lambda m: (m[0], -self._frees(m)))

    def _frees(self, move: tuple) -> int:
        """How many cards a capture empties from stacks (a rough 'opens the pyramid')."""
        _, _, sa, _, sb = move
        return sum(1 for s in (sa, sb) if s >= 0 and self.heights[s] == 1)

    # --- the best score -----------------------------------------------------------------------
    def best(self, memo: dict[int, tuple[int, tuple]]) -> tuple[int, tuple]:
        """(the most points still to win from here, the moves that win them)."""
        heights = self.heights
        if heights[0] == 0:
            return TOP_BONUS + (PYRAMID_BONUS if not any(heights) else 0), ()
        if self.over:
            return 0, ()
        key = self.key()
        hit = memo.get(key)
        if hit is not None:
            return hit
        self.tick()
        moves = self.moves()
        if not moves:
            pos = self.draw()
            if self.drawn is None:
                value: tuple[int, tuple] = (0, ())
            else:
                v, rest = self.best(memo)
                value = (v, (Draw(),) + rest)
            self.undraw(pos)
            memo[key] = value
            return value
        moves = self.ordered(moves)
        best: tuple[int, tuple] = (-1, ())
        for _, a, sa, b, sb in moves:
            gain = POINTS[a] + (POINTS[b] if b is not None else 0)
            self.take(sa)
            if b is not None:
                self.take(sb)
            v, rest = self.best(memo)
            if b is not None:
                self.put_back(sb, b)
            self.put_back(sa, a)
            if gain + v > best[0]:
                best = (gain + v, (Pair(a, b),) + rest)
        memo[key] = best
        return best


def solve(state: Pyramide, goal: str = "clear", max_nodes: int = DEFAULT_NODES,
          seconds: float | None = None) -> Solution:
    """Whether ``goal`` ("clear": capture the whole pyramid; "top": capture the top card) can
    still be reached from ``state``, with a line of moves that reaches it. Unknown (None)
    when ``max_nodes`` positions or ``seconds`` were not enough."""
    if goal not in GOALS:
        raise ValueError(f"unknown goal {goal!r} (known: {', '.join(GOALS)})")
    start = time.perf_counter()
    search = Search(state, max_nodes, seconds)
    line: list[Action] = []
    try:
        found: bool | None = search.solve(goal, line)
    except OutOfBudget:
        found, line = None, []
    return Solution(found, line if found else [], search.nodes, time.perf_counter() - start, goal)


def best_line(state: Pyramide, max_nodes: int = 200_000) -> Solution:
    """The line of moves that ends with the highest score (exact unless the budget runs out,
    then ``solvable`` is None and the line is empty)."""
    start = time.perf_counter()
    search = Search(state, max_nodes)
    try:
        gain, line = search.best({})
    except OutOfBudget:
        return Solution(None, [], search.nodes, time.perf_counter() - start, "score")
    return Solution(True, list(line), search.nodes, time.perf_counter() - start, "score",
                    score=state.score() + gain)
