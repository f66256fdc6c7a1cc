"""Errors the window did not expect: shown to the person, written to a log, and survived.

* :func:`setup_logging` (:mod:`tarocchi.gui.errorlog`, which the start loads without this
  module's dialog) writes the ``tarocchi`` loggers' warnings and errors to ``tarocchi.log``
  in the data folder (settings ignored, errors met), kept small by rotation.
* :func:`install` routes an exception that escapes a slot (``sys.excepthook``) or a thread
  (``threading.excepthook``) to :func:`report`, on the GUI thread.
* :func:`report` logs the error with its details and shows :class:`ErrorDialog`: what
  happened in words, the details to copy for a bug report, and a Close button. The window
  goes on (the controller lets a computer player whose thinking failed retry with the rules
  player). Errors arriving while the dialog is open are added to it, not stacked.
"""

from __future__ import annotations

import sys
import threading
import traceback

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout,
    QWidget,
)

from tarocchi.gui.errorlog import LOG_BYTES, LOG_NAME, RotatingLog, log, log_path, setup_logging  # noqa: F401
from tarocchi.gui.qtutil import Qt


class ErrorDialog(QDialog):
    """An error in words, with its details to copy."""

    def __init__(self, summary: str, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tarocchi: something went wrong"))
        self.setObjectName("error-dialog")
        self.count = 0
        lay = QVBoxLayout(self)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.message)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setObjectName("error-details")
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        lay.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("Copy details"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(640, 420)
        self.add(summary, details)

    def add(self, summary: str, details: str) -> None:
        """Show one more error (the first one's words stay, the details pile up)."""
        self.count += 1
        if self.count == 1:
            where = log_path()
            text = self.tr("{summary}\n\nThe game goes on. If this happens again, please report it "
                           "with the details below.").format(summary=summary)
            if where is not None:
                text += "\n" + self.tr("They are also written to {path}.").format(path=where)
            self.message.setText(text)
        else:
            self.setWindowTitle(self.tr("Tarocchi: {n} errors").format(n=self.count))
        block = f"{summary}\n{details.rstrip()}\n"
        self.details.setPlainText((self.details.toPlainText() + "\n" if self.count > 1 else "") + block)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())


class _Reporter(QObject):
    """Carries errors from any thread to the GUI thread, and keeps the one dialog."""

    arrived = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self.dialog: ErrorDialog | None = None
        self.dialogs = True  #: False: log only (self-tests, benchmarks)
        self.arrived.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def _show(self, summary: str, details: str) -> None:
        if not self.dialogs or QApplication.instance() is None:
            return
        try:
            dialog = self.dialog if self.dialog is not None and isValid(self.dialog) else None
            if dialog is not None and dialog.isVisible():
                dialog.add(summary, details)
                return
            if dialog is not None:
                dialog.deleteLater()
            self.dialog = ErrorDialog(summary, details, QApplication.activeWindow())
            self.dialog.show()
        except Exception:  # never report the reporter's own trouble again (no loop)
            log.exception("the error dialog could not be shown")


_reporter: _Reporter | None = None


def reporter() -> _Reporter:
    global _reporter
    if _reporter is None:
        _reporter = _Reporter()
        app = QApplication.instance()
        if app is not None:
            _reporter.moveToThread(app.thread())
    return _reporter


def report(summary: str, details: str = "", show: bool = True) -> None:
    """Log an error and (``show``) show it to the person; from any thread."""
    log.error("%s\n%s", summary, details.rstrip())
    if show:
        reporter().arrived.emit(summary, details)


def summary_of(details: str) -> str:
    """The last line of a traceback, for the message in words."""
    lines = [line for line in details.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else "an unexpected error"


def _excepthook(kind, value, tb) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    details = "".join(traceback.format_exception(kind, value, tb))
    report(f"An unexpected error stopped an action: {summary_of(details)}", details)


def _thread_excepthook(args) -> None:
    if args.exc_type is SystemExit:
        return
    details = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
    report(f"An unexpected error in a background task: {summary_of(details)}", details)


def install() -> None:
    """Report exceptions that escape a slot or a thread instead of only printing them."""
    reporter()
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
