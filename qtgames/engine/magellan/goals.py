"""Magellan's puzzle goals beyond winning: an auction won cheaply, a score reached at the end."""

from __future__ import annotations

from ..core.protocol import Goal, PuzzleProgress
from .state import MagellanState, Stage

GOAL_KINDS = {"auction_below": "magellan-goal-auction-below", "points": "magellan-goal-points"}   # with their messages


def goal_status(goal: Goal, progress: PuzzleProgress) -> bool | None:
    """True when met, False when failed for good, None while open."""
    state: MagellanState = progress.state
    if goal.kind == "auction_below":
        # The first auction someone wins decides: the goal player's payment (overpaying counts,
        # MG-A2) must stay below the target; anyone else buying first fails the goal.
        for event in progress.events:
            seat = event.data.get("player")
            if event.kind == "sold" and (seat != goal.player or event.data["price"] >= goal.target):
                return False
            if event.kind == "paid":
                return seat == goal.player and sum(event.data["cards"]) < goal.target
    elif goal.kind != "points":
        raise ValueError(f"unknown goal kind {goal.kind!r}")
    if state.stage != Stage.OVER:
        return None
    return goal.kind == "points" and state.score[goal.player] >= goal.target
