"""Ruling reports read back and judged again: does the recorded answer still hold under these rules?

A report (`ruling.ruling_case` writes it: the editor's "Save as test case", the shipped examples
in `resources/rulings/`) holds a position, the actions asked about and the answer the rules gave.
`rejudge` asks the rules again from the same position: the same refusal (rule and sentence) or the
same events and position after is "still holds"; anything else is said as what the rules answer
now. `qtgames ruling REPORT.json` and the test suite's saved cases both stand on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from . import messages
from .envelope import Envelope, read_envelope
from .errors import FormatError
from .fields import no_unknown_fields
from .jsonfile import parse_json_bytes, parse_json_text, read_file_bytes, read_json_file, too_big
from .options import RuleOptions
from .protocol import AnyGame
from .registry import get_game
from .rules import RuleViolation
from .ruling import RULING_CASE_FORMAT, RULING_CASE_VERSION, position_diff
from .scenario import MAX_SCENARIO_BYTES, Scenario, data_overridden, scenario_from_json
from .shipped import shipped_path

MAX_REPORT_BYTES = 4_000_000   # two positions (before and after) of at most 2 MB each


class _Refusal(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: int = Field(ge=0)
    rule: str = Field(min_length=1, max_length=20)
    message: str = Field(max_length=2000)


class _Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    legal: bool
    refused: _Refusal | None = None


class _RecordedEvent(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rule: str
    kind: str
    text: str


class _ReportModel(Envelope):
    format: Literal["qtgames-ruling-case"]
    title: str = Field(default="", max_length=200)
    notes: str = Field(default="", max_length=20_000)
    before: dict[str, Any]
    actions: list[Any] = Field(min_length=1, max_length=1000)
    answer: _Answer = _Answer(legal=True)   # version 1 recorded legal actions only
    events: list[_RecordedEvent]
    diff: list[str] = Field(default_factory=list)
    after: dict[str, Any]
    rules: dict[str, str] = Field(default_factory=dict)


@dataclass(slots=True)
class RulingReport:
    """A validated ruling report: the position, the actions asked about and the recorded answer."""

    game: str
    options: RuleOptions
    title: str
    notes: str
    before: dict[str, Any]
    actions: list[Any]
    refused: tuple[str, str] | None     # the rule and sentence refusing the last action, if it was
    events: list[dict[str, str]]
    after: dict[str, Any]
    rule_texts: dict[str, str] = field(default_factory=dict)   # the rules cited, as the report quotes them

    @property
    def rules(self) -> AnyGame:
        return get_game(self.game)

    @property
    def legal(self) -> bool:
        return self.refused is None

    def scenario(self) -> Scenario:
        """The position asked about, as a scenario (to check, to play from, to share as text)."""
        return Scenario(self.game, self.options, self.before, self.title, notes=self.notes)

    def answer(self) -> str:
        """The recorded answer in one line."""
        if self.refused is not None:
            return f"refused ({self.refused[0]}: {self.refused[1]})"
        return f"legal: {len(self.events)} event{'s' * (len(self.events) != 1)}"


@dataclass(frozen=True, slots=True)
class Rejudged:
    """The rules' answer to a report now: whether it is the recorded one, and what it is if not."""

    holds: bool
    now: str = ""              # what the rules answer now, when it is not the recorded answer
    details: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"holds": self.holds, "now": self.now or None, "details": list(self.details)}


def is_ruling_report(data: Any) -> bool:
    """Whether parsed JSON says it is a ruling report (its `format`), before it is read whole."""
    return isinstance(data, dict) and data.get("format") == RULING_CASE_FORMAT


def ruling_report_in_file(path: Path) -> RulingReport | None:
    """The ruling report in the file at `path`, read as every file is (`jsonfile`; a bad report is
    a `FormatError`), or None when the file holds something else or cannot be read: left to the
    reader of its own kind to read or explain."""
    try:
        data = read_json_file(path, MAX_REPORT_BYTES, "report")
    except FormatError:
        return None
    return ruling_report_from_json(data) if is_ruling_report(data) else None


def document_from_file(path: Path) -> RulingReport | Scenario:
    """What a file given in place of a scenario holds: a ruling report (its position is the one
    asked about) or a scenario; a report holds two positions, so the file may be twice as big."""
    raw = read_file_bytes(path, MAX_REPORT_BYTES, "scenario")
    data = parse_json_bytes(raw, MAX_REPORT_BYTES, "scenario")
    if len(raw) > MAX_SCENARIO_BYTES and not is_ruling_report(data):
        raise too_big(MAX_SCENARIO_BYTES, "scenario")
    return document_from_json(data)


def document_from_json(data: Any) -> RulingReport | Scenario:
    return ruling_report_from_json(data) if is_ruling_report(data) else scenario_from_json(data)


def ruling_report_from_text(text: str) -> RulingReport:
    return ruling_report_from_json(parse_json_text(text, MAX_REPORT_BYTES, "report"))


def ruling_report_from_json(data: Any) -> RulingReport:
    """Validate a parsed report (version 1 or 2) whole before anything judges it: its envelope, the
    position asked about (one that breaks a rule cannot be judged), every action asked about and
    the position recorded after them. A bad one is a `FormatError` naming the field."""
    model, rules, options = read_envelope(data, _ReportModel, RULING_CASE_FORMAT, RULING_CASE_VERSION,
                                          "report")
    with no_unknown_fields():
        _, problems = rules.read_position(model.before, options, "before")
    if problems:
        raise FormatError(problems[0].path, messages.Text("file-error-ruled", rule=problems[0].rule,
                                                          problem=problems[0].said))
    for i, action in enumerate(model.actions):
        rules.action_from_json(action, f"actions[{i}]")
    # The recorded position after is compared with the rules' answer value by value: it must be a
    # position the format holds, or the comparison itself fails. A rule it breaks is left to the
    # comparison (a later version may check more): that is an answer that changed, not a bad file.
    with no_unknown_fields():
        rules.read_position(model.after, options, "after")
    refused = model.answer.refused
    if model.answer.legal != (refused is None):
        raise FormatError("answer.refused", messages.Text("file-refused-answer"))
    if refused is not None and refused.action != len(model.actions) - 1:
        raise FormatError("answer.refused.action", messages.Text("file-must-be-last-action",
                                                                 last=len(model.actions) - 1))

    return RulingReport(model.game, options, model.title, model.notes, model.before, model.actions,
                        None if refused is None else (refused.rule, refused.message),
                        [event.model_dump() for event in model.events], model.after, model.rules)


def rejudge(report: RulingReport) -> Rejudged:
    """Ask the rules again: the same answer holds, or the first thing that differs, said as it is now.

    In English, as the report is written (`ruling.ruling_case`), whatever language the app speaks.
    An action the format no longer reads is a `FormatError` naming it (`actions[1]`)."""
    with messages.in_english():
        return _rejudged(report)


def _rejudged(report: RulingReport) -> Rejudged:
    rules = report.rules
    state = rules.state_from_json(report.before, report.options, "before")
    last = len(report.actions) - 1
    events: list[dict[str, str]] = []
    for i, data in enumerate(report.actions):
        action = rules.action_from_json(data, f"actions[{i}]")
        named = f"action {i + 1} ({rules.describe_action(state, action)})"
        try:
            rules.check(state, action)
        except RuleViolation as exc:
            if report.refused is not None and i == last:
                if (exc.rule, exc.message) == report.refused:   # and the steps before it as recorded
                    return _compare(rules, report, events, rules.state_to_json(state))
                return Rejudged(False, f"{named} is refused by {exc.rule}: {exc.message}",
                                (f"the report has {report.refused[0]}: {report.refused[1]}",))
            return Rejudged(False, f"{named} is refused ({exc.rule}: {exc.message})")
        if report.refused is not None and i == last:
            return Rejudged(False, f"{named} is legal", (f"the report has it refused by {report.refused[0]}",))
        events += [{"rule": e.rule, "kind": e.kind, "text": e.text} for e in rules.apply(state, action)]
    return _compare(rules, report, events, rules.state_to_json(state))


def _compare(rules: AnyGame, report: RulingReport, events: list[dict[str, str]], after: dict[str, Any]) -> Rejudged:
    """Legal as recorded: the same events, then the same position after."""
    if events != report.events:
        index = next((i for i, (new, old) in enumerate(zip(events, report.events, strict=False)) if new != old),
                     min(len(events), len(report.events)))
        new = _event_line(events[index]) if index < len(events) else "no more events"
        old = _event_line(report.events[index]) if index < len(report.events) else "no more events"
        return Rejudged(False, f"event {index + 1} is {new}", (f"the report has {old}",))
    lines = position_diff(report.after, after, keys=dict(rules.position_keys), names=rules.diff_name)
    if lines:
        return Rejudged(False, f"the position after differs: {lines[0]}" + (f" (and {len(lines) - 1} more)"
                                                                             if len(lines) > 1 else ""),
                        ("the report's value → this version's",) + tuple(lines))
    return Rejudged(True)


def _event_line(event: dict[str, str]) -> str:
    return f"[{event['rule']}] {event['text']}"


def bundled_title(name: str, report: RulingReport) -> str:
    """A bundled ruling report's title in the engine's language: the catalogue's `ruling-<name>`."""
    return messages.data_text(f"ruling-{name}", report.title)


def bundled_notes(name: str, report: RulingReport) -> str:
    """A bundled ruling report's notes (the case it settles, told), as its title is: `ruling-<name>-notes`."""
    return messages.data_text(f"ruling-{name}-notes", report.notes) if report.notes else report.notes


def bundled_ruling_reports() -> list[tuple[str, RulingReport]]:
    """The example reports shipped in `resources/rulings/`, by file name: each settles an edge case.

    As with the bundled scenarios, a report whose position does not fit a user's component-data
    override in force (a gold value the override removed) is left out rather than stop the app."""
    folder = shipped_path("resources", "rulings")
    found: list[tuple[str, RulingReport]] = []
    for entry in sorted(folder.glob("*.json")):
        raw = read_json_file(entry, MAX_REPORT_BYTES, "report")
        try:
            found.append((entry.stem, ruling_report_from_json(raw)))
        except FormatError:
            if not data_overridden(raw.get("game") if isinstance(raw, dict) else None):
                raise
    return found

