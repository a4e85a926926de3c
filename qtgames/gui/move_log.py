"""The move log every game's panel shows: one line per event, the rule ID first."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QListWidget, QWidget

from ..engine.core import Event


class MoveLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def add_events(self, events: list[Event], names: list[str]) -> None:
        """Append events, with the engine's "Player N" replaced by the seat's name."""
        for event in events:
            text = event.text
            for seat, name in enumerate(names):
                text = text.replace(f"Player {seat + 1}", name)
            self.addItem(f"[{event.rule}] {text}")
        QTimer.singleShot(0, self.scrollToBottom)  # after the new rows are laid out
