"""A hint for the human player: the search's choice, with a short reason in words.

``hint(state, seat)`` asks the hard search (by default) what ``seat`` should do and says
why in one short sentence, e.g. "Play the 18 of trumps: it wins the trick and saves the
petit". The sentence is a :class:`~tarocchi.engine.words.Phrase` whose cards the window names
in the skin's words. The reason is read from the position as the seat sees it, never from
hidden cards.
"""

from __future__ import annotations

import random

from tarocchi.bots.base import Decision, make_bot
from tarocchi.bots.kernel import Tables
from tarocchi.bots.simple import RuleBot
from tarocchi.engine.actions import Action, Bid, Call, Declare, Discard, Play
from tarocchi.engine.cards import PETIT
from tarocchi.engine.protocol import GameState, SeatView
from tarocchi.engine.words import CardsRef, Phrase, say

HINT_BUDGET = 2000  #: playouts for a hint (about half a second)


def hint(state: GameState, seat: int, level: str = "hard", *, seed: int = 0,
         budget: int | None = HINT_BUDGET) -> tuple[Action, Phrase]:
    """The action the ``level`` search suggests for ``seat`` (to move) and why, in a phrase:
    "Play the king of hearts: it wins the trick"."""
    if state.to_move != seat:
        raise ValueError("the hint is for the seat to move")
    bot = make_bot(level)
    snapshot = state.clone()
    decision = Decision(view=state.view(seat), rng=random.Random(seed),
                        sample_world=lambda r: snapshot.sample_world(seat, r), budget=budget,
                        true_state=snapshot if bot.needs_truth else None)
    action = bot.choose(decision)
    return action, say("{what}: {why}", what=state.action_words(action), why=reason(decision.view, action))


def reason(view: SeatView, action: Action) -> Phrase:
    """Why ``action`` is sensible here, in a few words (from what the seat can see)."""
    kind = type(action)
    if kind is Play:
        return _play_reason(view, action.card)
    if kind is Bid:
        return say("your hand is strong enough to take" if action.name != "pass" else
                   "your hand is too weak for a contract")
    if kind is Discard:
        return say("a cheap card that shortens a suit")
    if kind is Call:
        return say("your partner will help you in that suit")
    if kind is Declare:
        if action.cards:
            return say("showing your trumps adds a bonus for the winning side")
        return say("the search finds this the best choice")
    return say("the search finds this the best choice")


def _play_reason(view: SeatView, card: int) -> Phrase:
    table = view.table
    if table is None or table.rules is None or not table.card_values:
        return say("it gives the best results in the simulated deals")
    t = Tables.of(table.rules, table.card_values)
    if not table.trick:
        return say("a good lead: the search expects the most points from it")
    trick = [c for _, c in table.trick]
    wins = t.rules.winner_index(trick + [card]) == len(trick)
    petit_by = next((s for s, c in table.trick if c == PETIT), None)
    if (t.free >> card) & 1:
        return say("it gives nothing away and keeps its points for your side")
    if wins:
        if petit_by is None:
            return say("it wins the trick")
        friend = RuleBot.friends(view, view.seat, petit_by)
        return say("it wins the trick and saves {petit}" if friend else "it wins the trick and takes {petit}",
                   petit=CardsRef((PETIT,)))
    holder = table.trick[table.winning][0] if table.winning is not None else None
    if holder is not None and RuleBot.friends(view, view.seat, holder) and table.card_values[card] > t.unit:
        return say("your side holds the trick: it adds points")
    return say("it cannot win the trick cheaply, so it gives little away")
