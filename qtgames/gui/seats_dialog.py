"""Who plays each seat when a position is played: the lobby's puzzles, the editor's Play from here
and taking over a reviewed game all ask it the same way."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..engine.core.protocol import goal_sentence
from ..engine.core.record import PlayerSeat
from ..engine.core.scenario import Scenario
from .puzzle_seats import puzzle_seats
from .start_page import SeatRow


class SeatsDialog(QDialog):
    """Who plays each seat of the position: a person or an AI level. For a `puzzle` the dialog
    says its goal and marks its seat, offered to the person (the other seats to the AI)."""

    def __init__(self, players: int, parent: QWidget | None = None, seats: list[PlayerSeat] | None = None,
                 puzzle: Scenario | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from here"))
        self.setObjectName("seats-dialog")
        layout = QVBoxLayout(self)
        goal = puzzle.goal if puzzle is not None else None
        if puzzle is not None and goal is not None:
            words = QLabel(self.tr("Puzzle goal: {goal}").format(goal=goal_sentence(puzzle.rules, goal)))
            words.setObjectName("seats-goal")
            words.setWordWrap(True)
            layout.addWidget(words)
            seats = seats or puzzle_seats(puzzle)
        grid = QGridLayout()
        self.rows = [SeatRow(grid, seat) for seat in range(players)]
        for row, seat in zip(self.rows, seats or [], strict=False):
            row.set_seat(seat)
        if goal is not None and goal.player < players:
            label = self.rows[goal.player].label
            label.setText(self.tr("{seat}: the puzzle's side").format(seat=label.text()))
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> list[PlayerSeat]:
        return [row.seat() for row in self.rows]


