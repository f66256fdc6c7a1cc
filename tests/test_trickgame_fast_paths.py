"""The engine's fast paths against the readable rules: the legal cards computed once per
position (``TrickGame.legal_cards``), the plays listed by bytes, the shuffle written out,
the shared events and card names. The readable rules (``playable``, ``TrickRules``) are the
specification; these tests play thousands of random positions of every trick game."""

from __future__ import annotations

import random

import pytest

from tarocchi.bots.kernel import sides_of
from tarocchi.engine.actions import PLAYS, Choose, Play, plays_of
from tarocchi.engine.cards import EXCUSE, N_CARDS, card_name, cards_of, parse_card
from tarocchi.engine.events import CardPlayed, card_played
from tarocchi.engine.protocol import Params
from tarocchi.engine.registry import games, get_game
from tarocchi.engine.trickgame import PHASE_PLAY, TrickGame, deal_by_packets, shuffle
from tarocchi.engine.tricks import TrickRules

TRICK_GAMES = [(spec, n) for spec in games() if spec.kind == "trick" for n in spec.players]


def plays_bit_by_bit(cards: int) -> list[Play]:
    return [PLAYS[c] for c in range(N_CARDS) if cards >> c & 1]


@pytest.mark.parametrize("spec,players", TRICK_GAMES, ids=[f"{s.id}-{n}" for s, n in TRICK_GAMES])
def test_legal_cards_are_the_playable_cards(spec, players: int) -> None:
    """At every card of random deals: the legal cards are ``playable``'s, the legal actions
    list them lowest first, and ``check`` accepts exactly them (refusing the others with
    the rule that ``play_refusal`` states), before and after ``legal_actions`` is asked."""
    rng = random.Random(players)
    positions = 0
    for seed in range(60):
        state = spec.new_state(players, dealer=seed % players, seed=seed)
        while state.to_move is not None:
            if state.phase == PHASE_PLAY:
                seat = state.to_move
                playable = state.playable(seat)
                if rng.random() < 0.5:  # check first, then legal_actions, or the other way
                    assert [state.check(PLAYS[c]) is None for c in range(N_CARDS)] == \
                        [bool(playable >> c & 1) for c in range(N_CARDS)]
                plays = [a for a in state.legal_actions() if type(a) is Play]
                assert state.legal_cards() == playable
                assert plays == plays_bit_by_bit(playable)
                for card in cards_of(state.hands[seat] & ~playable):
                    assert state.check(Play(card)) == state.play_refusal(seat, card) is not None
                positions += 1
            state.apply(rng.choice(state.legal_actions()))
    assert positions >= 300


def test_a_position_changed_by_hand_is_not_served_stale_cards() -> None:
    """Tests build positions by hand: a new hand for the seat to move, another seat to move
    or a new trick is seen at once; a sampled world has its own legal cards."""
    spec = next(s for s in games() if s.id == "french-tarot")
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        state = spec.new_state(4, seed=seed)
        while state.to_move is not None and state.phase != PHASE_PLAY:
            state.apply(rng.choice(state.legal_actions()))
        if state.phase != PHASE_PLAY:
            continue
        for _ in range(rng.randrange(30)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_move
        state.legal_actions()
        state.hands[seat] &= state.hands[seat] - 1  # a card less
        assert state.legal_cards() == state.playable(seat)
        state.to_move = (seat + 1) % 4
        assert state.legal_cards() == state.playable(state.to_move)
        state.legal_actions()
        state.trick = []
        assert state.legal_cards() == state.playable(state.to_move) == state.hands[state.to_move]
        world = state.sample_world(0, rng)
        assert world.legal_cards() == world.playable(world.to_move)
        checked += 1
    assert checked >= 20


class Handover(TrickGame):
    """A toy trick game whose own phase changes the hands: the first seat hands its lowest
    card to the next one (asking for the legal cards meanwhile), then plain tricks."""

    def __init__(self, hands: list[int]):
        super().__init__(Params(len(hands), {}), 0, TrickRules(), hands, (), None, ())
        self._phase, self.to_move = "handover", 0

    def _legal_phase(self):
        return [Choose("hand-over")]

    def _check_phase(self, action):
        return None if action == Choose("hand-over") else "hand a card over first"

    def _apply_phase(self, action):
        self.legal_cards()  # a subclass may look at the legal cards in its own phases
        hand = self.hands[0]
        low = hand & -hand
        self.hands[0] ^= low
        self.hands[1] |= low
        self.legal_cards()
        self.start_play(1)
        return []

    def _finish(self):
        return self.end_deal([0] * self.n, {})


def test_a_game_changing_hands_in_its_own_phase_gets_fresh_legal_cards() -> None:
    hearts = [parse_card(c) for c in ("1H", "2H", "3H", "4H")]
    spades = [parse_card(c) for c in ("1S", "2S", "3S", "4S")]
    state = Handover([sum(1 << c for c in spades[:2]), sum(1 << c for c in hearts[:2] + spades[2:3]),
                      sum(1 << c for c in hearts[2:] + spades[3:])])
    state.legal_cards()
    state.apply(Choose("hand-over"))
    assert state.to_move == 1 and state.legal_cards() == state.hands[1]
    assert state.legal_actions() == plays_bit_by_bit(state.hands[1])
    state.apply(Play(spades[0]))  # the card handed over, led
    assert state.legal_actions() == [Play(spades[3])]  # seat 2 follows suit
    assert state.check(Play(hearts[2])) == "you must follow suit"


def test_plays_of_lists_the_cards_lowest_first() -> None:
    rng = random.Random(1)
    for cards in [0, 1, 1 << EXCUSE, (1 << N_CARDS) - 1] + [rng.getrandbits(78) & rng.getrandbits(78)
                                                            for _ in range(3000)]:
        assert plays_of(cards) == plays_bit_by_bit(cards)


def test_the_shuffle_draws_as_random_shuffle() -> None:
    for seed in range(300):
        ours, theirs = list(range(seed % 78 + 1)), list(range(seed % 78 + 1))
        rng, reference = random.Random(seed), random.Random(seed)
        shuffle(rng, ours)
        reference.shuffle(theirs)
        assert ours == theirs and rng.random() == reference.random()


def test_dealing_by_packets_deals_the_shuffled_pack_in_order() -> None:
    """The hands and talon as the readable deal gives them: the pack shuffled by
    ``random.shuffle``, then each packet in turn."""
    for seed in range(50):
        hands, talon, sequence = deal_by_packets(random.Random(seed), (1 << 78) - 1, 4, seed % 4,
                                                 [3] * 6, 6, interleave_talon=True)
        rng = random.Random(seed)
        pack = list(range(78))
        rng.shuffle(pack)
        expected = [0] * 4
        for card, where in zip(pack, sequence):
            if where >= 0:
                expected[where] |= 1 << card
        assert hands == expected
        assert list(talon) == [c for c, where in zip(pack, sequence) if where < 0]


def test_shared_events_and_names_are_the_same_values() -> None:
    for seat in range(10):
        for card in range(N_CARDS):
            assert card_played(seat, card) == CardPlayed(seat, card)
    assert card_name(0) == "1S" and card_name(13) == "KS" and card_name(56) == "T1" and card_name(EXCUSE) == "EX"
    for card in range(N_CARDS):
        assert parse_card(card_name(card)) == card
    for bad in (-1, N_CARDS):
        with pytest.raises(ValueError):
            card_name(bad)


@pytest.mark.parametrize("spec,players", TRICK_GAMES, ids=[f"{s.id}-{n}" for s, n in TRICK_GAMES])
def test_the_play_position_is_what_every_view_shows(spec, players: int) -> None:
    """``play_position`` gives in one piece what the playouts used to read from every seat's
    view: the hands, the trick, the sides the seats know of, the cards won, the tricks left
    and the table's rules, values, plain play and goal."""
    rng = random.Random(players + 10)
    positions = 0
    for seed in range(30):
        state = spec.new_state(players, dealer=seed % players, seed=seed)
        while state.to_move is not None:
            position = state.play_position()
            if state.phase != PHASE_PLAY:
                assert position is None
            else:
                views = [state.view(s) for s in state.seats()]
                table = views[state.to_move].table
                if position.straw:  # the kernel turns the straw men up: face-up straw cards are held
                    assert list(position.hands) == [v.hand | sum(1 << c for c in table.straw_piles[s][0])
                                                    for s, v in enumerate(views)]
                else:
                    assert list(position.hands) == [v.hand for v in views]
                assert tuple(position.trick) == table.trick and position.to_move == state.to_move
                assert list(position.sides) == sides_of(views)
                assert tuple(position.won_cards) == table.won_cards
                assert position.tricks_left == table.tricks_total - table.tricks_played
                assert (position.rules, tuple(position.card_values), position.plain_play, position.goal,
                        position.declarer) == (table.rules, tuple(table.card_values), table.plain_play,
                                               table.goal, table.declarer is not None)
                positions += 1
            state.apply(rng.choice(state.legal_actions()))
    assert positions >= 100


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_french_tarot_state_keeps_few_attributes(players: int) -> None:
    """CPython (3.11) shares the attribute names of a class's objects up to 29 of them; with
    more, every attribute read and method call on a state takes the slow way. A French Tarot
    deal played through keeps within (what follows from others is read from them)."""
    state = get_game("french-tarot").new_state(players, seed=players)
    rng = random.Random(players)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_actions()))
    assert len(vars(state)) <= 29, sorted(vars(state))
