"""The hint for the person: the hard search's suggestion with a short reason, computed off
the GUI thread (Game → Hint). A hint that arrives after the position changed is dropped."""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tarocchi.engine.protocol import GameState

HINT_LEVEL = "hard"


class _Signals(QObject):
    done = Signal(int, object, object)  #: position key, action, its reason (a Phrase)
    failed = Signal(str)


class _HintJob(QRunnable):
    def __init__(self, key: int, state: GameState, seat: int, signals: _Signals) -> None:
        super().__init__()
        self.key, self.state, self.seat, self.signals = key, state, seat, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        from tarocchi.bots.hint_text import hint

        try:
            action, said = hint(self.state, self.seat, HINT_LEVEL, seed=self.key)
        except Exception:
            self.signals.failed.emit(traceback.format_exc())
            return
        self.signals.done.emit(self.key, action, said)


class HintRunner(QObject):
    """Asks for one hint at a time for the seat to move; ``ready`` gives (action, phrase)."""

    ready = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self.failed)
        self._key: int | None = None
        self.asked = 0  #: hints asked for in this session (a hint is free but counted)

    def ask(self, state: GameState, seat: int) -> None:
        self._key = len(state.history)
        self.asked += 1
        QThreadPool.globalInstance().start(_HintJob(self._key, state.clone(), seat, self._signals))

    def forget(self) -> None:
        self._key = None

    def _done(self, key: int, action, said) -> None:
        if key == self._key:
            self._key = None
            self.ready.emit(action, said)
