"""A deal as plain text a person can read and paste into a bug report: the game and its house
rules, the seats, the hands as dealt, the cards left undealt (chien, talon), every action
before the play (bids, calls, discards, announcements) by whom, every trick with its leader
and winner, and the result in the game's words. Cards are named in words, never by code.
Pure Python, no Qt (``tarocchi-cli`` and the window share it).
"""

from __future__ import annotations

from contextlib import nullcontext
from typing import Callable, Sequence

from tarocchi.engine.actions import Play
from tarocchi.engine.cards import cards_of
from tarocchi.engine.events import CardPlayed, TrickWon
from tarocchi.engine.protocol import GameState
from tarocchi.engine.records import replay, start_state
from tarocchi.engine.words import ENGLISH_FORMS, ENGLISH_YOU, english_person, seat_name, speak


def default_card_name(state: GameState) -> Callable[[int], str]:
    """Cards named as the French skin and the game's own names for its special cards call them."""
    from tarocchi.skins.names import card_words

    return lambda card: card_words(card, "french", state.spec.card_naming)


def seat_names(record: dict, players: int) -> list[str]:
    """The record's seat names (else "Seat 1" …): a seat a computer played is never "You",
    the person's own (:func:`~tarocchi.engine.words.seat_name`)."""
    seats = [s for s in record.get("seats") or [] if isinstance(s, dict)]
    names = [s.get("name") for s in seats]
    if len(names) != players or not all(isinstance(n, str) and n for n in names):
        return [f"Seat {i + 1}" for i in range(players)]
    return [seat_name(name, not seat.get("bot")) for name, seat in zip(names, seats)]


def _seat_line(seat: dict, name: str) -> str:
    people = seat.get("people") if isinstance(seat, dict) else None
    who = name + (f" ({', '.join(people)})" if people else "")
    bot = seat.get("bot") if isinstance(seat, dict) else None
    return f"{who}: {'computer, ' + bot if bot else 'a person'}"


def _cards(cards: Sequence[int], card_name: Callable[[int], str]) -> str:
    return ", ".join(card_name(c) for c in cards) or "none"


def _hand(state: GameState, seat: int) -> int:
    return state.view(seat).hand


def _within(name: str) -> str:
    """A seat's name within a sentence of the log: the person's own seat, "You" by default, is "you"."""
    return ENGLISH_FORMS["acc"] if name == ENGLISH_YOU else name


def deal_log(record: dict, card_name: Callable[[int], str] | None = None,
             translate: Callable[[str], str] | None = None) -> str:
    """The deal of ``record`` in words (a RecordError when the record cannot be replayed).
    In English (no ``translate``) the seat named "You" is the reader's own ("You pay", "won
    by you"), whatever the window's language."""
    with english_person() if translate is None else nullcontext():
        return _deal_log(record, card_name, translate)


def _deal_log(record: dict, card_name: Callable[[int], str] | None,
              translate: Callable[[str], str] | None) -> str:
    start = start_state(record)
    final = replay(record)  # refuses a bad record before anything is written
    spec, players = start.spec, start.params.players
    card_name = card_name or default_card_name(start)
    names = seat_names(record, players)

    def words(phrase) -> str:
        return speak(phrase, names, card_name, translate)

    out = [f"Tarocchi deal log: {spec.name}, {players} players"]
    changed = [(o, start.params.options.get(o.name, o.default)) for o in spec.options]
    changed = [(o, v) for o, v in changed if v != o.default]
    out.append("House rules: " + ("; ".join(f"{o.title()}: {o.choice_title(v)}" for o, v in changed)
                                  if changed else "the standard rules"))
    if record.get("seed") is not None:
        out.append(f"Deal number: {record['seed']}")
    if record.get("practice"):
        out.append("A practice deal (moves were taken back)")
    out.append(f"Dealer: {names[start.dealer]}")
    seats = record.get("seats") or [{} for _ in range(players)]
    out += ["", "Seats:"] + [f"  {_seat_line(seats[i], names[i])}" for i in range(players)]

    out += ["", "Hands as dealt:"]
    dealt = 0
    for seat in range(players):
        hand = _hand(start, seat)
        dealt |= hand
        out.append(f"  {names[seat]} ({hand.bit_count()} cards): {_cards(cards_of(hand), card_name)}")
    undealt = spec.deck_cards(players) & ~dealt
    if undealt:
        out.append(f"  Not dealt to anyone (talon): {_cards(cards_of(undealt), card_name)}")

    state = start
    before: list[str] = []
    tricks: list[str] = []
    trick: list[str] = []
    leader: int | None = None
    for action in final.history:
        seat = state.to_move
        said = words(state.action_words(action))
        events = state.apply(action)
        if not isinstance(action, Play):
            (before if not tricks and not trick else tricks).append(f"  {names[seat]}: {said}")
        for event in events:
            if isinstance(event, CardPlayed):
                if not trick:
                    leader = event.seat
                trick.append(f"{names[event.seat]} {card_name(event.card)}")
            elif isinstance(event, TrickWon):
                led = _within(names[leader]) if leader is not None else "?"
                tricks.append(f"  Trick {event.number + 1}, led by {led}: {'; '.join(trick)}. "
                              f"Won by {_within(names[event.seat])}.")
                trick = []
    if trick:
        tricks.append(f"  The trick in play, led by {_within(names[leader])}: {'; '.join(trick)}")
    if before:
        out += ["", "Before the play (auction, talon, discard, announcements):"] + before
    if tricks:
        out += ["", "The play:"] + tricks

    out += [""]
    if not final.is_terminal():
        done = len(final.history)
        out.append(f"The deal was stopped here, after {done} action{'' if done == 1 else 's'}; "
                   f"{names[final.to_move]} {'were' if names[final.to_move] == ENGLISH_YOU else 'was'} to move.")
        return "\n".join(out) + "\n"
    result = final.result()
    summary = type(final).describe_result(result, players)
    if summary is not None:
        out.append("Result: " + words(summary.head))
        out += [f"  {label}: {value}" for label, value in summary.render_lines(names, card_name, translate)]
        out += [f"  Payment: {p.render(names, card_name, translate)}" for p in summary.payment_phrases()]
    out.append("Scores: " + ", ".join(f"{names[i]} {s:+g}" for i, s in enumerate(final.scores())))
    return "\n".join(out) + "\n"
