"""The deck gallery: any skin's full pack, or one game's cards, in a scrolling grid.

Opened from the settings; it has its own :class:`CardRenderer`, so browsing skins here
does not change the table's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
    QScrollArea, QSlider, QVBoxLayout, QWidget,
)

from tarocchi.gui.controller import rule_text
from tarocchi.gui.faces import card_text
from tarocchi.skins import SKINS
from tarocchi.skins.names import card_words
from tarocchi.skins import FOUR_COLOUR
from tarocchi.skins.decks import game_choices, game_deck
from tarocchi.skins.render import CardRenderer, sheet_rows

class DeckGallery(QDialog):
    """Choose a skin, the high-contrast variant and a game; see every card."""

    def __init__(self, parent: QWidget | None = None, skin: str = "french", contrast: bool = False,
                 game_id: str | None = None, card_height: int = 150) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deck gallery"))
        self.renderer = CardRenderer(skin, contrast)
        self.skin_box = QComboBox()
        labels = {"french": self.tr("French"), "italian": self.tr("Italian"), "waite": self.tr("Waite")}
        for key in SKINS:
            self.skin_box.addItem(labels.get(key, key), key)
        self.skin_box.setCurrentIndex(SKINS.index(skin))
        self.contrast_box = QCheckBox(self.tr("High contrast (four colours)"))
        self.contrast_box.setChecked(contrast is True)
        self.four_colour = contrast == FOUR_COLOUR  #: the table's four-colour deck, kept with high contrast off
        self.game_box = QComboBox()
        self.game_box.addItem(self.tr("Full pack (78 cards)"), None)
        for gid, name in _games():
            self.game_box.addItem(rule_text(name), gid)
        if game_id is not None and self.game_box.findData(game_id) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(game_id))
        self.size_slider = QSlider(Qt.Orientation.Horizontal)
        self.size_slider.setRange(80, 320)
        self.size_slider.setValue(card_height)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        holder = QWidget()
        holder.setLayout(self.grid)
        self.scroll = QScrollArea()
        self.scroll.setWidget(holder)
        self.scroll.setWidgetResizable(True)
        self._layout(holder)
        for signal in (self.skin_box.currentIndexChanged, self.game_box.currentIndexChanged,
                       self.contrast_box.toggled, self.size_slider.valueChanged):
            signal.connect(self.refresh)
        self.resize(1100, 760)
        self.refresh()

    def _layout(self, holder: QWidget) -> None:
        controls = QHBoxLayout()
        for label, widget in ((self.tr("Skin:"), self.skin_box), (self.tr("Game:"), self.game_box)):
            controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addWidget(self.contrast_box)
        controls.addWidget(QLabel(self.tr("Size:")))
        controls.addWidget(self.size_slider)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(buttons)

    @property
    def game_id(self) -> str | None:
        return self.game_box.currentData()

    def shown_cards(self) -> list[int]:
        return game_deck(self.game_id).cards

    def refresh(self) -> None:
        """Redraw the grid for the current choices."""
        deck = game_deck(self.game_id)
        self.renderer.configure(skin=self.skin_box.currentData(),
                                contrast=self.contrast_box.isChecked() or (FOUR_COLOUR if self.four_colour else False),
                                naming=deck.naming)
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        height, dpr = self.size_slider.value(), self.devicePixelRatioF()
        for r, row in enumerate(sheet_rows(deck.cards)):
            for c, card in enumerate(row):
                self.grid.addWidget(self._card_label(card, height, dpr, deck.naming), r, c)
        self.grid.addWidget(self._label(self.renderer.back(height, dpr), self.tr("Back")),
                            len(sheet_rows(deck.cards)), 0)

    def _card_label(self, card: int, height: int, dpr: float, naming: str | None) -> QLabel:
        words = card_words(card, self.renderer.skin, naming, card_text)  # "the king of cups", translated
        return self._label(self.renderer.pixmap(card, height, dpr), words[:1].upper() + words[1:])

    @staticmethod
    def _label(pixmap: QPixmap, tip: str) -> QLabel:
        label = QLabel()
        label.setPixmap(pixmap)
        label.setToolTip(tip)
        label.setAccessibleName(tip)
        return label


def _games() -> list[tuple[str, str]]:
    try:
        return game_choices()
    except Exception:  # a game module failing to import must not break the gallery
        return []
