"""The editor's Scenario page: the scenario's words (title, author, notes) and a puzzle's goal with
what its author adds — the solution, a hint before each of its moves, and the words shown when the
goal is met or failed.

A solution is recorded, not typed: the author plays it in "Test a ruling" (every seat's moves,
from the position as laid out) and presses *Record*; the engine replays it (`puzzle.check_solution`)
and the page lists each move with the hint shown before it, and whether it reaches the goal.
Every change is an undo step of the document's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import FormatError, messages
from ...engine.core.protocol import Goal, goal_sentence
from ...engine.core.puzzle import SolutionCheck, check_solution
from .document import ScenarioDocument

MOVE_COLUMN, HINT_COLUMN = 0, 1
HINT_LENGTH = 500   # the scenario format's limit on a hint
NOTES_HEIGHT = 110     # pixels; longer notes scroll in their box
SOLUTION_HEIGHT = 180  # pixels; a longer solution scrolls in its table
GOAL_MIN_LETTERS = 12  # the goal's drop-down never asks the dock for more room than this


class ScenarioForm(QWidget):
    """The scenario's words and goal, edited as undo steps of `document`; `recordRequested` asks
    the window for the moves applied in "Test a ruling" to become the solution."""

    recordRequested = Signal()

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.title_edit = QLineEdit(document.title)
        self.title_edit.setObjectName("scenario-title")
        self.title_edit.setMaxLength(200)
        self.title_edit.textEdited.connect(lambda text: document.set_words("title", text, self.tr("Edit the title")))
        self.author_edit = QLineEdit(document.author)
        self.author_edit.setObjectName("scenario-author")
        self.author_edit.setMaxLength(200)
        self.author_edit.textEdited.connect(lambda text: document.set_words("author", text, self.tr("Edit the author")))
        self.notes_edit = QPlainTextEdit(document.notes)
        self.notes_edit.setObjectName("scenario-notes")
        self.notes_edit.setPlaceholderText(self.tr("What the puzzle or ruling is about"))
        self.notes_edit.setMaximumHeight(NOTES_HEIGHT)   # it scrolls: the goal and solution stay in sight
        self.notes_edit.textChanged.connect(
            lambda: document.set_words("notes", self.notes_edit.toPlainText(), self.tr("Edit the notes")))
        self.goal_kind = QComboBox()
        self.goal_kind.setObjectName("goal-kind")
        # As narrow as the dock allows: the goal has a row of its own, its whole words wider than the dock.
        self.goal_kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.goal_kind.setMinimumContentsLength(GOAL_MIN_LETTERS)
        self.goal_kind.addItem(self.tr("No goal (a position to study)"), "")
        self.targeted: set[str] = set()   # the goal kinds whose sentence has a number to reach
        for kind, sentence in document.rules.goal_kinds().items():
            self.goal_kind.addItem(messages.say(sentence, target="N"), kind)
            if messages.say(sentence, target=1) != messages.say(sentence, target=2):
                self.targeted.add(kind)
        self.goal_player = QSpinBox()
        self.goal_player.setObjectName("goal-player")
        self.goal_player.setRange(1, 8)
        self.goal_target = QSpinBox()
        self.goal_target.setObjectName("goal-target")
        self.goal_target.setRange(0, 999)
        for signal in (self.goal_kind.currentIndexChanged, self.goal_player.valueChanged,
                       self.goal_target.valueChanged):
            signal.connect(self._goal_changed)
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Author"), self.author_edit)
        form.addRow(self.tr("Notes"), self.notes_edit)
        # The goal's words under its label, the whole width of the page: beside it they were cut.
        form.addRow(QLabel(self.tr("Puzzle goal")))
        form.addRow(self.goal_kind)
        # The drop-down elides a long goal where the dock is narrow: its whole words, as the
        # player will read them, wrap under it.
        self.goal_words = QLabel()
        self.goal_words.setObjectName("goal-words")
        self.goal_words.setWordWrap(True)
        form.addRow(self.goal_words)
        form.addRow(self.tr("For player"), self.goal_player)
        form.addRow(self.tr("Target (N)"), self.goal_target)
        self.goal_form = form
        layout.addLayout(form)
        layout.addWidget(self._solution_part())
        self.show_words()

    def _solution_part(self) -> QWidget:
        """The solution's moves with a hint for each, the buttons that record and clear it, and
        the words for a met and a failed goal."""
        part = QWidget()
        layout = QVBoxLayout(part)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("<b>Solution and hints</b>"))
        layout.addWidget(heading)
        self.solution_help = QLabel(self.tr("Play the solution in Test a ruling — every player's moves, from the "
                                            "position as laid out — then press Record. Type the hint a player "
                                            "sees before each move (leave it empty for none)."))
        self.solution_help.setWordWrap(True)
        layout.addWidget(self.solution_help)
        self.solution = QTableWidget(0, 2)
        self.solution.setObjectName("solution-moves")
        self.solution.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Hint before it")])
        self.solution.horizontalHeader().setSectionResizeMode(MOVE_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.solution.horizontalHeader().setSectionResizeMode(HINT_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.solution.verticalHeader().setVisible(True)
        self.solution.setWordWrap(True)
        self.solution.setTextElideMode(Qt.TextElideMode.ElideNone)
        # Rows as tall as their wrapped words at the width the panel gives the columns.
        self.solution.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.solution.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                      | QAbstractItemView.EditTrigger.EditKeyPressed
                                      | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.solution.setMinimumHeight(90)
        self.solution.setMaximumHeight(SOLUTION_HEIGHT)
        self.solution.itemChanged.connect(self._hint_changed)
        layout.addWidget(self.solution)
        self.solution_verdict = QLabel()
        self.solution_verdict.setObjectName("solution-verdict")
        self.solution_verdict.setWordWrap(True)
        layout.addWidget(self.solution_verdict)
        buttons = QHBoxLayout()
        self.record_button = QPushButton(self.tr("Record"))
        self.record_button.setObjectName("record-solution")
        self.record_button.setToolTip(self.tr("The moves applied in Test a ruling become the solution"))
        self.record_button.clicked.connect(self.recordRequested)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setObjectName("clear-solution")
        self.clear_button.clicked.connect(lambda: self._set_goal(self.tr("Clear the solution"), solution=(), hints=()))
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        words = QFormLayout()
        self.success_edit = QLineEdit()
        self.success_edit.setObjectName("goal-success")
        self.success_edit.setMaxLength(1000)
        self.success_edit.setPlaceholderText(self.tr("The app's own words"))
        self.success_edit.editingFinished.connect(
            lambda: self._set_goal(self.tr("Edit the words when solved"), success=self.success_edit.text()))
        self.failure_edit = QLineEdit()
        self.failure_edit.setObjectName("goal-failure")
        self.failure_edit.setMaxLength(1000)
        self.failure_edit.setPlaceholderText(self.tr("The app's own words"))
        self.failure_edit.editingFinished.connect(
            lambda: self._set_goal(self.tr("Edit the words when failed"), failure=self.failure_edit.text()))
        words.addRow(self.tr("When solved"), self.success_edit)
        words.addRow(self.tr("When failed"), self.failure_edit)
        layout.addLayout(words)
        return part

    # ------------------------------------------------------------ editing

    def _goal_changed(self) -> None:
        kind = self.goal_kind.currentData()
        edited = Goal(kind, self.goal_player.value() - 1, self.goal_target.value())
        old = self.document.goal
        # The solution, hints and words stay with an edited goal.
        goal = (replace(old, kind=kind, player=edited.player, target=edited.target) if old else edited) if kind else None
        self.document.set_words("goal", goal, self.tr("Change the goal"))

    def _set_goal(self, text: str, **changed: Any) -> None:
        """Change what the author adds to the goal (one undo step of its own, never merged with the
        goal's kind, player or target)."""
        goal = self.document.goal
        if goal is not None:
            self.document.set_words("goal", replace(goal, **changed), text, merge=False)

    def record(self, actions: list[Any]) -> None:
        """Make `actions` (as the position format writes them) the solution; the hints typed for
        its first moves stay."""
        goal = self.document.goal
        if goal is not None and actions:
            self._set_goal(self.tr("Record the solution"), solution=tuple(actions),
                           hints=_trimmed(goal.hints[:len(actions)]))

    def _hint_changed(self, item: QTableWidgetItem) -> None:
        goal = self.document.goal
        if goal is None or item.column() != HINT_COLUMN:
            return
        hints = list(goal.hints) + [""] * (len(goal.solution) - len(goal.hints))
        hints[item.row()] = item.text().strip()[:HINT_LENGTH]
        self._set_goal(self.tr("Write a hint"), hints=_trimmed(tuple(hints)))

    # ------------------------------------------------------------ showing

    def show_words(self) -> None:
        """The fields as the document has them (after an undo or redo, or another position laid out)."""
        document = self.document
        blockers = [QSignalBlocker(widget) for widget in (
            self.title_edit, self.author_edit, self.notes_edit, self.goal_kind, self.goal_player, self.goal_target,
            self.solution)]
        if self.title_edit.text() != document.title:
            self.title_edit.setText(document.title)
        if self.author_edit.text() != document.author:
            self.author_edit.setText(document.author)
        if self.notes_edit.toPlainText() != document.notes:
            self.notes_edit.setPlainText(document.notes)
        goal = document.goal
        self.goal_kind.setCurrentIndex(max(0, self.goal_kind.findData(goal.kind if goal else "")))
        self.goal_kind.setToolTip(self.goal_kind.currentText())
        if goal is not None:
            self.goal_player.setValue(goal.player + 1)
            self.goal_target.setValue(goal.target)
        # Whose goal, and its number, only where the goal has them: winning has no "N".
        self.goal_form.setRowVisible(self.goal_player, goal is not None)
        self.goal_form.setRowVisible(self.goal_target, goal is not None and goal.kind in self.targeted)
        self.goal_form.setRowVisible(self.goal_words, goal is not None)
        if goal is not None:
            self.goal_words.setText(self.tr("Player {seat}: {goal}").format(
                seat=goal.player + 1, goal=goal_sentence(document.rules, goal)))
        for edit, words in ((self.success_edit, goal.success if goal else ""),
                            (self.failure_edit, goal.failure if goal else "")):
            if edit.text() != words:
                edit.setText(words)
                edit.setCursorPosition(0)   # the start of the words in sight
            edit.setEnabled(goal is not None)
        self._show_solution(goal)
        del blockers

    def _show_solution(self, goal: Goal | None) -> None:
        """The solution's moves as the engine reads them played from the laid-out position, each with
        its hint, and whether it reaches the goal."""
        check = self._check()
        played = check.played if check is not None else ()
        moves = len(goal.solution) if goal else 0
        self.solution.setRowCount(moves)
        for row in range(moves):
            assert goal is not None
            if row < len(played):
                seat, label = played[row]
                words = self.tr("{player}: {move}").format(player=messages.player(seat), move=label)
            else:
                words = self.tr("(not reached)")
            move = QTableWidgetItem(words)
            move.setFlags(move.flags() & ~Qt.ItemFlag.ItemIsEditable)
            move.setToolTip(words)
            self.solution.setItem(row, MOVE_COLUMN, move)
            hint = QTableWidgetItem(goal.hints[row] if row < len(goal.hints) else "")
            hint.setToolTip(hint.text())
            self.solution.setItem(row, HINT_COLUMN, hint)
        self.solution.setEnabled(goal is not None)
        self.clear_button.setEnabled(moves > 0)
        if goal is None:
            self.solution_verdict.setText(self.tr("A puzzle's solution needs a goal."))
        elif check is None:
            self.solution_verdict.setText(self.tr("No solution yet.") if not moves else
                                          self.tr("Fix the position's problems to check the solution."))
        elif check.reaches:
            self.solution_verdict.setText("<span style='color:#1b7f3a'>✓ " + self.tr(
                "The solution reaches the goal in %n moves.", "", check.moves) + "</span>")
        else:
            self.solution_verdict.setText("<span style='color:#b3261e'>✗ " + self.tr(
                "The solution fails at move {move}: {reason}").format(move=check.move, reason=check.reason) + "</span>")

    def _check(self) -> SolutionCheck | None:
        """The engine's replay of the solution on the position as laid out (None: no solution, or a
        position with problems, which cannot be played)."""
        scenario = self.document.scenario()
        if scenario.goal is None or not scenario.goal.solution:
            return None
        try:
            return check_solution(scenario)
        except FormatError:
            return None

    def allow_recording(self, moves: int) -> None:
        """Whether "Test a ruling" has `moves` applied from the position as laid out to record."""
        self.record_button.setEnabled(self.document.goal is not None and moves > 0)
        self.record_button.setText(self.tr("Record %n moves", "", moves) if moves else self.tr("Record"))


def _trimmed(hints: tuple[str, ...]) -> tuple[str, ...]:
    """Hints without the empty ones at the end (the file keeps no more than it says)."""
    kept = list(hints)
    while kept and not kept[-1]:
        kept.pop()
    return tuple(kept)
