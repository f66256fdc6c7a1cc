"""Screenshots of the replay viewer and of a finished review: docs/images/replay-viewer.png
and docs/images/review.png. Run: ``python tests/gui/make_review_screenshot.py [--out DIR]``.
A deal of French Tarot is played by the random player for the person (seed 41: a contract is
played), then the replay viewer shows it and the review weighs each of the person's choices."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TAROCCHI_HOME", tempfile.mkdtemp(prefix="tarocchi-shots-"))

from tarocchi.app import make_app  # noqa: E402
from tarocchi.gui.autoplay import UiPlayer  # noqa: E402
from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.dealfiles import full_record  # noqa: E402
from tarocchi.gui.window import MainWindow  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def wait(app, predicate, timeout: float = 600.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("not there in time")
        app.processEvents()
        time.sleep(0.01)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = parser.parse_args()
    out = Path(args.out)
    app = make_app(sys.argv[:1])
    window = MainWindow(auto=True)
    window.set_speed("off")
    window.controller.bot_pause_ms = 0
    window.show()
    player = UiPlayer(window, "random", 5)  # a careless player: the review has choices to mark
    window.controller.human_turn.disconnect(player.play)  # played below, once the table is still
    window.start(MatchConfig(game="french-tarot", players=4, seed=41, names=["Ann", "Bob", "Cid", "Dee"]))
    while not window.controller.match.sheet:
        wait(app, lambda: window.controller.match.sheet or (window.turn.active and not window.animator.busy))
        if not window.controller.match.sheet:
            player.play(window.controller.view())
    record = full_record(window.controller.match.sheet[-1].record)
    viewer = window.dealfiles.show_viewer(record)
    viewer.show_step(30)
    wait(app, lambda: True)
    viewer.grab().save(str(out / "replay-viewer.png"))
    dialog = window.dealfiles.review(record, 0, viewer)
    wait(app, lambda: not dialog.runner.running)
    marked = dialog.marked()
    dialog.table.selectRow(marked[0] if marked else 1)
    app.processEvents()
    dialog.grab().save(str(out / "review.png"))
    print(f"{len(dialog.decisions)} decisions, marked {marked}")
    window.controller.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
