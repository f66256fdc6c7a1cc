"""Helpers for building French Tarot positions in tests."""

from __future__ import annotations

import random

from tarocchi.bots.kernel import Kernel
from tarocchi.engine.actions import Bid, Declare, Play
from tarocchi.engine.cards import FULL_PACK, cardset, cards_of, count, parse_cards
from tarocchi.engine.games.french_tarot import LAYOUT, FrenchTarot
from tarocchi.engine.registry import get_game

SPEC = get_game("french-tarot")


def cs(text: str) -> int:
    return cardset(parse_cards(text))


def deal_with(n: int, fixed: dict[int, str], chien: str = "", seed: int = 0) -> dict:
    """A deal record where the named seats hold (at least) the given cards and the chien
    the given ones; the other cards are dealt at random from ``seed``."""
    hand_size, chien_size, _ = LAYOUT[n]
    hands = {s: parse_cards(t) for s, t in fixed.items()}
    chien_cards = parse_cards(chien)
    used = cardset([c for h in hands.values() for c in h] + chien_cards)
    rest = cards_of(FULL_PACK & ~used)
    random.Random(seed).shuffle(rest)
    out_hands = []
    for s in range(n):
        h = list(hands.get(s, []))
        while len(h) < hand_size:
            h.append(rest.pop())
        out_hands.append(h)
    while len(chien_cards) < chien_size:
        chien_cards.append(rest.pop())
    assert not rest
    from tarocchi.engine.cards import card_name
    return {"hands": [[card_name(c) for c in h] for h in out_hands], "chien": [card_name(c) for c in chien_cards]}


def new(n: int = 4, deal: dict | None = None, seed: int | None = 0, dealer: int = 0, **options) -> FrenchTarot:
    return SPEC.new_state(n, options, dealer=dealer, seed=None if deal else seed, deal=deal)


def bid_all(state: FrenchTarot, bids: list[str]) -> None:
    for b in bids:
        state.apply(Bid(b))


def play_out(state: FrenchTarot, rng: random.Random | None = None) -> None:
    """Finish the deal with random legal actions (no poignées or slams)."""
    rng = rng or random.Random(0)
    while state.to_move is not None:
        legal = [a for a in state.legal_actions() if not (type(a) is Declare and a.name != "none")]
        state.apply(rng.choice(legal))


def first_legal(state: FrenchTarot) -> None:
    while state.to_move is not None:
        legal = [a for a in state.legal_actions() if not (type(a) is Declare and a.name != "none")]
        state.apply(legal[0])


def assert_sample_keeps_what_is_seen(st, world, seat: int) -> None:
    """What every trick game's sampled world keeps from ``seat``'s point of view: its own
    hand, every hand's size, the tricks, and the talon and the discard where it saw them."""
    assert world.hands[seat] == st.hands[seat]
    assert [count(h) for h in world.hands] == [count(h) for h in st.hands]
    assert world.won == st.won and world.trick == st.trick
    holder = st.talon_hidden_from(seat)
    if holder is not None:  # drawn again among the cards its taker has held since
        assert count(world.talon) == count(st.talon)
        assert world.talon & ~(world.hands[holder] | world.discard | world.played_cards()) == 0
    elif st.talon_visible_to(seat):
        assert world.talon == st.talon
    if st.discard_visible_to(seat):
        assert world.discard == st.discard


def assert_scorer_matches_playout(state, rng: random.Random, context: str = "") -> None:
    """The game's outcome scorer, fed the kernel's playout of the rest of ``state``'s card
    play, gives the scores the engine gives after the same cards (``state`` is played out)."""
    scorer = state.outcome_scorer()
    kernel = Kernel.from_world(state)
    log: list[int] = []
    kernel.playout(rng, eps=rng.choice([0.1, 1.0]), log=log)
    for card in log:
        state.apply(Play(card))
    assert state.is_terminal()
    assert scorer(kernel.outcome()) == state.scores(), context


# --- The Shard: hand-built positions ------------------------------------------------------------

def shard_deal(hands: list[str], draws: str = "", **options):
    """A game of The Shard whose hands hold the given cards (filled up to five from the rest)
    and whose deck gives ``draws`` first; seat 0 plays first (the last seat deals)."""
    from tarocchi.engine.cards import card_name, parse_card

    fixed = [h.split() for h in hands]
    first = draws.split()
    used = {parse_card(c) for h in fixed for c in h} | {parse_card(c) for c in first}
    rest = [card_name(c) for c in range(78) if c not in used]
    for h in fixed:
        while len(h) < 5:
            h.append(rest.pop())
    n = len(hands)
    return get_game("the-shard").new_state(n, options, dealer=n - 1,
                                           deal={"hands": fixed, "deck": first + rest})


def shard_put(state, atout: str, cell: int, owner: int, pips: int = 1) -> None:
    """Lay ``atout`` on the board of a game of The Shard (out of wherever it was)."""
    from tarocchi.engine.cards import parse_card

    a = parse_card(atout)
    for s in range(state.n):
        state.hands[s] &= ~(1 << a)
    if a in state.deck:
        state.deck.remove(a)
    state.cell_card[cell] = a
    state.where[a], state.owner[a], state.pips[a] = cell, owner, pips


def shard_give(state, seat: int, cards: str) -> None:
    """Move ``cards`` into ``seat``'s hand (from the deck or another hand)."""
    from tarocchi.engine.cards import parse_cards

    for c in parse_cards(cards):
        for s in range(state.n):
            state.hands[s] &= ~(1 << c)
        if c in state.deck:
            state.deck.remove(c)
        state.hands[seat] |= 1 << c
