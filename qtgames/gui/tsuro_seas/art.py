"""Drawing Tsuro of the Seas pieces from the component data: wake tiles, ships, daikaiju.

Everything is vector (QPainterPath), so it stays crisp at any zoom and is original art
made from the tile table, not from scans.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from ...engine.tsuro_seas.events import daikaiju_label
from ..widgets import colours

# Where each edge point sits on a unit square (0..1), and the inward direction from it.
_POINTS = ((1 / 3, 0.0), (2 / 3, 0.0), (1.0, 1 / 3), (1.0, 2 / 3),
           (2 / 3, 1.0), (1 / 3, 1.0), (0.0, 2 / 3), (0.0, 1 / 3))
_INWARD = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))  # by side: top, right, bottom, left
_DIRECTIONS = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))  # facing N, E, S, W


def point_at(rect: QRectF, point: int) -> QPointF:
    x, y = _POINTS[point]
    return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())


def inward(point: int) -> tuple[float, float]:
    return _INWARD[point // 2]


# A wake's shape follows how its two points lie, so a picture cannot be misread (the measures are
# tests/gui/tsuro_seas/test_art.py, over every pattern in every rotation). Each wake is one cubic
# leaving and arriving square to the edges; these are its control lengths, in tile widths.
U_TURN_REACH = 0.22   # two points on one side: a small loop (0.165 deep) that clears a wake passing by
ACROSS_REACH = 0.20   # opposite sides: nearly straight, so crossing diagonals meet at 45°, not 30°
QUARTER_CIRCLE = 0.5523   # per unit radius: a cubic that follows a quarter circle
FAR_CORNER = 0.30     # both points far from their corner: flatter than a circle, or the wakes
                      # round two opposite corners (0-3 and 4-7) meet in the middle of the tile
_SIDE_X = {1: 1.0, 3: 0.0}   # the x of the right and left sides of a unit tile
_SIDE_Y = {0: 0.0, 2: 1.0}   # the y of the top and bottom sides


def _reaches(a: int, b: int) -> tuple[float, float]:
    """The control lengths at a and at b: a U-turn, a crossing wake, or a quarter ellipse round the
    corner between two adjacent sides (each end's length set by the other end's distance from it)."""
    side_a, side_b = a // 2, b // 2
    if side_a == side_b:
        return U_TURN_REACH, U_TURN_REACH
    if (side_a - side_b) % 2 == 0:
        return ACROSS_REACH, ACROSS_REACH
    corner = (_SIDE_X.get(side_a, _SIDE_X.get(side_b, 0.0)), _SIDE_Y.get(side_a, _SIDE_Y.get(side_b, 0.0)))
    from_a, from_b = math.dist(_POINTS[a], corner), math.dist(_POINTS[b], corner)
    k = FAR_CORNER if min(from_a, from_b) > 0.5 else QUARTER_CIRCLE
    return k * from_b, k * from_a


def add_wake(path: QPainterPath, rect: QRectF, a: int, b: int, *, move: bool = True) -> None:
    """The wake from point a to point b, shaped by how the two points lie (`_reaches`)."""
    pa, pb = point_at(rect, a), point_at(rect, b)
    reach_a, reach_b = _reaches(a, b)
    na, nb = inward(a), inward(b)
    width = rect.width()
    if move:
        path.moveTo(pa)
    path.cubicTo(QPointF(pa.x() + na[0] * reach_a * width, pa.y() + na[1] * reach_a * width),
                 QPointF(pb.x() + nb[0] * reach_b * width, pb.y() + nb[1] * reach_b * width), pb)


def paint_tile(painter: QPainter, rect: QRectF, connections: tuple[int, ...],
               tint: QColor | None = None) -> None:
    """A wake tile: a sea-green square with four white wakes over a soft shadow."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
    painter.setPen(QPen(colours.TILE_EDGE, 1.5))
    painter.setBrush(colours.TILE_FACE)
    painter.drawRoundedRect(inner, rect.width() * 0.06, rect.width() * 0.06)
    wakes = QPainterPath()
    for a in range(8):
        b = connections[a]
        if a < b:
            add_wake(wakes, rect, a, b)
    width = max(2.0, rect.width() * 0.055)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colours.WAKE_SHADOW, width * 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawPath(wakes)
    painter.setPen(QPen(colours.WAKE, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawPath(wakes)
    if tint is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(inner, rect.width() * 0.06, rect.width() * 0.06)
    painter.restore()


def ship_polygon(tip: QPointF, direction: tuple[float, float], size: float) -> QPolygonF:
    """A small hull whose bow points along `direction`, its stern at the edge point."""
    dx, dy = direction
    px, py = -dy, dx  # perpendicular
    stern = QPointF(tip.x() - dx * size * 0.15, tip.y() - dy * size * 0.15)
    bow = QPointF(stern.x() + dx * size, stern.y() + dy * size)
    half = size * 0.32
    return QPolygonF([
        bow,
        QPointF(stern.x() + dx * size * 0.55 + px * half, stern.y() + dy * size * 0.55 + py * half),
        QPointF(stern.x() + px * half * 0.8, stern.y() + py * half * 0.8),
        QPointF(stern.x() - px * half * 0.8, stern.y() - py * half * 0.8),
        QPointF(stern.x() + dx * size * 0.55 - px * half, stern.y() + dy * size * 0.55 - py * half),
    ])


def paint_daikaiju(painter: QPainter, rect: QRectF, number: int, gold_arrow: bool, facing: int) -> None:
    """A daikaiju tile: its name (its rotation number, starred and gold if it has the gold arrow) and its facing."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = rect.adjusted(3, 3, -3, -3)
    painter.setPen(QPen(colours.KAIJU_EDGE, 2.5))
    painter.setBrush(colours.KAIJU_FACE)
    painter.drawRoundedRect(inner, 10, 10)
    centre = inner.center()
    dx, dy = _DIRECTIONS[facing]
    r = inner.width() * 0.36
    arrow = QPolygonF([QPointF(centre.x() + dx * r, centre.y() + dy * r),
                       QPointF(centre.x() + dx * r * 0.55 - dy * r * 0.3, centre.y() + dy * r * 0.55 + dx * r * 0.3),
                       QPointF(centre.x() + dx * r * 0.55 + dy * r * 0.3, centre.y() + dy * r * 0.55 - dx * r * 0.3)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#e9d8fd"))
    painter.drawPolygon(arrow)
    # Eyes facing the way it looks: a monster, not a sign.
    for side in (-1, 1):
        ex = centre.x() + dx * r * 0.05 - dy * side * r * 0.35
        ey = centre.y() + dy * r * 0.05 + dx * side * r * 0.35
        painter.setBrush(QColor("#fff3b0"))
        painter.drawEllipse(QPointF(ex, ey), r * 0.13, r * 0.13)
        painter.setBrush(QColor("#1a0b2e"))
        painter.drawEllipse(QPointF(ex + dx * r * 0.05, ey + dy * r * 0.05), r * 0.06, r * 0.06)
    # Its name from the engine ("2★" beside "2"): the number as before, the star small beside it,
    # in a badge as wide as the name that stays clear of a northward facing arrow.
    label = daikaiju_label(number, gold_arrow)
    digits, mark = label[:len(str(number))], label[len(str(number)):]
    height = inner.width() * 0.32
    font, small = QFont(), QFont()
    font.setBold(True)
    font.setPixelSize(int(height * 0.7))
    small.setBold(True)
    small.setPixelSize(int(height * 0.55))
    digits_width = QFontMetricsF(font).horizontalAdvance(digits)
    mark_width = QFontMetricsF(small).horizontalAdvance(mark)
    width = max(height, digits_width + mark_width + height * 0.36)
    badge = QRectF(inner.left() + 4, inner.top() + 4, width, height)
    painter.setBrush(colours.GOLD if gold_arrow else QColor("#d9c6f0"))
    painter.setPen(QPen(colours.KAIJU_EDGE, 1.5))
    painter.drawRoundedRect(badge, height / 2, height / 2)
    painter.setPen(QColor("#2e1245"))
    left = badge.center().x() - (digits_width + mark_width) / 2
    painter.setFont(font)
    painter.drawText(QRectF(left, badge.top(), digits_width, height), Qt.AlignmentFlag.AlignCenter, digits)
    painter.setFont(small)
    painter.drawText(QRectF(left + digits_width, badge.top(), mark_width, height * 0.8), Qt.AlignmentFlag.AlignCenter,
                     mark)
    painter.restore()


# Pieces are rendered once into pixmaps at twice the board's square size and drawn by Qt's
# own C++ items: no Python runs while the scene repaints, so an AI thinking in another
# thread (holding the GIL between Qt calls) cannot slow the board down.
RENDER_SIZE = 168


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(RENDER_SIZE, RENDER_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap, QPainter(pixmap)


@lru_cache(maxsize=1024)
def tile_pixmap(connections: tuple[int, ...], preview: str = "") -> QPixmap:
    """A wake tile; `preview` "legal" or "illegal" adds the preview frame (and red tint)."""
    pixmap, painter = _canvas()
    rect = QRectF(0, 0, RENDER_SIZE, RENDER_SIZE)
    paint_tile(painter, rect, connections, colours.ILLEGAL if preview == "illegal" else None)
    if preview:
        colour = QColor("#ff6b6b") if preview == "illegal" else colours.HIGHLIGHT
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, 8, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 12, 12)
    painter.end()
    return pixmap


@lru_cache(maxsize=256)
def daikaiju_pixmap(number: int, gold_arrow: bool, facing: int) -> QPixmap:
    pixmap, painter = _canvas()
    paint_daikaiju(painter, QRectF(0, 0, RENDER_SIZE, RENDER_SIZE), number, gold_arrow, facing)
    painter.end()
    return pixmap
