"""Playing through the window's own controls, as a person's clicks would.

The self-test and the benchmarks let a computer player choose, then carry the choice out
with the same widgets and signals a person uses: the panel's buttons, the hand's cards
(double-click), the discard selection and its confirm button.
"""

from __future__ import annotations

import random

from tarocchi.bots import decide
from tarocchi.engine.actions import Action, Declare, Discard, Play
from tarocchi.engine.cards import cards_of
from tarocchi.engine.protocol import SeatView


class UiPlayer:
    """Answers the person's turns of a :class:`MainWindow` with a bot's choices."""

    def __init__(self, window, level: str = "easy", seed: int = 0) -> None:
        self.window = window
        self.bot = window.controller.runner.bot(level)
        self.rng = random.Random(seed)
        self.actions = 0
        window.controller.human_turn.connect(self.play)

    def choose(self) -> Action:
        return decide(self.window.controller.state, self.bot, self.rng)

    def play(self, view: SeatView) -> None:
        controller, turn = self.window.controller, self.window.turn
        action = self.choose()
        self.actions += 1
        if type(action) is Play:
            self.activate(action.card)
            return
        if type(action) is Discard:
            trial = controller.state.clone()
            cards = []
            while trial.phase == controller.state.phase and trial.to_move == view.seat:
                a = decide(trial, self.bot, self.rng)
                if type(a) is not Discard:
                    break
                trial.apply(a)
                cards.append(a.card)
            for card in cards:
                self.select(card)
            self._click("confirm")
            return
        if type(action) is Declare and action.cards:
            self._click(controller.describe(action) + "\u2026")
            wanted = set(cards_of(action.cards))
            for card in set(turn.selection) ^ wanted:
                self.select(card)
            self._click("confirm")
            return
        self._click(controller.describe(action))

    def _click(self, label: str) -> None:
        panel = self.window.panel
        button = next((b for b in panel.buttons if b.objectName() == label or b.text() == label), None)
        if button is None:
            raise RuntimeError(f"no button {label!r} among {[b.text() for b in panel.buttons]}")
        if not button.isEnabled():
            raise RuntimeError(f"button {label!r} is disabled ({panel.hint.text()})")
        self.press(button)

    # --- the gestures (a test may make them real mouse events) --------------------------------
    def activate(self, card: int) -> None:
        """Play ``card`` (as a double-click does)."""
        self.window.table.card_activated.emit(card)

    def select(self, card: int) -> None:
        """Choose or unchoose ``card`` (as a click does while cards are chosen)."""
        self.window.table.card_clicked.emit(card)

    def press(self, button) -> None:
        button.click()
