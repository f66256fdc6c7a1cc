"""A hint for the human player: the search's choice, with a short reason in words.

``hint(state, seat)`` asks the hard search (by default) what ``seat`` should do and says
why in one short sentence, e.g. "Play the 18 of trumps: it wins the trick and saves the
petit". The sentence is a :class:`~tarocchi.engine.words.Phrase` whose cards the window names
in the skin's words. The reason is read from the position as the seat sees it, never from
hidden cards.
"""

from __future__ import annotations

import random
from typing import Sequence

from tarocchi.bots.base import Decision, make_bot
from tarocchi.bots.kernel import Tables
from tarocchi.bots.simple import RuleBot
from tarocchi.engine.actions import Action, Bid, Call, Declare, Discard, Play
from tarocchi.engine.cards import KINGS, PETIT, SUIT_MASKS, TRUMP_MASK
from tarocchi.engine.protocol import GameState, SeatView
from tarocchi.engine.words import CardsRef, Phrase, SeatRef, counted, say

HINT_BUDGET = 2000  #: playouts for a hint (about half a second)


def hint(state: GameState, seat: int, level: str = "hard", *, seed: int = 0,
         budget: int | None = HINT_BUDGET, values: dict[str, float] | None = None) -> tuple[Action, Phrase]:
    """The action the ``level`` search suggests for ``seat`` (to move) and why, in a phrase:
    "Play the king of hearts: it beats the queen of hearts and takes the trick, 9 points at
    stake". ``values``, when given, is filled with the search's expected score of each card
    it weighed (by the action's notation), so that the person's own choice can be compared."""
    if state.to_move != seat:
        raise ValueError("the hint is for the seat to move")
    bot = make_bot(level)
    snapshot = state.clone()
    decision = Decision(view=state.view(seat), rng=random.Random(seed),
                        sample_world=lambda r: snapshot.sample_world(seat, r), budget=budget,
                        true_state=snapshot if bot.needs_truth else None)
    bot.last_values = {}
    action = bot.choose(decision)
    if values is not None:
        values.update({a.notation(): round(v, 2) for a, v in bot.last_values.items()})
    return action, say("{what}: {why}", what=state.action_words(action), why=reason(decision.view, action))


def compared(theirs: str, suggestion: int, yours: str, card: int) -> Phrase:
    """What the search expected from its suggested card and from the person's other card,
    the values already written as the window writes numbers ("+2.5")."""
    return say("The search expected {theirs} from {suggestion} and {yours} from {card}, your choice",
               theirs=theirs, suggestion=CardsRef((suggestion,)), yours=yours, card=CardsRef((card,)))


def reason(view: SeatView, action: Action) -> Phrase:
    """Why ``action`` is sensible here, in a few words (from what the seat can see)."""
    kind = type(action)
    if kind is Play:
        return _play_reason(view, action.card)
    if kind is Bid:
        trumps = counted((view.hand & TRUMP_MASK).bit_count(), "{n} trump", "{n} trumps")
        kings = counted((view.hand & KINGS).bit_count(), "{n} king", "{n} kings")
        return say("with {trumps} and {kings} your hand is strong enough for it" if action.name != "pass"
                   else "with {trumps} and {kings} your hand is too weak for a contract", trumps=trumps, kings=kings)
    if kind is Discard:
        suit = action.card // 14
        if suit < 4 and (view.hand & SUIT_MASKS[suit]).bit_count() == 1:
            return say("it leaves you void in that suit, so you can trump it")
        return say("a cheap card that shortens a suit")
    if kind is Call:
        return say("your partner will help you in that suit")
    if kind is Declare:
        if action.cards:
            return say("showing your trumps adds a bonus for the winning side")
        return say("the search finds this the best choice")
    return say("the search finds this the best choice")


def _batch(values: Sequence[int]) -> int:
    """How many cards the game counts together (the values are in 1/batch points): a king is
    worth 5 points, that is 5 × batch − (batch − 1) units."""
    king = values[13]
    return (king - 1) // 4 if king > 5 and (king - 1) % 4 == 0 else 1


def _points(values: Sequence[int], cards: Sequence[int]) -> float:
    return round(sum(values[c] for c in cards) / _batch(values), 1)


def _special(table) -> int | None:
    """The lowest trump when it is a card of value (the petit, the Pagat), else None."""
    values = table.card_values
    return PETIT if values[PETIT] > values[PETIT + 1] else None


def _unseen(view: SeatView) -> int:
    """The cards this seat has not seen: not in its hand, not played, not in a talon shown or
    its own discard."""
    table = view.table
    seen = view.hand
    for trick in table.tricks:
        for _, c in trick:
            seen |= 1 << c
    for _, c in table.trick:
        seen |= 1 << c
    for c in table.talon_visible:
        seen |= 1 << c
    discard = view.extra.get("discard")
    if isinstance(discard, int):
        seen |= discard
    return ~seen & ((1 << 78) - 1)


def _play_reason(view: SeatView, card: int) -> Phrase:
    """The card's reason in the game's terms: which card wins the trick and what is at stake,
    the partner's holding, the petit's or the Pagat's danger, the points left in a suit."""
    table = view.table
    if table is None or table.rules is None or not table.card_values:
        return say("it gives the best results in the simulated deals")
    t = Tables.of(table.rules, table.card_values)
    values = table.card_values
    special = _special(table)
    unseen = _unseen(view)
    trumps_out = (unseen & t.trumps).bit_count()
    danger = None
    if special is not None and (view.hand >> special) & 1 and card != special and trumps_out:
        danger = say("keep {petit} back: {n} trumps are still out against it", petit=CardsRef((special,)),
                     n=trumps_out)
    if not table.trick:
        return _lead_reason(view, card, t, unseen, special, danger)
    trick = [c for _, c in table.trick]
    stake = _points(values, trick + [card])
    if (t.free >> card) & 1:
        return say("it gives nothing away and keeps its points for your side")
    best = trick[table.winning] if table.winning is not None else trick[0]
    holder = table.trick[table.winning][0] if table.winning is not None else table.trick[0][0]
    wins = t.rules.winner_index(trick + [card]) == len(trick)
    last = len(trick) == view.players - 1  #: nobody plays after this card
    if wins:
        taken = next((c for s, c in table.trick if c == special), None)
        if taken is not None:
            friend = RuleBot.friends(view, view.seat, next(s for s, c in table.trick if c == special))
            return say("it beats {best} and saves {petit}" if friend else "it beats {best} and takes {petit}: "
                       "{stake} points at stake", best=CardsRef((best,)), petit=CardsRef((special,)), stake=stake)
        if card == special and (last or not trumps_out):
            return say("{card} wins the trick safely: nobody after you can beat it, {stake} points at stake",
                       card=CardsRef((card,)), stake=stake)
        if card == special:
            return say("{card} beats {best} for now, but {n} trumps are still out: it is in danger",
                       card=CardsRef((card,)), best=CardsRef((best,)), n=trumps_out)
        if not last:
            return say("it beats {best} and may hold the trick: {stake} points at stake",
                       best=CardsRef((best,)), stake=stake)
        return say("it beats {best} and takes the trick: {stake} points at stake", best=CardsRef((best,)),
                   stake=stake)
    if RuleBot.friends(view, view.seat, holder) and values[card] > t.unit:
        return say("your partner {seat} holds the trick with {best}: {card} adds its points",
                   seat=SeatRef(holder), best=CardsRef((best,)), card=CardsRef((card,)))
    why = say("{best} holds the trick and you cannot beat it cheaply: {card} gives away only {pts} points",
              best=CardsRef((best,)), card=CardsRef((card,)), pts=_points(values, [card]))
    return say("{why}; {danger}", why=why, danger=danger) if danger is not None else why


def _lead_reason(view: SeatView, card: int, t: Tables, unseen: int, special: int | None,
                 danger: Phrase | None) -> Phrase:
    values = view.table.card_values
    if (t.trumps >> card) & 1:
        if special is not None and (unseen >> special) & 1:
            return say("leading trumps draws the others' trumps and hunts {petit}, still out",
                       petit=CardsRef((special,)))
        if card == special:
            return say("{card} is safe now: no trump is left to beat it", card=CardsRef((card,)))
        return say("leading trumps draws the others' trumps, so your cards become masters")
    suit = card // 14
    out = [c for c in range(14 * suit, 14 * suit + 14) if (unseen >> c) & 1]
    called = view.extra.get("called")
    if isinstance(called, int) and called // 14 == suit and called != card and (unseen >> called) & 1 \
            and view.table.declarer == view.seat:
        why = say("your partner, who holds {king}, can win this suit", king=CardsRef((called,)))
        return say("{why}; {danger}", why=why, danger=danger) if danger is not None else why
    key = t.keys[suit]
    higher = [c for c in out if key[c] > key[card]]
    pts = _points(values, out)
    if not higher:
        why = say("{card} is the highest card left in its suit; {pts} points of the suit are still out",
                  card=CardsRef((card,)), pts=pts)
    elif out:
        top = max(out, key=lambda c: key[c])
        why = say("a cheap lead: {top} is still out, among {pts} points of that suit", top=CardsRef((top,)),
                  pts=pts)
    else:
        why = say("nobody else holds that suit: the others must trump or give cards away")
    return say("{why}; {danger}", why=why, danger=danger) if danger is not None else why
