"""Game records: one deal as JSON, replayable (see ``docs/records.md``).

A record names the game, its parameters, the seats, the dealer, the deal (and the seed it
came from, when there is one) and the list of actions in their text notation. Replaying it
deals the same cards and applies the same actions, so it reaches the same result.
"""

from __future__ import annotations

from typing import Any

from tarocchi.engine.actions import parse_action
from tarocchi.engine.protocol import GameState, IllegalAction, OptionError
from tarocchi.engine.registry import get_game

FORMAT = "tarocchi-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be replayed; the message says why, in words."""


def record_of(state: GameState, seats: list[dict] | None = None, *, with_result: bool = True) -> dict:
    """The record of ``state`` (finished or not)."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.spec.id,
        "players": state.params.players,
        "options": dict(state.params.options),
        "seats": seats or [{"name": f"Seat {i + 1}"} for i in range(state.params.players)],
        "dealer": state.dealer,
    }
    seed = getattr(state, "seed", None)
    if seed is not None:
        out["seed"] = seed
    out["deal"] = state.deal_record()
    out["actions"] = [a.notation() for a in state.history]
    if with_result and state.is_terminal():
        out["result"] = state.result()
    return out


def _require(record: dict, key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in record:
        raise RecordError(f"the record has no {key!r}")
    value = record[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's {key!r} is not of the right kind")
    return value


def check_header(record: Any) -> dict:
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a Tarocchi record (format must be {FORMAT!r})")
    version = record.get("version")
    if version != VERSION:
        raise RecordError(f"record version {version!r} is not supported (this Tarocchi reads version {VERSION})")
    return record


def start_state(record: dict) -> GameState:
    """The state at the deal, before any action."""
    check_header(record)
    game_id = _require(record, "game", str)
    players = _require(record, "players", int)
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("the record's 'options' must be an object")
    dealer = record.get("dealer", 0)
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise RecordError("the record's 'dealer' must be a seat number")
    deal = record.get("deal")
    seed = record.get("seed")
    if deal is None and seed is None:
        raise RecordError("the record has neither a 'deal' nor a 'seed'")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError("the record's 'seed' must be a whole number")
    try:
        spec = get_game(game_id)
        state = spec.new_state(players, options, dealer=dealer, seed=seed, deal=deal)
    except OptionError as exc:
        raise RecordError(str(exc)) from None
    except ValueError as exc:
        raise RecordError(f"bad deal: {exc}") from None
    if deal is not None and seed is not None:
        dealt = spec.new_state(players, options, dealer=dealer, seed=seed)
        if dealt.deal_record() != state.deal_record():
            raise RecordError("the record's deal is not the one its seed deals")
    return state


def replay(record: dict, *, stop_at: int | None = None) -> GameState:
    """Replay a record; an illegal or unreadable action is refused with its number and rule."""
    state = start_state(record)
    actions = _require(record, "actions", list)
    for i, text in enumerate(actions[:stop_at] if stop_at is not None else actions, start=1):
        if not isinstance(text, str):
            raise RecordError(f"action {i} is not text")
        try:
            action = parse_action(text)
        except ValueError as exc:
            raise RecordError(f"action {i} ({text!r}) cannot be read: {exc}") from None
        if state.is_terminal():
            raise RecordError(f"action {i} ({text!r}) comes after the end of the deal")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action {i} ({text!r}) is illegal: {exc.rule}") from None
    return state
