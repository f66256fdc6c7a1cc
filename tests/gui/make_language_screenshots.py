"""Screenshots of the teaching windows in every language (issue 21), taken offscreen for a
person to look at: the welcome, a tutorial step, the rules help, a hint with its reason and
the end-of-deal summaries. The pictures are for checking, not for the repository.

Run: ``python tests/gui/make_language_screenshots.py [--out DIR] [--langs en fr de it]``
(default: a new temporary folder). Each language gets ``<lang>-<name>.png``:

- ``welcome``: the game chooser as the first start shows it;
- ``tutorial-french-tarot``: French Tarot's tutorial at the step of its first card, the lesson's
  panel beside the table; ``tutorial-koenigrufen-italian``: Königrufen's at its call, Italian skin;
- ``rules-french-tarot``: the rules help with its key cards; ``rules-koenigrufen-bidding``: at
  the bidding;
- ``hint``: a hint with its reason in French Tarot's card play; ``hint-compared``: the search's
  expectation of its card against the person's other card;
- ``summary-koenigrufen``, ``summary-talon``: the summary of a deal played to its end.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TAROCCHI_HOME", tempfile.mkdtemp(prefix="tarocchi-language-shots-"))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tarocchi.app import make_app  # noqa: E402
from tarocchi.engine.actions import Bid, Play  # noqa: E402
from tarocchi.gui.autoplay import UiPlayer  # noqa: E402
from gui_helpers import LessonPlayer  # noqa: E402
from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.language import set_language  # noqa: E402
from tarocchi.gui.window import MainWindow  # noqa: E402

NAMES = ["You", "Anna", "Bruno", "Chloé"]


def wait(app: QApplication, predicate, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there in time")
        app.processEvents()
        time.sleep(0.005)


def settle(app: QApplication, window: MainWindow | None = None) -> None:
    if window is not None:
        wait(app, lambda: not window.animator.busy)
    for _ in range(10):
        app.processEvents()


class Shooter:
    def __init__(self, app: QApplication, out: Path, lang: str) -> None:
        self.app, self.out, self.lang = app, out, lang

    def __call__(self, widget: QWidget, name: str) -> Path:
        settle(self.app)
        path = self.out / f"{self.lang}-{name}.png"
        if not widget.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        print(path, flush=True)
        return path


def new_window(skin: str = "french") -> MainWindow:
    window = MainWindow()
    window.resize(1280, 820)
    window.set_speed("off")
    window.set_skin(skin)
    window.set_talon_hold("brief")
    window.controller.bot_pause_ms = 0
    window.show()
    return window


def close(app: QApplication, window: MainWindow) -> None:
    window.controller.stop()
    window.controller.runner.wait(2000)
    window.close()
    window.deleteLater()
    settle(app)


def my_turn_or_end(window: MainWindow) -> bool:
    c = window.controller
    return (window.turn.active or (c.state is not None and c.state.is_terminal())) and not window.animator.busy


def tutorial(app, shoot, key: str, skin: str, name: str, stop) -> None:
    """The tutorial ``key`` played by its script until ``stop(lesson, state)``."""
    from tarocchi.gui.tutorial import open_tutorial

    window = new_window(skin)
    tut = open_tutorial(window, key)
    player = LessonPlayer(window, tut.lesson)
    for _ in range(200):
        wait(app, lambda: my_turn_or_end(window))
        state = window.controller.state
        if state.is_terminal() or stop(tut.lesson, state):
            break
        player.play(window.controller.view())
    settle(app, window)
    shoot(window, name)
    tut.leave()
    close(app, window)


def rules(app, shoot) -> None:
    from tarocchi.gui.rulesbook import RulesBook

    window = new_window()
    book = RulesBook(window.faces, "french-tarot", players=4, parent=window)
    book.show()
    shoot(book, "rules-french-tarot")
    book.close()
    book = RulesBook(window.faces, "koenigrufen", players=4, phase="auction", parent=window)
    book.show()
    shoot(book, "rules-koenigrufen-bidding")
    book.close()
    close(app, window)


def hint(app, shoot) -> None:
    """French Tarot (seed 7): the easy player takes the person's turns up to the third trick,
    the person asks for a hint, then plays another legal card than the one suggested."""
    window = new_window()
    window.start(MatchConfig(players=4, seed=7, names=list(NAMES)))
    c = window.controller
    player = UiPlayer(window, "easy", 3)
    c.human_turn.disconnect(player.play)
    while True:
        wait(app, lambda: my_turn_or_end(window))
        legal = c.view().legal
        if any(type(a) is Play for a in legal) and c.view().table.tricks_played >= 2 \
                and len({a for a in legal if type(a) is Play}) >= 2:
            break
        takes = [a for a in legal if type(a) is Bid and a.name == "take"]
        if takes:  # the person takes: the deal is played whatever the others bid
            window.panel.button(c.describe(takes[0])).click()
            continue
        player.play(c.view())
    window.ask_hint()
    wait(app, lambda: getattr(window, "hints", None) is not None and window.hints.last is not None, 120)
    settle(app, window)
    shoot(window, "hint")
    _, suggested, values = window.hints.last
    other = next((a for a in c.view().legal if type(a) is Play and a != suggested and a in values), None)
    if other is None:
        print("no other card to compare", flush=True)
    else:
        window.table.card_activated.emit(other.card)
        wait(app, lambda: bool(window.statusBar().currentMessage()), 20)
        settle(app, window)
        shoot(window, "hint-compared")
    close(app, window)


def summary(app, shoot, game: str, players: int) -> None:
    window = new_window()
    window.start(MatchConfig(game=game, players=players, seed=11, names=list(NAMES)))
    player = UiPlayer(window, "easy", 4)
    if window.turn.active:
        player.play(window.controller.view())
    wait(app, lambda: window.summary is not None, 180)
    settle(app, window)
    shoot(window.summary, f"summary-{game}")
    window.controller.human_turn.disconnect(player.play)
    close(app, window)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="")
    parser.add_argument("--langs", nargs="+", default=["en", "fr", "de", "it"])
    parser.add_argument("--only", nargs="*", default=[],
                        help="welcome tutorial rules hint summary (default: all)")
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="tarocchi-language-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    parts = set(args.only or ["welcome", "tutorial", "rules", "hint", "summary"])
    app = make_app(sys.argv[:1])
    for lang in args.langs:
        set_language(lang)
        shoot = Shooter(app, out, lang)
        if "welcome" in parts:
            window = new_window()
            dialog = window.choose_game(welcome=True)
            shoot(dialog, "welcome")
            dialog.done(0)
            close(app, window)
        if "tutorial" in parts:
            tutorial(app, shoot, "french-tarot", "french", "tutorial-french-tarot",
                     lambda lesson, state: type(lesson.expected(state)) is Play)
            tutorial(app, shoot, "koenigrufen", "italian", "tutorial-koenigrufen-italian",
                     lambda lesson, state: state.phase not in ("auction", "deal"))
        if "rules" in parts:
            rules(app, shoot)
        if "hint" in parts:
            hint(app, shoot)
        if "summary" in parts:
            summary(app, shoot, "koenigrufen", 4)
            summary(app, shoot, "talon", 3)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
