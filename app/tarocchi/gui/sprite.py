"""A card on the table: a QGraphicsObject drawn from the skin's pixmaps.

A sprite is placed by its centre. It knows nothing of the rules: the table tells it whether
it may be dragged (``interactive``), whether it is dimmed (not playable now), selected or
focused, and which card it shows (``card`` None: a card nobody at this seat may see).
``flip`` (0: back, 1: face) and ``lift`` (pointer hover) are animatable properties.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import Property, QAbstractAnimation, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication, QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem, QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from tarocchi.gui.faces import Faces
from tarocchi.gui.layout import (
    BACKS_SCALE, CARD_H, CARD_W, EXPOSED_SCALE, HAND_LIFT, HAND_SCALE, PILE_SCALE, SELECT_LIFT, TALON_SCALE,
    TRICK_SCALE,
)
from tarocchi.gui.qtutil import Qt

SHADOW_MARGIN = 16.0
RADIUS = CARD_W * 0.07
_shadow: QPixmap | None = None


def shadow_pixmap() -> QPixmap:
    """A soft, blurred card-shaped shadow (made once, drawn scaled)."""
    global _shadow
    if _shadow is None:
        k = 2.0
        w, h = (CARD_W + 2 * SHADOW_MARGIN) * k, (CARD_H + 2 * SHADOW_MARGIN) * k
        image = QImage(round(w), round(h), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        steps = 14
        for i in range(steps):
            inset = (SHADOW_MARGIN * k) * i / steps
            p.setBrush(QColor(0, 0, 0, 9))
            r = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
            p.drawRoundedRect(r, RADIUS * k + (steps - i) * 2, RADIUS * k + (steps - i) * 2)
        p.end()
        _shadow = QPixmap.fromImage(image)
    return _shadow


#: The scales cards rest at; a card between two (while it grows or shrinks) borrows the
#: picture of the next larger one, so animations never render new pictures.
SCALE_LEVELS = tuple(sorted({HAND_SCALE, BACKS_SCALE, TRICK_SCALE, TALON_SCALE, PILE_SCALE, EXPOSED_SCALE}))
SHADOW_DROP = 5.0
MAX_COMPOSED = 800  #: ready pictures kept (a few decks' worth at the table's sizes)
_composed: OrderedDict[tuple, QPixmap] = OrderedDict()


def scale_level(scale: float) -> float:
    for level in SCALE_LEVELS:
        if scale <= level + 1e-6:
            return level
    return scale


def forget_pictures(shadows: bool = True) -> None:
    """Drop the ready pictures (to free memory; a skin change needs no forgetting, since the
    pictures are kept by skin), and the shadows sized for them unless ``shadows`` is False
    (they are the same in every skin)."""
    _composed.clear()
    if shadows:
        _shadows.clear()


_shadows: dict[tuple, QPixmap] = {}


def sized_shadow(w: int, h: int, dpr: float) -> QPixmap:
    """The soft shadow scaled once to ``w`` × ``h`` device pixels (then blitted, never scaled)."""
    key = (w, h, dpr)
    pix = _shadows.get(key)
    if pix is None:
        image = shadow_pixmap().toImage().scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
                                                 Qt.TransformationMode.SmoothTransformation)
        image.setDevicePixelRatio(dpr)
        pix = _shadows[key] = QPixmap.fromImage(image)
    return pix


_IDENTITY = QTransform()
#: every sprite's bounding rectangle: the card, its shadow and the room to be lifted
_BOUNDS = QRectF(-CARD_W / 2 - SHADOW_MARGIN, -CARD_H / 2 - SHADOW_MARGIN - SELECT_LIFT, CARD_W + 2 * SHADOW_MARGIN,
                 CARD_H + 2 * SHADOW_MARGIN + SELECT_LIFT + 6)
_sources: dict[int, QRectF] = {}


def _source_rect(pix: QPixmap) -> QRectF:
    """The whole of ``pix`` as a source rectangle (made once per ready picture)."""
    key = pix.cacheKey()
    rect = _sources.get(key)
    if rect is None:
        if len(_sources) > 2 * MAX_COMPOSED:
            _sources.clear()
        rect = _sources[key] = QRectF(0, 0, pix.width(), pix.height())
    return rect


def composed(faces: Faces, card: int | None, hpx: int, dpr: float, quadrant: int) -> QPixmap:
    """The card (or its back) with its soft shadow, ``hpx`` logical pixels high, turned by
    ``quadrant`` quarter turns; cached by skin, so a switch back to a skin draws nothing."""
    key = (id(faces), faces.skin, faces.contrast, faces.naming if card is not None else None, card, hpx, dpr,
           quadrant)
    pix = _composed.get(key)
    if pix is not None:
        _composed.move_to_end(key)
        return pix
    face = faces.pixmap(card, hpx, dpr)
    k = hpx / CARD_H
    m = SHADOW_MARGIN * k
    w, h = CARD_W * k, float(hpx)
    image = QImage(max(1, round((w + 2 * m) * dpr)), max(1, round((h + 2 * m + SHADOW_DROP * k) * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    shadow = sized_shadow(round((w + 2 * m) * dpr), round((h + 2 * m) * dpr), dpr)
    p.drawPixmap(QPointF(1.5 * k, SHADOW_DROP * k), shadow)  # both at their size: plain blits
    p.drawPixmap(QPointF(m, m), face)
    p.end()
    if quadrant:
        image = image.transformed(QTransform().rotate(90 * quadrant))
        image.setDevicePixelRatio(dpr)
    pix = QPixmap.fromImage(image)
    _composed[key] = pix
    if len(_composed) > MAX_COMPOSED:
        _composed.popitem(last=False)
    return pix


class CardSprite(QGraphicsObject):
    """One card of the table."""

    clicked = Signal(object)
    activated = Signal(object)  #: double-click
    dropped = Signal(object, QPointF)  #: released after a drag, at this scene position
    hovered = Signal(object, bool)

    def __init__(self, faces: Faces, index: int) -> None:
        super().__init__()
        self.faces = faces
        self.index = index  #: stable identity of the sprite (not the card)
        self.card: int | None = None
        self.loc: tuple = ("deck",)
        self.order: float = float(index)
        self.loc_seat: int | None = None  #: the seat that played it (cards in the trick)
        self._flip = 0.0
        self._lift = 0.0
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.interactive = False
        self.home: QPointF | None = None  #: where the layout put it (drags snap back here)
        self._press: QPointF | None = None
        self._dragging = False
        self._moving = 0  #: animations of this card running now
        self.fly_scale: float | None = None  #: its largest scale in its next flight (``Animator.move``)
        self._picture: QGraphicsPixmapItem | None = None  #: draws the card while it flies
        self._flight: tuple[int, float, float] | None = None  #: while flying: height px, pixel ratio, level
        self._shown: tuple | None = None  #: what the flying picture shows (card, skin, colours, naming)
        self._size = (1.0, 1.0)  #: the flying picture's logical size
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setTransformOriginPoint(0, 0)

    def motion(self, new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        """An animation of this card started or stopped (``Animator.move``): while it moves it
        flies (:meth:`_fly`); at rest see :meth:`settle`."""
        running = QAbstractAnimation.State.Running
        if new == running and old != running:
            self._moving += 1
        elif old == running and new != running:
            self._moving = max(0, self._moving - 1)
            if not self._moving:
                self.fly_scale = None
        self._fly(bool(self._moving) and not (self.dimmed or self.selected or self.focused))
        self.settle()

    def settle(self) -> None:
        """Choose how Qt keeps the card between paints. At rest, a card turned by other than
        quarter turns (a seat at an angle) is kept as drawn on the screen, so that it costs a
        blit, not a smooth turn of its picture, when its neighbours repaint; a square card is
        itself a pixel-exact blit of a ready picture, and a kept copy would only be drawn
        first (a skin switch, a dimming) and held in memory. A moving card is never kept."""
        turned = not self._moving and abs(self.rotation() / 90.0 - round(self.rotation() / 90.0)) > 1e-4
        mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if turned else QGraphicsItem.CacheMode.NoCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    # --- flying: drawn by Qt alone ---------------------------------------------------------
    def _fly(self, on: bool) -> None:
        """While it moves, the card is drawn by a child pixmap item, a Qt class, and the
        sprite itself has no contents: Qt then calls no Python at all for it each frame (no
        ``paint``, no ``boundingRect``), which halves an animation frame's time on the
        window's thread (issue 14). The picture is the one ``paint`` draws off the pixel
        grid (face and shadow, of the largest scale level of the flight), placed the same
        way; the turn-over narrows it, from the ``flip`` setter. A card with marks (dimmed,
        selected, focused) is drawn by ``paint`` all the way."""
        if on and self._flight is None:
            flight = self._flight_size()
            if flight is None:  # not on a view yet
                return
            self._flight = flight
            if self._picture is None:
                self._picture = QGraphicsPixmapItem(self)  # the sprite's child: Qt deletes it with it
                self._picture.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                self._picture.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self._picture.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
            self._shown = None
            self._place_picture()
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            self._picture.setVisible(True)
        elif not on and self._flight is not None:
            self._flight = None
            self._picture.setVisible(False)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
            self.update()

    def _flight_size(self) -> tuple[int, float, float] | None:
        """(picture height in logical pixels, pixel ratio, scale level) for a flight, from the
        view that shows the card: what ``paint`` would pick at the flight's largest size."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return None
        view = views[0]
        t = view.transform()
        level = scale_level(self.fly_scale if self.fly_scale is not None else (self.scale() or 1.0))
        hpx = max(8, round(CARD_H * math.hypot(t.m11(), t.m12()) * level))
        return hpx, view.viewport().devicePixelRatioF(), level

    def _place_picture(self) -> None:
        """The flying picture for the present turn-over and lift."""
        hpx, dpr, _ = self._flight
        flip = self._flip
        card = self.card if flip >= 0.5 else None
        shown = (card, self.faces.skin, self.faces.contrast, self.faces.naming)
        pix = None
        if shown != self._shown:
            pix = composed(self.faces, card, hpx, dpr, 0)
            self._picture.setPixmap(pix)
            self._shown = shown
            self._size = (pix.width() / dpr, pix.height() / dpr)
        sx = max(abs(1.0 - 2.0 * flip), 0.02)  # the turn: the card narrows to its edge and back
        m = SHADOW_MARGIN
        half = (CARD_W / 2 + m) * sx
        w, h = self._size
        self._picture.setTransform(QTransform(2 * half / w, 0, 0, (CARD_H + 2 * m + SHADOW_DROP) / h,
                                              -half, -CARD_H / 2 - self._lift - m))

    def redraw(self) -> None:
        """Draw the card again (its card, the skin or the colours changed)."""
        if self._flight is not None:
            self._shown = None
            self._flight = self._flight_size() or self._flight
            self._place_picture()
        self.update()

    # --- animatable properties ----------------------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if self._flight is not None:
            self._place_picture()
        else:
            self.update()

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = value
        if self._flight is not None:
            self._place_picture()
        self.update()

    flip = Property(float, _get_flip, _set_flip)
    lift = Property(float, _get_lift, _set_lift)

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def set_state(self, *, dimmed: bool | None = None, selected: bool | None = None,
                  focused: bool | None = None, interactive: bool | None = None) -> None:
        changed = False
        for name, value in (("dimmed", dimmed), ("selected", selected), ("focused", focused),
                            ("interactive", interactive)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.lift = self.rest_lift()
            self.setCursor(Qt.CursorShape.OpenHandCursor if self.interactive else Qt.CursorShape.ArrowCursor)
            if self._moving:  # marks are drawn by ``paint``: a marked card does not fly
                self._fly(not (self.dimmed or self.selected or self.focused))

    def rest_lift(self) -> float:
        if self.selected:
            return SELECT_LIFT
        if self.focused:
            return HAND_LIFT * 0.7
        return 0.0

    # --- geometry and painting -------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return _BOUNDS  # Qt asks several times a frame: made once (Qt copies it; never change it)

    def card_rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2 - self._lift, CARD_W, CARD_H)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        """One ready picture (face and shadow): a pixel-exact blit at rest, a transformed
        pixmap at an angle, between sizes or turning over (a moving card flies instead, see
        :meth:`_fly`, unless it has marks). This makes few calls into Qt (each costs more than
        the Python around it, issue 14): no painter state saved, the turn-over squeezes the
        target rectangle rather than the painter, and the view draws without antialiasing
        (items that draw shapes ask for it)."""
        t = painter.worldTransform()
        m11, m12 = t.m11(), t.m12()
        scale = math.hypot(m11, m12)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0  # it changes with the screen
        item_scale = self.scale() or 1.0
        level = scale_level(item_scale)
        hpx = max(8, round(CARD_H * scale / item_scale * level))
        flip = self._flip
        card = self.card if flip >= 0.5 else None
        lift = self._lift
        top = -CARD_H / 2 - lift
        angle = math.degrees(math.atan2(m12, m11))
        quadrant = round(angle / 90.0)
        if (abs(angle - 90.0 * quadrant) < 0.01 and abs(level - item_scale) < 1e-6
                and abs(flip - round(flip)) < 1e-6):
            # the common case: a pixel-exact blit of a ready picture (face and shadow)
            pix = composed(self.faces, card, hpx, dpr, quadrant % 4)
            box = t.mapRect(QRectF(-CARD_W / 2, top, CARD_W, CARD_H))
            m = SHADOW_MARGIN * hpx / CARD_H
            painter.setWorldTransform(_IDENTITY)
            painter.drawPixmap(QPointF(round(box.x() - m), round(box.y() - m)), pix)
            painter.setWorldTransform(t)
        else:  # turning over, rotated or between sizes: one transformed, smoothly sampled pixmap
            pix = composed(self.faces, card, hpx, dpr, 0)
            sx = max(abs(1.0 - 2.0 * flip), 0.02)  # the turn: the card narrows to its edge and back
            m = SHADOW_MARGIN
            half = (CARD_W / 2 + m) * sx
            painter.drawPixmap(QRectF(-half, top - m, 2 * half, CARD_H + 2 * m + SHADOW_DROP), pix,
                               _source_rect(pix))
        if self.dimmed or self.selected or self.focused:
            self._paint_marks(painter, self.card_rect())

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(12, 28, 20, 130))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.selected or self.focused:
            colour = QColor("#ffd25a") if self.selected else QColor("#e8f4ff")
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 5 if self.selected else 4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), RADIUS, RADIUS)
        painter.restore()

    # --- pointer -------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.lift = max(HAND_LIFT, self.rest_lift())
            self.hovered.emit(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self.interactive:
            self.lift = self.rest_lift()
            self.hovered.emit(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        self.home = self.home or self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() >= max(4, QApplication.startDragDistance()):
            self._dragging = True
            self.setZValue(2000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging and self.home is not None:
            self.setPos(self.home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive:
            event.accept()
            self._press = None
            self.ungrabMouse()  # the card may leave the hand at once: let the next click go elsewhere
            self.activated.emit(self)
        else:
            event.ignore()
