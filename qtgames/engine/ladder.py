"""The level ladder: does each AI level beat the one below it, and by how much?

Each adjacent pair of levels (random < easy < greedy < normal < hard < expert) plays the same
seeded matches with seats rotated, through the tournament's match runner. A game for three or
more players seats a `greedy` player in every other seat; the pair is then judged on its share
of the wins the two of them took (a game the others won says nothing about the pair, and is
left out of its score but counted in its games).

Ratings are Bradley–Terry strengths on the Elo scale, `random` at 0. The ladder compares only
neighbours, a chain, and on a chain the Bradley–Terry fit reproduces each pair's score exactly,
so a level's rating is the sum of the pairs' logits below it; one virtual drawn game per pair
keeps a clean sweep finite. Intervals are 95% normal intervals (delta method, the pairs being
independent samples).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

from .ai.levels import AI_KINDS
from .core import RuleOptions, get_game
from .tournament import MatchArgs, MatchOutcome, play_matches, score_interval

if TYPE_CHECKING:
    from .cluster import Cluster

LEVELS = ("random", "easy", "greedy", "normal", "hard", "expert")
SEARCH_LEVELS = tuple(level for level in LEVELS if AI_KINDS[level].searches)   # the ones `bench` times
THIRD_SEAT = "greedy"
_Z = 1.96
_ELO = 400 / math.log(10)


@dataclass(slots=True)
class PairResult:
    """One rung: `upper` against `lower`, from `upper`'s side."""

    lower: str
    upper: str
    games: int = 0
    scores: list[float] = field(default_factory=list)        # the upper level's share in each decisive game
    lower_times: list[float] = field(default_factory=list)   # seconds of each real choice
    upper_times: list[float] = field(default_factory=list)

    @property
    def counted(self) -> int:
        return len(self.scores)

    @property
    def score(self) -> float:
        return sum(self.scores) / self.counted if self.counted else 0.5

    def interval(self) -> tuple[float, float]:
        """95% interval of the upper level's score (Wilson's: a clean sweep is not certainty)."""
        return score_interval(self.score, self.counted)

    def logit(self) -> tuple[float, float]:
        """The rating step from `lower` to `upper` in Elo points and its standard error, with one
        virtual drawn game added (so 100% is a large step, not an infinite one)."""
        n = self.counted + 1
        share = (sum(self.scores) + 0.5) / n
        scores = self.scores + [0.5]
        variance = sum((s - share) ** 2 for s in scores) / max(1, n - 1)
        step = _ELO * math.log(share / (1 - share))
        return step, _ELO * math.sqrt(variance / n) / (share * (1 - share))


@dataclass(frozen=True, slots=True)
class Rating:
    level: str
    elo: float
    low: float
    high: float


def lineup(game_key: str, lower: str, upper: str) -> tuple[str, ...]:
    """The pair, and a `greedy` player in each further seat the game needs."""
    return (lower, upper) + (THIRD_SEAT,) * (get_game(game_key).min_players - 2)


def match_args(game_key: str, lower: str, upper: str, games: int, seed: int,
               options: RuleOptions | None, first: int = 0) -> list[MatchArgs]:
    """Matches `first` to `first + games - 1` of a pair; match i: seed `seed + i`, seats rotated
    by i. With three or more seats the pair also swaps places every full rotation, so each sits
    before the other as often."""
    seats = lineup(game_key, lower, upper)
    swapped = (upper, lower) + seats[2:]
    n = len(seats)
    return [(game_key, swapped if n > 2 and (i // n) % 2 else seats, seed + i, i, options)
            for i in range(first, first + games)]


# A pair that is still short of its counted games plays on to at most this many times `games`.
MAX_TOP_UP = 10


def run_ladder(game_key: str, games: int, seed: int, jobs: int = 1, options: RuleOptions | None = None,
               progress: Callable[[int, int], None] | None = None, min_counted: int = 0,
               finished: Callable[[PairResult], None] | None = None, cluster: Cluster | None = None) -> list[PairResult]:
    """Play every adjacent pair `games` times, pair after pair; `progress(done, total)` after each
    match and `finished(pair)` when a pair is done (a ladder takes hours: its rows come as they can).

    With three or more seats the other seats win some games, which say nothing about the pair
    (in Magellan `greedy` took four in five of `easy` against `random`'s): a pair with fewer than
    `min_counted` games the two of them decided plays on, in rounds sized by its share so far,
    up to `MAX_TOP_UP` times `games`. Its further matches continue the same seeded sequence."""
    pairs = [PairResult(lower, upper) for lower, upper in pairwise(LEVELS)]
    done, total = 0, games * len(pairs)
    for pair in pairs:
        more = games
        while more:
            args = match_args(game_key, pair.lower, pair.upper, more, seed, options, pair.games)
            for arg, outcome in zip(args, play_matches(args, jobs, cluster), strict=True):
                _count(pair, arg[1], outcome)
                done += 1
                if progress:
                    progress(done, total)
            more = _more(pair, games, min_counted)
            total += more
        if finished:
            finished(pair)
    return pairs


def _more(pair: PairResult, games: int, min_counted: int) -> int:
    """How many more matches `pair` needs for `min_counted` decided ones, judged by its share so far."""
    missing = min_counted - pair.counted
    room = MAX_TOP_UP * games - pair.games
    if missing <= 0 or room <= 0:
        return 0
    share = max(pair.counted / pair.games, 0.05)
    return min(room, math.ceil(missing / share))


def _count(pair: PairResult, seats: tuple[str, ...], outcome: MatchOutcome) -> None:
    lower, upper = seats.index(pair.lower), seats.index(pair.upper)
    pair.games += 1
    taken = outcome.scores[lower] + outcome.scores[upper]
    if taken > 0:
        pair.scores.append(outcome.scores[upper] / taken)
    pair.lower_times.extend(outcome.choice_seconds[lower])
    pair.upper_times.extend(outcome.choice_seconds[upper])


def ratings(pairs: Sequence[PairResult]) -> list[Rating]:
    """Each level's Elo rating with its 95% interval, the bottom level at 0."""
    out = [Rating(pairs[0].lower, 0.0, 0.0, 0.0)]
    elo = variance = 0.0
    for pair in pairs:
        step, error = pair.logit()
        elo += step
        variance += error * error
        half = _Z * math.sqrt(variance)
        out.append(Rating(pair.upper, elo, elo - half, elo + half))
    return out


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which `share` of `values` lie (nearest rank); 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0
