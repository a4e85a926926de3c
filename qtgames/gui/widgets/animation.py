"""One animation helper for every board: the steps a board makes from the engine's events, played
one after another at the board's pace, skipped at once by a click or a key.

A board first draws the state the engine has now, then hands the helper the steps that led
there. A step is a function that draws its moment `t` (0: as it was before, 1: as the state has
it) and a clean-up for what it added (a fading tile, a sinking ship). Queued steps are drawn at
their start as soon as they are queued — the last first, so where several steps move one piece
the earliest look wins — so nothing moves before its turn. Skipping, a redraw or a pace of 0
draws every step at its end, which is the state already on the board: the window never shows a
state the engine does not have.

The pace is the board's `animation_ms_per_tile` (one beat: one wake tile sailed, one square a
monster walks), which follows the AI speed (`pace_for`) and is 0 when View → Animations is off.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QVariantAnimation, Signal
from PySide6.QtWidgets import QWidget

# The pause an AI makes between its moves unless the player chose another speed (Play → AI speed).
DEFAULT_AI_DELAY_MS = 600
# The pace at the AI's fastest speed, and how much each millisecond an AI waits between moves
# slows it: at "Instant" moves still show (briskly), at "Slow" a long sail is easy to follow.
BRISK_MS = 100
PER_AI_DELAY_MS = 0.4


def pace_for(ai_delay_ms: int) -> int:
    """Milliseconds per beat for an AI speed (its pause between moves): slower AIs, slower moves.

    >>> [pace_for(delay) for delay in (0, 150, 600, 1500)]
    [100, 160, 340, 700]
    """
    return round(BRISK_MS + PER_AI_DELAY_MS * max(0, ai_delay_ms))


def _nothing() -> None:
    """A step that adds nothing to the scene has nothing to clean up."""


@dataclass(frozen=True, slots=True)
class Step:
    """One thing that moves on the board."""

    beats: float
    """How long it takes, in beats of the board's pace."""
    draw: Callable[[float], None]
    """Draws the step's moment t: 0 as before it, 1 as the state on the board has it."""
    done: Callable[[], None] = field(default=_nothing)
    """Removes what the step added to the scene for its own sake, after its end was drawn."""


class AnimationQueue(QObject):
    """Plays a board's steps in order; `busyChanged` says when something is moving (the match
    host holds the next AI move until the board has shown the last one). The board view skips it
    on a click or a key (`BoardView.event`): an event filter here would be called by Qt while a
    discarded board is being torn down, after Python has already let go of this object."""

    busyChanged = Signal(bool)

    def __init__(self, view: QWidget, pace_ms: int) -> None:
        super().__init__(view)
        self.pace_ms = pace_ms   # per beat; 0: every step ends at once
        self._queued: deque[Step] = deque()
        self._current: Step | None = None
        self._afterwards: list[Callable[[], None]] = []
        # One animation object, reused: one per step would stay a child of the board for good.
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._draw_current)
        self._animation.finished.connect(self._advance)

    @property
    def busy(self) -> bool:
        return self._current is not None

    def play(self, steps: Sequence[Step]) -> None:
        """Queue `steps` after whatever still moves ends at once; without a pace they end at once too."""
        self.finish()
        if not steps:
            return
        for step in reversed(steps):
            step.draw(0.0)
        self._queued.extend(steps)
        if self.pace_ms <= 0:
            self.finish()
            return
        self._advance()
        self.busyChanged.emit(True)

    def then(self, callback: Callable[[], None]) -> None:
        """Call `callback` once the steps on the board have ended (now, if nothing moves)."""
        if self.busy:
            self._afterwards.append(callback)
        else:
            callback()

    def finish(self) -> None:
        """Skip: every queued step jumps to its end, then what waited for the end is called."""
        self._animation.stop()
        was_busy = self._end_all()
        self._call_afterwards()
        if was_busy:
            self.busyChanged.emit(False)

    def abandon(self) -> None:
        """The board is about to show something else (a new game, an undo): end the steps at once
        and forget what waited for them."""
        self._afterwards.clear()
        self._animation.stop()
        if self._end_all():
            self.busyChanged.emit(False)

    def _end_all(self) -> bool:
        """End every step at once; whether any was moving."""
        was_busy = self.busy
        if self._current is not None:
            self._end(self._current)
            self._current = None
        while self._queued:
            self._end(self._queued.popleft())
        return was_busy

    @staticmethod
    def _end(step: Step) -> None:
        step.draw(1.0)
        step.done()

    def _advance(self) -> None:
        """The current step has ended: the next one starts, or the queue is done."""
        if self._current is not None:
            self._end(self._current)
            self._current = None
        if not self._queued:
            # What waited is called first: a card it shows holds the next AI move before the
            # end of the animation releases it.
            self._call_afterwards()
            self.busyChanged.emit(False)
            return
        self._current = self._queued.popleft()
        self._animation.setDuration(max(1, round(self._current.beats * self.pace_ms)))
        self._animation.start()

    def _draw_current(self, value: float) -> None:
        if self._current is not None:
            self._current.draw(float(value))

    def _call_afterwards(self) -> None:
        waiting, self._afterwards = self._afterwards, []
        for callback in waiting:
            callback()


def together(*steps: Step) -> Step:
    """Several things that move at once as one step (a card shown while its square is outlined and
    its points fly off): as long as the longest, each drawn at its own share of the time."""
    longest = max(step.beats for step in steps)

    def draw(t: float) -> None:
        for step in steps:
            step.draw(min(1.0, t * longest / step.beats) if step.beats > 0 else 1.0)

    def done() -> None:
        for step in steps:
            step.done()

    return Step(longest, draw, done)
