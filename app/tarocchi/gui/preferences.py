"""Edit → Preferences… (issue 21), one dialog for what people expect to set: the computer
players' delay, how long a shown talon stays, auto-play of a forced card, claiming the
remaining tricks, letting the computer finish one's hand, the card size, the table's colour,
the animation speed, the learning aids and what the start shows. Every value is stored
through :mod:`tarocchi.gui.settings` (each read back checked) and takes effect at once.

Also Help → Keyboard shortcuts (read from the window's actions themselves) and the About
box with the credits and the fonts' licence.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel,
    QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget, QHeaderView,
)

from tarocchi.gui.qtutil import Qt, labelled, tr
from tarocchi.gui.table import FELTS  # the table's felts (the window sets its own before its first paint)

FELT_NAMES = {
    "green": QT_TRANSLATE_NOOP("", "Green"),
    "blue": QT_TRANSLATE_NOOP("", "Blue"),
    "red": QT_TRANSLATE_NOOP("", "Red"),
    "brown": QT_TRANSLATE_NOOP("", "Brown"),
    "grey": QT_TRANSLATE_NOOP("", "Grey"),
}
#: the person's cards: the hand's scale
CARD_SIZES: dict[str, float] = {"small": 0.85, "normal": 1.0, "large": 1.1}
CARD_SIZE_NAMES = {
    "small": QT_TRANSLATE_NOOP("", "Small"),
    "normal": QT_TRANSLATE_NOOP("", "Normal"),
    "large": QT_TRANSLATE_NOOP("", "Large"),
}
TALON_NAMES = {
    "until": QT_TRANSLATE_NOOP("", "Until I go on"),
    "4": QT_TRANSLATE_NOOP("", "For 4 seconds"),
    "2": QT_TRANSLATE_NOOP("", "For 2 seconds"),
    "brief": QT_TRANSLATE_NOOP("", "Briefly"),
}
SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("", "Off"),
    "fast": QT_TRANSLATE_NOOP("", "Fast"),
    "normal": QT_TRANSLATE_NOOP("", "Normal"),
    "slow": QT_TRANSLATE_NOOP("", "Slow"),
}
MAX_DELAY_MS = 5000

CREDITS = QT_TRANSLATE_NOOP(
    "",
    "<p>Tarocchi is free software under the MIT licence, written in Python with Qt for Python "
    "(PySide6, LGPL).</p>"
    "<p>The rules follow the texts the project started from: the French Tarot Federation's rules "
    "as told by François and Pierre Uhrich, the Austrian Tarock games, Illustrated Tarock, "
    "Wickson's <i>Talon</i> and the collection <i>Jeux de tarot</i>; where they disagree, the "
    "choices are written down in the project's rules decisions. The help pages are in our own "
    "words, and the card pictures are our own drawings.</p>",
)


# --- applying values --------------------------------------------------------------------------

def current(window) -> dict[str, Any]:
    """The preferences as the window has them now."""
    s = window.settings
    values = {
        "bot_delay_ms": s.get("play/bot_delay_ms"),
        "talon_hold": s.talon_hold,
        "auto_forced": s.get("play/auto_forced"),
        "claim": s.get("play/claim"),
        "finish_hand": s.get("play/finish_hand"),
        "single_click": s.single_click,
        "card_size": s.get("view/card_size"),
        "table_colour": s.get("view/table_colour"),
        "speed": s.speed,
        "at_launch": s.get("start/at_launch"),
    }
    values.update({f"aid_{name}": on for name, on in window.aids.on.items()})
    return values


def apply(window, values: dict[str, Any]) -> None:
    """Store ``values`` (any of :func:`current`'s keys) and let them take effect."""
    s = window.settings
    if "bot_delay_ms" in values:
        ms = max(0, min(MAX_DELAY_MS, int(values["bot_delay_ms"])))
        s.set("play/bot_delay_ms", ms)
        window.controller.bot_pause_ms = ms
    if "talon_hold" in values:
        window.set_talon_hold(values["talon_hold"])
    for key in ("auto_forced", "claim", "finish_hand"):
        if key in values:
            s.set(f"play/{key}", bool(values[key]))
            setattr(window.assist, key, bool(values[key]))
    if "single_click" in values:
        window.set_single_click(values["single_click"])
    if "speed" in values:
        window.set_speed(values["speed"])
    if "at_launch" in values:
        s.set("start/at_launch", values["at_launch"])
    if "card_size" in values or "table_colour" in values:
        for key in ("card_size", "table_colour"):
            if key in values:
                s.set(f"view/{key}", values[key])
        show_table(window)
    for key, on in values.items():
        if key.startswith("aid_"):
            window.aids.set(key[4:], on)


def show_table(window) -> None:
    """The card size and table colour of the settings, on the window's table."""
    from tarocchi.gui.layout import TableLayout

    table = window.table
    TableLayout.hand_scale = CARD_SIZES.get(window.settings.get("view/card_size"), 1.0)
    table.felt = FELTS.get(window.settings.get("view/table_colour"), FELTS["green"])
    table.layout.hand_scale = TableLayout.hand_scale
    table.place_all()
    table.resetCachedContent()
    table.viewport().update()


def start(window) -> None:
    """The stored preferences that are not the window's own settings, at its start."""
    window.controller.bot_pause_ms = window.settings.get("play/bot_delay_ms")
    if window.settings.get("view/card_size") != "normal":  # the felt's colour the window has set itself
        show_table(window)


# --- the dialog ----------------------------------------------------------------------------------

def _combo(items: dict[str, str], value: str, parent: QWidget) -> QComboBox:
    box = QComboBox(parent)
    for key, text in items.items():
        box.addItem(tr(text), key)
    box.setCurrentIndex(max(0, box.findData(value)))
    return box


class PreferencesDialog(QDialog):
    """Every preference in one dialog; OK applies and stores them."""

    def __init__(self, window) -> None:
        super().__init__(window)
        from tarocchi.gui.aids import AIDS

        self.window = window
        self.setWindowTitle(tr("Preferences"))
        v = current(window)
        self.delay = QDoubleSpinBox(self)
        self.delay.setRange(0.0, MAX_DELAY_MS / 1000)
        self.delay.setSingleStep(0.1)
        self.delay.setDecimals(1)
        self.delay.setSuffix(tr(" s"))
        self.delay.setValue(v["bot_delay_ms"] / 1000)
        self.talon = _combo(TALON_NAMES, v["talon_hold"], self)
        self.speed = _combo(SPEED_NAMES, v["speed"], self)
        self.checks: dict[str, QCheckBox] = {}

        def check(key: str, text: str) -> QCheckBox:
            box = QCheckBox(text, self)
            box.setChecked(bool(v[key]))
            self.checks[key] = box
            return box

        computer = QGroupBox(tr("Computer players"), self)
        form = QFormLayout(computer)
        form.addRow(tr("Pause before each move"), self.delay)
        form.addRow(tr("A shown talon stays"), self.talon)
        play = QGroupBox(tr("My play"), self)
        box = QVBoxLayout(play)
        box.addWidget(check("auto_forced", tr("Play a forced card (or my last card) by itself")))
        box.addWidget(check("claim", tr("Claim the remaining tricks when they are certainly mine")))
        box.addWidget(check("finish_hand", tr("Let the computer finish my hand once only cards are left to play")))
        box.addWidget(check("single_click", tr("Play a card with a single click")))
        table = QGroupBox(tr("Table"), self)
        form2 = QFormLayout(table)
        self.card_size = _combo(CARD_SIZE_NAMES, v["card_size"], self)
        self.table_colour = _combo(FELT_NAMES, v["table_colour"], self)
        form2.addRow(tr("Card size"), self.card_size)
        form2.addRow(tr("Table colour"), self.table_colour)
        form2.addRow(tr("Animation speed"), self.speed)
        aids = QGroupBox(tr("Learning aids"), self)
        box2 = QVBoxLayout(aids)
        for name, text, _ in AIDS:
            box2.addWidget(check(f"aid_{name}", tr(text)))
        start_box = QGroupBox(tr("At start"), self)
        box3 = QVBoxLayout(start_box)
        self.welcome = QCheckBox(tr("Show the game chooser (else go on with the last game)"), self)
        self.welcome.setChecked(v["at_launch"] == "welcome")
        box3.addWidget(self.welcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for group in (computer, play, table, aids, start_box):
            layout.addWidget(group)
        layout.addWidget(buttons)
        self.accepted.connect(lambda: apply(window, self.values()))

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {key: box.isChecked() for key, box in self.checks.items()}
        out.update(bot_delay_ms=round(self.delay.value() * 1000), talon_hold=self.talon.currentData(),
                   speed=self.speed.currentData(), card_size=self.card_size.currentData(),
                   table_colour=self.table_colour.currentData(),
                   at_launch="welcome" if self.welcome.isChecked() else "resume")
        return out


# --- keyboard shortcuts and about ------------------------------------------------------------------

TABLE_KEYS = (
    (QT_TRANSLATE_NOOP("", "← → Home End"), QT_TRANSLATE_NOOP("", "Move among the cards of your hand")),
    ("↑ ↓", QT_TRANSLATE_NOOP("", "Go to the straw men's cards and back (Scarecrow)")),
    (QT_TRANSLATE_NOOP("", "Enter, Space"),
     QT_TRANSLATE_NOOP("", "Play the card in focus, or choose it while laying away")),
    (QT_TRANSLATE_NOOP("", "Tab"), QT_TRANSLATE_NOOP("", "Go to the buttons of the panel")),
    ("← → ↑ ↓",
     QT_TRANSLATE_NOOP("", "Move among the cards and squares of La Pyramide, La chasse au trésor and The Shard")),
    (QT_TRANSLATE_NOOP("", "Menu, Shift+F10"),
     QT_TRANSLATE_NOOP("", "The moves of the card in focus: keep, drop, drink; go on, teleport (La chasse au trésor)")),
)


def shortcuts(window) -> list[tuple[str, str, str]]:
    """(menu, action, keys) for every action of the window's menus that has a key."""
    out = []

    def walk(menu, path: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{path} \u203a {action.text().replace('&', '')}")
            elif not action.isSeparator() and action.shortcuts():
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
                out.append((path, action.text().replace("&", "").rstrip("\u2026"), keys))

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu(), top.text().replace("&", ""))
    return out


class ShortcutsDialog(QDialog):
    """Every key of the menus (read from the actions) and the table's own keys."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        rows = [(keys, labelled(path, text)) for path, text, keys in shortcuts(window)]
        rows += [(tr(keys), tr(text)) for keys, text in TABLE_KEYS]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([tr("Keys"), tr("What they do")])
        for i, (keys, text) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(keys))
            self.table.setItem(i, 1, QTableWidgetItem(text))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        from tarocchi.gui.dialogs import with_close_button

        with_close_button(self, self.table, 620, 560)


class AboutDialog(QDialog):
    """The version, the credits and the fonts' licence."""

    def __init__(self, window) -> None:
        super().__init__(window)
        from tarocchi import __version__
        from tarocchi.paths import resource_path

        self.setWindowTitle(tr("About Tarocchi"))
        head = QLabel(f"<h2>Tarocchi {__version__}</h2>" + tr(
            "Card games played with the tarot pack: French Tarot, the Austrian Tarock games, Talon, "
            "the Italian and Swiss games, solitaires and a board game."), self)
        head.setWordWrap(True)
        self.text = QTextBrowser(self)
        licences = sorted(resource_path("fonts").glob("LICENSE*"))
        body = tr(CREDITS) + "<h3>" + tr("Fonts") + "</h3><p>" + tr(
            "The cards and the table are lettered in the DejaVu fonts (DejaVu Sans and DejaVu Serif), "
            "under the licence below.") + "</p>"
        for path in licences:
            body += f"<h4>{path.name}</h4><pre>{_escape(path.read_text(encoding='utf-8', errors='replace'))}</pre>"
        self.text.setHtml(body)
        box = QVBoxLayout(self)
        box.addWidget(head)
        box.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(640, 600)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def open_dialog(window, factory) -> QDialog:
    """Open one of this module's dialogs on ``window`` (deleted once closed)."""
    dialog = factory(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
