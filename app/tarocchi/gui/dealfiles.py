"""A match's deals as files: Game → Export deal… writes the deal in progress or one of the
score sheet as a record (``docs/records.md``) with a plain-text deal log beside it (for a bug
report), and Game → Open record… opens any record in the replay viewer (``gui/replay.py``).
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from tarocchi.gui import errors
from tarocchi.gui.qtutil import Qt
from tarocchi.storage import write_json_atomic

RECORD_FILTER = "Tarocchi records (*.tarocchi-record.json *.json)"
RECORD_SUFFIX = ".tarocchi-record.json"


def full_record(record: dict) -> dict:
    """A record as exported: with its cards (a sheet's record keeps only the seed) and, when
    the deal is over, its result."""
    from tarocchi.engine.records import replay, start_state

    out = dict(record)
    if "deal" not in out:
        out["deal"] = start_state(out).deal_record()
    state = replay(out)
    if state.is_terminal():
        out["result"] = state.result()
    return out


def log_path(path: str | Path) -> Path:
    """Where the deal log of the record ``path`` goes: the same name ending in ``.txt``."""
    path = Path(path)
    name = path.name.removesuffix(RECORD_SUFFIX).removesuffix(".json")
    return path.with_name(name + ".txt")


class DealFiles(QObject):
    """The main window's Export deal… and Open record… (and the viewers they open)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.viewers: list = []
        self.problem: str | None = None

    def add_actions(self, menu) -> None:
        w = self.window
        w._action(menu, self.tr("&Export deal\u2026"), self.ask_export, "Ctrl+E")
        w._action(menu, self.tr("Open &record\u2026"), self.ask_open, "Ctrl+Shift+O")

    # --- export -----------------------------------------------------------------------------------
    def deals(self) -> list[tuple[str, dict]]:
        """The deals that can be exported, latest first: (label, record)."""
        c = self.window.controller
        match = c.match
        if match is None:
            return []
        out = []
        # in hot seat the deal in progress holds cards hidden from the person at the computer
        if c.state is not None and not c.state.is_terminal() and not self.window.hotseat.active():
            out.append((self.tr("The deal in progress (deal {n})").format(n=len(match.sheet) + 1),
                        match.record(c.state)))
        for line in reversed(match.sheet):
            if line.record is not None:
                out.append((self.tr("Deal {n}").format(n=line.number), line.record))
        return out

    def ask_export(self) -> None:
        deals = self.deals()
        if not deals:
            self._say(self.tr("There is no deal to export yet"))
            return
        index = 0
        if len(deals) > 1:
            label, ok = QInputDialog.getItem(self.window, self.tr("Export deal"), self.tr("Which deal?"),
                                             [d[0] for d in deals], 0, False)
            if not ok:
                return
            index = [d[0] for d in deals].index(label)
        record = deals[index][1]
        default = Path.home() / export_name(record)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export deal"), str(default),
                                              self.tr(RECORD_FILTER))
        if path:
            self.export(record, path)

    def export(self, record: dict, path: str | Path) -> str | None:
        """Write ``record`` to ``path`` and its deal log beside it; the problem in words, or None."""
        from tarocchi.deallog import deal_log  # with the rules engine: not needed at start
        from tarocchi.engine.records import RecordError

        try:
            record = full_record(record)
            text = deal_log(record, self.window.faces.card_words)
            write_json_atomic(path, record)
            log = log_path(path)
            log.write_text(text, encoding="utf-8")
        except (OSError, RecordError) as exc:
            return self._say(self.tr("The deal could not be exported: {error}").format(error=exc), dialog=True)
        self.window.show_message(self.tr("The deal was written to {record} and its log to {log}").format(
            record=Path(path).name, log=log.name))
        return None

    # --- open -----------------------------------------------------------------------------------
    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open record"), str(Path.home()),
                                              self.tr(RECORD_FILTER))
        if path:
            self.open_record(path)

    def open_record(self, path: str | Path):
        """The replay viewer of the record in ``path``, or None when it is refused (with a message)."""
        from tarocchi.engine.records import RecordError
        from tarocchi.gui.replay import load_record

        try:
            record = load_record(path)
        except RecordError as exc:
            self._say(self.tr("{name} cannot be replayed: {error}").format(name=Path(path).name, error=exc),
                      dialog=True)
            return None
        return self.show_viewer(record)

    def show_viewer(self, record: dict):
        from tarocchi.gui.replay import ReplayViewer

        viewer = ReplayViewer(record, self.window.faces, self.window)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.review_requested.connect(lambda record, seat: self.review(record, seat, viewer))
        self.viewers = [v for v in self.viewers if shiboken6.isValid(v)] + [viewer]
        viewer.show()
        return viewer

    def add_review_button(self, summary, line) -> None:
        """A Review button beside the end-of-deal summary: the person's decisions in that deal."""
        from PySide6.QtWidgets import QDialogButtonBox

        buttons = summary.findChild(QDialogButtonBox)
        if buttons is None or line.record is None:
            return
        summary.review_button = buttons.addButton(self.tr("Review"), QDialogButtonBox.ButtonRole.HelpRole)
        summary.review_button.setAutoDefault(False)
        summary.review_button.setToolTip(self.tr("The hard player's evaluation of each of your choices"))
        seat = self.window.controller.my_seat
        summary.review_button.clicked.connect(lambda: self.review(full_record(line.record), seat, summary))

    def review(self, record: dict, seat: int, parent=None):
        """The review of ``seat``'s decisions in ``record`` (gui/review.py), over ``parent`` (the
        summary or the replay viewer it was asked from)."""
        from tarocchi.gui.review import ReviewDialog

        dialog = ReviewDialog(record, seat, self.window.faces, parent or self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        dialog.start()
        self.review_dialog = dialog
        return dialog

    def _say(self, text: str, dialog: bool = False) -> str:
        self.problem = text
        self.window.show_message(text)
        errors.log.warning("%s", text)
        if dialog and not self.window.auto:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Record"), text, QMessageBox.StandardButton.Ok,
                              self.window)
            box.setObjectName("record-problem")
            box.finished.connect(box.deleteLater)
            box.open()
        return text


def export_name(record: dict) -> str:
    """The file name offered for an exported deal: ``deal-SEED`` when the record has a seed,
    else the game's id (a fixed or typed-in deal has none), then the records' suffix."""
    seed = record.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        return f"deal-{seed}{RECORD_SUFFIX}"
    game = record.get("game")
    stem = game if isinstance(game, str) and game.replace("-", "").isalnum() else "record"
    return f"deal-{stem}{RECORD_SUFFIX}"
