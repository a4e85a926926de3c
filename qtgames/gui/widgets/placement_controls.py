"""The turn/place buttons and the one-line verdict under them, as every game's panel shows them."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .rule_links import VerdictLabel


class PlacementControls(QWidget):
    """Buttons for turning and laying the previewed piece; the verdict is red when the rules refuse."""

    rotateRequested = Signal()
    placeRequested = Signal()

    def __init__(self, rotate_text: str, place_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        self.rotate_button = QPushButton(rotate_text)
        self.rotate_button.clicked.connect(self.rotateRequested)
        self.place_button = QPushButton(place_text)
        self.place_button.clicked.connect(self.placeRequested)
        buttons.addWidget(self.rotate_button)
        buttons.addWidget(self.place_button)
        layout.addLayout(buttons)
        self.status = VerdictLabel()
        layout.addWidget(self.status)

    def set_placing(self, placing: bool) -> None:
        self.rotate_button.setEnabled(placing)
        self.place_button.setEnabled(placing)
        if not placing:
            self.status.clear_verdict()

    def show_verdict(self, text: str, legal: bool) -> None:
        self.status.show_verdict(text, legal)
