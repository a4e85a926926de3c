"""Match records: `{format, version, game, options, players, seed, actions}` in JSON.

A record is both the save-game and the replay: the seed recreates setup and every chance
roll, the actions recreate every decision. Files are validated with pydantic (its error
paths name the bad field) and then converted to the engine's own values; nothing in a
file is ever executed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .envelope import Envelope, read_envelope
from .errors import FormatError
from .fields import parse_json_text
from .options import RuleOptions
from .protocol import AnyGame
from .registry import get_game
from .rules import Event, RuleViolation

# The kind of a seat a person plays; every other kind names an AI (`engine.ai.AI_KINDS`).
HUMAN = "human"

RECORD_FORMAT = "qtgames-match"
RECORD_VERSION = 1
# A record is a few KB per hundred moves; anything near this is not a match record.
MAX_RECORD_BYTES = 5_000_000


class _PlayerModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: str = Field(min_length=1, max_length=40)


class _RecordModel(Envelope):
    format: Literal["qtgames-match"]
    players: list[_PlayerModel] = Field(min_length=1)
    seed: int = Field(ge=0, lt=2**63)
    actions: list[Any] = []
    position: dict[str, Any] | None = None
    sandbox: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSeat:
    """A seat at the table: a name and who plays it (`human` or an AI key)."""

    name: str
    kind: str


@dataclass(slots=True)
class MatchRecord:
    game: str
    options: RuleOptions
    players: list[PlayerSeat]
    seed: int
    actions: list[Any] = field(default_factory=list)
    position: dict[str, Any] | None = None
    # A sandbox game lets undo take back anything, draws and others' moves included.
    sandbox: bool = False

    @property
    def rules(self) -> AnyGame:
        return get_game(self.game)

    def initial_state(self) -> Any:
        """The state before the first recorded action (from the seed, or a scenario position)."""
        rules = self.rules
        if self.position is not None:
            return rules.state_from_json(self.position, self.options, "position")
        return rules.new_state(len(self.players), self.options, self.seed)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "options": self.options.to_json(),
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
            "seed": self.seed,
            "actions": [self.rules.action_to_json(a) for a in self.actions],
        }
        if self.position is not None:
            data["position"] = self.position
        if self.sandbox:
            data["sandbox"] = True
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)


def record_from_json(data: Any) -> MatchRecord:
    """Validate a parsed JSON value as a match record (not yet replayed)."""
    model, rules, options = read_envelope(data, _RecordModel, RECORD_FORMAT, RECORD_VERSION, "match record",
                                          format_optional=True)
    count = len(model.players)
    if not rules.min_players <= count <= rules.max_players:
        raise FormatError("players", f"{rules.title} takes {rules.min_players}-{rules.max_players} players, not {count}")
    actions = [rules.action_from_json(a, f"actions[{i}]") for i, a in enumerate(model.actions)]
    players = [PlayerSeat(p.name, p.kind) for p in model.players]
    return MatchRecord(model.game, options, players, model.seed, actions, model.position, model.sandbox)


def record_from_text(text: str) -> MatchRecord:
    return record_from_json(parse_json_text(text, MAX_RECORD_BYTES, "match record"))


@dataclass(slots=True)
class Replay:
    """A replayed record: the final state and, per action, the events it caused; with
    `keep_states`, also every state on the way (`states[k]` after k actions) for reviewing."""

    state: Any
    setup_events: list[Event]
    events: list[list[Event]]
    states: list[Any] = field(default_factory=list)

    @property
    def log(self) -> list[Event]:
        """Every event in order, setup first: what a move log shows."""
        return self.setup_events + [event for batch in self.events for event in batch]

    def log_rows_until(self, moves: int) -> int:
        """How many log lines (setup events first, then each action's) exist after `moves` actions."""
        return len(self.setup_events) + sum(len(batch) for batch in self.events[:moves])

    def moves_at_log_row(self, row: int) -> int:
        """The number of actions after which log line `row` has just happened (0 for setup lines)."""
        seen = len(self.setup_events)
        for moves, batch in enumerate(self.events, start=1):
            if row < seen:
                return moves - 1
            seen += len(batch)
        return len(self.events)


def replay(record: MatchRecord, keep_states: bool = False) -> Replay:
    """Re-apply every recorded action; an illegal one is a FormatError naming its index and rule."""
    rules = record.rules
    state = record.initial_state()
    setup = list(getattr(state, "setup_events", []))
    events: list[list[Event]] = []
    states = [state.clone()] if keep_states else []
    for i, action in enumerate(record.actions):
        if rules.is_terminal(state):
            raise FormatError(f"actions[{i}]", "the game was already over before this action")
        try:
            events.append(rules.apply(state, action))
        except RuleViolation as exc:
            raise FormatError(f"actions[{i}]", f"illegal move ({exc.rule}: {exc.message})") from None
        if keep_states:
            states.append(state.clone())
    return Replay(state, setup, events, states)
