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
from tarocchi.schema import SchemaError, array, at, is_int, mapping, shown, text

FORMAT = "tarocchi-record"
VERSION = 1
MAX_NAME = 100  #: the longest seat name (and person's name, bot level) a record may give
MAX_PEOPLE = 20  #: the most people sharing a seat


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
        raise RecordError(f"the record's {key!r} is not of the right kind ({shown(value)})")
    return value


def check_header(record: Any) -> dict:
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object, not {shown(record)}")
    if record.get("format") != FORMAT:
        raise RecordError(f"not a Tarocchi record (format must be {FORMAT!r})")
    version = record.get("version")
    if version != VERSION or not is_int(version):
        raise RecordError(f"record version {shown(version)} is not supported (this Tarocchi reads version {VERSION})")
    return record


def _seat(value: Any, path: str) -> dict:
    mapping(value, path, required=("name",))
    text(value["name"], at(path, "name"), max_len=MAX_NAME)
    if "people" in value:
        array(value["people"], at(path, "people"), max_len=MAX_PEOPLE,
              item=lambda v, p: text(v, p, max_len=MAX_NAME))
    if "bot" in value and value["bot"] is not None:
        text(value["bot"], at(path, "bot"), max_len=MAX_NAME)
    return value


def check_seats(record: dict, players: int) -> list[dict] | None:
    """The record's ``seats`` (optional): one object per seat with a ``name``, and maybe
    ``people`` and ``bot``."""
    if "seats" not in record:
        return None
    try:
        return array(record["seats"], "seats", length=players, item=_seat)
    except SchemaError as exc:
        raise RecordError(f"the record's {exc}") from None


def start_state(record: dict) -> GameState:
    """The state at the deal, before any action."""
    check_header(record)
    game_id = _require(record, "game", str)
    players = _require(record, "players", int)
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"the record's 'options' must be an object, not {shown(options)}")
    dealer = record.get("dealer", 0)
    if not is_int(dealer):
        raise RecordError(f"the record's 'dealer' must be a seat number, not {shown(dealer)}")
    deal = record.get("deal")
    seed = record.get("seed")
    if deal is None and seed is None:
        raise RecordError("the record has neither a 'deal' nor a 'seed'")
    if seed is not None and not is_int(seed):
        raise RecordError(f"the record's 'seed' must be a whole number, not {shown(seed)}")
    if not isinstance(record.get("practice", False), bool):
        raise RecordError(f"the record's 'practice' must be true or false, not {shown(record['practice'])}")
    try:
        spec = get_game(game_id)
        check_seats(record, spec.params(players, options).players)
        state = spec.new_state(players, options, dealer=dealer, seed=seed, deal=deal)
    except RecordError:
        raise  # the seats, named as they are
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
    for i, word in enumerate(actions[:stop_at] if stop_at is not None else actions, start=1):
        if not isinstance(word, str):
            raise RecordError(f"action {i} is not text ({shown(word)})")
        try:
            action = parse_action(word)
        except ValueError as exc:
            raise RecordError(f"action {i} ({shown(word)}) cannot be read: {exc}") from None
        if state.is_terminal():
            raise RecordError(f"action {i} ({shown(word)}) comes after the end of the deal")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action {i} ({shown(word)}) is illegal: {exc.rule}") from None
    return state
