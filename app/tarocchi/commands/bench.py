"""``tarocchi-cli bench``: engine throughput, complete random deals through the full rules.

Every game and player count is timed for about ``--seconds`` seconds of random legal play
(bids, talon, discard, announcements, cards and scoring). Deals annulled at the deal or in
the auction are played too but not counted, so the figure is deals played to the score.
"""

from __future__ import annotations

import random
import time

from tarocchi.commands._common import emit_json, game_id, seconds, table
from tarocchi.engine.registry import games


def bench_game(spec, players: int, seconds: float, seed: int = 0) -> dict:
    rng = random.Random(seed)
    played = total = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline or played == 0:
        state = spec.new_state(players, dealer=total % players, seed=rng.randrange(2**63))
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
        state.scores()
        total += 1
        if not state.result().get("annulled"):
            played += 1
    elapsed = time.perf_counter() - start
    return {"game": spec.id, "players": players, "deals_per_s": round(played / elapsed, 1),
            "deals": played, "annulled": total - played, "seconds": round(elapsed, 3)}


def run(args) -> int:
    rows = []
    for spec in games():
        if args.game and spec.id != args.game:
            continue
        for n in sorted(spec.players):
            rows.append(bench_game(spec, n, args.seconds))
    if args.json:
        emit_json(rows)
        return 0
    print(table([[r["game"], r["players"], r["deals_per_s"], r["deals"]] for r in rows],
                ["game", "players", "deals/s", "deals"]))
    return 0


def register(sub) -> None:
    p = sub.add_parser("bench", help="engine throughput: random complete deals per second")
    p.add_argument("--seconds", type=seconds(0.01, 3600), default=1.0,
                   help="time per game and player count (0.01 to 3600)")
    p.add_argument("--game", type=game_id, default=None, help="only this game")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)
