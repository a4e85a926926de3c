"""The analysis in the AI worker process, as the app runs it: progress on the host's queue while it
refines, the answer as the future's result, and a question the host moved on from stopped at once."""

from __future__ import annotations

import multiprocessing
import queue
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from qtgames.engine.ai import remote
from qtgames.engine.ai.analysis import AnalysisLimit
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from tests.engine.tsuro_seas.test_hidden_information import mid_game

TSURO = get_game("tsuro-seas")


def _drain(reports: Any) -> list[remote.Report]:
    found = []
    while True:
        try:
            found.append(reports.get(timeout=0.5))
        except queue.Empty:
            return found


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_the_worker_reports_while_it_refines_and_answers_with_the_analysis() -> None:
    context = multiprocessing.get_context("spawn")
    current, reports = context.Value("q", 0, lock=False), context.Queue()
    state = mid_game()
    request = remote.AnalysisRequest(TSURO.observation(state, state.active), AnalysisLimit(iterations=4000, precision=0))
    with ProcessPoolExecutor(1, mp_context=context, initializer=remote.init_worker,
                             initargs=(current, reports)) as pool:
        current.value = 7
        question, analysis = pool.submit(remote.analyse_remotely, TSURO.info, request, 7).result(timeout=120)
        seen = _drain(reports)
    assert question == 7 and analysis.stopped == "budget" and analysis.candidates
    assert all(report.question == 7 and report.total == 4000 for report in seen)
    assert all(report.latest is not None and report.latest.stopped == "running" for report in seen)


def test_a_question_the_host_moved_on_from_stops_and_a_review_answers_none() -> None:
    try:
        remote.init_worker(_Counter(8))
        state = mid_game()
        request = remote.AnalysisRequest(TSURO.observation(state, state.active), AnalysisLimit(iterations=10**7))
        _, analysis = remote.analyse_remotely(TSURO.info, request, 7)
        assert analysis.stopped == "cancelled"
        record = play_match(TSURO, ["random", "random"], TSURO.Options(), 2).record
        assert remote.review_remotely(TSURO.info, record, 7) == (7, None)
        remote.init_worker(_Counter(7))
        _, review = remote.review_remotely(TSURO.info, record, 7, AnalysisLimit(iterations=60))
        assert review is not None and len(review.moves) == len(record.actions)
    finally:
        remote.init_worker(None)   # this process is no worker: nothing is stale


class _Counter:
    """Stands for the host's shared number of the question still wanted."""

    def __init__(self, value: int) -> None:
        self.value = value
