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


def _gold_card(width: int, face: QColor) -> tuple[QPixmap, QPainter, int]:
    """A blank gold card, either side, and the painter still drawing on it (and its height)."""
    height = int(width * 1.4)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(CARD_EDGE, 2))
    painter.setBrush(face)
    painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), width * 0.12, width * 0.12)
    return pixmap, painter, height


@lru_cache(maxsize=64)
def gold_card_pixmap(value: int, crowns: int, width: int = 44) -> QPixmap:
    """A gold card for the hand: its money-bag value large, its crowns small below."""
    pixmap, painter, height = _gold_card(width, CARD_GOLD)
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


def ship_pixmap(colour: QColor, number: int, size: int = 44) -> QPixmap:
    """A player's ship as on the board (hull in their colour, seat number on the sail), for lists."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ship = size * 0.9
    painter.translate(size / 2, size * 0.68)
    painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
    painter.setBrush(colour)
    painter.drawPath(hull_path(ship))
    painter.setBrush(QColor("#fbf6e9"))
    painter.drawPath(sail_path(ship))
    font = QFont()
    font.setPixelSize(max(8, int(size * 0.3)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(QRectF(-ship * 0.1, -ship * 0.44, ship * 0.35, ship * 0.4), Qt.AlignmentFlag.AlignCenter,
                     str(number))
    painter.end()
    return pixmap


@lru_cache(maxsize=8)
def gold_back_pixmap(width: int = 44) -> QPixmap:
    """A gold card face down: what others see of a card drawn or slid under a Magellan card."""
    pixmap, painter, height = _gold_card(width, QColor("#7a5a12"))
    bag = width * 0.5
    painter.translate((width - bag) / 2, (height - bag) / 2)
    painter.setPen(QPen(CARD_GOLD, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(bag_path(bag))
    painter.end()
    return pixmap


def initials(name: str) -> str:
    """The capitalised words' first letters ("Vasco da Gama": VG), for a small card face."""
    return "".join(word[0] for word in name.split() if word[0].isupper())


def explorer_face(explorer: int, explorers: int, name: str, width: int = 32) -> QPixmap:
    """An explorer's card as the board, the editor and the event cards show it: its initials on
    a band of a colour of its own (the explorers spread round the colour wheel)."""
    return explorer_card_pixmap(initials(name), explorer * 360 // explorers, width)


@lru_cache(maxsize=64)
def explorer_card_pixmap(initials: str, hue: int, width: int = 32) -> QPixmap:
    """An explorer card's face: the explorer's initials on a band of their own colour, so the
    cards of a deck can be told apart at a glance."""
    height = int(width * 1.4)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    card = QRectF(1, 1, width - 2, height - 2)
    painter.setPen(QPen(QColor("#0d2a3d"), 1.5))
    painter.setBrush(QColor("#1e4d6b"))
    painter.drawRoundedRect(card, width * 0.12, width * 0.12)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromHsv(hue, 150, 235))
    painter.drawRect(QRectF(card.left() + 2, height * 0.3, card.width() - 4, height * 0.4))
    font = QFont()
    font.setPixelSize(max(8, int(width * 0.42)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(QRectF(0, height * 0.3, width, height * 0.4), Qt.AlignmentFlag.AlignCenter, initials)
    painter.end()
    return pixmap
