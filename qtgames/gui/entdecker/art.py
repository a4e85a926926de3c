"""Drawing Entdecker cards and units from the component data: coasts, sea routes, pieces.

A land part is the union of an arm from each side it touches (through the centre when it
touches several), smoothed, so land meets the neighbour's land on the same stretch of the
shared edge and coastlines run on across cards. Original vector art, made from the table.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from ...engine.entdecker.tiles import Look

TILE_PX = 128
SEA = QColor("#3d8fc4")
SEA_DARK = QColor("#2c6f9c")
LAND = QColor("#9ccc65")
LAND_EDGE = QColor("#5d8a2f")
SAND = QColor("#f1e3b1")
ROUTE = QColor("#f7fbff")
EVENT_MARK = QColor("#ffd54f")

_MID = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))      # side midpoints on a unit square
_IN = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))     # inward direction from each side
ARM = 0.56                                                   # width of a land arm, in card widths


def _arm(side: int, depth: float) -> QPainterPath:
    """A rounded tongue of land from one side, `depth` card widths deep."""
    mx, my = _MID[side]
    ix, iy = _IN[side]
    half = ARM / 2
    path = QPainterPath()
    if ix == 0:
        top = 0.0 if iy > 0 else 1.0 - depth
        rect = QRectF(mx - half, top - (0.2 if iy > 0 else 0.0), ARM, depth + 0.2)
    else:
        left = 0.0 if ix > 0 else 1.0 - depth
        rect = QRectF(left - (0.2 if ix > 0 else 0.0), my - half, depth + 0.2, ARM)
    path.addRoundedRect(rect, 0.22, 0.22)
    return path


def land_path(sides: frozenset[int]) -> QPainterPath:
    """One land part on a unit square; an inner island (no sides) is a round islet."""
    path = QPainterPath()
    if not sides:
        path.addEllipse(QPointF(0.5, 0.5), 0.2, 0.2)
        return path
    if len(sides) == 4:
        path.addRect(QRectF(-0.1, -0.1, 1.2, 1.2))
        return path
    several = len(sides) > 1
    for side in sides:
        path = path.united(_arm(side, 0.62 if several else 0.36))
    if several:
        centre = QPainterPath()
        centre.addEllipse(QPointF(0.5, 0.5), 0.3, 0.3)
        path = path.united(centre)
    clip = QPainterPath()
    clip.addRect(QRectF(0, 0, 1, 1))
    return path.intersected(clip).simplified()


def route_anchor(look: Look, route: int) -> tuple[float, float]:
    """Where a route's circle sits: the centre if the sea is there, else near its one side."""
    centre_is_land = any(len(part) > 1 or not part for part in look.parts)
    sides = look.routes[route]
    if not centre_is_land or len(sides) != 1:
        return 0.5, 0.5
    (side,) = sides
    mx, my = _MID[side]
    ix, iy = _IN[side]
    return mx + ix * 0.2, my + iy * 0.2


def part_anchor(look: Look, part: int) -> tuple[float, float]:
    """Where a unit on a land part stands."""
    sides = look.parts[part]
    if len(sides) != 1:
        return 0.5, 0.5
    (side,) = sides
    mx, my = _MID[side]
    ix, iy = _IN[side]
    return mx + ix * 0.17, my + iy * 0.17


@lru_cache(maxsize=512)
def card_pixmap(look: Look, event: str | None = None) -> QPixmap:
    """A discovered card: sea, coasts, dashed sea routes to a circle, and a small event mark."""
    pixmap = QPixmap(TILE_PX, TILE_PX)
    pixmap.fill(SEA)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(TILE_PX, TILE_PX)
    painter.setPen(Qt.PenStyle.NoPen)
    for part in look.parts:
        shape = land_path(part)
        painter.setPen(QPen(SAND, 0.06))
        painter.setBrush(LAND)
        painter.drawPath(shape)
        painter.setPen(QPen(LAND_EDGE, 0.015))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shape)
    dash = QPen(ROUTE, 0.025, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
    dash.setDashPattern([2.0, 2.0])
    for route in range(len(look.routes)):
        ax, ay = route_anchor(look, route)
        painter.setPen(dash)
        for side in look.routes[route]:
            mx, my = _MID[side]
            painter.drawLine(QPointF(ax, ay), QPointF(mx, my))
        painter.setPen(QPen(ROUTE, 0.02))
        painter.setBrush(SEA_DARK)
        painter.drawEllipse(QPointF(ax, ay), 0.07, 0.07)
    if event is not None:
        painter.setPen(QPen(QColor("#5a4500"), 0.012))
        painter.setBrush(EVENT_MARK)
        painter.drawEllipse(QPointF(0.87, 0.87), 0.085, 0.085)
    painter.setPen(QPen(QColor(0, 0, 0, 60), 0.01))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0, 0, 1, 1))
    painter.end()
    return pixmap


def unit_path(kind: int, size: float) -> QPainterPath:
    """Scout: a round pawn; fort: a crenellated tower; settlement: a house — told apart by shape."""
    s = size
    path = QPainterPath()
    if kind == 0:
        path.addEllipse(QPointF(0, -0.12 * s), 0.22 * s, 0.22 * s)
        path.addEllipse(QPointF(0, 0.22 * s), 0.34 * s, 0.16 * s)
        return path.simplified()
    if kind == 1:
        w, h, notch = 0.7 * s, 0.75 * s, 0.14 * s
        points = [(-w / 2, h / 2), (-w / 2, -h / 2), (-w / 2 + notch, -h / 2), (-w / 2 + notch, -h / 2 + notch),
                  (-notch / 2, -h / 2 + notch), (-notch / 2, -h / 2), (notch / 2, -h / 2),
                  (notch / 2, -h / 2 + notch), (w / 2 - notch, -h / 2 + notch), (w / 2 - notch, -h / 2),
                  (w / 2, -h / 2), (w / 2, h / 2)]
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        path.closeSubpath()
        return path
    w = 0.8 * s
    points = [(-w / 2, 0.38 * s), (-w / 2, -0.05 * s), (0, -0.45 * s), (w / 2, -0.05 * s), (w / 2, 0.38 * s)]
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


@lru_cache(maxsize=4)
def card_back_pixmap(question: bool, size: int = 48) -> QPixmap:
    """A stack's top card seen from behind: a compass star, or the '?' of an event card."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#d9b45a"), 2))
    painter.setBrush(QColor("#1d4e6e"))
    painter.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), size * 0.12, size * 0.12)
    centre = QPointF(size / 2, size / 2)
    if question:
        font = painter.font()
        font.setPixelSize(int(size * 0.62))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(EVENT_MARK)
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "?")
    else:
        star = QPolygonF()
        for point in range(8):
            radius = size * (0.36 if point % 2 == 0 else 0.1)
            angle = point * math.pi / 4
            star.append(QPointF(centre.x() + radius * math.sin(angle), centre.y() - radius * math.cos(angle)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d9b45a"))
        painter.drawPolygon(star)
    painter.end()
    return pixmap


@lru_cache(maxsize=8)
def token_pixmap(value: int, size: int = 32) -> QPixmap:
    """A discovery token: a gold disc showing its value (1-4)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#7a5a00"), 1.5))
    painter.setBrush(EVENT_MARK)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    font = painter.font()
    font.setPixelSize(int(size * 0.55))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#3e2c00"))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, str(value))
    painter.end()
    return pixmap
