"""The AI players a seat can be given, by stable key: the simple ones and four difficulty levels.

Levels are budgets by iterations, so a seed replays a match exactly; the time cap is only a
safety net for slow machines (it makes the search stop early, never think longer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.protocol import AnyGame
from .ismcts import AiLimit, IsmctsPlayer
from .players import AiPlayer, GreedyPlayer, RandomPlayer


class NoisyGreedyPlayer(GreedyPlayer):
    """Greedy with one sampled world, and a third of the time any legal move: a beatable
    opponent for beginners, halfway between `random` and `greedy` (docs/ai.md's ladder)."""

    key = "easy"
    noise = 0.35
    samples = 1

    def choose(self, game: AnyGame, observation: Any) -> Any:
        if self.rng.below(1000) < self.noise * 1000:
            return self.rng.choice(game.legal_actions(observation))
        return super().choose(game, observation)


@dataclass(frozen=True, slots=True)
class AiKind:
    key: str
    title: str
    description: str
    make: Callable[[int], AiPlayer]
    searches: bool = False   # an ISMCTS level (its budget is what `bench` times); the others answer at once


def _search(iterations: int, cap: float) -> Callable[[int], AiPlayer]:
    """A search level: rollouts stop after two decisions and the game's evaluation judges the rest,
    and the moves at the root are compared side by side in the same sampled worlds (`paired`).

    Measured on Tsuro of the Seas (hard vs random, 100 games each, same seeds): full random
    rollouts won 79%, cut-offs after 4 decisions 84.5%, after 2 decisions 88.5%. A random
    playout to the end is mostly daikaiju luck, which drowns the differences between moves.
    Pairing the moves' samples made two searches of one position agree on the move 50% of the
    time at hard's budget instead of 33%, 77% at expert's instead of 53% (docs/ai.md).
    """
    limit = AiLimit(time=cap, iterations=iterations, rollout_depth=ROLLOUT_DEPTH, paired=True)
    return lambda seed: IsmctsPlayer(seed, limit)


ROLLOUT_DEPTH = 2
HARD_ITERATIONS = 1500

AI_KINDS: dict[str, AiKind] = {kind.key: kind for kind in (
    AiKind("random", "Random", "Any legal move, uniformly at random.", RandomPlayer),
    AiKind("greedy", "Greedy", "Looks one move ahead: survive, then keep the most options.", GreedyPlayer),
    AiKind("easy", "Easy", "Greedy, with many careless moves.", NoisyGreedyPlayer),
    AiKind("normal", "Normal", "Searches about 300 sampled futures per move.",
           _search(300, 1.0), searches=True),
    AiKind("hard", "Hard", "Searches about 1,500 sampled futures per move (under a second).",
           _search(HARD_ITERATIONS, 2.0), searches=True),
    # Where the ladder shows expert no stronger than hard, the game says so (`Game.level_notes`).
    AiKind("expert", "Expert", "Searches about 6,000 sampled futures per move (a few seconds).",
           _search(6000, 6.0), searches=True),
)}


# What a hint asks (`Session.ai_request(HINT_LEVEL)`): `hard`'s search and budget, so a hint is
# the move `hard` would make in the player's place, but its safety net is one second, not two: a
# player sits waiting for a hint. On a busy 2-core machine `hard` took up to 2 s at a Tsuro of the
# Seas table of 4 to 8 (p95 1.5-1.8 s, `qtgames bench-hints`, docs/ai.md). No seat plays it: it is
# not in AI_KINDS, so neither the lobby nor a record offers it.
HINT_LEVEL = "hint"
HINT_SECONDS = 1.0
HINT = AiKind(HINT_LEVEL, "Hint", "Hard's search, stopped after a second if it has not finished.",
              _search(HARD_ITERATIONS, HINT_SECONDS), searches=True)


def make_player(kind: str, seed: int) -> AiPlayer:
    try:
        return (HINT if kind == HINT_LEVEL else AI_KINDS[kind]).make(seed)
    except KeyError:
        raise KeyError(f"unknown AI {kind!r}; known: {', '.join(AI_KINDS)}") from None
