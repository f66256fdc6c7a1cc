"""The rules help with pictures (issue 21): each page shows the game's key cards drawn from
the current skin under the game's own names, its charts as ruled tables and its deck; a
search finds words in every game's help; Help → Rules: this game opens at the phase in play."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QTextTable  # noqa: E402

from tarocchi.engine.cards import EXCUSE, MONDE, PETIT, suit_card  # noqa: E402
from tarocchi.engine.registry import games  # noqa: E402
from tarocchi.gui.rulesbook import help_sections, phase_keywords, search_help  # noqa: E402
from gui_helpers import play_until, start  # noqa: E402


def test_a_page_shows_the_key_cards_in_the_games_names_and_ruled_charts(window, qtbot):
    window.set_skin("italian")
    book = window.show_rules("koenigrufen")
    qtbot.waitExposed(book)
    kings = [suit_card(s, 14) for s in range(4)]
    assert book.browser.pictured == [PETIT, MONDE, EXCUSE] + kings
    text = book.browser.toPlainText()
    assert "The Pagat" in text and "The Sküs" in text and "The king of cups" in text  # the skin's suits
    tables = [f for f in book.browser.document().rootFrame().childFrames() if isinstance(f, QTextTable)]
    assert book.browser.charts >= 2 and sum(t.format().border() == 1 for t in tables) == book.browser.charts
    assert book.tabs.count() == 2 and len(book.deck_tab.rows) >= 5  # the deck, drawn
    book.show_game("french-tarot")  # another game: its own names for the same cards
    assert "The petit" in book.browser.toPlainText() and "The excuse" in book.browser.toPlainText()
    assert book.windowTitle() == "Rules of French Tarot"
    book.close()
    window.set_skin("french")


def test_the_search_finds_a_term_in_another_games_page(window, qtbot):
    hits = search_help("Trischaken")
    assert {h.game for h in hits} >= {"koenigrufen"}
    book = window.show_rules("french-tarot")
    book.search.setText("Trischaken")
    found = book.run_search()
    assert book.hits.isVisible() and book.hits.count() == len(found) >= 1
    item = next(book.hits.item(i) for i in range(book.hits.count())
                if book.hits.item(i).text().startswith("Königrufen"))
    book._open_hit(item)
    assert book.game_id == "koenigrufen"
    assert book.browser.textCursor().selectedText() == "Trischaken"
    book.search.setText("zzzz-nothing")
    assert book.run_search() == [] and "Nothing found" in book.hits.item(0).text()
    book.close()


def test_rules_this_game_opens_at_the_phase_in_play(window, qtbot):
    start(window, seed=3)
    play_until(qtbot, window, lambda v: v.phase == "play")
    action = next(a for a in window.menuBar().actions()[-1].menu().actions() if a.text() == "&Rules: this game")
    action.trigger()
    book = window.rules_book
    qtbot.waitExposed(book)
    assert book.browser.target.text() == "Play"
    qtbot.waitUntil(lambda: abs(book.browser.verticalScrollBar().value() - min(
        book.browser.verticalScrollBar().maximum(),
        book.browser.document().documentLayout().blockBoundingRect(book.browser.target).top())) < 2)
    book.close()


def test_every_phase_of_every_game_has_a_section():
    assert phase_keywords("auction")[0] == "bidding" and phase_keywords("play") == ("play",)
    assert phase_keywords("discard")[0] == "the talon" and phase_keywords("end")[0] == "scoring"
    for spec in games():
        if spec.kind == "trick":
            from tarocchi.gui.dialogs import rules_text
            headings = " ".join(h.lower() for h, _ in help_sections(rules_text(spec)[0]))
            assert "play" in headings, spec.id
            assert any(w in headings for w in phase_keywords("end")), spec.id
