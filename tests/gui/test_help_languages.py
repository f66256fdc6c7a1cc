"""The rules help in four languages (issue 21): a translated page
(``resources/help/<id>.<lang>.md``) has the English page's sections in the same order and its
tables in the same shapes, keeps its numbers and pictures (each its language's own version when
there is one, ``<name>.<lang>.png``); the window shows the page of its
language, else the English one; the phase link and the key cards find their section in the
English page and open the same section of the translation; the search reads the pages of the
window's language."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QTextDocument, QTextTable  # noqa: E402

from tarocchi import i18n  # noqa: E402
from tarocchi.engine.registry import games, get_game  # noqa: E402
from tarocchi.gui import rulesbook  # noqa: E402
from tarocchi.gui.language import set_language  # noqa: E402
from tarocchi.gui.qtutil import tr  # noqa: E402
from tarocchi.gui.rulesbook import (  # noqa: E402
    CARDS_HEADINGS, PHASE_HEADINGS, HelpBrowser, help_file, help_translations, page_headings, page_sections,
    picture_base, pictures_on_disk, read_help, search_help, section_index,
)
from gui_helpers import play_until, start  # noqa: E402

LANGS = i18n.TRANSLATED
#: every game with an English help page
GAMES = tuple(spec.id for spec in games() if help_file(spec.id).is_file())
#: the languages with at least one page on disk (a translation under way must be whole)
BEGUN = tuple(lang for lang in LANGS if any(help_file(g, lang).is_file() for g in GAMES))
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img[^>]*src=\"([^\"]+)\"")


@pytest.fixture(autouse=True)
def back_to_english(qapp):
    yield
    set_language("en")


def numbers(text: str) -> list[str]:
    """The runs of digits of a text, in order ("1.5" and "1,5" alike)."""
    return re.findall(r"\d+", text)


def markdown_tables(text: str) -> list[list[list[str]]]:
    """The pipe tables of a page: their rows (the rule under the header left out) of cells."""
    tables, rows = [], []
    for line in text.splitlines() + [""]:
        if line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
                rows.append(cells)
        elif rows:
            tables.append(rows)
            rows = []
    return tables


def rendered_tables(text: str) -> list[tuple[int, int]]:
    """(rows, columns) of every table Qt's Markdown reader makes of a page."""
    document = QTextDocument()
    document.setMarkdown(text)
    return [(f.rows(), f.columns()) for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]


def rendered_headings(text: str) -> list[tuple[int, str]]:
    document = QTextDocument()
    document.setMarkdown(text)
    out, block = [], document.firstBlock()
    while block.isValid():
        if block.blockFormat().headingLevel():
            out.append((block.blockFormat().headingLevel(), block.text()))
        block = block.next()
    return out


PAGES = [pytest.param(game, lang, id=f"{game}.{lang}") for game in GAMES for lang in LANGS]


@pytest.mark.parametrize("game,lang", PAGES)
def test_a_translated_page_has_the_english_pages_sections_tables_and_numbers(game, lang):
    if not help_file(game, lang).is_file():
        pytest.skip(f"no {game}.{lang}.md yet")
    english = help_file(game).read_text(encoding="utf-8")
    page = help_file(game, lang).read_text(encoding="utf-8")
    assert read_help(game, lang) == (page, lang)
    # the same headings of each level in the same order, as the Markdown reader sees them too
    levels = [level for level, _ in page_headings(english)]
    assert [level for level, _ in page_headings(page)] == levels
    assert rendered_headings(page) == page_headings(page)
    assert page_headings(page)[0][0] == 1 and page.strip().startswith("# ")
    # the same tables, cell for cell the same numbers
    assert rendered_tables(page) == rendered_tables(english)
    ours, theirs = markdown_tables(english), markdown_tables(page)
    assert [[len(row) for row in t] for t in theirs] == [[len(row) for row in t] for t in ours]
    for t_en, t_tr in zip(ours, theirs):
        for r_en, r_tr in zip(t_en, t_tr):
            for c_en, c_tr in zip(r_en, r_tr):
                assert sorted(numbers(c_tr)) == sorted(numbers(c_en)), (c_en, c_tr)
    # the same pictures (or the language's own versions); every number of an English section
    # said in the same section
    assert [picture_base(m.group(1) or m.group(2)) for m in IMAGE.finditer(page)] == \
        [m.group(1) or m.group(2) for m in IMAGE.finditer(english)]
    for (_, heading, body_en), (_, heading_tr, body_tr) in zip(page_sections(english), page_sections(page)):
        lost = set(numbers(heading + body_en)) - set(numbers(heading_tr + body_tr))
        assert not lost, f"{game}.{lang}.md, section {heading_tr!r} ({heading!r}) lacks {sorted(lost)}"


@pytest.mark.parametrize("game,lang", PAGES)
def test_the_phase_link_and_the_key_cards_land_on_the_same_section_of_a_translation(game, lang, qtbot):
    if not help_file(game, lang).is_file():
        pytest.skip(f"no {game}.{lang}.md yet")
    from tarocchi.gui.faces import Faces

    spec = get_game(game)
    browser = HelpBrowser()
    qtbot.addWidget(browser)
    browser.show_page(spec, Faces("french"), None, lang)
    assert browser.language == lang
    titles = [title for level, title in page_headings(help_file(game, lang).read_text(encoding="utf-8"))
              if level > 1]
    assert [b.text() for b in browser.heading_blocks()] == titles
    english = help_file(game).read_text(encoding="utf-8")
    for _, keywords in PHASE_HEADINGS + ((None, CARDS_HEADINGS),):
        index = section_index(english, keywords)
        block = browser.section_block(keywords)
        assert (block.text() if block is not None else None) == (titles[index] if index is not None else None)
    if browser.pictured:  # the key cards under the section of the cards, in this language too
        at = browser.section_block(CARDS_HEADINGS) or browser.document().firstBlock()
        assert at.next().text() == tr("Key cards")


@pytest.mark.parametrize("lang", BEGUN)
def test_every_game_has_a_page_in_each_language_begun(lang):
    """A language with one page has them all (fails while a translation is half done)."""
    assert [g for g in GAMES if not help_file(g, lang).is_file()] == []


def test_every_game_has_all_three_translations():
    assert {g: help_translations(g) for g in GAMES} == {g: LANGS for g in GAMES}


@pytest.fixture
def fake_translation(monkeypatch, tmp_path):
    """Translations read from ``tmp_path``: a "fr" page of Königrufen whose headings share no
    word with the English ones (the sections must be found by their index), none of Scarto."""
    english = help_file("koenigrufen").read_text(encoding="utf-8")
    count = iter(range(100))
    page = "\n".join(re.sub(r"^(#{2,6})\s+.*", lambda m: f"{m.group(1)} Partie {next(count)}", line)
                     for line in english.splitlines())
    (tmp_path / "koenigrufen.fr.md").write_text(page, encoding="utf-8")
    real = rulesbook.help_file
    monkeypatch.setattr(rulesbook, "help_file",
                        lambda game_id, lang="en": real(game_id) if lang == "en" else tmp_path / f"{game_id}.{lang}.md")
    return english


def test_the_window_shows_its_languages_page_opened_at_the_phase_by_index(window, qtbot, fake_translation):
    set_language("fr")
    english = fake_translation
    book = window.show_rules("koenigrufen")
    qtbot.waitExposed(book)
    assert book.browser.language == "fr" and book.untranslated.isHidden()
    play = section_index(english, ("play",))
    assert page_headings(english)[play + 1][1] == "Play"
    book.show_game("koenigrufen", phase="play")
    assert book.browser.target.text() == f"Partie {play}"
    cards = section_index(english, CARDS_HEADINGS)
    assert book.browser.heading_at(cards).next().text() == tr("Key cards") != "Key cards"
    assert book.browser.pictured  # the key cards, drawn
    # the search reads the French page of Königrufen and opens the hit at its section
    hits = [h for h in search_help("Trischaken") if h.game == "koenigrufen"]
    assert hits and all(h.heading.startswith("Partie ") for h in hits)
    book.show_game("french-tarot")
    book.search.setText("Trischaken")
    book.run_search()
    item = next(book.hits.item(i) for i in range(book.hits.count()) if "Partie" in book.hits.item(i).text())
    book._open_hit(item)
    assert book.game_id == "koenigrufen" and book.browser.target.text() == item.data(Qt.ItemDataRole.UserRole).heading
    assert book.browser.textCursor().selectedText() == "Trischaken"
    book.close()


def test_a_game_without_a_translation_falls_back_to_english(window, qtbot, fake_translation):
    set_language("fr")
    assert read_help("scarto") == (help_file("scarto").read_text(encoding="utf-8"), "en")
    assert read_help("scarto", "de")[1] == "en" and read_help("koenigrufen")[1] == "fr"
    book = window.show_rules("scarto")
    qtbot.waitExposed(book)
    assert book.browser.language == "en" and book.untranslated.isVisible()
    assert "The cards" in [b.text() for b in book.browser.heading_blocks()]
    # the search falls back to the English page of the games not translated
    hits = search_help("scarto")
    assert any(h.game == "scarto" for h in hits)
    book.show_game("koenigrufen")
    assert book.browser.language == "fr" and not book.untranslated.isVisible()
    book.close()
    set_language("en")
    book = window.show_rules("koenigrufen")
    assert book.browser.language == "en" and book.untranslated.isHidden()
    assert "Play" in [b.text() for b in book.browser.heading_blocks()]
    book.close()


def test_rules_this_game_opens_the_translated_page_at_the_phase_in_play(window, qtbot):
    if not help_file("french-tarot", "fr").is_file():
        pytest.skip("no french-tarot.fr.md yet")
    set_language("fr")
    start(window, seed=3)
    play_until(qtbot, window, lambda v: v.phase == "play")
    book = window.show_rules(at_phase=True)
    qtbot.waitExposed(book)
    english = help_file("french-tarot").read_text(encoding="utf-8")
    page = help_file("french-tarot", "fr").read_text(encoding="utf-8")
    index = section_index(english, ("play",))
    assert book.browser.language == "fr"
    assert book.browser.target.text() == [t for level, t in page_headings(page) if level > 1][index] != "Play"
    book.close()


def test_the_solitaires_and_the_shards_rules_dialogs_speak_the_windows_language(window, qtbot):
    from tarocchi.gui.dialogs import RulesDialog
    from tarocchi.gui.solitaire.dialogs import RulesDialog as SolitaireRules, help_text

    for lang in ("fr", "en"):
        set_language(lang)
        for game in ("la-pyramide", "chasse-au-tresor"):
            assert help_text(game) == read_help(game)[0]
            dialog = SolitaireRules(window, game, game)
            qtbot.addWidget(dialog)
            shown = dialog.browser.toPlainText()
            assert page_headings(read_help(game)[0])[1][1] in shown
            assert (read_help(game)[1] == lang) == help_file(game, lang).is_file()
        dialog = RulesDialog(get_game("the-shard"), window)
        qtbot.addWidget(dialog)
        assert page_headings(read_help("the-shard")[0])[1][1] in dialog.browser.toPlainText()


def test_a_translation_whose_sections_do_not_match_is_searched_by_its_own_headings(window, qtbot, monkeypatch,
                                                                                   tmp_path):
    english = help_file("koenigrufen").read_text(encoding="utf-8")
    page = english.replace("## Trischaken", "Trischaken:").replace("## Play", "## Le jeu de la carte (play)")
    (tmp_path / "koenigrufen.fr.md").write_text(page, encoding="utf-8")
    real = rulesbook.help_file
    monkeypatch.setattr(rulesbook, "help_file",
                        lambda game_id, lang="en": real(game_id) if lang == "en" else tmp_path / f"{game_id}.{lang}.md")
    set_language("fr")
    book = window.show_rules("koenigrufen")
    book.show_game("koenigrufen", phase="play")  # one section fewer: by the words, not the index
    assert book.browser.language == "fr" and book.browser.target.text() == "Le jeu de la carte (play)"
    book.show_game("koenigrufen", phase="end")
    assert book.browser.target.text() == "Scoring"
    book.close()


@pytest.mark.parametrize("game,lang", PAGES)
def test_a_translated_page_shows_its_languages_pictures(game, lang):
    """A picture of a translated page is the language's version of the English page's one
    (``the-shard.fr.png``) when it is on disk, and every picture it shows loads."""
    from PySide6.QtCore import QUrl
    from PySide6.QtWidgets import QTextBrowser

    from tarocchi.paths import resource_path

    text, shown = read_help(game, lang)
    assert shown == lang
    browser = QTextBrowser()
    browser.setSearchPaths([str(resource_path("help"))])
    for m in IMAGE.finditer(text):
        name = m.group(1) or m.group(2)
        own = re.sub(r"(\.\w+)$", rf".{lang}\1", picture_base(name))
        assert name == own or not resource_path("help", own).is_file(), f"{game}.{lang}.md shows {name}, not {own}"
        image = browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        assert image is not None and not image.isNull(), name


def test_a_missing_picture_of_a_language_falls_back_to_the_english_one():
    assert picture_base("the-shard.fr.png") == "the-shard.png" == picture_base("the-shard.png")
    assert picture_base("la-pyramide.v2.png") == "la-pyramide.v2.png"
    page = "![a](no-such-picture.de.png) and ![b](the-shard.de.png) and ![c](the-shard.png)"
    assert pictures_on_disk(page) == "![a](no-such-picture.png) and ![b](the-shard.de.png) and ![c](the-shard.png)"


@pytest.mark.parametrize("game,lang", [pytest.param(g, lang, id=f"{g}.{lang}") for g in GAMES
                                       for lang in ("en",) + LANGS])
def test_no_wrapped_line_begins_like_a_list_item(game, lang):
    """A paragraph's wrapped line never begins with "25. " or "1) " or "- ", which a Markdown
    reader may take for a list (list items and their indented continuations are fine)."""
    path = help_file(game, lang)
    if not path.is_file():
        pytest.skip(f"no {path.name}")
    marker = re.compile(r"(\d+[.)]|[-+*])\s")
    bad, in_list, previous = [], False, ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if marker.match(line):
            if previous.strip() and not in_list and not previous.lstrip().startswith(("|", "#")):
                bad.append(line)
            in_list = True
        elif line.strip() and not previous.strip() and not line.startswith(" "):
            in_list = False  # a paragraph after a blank line ends the list
        previous = line
    assert bad == []
