"""The window never crashes and never leaves the person stuck (issue 12): Qt objects owned by
Qt, a way on after every deal and while the talon is held, La Pyramide opened again, no
shortcut twice, the action panel reachable at every size, Scarecrow's straw men uncovered and
reachable by keyboard and hint, cards dragged to the discard, single-click play."""

from __future__ import annotations

import shiboken6
import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tarocchi.engine.actions import Bid, Discard, Play
from tarocchi.engine.cards import cards_of
from tarocchi.gui.controller import MatchConfig
from tarocchi.gui.qtutil import orphans

from gui_helpers import card_point, legal_plays, play_until, reach_straw_turn, start, wait_turn

pytestmark = pytest.mark.gui
LEFT, NONE, CTRL = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier


def activate(qtbot, window) -> None:
    """The window has the keyboard (its shortcuts work)."""
    with qtbot.waitActive(window):
        window.activateWindow()


def finish_deal(qtbot, window, game="tappen", players=3, seed=2, deals=0):
    """A deal played to its end through the controls; its summary is open."""
    window.start(MatchConfig(game=game, players=players, seed=seed, deals=deals))
    play_until(qtbot, window, lambda view: False)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=10_000)


def offered(window) -> list[str]:
    """The panel's enabled buttons a person can reach (inside the table)."""
    panel, area = window.panel, window.table.rect()
    if not panel.isVisible() or not area.contains(panel.geometry()):
        return []
    return [b.text() for b in panel.buttons if b.isVisible() and b.isEnabled()]


def deferred_deletes() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


# --- ownership ------------------------------------------------------------------------------------

def test_no_running_animation_button_or_scene_is_owned_by_python_alone(qtbot, normal_window):
    from gui_helpers import brisk_player

    w = normal_window
    c = w.controller
    start(w, seed=7)
    player = brisk_player(w, "easy", 3)
    found: list[str] = []
    cleared = False
    for _ in range(800):  # the auction, the chien, the discard and some tricks at normal speed
        qtbot.wait(10)
        found += orphans()
        if w.animator.holding:
            QTest.mouseClick(w.panel.buttons[0], LEFT)  # "Go on"
        elif w.turn.active and not w.animator.busy:
            view = c.view()
            guard = [a for a in view.legal if type(a) is Bid and a.name == "guard"]
            if guard:
                QTest.mouseClick(w.panel.button(c.describe(guard[0])), LEFT)
            elif w.table.mode == "select" and not cleared:
                card = next(a.card for a in view.legal if type(a) is Discard)
                QTest.mouseClick(w.table.viewport(), LEFT, NONE, card_point(w, card))
                QTest.mouseClick(w.panel.button("Clear"), LEFT)  # its panel is rebuilt in its own click
                cleared = True
            else:
                player.play(view)
    assert cleared and c.state.phase == "play", "the deal got as far as the play"
    assert found == []


# --- after a deal ---------------------------------------------------------------------------------

def test_summary_closed_by_escape_leaves_a_next_deal_button(qtbot, window):
    finish_deal(qtbot, window)
    QTest.keyClick(window.summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.summary is None)
    assert offered(window)[0] == "Next deal"
    assert "Next deal" in window.message.text()
    QTest.mouseClick(window.panel.buttons[0], LEFT)
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal())
    assert len(window.controller.match.sheet) == 1
    assert not window.panel.isVisible() or "Next deal" not in offered(window)


def test_summary_closed_by_its_title_bar_then_enter_deals_on(qtbot, window):
    finish_deal(qtbot, window)
    window.summary.close()  # the title bar's X
    qtbot.waitUntil(lambda: window.summary is None)
    activate(qtbot, window)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal())
    assert len(window.controller.match.sheet) == 1


def test_enter_on_the_summary_is_the_next_deal_not_the_score_sheet(qtbot, window):
    finish_deal(qtbot, window)
    summary = window.summary
    summary.sheet_button.setFocus()
    QTest.keyClick(summary, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal())
    assert getattr(window, "score_sheet", None) is None
    assert len(window.controller.match.sheet) == 1


def test_the_summary_again_from_the_table(qtbot, window):
    finish_deal(qtbot, window)
    window.summary.reject()
    qtbot.waitUntil(lambda: window.summary is None)
    deferred_deletes()  # the closed summary is deleted by Qt, not by us
    QTest.mouseClick(window.panel.button("Summary"), LEFT)
    assert window.summary is not None and window.summary.isVisible()
    window.summary.next_button.click()
    qtbot.waitUntil(lambda: not window.controller.state.is_terminal())


def test_restart_this_deal_after_it_is_over_plays_the_same_cards_again(qtbot, window):
    finish_deal(qtbot, window)
    c = window.controller
    record = c.state.deal_record()
    QTest.keyClick(window.summary, Qt.Key.Key_Escape)
    activate(qtbot, window)
    QTest.keyClick(window.table, Qt.Key.Key_R, CTRL)
    wait_turn(qtbot, window)
    assert c.match.sheet == []
    assert not c.state.is_terminal()
    assert c.state.deal_record() == record
    play_until(qtbot, window, lambda view: False)  # and it is written on the sheet once more
    qtbot.waitUntil(lambda: len(c.match.sheet) == 1)


def test_the_end_of_the_match_offers_a_new_game_even_if_the_dialog_is_cancelled(qtbot, window, monkeypatch):
    from tarocchi.gui.dialogs import NewGameDialog

    asked = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: asked.append(1) or NewGameDialog.DialogCode.Rejected)
    finish_deal(qtbot, window, seed=9, deals=1)  # a deal played out, not passed in
    QTest.keyClick(window.summary, Qt.Key.Key_Escape)
    assert offered(window)[0] == "New game"
    QTest.mouseClick(window.panel.buttons[0], LEFT)
    qtbot.waitUntil(lambda: bool(asked))
    assert offered(window)[0] == "New game"  # cancelled: still a way on


# --- the held talon ---------------------------------------------------------------------------------

def bid_guard(qtbot, window) -> None:
    """French Tarot, seed 7: the person's guard wins the auction (see test_table)."""
    start(window, seed=7)
    wait_turn(qtbot, window)
    c = window.controller
    guard = next(a for a in c.view().legal if type(a) is Bid and a.name == "guard")
    window.panel.button(c.describe(guard)).click()


def test_the_talon_stays_until_the_person_goes_on(qtbot, window):
    window.set_talon_hold("until")
    bid_guard(qtbot, window)
    qtbot.waitUntil(lambda: window.animator.holding, timeout=10_000)
    c = window.controller
    history = list(c.state.history)
    shown = [s for s in window.table.at(("talon",)) if s.face_up and s.isVisible()]
    assert len(shown) == 6
    assert offered(window) == ["Go on"]
    assert "Go on" in window.message.text()
    qtbot.wait(400)
    assert window.animator.holding and c.state.history == history and not window.turn.active
    activate(qtbot, window)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    wait_turn(qtbot, window)
    assert c.view().phase == "discard" and window.wayon.offer is None


def test_a_talon_shown_at_the_deal_is_held_with_the_persons_hand_turned_up(qtbot, normal_window):
    window = normal_window
    window.set_talon_hold("until")
    window.start(MatchConfig(game="german-tarock", players=4, seed=1))
    qtbot.waitUntil(lambda: window.animator.holding, timeout=20_000)
    view = window.controller.view()
    hand = window.table.at(("hand", view.seat))
    assert hand and all(s.face_up for s in hand)
    talon = [s.card for s in window.table.at(("talon",))]
    assert len(talon) == 6 and None not in talon
    # the dealt hand, without the talon the person (the dealer here) takes up next
    assert sorted(s.card for s in hand) == [c for c in cards_of(view.hand) if c not in talon]


def test_the_talon_stays_for_the_seconds_set(qtbot, window):
    window.set_talon_hold("2")
    bid_guard(qtbot, window)
    qtbot.waitUntil(lambda: window.animator.holding, timeout=10_000)
    qtbot.wait(1000)
    assert window.animator.holding
    wait_turn(qtbot, window, timeout=5000)  # and then play goes on by itself
    assert window.controller.view().phase == "discard"


# --- the discard ------------------------------------------------------------------------------------

def at_discard(qtbot, window) -> list[int]:
    bid_guard(qtbot, window)
    play_until(qtbot, window, lambda v: any(type(a) is Discard for a in v.legal))
    return [a.card for a in window.controller.view().legal if type(a) is Discard]


def test_a_card_dragged_to_the_table_is_laid_away(qtbot, window):
    from test_table import drag_card

    cards = at_discard(qtbot, window)
    drag_card(window, cards[0])
    assert window.turn.selection == [cards[0]]
    drag_card(window, cards[1])
    assert window.turn.selection == cards[:2]
    QTest.mouseClick(window.panel.button("Clear"), LEFT)  # its panel is rebuilt in its own click
    assert window.turn.selection == []
    deferred_deletes()
    assert window.panel.button("Clear") is not None and not window.panel.button("Clear").isEnabled()


def test_lay_away_looks_disabled_until_enough_cards_are_chosen(qtbot, window):
    cards = at_discard(qtbot, window)

    def colour() -> QColor:
        button = window.panel.button("Lay away")
        image = button.grab().toImage()
        return image.pixelColor(image.width() // 8, image.height() // 2)

    disabled = colour()
    for card in cards[:window.turn._discard_need()]:
        QTest.mouseClick(window.table.viewport(), LEFT, NONE, card_point(window, card))
    assert window.panel.button("Lay away").isEnabled()
    ready = colour()
    assert ready.red() > 230 and ready.green() > 180 and ready.blue() < 140  # the gold of a ready button
    assert disabled.red() < 160 and abs(disabled.red() - disabled.blue()) < 30  # grey


# --- sizes -------------------------------------------------------------------------------------------

def hand_top(window) -> int:
    """The view's y of the top of the person's highest card."""
    table = window.table
    return min(table.mapFromScene(s.mapToScene(s.card_rect().topLeft())).y() for s in table.hand_sprites())


@pytest.mark.parametrize("size", [(800, 600), (1400, 450), (1366, 700)])
def test_the_panel_is_reachable_and_clear_of_the_hand_at_small_sizes(qtbot, window, size):
    at_discard(qtbot, window)
    for w, h in (size, (1280, 820), size):  # and it follows the window back and forth
        window.resize(w, h)
        qtbot.waitUntil(lambda: window.size().width() == w and window.size().height() == h)
        qtbot.wait(20)
        assert window.table.rect().contains(window.panel.geometry()), (w, h)
        assert [b.text() for b in window.panel.buttons] == ["Lay away", "Clear"]
        assert window.panel.geometry().bottom() <= hand_top(window), (w, h)
        confirm = window.panel.button("Lay away")
        corner = confirm.mapTo(window, confirm.rect().bottomRight())
        assert QRect(0, 0, w, h).contains(corner)


def test_many_buttons_fit_a_small_window(qtbot, window):
    window.resize(800, 600)
    window.start(MatchConfig(game="koenigrufen", players=4, seed=3))
    play_until(qtbot, window, lambda v: len(window.panel.buttons) >= 5)
    qtbot.wait(20)
    buttons = window.panel.buttons
    assert len(offered(window)) == len(buttons) >= 5
    for b in buttons:
        assert window.table.rect().contains(b.geometry().translated(window.panel.pos()))


def test_the_window_fits_a_laptop_screen(qtbot, window):
    from tarocchi.gui.qtutil import fitting_size

    screen = window.screen().availableGeometry()
    w, h = fitting_size(window, 1280, 820)
    assert w <= screen.width() and h <= screen.height() - 40
    window.resize(1366, 700)  # 1366×768 less a task bar and a title bar
    qtbot.waitUntil(lambda: window.height() == 700)
    window.resize(1400, 450)
    qtbot.waitUntil(lambda: window.height() == 450)


# --- La Pyramide and shortcuts ------------------------------------------------------------------------

def test_la_pyramide_opens_again_after_its_window_was_closed(qtbot, window):
    for how in ("shortcut", "menu", "shortcut"):
        activate(qtbot, window)
        if how == "shortcut":
            QTest.keyClick(window.table, Qt.Key.Key_P, CTRL)
        else:
            next(a for a in window.findChildren(QAction) if a.text().startswith("La &Pyramide")).trigger()
        opened = [w for w in window._solitaires if shiboken6.isValid(w)]
        assert len(opened) == 1, how
        solitaire = opened[0]
        qtbot.waitExposed(solitaire)
        solitaire.close()
        deferred_deletes()
        assert not shiboken6.isValid(solitaire)  # closed windows are Qt's to delete


def shortcut_clashes(main_window) -> list[str]:
    seen: dict[str, str] = {}
    clashes = []
    for action in main_window.findChildren(QAction):
        for key in action.shortcuts():
            text = key.toString()
            if text in seen and seen[text] != action.text():
                clashes.append(f"{text}: {seen[text]} / {action.text()}")
            seen[text] = action.text()
    return clashes


def test_no_two_commands_share_a_shortcut(qtbot, window):
    from tarocchi.gui.solitaire import PyramidWindow

    solitaire = PyramidWindow(1, dialogs=False, speed=0.0)
    qtbot.addWidget(solitaire)
    assert shortcut_clashes(window) == []
    assert shortcut_clashes(solitaire) == []
    solitaire.show()
    activate(qtbot, solitaire)
    QTest.keyClick(solitaire, Qt.Key.Key_W, CTRL)  # Close, unambiguous
    assert not solitaire.isVisible()


# --- Scarecrow's straw men ----------------------------------------------------------------------------

def test_straw_men_are_covered_by_nothing(qtbot, window):
    reach_straw_turn(qtbot, window)
    table = window.table
    straw = [s for s in table.sprites if s.isVisible() and s.loc[0] == "straw" and s.face_up]
    assert len(straw) >= 2
    for s in straw:
        rect = s.mapToScene(s.card_rect()).boundingRect()
        for other in table.sprites:
            if other is not s and other.isVisible() and other.zValue() > s.zValue():
                assert not rect.intersects(other.mapToScene(other.card_rect()).boundingRect()), (s.card, other.card)
        for plate in table.plates:
            assert not rect.intersects(plate.mapToScene(plate.boundingRect()).boundingRect())


def test_straw_men_are_reached_by_the_keyboard_and_the_hint(qtbot, window):
    view, card = reach_straw_turn(qtbot, window)
    table = window.table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Up)  # up to the straw men
    ring = [s.card for s in table.focus_ring()]
    assert table.focused_card() == view.table.straw_piles[0][0][0]
    for _ in range(ring.index(card) - ring.index(table.focused_card())):
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.focused_card() == card
    window._show_hint(Play(card), "a straw man")  # the hint points at it too
    assert table.focused_card() == card
    before = len(window.controller.state.history)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.state.history) > before)
    assert window.controller.state.history[before] == Play(card)


# --- how to play ----------------------------------------------------------------------------------------

def test_the_status_line_says_how_to_play_and_a_single_click_may_play(qtbot, window):
    start(window, players=4, seed=3)
    play_until(qtbot, window, lambda v: v.phase == "play" and bool(legal_plays(window)) and not window.panel.isVisible())
    assert "double-click or drag a card" in window.message.text()
    card = sorted(legal_plays(window))[0]
    QTest.mouseClick(window.table.viewport(), LEFT, NONE, card_point(window, card))
    assert window.turn.active  # a click only chose it
    window.single_click_action.trigger()
    assert window.settings.single_click and "Your turn" in window.message.text()
    assert "click or drag a card" in window.message.text() and "double" not in window.message.text()
    before = len(window.controller.state.history)
    QTest.mouseClick(window.table.viewport(), LEFT, NONE, card_point(window, card))
    assert window.controller.state.history[before] == Play(card)
    window.single_click_action.trigger()
