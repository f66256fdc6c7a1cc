"""``tarocchi-cli render-deck``: draw a skin's cards to PNG files, headless.

Writes one PNG per card, named by its text notation (``KH.png``, ``T21.png``, ``EX.png``),
``back.png``, and a contact sheet of the whole deck (``contact-sheet.png`` unless
``--sheet`` names another file).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from tarocchi.cli import UsageError
from tarocchi.commands._common import game_id
from tarocchi.engine.cards import card_name
from tarocchi.skins import NAMINGS, SKINS

MIN_HEIGHT, MAX_HEIGHT = 16, 4000


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "render-deck", help="draw a deck skin to PNG files and a contact sheet",
        description="Render every card of a skin (or of one game's deck) to PNG files.")
    p.add_argument("--skin", default="french", help=f"one of {', '.join(SKINS)} (default french)")
    p.add_argument("--game", metavar="ID", type=game_id,
                   help="only this game's cards, with its names for the special cards")
    p.add_argument("--naming", help=f"names of the special cards: {', '.join(NAMINGS)} (default: the game's or the skin's)")
    p.add_argument("--contrast", action="store_true", help="the four-colour high-contrast variant")
    p.add_argument("--height", type=int, required=True, metavar="PIXELS", help="card height in pixels")
    p.add_argument("--out", required=True, metavar="DIR", help="folder for the PNG files (created if missing)")
    p.add_argument("--sheet", metavar="FILE", help="where to write the contact sheet")
    p.add_argument("--quiet", action="store_true", help="print nothing on success")
    p.set_defaults(func=run)


def _check(args: argparse.Namespace) -> None:
    if args.skin not in SKINS:
        raise UsageError(f"unknown skin {args.skin!r} (choose from {', '.join(SKINS)})")
    if args.naming is not None and args.naming not in NAMINGS:
        raise UsageError(f"unknown naming {args.naming!r} (choose from {', '.join(NAMINGS)})")
    if not MIN_HEIGHT <= args.height <= MAX_HEIGHT:
        raise UsageError(f"--height must be between {MIN_HEIGHT} and {MAX_HEIGHT} pixels")
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is not a folder")


def run(args: argparse.Namespace) -> int:
    _check(args)
    from tarocchi.skins.decks import game_deck

    try:
        deck = game_deck(args.game)
    except LookupError as exc:
        raise UsageError(str(exc)) from None

    from tarocchi.skins.render import CardRenderer, contact_sheet, ensure_app

    ensure_app()
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--out {out} cannot be created ({exc.strerror or exc})") from None
    naming = args.naming if args.naming is not None else deck.naming
    renderer = CardRenderer(args.skin, args.contrast, naming)
    started = time.perf_counter()
    for card in deck.cards:
        if not renderer.pixmap(card, args.height).save(str(out / f"{card_name(card)}.png")):
            raise UsageError(f"cannot write {out / card_name(card)}.png")
    renderer.back(args.height).save(str(out / "back.png"))
    title = f"{deck.title} · {args.skin}{' · high contrast' if args.contrast else ''}"
    sheet_path = Path(args.sheet) if args.sheet else out / "contact-sheet.png"
    try:
        sheet_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--sheet {sheet_path} cannot be created ({exc.strerror or exc})") from None
    if not contact_sheet(renderer, deck.cards, args.height, title=title).save(str(sheet_path)):
        raise UsageError(f"cannot write {sheet_path}")
    if not args.quiet:
        elapsed = time.perf_counter() - started
        print(f"{len(deck.cards)} cards + back written to {out} in {elapsed:.2f} s; sheet {sheet_path}")
    return 0
