"""Feed ``tarocchi-cli`` the bad input a careless user might, and count how each case ends.

Every case runs in its own process (as the ``tarocchi-cli`` script does: ``tarocchi.cli.main``;
a few through ``python -m tarocchi.cli``) with a time limit and a
memory limit, and is classed: ``clean`` (the expected ending: exit status 2 and one line
on standard error for bad input; a quiet non-zero status for a closed pipe, a full device
and Ctrl-C; strict JSON for ``duel --json``), ``traceback``, ``timeout``, ``memory`` (the
limit was hit), or ``unclear`` (another status, or a message of several lines).

    PYTHONPATH=app python tests/benchmarks/bad_inputs.py [--jobs 2] [--timeout 20] [--list]

The tarocchi found on ``PYTHONPATH`` is the one measured (point it at another tree's
``app`` folder to measure that tree). Prints the counts, the cases that did not end
cleanly, and ``--json`` the whole table.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

MEMORY_BYTES = 3 * 1024**3


def finished_record(game: str, players: int, seed: int) -> dict:
    from tarocchi.engine.records import record_of
    from tarocchi.engine.registry import get_game

    spec = get_game(game)
    rng = random.Random(seed)
    for _ in range(50):
        state = spec.new_state(players, seed=rng.randrange(2**40), dealer=0)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
        if not state.result().get("annulled"):
            break
    record = record_of(state)
    record.pop("seed", None)  # the deal alone, so that changing it is what is tested
    return record


GAMES = [("french-tarot", 4), ("french-tarot", 5), ("koenigrufen", 4), ("zwanzigerrufen", 4),
         ("tappen", 3), ("scarecrow", 2), ("point-tarock", 3), ("illustrated-tarock", 3),
         ("la-pyramide", 1)]

BAD_VALUES = [5, None, [], {}, "ZZ", True, 1.5, 10**30]


def set_path(record: dict, path: tuple, value) -> dict:
    out = copy.deepcopy(record)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def record_cases() -> list[tuple[str, dict | str | bytes]]:
    """(name, record or raw file content) for every malformed record."""
    cases: list[tuple[str, object]] = []
    for game, players in GAMES:
        base = finished_record(game, players, 7)
        tag = f"{game}/{players}"
        deal = base["deal"]
        if game == "la-pyramide":
            cases += [(f"{tag} deal.pyramid[0][0]={v!r}", set_path(base, ("deal", "pyramid", 0, 0), v))
                      for v in BAD_VALUES]
            cases += [(f"{tag} deal.pyramid={v!r}", set_path(base, ("deal", "pyramid"), v))
                      for v in (5, "KS", [["KS"]], [[[]]] * 15, [5] * 15)]
            cases += [(f"{tag} deal.draw={v!r}", set_path(base, ("deal", "draw"), v)) for v in (5, "KS", [5], None)]
            cases.append((f"{tag} deal.rows=4", set_path(base, ("deal", "rows"), 4)))
            cases.append((f"{tag} deal.deal='x'", set_path(base, ("deal", "deal"), "x")))
        else:
            talon = next(k for k in deal if k != "hands" and isinstance(deal[k], list))
            cases += [(f"{tag} deal.hands[0][0]={v!r}", set_path(base, ("deal", "hands", 0, 0), v))
                      for v in BAD_VALUES]
            cases += [(f"{tag} deal.hands={v!r}", set_path(base, ("deal", "hands"), v))
                      for v in (5, "KS", {}, [[]], [5] * players)]
            cases += [(f"{tag} deal.{talon}={v!r}", set_path(base, ("deal", talon), v))
                      for v in (5, "KS", None, [5], {"a": 1})]
            if game == "scarecrow":
                cases += [(f"{tag} deal.straw={v!r}", set_path(base, ("deal", "straw"), v))
                          for v in (5, [[["KS"]]], [[5, 5, 5], [5, 5, 5]])]
        cases += [(f"{tag} deal={v!r}", set_path(base, ("deal",), v)) for v in (5, "x", [], None)]
        cases += [(f"{tag} players={v!r}", set_path(base, ("players",), v)) for v in ("4", 4.5, True, -1, 10**30)]
        cases += [(f"{tag} dealer={v!r}", set_path(base, ("dealer",), v)) for v in ("0", -1, 99, 1.5, True, 10**30)]
        cases += [(f"{tag} seats={v!r}", set_path(base, ("seats",), v))
                  for v in ("x", 5, [5], [{"name": 5}], [], [{"name": "A"}] * 9)]
        cases += [(f"{tag} actions={v!r}", set_path(base, ("actions",), v))
                  for v in ("play KH", [5], [None], {"a": 1}, ["play"] * 3)]
        cases += [(f"{tag} options={v!r}", set_path(base, ("options",), v)) for v in ([], "x", {"nope": 1})]
    french = finished_record("french-tarot", 4, 7)
    cases += [(f"seed={v!r}", set_path(french, ("seed",), v)) for v in ("1", 1.5, True)]
    cases += [(f"game={v!r}", set_path(french, ("game",), v)) for v in (5, None, "chess")]
    cases += [(f"version={v!r}", set_path(french, ("version",), v)) for v in (None, "1", 2, 1.0)]
    cases += [("options rows=4.0", set_path(finished_record("la-pyramide", 1, 7), ("options",), {"rows": 4.0})),
              ("options trull_value=true", set_path(finished_record("tappen", 3, 7), ("options",), {"trull_value": True})),
              ("options farberl_min_suit_cards=10**12",
               set_path(finished_record("zwanzigerrufen", 4, 7), ("options",), {"farberl_min_suit_cards": 10**12}))]
    k = finished_record("koenigrufen", 4, 7)
    cases += [(f"koenigrufen deal.matches={v!r}", set_path(k, ("deal", "matches"), v))
              for v in (5, "x", [None] * 4, [1, 2], [-1, 0, 0, 0], [10**30] * 4)]
    cases += [(f"koenigrufen deal.double_deals={v!r}", set_path(k, ("deal", "double_deals"), v))
              for v in ("x", None, [1], 10**30, -1)]
    # the file itself
    cases += [("file: empty", ""), ("file: not UTF-8", b"\xff\xfe\x00{"), ("file: top-level list", "[]"),
              ("file: top-level text", '"record"'), ("file: not JSON", "{ nope"),
              ("file: NaN", '{"format": "tarocchi-record", "version": NaN}'),
              ("file: 1e999", '{"format": "tarocchi-record", "version": 1e999}'),
              ("file: 5000-digit number", '{"format": "tarocchi-record", "version": 1' + "0" * 5000 + "}"),
              ("file: nested 100000 deep", "[" * 100_000 + "]" * 100_000),
              ("file: nested 2000 deep", '{"format": "tarocchi-record", "x": ' + "[" * 2000 + "]" * 2000 + "}"),
              ("file: 11 MB", "[" + "0," * (11 * 1024 * 1024 // 2) + "0]")]
    return cases


def cli_cases() -> list[tuple[str, list[str], str]]:
    """(name, arguments, expectation) for bad command-line arguments."""
    bad = "bad"
    cases = []
    for value in ("0", "-1", "1000000000000", "nan", "inf", "x", "1e3"):
        cases.append((f"simulate --deals {value}", ["simulate", "--deals", value], bad))
        cases.append((f"duel --deals {value}", ["duel", "--deals", value], bad))
        cases.append((f"duel --budget {value}", ["duel", "--budget", value], bad))
    for value in ("nan", "inf", "-inf", "-1", "1e12", "x"):
        cases.append((f"bench --seconds {value}", ["bench", "--seconds", value], bad))
        cases.append((f"duel --time {value}", ["duel", "--time", value], bad))
        cases.append((f"solve --seconds {value}", ["solve", "--deal", "1", "--seconds", value], bad))
    for value in ("0", "1000000000000", "-5", "x"):
        cases.append((f"solve --max-nodes {value}", ["solve", "--deal", "1", "--max-nodes", value], bad))
        cases.append((f"duel --jobs {value}", ["duel", "--jobs", value], bad))
    for command in (["simulate"], ["bench"], ["duel"], ["solve", "--deal", "1"], ["render-deck", "--height", "40", "--out", "x"]):
        cases.append((f"{command[0]} --game chess", command + ["--game", "chess"], bad))
    cases += [
        ("simulate --players 0", ["simulate", "--players", "0"], bad),
        ("simulate --players 99", ["simulate", "--players", "99"], bad),
        ("simulate --players x", ["simulate", "--players", "x"], bad),
        ("simulate --seed x", ["simulate", "--seed", "x"], bad),
        ("simulate --bots nobody", ["simulate", "--bots", "nobody"], bad),
        ("simulate --bots easy,easy", ["simulate", "--bots", "easy,easy"], bad),
        ("simulate --option x", ["simulate", "--option", "x"], bad),
        ("simulate --option nope=1", ["simulate", "--option", "nope=1"], bad),
        ("simulate --option rows=4.0", ["simulate", "--game", "la-pyramide", "--option", "rows=4.0"], bad),
        ("simulate --option rows=NaN", ["simulate", "--game", "la-pyramide", "--option", "rows=NaN"], bad),
        ("simulate --option trull_value=true", ["simulate", "--game", "tappen", "--option", "trull_value=true"], bad),
        ("simulate --option farberl_min_suit_cards=10**12",
         ["simulate", "--game", "zwanzigerrufen", "--option", "farberl_min_suit_cards=1000000000000"], bad),
        ("simulate --option rows=[[[…", ["simulate", "--game", "la-pyramide", "--option", "rows=" + "[" * 5000], bad),
        ("simulate --option rows=5000 digits", ["simulate", "--game", "la-pyramide", "--option", "rows=1" + "0" * 5000], bad),
        ("duel --players 9", ["duel", "--players", "9"], bad),
        ("duel --candidate nobody", ["duel", "--candidate", "nobody"], bad),
        ("solve --deal -1", ["solve", "--deal", "-1"], bad),
        ("solve --deal x", ["solve", "--deal", "x"], bad),
        ("solve --game french-tarot", ["solve", "--game", "french-tarot", "--deal", "1"], bad),
        ("solve --goal x", ["solve", "--deal", "1", "--goal", "x"], bad),
        ("render-deck --height 1000000000", ["render-deck", "--height", "1000000000", "--out", "x"], bad),
        ("render-deck --skin x", ["render-deck", "--height", "40", "--skin", "x", "--out", "x"], bad),
        ("render-deck --naming x", ["render-deck", "--height", "40", "--naming", "x", "--out", "x"], bad),
        ("render-deck --out under a file", ["render-deck", "--height", "40", "--out", "{file}/sub"], bad),
        ("render-deck --out in /proc", ["render-deck", "--height", "40", "--out", "/proc/tarocchi/x"], bad),
        ("games --nope", ["games", "--nope"], bad),
        ("no command", [], bad),
        ("unknown command", ["fly"], bad),
        ("replay: no such file", ["replay", "/nonexistent/record.json"], bad),
        ("replay: a folder", ["replay", "{dir}"], bad),
        ("replay: a FIFO", ["replay", "{fifo}"], bad),
        ("replay: /dev/zero", ["replay", "/dev/zero"], bad),
        ("python -m tarocchi.cli: bad record", ["-m", "tarocchi.cli", "replay", "{bad_record}"], bad),
        ("python -m tarocchi.cli: unknown game", ["-m", "tarocchi.cli", "simulate", "--game", "chess"], bad),
        ("python -m tarocchi.cli: --deals 0", ["-m", "tarocchi.cli", "simulate", "--deals", "0"], bad),
        ("duel --json, one deal (no Infinity)", ["duel", "--game", "tappen", "--players", "3", "--deals", "1",
                                               "--candidate", "easy", "--baseline", "easy", "--budget", "4", "--json"],
         "json"),
        ("simulate to a closed pipe", ["simulate", "--deals", "400", "--json"], "pipe"),
        ("games to a full device", ["games", "--json"], "full"),
        ("simulate interrupted (Ctrl-C)", ["simulate", "--deals", "100000"], "sigint"),
        ("duel --jobs 2 interrupted (Ctrl-C)", ["duel", "--deals", "1000", "--jobs", "2", "--budget", "50"], "sigint"),
    ]
    return cases


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    os.setpgrp()


#: what the ``tarocchi-cli`` script runs
ENTRY = "import sys; from tarocchi.cli import main; sys.exit(main())"


def run_case(name: str, argv: list[str], expect: str, timeout: float) -> dict:
    if argv[:1] == ["-m"]:  # python -m tarocchi.cli …
        cmd = [sys.executable, *argv]
    else:
        cmd = [sys.executable, "-c", ENTRY, *argv]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    stdout_target = subprocess.PIPE
    if expect == "full":
        stdout_target = open("/dev/full", "w")
    proc = subprocess.Popen(cmd, stdout=stdout_target, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            env=env, preexec_fn=_limits)
    timed_out = False
    try:
        if expect == "pipe":
            proc.stdout.close()  # the reader is gone before the output comes (| head -0)
            _, err = proc.communicate(timeout=timeout)
            out = b""
        elif expect == "sigint":
            time.sleep(3.0)
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=timeout)
        else:
            out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    finally:
        if expect == "full":
            stdout_target.close()
    seconds = time.perf_counter() - started
    err_text = (err or b"").decode("utf-8", "replace")
    lines = [line for line in err_text.splitlines() if line.strip()
             and "propagateSizeHints" not in line]  # a Qt offscreen notice, not ours
    if timed_out:
        verdict = "timeout"
    elif "MemoryError" in err_text or proc.returncode in (-signal.SIGKILL, -signal.SIGSEGV):
        verdict = "memory"
    elif "Traceback" in err_text:
        verdict = "traceback"
    elif expect == "bad":
        verdict = "clean" if proc.returncode == 2 and len(lines) == 1 else "unclear"
    elif expect == "json":
        try:
            json.loads(out, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
            verdict = "clean" if proc.returncode == 0 else "unclear"
        except ValueError:
            verdict = "unclear"
    else:  # pipe, full, sigint: a quiet non-zero ending
        verdict = "clean" if proc.returncode not in (0, None) and len(lines) <= 1 else "unclear"
    return {"case": name, "expect": expect, "verdict": verdict, "status": proc.returncode,
            "seconds": round(seconds, 2), "stderr": lines[-1][:160] if lines else ""}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--list", action="store_true", help="only list the cases")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tarocchi-bad-") as tmp:
        folder = Path(tmp)
        a_file = folder / "a-file"
        a_file.write_text("x")
        bad_record = folder / "bad-record.json"
        bad_record.write_text(json.dumps({"format": "tarocchi-record", "version": 1, "game": "chess",
                                          "players": 4, "seed": 1, "actions": []}))
        (folder / "a-dir").mkdir()
        fifo = folder / "a-fifo"
        os.mkfifo(fifo)
        jobs = []
        for i, (name, content) in enumerate(record_cases()):
            path = folder / f"record-{i}.json"
            if isinstance(content, bytes):
                path.write_bytes(content)
            elif isinstance(content, str):
                path.write_text(content)
            else:
                path.write_text(json.dumps(content))
            jobs.append((f"replay: {name}", ["replay", str(path)], "bad"))
        for name, argv, expect in cli_cases():
            argv = [a.replace("{file}", str(a_file)).replace("{dir}", str(folder / "a-dir"))
                    .replace("{fifo}", str(fifo)).replace("{bad_record}", str(bad_record)) for a in argv]
            argv = [a if a != "x" or argv[:1] != ["render-deck"] else str(folder / "out") for a in argv]
            jobs.append((name, argv, expect))
        if args.list:
            for name, argv, expect in jobs:
                print(f"{expect:6} {name}")
            print(len(jobs), "cases")
            return 0
        with ThreadPoolExecutor(args.jobs) as pool:
            rows = list(pool.map(lambda job: run_case(*job, timeout=args.timeout), jobs))
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["verdict"]] = counts.get(row["verdict"], 0) + 1
    if args.json:
        print(json.dumps({"counts": counts, "cases": rows}, indent=1))
        return 0
    print(f"{len(rows)} cases: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for row in rows:
        if row["verdict"] != "clean":
            print(f"  {row['verdict']:9} {row['case'][:70]:70}  status {row['status']}  {row['stderr'][:70]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
