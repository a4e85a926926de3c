"""A previewed route on the board: the wakes a ship would follow, in its colour, and how the route
ends in plain words at its end. The route itself is the engine's (`engine/tsuro_seas/routes.py`);
this only draws its legs with the same wake curves as the tiles."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from ...engine.tsuro_seas.routes import SAFE, Leg, Route
from ..i18n import translate
from ..widgets import colours
from .art import add_wake, inward
from .layout import SQUARE, square_rect

ROUTE_Z = 6          # over the tiles and the previewed one, under the ships
OUTLINE = QColor(8, 24, 36, 200)
SAFE_COLOUR = QColor("#b8f5c8")
OUT_COLOUR = QColor("#ffb3a7")


def legs_path(size: int, legs: tuple[Leg, ...]) -> QPainterPath:
    """One path through the wakes of `legs`, drawn as the tiles draw them."""
    path = QPainterPath()
    for index, leg in enumerate(legs):
        add_wake(path, square_rect(size, leg.square), leg.enter, leg.leave, move=index == 0)
    return path


class RouteItem(QGraphicsPathItem):
    """One ship's route: a broad line in the seat's colour over a dark outline, a ring where it
    stops safely or a cross where it goes out, and a label saying whose route and how it ends."""

    def __init__(self, route: Route, size: int, name: str) -> None:
        path = legs_path(size, route.legs)
        super().__init__(path)
        self.route = route
        colour = QColor(colours.player_colour(route.seat))
        colour.setAlpha(235)
        self.setPen(QPen(colour, 6.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        self.setZValue(ROUTE_Z)
        outline = QGraphicsPathItem(path, self)
        outline.setPen(QPen(OUTLINE, 11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        outline.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        end = path.pointAtPercent(1.0)
        self._end_mark(end, route.fate == SAFE, colour)
        words = f"{route.words} ({route.rule})" if route.rule else route.words
        said = translate("Routes", "{name}: {fate}").format(name=name, fate=words)
        self.label = self._label(said, end, route.legs[-1].leave, route.fate == SAFE)

    def _end_mark(self, end: QPointF, safe: bool, colour: QColor) -> None:
        pen = QPen(QColor("#111111"), 2.5)
        if safe:
            ring = QGraphicsRectItem(QRectF(end.x() - 7, end.y() - 7, 14, 14), self)
            ring.setPen(pen)
            ring.setBrush(QBrush(colour))
            return
        cross = QPainterPath()
        for dx, dy in ((1, 1), (1, -1)):
            cross.moveTo(end.x() - 8 * dx, end.y() - 8 * dy)
            cross.lineTo(end.x() + 8 * dx, end.y() + 8 * dy)
        mark = QGraphicsPathItem(cross, self)
        mark.setPen(QPen(QColor("#d62828"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))

    def _label(self, text: str, end: QPointF, leave: int, safe: bool) -> QGraphicsSimpleTextItem:
        """The words in a dark box just beyond the route's end (the point it leaves its last tile
        by), so they cover the square ahead rather than the tiles it sailed."""
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(SAFE_COLOUR if safe else OUT_COLOUR)
        box = label.boundingRect().adjusted(-6, -3, 8, 3)   # room for bold accented letters
        frame = QGraphicsRectItem(box, self)
        frame.setBrush(QBrush(QColor(6, 28, 42, 225)))
        frame.setPen(QPen(SAFE_COLOUR if safe else OUT_COLOUR, 1.2))
        label.setParentItem(frame)
        dx, dy = inward(leave)   # into the tile it leaves: the label goes the other way
        width, height = box.width(), box.height()
        gap = SQUARE * 0.1
        x = end.x() - width / 2 if dx == 0 else (end.x() + gap if dx < 0 else end.x() - gap - width)
        y = end.y() - height / 2 if dy == 0 else (end.y() + gap if dy < 0 else end.y() - gap - height)
        frame.setPos(x - box.left(), y - box.top())
        frame.setZValue(2)
        return label
