"""The bar over the editor's board while "Test a ruling" shows where its actions lead.

The board then shows a position that is not the scenario's: the bar says so, says that Save keeps
the scenario as laid out, and offers the way back and the two explicit ways to keep the shown
position — lay it out (an undo step; Save writes it from then on) or save it as a new scenario.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class TrialBar(QFrame):
    """Hidden until a ruling's action is applied (`show_steps`)."""

    backRequested = Signal()
    keepRequested = Signal()
    saveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trial-bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#trial-bar { background: #fff4cf; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.words = QLabel()
        self.words.setObjectName("trial-words")
        self.words.setWordWrap(True)
        layout.addWidget(self.words)
        buttons = QHBoxLayout()
        for text, name, tip, signal in (
                (self.tr("Back to the scenario"), "trial-back",
                 self.tr("Show the position as laid out again"), self.backRequested),
                (self.tr("Lay out this position"), "trial-keep",
                 self.tr("Make the shown position the scenario's (an undo step); Save then writes it"),
                 self.keepRequested),
                (self.tr("Save it as…"), "trial-save",
                 self.tr("Save the shown position as a new scenario; this one stays as laid out"),
                 self.saveRequested)):
            button = QPushButton(text)
            button.setObjectName(name)
            button.setToolTip(tip)
            button.clicked.connect(signal)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.hide()

    def show_steps(self, steps: int) -> None:
        """Say what the board shows: the position after `steps` applied actions (0: hide)."""
        self.words.setText(self.tr("The board shows the position after %n actions applied in Test a ruling. "
                                   "The scenario stays as laid out: Save keeps that.", "", steps))
        self.setVisible(steps > 0)
