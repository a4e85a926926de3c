"""Match records: `{format, version, game, options, players, seed, actions}` in JSON.

A record is both the save-game and the replay: the seed recreates setup and every chance
roll, the actions recreate every decision. Files are validated with pydantic (its error
paths name the bad field) and then converted to the engine's own values; nothing in a
file is ever executed.

Version 2 adds `data`, the digest of the component data the match was played with: after a
data correction (a user's override, a new release) an old record replays with other numbers,
and `data_differs` lets a replay say so. Version 3 adds `review`, the match's review as the analysis
left it (`review.py`), so reopening a match does not work it out again; `assists`, the moves at
which a player asked for help (a hint, the analysis): using them against AIs is allowed, and the
record says so; and `puzzle`: the title and goal of the puzzle a match from a scenario plays for,
and the verdict reached, so a saved or resumed puzzle is still judged and says how it went. A
record with none of the three is still written as version 2, which the previous release reads.
Version 1 records are read as they are.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .envelope import Envelope, read_envelope
from .errors import FormatError
from .jsonfile import parse_json_text, read_json_file
from .messages import Text
from .options import RuleOptions
from .protocol import AnyGame, Goal
from .registry import get_game
from .review import MatchReview, review_from_json
from .rules import Event, RuleViolation
from .scenario import GoalModel, goal_from_model, goal_to_json

# The kind of a seat a person plays; every other kind names an AI (`engine.ai.AI_KINDS`).
HUMAN = "human"

RECORD_FORMAT = "qtgames-match"
RECORD_VERSION = 3
# What a record without a review is written as: nothing in it needs a newer reader.
PLAIN_RECORD_VERSION = 2
# Seeds are 63-bit: the largest a record holds, and so the largest `play --seed` takes.
MAX_SEED = 2**63 - 1
# A record is a few KB per hundred moves; anything near this is not a match record.
MAX_RECORD_BYTES = 5_000_000


class _PlayerModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    kind: str = Field(min_length=1, max_length=40)


class _AssistModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    move: int = Field(ge=0)
    seat: int = Field(ge=0, lt=8)
    kind: Literal["hint", "analysis"]


class _PuzzleModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    title: str = Field(default="", max_length=200)
    goal: GoalModel
    verdict: Literal["solved", "failed"] | None = None


class _RecordModel(Envelope):
    format: Literal["qtgames-match"]
    players: list[_PlayerModel] = Field(min_length=1)
    seed: int = Field(ge=0, le=MAX_SEED)
    actions: list[Any] = Field(default_factory=list)
    position: dict[str, Any] | None = None
    sandbox: bool = False
    data: str | None = Field(default=None, pattern=r"^[0-9a-f]{16}$")
    review: dict[str, Any] | None = None
    assists: list[_AssistModel] = Field(default_factory=list)
    puzzle: _PuzzleModel | None = None


@dataclass(frozen=True, slots=True)
class PlayerSeat:
    """A seat at the table: a name and who plays it (`human` or an AI key)."""

    name: str
    kind: str


ASSIST_KINDS = ("hint", "analysis")


@dataclass(frozen=True, slots=True)
class Assist:
    """A player asked for help before a move: `kind` is "hint" (the AI's move) or "analysis"."""

    move: int
    """How many moves had been played (the help was for the next one)."""
    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class PuzzleOnRecord:
    """The puzzle a match plays for: its scenario's title and goal (the position is the record's),
    and the verdict reached so far (None while open), which the match's session keeps up to date."""

    title: str
    goal: Goal
    verdict: bool | None = None


VERDICT_WORDS = {True: "solved", False: "failed"}


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
    # The digest of the component data it was played with (None: the data in force, or unknown
    # for a version 1 record); kept when the record is saved again.
    data_digest: str | None = None
    # The match's review, when one was worked out and kept (`review.py`).
    review: MatchReview | None = None
    # Every time a player asked for a hint or the analysis, in order.
    assists: list[Assist] = field(default_factory=list)
    puzzle: PuzzleOnRecord | None = None

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
            "version": RECORD_VERSION if self.review is not None or self.assists or self.puzzle else PLAIN_RECORD_VERSION,
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
        data["data"] = self.data_digest or self.rules.data_in_force().digest
        if self.review is not None:
            data["review"] = self.review.to_json()
        if self.assists:
            data["assists"] = [{"move": a.move, "seat": a.seat, "kind": a.kind} for a in self.assists]
        if self.puzzle is not None:
            data["puzzle"] = {"title": self.puzzle.title, "goal": goal_to_json(self.puzzle.goal)}
            if self.puzzle.verdict is not None:
                data["puzzle"]["verdict"] = VERDICT_WORDS[self.puzzle.verdict]
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1)

    @property
    def data_differs(self) -> bool:
        """Whether the match was played with other component data than the rules use now: its
        replay may then differ from the game as it was played (scores, a refused move)."""
        return self.data_digest is not None and self.data_digest != self.rules.data_in_force().digest


def record_from_json(data: Any) -> MatchRecord:
    """Validate a parsed JSON value as a match record (not yet replayed)."""
    model, rules, options = read_envelope(data, _RecordModel, RECORD_FORMAT, RECORD_VERSION, "record",
                                          format_optional=True)
    count = len(model.players)
    if not rules.min_players <= count <= rules.max_players:
        raise FormatError("players", Text("file-player-count", game=rules.title, low=rules.min_players,
                                          high=rules.max_players, count=count))
    actions = [rules.action_from_json(a, f"actions[{i}]") for i, a in enumerate(model.actions)]
    players = [PlayerSeat(p.name, p.kind) for p in model.players]
    review = None if model.review is None else review_from_json(model.review, model.game, count, len(actions))
    assists = [Assist(a.move, a.seat, a.kind) for a in model.assists]
    for i, assist in enumerate(assists):   # a move taken back since may leave `move` past the actions kept
        if assist.seat >= count:
            raise FormatError(f"assists[{i}].seat", Text("file-must-be-seat", high=count - 1))
    puzzle = None
    if model.puzzle is not None:
        if model.position is None:
            raise FormatError("puzzle", Text("file-puzzle-no-position"))
        verdict = None if model.puzzle.verdict is None else model.puzzle.verdict == VERDICT_WORDS[True]
        puzzle = PuzzleOnRecord(model.puzzle.title, goal_from_model(rules, model.puzzle.goal, count, "puzzle.goal"),
                                verdict)
    return MatchRecord(model.game, options, players, model.seed, actions, model.position, model.sandbox, model.data,
                       review, assists, puzzle)


def record_from_text(text: str) -> MatchRecord:
    return record_from_json(parse_json_text(text, MAX_RECORD_BYTES, "record"))


def record_from_file(path: Path) -> MatchRecord:
    """A match record read from a file the way every file is (`jsonfile`), then validated."""
    return record_from_json(read_json_file(path, MAX_RECORD_BYTES, "record"))


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
    seats = rules.player_count(state)
    if seats != len(record.players):
        raise FormatError("players", Text("file-players-not-position", named=len(record.players), seats=seats))
    setup = list(getattr(state, "setup_events", []))
    events: list[list[Event]] = []
    states = [state.clone()] if keep_states else []
    for i, action in enumerate(record.actions):
        if rules.is_terminal(state):
            raise FormatError(f"actions[{i}]", Text("file-game-over"))
        try:
            events.append(rules.apply(state, action))
        except RuleViolation as exc:
            raise FormatError(f"actions[{i}]", Text("file-illegal-move", rule=exc.rule, refusal=exc.said)) from None

        if keep_states:
            states.append(state.clone())
    return Replay(state, setup, events, states)
