"""Scenario files: `{format, version, game, options, position, notes, title, author, goal}` in JSON.

A scenario is a position someone laid out by hand (a puzzle, a ruling to test, a moment
exported from a game). The envelope is validated with pydantic, so an unknown field or a
wrong type is refused with its path; the position goes through the game's own reader, which
separates values the format cannot hold (a `FormatError`) from positions that break a rule
(a list of `Problem`s the editor shows while the user fixes them).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from . import messages
from .envelope import Envelope, read_envelope
from .errors import FormatError
from .fields import no_unknown_fields
from .jsonfile import parse_json_text, read_json_file
from .options import RuleOptions
from .protocol import AnyGame, Goal
from .registry import game_keys, get_game
from .rules import Problem
from .shipped import shipped_path

SCENARIO_FORMAT = "qtgames-scenario"
SCENARIO_VERSION = 1
# Far above any real position (a full Magellan or Entdecker game is ~20 KB) and far below what
# would make the app stall reading it.
MAX_SCENARIO_BYTES = 2_000_000
# A puzzle's solution is a few moves; a whole game of Entdecker is a few hundred actions.
MAX_SOLUTION_MOVES = 1000


class GoalModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(min_length=1, max_length=40)
    player: int = Field(ge=0, lt=8)
    target: int = Field(default=0, ge=0, lt=1000)
    solution: list[Any] = Field(default=[], max_length=MAX_SOLUTION_MOVES)
    hints: list[Annotated[str, Field(max_length=500)]] = Field(default=[], max_length=MAX_SOLUTION_MOVES)
    success: str = Field(default="", max_length=1000)
    failure: str = Field(default="", max_length=1000)


class _ScenarioModel(Envelope):
    format: Literal["qtgames-scenario"]
    position: dict[str, Any]
    title: str = Field(default="", max_length=200)
    author: str = Field(default="", max_length=200)
    notes: str = Field(default="", max_length=20_000)
    goal: GoalModel | None = None


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
            data["goal"] = goal_to_json(self.goal)
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"


def goal_to_json(goal: Goal) -> dict[str, Any]:
    """A goal as scenario files write it: the author's additions only when there are some."""
    data: dict[str, Any] = {"kind": goal.kind, "player": goal.player, "target": goal.target}
    extras = {"solution": list(goal.solution), "hints": list(goal.hints), "success": goal.success,
              "failure": goal.failure}
    return data | {name: value for name, value in extras.items() if value}


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
    goal = None if model.goal is None else goal_from_model(rules, model.goal, rules.player_count(state))
    return Scenario(model.game, options, model.position, model.title, model.author, model.notes, goal, problems)


def goal_from_model(rules: AnyGame, model: GoalModel, players: int, path: str = "goal") -> Goal:
    """A validated goal of a game of `players` players, its solution's actions read (not yet
    played: `puzzle.check_solution` plays them); a bad one is a `FormatError` under `path`."""
    goal = _goal(rules, model, path)
    if goal.kind not in rules.goal_kinds():
        raise FormatError(f"{path}.kind", messages.Text("file-goal-kinds", game=rules.title,
                                                        known=", ".join(rules.goal_kinds())))
    if goal.player >= players:
        raise FormatError(f"{path}.player", messages.Text("file-goal-player", seat=goal.player,
                                                          player=messages.Text("player", number=goal.player + 1),
                                                          players=players, high=players - 1))
    return goal


def _goal(rules: AnyGame, model: GoalModel, path: str) -> Goal:
    for i, action in enumerate(model.solution):
        rules.action_from_json(action, f"{path}.solution[{i}]")
    if len(model.hints) > len(model.solution):
        raise FormatError(f"{path}.hints", messages.Text("file-too-many-hints", hints=len(model.hints),
                                                         moves=len(model.solution)))

    return Goal(model.kind, model.player, model.target, tuple(model.solution), tuple(model.hints),
                model.success, model.failure)


def scenario_from_text(text: str) -> Scenario:
    return scenario_from_json(parse_json_text(text, MAX_SCENARIO_BYTES, "scenario"))


def scenario_from_file(path: Path) -> Scenario:
    """A scenario read from a file the way every file is (`jsonfile`), then validated."""
    return scenario_from_json(read_json_file(path, MAX_SCENARIO_BYTES, "scenario"))


def bundled_title(name: str, scenario: Scenario) -> str:
    """A bundled scenario's title in the engine's language: the catalogue's `scenario-<name>`."""
    return messages.data_text(f"scenario-{name}", scenario.title)


def bundled_notes(name: str, scenario: Scenario) -> str:
    """A bundled scenario's notes (the position and the goal, told) in the engine's language, as its
    title is: the catalogue's `scenario-<name>-notes`."""
    return messages.data_text(f"scenario-{name}-notes", scenario.notes) if scenario.notes else scenario.notes


def bundled_hints(name: str, goal: Goal) -> tuple[str, ...]:
    """A bundled puzzle's hints, one per move of its solution, in the engine's language: the
    catalogue's `scenario-<name>-hint-<move>`, counted from 1 (a move without a hint stays without)."""
    return tuple(messages.data_text(f"scenario-{name}-hint-{move}", hint) if hint else hint
                 for move, hint in enumerate(goal.hints, start=1))


def bundled_verdict(name: str, verdict: str, words: str) -> str:
    """A bundled puzzle's words when its goal is met (`verdict` "success") or failed ("failure"), in
    the engine's language: the catalogue's `scenario-<name>-<verdict>` ("" stays the app's own)."""
    return messages.data_text(f"scenario-{name}-{verdict}", words) if words else words


def bundled_words(name: str, scenario: Scenario) -> Scenario:
    """A bundled scenario with its title, notes, hints and verdict words in the engine's language,
    as the lobby offers it to play or to open in the editor."""
    goal = scenario.goal
    if goal is not None:
        goal = replace(goal, hints=bundled_hints(name, goal), success=bundled_verdict(name, "success", goal.success),
                       failure=bundled_verdict(name, "failure", goal.failure))
    return replace(scenario, title=bundled_title(name, scenario), notes=bundled_notes(name, scenario), goal=goal)


def bundled_scenarios() -> list[tuple[str, Scenario]]:
    """The puzzles and rulebook examples shipped in `resources/scenarios/`, by file name.

    They are tested to load without problems, so a broken one is a bug, not a user's mistake; but
    with a user's component-data override in force a position may not fit the corrected numbers
    (a gold value the override removed), and then it is left out rather than stop the app."""
    folder = shipped_path("resources", "scenarios")
    found: list[tuple[str, Scenario]] = []
    for entry in sorted(folder.glob("*.json")):
        raw = read_json_file(entry, MAX_SCENARIO_BYTES, "scenario")
        try:
            scenario = scenario_from_json(raw)
        except FormatError:
            if not data_overridden(raw.get("game") if isinstance(raw, dict) else None):
                raise
            continue
        if not (scenario.problems and data_overridden(scenario.game)):
            found.append((entry.stem, scenario))
    return found


def data_overridden(game_key: Any) -> bool:
    """Whether the game's component data in force is a user's override (a shipped file that does not
    fit it is left out, not a reason to stop)."""
    return game_key in game_keys() and get_game(game_key).data_in_force().override is not None


def file_name_for(title: str, fallback: str, extension: str = ".json") -> str:
    """A file name to suggest for something titled `title` (its words, lower case, joined by
    hyphens, then `extension`), or `fallback` when the title has no letters or digits.

    >>> file_name_for("TS-D4: a daikaiju sinks Ship 3!", "scenario")
    'ts-d4-a-daikaiju-sinks-ship-3.json'
    >>> file_name_for("  ", "scenario")
    'scenario.json'
    """
    words = re.sub(r"[\W_]+", "-", title.casefold()).strip("-")[:60].rstrip("-")
    return f"{words or fallback}{extension}"
