"""Check the puzzle (the scenario editor's Play menu): is the puzzle sound — does its solution reach
the goal, is its first move the only one that does, does it hold under every roll of the dice?

The check is the engine's (`engine/ai/puzzle_check.py`), run in a worker process of the dialog's
own with a progress bar and a Cancel button. The dialog shows its verdict in three lines a setter
reads first (solution, cooks, dice), then the engine's sentences on how sure it is, then, for a
first move that fails, the move log of one way it fails: the replies and the rolls that break it.
What the goal player cannot see is dealt at random unless the setter ticks "as laid out" (the
command line's `--laid-out`): a puzzle whose notes tell the hidden cards is sound only for them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai import remote
from ...engine.ai.puzzle_check import PuzzleCheck
from ...engine.core.scenario import Scenario
from ..i18n import translate
from .legality import refuse_illegal
from .worker import AnalysisWorker

SOUND_COLOUR, BROKEN_COLOUR = "#2e7d32", "#b00020"


class PuzzleCheckDialog(QDialog):
    """Checks the scenario being edited as a puzzle when shown; Check again after an edit.

    It holds the way to read the editor's scenario, not a copy: Check again checks the position as
    it is now (a copy taken when the dialog opened kept checking the old one after every edit)."""

    def __init__(self, current: Callable[[], Scenario], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle-check")
        self.setWindowTitle(self.tr("Check the puzzle"))
        self.resize(640, 520)
        self.current = current
        self.scenario = current()
        self.worker = AnalysisWorker(self)
        self.worker.progressed.connect(self._progressed)
        self.worker.answered.connect(self._answered)
        self.worker.refused.connect(lambda _q, reason: self._refuse(reason))
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("puzzle-check-status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("puzzle-check-progress")
        self.progress.setFormat(self.tr("%v of %m first moves"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("puzzle-check-cancel")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.laid_out = QCheckBox(self.tr("Keep the hidden cards as laid out (when the notes tell them)"))
        self.laid_out.setObjectName("puzzle-check-laid-out")
        self.laid_out.setToolTip(self.tr("A puzzle whose notes give the other hands or the card under a stack is "
                                         "sound only for those cards: checked with them dealt at random, no first "
                                         "move may work. Press Check again after changing this."))
        layout.addWidget(self.laid_out)
        self.verdicts: dict[str, QLabel] = {}
        for name in ("solution", "cooks", "dice"):
            label = QLabel()
            label.setObjectName(f"puzzle-check-{name}")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
            self.verdicts[name] = label
        self.details_title = QLabel(self.tr("What the check found:"))
        layout.addWidget(self.details_title)
        self.details = QListWidget()
        self.details.setObjectName("puzzle-check-details")
        self.details.setWordWrap(True)
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again_button = buttons.addButton(self.tr("Check again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.setObjectName("puzzle-check-again")
        self.again_button.clicked.connect(self.start)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.check: PuzzleCheck | None = None

    def start(self) -> None:
        """Check the scenario as the editor has it now: the previous check, if still running, is forgotten."""
        self.scenario = self.current()
        self.check = None
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.again_button.setEnabled(False)
        for label in self.verdicts.values():
            label.clear()
        self.details.clear()
        goal = self.scenario.goal
        if goal is not None and not goal.solution:
            # The engine's refusal offers the command line's --depth, a field this window has not.
            self._refuse(self.tr("the check looks as many moves ahead as the solution has, and none is "
                                     "written. Play the solution in Test a ruling, then press Record on the "
                                     "Scenario tab."))
            return
        self.status.setText(self.tr("Checking every first move of the goal player against every reply and "
                                    "roll of the dice…"))
        self.worker.ask(remote.check_puzzle_remotely, self.scenario.rules.info, self.scenario,
                        laid_out=self.laid_out.isChecked())

    def cancel(self) -> None:
        self.worker.cancel()
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.setEnabled(True)
        self.status.setText(self.tr("The check was cancelled: nothing was found yet."))

    def _progressed(self, _question: int, report: Any) -> None:
        self.progress.setRange(0, report.total)
        self.progress.setValue(report.done)

    def _refuse(self, reason: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.setEnabled(True)
        self.status.setText(self.tr("This cannot be checked as a puzzle: {reason}").format(reason=reason))

    def _answered(self, _question: int, check: PuzzleCheck | None) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.setEnabled(True)
        if check is None:
            return
        self.check = check
        self.status.setText(self.tr("Goal: {goal}, within {horizon} moves.").format(goal=check.goal,
                                                                                   horizon=check.horizon))
        intended = check.intended_move
        solution = self.verdicts["solution"]
        if intended is None:
            solution.setText(self.tr("✗ The puzzle has no written solution to check."))
        elif intended.works:
            solution.setText(self.tr("✓ The solution's first move, {move}, reaches the goal.").format(
                move=intended.label))
        elif intended.works is None:
            solution.setText(self.tr("? The solution's first move, {move}, could not be settled within the "
                                     "check's budget.").format(move=intended.label))
        else:
            solution.setText(self.tr("✗ The solution's first move, {move}, does not always reach the goal.").format(
                move=intended.label))
        self.verdicts["cooks"].setText(self._cooks_verdict(check))
        broken = intended is not None and intended.works is False
        self.verdicts["dice"].setText(
            self.tr("✗ It does not hold against every reply and roll of the dice: one way it fails is below.")
            if broken else self.tr("✓ It holds under every roll of the dice and every reply looked at.")
            if intended is not None and intended.works else "")
        for label in self.verdicts.values():
            text = label.text()
            colour = BROKEN_COLOUR if text.startswith("✗") else SOUND_COLOUR if text.startswith("✓") else ""
            label.setStyleSheet(f"color: {colour};" if colour else "")
            label.setVisible(bool(text))
        for sentence in check.sentences():
            self.details.addItem(sentence)

    def _cooks_verdict(self, check: PuzzleCheck) -> str:
        """The second line: other first moves that work. "The solution is unique" only of a solution
        that works: beside a first move that fails it read as a contradiction."""
        cooks = check.cooks
        if cooks:
            return self.tr("✗ Second solutions (cooks): {moves}").format(moves="; ".join(m.label for m in cooks))
        intended = check.intended_move
        if intended is not None and intended.works:
            return self.tr("✓ No other first move works: the solution is unique.")
        if any(m.works is None for m in check.moves):
            return self.tr("? No other first move was found to work, but some were not settled within the budget.")
        return self.tr("✗ No first move works in every case looked at: the puzzle has no solution as set.")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.worker.shutdown()
        super().closeEvent(event)


def check_puzzle(current: Callable[[], Scenario], parent: QWidget) -> PuzzleCheckDialog | None:
    """Open the dialog over `parent` and start checking the scenario `current` reads; a position that
    breaks a rule is refused (after an edit, Check again hears it from the engine)."""
    if refuse_illegal(current(), translate("PuzzleCheckDialog", "Check the puzzle"), parent):
        return None
    dialog = PuzzleCheckDialog(current, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.start()
    return dialog
