"""A puzzle's solution checked by the engine: played from the puzzle's position, it must reach the goal.

An author writes the solution as the actions of every seat from the position (the dice and draws
come from the position's own generator, so they fall the same way every time). `qtgames check`
plays it: each move must be legal, the goal must not fail on the way, and it must be met by the
last move, not before (moves after the goal is met would never be played).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import FormatError
from .protocol import PuzzleProgress
from .rules import Event, RuleViolation
from .scenario import Scenario


@dataclass(frozen=True, slots=True)
class SolutionCheck:
    """Whether a puzzle's solution reaches its goal; if not, the move (counted from 1) and why."""

    reaches: bool
    moves: int                 # how many moves the solution has
    move: int | None = None    # the move that fails, or the last one when the goal stays open
    reason: str = ""
    played: tuple[tuple[int, str], ...] = ()
    """Each move read before it was played (up to a failing one): the seat deciding and the move's
    label, as the scenario editor lists the solution."""

    def __str__(self) -> str:
        if self.reaches:
            return f"the solution reaches the goal in {self.moves} move{'s' * (self.moves != 1)}"
        return f"the solution fails at move {self.move}: {self.reason}"

    def to_json(self) -> dict[str, object]:
        return {"reaches": self.reaches, "moves": self.moves, "move": self.move, "reason": self.reason or None}


def check_solution(scenario: Scenario) -> SolutionCheck | None:
    """Play the scenario's solution (None when it has no goal or no solution); the position must
    have no problems (`scenario.state()` refuses one that has)."""
    goal = scenario.goal
    if goal is None or not goal.solution:
        return None
    rules = scenario.rules
    state = scenario.state()
    start = state.clone()
    events: list[Event] = []
    actions: list[tuple[int, object]] = []
    count = len(goal.solution)
    verdict: bool | None = None
    played: list[tuple[int, str]] = []

    def fails(move: int, reason: str) -> SolutionCheck:
        return SolutionCheck(False, count, move, reason, tuple(played))

    for move, data in enumerate(goal.solution, 1):
        try:
            action = rules.action_from_json(data, f"goal.solution[{move - 1}]")
        except FormatError as exc:
            return fails(move, str(exc))
        decision = rules.decision(state)
        if decision is None:
            return fails(move, "the game is already over")
        label = rules.describe_action(state, action)
        played.append((decision.player, label))
        try:
            rules.check(state, action)
        except RuleViolation as exc:
            return fails(move, f"{label} is refused ({exc.rule}: {exc.message})")
        events += rules.apply(state, action)
        actions.append((decision.player, action))
        verdict = rules.goal_status(goal, PuzzleProgress(start, state, events, actions))
        if verdict is False:
            return fails(move, f"after {label} the goal is failed")
        if verdict is True and move < count:
            return fails(move, f"the goal is met after {label}, but the solution goes on for {count - move} "
                               f"more move{'s' * (count - move != 1)}")
    if verdict is not True:
        return fails(count, "the goal is still open after the solution's last move")
    return SolutionCheck(True, count, played=tuple(played))
