"""Reviewing a whole match: every seat's win chance after every move, and each judged move's cost.

Every position of the match is analysed from the observation of the seat deciding there, what
that player knew when choosing (`analysis.analyse`). A judged seat's move with a choice is
compared with every other (the move played is always refined, never left out); any other move is
valued alone. The chances after the move played give the graph its points, a line per player;
the best move's chance less the played move's is what the move cost, graded as lichess grades
(`core.review.grade`). Each position has its own seed (the review's seed and the move's index),
so a review replays exactly, and a position reviewed again gives the same verdict.

A match still going on whose hands are hidden from a person at the table is not reviewed: the
review would tell that person what the others hold. A record played with other component data
than the data in force is not either: its moves would be judged by other rules' numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..core import messages
from ..core.errors import FormatError
from ..core.protocol import AnyGame
from ..core.record import HUMAN, MatchRecord, replay
from ..core.review import MatchReview, MoveVerdict, grade
from .analysis import Analysis, AnalysisLimit, Cancelled, analyse

REVIEW_LIMIT = AnalysisLimit(iterations=6000, precision=0.03, apart=False)   # a verdict reads each move's own chance
_MOVE_STREAM = 0x3E71_E500_0000


class ReviewRefused(ValueError):
    """The match cannot be reviewed; the message says why, in a sentence."""


class ReviewCancelled(Exception):
    """The review was cancelled before it finished: nothing of it is kept."""


ReviewProgress = Callable[[int, int, MoveVerdict], None]


def judged_seats(record: MatchRecord) -> tuple[int, ...]:
    """The seats whose moves are graded: the people at the table, or every seat of an AI-only match."""
    humans = tuple(seat for seat, p in enumerate(record.players) if p.kind == HUMAN)
    return humans or tuple(range(len(record.players)))


def review_match(record: MatchRecord, limit: AnalysisLimit = REVIEW_LIMIT, seed: int = 0,
                 judged: Sequence[int] | None = None, progress: ReviewProgress | None = None,
                 cancelled: Cancelled | None = None) -> MatchReview:
    """Review every move of `record` (see the module). `progress(done, total, verdict)` hears of each
    move as it is judged; `cancelled()` returning True stops at once with `ReviewCancelled`.
    Raises `ReviewRefused` with the reason when the match cannot be reviewed."""
    game = record.rules
    if record.data_differs:
        raise ReviewRefused(messages.say("review-data-differs", title=game.title))
    try:
        played = replay(record, keep_states=True)
    except FormatError as exc:
        raise ReviewRefused(str(exc)) from None
    over = game.is_terminal(played.state)
    if not over and not record.sandbox and game.private_hands and any(p.kind == HUMAN for p in record.players):
        raise ReviewRefused(messages.say("review-secret"))
    if not record.actions:
        raise ReviewRefused(messages.say("review-empty"))
    seats = tuple(judged) if judged is not None else judged_seats(record)
    players = len(record.players)
    verdicts: list[MoveVerdict] = []
    start: tuple[float, ...] = ()
    calibrated = False
    total = len(record.actions)
    for moves, action in enumerate(record.actions):
        if cancelled is not None and cancelled():
            raise ReviewCancelled(messages.say("review-cancelled"))
        before = played.states[moves]
        decision = game.decision(before)
        assert decision is not None    # replay refuses a move after the end
        seat = int(decision.player)
        view = game.observation(before, seat)
        choice = seat in seats and len(game.legal_actions(before)) > 1
        moved = analyse(game, view, limit, seed ^ _MOVE_STREAM ^ moves, keep=[action],
                        only=None if choice else [action], cancelled=cancelled, facts=False)
        if moved.stopped == "cancelled":
            raise ReviewCancelled(messages.say("review-cancelled"))
        if moves == 0:
            start = moved.best.shares
        calibrated = moved.calibrated
        verdict = _verdict(game, moves, seat, action, moved, choice)
        verdicts.append(verdict)
        if progress is not None:
            progress(moves + 1, total, verdict)
    result = tuple(game.scores(played.state)) if over else None
    return MatchReview(game.key, players, seats, start, tuple(verdicts), result, limit.iterations, limit.precision,
                       seed, calibrated, record.data_digest or game.data_in_force().digest)


def _verdict(game: AnyGame, moves: int, seat: int, action: Any, analysis: Analysis, judged: bool) -> MoveVerdict:
    """The move's point on the graph, and for a judged choice what it cost against the best move."""
    played = analysis.candidate(action)
    assert played is not None
    verdict = MoveVerdict(moves, seat, game.action_to_json(action), played.label, played.shares, played.chance,
                          played.low, played.high, judged)
    if not judged:
        return verdict
    best = analysis.best
    loss = max(0.0, best.chance - played.chance)
    margin = (best.high - best.low) / 2 + (played.high - played.low) / 2 if best is not played else 0.0
    return replace(verdict, best=game.action_to_json(best.action), best_label=best.label, best_chance=best.chance,
                   loss=loss, margin=margin, grade=grade(loss, margin))
