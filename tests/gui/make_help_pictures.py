"""The pictures of the rules help, in every language: ``resources/help/the-shard.png`` and
``chasse-au-tresor.png`` (English) and their ``<name>.<lang>.png`` for the translated pages,
each the same position taken offscreen in the window's language: the board alone (not the
panel of moves), at half size.

Run: ``python tests/gui/make_help_pictures.py [--out resources/help] [--langs en fr de it]``.
The Shard: a three-player game against easy computer players (seed 7, 20 rounds), stopped at
your turn in the last round. La chasse au trésor: deal 12, the hint player's first 14 moves.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TAROCCHI_HOME", tempfile.mkdtemp(prefix="tarocchi-help-pictures-"))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tarocchi.app import make_app  # noqa: E402
from tarocchi.gui.language import set_language  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: picture name: width in the help page
WIDTHS = {"the-shard": 620, "chasse-au-tresor": 600}
#: the windows' sizes, for boards of 1240 × 776 and 1200 × 858 (the panel of moves beside them)
SHARD_SIZE, CHASSE_SIZE = (1540, 846), (1450, 928)


def wait(app: QApplication, predicate, timeout: float = 120.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def save(widget: QWidget, name: str, lang: str, out: Path) -> Path:
    """Grab ``widget``, scale it to the help's width and save it as ``name[.lang].png``."""
    picture = widget.grab().scaledToWidth(WIDTHS[name], Qt.TransformationMode.SmoothTransformation)
    path = out / (f"{name}.png" if lang == "en" else f"{name}.{lang}.png")
    if not picture.save(str(path)):
        raise OSError(f"could not write {path}")
    return path


def shard_picture(app: QApplication, lang: str, out: Path) -> Path:
    from tarocchi.bots import decide, make_bot
    from tarocchi.gui.board.selftest import play_by_mouse
    from tarocchi.gui.board.window import ShardWindow

    window = ShardWindow(3, "easy", {"rounds": 20}, seed=7, speed=0.0, dialogs=False)
    window.table.bot_pause_ms = 0
    window.resize(SHARD_SIZE[0], SHARD_SIZE[1])
    window.show()
    table = window.table
    bot, rng = make_bot("easy"), random.Random(7)
    end = time.monotonic() + 300
    while True:
        app.processEvents()
        state = table.state
        if state.is_terminal() or time.monotonic() > end:
            raise RuntimeError("the game ended before the picture")
        if table.my_turn() and not table.animator.busy:
            if state.round == state.rounds:
                break
            play_by_mouse(window, decide(state, bot, rng))
        time.sleep(0.001)
    wait(app, lambda: not table.animator.busy)
    for _ in range(10):
        app.processEvents()
    path = save(table.board, "the-shard", lang, out)
    window.close()
    app.processEvents()
    return path


def chasse_picture(app: QApplication, lang: str, out: Path) -> Path:
    from tarocchi.gui.solitaire.chasse_selftest import play_by_mouse
    from tarocchi.gui.solitaire.chasse_window import ChasseWindow
    from tarocchi.solitaire.stats import StatsStore

    with tempfile.TemporaryDirectory(prefix="tarocchi-help-pictures-") as tmp:
        store = StatsStore(Path(tmp) / "solitaire-stats.json")
        window = ChasseWindow(12, store=store, speed=0.0, dialogs=False)
        window.resize(CHASSE_SIZE[0], CHASSE_SIZE[1])
        window.show()
        app.processEvents()
        table = window.table
        for _ in range(14):
            action, _ = table.planner.next_action(table.state)
            play_by_mouse(window, action)
            app.processEvents()
        wait(app, lambda: not table.animator.busy)
        for _ in range(10):
            app.processEvents()
        path = save(table.board, "chasse-au-tresor", lang, out)
        window.close()
        app.processEvents()
    return path


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "resources" / "help"))
    parser.add_argument("--langs", nargs="+", default=["en", "fr", "de", "it"])
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_app(sys.argv[:1])
    for lang in args.langs:
        set_language(lang)
        for make in (shard_picture, chasse_picture):
            print(make(app, lang, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
