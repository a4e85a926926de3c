"""Tsuro of the Seas on the start page: a small scene drawn with the board's own art."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ...engine.tsuro_seas.data import load_data
from ..widgets import colours
from ..widgets.card_art import card_canvas
from .art import daikaiju_pixmap, ship_polygon, tile_pixmap


def card_art() -> QPixmap:
    """Two wake tiles, a daikaiju beside them and a ship on a wake."""
    data = load_data()

    def paint(painter: QPainter) -> None:
        for slot, tile in enumerate((3, 17)):
            wake = tile_pixmap(data.rotated[tile][slot])
            painter.drawPixmap(QRectF(12 + slot * 64, 28, 64, 64), wake, QRectF(wake.rect()))
        kaiju = daikaiju_pixmap(4, True, 3)
        painter.drawPixmap(QRectF(136, 28, 64, 64), kaiju, QRectF(kaiju.rect()))
        painter.setBrush(colours.player_colour(0))
        painter.setPen(QColor("#111111"))
        painter.drawPolygon(ship_polygon(QPointF(12 + 64, 60), (1.0, 0.0), 26))

    return card_canvas(colours.SEA_DEEP, paint)
