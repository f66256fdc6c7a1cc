"""``tarocchi-cli simulate``: play complete deals with computer players and print figures."""

from __future__ import annotations

import random
import time

from tarocchi.bots import decide, make_bot
from tarocchi.cli import UsageError
from tarocchi.commands._common import SEED, add_game_arguments, emit_json, game_and_params, table, whole

MAX_DEALS = 1_000_000


def simulate(spec, players: int, options: dict, bots: list[str], deals: int, seed: int) -> dict:
    """Play ``deals`` deals (dealer rotating) and gather per-seat means and success rates."""
    try:
        agents = [make_bot(b) for b in bots]
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    rng = random.Random(seed)
    totals = [0.0] * players
    victories = [0.0] * players  #: games won, a shared victory counting its share
    ranked = 0
    played = annulled = made = contracts = wins = clears = survived = 0
    by_contract: dict[str, list[int]] = {}
    start = time.perf_counter()
    for i in range(deals):
        state = spec.new_state(players, options, dealer=i % players, seed=rng.randrange(2**63))
        while state.to_move is not None:
            state.apply(decide(state, agents[state.to_move], rng))
        result = state.result()
        if result.get("annulled"):
            annulled += 1
            continue
        played += 1
        for s, score in enumerate(state.scores()):
            totals[s] += score
        if "made" in result:
            contracts += 1
            made += bool(result["made"])
            tally = by_contract.setdefault(str(result.get("contract")), [0, 0])
            tally[0] += 1
            tally[1] += bool(result["made"])
        if "winners" in result:
            ranked += 1
            for s in result["winners"]:
                victories[s] += 1 / len(result["winners"])
        if result.get("won"):
            wins += 1
        if result.get("cleared"):
            clears += 1
        survived += bool(result.get("survived"))
    seconds = time.perf_counter() - start
    out = {
        "game": spec.id,
        "players": players,
        "options": options,
        "deals": deals,
        "played": played,
        "annulled": annulled,
        "seconds": round(seconds, 3),
        "deals_per_s": round(deals / seconds, 2) if seconds else None,
        "contract_success_rate": round(made / contracts, 4) if contracts else None,
        "contracts": {k: {"deals": v[0], "made": v[1]} for k, v in sorted(by_contract.items())},
        "seats": [
            {"seat": s, "bot": bots[s], "mean_score": round(totals[s] / played, 3) if played else 0.0}
            for s in range(players)
        ],
    }
    if ranked:  # games that name their winners (board games)
        for s, seat in enumerate(out["seats"]):
            seat["win_rate"] = round(victories[s] / ranked, 4)
    if spec.kind == "solitaire":
        out["clear_rate"] = round(clears / played, 4) if played else None
        out["win_rate"] = round(wins / played, 4) if played else None
        out["mean_score"] = out["seats"][0]["mean_score"]
        if survived or "survived" in result:  # solitaires that can be lost before the end
            out["survival_rate"] = round(survived / played, 4) if played else None
    return out


def run(args) -> int:
    spec, players, options = game_and_params(args)
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else ["easy"] * players
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise UsageError(f"{players} bots needed, {len(bots)} given")
    out = simulate(spec, players, options, bots, args.deals, args.seed)
    if args.json:
        emit_json(out)
        return 0
    print(f"{spec.name}, {players} players: {out['deals']} deals ({out['played']} played, "
          f"{out['annulled']} annulled) in {out['seconds']} s, {out['deals_per_s']} deals/s")
    if out["contract_success_rate"] is not None:
        print(f"contracts made: {out['contract_success_rate']:.1%}")
    if "win_rate" in out:
        print(f"won: {out['win_rate']:.1%}, cleared: {out['clear_rate']:.1%}, mean score {out['mean_score']}")
    if "survival_rate" in out:
        print(f"not knocked out: {out['survival_rate']:.1%}")
    if "win_rate" in out["seats"][0]:
        print(table([[s["seat"], s["bot"], s["mean_score"], f"{s['win_rate']:.1%}"] for s in out["seats"]],
                    ["seat", "bot", "mean score", "wins"]))
    else:
        print(table([[s["seat"], s["bot"], s["mean_score"]] for s in out["seats"]], ["seat", "bot", "mean score"]))
    return 0


def register(sub) -> None:
    p = sub.add_parser("simulate", help="play deals with computer players and print figures")
    add_game_arguments(p)
    p.add_argument("--deals", type=whole(1, MAX_DEALS), default=100, help=f"deals to play (1 to {MAX_DEALS})")
    p.add_argument("--seed", type=SEED, default=0)
    p.add_argument("--bots", default=None, help="comma-separated bot levels, one per seat (or one for all)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)
