"""The rules help with pictures (issue 21): every game's page (``resources/help/<id>.md``)
with its key cards drawn from the current skin (the game's own names for them: the petit,
the Pagat, the Mond, the Sküs; the kings), its charts as ruled tables, the whole deck on a
second tab, a search across every game's help, and a way to open a page at the current
phase of the deal (bidding, talon, play, scoring)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QTimer, QUrl, Qt
from PySide6.QtGui import QColor, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextDocument, QTextFrameFormat, QTextTable
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QTabWidget, QTextBrowser, QVBoxLayout, QWidget,
)

from tarocchi.engine.cards import EXCUSE, MONDE, PETIT, suit_card
from tarocchi.engine.protocol import GameSpec
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.faces import Faces
from tarocchi.gui.qtutil import tr

KEY_CARD_HEIGHT = 120
#: a phase of the deal: the words its section's heading may use, most telling first
PHASE_HEADINGS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("auction", "bid", "call", "choose"), ("bidding", "calling", "deal and", "bid")),
    (("announce", "contra", "recontra", "double"), ("announcement", "contra", "doubles", "bidding")),
    (("talon", "chien", "discard", "exchange", "take", "buy", "straw", "lay_away"),
     ("the talon", "talon", "chien", "exchange", "buying", "taking up", "straw", "deal")),
    (("play", "trick"), ("play",)),
    (("end", "over", "score"), ("scoring", "scores", "counting", "the end", "score")),
)


def key_cards(spec: GameSpec, players: int | None = None) -> tuple[list[int], list[int]]:
    """The game's special cards (the 1 and the 21 of trumps and the excuse, as its deck
    has them) and its kings."""
    deck = spec.deck_cards(players)
    honours = [c for c in (PETIT, MONDE, EXCUSE) if deck >> c & 1]
    kings = [c for c in (suit_card(s, 14) for s in range(4)) if deck >> c & 1]
    return honours, kings


def phase_keywords(phase: str) -> tuple[str, ...]:
    """The headings a phase's section may carry ("auction": bidding …); () if unknown."""
    name = phase.lower()
    for words, headings in PHASE_HEADINGS:
        if any(name.startswith(w) for w in words):
            return headings
    return ()


@dataclass(frozen=True)
class Hit:
    """A place in a game's help where the searched words stand."""

    game: str
    heading: str
    snippet: str


def help_sections(text: str) -> list[tuple[str, str]]:
    """A help page as (heading, text) sections, the title's section first."""
    sections: list[tuple[str, str]] = []
    heading, lines = "", []
    for line in text.splitlines():
        m = re.match(r"#{1,6}\s+(.*)", line)
        if m:
            sections.append((heading, "\n".join(lines)))
            heading, lines = m.group(1).strip(), []
        else:
            lines.append(line)
    sections.append((heading, "\n".join(lines)))
    return [(h, t) for h, t in sections if h or t.strip()]


def plain(text: str) -> str:
    """Markdown as plain words (emphasis, table rules and links dropped)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[*_`]+", "", text).replace("|", " ")
    text = re.sub(r"-{3,}", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def search_help(words: str) -> list[Hit]:
    """Every section of every game's help holding ``words`` (case ignored), in the games'
    order."""
    from tarocchi.gui.dialogs import rules_text

    needle = words.strip().lower()
    if len(needle) < 2:
        return []
    hits = []
    for spec in games():
        for heading, body in help_sections(rules_text(spec)[0]):
            flat = plain(body)
            at = flat.lower().find(needle)
            if at < 0 and needle not in heading.lower():
                continue
            start = max(0, at - 40)
            snippet = ("\u2026" if start else "") + flat[start:max(at, 0) + len(needle) + 60] + "\u2026"
            hits.append(Hit(spec.id, heading, snippet if at >= 0 else flat[:100] + "\u2026"))
    return hits


def rule_tables(document: QTextDocument) -> int:
    """Give the page's tables (its charts) ruled cells; returns how many there are."""
    n = 0
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            fmt = frame.format()
            fmt.setBorder(1)
            fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
            fmt.setBorderBrush(QColor("#b9ad8a"))
            fmt.setBorderCollapse(True)
            fmt.setCellPadding(4)
            fmt.setCellSpacing(0)
            frame.setFormat(fmt)
            n += 1
    return n


class HelpBrowser(QTextBrowser):
    """One game's page with its pictures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenExternalLinks(True)
        from tarocchi.paths import resource_path

        self.setSearchPaths([str(resource_path("help"))])  # the help's own pictures
        self.pictured: list[int] = []  #: the cards drawn on the page
        self.target = None  #: the heading the page is opened at

    def show_page(self, spec: GameSpec, faces: Faces, players: int | None) -> None:
        from tarocchi.gui.dialogs import rules_text

        self.target = None
        self.setMarkdown(rules_text(spec)[0])
        self.charts = rule_tables(self.document())  #: the page's own tables (before the pictures)
        self.pictured = []
        if spec.kind == "trick":
            self._key_cards(spec, faces, players)

    def _key_cards(self, spec: GameSpec, faces: Faces, players: int | None) -> None:
        """The key cards and the kings, under the heading of the cards (else the title)."""
        honours, kings = key_cards(spec, players)
        dpr = self.devicePixelRatioF()
        cells = []
        for title, cards in ((tr("Key cards"), honours), (tr("The kings"), kings)):
            if not cards:
                continue
            row = []
            for card in cards:
                url = f"card:{card}"
                pix = faces.pixmap(card, KEY_CARD_HEIGHT, dpr)
                self.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), pix)
                width = round(pix.width() / dpr)
                name = faces.card_words(card)
                row.append(f'<td align="center" style="padding: 2px 6px;"><img src="{url}" width="{width}" '
                           f'height="{KEY_CARD_HEIGHT}"><br>{name[:1].upper() + name[1:]}</td>')
                self.pictured.append(card)
            cells.append(f"<p><b>{title}</b></p><table><tr>{''.join(row)}</tr></table>")
        if not cells:
            return
        block = self.heading_block(("the cards", "cards", "the pack", "deck")) or self.document().firstBlock()
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        cursor.insertHtml("".join(cells))

    def heading_block(self, words: tuple[str, ...]):
        """The first heading whose text holds one of ``words`` (tried in order), or None."""
        headings = []
        block = self.document().firstBlock()
        while block.isValid():
            if block.blockFormat().headingLevel() > 1:
                headings.append(block)
            block = block.next()
        for word in words:
            for b in headings:
                if word in b.text().lower():
                    return b
        return None

    def scroll_to(self, block, term: str = "") -> None:
        """Bring ``block`` (a heading) to the top, now and once the page has its final width;
        mark ``term`` after it when given."""
        cursor = QTextCursor(block)
        if term:
            found = self.document().find(term, cursor)
            cursor = cursor if found.isNull() else found
        self.setTextCursor(cursor)
        self.target = block
        self._scroll()
        QTimer.singleShot(0, self, self._scroll)  # again once the pending layout is done

    def _scroll(self) -> None:
        if self.target is not None and self.target.isValid():
            layout = self.document().documentLayout()
            layout.blockBoundingRect(self.document().lastBlock())  # Qt lays long pages out bit by bit
            self.verticalScrollBar().setValue(int(layout.blockBoundingRect(self.target).top()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._scroll()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._scroll()


class RulesBook(QDialog):
    """The rules of every game: a page with pictures, the deck, a search, the current phase."""

    def __init__(self, faces: Faces, game_id: str, players: int | None = None, phase: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from tarocchi.gui.controller import rule_text

        self.faces = Faces(faces.skin, faces.contrast, parent=self, cache=faces.cache)  # named per page
        self.players = players
        self.game_id = ""
        self.game = QComboBox(self)
        for spec in games():
            self.game.addItem(rule_text(spec.name), spec.id)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(tr("Search the rules of every game"))
        self.search.setClearButtonEnabled(True)
        self.hits = QListWidget(self)
        self.hits.setMaximumHeight(150)
        self.hits.hide()
        self.browser = HelpBrowser(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.browser, tr("Rules"))
        self.deck_tab: QWidget | None = None
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Game"), self))
        top.addWidget(self.game)
        top.addSpacing(12)
        top.addWidget(self.search, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.hits)
        box.addWidget(self.tabs, 1)
        box.addWidget(buttons)
        self.resize(760, 680)
        self.show_game(game_id, phase=phase)
        self.game.activated.connect(lambda i: self.show_game(self.game.itemData(i)))
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _: self._search_timer.start())
        self.search.returnPressed.connect(self.run_search)
        self.hits.itemActivated.connect(self._open_hit)
        self.hits.itemClicked.connect(self._open_hit)

    def show_game(self, game_id: str, phase: str | None = None, heading: str | None = None, term: str = "") -> None:
        """The page of ``game_id``, at the section of ``phase`` or ``heading`` if given."""
        from tarocchi.gui.controller import rule_text

        spec = get_game(game_id)
        if game_id != self.game_id:
            players = self.players if self.players in spec.players else None
            try:
                self.faces.configure(naming=spec.card_naming)
            except ValueError:
                pass
            self.game_id = game_id
            self.setWindowTitle(tr("Rules of {game}").format(game=rule_text(spec.name)))
            self.game.setCurrentIndex(max(0, self.game.findData(game_id)))
            self.browser.show_page(spec, self.faces, players)
            if self.deck_tab is not None:
                self.tabs.removeTab(1)
                self.deck_tab.deleteLater()
                self.deck_tab = None
            if spec.kind == "trick":
                from tarocchi.gui.deckview import DeckView

                self.deck_tab = DeckView(self.faces, spec.deck_cards(players), self.tabs)
                self.tabs.addTab(self.deck_tab, tr("The deck"))
        self.tabs.setCurrentIndex(0)
        words = phase_keywords(phase) if phase else ((heading.lower(),) if heading else ())
        block = self.browser.heading_block(words) if words else None
        if block is not None:
            self.browser.scroll_to(block, term)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def run_search(self) -> list[Hit]:
        """List the sections of every game's help that hold the searched words."""
        from tarocchi.gui.controller import rule_text

        self.hits.clear()
        words = self.search.text()
        found = search_help(words)
        for hit in found:
            spec = get_game(hit.game)
            item = QListWidgetItem(f"{rule_text(spec.name)} \u2014 {hit.heading or rule_text(spec.name)}: {hit.snippet}")
            item.setData(Qt.ItemDataRole.UserRole, hit)
            self.hits.addItem(item)
        if words.strip() and not found:
            self.hits.addItem(tr("Nothing found for \u201c{words}\u201d").format(words=words.strip()))
        self.hits.setVisible(bool(words.strip()))
        return found

    def _open_hit(self, item: QListWidgetItem) -> None:
        hit = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(hit, Hit):
            self.show_game(hit.game, heading=hit.heading, term=self.search.text().strip())
