"""A match being played: the record, the state and the log, undo and redo under the take-back
policy, a puzzle's verdict, the positions to review, and who decides next with which seed.

Everything the app's match host needs that is not Qt lives here, so the app, `qtgames play` and
tournaments play through the same session and a seed replays the same game in all three.

Undo is a stack of snapshots, as python-chess's `push`/`pop`: every applied action keeps the
state from before it, so taking a move back restores that state instead of replaying the
record, and reviewing a game reads the same snapshots.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from .options import RuleOptions
from .protocol import AnyGame, Goal, Outcome, PuzzleProgress, not_your_decision
from .record import ASSIST_KINDS, HUMAN, Assist, MatchRecord, PlayerSeat, replay
from .registry import get_game
from .rng import Rng
from .rules import Event, RuleViolation
from .undo import reveals_nothing

# Mixed into every AI decision's seed, so the AI's stream never follows the game's own dice.
_AI_STREAM = 0x5EA7_0000_0000


def decision_seed(match_seed: int, moves: int) -> int:
    """The seed of the AI deciding after `moves` actions of a match seeded `match_seed`.

    One scheme for the app, `qtgames play` and tournaments: an AI is made afresh for each
    decision from this seed, so the same seed and the same moves give the same choices wherever
    the match is played, whichever process thinks.
    """
    return Rng((match_seed ^ _AI_STREAM) + moves * 0x9E37_79B9).next_u64()


class UndoRefusal(Enum):
    """Why the take-back policy keeps the last move (outside a sandbox game)."""

    NO_MOVES = "no_moves"                  # nothing played yet
    NO_HUMAN = "no_human"                  # only AIs play: nobody's move to take back
    GAME_OVER = "game_over"
    TURN_PASSED = "turn_passed"            # another player has decided since
    SHOWED_SOMETHING = "showed_something"  # the move drew, rolled or revealed: it stands


@dataclass(frozen=True, slots=True)
class AiRequest:
    """An AI seat must decide: what it may see and the seed it thinks with."""

    kind: str
    seat: int
    seed: int
    observation: Any


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action and what undoing, reviewing and judging it need."""

    before: Any                # the state before the action: a snapshot nothing changes
    actor: int
    action: Any
    events: list[Event]
    private: bool              # it showed its actor nothing new, so the actor may take it back
    verdict: bool | None       # the puzzle's verdict after it (the first verdict stands)


class Session:
    """The match on the table. The state is changed only through `play`, `undo` and `redo`."""

    def __init__(self, record: MatchRecord, state: Any, setup_events: list[Event], goal: Goal | None = None) -> None:
        self.game: AnyGame = get_game(record.game)
        self.record = record
        self.state = state
        self.setup_events = setup_events
        # A puzzle's goal: given, or the one its record plays for (a saved or resumed puzzle).
        self.goal = goal if goal is not None or record.puzzle is None else record.puzzle.goal
        self.steps: list[Step] = []
        self._undone: list[Any] = []       # actions taken back, newest last, for redo

    # ------------------------------------------------------------ beginning

    @classmethod
    def start(cls, game_key: str, seats: Sequence[PlayerSeat], options: RuleOptions, seed: int,
              sandbox: bool = False) -> Session:
        """A new match from the game's setup."""
        state = get_game(game_key).new_state(len(seats), options, seed)
        record = MatchRecord(game_key, options, list(seats), seed, sandbox=sandbox)
        return cls(record, state, list(state.setup_events))

    @classmethod
    def from_record(cls, record: MatchRecord, goal: Goal | None = None) -> Session:
        """A saved match, replayed move by move; an illegal move is a `FormatError` naming it.

        Its moves count as shown to everybody, so outside a sandbox none of them is taken back.
        """
        replayed = replay(record, keep_states=True)
        played = replace(record, players=list(record.players), actions=[])
        session = cls(played, replayed.states[0], replayed.setup_events, goal)
        for moves, (action, events) in enumerate(zip(record.actions, replayed.events, strict=True)):
            before, after = replayed.states[moves], replayed.states[moves + 1]
            decision = session.game.decision(before)
            assert decision is not None   # replay refuses a move after the end
            actor: int = decision.player
            verdict = session._judge(before, after, events, actor, action)
            session._push(Step(before, actor, action, events, False, verdict))
        session.state = replayed.state
        session._record_verdict()   # what the file said is replaced by what the moves give now
        return session

    # ------------------------------------------------------------ questions

    @property
    def decision(self) -> Any:
        """The pending decision (who must decide what, under which rule), None when the game is over."""
        return self.game.decision(self.state)

    @property
    def moves(self) -> int:
        return len(self.steps)

    @property
    def log(self) -> list[Event]:
        """Every event in order, setup first: what the move log shows."""
        return self.setup_events + [event for step in self.steps for event in step.events]

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def verdict(self) -> bool | None:
        """The puzzle's verdict: met (True), failed (False) or still open (None)."""
        return self.steps[-1].verdict if self.steps else None

    @property
    def verdict_message(self) -> str:
        """The puzzle author's words for the verdict reached ("" when open, or when the author wrote none)."""
        verdict = self.verdict
        if self.goal is None or verdict is None:
            return ""
        return self.goal.success if verdict else self.goal.failure

    def puzzle_hint(self) -> str:
        """The author's hint for the next move, while the moves played are the solution's first ones;
        "" when there is none (no hint written, or the player left the author's path)."""
        goal = self.goal
        moves = len(self.steps)
        if goal is None or moves >= len(goal.hints):
            return ""
        path = [self.game.action_from_json(data, "goal.solution") for data in goal.solution[:moves]]
        return goal.hints[moves] if path == [step.action for step in self.steps] else ""

    def is_human(self, seat: int) -> bool:
        return self.record.players[seat].kind == HUMAN

    def human_seats(self) -> list[int]:
        return [seat for seat, seated in enumerate(self.record.players) if seated.kind == HUMAN]

    def legal_actions(self) -> list[Any]:
        return [] if self.decision is None else self.game.legal_actions(self.state)

    def why_illegal(self, action: Any) -> RuleViolation | None:
        """None if `action` is legal now, else the engine's rule-cited refusal."""
        try:
            self.game.check(self.state, action)
        except RuleViolation as refusal:
            return refusal
        return None

    def viewer(self, revealed: int | None = None) -> int | None:
        """The seat whose hidden parts the screen may show, None for the public view.

        One human at the table: always theirs. Several: the human deciding now, once they have
        said it is them at the screen (`revealed`, the "pass the computer" screen), unless the game
        hides nothing (then the decider's view is shown at once). Nobody's while an AI decides.
        """
        humans = self.human_seats()
        if len(humans) == 1:
            return humans[0]
        decision = self.decision
        if decision is None or not self.is_human(decision.player):
            return None
        if self.game.private_hands and revealed != decision.player:
            return None
        return int(decision.player)

    @property
    def nothing_secret(self) -> bool:
        """Whether nobody at the table has anything left to hide: the game is over, it is a sandbox
        game, or no human plays it. Then reviews and exported positions may show everything."""
        return self.decision is None or self.record.sandbox or not self.human_seats()

    def review_viewer(self, moves: int) -> int | None:
        """Whose view a review shows after `moves` actions: the player deciding then when nothing is
        secret any more (what the mover saw is what a review is for); otherwise never more than the
        humans at the table knew, so a review is no peek at an opponent's hand: the one human's
        view, or the public one."""
        if self.nothing_secret:
            decision = self.game.decision(self.position_after(moves))
            return None if decision is None else int(decision.player)
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def shared_position(self, viewer: int | None, moves: int | None = None) -> Any:
        """The position after `moves` actions (default: now) as it may leave the table, for an exported
        scenario or the editor. Whole when nothing is secret any more; otherwise what `viewer` knows,
        the unknowns dealt at random (from the match seed): a full position to play on that shows
        nobody a card they could not see."""
        moves = len(self.steps) if moves is None else max(0, min(moves, len(self.steps)))
        state = self.position_after(moves)
        if self.nothing_secret:
            return state.clone()
        return self.game.determinize(self.game.observation(state, viewer), Rng(decision_seed(self.record.seed, moves)))

    def must_pass(self, revealed: int | None = None) -> bool:
        """Whether the screen must hide everything until the deciding human says it is them:
        several humans share the computer and the game keeps hands secret."""
        decision = self.decision
        return (decision is not None and self.is_human(decision.player) and self.game.private_hands
                and len(self.human_seats()) > 1 and revealed != decision.player)

    # ------------------------------------------------------------ playing

    def play(self, action: Any) -> list[Event]:
        """Apply the deciding seat's action; an illegal one raises `RuleViolation` and changes nothing."""
        self._undone.clear()   # a new move ends the redo history
        return self._apply(action)

    def play_for(self, seat: int | None, action: Any) -> list[Event]:
        """`play`, for a seat that must be the one deciding (a human's click, never in another's turn);
        None for nobody's (no player at the screen may act now)."""
        decision = self.decision
        if decision is not None and decision.player != seat:
            raise not_your_decision(decision, seat)
        return self.play(action)

    def _apply(self, action: Any) -> list[Event]:
        self.game.check(self.state, action)   # refuses every action once the game is over
        decision = self.decision
        assert decision is not None
        actor: int = decision.player
        before = self.state.clone()
        events = self.game.apply(self.state, action)
        private = (self.is_human(actor) and not self.record.sandbox
                   and reveals_nothing(self.game, before, action, self.state, actor))
        self._push(Step(before, actor, action, events, private, self._judge(before, self.state, events, actor, action)))
        return events

    def _push(self, step: Step) -> None:
        self.steps.append(step)
        self.record.actions.append(step.action)
        self._record_verdict()

    def _record_verdict(self) -> None:
        """The verdict as the saved match tells it, after every move and every undo."""
        if self.record.puzzle is not None:
            self.record.puzzle = replace(self.record.puzzle, verdict=self.verdict)

    def _judge(self, before: Any, after: Any, events: list[Event], actor: int, action: Any) -> bool | None:
        """The puzzle's verdict once the step from `before` to `after` is added: the first verdict stands."""
        if self.goal is None:
            return None
        if self.steps and self.steps[-1].verdict is not None:
            return self.steps[-1].verdict
        start = self.steps[0].before if self.steps else before
        progress = PuzzleProgress(start, after,
                                  [event for step in self.steps for event in step.events] + events,
                                  [(step.actor, step.action) for step in self.steps] + [(actor, action)])
        return self.game.goal_status(self.goal, progress)

    # ------------------------------------------------------------ undo and redo

    def can_undo(self) -> bool:
        """A sandbox game takes back anything a human at the table may want back; otherwise only the
        deciding human's own last move, made within this turn, that showed them nothing (`undo.py`)."""
        return self.why_no_undo() is None

    def why_no_undo(self) -> UndoRefusal | None:
        """Why `undo` would take nothing back now, None when it would take a move back."""
        if not self.steps:
            return UndoRefusal.NO_MOVES
        if not self.human_seats():
            return UndoRefusal.NO_HUMAN
        if self.record.sandbox:
            return None
        last = self.steps[-1]
        decision = self.decision
        if decision is None:
            return UndoRefusal.GAME_OVER
        if last.private and decision.player == last.actor:
            return None
        return UndoRefusal.SHOWED_SOMETHING if self.is_human(last.actor) and not last.private else UndoRefusal.TURN_PASSED

    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo(self) -> int:
        """Take back the last move (in a sandbox game, moves until a human decides again: AI replies
        go with the move they answered); how many moves went. Nothing when `can_undo` says no."""
        if not self.can_undo():
            return 0
        taken = 0
        while self.steps:
            step = self.steps.pop()
            self.record.actions.pop()
            self._undone.append(step.action)
            self.state = step.before.clone()
            self._record_verdict()
            taken += 1
            decision = self.decision
            if not self.record.sandbox or (decision is not None and self.is_human(decision.player)):
                break
        return taken

    def redo(self) -> list[Event]:
        """Play again the newest move taken back (the snapshot's dice make it come out the same)."""
        if not self._undone:
            return []
        return self._apply(self._undone.pop())

    # ------------------------------------------------------------ reviewing

    def position_after(self, moves: int) -> Any:
        """The state after the first `moves` actions (clamped), for reviewing; do not change it."""
        moves = max(0, min(moves, len(self.steps)))
        return self.state if moves == len(self.steps) else self.steps[moves].before

    def log_rows_until(self, moves: int) -> int:
        """How many log lines (setup first, then each action's) exist after `moves` actions."""
        return len(self.setup_events) + sum(len(step.events) for step in self.steps[:moves])

    def moves_at_log_row(self, row: int) -> int:
        """The number of actions after which log line `row` has just happened (0 for setup lines)."""
        seen = len(self.setup_events)
        for moves, step in enumerate(self.steps, start=1):
            if row < seen:
                return moves - 1
            seen += len(step.events)
        return len(self.steps)

    def take_over(self, moves: int, seats: Sequence[PlayerSeat], sandbox: bool) -> Session:
        """A new session playing on from the position after `moves` actions, with these players."""
        return Session.from_record(replace(self.record, players=list(seats), actions=self.record.actions[:moves],
                                           sandbox=sandbox))

    def note_assist(self, kind: str) -> None:
        """Record that the player deciding now asked for help (`record.ASSIST_KINDS`): allowed against
        AIs, and said in the saved match."""
        decision = self.decision
        if kind not in ASSIST_KINDS:
            raise ValueError(f"unknown help {kind!r}; known: {', '.join(ASSIST_KINDS)}")
        if decision is not None:
            self.record.assists.append(Assist(len(self.steps), int(decision.player), kind))

    # ------------------------------------------------------------ AI seats

    def ai_request(self, kind: str | None = None) -> AiRequest | None:
        """What the AI deciding now is asked, None when a human decides or the game is over.

        With `kind`, the question for that AI on behalf of whoever decides (a hint for a human).
        """
        decision = self.decision
        if decision is None:
            return None
        seat = int(decision.player)
        asked = kind if kind is not None else self.record.players[seat].kind
        if asked == HUMAN:
            return None
        return AiRequest(asked, seat, decision_seed(self.record.seed, len(self.steps)),
                         self.game.observation(self.state, seat))
