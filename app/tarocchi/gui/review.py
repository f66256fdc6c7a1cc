"""The review of a deal: for each decision of one seat, the hard player's evaluation of every
legal alternative (expected score and its standard error, ``bots.montecarlo.evaluate_actions``),
and a mark on the choices that cost more than a threshold. The evaluations run in the
application's thinking processes (``gui/thinkpool.py``), one decision at a time, never on the
window's thread; a progress bar counts them and Cancel stops the one in hand.

A choice is marked when the best alternative's expected score beats it by more than the
threshold and by more than two standard errors of their paired difference (the same worlds
and random numbers for both), so that luck of the sampling marks nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog, QDoubleSpinBox, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton, QSplitter,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from tarocchi.bots.worker import JobFailed, job_record
from tarocchi.deallog import seat_names
from tarocchi.engine.actions import Action, parse_action
from tarocchi.engine.protocol import GameState
from tarocchi.engine.records import replay, start_state
from tarocchi.engine.words import speak
from tarocchi.gui.controller import person_name, rule_text, said_of_seats
from tarocchi.gui.plate import score_text
from tarocchi.gui.qtutil import local_number
from tarocchi.gui.thinkpool import ThinkPool, shared_pool

WORLDS = 24  #: worlds sampled for each decision
Z_MARK = 2.0  #: a choice is marked only when its cost exceeds this many standard errors
THRESHOLD_SHARE = 0.1  #: the default threshold: this share of the deal's typical stake
COSTLY = "#b3261e"


@dataclass
class Decision:
    """One decision of the reviewed seat: the position before it and what was chosen."""

    index: int  #: the action's index in the record
    state: GameState
    chosen: Action
    values: list[tuple[Action, float, float, float]] | None = None  #: action, mean, stderr, gap stderr
    error: str | None = None
    said: dict = field(default_factory=dict)  #: actions in words

    def value_of(self, action: Action) -> tuple[float, float] | None:
        for a, mean, se, _ in self.values or ():
            if a == action:
                return mean, se
        return None

    def best(self):
        return self.values[0] if self.values else None

    def cost(self) -> float | None:
        """How much the choice gave away against the best alternative (None: not weighed)."""
        if not self.values:
            return None
        chosen = self.value_of(self.chosen)
        return None if chosen is None else max(0.0, self.values[0][1] - chosen[0])

    def costly(self, threshold: float) -> bool:
        cost = self.cost()
        return cost is not None and cost > threshold and cost > Z_MARK * self.values[0][3]


def review_decisions(record: dict, seat: int) -> list[Decision]:
    """``seat``'s decisions in ``record`` that had an alternative, each with its position."""
    final = replay(record)
    state = start_state(record)
    out = []
    for i, action in enumerate(final.history):
        if state.to_move == seat and len(state.legal_actions()) > 1:
            out.append(Decision(i, state.clone(), action))
        state.apply(action)
    return out


def default_threshold(decisions: list[Decision]) -> float:
    """A tenth of the stake typical of the deal (the median size of the best choice's expected
    score over the decisions weighed), at least one point."""
    sizes = sorted(abs(d.values[0][1]) for d in decisions if d.values)
    if not sizes:
        return 1.0
    return max(1.0, round(THRESHOLD_SHARE * sizes[len(sizes) // 2]))


class ReviewRunner(QObject):
    """Weighs the decisions one after another in the thinking pool."""

    progressed = Signal(int)  #: decisions weighed so far
    done = Signal()
    failed = Signal(str)

    def __init__(self, decisions: list[Decision], worlds: int = WORLDS, parent: QObject | None = None,
                 pool: ThinkPool | None = None) -> None:
        super().__init__(parent)
        self.decisions, self.worlds = decisions, worlds
        self.pool = pool or shared_pool()
        self.pool.answered.connect(self._answered)
        self._job: int | None = None
        self._next = 0
        self.running = False

    def start(self) -> None:
        self.running = True
        self._submit()

    def _submit(self) -> None:
        if self._next >= len(self.decisions):
            self.running = False
            self.done.emit()
            return
        d = self.decisions[self._next]
        self._job = self.pool.submit({"kind": "evaluate", "record": job_record(d.state), "seed": d.index + 1,
                                      "worlds": self.worlds, "reference": d.chosen.notation()})

    def _answered(self, job_id: int, answer: dict) -> None:
        if job_id != self._job:
            return
        self._job = None
        d = self.decisions[self._next]
        try:
            if "error" in answer:
                raise JobFailed(str(answer["error"]))
            d.values = [(parse_action(a), float(m), float(s), float(g)) for a, m, s, g in answer["values"]]
        except (JobFailed, KeyError, TypeError, ValueError) as exc:
            d.error = str(exc)
            self.failed.emit(str(exc))
        self._next += 1
        self.progressed.emit(self._next)
        self._submit()

    def cancel(self) -> None:
        if self._job is not None:
            self.pool.cancel(self._job)
        self._job = None
        self.running = False


class ReviewDialog(QDialog):
    """The review of one seat's decisions in a record."""

    def __init__(self, record: dict, seat: int, faces, parent: QWidget | None = None,
                 worlds: int = WORLDS) -> None:
        super().__init__(parent)
        self.record, self.seat, self.faces = record, seat, faces
        state = start_state(record)
        self.names = [person_name(name) for name in seat_names(record, state.params.players)]
        self.decisions = review_decisions(record, seat)
        for d in self.decisions:
            d.said = {a: self._words(d.state, a) for a in d.state.legal_actions()}
        self.setWindowTitle(said_of_seats(self.tr("Review of {name|you:your|{name}'s} decisions"), self.names,
                                          name=seat))
        self.runner = ReviewRunner(self.decisions, worlds, self)
        self.runner.progressed.connect(self._progressed)
        self.runner.done.connect(self._done)
        self._build()
        self.threshold_set = False
        self.resize(1040, 680)
        self.table.setFocus()

    def _words(self, state: GameState, action: Action) -> str:
        text = speak(state.action_words(action), self.names, self.faces.card_words, rule_text)
        return text[:1].upper() + text[1:]

    def _build(self) -> None:
        box = QVBoxLayout(self)
        intro = QLabel(said_of_seats(self.tr(
            "For each of {name|you:your|{name}'s} decisions, the hard player's evaluation of every choice: its "
            "expected score for {name:acc} over sampled deals consistent with what {name:nom} knew, \u00b1 its "
            "standard error. A choice is marked when the best one beats it by more than the threshold."), self.names,
            name=self.seat))
        intro.setWordWrap(True)
        box.addWidget(intro)
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, len(self.decisions)))
        self.progress.setFormat(self.tr("%v of %m decisions weighed"))
        row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        row.addWidget(QLabel(self.tr("Mark choices that cost more than")))
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0, 10**6)
        self.threshold.setDecimals(1)
        self.threshold.setValue(1.0)
        self.threshold.setSuffix(self.tr(" points"))
        self.threshold.valueChanged.connect(self._threshold_changed)
        row.addWidget(self.threshold)
        box.addLayout(row)
        split = QSplitter(Qt.Orientation.Vertical)
        self.table = QTableWidget(len(self.decisions), 5)
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("Choice made"), self.tr("Its value"),
                                              self.tr("Best choice"), self.tr("Cost")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_alternatives(row))
        split.addWidget(self.table)
        self.alternatives = QTableWidget(0, 3)
        self.alternatives.setHorizontalHeaderLabels([self.tr("Every choice"), self.tr("Expected score"),
                                                     self.tr("Standard error")])
        self.alternatives.verticalHeader().hide()
        self.alternatives.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.alternatives.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        split.addWidget(self.alternatives)
        split.setSizes([420, 220])
        box.addWidget(split, 1)
        bottom = QHBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        bottom.addWidget(self.status, 1)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bottom.addWidget(close)
        box.addLayout(bottom)
        for r, d in enumerate(self.decisions):
            self._set(r, 0, self._when(d))
            self._set(r, 1, d.said.get(d.chosen, str(d.chosen)))
            self._set(r, 2, self.tr("weighing\u2026") if r == 0 else "")
        if not self.decisions:
            self.status.setText(said_of_seats(self.tr("{name} had no choice to make in this deal."), self.names,
                                              name=self.seat))

    def _when(self, d: Decision) -> str:
        view = d.state.view(self.seat)
        t = view.table
        if view.phase == "play" and t is not None and t.tricks_total:
            when = self.tr("Trick {n}").format(n=t.tricks_played + 1)
            if t.trick:
                return when + said_of_seats(self.tr(", after {name:acc}"), self.names, name=t.trick[-1][0])
            return when + self.tr(", to lead")
        prompt = speak(view.prompt, self.names, self.faces.card_words, rule_text) if view.prompt else view.phase
        return prompt[:1].upper() + prompt[1:]

    def _set(self, row: int, col: int, text: str, table: QTableWidget | None = None) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if col in ((1, 2) if table is not None else (2, 4)):  # the numbers
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        (table or self.table).setItem(row, col, item)
        return item

    # --- running -------------------------------------------------------------------------------
    def start(self) -> None:
        if self.decisions:
            self.status.setText(self.tr("The thinking process weighs each decision in turn\u2026"))
            self.runner.start()
        else:
            self._done()

    def cancel(self) -> None:
        self.runner.cancel()
        self.cancel_button.setEnabled(False)
        weighed = sum(1 for d in self.decisions if d.values)
        self.status.setText(self.tr("Cancelled: {n} of {total} decisions weighed.").format(
            n=weighed, total=len(self.decisions)))
        for r, d in enumerate(self.decisions):
            if d.values is None and d.error is None:
                self._set(r, 2, self.tr("not weighed"))

    def _progressed(self, done: int) -> None:
        self.progress.setValue(done)
        if not self.threshold_set:
            self.threshold.blockSignals(True)
            self.threshold.setValue(default_threshold(self.decisions))
            self.threshold.blockSignals(False)
        self._refresh()
        if done < len(self.decisions):
            self._set(done, 2, self.tr("weighing\u2026"))
        if self.table.currentRow() < 0:
            self.table.selectRow(0)

    def _done(self) -> None:
        self.cancel_button.setEnabled(False)
        marked = self.marked()
        if self.decisions:
            self.status.setText(self.tr("{n} of {total} decisions marked as costly.").format(
                n=len(marked), total=len(self.decisions)) if marked
                else self.tr("No choice cost more than the threshold."))
        self._refresh()

    def marked(self) -> list[int]:
        """The rows of the decisions marked as costly."""
        return [r for r, d in enumerate(self.decisions) if d.costly(self.threshold.value())]

    def _threshold_changed(self) -> None:
        self.threshold_set = True  # the person's threshold stays
        self._refresh()

    def _refresh(self) -> None:
        threshold = self.threshold.value()
        bold = QFont(self.table.font())
        bold.setBold(True)
        for r, d in enumerate(self.decisions):
            if d.error is not None:
                self._set(r, 2, self.tr("could not be weighed"))
                continue
            if d.values is None:
                continue
            mine = d.value_of(d.chosen)
            best = d.best()
            self._set(r, 2, f"{score_text(mine[0])} \u00b1 {local_number(mine[1], places=1)}" if mine else "")
            self._set(r, 3, f"{d.said.get(best[0], str(best[0]))} ({score_text(best[1])})"
                      if best[0] != d.chosen else self.tr("the same"))
            cost = d.cost()
            costly = d.costly(threshold)
            item = self._set(r, 4, (("\u2716 " if costly else "") + local_number(cost, places=1)) if cost >= 0.05 else "0")
            if costly:
                item.setForeground(QBrush(QColor(COSTLY)))
                item.setFont(bold)
                item.setToolTip(self.tr("This choice cost more than the threshold"))
        self._show_alternatives(self.table.currentRow())

    def _show_alternatives(self, row: int) -> None:
        self.alternatives.setRowCount(0)
        if not 0 <= row < len(self.decisions) or not self.decisions[row].values:
            return
        d = self.decisions[row]
        self.alternatives.setRowCount(len(d.values))
        for i, (action, mean, se, _) in enumerate(d.values):
            mark = "\u2605 " if i == 0 else ""
            chosen = self.tr(" (chosen)") if action == d.chosen else ""
            items = [self._set(i, 0, mark + d.said.get(action, str(action)) + chosen, self.alternatives),
                     self._set(i, 1, score_text(mean), self.alternatives),
                     self._set(i, 2, local_number(se, places=1), self.alternatives)]
            if action == d.chosen:
                for item in items:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)

    def closeEvent(self, event) -> None:
        self.runner.cancel()
        super().closeEvent(event)

    def done(self, code: int) -> None:  # Escape
        self.runner.cancel()
        super().done(code)
