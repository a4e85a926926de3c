"""The pending decision's choices as buttons, shared by the games' side panels.

Amounts (cards to declare, a bid) come as a grid of small numbered buttons; every other
choice gets a full-width row with the engine's label, wrapped onto more lines rather than
widening the side panel. Buttons carry stable object names so tests and accessibility tools
can find a choice by what it means.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

NARROWEST_CHOICE = 80   # px: a labelled choice's least width; its words wrap below that
NUMBER_PADDING = 20     # px beside a number button's digits


class ChoiceButton(QPushButton):
    """A button whose label wraps: a long choice takes more lines, never more width."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.addWidget(self.label)
        self.setAccessibleName(text)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width() + self.label.sizeHint().width(), self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(NARROWEST_CHOICE, super().minimumSizeHint().height())


class ChoiceGrid(QGroupBox):
    actionChosen = Signal(object)

    def __init__(self, name_of: Callable[[Any], str], columns: int) -> None:
        super().__init__(self.tr("Your choices"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.name_of = name_of
        self.columns = columns
        self.describe: Callable[[Any], str] = str
        self._grid = QGridLayout(self)
        # What is being chosen: a wrapped line, not the box's title, which would widen the panel.
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self._grid.addWidget(self.heading, 0, 0, 1, columns)
        self.buttons: list[QPushButton] = []

    def show_choices(self, amounts: Sequence[tuple[Any, int]], others: Sequence[Any], title: str) -> None:
        """Replace the buttons: `amounts` as (action, number) in the grid, then one row per other action."""
        for button in self.buttons:
            self._grid.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for index, (action, amount) in enumerate(amounts):
            self._add(action, str(amount), 1 + index // self.columns, index % self.columns)
        row = 1 + (len(amounts) + self.columns - 1) // self.columns
        for action in others:
            self._add(action, self.describe(action), row, 0, span=self.columns, wraps=True)
            row += 1
        self.heading.setText(title)
        self.setVisible(bool(self.buttons))

    def _add(self, action: Any, text: str, row: int, column: int, span: int = 1, wraps: bool = False) -> None:
        button = ChoiceButton(text) if wraps else QPushButton(text)
        if not wraps:   # a number: as narrow as it reads, so a row of them fits the panel
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(text) + NUMBER_PADDING)
        button.setObjectName(self.name_of(action))
        button.setToolTip(self.describe(action))
        button.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
        self._grid.addWidget(button, row, column, 1, span)
        self.buttons.append(button)

    def choice(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.objectName() == name), None)
