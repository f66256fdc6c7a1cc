"""The table: a QGraphicsView on felt with the card sprites and name plates.

The table draws what a :class:`~tarocchi.engine.protocol.SeatView` says (``sync``) and
offers hooks for the event choreography (:mod:`.choreo`). It never decides a rule: which
cards may be played or selected comes from outside (``set_hand_mode``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import (
    QBrush, QColor, QKeyEvent, QPainter, QPainterPath, QPen, QRadialGradient, QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from tarocchi.engine.cards import cards_of, rank_of, suit_of
from tarocchi.gui.animator import MOVE_MS, Animator, finish_now, launch
from tarocchi.gui.faces import Faces
from tarocchi.gui.layout import CARD_H, SCENE_H, SELECT_LIFT, Place, TableLayout, scene_width
from tarocchi.gui.qtutil import Qt, fit_in_view, own_viewport, set_enum, setup_card_view, solid_brush, ui_font

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from tarocchi.engine.protocol import SeatView
    from tarocchi.gui.plate import NamePlate  # the cards and plates with the first table set up
    from tarocchi.gui.sprite import CardSprite

#: the table's felts (Preferences): centre, middle, edge, rim and the darkest fill
FELTS: dict[str, tuple[str, str, str, str, str]] = {
    "green": ("#2f8553", "#236b42", "#174d30", "#0e311f", "#0d2a1b"),
    "blue": ("#2f5f8f", "#244d76", "#18365a", "#0e223b", "#0c1d31"),
    "red": ("#8f3535", "#742a2a", "#561d1e", "#381112", "#2e0e0f"),
    "brown": ("#7a5a3a", "#634830", "#4a3522", "#2f2115", "#271b11"),
    "grey": ("#5f6b66", "#4e5854", "#3a423f", "#252a28", "#1f2321"),
}
#: Suits in the order a hand is sorted: colours alternate (spades, hearts, clubs, diamonds).
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3, 4: 4}


def hand_key(card: int) -> tuple[int, int]:
    """Sort key of the person's hand: suits with alternating colours, then trumps, the excuse."""
    if card == 77:
        return (6, 0)
    return (SUIT_ORDER[suit_of(card)], rank_of(card))


class TableView(QGraphicsView):
    """The felt, the cards and the plates."""

    card_clicked = Signal(int)  #: a card of the person's hand was clicked
    card_activated = Signal(int)  #: double-clicked, or Enter on the focused card
    card_dropped = Signal(int)  #: dragged out of the hand onto the table (to play it or lay it away)
    focus_moved = Signal(int)
    fitted = Signal()  #: the scene was fitted to a new size of the view

    def __init__(self, faces: Faces, animator: Animator, parent=None) -> None:
        self._scene = QGraphicsScene()
        super().__init__(self._scene, parent)
        self._scene.setParent(self)  # Qt deletes the scene and its items with the view, never Python's GC
        self.faces = faces
        self.animator = animator
        own_viewport(self)  # before anything asks for it (see own_viewport)
        setup_card_view(self, 480, 300)  # the window fits a small laptop screen, or a wide flat one
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        set_enum(self, "focusPolicy", "StrongFocus")  # no Qt namespace before the first paint (qtutil.Qt)
        self.layout = TableLayout(4, "counter-clockwise", 1600)
        self._scene.setSceneRect(0, 0, self.layout.width, SCENE_H)
        self.sprites: list[CardSprite] = []
        self.plates: list[NamePlate] = []
        self.my_seat = 0
        self.talon_owner: int | None = None
        self.view: SeatView | None = None
        self.mode = "none"  #: the person's hand: "none", "play" or "select"
        self.show_legal = True  #: the cards that may not be played are dimmed (a learning aid)
        self.hide_own_hand = False  #: hot seat: the hand shown lies face down while others play
        #: the felt's colours: centre, middle, edge, rim, darkest (Preferences: table colour)
        self.felt = FELTS["green"]
        self.focus_index = -1
        self._snap = None  #: the running snap-back of a refused drag (owned by Qt)
        self._info: QGraphicsSimpleTextItem | None = None  #: made when first written (info, banner)
        self._banner: QGraphicsSimpleTextItem | None = None
        faces.changed.connect(self.redraw_cards)

    @property
    def info(self) -> QGraphicsSimpleTextItem:
        """The text in the corner (the game, the deal, the contract, the trick)."""
        if self._info is None:
            self._make_texts()
        return self._info

    @property
    def banner(self) -> QGraphicsSimpleTextItem:
        """The big text in the middle (who won the deal)."""
        if self._banner is None:
            self._make_texts()
        return self._banner

    def _make_texts(self) -> None:
        """The corner's and the middle's texts: made when first written, after the first
        paint, which shows neither (their classes cost PySide 8 M instructions to make)."""
        from PySide6.QtWidgets import QGraphicsSimpleTextItem

        self._info = QGraphicsSimpleTextItem()
        self._info.setBrush(solid_brush(QColor(235, 245, 235, 215)))
        self._info.setFont(ui_font(19))
        self._info.setZValue(950)
        self._info.setPos(22, 16)
        self._info.setCacheMode(QGraphicsSimpleTextItem.CacheMode.DeviceCoordinateCache)
        self._scene.addItem(self._info)
        self._banner = QGraphicsSimpleTextItem()
        self._banner.setBrush(solid_brush(QColor("#fff6d8")))
        self._banner.setFont(ui_font(34, bold=True))
        self._banner.setZValue(1500)
        self._scene.addItem(self._banner)

    # --- set-up ------------------------------------------------------------------------------
    def setup(self, players: int, direction: str, names: list[str], deck_size: int = 78) -> None:
        """A new table: ``players`` seats and a pack of ``deck_size`` sprites."""
        from tarocchi.gui.plate import NamePlate
        from tarocchi.gui.sprite import CardSprite

        self.animator.clear()
        finish_now(self._snap)
        for item in self.sprites + self.plates:  # owned by the scene: Qt deletes them later
            item.hide()
            item.deleteLater()
        self.layout = TableLayout(players, direction, self.layout.width)
        self.sprites = []
        for i in range(deck_size):
            sprite = CardSprite(self.faces, i)
            sprite.clicked.connect(self._sprite_clicked)
            sprite.activated.connect(self._sprite_activated)
            sprite.dropped.connect(self._sprite_dropped)
            sprite.setVisible(False)
            self._scene.addItem(sprite)
            self.sprites.append(sprite)
        self.plates = []
        for seat in range(players):
            g = self.layout.seats[seat]
            plate = NamePlate(names[seat], below=0 < g.angle and abs(g.angle - 180) < 60)
            self._scene.addItem(plate)
            self.plates.append(plate)
        self.view = None
        self.mode = "none"
        self._fit()

    def redraw_cards(self) -> None:
        """The skin changed: repaint every card (the game is untouched)."""
        for sprite in self.sprites:
            sprite.redraw()
        self.viewport().update()

    # --- geometry ------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _wanted_width(self) -> float:
        size = self.viewport().size()
        return scene_width(size.width() / max(1, size.height()))

    def _fit(self) -> None:
        if abs(self._wanted_width() - self.layout.width) > 0.5:
            if self.animator.busy:  # cards are on their way (or held): lay out again when they are there
                self.animator.call(self._relayout)
            else:
                self._relayout()
        fit_in_view(self, self._scene.sceneRect())
        self._place_plates()
        self.fitted.emit()

    def _relayout(self) -> None:
        """The table as wide as the view's shape asks, everything put in place at once."""
        width = self._wanted_width()
        if abs(width - self.layout.width) <= 0.5:
            return
        self.layout = TableLayout(self.layout.players, self.layout.direction, width, self.layout.bottom)
        self._scene.setSceneRect(0, 0, width, SCENE_H)
        self.resetCachedContent()
        self.place_all()
        fit_in_view(self, self._scene.sceneRect())
        self._place_plates()
        self.fitted.emit()

    def seat_at_bottom(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom (hot seat: the person shown)."""
        lay = self.layout
        if seat != lay.bottom:
            self.layout = TableLayout(lay.players, lay.direction, lay.width, seat)
            self._place_plates()

    def _place_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            plate.setPos(*self.layout.seats[seat].plate)

    def free_bottom(self) -> float:
        """The scene height above the person's cards (the hand lifted, face-up straw men or
        shown cards in front of it): where a panel over the table may come down to."""
        top = self.layout.seats[self.my_seat].y - CARD_H / 2 - SELECT_LIFT
        for s in self.sprites:
            if s.isVisible() and s.loc[0] in ("straw", "exposed") and s.loc[1:] == (self.my_seat,):
                top = min(top, s.y() - CARD_H * s.scale() / 2)
        return top - 10

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """Green felt with a soft light in the middle, a darker rim and a faint table line."""
        # The first paint's: its calls take no overload that names Qt's enums (qtutil.Qt), and
        # draw the same pixels as fillRect, setPen and drawRoundedRect would.
        scene = self._scene.sceneRect()
        painter.setBackground(solid_brush(QColor(self.felt[4])))
        painter.eraseRect(rect)  # fills the rectangle with the background brush
        c = QPointF(scene.center().x(), scene.height() * 0.45)
        radius = max(scene.width(), scene.height()) * 0.75
        grad = QRadialGradient(c, radius)
        for at, colour in zip((0.0, 0.45, 0.8, 1.0), self.felt):
            grad.setColorAt(at, QColor(colour))
        painter.setBackground(QBrush(grad))
        painter.eraseRect(rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen()
        pen.setColor(QColor(255, 255, 255, 22))
        pen.setWidthF(3)
        inner = scene.adjusted(scene.width() * 0.2, scene.height() * 0.17, -scene.width() * 0.2,
                               -scene.height() * 0.33)
        line = QPainterPath()
        line.addRoundedRect(inner, inner.height() / 2, inner.height() / 2)
        painter.strokePath(line, pen)

    # --- sprites -------------------------------------------------------------------------------
    def at(self, loc: tuple) -> list[CardSprite]:
        """The sprites at ``loc``, in order."""
        return sorted((s for s in self.sprites if s.loc == loc), key=lambda s: s.order)

    def sprite_of(self, card: int) -> CardSprite | None:
        for s in self.sprites:
            if s.card == card:
                return s
        return None

    def hand_sprites(self) -> list[CardSprite]:
        return self.at(("hand", self.my_seat))

    def straw_sprites(self) -> list[CardSprite]:
        """The person's face-up straw-man cards (Scarecrow): played like the hand's."""
        return [s for s in self.at(("straw", self.my_seat)) if s.card is not None]

    def is_mine(self, sprite: CardSprite) -> bool:
        """A card the person may act on: in the hand or face up on a straw pile."""
        return sprite.card is not None and sprite.loc in (("hand", self.my_seat), ("straw", self.my_seat))

    def give_card(self, sprite: CardSprite, card: int | None) -> None:
        """Let ``sprite`` stand for ``card`` (no other sprite keeps that card)."""
        if card is not None:
            for other in self.sprites:
                if other.card == card and other is not sprite:
                    other.card = None
        sprite.card = card
        sprite.redraw()

    def take_from(self, locs: Iterable[tuple], card: int | None = None) -> CardSprite | None:
        """The sprite of ``card`` if it is at one of ``locs``, else a hidden one there, else any."""
        locs = list(locs)
        pool = [s for loc in locs for s in self.at(loc)]
        if card is not None:
            for s in pool:
                if s.card == card:
                    return s
        for s in pool:
            if s.card is None or not s.face_up:
                if card is None or s.card is None:
                    return s
        if pool:
            return pool[0]
        if card is not None:
            return self.sprite_of(card)
        return None

    def move_to(self, sprite: CardSprite, loc: tuple, order: float) -> None:
        sprite.loc, sprite.order = loc, order
        sprite.setVisible(True)

    # --- drawing a view ------------------------------------------------------------------------
    def desired(self, view: SeatView) -> list[tuple[tuple, list[int | None], list[Place], bool]]:
        """Every location of the table with its cards, places and face, from a seat's view."""
        t = view.table
        lay = self.layout
        me = view.seat
        out: list[tuple[tuple, list[int | None], list[Place], bool]] = []
        mine = sorted(cards_of(view.hand), key=hand_key)
        out.append((("hand", me), list(mine), lay.hand(len(mine)), not self.hide_own_hand))
        if t is None:
            return out
        for s in range(view.players):
            exposed = cards_of(t.exposed[s]) if s < len(t.exposed) else []
            if s != me:
                n = max(0, t.hand_sizes[s] - len(exposed))
                open_hands = view.extra.get("open_hands")  # a learning aid (gui/aids.py)
                held = sorted(cards_of(open_hands[s] & ~t.exposed[s] if s < len(t.exposed) else open_hands[s]),
                              key=hand_key) if open_hands else []
                if open_hands and len(held) == n:
                    out.append((("hand", s), list(held), lay.backs(s, n, open_hand=True), True))
                else:
                    out.append((("hand", s), [None] * n, lay.backs(s, n), False))
                if exposed:
                    out.append((("exposed", s), list(exposed), lay.exposed(s, len(exposed)), True))
            if s < len(t.straw_piles):
                up, down = t.straw_piles[s]
                cards = [None] * down + list(up)
                places = lay.straw(s, len(up), down)
                out.append((("straw", s), cards, places, True))
        seats = [s for s, _ in t.trick]
        cards = [c for _, c in t.trick]
        out.append((("trick",), list(cards), lay.trick(seats, cards), True))
        if t.talon_visible:
            talon = list(t.talon_visible)
            out.append((("talon",), talon, lay.talon(len(talon), True), True))
        elif t.talon_size:
            out.append((("talon",), [None] * t.talon_size, lay.talon(t.talon_size, False, self.talon_owner), False))
        won = list(t.won_cards) or [0] * view.players
        accounted = sum(len(e[1]) for e in out) + sum(won)
        rest = len(self.sprites) - accounted
        while rest < 0 and any(won):  # cards shown again at the end are taken from the piles
            i = max(range(len(won)), key=lambda k: won[k])
            take = min(won[i], -rest)
            won[i] -= take
            rest += take
        for s in range(view.players):
            out.append((("won", s), [None] * won[s], lay.won(s, won[s]), False))
        if rest > 0:
            owner = t.declarer if t.declarer is not None else view.dealer
            known = view.extra.get("discard", 0) if isinstance(view.extra.get("discard", 0), int) else 0
            shown = view.extra.get("discard_shown", 0) if isinstance(view.extra.get("discard_shown", 0), int) else 0
            known_cards = cards_of(known | shown)
            if len(known_cards) >= rest:
                cards_d: list[int | None] = list(known_cards[:rest])
                face = True
            else:
                cards_d = [None] * (rest - len(known_cards)) + list(known_cards)
                face = False
            out.append((("discard", owner), cards_d, lay.side_pile(owner, rest, face), face))
        return out

    def sync(self, view: SeatView, base_ms: float = MOVE_MS) -> None:
        """Queue the moves that bring every sprite to where ``view`` says (see :meth:`arrange`)."""
        self.animator.add(lambda: self.arrange(view, base_ms))

    def arrange(self, view: SeatView, base_ms: float = MOVE_MS):
        """Put every sprite where ``view`` says; returns the animation (None if instant)."""
        self.view = view
        self.my_seat = view.seat
        entries = self.desired(view)
        free = set(self.sprites)
        chosen: dict[tuple[int, int], CardSprite] = {}
        by_card = {s.card: s for s in self.sprites if s.card is not None}
        # 1. cards known by identity keep their sprite
        for i, (loc, cards, _, face) in enumerate(entries):
            for j, card in enumerate(cards):
                if card is not None and face and by_card.get(card) in free:
                    chosen[(i, j)] = by_card[card]
                    free.discard(by_card[card])
        # 2. hidden cards take the hidden sprites already there
        for i, (loc, cards, _, face) in enumerate(entries):
            here = [s for s in self.at(loc) if s in free]
            for j, card in enumerate(cards):
                if (i, j) in chosen or (card is not None and face):
                    continue
                pick = next((s for s in here if card is None or s.card in (None, card)), None)
                if pick is None and card is not None and by_card.get(card) in free:
                    pick = by_card[card]
                if pick is not None:
                    here.remove(pick)
                    chosen[(i, j)] = pick
                    free.discard(pick)
        # 3. the rest: from the same place first, then face-down sprites, then any
        for i, (loc, cards, _, face) in enumerate(entries):
            for j, card in enumerate(cards):
                if (i, j) in chosen:
                    continue
                pool = sorted(free, key=lambda s: (s.loc != loc, s.face_up and s.card is not None, s.order))
                if not pool:
                    continue
                pick = pool[0]
                chosen[(i, j)] = pick
                free.discard(pick)
        anims = []
        for (i, j), sprite in chosen.items():
            loc, cards, places, face = entries[i]
            card = cards[j]
            if card is not None:
                if sprite.card != card:
                    self.give_card(sprite, card)
            elif loc[0] == "hand" and sprite.card is not None and not face and sprite.face_up:
                self.give_card(sprite, None)
            self.move_to(sprite, loc, j)
            if loc == ("trick",):
                sprite.loc_seat = view.table.trick[j][0]
            show = face and sprite.card is not None
            anims.append(self.animator.move(sprite, places[j], base_ms, flip=1.0 if show else 0.0))
        for sprite in free:
            sprite.loc = ("gone",)
            sprite.setVisible(False)
        self.refresh_plates(view)
        self._apply_hand_mode()
        return Animator.together(anims)

    def place_all(self) -> None:
        """Put everything where the current view says, at once (after a resize)."""
        if self.view is not None:
            speed, self.animator.speed = self.animator.speed, 0.0
            try:
                self.arrange(self.view)
            finally:
                self.animator.speed = speed
        self._place_plates()

    # --- plates and texts ----------------------------------------------------------------------
    def refresh_plates(self, view: SeatView) -> None:
        """Mark the seat to move; other plate contents come from :meth:`set_plates`."""
        for seat, plate in enumerate(self.plates):
            plate.set_active(view.to_move == seat, animate=self.animator.speed > 0)

    def thinking(self, seat: int) -> None:
        """A computer player thinks: its plate glows steady (see ``NamePlate.steady``)."""
        if 0 <= seat < len(self.plates):
            self.plates[seat].steady()

    def set_plates(self, names: list[str], totals: list[float] | None, badges: list[list[str]],
                   partners: set[int]) -> None:
        for seat, plate in enumerate(self.plates):
            colour = QColor("#ffb347") if seat in partners else None
            plate.set_info(names[seat], totals[seat] if totals else None, badges[seat], colour)

    def say(self, seat: int, text: str) -> None:
        if 0 <= seat < len(self.plates):
            self.plates[seat].say(text, 0 if self.animator.speed <= 0 else 200)

    def hush(self) -> None:
        for plate in self.plates:
            plate.say("", 0)

    def set_info(self, text: str) -> None:
        self.info.setText(text)

    def show_banner(self, text: str) -> None:
        """A large message across the middle of the table (empty: none)."""
        self.banner.setText(text)
        r = self.banner.boundingRect()
        self.banner.setPos(self.layout.cx - r.width() / 2, self.layout.cy - r.height() / 2 + 110)  # under the talon, clear of the plates

    # --- the person's hand -----------------------------------------------------------------------
    def set_hand_mode(self, mode: str, enabled: set[int] = frozenset(), selected: set[int] = frozenset()) -> None:
        """``mode``: "none" (watch), "play" or "select"; ``enabled`` cards are shown undimmed."""
        self.mode = mode
        self._enabled = set(enabled)
        self._selected = set(selected)
        self._apply_hand_mode()

    def focus_ring(self) -> list[CardSprite]:
        """The cards the arrow keys go through: the hand, then (when cards are played) the
        face-up straw-man cards."""
        return self.hand_sprites() + (self.straw_sprites() if self.mode == "play" else [])

    def _apply_hand_mode(self) -> None:
        mode = self.mode
        enabled = getattr(self, "_enabled", set())
        selected = getattr(self, "_selected", set())
        ring = self.focus_ring()
        if self.focus_index >= len(ring):
            self.focus_index = len(ring) - 1
        focused = ring[self.focus_index] if mode != "none" and self.focus_index >= 0 and self.hasFocus() else None
        hand = self.hand_sprites()
        dim = mode == "select" or (mode == "play" and self.show_legal)
        for s in hand:
            s.set_state(interactive=mode != "none", dimmed=dim and s.card not in enabled,
                        selected=mode == "select" and s.card in selected, focused=s is focused)
        straw = self.straw_sprites()
        for s in straw:
            s.set_state(interactive=mode == "play", dimmed=dim and s.card not in enabled,
                        selected=False, focused=s is focused)
        for s in self.sprites:
            if s.loc != ("hand", self.my_seat) and s not in straw:
                s.set_state(interactive=False, dimmed=False, selected=False, focused=False)

    def focused_card(self) -> int | None:
        ring = self.focus_ring()
        if 0 <= self.focus_index < len(ring):
            return ring[self.focus_index].card
        return None

    def focus_card(self, card: int) -> None:
        for i, s in enumerate(self.focus_ring()):
            if s.card == card:
                self.focus_index = i
        self._apply_hand_mode()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        ring = self.focus_ring()
        moves = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if self.mode != "none" and ring and key in moves:
            last, hand = len(ring) - 1, len(self.hand_sprites())
            if key == Qt.Key.Key_Home:
                self.focus_index = 0
            elif key == Qt.Key.Key_End:
                self.focus_index = last
            elif key == Qt.Key.Key_Up:  # up to the straw men (or the hand's first card)
                self.focus_index = hand if hand <= last and self.focus_index < hand else 0
            elif key == Qt.Key.Key_Down:  # back down to the hand
                self.focus_index = 0 if self.focus_index < 0 or self.focus_index >= hand else self.focus_index
            elif self.focus_index < 0:
                self.focus_index = 0 if key == Qt.Key.Key_Right else last
            elif key == Qt.Key.Key_Left:
                self.focus_index = max(0, self.focus_index - 1)
            else:
                self.focus_index = min(last, self.focus_index + 1)
            self._apply_hand_mode()
            self.focus_moved.emit(self.focus_index)
            return
        if self.mode != "none" and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.focused_card()
            if card is not None:
                if self.mode == "select":
                    self.card_clicked.emit(card)
                else:
                    self.card_activated.emit(card)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self._apply_hand_mode()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._apply_hand_mode()

    def _sprite_clicked(self, sprite: CardSprite) -> None:
        if self.is_mine(sprite):
            self.setFocus()
            self.focus_card(sprite.card)
            self.card_clicked.emit(sprite.card)

    def _sprite_activated(self, sprite: CardSprite) -> None:
        if self.is_mine(sprite):
            self.card_activated.emit(sprite.card)

    def _sprite_dropped(self, sprite: CardSprite, pos: QPointF) -> None:
        """A card let go: onto the table it is an attempt to play it (or, while cards are
        chosen, to choose it: the discard), else it goes home."""
        on_table = pos.y() < self.layout.seats[self.my_seat].y - CARD_H * 0.6
        if sprite.card is not None and on_table and self.mode != "none" and self.is_mine(sprite):
            self.card_dropped.emit(sprite.card)
        if self.is_mine(sprite) and self.view is not None:
            self.snap_back()

    def snap_back(self) -> None:
        """Return the hand's (and straw piles') cards to their places (a refused drag)."""
        hand = self.hand_sprites()
        places = self.layout.hand(len(hand))
        anims = [self.animator.move(s, places[i], 220) for i, s in enumerate(hand)]
        table = self.view.table if self.view is not None else None
        if table is not None and self.my_seat < len(table.straw_piles):
            up, down = table.straw_piles[self.my_seat]
            pile = self.at(("straw", self.my_seat))
            anims += [self.animator.move(s, p, 220)
                      for s, p in zip(pile, self.layout.straw(self.my_seat, len(up), down))]
        snap = Animator.together(anims)
        if snap is not None:
            self._snap = launch(snap, self, replacing=self._snap)

    # --- checks used by tests -----------------------------------------------------------------
    def visible_sprites(self) -> list[CardSprite]:
        return [s for s in self.sprites if s.isVisible()]

    def cards_on_screen(self) -> bool:
        """Every visible card lies inside the viewport."""
        area = QRectF(self.viewport().rect()).adjusted(-1, -1, 1, 1)
        for s in self.visible_sprites():
            rect = self.mapFromScene(s.mapToScene(s.card_rect())).boundingRect()
            if not area.contains(QRectF(rect)):
                return False
        return True
