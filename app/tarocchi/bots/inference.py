"""Inference: how likely a sampled world makes what the other seats did.

A world is weighted by the probability of the others' bids under a player model (the rules
player's hand evaluation with a soft threshold: the game's own thresholds, where it gives
one per bid on offer those of the bids its seat had on offer), each bid judged against the
hand its seat held when bidding (its hand as dealt in that world), and of every card they
played so far under the playout policy with mistakes, each judged against the hand the seat
held at that trick. Weights multiply: a world in which the taker holds no trumps gets a tiny
weight instead of being rejected. What the play proves (a suit not followed, trumps refused) is
not weighed here: the worlds are dealt without those cards (``GameState.hidden_slots``).
"""

from __future__ import annotations

import math
from typing import Sequence

from tarocchi.bots.kernel import Tables, duck_card, greedy_card, mates_of, sides_of
from tarocchi.bots.simple import BID_STEP, BID_THRESHOLD, NO_ANNOUNCEMENT, mask_strength
from tarocchi.engine.cards import CardSet
from tarocchi.engine.protocol import GameState, SeatView
from tarocchi.engine.tricks import TrickRules, known_sides

SOFTNESS = 0.06  #: spread of the bid model's threshold, in strength units
#: where a game gives each bid on offer its threshold, the searchers' rules bid this much
#: below it (``montecarlo._Rules.game_shift``: they play a contract a little better)
OFFER_SHIFT = 0.02
PLAY_MISTAKE = 0.35  #: probability the model gives a card other than the policy's (the last two tricks)
#: the same for older tricks: the players' search often plays other than the cheap policy,
#: and twenty plays judged at PLAY_MISTAKE would leave one world with all the weight
OLD_PLAY_MISTAKE = 0.45
#: probability the model gives a declarer's call of a card of his own hand (to play alone,
#: unseen) when he could call one he lacks (``TableView.call_offers``): the rules player
#: never does, the hard player's simulation keeps the rules' call unless another beats it
CALL_MISTAKE = 0.05


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


def offer_probability(strength: float, offers: Sequence[tuple[str, float]], bid: str,
                      over_a_bid: bool = False) -> float | None:
    """Probability that the players choose ``bid`` (a pass: any of NO_ANNOUNCEMENT) among the
    bids on offer, each (name, the strength from which it pays), as the calibrated rules with
    the search's weighing of a raise bid (``SearchBot.weigh_raise``): the rules bid the last
    offer whose threshold (less OFFER_SHIFT) the hand reaches and pass when it reaches none,
    each threshold soft by SOFTNESS; a bid above the lowest on offer is weighed against the
    lowest, the lowest the prior, so the lowest says only that the hand reaches it; with
    ``over_a_bid`` (another's bid stands, and the players keep passing against the lowest
    unless rollouts show bidding better: ``TableView.keep_rules_bid`` False), a pass says
    only that the hand reaches no higher offer. None when the bid says nothing of the hand: not among the
    offers, or one the rules never bid on strength (a threshold no hand reaches)."""
    if bid in NO_ANNOUNCEMENT and over_a_bid:
        offers = offers[1:]
    p = 1.0
    for index in range(len(offers) - 1, -1, -1):
        name, edge = offers[index]
        reach = _sigmoid((strength - edge + OFFER_SHIFT) / SOFTNESS)
        if name == bid:
            if edge >= 1.0:
                return None
            return reach if index == 0 else p * reach
        p *= 1.0 - reach
    return p if bid in NO_ANNOUNCEMENT else None


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def bid_log_likelihood(world_views: Sequence[SeatView], me: int,
                       offers: Sequence[Sequence[tuple[str, float]]] | None = None) -> float:
    """Log-probability of the others' bids (in ``auction``) given the hands they held when
    bidding in the world (their hands as dealt). In a game whose bids form no ladder
    (``TableView.thresholds_by_offer``) each bid or pass is read against the bids its seat
    had on offer then (``offers``: the world's ``GameState.auction_offers``; None: the
    bids are not weighed), by :func:`offer_probability`; elsewhere on the auction's
    ladder (the game's ``bid_thresholds``, else BID_THRESHOLD a step of BID_STEP a bid)."""
    table = world_views[me].table
    if table is None or not table.auction:
        return 0.0
    if table.thresholds_by_offer and (offers is None or len(offers) != len(table.auction)):
        return 0.0
    total = 0.0
    levels: list[str] = []
    game = () if table.thresholds_by_offer else table.bid_thresholds
    for i, (seat, bid) in enumerate(table.auction):
        over_a_bid = bool(levels)  #: another's bid stands (a forced one too)
        if bid not in NO_ANNOUNCEMENT and bid not in levels:
            levels.append(bid)
        if seat == me or i in table.forced_bids:  # a bid without the choice to pass says nothing
            continue
        view = world_views[seat]
        hand = view.table.dealt if view.table is not None and view.table.dealt else view.hand
        strength = mask_strength(hand, view.players, hand.bit_count() or 1)
        if offers is not None and table.thresholds_by_offer:
            p = offer_probability(strength, offers[i], bid, over_a_bid and not table.keep_rules_bid)
            if p is None:
                continue
        elif bid in NO_ANNOUNCEMENT:
            p = 1.0 - bid_probability(strength, len(levels), game)
        else:
            p = bid_probability(strength, levels.index(bid), game)
        total += math.log(max(p, 1e-6))
    return total


def play_log_likelihood(world: GameState, world_views: Sequence[SeatView], me: int) -> float:
    """Log-probability of the others' cards in every trick so far under the playout policy
    (right with probability 1 − PLAY_MISTAKE in the last two tricks, 1 − OLD_PLAY_MISTAKE
    before), each card judged against the hand its seat held at that trick in the world,
    and against the sides as its seat knew them then (:func:`mates_before`)."""
    table = world_views[me].table
    if table is None or not isinstance(table.rules, TrickRules) or not table.card_values:
        return 0.0  # rules the kernel's tables do not describe
    tricks = list(table.tricks) + ([table.trick] if table.trick else [])
    if not tricks:
        return 0.0
    t = Tables.of(table.rules, table.card_values)
    side = tuple(sides_of(world_views))
    n = len(world_views)
    mates, shown = mates_before(world_views, me, tricks)
    known = mates_of(side)
    hands = [v.hand for v in world_views]  #: each seat's hand before the trick looked at
    total = 0.0
    for age, trick in enumerate(reversed(tricks)):
        index = len(tricks) - 1 - age
        for seat, card in trick:
            hands[seat] |= 1 << card
        mistake = PLAY_MISTAKE if age < 2 else OLD_PLAY_MISTAKE
        led, best, win_seat = -1, -1, trick[0][0]
        for i, (seat, card) in enumerate(trick):
            if seat != me and led >= 0:
                legal = t.legal(hands[seat], led, best)
                if legal & (legal - 1):
                    friend = (known if (index, i) > shown else mates)[seat][win_seat]
                    guess = duck_card(t, legal, led, best) if table.goal == "avoid" else \
                        greedy_card(t, legal, led, best, friend, i == n - 1)
                    total += math.log(1 - mistake if guess == card else mistake)
            if led < 0 and t.suit_of[card] >= 0:
                led = t.suit_of[card]
            if led >= 0 and t.keys[led][card] > best:
                best, win_seat = t.keys[led][card], seat
    return total


def mates_before(world_views: Sequence[SeatView], me: int,
                 tricks: Sequence[Sequence[tuple[int, int]]]) -> tuple[tuple[tuple[bool, ...], ...], tuple[int, int]]:
    """Who played with whom as each seat knew it before the secret partner showed
    (``kernel.mates_of`` of :func:`~tarocchi.engine.tricks.known_sides`), and where he
    showed: (trick, place in it) of the called card (``TableView.partner_card``) among
    ``tricks``; (len(tricks), 0) when it was not played, the seats then knowing what their
    views say. Without a secret partner every seat knew the true sides."""
    table = world_views[me].table
    n = len(world_views)
    side = tuple(sides_of(world_views))
    card, declarer = table.partner_card, table.declarer
    end = (len(tricks), 0)
    if card is None or declarer is None:
        return mates_of(side), end
    shown = next(((k, i) for k, trick in enumerate(tricks) for i, (_, c) in enumerate(trick) if c == card), None)
    if shown is None:  # not played: each seat knows what its view says
        beliefs = tuple(known_sides(n, declarer, v.table.partners if v.table is not None else ())
                        for v in world_views)
        return mates_of(side, beliefs), end
    # before it was played only the partner knew the sides
    team = [s for s in range(n) if side[s] == 0 and s != declarer]
    beliefs = tuple(known_sides(n, declarer, team if s in team else ()) for s in range(n))
    return mates_of(side, beliefs), shown


def call_log_likelihood(world_views: Sequence[SeatView], me: int) -> float:
    """Log-probability of the declarer's call given the hand he held when calling (his hand as
    dealt in the world), where the game says its players call a card of their own hand only
    when they hold every card on offer (``TableView.call_offers``): CALL_MISTAKE when he held
    the called card and lacked another he could have called, else 1 (0 in logs)."""
    table = world_views[me].table
    if table is None or not table.call_offers or table.partner_card is None \
            or table.declarer is None or table.declarer == me:
        return 0.0
    view = world_views[table.declarer]
    hand = view.table.dealt if view.table is not None and view.table.dealt else view.hand
    if hand >> table.partner_card & 1 and table.call_offers & ~hand:
        return math.log(CALL_MISTAKE)
    return 0.0


def world_weight(world: GameState, me: int) -> float:
    """Unnormalised weight of a sampled world from ``me``'s point of view."""
    views = [world.view(s) for s in world.seats()]
    table = views[me].table
    power = table.inference_weight if table is not None else 1.0
    if power == 0.0:
        return 1.0
    by_offer = table is not None and table.thresholds_by_offer and bool(table.auction)
    offers = world.auction_offers() if by_offer else None
    return math.exp(power * (bid_log_likelihood(views, me, offers) + play_log_likelihood(world, views, me)
                             + call_log_likelihood(views, me)))
