"""Measure what limits `hard` against `random` in Tsuro of the Seas (issue 3's profile).

Two measuring devices, never players (nothing here is reachable from the app or the CLI):

- `seeing OPPONENT GAMES`: the `hard` search given the TRUE state instead of sampled worlds, so it
  knows the coming dice, the pile and the hands. Its win rate bounds what knowing the future is worth.
- `risk GAMES`: over whole hard-vs-random games, the chance that hard's ship is destroyed before its
  next turn after the move it chose, against the safest move it had (fair sampling from its own
  observation, random replies). Summed per game these are expected deaths.

- `agree GAMES`: from the same observations of hard's games against another hard, how often expert
  and normal pick hard's move, and how often hard with another seed does: how much the levels'
  choices differ.

Run: `python tools/tsuro_ai_limits.py seeing random 200`, `… risk 40` or `… agree 15`.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from qtgames.engine.ai import make_player
from qtgames.engine.ai.ismcts import AiLimit, Ismcts
from qtgames.engine.ai.levels import ROLLOUT_DEPTH
from qtgames.engine.core import get_game
from qtgames.engine.core.rng import Rng

GAME = get_game("tsuro-seas")
HARD_ITERATIONS = 1500


class SeeingGame:
    """The real rules, except that every "sampled world" is the true state itself, dice included."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def determinize(self, true_state: Any, rng: Rng) -> Any:
        return true_state.clone()


def seeing_match(args: tuple[str, int]) -> float:
    opponent, index = args
    seed, seat = 1 + index, index % 2
    state = GAME.new_state(2, GAME.Options(), seed)
    other = make_player(opponent, seed * 131 + 1 - seat)
    search = Ismcts(SeeingGame(GAME), AiLimit(iterations=HARD_ITERATIONS, rollout_depth=ROLLOUT_DEPTH))
    rng = Rng(seed * 7 + 3)
    while (decision := GAME.decision(state)) is not None:
        if decision.player == seat:
            action = search.search(state.clone(), rng).action
        else:
            action = other.choose(GAME, GAME.observation(state, decision.player))
        GAME.apply(state, action)
    return GAME.scores(state)[seat]


def death_chance(observation: Any, action: Any, seat: int, samples: int, rng: Rng) -> float:
    """How often `seat` is out before its next decision, over sampled worlds and random replies."""
    dead = 0
    for _ in range(samples):
        world = GAME.determinize(observation, rng)
        GAME.apply(world, action)
        while (decision := GAME.decision(world)) is not None and decision.player != seat:
            GAME.apply(world, rng.choice(GAME.legal_actions(world)))
        dead += not world.alive[seat]
    return dead / samples


def risk_match(index: int) -> tuple[float, float, float]:
    seed, seat = 1 + index, index % 2
    state = GAME.new_state(2, GAME.Options(), seed)
    players = {seat: make_player("hard", seed * 131 + seat), 1 - seat: make_player("random", seed * 131 + 1 - seat)}
    rng = Rng(seed)
    chosen = safest = 0.0
    while (decision := GAME.decision(state)) is not None:
        observation = GAME.observation(state, decision.player)
        action = players[decision.player].choose(GAME, observation)
        if decision.player == seat and decision.kind == "place":
            chances = {a: death_chance(observation, a, seat, 100, rng) for a in GAME.legal_actions(observation)}
            chosen += chances[action]
            safest += min(chances.values())
        GAME.apply(state, action)
    return chosen, safest, GAME.scores(state)[seat]


def agree_match(index: int) -> tuple[int, int, int, int]:
    seed = 1 + index
    state = GAME.new_state(2, GAME.Options(), seed)
    hard, expert, normal = make_player("hard", seed), make_player("expert", seed), make_player("normal", seed)
    reseeded, rival = make_player("hard", seed + 500), make_player("hard", seed + 999)
    with_expert = with_normal = with_itself = choices = 0
    while (decision := GAME.decision(state)) is not None:
        observation = GAME.observation(state, decision.player)
        if decision.player == 0:
            action = hard.choose(GAME, observation)
            if len(GAME.legal_actions(observation)) > 1:
                choices += 1
                with_expert += expert.choose(GAME, observation) == action
                with_normal += normal.choose(GAME, observation) == action
                with_itself += reseeded.choose(GAME, observation) == action
        else:
            action = rival.choose(GAME, observation)
        GAME.apply(state, action)
    return with_expert, with_itself, choices, with_normal


def main(argv: list[str]) -> int:
    with ProcessPoolExecutor(2) as pool:
        if argv[:1] == ["seeing"] and len(argv) == 3:
            games = int(argv[2])
            scores = list(pool.map(seeing_match, [(argv[1], i) for i in range(games)]))
            share = sum(scores) / games
            half = 1.96 * (share * (1 - share) / games) ** 0.5
            print(f"hard seeing the true state vs {argv[1]}: {100 * share:.1f}% "
                  f"({100 * (share - half):.1f}-{100 * (share + half):.1f}) over {games} games")
            return 0
        if argv[:1] == ["risk"] and len(argv) == 2:
            games = int(argv[1])
            rows = list(pool.map(risk_match, range(games)))
            print(f"{games} games: hard scored {100 * sum(r[2] for r in rows) / games:.1f}%; expected deaths "
                  f"per game {sum(r[0] for r in rows) / games:.3f} from its moves, "
                  f"{sum(r[1] for r in rows) / games:.3f} from the safest moves")
            return 0
        if argv[:1] == ["agree"] and len(argv) == 2:
            agreements = list(pool.map(agree_match, range(int(argv[1]))))
            choices = sum(r[2] for r in agreements)
            print(f"{choices} choices: expert picked hard's move {sum(r[0] for r in agreements)} times, "
                  f"normal {sum(r[3] for r in agreements)} times, hard with another seed {sum(r[1] for r in agreements)} times")
            return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
