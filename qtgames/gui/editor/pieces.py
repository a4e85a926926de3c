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

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QCursor, QIcon, QMouseEvent, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyleOptionViewItem,
    QWidget,
)

from ..widgets.plain_text import plain_tip

PIECE_ROLE = Qt.ItemDataRole.UserRole
CELL_MARGIN = 2   # what a grid cell keeps around its item (an item of a 66 px cell is 64 px wide)
QWIDGETSIZE_MAX = (1 << 24) - 1


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
        self._columns = 0

    def add_piece(self, piece: dict[str, Any], pixmap: QPixmap, label: str, tooltip: str) -> QListWidgetItem:
        item = QListWidgetItem(QIcon(pixmap), label)
        item.setData(PIECE_ROLE, piece)
        item.setToolTip(plain_tip(tooltip))
        self.addItem(item)
        grid = self.gridSize()
        if grid.isValid():
            self._set_grid(self._room_for(grid, [item]))
        return item

    def setGridSize(self, size: QSize) -> None:
        """The cells as large as asked, and wider where a label needs it (`_room_for`)."""
        self._set_grid(self._room_for(size, [self.item(row) for row in range(self.count())]))

    def keep_columns(self, columns: int) -> None:
        """Stay at least `columns` cells wide beside the list's own scroll bar, however wide a
        language's labels make the cells: the pieces stand in a row even when the dock scrolls."""
        self._columns = columns
        self._set_grid(self.gridSize())

    def _set_grid(self, grid: QSize) -> None:
        super().setGridSize(grid)
        if self._columns and grid.isValid():
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            self.setMinimumWidth(self._columns * (grid.width() + self.spacing()) + self.spacing() + bar
                                 + 2 * self.frameWidth())

    def _room_for(self, grid: QSize, items: list[QListWidgetItem]) -> QSize:
        """`grid` widened until every label of `items` fits on as many lines as a cell holds: labels
        run longer in some languages ("Giocatore 1", "bateau"), and Qt cuts what does not fit."""
        if not grid.isValid():
            return grid
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        width = grid.width()
        for item in (item for item in items if item.text()):
            index = self.indexFromItem(item)
            option.rect = QRect(0, 0, width - CELL_MARGIN, grid.height())
            need = self.itemDelegate().sizeHint(option, index)
            if need.width() > width - CELL_MARGIN or need.height() > grid.height():
                option.rect = QRect(0, 0, QWIDGETSIZE_MAX, grid.height())   # the label on one line
                width = max(width, self.itemDelegate().sizeHint(option, index).width() + CELL_MARGIN)
        return QSize(width, grid.height())

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
