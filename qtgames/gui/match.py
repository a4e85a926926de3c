"""The match host: the one place the GUI changes a game, and where AI seats think.

It keeps the match record (seed + actions) and the state derived from it. Boards and panels
only *ask* it to apply an action; it checks legality with the engine, applies, and tells
everyone through signals. AI seats think in the thread pool on a copy of their observation,
so the window never freezes, and a stale answer (after a new game or a load) is dropped.
"""

from __future__ import annotations

import multiprocessing
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.ai import AI_KINDS
from ..engine.ai import remote as think_remotely
from ..engine.core import Event, FormatError, Game, RuleViolation, get_game
from ..engine.core.match import seat_seed
from ..engine.core.options import RuleOptions
from ..engine.core.protocol import Goal
from ..engine.core.record import MatchRecord, PlayerSeat, Replay, replay
from ..engine.core.scenario import judge_goal
from ..engine.core.undo import reveals_nothing
from ..storage import user_paths, write_atomic

HUMAN = "human"


class _AiAnswer(QObject):
    """Carries the worker process's answer back to the GUI thread (a queued signal)."""

    ready = Signal(int, object)


class AiProcess:
    """One worker process for AI thinking, started on first use and reused."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.current = context.Value("q", 0, lock=False)
        self._context = context
        self._pool: ProcessPoolExecutor | None = None

    def ask(self, game_key: str, kind: str, seed: int, observation: Any, question: int,
            answer: _AiAnswer) -> None:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(1, mp_context=self._context, initializer=think_remotely.init_worker,
                                             initargs=(self.current,))
        self.current.value = question
        future = self._pool.submit(think_remotely.think, game_key, kind, seed, observation, question)
        future.add_done_callback(lambda done: self._deliver(done, answer))

    @staticmethod
    def _deliver(done: Future[tuple[int, Any]], answer: _AiAnswer) -> None:
        if not done.cancelled() and done.exception() is None:
            answer.ready.emit(*done.result())

    def forget(self, question: int) -> None:
        """Any answer to an older question is no longer wanted: searches stop early."""
        self.current.value = question

    def shutdown(self) -> None:
        self.current.value = -1
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class MatchHost(QObject):
    """Owns the current match; emits `changed(new_events)` after every applied action."""

    started = Signal()
    changed = Signal(list)
    thinking = Signal(bool)
    finished = Signal()
    hintReady = Signal(object)
    pausedChanged = Signal(bool)
    puzzleDecided = Signal(bool)   # a puzzle's goal was met (True) or can no longer be (False)
    reviewMoved = Signal(int)      # reviewing: the position after this many moves is shown

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ai_delay_ms = 600
        self.autosave = True
        self.game: Game | None = None  # type: ignore[type-arg]
        self.record: MatchRecord | None = None
        self.state: Any = None
        self.log: list[Event] = []
        self._generation = 0
        self._answer = _AiAnswer(self)
        self._answer.ready.connect(self._on_ai_answer)
        self._hint_answer = _AiAnswer(self)
        self._hint_answer.ready.connect(self._on_hint)
        self.ai = AiProcess()
        self._asked_at = 0.0
        self.paused = False
        self._held: Any = None  # an AI move waiting while the match is paused
        self._undone: list[Any] = []  # actions taken back, newest last, for redo
        # Per recorded action: who made it and whether it showed them nothing new (the undo policy);
        # moves of an opened record count as shown, so only a sandbox game takes them back.
        self._takeback: list[tuple[int, bool]] = []
        self.hint_level = "hard"
        self.puzzle: Goal | None = None   # the goal of a puzzle being played, judged after every move
        self.puzzle_verdict: bool | None = None
        self.timeline: Replay | None = None   # set while reviewing a record: its every state
        self.review_at = 0

    # ------------------------------------------------------------ starting

    def new_match(self, game_key: str, seats: list[PlayerSeat], options: RuleOptions, seed: int,
                  sandbox: bool = False) -> None:
        game = get_game(game_key)
        state = game.new_state(len(seats), options, seed)
        record = MatchRecord(game_key, options, seats, seed, sandbox=sandbox)
        self._begin(record, state, list(state.setup_events))

    def load(self, record: MatchRecord, puzzle: Goal | None = None) -> None:
        """Adopt a validated record (raises FormatError on an illegal action or an unknown player kind,
        keeping the old match).

        A record starting from a scenario's position may carry the scenario's puzzle goal."""
        for seat, player in enumerate(record.players):
            if player.kind != HUMAN and player.kind not in AI_KINDS:   # its AI would never answer
                raise FormatError(f"players[{seat}].kind",
                                  f"unknown player {player.kind!r}; known: {HUMAN}, {', '.join(AI_KINDS)}")
        result = replay(record)
        self._begin(record, result.state, result.log, puzzle)

    def _begin(self, record: MatchRecord, state: Any, events: list[Event], puzzle: Goal | None = None,
               timeline: Replay | None = None) -> None:
        self.cancel()
        self.puzzle, self.puzzle_verdict = puzzle, None
        self._undone = []
        self._takeback = [(-1, False)] * len(record.actions)
        self.timeline = timeline
        self.game = record.rules
        self.record = record
        self.state = state
        self.log = events
        self._autosave()
        self.started.emit()
        self._after_change()

    # ------------------------------------------------------------ questions

    @property
    def decision(self) -> Any:
        return None if self.game is None else self.game.decision(self.state)

    def is_human(self, seat: int) -> bool:
        return self.record is not None and self.record.players[seat].kind == HUMAN

    def human_seats(self) -> list[int]:
        return [] if self.record is None else [s for s, p in enumerate(self.record.players) if p.kind == HUMAN]

    def human_to_move(self) -> bool:
        decision = self.decision
        return decision is not None and self.is_human(decision.player) and not self.reviewing

    def legal_actions(self) -> list[Any]:
        return [] if self.game is None or self.decision is None else self.game.legal_actions(self.state)

    def why_illegal(self, action: Any) -> RuleViolation | None:
        """None if the action is legal now, else the engine's rule-cited refusal."""
        assert self.game is not None
        try:
            self.game.check(self.state, action)
        except RuleViolation as refusal:
            return refusal
        return None

    # ------------------------------------------------------------ acting

    def play(self, action: Any) -> RuleViolation | None:
        """A human's action: applied if legal, else the refusal is returned and nothing changes."""
        if not self.human_to_move():
            return RuleViolation("TS-O1", self.tr("It is not a human player's turn."))
        refusal = self.why_illegal(action)
        if refusal is None:
            self._apply(action)
        return refusal

    def _apply(self, action: Any, redoing: bool = False) -> None:
        assert self.game is not None and self.record is not None
        if not redoing:
            self._undone.clear()  # a new move ends the redo history
        self._generation += 1  # whatever was being thought about (a hint, say) is now stale
        self.ai.forget(self._generation)
        actor = self.game.decision(self.state).player  # type: ignore[union-attr]
        before = self.state.clone() if self.is_human(actor) and not self.record.sandbox else None
        events = self.game.apply(self.state, action)
        private = before is not None and reveals_nothing(self.game, before, action, self.state, actor)
        self._takeback.append((actor, private))
        self.record.actions.append(action)
        self.log.extend(events)
        self.changed.emit(events)
        self._judge_puzzle()
        self._autosave()
        self._after_change()

    def _autosave(self) -> None:
        """Write the match on the table to the autosave file, whatever changed its record: a move, an
        undo, a new game or an opened file (else the file would bring back undone moves, or another match)."""
        if self.autosave and self.record is not None:
            write_atomic(user_paths().autosave, self.record.dumps())

    def _judge_puzzle(self) -> None:
        """Announce once when the puzzle's goal is met or lost (undo may reopen it)."""
        if self.puzzle is None or self.game is None or self.record is None:
            return
        verdict = judge_goal(self.game, self.puzzle, self.record.initial_state(), self.record.actions)
        decided_now = verdict is not None and self.puzzle_verdict is None
        self.puzzle_verdict = verdict
        if decided_now:
            self.puzzleDecided.emit(verdict)

    def _after_change(self) -> None:
        if self.reviewing:
            return   # nobody plays
        decision = self.decision
        if decision is None:
            if self.game is not None:
                self.finished.emit()
            return
        kind = self.record.players[decision.player].kind  # type: ignore[union-attr]
        if kind == HUMAN:
            return
        self._asked_at = time.monotonic()
        self._ask(kind, decision.player, self._answer)

    def _ask(self, kind: str, seat: int, answer: _AiAnswer) -> None:
        """Send `seat`'s observation (never the true state) to the AI process."""
        assert self.game is not None and self.record is not None
        observation = self.game.observation(self.state, seat)
        seed = seat_seed(self.record.seed, len(self.record.actions))
        self.thinking.emit(True)
        self.ai.ask(self.game.key, kind, seed, observation, self._generation, answer)

    def _on_ai_answer(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return  # the match changed while this AI was thinking
        waited_ms = int((time.monotonic() - self._asked_at) * 1000)
        QTimer.singleShot(max(0, self.ai_delay_ms - waited_ms), lambda: self._apply_ai(generation, action))

    def _apply_ai(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return
        self.thinking.emit(False)
        if self.paused:
            self._held = (generation, action)
            return
        self._apply(action)

    # ------------------------------------------------------------ undo and redo

    def can_undo(self) -> bool:
        """A sandbox game takes back anything; otherwise only the deciding human's own last move,
        made within this turn, that showed them nothing (core/undo.py)."""
        if self.record is None or not self.record.actions or not self.human_seats() or self.reviewing:
            return False
        if self.record.sandbox:
            return True
        actor, private = self._takeback[-1]
        decision = self.decision
        return private and decision is not None and decision.player == actor

    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> None:
        """Take back the last move; in a sandbox game, moves until a human is to decide again
        (AI replies go with the move they answered).

        The state is re-derived by replaying the shortened record, never by reversing moves.
        """
        if not self.can_undo():
            return
        assert self.record is not None
        actions = self.record.actions
        while actions:
            self._undone.append(actions.pop())
            self._takeback.pop()
            result = replay(self.record)
            decision = self.game.decision(result.state)  # type: ignore[union-attr]
            if not self.record.sandbox or (decision is not None and self.is_human(decision.player)):
                break
        self._restart_from(result)

    def redo(self) -> None:
        """Play again the newest move taken back, then any AI replies follow as before."""
        if self._undone:
            self.cancel()
            self._apply(self._undone.pop(), redoing=True)

    def _restart_from(self, result: Any) -> None:
        undone = self._undone
        self.cancel()
        self.state = result.state
        self.log = result.log
        self._undone = undone
        self._autosave()
        self._judge_puzzle()   # an undone move may reopen the puzzle
        self.started.emit()
        self._after_change()

    # ------------------------------------------------------------ reviewing a record

    def review(self, record: MatchRecord, moves: int | None = None) -> None:
        """Show a record's positions one by one, from `moves` (default: the last); nothing is played
        meanwhile. Raises FormatError on an illegal action, keeping the old match."""
        timeline = replay(record, keep_states=True)
        self.review_at = len(record.actions)
        self._begin(record, timeline.states[-1], timeline.log, timeline=timeline)
        self.review_to(len(record.actions) if moves is None else moves)

    @property
    def reviewing(self) -> bool:
        return self.timeline is not None

    def review_to(self, moves: int) -> None:
        """Show the position after `moves` actions (clamped to the record)."""
        assert self.timeline is not None
        self.review_at = max(0, min(moves, len(self.timeline.states) - 1))
        self.state = self.timeline.states[self.review_at]
        self.reviewMoved.emit(self.review_at)

    def take_over(self, seats: list[PlayerSeat], sandbox: bool) -> None:
        """Play on from the reviewed position: the record up to it, with these players."""
        assert self.timeline is not None and self.record is not None
        old = self.record
        self.load(MatchRecord(old.game, old.options, seats, old.seed, old.actions[:self.review_at], old.position,
                              sandbox))

    # ------------------------------------------------------------ watching AIs, hints

    def set_paused(self, paused: bool) -> None:
        """Watch mode: hold AI moves until resumed or stepped."""
        self.paused = paused
        self.pausedChanged.emit(paused)
        if not paused:
            self.step()

    @property
    def move_held(self) -> bool:
        """True when a paused match has an AI move ready for `step`."""
        return self._held is not None and self._held[0] == self._generation

    def step(self) -> None:
        """Play the AI move that is being held, if any (one move of a paused match)."""
        held, self._held = self._held, None
        if held is not None and held[0] == self._generation:
            self._apply(held[1])

    def request_hint(self) -> bool:
        """Ask the hint level's AI what the human to move should do; answers with `hintReady`."""
        decision = self.decision
        if decision is None or not self.is_human(decision.player) or self.reviewing:
            return False
        self._ask(self.hint_level, decision.player, self._hint_answer)
        return True

    def _on_hint(self, generation: int, action: Any) -> None:
        self.thinking.emit(False)
        if generation == self._generation:
            self.hintReady.emit(action)

    def cancel(self) -> None:
        """Forget any AI answer still to come (new game, load, closing the window)."""
        self._generation += 1
        self.ai.forget(self._generation)
        self._held = None
        self.thinking.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self.ai.shutdown()
