"""Puzzle goals of Tsuro of the Seas beyond winning: keeping a ship afloat for some turns.

Tsuro is a game of survival, so "survive" is its natural puzzle: a daikaiju prowls, the
wakes close in, and the question is whether your ship is still sailing after your next few
turns. The verdict is read from the events in the order they happened, so a ship that
survived its turns is not failed later by a daikaiju, whatever moment the puzzle is judged at.
"""

from __future__ import annotations

from ..core.protocol import Goal, PuzzleProgress
from .events import OUT_KINDS
from .state import Phase, TsuroState

SURVIVE = "survive"
GOAL_KINDS = {SURVIVE: "tsuro-goal-survive"}   # the kind and its sentence's message
_TURN_PHASES = (Phase.PLACE, Phase.BONUS, Phase.RELOCATE)


def survive_status(goal: Goal, progress: PuzzleProgress) -> bool | None:
    """True once `goal.target` of the player's own turns ended with the ship sailing, or the player won;
    False once the ship is out (unless it shares the victory in the same move) or the game ends without them.

    A turn ends when the next one begins; a puzzle that starts during the player's own turn
    counts that turn as the first.
    """
    start: TsuroState = progress.start
    seat = goal.player
    if start.phase == Phase.OVER:
        return seat in start.winners
    if not start.alive[seat]:
        return False
    if goal.target == 0:
        return True
    done, out = 0, False
    running = start.active if start.phase in _TURN_PHASES else None
    for event in progress.events:
        if event.kind in OUT_KINDS and event.data["seat"] == seat:
            out = True
        elif event.kind == "game_over":
            return seat in event.data["winners"]
        elif event.kind == "turn":
            if out:
                return False
            if running == seat:
                done += 1
                if done >= goal.target:
                    return True
            running = event.data["seat"]
    return False if out else None
