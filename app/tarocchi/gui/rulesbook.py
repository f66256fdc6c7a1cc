"""The rules help with pictures (issue 21): every game's page (``resources/help/<id>.md``)
with its key cards drawn from the current skin (the game's own names for them: the petit,
the Pagat, the Mond, the Sküs; the kings), its charts as ruled tables, the whole deck on a
second tab, a search across every game's help, and a way to open a page at the current
phase of the deal (bidding, talon, play, scoring).

Every page may be translated: ``resources/help/<id>.<lang>.md`` (``fr``, ``de``, ``it``) beside
the English ``<id>.md``, with the same sections in the same order (the same headings of each
level, the same tables). The window shows the page of its language, else the English one; a
section is found by its keywords in the English page and opened at the same index in the
translated one, so the phase link and the key cards' place need no translated keywords.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

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
from tarocchi.i18n import TRANSLATED

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


#: the key cards go under the section of the cards (found in the English page)
CARDS_HEADINGS = ("the cards", "cards", "the pack", "deck")


def help_file(game_id: str, lang: str = "en") -> Path:
    """Where a game's help page is: ``resources/help/<id>.md`` in English, ``<id>.<lang>.md``
    translated."""
    from tarocchi.paths import resource_path

    return resource_path("help", f"{game_id}.md" if lang == "en" else f"{game_id}.{lang}.md")


def help_translations(game_id: str) -> tuple[str, ...]:
    """The languages (of ``fr``, ``de``, ``it``) that have a translation of the page on disk."""
    return tuple(lang for lang in TRANSLATED if help_file(game_id, lang).is_file())


def wanted_language(lang: str | None = None) -> str:
    """``lang``, or the window's language when None."""
    if lang is None:
        from tarocchi.gui.language import current_language

        return current_language()
    return lang


#: a picture of a page: ``![words](name.png)``
PICTURE = re.compile(r"(!\[[^\]]*\]\()([^)\s]+)")


def picture_base(name: str) -> str:
    """The English picture of which ``name`` is a language's version: ``the-shard.fr.png`` →
    ``the-shard.png`` (a translated page shows its own language's picture); else ``name``."""
    stem, dot, ext = name.rpartition(".")
    base, _, code = stem.rpartition(".")
    return f"{base}.{ext}" if dot and base and code in TRANSLATED else name


def pictures_on_disk(text: str) -> str:
    """``text`` with every language's picture missing from the help's folder replaced by the
    English one it translates (a translated page never shows a broken picture)."""
    from tarocchi.paths import resource_path

    def found(m: re.Match) -> str:
        name = m.group(2)
        if name != picture_base(name) and not resource_path("help", name).is_file():
            name = picture_base(name)
        return m.group(1) + name

    return PICTURE.sub(found, text)


def read_help(game_id: str, lang: str | None = None) -> tuple[str, str] | None:
    """A game's page in ``lang`` (None: the window's language) and the language it is in:
    the translation when there is one that reads, else the English page; None when the game
    has no English page either. A translation's pictures are its language's own versions of
    the English page's, or the English ones where a version is missing."""
    lang = wanted_language(lang)
    for code in dict.fromkeys((lang, "en")):
        path = help_file(game_id, code)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        return (text if code == "en" else pictures_on_disk(text)), code
    return None


def page_lines(text: str):
    """The lines of a page, each with its heading (level, title), or (0, "") when it is not a
    heading (ATX headings only; none inside a fenced code block)."""
    fenced = False
    for line in text.splitlines():
        if re.match(r"\s{0,3}(```|~~~)", line):
            fenced = not fenced
        m = None if fenced else re.match(r"(#{1,6})\s+(.*?)(?:\s+#+)?\s*$", line)
        yield line, ((len(m.group(1)), m.group(2).strip()) if m else (0, ""))


def page_headings(text: str) -> list[tuple[int, str]]:
    """A page's headings as (level, title), in order."""
    return [h for _, h in page_lines(text) if h[0]]


def section_index(text: str, words: tuple[str, ...]) -> int | None:
    """The index, among the page's section headings (level 2 and below, as a rendered page's
    heading blocks are counted), of the first whose title holds one of ``words`` (tried in
    order, case ignored); None if none does."""
    titles = [title.lower() for level, title in page_headings(text) if level > 1]
    for word in words:
        for i, title in enumerate(titles):
            if word in title:
                return i
    return None


@dataclass(frozen=True)
class Hit:
    """A place in a game's help where the searched words stand: ``section`` is the index of
    its heading among the page's section headings (None: the title's part)."""

    game: str
    heading: str
    snippet: str
    section: int | None = None


def page_sections(text: str) -> list[tuple[int | None, str, str]]:
    """A help page as (section index, heading, text), the title's part first (index None)."""
    sections: list[tuple[int | None, str, str]] = []
    index: int | None = None
    heading, lines, count = "", [], 0
    for line, (level, title) in page_lines(text):
        if level:
            sections.append((index, heading, "\n".join(lines)))
            heading, lines = title, []
            if level > 1:
                index, count = count, count + 1
        else:
            lines.append(line)
    sections.append((index, heading, "\n".join(lines)))
    return [(i, h, t) for i, h, t in sections if h or t.strip()]


def help_sections(text: str) -> list[tuple[str, str]]:
    """A help page as (heading, text) sections, the title's section first."""
    return [(h, t) for _, h, t in page_sections(text)]


def plain(text: str) -> str:
    """Markdown as plain words (emphasis, table rules and links dropped)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[*_`]+", "", text).replace("|", " ")
    text = re.sub(r"-{3,}", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def search_help(words: str, lang: str | None = None) -> list[Hit]:
    """Every section of every game's help holding ``words`` (case ignored), in the games'
    order: the pages in ``lang`` (None: the window's language), the English page of a game
    not translated into it."""
    from tarocchi.gui.dialogs import rules_text

    needle = words.strip().lower()
    if len(needle) < 2:
        return []
    hits = []
    for spec in games():
        for index, heading, body in page_sections(rules_text(spec, lang)[0]):
            flat = plain(body)
            at = flat.lower().find(needle)
            if at < 0 and needle not in heading.lower():
                continue
            start = max(0, at - 40)
            snippet = ("\u2026" if start else "") + flat[start:max(at, 0) + len(needle) + 60] + "\u2026"
            hits.append(Hit(spec.id, heading, snippet if at >= 0 else flat[:100] + "\u2026", index))
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
        self.language = "en"  #: the language of the page shown
        self.english = ""  #: the English page, where sections are found

    def show_page(self, spec: GameSpec, faces: Faces, players: int | None, lang: str | None = None) -> None:
        """``spec``'s page in ``lang`` (None: the window's language), else in English."""
        from tarocchi.gui.dialogs import rules_text

        self.target = None
        found = read_help(spec.id, lang)
        text, self.language = found if found is not None else (rules_text(spec, "en")[0], "en")
        self.english = text if self.language == "en" else rules_text(spec, "en")[0]  #: where sections are found
        self.setMarkdown(text)
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
        block = self.section_block(CARDS_HEADINGS) or self.document().firstBlock()
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        cursor.insertHtml("".join(cells))

    def heading_blocks(self) -> list:
        """The page's section headings (level 2 and below), in order."""
        headings = []
        block = self.document().firstBlock()
        while block.isValid():
            if block.blockFormat().headingLevel() > 1:
                headings.append(block)
            block = block.next()
        return headings

    def heading_at(self, index: int | None):
        """The section heading at ``index`` (see :func:`section_index`), or None."""
        headings = self.heading_blocks()
        return headings[index] if index is not None and 0 <= index < len(headings) else None

    def section_block(self, words: tuple[str, ...]):
        """The heading of the section whose English heading holds one of ``words`` (tried in
        order): the same section of the page shown, in whatever language; or None. A page
        whose sections do not match the English page's is searched by the words instead."""
        if self.language != "en" and len(self.heading_blocks()) != \
                sum(level > 1 for level, _ in page_headings(self.english)):
            return self.heading_block(words)
        return self.heading_at(section_index(self.english, words))

    def heading_block(self, words: tuple[str, ...]):
        """The first heading of the page shown whose text holds one of ``words`` (tried in
        order), or None."""
        headings = self.heading_blocks()
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
        self.untranslated = QLabel(self)  #: said when the page is shown in English instead
        self.untranslated.setWordWrap(True)
        self.untranslated.hide()
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
        box.addWidget(self.untranslated)
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

    def show_game(self, game_id: str, phase: str | None = None, heading: str | None = None, term: str = "",
                  section: int | None = None) -> None:
        """The page of ``game_id`` in the window's language (else English), at the section of
        ``phase``, else at the section of index ``section``, else at ``heading``, if given."""
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
            wanted = wanted_language()
            self.untranslated.setText(tr("This page is not translated yet: it is shown in English."))
            self.untranslated.setVisible(wanted != "en" and self.browser.language != wanted)
            if self.deck_tab is not None:
                self.tabs.removeTab(1)
                self.deck_tab.deleteLater()
                self.deck_tab = None
            if spec.kind == "trick":
                from tarocchi.gui.deckview import DeckView

                self.deck_tab = DeckView(self.faces, spec.deck_cards(players), self.tabs)
                self.tabs.addTab(self.deck_tab, tr("The deck"))
        self.tabs.setCurrentIndex(0)
        if phase:
            block = self.browser.section_block(phase_keywords(phase))
        elif section is not None:
            block = self.browser.heading_at(section)
        else:
            block = self.browser.heading_block((heading.lower(),)) if heading else None
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
            item = QListWidgetItem(tr("{game} \u2014 {section}: {snippet}").format(
                game=rule_text(spec.name), section=hit.heading or rule_text(spec.name), snippet=hit.snippet))
            item.setData(Qt.ItemDataRole.UserRole, hit)
            self.hits.addItem(item)
        if words.strip() and not found:
            self.hits.addItem(tr("Nothing found for \u201c{words}\u201d").format(words=words.strip()))
        self.hits.setVisible(bool(words.strip()))
        return found

    def _open_hit(self, item: QListWidgetItem) -> None:
        hit = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(hit, Hit):
            self.show_game(hit.game, heading=hit.heading, term=self.search.text().strip(), section=hit.section)
