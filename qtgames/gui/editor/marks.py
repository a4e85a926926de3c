"""Arrows and rings drawn over the edited board, for a picture that points at what matters.

A puzzle setter or a rules lawyer sharing a picture wants to say "this ship, that way": marks
are drawn in the editor's board scene (scene coordinates, so they stay put when the window is
resized or zoomed) and exported with the board (*File → Export image…*). They are not part of
the position: the rules never see them, and a scenario file does not keep them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from ..widgets import colours

MARK_Z = 60                            # above the pieces and the selection frames
# Sizes as parts of the board's shorter side: a mark looks the same on every game's board.
LINE_WIDTH = 0.012
HEAD_LENGTH = 0.035
RING_RADIUS = 0.045
HALO_EXTRA = 0.008


@dataclass(frozen=True, slots=True)
class Mark:
    """An arrow from `start` to `end`, or a ring around `start` when `end` is None (scene points)."""

    start: tuple[float, float]
    end: tuple[float, float] | None = None

    @property
    def is_arrow(self) -> bool:
        return self.end is not None


def mark_between(start: QPointF, end: QPointF, drag_distance: float) -> Mark:
    """What a press at `start` and a release at `end` draw: an arrow when the pointer travelled
    at least `drag_distance` scene units, else a ring around the press."""
    if QLineF(start, end).length() >= drag_distance:
        return Mark((start.x(), start.y()), (end.x(), end.y()))
    return Mark((start.x(), start.y()))


def mark_path(mark: Mark, unit: float) -> QPainterPath:
    """The outline of `mark` as a filled shape, on a board whose shorter side is `unit` long."""
    start = QPointF(*mark.start)
    if mark.end is None:
        ring = QPainterPath()
        ring.addEllipse(start, RING_RADIUS * unit, RING_RADIUS * unit)
        return _stroked(ring, LINE_WIDTH * unit)
    end = QPointF(*mark.end)
    line = QLineF(start, end)
    head = min(HEAD_LENGTH * unit, line.length() * 0.6)
    angle = math.atan2(line.dy(), line.dx())
    shaft_end = QPointF(end.x() - math.cos(angle) * head * 0.8, end.y() - math.sin(angle) * head * 0.8)
    shaft = QPainterPath(start)
    shaft.lineTo(shaft_end)
    arrow = _stroked(shaft, LINE_WIDTH * unit)
    tip = QPainterPath(end)
    for side in (-1, 1):
        spread = angle + math.pi - side * math.radians(28)
        tip.lineTo(QPointF(end.x() + math.cos(spread) * head, end.y() + math.sin(spread) * head))
    tip.closeSubpath()
    return arrow.united(tip)


def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(path)


def board_unit(scene: QGraphicsScene) -> float:
    """The board's shorter side in scene units (a mark's sizes are parts of it)."""
    rect = scene.sceneRect()
    return max(1.0, min(rect.width(), rect.height()))


def draw_marks(scene: QGraphicsScene, marks: tuple[Mark, ...]) -> list[QGraphicsPathItem]:
    """Add `marks` to `scene` (after the board was drawn: a redraw clears them with the board)."""
    unit = board_unit(scene)
    items = []
    for mark in marks:
        item = QGraphicsPathItem(mark_path(mark, unit))
        item.setBrush(QBrush(colours.MARK))
        item.setPen(QPen(colours.MARK_HALO, HALO_EXTRA * unit, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                         Qt.PenJoinStyle.RoundJoin))
        item.setZValue(MARK_Z)
        item.setData(0, mark)
        scene.addItem(item)
        items.append(item)
    return items


def mark_at(marks: tuple[Mark, ...], point: QPointF, unit: float) -> Mark | None:
    """The mark drawn under `point` (the newest first), if any: a click there takes it away."""
    reach = QRectF(point.x() - LINE_WIDTH * unit, point.y() - LINE_WIDTH * unit, 2 * LINE_WIDTH * unit,
                   2 * LINE_WIDTH * unit)
    return next((mark for mark in reversed(marks) if mark_path(mark, unit).intersects(reach)), None)
