"""The match host: the engine's session on the table, told to the window through signals, and the
process where AI seats think.

Everything about the match itself — legality, undo under the take-back policy, the puzzle's
verdict, review positions, who may look, which seed an AI thinks with — is the session's
(`engine/core/session.py`). The host adds what needs Qt: signals after every change, the AI
worker process, the pace of AI moves, pausing them, and the autosave after every change.

A match is taken onto the table only once it is whole: opening, reviewing or resuming builds and
checks the session first (`open_session`), so a file that cannot be played never replaces the
game on the table nor its autosave. An autosave that cannot be written (a full disk, a read-only
folder) is said (`autosaveProblem`), never raised: the game goes on in memory, and the next write
that succeeds catches up, as every write holds the whole record. Each copy of the app writes its
own autosave slot (`autosave_slots`), claimed at its first write and held until it shuts down, so
two copies on one data folder never write over each other's game. The autosave is written in a
thread of its own (`write_behind`): a busy disk never stalls the window. Whoever reads the file
while the app runs asks for it first (`flush_autosave`); releasing the slot and shutting down do.

The worker process can die (killed, out of memory): its question then never gets an answer. The
host notices, starts a new worker and asks the same question again, and says so in one line
(`aiRestarted`); the match itself lives here, so nothing of it is lost. A worker that dies again
and again on one question is given up after `MAX_AI_RESTARTS`, said, and the game waits until
the player resumes the AI moves (Play → Pause, twice), which asks again.
"""

from __future__ import annotations

import logging
import multiprocessing
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..autosave_slots import AutosaveSlot
from ..engine.ai import remote as think_remotely
from ..engine.ai.levels import HINT_LEVEL
from ..engine.core import Event, RuleViolation
from ..engine.core.options import RuleOptions
from ..engine.core.protocol import AnyGame, GameInfo, Goal
from ..engine.core.record import MatchRecord, PlayerSeat
from ..engine.core.session import AiRequest, Session, UndoRefusal
from ..storage import user_paths
from ..write_behind import WriteBehind
from .i18n import about_file
from .resume import claim_autosave_slot
from .widgets.animation import DEFAULT_AI_DELAY_MS

log = logging.getLogger("qtgames.ai")

# Asked again after the worker died this many times on one question, it is given up: a question
# that kills every worker (memory it cannot have) would otherwise start workers for ever.
MAX_AI_RESTARTS = 3
# How long closing the window (or reading the autosave) waits for a write still under way; a disk
# that takes longer has hung, and the window closes anyway, the autosave one move behind at worst.
AUTOSAVE_PATIENCE_S = 10.0


class _AiAnswer(QObject):
    """Carries the worker process's answer back to the GUI thread (queued signals): the answer, or
    the question the worker died on."""

    ready = Signal(int, object)
    lost = Signal(int)


class AiProcess:
    """One worker process for AI thinking, started with the first game (`warm_up`) or on first use,
    and reused; started again when it died."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.current = context.Value("q", 0, lock=False)
        self._context = context
        self._pool: ProcessPoolExecutor | None = None

    def ask(self, game: GameInfo, request: AiRequest, question: int, answer: _AiAnswer) -> None:
        self.current.value = question
        try:
            future = self._worker().submit(think_remotely.think, game, request, question)
        except BrokenProcessPool:   # it died while idle: found at the next question
            self.restart()
            future = self._worker().submit(think_remotely.think, game, request, question)
        future.add_done_callback(lambda done: self._deliver(done, answer, question))

    def warm_up(self, game: GameInfo, request: AiRequest | None) -> None:
        """Start the worker now and let it load the game, in the background: a process takes about
        half a second to start and import the engine, which the first hint would otherwise wait for."""
        try:
            future = self._worker().submit(think_remotely.warm_up, game, request)
        except BrokenProcessPool:
            self.restart()
            return   # the next question starts a new worker
        future.add_done_callback(self._warmed)

    @staticmethod
    def _warmed(done: Future[None]) -> None:
        problem = None if done.cancelled() else done.exception()
        if problem is not None and not isinstance(problem, BrokenProcessPool):
            log.error("the AI process could not get ready", exc_info=problem)

    def _worker(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(1, mp_context=self._context, initializer=think_remotely.init_worker,
                                             initargs=(self.current,))
        return self._pool

    def restart(self) -> None:
        """Let a dead worker go; the next question starts a new one."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    @staticmethod
    def _deliver(done: Future[tuple[int, Any]], answer: _AiAnswer, question: int) -> None:
        if done.cancelled():
            return
        problem = done.exception()
        if problem is None:
            answer.ready.emit(*done.result())
        elif isinstance(problem, BrokenProcessPool):
            answer.lost.emit(question)
        else:   # the search itself failed: a bug, kept in the log; asking again would fail again
            log.error("the AI could not answer question %d", question, exc_info=problem)

    def forget(self, question: int) -> None:
        """Any answer to an older question is no longer wanted: searches stop early."""
        self.current.value = question

    def shutdown(self) -> None:
        self.current.value = -1
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class MatchHost(QObject):
    """Owns the session on the table; emits `changed(new_events)` after every applied action."""

    started = Signal()
    changed = Signal(list)
    thinking = Signal(bool)
    finished = Signal()
    hintReady = Signal(object)
    pausedChanged = Signal(bool)
    puzzleDecided = Signal(bool)   # a puzzle's goal was met (True) or can no longer be (False)
    reviewMoved = Signal(int)      # reviewing: the position after this many moves is shown
    autosaveProblem = Signal(str)  # why the autosave could not be written; "" once a write succeeds again
    aiRestarted = Signal(str)      # one line for the player: the AI's process died and was started again
    _autosaveWritten = Signal()    # from the writing thread: an outcome waits in `_saver`

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ai_delay_ms = DEFAULT_AI_DELAY_MS
        self.autosave = True
        self.autosave_slot: AutosaveSlot | None = None   # this copy's autosave, once it wrote one
        self._saver = WriteBehind(self._autosaveWritten.emit)
        self._autosaveWritten.connect(self._take_autosave_outcomes)
        self.session: Session | None = None
        self._generation = 0
        self._answer = _AiAnswer(self)
        self._answer.ready.connect(self._on_ai_answer)
        self._hint_answer = _AiAnswer(self)
        self._hint_answer.ready.connect(self._on_hint)
        self._asked: tuple[AiRequest, _AiAnswer] | None = None   # the question out, to ask again
        self._restarts = 0               # how often the worker died on the question out
        self._gave_up = False            # it died too often: asked again only when the player resumes
        for answer in (self._answer, self._hint_answer):
            answer.lost.connect(self._on_ai_lost)
        self.ai = AiProcess()
        self._asked_at = 0.0
        self.paused = False
        self._held: Any = None  # an AI move waiting while the match is paused
        self._holds: set[str] = set()   # what the screen is still showing (an animation, a card)
        self._waiting: Any = None      # an AI move waiting for the screen
        self.hint_level = HINT_LEVEL
        # The seat that said "it is me at the screen" on the pass-the-computer card (hotseat games).
        self.revealed: int | None = None
        self.reviewing = False
        self.review_at = 0
        self._told: bool | None = None   # the puzzle verdict announced last (an undo may reopen it)
        self.autosave_problem = ""       # why the last autosave failed, "" when it was written
        self.rushing = False             # skipping to the result: AI moves follow one another at once

    # ------------------------------------------------------------ starting

    def new_match(self, game_key: str, seats: list[PlayerSeat], options: RuleOptions, seed: int,
                  sandbox: bool = False) -> None:
        self._begin(Session.start(game_key, seats, options, seed, sandbox))

    def adopt(self, session: Session, slot: AutosaveSlot | None = None) -> None:
        """Put a session already built and checked (`open_session`) on the table: an opened file, a
        resumed game (in its own autosave `slot`, which this copy holds from now on), a scenario's
        position (which may carry its puzzle goal)."""
        if slot is not None:
            self._release_slot()   # its autosave keeps the game it held, offered at the next start
            self.autosave_slot = slot
        self._begin(session)

    def _begin(self, session: Session, reviewing: bool = False) -> None:
        self.cancel()
        self.session = session
        self.revealed = None
        self.rushing = False
        self.reviewing = reviewing
        self.review_at = session.moves
        self._told = session.verdict
        self._autosave()
        self.ai.warm_up(session.game.info, session.ai_request(think_remotely.WARM_UP_LEVEL))
        self.started.emit()
        self._after_change()

    # ------------------------------------------------------------ questions

    @property
    def game(self) -> AnyGame | None:
        return None if self.session is None else self.session.game

    @property
    def record(self) -> MatchRecord | None:
        return None if self.session is None else self.session.record

    @property
    def state(self) -> Any:
        """The position on the screen: the reviewed one while reviewing, else the game's."""
        if self.session is None:
            return None
        return self.session.position_after(self.review_at) if self.reviewing else self.session.state

    @property
    def log(self) -> list[Event]:
        return [] if self.session is None else self.session.log

    @property
    def decision(self) -> Any:
        return None if self.session is None else self.session.game.decision(self.state)

    @property
    def puzzle(self) -> Goal | None:
        return None if self.session is None else self.session.goal

    @property
    def puzzle_verdict(self) -> bool | None:
        return None if self.session is None else self.session.verdict

    def is_human(self, seat: int) -> bool:
        return self.session is not None and self.session.is_human(seat)

    def human_seats(self) -> list[int]:
        return [] if self.session is None else self.session.human_seats()

    def human_to_move(self) -> bool:
        decision = self.decision
        return decision is not None and self.is_human(decision.player) and not self.reviewing

    def must_pass(self) -> bool:
        """The pass-the-computer card must hide the screen until the deciding human says it is them."""
        return self.session is not None and not self.reviewing and self.session.must_pass(self.revealed)

    def viewer(self) -> int | None:
        """The seat whose hidden parts the screen may show (None: the public view); in a review, whose
        view the session says a review may show."""
        if self.session is None:
            return None
        if self.reviewing:
            return self.session.review_viewer(self.review_at)
        return self.session.viewer(self.revealed)

    def observation(self) -> Any:
        """The position on the screen as its viewer may see it: what boards and panels draw."""
        assert self.session is not None
        return self.session.game.observation(self.state, self.viewer())

    def shared_position(self) -> Any:
        """The position on the screen as it may leave the table (export, the editor): nothing in it
        the viewer could not see, unless the game hides nothing from anyone any more."""
        assert self.session is not None
        return self.session.shared_position(self.viewer(), self.review_at if self.reviewing else None)

    def legal_actions(self) -> list[Any]:
        return [] if self.session is None or not self.human_to_move() else self.session.legal_actions()

    def why_illegal(self, action: Any) -> RuleViolation | None:
        """None if the action is legal now, else the engine's rule-cited refusal."""
        assert self.session is not None
        return self.session.why_illegal(action)

    # ------------------------------------------------------------ acting

    def reveal(self, seat: int) -> None:
        """The deciding human is at the screen now: their hidden parts may show."""
        self.revealed = seat

    def play(self, action: Any) -> RuleViolation | None:
        """A human's action at the screen: applied if the engine allows it, else its refusal is
        returned and nothing changes."""
        assert self.session is not None
        decision = self.decision
        acting = decision.player if self.human_to_move() else self.viewer()
        try:
            events = self.session.play_for(acting, action)
        except RuleViolation as refusal:
            return refusal
        self.thinking.emit(False)   # a hint still being thought about is stale now
        self._changed(events)
        return None

    def _changed(self, events: list[Event]) -> None:
        """After an applied action: the AI's pending question is stale, everybody hears of it, and a
        puzzle's verdict is announced the moment it is reached."""
        assert self.session is not None
        self._generation += 1
        self.ai.forget(self._generation)
        if self.hinting:
            self._asked = None   # a hint for the position before is no longer asked
        self.review_at = self.session.moves
        self.changed.emit(events)
        verdict = self.puzzle_verdict
        if verdict is not None and self._told is None:
            self.puzzleDecided.emit(verdict)
        self._told = verdict
        self._autosave()
        self._after_change()

    def _autosave(self) -> None:
        """Write the match on the table to the autosave file, whatever changed its record: a move, an
        undo, a new game or an opened file (else the file would bring back undone moves, or another match)."""
        if not self.autosave or self.session is None:
            return
        if self.autosave_slot is None:
            try:
                self.autosave_slot = claim_autosave_slot()
            except OSError as exc:
                self._said_autosave(about_file(user_paths().autosave, exc.strerror or exc))
                return
        self._saver.write(self.autosave_slot.path, self.session.record.dumps())

    def flush_autosave(self, timeout: float = AUTOSAVE_PATIENCE_S) -> bool:
        """Wait until the autosave holds the match as it is now (or its failure is said); False
        when the disk did not answer within `timeout` seconds."""
        done = self._saver.flush(timeout)
        self._take_autosave_outcomes()
        return done

    def _take_autosave_outcomes(self) -> None:
        for path, problem in self._saver.outcomes():
            self._said_autosave("" if problem is None else about_file(path, problem.strerror or problem))

    def _said_autosave(self, problem: str) -> None:
        """Tell the window when the autosave starts failing, why, and when it works again."""
        if problem != self.autosave_problem:
            self.autosave_problem = problem
            self.autosaveProblem.emit(problem)

    def _after_change(self) -> None:
        if self.reviewing or self.session is None:
            return   # nobody plays
        request = self.session.ai_request()
        if request is None:
            if self.session.decision is None:
                self.finished.emit()
            return
        self._asked_at = time.monotonic()
        self._ask(request, self._answer)

    def _ask(self, request: AiRequest, answer: _AiAnswer) -> None:
        """Send the seat's question (its observation, never the true state) to the AI process."""
        assert self.session is not None
        if self._asked is None or self._asked[0] is not request:
            self._restarts = 0
        self._gave_up = False
        self._asked = (request, answer)
        self.thinking.emit(True)
        self.ai.ask(self.session.game.info, request, self._generation, answer)

    def _on_ai_lost(self, generation: int) -> None:
        """The worker died on a question: ask a new one the same, unless the match moved on since."""
        if generation != self._generation or self._asked is None or self.session is None:
            return
        self.ai.restart()
        self._restarts += 1
        if self._restarts > MAX_AI_RESTARTS:
            self._gave_up = True
            self.thinking.emit(False)
            self.aiRestarted.emit(self.tr("The AI's process stopped %n times on this move; the game waits. Pause "
                                          "and resume the AI moves (P, P) to try again.", "", self._restarts))
            return
        self._ask(*self._asked)
        self.aiRestarted.emit(self.tr("The AI's process stopped; a new one is thinking. Nothing of the game "
                                      "was lost."))

    def _on_ai_answer(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return  # the match changed while this AI was thinking
        self._asked = None   # answered: nothing to ask again, and its position is not kept alive
        waited_ms = int((time.monotonic() - self._asked_at) * 1000)
        delay = 0 if self.rushing else max(0, self.ai_delay_ms - waited_ms)
        QTimer.singleShot(delay, lambda: self._apply_ai(generation, action))

    def _apply_ai(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return
        self.thinking.emit(False)
        if self.paused:
            self._held = (generation, action)
            return
        if self._holds:
            self._waiting = (generation, action)
            return
        assert self.session is not None
        self._changed(self.session.play(action))

    @property
    def hinting(self) -> bool:
        """True while a hint is being worked out (the window says so, and Esc cancels it)."""
        return self._asked is not None and self._asked[1] is self._hint_answer

    @property
    def held_for_screen(self) -> bool:
        """True when an AI move is ready but waits for the screen (a card to read, a move to show)."""
        return self._waiting is not None and self._waiting[0] == self._generation and bool(self._holds)

    def holding(self, reason: str) -> bool:
        """Whether `reason` ("animation", "card", "lobby") holds the next AI move back now."""
        return reason in self._holds

    def hold(self, reason: str, on: bool) -> None:
        """The screen is still showing the last move (`reason` "animation") or a card the player
        must read first: the next AI move waits until nothing holds it (its thinking does not)."""
        if on:
            self._holds.add(reason)
            return
        self._holds.discard(reason)
        if not self._holds and self._waiting is not None:
            waiting, self._waiting = self._waiting, None
            self._apply_ai(*waiting)

    # ------------------------------------------------------------ undo and redo

    def can_undo(self) -> bool:
        return self.session is not None and not self.reviewing and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session is not None and not self.reviewing and self.session.can_redo()

    def why_no_undo(self) -> str:
        """Why Undo takes nothing back now, in words (the Undo action's tooltip)."""
        if self.session is None:
            return self.tr("No game on the table.")
        if self.reviewing:
            return self.tr("Not while reviewing: close the review first.")
        refusal = self.session.why_no_undo()
        reasons = {
            UndoRefusal.NO_MOVES: self.tr("No move to take back yet."),
            UndoRefusal.NO_HUMAN: self.tr("Only AIs play: there is no move of yours to take back."),
            UndoRefusal.GAME_OVER: self.tr("The game is over."),
            UndoRefusal.TURN_PASSED: self.tr("Another player has moved since; in a sandbox game (Advanced, on the "
                                             "start page) undo takes back anything."),
            UndoRefusal.SHOWED_SOMETHING: self.tr("Your last move showed something new (a drawn tile, a roll), so "
                                                  "it stands; in a sandbox game (Advanced, on the start page) undo "
                                                  "takes back anything."),
        }
        return "" if refusal is None else reasons[refusal]

    def has_ai(self) -> bool:
        """Whether an AI plays a seat (pausing and stepping mean something)."""
        return self.session is not None and len(self.session.human_seats()) < len(self.session.record.players)

    def undo(self) -> None:
        """Take back what the session's take-back policy allows, then play on from there."""
        if self.can_undo():
            assert self.session is not None
            self.session.undo()
            self._restart()

    def redo(self) -> None:
        """Play again the newest move taken back; AI replies follow as before."""
        if self.can_redo():
            assert self.session is not None
            self.cancel()
            self._changed(self.session.redo())

    def _restart(self) -> None:
        """Show the session afresh after a change that was no move (an undo, the end of a review)."""
        assert self.session is not None
        self.cancel()
        self.rushing = False
        self.review_at = self.session.moves
        self._told = self.session.verdict
        self._autosave()
        self.started.emit()
        self._after_change()

    # ------------------------------------------------------------ reviewing

    def review(self, session: Session | None = None, moves: int | None = None) -> None:
        """Show positions one by one, from `moves` (default: the last): a saved match's `session`
        (built and checked by the caller), or the game on the table. Nothing is played meanwhile."""
        if session is not None:
            self._begin(session, reviewing=True)
        elif self.session is not None and not self.reviewing:
            self.cancel()
            self.reviewing = True
            self.started.emit()
        else:
            return
        assert self.session is not None
        self.review_to(self.session.moves if moves is None else moves)

    def review_to(self, moves: int) -> None:
        """Show the position after `moves` actions (clamped to the record)."""
        assert self.session is not None and self.reviewing
        self.review_at = max(0, min(moves, self.session.moves))
        self.reviewMoved.emit(self.review_at)

    def end_review(self) -> None:
        """Back to the game as it stands: its AIs play on (a finished game stays over)."""
        if self.reviewing:
            self.reviewing = False
            self._restart()

    def take_over(self, seats: list[PlayerSeat], sandbox: bool) -> None:
        """Play on from the reviewed position: the record up to it, with these players."""
        assert self.session is not None and self.reviewing
        self._begin(self.session.take_over(self.review_at, seats, sandbox))

    # ------------------------------------------------------------ watching AIs, hints

    def set_paused(self, paused: bool) -> None:
        """Watch mode: hold AI moves until resumed or stepped."""
        self.paused = paused
        self.pausedChanged.emit(paused)
        if not paused and self._gave_up and self._asked is not None:
            self._restarts = 0
            self._ask(*self._asked)
        elif not paused:
            self.step()

    @property
    def move_held(self) -> bool:
        """True when a paused match has an AI move ready for `step`."""
        return self._held is not None and self._held[0] == self._generation

    def step(self) -> None:
        """Play the AI move that is being held, if any (one move of a paused match)."""
        held, self._held = self._held, None
        if held is not None and held[0] == self._generation and self.session is not None:
            self._changed(self.session.play(held[1]))

    def rush(self) -> None:
        """Skip to the result: the AIs play the rest of the game without a pause between moves."""
        self.rushing = True
        if self.paused:
            self.set_paused(False)

    def request_hint(self) -> bool:
        """Ask the hint level's AI what the human to move should do; answers with `hintReady`."""
        if self.session is None or not self.human_to_move():
            return False
        request = self.session.ai_request(self.hint_level)
        if request is None:
            return False
        self._ask(request, self._hint_answer)
        return True

    def _on_hint(self, generation: int, action: Any) -> None:
        if generation == self._generation:
            self._asked = None
            self.thinking.emit(False)
            self.hintReady.emit(action)

    def cancel_hint(self) -> bool:
        """Stop working out the hint (the player pressed Esc): its search stops early and its answer
        is dropped. False when no hint was being worked out."""
        if not self.hinting:
            return False
        self._generation += 1   # only the hint is out: a hint is asked on a human's turn, no AI's
        self.ai.forget(self._generation)
        self._asked = None
        self.thinking.emit(False)
        return True

    def cancel(self) -> None:
        """Forget any AI answer still to come (new game, load, closing the window)."""
        self._generation += 1
        self.ai.forget(self._generation)
        self._asked, self._gave_up = None, False
        self._held = None
        self._waiting = None
        self._holds.clear()   # what the screen showed belongs to the match it leaves
        self.thinking.emit(False)

    def _release_slot(self) -> None:
        """Let go of the slot once its last autosave is on disk (another copy may take it then)."""
        self.flush_autosave()
        if self.autosave_slot is not None:
            self.autosave_slot.release()
            self.autosave_slot = None

    def shutdown(self) -> None:
        """The window closes: the AI stops, and the autosave stays for the next start, no longer held."""
        self.cancel()
        self.ai.shutdown()
        self._release_slot()
        self._saver.close(AUTOSAVE_PATIENCE_S)
