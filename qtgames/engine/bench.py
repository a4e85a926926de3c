"""Engine speed: random full games per second through the public protocol, one process.

The AI plays thousands of such games per decision, so this is the number to watch; it is
printed by `qtgames bench`, never asserted in tests (timing depends on the machine).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .ai import AiLimit, Ismcts, make_player
from .ai.ismcts import IsmctsPlayer
from .core import Rng, get_game
from .tsuro_seas.reference import reference_games_per_second as tsuro_reference

# A stripped-down loop per game, run beside the engine so the ratio survives a slower machine.
REFERENCE_LOOPS: dict[str, Callable[[int, int], float]] = {"tsuro-seas": tsuro_reference}


def random_games_per_second(game_key: str, players: int, games: int, seed: int = 1) -> float:
    """Play `games` seeded games choosing uniformly among legal actions; default options."""
    game = get_game(game_key)
    options = game.Options()
    rng = Rng(seed)
    start = time.perf_counter()
    for match_seed in range(games):
        state = game.new_state(players, options, match_seed)
        while not game.is_terminal(state):
            game.apply(state, rng.choice(game.legal_actions(state)))
    return games / (time.perf_counter() - start)


def mid_game_position(game_key: str, players: int, seed: int = 7) -> object:
    """A fixed position: the first seeded random game's state halfway through its decisions,
    at a real choice (a single legal action would be answered without searching)."""
    game = get_game(game_key)
    options = game.Options()
    for match_seed in range(seed, seed + 1000):
        actions, rng = [], Rng(match_seed)
        state = game.new_state(players, options, match_seed)
        while not game.is_terminal(state):
            actions.append(rng.choice(game.legal_actions(state)))
            game.apply(state, actions[-1])
        if len(actions) >= 4 * players:
            state = game.new_state(players, options, match_seed)
            for action in actions[: len(actions) // 2]:
                game.apply(state, action)
            if len(game.legal_actions(state)) > 1:
                return state
    raise RuntimeError("no long enough game with a choice at its middle found")


def ismcts_iterations_per_second(game_key: str, players: int, iterations: int) -> float:
    game = get_game(game_key)
    state = mid_game_position(game_key, players)
    decision = game.decision(state)
    assert decision is not None
    observation = game.observation(state, decision.player)
    result = Ismcts(game, AiLimit(iterations=iterations)).search(observation, Rng(1))
    return result.iterations / result.seconds


def level_iterations_per_second(game_key: str, players: int, level: str) -> tuple[float, int]:
    """ISMCTS iterations/s of a search level deciding at the mid-game position with its own
    settings (budget, cut-off rollouts, evaluation): what a player waits for. Returns the rate
    and the iterations the level ran."""
    game = get_game(game_key)
    state = mid_game_position(game_key, players)
    decision = game.decision(state)
    assert decision is not None
    player = make_player(level, 1)
    assert isinstance(player, IsmctsPlayer)
    player.choose(game, game.observation(state, decision.player))
    assert player.last is not None
    return player.last.iterations / player.last.seconds, player.last.iterations
