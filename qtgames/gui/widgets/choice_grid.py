"""The pending decision's choices as buttons, shared by the games' side panels.

Amounts (cards to declare) come as a grid of small numbered buttons; every other choice gets
a full-width row with the engine's label, and under it what choosing it costs or ends when the
game says so (`detail`). Buttons carry stable object names so tests and accessibility tools can
find a choice by what it means; a hint marks the one it suggests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QPushButton, QSizePolicy, QWidget

from ..i18n import translate


class ChoiceGrid(QGroupBox):
    actionChosen = Signal(object)

    def __init__(self, name_of: Callable[[Any], str], columns: int) -> None:
        super().__init__(self.tr("Your choices"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.name_of = name_of
        self.columns = columns
        self.describe: Callable[[Any], str] = str
        # What a choice costs or ends ("3 gold · ends your turn"), from the game's engine; "" for nothing.
        self.detail: Callable[[Any], str] = lambda action: ""
        self._grid = QGridLayout(self)
        self.buttons: list[QPushButton] = []

    def show_choices(self, amounts: Sequence[tuple[Any, int]], others: Sequence[Any], title: str) -> None:
        """Replace the buttons: `amounts` as (action, number) in the grid, then one row per other action."""
        for button in self.buttons:
            self._grid.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for index, (action, amount) in enumerate(amounts):
            self._add(action, str(amount), index // self.columns, index % self.columns)
        row = (len(amounts) + self.columns - 1) // self.columns
        for action in others:
            self._add(action, self.describe(action), row, 0, span=self.columns, spelt_out=True)
            row += 1
        self.setTitle(title)
        self.setVisible(bool(self.buttons))

    def _add(self, action: Any, text: str, row: int, column: int, span: int = 1, spelt_out: bool = False) -> None:
        """One button; a full-width one (`spelt_out`) says its detail on a second line, a small
        numbered one in its tooltip."""
        detail = self.detail(action)
        button = QPushButton(text + (f"\n{detail}" if detail and spelt_out else ""))
        button.setObjectName(self.name_of(action))
        button.setToolTip(self.describe(action) + (f" — {detail}" if detail else ""))
        button.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
        self._grid.addWidget(button, row, column, 1, span)
        self.buttons.append(button)

    def choice(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.objectName() == name), None)

    def highlight(self, action: Any) -> bool:
        """Mark the button of a hint's action; False when no button offers it."""
        button = self.choice(self.name_of(action))
        if button is None:
            return False
        mark_hint(button)
        return True


HINT_STYLE = "border: 3px solid #ff4081; border-radius: 5px; padding: 5px 8px; background: #ffe9f1;"


def mark_hint(button: QWidget) -> None:
    """The hint's pink frame (the board's hint ring's colour) on a panel's button, until it is rebuilt."""
    button.setStyleSheet(HINT_STYLE)
    button.setToolTip(button.toolTip() + "\n" + translate("ChoiceGrid", "Suggested by the hint"))
