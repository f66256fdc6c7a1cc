"""The solitaire windows (La Pyramide, La chasse au trésor).

Entry points for the main window: :class:`PyramidWindow` and :class:`ChasseWindow` (each a
QMainWindow) or :class:`PyramidTable` and :class:`ChasseTable` (QWidgets to embed), and
:func:`run_self_test` for ``tarocchi --self-test --game la-pyramide``
(:mod:`.chasse_selftest` for La chasse au trésor).
"""

from __future__ import annotations

from tarocchi.gui.solitaire.chasse_table import ChasseTable
from tarocchi.gui.solitaire.chasse_window import ChasseWindow
from tarocchi.gui.solitaire.selftest import run_self_test
from tarocchi.gui.solitaire.table import PyramidTable
from tarocchi.gui.solitaire.window import PyramidWindow

__all__ = ["ChasseTable", "ChasseWindow", "PyramidTable", "PyramidWindow", "run_self_test"]
