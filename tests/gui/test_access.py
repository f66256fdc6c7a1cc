"""Accessibility (issue 21): the cards' accessible names and states, the announcements of the
turns, tricks and deals, a whole deal played with the keyboard alone, and table text that
follows the system font."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tarocchi.engine.actions import Bid, Play
from tarocchi.gui.controller import MatchConfig

from gui_helpers import play_until, wait_turn

pytestmark = pytest.mark.gui


def test_the_hand_cards_have_their_names_and_states(window, qtbot) -> None:
    """Every card of the hand is named in the skin's words with its state: playable or not
    in the play, the name alone while others play; the view carries the focused card's."""
    window.set_skin("italian")
    window.start(MatchConfig(game="french-tarot", players=4, seed=3))
    play_until(qtbot, window, lambda v: v.phase == "play" and v.table.trick)  # a trick to follow
    names = window.access.names()
    legal = {a.card for a in window.controller.view().legal if type(a) is Play}
    hand = [s.card for s in window.table.hand_sprites()]
    assert sorted(names) == sorted(hand)
    assert any(c not in legal for c in hand), "a trick to follow leaves some cards unplayable"
    for card in hand:
        words = window.faces.card_words(card).removeprefix("the ")
        state = "playable" if card in legal else "not playable"
        assert names[card] == f"{words[:1].upper()}{words[1:]}, {state}"
    king_of_cups = 13 + 14  # the king of hearts: cups in the Italian skin
    if king_of_cups in names:
        assert names[king_of_cups].startswith("King of cups, ")
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Home)
    first = window.table.focused_card()
    assert window.table.accessibleName() == names[first]
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert window.table.accessibleName() == names[window.table.focused_card()]
    window.set_skin("french")


def test_turns_tricks_and_the_end_are_announced(window, qtbot) -> None:
    window.start(MatchConfig(game="french-tarot", players=4, seed=3))
    play_until(qtbot, window, lambda v: False, timeout_s=120)
    spoken = window.access.spoken
    assert any(s.startswith("Your turn: ") for s in spoken)
    assert any(s.endswith(" wins the trick") for s in spoken)
    assert spoken[-1].startswith("The deal is over"), spoken[-3:]


def _focus_button(qtbot, window, wanted) -> QPushButton:
    """Tab through the focus chain until a panel button for which ``wanted(text)`` holds has
    the focus; returns it."""
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if isinstance(focused, QPushButton) and focused.isVisible() and wanted(focused.text()):
            return focused
    raise AssertionError(f"no button reached by Tab: {[b.text() for b in window.panel.buttons]}")


def _focus_card(window, card: int) -> None:
    """Arrow keys until ``card`` has the table's focus."""
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_Home)
    for _ in range(len(table.focus_ring()) + 1):
        if table.focused_card() == card:
            return
        QTest.keyClick(table, Qt.Key.Key_Right)
    raise AssertionError(f"card {card} not reached by the arrows")


#: a deal of every trick game of the registry, by keyboard alone (the others: La Pyramide below,
#: La chasse au trésor and The Shard in test_board_keys.py)
KEYBOARD_DEALS = [("french-tarot", 4, 11), ("koenigrufen", 4, 2), ("tappen", 3, 5), ("scarecrow", 2, 3),
                  ("talon", 4, 1), ("german-tarock", 4, 1), ("illustrated-tarock", 3, 1), ("point-tarock", 3, 1),
                  ("scarto", 3, 1), ("tarocchi-siciliani", 4, 1), ("tarocchini", 4, 1), ("tarot-de-moore", 4, 1),
                  ("troggu", 4, 1), ("zwanzigerrufen", 4, 1)]
KEYBOARD_ELSEWHERE = {"la-pyramide": "test_la_pyramide_played_to_its_end_by_keyboard",
                      "chasse-au-tresor": "test_board_keys.py::test_la_chasse_au_tresor_played_to_its_end_by_keyboard",
                      "the-shard": "test_board_keys.py::test_the_shard_played_to_its_end_by_keyboard"}


def test_every_registered_game_is_played_by_keyboard_in_a_test() -> None:
    """No game of the registry is left out of the keyboard's tests."""
    from tarocchi.engine.registry import games

    assert {g for g, _, _ in KEYBOARD_DEALS} | set(KEYBOARD_ELSEWHERE) == {g.id for g in games()}


@pytest.mark.parametrize("game,players,seed", KEYBOARD_DEALS)
def test_a_whole_deal_played_by_keyboard_alone(window, qtbot, game, players, seed) -> None:
    """A deal of every trick game (French Tarot, Königrufen's call and talon halves, Tappen,
    Scarecrow's straw men, Talon, and the rest of the registry): the person bids, lays away,
    plays every card and goes on to the next deal with Tab, the arrows, Space and Enter only;
    the focused card is lifted (visible focus) and the focused button has the focus frame."""
    window.activateWindow()
    window.start(MatchConfig(game=game, players=players, seed=seed))
    end = time.monotonic() + 180
    bid_made = False
    while time.monotonic() < end:
        wait_turn(qtbot, window)
        state = window.controller.state
        if state.is_terminal():
            break
        view = window.controller.view()
        legal = view.legal
        if type(legal[0]) is Bid:
            words = {window.controller.describe(a) for a in legal if a.name != "pass"}
            target = (lambda t: t in words) if words and not bid_made else (lambda t: t == "Pass")
            button = _focus_button(qtbot, window, target)
            bid_made = bid_made or button.text() in words
            QTest.keyClick(button, Qt.Key.Key_Space)
        elif window.table.mode == "select":  # the discard: choose cards, then the panel's button
            need = view.extra.get("discard_left") or 1
            window.table.setFocus()
            for card in [s.card for s in window.table.hand_sprites()]:
                if len(window.turn.selection) == need:
                    break
                if window.turn._discard_reason(card) is None:  # the engine would take it: choose it
                    _focus_card(window, card)
                    QTest.keyClick(window.table, Qt.Key.Key_Space)
            button = _focus_button(qtbot, window, lambda t: t == "Lay away")
            QTest.keyClick(button, Qt.Key.Key_Space)
        elif window.table.mode == "play" and any(type(a) is Play for a in legal):
            card = next(a.card for a in legal if type(a) is Play)
            window.table.setFocus()
            _focus_card(window, card)
            sprite = next(s for s in window.table.focus_ring() if s.card == card)
            assert sprite.focused and sprite.lift > 0  # the focus is visible: the card rises
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        else:  # declarations and other choices: the panel's first button
            button = _focus_button(qtbot, window, lambda t: True)
            QTest.keyClick(button, Qt.Key.Key_Space)
        qtbot.wait(10)
    assert window.controller.state.is_terminal(), "the deal was not finished by the keyboard"
    # the sheet is written by the event loop right after the last card (a zero-time timer)
    qtbot.waitUntil(lambda: bool(window.controller.match.sheet), timeout=5000)  # the deal is on the sheet
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    QTest.keyClick(QApplication.focusWidget() or window.summary, Qt.Key.Key_Return)  # Next deal
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal(), timeout=5000)


def test_la_pyramide_played_to_its_end_by_keyboard(qtbot, tmp_path, monkeypatch) -> None:
    """The solver's winning line of deal 1234, played with the arrows and Enter alone: each
    card (and the deck) is reached by the arrows, the focus frame stands round it, the board's
    accessible name says it, and the pyramid is cleared."""
    from tarocchi.engine.actions import Draw
    from tarocchi.engine.games._pyramide_solver import solve
    from tarocchi.engine.games.la_pyramide import SPEC
    from tarocchi.gui.solitaire.keys import DECK
    from tarocchi.gui.solitaire.window import PyramidWindow

    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    w = PyramidWindow(1234, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    board, keys = w.table.board, w.table.keys
    w.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)

    def reach(target: int) -> None:
        for _ in range(len(keys.ring()) + 1):
            if keys.focused() == target:
                assert keys.frame.isVisible()
                return
            QTest.keyClick(board, Qt.Key.Key_Right)
        raise AssertionError(f"{target} not reached by the arrows")

    for action in solve(SPEC.new_state(1, seed=1234)).line:
        before = len(w.table.state.history)
        if type(action) is Draw:
            reach(DECK)
            assert board.accessibleName().startswith("Draw deck, ")
            QTest.keyClick(board, Qt.Key.Key_Return)
        else:
            for card in (action.first, action.second):
                if card is not None:
                    reach(card)
                    assert ", free" in board.accessibleName()
                    QTest.keyClick(board, Qt.Key.Key_Space)
        assert len(w.table.state.history) == before + 1, action.notation()
    assert w.table.state.over and w.table.state.cleared
    w.close()


def test_table_text_follows_the_system_font(qapp) -> None:
    from tarocchi.gui.qtutil import MAX_TEXT_SCALE, ui_font

    saved = qapp.font()
    try:
        font = qapp.font()
        font.setPointSizeF(10)
        qapp.setFont(font)
        assert ui_font(20).pixelSize() == 20
        font.setPointSizeF(13)
        qapp.setFont(font)
        assert ui_font(20).pixelSize() == 26
        font.setPointSizeF(40)
        qapp.setFont(font)
        assert ui_font(20).pixelSize() == round(20 * MAX_TEXT_SCALE)
    finally:
        qapp.setFont(saved)


@pytest.mark.parametrize("skin", ["french", "italian", "waite"])
def test_four_colour_and_high_contrast_decks_for_every_skin(skin) -> None:
    """Each skin has a four-colour deck (each suit its colour, on the skin's own paper and
    back) and a high-contrast one (four colours, black on white, a black back)."""
    from tarocchi.skins import back_svg, card_svg
    from tarocchi.skins.theme import CONTRAST_INKS, FOUR_COLOUR, palette

    for suit in range(4):
        card = suit * 14 + 4  # the 5 of each suit
        plain, four, high = (card_svg(card, skin, c) for c in (False, FOUR_COLOUR, True))
        assert len({plain, four, high}) == 3
        assert CONTRAST_INKS[suit] in four and CONTRAST_INKS[suit] in high
    assert palette(skin, FOUR_COLOUR).paper == palette(skin).paper != palette(skin, True).paper or skin == "waite"
    assert back_svg(skin, FOUR_COLOUR) == back_svg(skin) != back_svg(skin, True)


def test_view_cards_offers_both_decks(window) -> None:
    from tarocchi.skins.theme import FOUR_COLOUR

    window.four_colour_action.trigger()
    assert window.faces.contrast == FOUR_COLOUR and window.settings.get("view/four_colour")
    window.contrast_action.trigger()
    assert window.faces.contrast is True
    window.contrast_action.trigger()
    assert window.faces.contrast == FOUR_COLOUR
    window.four_colour_action.trigger()
    assert window.faces.contrast is False
