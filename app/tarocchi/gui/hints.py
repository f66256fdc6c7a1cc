"""The hint for the person: the hard search's suggestion with a short reason, computed by the
application's thinking pool (Game → Hint). A hint that arrives after the position changed is
dropped."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tarocchi.bots.worker import JobFailed, answer_action, job_record
from tarocchi.engine.protocol import GameState
from tarocchi.engine.words import phrase_from_json
from tarocchi.gui.thinkpool import shared_pool

HINT_LEVEL = "hard"


class HintRunner(QObject):
    """Asks for one hint at a time for the seat to move; ``ready`` gives (action, phrase)."""

    ready = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = shared_pool()
        self.pool.answered.connect(self._answered)
        self._job: int | None = None
        self.asked = 0  #: hints asked for in this session (a hint is free but counted)

    def ask(self, state: GameState, seat: int) -> None:
        self.forget()
        self.asked += 1
        self._job = self.pool.submit({"kind": "hint", "record": job_record(state), "seat": seat,
                                      "level": HINT_LEVEL, "seed": len(state.history)})

    def forget(self) -> None:
        if self._job is not None:
            self.pool.cancel(self._job)
        self._job = None

    def _answered(self, job_id: int, answer: dict) -> None:
        if job_id != self._job:
            return
        self._job = None
        try:
            action = answer_action(answer)
        except JobFailed as exc:
            self.failed.emit(str(exc))
            return
        self.ready.emit(action, phrase_from_json(answer.get("said", {"say": ""})))
