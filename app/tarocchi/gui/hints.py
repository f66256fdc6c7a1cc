"""The hint for the person: the hard search's suggestion with a short reason, computed by the
application's thinking pool (Game → Hint). A hint that arrives after the position changed is
dropped. Once the person has played, :meth:`HintRunner.compare` says what the search expected
from its suggestion and from the person's own card (the values come from the worker, never
from a search on the window's thread)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tarocchi.bots.worker import JobFailed, answer_action, job_record
from tarocchi.engine.protocol import GameState
from tarocchi.engine.actions import Action, parse_action
from tarocchi.bots.hint_text import compared
from tarocchi.engine.words import Phrase, phrase_from_json
from tarocchi.gui.qtutil import local_number
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
        #: the last hint: the position's length of history, the suggestion, each card's value
        self.last: tuple[int, Action, dict[Action, float]] | None = None
        self._at = 0

    def ask(self, state: GameState, seat: int) -> None:
        self.forget()
        self.asked += 1
        self._at = len(state.history)
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
        values = {}
        for notation, value in (answer.get("values") or {}).items():
            try:
                values[parse_action(notation)] = float(value)
            except (ValueError, TypeError):
                continue
        self.last = (self._at, action, values)
        self.ready.emit(action, phrase_from_json(answer.get("said", {"say": ""})))

    def compare(self, action: Action, at: int) -> Phrase | None:
        """After the person played ``action`` at the position of length ``at``: the search's
        expected score of its suggestion against that of the person's card, when the last hint
        was for that position and the person chose otherwise (None: nothing to say)."""
        if self.last is None or self.last[0] != at:
            return None
        _, suggested, values = self.last
        self.last = None
        if action == suggested or action not in values or suggested not in values:
            return None
        card, mine = getattr(suggested, "card", None), getattr(action, "card", None)
        if card is None or mine is None:
            return None
        return compared(local_number(values[suggested], sign=True, places=1), card,
                        local_number(values[action], sign=True, places=1), mine)
