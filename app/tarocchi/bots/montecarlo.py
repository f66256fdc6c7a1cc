"""Monte Carlo players: medium, hard and the oracle.

medium
    Card play by Monte Carlo: sample worlds consistent with what the seat knows, play each
    legal card in each world and finish the deal with fast kernel playouts; choose the card
    with the best mean score for the seat, counted by the game's own fast scorer (the
    contract, its target, the bonuses) or, in games without one, the side's card points.
    Other decisions by rules: bids calibrated on its own results (``_Rules``), discards
    that make voids.
hard
    The same search with inference (worlds weighted by how likely the others' bids and
    cards were under a player model), an exact alpha-beta search of the last tricks in each
    world, and every other decision (bids, talon, discard, called king, poignée, slam) made
    by simulation: apply the action in each world and play the deal out, scoring it with
    the game's own rules. The rules' choice is the prior: another action replaces it only
    when its rollouts beat it by more than a standard error (PRIOR_Z). Bids are weighed
    where the hand is close to one of the rules' thresholds; rollouts play a contract
    worse than the search will, so bidding at all is weighed with some optimism
    (BID_OPTIMISM). A game may leave some of these to the rules where rollouts misjudge
    them (``TableView.declarations_by_rules``, ``bids_by_rules``, ``discards_by_rules``,
    ``choices_by_rules``).
oracle
    The hard search given the true hands (tests and benchmarks only).

Every search shares its worlds and its random playout seeds between the candidate actions
(common random numbers), so differences between actions are not drowned in card luck.
The effort is a budget in playouts (deterministic); the decision's deadline and cancel
event are checked between worlds and cards. No decision takes more than MAX_SECONDS of wall
clock whatever its budget, and one at the level's default budget (the window's players) no
more than DEFAULT_SECONDS: on a busy machine such a search is shortened, not the wait.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Callable, NamedTuple, Sequence

from tarocchi.bots.base import Bot, Cancelled, Decision, register_bot
from tarocchi.bots.hint_text import reason
from tarocchi.bots.inference import world_weight
from tarocchi.bots.kernel import Kernel, SolveBudgetSpent, playable_goal
from tarocchi.bots.simple import NO_ANNOUNCEMENT, RuleBot, hand_strength, rungs_below
from tarocchi.engine.actions import PLAYS, Action, Bid, Declare, Discard, Play
from tarocchi.engine.cards import SUIT_MASKS, count, iter_cards
from tarocchi.engine.protocol import GameState, SeatView


class _Rules(RuleBot):
    """The easy rules with the bids of a player who plays the cards better: calibrated on
    the medium player's own results in French Tarot at four (the contract taken by the
    first to speak, the others passing, 1,000 deals): a take pays from a strength of about
    0.43, a guard pays more than a take from 0.455, a guard without from 0.545 and a
    guard against from about 0.62 (``tests/benchmarks/calibrate_bids.py``, ``docs/bots.md``)."""

    threshold = 0.43
    raises = (0.025, 0.09, 0.075)
    game_shift = -0.02  #: it plays a contract a little better than the easy player
    noise = 0.0

    def _discard(self, view: SeatView, discards: list[Discard]) -> Action:
        return self.discard_order(view, discards)[0]

    def discard_order(self, view: SeatView, discards: Sequence[Discard]) -> list[Discard]:
        """The discards, best first: a whole short suit when the discards left allow it (a
        void to trump in), its most valuable card first; then the most valuable cards of
        the shortest suits (points laid away are won; honours of short suits would fall);
        trumps last."""
        hand = view.hand
        table = view.table
        values = table.card_values if table is not None and table.card_values else None
        if values is None or table is None:
            first = super()._discard(view, list(discards))
            return [first] + [a for a in discards if a != first]
        allowed = 0
        for a in discards:
            allowed |= 1 << a.card
        left = max(1, hand.bit_count() - (table.tricks_total - table.tricks_played))
        key = _discard_key(hand, allowed, left, values)
        return sorted(discards, key=lambda a: key(a.card))

    @staticmethod
    def lay_away(values: Sequence[int]) -> Callable[[int, int, Callable[[int], int]], list[int]]:
        """The rules' discard as a player model (``GameState.with_laid_away``): from ``hand``,
        ``number`` cards one after another, each the first of :meth:`discard_order` among those
        ``allowed`` from the hand left, with the cards of the game's ``values``."""
        def lay(hand: int, number: int, allowed: Callable[[int], int]) -> list[int]:
            laid = []
            for left in range(number, 0, -1):
                free = allowed(hand)
                if not free:
                    break
                card = min(iter_cards(free), key=_discard_key(hand, free, left, values))
                laid.append(card)
                hand &= ~(1 << card)
            return laid
        return lay


def _discard_key(hand: int, allowed: int, left: int, values: Sequence[int]) -> Callable[[int], tuple]:
    """The rules' order of discards from ``hand`` (``allowed`` the cards it may lay away,
    ``left`` how many are still to go): a whole short suit when the cards left to lay away
    allow it, its most valuable card first; then the most valuable cards of the shortest
    suits; trumps last."""
    voidable = [suit for suit in range(4)
                if hand & SUIT_MASKS[suit] and hand & SUIT_MASKS[suit] & ~allowed == 0
                and (hand & SUIT_MASKS[suit]).bit_count() <= left]
    void = min(voidable, key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), s)) if voidable else -1

    def key(c: int) -> tuple:
        if c >= 56:
            return (2, values[c], c)
        return (0 if c // 14 == void else 1, count(hand & SUIT_MASKS[c // 14]), -values[c], c)
    return key


_RULES = _Rules()
MAX_SECONDS = 2.0  #: no decision takes longer (wall clock), whatever its budget
#: a decision at the level's default budget (the window's players) stops by this time: on a
#: busy machine the search is shortened rather than the player kept waiting
DEFAULT_SECONDS = 0.8
#: playouts of each card in each world between two looks at the clock
PASS_PLAYOUTS = 16
ROLLOUT_COST = 4  #: a rollout (rules to the play, then a scored playout) costs about this many playouts
#: each action a rollout plays through the engine (play the kernel does not know: a card
#: kept for its ultimo, a nullo game) costs about this many playouts more
ENGINE_STEP_COST = 4
#: Bids by simulation add this many standard deviations of the rollout scores: rollouts
#: play a contract worse than the search will (French Tarot at four: the hard player's
#: actual scores beat its rollouts by about half their spread; 0.8 took too many losing
#: contracts, 0 almost none).
BID_OPTIMISM = 0.5
#: Simulation overrides the rules' choice only by this many standard errors.
PRIOR_Z = 1.0
#: The card play replaces the rules' card (``TableView.play_prior``) by one better by this
#: many standard errors over the worlds (Talon at six: at 1.0 the defenders gave up the
#: rules' card in 1.6% of their decisions, at 0.5 in 3.3%, and gained a third more by it
#: against the easy players' own continuations: docs/bots.md)
PLAY_PRIOR_Z = 0.5
#: exact values this close to the best count as the same (ties broken by playouts) …
EXACT_TIE = 1e-9
#: … by at most this many playouts of each tied card in each world
TIE_PLAYOUTS = 8
#: the most worlds a card search samples by ``TableView.world_playouts`` (the medium player's
#: default budget at 40 playouts a world: the hard player's decisions at its own default
#: budget, with 250 worlds and the discard model's tries in each, reached the time limits)
MAX_BUDGET_WORLDS = 100
#: Worlds weighted by inference are drawn, where a decision plays fewer than ``max_worlds``,
#: from a pool of this many times as many, by their weights (0: the worlds sampled, weighted)
RESAMPLE_POOL = 4
#: A world whose unseen discard the rules could not have laid away (``SearchBot.laid_away_by_rules``)
#: is sampled again, up to this many worlds in all
LAY_AWAY_TRIES = 6
#: Discards weighed by simulation: the calibrated rules' first few (the rollouts of more
#: would each get too few worlds to tell them apart).
DISCARD_SHORTLIST = 4
#: Hands within this strength of a threshold of the calibrated rules have their bid
#: weighed by simulation; the others bid by the rules.
BID_BAND = 0.04
#: Where the game caps the prior of a raise (``TableView.raise_prior_cap``: French Tarot at
#: four), the first bid of the auction is weighed against passing for hands from this far
#: below its threshold (BID_BAND above it), with this optimism, and the rules' bid is given up
#: for a pass only by PRIOR_Z_DOWN standard errors: so the hard player takes at least as
#: often as the medium player (docs/bots.md "The first bid at four", 2026-11-27, ft4e).
FIRST_BID_REACH = 0.08
FIRST_BID_OPTIMISM = 0.65
PRIOR_Z_DOWN = 2.0
#: In a game that gives each bid on offer its threshold (``TableView.thresholds_by_offer``),
#: the bids weighed against passing: those whose threshold the hand reaches or misses by at most this much.
BID_REACH = 0.08


def bid_edges(table) -> list[float]:
    """The strengths from which the calibrated rules aim at each bid of the ladder: the
    game's own thresholds (``TableView.bid_thresholds``) where it gives them."""
    game = table.bid_thresholds if table is not None else ()
    return _RULES.bid_edges(max(len(_RULES.raises) + 1, len(game)), game)


def rule_action(state: GameState, rng: random.Random) -> Action:
    """The easy player's action for the seat to move in a full world (the playout policy; its
    only world is the one it plays in)."""
    seat = state.to_move
    return _RULES.choose(Decision(view=state.view(seat), rng=rng, sample_world=lambda r: state))


def rollout(state: GameState, seat: int, rng: random.Random, horizon: int | None = None,
            steps: list[int] | None = None) -> float:
    """Play ``state`` (changed in place) to the end with the easy rules, and the kernel for
    the card play; return ``seat``'s score by the game's rules: by its outcome scorer when
    it has one, else by replaying the kernel's cards through the engine (a card the engine
    refuses, a game's own rule the kernel does not know, is replaced by the rules' choice).
    ``state`` is left unfinished in the first case. With a ``horizon`` (games that evaluate
    positions) only that many actions are played, and the position reached is evaluated.
    ``steps[0]`` counts the actions of the card play played through the engine by the rules."""
    if horizon is not None:
        for _ in range(horizon):
            if state.to_move is None:
                break
            state.apply(rule_action(state, rng))
        return state.evaluation(seat)
    while state.to_move is not None:
        kernel = Kernel.from_world(state)
        if kernel is not None:
            scorer = state.outcome_scorer()
            if scorer is not None:  # the game scores the play's outcome itself: no replay
                kernel.playout(rng)
                return scorer(kernel.outcome())[seat]
            log: list[int] = []
            kernel.playout(rng, log=log)
            for card in log:
                if state.to_move is None:  # the deal ended before the kernel's play did
                    break
                if state.check(PLAYS[card]) is not None:  # a house rule the kernel lacks
                    state.apply(rule_action(state, rng))
                    break
                state.apply(PLAYS[card])
            continue
        action = rule_action(state, rng)
        state.apply(action)
        if steps is not None and type(action) is Play:
            steps[0] += 1
    return state.scores()[seat]


def _charged(leaf: Callable[[Kernel], float], nodes: list[int], cost: int) -> Callable[[Kernel], float]:
    """``leaf`` charging ``cost`` more positions of the exact search's allowance (``nodes``)
    for each end it scores: an end scored by a game's rebuilt ``_finish``
    (``TrickGame.scores_by_finish``) costs about a playout, not one card of one."""
    if cost <= 0:
        return leaf

    def charged(k: Kernel) -> float:
        nodes[0] -= cost
        return leaf(k)
    return charged


def _leaf(world: GameState, seat: int, side: int) -> Callable[[Kernel], float]:
    """How a playout's end is valued for ``seat``: its score by the game's own fast scorer
    (the contract, its target, the bonuses) where the game has one, else its side's card
    points (less them when tricks are shunned)."""
    scorer = world.outcome_scorer()
    if scorer is None:
        if world.view(seat).table.goal == "avoid":
            return lambda k: -k.points[side]
        return lambda k: k.points[side]
    return lambda k: scorer(k.outcome())[seat]


class SearchBot(Bot):
    """Monte Carlo search over sampled worlds; the levels differ by their options."""

    default_budget = 4000  #: playouts per decision
    max_worlds = 24
    inference = False  #: weight worlds by the others' bids and plays
    exact_cards = 0  #: solve exactly when at most this many cards are left in the hands
    #: where every world was solved exactly, break the ties of the best value by playouts
    exact_ties = True
    #: what the exact search charges, in playouts, for each end it scores by a game's rebuilt
    #: ``_finish`` (``TrickGame.scores_by_finish``: the Austrian games), besides one card of a
    #: playout for each position: such an end costs about a playout (a position about a fifth)
    rebuilt_leaf_playouts = 1.0
    simulate_all = False  #: decide discards, calls, declarations … by simulation too
    simulate_bids = False  #: bids by simulation as well (with BID_OPTIMISM)
    #: where the game asks for it (``TableView.smear_playouts``), the card search's playouts
    #: give a partner who holds the trick their most valuable card wherever only partners are
    #: still to play to it (``Kernel.smear_safe_tricks``)
    smear_playouts = False
    #: where the game gives its card search's plateau (``TableView.search_plateau``: the
    #: playouts beyond which the search plays no better), this level's card search spends at
    #: most this share of it (None: its whole budget), so that it stays below the level above
    plateau_share: float | None = None
    #: games that evaluate positions: how many of the rules' best actions are weighed, in how
    #: many worlds, by rollouts of how many actions per player
    shortlist = 5
    position_worlds = 8
    horizon = 1

    def __init__(self) -> None:
        self.spent = 0.0  #: the playouts this bot's searches spent (rollouts at ROLLOUT_COST; the duel reports them)
        self.choices = 0  #: the decisions it was asked with more than one legal action

    def choose(self, decision: Decision) -> Action:
        legal, view = decision.legal, decision.view
        table = view.table
        if len(legal) == 1:
            return legal[0]
        self.choices += 1
        if decision.capped:
            cap = time.monotonic() + (MAX_SECONDS if decision.budget is not None else DEFAULT_SECONDS)
            if decision.deadline is None or decision.deadline > cap:
                decision.deadline = cap
        plays = [a for a in legal if type(a) is Play]
        can_search_play = view.phase == "play" and table is not None and table.rules is not None \
            and bool(table.card_values) and table.plain_play and playable_goal(table.goal, table.declarer is not None) and bool(plays)
        if can_search_play and len(plays) == len(legal):
            return self.best_play(decision, plays)
        if table is None and decision.sample_world(decision.rng).evaluation(view.seat) is not None:
            return self.search_positions(decision)
        if view.phase == "play" and not can_search_play:  # no kernel: rollouts through the engine
            return self.simulate(decision, legal)
        if table is not None and table.choices_by_rules and not any(type(a) is Play for a in legal):
            return _RULES.choose(decision)  # the game asks for the calibrated rules' choices
        if not self.simulate_all:
            if can_search_play:
                rule = _RULES.choose(decision)
                return rule if type(rule) is not Play else self.best_play(decision, plays)
            rule = _RULES.choose(decision)
            if type(rule) is not Bid:
                return rule
            bid = self.rules_bid(decision, rule)
            return self.first_pass(decision, rule, bid) if table is not None and table.weighed_passes else bid
        if any(type(a) is Bid for a in legal):
            if table is not None and table.bids_by_rules:  # the medium player's bids, in its worlds
                rule = _RULES.choose(decision)
                return self.weigh_raise(decision, rule, weighted=False) if type(rule) is Bid else rule
            return self.bid(decision) if self.simulate_bids else _RULES.choose(decision)
        candidates = [a for a in legal if type(a) is not Play]
        if table is not None and table.declarations_by_rules and all(type(a) is Declare for a in candidates):
            # announcements and doubles by the rules where the game asks for it (the Austrian
            # games: docs/bots.md "Hard against medium")
            rule = _RULES.choose(decision)
            return self.best_play(decision, plays) if type(rule) is Play and can_search_play else rule
        discards = [a for a in candidates if type(a) is Discard]
        if table is not None and table.discards_by_rules and len(discards) == len(candidates):
            return _RULES.choose(decision)  # the medium player's discards, where the game asks
        if len(discards) > DISCARD_SHORTLIST:  # the rules' likeliest discards, weighed by simulation
            shortlist = _RULES.discard_order(decision.view, discards)[:DISCARD_SHORTLIST]
            candidates = [a for a in candidates if type(a) is not Discard or a in shortlist]
        if plays:  # declarations before a card: compare them with playing on
            candidates.append(None)
        rule = _RULES.choose(decision)
        prior = candidates.index(rule) if rule in candidates else (
            candidates.index(None) if type(rule) is Play and None in candidates else None)
        best = self.simulate(decision, candidates, prior=prior)
        if best is None:
            return self.best_play(decision, plays) if can_search_play else _RULES.choose(decision)
        return best

    def hint(self, decision: Decision) -> tuple[Action, str]:
        action = self.choose(decision)
        return action, str(reason(decision.view, action))

    # --- worlds ----------------------------------------------------------------------------
    def budget(self, decision: Decision) -> int:
        """Playouts for this decision: the decision's, else the level's default (a deadline
        only cuts the search short)."""
        return decision.budget if decision.budget is not None else self.default_budget

    def card_budget(self, decision: Decision) -> int:
        """Playouts for a card decision: :meth:`budget`, at most ``plateau_share`` of the
        game's plateau (``TableView.search_plateau``) where both are given."""
        budget = self.budget(decision)
        table = decision.view.table
        if self.plateau_share and table is not None and table.search_plateau:
            budget = min(budget, max(1, round(self.plateau_share * table.search_plateau)))
        return budget

    def worlds(self, decision: Decision, count: int, weighted: bool = True) -> list[tuple[GameState, float]]:
        """``count`` sampled worlds (fewer if time runs out) with weights summing to 1: by
        inference where the level has it and ``weighted``, else alike. Weighted, where
        ``count`` is below ``max_worlds``, the worlds are drawn from a pool of up to
        RESAMPLE_POOL times as many by their weights (systematic resampling; a world drawn
        twice counts twice): the few worlds a small budget plays keep their number instead
        of a few of them taking most of the weight."""
        inferred = self.inference and weighted
        pool = min(self.max_worlds, RESAMPLE_POOL * count) if inferred and RESAMPLE_POOL else count
        table = decision.view.table
        # the others lay away by the rules (``discards_by_rules``), or mostly so
        # (``discard_model_by_rules``): a defender's worlds say so
        lay = _Rules.lay_away(table.card_values) if inferred and table is not None \
            and (table.discards_by_rules or table.discard_model_by_rules) \
            and table.card_values and table.declarer not in (None, decision.view.seat) else None
        out = []
        for _ in range(max(count, pool)):
            decision.check_cancel()
            world = decision.sample_world(decision.rng)
            if lay is not None:
                world = self.laid_away_by_rules(decision, world, lay)
            out.append((world, world_weight(world, decision.view.seat) if inferred else 1.0))
            if decision.out_of_time():
                break
        total = sum(w for _, w in out)
        if not total > 0:
            out, total = [(world, 1.0) for world, _ in out], float(len(out))
        if len(out) <= count:
            return [(world, w / total) for world, w in out]
        step = total / count
        mark = decision.rng.random() * step
        drawn: list[tuple[GameState, float]] = []
        reached = 0.0
        for world, w in out:
            reached += w
            times = 0
            while mark < reached and len(drawn) + times < count:
                times += 1
                mark += step
            if times:
                drawn.append((world, times / count))
        return drawn

    def laid_away_by_rules(self, decision: Decision, world: GameState, lay) -> GameState:
        """``world`` with the declarer's unseen discard the one the rules lay away from the hand
        the world gives him (``GameState.with_laid_away``), in games where every level lays away
        by the rules (``TableView.discards_by_rules``: the medium player always, the hard player
        there): a sampled discard, drawn at random among the hidden suit cards, almost never is
        theirs. Where the world's play rules that out, worlds are sampled again, up to
        LAY_AWAY_TRIES in all; the last is kept as sampled. Games without such a discard give
        the world itself."""
        seat = decision.view.seat
        for tries in range(1, LAY_AWAY_TRIES + 1):
            laid = world.with_laid_away(seat, lay)
            if laid is not None:
                return laid
            if tries == LAY_AWAY_TRIES or decision.out_of_time():
                break
            world = decision.sample_world(decision.rng)
        return world

    # --- card play -------------------------------------------------------------------------
    def best_play(self, decision: Decision, plays: Sequence[Play]) -> Play:
        """The card with the best weighted mean value (:func:`_leaf`) over the worlds, by
        successive halving: the budget is split into rounds; each round plays every card
        still in the running the same number of times in every world (the same random
        numbers for each card), then keeps the better half. Worlds near the end are solved
        exactly instead, each position visited charged to the budget (a world whose exact
        search would overrun it is played out instead); where every world was solved, the
        cards tied at the best value (the same result with perfect play by all) are told
        apart by playouts of the budget left, at most TIE_PLAYOUTS of each in each world
        (``exact_ties``)."""
        seat = decision.view.seat
        budget = self.card_budget(decision)
        n_moves = len(plays)
        rounds = max(1, (n_moves - 1).bit_length())  #: halvings down to one card
        # as many worlds as give the first round one playout of each card in each
        table = decision.view.table
        cap = self.max_worlds
        if table is not None and table.world_playouts and not self.needs_truth \
                and sum(table.hand_sizes) > self.exact_cards:
            # the window's budgets: more worlds average out more of the hidden cards' luck
            # than more playouts in each (``TableView.world_playouts``); at most
            # MAX_BUDGET_WORLDS (a budget of hours would spend its time sampling worlds), and
            # not where the last tricks are solved exactly: there the solves of more worlds
            # overrun the budget and half the worlds fall back to one playout each
            cap = max(cap, min(MAX_BUDGET_WORLDS, budget // table.world_playouts))
        worlds = self.worlds(decision, max(1, min(cap, budget // (rounds * n_moves))))
        rng = decision.rng
        sums = [[0.0] * n_moves for _ in worlds]
        counts = [[0] * n_moves for _ in worlds]
        starts: list[list[Kernel]] = []
        leaves = []
        sampled: list[int] = []  #: the worlds played out (the others are solved)
        spent = 0.0  #: the budget used, in playouts
        over = False  #: the deadline passed while the worlds were solved
        smear = self.smear_playouts and table is not None and table.smear_playouts
        for w, (world, _) in enumerate(worlds):
            base = Kernel.from_world(world)
            if smear:
                base.smear_safe_tricks()
            side = base.side[seat]
            leaf = _leaf(world, seat, side)
            moves = []
            for action in plays:
                start = base.copy()
                start.play(action.card)
                moves.append(start)
            starts.append(moves)
            leaves.append(leaf)
            cards_left = max(1, base.cards_left())
            # what a solve may spend: the budget left but one playout of each card in this
            # world and in every world after it (played out should their solves not fit)
            allowance = budget - spent - n_moves * (len(worlds) - w)
            if len(base.points) == 2 and cards_left <= self.exact_cards and allowance > 0 \
                    and not over and not (over := decision.out_of_time()):  # the clock once past
                decision.check_cancel()
                nodes = [int(allowance * cards_left)]  #: a position costs one card of a playout
                solve_leaf = _charged(leaf, nodes, int(self.rebuilt_leaf_playouts * cards_left) - 1) \
                    if getattr(world, "scores_by_finish", False) else leaf
                try:
                    values = [m.solve(side, leaf=solve_leaf, nodes=nodes, deadline=decision.deadline)
                              for m in moves]
                except SolveBudgetSpent:
                    sampled.append(w)
                else:
                    for i, v in enumerate(values):
                        sums[w][i], counts[w][i] = v, 1
                spent += (int(allowance * cards_left) - max(0, nodes[0])) / cards_left
            else:
                sampled.append(w)

        def mean(i: int) -> float:
            return sum(weight * sums[w][i] / counts[w][i]
                       for w, (_, weight) in enumerate(worlds) if counts[w][i])

        # cards worth exactly the same: the first legal one, or where the game asks for it
        # (``TableView.ties_by_rules``) the rules' card
        favourite = -1
        if table is not None and (table.ties_by_rules or table.play_prior):
            rule = _RULES.choose(decision)
            favourite = plays.index(rule) if rule in plays else -1
        #: the rules' card as the prior (``TableView.play_prior``): kept through the halvings,
        #: and given up only for a card that beats it by PLAY_PRIOR_Z standard errors
        prior = favourite if table is not None and table.play_prior else -1

        def value(i: int) -> tuple[float, bool]:
            return mean(i), i == favourite

        alive = list(range(n_moves))
        exact_values = None
        if self.exact_ties and not sampled and worlds and prior < 0:
            # every world solved: cards worth the same with perfect play by all (a contract
            # made or lost whatever is played) are told apart by playouts, in which the
            # others play as imperfectly as at the table (not where the rules' card is the
            # prior, ``TableView.play_prior``: there the exact values decide, as before)
            exact_values = {plays[i]: mean(i) for i in range(n_moves)}
            top = max(exact_values.values())
            alive = [i for i in range(n_moves) if exact_values[plays[i]] >= top - EXACT_TIE]
            if len(alive) > 1:
                sums = [[0.0] * n_moves for _ in worlds]
                counts = [[0] * n_moves for _ in worlds]
                sampled = list(range(len(worlds)))
                rounds = max(1, (len(alive) - 1).bit_length())
                # a few playouts of each tied card in each world: at the default budget the
                # endgame's decisions stay quick
                budget = min(budget, int(spent) + TIE_PLAYOUTS * len(alive) * len(worlds))
        late = False
        for r in range(rounds):
            if not sampled or len(alive) == 1 or late:
                break
            share = (budget - spent) / (rounds - r)  #: this round's playouts
            each = int(share // (len(alive) * len(sampled)))
            if each < 1:
                if r == 0:  # too small a budget for one playout of each: one anyway
                    each = 1
                else:
                    break
            # a round also ends at its share of the time left (by the clock, the rounds
            # still halve the cards when the deadline, not the budget, ends the search)
            now = time.monotonic()
            round_end = now + (decision.deadline - now) / (rounds - r) if decision.deadline else None
            done = 0
            while done < each and not late:
                step = min(PASS_PLAYOUTS, each - done)
                for w in sampled:
                    decision.check_cancel()
                    seed, leaf = rng.getrandbits(32), leaves[w]
                    results = []
                    for i in alive:
                        r_w = random.Random(seed)
                        start = starts[w][i]
                        total = 0.0
                        for _ in range(step):
                            k = start.copy()
                            k.playout(r_w)
                            total += leaf(k)
                        results.append(total)
                        late = decision.out_of_time()
                        if late:  # this world's playouts stay out: not every card has them
                            break
                    if late:
                        break
                    for i, total in zip(alive, results):
                        sums[w][i] += total
                        counts[w][i] += step
                    spent += step * len(alive)
                done += step
                if round_end is not None and time.monotonic() >= round_end:
                    break
            alive.sort(key=value, reverse=True)
            alive = alive[:(len(alive) + 1) // 2]
            if prior >= 0 and prior not in alive:
                alive.append(prior)
        self.spent += spent
        #: each card's mean value for this seat (its score, or its card points), for hints
        self.last_values = exact_values if exact_values is not None else {
            plays[i]: mean(i) for i in range(n_moves) if any(counts[w][i] for w in range(len(worlds)))}
        if not any(counts[w][i] for w in range(len(worlds)) for i in alive):  # no time for one playout
            if exact_values is not None:
                return plays[alive[0]]
            rule = _RULES.choose(decision)
            return rule if rule in plays else plays[0]
        best = max(alive, key=value)
        if prior >= 0 and best != prior and not _beats_prior(worlds, sums, counts, best, prior):
            return plays[prior]
        return plays[best]

    # --- other decisions ---------------------------------------------------------------------
    def bid(self, decision: Decision) -> Action:
        """The calibrated rules' bid, weighed by simulation when the hand is within
        BID_BAND of one of the rules' thresholds (a strength count misjudges some hands,
        voids, long suits, guarded honours, that the rollouts see): near the threshold to
        bid at all, passing against the lowest bid on offer with BID_OPTIMISM (the search
        plays the contract better than the rollouts, by more when more is at stake); near
        a higher one, the two bids either side of it on their plain means. A raise not weighed
        so (the bid near the edge is not on offer) is weighed by :meth:`weigh_raise`. In a
        game that gives each bid on offer its own threshold (``TableView.thresholds_by_offer``:
        the Austrian games), every hand weighs passing against each bid within BID_REACH of
        its threshold but none above the rules' bid (above the lowest on offer when the rules
        pass), with BID_OPTIMISM only for taking the lowest contract when no bid was made.
        (Weighed against every bid within reach, the hard player took Dreiers where the rules
        bid a Solo and lost them: Königrufen at budget 200, four of four.)"""
        legal = [a for a in decision.legal if type(a) is Bid]
        rule = _RULES.choose(decision)
        passes = [a for a in legal if a.name in NO_ANNOUNCEMENT]
        offers = [a for a in legal if a.name not in NO_ANNOUNCEMENT]
        if rule not in legal or not offers:
            return rule
        strength = hand_strength(decision.view)
        table = decision.view.table
        if table is not None and table.thresholds_by_offer:
            # the game says where each bid on offer pays: pass against every bid within reach
            # that pays from no higher a strength than the rules' bid (the lowest on offer
            # when the rules pass): rollouts compare different games (a Solo with a partner,
            # a Dreier alone) by how the rules play them, which the table's searchers do not
            shift = _RULES.game_shift
            edges = dict(zip(offers, table.bid_thresholds))
            ceiling = edges.get(rule, -1.0)
            candidates = passes[:1] + [offer for offer in offers if offer == rule or (
                edges[offer] + shift <= strength + BID_REACH and (edges[offer] <= ceiling or offer == offers[0]))]
            if len(candidates) < 2:
                return rule
            made = any(b not in NO_ANNOUNCEMENT for _, b in table.auction)
            taking = candidates == passes[:1] + offers[:1] and bool(passes) and not made
            # a raise above the lowest bid on offer is weighed against it, as the medium
            # player's (:meth:`weigh_raise`): the lowest is the prior
            prior = offers[0] if rule in offers and offers[0] in candidates else rule
            return self.simulate(decision, candidates, BID_OPTIMISM if taking else 0.0,
                                 prior=candidates.index(prior))
        edges = bid_edges(table)
        if table is not None and table.raise_prior_cap is not None:
            return self.bid_from_lowest(decision, rule, passes, offers, strength, edges, table.raise_prior_cap)
        edge = min(range(len(edges)), key=lambda e: abs(strength - edges[e]))
        if abs(strength - edges[edge]) > BID_BAND:
            return self.weigh_raise(decision, rule)
        made = rungs_below(decision.view, offers)
        upper = edge - made  #: the offer just above the edge
        if upper <= 0:  # whether to bid at all
            if not passes:
                return rule
            # optimism for taking the lowest contract (where it was measured), not for a raise
            pair, optimism = [passes[0], offers[0]], BID_OPTIMISM if made == 0 else 0.0
        elif upper < len(offers):
            pair, optimism = [offers[upper - 1], offers[upper]], 0.0
        else:
            return self.weigh_raise(decision, rule)
        if rule not in pair:
            return self.weigh_raise(decision, rule)
        return self.simulate(decision, pair, optimism, prior=pair.index(rule))

    def bid_from_lowest(self, decision: Decision, rule: Action, passes: list[Bid], offers: list[Bid],
                        strength: float, edges: list[float], cap: int) -> Action:
        """Bids where the game caps the prior of a raise (``TableView.raise_prior_cap``: French
        Tarot at four). A raise (the rules bid above the lowest on offer) is weighed against
        every bid from the lowest on offer up to the rules' bid, none above it; the prior is
        the rules' bid, but no higher than rung ``cap`` of the ladder (French Tarot: the
        guard). Whether to bid at all is weighed near the threshold of the lowest bid on
        offer: BID_BAND either side of it over another's bid; for the first bid of the auction
        from FIRST_BID_REACH below it to BID_BAND above, with FIRST_BID_OPTIMISM. The rules'
        bid is given up for a pass only by PRIOR_Z_DOWN standard errors, a pass for the bid by
        PRIOR_Z. A first take is then bid as the guard where :meth:`guard_for_take` says so,
        and a first raise is weighed against passing there instead (:meth:`first_raise`).
        (Weighed against the guard alone with the guard without as the prior, the hard player
        bid guards without the chien on five trumps and three or four kings on rollouts where
        the medium player took, and lost them; weighed only near the threshold, it took less
        often than the medium player: docs/bots.md.)"""
        made = rungs_below(decision.view, offers)
        if rule in offers and rule != offers[0]:
            table = decision.view.table
            if made == 0 and passes and table is not None and table.guard_for_take:
                return self.first_raise(decision, rule, passes, offers, cap)
            candidates = offers[:offers.index(rule) + 1]
            return self.simulate(decision, candidates, prior=max(0, min(len(candidates) - 1, cap - made)))
        below = FIRST_BID_REACH if made == 0 else BID_BAND
        if passes and made < len(edges) and edges[made] - below <= strength <= edges[made] + BID_BAND:
            pair = [passes[0], offers[0]]
            bid = self.simulate(decision, pair, FIRST_BID_OPTIMISM if made == 0 else 0.0, prior=pair.index(rule),
                                z=PRIOR_Z_DOWN if rule == offers[0] else PRIOR_Z)
        else:
            bid = self.weigh_raise(decision, rule)
        return self.guard_for_take(decision, bid, offers, made)

    def first_raise(self, decision: Decision, rule: Action, passes: list[Bid], offers: list[Bid], cap: int) -> Action:
        """The first bid of the auction where the rules raise and the game bids the guard for
        the take (``TableView.guard_for_take``: French Tarot at four): passing and every bid
        from the guard up to the rules' bid are weighed, never the take (the guard plays the
        take's game for twice its score: a take is never the better of the two unless both
        lose), as the first bid near the take's threshold is weighed (FIRST_BID_OPTIMISM, the
        bid given up only by PRIOR_Z_DOWN standard errors); the prior the rules' bid, no higher
        than rung ``cap``. (Weighed against the take with the guard as the prior, the rollouts
        took 0.455 to 0.58 hands that made about half their contracts: docs/bots.md "French Tarot
        at four: the hard player's first raise weighs passing, not the take", 2026-11-28.)"""
        candidates = passes[:1] + offers[1:offers.index(rule) + 1]
        return self.simulate(decision, candidates, FIRST_BID_OPTIMISM, prior=max(1, min(len(candidates) - 1, cap)),
                             z=PRIOR_Z_DOWN)

    def guard_for_take(self, decision: Decision, bid: Action, offers: list[Bid], made: int) -> Action:
        """The guard where ``bid`` is the take as the first bid of the auction and the game
        asks for it (``TableView.guard_for_take``: French Tarot at four), as the medium player
        bids: the guard plays the take's game (the chien taken) for twice its score, so it pays
        more wherever the take pays at all, and the hard player's first takes pay (+41 a take,
        standard error 9, over 985 deals; paired, the guard instead +28 a take, standard error
        8, +1.4 a deal: docs/bots.md "The hard player guards where it would take"). Where the
        rules raise, the take is not weighed at all (:meth:`first_raise`)."""
        table = decision.view.table
        if table is None or not table.guard_for_take or made != 0 or len(offers) < 2 or bid != offers[0]:
            return bid
        return offers[1]

    def search_positions(self, decision: Decision) -> Action:
        """Games that evaluate positions (boards, solitaires): the rules' ``shortlist`` best
        actions by the evaluation of where they lead, weighed by rollouts of ``horizon``
        actions per player (every player answering by the rules) over ``position_worlds``
        sampled worlds, the rules' first choice as the prior."""
        ranked = _RULES.ranked(decision)
        horizon = self.horizon * max(1, decision.view.players)
        rollouts = max(2, self.budget(decision) // (ROLLOUT_COST * horizon))
        candidates = ranked[:min(self.shortlist, rollouts)]
        if len(candidates) == 1:
            return candidates[0]
        worlds = max(1, min(self.position_worlds, rollouts // len(candidates)))
        return self.simulate(decision, candidates, prior=0, max_worlds=worlds, horizon=horizon)

    def rules_bid(self, decision: Decision, rule: Bid) -> Action:
        """The medium player's bid: the rules' bid weighed by :meth:`weigh_raise`; where the
        game asks for it (``TableView.guard_for_take``: French Tarot at four) the second bid of
        the ladder instead of the lowest when nobody has bid yet. The guard plays the take's
        game at twice its score, so it pays more than the take wherever the take pays at all,
        and the rules take only where it pays (their threshold is calibrated so)."""
        bid = self.weigh_raise(decision, rule)
        table = decision.view.table
        if table is None or not table.guard_for_take:
            return bid
        offers = [a for a in decision.legal if type(a) is Bid and a.name not in NO_ANNOUNCEMENT]
        if len(offers) > 1 and bid == offers[0] and rungs_below(decision.view, offers) == 0:
            return offers[1]
        return bid

    def first_pass(self, decision: Decision, rule: Bid, bid: Action) -> Action:
        """The medium player's first bid of the auction where the game asks for it
        (``TableView.weighed_passes``: French Tarot at four): where its rules bid the lowest
        contract on offer within BID_BAND of its threshold (``bid`` being what
        :meth:`rules_bid` made of it, the guard at four), passing is weighed against it as
        the hard player weighs it (FIRST_BID_OPTIMISM, the bid given up only by PRIOR_Z_DOWN
        standard errors) and ``bid`` is kept unless the pass wins: a pass is never turned
        into a bid (docs/bots.md "a partial bid weighing for the medium player")."""
        legal = [a for a in decision.legal if type(a) is Bid]
        passes = [a for a in legal if a.name in NO_ANNOUNCEMENT]
        offers = [a for a in legal if a.name not in NO_ANNOUNCEMENT]
        if not passes or not offers or rule != offers[0] or rungs_below(decision.view, offers) != 0:
            return bid
        if hand_strength(decision.view) > bid_edges(decision.view.table)[0] + BID_BAND:
            return bid
        pair = [passes[0], offers[0]]
        choice = self.simulate(decision, pair, FIRST_BID_OPTIMISM, prior=1, z=PRIOR_Z_DOWN)
        return choice if choice == passes[0] else bid

    def weigh_raise(self, decision: Decision, rule: Action, weighted: bool = True) -> Action:
        """The rules' bid, or, when it is above the game's lowest contract, whichever of it and
        the next choice down does better in rollouts, the lower as the prior: the lowest bid
        on offer, or passing when the bids made already leave the rules' bid the lowest on
        offer (a Solo after another player took the Tapp; there a game may keep the rules'
        bid as the prior instead, ``TableView.keep_rules_bid``). The calibrated steps between bids
        come from French Tarot, where a higher bid plays the same game for more; elsewhere it
        may be a harder game (a Solo without the talon) that the strength count cannot see.
        ``weighted``: the worlds weighted by inference (where the level has it)."""
        legal = [a for a in decision.legal if type(a) is Bid]
        offers = [a for a in legal if a.name not in NO_ANNOUNCEMENT]
        if rule not in offers:
            return rule
        table = decision.view.table
        if rule != offers[0]:
            lower, prior = offers[0], 0
        else:
            passes = [a for a in legal if a.name in NO_ANNOUNCEMENT]
            if not passes or table is None or all(b in NO_ANNOUNCEMENT for _, b in table.auction):
                return rule
            # over another's bid: passing is kept, unless the game keeps the rules' bid
            lower, prior = passes[0], 1 if table.keep_rules_bid else 0
        return self.simulate(decision, [lower, rule], prior=prior, weighted=weighted)

    def simulate(self, decision: Decision, candidates: Sequence[Action | None],
                 optimism: float = 0.0, prior: int | None = None, max_worlds: int | None = None,
                 horizon: int | None = None, weighted: bool = True, z: float = PRIOR_Z) -> Action | None:
        """The candidate with the best weighted mean score over rollouts (None stands for
        "play on", played by the rollout policy), plus ``optimism`` times the spread of its
        scores: the search plays the deal better than the rollouts, by more when more is at
        stake. With a ``prior`` (the index of the rules' choice) another candidate is chosen
        only when it beats the prior by more than PRIOR_Z standard errors of their paired
        difference: rollouts are noisy, and a noisy pick is worse than the rules'. ``weighted``:
        the worlds weighted by inference (where the level has it), else alike."""
        seat = decision.view.seat
        budget = self.budget(decision)
        n = len(candidates)
        n_worlds = max(2, budget // (ROLLOUT_COST * n))
        sums, squares = [0.0] * n, [0.0] * n
        diffs, diff_squares = [0.0] * n, [0.0] * n
        total = weight_squares = 0.0
        rng = decision.rng
        n_worlds = min(n_worlds, 4 * self.max_worlds) if max_worlds is None else max_worlds
        steps = [0]  #: the rollouts' actions through the engine
        played = 0  #: the worlds every candidate was played in
        for done, (world, weight) in enumerate(self.worlds(decision, n_worlds, weighted)):
            if done and ROLLOUT_COST * n * done + ENGINE_STEP_COST * steps[0] >= budget:
                break  # rollouts through the engine spent the budget early
            decision.check_cancel()
            seed = rng.getrandbits(32)
            scores = []
            for action in candidates:
                if scores and decision.out_of_time():
                    break
                state = world.clone()
                r = random.Random(seed)
                state.apply(action if action is not None else rule_action(state, r))
                scores.append(rollout(state, seat, r, horizon, steps))
            if len(scores) < n:  # out of time within this world: not every candidate was played
                break
            played += 1
            total += weight
            weight_squares += weight * weight
            base = scores[prior] if prior is not None else 0.0
            for i, score in enumerate(scores):
                sums[i] += weight * score
                squares[i] += weight * score * score
                diffs[i] += weight * (score - base)
                diff_squares[i] += weight * (score - base) ** 2
            if decision.out_of_time():
                break
        self.spent += ROLLOUT_COST * n * played + ENGINE_STEP_COST * steps[0]
        if not total:  # no time for one whole world: the rules' choice
            if prior is not None:
                return candidates[prior]
            rule = _RULES.choose(decision)
            return rule if rule in candidates else candidates[0]
        total = total or 1.0

        def value(i: int) -> float:
            mean = sums[i] / total
            return mean + optimism * max(0.0, squares[i] / total - mean * mean) ** 0.5

        best = max(range(n), key=value)
        if prior is None or best == prior:
            return candidates[best]
        worlds = total * total / (weight_squares or 1.0)  # the effective number of worlds
        for i in sorted(range(n), key=value, reverse=True):
            if i == prior:
                break
            mean = diffs[i] / total
            spread = max(0.0, diff_squares[i] / total - mean * mean) ** 0.5
            if value(i) - value(prior) > z * spread / max(1.0, worlds - 1) ** 0.5:
                return candidates[i]
        return candidates[prior]


def _beats_prior(worlds, sums, counts, best: int, prior: int) -> bool:
    """Whether card ``best`` beats card ``prior`` by more than PLAY_PRIOR_Z standard errors
    of their paired difference over the worlds in which both were played (weighted means)."""
    diffs = [(weight, sums[w][best] / counts[w][best] - sums[w][prior] / counts[w][prior])
             for w, (_, weight) in enumerate(worlds) if counts[w][best] and counts[w][prior]]
    total = sum(weight for weight, _ in diffs)
    if len(diffs) < 2 or total <= 0:
        return False
    mean = sum(weight * d for weight, d in diffs) / total
    squares = sum(weight * d * d for weight, d in diffs) / total
    weight_squares = sum(weight * weight for weight, _ in diffs)
    effective = total * total / weight_squares
    spread = max(0.0, squares - mean * mean) ** 0.5
    return mean > PLAY_PRIOR_Z * spread / max(1.0, effective - 1) ** 0.5


@register_bot("medium")
class MediumBot(SearchBot):
    """Monte Carlo card play over sampled worlds; bids and the rest by the easy rules."""

    #: where the card search reaches its plateau early (``TableView.search_plateau``) a fifth
    #: of it: 40 playouts where 200 play as well as 10000
    plateau_share = 0.2


@register_bot("hard")
class HardBot(SearchBot):
    """Monte Carlo with inference, exact last tricks, and every decision by simulation."""

    default_budget = 10000  #: about 0.5 s a decision on one free core (≤ 1 s median when shared)
    shortlist = 6
    position_worlds = 14
    inference = True
    exact_cards = 12  #: the last three tricks at four (about 3 ms a world)
    simulate_all = True
    simulate_bids = True
    smear_playouts = True


@register_bot("oracle")
class OracleBot(HardBot):
    """The hard search on the true deal (for tests and benchmarks only)."""

    needs_truth = True
    inference = False
    max_worlds = 1

    def choose(self, decision: Decision) -> Action:
        truth = decision.true_state
        if truth is None:
            raise ValueError("the oracle needs the true state")
        decision.sample_world = lambda rng: truth.clone()
        return super().choose(decision)


class ActionValue(NamedTuple):
    """One legal action as the review weighs it: its expected score for the seat to move,
    the standard error of that mean, and the standard error of its difference from the
    reference action (paired: the same worlds and random numbers for every action)."""

    action: Action
    mean: float
    stderr: float
    gap_stderr: float


def evaluate_actions(state: GameState, rng: random.Random, worlds: int = 24,
                     reference: Action | None = None, cancel: threading.Event | None = None,
                     ) -> list[ActionValue]:
    """The hard player's evaluation of every legal action of the seat to move in ``state``,
    from what that seat knows: ``worlds`` worlds sampled from its view and weighted by
    inference (how likely the others' bids and cards were in each), each action applied in
    each world and played out by the rollout policy (the easy rules and the kernel's
    playouts), all actions of a world on the same random numbers. Best first."""
    seat = state.to_move
    if seat is None:
        raise ValueError("nobody is to move")
    legal = state.legal_actions()
    reference = reference if reference in legal else None
    scores: list[list[float]] = []
    weights: list[float] = []
    for _ in range(max(1, worlds)):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        world = state.sample_world(seat, rng)
        weights.append(world_weight(world, seat))
        seed = rng.getrandbits(32)
        row = []
        for action in legal:
            played = world.clone()
            r = random.Random(seed)
            played.apply(action)
            row.append(rollout(played, seat, r))
        scores.append(row)
    total = sum(weights)
    if not total > 0:  # inference found every world unlikely: weigh them alike
        weights, total = [1.0] * len(weights), float(len(weights))
    weights = [w / total for w in weights]
    effective = 1.0 / sum(w * w for w in weights)

    def spread(values: list[float]) -> float:
        mean = sum(w * v for w, v in zip(weights, values))
        variance = sum(w * (v - mean) ** 2 for w, v in zip(weights, values))
        return (variance / max(1.0, effective - 1.0)) ** 0.5

    ref = legal.index(reference) if reference is not None else None
    out = []
    for i, action in enumerate(legal):
        column = [row[i] for row in scores]
        gaps = [row[i] - row[ref] for row in scores] if ref is not None else column
        out.append(ActionValue(action, sum(w * v for w, v in zip(weights, column)), spread(column),
                               spread(gaps)))
    out.sort(key=lambda v: -v.mean)
    return out
