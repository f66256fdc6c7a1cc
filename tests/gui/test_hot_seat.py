"""Hot seat (issue 20): two people at one computer with two computer players; a person's hand
turns face down once they have acted, each person's turn begins behind the "Pass to …" screen,
and no hidden card of one person is ever shown to the other."""

from __future__ import annotations

import time

import pytest

from tarocchi.gui.autoplay import UiPlayer
from tarocchi.gui.controller import MatchConfig

pytestmark = pytest.mark.gui


def shown_cards(window) -> set[int]:
    """The cards the table shows face up."""
    return {s.card for s in window.table.sprites if s.isVisible() and s.card is not None and s.face_up}


def hidden_of(window, seat: int) -> set[int]:
    """``seat``'s cards that the others may not see (its hand, less what it has shown)."""
    state = window.controller.state
    view = state.view(seat)
    exposed = view.table.exposed[seat] if view.table is not None and view.table.exposed else 0
    return {c for c in range(78) if view.hand >> c & 1 and not exposed >> c & 1}


def test_a_hot_seat_deal_with_two_people(window, qtbot, tmp_path):
    window.auto = True  # the deal ends on the sheet, without the summary dialog
    window.start(MatchConfig(game="french-tarot", players=4, seed=41, people=[0, 2],
                             names=["Ann", "Bob", "Cid", "Dee"]))
    c, hot = window.controller, window.hotseat
    assert [s.bot for s in c.match.seats] == [None, "easy", None, "easy"]
    player = UiPlayer(window, "easy", 5)
    c.human_turn.disconnect(player.play)
    passes = []
    turns = {0: 0, 2: 0}
    end = time.monotonic() + 120
    while not c.match.sheet:
        assert time.monotonic() < end, "the deal never ended"
        qtbot.waitUntil(lambda: bool(c.match.sheet) or hot.screen.isVisible()
                        or (window.turn.active and not window.animator.busy), timeout=30000)
        if c.match.sheet:
            break
        if hot.screen.isVisible():
            seat = hot.waiting
            assert hot.screen.geometry() == window.table.rect()  # the whole table is covered
            assert not window.turn.active  # nothing can be played behind the screen
            assert hot.screen.title.text() == f"Pass to {c.names()[seat]}"
            passes.append(seat)
            if len(passes) == 2:
                window.grab().save(str(tmp_path / "pass-screen.png"))
            hot.screen.button.click()
            qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
            continue
        seat = c.state.to_move
        assert seat in (0, 2) and c.my_seat == seat == hot.shown
        other = 2 - seat
        assert not shown_cards(window) & hidden_of(window, other), "a hidden card of the other person shows"
        assert window.dealfiles.deals() == []  # no export of the deal in progress: it holds hidden cards
        if turns[seat] == 3 and seat == 2:
            window.grab().save(str(tmp_path / "hot-seat-cid.png"))
        turns[seat] += 1
        player.play(c.view())
        if c.state.is_terminal() or c.state.to_move != seat:
            # whoever sits at the computer while the others play sees none of this hand
            qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
            if not hot.screen.isVisible():
                assert not shown_cards(window) & hidden_of(window, seat), "the hand stays face up"
    assert turns[0] and turns[2] and set(passes) == {0, 2}
    assert c.match.sheet[0].record["seats"][2] == {"name": "Cid"}


def test_one_person_never_sees_the_pass_screen(window, qtbot):
    window.start(MatchConfig(game="tappen", players=3, seed=4))
    qtbot.waitUntil(lambda: window.turn.active, timeout=20000)
    assert not window.hotseat.active() and not window.hotseat.screen.isVisible()


def test_the_new_game_dialog_sets_people_and_practice(window, qtbot, tmp_path):
    from tarocchi.gui.dialogs import NewGameDialog
    from tarocchi.gui.seatchoice import SeatChoices

    dialog = NewGameDialog(MatchConfig(game="french-tarot", players=4), window)
    choices = SeatChoices(dialog, MatchConfig(game="french-tarot", players=4))
    qtbot.addWidget(dialog)
    assert choices.people() == [0] and [k.isHidden() for k in choices.kinds] == [False] * 4 + [True] * 2
    choices.kinds[3].setCurrentIndex(0)  # Person
    choices.practice.setChecked(True)
    dialog.show()
    dialog.grab().save(str(tmp_path / "new-game-seats.png"))
    config = choices.apply(dialog.result_config())
    assert config.people == [0, 3] and config.practice and config.person_seats() == [0, 3]
    dialog.close()


def test_a_first_seat_handed_to_the_computer_takes_the_computer_s_name(window, qtbot):
    """The first seat's default name follows who plays it: "You" for a person, the computer's
    own name for a computer player (the table never calls a computer player "You"); a typed
    name stays."""
    from tarocchi.engine.words import COMPUTER_NAME
    from tarocchi.gui.dialogs import NewGameDialog
    from tarocchi.gui.seatchoice import SeatChoices

    dialog = NewGameDialog(MatchConfig(game="french-tarot", players=4), window)
    choices = SeatChoices(dialog, MatchConfig(game="french-tarot", players=4))
    qtbot.addWidget(dialog)
    first = dialog.name_edits[0]
    assert first.text() == "You"
    choices.kinds[0].setCurrentIndex(1)  # Computer
    assert first.text() == COMPUTER_NAME
    assert choices.apply(dialog.result_config()).seat_names()[0] == COMPUTER_NAME
    choices.kinds[0].setCurrentIndex(0)  # a person again
    assert first.text() == "You" and dialog.result_config().names[0] == "You"
    first.setText("Ada")
    choices.kinds[0].setCurrentIndex(1)
    assert first.text() == "Ada"
    dialog.close()


def test_the_pass_button_during_the_deal_at_normal_speed(normal_window, qtbot):
    window = normal_window
    window.start(MatchConfig(game="tappen", players=3, seed=12, people=[1, 2], names=["Ann", "Bob", "Cid"]))
    hot, c = window.hotseat, window.controller
    assert hot.screen.isVisible() and hot.waiting == 1  # the first person takes the computer first
    hot.screen.button.click()  # while the cards are still being dealt
    played = set()
    for _ in range(4):
        qtbot.waitUntil(lambda: hot.screen.isVisible() or (window.turn.active and not window.animator.busy)
                        or c.state.is_terminal(), timeout=30000)
        if c.state.is_terminal():  # the auction ended the deal (all passed)
            break
        if hot.screen.isVisible():
            hot.screen.button.click()
            continue
        seat = c.state.to_move
        assert seat == c.my_seat == hot.shown and window.table.layout.bottom == seat
        hand = {s.card for s in window.table.hand_sprites()}
        assert hand == {card for card in range(78) if c.state.view(seat).hand >> card & 1}
        assert not shown_cards(window) & hidden_of(window, 3 - seat)
        played.add(seat)
        c.try_action(c.view().legal[0], seat)
    assert played == {1, 2}
