"""The replay viewer (Game → Open record…): a deal's record stepped through forward and back
(buttons, the arrow keys, a slider, the list of steps), with every hand visible, the trick in
play, the bids, the tricks won, the card points as the game counts them (the trick's and each
side's, as the learning aid counts them) and the score at each step. A record that cannot be replayed is refused
before the window opens (:func:`load_record`), with the message naming the field or action.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget, QPushButton,
    QSlider, QSplitter, QStyle, QVBoxLayout, QWidget,
)

from tarocchi.deallog import seat_names
from tarocchi.engine.actions import Action, Bid
from tarocchi.engine.cards import cards_of
from tarocchi.engine.events import CardPlayed, TrickWon
from tarocchi.engine.protocol import GameState
from tarocchi.engine.records import RecordError, replay, start_state
from tarocchi.engine.words import speak
from tarocchi.gui.aids import points_lines
from tarocchi.gui.controller import person_name, rule_text, said_of_seats
from tarocchi.gui.faces import Faces
from tarocchi.gui.plate import score_text
from tarocchi.gui.qtutil import labelled, semicolons, tr
from tarocchi.storage import StorageError, read_json

CARD_HEIGHT = 78
WIDGET_STYLE = "background: #173d29; color: #e9f2ea;"


def load_record(path: str | Path) -> dict:
    """The record in ``path``, checked by replaying it; RecordError (its message names the
    field or action at fault) when it cannot be used."""
    try:
        record = read_json(path)
    except StorageError as exc:
        raise RecordError(str(exc).removeprefix(f"{path}: ")) from None
    replay(record)
    return record


@dataclass
class Step:
    """The deal after one action (the first step: as dealt)."""

    state: GameState
    seat: int | None  #: who acted (None for the deal)
    action: Action | None
    text: str  #: the step in words
    tricks: tuple[int, ...]  #: tricks won by each seat so far
    played: int  #: the cards played to tricks so far


def replay_steps(record: dict, card_name, names: list[str]) -> list[Step]:
    """Every position of the deal, from the deal to its last action."""
    final = replay(record)
    state = start_state(record)
    won = [0] * state.params.players
    played = 0
    steps = [Step(state.clone(), None, None, tr("The cards are dealt"), tuple(won), played)]
    for action in final.history:
        seat = state.to_move
        said = speak(state.action_words(action), names, card_name, rule_text)
        events = state.apply(action)
        for event in events:
            if isinstance(event, CardPlayed):
                played |= 1 << event.card
            if isinstance(event, TrickWon):
                won[event.seat] += 1
                said += " \u2014 " + said_of_seats(tr("{name:nom} {name|you:win|wins} the trick"), names,
                                                       name=event.seat)
        steps.append(Step(state.clone(), seat, action, labelled(names[seat], said), tuple(won), played))
    return steps


class CardFan(QWidget):
    """Cards in a row, overlapping when room is short; ``marked`` cards are outlined."""

    def __init__(self, faces: Faces, parent: QWidget | None = None, height: int = CARD_HEIGHT) -> None:
        super().__init__(parent)
        self.faces, self.card_height = faces, height
        self.cards: list[int] = []
        self.marked: set[int] = set()
        self.captions: list[str] = []  #: a word under each card (who played it)
        self.setMinimumHeight(height + 6)

    def set_cards(self, cards: list[int], marked: set[int] | None = None, captions: list[str] | None = None) -> None:
        self.cards, self.marked, self.captions = list(cards), set(marked or ()), list(captions or ())
        self.setToolTip(", ".join(self.faces.card_words(c) for c in self.cards))
        self.update()

    def sizeHint(self) -> QSize:
        width = round(self.card_height * 0.56)
        return QSize(max(width, width // 2 * len(self.cards) + width // 2), self.card_height + 6)

    def paintEvent(self, event) -> None:
        if not self.cards:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.card_height
        pix = self.faces.pixmap(self.cards[0], h, self.devicePixelRatioF())
        w = pix.width() / pix.devicePixelRatio()
        room = w + (16 if self.captions else 4)
        step = min(room, (self.width() - w - 4) / max(1, len(self.cards) - 1)) if len(self.cards) > 1 else 0
        for i, card in enumerate(self.cards):
            x = 2 + i * step
            p.drawPixmap(round(x), 3, self.faces.pixmap(card, h, self.devicePixelRatioF()))
            if card in self.marked:
                p.setPen(QPen(QColor("#ffd97a"), 3))
                p.drawRoundedRect(QRectF(x, 3, w, h), 5, 5)
            if i < len(self.captions):
                p.setPen(QColor("#e9f2ea"))
                p.drawText(QRectF(x - 6, h + 5, w + 12, self.fontMetrics().height() + 2),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.captions[i])
        p.end()


class ReplayViewer(QWidget):
    """A record's deal, step by step. ``review_requested(record, seat)``: the Review button."""

    review_requested = Signal(object, int)

    def __init__(self, record: dict, faces: Faces | None = None, parent: QWidget | None = None,
                 title: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.record = record
        start = start_state(record)
        self.spec, self.players = start.spec, start.params.players
        self.faces = faces or Faces()
        self.names = [person_name(name) for name in seat_names(record, self.players)]
        self.steps = replay_steps(record, self.faces.card_words, self.names)
        self.deck = self.spec.deck_cards(self.players)
        number = record.get("seed")
        self.setWindowTitle(title or self.tr("Replay \u2014 {game}").format(game=rule_text(self.spec.name))
                            + (self.tr(" \u2014 deal #{n}").format(n=number) if number is not None else ""))
        self._build()
        self.index = -1
        self.show_step(0)
        self.resize(1180, 760)

    # --- construction --------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.heading.setFont(font)
        outer.addWidget(self.heading)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        table = QFrame()
        table.setObjectName("replay-table")
        table.setStyleSheet(f"QFrame#replay-table {{ {WIDGET_STYLE} }} QLabel {{ color: #e9f2ea; }}")
        grid = QGridLayout(table)
        grid.setColumnStretch(1, 1)
        self.seat_labels: list[QLabel] = []
        self.hands: list[CardFan] = []
        for seat in range(self.players):
            label = QLabel()
            label.setFixedWidth(170)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            fan = CardFan(self.faces, table)
            grid.addWidget(label, seat, 0)
            grid.addWidget(fan, seat, 1)
            self.seat_labels.append(label)
            self.hands.append(fan)
        row = self.players
        self.trick_label = QLabel(self.tr("Trick"))
        self.trick = CardFan(self.faces, table, 96)
        self.trick.setMinimumHeight(96 + 12 + self.trick.fontMetrics().height())  # room for the names
        grid.addWidget(self.trick_label, row, 0)
        grid.addWidget(self.trick, row, 1)
        self.aside_label = QLabel(self.tr("Talon and discard"))
        self.aside = CardFan(self.faces, table, 60)
        grid.addWidget(self.aside_label, row + 1, 0)
        grid.addWidget(self.aside, row + 1, 1)
        self.bids = QLabel()
        self.bids.setWordWrap(True)
        grid.addWidget(self.bids, row + 2, 0, 1, 2)
        self.score = QLabel()
        self.score.setWordWrap(True)
        self.score.setObjectName("replay-score")
        grid.addWidget(self.score, row + 3, 0, 1, 2)
        self.points = QLabel()  # the learning aid's card points: the trick's, each side's won
        self.points.setObjectName("replay-points")
        grid.addWidget(self.points, row + 4, 0, 1, 2)
        grid.setRowStretch(row + 5, 1)
        split.addWidget(table)
        self.table_frame = table
        # a solitaire's or the board game's layout is its own window's: here, its moves only
        table.setVisible(self.spec.kind == "trick")
        self.list = QListWidget()
        self.list.addItems([f"{i}. {s.text}" if i else s.text for i, s in enumerate(self.steps)])
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self.show_step)
        split.addWidget(self.list)
        split.setSizes([800, 360])
        outer.addWidget(split, 1)
        self.said = QLabel()
        self.said.setObjectName("replay-step")
        self.said.setWordWrap(True)
        outer.addWidget(self.said)
        bar = QHBoxLayout()
        self.first_button = self._button(bar, QStyle.StandardPixmap.SP_MediaSkipBackward, self.tr("First step (Home)"), lambda: self.show_step(0))
        self.back_button = self._button(bar, QStyle.StandardPixmap.SP_MediaSeekBackward, self.tr("Step back (Left)"), self.step_back)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.valueChanged.connect(self.show_step)
        bar.addWidget(self.slider, 1)
        self.forward_button = self._button(bar, QStyle.StandardPixmap.SP_MediaSeekForward, self.tr("Step forward (Right)"), self.step_forward)
        self.last_button = self._button(bar, QStyle.StandardPixmap.SP_MediaSkipForward, self.tr("Last step (End)"),
                                        lambda: self.show_step(len(self.steps) - 1))
        self.position = QLabel()
        self.position.setMinimumWidth(self.position.fontMetrics().horizontalAdvance("Step 000 of 000") + 8)
        bar.addWidget(self.position)
        self.reviewer = QComboBox()
        people = [i for i, s in enumerate(self.record.get("seats") or []) if isinstance(s, dict) and not s.get("bot")]
        for seat in (people or range(self.players)):
            self.reviewer.addItem(self.names[seat], seat)
        self.reviewer.setToolTip(self.tr("Whose decisions the review weighs"))
        bar.addWidget(self.reviewer)
        self.review_button = QPushButton(self.tr("Review\u2026"))
        self.review_button.setToolTip(self.tr("The hard player's evaluation of every choice of this seat"))
        self.review_button.clicked.connect(
            lambda: self.review_requested.emit(self.record, int(self.reviewer.currentData())))
        bar.addWidget(self.review_button)
        self.reviewer.setVisible(self.spec.kind == "trick")
        self.review_button.setVisible(self.spec.kind == "trick")
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bar.addWidget(close)
        outer.addLayout(bar)
        self.list.installEventFilter(self)  # the arrow keys step wherever the focus is
        self.slider.installEventFilter(self)

    def _button(self, bar: QHBoxLayout, icon, tip: str, slot) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "")
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the viewer's
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    def _key(self, key) -> bool:
        last = len(self.steps) - 1
        moves = {Qt.Key.Key_Right: lambda: self.index + 1, Qt.Key.Key_Left: lambda: self.index - 1,
                 Qt.Key.Key_Home: lambda: 0, Qt.Key.Key_End: lambda: last}
        if key not in moves:
            return False
        self.show_step(max(0, min(moves[key](), last)))
        return True

    def keyPressEvent(self, event) -> None:
        if not self._key(event.key()):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and self._key(event.key()):
            return True
        return super().eventFilter(watched, event)

    # --- stepping --------------------------------------------------------------------------------
    def step_forward(self) -> None:
        self.show_step(min(self.index + 1, len(self.steps) - 1))

    def step_back(self) -> None:
        self.show_step(max(self.index - 1, 0))

    def show_step(self, index: int) -> None:
        index = max(0, min(int(index), len(self.steps) - 1))
        if index == self.index:
            return
        self.index = index
        for widget, setter in ((self.slider, self.slider.setValue), (self.list, self.list.setCurrentRow)):
            widget.blockSignals(True)
            setter(index)
            widget.blockSignals(False)
        step = self.steps[index]
        state = step.state
        public = state.view(0).table
        to_move = state.to_move
        just_played = {getattr(step.action, "card", -1)}
        in_hands = 0
        for seat in range(self.players):
            view = state.view(seat)
            in_hands |= view.hand
            self.hands[seat].set_cards(cards_of(view.hand))
            roles = []
            if public is not None and public.declarer is not None:
                if seat == public.declarer:
                    roles.append(self._contract(state, public.contract) if public.contract else self.tr("declarer"))
                elif seat in public.partners:
                    roles.append(self.tr("partner"))
                elif seat in public.defenders:  # as the live table's plates: once the sides are known
                    roles.append(self.tr("defence"))
            if seat == state.dealer:
                roles.append(self.tr("dealer"))
            if step.tricks[seat]:
                roles.append(self.tr("{n} tricks").format(n=step.tricks[seat]) if step.tricks[seat] != 1
                             else self.tr("1 trick"))
            arrow = "\u25b6 " if seat == to_move else ""
            name = f"<b>{arrow}{self.names[seat]}</b>"
            self.seat_labels[seat].setText(name + ("<br><small>" + ", ".join(roles) + "</small>" if roles else ""))
        trick = public.trick if public is not None else ()
        if not trick and public is not None and step.action is not None and public.last_trick \
                and getattr(step.action, "card", None) in {c for _, c in public.last_trick}:
            trick = public.last_trick  # the trick just won stays in view on the step that won it
        self.trick.set_cards([c for _, c in trick], just_played, [self.names[s] for s, _ in trick])
        self.trick_label.setText(said_of_seats(self.tr("Trick, led by {name:acc}"), self.names, name=trick[0][0])
                                 if trick else self.tr("Trick"))
        aside = self.deck & ~in_hands & ~step.played
        self.aside.set_cards(cards_of(aside))
        self.aside_label.setVisible(bool(aside))
        self.aside.setVisible(bool(aside))
        auction = public.auction if public is not None else ()
        self.bids.setText(self.tr("Bids: {bids}").format(bids=semicolons(
            f"{self.names[s]} {self._contract(state, b)}" for s, b in auction)) if auction else "")
        if state.is_terminal():
            self.score.setText(self.tr("Score of the deal: {scores}").format(scores=", ".join(
                f"{self.names[i]} {score_text(v)}" for i, v in enumerate(state.scores()))))
        else:
            self.score.setText(self.tr("Tricks won: {tricks}").format(tricks=", ".join(
                f"{self.names[i]} {n}" for i, n in enumerate(step.tricks))))
        self.points.setText("\n".join(points_lines(state.view(0), self.names)))
        self.said.setText(step.text if index else said_of_seats(
            self.tr("The cards as dealt; {name:nom} {name|you:deal|deals}."), self.names, name=state.dealer))
        self.position.setText(self.tr("Step {i} of {n}").format(i=index, n=len(self.steps) - 1))
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.steps) - 1)
        self.last_button.setEnabled(index < len(self.steps) - 1)
        self.heading.setText(self._heading(state))

    def _contract(self, state: GameState, name: str) -> str:
        try:
            return speak(state.action_words(Bid(name)), self.names, self.faces.card_words, rule_text)
        except Exception:
            return rule_text(name)

    def _heading(self, state: GameState) -> str:
        if self.players == 1:
            text = rule_text(self.spec.name)
        else:
            text = said_of_seats(self.tr("{game}, {n} players; {name:nom} {name|you:deal|deals}"), self.names,
                                 name=state.dealer, game=rule_text(self.spec.name), n=str(self.players))
        if state.is_terminal():
            summary = type(state).describe_result(state.result(), self.players)
            if summary is not None:
                text += " \u2014 " + speak(summary.head, self.names, self.faces.card_words, rule_text)
        return text

    def scores(self) -> list[float] | None:
        """The deal's scores at the step shown (None before the end)."""
        state = self.steps[self.index].state
        return state.scores() if state.is_terminal() else None
