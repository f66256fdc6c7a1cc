"""Monte Carlo players: medium, hard and the oracle.

medium
    Card play by Monte Carlo: sample worlds consistent with what the seat knows, play each
    legal card in each world and finish the deal with fast kernel playouts; choose the card
    with the best mean card points for the seat's side. Other decisions by the easy rules,
    bidding a little more boldly (its card play carries weaker hands).
hard
    The same search with inference (worlds weighted by how likely the others' bids and
    cards were under a player model), an exact alpha-beta search of the last tricks in each
    world, and every other decision (bids, talon, discard, called king, poignée, slam) made
    by simulation: apply the action in each world and play the deal out, scoring it with
    the game's own rules. Rollouts play a contract worse than the search will, so a bid is
    first weighed against passing with some optimism (BID_OPTIMISM), then the level of the
    bid is chosen on the plain means.
oracle
    The hard search given the true hands (tests and benchmarks only).

Every search shares its worlds and its random playout seeds between the candidate actions
(common random numbers), so differences between actions are not drowned in card luck.
The effort is a budget in playouts (deterministic); the decision's deadline and cancel
event are checked between worlds.
"""

from __future__ import annotations

import random
from typing import Sequence

from tarocchi.bots.base import Bot, Decision, register_bot
from tarocchi.bots.hint_text import reason
from tarocchi.bots.inference import world_weight
from tarocchi.bots.kernel import Kernel
from tarocchi.bots.simple import NO_ANNOUNCEMENT, RuleBot
from tarocchi.engine.actions import PLAYS, Action, Bid, Play
from tarocchi.engine.protocol import GameState


class _Rules(RuleBot):
    """The easy rules with the bids of a player who plays the cards better."""

    threshold = 0.40
    noise = 0.0


_RULES = _Rules()
UNBOUNDED = 10**9  #: the budget when only a deadline limits the search
ROLLOUT_COST = 8  #: a rollout through the engine costs about as much as this many playouts
#: Bids by simulation add this many standard deviations of the rollout scores: rollouts
#: play a contract worse than the search will (French Tarot at four: the hard player's
#: actual scores beat its rollouts by about half their spread; 0.8 took too many losing
#: contracts, 0 almost none).
BID_OPTIMISM = 0.5


def rule_action(state: GameState, rng: random.Random) -> Action:
    """The easy player's action for the seat to move in a full world (the playout policy)."""
    seat = state.to_move
    return _RULES.choose(Decision(view=state.view(seat), rng=rng, sample_world=_no_worlds))


def _no_worlds(rng: random.Random) -> GameState:
    raise RuntimeError("the playout policy samples no worlds")


def rollout(state: GameState, seat: int, rng: random.Random) -> float:
    """Play ``state`` (changed in place) to the end with the easy rules, and the kernel for
    the card play; return ``seat``'s score by the game's rules. A card the engine refuses
    (a game's own rule the kernel does not know) is replaced by the rules' choice."""
    while state.to_move is not None:
        kernel = Kernel.from_world(state)
        if kernel is not None:
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
        state.apply(rule_action(state, rng))
    return state.scores()[seat]


class SearchBot(Bot):
    """Monte Carlo search over sampled worlds; the levels differ by their options."""

    default_budget = 4000  #: playouts per decision
    max_worlds = 24
    inference = False  #: weight worlds by the others' bids and plays
    exact_cards = 0  #: solve exactly when at most this many cards are left in the hands
    simulate_all = False  #: decide discards, calls, declarations … by simulation too
    simulate_bids = False  #: bids by simulation as well (with BID_OPTIMISM)

    def choose(self, decision: Decision) -> Action:
        legal, view = decision.legal, decision.view
        table = view.table
        if len(legal) == 1:
            return legal[0]
        plays = [a for a in legal if type(a) is Play]
        can_search_play = view.phase == "play" and table is not None and table.rules is not None \
            and bool(table.card_values) and table.plain_play and table.goal == "points" and bool(plays)
        if can_search_play and len(plays) == len(legal):
            return self.best_play(decision, plays)
        if view.phase == "play" and not can_search_play:  # no kernel: rollouts through the engine
            return self.simulate(decision, legal)
        if not self.simulate_all:
            if can_search_play:
                rule = _RULES.choose(decision)
                return rule if type(rule) is not Play else self.best_play(decision, plays)
            return _RULES.choose(decision)
        if any(type(a) is Bid for a in legal):
            return self.bid(decision) if self.simulate_bids else _RULES.choose(decision)
        candidates = [a for a in legal if type(a) is not Play]
        if plays:  # declarations before a card: compare them with playing on
            candidates.append(None)
        best = self.simulate(decision, candidates)
        if best is None:
            return self.best_play(decision, plays) if can_search_play else _RULES.choose(decision)
        return best

    def hint(self, decision: Decision) -> tuple[Action, str]:
        action = self.choose(decision)
        return action, reason(decision.view, action)

    # --- worlds ----------------------------------------------------------------------------
    def budget(self, decision: Decision) -> int:
        """Playouts for this decision: the decision's, else unbounded when only a deadline is
        set, else the level's default."""
        if decision.budget is not None:
            return decision.budget
        return UNBOUNDED if decision.deadline is not None else self.default_budget

    def worlds(self, decision: Decision, count: int) -> list[tuple[GameState, float]]:
        """``count`` sampled worlds (fewer if time runs out) with weights summing to 1."""
        out = []
        for _ in range(count):
            decision.check_cancel()
            world = decision.sample_world(decision.rng)
            out.append((world, world_weight(world, decision.view.seat) if self.inference else 1.0))
            if decision.out_of_time():
                break
        total = sum(w for _, w in out) or 1.0
        return [(world, w / total) for world, w in out]

    # --- card play -------------------------------------------------------------------------
    def best_play(self, decision: Decision, plays: Sequence[Play]) -> Play:
        """The card with the best weighted mean of the side's card points over the worlds,
        by passes of a few playouts per world and card until the budget or the time is spent."""
        seat = decision.view.seat
        budget = self.budget(decision)
        n_moves = len(plays)
        worlds = self.worlds(decision, max(1, min(self.max_worlds, budget // (2 * n_moves))))
        rng = decision.rng
        starts, seeds, sides = [], [], []
        sums = [[0.0] * n_moves for _ in worlds]
        counts = [[0] * n_moves for _ in worlds]
        for w, (world, _) in enumerate(worlds):
            base = Kernel.from_world(world)
            side = base.side[seat]
            exact = len(base.points) == 2 and sum(h.bit_count() for h in base.hands) <= self.exact_cards
            moves = []
            for i, action in enumerate(plays):
                start = base.copy()
                start.play(action.card)
                moves.append(start)
                if exact:
                    decision.check_cancel()
                    sums[w][i], counts[w][i] = start.solve(side), 1
            starts.append(None if exact else moves)
            seeds.append(random.Random(rng.getrandbits(32)))
            sides.append(side)
        chunk = max(1, min(8, budget // (len(worlds) * n_moves)))
        used = 0
        searching = [w for w, moves in enumerate(starts) if moves is not None]
        while searching and used < budget and not decision.out_of_time():
            for w in searching:
                decision.check_cancel()
                r, side = seeds[w], sides[w]
                for i, start in enumerate(starts[w]):
                    for _ in range(chunk):
                        sums[w][i] += start.copy().playout(r)[side]
                    counts[w][i] += chunk
                used += chunk * n_moves
                if used >= budget or decision.out_of_time():
                    break

        def value(i: int) -> float:
            return sum(weight * sums[w][i] / counts[w][i]
                       for w, (_, weight) in enumerate(worlds) if counts[w][i])

        return plays[max(range(n_moves), key=value)]

    # --- other decisions ---------------------------------------------------------------------
    def bid(self, decision: Decision) -> Action:
        """Pass or bid by simulation, in two steps: pass against the lowest bid on offer with
        BID_OPTIMISM (the search will play the contract better than the rollouts), then, if
        bidding, the bid with the best plain mean (higher bids only when even the rollouts
        find them worth it)."""
        bids = [a for a in decision.legal if type(a) is Bid]
        passes = [a for a in bids if a.name in NO_ANNOUNCEMENT]
        offers = [a for a in bids if a.name not in NO_ANNOUNCEMENT]
        if not passes or not offers:
            return self.simulate(decision, bids)
        if self.simulate(decision, [passes[0], offers[0]], BID_OPTIMISM) is passes[0]:
            return passes[0]
        return self.simulate(decision, offers) if len(offers) > 1 else offers[0]

    def simulate(self, decision: Decision, candidates: Sequence[Action | None],
                 optimism: float = 0.0) -> Action | None:
        """The candidate with the best weighted mean score over rollouts (None stands for
        "play on", played by the rollout policy), plus ``optimism`` times the spread of its
        scores: the search plays the deal better than the rollouts, by more when more is at
        stake."""
        seat = decision.view.seat
        budget = self.budget(decision)
        n_worlds = max(2, budget // (ROLLOUT_COST * len(candidates)))
        sums = [0.0] * len(candidates)
        squares = [0.0] * len(candidates)
        rng = decision.rng
        for world, weight in self.worlds(decision, min(n_worlds, 4 * self.max_worlds)):
            decision.check_cancel()
            seed = rng.getrandbits(32)
            for i, action in enumerate(candidates):
                state = world.clone()
                r = random.Random(seed)
                state.apply(action if action is not None else rule_action(state, r))
                score = rollout(state, seat, r)
                sums[i] += weight * score
                squares[i] += weight * score * score
            if decision.out_of_time():
                break

        def value(i: int) -> float:
            return sums[i] + optimism * max(0.0, squares[i] - sums[i] ** 2) ** 0.5

        return candidates[max(range(len(candidates)), key=value)]


@register_bot("medium")
class MediumBot(SearchBot):
    """Monte Carlo card play over sampled worlds; bids and the rest by the easy rules."""


@register_bot("hard")
class HardBot(SearchBot):
    """Monte Carlo with inference, exact last tricks, and every decision by simulation."""

    default_budget = 10000  #: about 0.5 s a decision on one free core (≤ 1 s median when shared)
    inference = True
    exact_cards = 8
    simulate_all = True
    simulate_bids = True


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
