"""The per-game strength table of ``docs/bots.md``: for every registered trick game and
player count, the duplicate duels medium − easy and hard − medium at a small deal count and
an equal budget (``--budget``) or each level at a share of its own default budget (``--scale``,
as ``tarocchi-cli duel --scale``), written as a markdown table between the markers of ``docs/bots.md``
(``--write``) or printed. Runs niced, one duel at a time::

    python tests/benchmarks/strength_table.py [--deals 10] [--budget 200 | --scale 0.05] [--jobs 1] [--seed 19] [--write] [game ...]

A small deal count gives wide intervals: the table says where a level is clearly ahead or
behind, the closing figures of an issue come from long duels (``tarocchi-cli duel``).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

from tarocchi.commands.duel import duel, level_budget
from tarocchi.engine.registry import games, get_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"
BEGIN, END = "<!-- strength-table -->", "<!-- /strength-table -->"
PAIRS = (("medium", "easy"), ("hard", "medium"))


def cell(report: dict) -> str:
    low, high = report["ci95"]
    ci = f" [{low:+.1f}, {high:+.1f}]" if low is not None else ""
    return f"{report['mean_diff']:+.1f}{ci}"


def rates(report: dict) -> str:
    stats = report["candidate_stats"]
    made = stats["success_rate"]
    return f"{stats['take_rate']:.0%} / {'–' if made is None else f'{made:.0%}'}"


def effort(budget: int | None, scale: float | None) -> str:
    """The levels' budgets in words."""
    if scale is None:
        return f"both levels at `--budget {budget}`"
    return (f"each level at `--scale {scale:g}` of its own default budget (hard "
            f"{level_budget('hard', None, scale)}, medium {level_budget('medium', None, scale)} playouts a decision)")


def table(rows: list[tuple[str, int, dict, dict]], deals: int, budget: int | None, seed: int, command: str,
          scale: float | None = None) -> str:
    lines = [
        f"Every figure: points a deal on {deals} duplicate deals (95% CI), {effort(budget, scale)}, "
        f"deals from seed {seed}; made by `{command}` "
        f"on {time.strftime('%Y-%m-%d')}. \"takes / makes\": how often the candidate declared "
        "and how often it made its contract.",
        "",
        "| game | players | medium − easy | takes / makes | hard − medium | takes / makes |",
        "|------|---------|---------------|---------------|---------------|---------------|",
    ]
    for name, players, medium, hard in rows:
        lines.append(f"| {name} | {players} | {cell(medium)} | {rates(medium)} | {cell(hard)} | {rates(hard)} |")
    return "\n".join(lines)


def write(text: str) -> None:
    doc = DOC.read_text(encoding="utf-8")
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in doc:
        doc = re.sub(re.escape(BEGIN) + ".*?" + re.escape(END), lambda _: block, doc, flags=re.S)
    else:
        doc = doc.rstrip("\n") + "\n\n## Strength in every game\n\n" + block + "\n"
    DOC.write_text(doc, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    effort = parser.add_mutually_exclusive_group()
    effort.add_argument("--budget", type=int, help="playouts a decision for both levels (default 200)")
    effort.add_argument("--scale", type=float, help="each level at this times its own default budget")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--write", action="store_true", help="write the table into docs/bots.md")
    parser.add_argument("games", nargs="*", help="game ids (default: every trick game)")
    args = parser.parse_args()
    if args.scale is None and args.budget is None:
        args.budget = 200
    os.nice(10)
    chosen = [get_game(g) for g in args.games] or [s for s in games() if s.kind == "trick"]
    rows = []
    for spec in chosen:
        for players in spec.players:
            reports = []
            for candidate, baseline in PAIRS:
                report = duel(spec, players, candidate, baseline, args.deals, args.seed, args.budget,
                              jobs=args.jobs, scale=args.scale)
                print(f"{spec.id} at {players}: {candidate} − {baseline} {cell(report)}", file=sys.stderr, flush=True)
                reports.append(report)
            rows.append((spec.name, players, *reports))
    command = "python tests/benchmarks/strength_table.py " + " ".join(sys.argv[1:])
    text = table(rows, args.deals, args.budget, args.seed, command.strip(), args.scale)
    if args.write:
        write(text)
    print(text)


if __name__ == "__main__":
    main()
