"""The library of La chasse au trésor: the damage track along the top, the journey deck, the
quartet, the discards, the satchel and the treasure, drawn from a
:class:`~tarocchi.engine.games.chasse_au_tresor.Chasse`.

The board decides no rule: it shows a state and reports clicks and drops (on a card or on a
zone: "satchel", "discard", "track", "deck"); the table turns them into actions.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from tarocchi.engine.events import Event
from tarocchi.engine.games.chasse_au_tresor import TRACK, Chasse, is_monster, is_potion, is_spell
from tarocchi.gui.animator import MOVE_MS
from tarocchi.gui.felt import FeltView, card_rect
from tarocchi.gui.layout import CARD_H, CARD_W, Place

SCENE_W, SCENE_H = 1400.0, 1000.0
TRACK_Y, TRACK_X0, TRACK_DX, TRACK_SCALE = 120.0, 72.0, 60.0, 0.5
DECK_AT = QPointF(170.0, 440.0)
QUARTET_X0, QUARTET_DX, QUARTET_Y = 420.0, 150.0, 440.0
DISCARD_AT = QPointF(1230.0, 440.0)
SATCHEL_X0, SATCHEL_DX, SATCHEL_Y, SATCHEL_SCALE = 110.0, 104.0, 790.0, 0.8
TREASURE_X0, TREASURE_DX, TREASURE_Y, TREASURE_SCALE = 930.0, 28.0, 790.0, 0.8


def track_place(i: int) -> QPointF:
    return QPointF(TRACK_X0 + i * TRACK_DX, TRACK_Y)


def quartet_place(slot: int) -> QPointF:
    return QPointF(QUARTET_X0 + slot * QUARTET_DX, QUARTET_Y)


def satchel_place(slot: int) -> QPointF:
    return QPointF(SATCHEL_X0 + slot * SATCHEL_DX, SATCHEL_Y)


def layout(state: Chasse) -> dict[int, tuple[Place, bool]]:
    """Where every card goes and whether it shows its face."""
    out: dict[int, tuple[Place, bool]] = {}
    for i, c in enumerate(TRACK):  # cards taken off the track lie face down in their place
        at = track_place(i)
        out[c] = (Place(at.x(), at.y(), 0, TRACK_SCALE, 100 + i), i >= state.damage)
    rest = state.journey[state.pos:]
    for i, c in enumerate(reversed(rest)):  # the next card to turn on top
        out[c] = (Place(DECK_AT.x() - i * 0.5, DECK_AT.y() - i * 0.8, 0, 1.0, 200 + i), False)
    start = max(0, state.turns - 1) * 4
    batch = state.journey[start:state.pos] if not state.over else ()
    for c in state.quartet + state.beaten:
        slot = batch.index(c) if c in batch else 0
        at = quartet_place(slot)
        if c in state.beaten:  # beaten monsters lie aside, turned
            out[c] = (Place(at.x() + 18, at.y() + 46, 24.0, 0.9, 290 + slot), True)
        else:
            out[c] = (Place(at.x(), at.y(), 0, 1.0, 300 + slot), True)
    for i, c in enumerate(state.satchel):
        at = satchel_place(i)
        out[c] = (Place(at.x(), at.y(), 0, SATCHEL_SCALE, 400 + i), True)
    for i, c in enumerate(state.discard):
        out[c] = (Place(DISCARD_AT.x() + (i % 3) * 1.2, DISCARD_AT.y() - i * 0.6, 0, 1.0, 500 + i), True)
    for i, c in enumerate(state.treasure):
        out[c] = (Place(TREASURE_X0 + i * TREASURE_DX, TREASURE_Y, 0, TREASURE_SCALE, 600 + i), True)
    return out


class ChasseBoard(FeltView):
    """The scene of La chasse au trésor."""

    deck_clicked = Signal()

    def __init__(self, faces, animator, parent=None) -> None:
        super().__init__(faces, animator, (SCENE_W, SCENE_H), parent=parent)
        self.state: Chasse | None = None
        self.labels = {name: self.text(18) for name in
                       ("track", "deck", "quartet", "discard", "satchel", "treasure")}
        self.info = self.text(22)
        self.info.setPos(24, 16)
        self.threat = self.text(26, bold=True)
        self.score_text = self.text(40, bold=True)

    # --- showing a state --------------------------------------------------------------------------
    def places(self):
        return layout(self.state) if self.state is not None else {}

    def show_state(self, state: Chasse, events: list[Event] | None = None, base_ms: float = MOVE_MS) -> None:
        """Show ``state``: every card moves to its place, turning over on the way."""
        self.state = state
        self.outlines = ([(satchel_place(i), SATCHEL_SCALE) for i in range(state.satchel_size)]
                         + [(DECK_AT, 1.0), (DISCARD_AT, 1.0)]
                         + [(quartet_place(i), 1.0) for i in range(4)])
        self.resetCachedContent()
        self.move_all(base_ms)
        self.animator.call(lambda: self.decorate(state))

    def decorate(self, state: Chasse, selected: set[int] = frozenset(), hinted: set[int] = frozenset()) -> None:
        """What can be used (interactive), beaten monsters (dimmed), the selection, the hint."""
        usable = set() if state.over else set(state.quartet) | set(state.satchel)
        for c, sprite in enumerate(self.sprites):
            sprite.set_state(interactive=c in usable, dimmed=c in state.beaten,
                             selected=c in selected, focused=c in hinted)
        self._hide_buried(state)
        self._labels(state)

    def _hide_buried(self, state: Chasse) -> None:
        """Only the upper cards of the deck and the discards are drawn."""
        buried = set(state.journey[state.pos:][3:]) | set(state.discard[:-3])
        for c, sprite in enumerate(self.sprites):
            sprite.setVisible(c not in buried)

    def _labels(self, state: Chasse) -> None:
        below = CARD_H / 2 + 10
        self.put_text(self.labels["track"],
                      (self.tr("Damage track: %1 damage, 1 card left") if state.health == 1
                       else self.tr("Damage track: %1 damage, %2 cards left"))
                      .replace("%1", str(state.damage)).replace("%2", str(state.health)),
                      SCENE_W / 2, TRACK_Y + CARD_H * TRACK_SCALE / 2 + 8)
        self.put_text(self.labels["deck"], self.tr("Journey: %n cards", "", state.deck_left()),
                      DECK_AT.x(), DECK_AT.y() + below)
        self.put_text(self.labels["quartet"],
                      self.tr("Quartet %1 of 14").replace("%1", str(state.turns)),
                      quartet_place(1.5).x(), QUARTET_Y - CARD_H / 2 - 40)
        self.put_text(self.labels["discard"], self.tr("Discards: %n", "", len(state.discard)),
                      DISCARD_AT.x(), DISCARD_AT.y() + below)
        self.put_text(self.labels["satchel"],
                      self.tr("Satchel: %1 of %2").replace("%1", str(len(state.satchel)))
                      .replace("%2", str(state.satchel_size)),
                      SATCHEL_X0 - CARD_W * SATCHEL_SCALE / 2, SATCHEL_Y + CARD_H * SATCHEL_SCALE / 2 + 10,
                      centred=False)
        self.put_text(self.labels["treasure"],
                      self.tr("Treasure: %1").replace("%1", str(state.treasure_value())),
                      TREASURE_X0 - CARD_W * TREASURE_SCALE / 2, TREASURE_Y + CARD_H * TREASURE_SCALE / 2 + 10,
                      centred=False)
        threat = state.threat() if not state.over else 0
        text = ""
        if threat:
            text = self.tr("The monsters strike for %1 if you go on").replace("%1", str(threat))
            if threat >= state.health:
                text += self.tr(" — that would knock you out!")
        elif not state.over and state.treasure_in_sight():
            text = self.tr("No monster stands in the way: the treasure is yours")
        self.threat.setBrush(QColor("#ffb4a6") if threat >= state.health and threat else QColor("#fff6d8"))
        self.put_text(self.threat, text, quartet_place(1.5).x(), QUARTET_Y + CARD_H / 2 + 50)
        self.put_text(self.score_text, self.tr("Score %1").replace("%1", str(state.score())),
                      DISCARD_AT.x(), 640)

    def show_banner(self, text: str, y: float | None = None) -> None:
        super().show_banner(text, 560 if y is None else y)

    def set_info(self, text: str) -> None:
        self.info.setText(text)

    def draw_marks(self, painter: QPainter) -> None:
        """A frame around the damage track."""
        first, last = track_place(0), track_place(len(TRACK) - 1)
        h = CARD_H * TRACK_SCALE
        frame = QRectF(first.x() - CARD_W * TRACK_SCALE / 2 - 10, first.y() - h / 2 - 10,
                       last.x() - first.x() + CARD_W * TRACK_SCALE + 20, h + 20)
        painter.setPen(QPen(QColor(255, 235, 190, 70), 2))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(frame, 10, 10)

    # --- the pointer -------------------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> str | None:
        if self.state is None:
            return None
        satchel = QRectF(satchel_place(0).x() - CARD_W * SATCHEL_SCALE / 2 - 20,
                         SATCHEL_Y - CARD_H * SATCHEL_SCALE / 2 - 20,
                         max(1, self.state.satchel_size) * SATCHEL_DX + 40, CARD_H * SATCHEL_SCALE + 40)
        if satchel.contains(pos):
            return "satchel"
        if card_rect(DISCARD_AT).adjusted(-20, -20, 20, 20).contains(pos):
            return "discard"
        first, last = track_place(0), track_place(len(TRACK) - 1)
        if QRectF(first.x() - 40, first.y() - 70, last.x() - first.x() + 80, 140).contains(pos):
            return "track"
        if card_rect(DECK_AT).contains(pos):
            return "deck"
        return None

    def mousePressEvent(self, event) -> None:
        """A click on the journey deck asks to go on."""
        p = self.mapToScene(event.position().toPoint())
        if self.state is not None and not self.state.over and card_rect(DECK_AT).contains(p):
            self.deck_clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    # --- for tests and the self-test ---------------------------------------------------------------
    def deck_point(self):
        return self.mapFromScene(DECK_AT)

    def zone_point(self, zone: str):
        slot = min(len(self.state.satchel), max(0, self.state.satchel_size - 1)) if self.state else 0
        at = {"satchel": satchel_place(slot),
              "discard": DISCARD_AT, "track": track_place(11), "deck": DECK_AT}[zone]
        return self.mapFromScene(at)


def card_kind(card: int) -> str:
    """monster, potion, spell or treasure."""
    if is_monster(card):
        return "monster"
    if is_potion(card):
        return "potion"
    if is_spell(card):
        return "spell"
    return "treasure"
