"""``tarocchi-cli replay FILE``: replay a game record and print the final state."""

from __future__ import annotations

from tarocchi.cli import UsageError
from tarocchi.commands._common import emit_json
from tarocchi.engine.records import RecordError, replay
from tarocchi.storage import StorageError, read_json


def summarize(state) -> dict:
    out = {
        "game": state.spec.id,
        "players": state.params.players,
        "dealer": state.dealer,
        "actions": len(state.history),
        "finished": state.is_terminal(),
        "phase": state.phase,
    }
    if state.is_terminal():
        result = state.result()
        for key, value in result.items():  # the game's result, where it does not hide the header
            out.setdefault(key, value)
        out["result"] = result
        out["scores"] = state.scores()
    else:
        out["to_move"] = state.to_move
        out["scores"] = None
    return out


def run(args) -> int:
    try:
        record = read_json(args.file)
        state = replay(record)
    except (StorageError, RecordError) as exc:
        raise UsageError(str(exc)) from None
    summary = summarize(state)
    if args.log:
        from tarocchi.deallog import deal_log

        print(deal_log(record), end="")
        return 0
    if args.json:
        emit_json(summary)
        return 0
    print(f"{state.spec.name}, {state.params.players} players, dealer seat {state.dealer}, "
          f"{len(state.history)} actions")
    if not state.is_terminal():
        print(f"unfinished: phase {state.phase}, seat {state.to_move} to move")
        return 0
    if summary.get("annulled"):
        print(f"deal annulled: {summary['annulled']}")
    for key in ("contract", "taker", "partner", "card_points", "oudlers", "target", "made",
                "petit_au_bout", "chelem", "score", "won"):
        if key in summary:
            print(f"{key:>14}: {summary[key]}")
    for seat, score in enumerate(summary["scores"]):
        print(f"{'seat ' + str(seat):>14}: {score:+g}")
    return 0


def register(sub) -> None:
    p = sub.add_parser("replay", help="replay a game record (JSON) and print the result")
    p.add_argument("file", help="the record file")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--log", action="store_true",
                   help="print the deal in words: hands, auction, discard, every trick, the result")
    p.set_defaults(func=run)
