"""The games as cards on the start page, each a small scene its package draws with its board's
own art (original drawings from the component data, never scans): click one to set the table for it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget

from ..engine.core import get_game
from .registry import registered_games, ui_for

SHOWN = QSize(175, 100)   # the cards are drawn larger (widgets/card_art.py) and shown at this size


class GameCards(QWidget):
    """One checkable card per game; `gameChosen` says which was clicked."""

    gameChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QToolButton] = {}
        for key in registered_games():
            button = QToolButton()
            button.setObjectName(f"game-card-{key}")
            button.setCheckable(True)
            button.setIcon(QIcon(ui_for(key).card_art()))
            button.setIconSize(SHOWN)
            button.setText(get_game(key).title)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setStyleSheet("QToolButton { padding: 6px; border-radius: 8px; font-weight: bold; }"
                                 "QToolButton:checked { background: #f2c14e; }")
            button.clicked.connect(lambda _=False, k=key: self.gameChosen.emit(k))
            self.group.addButton(button)
            layout.addWidget(button)
            self.buttons[key] = button
        layout.addStretch(1)

    def show_game(self, key: str) -> None:
        if key in self.buttons:
            self.buttons[key].setChecked(True)
