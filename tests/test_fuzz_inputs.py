"""Fuzzing every way in: records and saves (unfinished records), statistics files, settings
and command-line arguments. Whatever comes in, nothing crashes: bad input is refused with
one line (exit status 2 on the command line) and no file the person had is overwritten.

The example counts keep the whole file to about a minute; ``HYPOTHESIS_PROFILE=thorough``
runs ten times as many."""

from __future__ import annotations

import copy
import json
import os
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tarocchi.cli import main
from tarocchi.engine.records import RecordError, record_of, replay
from tarocchi.engine.registry import games, get_game
from tarocchi.solitaire.stats import StatsError, StatsStore, check_stats
from tarocchi.storage import StorageError, parse_json, read_json

SCALE = 10 if os.environ.get("HYPOTHESIS_PROFILE") == "thorough" else 1
FUZZ = settings(max_examples=120 * SCALE, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: JSON-shaped values, the odd ones included (huge numbers, NaN, deep lists, long text)
scalars = (st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats()
           | st.text(max_size=12) | st.sampled_from(["KS", "T21", "EX", "10H", "", "play KS", "bid pass"]))
json_values = st.recursive(scalars, lambda kids: st.lists(kids, max_size=5)
                           | st.dictionaries(st.text(max_size=8), kids, max_size=5), max_leaves=20)


def _records() -> list[dict]:
    """A finished and an unfinished (a save) record of every game."""
    out = []
    for spec in games():
        players = spec.default_players or spec.players[0]
        rng = random.Random(3)
        state = spec.new_state(players, seed=rng.randrange(2**40), dealer=0)
        history = []
        while state.to_move is not None:
            action = rng.choice(state.legal_actions())
            history.append(action)
            state.apply(action)
        finished = record_of(state)
        out.append(finished)
        save = copy.deepcopy(finished)
        save["actions"] = save["actions"][: len(save["actions"]) // 2]
        save.pop("result", None)
        out.append(save)
    return out


RECORDS = _records()


@st.composite
def mutated_records(draw) -> dict:
    """A record with one to three changes at random places: a value replaced, a key
    removed or added, a list cut or grown."""
    record = copy.deepcopy(draw(st.sampled_from(RECORDS)))
    for _ in range(draw(st.integers(1, 3))):
        node, key = record, None
        path = []
        while isinstance(node, (dict, list)) and node and draw(st.integers(0, 3)) > 0:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            key = draw(st.sampled_from(keys))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        how = draw(st.sampled_from(["replace", "remove", "add", "cut"]))
        if how == "replace":
            parent[key] = draw(json_values)
        elif how == "remove":
            parent.pop(key) if isinstance(parent, dict) else parent.pop(key)
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(json_values)
        elif how == "cut" and isinstance(parent[key], list):
            parent[key] = parent[key][: draw(st.integers(0, len(parent[key])))]
    return record


def one_line_error(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


# --- records and saves -----------------------------------------------------------------------

@FUZZ
@given(mutated_records())
def test_mutated_records_replay_or_are_refused_in_one_line(record):
    try:
        state = replay(record)
    except RecordError as exc:
        assert "\n" not in str(exc) and str(exc)
    else:
        assert state.spec.id == record["game"]


@FUZZ
@given(record=mutated_records())
def test_cli_replay_exits_0_or_2_with_one_line(record, capsys):
    text = json.dumps(record)  # NaN and infinities are written as the JSON reader refuses them
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(text)
        code = main(["replay", str(path), "--json"])
        assert path.read_text() == text  # a record is never written to
    out, err = capsys.readouterr()
    if code == 0:
        assert json.loads(out)["game"] == record["game"] and not err.strip()
    else:
        assert code == 2 and one_line_error(err).startswith("error: ")


@FUZZ
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_bytes_are_json_or_one_clear_line(data):
    try:
        value = parse_json(data, "f.json")
    except StorageError as exc:
        assert str(exc).startswith("f.json: ") and "\n" not in str(exc)
        return
    try:
        replay(value)
    except RecordError as exc:
        assert "\n" not in str(exc)


# --- statistics ---------------------------------------------------------------------------------

@FUZZ
@given(json_values | st.fixed_dictionaries({"version": st.just(1), "games": json_values}))
def test_any_statistics_file_is_read_or_kept_aside_and_a_game_still_counts(value):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "solitaire-stats.json"
        text = json.dumps(value)
        path.write_text(text)
        store = StatsStore(path)
        try:
            store.load()
            before = store.summary("la-pyramide")["played"]
        except StatsError as exc:
            assert exc.moved_to is not None and exc.moved_to.read_text() == text  # nothing lost
            before = 0
        store.record("la-pyramide", 7, 12, won=True, cleared=False)
        data = check_stats(read_json(path))
        assert data["games"]["la-pyramide"]["played"] == before + 1


# --- settings ------------------------------------------------------------------------------------

qt_values = st.recursive(st.none() | st.booleans() | st.integers(-2**62, 2**62) | st.text(max_size=20),
                         lambda kids: st.lists(kids, max_size=4)
                         | st.dictionaries(st.text(min_size=1, max_size=6), kids, max_size=4), max_leaves=12)
SETTING_KEYS = ["view/speed", "view/skin", "view/contrast", "game/new", "window/geometry"]


def _settings(folder: str, writes: dict | None = None, raw: str | None = None):
    from PySide6.QtCore import QSettings

    from tarocchi.gui.settings import Settings, keep_bad_file

    path = str(Path(folder) / "tarocchi.ini")
    if raw is not None:
        Path(path).write_text(raw, encoding="utf-8", errors="replace")
    store = QSettings(path, QSettings.Format.IniFormat)
    keep_bad_file(store)
    for key, value in (writes or {}).items():
        store.setValue(key, value)
    return Settings(store)


def assert_settings_usable(s) -> None:
    from tarocchi.gui.settings import SPEEDS

    assert s.speed in SPEEDS and isinstance(s.skin, str) and isinstance(s.contrast, bool)
    new_game = s.new_game
    assert isinstance(new_game, dict)
    if "names" in new_game:
        assert all(isinstance(n, str) for n in new_game["names"])
    for key in ("players", "deals"):
        if key in new_game:
            assert isinstance(new_game[key], int) and not isinstance(new_game[key], bool)
    assert isinstance(s.get("window/geometry", ""), str)


def assert_settings_usable_and_written(s) -> None:
    """:func:`assert_settings_usable`, then the settings written now, inside their folder: not
    when Python drops them, into a folder made again after it was removed."""
    assert_settings_usable(s)
    s.store.sync()


@FUZZ
@given(st.dictionaries(st.sampled_from(SETTING_KEYS), qt_values | json_values.map(json.dumps), min_size=1))
def test_settings_of_any_type_or_shape_fall_back_to_their_defaults(values):
    with tempfile.TemporaryDirectory() as folder:
        assert_settings_usable_and_written(_settings(folder, writes=values))


@FUZZ
@given(st.text(max_size=200) | st.sampled_from(["[view]\nspeed=a, b\n", "[game]\nnew=5\n",
                                                  "[window]\ngeometry=@Variant(\\0\\0\\0\\x7f)\n"]))
def test_a_settings_file_of_any_text_starts(raw):
    with tempfile.TemporaryDirectory() as folder:
        assert_settings_usable_and_written(_settings(folder, raw="[General]\n" + raw))


# --- command-line arguments ------------------------------------------------------------------------

#: (command before the value, option, least, greatest, whole numbers?)
BOUNDED = [
    (["simulate"], "--deals", 1, 1_000_000, True),
    (["duel"], "--deals", 1, 100_000, True),
    (["duel"], "--budget", 1, 1_000_000, True),
    (["duel"], "--jobs", 1, 64, True),
    (["duel"], "--time", 0.001, 600, False),
    (["duel"], "--scale", 0.001, 100, False),
    (["bench"], "--seconds", 0.01, 3600, False),
    (["solve", "--deal", "1"], "--seconds", 0.01, 3600, False),
    (["solve", "--deal", "1"], "--max-nodes", 1, 20_000_000, True),
    (["solve"], "--deal", 0, 2**63 - 1, True),
    (["render-deck", "--out", "/nonexistent/x"], "--height", 16, 4000, True),
]


@st.composite
def out_of_bounds(draw) -> list[str]:
    command, option, lo, hi, whole = draw(st.sampled_from(BOUNDED))
    value = draw(st.one_of(
        st.integers(-10**30, int(lo) - 1).map(str) if lo > -10**30 else st.nothing(),
        st.integers(int(hi) + 1, 10**30).map(str),
        st.sampled_from(["nan", "inf", "-inf", "NaN", "1e999", "", " ", "x", "0x10", "1,5", "--"]),
        st.floats(allow_nan=False, allow_infinity=False).filter(
            lambda f: whole and f != int(f) or not lo <= f <= hi).map(repr),
        st.text(alphabet="abcxyz-_ é", min_size=1, max_size=8),
    ))
    if not whole:
        try:
            assume(not lo <= float(value) <= hi)
        except ValueError:
            pass
    return [*command, f"{option}={value}"]


@FUZZ
@given(argv=out_of_bounds())
def test_counts_and_durations_out_of_bounds_exit_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    assert one_line_error(capsys.readouterr().err)


COMMANDS_WITH_GAME = [["simulate"], ["bench"], ["duel"], ["solve", "--deal", "1"],
                      ["render-deck", "--height", "40", "--out", "/nonexistent/x"]]


@FUZZ
@given(command=st.sampled_from(COMMANDS_WITH_GAME), game=st.text(min_size=1, max_size=20))
def test_an_unknown_game_exits_2_in_every_command(command, game, capsys):
    assume(game not in {s.id for s in games()} and not game.startswith("-"))
    assert main([*command, "--game", game]) == 2
    assert "unknown game" in one_line_error(capsys.readouterr().err)


@FUZZ
@given(game=st.sampled_from(["french-tarot", "tappen", "la-pyramide", "zwanzigerrufen", "koenigrufen"]),
       name=st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=24),
       value=st.one_of(json_values.map(json.dumps), st.text(max_size=20)))
def test_any_option_value_is_taken_or_refused_in_one_line(game, name, value, capsys):
    spec = get_game(game)
    name = next((o.name for o in spec.options if o.name.startswith(name[:1])), name)
    try:
        spec.params(None, {name: parse_json(value)})
        assume(False)  # a valid option: not what this test is about
    except StorageError:
        pass
    except ValueError:
        pass
    code = main(["simulate", "--game", game, "--deals", "1", "--option", f"{name}={value}"])
    assert code in (0, 2)
    if code == 2:
        assert one_line_error(capsys.readouterr().err).startswith("error: ")


def test_options_are_checked_by_type_and_range():
    from tarocchi.engine.protocol import OptionError
    for game, options in (("la-pyramide", {"rows": 4.0}), ("tappen", {"trull_value": True}),
                          ("tappen", {"trull_value": 11}), ("zwanzigerrufen", {"farberl_min_suit_cards": 10**12}),
                          ("koenigrufen", {"trischaken_stake": 4.0}), ("french-tarot", {"red_pips": ["x"]})):
        with pytest.raises(OptionError):
            get_game(game).params(None, options)
    for spec in games():
        for option in spec.options:
            if type(option.default) is int:
                assert option.bounds or option.choices, f"{spec.id}: {option.name} has no bounds"
