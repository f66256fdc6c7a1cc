"""The learning aids (issue 21): each one changes what the table shows, and each is a
setting remembered between runs."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from tarocchi.engine.cards import cards_of  # noqa: E402
from tarocchi.gui.aids import points_text, unit_size, won_units  # noqa: E402
from gui_helpers import legal_plays, play_until, start  # noqa: E402


def in_play(qtbot, window, game="french-tarot", players=4, seed=11, tricks=3):
    """A deal in its card play, the person to play with a choice that the rules narrow."""
    start(window, players=players, seed=seed, game=game)
    for _ in range(10):
        play_until(qtbot, window, lambda v: v.phase == "play" and v.table.tricks_played >= tricks
                   and v.to_move == v.seat and legal_plays(window) != set(cards_of(v.hand)))
        if not window.controller.state.is_terminal():
            return
        window.controller.next_deal()
    raise AssertionError("no such position in ten deals")


@pytest.fixture
def aids(window):
    yield window.aids
    for name, on in (("legal", True), ("points", False), ("played", False), ("open_hands", False)):
        window.aids.set(name, on)


def test_legal_cards_are_framed_and_the_others_dimmed_only_with_the_aid(window, qtbot, aids):
    in_play(qtbot, window)
    legal = legal_plays(window)
    hand = window.table.hand_sprites()
    assert {s.card for s in hand if not s.dimmed} == legal
    assert sorted(r.parentItem().card for r in aids.rings) == sorted(legal)
    window.aids.actions["legal"].setChecked(False)  # through the View menu
    assert not aids.on["legal"] and window.settings.get("aids/legal") is False
    assert not any(s.dimmed for s in hand) and aids.rings == []
    illegal = next(s.card for s in hand if s.card not in legal)
    window.table.card_activated.emit(illegal)  # still refused, in words
    assert window.controller.state.view(0).hand >> illegal & 1


def test_the_card_points_of_the_trick_and_of_each_side(window, qtbot, aids):
    in_play(qtbot, window)
    assert aids.text.text() == ""
    aids.set("points", True)
    view = window.controller.view()
    t = view.table
    text = aids.text.text()
    assert "Card points" in text and window.controller.names()[t.declarer] in text
    if t.trick:
        assert "In this trick" in text
    won = won_units(view)  # every card of the complete tricks counted once, the excuse's exchange included
    assert sum(won) == sum(t.card_values[c] for trick in t.tricks for _, c in trick)
    assert unit_size(t.card_values) == 2 and points_text(9, 2) == "4\u00bd" and points_text(1, 2) == "\u00bd"
    assert points_text(107, 3) == "35 and two cards"


def test_the_pane_of_trumps_and_kings_played(window, qtbot, aids):
    in_play(qtbot, window)
    aids.set("played", True)
    pane = aids.pane.widget()
    t = window.controller.view().table
    assert aids.pane.isVisible()
    assert pane.played == {c for trick in t.tricks for _, c in trick} | {c for _, c in t.trick}
    assert len(pane.deck) == 26 and "of 22" in pane.caption.text()
    aids.set("played", False)
    assert not aids.pane.isVisible()


def test_open_hands_show_every_hand_and_mark_the_match_as_practice(window, qtbot, aids, tmp_path):
    in_play(qtbot, window)
    assert not window.controller.config.practice
    aids.set("open_hands", True)
    qtbot.waitUntil(lambda: not window.animator.busy)
    state = window.controller.state
    for seat in range(1, 4):
        shown = {s.card for s in window.table.at(("hand", seat)) if s.face_up}
        assert shown == set(cards_of(state.view(seat).hand)), seat
    assert window.controller.config.practice and window.controller.match.practice
    assert "Practice" in aids.text.text()
    window.matchfiles.path = tmp_path / "autosave.json"
    window.matchfiles.autosave()
    assert json.loads((tmp_path / "autosave.json").read_text())["match"]["practice"] is True
    aids.set("open_hands", False)
    qtbot.waitUntil(lambda: not window.animator.busy)
    assert not any(s.face_up and s.card is not None for s in window.table.at(("hand", 1)))
