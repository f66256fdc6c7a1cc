"""Talon: a talon left face down through the play (a misère at six) lies aside, not under
the trick's cards."""

from __future__ import annotations

import os
import random

from tarocchi.engine.actions import Bid
from tarocchi.engine.registry import get_game
from tarocchi.gui.layout import CARD_H, CARD_W


def misere_in_play(seed: int = 0):
    """A six-player Talon deal in which everyone passed (a misère, 5.4), three cards into
    the first trick."""
    spec = get_game("talon")
    for s in range(seed, seed + 200):
        state = spec.new_state(6, {"misere": True}, dealer=s % 6, seed=s)
        while state.phase == "auction":
            state.apply(Bid("pass"))
        if state.misere and state.phase == "play":
            rng = random.Random(s)
            for _ in range(3):
                state.apply(rng.choice(state.legal_actions()))
            return state
    raise AssertionError("no misère")


def box(place, scale_of=None):
    w, h = CARD_W * place.scale, CARD_H * place.scale
    return place.x - w / 2, place.y - h / 2, place.x + w / 2, place.y + h / 2


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_misere_talon_lies_aside_from_the_trick(qtbot, window) -> None:
    state = misere_in_play()
    view = state.view(0)
    assert view.table.talon_size == 6 and len(view.table.trick) == 3
    table = window.table
    table.setup(6, "clockwise", ["You", "Anna", "Bruno", "Chloé", "Denis", "Elsa"])
    entries = {loc: places for loc, _, places, _ in table.desired(view)}
    talon = entries[("talon",)]
    trick_places = table.layout.trick(list(range(6)))  # wherever a trick's card may lie
    assert len(talon) == 6
    for t in talon:
        for p in trick_places:
            assert not overlap(box(t), box(p)), (t, p)
    # on the felt, clear of every seat's plate and hand
    lay = table.layout
    for t in talon:
        assert 0 < t.x < lay.width and 0 < t.y < 1000
    table.arrange(view, 0)
    table.place_all()
    shot = os.environ.get("TAROCCHI_SHOT")
    if shot:
        window.grab().save(shot)
