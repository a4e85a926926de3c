"""Where things are on the Magellan boards, in scene units: each explorer's name plate and fields,
the halves of a split field and the spots the ships stand on.

The layout is made for the space beside the side panel: one explorer a row, the two boards one
above the other. Shared by the board that draws it, the moments that move ships on it and the
editor that hit-tests it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...engine.magellan.state import LEFT, NO_HALF, RIGHT, MagellanState
from .art import hull_path, sail_path

MARGIN = 8.0
NAME_W = 170.0
FIELD_W = 160.0
FIELD_H = 112.0
GAP = 6.0
BOARD_GAP = 14.0
SHIP = 40.0


def field_rect(state: MagellanState, explorer: int, index: int) -> QRectF:
    """Where an explorer's field I, II or III lies: board 1 above board 2, one row per explorer."""
    board = state.data.explorers[explorer].board
    row = [e for e in range(len(state.fields)) if state.data.explorers[e].board == board].index(explorer)
    top = MARGIN + board * (3 * (FIELD_H + GAP) - GAP + BOARD_GAP) + row * (FIELD_H + GAP)
    return QRectF(MARGIN + NAME_W + GAP + index * (FIELD_W + GAP), top, FIELD_W, FIELD_H)


def scene_size(state: MagellanState) -> QRectF:
    boards = 1 + max(e.board for e in state.data.explorers)
    rows = len(state.fields) // boards
    return QRectF(0, 0, 2 * MARGIN + NAME_W + 3 * (FIELD_W + GAP),
                  2 * MARGIN + boards * (rows * (FIELD_H + GAP) - GAP) + (boards - 1) * BOARD_GAP)


def half_rect(rect: QRectF, half: int) -> QRectF:
    if half == NO_HALF:
        return rect
    width = rect.width() / 2
    return QRectF(rect.left() + (0 if half == LEFT else width), rect.top(), width, rect.height())


def plate_rect(state: MagellanState, explorer: int) -> QRectF:
    """The explorer's name plate, left of its field I."""
    return QRectF(MARGIN, field_rect(state, explorer, 0).top(), NAME_W, FIELD_H)


def field_at(state: MagellanState, point: QPointF) -> tuple[int, int, int] | None:
    """The (explorer, field, half) under a scene point; half is NO_HALF on a field not split."""
    for explorer, fields in enumerate(state.fields):
        for index, field in enumerate(fields):
            rect = field_rect(state, explorer, index)
            if rect.contains(point):
                if not field.halves:
                    return explorer, index, NO_HALF
                return explorer, index, LEFT if point.x() < rect.center().x() else RIGHT
    return None


def plate_at(state: MagellanState, point: QPointF) -> int | None:
    """The explorer whose name plate is under a scene point."""
    return next((e for e in range(len(state.fields)) if plate_rect(state, e).contains(point)), None)


def ship_spots(state: MagellanState, explorer: int, index: int) -> list[QPointF]:
    """Where each ship of `state.ships[explorer][index]` is drawn, in that list's order: side by
    side along the bottom of its field, or of its half on a split field."""
    rect = field_rect(state, explorer, index)
    ships = state.ships[explorer][index]
    spots = [QPointF() for _ in ships]
    for half in (NO_HALF, LEFT, RIGHT):
        here = [i for i, (_, at) in enumerate(ships) if at == half]
        area = half_rect(rect, half)
        step = min(SHIP + 6, (area.width() - 12) / max(1, len(here)))
        start = area.center().x() - step * (len(here) - 1) / 2
        for slot, i in enumerate(here):
            spots[i] = QPointF(start + slot * step, rect.bottom() - SHIP * 0.3)
    return spots


def ship_rect(spot: QPointF) -> QRectF:
    """The hull and sail of a ship drawn at `spot`."""
    return hull_path(SHIP).boundingRect().united(sail_path(SHIP).boundingRect()).translated(spot)
