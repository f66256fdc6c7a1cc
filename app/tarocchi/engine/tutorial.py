"""Tutorials: a fixed deal played step by step, each of the person's actions explained first.

A :class:`Tutorial` is data: the game, its table (players, options, dealer), the deal in the
game's record format, the *script* (every action of the deal in order, every seat's, in the
engine's notation) and the *lessons*, the pages said before each of the person's actions
(keyed by that action's index in the script). Its ``ending`` turns the finished deal's
``result()`` into the closing pages, the scoring worked with the deal's own numbers.

:class:`Lesson` follows a tutorial over a live position: it gives the other seats' scripted
actions, says which action the person is expected to take and why any other is refused,
and which pages go with the step. Nothing here knows the window: the main window
(``gui/tutorial.py``) and La Pyramide's window drive the same lesson.

Lesson pages are English templates whose fields are card notations, seats or the pack's
words: ``"Play {KH}: it is the highest {heart}"`` names the king of hearts and the suit in
the current skin's words ("the king of cups", "cup" under the Italian skin), ``{s1}`` names
the player of seat 1. A page never writes a suit, a jack or a cavalier as plain text (the
skins call them otherwise).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from tarocchi.engine.actions import Action, Declare, Discard, Pair, parse_action
from tarocchi.engine.cards import parse_card
from tarocchi.engine.protocol import GameState
from tarocchi.engine.registry import get_game
from tarocchi.engine.words import PACK_WORDS, CardsRef, PackWord, Phrase, SeatRef, say


def page(template: str, **args: Any) -> Phrase:
    """A lesson page: fields named by a card's notation (``{KH}``, ``{T21}``, ``{EX}``) are
    those cards, ``{s0}`` … ``{s6}`` those seats, the French pack's words for the suits and
    courts (``{hearts}``, ``{heart}``, ``{cavalier}``) those suits and courts in the skin's
    words ("cups", "cup", "knight"); others are given in ``args``."""
    values: dict[str, Any] = {}
    for name in Phrase(template).fields():
        if name in args:
            values[name] = args[name]
        elif name in PACK_WORDS:
            values[name] = PackWord(name)
        elif len(name) == 2 and name[0] == "s" and name[1].isdigit():
            values[name] = SeatRef(int(name[1]))
        else:
            values[name] = CardsRef((parse_card(name),))
    return say(template, **values)


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial (see the module's notes)."""

    id: str
    game: str
    title: str
    summary: str  #: one line: what it teaches
    deal: Mapping[str, Any]
    script: tuple[str, ...]
    #: script index where a step of the person's begins → its pages (a step without any says
    #: only what to do)
    lessons: Mapping[int, tuple[str, ...]]
    players: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)
    dealer: int = 0
    person: int = 0
    #: the closing pages from the finished deal's result (the scoring with its numbers)
    ending: Callable[[dict], list[Phrase]] | None = None
    order: int = 0  #: the place in the list of tutorials

    def new_state(self) -> GameState:
        return get_game(self.game).new_state(self.players, dict(self.options), dealer=self.dealer,
                                             deal=self.deal)

    def actions(self) -> list[Action]:
        return [parse_action(a) for a in self.script]

    def steps(self) -> list[int]:
        """The script indexes where a step of the person's begins: each of the person's
        actions, a run of discards counting as one step."""
        state = self.new_state()
        out: list[int] = []
        last: Action | None = None
        for i, action in enumerate(self.actions()):
            if state.to_move == self.person and not (type(action) is Discard and type(last) is Discard):
                out.append(i)
            last = action if state.to_move == self.person else None
            state.apply(action)
        return out


class Lesson:
    """A tutorial followed over a live position (the state the window plays)."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.actions = tutorial.actions()
        self.step_starts = tutorial.steps()

    def new_state(self) -> GameState:
        return self.tutorial.new_state()

    def _index(self, state: GameState) -> int:
        return len(state.history)

    def scripted(self, state: GameState) -> Action | None:
        """The script's action for a seat other than the person's (None: the person's turn,
        the deal's end, or a position off the script)."""
        i = self._index(state)
        if state.is_terminal() or state.to_move == self.tutorial.person or i >= len(self.actions):
            return None
        return self.actions[i]

    def expected(self, state: GameState) -> Action | None:
        """The action the person is to take now (None: not the person's turn)."""
        i = self._index(state)
        if state.is_terminal() or state.to_move != self.tutorial.person or i >= len(self.actions):
            return None
        return self.actions[i]

    def _discards_left(self, state: GameState) -> set[int]:
        """The cards still to lay away in the run of discards at this point of the script."""
        i = self._index(state)
        start = i
        while start > 0 and type(self.actions[start - 1]) is Discard:
            start -= 1
        end = i
        while end < len(self.actions) and type(self.actions[end]) is Discard:
            end += 1
        done = {a.card for a in state.history[start:] if type(a) is Discard}
        return {a.card for a in self.actions[start:end]} - done

    def refusal(self, state: GameState, action: Action) -> Phrase | None:
        """Why the lesson refuses the person's ``action`` (None: it is the step's action).
        A run of discards may be laid away in any order, a poignée shown with any trumps the
        rules allow, a pair taken in either order."""
        want = self.expected(state)
        if want is None:
            return None
        if type(want) is Discard and type(action) is Discard:
            left = self._discards_left(state)
            if action.card in left:
                return None
            return page("Not this card: this lesson lays away {cards}", cards=CardsRef(tuple(sorted(left))))
        if type(want) is Declare and type(action) is Declare and want.name == action.name:
            return None
        if type(want) is Pair and type(action) is Pair and {want.first, want.second} == {action.first, action.second}:
            return None
        if action == want:
            return None
        return page("Not yet: this lesson asks for another move. {what}", what=self.words(state, want))

    def words(self, state: GameState, action: Action) -> Phrase:
        """The expected action in the game's words, as the step asks for it."""
        if type(action) is Discard:
            return page("Lay away {cards}", cards=CardsRef(tuple(sorted(self._discards_left(state)))))
        return state.action_words(action)

    def step(self, state: GameState) -> int | None:
        """The number (from 0) of the person's step at this position, None when not theirs."""
        i = self._index(state)
        if self.expected(state) is None:
            return None
        starts = [s for s in self.step_starts if s <= i]
        return len(starts) - 1 if starts else None

    @property
    def total(self) -> int:
        return len(self.step_starts)

    def pages(self, state: GameState) -> list[Phrase]:
        """The step's pages, the last of which asks for its action."""
        n = self.step(state)
        if n is None:
            return []
        i = self.step_starts[n]
        out = [page(text) for text in self.tutorial.lessons.get(i, ())]
        return out + [page("Now: {what}.", what=self.words(state, self.actions[i]))] \
            if self._index(state) == i else out

    def ending(self, state: GameState) -> list[Phrase]:
        if not state.is_terminal() or self.tutorial.ending is None:
            return []
        return self.tutorial.ending(state.result())


_TUTORIALS: dict[str, Tutorial] = {}


def tutorials() -> list[Tutorial]:
    """Every tutorial, in the order of the list (the modules of ``engine/tutorials``)."""
    if not _TUTORIALS:
        from tarocchi.engine import tutorials as package

        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            tutorial = getattr(module, "TUTORIAL", None)
            if isinstance(tutorial, Tutorial):
                _TUTORIALS[tutorial.id] = tutorial
    return sorted(_TUTORIALS.values(), key=lambda t: (t.order, t.title))


def get_tutorial(key: str) -> Tutorial:
    """A tutorial by its id or its game's id; KeyError naming it when there is none."""
    for tutorial in tutorials():
        if key in (tutorial.id, tutorial.game):
            return tutorial
    raise KeyError(f"no tutorial for {key!r}")
