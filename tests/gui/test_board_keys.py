"""La chasse au trésor and The Shard by keyboard alone (issue 21): whole games played with the
arrows, Enter, Space and Tab only, at normal animation speed and with the animations off; the
focus frame shows where the keyboard is, each card, atout and cell has its accessible name
and state, Space presses the focused button rather than the window's Space shortcut, and a
click hides the frame so that Space keeps its shortcut for the mouse's user."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tarocchi.engine.actions import Act

pytestmark = pytest.mark.gui
SPEEDS = [pytest.param(0.0, id="fast"), pytest.param(1.0, id="normal")]


def key(widget, k) -> None:
    QTest.keyClick(widget, k)


def tab_to(window, wanted, limit: int = 60):
    """Tab through the window's focus chain until ``wanted(widget)`` holds for the focused
    widget; returns it."""
    for _ in range(limit):
        key(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if focused is not None and focused.isVisible() and wanted(focused):
            return focused
    raise AssertionError(f"not reached by Tab (focus on {QApplication.focusWidget()!r})")


def board_focus(window, board) -> None:
    """The board's focus, by Tab (the frame shows)."""
    if not board.hasFocus():
        tab_to(window, lambda w: w is board)


def reach(keys, board, target) -> None:
    """Arrow keys (Home, then Right) until ``target`` has the focus; the frame stands round it
    and the board's accessible name is its spot's."""
    key(board, Qt.Key.Key_Home)
    for _ in range(len(keys.ring()) + 1):
        if keys.focused() == target:
            assert keys.frame.isVisible() and keys.shown
            spot = next(s for s in keys.spots() if s.key == target)
            assert board.accessibleName() == spot.name and spot.name
            assert keys.frame.rect().contains(spot.rect)
            return
        key(board, Qt.Key.Key_Right)
    raise AssertionError(f"{target!r} not reached by the arrows: {keys.ring()}")


def press_button(window, text: str, by=Qt.Key.Key_Space) -> None:
    button = tab_to(window, lambda w: isinstance(w, QPushButton) and w.text() == text and w.isEnabled())
    key(button, by)


# --- La chasse au trésor ----------------------------------------------------------------------------

@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    return tmp_path


def chasse_window(qtbot, speed: float, deal: int = 7):
    from tarocchi.gui.solitaire import ChasseWindow

    w = ChasseWindow(deal, speed=speed, dialogs=False)
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def play_chasse_by_keys(qtbot, w, action) -> None:
    """``action`` with the keyboard: spells chosen by the arrows and Space, then Enter on the
    monster; a potion or the journey deck by Enter; keeping, dropping and teleporting by the
    panel's buttons (Tab, then Space or Enter)."""
    t, board, keys = w.table, w.table.board, w.table.keys
    if action.verb in ("cast", "drink", "onward"):
        board_focus(w, board)
        if action.verb == "cast":
            for spell in action.cards[1:]:
                reach(keys, board, spell)
                key(board, Qt.Key.Key_Space)
                assert spell in t.selected and ", chosen" in board.accessibleName()
            reach(keys, board, action.cards[0])
            assert board.accessibleName().endswith(", playable")
        else:
            reach(keys, board, action.cards[0] if action.cards else "deck")
        key(board, Qt.Key.Key_Return)
    else:  # keep, drop, teleport: the panel (Enter for a drop, Space for the others)
        press_button(w, t.say(action), Qt.Key.Key_Return if action.verb == "drop" else Qt.Key.Key_Space)


@pytest.mark.parametrize("speed", SPEEDS)
def test_la_chasse_au_tresor_played_to_its_end_by_keyboard(qtbot, home, speed):
    """The planner's game of deal 7, every move made by keys: the board's spells, monsters,
    potions and journey deck by the arrows, Space and Enter, the panel's moves by Tab."""
    from tarocchi.engine.games._chasse_strategy import ChassePlanner

    w = chasse_window(qtbot, speed)
    t = w.table
    planner = ChassePlanner()
    verbs = set()
    for _ in range(200):
        if t.state.over:
            break
        qtbot.waitUntil(lambda: not t.animator.busy, timeout=10_000)
        action = planner.next_action(t.state)[0]
        before = len(t.state.history)
        play_chasse_by_keys(qtbot, w, action)
        assert len(t.state.history) == before + 1, (action, w.statusBar().currentMessage())
        assert t.state.history[-1] == action
        verbs.add(action.verb)
    assert t.state.over, "the game was not finished by the keyboard"
    assert {"cast", "onward"} <= verbs and verbs & {"keep", "drink", "drop"}, verbs
    assert any("Score" in s for s in t.keys.spoken[-3:]), t.keys.spoken[-3:]  # the end is announced
    w.close()


def test_chasse_names_and_the_space_of_the_panel(qtbot, home):
    """Each spot is named with its kind and state; Space on a focused panel button plays that
    move (not the window's Space, Go on), and the keyboard stays in the panel; a click on the
    board hides the frame, and Space goes on again."""
    from tarocchi.gui.mouse import click

    w = chasse_window(qtbot, 0.0)
    t, board, keys = w.table, w.table.board, w.table.keys
    board_focus(w, board)
    names = [s.name for s in keys.spots()]
    assert names[-1] == "Journey deck, 52 cards: go on"
    assert any(n.endswith(": potion, playable") for n in names), names
    assert any(n.endswith(": monster, not playable") for n in names), names
    keep = next(a for a in t.state.legal_actions() if a.verb == "keep")
    press_button(w, t.say(keep))
    assert t.state.history == [keep]
    assert t.panel.isAncestorOf(QApplication.focusWidget())  # on the new panel's first move
    assert any(", in the satchel, " in s.name for s in keys.spots())
    board_focus(w, board)
    assert keys.frame.isVisible()
    click(board, board.card_point(t.state.quartet[0]))
    assert not keys.frame.isVisible() and board.hasFocus()
    key(board, Qt.Key.Key_Space)  # no frame: Space is Go on
    assert t.state.history[-1] == Act("onward")
    w.close()


def test_chasse_keep_drop_and_teleport_from_the_card_s_menu(qtbot, home):
    """The Menu key (Shift+F10) on a focused card opens its moves, the ones the mouse makes by
    dragging: keep a spell in the satchel, then throw it away; on the journey deck, teleport
    out. The panel is not needed."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent

    w = chasse_window(qtbot, 0.0)
    t, board, keys = w.table, w.table.board, w.table.keys
    board_focus(w, board)

    def choose(target, verb: str, by_menu_key: bool) -> None:
        reach(keys, board, target)
        if by_menu_key:  # what the platform sends for the Menu key
            QApplication.sendEvent(board, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5), board.mapToGlobal(QPoint(5, 5))))
        else:
            QTest.keyClick(board, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
        menu = keys.menu
        assert menu is not None and menu.isVisible()
        words = [a.text() for a in menu.actions()]
        wanted = next(a for a in t.state.legal_actions() if a.verb == verb and (target == "deck" or target in a.cards))
        assert t.say(wanted) in words and all(t.say(a) in words for a in t.state.legal_actions()
                                              if target != "deck" and target in a.cards)
        menu.actions()[words.index(t.say(wanted))].trigger()
        assert t.state.history[-1] == wanted

    card = next(a for a in t.state.legal_actions() if a.verb == "keep").cards[0]
    choose(card, "keep", True)
    assert card in t.state.satchel
    board_focus(w, board)
    choose(card, "drop", False)
    assert card in t.state.discard
    board_focus(w, board)
    choose("deck", "teleport", False)
    assert t.state.over
    w.close()


# --- The Shard ---------------------------------------------------------------------------------------

def shard_window(qtbot, speed: float, seed: int = 4, rounds: int = 3):
    from tarocchi.gui.board import ShardWindow

    w = ShardWindow(3, "easy", {"rounds": rounds}, seed=seed, speed=speed, dialogs=False)
    if not speed:
        w.table.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(1400, 880)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def choose(keys, board, table, cards) -> None:
    for card in cards:
        reach(keys, board, card)
        key(board, Qt.Key.Key_Space)
        assert card in table.selected and ", chosen" in board.accessibleName()


def play_shard_by_keys(w, action) -> None:
    """Seat 0's ``action`` with the keyboard: cards of the hand chosen by the arrows and Space,
    then Enter on the cell or the atout; passing, taking the blow and defending by the panel's
    buttons; an upgrade from the panel's list of moves (Tab, arrows, Enter)."""
    t, board, keys = w.table, w.table.board, w.table.keys
    verb, cards = action.verb, action.cards
    if verb == "pass":
        press_button(w, t.pass_button.text())
        return
    board_focus(w, board)
    if verb == "defend":
        if not cards:
            press_button(w, t.take_button.text())
            return
        choose(keys, board, t, cards)
        press_button(w, t.defend_button.text(), Qt.Key.Key_Return)
        return
    atout, pay = cards[0], cards[1:]
    choose(keys, board, t, pay)
    if verb == "place":
        choose(keys, board, t, [atout])
        reach(keys, board, ("cell", action.at))
        assert board.accessibleName().endswith(", empty, playable")
    elif verb == "move":
        reach(keys, board, atout)
        key(board, Qt.Key.Key_Return)
        assert "chosen to move" in board.accessibleName()
        reach(keys, board, ("cell", action.at))
    elif verb == "upgrade" and pay:  # the list of moves: Tab to it, Down to the move, Enter
        said = t.say(action)
        moves = tab_to(w, lambda x: x is t.moves)
        for _ in range(moves.count() + 1):
            key(moves, Qt.Key.Key_Down)
            if moves.currentItem() is not None and moves.currentItem().text() == said:
                break
        key(moves, Qt.Key.Key_Return)
        return
    else:  # upgrade, attack: Enter on the atout
        reach(keys, board, atout)
        assert board.accessibleName().endswith(", playable")
    key(board, Qt.Key.Key_Return)


@pytest.mark.parametrize("speed,seed,verbs_seen", [
    pytest.param(0.0, 7, {"place", "move", "attack", "upgrade", "pass"}, id="fast-seed7"),
    pytest.param(0.0, 3, {"place", "defend", "attack", "move", "pass"}, id="fast-seed3"),
    pytest.param(1.0, 3, {"place", "defend", "attack", "move", "pass"}, id="normal-seed3")])
def test_the_shard_played_to_its_end_by_keyboard(qtbot, speed, seed, verbs_seen):
    """A game of twelve rounds against two computer players: each of the person's moves (the
    easy player's choice) made by keys alone; between them the games place, move, upgrade
    (from the list of moves), attack, defend and pass."""
    from tarocchi.bots import decide, make_bot

    w = shard_window(qtbot, speed, seed=seed, rounds=12)
    t = w.table
    bot, rng = make_bot("easy"), random.Random(4)
    verbs = []
    end = time.monotonic() + 240
    while time.monotonic() < end:
        qtbot.waitUntil(lambda: t.state.is_terminal() or (t.my_turn() and not t.animator.busy), timeout=60_000)
        if t.state.is_terminal():
            break
        action = decide(t.state, bot, rng)
        before = len(t.state.history)
        play_shard_by_keys(w, action)
        assert len(t.state.history) == before + 1 and t.state.history[before] == action, \
            (action.notation(), w.statusBar().currentMessage())
        verbs.append(action.verb)
    assert t.state.is_terminal(), "the game was not finished by the keyboard"
    assert set(verbs) == verbs_seen and not w.errors, verbs
    qtbot.waitUntil(lambda: any("indicator" in s for s in t.keys.spoken[-2:]), timeout=10_000)  # the end, said
    w.close()


def test_the_shard_names_its_cards_and_cells(qtbot):
    """The hand's cards say whether a move can use them; once an atout and its diamonds are
    chosen, the marked cell joins the ring, Down goes from the hand to the board, and an
    atout placed on it says its place, owner and indicators."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/helpers.py
    from helpers import shard_deal

    from tarocchi.engine.cards import parse_card as C

    w = shard_window(qtbot, 0.0)
    t, board, keys = w.table, w.table.board, w.table.keys
    t.load(shard_deal(["T3 JD 1D 5S 6S", "", ""]))
    board_focus(w, board)
    names = {s.key: s.name for s in keys.spots()}
    assert names[C("T3")] == "3 of trumps, in your hand, playable", names
    assert names[C("JD")] == "Jack of diamonds, in your hand, playable"
    assert names[C("5S")] == "5 of spades, in your hand, not playable"
    choose(keys, board, t, [C("JD"), C("1D"), C("T3")])
    key(board, Qt.Key.Key_Down)  # to the board's first square, then down its rows
    assert keys.focused() == ("cell", 0) and board.accessibleName() == "Row 1, column 1, empty"
    for _ in range(2):
        key(board, Qt.Key.Key_Down)
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Right)
    assert keys.focused() == ("cell", 12) and board.accessibleName() == "Row 3, column 3, empty, playable"
    key(board, Qt.Key.Key_Return)
    assert t.state.where[C("T3")] == 12
    assert "3 of trumps, row 3, column 3, owner: You, 1 indicator" in [s.name for s in keys.spots()]
    assert keys.focused() == C("T3")  # the focus stays on the square, now the atout's
    for _ in range(2):  # down the board's rows to its edge, then on to the hand
        key(board, Qt.Key.Key_Down)
    assert keys.focused() == ("cell", 22)  # row 5, column 3
    key(board, Qt.Key.Key_Down)
    assert keys.focused() == keys.ring()[0] and "in your hand" in board.accessibleName()
    w.close()


def test_both_board_tables_name_a_card_s_state_with_one_helper(qtbot, home):
    """La chasse au trésor and The Shard say a card's state in the same words, from one
    helper (feltkeys.card_state): "chosen", then "playable" or "not playable"."""
    from tarocchi.gui.feltkeys import card_state

    assert card_state(True, True) == ["chosen", "playable"]
    assert card_state(False, False) == ["not playable"]
    assert card_state(True, None) == ["chosen"] and card_state(False, None) == []
    w = chasse_window(qtbot, 0.0)
    t = w.table
    from tarocchi.engine.games.chasse_au_tresor import is_spell

    while not any(is_spell(c) for c in t.state.quartet):
        t.play(t.planner.next_action(t.state)[0])
    spell = next(c for c in t.state.quartet if is_spell(c))
    used = {c for a in t.state.legal_actions() for c in a.cards}
    t.click_card(spell)
    name = next(s.name for s in t.keys.spots() if s.key == spell)
    assert name.endswith(": spell, " + ", ".join(card_state(True, spell in used))), name
    w.close()
    s = shard_window(qtbot, 0.0)
    table = s.table
    qtbot.waitUntil(table.my_turn, timeout=20_000)
    from tarocchi.engine.cards import cards_of

    usable = {c for a in table.state.legal_actions() for c in a.cards}
    hand = cards_of(table.state.hands[table.me])
    card = next((c for c in hand if c in usable), hand[0])
    table.click_card(card)
    assert card in table.selected
    name = next(sp.name for sp in table.keys.spots() if sp.key == card)
    assert name.endswith(", in your hand, " + ", ".join(card_state(True, card in usable))), name
    s.close()
