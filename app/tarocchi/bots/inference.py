"""Inference: how likely a sampled world makes what the other seats did.

A world is weighted by the probability of the others' bids under a player model (the easy
player's hand evaluation with a soft threshold) and of the cards they played to the
current and the last trick under the playout policy with mistakes. Weights multiply: a
world in which the taker holds no trumps gets a tiny weight instead of being rejected.
"""

from __future__ import annotations

import math
from typing import Sequence

from tarocchi.bots.kernel import Tables, duck_card, greedy_card, sides_of
from tarocchi.bots.simple import BID_STEP, BID_THRESHOLD, NO_ANNOUNCEMENT, mask_strength
from tarocchi.engine.cards import CardSet
from tarocchi.engine.protocol import GameState, SeatView
from tarocchi.engine.tricks import TrickRules

SOFTNESS = 0.06  #: spread of the bid model's threshold, in strength units
PLAY_MISTAKE = 0.35  #: probability the model gives a card other than the policy's


def bid_probability(strength: float, level: int, game: Sequence[float] = ()) -> float:
    """Probability of bidding at least the ``level``-th contract (0 = the lowest), around the
    game's own thresholds where it gives them (``TableView.bid_thresholds``)."""
    if level < len(game):
        edge = game[level]
    elif game:
        edge = game[-1] + (level - len(game) + 1) * BID_STEP
    else:
        edge = BID_THRESHOLD + level * BID_STEP
    x = (strength - edge) / SOFTNESS
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def bid_log_likelihood(world_views: Sequence[SeatView], me: int) -> float:
    """Log-probability of the others' bids (in ``auction``) given their hands in the world."""
    table = world_views[me].table
    if table is None or not table.auction:
        return 0.0
    total = 0.0
    levels: list[str] = []
    for seat, bid in table.auction:
        if bid not in NO_ANNOUNCEMENT and bid not in levels:
            levels.append(bid)
        if seat == me:
            continue
        view = world_views[seat]
        strength = mask_strength(view.hand, view.players, table.hand_sizes[seat] or 1)
        if bid in NO_ANNOUNCEMENT:
            p = 1.0 - bid_probability(strength, len(levels), table.bid_thresholds)
        else:
            p = bid_probability(strength, levels.index(bid), table.bid_thresholds)
        total += math.log(max(p, 1e-6))
    return total


def play_log_likelihood(world: GameState, world_views: Sequence[SeatView], me: int) -> float:
    """Log-probability of the others' cards in the current trick under the playout policy
    (right with probability 1 − PLAY_MISTAKE), given their hands in the world."""
    table = world_views[me].table
    if table is None or not isinstance(table.rules, TrickRules) or not table.card_values \
            or not table.trick:
        return 0.0  # no trick in progress, or rules the kernel's tables do not describe
    t = Tables.of(table.rules, table.card_values)
    side = sides_of(world_views)
    total = 0.0
    led, best, win_seat = -1, -1, table.trick[0][0]
    n = len(world_views)
    for i, (seat, card) in enumerate(table.trick):
        if seat != me and led >= 0:
            hand: CardSet = world_views[seat].hand | (1 << card)
            legal = t.legal(hand, led, best)
            if legal & (legal - 1):
                guess = duck_card(t, legal, led, best) if table.goal == "avoid" else \
                    greedy_card(t, legal, led, best, side[win_seat] == side[seat], i == n - 1)
                total += math.log(1 - PLAY_MISTAKE if guess == card else PLAY_MISTAKE)
        if led < 0 and t.suit_of[card] >= 0:
            led = t.suit_of[card]
        if led >= 0 and t.keys[led][card] > best:
            best, win_seat = t.keys[led][card], seat
    return total


def world_weight(world: GameState, me: int) -> float:
    """Unnormalised weight of a sampled world from ``me``'s point of view."""
    views = [world.view(s) for s in world.seats()]
    return math.exp(bid_log_likelihood(views, me) + play_log_likelihood(world, views, me))

