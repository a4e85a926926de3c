"""Entdecker on the start page: a small scene drawn with the board's own art."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ...engine.entdecker.data import load_data
from ...engine.entdecker.tiles import turned
from ..widgets.card_art import card_canvas
from .art import card_back_pixmap, card_pixmap


def card_art() -> QPixmap:
    """Three discovered cards in a row, the last with an island and a fort."""
    tiles = load_data().tiles

    def paint(painter: QPainter) -> None:
        coast = [spec for spec in tiles if spec.event is None and sum(turned(spec, 0).land) == 2]
        chosen = coast[::max(1, len(coast) // 3)][:3]
        for slot, spec in enumerate(chosen):
            card = card_pixmap(turned(spec, slot), spec.event)
            painter.drawPixmap(QRectF(8 + slot * 52, 34, 52, 52), card, QRectF(card.rect()))
        back = card_back_pixmap(True, 44)
        painter.drawPixmap(QRectF(160, 38, 44, 44), back, QRectF(back.rect()))

    return card_canvas(QColor("#1d5f86"), paint)
