"""The process the analysis runs in, and its reports brought back to the window.

An analysis, a review and a puzzle check are long pure-Python work: run in the window's process
they would freeze it. They run in a worker process of their own (the functions of
`engine/ai/remote.py`), apart from the AI players' worker, so that asking for an analysis never
holds up an AI's move and an AI's move never cancels an analysis. One question at a time: asking
another, or `cancel`, tells the worker through a shared counter, and the work stops within a
round. While it works the worker puts `remote.Report`s on a queue, read here ten times a second
(`progressed`); the answer comes back as `answered`, a refusal (a finished game, a record of other
component data, a position that breaks the rules) as `refused` with its sentence.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine.ai import remote
from ...engine.core import messages

log = logging.getLogger("qtgames.analysis")

POLL_MS = 100   # how often the reports queue is read: a bar that moves, a window that never waits


class _Bridge(QObject):
    """Carries a future's outcome from the pool's thread to the window's (queued signals)."""

    done = Signal(int, object)
    failed = Signal(int, object)


class AnalysisWorker(QObject):
    """One worker process for the analysis, started on the first question and kept for the next."""

    progressed = Signal(int, object)   # the question, a remote.Report
    answered = Signal(int, object)     # the question, its answer (None: a review or check stopped)
    refused = Signal(int, str)         # the question, why it cannot be answered, in a sentence

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._context = multiprocessing.get_context("spawn")
        self._current = self._context.Value("q", 0, lock=False)
        self._reports: Any = None
        self._pool: ProcessPoolExecutor | None = None
        self.question = 0
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._bridge.failed.connect(self._on_failed)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._read_reports)

    @property
    def busy(self) -> bool:
        return self._poll.isActive()

    def ask(self, function: Callable[..., Any], *args: Any, **keywords: Any) -> int:
        """Start `function(*args, question, **keywords)` (one of remote's) in the worker, the
        question before it forgotten; returns the new question's number."""
        self.question += 1
        question = self.question
        self._current.value = question
        try:
            future = self._worker().submit(function, *args, question, **keywords)
        except BrokenProcessPool:   # it died while idle: a new one takes the question
            self._restart()
            future = self._worker().submit(function, *args, question, **keywords)
        future.add_done_callback(lambda done: self._deliver(done, question))
        self._poll.start()
        return question

    def cancel(self) -> None:
        """Forget the question out: the worker stops it within a round; no answer will come."""
        self.question += 1
        self._current.value = self.question
        self._poll.stop()

    def shutdown(self) -> None:
        self.cancel()
        self._current.value = -1
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _worker(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._reports = self._context.Queue()
            self._pool = ProcessPoolExecutor(1, mp_context=self._context, initializer=remote.init_worker,
                                             initargs=(self._current, self._reports, messages.language()))
        return self._pool

    def _restart(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _deliver(self, done: Future[tuple[int, Any]], question: int) -> None:
        """In the pool's thread: hand the outcome to the window's thread."""
        if done.cancelled():
            return
        problem = done.exception()
        if problem is None:
            self._bridge.done.emit(*done.result())
        else:
            self._bridge.failed.emit(question, problem)

    def _read_reports(self) -> None:
        if self._reports is None:
            return
        while True:
            try:
                report = self._reports.get_nowait()
            except queue.Empty:
                return
            if report.question == self.question:
                self.progressed.emit(report.question, report)

    def _on_done(self, question: int, answer: Any) -> None:
        if question != self.question:
            return
        self._read_reports()
        self._poll.stop()
        self.answered.emit(question, answer)

    def _on_failed(self, question: int, problem: BaseException) -> None:
        if question != self.question:
            return
        self._poll.stop()
        if isinstance(problem, BrokenProcessPool):
            self._restart()
            self.refused.emit(question, self.tr("The analysis's process stopped; ask again to start it anew."))
        elif isinstance(problem, ValueError):   # the engine's refusals say why in a sentence
            self.refused.emit(question, str(problem))
        else:
            log.error("the analysis failed on question %d", question, exc_info=problem)
            self.refused.emit(question, self.tr("The analysis failed: {problem}").format(problem=problem))
