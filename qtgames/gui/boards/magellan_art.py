"""Drawing Magellan's pieces from data: money bags, crowns, ships and gold cards.

Original vector shapes on a unit box, scaled by the caller, so the board and the panel draw
the same bag and crown at any size. Nothing here is taken from the published game's art.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

BAG = QColor("#b98a4a")
BAG_EDGE = QColor("#5a3d17")
CROWN = QColor("#f2c14e")
CROWN_EDGE = QColor("#7a5a00")
CARD_GOLD = QColor("#f6d77a")
CARD_EDGE = QColor("#8a6a12")
INK = QColor("#2b1d0e")


def bag_path(size: float) -> QPainterPath:
    """A tied money bag: a round belly, a pinched neck and a flared top."""
    path = QPainterPath()
    path.addEllipse(QRectF(0.08 * size, 0.34 * size, 0.84 * size, 0.66 * size))
    neck = QPainterPath()
    neck.moveTo(0.36 * size, 0.38 * size)
    neck.lineTo(0.3 * size, 0.06 * size)
    neck.quadTo(0.5 * size, 0.18 * size, 0.7 * size, 0.06 * size)
    neck.lineTo(0.64 * size, 0.38 * size)
    neck.closeSubpath()
    return path.united(neck)


def crown_path(size: float) -> QPainterPath:
    """A three-pointed crown on a band."""
    points = [(0.05, 0.95), (0.05, 0.3), (0.28, 0.58), (0.5, 0.12), (0.72, 0.58), (0.95, 0.3), (0.95, 0.95)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * size, y * size) for x, y in points]))
    path.closeSubpath()
    return path


def hull_path(size: float) -> QPainterPath:
    """A ship's hull centred on (0, 0), `size` wide: drawn in its owner's colour."""
    s = size / 2
    hull = QPainterPath()
    hull.addPolygon(QPolygonF([QPointF(-s, 0), QPointF(s, 0), QPointF(s * 0.62, s * 0.5),
                               QPointF(-s * 0.62, s * 0.5)]))
    hull.closeSubpath()
    return hull


def sail_path(size: float) -> QPainterPath:
    """The sail above `hull_path`: light, so the seat number written on it reads in every colour."""
    s = size / 2
    sail = QPainterPath()
    sail.addPolygon(QPolygonF([QPointF(-s * 0.2, -s * 0.06), QPointF(-s * 0.2, -s * 1.3),
                               QPointF(s * 0.85, -s * 0.06)]))
    sail.closeSubpath()
    return sail


def draw_badge(painter: QPainter, shape: QPainterPath, fill: QColor, edge: QColor, number: int,
               at: QPointF, size: float) -> None:
    """A bag or crown at `at` (its top left) with its number written on it."""
    painter.save()
    painter.translate(at)
    painter.setPen(QPen(edge, max(1.0, size / 18)))
    painter.setBrush(fill)
    painter.drawPath(shape)
    font = QFont()
    font.setPixelSize(max(6, int(size * 0.46)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(QRectF(0, size * 0.36, size, size * 0.62), Qt.AlignmentFlag.AlignCenter, str(number))
    painter.restore()


@lru_cache(maxsize=64)
def gold_card_pixmap(value: int, crowns: int, width: int = 44) -> QPixmap:
    """A gold card for the hand: its money-bag value large, its crowns small below."""
    height = int(width * 1.4)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(CARD_EDGE, 2))
    painter.setBrush(CARD_GOLD)
    painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), width * 0.12, width * 0.12)
    bag = width * 0.62
    draw_badge(painter, bag_path(bag), BAG, BAG_EDGE, value, QPointF((width - bag) / 2, height * 0.06), bag)
    crown = width * 0.26
    painter.setPen(QPen(CROWN_EDGE, 1))
    painter.setBrush(CROWN)
    for index in range(crowns):
        left = (width - crowns * crown) / 2 + index * crown
        painter.save()
        painter.translate(left, height * 0.72)
        painter.drawPath(crown_path(crown * 0.92))
        painter.restore()
    painter.end()
    return pixmap
