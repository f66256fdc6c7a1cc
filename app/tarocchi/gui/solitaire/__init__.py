"""The solitaire window (La Pyramide).

Entry points for the main window: :class:`PyramidWindow` (a QMainWindow) or
:class:`PyramidTable` (a QWidget to embed), and :func:`run_self_test` for
``tarocchi --self-test --game la-pyramide``.
"""

from __future__ import annotations

from tarocchi.gui.solitaire.selftest import run_self_test
from tarocchi.gui.solitaire.table import PyramidTable
from tarocchi.gui.solitaire.window import PyramidWindow

__all__ = ["PyramidTable", "PyramidWindow", "run_self_test"]
