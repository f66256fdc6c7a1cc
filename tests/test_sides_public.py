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


def test_a_taker_alone_with_his_own_king_is_public_once_the_king_shows():
    """French Tarot at five: a taker who calls a king he holds plays alone, unknown to the
    others "until the declarer plays that king to a trick"; from then on every view names the
    other four as the defence. A called king shown in the chien shows it at once."""
    from helpers import bid_all, deal_with, new
    from tarocchi.engine.actions import Call, Declare, Play
    from tarocchi.engine.cards import parse_card
    from tarocchi.engine.events import PartnerRevealed

    king = parse_card("KH")
    deal = deal_with(5, {0: "KH KS QS T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12 T11"}, seed=2)
    state = new(5, deal=deal, dealer=4)
    bid_all(state, ["guard-without", "pass", "pass", "pass", "pass"])
    state.apply(Call(king))
    state.apply(Declare("none"))
    others = (1, 2, 3, 4)
    assert state.view(0).table.defenders == others  # the taker knows he holds the king
    while not state.is_terminal():
        if state.to_move == 0 and Play(king) in state.legal_actions():
            assert all(state.view(s).table.defenders == () for s in others)  # still a secret
            events = state.apply(Play(king))
            assert not any(isinstance(e, PartnerRevealed) for e in events)  # no partner to show
            break
        state.apply(state.legal_actions()[0])
    else:
        pytest.fail("the taker never played his king")
    for seat in range(5):
        assert state.view(seat).table.defenders == others and state.view(seat).table.partners == ()

    deal = deal_with(5, {0: "KS QS T21 T20 T19 T18 T17 T16 T15 T14 T13 EX T12 T11"}, chien="KH", seed=2)
    state = new(5, deal=deal, dealer=4)
    bid_all(state, ["guard", "pass", "pass", "pass", "pass"])
    assert state.view(1).table.defenders == ()
    state.apply(Call(king))  # the chien is shown: the king lies in it
    assert all(state.view(s).table.defenders == others for s in range(5))
