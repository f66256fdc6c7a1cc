"""The ways on that the table offers when it is not the person's turn to play.

The table never waits without saying how to go on:

* while a shown talon is held for the person to look at it (the setting "Talon shown"),
  the action panel offers "Go on";
* whenever a deal is over, whatever became of its summary (accepted, closed by Escape or
  its title bar), the panel offers "Next deal" (or "New game" when the match is over), the
  summary again and the score sheet.

Enter presses the offer's first button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence, QShortcut

from tarocchi.gui.animator import TALON_PAUSE_MS
from tarocchi.gui.qtutil import Qt, local_number, tr
from tarocchi.gui.settings import TALON_HOLDS

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.match import DealLine


class WayOn(QObject):
    """The "Go on" and "Next deal" offers of a :class:`~tarocchi.gui.window.MainWindow`."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.offer: str | None = None  #: "go-on", "next" or None
        self._enter = []
        for key in ("Return", "Enter"):  # Qt.Key.Key_Return and Key_Enter, by name (no Qt namespace at the start)
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.press)
            self._enter.append(shortcut)

    def _show(self, offer: str | None, prompt: str = "", buttons: list | None = None, hint: str = "") -> None:
        self.offer = offer
        for shortcut in self._enter:
            shortcut.setEnabled(offer is not None)
        if offer is None:
            self.window.panel.hide()
        else:
            self.window.panel.set_content(prompt, buttons or [], hint)

    def press(self) -> None:
        """Enter: the offer's first button."""
        panel = self.window.panel
        if self.offer is not None and panel.isVisible() and panel.buttons and panel.buttons[0].isEnabled():
            panel.buttons[0].click()

    def withdraw(self) -> None:
        """The person's turn or a new deal took over the panel."""
        if self.offer is not None:
            self._show(None)

    # --- the talon ---------------------------------------------------------------------------
    def hold_talon(self) -> None:
        """Keep the shown talon on the table as the setting says (queued with the animations)."""
        window = self.window
        seconds = TALON_HOLDS[window.settings.talon_hold]
        if window.auto or seconds == 0:
            window.animator.pause(TALON_PAUSE_MS)
            return
        ms = None if seconds is None else int(seconds * 1000)
        window.animator.hold(ms, lambda: self._holding(seconds), self._released)

    def _holding(self, seconds: float | None) -> None:
        hint = tr("Press Enter to go on") if seconds is None else \
            tr("Play goes on in {n} seconds, or press Enter").format(n=local_number(seconds))
        self._show("go-on", tr("The talon"), [(tr("Go on"), self.go_on, {"primary": True, "name": "go-on"})], hint)
        self.window.show_message(tr("The talon is shown: Go on (Enter) when you have seen it"))

    def go_on(self) -> None:
        self.window.animator.skip()

    def _released(self) -> None:
        if self.offer == "go-on":
            self._show(None)

    # --- the end of a deal ---------------------------------------------------------------------
    def deal_over(self, line: DealLine) -> None:
        """Offer the next deal (or a new game), the summary and the score sheet."""
        window = self.window
        match = window.controller.match
        over = match is not None and match.is_over()
        if over:
            prompt, label = tr("The match is over"), tr("New game")
        else:
            prompt = tr("The deal was annulled") if line.annulled else tr("The deal is over")
            label = tr("Next deal")
        self._show("next", prompt, [
            (label, window.next_deal, {"primary": True, "name": "next"}),
            (tr("Summary"), window.show_summary, {"name": "summary"}),
            (tr("Score sheet"), window.show_score_sheet, {"name": "sheet"}),
        ], tr("Press Enter for the next deal") if not over else "")
