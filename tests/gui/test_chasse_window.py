"""The La chasse au trésor window, driven by mouse events offscreen: spells clicked onto
monsters and dragged, potions drunk, cards kept and thrown away, going on by the deck, the
panel of moves, undo and redo, hints, autoplay and the statistics."""

from __future__ import annotations

import json
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tarocchi.engine.actions import Act, parse_action  # noqa: E402
from tarocchi.engine.cards import card_name, parse_card  # noqa: E402
from tarocchi.gui.solitaire import ChasseWindow  # noqa: E402
from tarocchi.gui.mouse import drag  # noqa: E402
from tarocchi.gui.solitaire.chasse_selftest import play_by_mouse, run_self_test  # noqa: E402
from tarocchi.solitaire.stats import FILE_NAME  # noqa: E402

pytestmark = pytest.mark.gui
C = parse_card


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROCCHI_HOME", str(tmp_path))
    return tmp_path


def journey(first: str) -> dict:
    head = first.split()
    used = {C(c) for c in head}
    return {"journey": head + [card_name(c) for c in range(56) if c not in used]}


@pytest.fixture
def window(qtbot, home):
    w = ChasseWindow(7, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def start(w: ChasseWindow, first: str) -> None:
    w.table._start(w.table.spec.new_state(1, deal=journey(first)))


def act(text: str) -> Act:
    return parse_action("act " + text)


def test_every_move_by_mouse(window):
    t = window.table
    start(window, "9S 4C 5C 7H  KS 2D 3D 1S  8S 10C 4H 5H")
    # two spells selected by clicks, then the monster
    play_by_mouse(window, act("cast 9S 4C 5C"))
    assert t.state.history == [act("cast 9S 4C 5C")] and t.board.sprites[C("9S")].dimmed
    play_by_mouse(window, act("keep 7H"))  # dragged onto the satchel
    assert t.state.satchel == [C("7H")]
    play_by_mouse(window, act("onward"))  # the journey deck clicked
    assert t.state.turns == 2
    # the king of spades and the ace strike for 15; the 7 of hearts is drunk by a click
    play_by_mouse(window, act("onward"))
    assert t.state.damage == 15
    play_by_mouse(window, act("drink 7H"))
    assert t.state.damage == 8 and t.state.satchel == []
    # a spell dragged onto its monster
    drag(t.board, t.board.card_point(C("10C")), t.board.card_point(C("8S")))
    assert t.state.history[-1] == act("cast 8S 10C")
    play_by_mouse(window, act("keep 4H"))
    play_by_mouse(window, act("drop 4H"))  # dragged onto the discards
    assert C("4H") in t.state.discard


def test_a_refused_move_says_the_rule_and_changes_nothing(window):
    t = window.table
    start(window, "KS 4C 5C 7H")
    play_by_mouse(window, act("cast KS 4C 5C"))
    assert t.state.history == []
    assert "less than" in window.statusBar().currentMessage()
    assert t.selected == []  # the selection is dropped with the refused move
    t.click_card(C("7H"))  # not hurt: nothing to heal
    assert t.state.history == [] and "not hurt" in window.statusBar().currentMessage()


def test_the_panel_lists_the_legal_moves_in_words(window):
    t = window.table
    assert set(t.move_buttons) == set(t.state.legal_actions())
    codes = re.compile(r"(T\d+|EX|\d+[SHDC]|[JNQK][SHDC])[,.)]?")
    assert not any(codes.fullmatch(w) for b in t.move_buttons.values() for w in b.text().split())
    t.move_buttons[Act("teleport")].click()
    assert t.state.over and t.state.ending == "teleported"
    assert "Teleported" in t.board.banner.text()
    assert not window.act_on.isEnabled()


def test_undo_redo_and_restart(window):
    t = window.table
    for _ in range(8):
        if t.state.over:
            break
        t.play(t.planner.next_action(t.state)[0])
    played = list(t.state.history)
    while t.can_undo():
        window.act_undo.trigger()
    assert t.state.history == [] and t.state.damage == 0
    for _ in played:
        window.act_redo.trigger()
    assert t.state.history == played
    # the board follows: the track shows the damage face down
    track = t.state.track()
    assert all(t.board.sprites[c].face_up for c in track)
    t.restart()
    assert t.state.history == [] and t.state.journey == t.spec.new_state(1, seed=7).journey


def test_hint_is_counted_and_lights_up_its_cards(window, home):
    t = window.table
    action = t.hint()
    assert t.hints == 1 and t.state.check(action) is None and t.state.history == []
    assert all(t.board.sprites[c].focused for c in action.cards)
    assert t.move_buttons[action].isDefault()
    t.new_game(5)  # nothing played: not counted
    assert not (home / FILE_NAME).exists()


def test_autoplay_to_the_end_and_statistics(qtbot, window, home):
    t = window.table
    t.autoplay.setInterval(1)
    t.start_autoplay()
    qtbot.waitUntil(lambda: t.state.over, timeout=60000)
    result = t.state.result()
    game = json.loads((home / FILE_NAME).read_text())["games"]["chasse-au-tresor"]
    assert game["played"] == 1 and game["best_score"] == result["score"]
    assert game["won"] == int(result["won"])
    # another deal, left after one move: kept for the next window, not counted yet; the next
    # window that does not resume it counts it once, as not survived
    t.new_game(8)
    t.play(t.state.legal_actions()[0])
    window.close()
    game = json.loads((home / FILE_NAME).read_text())["games"]["chasse-au-tresor"]
    assert game["played"] == 1
    ChasseWindow(None, speed=0.0, dialogs=False, resume=False).close()
    game = json.loads((home / FILE_NAME).read_text())["games"]["chasse-au-tresor"]
    assert game["played"] == 2 and game["won"] == int(result["won"])


def test_a_variant_keeps_its_own_statistics(window):
    window.table.new_game(3, {"satchel": 1})
    assert window.table.stats_key() == "chasse-au-tresor:satchel-1"
    assert window.table.state.satchel_size == 1


def test_self_test_plays_a_game_by_mouse(home):
    out = run_self_test(2)
    assert out["ok"] and out["recorded_games"] == 1, out
    assert not (home / FILE_NAME).exists()


def test_stats_and_rules_dialogs_open(window):
    from tarocchi.gui.solitaire.dialogs import RulesDialog, StatsDialog, help_text

    assert "satchel" in help_text("chasse-au-tresor").lower()
    RulesDialog(window, "chasse-au-tresor", "La chasse au trésor").close()
    StatsDialog(window.table.store, window.table.stats_key(), 7, window, game="La chasse au trésor").close()


def test_opens_from_the_main_window(qtbot, qapp):
    from tarocchi.gui.window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    main.open_solitaire({"satchel": 2}, deal=11, game="chasse-au-tresor")
    solitaire = main._solitaires[-1]
    qtbot.waitExposed(solitaire)
    assert solitaire.table.state.spec.id == "chasse-au-tresor" and solitaire.table.state.satchel_size == 2
    solitaire.close()


def test_a_game_left_open_is_resumed_where_it_stopped(qtbot, home):
    w = ChasseWindow(7, speed=0.0, dialogs=False)
    qtbot.addWidget(w)
    for _ in range(3):
        if w.table.state.is_terminal():
            break
        w.table.play(w.table.state.legal_actions()[0])
    history = list(w.table.state.history)
    assert history and (home / "chasse-autosave.json").is_file()
    w.close()
    later = ChasseWindow(None, speed=0.0, dialogs=False, resume=True)
    qtbot.addWidget(later)
    assert later.table.state.seed == 7 and later.table.state.history == history
    # undo reaches back over the resumed moves
    later.table.undo()
    assert later.table.state.history == history[:-1]
    later.close()
    # a window that does not resume it counts it once, as abandoned, and the save goes
    third = ChasseWindow(None, speed=0.0, dialogs=False, resume=False)
    qtbot.addWidget(third)
    assert not third.table.state.history
    third.close()
    assert not (home / "chasse-autosave.json").exists()
    games = json.loads((home / FILE_NAME).read_text())["games"]
    assert sum(g["played"] for g in games.values()) == 1


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_the_panel_s_moves_fit_in_a_small_window(qtbot, home, lang):
    """At 900×640, in every language, each move of the panel shows its words whole (a long
    one on more lines) within the panel's width."""
    from tarocchi.gui.language import set_language

    set_language(lang)
    try:
        w = ChasseWindow(7, speed=0.0, dialogs=False)
        qtbot.addWidget(w)
        w.resize(900, 640)
        w.show()
        qtbot.waitExposed(w)
        start(w, "9S 4C 5C 7H  KS 2D 3D 1S  8S 10C 4H 5H")
        qtbot.wait(50)
        buttons = list(w.table.move_buttons.values())
        assert len(buttons) == 6
        area = w.table.panel.parentWidget()  # the scroll area's viewport
        for b in buttons:
            metrics = b.fontMetrics()
            assert " ".join(b._lines) == b.text()
            assert all(metrics.horizontalAdvance(line) <= b.width() - 16 for line in b._lines), (b.text(), b._lines)
            assert b.height() >= b.sizeHint().height() - 1
            left = b.mapTo(area, b.rect().topLeft()).x()
            assert 0 <= left and left + b.width() <= area.width()
        assert any(len(b._lines) > 1 for b in buttons)  # the long cast goes onto two lines
        w.grab().save(str(home / f"chasse-{lang}.png"))
        w.close()
    finally:
        set_language("en")
