"""Rows of what a board does not show (the hands, the auction), drawn under it in a picture of a
position: a label, the pieces with the app's own art, and a few words (`board_image.py` draws them;
each game's editor tools say what they hold)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

GAP = 8.0           # between a row's pieces and its words
ROW_HEIGHT = 0.06   # a table row's pieces, as a share of the picture's width
LABEL_WIDTH = 0.24  # the rows' labels, as a share of the picture's width


@dataclass(frozen=True, slots=True)
class TableRow:
    """A row under the board in a picture: what it is (`label`: "Player 1's hand"), the pieces
    in it drawn as in the app, and words after them ("High bid 5 by Player 2")."""

    label: str
    pieces: list[QPixmap] = field(default_factory=list)
    words: str = ""


def draw_row(painter: QPainter, row: TableRow, rect: QRectF) -> None:
    """One row: its label, its pieces side by side at the row's height, then its words."""
    label_width = rect.width() * LABEL_WIDTH
    flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    painter.drawText(QRectF(rect.left(), rect.top(), label_width, rect.height()), flags, row.label)
    x = rect.left() + label_width
    for pixmap in row.pieces:
        scaled = rect.height() / max(1, pixmap.height()) * pixmap.width()
        painter.drawPixmap(QRectF(x, rect.top(), scaled, rect.height()), pixmap, QRectF(pixmap.rect()))
        x += scaled + rect.height() * 0.12
    if row.words:
        painter.drawText(QRectF(x + GAP, rect.top(), rect.right() - x, rect.height()), flags, row.words)
