"""A green felt scene for the tables that are not trick tables (solitaires, the board game):
a fixed scene rectangle fitted into the view, one card sprite per card, texts, dashed outlines
where piles go, and the pointer's usual paths (a click, a drag dropped somewhere)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from tarocchi.gui.animator import Animator, launch
from tarocchi.gui.faces import Faces
from tarocchi.gui.layout import CARD_H, CARD_W, Place
from tarocchi.gui.qtutil import setup_card_view, ui_font
from tarocchi.gui.sprite import CardSprite

SNAP_MS = 180


def card_rect(at: QPointF, scale: float = 1.0) -> QRectF:
    """The rectangle of a card of ``scale`` centred on ``at``."""
    w, h = CARD_W * scale, CARD_H * scale
    return QRectF(at.x() - w / 2, at.y() - h / 2, w, h)


class FeltView(QGraphicsView):
    """The scene, its sprites (``sprites[card]``, one for each of the 78 cards) and texts."""

    card_clicked = Signal(int)
    card_activated = Signal(int)  #: double-click
    #: a card let go after a drag: the card, and what it was dropped on (a card, a zone's
    #: name, or None for nowhere)
    card_dropped = Signal(int, object)

    def __init__(self, faces: Faces, animator: Animator, size: tuple[float, float], parent=None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self._scene.setParent(self)  # Qt deletes the scene and its items with the view, never Python's GC
        self.faces, self.animator = faces, animator
        setup_card_view(self, 560, 400)
        self._scene.setSceneRect(0, 0, *size)
        self.sprites: list[CardSprite] = []
        for card in range(78):
            sprite = CardSprite(faces, card)
            sprite.card = card
            sprite.clicked.connect(lambda s: self.card_clicked.emit(s.card))
            sprite.activated.connect(lambda s: self.card_activated.emit(s.card))
            sprite.dropped.connect(self._dropped)
            self._scene.addItem(sprite)
            self.sprites.append(sprite)
        self.outlines: list[tuple[QPointF, float]] = []  #: (centre, scale) of empty places drawn
        self.banner = self.text(40, bold=True)
        self.banner.setZValue(3000)
        self.banner.setBrush(QColor("#fff6d8"))
        self._snap = None
        faces.changed.connect(self.redraw_cards)

    def text(self, size: float, bold: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setBrush(QColor(235, 245, 235, 220))
        item.setFont(ui_font(size, bold))
        item.setZValue(1900)
        self._scene.addItem(item)
        return item

    @staticmethod
    def put_text(item: QGraphicsSimpleTextItem, text: str, x: float, y: float, centred: bool = True) -> None:
        item.setText(text)
        r = item.boundingRect()
        item.setPos(x - r.width() / 2 if centred else x, y)

    # --- geometry ----------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """Green felt, soft outlines where the piles go, then :meth:`draw_marks`."""
        scene = self._scene.sceneRect()
        painter.fillRect(rect, QColor("#0d2a1b"))
        grad = QRadialGradient(scene.center(), scene.width() * 0.75)
        grad.setColorAt(0.0, QColor("#2f8553"))
        grad.setColorAt(0.5, QColor("#236b42"))
        grad.setColorAt(1.0, QColor("#0e311f"))
        painter.fillRect(rect, grad)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 3, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for at, scale in self.outlines:
            painter.drawRoundedRect(card_rect(at, scale), 8, 8)
        self.draw_marks(painter)

    def draw_marks(self, painter: QPainter) -> None:
        """Hook: more marks on the felt (under the cards)."""

    def redraw_cards(self) -> None:
        for sprite in self.sprites:
            sprite.redraw()

    def show_banner(self, text: str, y: float | None = None) -> None:
        scene = self._scene.sceneRect()
        self.put_text(self.banner, text, scene.center().x(), y if y is not None else scene.height() - 110)

    # --- moving cards --------------------------------------------------------------------------
    def places(self) -> dict[int, tuple[Place, bool]]:
        """Where every card goes and whether it shows its face (for the state shown)."""
        raise NotImplementedError

    def move_all(self, base_ms: float) -> None:
        """Every card to its place (turned over on the way), as one animation step."""
        target = self.places()
        self.animator.add(lambda: Animator.together(
            [self.animator.move(self.sprites[c], p, base_ms, flip=1.0 if up else 0.0)
             for c, (p, up) in target.items()]))

    def place_now(self) -> None:
        """Finish every animation: every card at its place at once."""
        self.animator.clear()
        for c, (p, up) in self.places().items():
            s = self.sprites[c]
            s.setPos(p.x, p.y)
            s.setZValue(p.z)
            s.setRotation(p.rot)
            s.setScale(p.scale)
            s.home = QPointF(p.x, p.y)
            s.flip = 1.0 if up else 0.0

    # --- the pointer ---------------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> str | None:
        """Hook: the name of the zone under ``pos`` (a pile, the satchel …), if any."""
        return None

    def _dropped(self, sprite: CardSprite, pos: QPointF) -> None:
        for item in self._scene.items(pos):
            if isinstance(item, CardSprite) and item is not sprite and item.isVisible():
                self.card_dropped.emit(sprite.card, item.card)
                return
        self.card_dropped.emit(sprite.card, self.zone_at(pos))

    def snap_back(self, card: int) -> None:
        place = self.places().get(card)
        if place is None:
            return
        snap = self.animator.move(self.sprites[card], place[0], SNAP_MS)
        if snap is not None:
            self._snap = launch(snap, self, replacing=self._snap)

    def rest_rect(self, card: int, places: dict | None = None) -> QRectF:
        """Where ``card`` rests in the scene: its place in the layout (where it goes, though it
        may still be moving), raised as its marks raise it (chosen, hinted)."""
        place = (places if places is not None else self.places())[card][0]
        lift = self.sprites[card].rest_lift() * place.scale
        return card_rect(QPointF(place.x, place.y - lift), place.scale)

    def card_point(self, card: int) -> QPoint:
        """Where to press on ``card`` (view coordinates): its upper part, in the middle or,
        when cards laid over it hide the middle (a fanned hand), where it still shows."""
        s = self.sprites[card]
        top = s.pos() + QPointF(0, -CARD_H * 0.3 * s.scale() - s.rest_lift())
        half = CARD_W * 0.45 * s.scale()
        for k in range(10):  # the middle first, then out towards either edge
            dx = half * ((k + 1) // 2) / 5 * (-1 if k % 2 else 1)
            point = self.mapFromScene(top + QPointF(dx, 0))
            if self._card_under(point) is s:
                return point
        return self.mapFromScene(top)

    def _card_under(self, point: QPoint):
        """The topmost card sprite under ``point`` (view coordinates), if any."""
        for item in self.items(point):
            if isinstance(item, CardSprite) and item.isVisible():
                return item
        return None

    def scene_point(self, at: QPointF) -> QPoint:
        return self.mapFromScene(at)
