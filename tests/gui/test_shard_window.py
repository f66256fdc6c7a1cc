"""The Shard's window, driven by mouse events offscreen: placing by clicks and by a drag,
upgrading, moving, attacking and defending, refusals in words, the panel of moves, the
computer players' turns, the end, the self-test and the main window's menu."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/helpers.py

import pytest  # noqa: E402
from PySide6.QtCore import QPoint  # noqa: E402

from tarocchi.engine.actions import Act, parse_action  # noqa: E402
from helpers import shard_deal as deal, shard_give, shard_put as put  # noqa: E402
from tarocchi.engine.cards import card_name, cards_of, parse_card  # noqa: E402
from tarocchi.engine.registry import get_game  # noqa: E402
from tarocchi.gui.board import ShardWindow  # noqa: E402
from tarocchi.gui import mouse  # noqa: E402
from tarocchi.gui.board.selftest import play_by_mouse, run_self_test  # noqa: E402

pytestmark = pytest.mark.gui
SPEC = get_game("the-shard")
C = parse_card
CENTRE = 12


def act(text: str) -> Act:
    return parse_action("act " + text)


@pytest.fixture
def window(qtbot):
    w = ShardWindow(3, "easy", {"rounds": 3}, seed=4, speed=0.0, dialogs=False)
    w.table.bot_pause_ms = 0
    w.table.runner.cancel()
    qtbot.addWidget(w)
    w.resize(1400, 880)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(w, point: QPoint) -> None:
    mouse.click(w.table.board, point)


def drag(w, start: QPoint, end: QPoint) -> None:
    mouse.drag(w.table.board, start, end)


def test_place_by_clicks_with_the_cells_marked(window, qtbot):
    t = window.table
    t.load(deal(["T3 JD 1D 5S 6S", "", ""]))
    click(window, t.board.card_point(C("JD")))
    click(window, t.board.card_point(C("1D")))
    click(window, t.board.card_point(C("T3")))
    assert t.selected == [C("JD"), C("1D"), C("T3")]
    assert t.board.marked_cells == {CENTRE}  # the first atout goes to the centre
    items = [t.moves.item(i).text() for i in range(t.moves.count())]
    assert items == ["Place trump 3 at row 3, column 3, paying the ace of diamonds and "
                     "the jack of diamonds"]
    click(window, t.board.cell_point(CENTRE))
    assert t.state.history[0].verb == "place" and t.state.where[C("T3")] == CENTRE
    assert t.board.pips[C("T3")].pips == 1


def test_every_card_of_a_crowded_hand_can_be_clicked(window):
    """A hand of sixteen overlaps: each card is pressed where it still shows (the self-test of
    seed 1 once clicked the 6 of spades laid over the 2 it meant)."""
    t = window.table
    state = deal(["T3 T9 T14 1D 4D", "", ""])
    shard_give(state, 0, "9D 2H 7H QH 1C 5C KC 1S 2S 6S 9S")
    t.load(state)
    hand = list(cards_of(t.state.hands[0]))
    assert len(hand) >= 16
    for card in hand:
        click(window, t.board.card_point(card))
    assert t.selected == hand


def test_a_refused_place_says_the_rule(window):
    t = window.table
    t.load(deal(["T5 QD 1H", "", ""]))
    click(window, t.board.card_point(C("QD")))
    click(window, t.board.card_point(C("T5")))
    click(window, t.board.cell_point(CENTRE))
    assert t.state.history == []
    assert "less than 5" in window.statusBar().currentMessage()
    assert t.selected == []


def test_place_by_dragging_the_atout_onto_a_cell(window):
    t = window.table
    state = deal(["T2 JD", "", ""])
    put(state, "T9", CENTRE, owner=1)
    t.load(state)
    click(window, t.board.card_point(C("JD")))
    drag(window, t.board.card_point(C("T2")), t.board.cell_point(6))
    assert t.state.history == [Act("place", (C("T2"), C("JD")), at=6)]


def test_upgrade_move_and_attack_by_clicking_the_atout(window):
    t = window.table
    state = deal(["QH 2C 5S 4S", "", ""])
    put(state, "T4", CENTRE, owner=0, pips=2)
    put(state, "T1", 7, owner=1, pips=1)
    t.load(state)
    play_by_mouse(window, act("upgrade T4 QH"))
    assert t.state.pips[C("T4")] == 3
    # the others play (easy players); then seat 0 again
    for _ in range(2):
        t.state.apply(Act("pass"))
    t.load(t.state)
    play_by_mouse(window, act("move T1 2C at 2"))
    assert t.state.where[C("T1")] == 2
    for _ in range(2):
        t.state.apply(Act("pass"))
    t.load(t.state)
    shard_give(t.state, 2, " ".join(card_name(c) for c in range(14, 28)))  # Anna holds no heart
    play_by_mouse(window, act("attack T1 4S"))
    assert C("T1") not in t.state.where


def test_the_person_defends_with_hearts(window, qtbot):
    t = window.table
    state = deal(["", "KS QS", ""])
    state.turn = 1  # Anna's turn
    put(state, "T1", CENTRE, owner=0, pips=6)
    shard_give(state, 0, "JH 1H")
    state.apply(Act("attack", (C("T1"), C("KS"), C("QS"))))
    t.load(state)
    assert t.my_turn() and t.state.phase == "defend"
    assert t.take_button.isEnabled() and not t.pass_button.isEnabled()
    click(window, t.board.card_point(C("JH")))
    click(window, t.board.card_point(C("1H")))
    t.defend_button.click()
    assert t.state.history[-1] == Act("defend", (C("JH"), C("1H")))
    assert C("T1") not in t.state.where  # 9 − 3 = 6 points: six indicators of the 1


def test_computer_players_play_to_the_end(qtbot):
    w = ShardWindow(3, "easy", {"rounds": 2}, seed=9, speed=0.0, dialogs=False, human=False)
    w.table.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.table.state.is_terminal(), timeout=60_000)
    assert "indicator" in w.table.board.banner.text() and not w.errors
    from tarocchi.engine.words import COMPUTER_NAME  # the first seat is a computer player, not "You"
    assert w.table.shown_names()[0] == COMPUTER_NAME
    assert COMPUTER_NAME in w.table.board.player_texts[0].text()
    w.close()


def test_self_test_plays_a_game_by_mouse():
    out = run_self_test(3, seed=2, options={"rounds": 4})
    assert out["ok"] and out["turns"] == 12 and out["moves_by_mouse"] >= 4, out


def test_hint_lights_a_legal_move(window, qtbot):
    t = window.table
    t.load(deal(["T3 JD 1D", "", ""]))
    window.ask_hint()
    qtbot.waitUntil(lambda: bool(t.hinted) or "ass" in window.statusBar().currentMessage(), timeout=60_000)
    message = window.statusBar().currentMessage()
    assert message.startswith("Pass") or t.hinted, message  # the move suggested, in words


def test_opens_from_the_main_window(qtbot, qapp):
    from tarocchi.gui.window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    main.open_board(4, "easy", {"rounds": 2}, ["Me", "A", "B", "C"])
    board = main._solitaires[-1]
    qtbot.waitExposed(board)
    assert board.table.state.n == 4 and board.table.names[0] == "Me"
    board.close()


def test_a_long_prompt_is_said_on_two_lines_inside_the_table(window):
    """The German "Einen Atout setzen, aufwerten, ziehen oder angreifen, oder passen" is wider
    than the room over the hand: it is broken in two, and stays inside the scene."""
    board = window.table.board
    scene = board.scene().sceneRect()
    board.set_prompt("Einen Atout setzen, aufwerten, ziehen oder angreifen, oder passen")
    assert "\n" in board.prompt.text()
    assert scene.contains(board.prompt.sceneBoundingRect())
    board.set_prompt("Place an atout")
    assert "\n" not in board.prompt.text() and scene.contains(board.prompt.sceneBoundingRect())



@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_piles_labels_never_run_into_each_other(window, lang):
    """ "Pioche du Shard : 24" and "Défausse : 12" are wider than the gap between the piles."""
    from tarocchi.gui.language import set_language

    board = window.table.board
    try:
        set_language(lang)
        board.show_state(window.table.state)
        deck, discard = board.pile_labels["deck"], board.pile_labels["discard"]
        assert "Shard" in deck.text() and deck.text() != "Shard deck: 24"
        assert discard.sceneBoundingRect().left() - deck.sceneBoundingRect().right() >= 12
    finally:
        set_language("en")


def test_the_round_count_is_the_loaded_game_s(window, qtbot, tmp_path):
    """A position loaded into the window brings its own rounds: the board says "Round 1 of 3"
    for a game of three rounds and "Round 1 of 12" for one of twelve, and the setup dialog and
    the next new game follow the game loaded, not the options the window started with."""
    from tarocchi.gui.board.window import SetupDialog

    t = window.table
    t.load(deal(["T3 JD 1D 5S 6S", "", ""], rounds=3))
    assert t.board.info.text().startswith("Round 1 of 3")
    t.load(deal(["T3 JD 1D 5S 6S", "", ""], rounds=12, board=7))
    assert t.board.info.text().startswith("Round 1 of 12")
    assert t.options["rounds"] == 12 and t.options["board"] == 7
    dialog = SetupDialog(t.players, t.level, t.options, window)
    assert dialog.rounds.value() == 12
    dialog.deleteLater()
    t.new_game(5)
    assert t.state.rounds == 12 and t.board.info.text().startswith("Round 1 of 12")
    window.grab().save(str(tmp_path / "shard-rounds.png"))
