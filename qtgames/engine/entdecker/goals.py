"""Puzzle goals Entdecker adds to "win": a big island scoring, and a number of points.

Both are judged on what happened since the puzzle began, so a goal met stays met; one that
is not met yet fails only when the game ends, because points can come until the final count.
"""

from __future__ import annotations

from ..core.protocol import Goal, PuzzleProgress
from .state import EntdeckerState, Phase

KINDS = {"island": "entdecker-goal-island", "points": "entdecker-goal-points"}   # each with its sentence's message


def status(goal: Goal, progress: PuzzleProgress) -> bool | None:
    """True once met, False when the game ended without it, None while it is still open."""
    state: EntdeckerState = progress.state
    if goal.kind == "island":
        # EN-I5 scores a completed island, EN-G2 the unfinished ones at the end: both count.
        met = any(event.kind == "island_scored" and event.data["points"].get(goal.player, 0) >= goal.target
                  for event in progress.events)
    elif goal.kind == "points":
        met = state.score[goal.player] >= goal.target
    else:
        raise ValueError(f"unknown goal kind {goal.kind!r}")
    if met:
        return True
    return False if state.phase == Phase.OVER else None
