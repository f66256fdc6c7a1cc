"""The bot protocol: a :class:`Decision` in, an action out."""

from __future__ import annotations

import random
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Callable

from tarocchi.engine.actions import Action
from tarocchi.engine.protocol import GameState, SeatView


class Cancelled(Exception):
    """The decision was cancelled (the window closed, a new game started …)."""


@dataclass
class Decision:
    """What a bot is given to decide one action."""

    view: SeatView
    rng: random.Random
    sample_world: Callable[[random.Random], GameState]
    budget: int | None = None  #: search effort in playouts (deterministic); None: the bot's default
    deadline: float | None = None  #: time.monotonic() by which to answer, if any
    cancel: threading.Event = field(default_factory=threading.Event)
    true_state: GameState | None = None  #: only for the oracle
    #: the search stops itself after a wall-clock cap (``montecarlo.MAX_SECONDS``, or
    #: ``DEFAULT_SECONDS`` at the default budget); False only for measurements at a fixed
    #: budget (``duel``), whose figures must not depend on the machine's load
    capped: bool = True

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.view.legal

    def check_cancel(self) -> None:
        if self.cancel.is_set():
            raise Cancelled()

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline


class Bot(ABC):
    """A computer player; deterministic given the decision's rng."""

    level: str = ""
    needs_truth: bool = False

    @abstractmethod
    def choose(self, decision: Decision) -> Action:
        ...

    def hint(self, decision: Decision) -> tuple[Action, str]:
        """The action this bot would take, with a short reason for a human player."""
        return self.choose(decision), ""


BOT_LEVELS: dict[str, Callable[[], Bot]] = {}
#: The strengths a person may choose, weakest first: known without loading the bots (the
#: window checks a remembered choice at start; the bots themselves think in another process).
PLAYER_LEVELS = ("random", "easy", "medium", "hard")


def register_bot(level: str):
    def deco(cls):
        cls.level = level
        BOT_LEVELS[level] = cls
        return cls
    return deco


def make_bot(level: str) -> Bot:
    _load()
    try:
        return BOT_LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown bot {level!r} (known: {', '.join(sorted(BOT_LEVELS))})") from None


def _load() -> None:
    import importlib
    for name in BOT_MODULES:
        importlib.import_module(name)


BOT_MODULES = ("tarocchi.bots.simple", "tarocchi.bots.hint", "tarocchi.bots.montecarlo")


def decide(state: GameState, bot: Bot, rng: random.Random, *, budget: int | None = None,
           deadline: float | None = None, cancel: threading.Event | None = None) -> Action:
    """Ask ``bot`` for the action of the seat to move in ``state`` (which it does not see)."""
    seat = state.to_move
    if seat is None:
        raise ValueError("nobody is to move")
    snapshot = state.clone()
    decision = Decision(
        view=state.view(seat),
        rng=rng,
        sample_world=lambda r: snapshot.sample_world(seat, r),
        budget=budget,
        deadline=deadline,
        cancel=cancel or threading.Event(),
        true_state=snapshot if bot.needs_truth else None,
    )
    return bot.choose(decision)
