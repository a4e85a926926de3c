"""Every outcome of the chance one move brings, each with its probability, or a sample of them.

Chance happens inside `apply`, from the generator kept in the state (`core.rng`): Tsuro of the
Seas' dice, Entdecker's spinner, Magellan's card taken at random. To list its outcomes the state
is given a generator that answers each draw from a script and notes how many answers the draw
had; running the move again with the script counted on like an odometer (the last draw that can
take a higher value does, the draws after it start again at their lowest) visits every sequence
of draws once, and the product of 1/answers along a sequence is its probability. The draws a
sequence makes may depend on the earlier ones (a daikaiju's placing square rolled again while it
is taken): the odometer follows whatever each run asked.

A shuffle or a raw 64-bit draw has far too many answers to list: such a move, and one whose
outcomes run past `MOST_OUTCOMES`, is sampled instead with seeded generators. Outcomes that leave
the same position (a roll of 2 and 5 or of 3 and 4 when only the total matters) are merged.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, MutableSequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..core.protocol import AnyGame
from ..core.rng import Rng
from ..core.rules import Event

MOST_OUTCOMES = 400     # sequences of draws listed for one move before it is sampled instead
MOST_DRAWS = 64         # draws one move may make while its outcomes are listed
SAMPLES = 12            # outcomes drawn for a move whose chance is too large to list

T = TypeVar("T")


class _TooMuchChance(Exception):
    """The move draws in a way that cannot be listed (a shuffle, a raw draw, too many draws)."""


class ScriptedRng(Rng):
    """A generator whose draws come from a script (0 past its end), noting each draw's answers."""

    __slots__ = ("answers", "script")

    def __init__(self, script: list[int]) -> None:
        super().__init__(0)
        self.script = script
        self.answers: list[int] = []

    def _draw(self, answers: int) -> int:
        index = len(self.answers)
        if index >= MOST_DRAWS:
            raise _TooMuchChance
        self.answers.append(answers)
        return self.script[index] if index < len(self.script) else 0

    def below(self, n: int) -> int:
        return self._draw(n)

    def die(self) -> int:
        return self._draw(6) + 1

    def choice(self, items: list[T]) -> T:
        return items[self._draw(len(items))]

    def next_u64(self) -> int:
        raise _TooMuchChance

    def shuffle(self, items: MutableSequence[T]) -> None:
        raise _TooMuchChance

    def copy(self) -> Rng:
        raise _TooMuchChance   # a state cloned mid-move would roll on with another generator


class _LeadingRng(ScriptedRng):
    """Answers a move's first `leading` draws from a script (noting their answers, as
    `ScriptedRng`) and every later one from an ordinary generator."""

    __slots__ = ("leading", "rest")

    def __init__(self, script: list[int], leading: int, rest: Rng) -> None:
        super().__init__(script)
        self.leading = leading
        self.rest = rest

    def _draw(self, answers: int) -> int:
        index = len(self.answers)
        if index >= self.leading:
            return self.rest.below(answers)
        self.answers.append(answers)
        return self.script[index] if index < len(self.script) else 0

    def next_u64(self) -> int:
        return self.rest.next_u64()

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.rest.shuffle(items)


@dataclass(slots=True)
class Outcome:
    """One way the move may come out: its probability, the position after it and what happened."""

    probability: float
    state: Any
    events: list[Event]


def outcomes(game: AnyGame, state: Any, action: Any, seed: int) -> tuple[list[Outcome], bool]:
    """The outcomes of `action` in `state` (unchanged) and whether they are all of them (True) or a
    sample of `SAMPLES` drawn from `seed` (False)."""
    listed = _listed(game, state, action)
    if listed is not None:
        return _merged(game, listed), True
    sampled = []
    rng = Rng(seed)
    for _ in range(SAMPLES):
        after = state.clone()
        after.rng = Rng(rng.next_u64())
        sampled.append(Outcome(1 / SAMPLES, after, game.apply(after, action)))
    return _merged(game, sampled), False


def leading_outcomes(game: AnyGame, state: Any, action: Any, seed: int, leading: int = 2) -> list[Outcome]:
    """`action` in `state` (unchanged) once for every answer to its first `leading` draws (Tsuro of
    the Seas' gold and blue dice: 36 outcomes), each with its probability, the draws after them
    from one generator seeded `seed` for all of them (the same luck after every roll). Listing
    every draw is not always possible: a daikaiju's placing square rolled again while it is
    taken loops for as long as the script answers it the same (`MOST_DRAWS`), and in two-player
    games of Tsuro of the Seas nearly every placement's full listing ends there."""
    return list(_walked(game, state, action, seed, lambda script: _LeadingRng(script, leading, Rng(seed))))


def _listed(game: AnyGame, state: Any, action: Any) -> list[Outcome] | None:
    found: list[Outcome] = []
    try:
        for outcome in _walked(game, state, action, state.rng.state, ScriptedRng):
            found.append(outcome)
            if len(found) > MOST_OUTCOMES:
                return None
    except _TooMuchChance:
        return None
    return found


def _walked(game: AnyGame, state: Any, action: Any, seed: int,
            scripted_by: Callable[[list[int]], ScriptedRng]) -> Iterator[Outcome]:
    """`action` in `state` (unchanged) once for every sequence of scripted answers, counted through
    like an odometer, each with its probability; what comes after an outcome is seeded from `seed`
    and its draws, not scripted."""
    script: list[int] | None = []
    while script is not None:
        after = state.clone()
        scripted = scripted_by(script)
        after.rng = scripted
        events = game.apply(after, action)
        answers = scripted.answers
        drawn = script + [0] * (len(answers) - len(script))
        after.rng = Rng(_mixed(seed, drawn))
        yield Outcome(_chance_of(answers), after, events)
        script = _next_script(drawn, answers)


def _chance_of(answers: list[int]) -> float:
    """The chance of one listed outcome: each draw's answer one of its `n` equally likely ones."""
    probability = 1.0
    for n in answers:
        probability /= n
    return probability


def _next_script(drawn: list[int], answers: list[int]) -> list[int] | None:
    """The answers to script next when listing every outcome: the draws counted through like an
    odometer, each wheel as wide as its draw's choices (None: every outcome listed)."""
    i = len(drawn) - 1
    while i >= 0 and drawn[i] + 1 >= answers[i]:
        i -= 1
    return None if i < 0 else drawn[:i] + [drawn[i] + 1]


def _mixed(seed: int, drawn: list[int]) -> int:
    """A seed for the generator after one listed outcome: the state's own, mixed with the draws."""
    for value in drawn:
        seed = (seed * 1_000_003 + value + 1) & 0xFFFF_FFFF_FFFF_FFFF
    return seed


def _merged(game: AnyGame, found: list[Outcome]) -> list[Outcome]:
    """Outcomes that leave the same position (its generator aside) as one, their chances added."""
    if len(found) == 1:
        return found
    merged: dict[str, Outcome] = {}
    for outcome in found:
        position = game.state_to_json(outcome.state)
        position.pop("rng", None)
        key = json.dumps(position, sort_keys=True)
        known = merged.get(key)
        if known is None:
            merged[key] = outcome
        else:
            known.probability += outcome.probability
    return list(merged.values())
