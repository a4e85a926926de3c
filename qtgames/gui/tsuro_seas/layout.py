"""Where things sit on the Tsuro of the Seas board scene: squares, edge points, and the margin's
bands (ships on their starting marks, the dice numbers, the square names), and the ship hulls.

A ship is drawn behind the point it will sail on from, its bow touching that point: on the tile
it came from, or outside the board while it waits on its starting mark. So a hull never covers
the square in front of it, where a daikaiju may stand.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsPolygonItem, QGraphicsSimpleTextItem

from ..widgets import colours
from ..widgets.plain_text import plain_tip
from .art import inward, point_at, ship_polygon

SQUARE = 84.0
HULL = 30.0            # a ship's length: it fits between the edge and the dice numbers
MARK_OUT = 18.0        # a starting mark the player may choose: its centre, outside the edge
DIE_OUT = 44.0         # the dice numbers, outside the top (gold) and left (blue) edges
NAME_OUT = 66.0        # the square names (A-G, 1-7) on every side
MARGIN = 78.0


def square_rect(size: int, square: int) -> QRectF:
    row, col = divmod(square, size)
    return QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)


def piece_item(pixmap: QPixmap, rect: QRectF, item: QGraphicsPixmapItem | None = None) -> QGraphicsPixmapItem:
    """Place a pre-rendered piece on a square, smoothly scaled to it."""
    item = item or QGraphicsPixmapItem()
    item.setPixmap(pixmap)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setScale(rect.width() / pixmap.width())
    item.setPos(rect.topLeft())
    return item


def about_centre(item: QGraphicsPixmapItem, angle: float = 0.0, size: float = 1.0) -> None:
    """Turn a piece by `angle` degrees (clockwise) and grow it by `size`, both about its middle,
    where it stands on its square."""
    middle = item.pixmap().width() / 2
    item.setTransform(QTransform().translate(middle, middle).rotate(angle).scale(size, size)
                      .translate(-middle, -middle))


def position_point(size: int, position: int) -> QPointF:
    """The edge point a position names (square * 8 + point)."""
    return point_at(square_rect(size, position >> 3), position & 7)


def outside(point: QPointF, edge_point: int, distance: float) -> QPointF:
    """`distance` out from an edge point, away from the square it belongs to."""
    dx, dy = inward(edge_point)
    return QPointF(point.x() - dx * distance, point.y() - dy * distance)


def heading(edge_point: int) -> float:
    """The direction a ship entering a square by `edge_point` sails, as QPainterPath measures
    angles (degrees, anticlockwise from east): wakes leave and meet the edges square."""
    dx, dy = inward(edge_point)
    return math.degrees(math.atan2(-dy, dx))


class HullItem(QGraphicsPolygonItem):
    """A seat's ship, its bow at `anchor` heading `heading`; its seat number on the hull, so ships
    differ by more than their colour. Sailing moves and turns it about the bow."""

    def __init__(self, size: int, position: int, seat: int, name: str, active: bool = False) -> None:
        self.anchor = position_point(size, position)
        self.heading = heading(position & 7)
        direction = inward(position & 7)
        super().__init__(ship_polygon(outside(self.anchor, position & 7, HULL * 0.85 + 1), direction, HULL))
        self.seat = seat
        self.setBrush(QBrush(colours.player_colour(seat)))
        self.setPen(QPen(QColor("#111111"), 2.2 if active else 1.2))
        self.setZValue(10)
        self.setTransformOriginPoint(self.anchor)
        self.setToolTip(plain_tip(name))
        label = QGraphicsSimpleTextItem(str(seat + 1), self)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#111111") if colours.player_colour(seat).lightness() > 110 else QColor("#ffffff"))
        centre = self.polygon().boundingRect().center()
        box = label.boundingRect()
        label.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)

    def sail_to(self, at: QPointF, angle: float) -> None:
        """Draw the ship with its bow at `at`, heading `angle` (QPainterPath's degrees)."""
        self.setPos(at - self.anchor)
        self.setRotation(self.heading - angle)
