"""The Shard's table: the square board with its rings, the atouts placed on it with their
owners' colours and their indicators as the pips of a die, the players, the Shard deck and
the discards, and the person's hand, drawn from a :class:`~tarocchi.engine.games.the_shard.Shard`.

The board decides no rule. It shows a state, marks what may be used (cards, cells, atouts),
and reports clicks and drops: on a card (``card_clicked``, ``card_dropped``) or on a cell
(``cell_clicked``; a drop on an empty cell names the zone ``cell:<n>``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from tarocchi.engine.cards import cards_of
from tarocchi.engine.events import Event
from tarocchi.engine.games.the_shard import MAX_INDICATORS, Shard
from tarocchi.gui.animator import MOVE_MS
from tarocchi.gui.controller import person_name
from tarocchi.gui.felt import FeltView
from tarocchi.gui.layout import CARD_H, CARD_W, Place
from tarocchi.gui.qtutil import ui_font

SCENE_W, SCENE_H = 1600.0, 1000.0
BOARD_X, BOARD_Y, BOARD_SIDE = 40.0, 100.0, 780.0
RIGHT_X = 860.0
DECK_AT = QPointF(960.0, 470.0)
DISCARD_AT = QPointF(1110.0, 470.0)
PILE_SCALE = 0.7
LABEL_GAP = 16.0  #: the least room between the deck's and the discards' labels
HAND_Y, HAND_X0, HAND_X1, HAND_SCALE = 820.0, 920.0, 1540.0, 0.8
PLAYERS_Y, PLAYER_ROW = 70.0, 44.0
#: the widest prompt that fits on one line, centred over the hand, inside the scene
PROMPT_ROOM = 2 * (SCENE_W - (HAND_X0 + HAND_X1) / 2) - 40
#: each player's colour: the person's first
COLOURS = ("#f2c94c", "#56a8f0", "#ef6f5e", "#8fd16b", "#c190f0", "#4fd8c4")


def cell_size(state: Shard) -> float:
    return BOARD_SIDE / state.size


def cell_centre(state: Shard, cell: int) -> QPointF:
    r, c = divmod(cell, state.size)
    side = cell_size(state)
    return QPointF(BOARD_X + (c + 0.5) * side, BOARD_Y + (r + 0.5) * side)


def card_scale(state: Shard) -> float:
    return cell_size(state) * 0.9 / CARD_H


def hand_places(count: int) -> list[QPointF]:
    if not count:
        return []
    width = HAND_X1 - HAND_X0
    step = min(CARD_W * HAND_SCALE + 8, width / max(1, count - 1)) if count > 1 else 0.0
    x0 = HAND_X0 + (width - step * (count - 1)) / 2
    return [QPointF(x0 + i * step, HAND_Y) for i in range(count)]


def in_two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (unchanged without a space)."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return text
    at = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:at] + "\n" + text[at + 1:]


def player_row(seat: int) -> float:
    return PLAYERS_Y + 34 + seat * PLAYER_ROW


def layout(state: Shard, me: int) -> dict[int, tuple[Place, bool]]:
    """Where every card goes and whether it shows its face, seen from seat ``me``."""
    out: dict[int, tuple[Place, bool]] = {}
    scale = card_scale(state)
    for a, cell in state.where.items():
        at = cell_centre(state, cell)
        out[a] = (Place(at.x(), at.y(), 0, scale, 100), True)
    mine = sorted(cards_of(state.hands[me]), key=_hand_order)
    for i, (c, at) in enumerate(zip(mine, hand_places(len(mine)))):
        out[c] = (Place(at.x(), at.y(), 0, HAND_SCALE, 400 + i), True)
    for s in range(state.n):
        if s == me:
            continue
        y = player_row(s)
        for i, c in enumerate(cards_of(state.hands[s])):  # the others' cards: small, face down
            out[c] = (Place(RIGHT_X + 430 + min(i, 12) * 7.0, y + 2, 0, 0.16, 300 + i), False)
    for i, c in enumerate(reversed(state.deck)):
        out[c] = (Place(DECK_AT.x() - i * 0.3, DECK_AT.y() - i * 0.5, 0, PILE_SCALE, 200 + i), False)
    for i, c in enumerate(state.discard):
        out[c] = (Place(DISCARD_AT.x() + (i % 3) * 1.0, DISCARD_AT.y() - i * 0.4, 0, PILE_SCALE, 250 + i), True)
    return out


def _hand_order(card: int) -> tuple[int, int]:
    """Atouts first, then diamonds, hearts, clubs and spades (what pays for what)."""
    if card >= 56:
        return (0, card)
    return ({2: 1, 1: 2, 3: 3, 0: 4}[card // 14], card)


class PipsItem(QGraphicsItem):
    """An atout's indicators: the face of a die in its owner's colour."""

    def __init__(self) -> None:
        super().__init__()
        self.pips, self.colour, self.side = 1, QColor("#ffffff"), 34.0
        self.setZValue(1500)

    def set(self, pips: int, colour: str, side: float) -> None:
        self.prepareGeometryChange()
        self.pips, self.colour, self.side = pips, QColor(colour), side
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.side / 2 - 2, -self.side / 2 - 2, self.side + 4, self.side + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        s = self.side
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(20, 20, 20, 200), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(-s / 2, -s / 2, s, s), s * 0.2, s * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1b1b1b"))
        r = s * 0.09
        for x, y in _DIE[self.pips]:
            painter.drawEllipse(QPointF(x * s * 0.27, y * s * 0.27), r, r)


_DIE = {0: (), 1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
assert max(_DIE) == MAX_INDICATORS


class ShardBoard(FeltView):
    """The scene of The Shard, seen by the person in seat ``me``."""

    cell_clicked = Signal(int)

    def __init__(self, faces, animator, parent=None) -> None:
        super().__init__(faces, animator, (SCENE_W, SCENE_H), parent=parent)
        self.state: Shard | None = None
        self.me = 0
        self.human = True  #: False: a computer player sits in seat ``me`` too
        self.names: list[str] = []
        self.marked_cells: set[int] = set()  #: cells where the selection may go
        self.hot_cell: int | None = None  #: the cell of an atout chosen to be moved
        self.pips: dict[int, PipsItem] = {}
        self.info = self.text(22)
        self.info.setPos(BOARD_X, 30)
        self.player_texts = [self.text(21) for _ in range(6)]
        self.pile_labels = {name: self.text(18) for name in ("deck", "discard")}
        self.prompt = self.text(20, bold=True)
        self.banner.setFont(ui_font(30, True))
        self.prompt.setBrush(QColor("#fff6d8"))

    # --- showing a state ------------------------------------------------------------------------
    def places(self):
        return layout(self.state, self.me) if self.state is not None else {}

    def show_state(self, state: Shard, events: list[Event] | None = None, base_ms: float = MOVE_MS) -> None:
        self.state = state
        self.outlines = [(DECK_AT, PILE_SCALE), (DISCARD_AT, PILE_SCALE)]
        self.resetCachedContent()
        self.move_all(base_ms)
        self.animator.call(lambda: self.decorate(state))

    def decorate(self, state: Shard, usable: set[int] = frozenset(), selected: set[int] = frozenset(),
                 targets: set[int] = frozenset(), hinted: set[int] = frozenset(),
                 cells: set[int] = frozenset(), hot_cell: int | None = None) -> None:
        """Marks: the hand cards some move may use (``usable``; none: it is not the person's
        turn, nothing can be clicked), ``selected`` ones, board atouts the selection may act
        on (``targets``), the hint's cards, and the cells the selection may go to."""
        self.state = state
        hand = state.hands[self.me]
        clickable = set(cards_of(hand)) | set(state.where) if usable else set()
        for c, sprite in enumerate(self.sprites):
            sprite.set_state(interactive=c in clickable,
                             dimmed=bool(hand >> c & 1) and bool(usable) and c not in usable and c not in selected,
                             selected=c in selected, focused=c in hinted or c in targets)
        self.marked_cells, self.hot_cell = set(cells), hot_cell
        self._update_pips(state)
        self._hide_buried(state)
        self._texts(state)
        self.resetCachedContent()
        self.viewport().update()

    def _update_pips(self, state: Shard) -> None:
        side = cell_size(state) * 0.34
        for a, item in list(self.pips.items()):
            if a not in state.where:
                item.setVisible(False)
        for a, cell in state.where.items():
            item = self.pips.get(a)
            if item is None:
                item = self.pips[a] = PipsItem()
                self._scene.addItem(item)
            at = cell_centre(state, cell)
            item.set(state.pips[a], COLOURS[state.owner[a] % len(COLOURS)], side)
            item.setPos(at.x() + cell_size(state) * 0.3, at.y() + cell_size(state) * 0.3)
            item.setVisible(True)

    def _hide_buried(self, state: Shard) -> None:
        buried = set(state.deck[:-3]) | set(state.discard[:-3])
        for s in range(state.n):
            if s != self.me:
                buried |= set(cards_of(state.hands[s])[13:])
        for c, sprite in enumerate(self.sprites):
            sprite.setVisible(c not in buried)

    def _texts(self, state: Shard) -> None:
        counts = state.all_indicators()
        for s, item in enumerate(self.player_texts):
            if s >= state.n:
                item.setText("")
                continue
            name = person_name(self.names[s], s == self.me and self.human) if s < len(self.names) else f"{s + 1}"
            mark = "▶ " if state.to_move == s else "    "
            item.setBrush(QColor(COLOURS[s % len(COLOURS)]))
            held = state.hands[s].bit_count()
            indicators = (self.tr("1 indicator") if counts[s] == 1
                          else self.tr("%1 indicators").replace("%1", str(counts[s])))
            cards = self.tr("1 card") if held == 1 else self.tr("%1 cards").replace("%1", str(held))
            item.setText(self.tr("%1%2: %3 · %4").replace("%1", mark).replace("%2", name)
                         .replace("%3", indicators).replace("%4", cards))
            item.setPos(RIGHT_X, player_row(s) - 12)
        below = CARD_H * PILE_SCALE / 2 + 8
        self.put_text(self.pile_labels["deck"], self.tr("Shard deck: %n", "", len(state.deck)),
                      DECK_AT.x(), DECK_AT.y() + below)
        self.put_text(self.pile_labels["discard"], self.tr("Discards: %n", "", len(state.discard)),
                      DISCARD_AT.x(), DISCARD_AT.y() + below)
        # longer translations: each label kept on its side of the gap between the piles
        middle, deck, discard = (DECK_AT.x() + DISCARD_AT.x()) / 2, self.pile_labels["deck"], self.pile_labels["discard"]
        deck.setX(min(deck.x(), middle - LABEL_GAP / 2 - deck.boundingRect().width()))
        discard.setX(max(discard.x(), middle + LABEL_GAP / 2))

    def set_info(self, text: str) -> None:
        self.info.setText(text)

    def set_prompt(self, text: str) -> None:
        """What the person is asked, over the hand (long questions on two lines)."""
        if len(text) > 56 and ": " in text:
            text = text.replace(": ", ":\n", 1)
        self.prompt.setText(text)
        if "\n" not in text and self.prompt.boundingRect().width() > PROMPT_ROOM:
            self.prompt.setText(in_two_lines(text))  # a longer translation stays on the table
        r = self.prompt.boundingRect()
        self.prompt.setPos((HAND_X0 + HAND_X1) / 2 - r.width() / 2, HAND_Y - CARD_H * HAND_SCALE / 2 - 56 - r.height())

    def show_banner(self, text: str, y: float | None = None) -> None:
        """The end of the game, under the players."""
        self.put_text(self.banner, text, (RIGHT_X + SCENE_W) / 2, 330 if y is None else y)

    def draw_marks(self, painter: QPainter) -> None:
        """The board: rings shaded darker outward, the centre golden, cells where the selection
        may go, and each placed atout's cell framed in its owner's colour."""
        state = self.state
        if state is None:
            return
        side = cell_size(state)
        outer = state.size // 2
        for cell in range(state.size * state.size):
            at = cell_centre(state, cell)
            rect = QRectF(at.x() - side / 2 + 2, at.y() - side / 2 + 2, side - 4, side - 4)
            ring = state.rings[cell]
            shade = 90 + 120 * (outer - ring) // max(1, outer)  # the outer rings darker
            colour = QColor(215, 180, 90, 130) if ring == 0 else QColor(6, 30, 18, 255 - shade)
            painter.setPen(QPen(QColor(255, 255, 255, 35), 1.5))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 6, 6)
            a = state.cell_card[cell]
            if a >= 0:
                painter.setPen(QPen(QColor(COLOURS[state.owner[a] % len(COLOURS)]), 5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
            if cell in self.marked_cells:
                painter.setPen(QPen(QColor("#fff3b0"), 4, Qt.PenStyle.DashLine))
                painter.setBrush(QBrush(QColor(255, 240, 170, 60)))
                painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 6, 6)
            if cell == self.hot_cell:
                painter.setPen(QPen(QColor("#ffd25a"), 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
        # the players' colour keys
        for s in range(state.n):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(COLOURS[s % len(COLOURS)]))
            painter.drawEllipse(QPointF(RIGHT_X - 16, player_row(s) + 2), 8, 8)

    # --- the pointer -------------------------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> int | None:
        state = self.state
        if state is None:
            return None
        side = cell_size(state)
        c, r = int((pos.x() - BOARD_X) // side), int((pos.y() - BOARD_Y) // side)
        if 0 <= r < state.size and 0 <= c < state.size and pos.x() >= BOARD_X and pos.y() >= BOARD_Y:
            return r * state.size + c
        return None

    def zone_at(self, pos: QPointF) -> str | None:
        cell = self.cell_at(pos)
        return None if cell is None else f"cell:{cell}"

    def mousePressEvent(self, event) -> None:
        """A click on an empty cell of the board."""
        p = self.mapToScene(event.position().toPoint())
        cell = self.cell_at(p)
        if cell is not None and self.state is not None and self.state.cell_card[cell] < 0:
            self.cell_clicked.emit(cell)
            event.accept()
            return
        super().mousePressEvent(event)

    def cell_point(self, cell: int):
        return self.mapFromScene(cell_centre(self.state, cell))

    def board_card_point(self, card: int):
        """Where to press on an atout of the board (its middle, clear of the die)."""
        return self.mapFromScene(cell_centre(self.state, self.state.where[card]) + QPointF(-8, -10))
