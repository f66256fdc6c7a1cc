"""The board games' windows (The Shard): :class:`ShardWindow` (a QMainWindow) and
:class:`ShardTable` (a QWidget to embed)."""

from __future__ import annotations

from tarocchi.gui.board.table import ShardTable
from tarocchi.gui.board.window import ShardWindow

__all__ = ["ShardTable", "ShardWindow"]
