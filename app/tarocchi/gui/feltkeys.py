"""The keyboard of the felt tables (La Pyramide, La chasse au trésor, The Shard): a focus that
the arrow keys move through what can be used now, a bright frame round it, and Enter or
Space that presses it as a click does.

Each table gives its *spots*, the things the focus may stand on, in order: a card, a pile, a
cell of a board, each with its rectangle in the scene, its accessible name and state ("The
5 of cups, free"; "Trump 7, in your hand, playable"; "Row 3, column 3, empty: the atout can
go here") and a group. Left and Right go to the previous and next spot (round the ring), Up
and Down to the previous and next group (the hand, the board) where there are several, or on
a grid to the square above and below (and from its edge to the next group), Home and End to
the first and the last. The focus stays on the same thing while the spots change
(it is found again by its key), else on the same square of a grid (an atout placed on the
focused cell), else on the same place in the ring.

The frame shows the focus while the board has the keyboard's focus and the keyboard is in
use: after Tab, an arrow key or a focus given by the program, not after a click (a click
hides it until the next key). While it shows, Enter and Space go to the focused spot even
where a window's shortcut uses Space (Go on, Pass, Draw); without it, Space keeps its
shortcut. The board's accessible name is always the focused spot's (with a ``NameChanged``
event), and what the table says in its status line is announced
(``QAccessibleAnnouncementEvent``; :attr:`FeltKeys.spoken` keeps the last ones).

The Menu key (or Shift+F10) on a spot opens a menu of every move that spot takes part in,
when the table gives them (``moves``): La chasse au trésor's keep, drop and drink of a card,
the journey deck's go on and teleport; moves that the mouse makes by dragging.

:func:`keep_keys` gives panel buttons the same keys: Space and Enter press the focused
button, whatever shortcut the window gives Space.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QColor, QPen
from PySide6.QtWidgets import QAbstractButton, QGraphicsRectItem, QMenu

from tarocchi.gui.qtutil import tr

#: the keyboard's focus: light blue (a chosen card's frame is yellow), as the trick table's
FOCUS_COLOUR = "#6fd6ff"
FOCUS_PEN = QPen(QColor(FOCUS_COLOUR), 6)
#: the focused button or list of a panel beside a felt table (a style sheet's rule)
FOCUS_STYLE = (f"QPushButton:focus {{ border: 3px solid {FOCUS_COLOUR}; border-radius: 4px; background: #eef8ff;"
               f" color: #10251a; }} QListWidget:focus {{ border: 3px solid {FOCUS_COLOUR}; }}")
FOCUS_EDGE = QPen(QColor("#10140f"), 12)  #: a dark edge under the bright frame: it shows on any card
MAX_SPOKEN = 50
_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
_GROUPS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
_PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_SHOWING = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason)


@dataclass(frozen=True)
class Spot:
    """A thing the keyboard's focus may stand on."""

    key: Hashable  #: what it is: a card, a cell ("cell", n), a pile ("deck")
    rect: QRectF  #: where it is in the scene (the frame goes round it)
    name: str  #: its accessible name and state
    group: int = 0  #: Up and Down go from group to group
    #: a square of a grid (row, column): Up and Down go to the square above and below, and
    #: from the grid's edge to the next group
    square: tuple[int, int] | None = None


def title(words: str) -> str:
    """A card's words as the start of a name: "the king of cups" → "King of cups"."""
    words = words.removeprefix("the ")
    return words[:1].upper() + words[1:]


def card_state(chosen: bool, playable: bool | None) -> list[str]:
    """A card's state as the keyboard's focus names it, the same words on every felt table:
    "chosen" while it is selected, then "playable" or "not playable" (None: neither, when
    the person may not play now)."""
    out = [tr("chosen")] if chosen else []
    if playable is not None:
        out.append(tr("playable") if playable else tr("not playable"))
    return out


class FeltKeys(QObject):
    """The keyboard of a :class:`~tarocchi.gui.felt.FeltView` (see the module's notes).
    ``spots()`` gives what the focus may stand on now, ``press(key)`` acts on one."""

    def __init__(self, board, spots: Callable[[], list[Spot]], press: Callable[[Hashable], None],
                 status=None, blank: str | None = None,
                 moves: Callable[[Hashable], list[tuple[str, Callable[[], object]]]] | None = None) -> None:
        super().__init__(board)
        self.board = board
        self.spots = spots
        self.press = press
        self.moves = moves  #: a spot's moves in words, each with what makes it (the Menu key)
        self.menu: QMenu | None = None  #: the menu of moves last opened
        self.blank = blank if blank is not None else tr("Card table")
        self.index = 0
        self.current: Hashable | None = None
        self.square: tuple[int, int] | None = None  #: the focused spot's square, if on a grid
        self.shown = False  #: the keyboard is in use: the frame shows while the board has the focus
        self.spoken: list[str] = []
        board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.edge = QGraphicsRectItem()
        self.edge.setPen(FOCUS_EDGE)
        self.frame = QGraphicsRectItem()
        self.frame.setPen(FOCUS_PEN)
        for item, z in ((self.edge, 4999), (self.frame, 5000)):
            item.setZValue(z)
            item.setVisible(False)
            board.scene().addItem(item)
        board.installEventFilter(self)
        board.viewport().installEventFilter(self)
        board.setAccessibleName(self.blank)
        if status is not None:
            status.connect(self.announce)

    # --- the ring ----------------------------------------------------------------------------------
    def ring(self) -> list[Hashable]:
        """The keys of the spots, in the arrows' order."""
        return [s.key for s in self.spots()]

    def _spot(self, spots: list[Spot]) -> Spot | None:
        """The focused spot: the same thing as before if it is still there."""
        if not spots:
            return None
        keys = [s.key for s in spots]
        if self.current in keys:
            self.index = keys.index(self.current)
        elif self.square is not None:  # a square whose content changed: the same square
            same = [i for i, s in enumerate(spots) if s.square == self.square]
            self.index = same[0] if same else self.index
        self.index = max(0, min(self.index, len(spots) - 1))
        self.current, self.square = spots[self.index].key, spots[self.index].square
        return spots[self.index]

    def focused(self) -> Hashable | None:
        spot = self._spot(self.spots())
        return spot.key if spot is not None else None

    def focus_on(self, key: Hashable) -> bool:
        """Put the focus on ``key`` (False: it is not among the spots now)."""
        keys = self.ring()
        if key not in keys:
            return False
        self.index, self.current, self.square = keys.index(key), key, None
        self.update()
        return True

    def _move(self, key: int, spots: list[Spot]) -> None:
        here = self._spot(spots)
        if here is None:
            return
        n = len(spots)
        groups = sorted({s.group for s in spots})
        if key in _GROUPS and here.square is not None:  # a grid: the square above or below
            row, col = here.square
            below = [i for i, s in enumerate(spots)
                     if s.group == here.group and s.square == (row + _GROUPS[key], col)]
            if below or len(groups) == 1:
                self.index = below[0] if below else self.index
                self.current, self.square = spots[self.index].key, spots[self.index].square
                return
        if key in _STEPS or (key in _GROUPS and len(groups) == 1):
            self.index = (self.index + _STEPS.get(key, _GROUPS.get(key))) % n
        elif key in _GROUPS:
            at = groups.index(here.group)
            group = groups[(at + _GROUPS[key]) % len(groups)]
            self.index = next(i for i, s in enumerate(spots) if s.group == group)
        elif key == Qt.Key.Key_Home:
            self.index = 0
        elif key == Qt.Key.Key_End:
            self.index = n - 1
        self.current, self.square = spots[self.index].key, spots[self.index].square

    # --- events ------------------------------------------------------------------------------------
    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if obj is not self.board:
            if kind == QEvent.Type.MouseButtonPress and self.shown:  # a click: the mouse is in use
                self.shown = False
                self.update()
            return False
        if kind == QEvent.Type.ContextMenu and event.reason() == event.Reason.Keyboard \
                or kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_F10 \
                and event.modifiers() == Qt.KeyboardModifier.ShiftModifier:
            return self.open_menu()
        if kind == QEvent.Type.ShortcutOverride:
            if (self.shown and event.modifiers() == Qt.KeyboardModifier.NoModifier
                    and event.key() in _PRESS and self.spots()):
                event.accept()  # Space and Enter press the focused spot, not a shortcut
                return True
        elif kind == QEvent.Type.KeyPress and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                                                    Qt.KeyboardModifier.KeypadModifier):
            key = event.key()
            if key in _STEPS or key in _GROUPS or key in (Qt.Key.Key_Home, Qt.Key.Key_End):
                spots = self.spots()
                if spots:
                    if self.shown:
                        self._move(key, spots)
                    self.shown = True
                    self.update()
                    return True
            elif key in _PRESS:
                spots = self.spots()
                if spots:
                    if self.shown:  # the first press of a hidden focus only shows it
                        spot = self._spot(spots)
                        self.press(spot.key)
                    self.shown = True
                    self.update()
                    return True
        elif kind == QEvent.Type.FocusIn:
            if event.reason() in _SHOWING:
                self.shown = True
            elif event.reason() == Qt.FocusReason.MouseFocusReason:
                self.shown = False
            self.update()
        elif kind == QEvent.Type.FocusOut:
            self.update()
        return False

    def open_menu(self) -> bool:
        """The menu of the focused spot's moves, under it (False: the table gives none)."""
        spot = self._spot(self.spots()) if self.moves is not None else None
        moves = self.moves(spot.key) if spot is not None else []
        if not moves:
            return False
        if self.menu is not None:
            self.menu.deleteLater()
        self.menu = QMenu(self.board)
        for words, make in moves:
            self.menu.addAction(words).triggered.connect(lambda _=False, make=make: make())
        self.shown = True
        self.update()
        at = self.board.mapFromScene(spot.rect.bottomLeft())
        self.menu.popup(self.board.viewport().mapToGlobal(at))
        return True

    # --- the frame and the name -------------------------------------------------------------------------
    def update(self) -> None:
        """The frame round the focused spot (while the board has the focus and the keyboard is
        in use) and the board's accessible name: call it whenever the spots change."""
        spot = self._spot(self.spots())
        visible = spot is not None and self.shown and self.board.hasFocus()
        if spot is not None:
            rect = QRectF(spot.rect).adjusted(-6, -6, 6, 6)
            self.frame.setRect(rect)
            self.edge.setRect(rect)
        self.frame.setVisible(visible)
        self.edge.setVisible(visible)
        name = spot.name if spot is not None else self.blank
        if name != self.board.accessibleName():
            self.board.setAccessibleName(name)
            if QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(self.board, QAccessible.Event.NameChanged))

    def announce(self, text: str) -> None:
        """Say ``text`` through the platform's screen reader (an announcement event)."""
        if not text:
            return
        self.spoken = (self.spoken + [text])[-MAX_SPOKEN:]
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.board, text))


class _ButtonKeys(QObject):
    """Space and Enter press the focused button (see :func:`keep_keys`)."""

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if event.modifiers() not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            return False
        if kind == QEvent.Type.ShortcutOverride and event.key() in _PRESS:
            event.accept()
            return True
        if kind == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if isinstance(obj, QAbstractButton) and obj.isEnabled():
                obj.click()
            return True
        return False


def keep_keys(*buttons) -> None:
    """Space and Enter press these buttons when they have the focus, even in a window whose
    shortcut is Space (a panel's buttons beside a board)."""
    for button in buttons:
        button.installEventFilter(_ButtonKeys(button))  # owned by the button, gone with it
