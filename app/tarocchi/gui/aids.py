"""Learning aids at the table (issue 21), each a setting (View → Learning aids, and the
preferences):

* **legal cards** — the cards the person may play are framed in gold and the others dimmed
  (off: every card looks alike, and a card the rules refuse is refused in words);
* **card points** — the points in the trick on the table and each side's card points won so
  far (the declarer with the partners known, and the others; each seat alone without a
  declarer), in the game's own counting: halves in French Tarot, "and two cards" where
  the cards are counted in threes;
* **cards played** — a pane of the trumps and kings: those played bright, the others faint;
* **open hands** — every hand face up; the match becomes a practice match (``Match.practice``).

The aids only read what the seat's view says (the open hands the true deal, which is why
the match becomes practice); every action still goes through the controller and the engine.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QRectF, QSize
from PySide6.QtGui import QAction, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDockWidget, QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem, QLabel, QVBoxLayout, QWidget,
)

from tarocchi.engine.cards import EXCUSE, TRUMP_MASK, cards_of, suit_card
from tarocchi.gui.qtutil import Qt, labelled, solid_brush, tr, ui_font

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.protocol import SeatView

#: (setting name, menu text, default)
AIDS: tuple[tuple[str, str, bool], ...] = (
    ("legal", QT_TRANSLATE_NOOP("", "Highlight the cards I may play"), True),
    ("points", QT_TRANSLATE_NOOP("", "Show the card points"), False),
    ("played", QT_TRANSLATE_NOOP("", "Show the trumps and kings played"), False),
    ("open_hands", QT_TRANSLATE_NOOP("", "Open hands (practice)"), False),
)
RING = QColor("#ffcf4d")
KINGS = tuple(suit_card(s, 14) for s in range(4))


# --- card points -------------------------------------------------------------------------------

def unit_size(values: tuple[int, ...]) -> int:
    """How many of the game's counting units make a point: 2 for halves (a king 9), 3 for
    thirds (a king 13); 1 where the values are the cards' own."""
    king = values[KINGS[0]] if len(values) > KINGS[0] else 0
    return (king - 1) // 4 if king > 5 and (king - 1) % 4 == 0 else 1


def points_text(units: int, size: int) -> str:
    """Units as the game says its points: "4½", "35 and two cards", "12"."""
    whole, rest = divmod(units, size)
    if not rest:
        return str(whole)
    if size == 2:
        return f"{whole or ''}\u00bd"
    mark = tr("one card") if rest == 1 else tr("two cards")
    return tr("{points} and {mark}").format(points=whole, mark=mark)


def trick_winners(view: SeatView) -> list[int]:
    """The seat that won each complete trick: the next trick's leader, the last one's winner."""
    t = view.table
    tricks = list(t.tricks)
    winners = [tricks[k + 1][0][0] for k in range(len(tricks) - 1)]
    if tricks:
        winners.append(t.last_winner if t.last_winner is not None else (t.trick[0][0] if t.trick else 0))
    return winners


def won_units(view: SeatView) -> list[int]:
    """Each seat's card units won in the complete tricks. An excusing excuse stays with the
    side that played it (Talon gives nothing for it; the French rule gives a low card in
    exchange), except in the last trick."""
    t = view.table
    values = t.card_values
    won = [0] * view.players
    low = min((v for v in values if v > 0), default=0)
    excusing = t.rules is not None and not getattr(t.rules, "excuse_is_trump", True)
    last = t.tricks_total and len(t.tricks) == t.tricks_total
    for k, (trick, winner) in enumerate(zip(t.tricks, trick_winners(view))):
        for seat, card in trick:
            value = values[card] if card < len(values) else 0
            if card == EXCUSE and excusing and not (last and k == len(t.tricks) - 1) and seat != winner:
                swap = 0 if getattr(t.rules, "excuse_returns", False) else low
                won[seat] += value - swap
                won[winner] += swap
            else:
                won[winner] += value
    return won


def sides(view: SeatView) -> list[list[int]]:
    """The sides the person can tell: the declarer with the partners known and the others;
    each seat alone without a declarer, in a game of taking as little as possible, and while
    a called partner is still secret."""
    t = view.table
    secret = isinstance(view.extra.get("called"), int) and not t.partners
    if t.declarer is None or t.goal == "avoid" or secret:
        return [[s] for s in range(view.players)]
    team = sorted({t.declarer, *t.partners})
    return [team, [s for s in range(view.players) if s not in team]]


def points_lines(view: SeatView, names: list[str]) -> list[str]:
    """The aid's text: the trick's points and each side's points won."""
    t = view.table
    if t is None or not t.card_values:
        return []
    size = unit_size(t.card_values)
    label = tr("Card points") if size > 1 else tr("Card values")
    lines = []
    if t.trick:
        units = sum(t.card_values[c] for _, c in t.trick)
        lines.append(tr("In this trick: {points}").format(points=points_text(units, size)))
    won = won_units(view)
    parts = [tr("{who}: {points}").format(who=" + ".join(names[s] for s in side),
                                          points=points_text(sum(won[s] for s in side), size))
             for side in sides(view)]
    return lines + [labelled(label)] + ["  " + part for part in parts]


# --- the table's marks --------------------------------------------------------------------------

class LegalRing(QGraphicsObject):
    """A gold frame on a card the person may play (drawn with the card, lifted with it)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, False)

    def boundingRect(self) -> QRectF:
        return self.parentItem().boundingRect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RING, 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.parentItem().card_rect().adjusted(1, 1, -1, -1), 10, 10)


class PlayedPane(QWidget):
    """The trumps (and the excuse) and the kings of the deck: played ones bright."""

    CARD_H = 56
    COLUMNS = 6

    def __init__(self, faces, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.deck: list[int] = []
        self.played: set[int] = set()
        self.caption = QLabel(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.addWidget(self.caption)
        box.addStretch(1)
        faces.changed.connect(self.update)

    def show_view(self, view: SeatView | None, deck: int) -> None:
        t = view.table if view is not None else None
        self.deck = [c for c in cards_of(deck & (TRUMP_MASK | 1 << EXCUSE))] + [k for k in KINGS if deck >> k & 1]
        self.played = {c for trick in t.tricks for _, c in trick} | {c for _, c in t.trick} if t else set()
        trumps = [c for c in self.deck if c not in KINGS]
        self.caption.setText(tr("Trumps played: {n} of {total} \u00b7 kings: {k} of {kings}").format(
            n=sum(c in self.played for c in trumps), total=len(trumps),
            k=sum(c in self.played for c in self.deck if c in KINGS), kings=sum(c in KINGS for c in self.deck)))
        self.setMinimumHeight(self.sizeHint().height())
        self.update()

    def _slots(self) -> list[tuple[int, int, int]]:
        """(card, x, y) of each card: the trumps in rows, the kings on a row of their own."""
        w = round(self.CARD_H * 224 / 400) + 4
        top = self.caption.sizeHint().height() + 10
        out = []
        trumps = [c for c in self.deck if c not in KINGS]
        for i, c in enumerate(trumps):
            out.append((c, 6 + (i % self.COLUMNS) * w, top + (i // self.COLUMNS) * (self.CARD_H + 4)))
        row = (len(trumps) + self.COLUMNS - 1) // self.COLUMNS
        for i, c in enumerate(c for c in self.deck if c in KINGS):
            out.append((c, 6 + i * w, top + row * (self.CARD_H + 4) + 6))
        return out

    def sizeHint(self) -> QSize:
        slots = self._slots()
        bottom = max((y for _, _, y in slots), default=0) + self.CARD_H + 6
        return QSize(12 + self.COLUMNS * (round(self.CARD_H * 224 / 400) + 4), max(bottom, 60))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        dpr = self.devicePixelRatioF()
        for card, x, y in self._slots():
            painter.setOpacity(1.0 if card in self.played else 0.25)
            painter.drawPixmap(x, y, self.faces.pixmap(card, self.CARD_H, dpr))
        painter.end()


class LearningAids(QObject):
    """The aids of a :class:`~tarocchi.gui.window.MainWindow`, kept in step with its deal."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.table = window.table
        self.controller = window.controller
        self.on = {name: bool(window.settings.get(f"aids/{name}", default)) for name, _, default in AIDS}
        self.actions: dict[str, QAction] = {}
        self.rings: list[LegalRing] = []
        self.text = QGraphicsSimpleTextItem()
        self.text.setBrush(solid_brush(QColor(235, 245, 235, 230)))  # no Qt namespace before the first paint
        self.text.setFont(ui_font(19))
        self.text.setZValue(950)
        self.table.scene().addItem(self.text)
        self.pane: QDockWidget | None = None
        c = self.controller
        c.reveal = self.reveal
        c.applied.connect(self._applied)
        c.deal_started.connect(self._deal_started)
        c.human_turn.connect(lambda view: self._draw_rings())
        self.table.fitted.connect(self._place_text)
        self.table.show_legal = self.on["legal"]

    def add_actions(self, menu) -> None:
        sub = menu.addMenu(tr("&Learning aids"))
        for name, text, _ in AIDS:
            action = QAction(tr(text), self.window)
            action.setCheckable(True)
            action.setChecked(self.on[name])
            action.toggled.connect(lambda on, n=name: self.set(n, on))
            sub.addAction(action)
            self.actions[name] = action

    def set(self, name: str, on: bool) -> None:
        """Turn an aid on or off (remembered), and show the table so."""
        on = bool(on)
        self.window.settings.set(f"aids/{name}", on)
        if self.on.get(name) == on:
            return
        self.on[name] = on
        if name in self.actions and self.actions[name].isChecked() != on:
            self.actions[name].setChecked(on)
        if name == "open_hands" and on:
            self.mark_practice()
        if name == "legal":
            self.table.show_legal = on
            self.table._apply_hand_mode()
        self.refresh(redraw=name == "open_hands")

    # --- keeping in step ------------------------------------------------------------------------
    def reveal(self, view: SeatView) -> SeatView:
        """The view with every hand in it (open hands), else as it is."""
        state = self.controller.state
        if not self.on["open_hands"] or state is None or view.table is None:
            return view
        hands = tuple(state.view(s).hand if s != view.seat else view.hand for s in range(view.players))
        return dataclasses.replace(view, extra={**view.extra, "open_hands": hands})

    def mark_practice(self) -> None:
        """Open hands make the match a practice match (saves, records and statistics say so)."""
        self.controller.config.practice = True
        if self.controller.match is not None:
            self.controller.match.practice = True

    def _deal_started(self) -> None:
        if self.on["open_hands"]:
            self.mark_practice()
        self._clear_rings()
        self.refresh()

    def _applied(self, action, events) -> None:
        self._clear_rings()
        self.table.animator.call(self.refresh)

    def refresh(self, redraw: bool = False) -> None:
        """Show every aid as the current view has it."""
        view = self.controller.view()
        if redraw and view is not None and not self.table.animator.busy:
            self.table.sync(view)
        self._show_points(view)
        self._show_pane(view)
        self._draw_rings()

    def _show_points(self, view: SeatView | None) -> None:
        lines = points_lines(view, self.controller.names()) if self.on["points"] and view is not None else []
        if self.on["open_hands"] and self.controller.match is not None:
            lines.append(tr("Practice: every hand is open"))
        self.text.setText("\n".join(lines))
        self._place_text()

    def _place_text(self) -> None:
        r = self.text.boundingRect()
        self.text.setPos(self.table.layout.width - r.width() - 22, 16)

    def _show_pane(self, view: SeatView | None) -> None:
        if not self.on["played"]:
            if self.pane is not None:
                self.pane.hide()
            return
        if self.pane is None:
            self.pane = QDockWidget(tr("Cards played"), self.window)
            self.pane.setObjectName("cards-played")
            self.pane.setWidget(PlayedPane(self.window.faces, self.pane))
            self.pane.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                  | QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.pane.visibilityChanged.connect(self._pane_visibility)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.pane)
        self.pane.setWindowTitle(tr("Cards played"))  # said again after a language switch
        match = self.controller.match
        deck = match.spec.deck_cards(match.players) if match is not None else 0
        self.pane.widget().show_view(view, deck)
        self.pane.show()

    def _pane_visibility(self, visible: bool) -> None:
        from shiboken6 import isValid

        if not isValid(self.window) or self.pane is None or not isValid(self.pane):
            return  # the window is being destroyed: its dock hides with it
        if not visible and not self.pane.isVisible() and self.window.isVisible() \
                and self.on["played"] and not self.window.isMinimized():
            self.set("played", False)  # closed by its own button

    def _clear_rings(self) -> None:
        for ring in self.rings:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            ring.setParentItem(None)
        self.rings = []

    def _draw_rings(self) -> None:
        self._clear_rings()
        table = self.table
        if not self.on["legal"] or table.mode != "play":
            return
        enabled = getattr(table, "_enabled", set())
        for sprite in table.focus_ring():
            if sprite.card in enabled:
                self.rings.append(LegalRing(sprite))
