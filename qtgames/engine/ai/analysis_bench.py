"""Timing the analysis against issue 33's targets (`qtgames bench-analysis`; numbers in docs/analysis.md).

A decision: positions with a choice from seeded `normal` matches of three players (Tsuro of the
Seas: those with at most 12 moves, as the target says), each analysed with the default limit, which
stops once the best two moves are known to ±3 points; the wall-clock time to that point. A review:
a seeded 4-player match of `normal` seats, every seat judged (what `qtgames review` does with a
match no person played), timed whole. Wall-clock seconds move with the machine's load; the budgets
are counted in playouts, so the same command replays the same work.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..core.registry import get_game
from .analysis import AnalysisLimit, analyse
from .play import play_match
from .reviewer import review_match

BENCH_PLAYERS = "normal"
TSURO_MOST_MOVES = 12


@dataclass(frozen=True, slots=True)
class DecisionTime:
    seconds: float
    """Until the whole analysis was ready, the rules' facts worked out."""
    refined: float
    """Until the chances were known (the best two to ±3 points, or the budget spent)."""
    playouts: int
    moves: int
    precise: bool
    """The best two were known to the precision asked before the budget ran out."""


def bench_decisions(game_key: str, positions: int, seed: int) -> list[DecisionTime]:
    """Time the analysis of `positions` decisions spread over seeded matches."""
    game = get_game(game_key)
    players = max(3, game.min_players)
    most = TSURO_MOST_MOVES if game_key == "tsuro-seas" else game.max_legal_actions
    found: list[DecisionTime] = []
    match = 0
    while len(found) < positions:
        result = play_match(game, [BENCH_PLAYERS] * players, game.Options(), seed + match)
        match += 1
        steps = [step for step in result.session.steps if 1 < len(game.legal_actions(step.before)) <= most]
        for step in steps[::max(1, len(steps) // 4)][:positions - len(found)]:
            observation = game.observation(step.before, step.actor)
            started = time.perf_counter()
            analysis = analyse(game, observation, AnalysisLimit(), seed)
            found.append(DecisionTime(time.perf_counter() - started, analysis.refined_seconds, analysis.playouts,
                                      analysis.legal, analysis.stopped == "precision"))
    return found


def bench_review(game_key: str, seed: int) -> tuple[float, int]:
    """Seconds to review a seeded 4-player match, every seat judged, and its number of moves."""
    game = get_game(game_key)
    result = play_match(game, [BENCH_PLAYERS] * 4, game.Options(), seed)
    started = time.perf_counter()
    review = review_match(result.record, seed=seed)
    return time.perf_counter() - started, len(review.moves)
