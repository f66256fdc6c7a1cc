"""Screenshots of the table in each phase, taken offscreen: docs/images/table-*.png.

Run: ``python tests/gui/make_screenshots.py [--out docs/images] [--players 4] [--seed 7]``.
The person bids the highest take-with-the-chien bid on offer, so the discard is shown too.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TAROCCHI_HOME", tempfile.mkdtemp(prefix="tarocchi-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from tarocchi.app import make_app  # noqa: E402
from tarocchi.engine.actions import Bid, Discard, Play  # noqa: E402
from tarocchi.gui.autoplay import UiPlayer  # noqa: E402
from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.window import MainWindow  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def wait(app: QApplication, predicate, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there in time")
        app.processEvents()
        time.sleep(0.005)


def settle(app: QApplication, window: MainWindow) -> None:
    wait(app, lambda: not window.animator.busy)
    for _ in range(5):
        app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--skin", default="french")
    parser.add_argument("--suffix", default="")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = make_app(sys.argv[:1])
    window = MainWindow()
    window.resize(1280, 820)
    window.set_speed("fast")
    window.set_skin(args.skin)
    window.controller.bot_pause_ms = 0
    window.show()
    window.start(MatchConfig(players=args.players, seed=args.seed,
                             names=["You", "Anna", "Bruno", "Chloé", "Denis", "Elsa"]))
    c = window.controller

    def my_turn() -> bool:
        return window.turn.active and not window.animator.busy

    def save(name: str) -> None:
        settle(app, window)
        path = out / f"table-{name}{args.suffix}.png"
        window.grab().save(str(path))
        print(path)

    wait(app, my_turn)
    assert c.state.phase == "auction", c.state.phase
    save("auction")
    bids = [a for a in c.view().legal if type(a) is Bid and a.name in ("guard", "take")]
    window.panel.button(c.describe(bids[-1])).click() if bids else None
    player = UiPlayer(window, "easy", 3)
    c.human_turn.disconnect(player.play)
    while True:
        wait(app, my_turn)
        legal = c.view().legal
        if any(type(a) is Discard for a in legal):
            discards = [a.card for a in legal if type(a) is Discard]
            for card in discards[:2]:
                window.table.card_clicked.emit(card)
            save("discard")
            window.turn.selection = []
            player.play(c.view())
            continue
        if any(type(a) is Play for a in legal) and len(c.view().table.trick) >= 2:
            tricks = c.view().table.tricks_played
            if tricks >= 3:
                window.table.setFocus()
                window.table.focus_index = 4
                window.table._apply_hand_mode()
                save("play")
                break
        player.play(c.view())
    player = UiPlayer(window, "easy", 4)
    player.play(c.view())
    wait(app, lambda: window.summary is not None, 120)
    settle(app, window)
    save("end")
    window.summary.grab().save(str(out / f"table-summary{args.suffix}.png"))
    print(out / f"table-summary{args.suffix}.png")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
