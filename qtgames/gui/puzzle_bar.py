"""The line over the board while a puzzle is on the table: its title, its goal, whose goal it is
("You are Player 2"), the verdict once reached, and *Try again*.

A puzzle's goal was said once in the status bar and gone after 15 s; players of a puzzle that
seats them as Player 2 lost track of which ship was theirs. The bar stays for the whole game.
What it says comes from the engine: the goal's sentence, the verdict the session reached.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..engine.core.protocol import goal_sentence
from ..engine.core.record import HUMAN, MatchRecord
from .i18n import translate
from .widgets.colours import PLAYER_COLOUR_NAMES, player_colour


def seat_words(record: MatchRecord, seat: int) -> str:
    """A seat as a player finds it on the board: "Player 2 (blue)", or "Ann (Player 2, blue)"."""
    name = record.players[seat].name
    colour = translate("Colour", PLAYER_COLOUR_NAMES[seat])
    number = translate("PuzzleBar", "Player {seat}").format(seat=seat + 1)
    if name == number:
        return translate("PuzzleBar", "{player} ({colour})").format(player=number, colour=colour)
    return translate("PuzzleBar", "{name} ({player}, {colour})").format(name=name, player=number, colour=colour)


def whose_goal(record: MatchRecord, seat: int) -> str:
    """Who plays for the goal, said to the people at the screen."""
    humans = [index for index, player in enumerate(record.players) if player.kind == HUMAN]
    who = seat_words(record, seat)
    if humans == [seat]:
        return translate("PuzzleBar", "You are {who}.").format(who=who)
    if seat in humans:
        return translate("PuzzleBar", "{who} plays for it.").format(who=who)
    return translate("PuzzleBar", "{who}, an AI, plays for it.").format(who=who)


class PuzzleBar(QFrame):
    """Shown while the match on the table plays for a puzzle's goal; hidden otherwise."""

    againRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle-bar")
        self.setStyleSheet("#puzzle-bar { background: #fbf1d9; border-bottom: 1px solid #e0c27a; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        self.text = QLabel()
        self.text.setObjectName("puzzle-goal")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        row.addWidget(self.text, 1)
        self.again = QPushButton(self.tr("Try again"))
        self.again.setObjectName("puzzle-bar-again")
        self.again.setToolTip(self.tr("Start the puzzle again from its position, with the same players"))
        self.again.clicked.connect(self.againRequested)
        row.addWidget(self.again)
        self.hide()

    def show_puzzle(self, record: MatchRecord | None) -> None:
        """Say the puzzle `record` plays for and how it stands; hide when it plays for none."""
        puzzle = None if record is None else record.puzzle
        if record is None or puzzle is None:
            self.hide()
            return
        goal = puzzle.goal
        colour = player_colour(goal.player).name()
        title = html.escape(puzzle.title) if puzzle.title else html.escape(self.tr("Puzzle"))
        parts = [f"<b>{title}</b>",
                 html.escape(self.tr("Goal: {goal}.").format(goal=goal_sentence(record.rules, goal))),
                 f"<span style='color:{colour}'>●</span> " + html.escape(whose_goal(record, goal.player))]
        if puzzle.verdict is not None:
            verdict = self.tr("Solved.") if puzzle.verdict else self.tr("Failed.")
            parts.append(f"<b style='color:{'#1b7a3a' if puzzle.verdict else '#b00020'}'>{html.escape(verdict)}</b>")
        self.text.setText(" &nbsp; ".join(parts))
        self.show()
