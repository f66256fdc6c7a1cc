"""The monkey: random clicks, drags, double-clicks and keys on the real windows, animations at
normal speed, across every game of the registry (trick games in the main window, solitaires in
their own windows), with new games, resizes, menus, dialogs and window closes in between.

Run: ``python -X faulthandler tests/benchmarks/monkey.py [--actions 10000] [--seed 1] [--json]``
(the CI version: ``tests/gui/test_monkey.py``, 1,500 actions in a fresh process).

A person's actions, not a script's: every mouse event goes through QTest to the widget under
the pointer (so a modal dialog blocks the window behind it, as it does for a person), every key
to the widget that has the focus, every menu command only when no dialog is in the way. About
half of the actions are ones the window offers (a button of the panel, a legal card played by
double-click, drag, click or the keyboard, the cards of a discard, the summary's Next deal), the
others anything at all: a click anywhere, a card dragged anywhere, any key, any menu command.
A visit to a game sometimes fast-forwards most of a deal with the animations off (through the
same controls, not counted as actions), so that deal ends are reached often.

Figures printed at the end: actions by kind, games visited, deals completed, window closes,
Qt objects that only Python kept alive while in use (sampled each second, `qtutil.orphans`),
Python tracebacks (``sys.excepthook``: an exception in a slot), Qt warnings, stuck states and
the wall time. A state is *stuck* when for ``STUCK_S`` seconds nothing moves (no animation runs,
no computer player thinks) and the window offers no action: no enabled button of the panel, no
card to play or choose, no summary, no dialog, no "Go on" or "Next deal"; or when a computer
player or an animation takes far longer than it may. Exit status: 0 when there was no
traceback, no stuck state and no such object, 1 otherwise. (A crash ends the process: run it with
``python -X faulthandler`` to see where.)
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "TAROCCHI_HOME" not in os.environ:  # (setdefault would make a folder the suite's run leaves behind)
    os.environ["TAROCCHI_HOME"] = tempfile.mkdtemp(prefix="tarocchi-monkey-")

import shiboken6  # noqa: E402
from PySide6.QtCore import QObject, QPoint, QPointF, Qt, QThreadPool, QTimer, qInstallMessageHandler  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton, QApplication, QDialog, QGraphicsView, QMainWindow, QWidget,
)

from tarocchi.engine.actions import Discard, Draw, Pair, Play  # noqa: E402
from tarocchi.engine.registry import games  # noqa: E402
from tarocchi.gui.controller import MatchConfig  # noqa: E402
from tarocchi.gui.layout import CARD_H, CARD_W  # noqa: E402
from tarocchi.gui.qtutil import orphans  # noqa: E402

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
STUCK_S = 4.0  #: nothing moves and nothing is offered this long: stuck
BOT_LIMIT_S = 20.0  #: a computer player thinking longer than this: stuck
ANIMATION_LIMIT_S = 60.0  #: the table animating (not holding) longer than this: stuck
SIZES = ((800, 600), (1366, 700), (1400, 450), (1280, 820), (1024, 700), (1920, 1040))
KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End,
        Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab,
        Qt.Key.Key_H, Qt.Key.Key_L, Qt.Key.Key_Backspace)
#: menu commands the monkey leaves alone: the animation speed stays normal; quitting is a window close
SKIP_MENU = ("Off", "Fast", "Slow", "Quit")
BENIGN = ("propagateSizeHints", "does not support raise", "does not support grabbing")  #: the offscreen platform's limits


def trick_games() -> list:
    return [g for g in games() if g.kind == "trick"]


def solitaires() -> list:
    return [g for g in games() if g.kind == "solitaire"]


class Monkey(QObject):
    """Drives the windows with ``actions`` random actions, then quits the application."""

    def __init__(self, app: QApplication, actions: int, seed: int, per_game: int | None = None,
                 log=None) -> None:
        super().__init__()
        self.app = app
        self.target = actions
        self.rng = random.Random(seed)
        self.log = log
        self.visits = [(g, n) for g in trick_games() for n in sorted(g.players)] + [(g, 1) for g in solitaires()]
        self.rng.shuffle(self.visits)
        # every game once before any game twice, so that a short run still visits them all
        seen: set[str] = set()
        firsts = [v for v in self.visits if not (v[0].id in seen or seen.add(v[0].id))]
        self.visits = firsts + [v for v in self.visits if v not in firsts]
        self.per_game = per_game or max(60, min(250, actions // max(1, len(self.visits))))
        self.counts: Counter = Counter()
        self.visited: Counter = Counter()
        self.deals = 0
        self.closes = 0
        self.tracebacks: list[str] = []
        self.warnings: list[str] = []
        self.stuck: list[str] = []
        self.window = None
        self.solitaire = None  #: the solitaire window being visited
        self.left = 0  #: actions left in this visit
        self._visit = -1
        self._quiet_since: float | None = None
        self._busy_since: float | None = None
        self._think_since: float | None = None
        self._finishing = False
        self._forwarding = False
        self._closed: list = []  #: closed windows Qt has not deleted yet
        self.started = time.monotonic()
        self.orphaned: Counter = Counter()  #: Qt objects only Python kept alive (see qtutil.orphans)
        self.watch = QTimer(self)
        self.watch.setInterval(250)
        self.watch.timeout.connect(self.check_stuck)
        self.owners = QTimer(self)
        self.owners.setInterval(1000)
        self.owners.timeout.connect(lambda: self.orphaned.update(orphans()))

    # --- running ---------------------------------------------------------------------------------
    def start(self) -> None:
        sys.excepthook = self._excepthook
        qInstallMessageHandler(self._qt_message)
        self.new_window()
        self.next_visit()
        self.watch.start()
        self.owners.start()
        QTimer.singleShot(0, self.tick)

    def _excepthook(self, kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        self.tracebacks.append(text)
        sys.stderr.write(text)

    def _qt_message(self, mode, context, message: str) -> None:
        if not any(b in message for b in BENIGN):
            self.warnings.append(message)
            sys.stderr.write(f"Qt: {message}\n")

    def say(self, text: str) -> None:
        if self.log:
            print(f"[{self.done:5d} {time.monotonic() - self.started:6.1f}s] {text}", file=self.log, flush=True)

    @property
    def done(self) -> int:
        return sum(self.counts.values())

    def tick(self) -> None:
        if self._finishing:
            return
        if self._forwarding:
            QTimer.singleShot(50, self.tick)
            return
        if self.done >= self.target and QApplication.activeModalWidget() is None \
                and QApplication.activePopupWidget() is None:
            self.finish()
            return
        r = self.rng.random()  # a person's pace: mostly brisk, now and then a pause
        delay = self.rng.randint(0, 30) if r < 0.95 else self.rng.randint(100, 500)
        QTimer.singleShot(delay, self.tick)  # first: the action may open a dialog (a nested loop)
        try:
            self.act()
        except Exception:  # the monkey's own mistake: reported, never hidden
            self._excepthook(*sys.exc_info())

    def finish(self) -> None:
        self._finishing = True
        self.watch.stop()
        self.owners.stop()
        for w in self.windows():
            w.close()
        self.app.quit()

    def figures(self) -> dict:
        return {
            "actions": self.done, "by_kind": dict(sorted(self.counts.items())),
            "games": dict(sorted(self.visited.items())), "deals_completed": self.deals,
            "window_closes": self.closes, "tracebacks": len(self.tracebacks), "qt_warnings": len(self.warnings),
            "stuck": len(self.stuck), "stuck_states": self.stuck[:10],
            "python_owned": sum(self.orphaned.values()), "python_owned_kinds": sorted(self.orphaned)[:10],
            "warnings": sorted(set(self.warnings))[:10],
            "seconds": round(time.monotonic() - self.started, 1),
        }

    # --- windows and visits ----------------------------------------------------------------------
    def windows(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMainWindow) and w.isVisible() and shiboken6.isValid(w)]

    def new_window(self) -> None:
        from tarocchi.gui.window import MainWindow

        w = MainWindow()
        w.set_speed("normal")
        w.controller.bot_pause_ms = self.rng.choice((0, 0, 120, 520))
        w.controller.deal_finished.connect(self._deal_done)
        w.resize(*self.rng.choice(SIZES))
        w.show()
        self.window = w

    def _deal_done(self, line) -> None:
        self.deals += 1

    def close_window(self) -> None:
        """Close the main window (and the solitaires), as a person quits; then start again."""
        self.closes += 1
        self.say("close the window")
        for w in self.windows():
            w.close()
        # Qt deletes the window when the event loop gets there (as when a person quits): until
        # then a reference is kept, so that dropping it here deletes nothing
        self._closed = [w for w in self._closed if shiboken6.isValid(w)]
        if self.window is not None and shiboken6.isValid(self.window):
            self.window.deleteLater()
            self._closed.append(self.window)
        self.window = None
        self.solitaire = None
        self.new_window()

    def next_visit(self) -> None:
        w = self.window
        if w is not None and shiboken6.isValid(w) and w.controller.state is not None:
            st = w.controller.state
            t = st.view(0).table
            self.say(f"leave {st.spec.id}: phase {st.phase}, tricks {t.tricks_played if t else '-'}, "
                     f"deals {len(w.controller.match.sheet)}")
        self._visit = (self._visit + 1) % len(self.visits)
        spec, players = self.visits[self._visit]
        self.visited[f"{spec.id}/{players}" if spec.kind == "trick" else spec.id] += 1
        self.left = self.per_game
        if self.solitaire is not None and shiboken6.isValid(self.solitaire):
            self.solitaire.close()
        self.solitaire = None
        if self.rng.random() < 0.25:
            self.close_window()
        w = self.window
        if spec.kind == "solitaire":
            self.say(f"open {spec.id}")
            before = set(map(id, self.windows()))
            opener = w.open_solitaire
            if "game" in inspect.signature(opener).parameters:
                opener(game=spec.id)
            elif spec.id == "la-pyramide":
                opener()
            else:
                self.say(f"no way to open {spec.id}")
                return
            new = [x for x in self.windows() if id(x) not in before and x is not w]
            self.solitaire = new[-1] if new else None
            if self.solitaire is not None:
                self.solitaire.resize(*self.rng.choice(SIZES))
            return
        self.say(f"new game {spec.id} for {players}")
        bot = "medium" if self.rng.random() < 0.15 else self.rng.choice(("random", "easy"))
        w.start(MatchConfig(game=spec.id, players=players, seed=self.rng.randrange(10**6), bot=bot))
        if bot != "medium" and self.rng.random() < 0.7:
            self.fast_forward()

    def fast_forward(self) -> None:
        """Play most of the deal at once (animations off, the window's own controls), then the
        rest at normal speed: deal ends come within a visit's actions."""
        from tarocchi.gui.autoplay import UiPlayer

        w = self.window
        c = w.controller
        player = UiPlayer(w, "easy", self.rng.randrange(1000))
        c.human_turn.disconnect(player.play)
        w.set_speed("off")
        self._forwarding = True
        keep = self.rng.randint(1, 3)  # tricks left to play at normal speed
        if not self.deals:  # until a deal has ended in this run, play one to its end: the run must see an end
            keep = 0
        end = time.monotonic() + 20
        try:
            while time.monotonic() < end:
                self.app.processEvents()
                state = c.state
                if state is None or state.is_terminal():
                    break
                view = state.view(c.my_seat)
                if view.table is not None and view.table.tricks_total and \
                        view.table.tricks_total - view.table.tricks_played <= keep:
                    break
                if w.animator.holding:
                    w.wayon.go_on()
                elif w.turn.active and not w.animator.busy and QApplication.activeModalWidget() is None:
                    player.play(w.controller.view())
            while not keep and not self.deals and c.state is not None and c.state.is_terminal() \
                    and time.monotonic() < end:  # the deal's end reaches the sheet, as a person sees it
                self.app.processEvents()
        finally:
            st = c.state
            self.say(f"fast-forwarded to {st.phase}" if st is not None else "fast-forward: no deal")
            self._forwarding = False
            w.set_speed("normal")

    # --- one action ------------------------------------------------------------------------------
    def act(self) -> None:
        modal = QApplication.activeModalWidget()
        popup = QApplication.activePopupWidget()
        if popup is not None:
            return self.key(popup, self.rng.choice((Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Return,
                                                    Qt.Key.Key_Escape)), "popup")
        if modal is not None:
            return self.act_on_dialog(modal)
        for w in self.windows():  # stray windows (gallery, a second solitaire …) are closed now and then
            if w is not self.window and w is not self.solitaire and self.rng.random() < 0.2:
                self.counts["close stray window"] += 1
                w.close()
                return
        if self.window is None or not shiboken6.isValid(self.window) or not self.window.isVisible():
            self.new_window()
        self.left -= 1
        if self.left <= 0:
            self.counts["new game"] += 1
            return self.next_visit()
        if self.solitaire is not None and shiboken6.isValid(self.solitaire) and self.solitaire.isVisible():
            return self.act_on_solitaire(self.solitaire)
        self.act_on_main(self.window)

    def pick(self, weights: dict[str, float]) -> str:
        kinds = list(weights)
        return self.rng.choices(kinds, [weights[k] for k in kinds])[0]

    def act_on_main(self, w) -> None:
        kind = self.pick({"offered": 50, "click": 8, "click card": 8, "double-click card": 7, "drag card": 7,
                          "key": 12, "menu": 4, "resize": 2, "close window": 0.3, "restart": 0.1})
        if kind == "offered" and self.offered(w):
            return
        if kind == "offered":  # nothing is offered now: a person fidgets
            kind = self.pick({"click": 1, "click card": 2, "double-click card": 2, "drag card": 2, "key": 2})
        if kind == "close window":
            self.counts[kind] += 1
            return self.close_window()
        if kind == "restart":
            return self.key(w.table, Qt.Key.Key_R, "restart (Ctrl+R)", Qt.KeyboardModifier.ControlModifier)
        if not self.window_action(w, kind):
            self.mouse_on_view(w.table, kind)

    def window_action(self, w: QMainWindow, kind: str) -> bool:
        """A resize, a menu command or a key, in any window (False: ``kind`` is none of them)."""
        if kind == "resize":
            self.counts[kind] += 1
            w.resize(*self.rng.choice(SIZES))
        elif kind == "menu":
            self.menu(w)
        elif kind == "key":
            self.key(self.focus_in(w), self.rng.choice(KEYS), "key")
        else:
            return False
        return True

    @staticmethod
    def focus_in(w: QWidget) -> QWidget:
        """Where a key typed in ``w`` goes."""
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.window() is w else w

    def mouse_on_view(self, view: QGraphicsView, kind: str) -> None:
        vp = view.viewport()
        sprites = [s for s in getattr(view, "sprites", []) if s.isVisible()]
        if kind == "click" or not sprites:
            self.counts["click"] += 1
            QTest.mouseClick(vp, LEFT, NONE, QPoint(self.rng.randrange(max(1, vp.width())),
                                                    self.rng.randrange(max(1, vp.height()))))
            return
        sprite = self.rng.choice(sprites)
        p = self.sprite_point(view, sprite)
        self.counts[kind] += 1
        if kind == "click card":
            QTest.mouseClick(vp, LEFT, NONE, p)
        elif kind == "double-click card":
            QTest.mouseDClick(vp, LEFT, NONE, p)
        else:
            to = QPoint(self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height())))
            self.drag(vp, p, to)

    @staticmethod
    def sprite_point(view: QGraphicsView, sprite) -> QPoint:
        """A point of the card a person would press: its upper left, which others leave free."""
        local = QPointF(-CARD_W / 2 + 14, -CARD_H / 2 + 40 - sprite.lift)
        return view.mapFromScene(sprite.mapToScene(local))

    def drag(self, vp: QWidget, a: QPoint, b: QPoint) -> None:
        QTest.mouseMove(vp, a)
        QTest.mousePress(vp, LEFT, NONE, a)
        for k in (1, 2, 3):
            QTest.mouseMove(vp, a + (b - a) * k / 3)
        QTest.mouseRelease(vp, LEFT, NONE, b)

    def key(self, widget: QWidget, key, kind: str, modifier=NONE) -> None:
        self.counts[kind] += 1
        QTest.keyClick(widget, key, modifier)

    def menu(self, w: QMainWindow) -> None:
        actions = []

        def walk(menu) -> None:
            for a in menu.actions():
                if a.menu() is not None:
                    walk(a.menu())
                elif a.isEnabled() and a.isVisible() and not a.isSeparator() \
                        and a.text().replace("&", "") not in SKIP_MENU:
                    actions.append(a)

        for top in w.menuBar().actions():
            if top.menu() is not None:
                walk(top.menu())
        if not actions:
            return
        action: QAction = self.rng.choice(actions)
        self.counts["menu"] += 1
        self.say(f"menu {action.text()!r}")
        if w is self.window and action.text().replace("&", "").startswith("La Pyramide"):
            self.counts["menu"] -= 1  # opening a solitaire is a visit of its own
            self.counts["key"] += 1
            return self.key(w.table, Qt.Key.Key_P, "key", Qt.KeyboardModifier.ControlModifier)
        action.trigger()

    def act_on_dialog(self, dialog: QWidget) -> None:
        kind = self.pick({"button": 40, "key": 30, "click": 20, "close": 10})
        self.counts["dialog " + kind] += 1
        if kind == "button":
            buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                QTest.mouseClick(self.rng.choice(buttons), LEFT)
            return
        if kind == "key":
            target = QApplication.focusWidget() or dialog
            QTest.keyClick(target, self.rng.choice((Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Tab,
                                                    Qt.Key.Key_Down, Qt.Key.Key_Space)))
            return
        if kind == "click":
            widgets = [x for x in dialog.findChildren(QWidget) if x.isVisible()] or [dialog]
            target = self.rng.choice(widgets)
            QTest.mouseClick(target, LEFT, NONE, QPoint(self.rng.randrange(max(1, target.width())),
                                                        self.rng.randrange(max(1, target.height()))))
            return
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    # --- what the window offers ------------------------------------------------------------------
    def offered(self, w) -> bool:
        """An action the window offers now, done the way a person does it (False: none)."""
        if w.summary is not None and shiboken6.isValid(w.summary) and w.summary.isVisible():
            self.counts["offered summary"] += 1
            if self.rng.random() < 0.6:
                QTest.mouseClick(w.summary.next_button, LEFT)
            else:
                QTest.keyClick(w.summary, self.rng.choice((Qt.Key.Key_Return, Qt.Key.Key_Escape)))
            return True
        if w.hotseat.screen.isVisible():  # hot seat: the next person takes the computer
            self.counts["offered pass screen"] += 1
            QTest.mouseClick(w.hotseat.screen.button, LEFT)
            return True
        panel_buttons = [b for b in w.panel.buttons if shiboken6.isValid(b) and b.isVisible() and b.isEnabled()] \
            if w.panel.isVisible() else []
        c = w.controller
        view = c.view() if w.turn.active else None
        cards = []
        if view is not None:
            plays = [a.card for a in view.legal if type(a) is Play]
            discards = [a.card for a in view.legal if type(a) is Discard]
            if w.table.mode == "play":
                cards = plays
            elif w.table.mode == "select":
                cards = [s.card for s in w.table.hand_sprites() if not s.dimmed and s.card not in w.turn.selection] \
                    if discards or w.turn.showing else []
        if panel_buttons and (not cards or self.rng.random() < 0.4):
            confirm = [b for b in panel_buttons if b.property("primary")]
            button = self.rng.choice(confirm if confirm and self.rng.random() < 0.7 else panel_buttons)
            self.counts["offered button"] += 1
            if self.rng.random() < 0.15 and w.wayon.offer is not None:
                QTest.keyClick(w.table, Qt.Key.Key_Return)  # Enter goes on
            else:
                QTest.mouseClick(button, LEFT)
            return True
        if not cards:
            return False
        if self.rng.random() < 0.1 and view is not None:  # now and then a card that may not go
            cards = [s.card for s in w.table.focus_ring()] or cards
        card = self.rng.choice(cards)
        sprite = next((s for s in w.table.focus_ring() if s.card == card), None)
        if sprite is None:
            return False
        vp = w.table.viewport()
        p = self.sprite_point(w.table, sprite)
        how = self.rng.choice(("double-click", "drag", "keys", "click"))
        self.counts["offered card " + how] += 1
        if how == "double-click":
            QTest.mouseDClick(vp, LEFT, NONE, p)
        elif how == "click":
            QTest.mouseClick(vp, LEFT, NONE, p)
        elif how == "drag":
            self.drag(vp, p, w.table.mapFromScene(QPointF(w.table.layout.cx, w.table.layout.cy)))
        else:
            ring = [s.card for s in w.table.focus_ring()]
            w.table.setFocus()
            QTest.keyClick(w.table, Qt.Key.Key_Home)
            for _ in range(ring.index(card)):
                QTest.keyClick(w.table, Qt.Key.Key_Right)
            QTest.keyClick(w.table, Qt.Key.Key_Return)
        return True

    def act_on_solitaire(self, s) -> None:
        kind = self.pick({"offered": 45, "click card": 15, "double-click card": 8, "drag card": 10, "click": 5,
                          "key": 10, "menu": 5, "resize": 1, "close": 1})
        table = getattr(s, "table", None)
        board = getattr(table, "board", None)
        if kind == "close":
            self.counts["close solitaire"] += 1
            s.close()
            self.solitaire = None
            return
        if self.window_action(s, kind):
            return
        if kind == "offered" and board is not None and hasattr(board, "card_point"):
            state = table.state
            if state.is_terminal():
                self.counts["offered new deal"] += 1
                return self.key(s, Qt.Key.Key_N, "key", Qt.KeyboardModifier.ControlModifier)
            action = self.rng.choice(state.legal_actions())
            vp = board.viewport()
            self.counts["offered solitaire move"] += 1
            if type(action) is Draw:
                QTest.mouseClick(vp, LEFT, NONE, board.deck_point())
            elif type(action) is Pair:
                for card in (action.first, action.second):
                    if card is not None:
                        QTest.mouseClick(vp, LEFT, NONE, board.card_point(card))
            return
        view = board if isinstance(board, QGraphicsView) else s.findChild(QGraphicsView)
        if view is not None:
            self.mouse_on_view(view, "click card" if kind == "offered" else kind)

    # --- stuck states ----------------------------------------------------------------------------
    def offers(self, w) -> list[str]:
        """What the main window lets a person do now (empty: nothing)."""
        out = []
        if QApplication.activeModalWidget() is not None:
            out.append("dialog")
        if w.summary is not None and shiboken6.isValid(w.summary) and w.summary.isVisible():
            out.append("summary")
        if w.hotseat.screen.isVisible():
            out.append("pass screen")
        if w.panel.isVisible():
            area = w.table.rect()
            for b in w.panel.buttons:
                if shiboken6.isValid(b) and b.isVisible() and b.isEnabled() \
                        and area.contains(w.panel.geometry().topLeft() + b.geometry().center()):
                    out.append("button " + b.text())
        if w.turn.active and w.table.mode != "none":
            if any(s.interactive and not s.dimmed for s in w.table.focus_ring()):
                out.append("cards")
        if w.controller.match is None:
            out.append("no game")
        return out

    def check_stuck(self) -> None:
        w = self.window
        if w is None or not shiboken6.isValid(w) or not w.isVisible() or self._finishing:
            return
        now = time.monotonic()
        c = w.controller
        thinking = c._ticket != -1
        animating = w.animator.busy and not w.animator.holding
        self._think_since = (self._think_since or now) if thinking else None
        self._busy_since = (self._busy_since or now) if animating else None
        moving = thinking or animating or c._pending is not None
        offers = [] if moving else self.offers(w)
        self._quiet_since = None if moving or offers else (self._quiet_since or now)
        problem = None
        if self._quiet_since is not None and now - self._quiet_since > STUCK_S:
            problem = "nothing offered and nothing moving"
        elif self._think_since is not None and now - self._think_since > BOT_LIMIT_S:
            problem = "a computer player never answered"
        elif self._busy_since is not None and now - self._busy_since > ANIMATION_LIMIT_S:
            problem = "the animations never ended"
        if problem is None:
            return
        state = c.state
        where = (f"{state.spec.id} phase {state.phase}, to move {state.to_move}, over {state.is_terminal()}"
                 if state is not None else "no deal")
        text = f"{problem}: {where}; turn {w.turn.active}, mode {w.table.mode}, panel {w.panel.isVisible()}, " \
               f"offer {w.wayon.offer}, message {w.message.text()!r}"
        self.stuck.append(text)
        sys.stderr.write(f"STUCK: {text}\n")
        self._quiet_since = self._think_since = self._busy_since = None
        self.next_visit()  # go on with another game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-game", type=int, default=None, help="actions per visit to a game")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    parser.add_argument("--verbose", action="store_true", help="say what the monkey does, on stderr")
    args = parser.parse_args(argv)
    from tarocchi.app import make_app

    app = make_app(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    monkey = Monkey(app, args.actions, args.seed, args.per_game, sys.stderr if args.verbose else None)
    monkey.start()
    app.exec()
    QThreadPool.globalInstance().waitForDone(30_000)  # computer players and hints still thinking
    figures = monkey.figures()
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"monkey: {figures['actions']} actions in {figures['seconds']} s (seed {args.seed}), "
              f"{sum(monkey.visited.values())} visits to {len(monkey.visited)} games and player counts, "
              f"{figures['deals_completed']} deals completed, {figures['window_closes']} window closes")
        print(f"  tracebacks {figures['tracebacks']}, stuck states {figures['stuck']}, "
              f"Qt objects kept alive by Python alone {figures['python_owned']}, Qt warnings {figures['qt_warnings']}")
        print("  actions: " + ", ".join(f"{k} {v}" for k, v in figures["by_kind"].items()))
        for text in figures["stuck_states"] + figures["python_owned_kinds"] + figures["warnings"]:
            print("  " + text)
    return 0 if not monkey.tracebacks and not monkey.stuck and not monkey.orphaned else 1


if __name__ == "__main__":
    sys.exit(main())
