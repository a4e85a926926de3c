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
    """One ply: apply each legal action in a few sampled worlds and keep the best mean evaluation.

    All actions are tried in the same determinizations so they are compared under the same luck;
    the game's `evaluate` hook says what "good" means (for Tsuro: survive, then keep the most
    options). One world is one roll of the dice that come with a move (in Tsuro of the Seas the
    next player's daikaiju roll is part of applying a placement): judging by it alone is judging
    by luck, so `samples` worlds are averaged. Measured over 400 Tsuro of the Seas games against
    `random`: one world 67.4%, 4 worlds 70.9%, 16 worlds 72.8% (docs/ai.md).
    """

    key = "greedy"
    title = "Greedy"
    samples = 8

    def choose(self, game: AnyGame, observation: Any) -> Any:
        actions = game.legal_actions(observation)
        if len(actions) == 1:
            return actions[0]
        decision = game.decision(observation)
        assert decision is not None
        me = decision.player
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            world = game.determinize(observation, self.rng)
            for i, action in enumerate(actions):
                after = world.clone()
                game.apply(after, action)
                totals[i] += game.evaluate(after, me)
        best_total = max(totals)
        return self.rng.choice([a for a, total in zip(actions, totals, strict=True) if total >= best_total - 1e-9])
