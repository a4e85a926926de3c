"""A fingerprint of seeded random play, to show an optimisation changed nothing a player could see.

For each game, seeded random games under the conformance suite's player counts and rulings are
hashed: every list of legal actions in its order (a random or searching player picks by index),
every event with its data, and the final position with the RNG's state. Run it on the commit
before an optimisation and after, and compare (`python -m tests.engine.golden [GAMES]`); the
numbers are not kept in a test because every rules change rightly changes them.
"""

from __future__ import annotations

import hashlib
import json
import sys

from qtgames.engine.core import Rng, game_keys, get_game
from tests.engine.test_conformance import suite


def fingerprint(key: str, games: int) -> str:
    game, rules = get_game(key), suite(key)
    digest = hashlib.sha256()
    for seed in range(games):
        state = game.new_state(rules.players(seed), rules.options(seed), seed)
        rng = Rng(seed + 10_000)
        digest.update(repr(state.setup_events).encode())
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            digest.update(repr(legal).encode())
            digest.update(repr(game.apply(state, rng.choice(legal))).encode())
        digest.update(json.dumps(game.state_to_json(state), sort_keys=True).encode())
        digest.update(str(state.rng.state).encode())
    return digest.hexdigest()[:16]


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for name in sorted(game_keys()):
        print(f"{name}: {fingerprint(name, count)} ({count} games)")
