"""Where things are on the Entdecker board, in scene units: the squares, the starting circles,
the spots a unit or the ship stands on, and the strip of players' points along the board's foot.

Shared by the board that draws them, the moments that move them and the editor that hit-tests them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...engine.entdecker.state import EntdeckerState
from .art import part_anchor, route_anchor

SQUARE = 72.0
MARGIN = 44.0
STRIP = 56.0                     # the players' points and gold, below the bottom circles
STRIP_PX = 18
STRIP_MIN_PX = 14
BOX_W = 160.0                    # the box's part of the strip; the seats share the rest
OUT = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))   # outward from each side


def square_rect(state: EntdeckerState, square: int) -> QRectF:
    row, col = divmod(square, state.board.columns)
    return QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)


def circle_centre(state: EntdeckerState, circle: int) -> QPointF:
    spec = state.board.circles[circle]
    centre = square_rect(state, spec.square).center()
    dx, dy = OUT[spec.side]
    return QPointF(centre.x() + dx * (SQUARE / 2 + MARGIN * 0.45), centre.y() + dy * (SQUARE / 2 + MARGIN * 0.45))


def at(rect: QRectF, xy: tuple[float, float]) -> QPointF:
    return QPointF(rect.left() + xy[0] * rect.width(), rect.top() + xy[1] * rect.height())


def square_at(state: EntdeckerState, point: QPointF) -> int | None:
    """The square under a scene point, or None off the sea."""
    columns, rows = state.board.columns, state.board.rows
    col, row = int((point.x() - MARGIN) // SQUARE), int((point.y() - MARGIN) // SQUARE)
    return row * columns + col if 0 <= col < columns and 0 <= row < rows else None


def circle_at(state: EntdeckerState, point: QPointF) -> int | None:
    """The starting circle under a scene point (a little beyond its ring, for a finger's slack), or None."""
    for index in range(len(state.board.circles)):
        centre = circle_centre(state, index)
        if (centre.x() - point.x()) ** 2 + (centre.y() - point.y()) ** 2 <= (MARGIN * 0.3) ** 2:
            return index
    return None


def unit_centre(state: EntdeckerState, square: int, part: int) -> QPointF:
    """Where a unit on land part `part` of `square` stands; the square's middle where the card has no
    such part (an editor shows a misplaced unit there)."""
    rect = square_rect(state, square)
    look = state.looks[square]
    if look is None or part >= len(look.parts):
        return rect.center()
    return at(rect, part_anchor(look, part))


def ship_centre(state: EntdeckerState) -> QPointF | None:
    """Where the ship is drawn: on its starting circle or its card's sea route; None off the board."""
    if state.ship_circle >= 0:
        return circle_centre(state, state.ship_circle)
    look = state.looks[state.ship_square] if state.ship_square >= 0 else None
    if look is None:
        return None
    return at(square_rect(state, state.ship_square), route_anchor(look, state.ship_route))


def strip_top(state: EntdeckerState) -> float:
    """Where the players' strip begins: below the bottom row's circles."""
    return 2 * MARGIN + state.board.rows * SQUARE


def seat_rect(state: EntdeckerState, seat: int) -> QRectF:
    """A seat's place on the strip: its points and gold, the target of what it gains or loses."""
    width = (2 * MARGIN + state.board.columns * SQUARE - BOX_W) / state.players
    return QRectF(seat * width + 6, strip_top(state) + 4, width - 12, STRIP - 8)


def box_rect(state: EntdeckerState) -> QRectF:
    """The box on the strip's right: the cards that fitted nowhere and left the game."""
    return QRectF(2 * MARGIN + state.board.columns * SQUARE - BOX_W + 6, strip_top(state) + 4, BOX_W - 12, STRIP - 8)
