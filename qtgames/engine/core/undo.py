"""The undo policy outside a sandbox game: a player may take back only their own moves within
their turn, and only moves that showed them nothing new — no roll, no card drawn, nothing
another player did. Taking back a draw would let a player peek and choose again.

Whether a move showed anything is asked of the game itself, through the hidden-information
protocol every game already has: the move is replayed in worlds sampled from what its player
knew before it; if the player sees the same afterwards in every one, the move revealed nothing.
"""

from __future__ import annotations

from typing import Any

from .protocol import Game
from .rng import Rng
from .rules import RuleViolation

# Worlds to sample: a roll or a draw that happens to come out the same in all of them is
# vanishingly rare (a die shows the same face six times in 1 of 7,776).
REVEAL_SAMPLES = 6


def reveals_nothing(game: Game[Any, Any], before: Any, action: Any, after: Any, actor: int) -> bool:
    """True when `actor`, who made `action` in `before` (giving `after`), learnt nothing by it."""
    seen_after = game.state_to_json(game.observation(after, actor))
    known_before = game.observation(before, actor)
    for sample in range(REVEAL_SAMPLES):
        world = game.determinize(known_before, Rng(sample + 1))
        try:
            game.apply(world, action)
        except RuleViolation:
            return False   # a world the move does not fit in: assume it told something
        if game.state_to_json(game.observation(world, actor)) != seen_after:
            return False
    return True
