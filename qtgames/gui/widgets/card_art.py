"""The canvas a game's start-page card is painted on: every game's picture has the same size."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPainter, QPixmap

ART = QSize(210, 120)   # drawn at this size, shown smaller


def card_canvas(background: QColor, paint: Callable[[QPainter], None]) -> QPixmap:
    """A card's picture: `paint` draws on the background with antialiasing."""
    pixmap = QPixmap(ART)
    pixmap.fill(background)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pixmap
