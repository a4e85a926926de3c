"""A warning box whose text is shown as it is: it quotes file names, players' names and the
problems files have, and Qt would take any of them that looks like markup for markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def warn(parent: QWidget, title: str, text: str) -> None:
    """Show `text` in a modal warning box, never interpreted as HTML."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
