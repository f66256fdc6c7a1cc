"""The hint player for solitaires (La Pyramide, La chasse au trésor).

La chasse au trésor has its own planner (:mod:`tarocchi.engine.games._chasse_strategy`),
which plans each turn from the cards face up. For La Pyramide it asks the solver (which
knows the face-down cards, like every solitaire solver) for a line that clears the pyramid;
failing that, for the line with the best score; when the search budget runs out, it plays
greedily: captures that spend no trump first, trumps on the low pips next, the excuse last,
opening stacks where it can, and the top card only when nothing else can be captured. A line
found is kept and followed while the game stays on it.
"""

from __future__ import annotations

from tarocchi.bots.base import Bot, Decision, register_bot
from tarocchi.engine.actions import Action, Draw, Pair
from tarocchi.engine.games._chasse_strategy import ChassePlanner
from tarocchi.engine.games._pyramide_solver import _move_order, best_line, solve
from tarocchi.engine.games.chasse_au_tresor import Chasse
from tarocchi.engine.games.la_pyramide import Pyramide

CLEAR_NODES = 60_000
SCORE_NODES = 30_000


def greedy_choice(state: Pyramide) -> Action:
    """A quick, reasonable capture (or the draw): see the module's docstring."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    free = state.free_cards()
    top = state.top(0)

    def rank(action: Action) -> tuple:
        assert type(action) is Pair
        cards = [c for c in (action.first, action.second) if c is not None]
        takes_top = top is not None and top in cards and free[top] == "pyramid:0"
        opens = sum(1 for c in cards if free[c].startswith("pyramid:")
                    and state.heights[int(free[c].split(":")[1])] == 1)
        return (takes_top, _move_order(action.first, action.second), -opens)

    return min(legal, key=rank)


class LinePlanner:
    """Finds and remembers a line for one game; :meth:`next_action` follows it."""

    #: after a search finds nothing, play this many moves greedily before searching again
    RETRY_EVERY = 6

    def __init__(self, clear_nodes: int = CLEAR_NODES, score_nodes: int = SCORE_NODES):
        self.clear_nodes = clear_nodes
        self.score_nodes = score_nodes
        self._game: tuple | None = None
        self._line: list[Action] = []
        self._at: tuple[Action, ...] = ()
        self._why = ""
        self._no_clear = False  # proven: this game can no longer be cleared
        self._next_search = 0
        self.searches = 0

    def next_action(self, state: Pyramide) -> tuple[Action, str]:
        game = (state.stacks, state.draw_order)
        history = tuple(state.history)
        if game == self._game and self._line and history == self._at:
            return self._line[0], self._why
        if game != self._game or len(history) < len(self._at):
            self._game, self._no_clear, self._next_search = game, False, 0
        self._line, self._why, self._at = [], "", history
        if len(history) >= self._next_search:
            self._search(state)
        if self._line:
            return self._line[0], self._why
        return greedy_choice(state), "a good capture"

    def _search(self, state: Pyramide) -> None:
        self.searches += 1
        if not self._no_clear:
            sol = solve(state, "clear", self.clear_nodes)
            if sol.solvable:
                self._line, self._why = sol.line, "this line clears the pyramid"
                return
            self._no_clear = sol.solvable is False
        best = best_line(state, self.score_nodes)
        if best.solvable and best.line:
            self._line, self._why = best.line, f"the best line from here scores {best.score}"
        else:
            self._next_search = len(state.history) + self.RETRY_EVERY

    def advance(self, state: Pyramide, action: Action) -> None:
        """Note that ``action`` is played from ``state`` (keeps the remembered line)."""
        if self._line and self._line[0] == action and tuple(state.history) == self._at:
            self._line = self._line[1:]
            self._at = self._at + (action,)


#: the planner of each solitaire: an object with next_action(state) and advance(state, action)
PLANNERS = {Pyramide: LinePlanner, Chasse: ChassePlanner}


@register_bot("hint")
class HintBot(Bot):
    """Solitaire hint player: the solitaire's own planner (solver lines for La Pyramide)."""

    needs_truth = True

    def __init__(self) -> None:
        self.planner = None

    def choose(self, decision: Decision) -> Action:
        return self.hint(decision)[0]

    def hint(self, decision: Decision) -> tuple[Action, str]:
        state = decision.true_state
        factory = PLANNERS.get(type(state))
        if factory is None:
            legal = decision.legal
            return (legal[0] if legal else Draw()), ""
        if not isinstance(self.planner, factory):
            self.planner = factory()
        action, why = self.planner.next_action(state)
        self.planner.advance(state, action)
        return action, why
