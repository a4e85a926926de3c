"""The match host: the one place the GUI changes a game, and where AI seats think.

It keeps the match record (seed + actions) and the state derived from it. Boards and panels
only *ask* it to apply an action; it checks legality with the engine, applies, and tells
everyone through signals. AI seats think in the thread pool on a copy of their observation,
so the window never freezes, and a stale answer (after a new game or a load) is dropped.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..engine.ai import AiPlayer, make_player
from ..engine.core import Event, Game, RuleViolation, get_game
from ..engine.core.match import seat_seed
from ..engine.core.options import RuleOptions
from ..engine.core.record import MatchRecord, PlayerSeat, replay
from ..storage import user_paths, write_atomic

HUMAN = "human"


class _AiAnswer(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    ready = Signal(int, object)


class _AiTask(QRunnable):
    def __init__(self, player: AiPlayer, game: Game, observation: Any,  # type: ignore[type-arg]
                 generation: int, answer: _AiAnswer) -> None:
        super().__init__()
        self.player, self.game, self.observation = player, game, observation
        self.generation, self.answer = generation, answer

    def run(self) -> None:
        action = self.player.choose(self.game, self.observation)
        self.answer.ready.emit(self.generation, action)


class MatchHost(QObject):
    """Owns the current match; emits `changed(new_events)` after every applied action."""

    started = Signal()
    changed = Signal(list)
    thinking = Signal(bool)
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ai_delay_ms = 600
        self.autosave = True
        self.game: Game | None = None  # type: ignore[type-arg]
        self.record: MatchRecord | None = None
        self.state: Any = None
        self.log: list[Event] = []
        self._players: dict[int, AiPlayer] = {}
        self._generation = 0
        self._answer = _AiAnswer(self)
        self._answer.ready.connect(self._on_ai_answer)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._asked_at = 0.0

    # ------------------------------------------------------------ starting

    def new_match(self, game_key: str, seats: list[PlayerSeat], options: RuleOptions, seed: int) -> None:
        game = get_game(game_key)
        state = game.new_state(len(seats), options, seed)
        self._begin(MatchRecord(game_key, options, seats, seed), state, list(state.setup_events))

    def load(self, record: MatchRecord) -> None:
        """Adopt a validated record (raises FormatError on an illegal action, keeping the old match)."""
        result = replay(record)
        events = result.setup_events + [e for batch in result.events for e in batch]
        self._begin(record, result.state, events)

    def _begin(self, record: MatchRecord, state: Any, events: list[Event]) -> None:
        self.cancel()
        self.game = record.rules
        self.record = record
        self.state = state
        self.log = events
        self._players = {seat: make_player(p.kind, seat_seed(record.seed, seat))
                         for seat, p in enumerate(record.players) if p.kind != HUMAN}
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
        return decision is not None and self.is_human(decision.player)

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
            return RuleViolation("TS-O1", "It is not a human player's turn.")
        refusal = self.why_illegal(action)
        if refusal is None:
            self._apply(action)
        return refusal

    def _apply(self, action: Any) -> None:
        assert self.game is not None and self.record is not None
        events = self.game.apply(self.state, action)
        self.record.actions.append(action)
        self.log.extend(events)
        self.changed.emit(events)
        if self.autosave:
            write_atomic(user_paths().autosave, self.record.dumps())
        self._after_change()

    def _after_change(self) -> None:
        decision = self.decision
        if decision is None:
            if self.game is not None:
                self.finished.emit()
            return
        player = self._players.get(decision.player)
        if player is None:
            return
        self._generation += 1
        self._asked_at = time.monotonic()
        observation = self.game.observation(self.state, decision.player)  # type: ignore[union-attr]
        self.thinking.emit(True)
        self._pool.start(_AiTask(player, self.game, observation, self._generation, self._answer))  # type: ignore[arg-type]

    def _on_ai_answer(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return  # the match changed while this AI was thinking
        waited_ms = int((time.monotonic() - self._asked_at) * 1000)
        QTimer.singleShot(max(0, self.ai_delay_ms - waited_ms), lambda: self._apply_ai(generation, action))

    def _apply_ai(self, generation: int, action: Any) -> None:
        if generation != self._generation:
            return
        self._generation += 1
        self.thinking.emit(False)
        self._apply(action)

    def cancel(self) -> None:
        """Forget any AI answer still to come (new game, load, closing the window)."""
        self._generation += 1
        self.thinking.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone(5000)
