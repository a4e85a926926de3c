"""Magellan on the start page: a small scene drawn with the board's own art."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ...engine.magellan.data import load_data
from ..widgets import colours
from ..widgets.card_art import card_canvas
from .art import explorer_card_pixmap, gold_card_pixmap, ship_pixmap


def card_art() -> QPixmap:
    """Gold cards fanned out beside an explorer card and a ship: the highest, a middle and the
    lowest value of the data in force (an override may have other values, or only one)."""
    data = load_data()
    values = sorted(set(data.gold), reverse=True)
    shown = (values[0], values[len(values) // 2], values[-1])

    def paint(painter: QPainter) -> None:
        for slot, value in enumerate(shown):
            card = gold_card_pixmap(value, data.crowns[value], 44)
            painter.drawPixmap(QRectF(10 + slot * 34, 22 + slot * 6, 44, card.height() * 44 / card.width()),
                               card, QRectF(card.rect()))
        explorer = explorer_card_pixmap("FM", 28, 40)
        painter.drawPixmap(QRectF(118, 26, 40, explorer.height() * 40 / explorer.width()), explorer,
                           QRectF(explorer.rect()))
        ship = ship_pixmap(colours.player_colour(1), 2, 44)
        painter.drawPixmap(QRectF(160, 40, 44, 44), ship, QRectF(ship.rect()))

    return card_canvas(QColor("#5a3a1a"), paint)
