"""The scenario being edited: its position (in the documented JSON format), its words, and undo.

Every edit replaces the whole position with a changed copy (positions are a few KB), so one
undo command serves every tool of every game, and undo is exact. After each change the
document re-reads the position through the game's `read_position` and publishes the state to
draw and the problems to list; the editor never decides legality itself.

"Test a ruling" shows the position after the actions it applies without making them edits: the
scenario as laid out is what Save writes, whatever the board shows (a puzzle is never saved in
its solved state by accident); keeping the shown position is an edit of its own (`lay_out_shown`).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...engine.core import FormatError, get_game
from ...engine.core.editing import Position
from ...engine.core.options import RuleOptions
from ...engine.core.protocol import AnyGame, Goal
from ...engine.core.rules import Problem
from ...engine.core.scenario import Scenario
from ...storage import write_atomic
from .marks import Mark


class _PositionEdit(QUndoCommand):
    """One edit: the position and rule options before and after (all kept whole)."""

    def __init__(self, document: ScenarioDocument, before: Position, after: Position, text: str,
                 options: RuleOptions) -> None:
        super().__init__(text)
        self.document, self.before, self.after = document, before, after
        self.options_before, self.options_after = document.options, options

    def redo(self) -> None:
        self.document._adopt(self.after, self.options_after)

    def undo(self) -> None:
        self.document._adopt(self.before, self.options_before)


# The scenario's words and goal, each edited by its own field; typing into one merges into one step.
WORDS = ("title", "author", "notes", "goal")
MARKS = "marks"   # the arrows and rings over the board: each one drawn is a step of its own


class _WordsEdit(QUndoCommand):
    """A change of the scenario's title, author, notes or goal, or of the marks over the board
    (not of the position). `merge`: whether typing on in the same field goes into this step."""

    def __init__(self, document: ScenarioDocument, field: str, before: Any, after: Any, text: str,
                 merge: bool) -> None:
        super().__init__(text)
        self.document, self.field, self.before, self.after = document, field, before, after
        self.merge = merge

    def redo(self) -> None:
        self.document._set_words(self.field, self.after)

    def undo(self) -> None:
        self.document._set_words(self.field, self.before)


class ScenarioDocument(QObject):
    """A scenario open in the editor; `changed` fires after every edit, undo and redo of the
    position and whenever another position is shown, `wordsChanged` after one of its title,
    author, notes or goal, `marksChanged` after an arrow or ring is drawn or taken away
    (`marks.py`: for pictures, not kept in the file).

    `laid_out` is the position as laid out, the one saved; `position` (with `state` and
    `problems`) the one shown: the same, or a ruling's result while `trying`."""

    changed = Signal()
    wordsChanged = Signal()
    marksChanged = Signal()

    def __init__(self, scenario: Scenario, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_key = scenario.game
        self.options: RuleOptions = scenario.options
        self.title, self.author, self.notes = scenario.title, scenario.author, scenario.notes
        self.goal: Goal | None = scenario.goal
        self.marks: tuple[Mark, ...] = ()
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.state: Any = None
        self.problems: list[Problem] = []
        self.laid_out: Position = {}
        self.position: Position = {}
        self._adopt(self._written_out(scenario.position))

    @property
    def rules(self) -> AnyGame:
        return get_game(self.game_key)

    def _written_out(self, position: Position) -> Position:
        """The position with every field written out: a file may leave out the fields that have a
        default, and the tools read every field. A malformed one is kept as it is, to be shown."""
        try:
            state, _ = self.rules.read_position(position, self.options, "position")
        except FormatError:
            return copy.deepcopy(position)
        written: Position = self.rules.state_to_json(state)
        return written

    def edit(self, after: Position, text: str, options: RuleOptions | None = None) -> None:
        """Apply an edited copy of the position as one undoable step (no step when nothing changed).

        `options` are the scenario's rule options after the edit when it changes them too: a
        rule option can change what a position means (which side of a board is up, and so its fields).
        """
        options = self.options if options is None else options
        if after != self.laid_out or options != self.options or self.trying:
            self.undo_stack.push(_PositionEdit(self, self.laid_out, after, text, options))

    @property
    def trying(self) -> bool:
        """Whether the position shown is a ruling's result rather than the scenario as laid out."""
        return self.position is not self.laid_out

    def try_out(self, position: Position) -> None:
        """Show `position` (where "Test a ruling"'s actions lead) without changing the scenario as
        laid out: no undo step, and Save still writes the laid-out position."""
        self._show(position)

    def end_trial(self) -> None:
        """Show the scenario as laid out again."""
        if self.trying:
            self._show(self.laid_out)

    def lay_out_shown(self, text: str) -> None:
        """Make the shown position the scenario's, as one undo step `text` (the explicit way to keep
        a ruling's result: Save writes it from then on)."""
        if self.trying:
            self.undo_stack.push(_PositionEdit(self, self.laid_out, self.position, text, self.options))

    def set_words(self, field: str, value: Any, text: str, merge: bool = True) -> None:
        """Set the title, author, notes or goal as an undoable step `text` (typing on merges into it,
        unless not `merge`: a step that stands on its own, such as recording a solution)."""
        if getattr(self, field) == value:
            return
        typed_on = self._typing_step(field) if merge else None
        if typed_on is not None:
            typed_on.after = value
            self._set_words(field, value)
        else:
            self.undo_stack.push(_WordsEdit(self, field, getattr(self, field), value, text, merge))

    def _typing_step(self, field: str) -> _WordsEdit | None:
        """The step on top of the undo stack that typing in `field` goes on in, if there is one.

        The merging is done here rather than by QUndoStack (`id`/`mergeWith`): the stack deletes
        a merged command in C++ inside `push`, and PySide then keeps its Python side alive, and
        with it this document and its game state, for the rest of the session. Like the stack, a
        step is not typed on past the saved point, nor with steps to redo above it."""
        stack = self.undo_stack
        top = stack.index()
        if top == 0 or top != stack.count() or top == stack.cleanIndex():
            return None
        command = stack.command(top - 1)
        return command if isinstance(command, _WordsEdit) and command.field == field and command.merge else None

    def set_marks(self, marks: tuple[Mark, ...], text: str) -> None:
        """Replace the arrows and rings over the board as an undoable step `text`."""
        if marks != self.marks:
            self.undo_stack.push(_WordsEdit(self, MARKS, self.marks, marks, text, merge=False))

    def _set_words(self, field: str, value: Any) -> None:
        setattr(self, field, value)
        (self.marksChanged if field == MARKS else self.wordsChanged).emit()

    def _adopt(self, position: Position, options: RuleOptions | None = None) -> None:
        """Lay out `position` (an edit, its undo or redo) and show it."""
        self.laid_out = position
        if options is not None:
            self.options = options
        self._show(position)

    def _show(self, position: Position) -> None:
        self.position = position
        self.state, self.problems = self._read(position)
        self.changed.emit()

    def _read(self, position: Position) -> tuple[Any, list[Problem]]:
        """The engine's state of `position` and the rules it breaks (no state when malformed)."""
        try:
            return self.rules.read_position(position, self.options, "position")
        except FormatError as exc:
            # Only a hand-edited file can be malformed; the editor's own edits keep the format.
            return None, [Problem("format", exc.path, exc.said)]

    @property
    def playable(self) -> bool:
        return self.state is not None and not self.problems

    def scenario(self, shown: bool = False) -> Scenario:
        """The scenario as laid out (what Save writes), or with the position shown (`shown`: what
        the board shows, to play, copy or keep)."""
        position = self.position if shown else self.laid_out
        # Its problems go with it: the analysis and the puzzle check refuse a position that breaks a rule.
        problems = self.problems if position is self.position else self._read(position)[1]
        return Scenario(self.game_key, self.options, copy.deepcopy(position), self.title, self.author,
                        self.notes, self.goal, list(problems))

    def save(self, path: Path) -> None:
        """Write atomically: a failed save leaves the old file as it was."""
        write_atomic(path, self.scenario().dumps())
        self.path = path
        self.undo_stack.setClean()
