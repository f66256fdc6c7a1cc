"""The sides a seat's view names (``TableView.partners`` and ``defenders``): always true, and
never a secret partner given away before the called card shows him (the plates draw them)."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.registry import get_game

GAMES = [("french-tarot", 5), ("french-tarot", 4), ("french-tarot", 3), ("koenigrufen", 4),
         ("zwanzigerrufen", 4), ("talon", 4), ("talon", 6), ("talon", 3), ("troggu", 4)]


@pytest.mark.parametrize("game,players", GAMES)
def test_the_sides_a_view_names_are_true_and_no_secret_is_given_away(game, players):
    seen_defence = seen_secret = 0
    for seed in range(12):
        state = get_game(game).new_state(players, seed=seed)
        rng = random.Random(seed)
        while True:
            for seat in range(players):
                table = state.view(seat).table
                if table is None or table.declarer is None:
                    assert not table or not table.defenders
                    continue
                truth = {s for s in range(players) if state.side(s) == 1}
                assert set(table.defenders) <= truth and set(table.partners) <= set(state.partners)
                secret = state.secret_partner() and state.partners and not state.revealed \
                    and not state.is_terminal() and not getattr(state, "sides_public", False)
                if secret and seat != table.declarer and seat not in state.partners:
                    seen_secret += 1
                    # a defender who does not know the partner learns from the view only the
                    # defenders whose own announcements showed them (and himself in Talon)
                    public = set(getattr(state, "known_defenders", ())) | ({seat} if game == "talon" else set())
                    assert set(table.defenders) <= public, (seed, seat, table.defenders)
                    assert not table.partners
                seen_defence += bool(table.defenders)
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
    assert seen_defence
    if (game, players) in (("french-tarot", 5), ("talon", 4)):
        assert seen_secret
