"""The pyramid table: felt, the stacks of the pyramid, the draw deck, the turned card, the
discards and the capture pile, drawn from a :class:`~tarocchi.engine.games.la_pyramide.Pyramide`.

The board decides no rule. It shows a state, animates the events of a move, and reports
what the pointer did: a card clicked, a card dropped on another card (or on the capture
pile), the deck clicked. The table (:mod:`.table`) turns those into actions.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from tarocchi.engine.events import CardMoved, Event
from tarocchi.engine.games.la_pyramide import CAPTURED, DRAWN, WASTE, Pyramide, is_free
from tarocchi.gui.animator import MOVE_MS, Animator
from tarocchi.gui.faces import Faces
from tarocchi.gui.felt import FeltView, card_rect
from tarocchi.gui.layout import CARD_H, CARD_W, Place
from tarocchi.gui.sprite import CardSprite

SCENE_W, SCENE_H = 1400.0, 1000.0
PYR_X, PYR_Y = 540.0, 170.0  #: centre of the top card of the pyramid
DX, DY = CARD_W * 1.14, CARD_H * 0.7  #: between stacks of a row, between rows
DEPTH = QPointF(-3.0, -6.0)  #: each card under the top of a stack peeks out by this much
DECK_AT = QPointF(1090.0, 220.0)
DRAWN_AT = QPointF(1250.0, 220.0)
WASTE_AT = QPointF(1090.0, 560.0)
CAPTURE_AT = QPointF(1250.0, 560.0)


def stack_place(rows: int, stack: int) -> QPointF:
    """Centre of the top card of a pyramid stack (row by row from the top)."""
    r = 1
    while stack >= r:
        stack -= r
        r += 1
    rows_scale = 5 / max(rows, 3)
    x = PYR_X + (stack - (r - 1) / 2) * DX
    y = PYR_Y + (r - 1) * DY * min(1.25, rows_scale)
    return QPointF(x, y)


def places(state: Pyramide) -> dict[int, tuple[Place, bool]]:
    """Where every card goes and whether it shows its face, for ``state``."""
    out: dict[int, tuple[Place, bool]] = {}
    for k, stack in enumerate(state.stacks):
        top = stack_place(state.rows, k)
        h = state.heights[k]
        row = state.geo.places[k][0]
        for j in range(h):
            d = h - 1 - j
            out[stack[j]] = (Place(top.x() + d * DEPTH.x(), top.y() + d * DEPTH.y(), 0, 1.0, row * 100 + j),
                             j == h - 1)
    deck = state.draw_order[state.deck_pos:]
    for i, c in enumerate(reversed(deck)):  # the next card to turn is on top
        out[c] = (Place(DECK_AT.x() - i * 0.6, DECK_AT.y() - i * 0.9, 0, 1.0, 600 + i), False)
    if state.drawn is not None:
        out[state.drawn] = (Place(DRAWN_AT.x(), DRAWN_AT.y(), 0, 1.0, 700), True)
    n = len(state.waste)
    for i, c in enumerate(state.waste):
        spread = max(0, i - (n - 4)) * 16.0  # the last four fan out
        out[c] = (Place(WASTE_AT.x() + spread, WASTE_AT.y() - i * 0.5, 0, 1.0, 800 + i), True)
    for i, c in enumerate(state.captured):
        out[c] = (Place(CAPTURE_AT.x() + (i % 2) * 1.5, CAPTURE_AT.y() - i * 0.7, 0, 1.0, 900 + i), True)
    return out


class PyramidBoard(FeltView):
    """The scene and its card sprites (one sprite per card, ``sprites[card]``)."""

    deck_clicked = Signal()

    def __init__(self, faces: Faces, animator: Animator, parent=None) -> None:
        super().__init__(faces, animator, (SCENE_W, SCENE_H), parent=parent)
        self.state: Pyramide | None = None
        self.labels = {name: self.text(18) for name in ("deck", "drawn", "waste", "captured")}
        self.info = self.text(22)
        self.info.setPos(24, 18)
        self.score_text = self.text(44, bold=True)
        self.outlines = [(at, 1.0) for at in (DECK_AT, DRAWN_AT, WASTE_AT, CAPTURE_AT)]

    def draw_marks(self, painter: QPainter) -> None:
        """Faint outlines where the stacks of the pyramid stand."""
        if self.state is not None:
            painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
            for k in range(self.state.geo.n_stacks):
                painter.drawRoundedRect(card_rect(stack_place(self.state.rows, k)), 8, 8)

    # --- showing a state -----------------------------------------------------------------------
    def places(self):
        return places(self.state) if self.state is not None else {}

    def show_state(self, state: Pyramide, events: list[Event] | None = None, base_ms: float = MOVE_MS) -> None:
        """Show ``state``: the cards of ``events`` move first, in order, then every card goes
        to its place (cards turned face up on the way). Without events, all move at once."""
        old_rows = self.state.rows if self.state is not None else None
        self.state = state
        if old_rows != state.rows:
            self.resetCachedContent()
        target = places(state)
        for sprite in self.sprites:
            sprite.setVisible(True)
        for ev in events or ():
            if type(ev) is not CardMoved:
                continue
            if ev.target == DRAWN:
                at = Place(DRAWN_AT.x(), DRAWN_AT.y(), 0, 1.0, 1000)
                self.animator.add(lambda c=ev.card, p=at: self.animator.move(self.sprites[c], p, base_ms, flip=1.0))
            elif ev.target in (WASTE, CAPTURED):
                self.animator.add(self._fly(ev, target, events, base_ms))
        self.move_all(base_ms)
        self.animator.call(lambda: self.decorate(state))

    def _fly(self, ev: CardMoved, target: dict, events: list[Event], base_ms: float):
        """The step moving a captured pair together (or one discarded card)."""
        together = [e.card for e in events if type(e) is CardMoved and e.target == ev.target == CAPTURED]
        if ev.target == CAPTURED and ev.card != together[0]:
            return lambda: None  # the pair flies as one step, started by its first card
        cards = together if ev.target == CAPTURED else [ev.card]

        def step():
            anims = []
            for c in cards:
                self.sprites[c].setZValue(2500)
                p, _ = target[c]
                anims.append(self.animator.move(self.sprites[c], Place(p.x, p.y, 0, 1.0, 2500), base_ms * 1.4, flip=1.0))
            return Animator.together(anims)
        return step

    def decorate(self, state: Pyramide, selected: set[int] = frozenset(), hinted: set[int] = frozenset()) -> None:
        """Which cards can be taken (interactive), which tops are blocked (dimmed), and the
        selection and the hint; the texts."""
        free = set(state.free_cards()) if not state.over else set()
        for k, stack in enumerate(state.stacks):
            h = state.heights[k]
            for j in range(h):
                c = stack[j]
                top = j == h - 1
                self.sprites[c].set_state(
                    interactive=c in free, dimmed=top and not state.over and not is_free(state.geo, state.heights, k),
                    selected=c in selected, focused=c in hinted)
        for c in state.draw_order[state.deck_pos:]:
            self.sprites[c].set_state(interactive=False, dimmed=False, selected=False, focused=False)
            self.sprites[c].setCursor(Qt.CursorShape.PointingHandCursor)
        for c in list(state.waste) + list(state.captured):
            self.sprites[c].set_state(interactive=False, dimmed=False, selected=False, focused=False)
        if state.drawn is not None:
            self.sprites[state.drawn].set_state(interactive=not state.over, dimmed=False,
                                                selected=state.drawn in selected,
                                                focused=state.drawn in hinted)
        self._hide_buried(state)
        self._labels(state)

    def _hide_buried(self, state: Pyramide) -> None:
        """Only the upper cards of the deck, the discards and the capture pile are drawn (the
        others are hidden under them anyway, and their shadows would pile up)."""
        deck = state.draw_order[state.deck_pos:]
        buried = set(deck[3:]) | set(state.waste[:-5]) | set(state.captured[:-3])
        for c, sprite in enumerate(self.sprites):
            sprite.setVisible(c not in buried)

    def _labels(self, state: Pyramide) -> None:
        pts = sum(1 for _ in state.captured)
        texts = {
            "deck": (DECK_AT, self.tr("Draw deck: %n", "", state.deck_left())),
            "drawn": (DRAWN_AT, self.tr("Turned card") if state.drawn is not None else ""),
            "waste": (WASTE_AT, self.tr("Discards: %n", "", len(state.waste))),
            "captured": (CAPTURE_AT, self.tr("Captured: %n", "", pts)),
        }
        for name, (at, text) in texts.items():
            item = self.labels[name]
            item.setText(text)
            r = item.boundingRect()
            item.setPos(at.x() - r.width() / 2, at.y() + CARD_H / 2 + 12)
        self.score_text.setText(self.tr("Score %1").replace("%1", str(state.score())))
        r = self.score_text.boundingRect()
        self.score_text.setPos((DECK_AT.x() + DRAWN_AT.x()) / 2 - r.width() / 2, 800)

    def set_info(self, text: str) -> None:
        self.info.setText(text)

    def show_banner(self, text: str, y: float | None = None) -> None:
        self.put_text(self.banner, text, PYR_X, SCENE_H - 120 if y is None else y)

    # --- the pointer ---------------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> str | None:
        return "capture" if card_rect(CAPTURE_AT).contains(pos) else None

    def mousePressEvent(self, event) -> None:
        """A click on the draw deck (its cards, or its place when empty) asks to draw."""
        item = self.itemAt(event.position().toPoint())
        if (isinstance(item, CardSprite) and self.state is not None and not item.interactive
                and item.card in self.state.draw_order[self.state.deck_pos:]):
            self.deck_clicked.emit()
            event.accept()
            return
        if item is None and self.state is not None and card_rect(DECK_AT).contains(
                self.mapToScene(event.position().toPoint())):
            self.deck_clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    # --- for tests and the self-test -----------------------------------------------------------
    def deck_point(self) -> QPoint:
        return self.mapFromScene(DECK_AT + QPointF(0, -CARD_H * 0.3))

    def capture_point(self) -> QPoint:
        return self.mapFromScene(CAPTURE_AT)
