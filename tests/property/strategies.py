"""Hypothesis strategies shared by the games' properties: a game set up with any seat count and
any rule options, and a walk through it whose choices among the legal actions hypothesis draws."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from qtgames.engine.core import Game, Rng, RuleOptions

# Drawn choices steer the opening of a game; past them a seeded RNG plays on to the end, so
# every example reaches a final state while hypothesis still shrinks a failure to few choices.
MAX_CHOICES = 60


@dataclass(frozen=True)
class Play:
    """One game to walk: its setup and the index of each chosen action (modulo the choices)."""

    players: int
    options: RuleOptions
    seed: int
    choices: tuple[int, ...]


def rule_options(game: Game[Any, Any]) -> st.SearchStrategy[RuleOptions]:
    """Every rule option drawn from its own choices (booleans either way) per `Options.describe()`."""
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for info in game.Options.describe():
        if isinstance(info.default, bool):
            fields[info.name] = st.booleans()
        elif info.choices:
            fields[info.name] = st.sampled_from(info.choices)
        else:
            fields[info.name] = st.just(info.default)
    return st.fixed_dictionaries(fields).map(lambda values: game.Options(**values))


def plays(game: Game[Any, Any]) -> st.SearchStrategy[Play]:
    return st.builds(
        Play,
        players=st.integers(game.min_players, game.max_players),
        options=rule_options(game),
        seed=st.integers(0, 2**32 - 1),
        choices=st.lists(st.integers(0, 2**16), max_size=MAX_CHOICES).map(tuple),
    )


def walk(game: Game[Any, Any], play: Play) -> Iterator[tuple[Any, Any | None]]:
    """Each state of the game with the action about to be applied to it (None at the final state);
    the caller inspects the state before the generator applies the action."""
    state = game.new_state(play.players, play.options, play.seed)
    rng = Rng(play.seed ^ 0x5EED)
    step = 0
    while not game.is_terminal(state):
        legal = game.legal_actions(state)
        action = legal[play.choices[step] % len(legal)] if step < len(play.choices) else rng.choice(legal)
        yield state, action
        game.apply(state, action)
        step += 1
    yield state, None


def every_nth(game: Game[Any, Any], play: Play, n: int) -> Iterator[Any]:
    """Every n-th state of the walk (where it starts depends on the seed) and the final one: for
    checks too slow to run at each of a long game's states."""
    for step, (state, action) in enumerate(walk(game, play)):
        if action is None or (step + play.seed) % n == 0:
            yield state
