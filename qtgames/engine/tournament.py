"""Seeded AI tournaments: many matches with rotated seats, in parallel processes.

Match `i` uses seed `base + i` and seats the line-up rotated by `i`, so every AI plays
every seat equally often and the whole table of results is reproducible from the seed.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .ai import make_player
from .ai.play import play_match
from .core import RuleOptions, get_game

if TYPE_CHECKING:
    from .cluster import Cluster


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """One match, from the line-up's point of view (index into the line-up, not seat)."""

    scores: tuple[float, ...]
    decision_seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    choice_seconds: tuple[tuple[float, ...], ...]   # each real choice's time (`MatchResult.choices`)


def play_rotated(game_key: str, lineup: tuple[str, ...], seed: int, index: int,
                 options: RuleOptions | None = None) -> MatchOutcome:
    """Play match `index`: line-up entry j sits at seat (j + index) mod n."""
    game = get_game(game_key)
    n = len(lineup)
    seat_of = [(j + index) % n for j in range(n)]
    kinds = [""] * n
    for j, seat in enumerate(seat_of):
        kinds[seat] = lineup[j]
    result = play_match(game, kinds, options if options is not None else game.Options(), seed)
    scores = game.scores(result.state)
    return MatchOutcome(tuple(scores[seat_of[j]] for j in range(n)),
                        tuple(result.seconds[seat_of[j]] for j in range(n)),
                        tuple(result.decisions[seat_of[j]] for j in range(n)),
                        tuple(tuple(result.choices[seat_of[j]]) for j in range(n)))


@dataclass(slots=True)
class Standing:
    kind: str
    points: float = 0.0
    games: int = 0
    seconds: float = 0.0
    decisions: int = 0
    scores: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.points / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """95% confidence interval of the mean score."""
        return score_interval(self.rate, self.games)

    @property
    def mean_decision(self) -> float:
        return self.seconds / self.decisions if self.decisions else 0.0


def score_interval(mean: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a mean score in [0, 1] over `games`. Unlike the normal
    approximation it is never zero-wide at a clean sweep (6 wins of 6: 61%-100%, not 100%-100%)
    and stays inside [0, 1]; for drawn or shared games (scores between 0 and 1) it is on the
    cautious side, as their spread is smaller than a win-or-lose score's."""
    if games < 1:
        return 0.0, 1.0
    z2 = z * z / games
    centre = (mean + z2 / 2) / (1 + z2)
    half = z * math.sqrt(mean * (1 - mean) / games + z2 / (4 * games)) / (1 + z2)
    return max(0.0, min(mean, centre - half)), min(1.0, max(mean, centre + half))   # rounding never leaves it out


def run_tournament(game_key: str, lineup: list[str], games: int, seed: int, jobs: int = 1,
                   options: RuleOptions | None = None, cluster: Cluster | None = None) -> list[Standing]:
    """Play `games` matches; shared victories count as split points (a 2-player draw is half)."""
    for kind in lineup:
        make_player(kind, 0)  # unknown kinds fail here, before any process starts
    args = [(game_key, tuple(lineup), seed + i, i, options) for i in range(games)]
    outcomes = list(play_matches(args, jobs, cluster))
    standings = [Standing(kind) for kind in lineup]
    for outcome in outcomes:
        for j, standing in enumerate(standings):
            standing.points += outcome.scores[j]
            standing.scores.append(outcome.scores[j])
            standing.games += 1
            standing.seconds += outcome.decision_seconds[j]
            standing.decisions += outcome.decisions[j]
    return standings


MatchArgs = tuple[str, tuple[str, ...], int, int, RuleOptions | None]   # `play_rotated`'s arguments


def play_matches(args: list[MatchArgs], jobs: int = 1, cluster: Cluster | None = None) -> Iterator[MatchOutcome]:
    """Play the matches on `cluster` if one is given, else in `jobs` processes (at most the usable
    cores: more only compete for them), yielding their outcomes in order as they finish, so a caller
    can show progress. The order, and so every table made from them, is the same either way."""
    jobs = min(jobs, len(args), usable_cores())
    if cluster is not None:
        yield from cluster.map(_play_args, args)
    elif jobs > 1:
        # The pool's context ends by terminating its workers: Ctrl-C stops them at once, and they
        # ignore the interrupt themselves, so only the parent says anything about it.
        with multiprocessing.Pool(jobs, initializer=signal.signal, initargs=(signal.SIGINT, signal.SIG_IGN)) as pool:
            yield from pool.imap(_play_args, args, chunksize=max(1, len(args) // (jobs * 64)))
    else:
        yield from map(_play_args, args)


def usable_cores() -> int:
    """The processor cores this process may run on (an affinity mask or a container may allow fewer
    than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _play_args(args: MatchArgs) -> MatchOutcome:
    return play_rotated(*args)
