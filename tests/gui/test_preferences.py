"""Edit → Preferences… (issue 21): the values round-trip through the settings (each read
back checked), and they take effect: the computer players' delay, the talon's display time,
auto-play of a forced card, claiming certain tricks, letting the computer finish the hand,
card size and table colour. Help's keyboard shortcuts come from the actions; the About box
carries the fonts' licence."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSettings  # noqa: E402

from tarocchi.engine.actions import Play  # noqa: E402
from tarocchi.engine.cards import cardset, suit_card, trump  # noqa: E402
from tarocchi.engine.protocol import SeatView, TableView  # noqa: E402
from tarocchi.engine.tricks import TrickRules  # noqa: E402
from tarocchi.gui import preferences  # noqa: E402
from tarocchi.gui.assist import claim_is_certain, claim_order  # noqa: E402
from tarocchi.gui.settings import Settings  # noqa: E402
from gui_helpers import legal_plays, play_until, start  # noqa: E402

DEFAULTS = {"bot_delay_ms": 520, "talon_hold": "brief", "auto_forced": False, "claim": False,
            "finish_hand": False, "card_size": "normal", "table_colour": "green", "speed": "off"}


@pytest.fixture
def prefs(window):
    yield window
    preferences.apply(window, DEFAULTS)
    window.controller.bot_pause_ms = 0
    window.settings.set("start/at_launch", "resume")


def test_the_dialog_round_trips_every_value_through_the_settings(prefs, qtbot):
    window = prefs
    dialog = window._open("PreferencesDialog")
    dialog.delay.setValue(1.3)
    dialog.talon.setCurrentIndex(dialog.talon.findData("4"))
    for key in ("auto_forced", "claim", "finish_hand", "aid_points"):
        dialog.checks[key].setChecked(True)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("large"))
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData("blue"))
    dialog.welcome.setChecked(True)
    dialog.accept()
    again = Settings(window.settings.store)  # read back from the store, each value checked
    assert again.get("play/bot_delay_ms") == 1300 and again.talon_hold == "4"
    assert again.get("play/auto_forced") and again.get("play/claim") and again.get("play/finish_hand")
    assert again.get("view/card_size") == "large" and again.get("view/table_colour") == "blue"
    assert again.get("aids/points") and again.get("start/at_launch") == "welcome"
    # and in effect at once
    assert window.controller.bot_pause_ms == 1300 and window.assist.claim and window.aids.on["points"]
    assert window.table.felt == preferences.FELTS["blue"]
    assert all(abs(s.scale() - 1.1) < 1e-6 for s in window.table.hand_sprites())
    shown = window._open("PreferencesDialog")  # the dialog shows what is stored
    assert shown.values()["bot_delay_ms"] == 1300 and shown.values()["table_colour"] == "blue"
    shown.reject()
    preferences.apply(window, {"aid_points": False})


def test_bad_stored_values_fall_back_to_their_defaults(tmp_path):
    store = QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat)
    for key, bad in (("play/bot_delay_ms", "slow"), ("play/claim", "perhaps"), ("view/card_size", "huge"),
                     ("view/table_colour", "purple"), ("start/at_launch", 3)):
        store.setValue(key, bad)
    s = Settings(store)
    assert (s.get("play/bot_delay_ms"), s.get("play/claim"), s.get("view/card_size"),
            s.get("view/table_colour"), s.get("start/at_launch")) == (520, False, "normal", "green", "resume")
    store.setValue("play/bot_delay_ms", "99999")
    assert Settings(store).get("play/bot_delay_ms") == 520


def test_the_computer_players_delay_takes_effect(prefs, qtbot):
    window = prefs
    window.set_speed("normal")
    preferences.apply(window, {"bot_delay_ms": 900})
    asked, done = [], []

    def thinking(seat):
        asked.append(time.perf_counter())

    def applied(action, events):
        if action is not None and len(done) < len(asked):
            done.append(time.perf_counter())

    window.controller.thinking.connect(thinking)
    window.controller.applied.connect(applied)
    start(window, seed=4, human=False)  # computer players in every seat
    qtbot.waitUntil(lambda: len(done) >= 2, timeout=20000)
    window.controller.stop()
    assert min(d - a for a, d in zip(asked, done)) >= 0.85  # the pause at normal speed, however quick the thinking
    window.controller.thinking.disconnect(thinking)
    window.controller.applied.disconnect(applied)
    window.set_speed("off")


def test_a_forced_last_card_plays_itself(prefs, qtbot):
    window = prefs
    start(window, seed=6)
    for _ in range(10):
        play_until(qtbot, window, lambda v: v.phase == "play" and v.to_move == v.seat
                   and bin(v.hand).count("1") == 2)
        if not window.controller.state.is_terminal():
            break
        window.controller.next_deal()
    preferences.apply(window, {"auto_forced": True})
    moves = len(window.controller.state.history)
    window.turn._act(Play(min(legal_plays(window))))  # the person plays the second-to-last card
    qtbot.waitUntil(lambda: window.controller.state.is_terminal(), timeout=30000)
    state = window.controller.state
    mine = [a for a in state.history[moves:] if type(a) is Play]
    assert state.view(0).hand == 0 and len(mine) == len(state.history[moves:])  # every card played


def test_the_computer_finishes_my_hand(prefs, qtbot):
    window = prefs
    start(window, seed=8)
    play_until(qtbot, window, lambda v: v.phase == "play" and v.to_move == v.seat)
    if window.controller.state.is_terminal():
        pytest.skip("the deal ended before its card play")
    action = next(a for a in window.menuBar().actions()[0].menu().actions()
                  if a.text() == "Let the computer &finish my hand")
    action.trigger()
    qtbot.waitUntil(lambda: window.controller.state.is_terminal(), timeout=60000)
    assert window.controller.autopilot == "easy"
    window.controller.next_deal()
    assert window.controller.autopilot is None  # for one deal only


def view_with(hand: list[int], unseen_trumps: list[int], played: list[int]) -> SeatView:
    table = TableView(hand_sizes=(len(hand),) * 3, trick=(), leader=0, rules=TrickRules(),
                      card_values=(1,) * 78, tricks=(tuple((s, c) for s, c in enumerate(played)),),
                      tricks_played=1, tricks_total=4)
    return SeatView("test", 0, 3, 0, "play", 0, cardset(hand), tuple(Play(c) for c in hand), table)


def test_a_claim_only_when_every_card_left_must_win():
    kings = [suit_card(s, 14) for s in range(4)]
    deck = cardset([trump(n) for n in range(15, 22)] + kings + [suit_card(0, 2), suit_card(1, 3)])
    played = [trump(15), trump(16), trump(17)]
    assert claim_is_certain(view_with([trump(21), trump(20)], [], played), deck & ~cardset([trump(18), trump(19)]))
    assert not claim_is_certain(view_with([trump(21), trump(18)], [], played), deck)  # trumps 19, 20 are out
    assert not claim_is_certain(view_with([trump(21), kings[0]], [], played), deck)  # the king may be trumped
    no_trumps_out = deck & ~cardset([trump(18), trump(19), trump(20)])
    assert claim_is_certain(view_with([trump(21), kings[0]], [], played), no_trumps_out)
    assert claim_order([kings[0], trump(1), trump(21)]) == trump(21)
    assert claim_order([kings[0], trump(1)]) == kings[0]  # the lowest trump for the last trick


def test_keyboard_shortcuts_come_from_the_actions_and_the_about_box_has_the_fonts_licence(window, qtbot):
    dialog = window._open("ShortcutsDialog")
    rows = {dialog.table.item(r, 1).text(): dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())}
    assert rows["Game: Hint"] == "H" and rows["Game: Score sheet"] == "Ctrl+T"
    assert "Ctrl+," in rows["Edit: Preferences"]
    # the felt tables' keys, and the Menu key that opens a Chasse card's moves
    assert any(keys.startswith("Menu") and "teleport" in text for text, keys in rows.items())
    assert any("La Pyramide" in text and "\u2191" in keys for text, keys in rows.items())
    window.hint_action.setShortcut("Ctrl+Shift+H")  # read from the action, not written down twice
    dialog.close()
    dialog = window._open("ShortcutsDialog")
    assert any(dialog.table.item(r, 0).text() == "Ctrl+Shift+H" for r in range(dialog.table.rowCount()))
    window.hint_action.setShortcut("H")
    dialog.close()
    about = window.show_about()
    text = about.text.toPlainText()
    assert "DejaVu" in text and "Bitstream" in text and "MIT" in text
    about.close()


def test_a_certain_claim_plays_the_rest_of_the_hand(prefs, qtbot, monkeypatch):
    from tarocchi.gui import assist

    window = prefs
    start(window, seed=8)
    for _ in range(10):
        play_until(qtbot, window, lambda v: v.phase == "play" and v.to_move == v.seat and not v.table.trick)
        if not window.controller.state.is_terminal():
            break
        window.controller.next_deal()
    preferences.apply(window, {"claim": True})
    seen = []
    monkeypatch.setattr(assist, "claim_is_certain", lambda view, deck: seen.append(view.hand) or True)
    moves = len(window.controller.state.history)
    window.turn.end()
    window.controller.resume_turn()  # the person's turn offered again, now with the claim on
    qtbot.waitUntil(lambda: window.controller.state.is_terminal(), timeout=30000)
    assert len(seen) == 1 and window.table.banner.text() == "The rest of the tricks are yours"
    assert window.controller.state.view(0).hand == 0 and len(window.controller.state.history) > moves
