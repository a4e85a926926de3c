"""The pending decision's choices as buttons, shared by the games' side panels.

Amounts (cards to declare) come as a grid of small numbered buttons; every other choice gets
a full-width row with the engine's label, and under it what choosing it costs or ends when the
game says so (`detail`), wrapped onto more lines rather than widening the side panel. Buttons
carry stable object names so tests and accessibility tools can find a choice by what it means;
a hint marks the one it suggests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)
from shiboken6 import isValid

from ..i18n import translate
from .plain_text import plain_tip, tip_with_line

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
        layout.setContentsMargins(8, 2, 8, 2)
        layout.addWidget(self.label)
        self.setAccessibleName(text)
        # Not a push button's fixed height: as tall as its wrapped words at the width it is given.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        """What the button says: its label's words (the button's own text stays empty, since the
        label draws them wrapped)."""
        return self.label.text()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width() + self.label.sizeHint().width(), self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(NARROWEST_CHOICE, super().minimumSizeHint().height())


class ChoiceGrid(QGroupBox):
    actionChosen = Signal(object)

    def __init__(self, name_of: Callable[[Any], str], columns: int, spelt_out_columns: int = 1,
                 titled: bool = True) -> None:
        super().__init__()
        # "Your choices" on the box's frame, or nowhere where the turn's heading says what is chosen
        # and the panel needs the line (a question of its own, "How many cards…?", still shows).
        self.plain_title = self.tr("Your choices")
        self.setTitle(self.plain_title if titled else "")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.name_of = name_of
        self.columns = columns
        # Choices spelt out side by side when there are several (half the rows, a panel that fits).
        self.spelt_out_columns = spelt_out_columns
        self.describe: Callable[[Any], str] = str
        # What a choice costs or ends ("3 gold · ends your turn"), from the game's engine; "" for nothing.
        self.detail: Callable[[Any], str] = lambda action: ""
        self._grid = QGridLayout(self)
        self._grid.setVerticalSpacing(4)
        # What is being chosen: a wrapped line, not the box's title, which would widen the panel.
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self._grid.addWidget(self.heading, 0, 0, 1, columns)
        self.buttons: list[QPushButton] = []

    def show_choices(self, amounts: Sequence[tuple[Any, int]], others: Sequence[Any], title: str) -> None:
        """Replace the buttons: `amounts` as (action, number) in the grid, then one row per other action."""
        for button in self.buttons:
            self._grid.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop: until then it would still show
            button.deleteLater()
        self.buttons = []
        for index, (action, amount) in enumerate(amounts):
            self._add(action, str(amount), 1 + index // self.columns, index % self.columns)
        row = 1 + (len(amounts) + self.columns - 1) // self.columns
        across = self.spelt_out_columns if len(others) > 2 else 1
        span = self.columns // across
        for index, action in enumerate(others):
            self._add(action, self.describe(action), row + index // across, (index % across) * span, span=span,
                      spelt_out=True)
        self.heading.setText(title)
        self.heading.setVisible(title != self.plain_title)   # the box's own name needs no second line
        self.setVisible(bool(self.buttons))

    def _add(self, action: Any, text: str, row: int, column: int, span: int = 1, spelt_out: bool = False) -> None:
        """One button; a full-width one (`spelt_out`) wraps its words and says its detail on a
        line of its own, a small numbered one is as narrow as it reads (so a row of them fits the
        panel) and gives its detail in its tooltip."""
        detail = self.detail(action)
        button: QPushButton
        if spelt_out:
            button = ChoiceButton(text + (f"\n{detail}" if detail else ""))
        else:
            button = QPushButton(text)
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(text) + NUMBER_PADDING)
        button.setObjectName(self.name_of(action))
        button.setToolTip(plain_tip(self.describe(action) + (f" — {detail}" if detail else "")))
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
HINT_KEYS = "hint-keys"   # the object name of a marked button's Enter shortcuts


def mark_hint(button: QAbstractButton, keys: bool = True) -> None:
    """The hint's pink frame (the board's hint ring's colour) on a panel's button, until it is
    rebuilt. Only on the button: a wrapping choice's label inside it would take a frame of its own.

    The keyboard goes to the button, and Enter presses it, as Enter lays the board's previewed
    hint: a player who asked with H takes the suggestion without reaching for the mouse. Not with
    `keys` False, where a field that keeps the keyboard takes the hint with Enter itself (a bid box
    that holds the suggested amount and still takes typing)."""
    button.setStyleSheet(f"QAbstractButton {{ {HINT_STYLE} }}")
    button.setToolTip(tip_with_line(button.toolTip(), translate("ChoiceGrid", "Suggested by the hint")))
    if not keys:
        return
    if button.findChild(QShortcut, HINT_KEYS) is None:   # twice would make Enter ambiguous: neither fires
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(key), button, context=Qt.ShortcutContext.WidgetShortcut)
            shortcut.setObjectName(HINT_KEYS)
            shortcut.activated.connect(button.click)
        keeper = QApplication.focusWidget()
        button.clicked.connect(lambda _checked=False: _give_keys_back(keeper))
    button.setFocus(Qt.FocusReason.OtherFocusReason)


def _give_keys_back(keeper: QWidget | None) -> None:
    """The hint's button goes with the move it made. The keyboard returns to what had it before
    the hint took it (the board, a box); else Qt hands it to the next widget in line, and the move
    log, given it so, showed its first line as picked."""
    if keeper is not None and isValid(keeper) and keeper.isVisible():
        keeper.setFocus(Qt.FocusReason.OtherFocusReason)
    elif (holder := QApplication.focusWidget()) is not None:
        holder.clearFocus()
