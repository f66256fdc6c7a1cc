"""The counting games in the window: the Rules dialog draws the game's deck from the current
skin (any trick game), the summary and the score sheet speak the game's words."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QTabWidget

from tarocchi.engine.cards import EXCUSE, cards_of
from tarocchi.engine.registry import games, get_game
from tarocchi.gui.deckview import DeckView, deck_rows
from tarocchi.gui.dialogs import RulesDialog, SummaryDialog
from tarocchi.gui.scoresheet import ScoreSheetDialog
from tarocchi.gui.controller import MatchConfig


def test_deck_rows_keep_every_card_once():
    for spec in games():
        deck = spec.deck_cards()
        rows = deck_rows(deck)
        assert sorted(c for row in rows for c in row) == cards_of(deck)
        assert all(len(row) <= 14 for row in rows)


@pytest.mark.parametrize("game,cards", [("scarto", 78), ("tarocchi-siciliani", 63),
                                        ("german-tarock", 54), ("tarot-de-moore", 59)])
def test_rules_dialog_draws_the_deck(window, qtbot, game, cards):
    dialog = RulesDialog(get_game(game), window, window.faces, get_game(game).players[0])
    qtbot.addWidget(dialog)
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None and tabs.count() == 2
    deck = tabs.widget(1)
    assert isinstance(deck, DeckView)
    pictures = [label for label in deck.findChildren(QLabel) if label.pixmap() is not None
                and not label.pixmap().isNull()]
    assert len(pictures) == cards
    assert deck.rows[-1][-1] == EXCUSE


def test_the_window_opens_the_rules_with_the_deck(window, qtbot):
    window.start(MatchConfig(game="german-tarock", players=4, seed=1))
    dialog = window.show_rules()
    assert dialog.findChild(QTabWidget) is not None
    dialog.close()


def test_summary_and_score_sheet_in_the_games_words(window, qtbot):
    import random

    from tarocchi.bots import decide, make_bot
    from tarocchi.engine.match import Match, SeatInfo

    spec = get_game("scarto")
    match = Match(spec, 3, {}, [SeatInfo(n) for n in ("Ann", "Bob", "Cleo")], deals=2, seed=5)
    rng, bot = random.Random(2), make_bot("easy")
    while not match.is_over():
        state = match.new_deal()
        while state.to_move is not None:
            state.apply(decide(state, bot, rng))
        line = match.finish_deal(state)
    summary = SummaryDialog(line, match, window.faces, lambda name: name, window)
    qtbot.addWidget(summary)
    labels = [label for label, _ in summary.rows]
    assert labels[:3] == ["Ann", "Bob", "Cleo"] and "The scarto" in labels
    assert dict(summary.rows)["Scores"] == "points less 26"
    sheet = ScoreSheetDialog(match, lambda name: name, window)
    qtbot.addWidget(sheet)
    captions = [sheet.table.item(row, 1).text() for row in range(2)]
    assert all(c.startswith("Winner of the hand: ") or c.startswith("The hand is shared") for c in captions)
