"""The welcome and the game chooser (issue 21).

The first start shows every registered game (the registry is iterated, so a game added
later appears too), grouped by family, each with a small picture drawn from the current
skin, its player counts, a one-line description and two ways on: "Learn" (the game's
tutorial when one is registered, else its rules help) and "Play" (the new-game dialog for
it). Game → New… shows the same chooser. A later start resumes, or shows the chooser again,
as the setting "At start" says.

"Learn" starts a game's tutorial through ``gui/tutorial.py`` (``has_tutorial``,
``open_tutorial``) when it has one.
"""

from __future__ import annotations

from typing import Callable

import shiboken6

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QVBoxLayout, QWidget,
)

from tarocchi.engine.cards import EXCUSE, MONDE, PETIT, suit_card
from tarocchi.engine.protocol import GameSpec
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import tr

#: the families in the order shown: (group key, heading); a game's ``family`` maps to a group
FAMILY_GROUPS: tuple[tuple[str, str], ...] = (
    ("french", QT_TRANSLATE_NOOP("", "French games")),
    ("austrian", QT_TRANSLATE_NOOP("", "Austrian and German games")),
    ("italian", QT_TRANSLATE_NOOP("", "Italian and Swiss games")),
    ("modern", QT_TRANSLATE_NOOP("", "Modern games")),
    ("solitaire", QT_TRANSLATE_NOOP("", "Solitaires")),
    ("board", QT_TRANSLATE_NOOP("", "Board games")),
)
FAMILY_OF = {"french": "french", "austrian": "austrian", "german": "austrian", "italian": "italian",
             "swiss": "italian", "talon": "modern", "solitaire": "solitaire", "board": "board"}
FAMILY_WORDS = {
    "french": QT_TRANSLATE_NOOP("", "French"),
    "austrian": QT_TRANSLATE_NOOP("", "Austrian"),
    "german": QT_TRANSLATE_NOOP("", "German"),
    "italian": QT_TRANSLATE_NOOP("", "Italian"),
    "swiss": QT_TRANSLATE_NOOP("", "Swiss"),
    "talon": QT_TRANSLATE_NOOP("", "Modern"),
    "solitaire": QT_TRANSLATE_NOOP("", "Solitaire"),
    "board": QT_TRANSLATE_NOOP("", "Board game"),
}
#: the card that stands for a game, by the names its special cards carry
EMBLEM = {"french": PETIT, "austrian": EXCUSE, "italian": EXCUSE, "bolognese": EXCUSE, "talon": MONDE}
PICTURE_HEIGHT = 84

TILE_STYLE = """
QFrame#GameTile { background: #fbf7ec; border: 1px solid #d8cfb4; border-radius: 10px; }
QFrame#GameTile QLabel { background: transparent; color: #1d2a22; }
QLabel#TileName { font-size: 16px; font-weight: bold; }
QLabel#TileFacts { color: #5b6a60; }
"""

# --- learning -------------------------------------------------------------------------------------

def tutorial_for(game_id: str) -> Callable | None:
    """The way to start ``game_id``'s tutorial (gui/tutorial.py), or None when it has none."""
    from tarocchi.gui import tutorial

    if not tutorial.has_tutorial(game_id):
        return None
    return lambda window: tutorial.open_tutorial(window, game_id)


def learn(window, game_id: str) -> None:
    """The way to learn ``game_id``: its tutorial (the chooser closes for it), else its rules
    help over the chooser."""
    start = tutorial_for(game_id)
    if start is None:
        window.show_rules(game_id)
        return
    chooser = getattr(window, "chooser", None)
    if chooser is not None and shiboken6.isValid(chooser) and chooser.isVisible():
        chooser.accept()
    start(window)


# --- words --------------------------------------------------------------------------------------

def family_group(spec: GameSpec) -> str:
    """The chooser's group of a game (an unknown family joins the modern games)."""
    return FAMILY_OF.get(spec.family or spec.kind, "modern")


def family_word(spec: GameSpec) -> str:
    """The family a tile names: "French", "Austrian", "Swiss", "Modern" …"""
    family = spec.family or spec.kind
    return tr(FAMILY_WORDS.get(family, family.capitalize()))


def players_text(counts: tuple[int, ...]) -> str:
    """"1 player", "4 players", "3, 4 or 5 players", "2 to 7 players"."""
    n = sorted(set(counts))
    if len(n) == 1:
        return tr("1 player") if n[0] == 1 else tr("{n} players").format(n=n[0])
    if len(n) >= 4 and n == list(range(n[0], n[-1] + 1)):
        return tr("{low} to {high} players").format(low=n[0], high=n[-1])
    return tr("{some} or {last} players").format(some=", ".join(map(str, n[:-1])), last=n[-1])


def description(spec: GameSpec) -> str:
    """The game's line: its summary, cut at a word near 150 characters."""
    from tarocchi.gui.controller import rule_text

    text = rule_text(spec.summary).strip()
    return text if len(text) <= 150 else text[:text.rfind(" ", 0, 147)] + "\u2026"


def emblem_cards(spec: GameSpec) -> list[int]:
    """The cards pictured for a game: its naming's special card (a king for the solitaires)
    and a king behind it, both from its deck."""
    deck = spec.deck
    front = EMBLEM.get(spec.card_naming, MONDE) if spec.kind == "trick" else \
        (suit_card(1, 14) if spec.kind == "solitaire" else MONDE)
    index = sum(map(ord, spec.id))
    kings = [suit_card((index + k) % 4, 14) for k in range(4)]
    back = next((k for k in kings if deck >> k & 1 and k != front), kings[0])
    return [c for c in (back, front) if deck >> c & 1] or [back]


def emblem_pixmap(faces: Faces, spec: GameSpec, height: int = PICTURE_HEIGHT, dpr: float = 1.0) -> QPixmap:
    """Two cards of the game fanned, drawn from the current skin."""
    cards = emblem_cards(spec)
    first = faces.pixmap(cards[0], height, dpr)
    w = round(first.width() / dpr)
    step = w // 2
    out = QPixmap(round((w + step * (len(cards) - 1)) * dpr), round(height * dpr))
    out.setDevicePixelRatio(dpr)
    out.fill(QColor(0, 0, 0, 0))
    painter = QPainter(out)
    for i, card in enumerate(cards):
        painter.drawPixmap(i * step, 0, faces.pixmap(card, height, dpr))
    painter.end()
    return out


# --- the chooser --------------------------------------------------------------------------------

class GameTile(QFrame):
    """One game: picture, name, players and family, its line, Learn and Play."""

    def __init__(self, spec: GameSpec, faces: Faces, family: str, parent: QWidget | None = None) -> None:
        from tarocchi.gui.controller import rule_text

        super().__init__(parent)
        self.spec = spec
        self.setObjectName("GameTile")
        picture = QLabel(self)
        picture.setPixmap(emblem_pixmap(faces, spec, PICTURE_HEIGHT, self.devicePixelRatioF()))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        name = QLabel(rule_text(spec.name), self)
        name.setObjectName("TileName")
        facts = QLabel(f"{players_text(spec.players)} \u00b7 {family}", self)
        facts.setObjectName("TileFacts")
        for label in (name, facts):  # a long name ("Zwanzigerrufen (chiamata del venti)") wraps
            label.setWordWrap(True)
        self.line = QLabel(description(spec), self)
        self.line.setWordWrap(True)
        self.line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.learn_button = QPushButton(tr("Learn"), self)
        self.learn_button.setObjectName(f"learn-{spec.id}")
        self.play_button = QPushButton(tr("Play"), self)
        self.play_button.setObjectName(f"play-{spec.id}")
        self.play_button.setDefault(False)
        self.play_button.setAutoDefault(False)
        self.learn_button.setAutoDefault(False)
        text = QVBoxLayout()
        text.setSpacing(3)
        text.addWidget(name)
        text.addWidget(facts)
        text.addWidget(self.line, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.learn_button)
        buttons.addWidget(self.play_button)
        text.addLayout(buttons)
        box = QHBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        box.addWidget(picture)
        box.addLayout(text, 1)
        self.setAccessibleName(rule_text(spec.name))


class GameChooser(QDialog):
    """Every game of the registry by family, with Learn and Play."""

    play = Signal(str)  #: a game id: the person wants to play it
    learn = Signal(str)  #: a game id: the person wants to learn it

    def __init__(self, faces: Faces, settings=None, parent: QWidget | None = None, welcome: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("Welcome to Tarocchi") if welcome else tr("Choose a game"))
        self.setStyleSheet(TILE_STYLE)
        head = QLabel(tr("Welcome to Tarocchi") if welcome else tr("Choose a game"), self)
        font = head.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        head.setFont(font)
        intro = QLabel(tr("Card games played with the tarot pack. Learn one to see its rules, its "
                          "cards and how it scores, or play it against the computer."), self)
        intro.setWordWrap(True)
        inner = QWidget(self)
        grid = QGridLayout(inner)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.tiles: dict[str, GameTile] = {}
        by_group: dict[str, list[GameSpec]] = {}
        for spec in games():
            by_group.setdefault(family_group(spec), []).append(spec)
        row = 0
        columns = 2
        for key, title in FAMILY_GROUPS:
            specs = sorted(by_group.get(key, []), key=lambda s: s.name)
            if not specs:
                continue
            heading = QLabel(f"<b>{tr(title)}</b>", inner)
            heading.setContentsMargins(2, 8 if row else 0, 0, 0)
            grid.addWidget(heading, row, 0, 1, columns)
            row += 1
            for i, spec in enumerate(specs):
                tile = GameTile(spec, faces, family_word(spec), inner)
                tile.learn_button.clicked.connect(lambda _=False, g=spec.id: self.learn.emit(g))
                tile.play_button.clicked.connect(lambda _=False, g=spec.id: self._play(g))
                grid.addWidget(tile, row + i // columns, i % columns)
                self.tiles[spec.id] = tile
            row += (len(specs) + columns - 1) // columns
        grid.setRowStretch(row, 1)
        scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.every_start = QCheckBox(tr("Show this at every start (else go on with the last game)"), self)
        if settings is not None:
            self.every_start.setChecked(settings.get("start/at_launch") == "welcome")
            self.every_start.toggled.connect(
                lambda on: settings.set("start/at_launch", "welcome" if on else "resume"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.every_start, 1)
        bottom.addWidget(buttons)
        box = QVBoxLayout(self)
        box.addWidget(head)
        box.addWidget(intro)
        box.addWidget(scroll, 1)
        box.addLayout(bottom)
        self.resize(QSize(900, 680))

    def _play(self, game_id: str) -> None:
        self.accept()
        self.play.emit(game_id)


def start_up(window) -> None:
    """The window's first moves at launch: the chooser on the first start (or at every
    start when the settings say so), else the last game or the match left unfinished."""
    settings = window.settings
    if not settings.get("start/welcomed") or settings.get("start/at_launch") == "welcome":
        settings.set("start/welcomed", True)
        window.choose_game(welcome=True)
    else:
        window.start_remembered()


def offer_choice(window) -> None:
    """No game on the table (the chooser closed at the first start): the panel offers it."""
    if window.controller.match is not None:
        return
    window.table.show_banner(tr("Choose a game to play or to learn"))
    from tarocchi.gui.controller import rule_text

    last = window._remembered_config()
    name = rule_text(get_game(last.game).name) if last.game in {s.id for s in games()} else ""
    window.panel.set_content("", [(tr("Choose a game\u2026"), lambda _=False: window.choose_game(), {"primary": True})]
                             + ([(tr("Play {game}").format(game=name), lambda _=False: window.start_remembered(), {})]
                                if name else []))
