"""The mouse as a person uses it, for the self-tests and the window tests: a click, and a
drag from one point of a view to another (pressed, moved in steps, released)."""

from __future__ import annotations


def click(view, point) -> None:
    """A left click at ``point`` (view coordinates) of the graphics view ``view``."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def drag(view, start, end) -> None:
    """Press at ``start``, move past the drag distance and on to ``end``, release there."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    vp = view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(vp, left, none, start)
    QTest.mouseMove(vp, start + QPoint(12, 12))
    QTest.mouseMove(vp, (start + end) / 2)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, left, none, end)
