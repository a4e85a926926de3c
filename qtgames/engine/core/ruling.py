"""Asking the rules about one position: what may be done, why not the rest, and what happens.

The scenario editor's "Test a ruling" and `qtgames ruling` both stand on this: every
candidate action is judged by the game's own `check` (so the reason is the sentence and rule
ID a player would see when refused), and an applied action is reported as its events plus a
diff of the position format, which is what a rules lawyer reads.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .messages import Text, in_english, player, say
from .protocol import AnyGame, not_your_decision
from .rulebook import find_rule
from .rules import Event, RuleViolation

RULING_CASE_FORMAT = "qtgames-ruling-case"
# 2: the answer (legal, or the refusal with its rule and sentence), what changed, the rule texts
# cited and notes; version 1 files (before, actions, after, events) are still read.
RULING_CASE_VERSION = 2

# A game's `diff_name`: how people name a keyed entry of a position list, or None.
DiffNames = Callable[[str, Any], "str | None"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """One candidate action and the rules' answer to it."""

    action: Any
    label: str
    rule: str | None = None
    reason: str | None = None

    @property
    def legal(self) -> bool:
        return self.rule is None

    def to_json(self, rules: AnyGame) -> dict[str, Any]:
        data = {"action": rules.action_to_json(self.action), "label": self.label, "legal": self.legal}
        if not self.legal:
            data |= {"rule": self.rule, "reason": self.reason}
        return data


def verdicts(rules: AnyGame, state: Any, seat: int | None = None) -> list[Verdict]:
    """The legal actions in `legal_actions` order, then every other candidate with the rule refusing it.

    Asked for a `seat` that does not decide now, every candidate is refused by the rule that gives
    the pending decision to another player, with that player and the decision named.
    """
    decision = rules.decision(state)
    if seat is not None and decision is not None and seat != decision.player:
        refusal = not_your_decision(decision, seat)
        return [Verdict(action, rules.describe_action(state, action), refusal.rule, refusal.message)
                for action in dict.fromkeys(rules.candidate_actions(state))]
    legal = rules.legal_actions(state)
    known = set(legal)
    found = [Verdict(action, rules.describe_action(state, action)) for action in legal]
    for action in rules.candidate_actions(state):
        if action in known:
            continue
        known.add(action)
        try:
            rules.check(state, action)
        except RuleViolation as exc:
            found.append(Verdict(action, rules.describe_action(state, action), exc.rule, exc.message))
        else:
            raise AssertionError(f"{rules.key}: {action!r} passes check but is missing from legal_actions")
    return found


@dataclass(slots=True)
class RulingStep:
    """An action applied to a position: the position before and after, and what happened."""

    action: Any
    before: dict[str, Any]
    after: dict[str, Any]
    events: list[Event]

    keys: dict[str, str] = field(default_factory=dict)
    names: DiffNames | None = None

    def diff(self) -> list[str]:
        return position_diff(self.before, self.after, keys=self.keys, names=self.names)

    def changes(self) -> list[Change]:
        """What changed as data, by the position format's own paths (`daikaiju[id=9]`): a view
        names the pieces in its own words from those paths, as it names a problem's."""
        return position_changes(self.before, self.after, keys=self.keys)


@dataclass(frozen=True, slots=True)
class RefusedStep:
    """An action the rules refuse on a position: what a report records when the answer is "no"."""

    action: Any
    position: dict[str, Any]
    rule: str
    said: Text | str

    @property
    def message(self) -> str:
        """The refusal's sentence, in the engine's language."""
        return str(self.said)

def apply_ruling(rules: AnyGame, state: Any, action: Any) -> RulingStep:
    """Apply `action` to a copy of `state` (RuleViolation if it is illegal); `state` is untouched."""
    before = rules.state_to_json(state)
    after_state = state.clone()
    events = rules.apply(after_state, action)
    return RulingStep(action, before, rules.state_to_json(after_state), events, dict(rules.position_keys),
                      rules.diff_name)


def ruling_question(rules: AnyGame, state: Any, action: Any) -> str:
    """What asking about `action` in `state` asks, in words: a saved ruling report's title and name
    ("May Player 2 do this: Bid 14 for Ferdinand Magellan?")."""
    decision = rules.decision(state)
    decider = player(decision.player) if decision is not None else ""
    return say("ruling-question", player=decider, action=rules.describe_action(state, action))


def try_ruling(rules: AnyGame, state: Any, action: Any) -> RulingStep | RefusedStep:
    """The rules' answer to `action` on `state`: the step it makes, or the refusal (rule and sentence)."""
    try:
        rules.check(state, action)
    except RuleViolation as exc:
        return RefusedStep(action, rules.state_to_json(state), exc.rule, exc.said)
    return apply_ruling(rules, state, action)


@dataclass(frozen=True, slots=True)
class Change:
    """One value that changed in the position format: `before` is None for an added value,
    `after` None for a removed one."""

    path: str
    before: Any
    after: Any

    def __str__(self) -> str:
        if self.before is None:
            return f"{self.path}: added {_short(self.after)}"
        if self.after is None:
            return f"{self.path}: removed {_short(self.before)}"
        line = f"{self.path}: {_short(self.before)} → {_short(self.after)}"
        if len(line) > 160 and isinstance(self.before, list) and isinstance(self.after, list):
            line = f"{self.path}: {_list_change(self.before, self.after)}"
        return line


def position_diff(before: Any, after: Any, path: str = "position", keys: dict[str, str] | None = None,
                  names: DiffNames | None = None) -> list[str]:
    """What changed between two positions in the documented format, one line per changed value.

    >>> position_diff({"turn": 1, "hand": [3, 4]}, {"turn": 2, "hand": [4]})
    ['position.turn: 1 → 2', 'position.hand: [3, 4] → [4]']
    """
    return [str(change) for change in position_changes(before, after, path, keys, names)]


def position_changes(before: Any, after: Any, path: str = "position", keys: dict[str, str] | None = None,
                     names: DiffNames | None = None) -> list[Change]:
    """What changed between two positions in the documented format, one change per value.

    Lists of plain values (hands, piles) are compared whole so a drawn card reads as one line;
    lists of objects are compared item by item: by the field `keys` names for that list (board
    entries by square, pieces by id, so one tile laid mid-list is one line), else by index (ships,
    one per seat). `names(list, key)` may name a keyed entry as people know it (the game's
    `diff_name`: a daikaiju by the number on its back, as the log names it).
    """
    keys = keys or {}
    if isinstance(before, dict) and isinstance(after, dict):
        changes: list[Change] = []
        for key in list(before) + [k for k in after if k not in before]:
            if key == "rng":
                continue  # the dice's inner state: always changes, never informative
            changes += position_changes(before.get(key), after.get(key), f"{path}.{key}", keys, names)
        return changes
    entries = path.rsplit(".", 1)[-1]
    key = keys.get(entries)
    if isinstance(before, list) and isinstance(after, list) and key is not None:
        named_before = {item[key]: item for item in before}
        named_after = {item[key]: item for item in after}
        changes = []
        for name in list(named_before) + [n for n in named_after if n not in named_before]:
            shown = (names(entries, name) if names else None) or f"{key}={name}"
            changes += position_changes(named_before.get(name), named_after.get(name), f"{path}[{shown}]", keys,
                                        names)
        return changes
    if (isinstance(before, list) and isinstance(after, list)
            and any(isinstance(v, (dict, list)) for v in before + after)):
        changes = []
        for i in range(max(len(before), len(after))):
            old = before[i] if i < len(before) else None
            new = after[i] if i < len(after) else None
            changes += position_changes(old, new, f"{path}[{i}]", keys, names)
        return changes
    return [] if before == after else [Change(path, before, after)]


def _list_change(before: list[Any], after: list[Any]) -> str:
    """A long list (a pile) told by what left and what came, not printed whole."""
    gone = Counter(map(repr, before)) - Counter(map(repr, after))
    came = Counter(map(repr, after)) - Counter(map(repr, before))
    parts = [f"{len(before)} → {len(after)} items"]
    if gone:
        parts.append("without " + ", ".join(sorted(gone.elements())))
    if came:
        parts.append("with " + ", ".join(sorted(came.elements())))
    if not gone and not came:
        parts.append("reordered")
    return "; ".join(parts)


def _short(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return repr(value)




def ruling_case(rules: AnyGame, options_json: dict[str, Any], steps: list[RulingStep], title: str = "",
                refused: RefusedStep | None = None, notes: str = "") -> dict[str, Any]:
    """A ruling report: a position, the actions asked about and the rules' answer, in one file.

    The answer is either every action legal (the events, what changed, the position after) or the
    last action refused (its rule and sentence; the steps before it legal). The texts of the rules
    cited and every option in force travel with it, so the file reads on its own; `qtgames ruling`
    re-judges it (`ruling_report.rejudge`), as the test suite does with `tests/fixtures/ruling_cases/`.
    """
    if not steps and refused is None:
        raise ValueError("a ruling report needs an applied or a refused action")
    with in_english():   # a file reads the same whatever language the app spoke when it was written
        return _case(rules, options_json, steps, title, refused, notes)


def _case(rules: AnyGame, options_json: dict[str, Any], steps: list[RulingStep], title: str,
          refused: RefusedStep | None, notes: str) -> dict[str, Any]:
    before = steps[0].before if steps else refused.position if refused else {}
    after = steps[-1].after if steps else before
    actions = [rules.action_to_json(step.action) for step in steps]
    events = [event for step in steps for event in step.events]
    answer: dict[str, Any] = {"legal": refused is None}
    if refused is not None:
        actions.append(rules.action_to_json(refused.action))
        answer["refused"] = {"action": len(actions) - 1, "rule": refused.rule, "message": refused.message}
    cited = [event.rule for event in events] + ([refused.rule] if refused else [])
    return {
        "format": RULING_CASE_FORMAT,
        "version": RULING_CASE_VERSION,
        "game": rules.key,
        "title": title,
        "notes": notes,
        "options": options_json,
        "before": before,
        "actions": actions,
        "answer": answer,
        "events": [{"rule": e.rule, "kind": e.kind, "text": e.text} for e in events],
        "diff": [line for step in steps for line in step.diff()],
        "after": after,
        "rules": cited_rules(cited),
    }


def cited_rules(rule_ids: list[str]) -> dict[str, str]:
    """Each cited rule ID once, in order, with its paragraph from the shipped rules texts."""
    texts: dict[str, str] = {}
    for rule_id in dict.fromkeys(rule_ids):
        entry = find_rule(rule_id)
        if entry is not None:
            texts[rule_id] = entry.text
    return texts
