"""Palette lists whose entries are dragged onto the board (or a hand) like physical pieces.

The drag is done by hand rather than with QDrag: the list keeps the mouse from press to
release (Qt's implicit grab), shows the piece under the cursor, and on release reports the
piece and the global point it was let go at. The editor window then asks whichever drop
target lies under that point (the board, a hand) to take it. This works the same for a
player's mouse and for pytest-qt's synthetic press/move/release, where a modal QDrag would
block the test.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import QCursor, QIcon, QMouseEvent, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from ..widgets.plain_text import plain_tip

PIECE_ROLE = Qt.ItemDataRole.UserRole


class PieceList(QListWidget):
    """Icons of pieces; pressing one and releasing elsewhere emits `dropped(piece, global point)`."""

    dropped = Signal(object, QPoint)
    dragged = Signal(object, QPoint)   # the piece carried and the global point under it; None when let go

    def __init__(self, icon_size: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(QSize(icon_size, icon_size))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSpacing(3)
        self.setWordWrap(True)
        self.setDragEnabled(False)
        self._pressed: QListWidgetItem | None = None
        self._origin = QPoint()
        self._dragging = False

    def add_piece(self, piece: dict[str, Any], pixmap: QPixmap, label: str, tooltip: str) -> QListWidgetItem:
        item = QListWidgetItem(QIcon(pixmap), label)
        item.setData(PIECE_ROLE, piece)
        item.setToolTip(plain_tip(tooltip))
        self.addItem(item)
        return item

    def item_for(self, piece: dict[str, Any]) -> QListWidgetItem | None:
        for row in range(self.count()):
            if self.item(row).data(PIECE_ROLE) == piece:
                return self.item(row)
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.itemAt(event.position().toPoint())
            self._origin = event.position().toPoint()
            self._dragging = False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed is None:
            super().mouseMoveEvent(event)
            return
        distance = (event.position().toPoint() - self._origin).manhattanLength()
        if not self._dragging and distance >= QApplication.startDragDistance():
            self._dragging = True
            QApplication.setOverrideCursor(QCursor(self._pressed.icon().pixmap(self.iconSize())))
        if self._dragging:
            self.dragged.emit(self._pressed.data(PIECE_ROLE), self.viewport().mapToGlobal(event.position().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, dragging = self._pressed, self._dragging
        self._pressed, self._dragging = None, False
        if dragging:
            QApplication.restoreOverrideCursor()
            self.dragged.emit(None, QPoint())
        if pressed is not None and dragging:
            self.dropped.emit(pressed.data(PIECE_ROLE), self.viewport().mapToGlobal(event.position().toPoint()))
            return
        super().mouseReleaseEvent(event)
