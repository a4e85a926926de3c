"""What a game's how-to-play guide declares (`GameUI.guide`): a few pages, each a moment of a
short demo game, the words on what to look at, and how the moment is picked.

What the rules *say* is never restated in a guide: a page's pick finds its moment in the demo
game and names the rule IDs the engine itself gave there (the setup's events, the pending
decision's rule, the events of a move, the rule that ended the game); `how_to_play.py` draws the
moment with the game's board and shows those rules in the rulebook's own words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.core import Decision, Event


@dataclass(frozen=True, slots=True)
class Moment:
    """A position of the demo game and what led to it."""

    state: Any
    decision: Decision | None
    events: list[Event]   # the setup's events for the first moment, else the last move's
    moves: int


# A page's pick: the rule IDs to cite if this is the moment to show, else None.
Pick = Callable[[Moment], list[str] | None]


def at_setup() -> Pick:
    """The table before the first move; cites what setup did."""
    return lambda moment: _rules(moment.events) if moment.moves == 0 else None


def deciding(kind: str, player: int = 0, later_than: int = 0) -> Pick:
    """The first time (after `later_than` moves: a fuller board) `player` faces a decision of
    `kind`; cites the decision's rule."""
    def pick(moment: Moment) -> list[str] | None:
        decision = moment.decision
        if decision is None or decision.kind != kind or decision.player != player or moment.moves <= later_than:
            return None
        return [decision.rule]
    return pick


def after(kind: str, later_than: int = 0) -> Pick:
    """Right after the first move (after `later_than` moves) with an event of `kind`; cites the
    rules of those events, then the rules of the move's other events."""
    def pick(moment: Moment) -> list[str] | None:
        events = moment.events
        if moment.moves <= later_than or not any(e.kind == kind for e in events):
            return None
        return _rules([e for e in events if e.kind == kind] + events)
    return pick


def at_end(*kinds: str) -> Pick:
    """The finished game; cites the rule that ended it, then those of its last events of `kinds` (the count)."""
    def pick(moment: Moment) -> list[str] | None:
        if moment.decision is not None:
            return None
        return _rules([e for e in moment.events if e.kind in kinds], first=[moment.state.ending])
    return pick


def _rules(events: list[Event], first: list[str] | None = None) -> list[str]:
    return [rule for rule in dict.fromkeys((first or []) + [event.rule for event in events]) if rule]


@dataclass(frozen=True, slots=True)
class GuidePage:
    title: str   # source texts (QT_TRANSLATE_NOOP), translated in the guide's context when shown
    text: str
    pick: Pick


@dataclass(frozen=True, slots=True)
class Guide:
    """A game's how-to-play: its pages and the demo game they show."""

    context: str   # the translation context of the pages' texts
    players: int
    seed: int
    pages: tuple[GuidePage, ...]


