"""Information-set Monte Carlo tree search, for every game on the protocol.

Each iteration samples one world consistent with what the AI has seen (`determinize` of its
observation, never the true state), walks down the shared tree choosing among the actions
legal *in that world* by UCB with availability counts (single-observer ISMCTS, Cowling,
Powley & Whitehouse 2012), adds one node, plays a cheap rollout, and credits every seat with
its own result, so in multi-player games each seat maximises its own share.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..core.protocol import AnyGame
from ..core.rng import Rng
from .chance import leading_outcomes
from .players import AiPlayer


@dataclass(frozen=True, slots=True)
class AiLimit:
    """The thinking budget: stop at whichever comes first. `rollout_depth` 0 plays to the end."""

    time: float | None = None
    iterations: int | None = None
    rollout_depth: int = 0
    paired: bool = False
    """Judge the moves at the root side by side (`Ismcts._paired`) instead of one per iteration."""
    flat: bool = False
    """With `paired`: grow no tree below the root's moves, so every iteration is one more sampled
    world (and rollout) for one of them: the whole budget goes to the root's comparison."""
    chance_leaf: bool = False
    """At the cut-off, play the rollout's last move once for every answer to its first two draws
    (`chance.leading_outcomes`: Tsuro of the Seas' 36 rolls of the two dice) and average the
    evaluation by their probabilities, instead of judging the one roll the generator sampled."""
    second_depth: int = 0
    """A second cut-off: the rollout judges the position after `rollout_depth` decisions and again
    after `second_depth`, and credits the mean of the two judgements (0: one cut-off)."""

    def __post_init__(self) -> None:
        if self.time is None and self.iterations is None:
            raise ValueError("an AiLimit needs a time or an iteration budget")


class Node:
    """A decision in the shared tree: what the seat that led here won on average, and how often
    its action was available (ISMCTS's availability count); the analysis reads it too."""

    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player          # the seat that chose the action leading here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0


@dataclass(slots=True)
class SearchResult:
    action: Any
    iterations: int
    seconds: float
    visits: dict[Any, int]
    budget: int = 0
    """The iterations the search was given (a paired search rounds it to whole rounds of the
    moves still in the running, at least one round per halving phase)."""


class Ismcts:
    """The search itself, separate from any player so hints and benchmarks can use it."""

    def __init__(self, game: AnyGame, limit: AiLimit, exploration: float = 0.7) -> None:
        self.game = game
        self.limit = limit
        self.exploration = exploration

    def search(self, observation: Any, rng: Rng, cancelled: Any = None) -> SearchResult:
        """Think within the limit; `cancelled()` returning True stops early (GUI workers)."""
        game = self.game
        decision = game.decision(observation)
        if decision is None:
            raise ValueError("the game is over: there is nothing to decide")
        actions = game.legal_actions(observation)
        start = time.perf_counter()
        if len(actions) == 1:
            return SearchResult(actions[0], 0, 0.0, {actions[0]: 0}, 0)
        root = Node(-1)
        limit = self.limit
        deadline = start + limit.time if limit.time is not None else math.inf
        budget = limit.iterations if limit.iterations is not None else 1 << 62
        def stop() -> bool:
            return time.perf_counter() > deadline or bool(cancelled and cancelled())

        if limit.paired:
            done, best = self._paired(root, observation, actions, rng, budget, stop)
        else:
            done = 0
            while done < budget:
                if (done & 15) == 0 and stop():
                    break
                self.iterate(root, game.determinize(observation, rng), rng)
                done += 1
            best = max(actions, key=lambda a: (root.children[a].visits, root.children[a].reward)
                       if a in root.children else (-1, 0.0))
        visits = {a: root.children[a].visits for a in actions if a in root.children}
        return SearchResult(best, done, time.perf_counter() - start, visits, budget)

    def _paired(self, root: Node, observation: Any, actions: list[Any], rng: Rng, budget: int,
                stop: Callable[[], bool]) -> tuple[int, Any]:
        """Sequential halving with common random numbers at the root.

        Each round samples one world (hidden cards, the dice to come) and one rollout seed, and
        plays every candidate move in that same world with that same seed: the moves are compared
        under the same luck, so the difference between two moves is not drowned by the luck
        between two samples (in Tsuro of the Seas two searches of one position agreed on a move a
        third of the time, AI-NOTES). The budget is split over ⌈log2 n⌉ phases; after each the
        worse half of the candidates (by mean result) is dropped (Karnin, Koren & Somekh 2013),
        so most of it goes to telling the best few apart. Below the root the search is the usual
        ISMCTS. Returns the iterations done (a move looked at by `_widest` counts as one) and the
        move with the best mean."""
        game = self.game
        candidates, done = self._widest(observation, actions, max(2, math.isqrt(budget)), rng)
        phases = max(1, math.ceil(math.log2(len(candidates))))
        for phase in range(phases):
            rounds = max(1, (budget - done) // ((phases - phase) * len(candidates)))
            for _ in range(rounds):
                if stop():
                    return done, self._best_mean(root, candidates)
                world = game.determinize(observation, rng)
                seed = rng.next_u64()
                for action in candidates:
                    self.iterate(root, world.clone(), Rng(seed), first=action)
                done += len(candidates)
            if len(candidates) > 1:
                ranked = sorted(candidates, key=lambda a: -self._mean(root, a))
                candidates = ranked[:max(1, (len(ranked) + 1) // 2)]
        return done, self._best_mean(root, candidates)

    def _widest(self, observation: Any, actions: list[Any], width: int, rng: Rng) -> tuple[list[Any], int]:
        """Progressive widening by budget: with more moves than √budget, only the √budget that look
        best one move ahead (the game's evaluation in one sampled world, as `greedy` judges) are
        searched, so a small budget is not spread over fifty moves one sample each (an Entdecker
        start offers forty and more). Returns the candidates and the moves looked at."""
        if len(actions) <= width:
            return list(actions), 0
        game = self.game
        decision = game.decision(observation)
        assert decision is not None
        world = game.determinize(observation, rng)
        values = []
        for action in actions:
            after = world.clone()
            game.apply(after, action)
            values.append(game.evaluate(after, decision.player))
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])
        return [actions[i] for i in sorted(ranked[:width])], len(actions)

    @staticmethod
    def _mean(root: Node, action: Any) -> float:
        child = root.children.get(action)
        return child.reward / child.visits if child is not None and child.visits else -1.0

    def _best_mean(self, root: Node, candidates: list[Any]) -> Any:
        return max(candidates, key=lambda a: self._mean(root, a))

    def iterate(self, root: Node, state: Any, rng: Rng, first: Any = None) -> list[float]:
        """One iteration from `state`; `first`, when given, is the move taken at the root. Returns
        every seat's result of it (the analysis keeps them per move)."""
        game = self.game
        path = [root]
        node = root
        while (decision := game.decision(state)) is not None:
            legal = game.legal_actions(state)
            untried = [a for a in legal if a not in node.children]
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            if node is root and first is not None:
                child = root.children.get(first)
                if child is None:
                    child = root.children[first] = Node(decision.player)
                    child.available = 1
                game.apply(state, first)
                path.append(child)
                node = child
                if child.visits == 0 or self.limit.flat:
                    break
                continue
            if untried:
                action = rng.choice(untried)
                child = Node(decision.player)
                child.available = 1
                node.children[action] = child
                game.apply(state, action)
                path.append(child)
                break
            action = self._select(node, legal)
            node = node.children[action]
            game.apply(state, action)
            path.append(node)
        results = self._rollout(state, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += results[visited.player]
        return results

    def _select(self, node: Node, legal: list[Any]) -> Any:
        c = self.exploration
        best_value, best = -math.inf, legal[0]
        children = node.children
        for action in legal:
            child = children[action]
            value = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_value, best = value, action
        return best

    def _rollout(self, state: Any, rng: Rng) -> list[float]:
        game = self.game
        limit = self.limit
        depth = limit.rollout_depth
        second = limit.second_depth
        steps = 0
        first: list[float] | None = None
        while not game.is_terminal(state):
            if depth and steps >= depth and first is None:
                first = game.evaluate_all(state)
                if second <= depth:
                    return first
            if first is not None and steps >= second:
                return [(a + b) / 2 for a, b in zip(first, game.evaluate_all(state), strict=True)]
            action = game.rollout_action(state, rng)
            if limit.chance_leaf and depth and steps + 1 == depth and not second:
                return self._averaged(state, action, rng.next_u64())
            game.apply(state, action)
            steps += 1
        if first is not None:
            return [(a + b) / 2 for a, b in zip(first, game.scores(state), strict=True)]
        return game.scores(state)

    def _averaged(self, state: Any, action: Any, seed: int) -> list[float]:
        """The evaluation after `action`, averaged over every answer to its first two draws (Tsuro
        of the Seas' two dice) with their probabilities, the draws after them seeded by `seed`."""
        game = self.game
        totals: list[float] = []
        for outcome in leading_outcomes(game, state, action, seed):
            after = outcome.state
            values = game.scores(after) if game.is_terminal(after) else game.evaluate_all(after)
            if not totals:
                totals = [0.0] * len(values)
            for seat, value in enumerate(values):
                totals[seat] += outcome.probability * value
        return totals


class IsmctsPlayer(AiPlayer):
    """An AI seat that searches from its own observation within an `AiLimit`."""

    key = "ismcts"
    title = "ISMCTS"

    def __init__(self, seed: int, limit: AiLimit) -> None:
        super().__init__(seed)
        self.limit = limit
        self.last: SearchResult | None = None

    def choose(self, game: AnyGame, observation: Any) -> Any:
        limit = self.limit
        if limit.iterations is not None and game.search_effort != 1.0:
            limit = replace(limit, iterations=max(1, round(limit.iterations * game.search_effort)))
        self.last = Ismcts(game, limit).search(observation, self.rng, self.cancelled)
        return self.last.action
