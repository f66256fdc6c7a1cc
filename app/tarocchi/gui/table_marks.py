"""Marks drawn over the table from the view: the groups of a talon to choose from, and the
person's own cards that lie shown (laid out) on the table.

The talon's groups (``view.extra["talon_parts"]`` in a phase whose legal actions are
:class:`~tarocchi.engine.actions.Take`) get a frame each, captioned by position ("first
three", "middle two" …) as the buttons say; the person to choose may click a frame to take
that group. The person's cards that the table shows to everyone (``TableView.exposed``:
a laid-out pagat, a shown poignée, a card taken up from a straw man) carry a yellow bar
in the hand, the rightmost one the word "Shown". The marks only
read the view; every action still goes through the controller and the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from tarocchi.gui.qtutil import Qt, tr, ui_font

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.protocol import SeatView

FRAME_COLOURS = ("#ffcf4d", "#7fd6ff", "#ff9f80", "#b6f08a", "#e0a8ff", "#ffffff")
POSITIONS = {2: ("first", "last"), 3: ("first", "middle", "last")}
NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def group_captions(sizes: list[int]) -> list[str]:
    """Each group's caption by its place in the talon: "first three", "middle two" …; single
    cards have none."""
    places = POSITIONS.get(len(sizes))
    out = []
    for i, size in enumerate(sizes):
        if places is None or size < 2:
            out.append("")
        else:
            out.append(tr("{place} {number}").format(place=tr(places[i]), number=tr(NUMBERS.get(size, str(size)))))
    return out


class GroupFrame(QGraphicsObject):
    """A frame around one talon group; clicking it takes the group when that is allowed."""

    def __init__(self, rect: QRectF, colour: str, caption: str, on_click=None) -> None:
        super().__init__()
        self.rect = rect
        self.colour = QColor(colour)
        self.on_click = on_click
        self.hovered = False
        self.setZValue(380)  # over the talon's cards (300 …), under the trick and the banner
        self.setAcceptHoverEvents(on_click is not None)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on_click else Qt.MouseButton.NoButton)
        if on_click is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(tr("Click to take these cards"))
        self.caption = None
        if caption:
            self.caption = QGraphicsSimpleTextItem(caption, self)
            self.caption.setFont(ui_font(15, bold=True))
            self.caption.setBrush(self.colour)
            r = self.caption.boundingRect()
            self.caption.setPos(rect.center().x() - r.width() / 2, rect.bottom() + 4)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(60 if self.hovered else 0)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(self.colour, 4 if self.hovered else 3))
        painter.drawRoundedRect(self.rect, 10, 10)

    def hoverEnterEvent(self, event) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.on_click is not None and self.boundingRect().contains(event.pos()):
            self.on_click()


class ShownTag(QGraphicsObject):
    """A yellow bar above a card of the person's hand that lies shown on the table, as wide
    as the part of the card its right-hand neighbour leaves visible; the rightmost bar also
    carries the word "Shown" (one word for the lot: a hand fanned tight has no room for
    one on each card)."""

    COLOUR = QColor("#ffcf4d")
    GROUND = QColor(16, 40, 28, 225)  #: the plates' dark green

    def __init__(self, parent: QGraphicsItem, visible: float, worded: bool) -> None:
        super().__init__(parent)
        card = parent.card_rect() if hasattr(parent, "card_rect") else parent.boundingRect()
        width = max(12.0, min(visible, card.width()) - 8)
        self.bar = QRectF(card.left() + 4, card.top() - 12, width, 7)
        self.setToolTip(tr("Shown to everyone"))
        self.setZValue(1)
        self.word = None
        if worded:
            self.word = QGraphicsSimpleTextItem(tr("Shown"), self)
            self.word.setFont(ui_font(15, bold=True))
            self.word.setBrush(self.COLOUR)
            r = self.word.boundingRect()
            self.word.setPos(self.bar.right() - r.width() - 4, self.bar.top() - r.height() - 4)
            #: a dark ground under the word: it stays readable over a card lying behind the hand
            self.ground = QRectF(self.word.pos(), r.size()).adjusted(-4, -1, 4, 1)

    def boundingRect(self) -> QRectF:
        box = self.bar.adjusted(-1, -1, 1, 1)
        return box.united(self.ground) if self.word is not None else box

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.word is not None:
            painter.setBrush(self.GROUND)
            painter.drawRoundedRect(self.ground, 5, 5)
        painter.setBrush(self.COLOUR)
        painter.drawRoundedRect(self.bar, 3, 3)


class TableMarks:
    """Keeps the marks in step with the controller: cleared when an action is applied,
    drawn again once the table has moved to the new view."""

    def __init__(self, table, controller) -> None:
        self.table = table
        self.controller = controller
        self.frames: list[GroupFrame] = []
        self.tags: list[ShownTag] = []
        controller.applied.connect(self._applied)
        controller.deal_started.connect(self.clear)

    def _applied(self, action, events) -> None:
        self.clear()
        self.table.animator.call(lambda: self.update(self.controller.view()))

    def clear(self) -> None:
        for item in self.frames + self.tags:
            if item.scene() is not None:
                item.scene().removeItem(item)
            item.setParentItem(None)
        self.frames, self.tags = [], []

    def update(self, view: SeatView | None) -> None:
        self.clear()
        if view is None or view.table is None:
            return
        self._talon_groups(view)
        self._shown_tags(view)

    def _talon_groups(self, view: SeatView) -> None:
        from tarocchi.engine.actions import Take

        parts = view.extra.get("talon_parts")
        if not parts or not view.table.talon_visible:
            return
        sprites = {s.card: s for s in self.table.at(("talon",)) if s.card is not None}
        mine = view.to_move == view.seat
        captions = group_captions([len(p) for p in parts])
        for i, part in enumerate(parts):
            rects = [sprites[c].sceneBoundingRect() for c in part if c in sprites]
            if not rects:
                continue
            box = rects[0]
            for r in rects[1:]:
                box = box.united(r)
            take = Take(i) if mine and Take(i) in view.legal else None
            click = (lambda a=take: self.controller.try_action(a, view.seat)) if take is not None else None
            frame = GroupFrame(box.adjusted(-3, -8, 3, 8), FRAME_COLOURS[i % len(FRAME_COLOURS)],
                               captions[i], click)
            self.table.scene().addItem(frame)
            self.frames.append(frame)

    def _shown_tags(self, view: SeatView) -> None:
        table = view.table
        if view.seat >= len(table.exposed):
            return
        shown = table.exposed[view.seat] & view.hand
        if not shown:
            return
        hand = sorted(self.table.hand_sprites(), key=lambda s: s.pos().x())
        marked = [i for i, s in enumerate(hand) if s.card is not None and (shown >> s.card) & 1]
        for i in marked:
            sprite = hand[i]
            visible = (hand[i + 1].pos().x() - sprite.pos().x()) / (sprite.scale() or 1.0) \
                if i + 1 < len(hand) else sprite.card_rect().width()
            self.tags.append(ShownTag(sprite, visible, i == marked[-1]))
