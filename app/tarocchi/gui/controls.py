"""The person's controls: the action panel over the table and the logic of a turn.

The panel shows exactly the legal actions that are not cards of the hand (bids, calls,
announcements, choices) as buttons labelled by the game's ``describe``. Cards of the hand
are played (Play), laid away (Discard: select, then confirm; each card checked by the
engine) or shown (a Declare with cards, such as a poignée: the engine's suggestion, which
the person may change card by card). Nothing here decides a rule: every refusal is the
engine's ``check``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tarocchi.engine.cards import cards_of, cardset, suit_of
from tarocchi.gui.controller import GameController
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import Qt, set_enum, tr, within_sentence
from tarocchi.gui.table import TableView

if TYPE_CHECKING:  # the rules engine is loaded with the first match, after the window's first paint
    from tarocchi.engine.actions import Action, Declare
    from tarocchi.engine.protocol import SeatView

PANEL_STYLE = """
QFrame#ActionPanel { background: rgba(8, 26, 17, 215); border: 1px solid rgba(255,255,255,50);
                     border-radius: 14px; }
QLabel { color: #f6efd9; background: transparent; }
QLabel#Prompt { font-size: 16px; font-weight: bold; }
QLabel#Hint { color: #bfe3cc; font-size: 13px; }
QPushButton { background: #f3ead2; color: #1c2a22; border: 1px solid #b9ad8a; border-radius: 9px;
              padding: 7px 14px; font-size: 14px; font-weight: bold; min-width: 64px; }
QPushButton:hover { background: #fff8e4; border-color: #ffcf4d; }
QPushButton:pressed { background: #e6d9b4; }
QPushButton:disabled { background: #8b9a90; color: #415247; border-color: #6b7a70; }
QPushButton[primary="true"] { background: #ffcf4d; border-color: #d9a514; }
QPushButton[primary="true"]:hover { background: #ffdc78; }
QPushButton[primary="true"]:disabled { background: #8b9a90; color: #415247; border-color: #6b7a70; }
"""


MAX_PER_ROW = 4  #: buttons in one row of the action panel; more go on further rows


class ActionPanel(QFrame):
    """A floating panel over the table: a prompt, buttons and a hint line."""

    def __init__(self, parent: TableView) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("Prompt")
        set_enum(self.prompt, "alignment", "AlignCenter")  # no Qt namespace before the first paint
        self.hint = QLabel(self)
        self.hint.setObjectName("Hint")
        set_enum(self.hint, "alignment", "AlignCenter")
        self.rows = QVBoxLayout()
        self.rows.setSpacing(8)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 10, 16, 12)
        box.setSpacing(8)
        box.addWidget(self.prompt)
        box.addLayout(self.rows)
        box.addWidget(self.hint)
        self.buttons: list[QPushButton] = []
        self._per_row = MAX_PER_ROW
        parent.fitted.connect(self._refit)  # follow the table's size
        self.hide()

    def _refit(self) -> None:
        if self.isVisible():
            self._fit()

    def set_content(self, prompt: str, buttons: list[tuple[str, object, dict]], hint: str = "") -> None:
        """Show ``buttons`` (label, callback, {"icon", "primary", "enabled", "name"})."""
        for b in self.buttons:  # one of them may be the button being clicked: delete it later
            b.hide()
            b.deleteLater()
        self.buttons = []
        for label, callback, extra in buttons:
            b = QPushButton(label, self)
            b.setObjectName(extra.get("name", ""))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            if extra.get("icon") is not None:
                b.setIcon(QIcon(extra["icon"]))
                b.setIconSize(QSize(34, 60))
            if extra.get("primary"):
                b.setProperty("primary", True)
            b.setEnabled(extra.get("enabled", True))
            b.clicked.connect(callback)
            b.show()
            b.ensurePolished()
            self.buttons.append(b)
        self._per_row = MAX_PER_ROW if len(buttons) > MAX_PER_ROW + 1 else max(1, len(buttons))
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))
        self.prompt.ensurePolished()
        self.set_hint(hint)
        self.setVisible(bool(buttons or prompt))
        self._fit()

    def set_hint(self, hint: str) -> None:
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self._fit()

    def _arrange(self, per_row: int) -> None:
        """The buttons in rows of ``per_row``, each row centred."""
        while self.rows.count():
            row = self.rows.takeAt(0).layout()
            while row.count():
                row.takeAt(0)  # the buttons stay the panel's
            row.deleteLater()
        for start in range(0, len(self.buttons), per_row):
            row = QHBoxLayout()
            row.setSpacing(8)
            row.addStretch(1)
            for b in self.buttons[start:start + per_row]:
                row.addWidget(b)
            row.addStretch(1)
            self.rows.addLayout(row)

    def _fit(self) -> None:
        """As many buttons a row as the table's width allows, then placed over the table."""
        view = self.parentWidget()
        room = max(120, view.width() - 8)
        beside = self._room_beside_plate()
        box = self.layout()
        self.prompt.setWordWrap(False)
        self.hint.setWordWrap(False)
        per_row = self._per_row
        while True:
            self._arrange(per_row)
            box.invalidate()
            box.activate()
            if per_row <= 1 or box.sizeHint().width() <= room:
                break
            per_row -= 1
        if beside is not None and box.sizeHint().width() > beside:  # keep clear of the person's plate
            room = beside
            per_row = self._per_row
            while per_row > 1 and self._rows_width(per_row) > room:
                per_row -= 1
            self._arrange(per_row)
            box.invalidate()
            box.activate()
        if box.sizeHint().width() > room:  # long words: wrap the texts too
            self.prompt.setWordWrap(True)
            self.hint.setWordWrap(True)
            box.invalidate()
            box.activate()
        size = box.sizeHint().expandedTo(box.minimumSize())
        width = min(size.width(), room)
        height = max(size.height(), box.heightForWidth(width)) if box.hasHeightForWidth() else size.height()
        self.resize(width, min(height, max(60, view.height() - 8)))
        self.reposition()

    def _rows_width(self, per_row: int) -> int:
        """The width the buttons need in rows of ``per_row`` (the panel's margins included)."""
        widest = 0
        for start in range(0, len(self.buttons), per_row):
            row = self.buttons[start:start + per_row]
            widest = max(widest, sum(b.sizeHint().width() for b in row) + 8 * (len(row) - 1))
        return widest + 32

    def _room_beside_plate(self) -> int | None:
        """The widest panel, centred over the table, that leaves the person's name plate (beside
        the hand, at the panel's height) uncovered; None when the plate is not beside the panel
        or leaves too little room (the panel then takes the table's width)."""
        view = self.parentWidget()
        if not isinstance(view, TableView) or not (0 <= view.my_seat < len(view.plates)):
            return None
        plate = view.mapFromScene(view.plates[view.my_seat].sceneBoundingRect()).boundingRect()
        anchor = view.mapFromScene(view.layout.cx, view.free_bottom())
        if plate.top() >= anchor.y():
            return None
        if plate.right() < anchor.x():
            half = anchor.x() - plate.right() - 8
        elif plate.left() > anchor.x():
            half = plate.left() - anchor.x() - 8
        else:
            return None
        return 2 * half if 2 * half >= 360 else None

    def button(self, label: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.text() == label), None)

    def reposition(self) -> None:
        """Centre the panel over the empty middle of the table, above the hand."""
        view = self.parentWidget()
        if not isinstance(view, TableView):
            return
        anchor = view.mapFromScene(view.layout.cx, view.free_bottom())
        x = max(4, min(view.width() - self.width() - 4, anchor.x() - self.width() // 2))
        y = max(4, min(view.height() - self.height() - 4, anchor.y() - self.height()))
        self.move(QPoint(x, y))
        self.raise_()


class TurnControls(QObject):
    """The person's turn: what the panel offers and what the hand's cards do."""

    status = Signal(str)

    def __init__(self, controller: GameController, table: TableView, panel: ActionPanel,
                 faces: Faces) -> None:
        super().__init__(panel)
        self.controller = controller
        self.table = table
        self.panel = panel
        self.faces = faces
        self.view: SeatView | None = None
        self.selection: list[int] = []
        self.showing: Declare | None = None  #: the declaration whose cards are being chosen
        self.single_click = False  #: a click plays a card (the setting)
        table.card_clicked.connect(self._clicked)
        table.card_activated.connect(self._activated)
        table.card_dropped.connect(self._dropped)

    # --- the turn -------------------------------------------------------------------------------
    def begin(self, view: SeatView) -> None:
        self.view = view
        self.selection = []
        self.showing = None
        self._refresh()

    def end(self) -> None:
        self.view = None
        self.selection = []
        self.showing = None
        self.panel.hide()
        self.table.set_hand_mode("none")

    @property
    def active(self) -> bool:
        return self.view is not None

    def _legal(self, kind: type) -> list[Action]:
        return [a for a in self.view.legal if type(a) is kind] if self.view else []

    def _refresh(self) -> None:
        from tarocchi.engine.actions import Call, Declare, Discard, Play

        view = self.view
        if view is None:
            return self.end()
        prompt = self.controller.words(view.prompt)
        if self._legal(Discard):
            return self._refresh_discard(prompt)
        if self.showing is not None:
            return self._refresh_showing()
        plays = {a.card for a in self._legal(Play)}
        buttons = []
        for action in view.legal:
            if type(action) is Play:
                continue
            if type(action) is Declare and action.cards:
                label = self.controller.describe(action) + "\u2026"
                buttons.append((label, lambda _=False, a=action: self._start_showing(a), {}))
                continue
            extra = {}
            if type(action) is Call:
                extra["icon"] = self.faces.pixmap(action.card, 60, self.panel.devicePixelRatioF())
            buttons.append((self.controller.describe(action), lambda _=False, a=action: self._act(a), extra))
        hint = self.how_to_play() if plays else ""
        if plays and not buttons:
            self.panel.hide()
            said = within_sentence(prompt)  # only the first letter lowered: "play the Pagat"
            self.status.emit(tr("Your turn: {prompt}").format(prompt=said or tr("play a card")) + " \u2014 " + hint)
        else:
            self.panel.set_content(prompt, buttons, hint[:1].upper() + hint[1:])
            self.status.emit(tr("Your turn: {prompt}").format(prompt=within_sentence(prompt)))
        self.table.set_hand_mode("play" if plays else "none", plays)

    def how_to_play(self) -> str:
        """How a card is played, as the settings have it."""
        if self.single_click:
            return tr("click or drag a card (arrows, Enter)")
        return tr("double-click or drag a card (arrows, Enter)")

    # --- discard --------------------------------------------------------------------------------
    def _discard_need(self) -> int:
        left = self.view.extra.get("discard_left") if self.view else None
        return int(left) if isinstance(left, int) and left > 0 else 1

    def _discard_reason(self, card: int) -> str | None:
        """The engine's refusal of laying ``card`` away after the cards already selected."""
        from tarocchi.engine.actions import Discard

        state = self.controller.state
        if state is None:
            return tr("There is no game")
        trial = state.clone()
        for c in self.selection:
            if trial.check(Discard(c)) is None:
                trial.apply(Discard(c))
        return self.controller.check(Discard(card), trial)

    def _refresh_discard(self, prompt: str) -> None:
        need = self._discard_need()
        hand = cards_of(self.view.hand)
        enabled = {c for c in hand if c in self.selection or
                   (len(self.selection) < need and self._discard_reason(c) is None)}
        confirm = (tr("Lay away"), self._confirm_discard,
                   {"primary": True, "enabled": len(self.selection) == need, "name": "confirm"})
        clear = (tr("Clear"), self._clear_selection, {"enabled": bool(self.selection)})
        hint = tr("Click or drag to the table {need} cards to lay away: {n} chosen").format(
            need=need, n=len(self.selection))
        self.panel.set_content(prompt, [confirm, clear], hint)
        self.table.set_hand_mode("select", enabled, set(self.selection))
        self.status.emit(tr("Your turn: choose the cards to lay away"))

    def _confirm_discard(self) -> None:
        from tarocchi.engine.actions import Discard

        cards, seat = list(self.selection), self.controller.my_seat
        self.end()
        for card in cards:
            if self.controller.try_action(Discard(card), seat) is not None:
                break

    def _clear_selection(self) -> None:
        self.selection = []
        self._refresh()

    # --- showing cards (poignée …) ----------------------------------------------------------------
    def _start_showing(self, action: Declare) -> None:
        self.showing = action
        self.selection = cards_of(action.cards)
        self._refresh()

    def _refresh_showing(self) -> None:
        from tarocchi.engine.actions import Declare

        action = self.showing
        kinds = {suit_of(c) for c in cards_of(action.cards)}
        enabled = {c for c in cards_of(self.view.hand) if suit_of(c) in kinds}
        trial = Declare(action.name, cardset(self.selection))
        reason = self.controller.check(trial)
        title = self.controller.describe(action)
        show = (tr("Show"), lambda: self._act(Declare(action.name, cardset(self.selection))),
                {"primary": True, "enabled": reason is None, "name": "confirm"})
        cancel = (tr("Cancel"), self._cancel_showing, {})
        hint = tr("{n} cards selected. Click a card to add or remove it.").format(n=len(self.selection))
        if reason:
            hint += "  " + reason[0].upper() + reason[1:] + "."
        self.panel.set_content(title, [show, cancel], hint)
        self.table.set_hand_mode("select", enabled, set(self.selection))

    def _cancel_showing(self) -> None:
        self.showing = None
        self.selection = []
        self._refresh()

    # --- acting -----------------------------------------------------------------------------------
    def _act(self, action: Action) -> None:
        if self.view is None:
            return
        seat = self.controller.my_seat
        if self.controller.check(action) is None:
            self.end()
        self.controller.try_action(action, seat)

    def _toggle(self, card: int) -> None:
        from tarocchi.engine.actions import Discard

        if card in self.selection:
            self.selection.remove(card)
        elif self._legal(Discard):
            if len(self.selection) >= self._discard_need():
                self.status.emit(tr("You have already selected {n} cards").format(n=len(self.selection)))
                return
            reason = self._discard_reason(card)
            if reason:
                self.controller.refused.emit(reason)
                return
            self.selection.append(card)
        else:
            self.selection.append(card)
        self._refresh()

    def _play(self, card: int) -> None:
        from tarocchi.engine.actions import Play

        self._act(Play(card))

    def _clicked(self, card: int) -> None:
        if self.view is None:
            return
        if self.table.mode == "select":
            self._toggle(card)
        elif self.table.mode == "play" and self.single_click:
            self._play(card)

    def _activated(self, card: int) -> None:
        if self.view is None:
            return
        if self.table.mode == "play":
            self._play(card)

    def _dropped(self, card: int) -> None:
        if self.view is None:
            return
        if self.table.mode == "play":
            self._play(card)
        elif self.table.mode == "select" and card not in self.selection:  # onto the table: chosen
            self._toggle(card)
