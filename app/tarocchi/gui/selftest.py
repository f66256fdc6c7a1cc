"""``tarocchi --self-test``: one complete deal with computer players in every seat, played
through the window's own controls, then the result as JSON on standard output."""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from tarocchi.engine.protocol import OptionError
from tarocchi.engine.registry import get_game
from tarocchi.gui.autoplay import UiPlayer
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.settings import Settings

MAX_DEALS = 8  #: deals annulled at once (everyone passed) are dealt again, up to this many


def run_self_test(app: QApplication, game: str = "french-tarot", players: int | None = None,
                  seed: int | None = 1, timeout_s: float = 120.0) -> int:
    """Exit status: 0 when a deal was played to its end, 1 on any error, 2 for bad input."""
    try:
        spec = get_game(game)
        n = players or spec.default_players or spec.players[0]
        spec.params(n)
    except OptionError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if spec.kind == "solitaire":
        return _solitaire_self_test(spec, seed)
    if spec.kind == "board":
        from tarocchi.gui.board.selftest import run_self_test as run_board

        outcome = run_board(n, seed or 1)
        print(json.dumps(outcome, indent=2, default=str))
        return 0 if outcome["ok"] else 1
    if spec.kind != "trick":
        print(f"error: {spec.name} is a {spec.kind} game, which has no table yet", file=sys.stderr)
        return 2
    from tarocchi.gui.window import MainWindow

    errors: list[str] = []
    old_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        app.exit(1)

    sys.excepthook = hook
    folder = tempfile.mkdtemp(prefix="tarocchi-selftest-")
    settings = Settings(QSettings(str(Path(folder) / "selftest.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, auto=True)
    window.animator.speed = 0.0
    window.controller.bot_pause_ms = 0
    player = UiPlayer(window, "easy", seed or 0)
    pool = window.controller.runner.pool
    outcome: dict = {}

    def finished(line) -> None:
        if line.annulled and len(window.controller.match.sheet) < MAX_DEALS:
            QTimer.singleShot(0, window.controller.next_deal)
            return
        match = window.controller.match
        outcome.update({
            "game": spec.id, "players": n, "deals": len(match.sheet),
            "names": [s.name for s in match.seats], "scores": line.scores,
            "totals": match.totals(), "actions_by_seat_0": player.actions, "result": line.summary,
            "thinking": {"in_processes": pool.use_processes, "workers_started": pool.started},
        })
        if not pool.use_processes or not pool.started:  # a bundle whose workers cannot start is broken
            errors.append("the computer players did not think in a worker process")
            app.exit(1)
            return
        app.exit(0)

    window.controller.deal_finished.connect(finished)
    window.controller.failed.connect(lambda text: (errors.append(text), app.exit(1)))
    QTimer.singleShot(int(timeout_s * 1000), lambda: (errors.append("timed out"), app.exit(1)))
    window.show()
    try:
        window.start(MatchConfig(game=spec.id, players=n, seed=seed, bot="easy"))
        status = app.exec()
    except Exception:
        errors.append(traceback.format_exc())
        status = 1
    finally:
        sys.excepthook = old_hook
        window.close()
        shutil.rmtree(folder, ignore_errors=True)
    if errors or status != 0 or not outcome:
        print("self-test failed:\n" + "\n".join(errors or ["no result"]), file=sys.stderr)
        return 1
    print(json.dumps(outcome, indent=2, default=str))
    return 0


def _solitaire_self_test(spec, seed: int | None) -> int:
    """A solitaire: one deal played with the hint player through its table's clicks."""
    if spec.id == "chasse-au-tresor":
        from tarocchi.gui.solitaire.chasse_selftest import run_self_test as run_solitaire
    else:
        from tarocchi.gui.solitaire import run_self_test as run_solitaire

    outcome = run_solitaire(deal=seed or 1)
    json.dump(outcome, sys.stdout, indent=2, default=str)
    sys.stdout.write("\n")
    return 0 if outcome.get("ok") and not outcome.get("errors") else 1
