"""Engine speed: random full games per second through the public protocol, one process.

The AI plays thousands of such games per decision, so this is the number to watch; it is
printed by `qtgames bench`, never asserted in tests (timing depends on the machine).
"""

from __future__ import annotations

import time

from .core import Rng, get_game


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
