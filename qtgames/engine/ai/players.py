"""The simple AI players: uniformly random, and one-ply greedy.

An AI is handed the game's rules and its own *observation*, never the true state, and a
seeded RNG of its own, so its choices are reproducible and it cannot peek.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from ..core.protocol import AnyGame
from ..core.rng import Rng


class AiPlayer(ABC):
    key: str = ""
    title: str = ""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        # Set by a host that may abandon the question (a GUI worker); long searches poll it.
        self.cancelled: Callable[[], bool] | None = None

    @abstractmethod
    def choose(self, game: AnyGame, observation: Any) -> Any:
        """Pick one of the legal actions for the decision the observation's player faces."""


class RandomPlayer(AiPlayer):
    """Uniform over the legal actions: the baseline, and the conformance tests' driver."""

    key = "random"
    title = "Random"

    def choose(self, game: AnyGame, observation: Any) -> Any:
        return self.rng.choice(game.legal_actions(observation))


class GreedyPlayer(AiPlayer):
    """One ply: apply each legal action to one sampled world and keep the best evaluation.

    All actions are tried on the same determinization so they are compared under the same
    luck; the game's `evaluate` hook says what "good" means (for Tsuro: survive, then keep
    the most options).
    """

    key = "greedy"
    title = "Greedy"

    def choose(self, game: AnyGame, observation: Any) -> Any:
        actions = game.legal_actions(observation)
        if len(actions) == 1:
            return actions[0]
        decision = game.decision(observation)
        assert decision is not None
        me = decision.player
        world = game.determinize(observation, self.rng)
        best_value, best = -1.0, []
        for action in actions:
            after = world.clone()
            game.apply(after, action)
            value = game.evaluate(after, me)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)
