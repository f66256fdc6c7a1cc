"""The real window, driven offscreen: bidding, discarding, playing whole deals by drag and
by keyboard, refusals, resizing, skins, dialogs and the self-test."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tarocchi.engine.actions import Bid, Discard, Play
from tarocchi.engine.cards import KINGS, cards_of
from tarocchi.gui.autoplay import UiPlayer
from tarocchi.gui.layout import CARD_H, CARD_W

from gui_helpers import legal_plays, play_until, start, wait_turn

pytestmark = pytest.mark.gui


def sprite_point(window, card: int) -> QPoint:
    """A visible point of a card of the hand (its top-left corner, never covered)."""
    table = window.table
    sprite = next(s for s in table.hand_sprites() if s.card == card)
    local = QPointF(-CARD_W / 2 + 12, -CARD_H / 2 + 70)
    return table.mapFromScene(sprite.mapToScene(local))


def drag_card(window, card: int) -> None:
    table = window.table
    vp = table.viewport()
    a = sprite_point(window, card)
    b = table.mapFromScene(QPointF(table.layout.cx, table.layout.cy))
    QTest.mouseMove(vp, a)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(vp, (a + b) / 2)
    QTest.mouseMove(vp, b)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def key_play(window, card: int) -> None:
    table = window.table
    table.setFocus()
    index = [s.card for s in table.hand_sprites()].index(card)
    QTest.keyClick(table, Qt.Key.Key_Home)
    for _ in range(index):
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.focused_card() == card
    QTest.keyClick(table, Qt.Key.Key_Return)


def play_deal(qtbot, window, play_card) -> None:
    """Play a whole deal: the person's cards with ``play_card``, the rest through the panel."""
    player = UiPlayer(window, "easy", 11)
    window.controller.human_turn.disconnect(player.play)
    played = 0
    while True:
        wait_turn(qtbot, window)
        state = window.controller.state
        if state.is_terminal():
            qtbot.waitUntil(lambda: window.summary is not None, timeout=10_000)
            if not window.controller.match.sheet[-1].annulled:
                break
            window.summary.next_button.click()  # everyone passed: the next deal
            continue
        action = player.choose()
        if type(action) is Play:
            before = len(state.history)
            play_card(window, action.card)
            qtbot.waitUntil(lambda: len(state.history) == before + 1, timeout=5000)
            assert state.history[-1] == action
            played += 1
        else:
            player.play(window.controller.view())
    assert played > 0


def check_sheet(qtbot, window) -> None:
    """The summary and the score sheet show the engine's result."""
    qtbot.waitUntil(lambda: window.summary is not None, timeout=10_000)
    match = window.controller.match
    line = match.sheet[-1]
    window.summary.sheet_button.click()
    sheet = window.score_sheet
    for seat, score in enumerate(line.scores):
        assert sheet.value(len(match.sheet) - 1, seat) == score
        assert sheet.value(len(match.sheet), seat) == match.totals()[seat]
    assert sum(line.scores) == 0
    sheet.close()


def test_auction_buttons_are_the_legal_bids(qtbot, window):
    start(window, seed=7)
    wait_turn(qtbot, window)
    view = window.controller.view()
    assert view.phase == "auction"
    labels = [b.text() for b in window.panel.buttons]
    assert labels == [window.controller.describe(a) for a in view.legal]
    bid = view.legal[-1]
    window.panel.button(window.controller.describe(bid)).click()
    assert window.controller.state.history[-1] == bid


def test_discard_select_refuse_and_confirm(qtbot, window):
    start(window, seed=7)
    wait_turn(qtbot, window)
    c = window.controller
    guard = next(a for a in c.view().legal if type(a) is Bid and a.name == "guard")
    window.panel.button(c.describe(guard)).click()
    play_until(qtbot, window, lambda v: any(type(a) is Discard for a in v.legal))
    view = c.view()
    assert view.phase == "discard", "the person should have the guard with this seed"
    need = view.extra["discard_left"]
    king = next(iter(cards_of(view.hand & KINGS)), None)
    if king is not None:  # a king may not be laid away: refused with the engine's words
        window.table.card_clicked.emit(king)
        assert window.turn.selection == []
        assert window.message.text().lower() == c.state.check(Discard(king)).lower()
    legal = [a.card for a in view.legal if type(a) is Discard][:need]
    for card in legal:
        sprite_pos = sprite_point(window, card)
        QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         sprite_pos)
    assert sorted(window.turn.selection) == sorted(legal)
    confirm = next(b for b in window.panel.buttons if b.objectName() == "confirm")
    assert confirm.isEnabled()
    confirm.click()
    wait_turn(qtbot, window)
    assert sorted(cards_of(c.state.discard)) == sorted(legal)
    assert c.state.phase != "discard"


def test_whole_deal_by_drag(qtbot, window):
    start(window, players=4, seed=3)
    play_deal(qtbot, window, drag_card)
    check_sheet(qtbot, window)


def test_whole_deal_by_keyboard(qtbot, window):
    start(window, players=3, seed=4)
    play_deal(qtbot, window, key_play)
    check_sheet(qtbot, window)


def test_five_players_by_double_click(qtbot, window):
    def double_click(w, card):
        """A person's double-click: press, release, double-click, release."""
        vp, p = w.table.viewport(), sprite_point(w, card)
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(vp, left, none, p)
        event = QMouseEvent(QEvent.Type.MouseButtonDblClick, QPointF(p), QPointF(vp.mapToGlobal(p)),
                            left, left, none)
        QApplication.sendEvent(vp, event)
        QTest.mouseRelease(vp, left, none, p)

    start(window, players=5, seed=5)
    play_deal(qtbot, window, double_click)
    check_sheet(qtbot, window)


def test_illegal_drag_is_refused_and_changes_nothing(qtbot, window):
    start(window, seed=3)
    c = window.controller

    def illegal_exists(view):
        return view.phase == "play" and any(
            type(a) is Play for a in view.legal) and len(legal_plays(window)) < len(cards_of(view.hand))

    play_until(qtbot, window, illegal_exists)
    view = c.view()
    illegal = next(card for card in cards_of(view.hand) if card not in legal_plays(window))
    sprite = next(s for s in window.table.hand_sprites() if s.card == illegal)
    assert sprite.dimmed
    home = QPointF(sprite.pos())
    history = list(c.state.history)
    reason = c.state.check(Play(illegal))
    drag_card(window, illegal)
    assert c.state.history == history
    assert window.message.text() == reason[0].upper() + reason[1:]
    qtbot.waitUntil(lambda: not window.animator.busy)
    assert sprite.loc == ("hand", 0)
    assert (sprite.pos() - home).manhattanLength() < 1.0
    assert window.turn.active  # still the person's turn


def test_resizing_keeps_every_card_on_screen(qtbot, window):
    start(window, players=5, seed=2)
    wait_turn(qtbot, window)
    for w, h in ((800, 520), (1700, 900), (700, 900), (1280, 820), (2400, 700)):
        window.resize(w, h)
        qtbot.wait(10)
        qtbot.waitUntil(lambda: not window.animator.busy)
        assert window.table.visible_sprites()
        assert window.table.cards_on_screen(), (w, h)


def test_switching_skin_mid_deal_redraws_and_keeps_the_state(qtbot, window):
    start(window, seed=3)
    play_until(qtbot, window, lambda v: v.phase == "play" and v.table.tricks_played >= 2)
    c = window.controller
    history, hand = list(c.state.history), c.view().hand
    window.table.viewport().repaint()
    before = window.table.grab().toImage()
    painted: set[int] = set()
    for s in window.table.visible_sprites():
        original = s.paint
        s.paint = (lambda orig, sp: lambda *a: (painted.add(sp.index), orig(*a)))(original, s)
    window.skin_actions["italian"].trigger()
    assert window.faces.skin == "italian"
    window.table.viewport().repaint()
    qtbot.wait(20)
    after = window.table.grab().toImage()
    assert before != after
    assert painted == {s.index for s in window.table.visible_sprites()}
    assert c.state.history == history and c.view().hand == hand
    window.contrast_action.trigger()
    assert window.faces.contrast


def test_last_trick_and_rules(qtbot, window):
    start(window, seed=3)
    play_until(qtbot, window, lambda v: v.phase == "play" and v.table.tricks_played >= 1)
    dialog = window.show_last_trick()
    assert "Won by" in " ".join(w.text() for w in dialog.findChildren(type(window.message)))
    dialog.close()
    window.show_rules()


def test_new_game_dialog_is_remembered(qtbot, window, monkeypatch):
    from tarocchi.gui.dialogs import NewGameDialog

    def fake_exec(self):
        self.players.setCurrentIndex(self.players.findData(3))
        self.name_edits[1].setText("Zoé")
        self.bot.setCurrentIndex(self.bot.findData("random"))
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    window.new_game_dialog()
    assert window.controller.match.players == 3
    assert window.controller.names()[1] == "Zoé"
    remembered = window._remembered_config()
    assert (remembered.players, remembered.names[1], remembered.bot) == (3, "Zoé", "random")


def test_animations_run_at_normal_speed(qtbot, window):
    window.set_speed("fast")
    start(window, seed=3)
    qtbot.waitUntil(lambda: window.animator.busy, timeout=2000)
    wait_turn(qtbot, window)
    assert window.table.cards_on_screen()
    assert len(window.table.hand_sprites()) == 18


def test_pyside_none_refcount_guard(qapp):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(20_000):
        painter.save()
        painter.restore()
    painter.end()
    assert abs(sys.getrefcount(None) - before) < 1000


@pytest.mark.parametrize("args, status", [(["--players", "3"], 0), (["--game", "la-pyramide"], 0),
                                          (["--game", "chess"], 2), (["--players", "9"], 2)])
def test_self_test_command(args, status):
    out = subprocess.run([sys.executable, "-m", "tarocchi.app", "--self-test", *args],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == status, out.stderr
    if status == 0:
        result = json.loads(out.stdout)
        if "players" in result:
            assert result["players"] == 3 and sum(result["scores"]) == 0
            assert result["thinking"]["in_processes"] and result["thinking"]["workers_started"] >= 1
        else:
            assert result["game"] == "la-pyramide" and result["ok"] and result["score"] > 0
    else:
        assert "error" in out.stderr


def test_poignee_shown_by_toggling_cards(qtbot, window):
    from tarocchi.engine.actions import Declare
    from tarocchi.engine.cards import TRUMP_MASK, count
    from tarocchi.engine.match import Match, SeatInfo
    from tarocchi.engine.registry import get_game

    spec = get_game("french-tarot")
    seed = next(s for s in range(2200, 9000) if count(
        Match(spec, 4, {}, [SeatInfo(str(i)) for i in range(4)], seed=s).new_deal().hands[0] & TRUMP_MASK) >= 11)
    start(window, seed=seed)
    c = window.controller
    wait_turn(qtbot, window)
    window.panel.button(c.describe(c.view().legal[-1])).click()  # the person bids with that hand
    play_until(qtbot, window, lambda v: any(type(a) is Declare and a.cards for a in v.legal))
    assert not c.state.is_terminal(), c.state.result()
    offer = next(a for a in c.view().legal if type(a) is Declare and a.cards)
    window.panel.button(c.describe(offer) + "\u2026").click()
    assert sorted(window.turn.selection) == cards_of(offer.cards)  # the engine's suggestion
    spare = next(t for t in cards_of(c.view().hand & TRUMP_MASK) if t not in window.turn.selection)
    window.table.card_clicked.emit(spare)  # one trump too many: refused by the engine's count
    show = next(b for b in window.panel.buttons if b.objectName() == "confirm")
    assert not show.isEnabled() and "exactly" in window.panel.hint.text()
    window.table.card_clicked.emit(window.turn.selection[0])  # swap: still the right count
    show = next(b for b in window.panel.buttons if b.objectName() == "confirm")
    assert show.isEnabled()
    chosen = sorted(window.turn.selection)
    show.click()
    assert c.state.poignees and cards_of(c.state.poignees[-1][2]) == chosen


def test_hint_suggests_a_legal_action_with_a_reason(qtbot, window):
    start(window, players=4, seed=3)
    wait_turn(qtbot, window)
    labels = [window.controller.describe(a) for a in window.controller.view().legal]
    window.ask_hint()
    qtbot.waitUntil(lambda: any(window.message.text().startswith(label + ": ") for label in labels), timeout=30_000)
    assert window.message.text().split(": ", 1)[1]  # the action in words, then why
    assert window.hints.asked == 1
