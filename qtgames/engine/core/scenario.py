"""Scenario files: `{format, version, game, options, position, notes, title, author, goal}` in JSON.

A scenario is a position someone laid out by hand (a puzzle, a ruling to test, a moment
exported from a game). The envelope is validated with pydantic, so an unknown field or a
wrong type is refused with its path; the position goes through the game's own reader, which
separates values the format cannot hold (a `FormatError`) from positions that break a rule
(a list of `Problem`s the editor shows while the user fixes them).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .envelope import Envelope, read_envelope
from .errors import FormatError
from .fields import no_unknown_fields, parse_json_text
from .options import RuleOptions
from .protocol import AnyGame, Goal
from .registry import get_game
from .rules import Problem
from .shipped import shipped_path

SCENARIO_FORMAT = "qtgames-scenario"
SCENARIO_VERSION = 1
# Far above any real position (a full Magellan or Entdecker game is ~20 KB) and far below what
# would make the app stall reading it.
MAX_SCENARIO_BYTES = 2_000_000


class _GoalModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(min_length=1, max_length=40)
    player: int = Field(ge=0, lt=8)
    target: int = Field(default=0, ge=0, lt=1000)


class _ScenarioModel(Envelope):
    format: Literal["qtgames-scenario"]
    position: dict[str, Any]
    title: str = Field(default="", max_length=200)
    author: str = Field(default="", max_length=200)
    notes: str = Field(default="", max_length=20_000)
    goal: _GoalModel | None = None


@dataclass(slots=True)
class Scenario:
    """A validated scenario file: its game, options, position (in the documented format) and words."""

    game: str
    options: RuleOptions
    position: dict[str, Any]
    title: str = ""
    author: str = ""
    notes: str = ""
    goal: Goal | None = None
    problems: list[Problem] = field(default_factory=list)

    @property
    def rules(self) -> AnyGame:
        return get_game(self.game)

    def state(self) -> Any:
        """The position as an engine state; a position with problems is refused with the first."""
        return self.rules.state_from_json(self.position, self.options, "position")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SCENARIO_FORMAT,
            "version": SCENARIO_VERSION,
            "game": self.game,
            "title": self.title,
            "author": self.author,
            "notes": self.notes,
            "options": self.options.to_json(),
            "position": self.position,
        }
        if self.goal is not None:
            data["goal"] = {"kind": self.goal.kind, "player": self.goal.player, "target": self.goal.target}
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"


def scenario_from_state(rules: AnyGame, state: Any, options: RuleOptions,
                        title: str = "", notes: str = "") -> Scenario:
    """The scenario of a moment in a game (File → Export position as scenario)."""
    return Scenario(rules.key, options, rules.state_to_json(state), title=title, notes=notes)


def scenario_from_json(data: Any) -> Scenario:
    """Validate a parsed scenario; its position's rule problems are listed, not raised.

    A position the format cannot hold is a `FormatError` naming the field.
    """
    model, rules, options = read_envelope(data, _ScenarioModel, SCENARIO_FORMAT, SCENARIO_VERSION, "scenario")
    with no_unknown_fields():
        state, problems = rules.read_position(model.position, options, "position")
    goal = None
    if model.goal is not None:
        goal = Goal(model.goal.kind, model.goal.player, model.goal.target)
        if goal.kind not in rules.goal_kinds():
            raise FormatError("goal.kind", f"{rules.title} knows the goals {', '.join(rules.goal_kinds())}")
        if goal.player >= rules.player_count(state):
            count = rules.player_count(state)
            raise FormatError("goal.player", f"is {goal.player} (Player {goal.player + 1}), but the position has "
                                             f"{count} players, counted from 0: 0-{count - 1}")
    return Scenario(model.game, options, model.position, model.title, model.author, model.notes, goal, problems)


def scenario_from_text(text: str) -> Scenario:
    return scenario_from_json(parse_json_text(text, MAX_SCENARIO_BYTES, "scenario"))


def bundled_scenarios() -> list[tuple[str, Scenario]]:
    """The puzzles and rulebook examples shipped in `resources/scenarios/`, by file name.

    They are tested to load without problems, so a broken one is a bug, not a user's mistake."""
    folder = shipped_path("resources", "scenarios")
    return [(entry.stem, scenario_from_text(entry.read_text(encoding="utf-8")))
            for entry in sorted(folder.glob("*.json"))]
