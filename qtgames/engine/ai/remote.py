"""Thinking in another process: what a GUI's AI worker process runs.

An AI search is pure Python; run in a thread of the GUI process it would compete with the
window for the GIL and make it stutter. In its own process it uses the second core and the
window stays free. A shared counter tells the worker when its question has gone stale.

The analysis runs there too (`analyse_remotely`, `review_remotely`, `check_puzzle_remotely`): it is
anytime, so while it runs it puts `Report`s on the queue the host handed `init_worker` (a
refined `Analysis`, a reviewed move, a checked first move), and the final answer comes back as the
future's result, as an AI's move does. A question the host has moved on from stops at once: an
analysis returns what it has (`stopped` says "cancelled"), a review or a puzzle check answers None.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import GameInfo
from ..core.record import MatchRecord
from ..core.registry import declare, get_game, speak
from ..core.review import MatchReview, MoveVerdict
from ..core.scenario import Scenario
from ..core.session import AiRequest
from .analysis import Analysis, AnalysisLimit, analyse
from .play import decide
from .puzzle_check import PuzzleCheck, check_puzzle
from .reviewer import REVIEW_LIMIT, ReviewCancelled, review_match

# The worker's first, throw-away decision, which loads the game's tables: a cheap level that
# still asks the evaluation, so the first real search finds everything ready.
WARM_UP_LEVEL = "greedy"

_current: Any = None  # multiprocessing.Value holding the number of the question still wanted
_reports: Any = None  # the host's queue for progress, or None when nobody listens


@dataclass(frozen=True, slots=True)
class Report:
    """Progress of a long question, put on the host's queue: `done` of `total` steps, and what is new
    (the refined `Analysis`, the `MoveVerdict` just reviewed, or None for a puzzle's first move)."""

    question: int
    done: int
    total: int
    latest: Analysis | MoveVerdict | None


@dataclass(frozen=True, slots=True)
class AnalysisRequest:
    """A position to analyse: the analysing seat's observation (`Game.observation`), or with
    `laid_out` the editor's position, whose dice alone are unknown."""

    position: Any
    limit: AnalysisLimit = field(default_factory=AnalysisLimit)
    seed: int = 0
    laid_out: bool = False


def init_worker(current: Any, reports: Any = None, language: str | None = None) -> None:
    """`reports` is the host's queue for progress; `language` the one the host speaks, so the labels
    and sentences an analysis writes here read as the window's do."""
    global _current, _reports
    _current, _reports = current, reports
    if language is not None:
        speak(language)
    threading.Thread(target=_end_with_host, name="host-watch", daemon=True).start()


def _end_with_host() -> None:
    """Exit when the host process is gone. A worker waits for work on a queue whose writing end
    it holds as well, so it never sees the pipe close: a host that crashed or was killed left its
    worker idle for good (one more 35 MB process each time)."""
    host = multiprocessing.parent_process()
    if host is not None:
        host.join()
        os._exit(0)


def think(game: GameInfo, request: AiRequest, question: int) -> tuple[int, Any]:
    """Answer one question; a search stops early once the host has moved on to another. The
    game comes by its declaration: one the host declared at run time is known here too."""
    declare(game)
    cancelled = None if _current is None else (lambda: _current.value != question)
    return question, decide(get_game(game.key), request, cancelled)


def _stale(question: int) -> bool:
    return _current is not None and _current.value != question


def _report(question: int, done: int, total: int, latest: Analysis | MoveVerdict | None) -> None:
    if _reports is not None:
        _reports.put(Report(question, done, total, latest))


def analyse_remotely(game: GameInfo, request: AnalysisRequest, question: int) -> tuple[int, Analysis]:
    """The analysis of one position; snapshots go to the host's queue while it refines (`done` counts
    playouts against the budget)."""
    declare(game)
    budget = request.limit.iterations
    return question, analyse(get_game(game.key), request.position, request.limit, request.seed,
                             laid_out=request.laid_out, cancelled=lambda: _stale(question),
                             progress=lambda snapshot: _report(question, snapshot.playouts, budget, snapshot))


def review_remotely(game: GameInfo, record: MatchRecord, question: int, limit: AnalysisLimit = REVIEW_LIMIT,
                    seed: int = 0) -> tuple[int, MatchReview | None]:
    """A whole match's review, each move reported as it is judged; None when the host moved on."""
    declare(game)
    try:
        return question, review_match(record, limit, seed, cancelled=lambda: _stale(question),
                                      progress=lambda done, total, verdict: _report(question, done, total, verdict))
    except ReviewCancelled:
        return question, None


def check_puzzle_remotely(game: GameInfo, scenario: Scenario, question: int, deals: int = 8,
                          laid_out: bool = False) -> tuple[int, PuzzleCheck | None]:
    """A puzzle's soundness, each first move reported as it is settled; None when the host moved on."""
    declare(game)
    found = check_puzzle(scenario, deals=deals, laid_out=laid_out, cancelled=lambda: _stale(question),
                         progress=lambda done, total: _report(question, done, total, None))
    return question, None if found.stopped == "cancelled" else found


def warm_up(game: GameInfo, request: AiRequest | None) -> None:
    """Get the worker ready before anyone waits on it: the engine imported, the game's data
    loaded and its tables worked out (by one cheap decision on `request`, the first position),
    so the first hint or AI move costs only its own search. `request` asks `WARM_UP_LEVEL`."""
    declare(game)
    if request is not None:
        decide(get_game(game.key), request)
