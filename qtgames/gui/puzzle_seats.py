"""Who sits where when a puzzle is played: its side to the person at the screen, the others to the
AI. Both the lobby's Play it and the editor's Play from here seat a puzzle, so the rule lives here,
below both (the editor importing the main window's scenarios made an import cycle)."""

from __future__ import annotations

from ..engine.core.record import HUMAN, PlayerSeat
from ..engine.core.scenario import Scenario
from .i18n import translate

PUZZLE_OPPONENT = "greedy"   # the lobby's own default for a seat that is not the player's


def puzzle_seats(scenario: Scenario) -> list[PlayerSeat] | None:
    """The seats a puzzle offers: its side to the person at the screen, the others to the AI
    ("You are Player 2" puzzles seated the person as Player 1); None for a scenario without a goal."""
    goal = scenario.goal
    if goal is None:
        return None
    return [PlayerSeat(translate("StartPage", "Player {seat}").format(seat=seat + 1),
                       HUMAN if seat == goal.player else PUZZLE_OPPONENT)
            for seat in range(scenario.rules.player_count(scenario.state()))]
