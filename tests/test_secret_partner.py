"""Players who do not know the secret partner (a called card), in the search's playouts and
inference: one mechanism for every calling game (Talon, Königrufen, French Tarot at five).

Until the called card is played, a seat that does not know the partner plays by the sides
it knows (``engine.tricks.known_sides``, the easy player's friends): a defender counts the
hidden partner as one of his own and gives him points, the declarer plays against him. The
card's play shows the sides to all; the points always go by the true sides."""

from __future__ import annotations

import random

from tarocchi.bots.base import decide, make_bot
from tarocchi.bots.inference import mates_before
from tarocchi.bots.kernel import Kernel, Tables, mates_of
from tarocchi.bots.simple import RuleBot
from tarocchi.engine.cards import HEARTS, SPADES, suit_card
from tarocchi.engine.registry import get_game
from tarocchi.engine.tricks import known_sides
from test_talon_six_bots import OPTIONS, in_play

TALON = get_game("talon")
KING, QUEEN, SEVEN, THREE, TWO = (suit_card(SPADES, r) for r in (14, 13, 7, 3, 2))
OTHER_KING = suit_card(HEARTS, 14)  #: a called king not in this trick


def tables() -> Tables:
    state = TALON.new_state(4, {}, dealer=0, seed=1)
    return Tables.of(state.rules, state.card_values)


def last_card(hands, trick, seats, beliefs=(), reveal=-1) -> int:
    """The card the greedy playout policy gives last to a one-trick position at four: the
    declarer seat 0 with the secret partner seat 1, defenders 2 and 3."""
    kernel = Kernel(tables(), hands, list(trick), list(seats), (seats[-1] + 1) % 4, (0, 0, 1, 1), 1,
                    beliefs=beliefs, reveal=reveal)
    log: list[int] = []
    kernel.playout(random.Random(0), 0.0, log=log)
    return log[-1]


#: each seat's sides as it knows them: the partner (seat 1) knows, the others do not
BELIEFS = ((0, 1, 1, 1), (0, 0, 1, 1), (0, 1, 1, 1), (0, 1, 1, 1))


def test_a_defender_who_does_not_know_gives_points_to_the_hidden_partner() -> None:
    """The hidden partner holds the trick: the last defender gives him his queen (a friend,
    as far as he knows); knowing the sides, or once the called card was played in the trick,
    he throws his seven."""
    t = tables()
    assert t.values[QUEEN] > t.values[SEVEN]
    hands = [0, 1 << KING, 0, (1 << QUEEN) | (1 << SEVEN)]
    trick, seats = [TWO, KING, THREE], [0, 1, 2]
    assert last_card([0, 0, 0, hands[3]], trick, seats, BELIEFS, OTHER_KING) == QUEEN
    assert last_card([0, 0, 0, hands[3]], trick, seats) == SEVEN  # every seat knows the sides
    # the king is the called card, played by the partner to this very trick
    hands[2] = 1 << THREE
    assert last_card(list(hands), [TWO], [0], BELIEFS, KING) == SEVEN
    assert last_card(list(hands), [TWO], [0], BELIEFS, OTHER_KING) == QUEEN


def test_a_declarer_who_does_not_know_overtakes_his_partner() -> None:
    """The hidden partner leads the queen and holds the trick; the declarer, last, takes it
    with his king not knowing his partner, and throws his three knowing him."""
    hands = [(1 << KING) | (1 << THREE), 0, 0, 0]
    trick, seats = [QUEEN, SEVEN, TWO], [1, 2, 3]
    assert last_card(hands, trick, seats, BELIEFS, OTHER_KING) == KING
    assert last_card(list(hands), trick, seats) == THREE


def test_the_points_go_by_the_true_sides() -> None:
    """The defender's gift counts for the declarer's side."""
    t = tables()
    kernel = Kernel(t, [0, 0, 0, (1 << QUEEN) | (1 << SEVEN)], [TWO, KING, THREE], [0, 1, 2], 3,
                    (0, 0, 1, 1), 1, beliefs=BELIEFS, reveal=OTHER_KING)
    points = kernel.playout(random.Random(0), 0.0)
    assert points[0] == sum(t.values[c] for c in (TWO, KING, THREE, QUEEN)) and points[1] == 0


def test_talon_six_worlds_carry_each_seats_knowledge() -> None:
    """In Talon at six before the called tarock shows, every sampled world's kernel plays the
    partner by the true sides and every other seat by its own (the declarer alone against
    the rest): the same friends as the easy player's in that world; the inference judges
    the cards played so far the same way. Once the tarock is played all know the sides."""
    for seed in (1, 40):
        state = in_play(seed)
        declarer, partner = state.declarer, state.partners[0]
        assert state.view(0).table.partner_card == state.called
        rng = random.Random(seed)
        for seat in range(6):
            world = state.sample_world(seat, rng)
            if world.to_move is None:
                continue
            kernel = Kernel.from_world(world)
            holder = world.partners[0] if world.partners else declarer
            # the declarer holding the called tarock plays alone: all know it as he does
            assert kernel.reveal == (state.called if holder != declarer else -1)
            views = [world.view(s) for s in range(6)]
            for s in range(6):
                for o in range(6):
                    assert kernel.mates[s][o] == (s == o or RuleBot.friends(views[s], s, o)), (seed, s, o)
                alone = known_sides(6, declarer, ())
                assert [int(not m) for m in kernel.mates[s]] == (
                    [int(kernel.side[o] != kernel.side[s]) for o in range(6)] if s == holder != declarer
                    else [int(alone[o] != alone[s]) for o in range(6)])
            tricks = list(world.view(seat).table.tricks) + [world.view(seat).table.trick]
            mates, shown = mates_before(views, seat, tricks)
            assert mates == kernel.mates and shown == (len(tricks), 0)
        easy, rng = make_bot("easy"), random.Random(seed)
        while state.to_move is not None and not state.revealed:
            state.apply(decide(state, easy, rng))
        if state.to_move is not None and state.phase == "play":
            kernel = Kernel.from_world(state)
            assert kernel.reveal == -1 and kernel.mates == mates_of(kernel.side)
            views = [state.view(s) for s in range(6)]
            tricks = list(views[0].table.tricks) + [views[0].table.trick]
            mates, shown = mates_before(views, 0, tricks)
            assert tricks[shown[0]][shown[1]][1] == state.called
            assert mates[partner] == mates_of(kernel.side)[partner] and mates[declarer][partner] is False


def test_every_calling_game_names_the_card_that_shows_the_partner() -> None:
    """Königrufen's called king, Talon's called king (four) or tarock (six), French Tarot's
    called king at five; none without a call (French Tarot at four)."""
    easy = make_bot("easy")
    found = set()
    for game, players, options in (("koenigrufen", 4, {}), ("talon", 4, OPTIONS), ("talon", 6, OPTIONS),
                                   ("french-tarot", 5, {}), ("french-tarot", 4, {})):
        spec = get_game(game)
        for seed in range(40):
            state = spec.new_state(players, options, dealer=seed % players, seed=seed)
            rng = random.Random(seed)
            while state.to_move is not None and state.phase != "play":
                state.apply(decide(state, easy, rng))
            if state.phase != "play":
                continue
            called = getattr(state, "called", None)
            table = state.view(0).table
            if game == "french-tarot" and players == 4:
                assert table.partner_card is None and state.play_position().beliefs == ()
                found.add((game, players))
                break
            if called is not None and state.partners and not state.revealed:
                assert table.partner_card == called
                position = state.play_position()
                assert position.reveal == called
                assert position.beliefs[state.partners[0]] == tuple(position.sides)
                assert position.beliefs[state.declarer] == known_sides(players, state.declarer, ())
                found.add((game, players))
                break
    assert len(found) == 5, found
