"""The Entdecker sea as flat tables: squares, their neighbours, and the starting circles.

Squares are numbered row by row (`row * columns + column`); sides are 0 north, 1 east,
2 south, 3 west. A starting circle (EN-C1) lies outside one edge square's outer side; the
data file leaves their number to us, so there is one per edge square side: 2 × (10 + 7) = 34
on the standard board, numbered clockwise from the top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from ..core.pickled import pickle_by_fields

SIDE_STEP: Final = ((-1, 0), (0, 1), (1, 0), (0, -1))  # row, column step of each side


def opposite(side: int) -> int:
    return (side + 2) % 4


@dataclass(frozen=True, slots=True)
class Circle:
    """A starting circle: the ship enters `square` through its `side` on the board's edge."""

    square: int
    side: int


@dataclass(frozen=True, slots=True)
class Board:
    columns: int
    rows: int
    neighbour: tuple[int, ...]      # neighbour[square * 4 + side] -> square, -1 off the board
    circles: tuple[Circle, ...]
    circle_squares: tuple[int, ...]  # circles[i].square, for the scans every turn makes
    circles_at: tuple[tuple[int, ...], ...]  # square -> the circles outside it (none inside the board)

    @property
    def squares(self) -> int:
        return self.columns * self.rows

    def square_name(self, square: int) -> str:
        """Column letter and row number as the board's margins show them (A1 top-left)."""
        row, column = divmod(square, self.columns)
        return f"{chr(ord('A') + column)}{row + 1}"


@cache
def board(columns: int, rows: int) -> Board:
    neighbour = []
    for square in range(columns * rows):
        row, column = divmod(square, columns)
        for dr, dc in SIDE_STEP:
            r, c = row + dr, column + dc
            neighbour.append(r * columns + c if 0 <= r < rows and 0 <= c < columns else -1)
    circles = ([Circle(c, 0) for c in range(columns)]
               + [Circle(r * columns + columns - 1, 1) for r in range(rows)]
               + [Circle((rows - 1) * columns + c, 2) for c in reversed(range(columns))]
               + [Circle(r * columns, 3) for r in reversed(range(rows))])
    circles_at = tuple(tuple(i for i, c in enumerate(circles) if c.square == square) for square in range(columns * rows))
    return Board(columns, rows, tuple(neighbour), tuple(circles), tuple(c.square for c in circles), circles_at)


@cache
def squares_by_name(columns: int, rows: int) -> dict[str, int]:
    """Square numbers by their margin names, for reading positions (built once per board size)."""
    grid = board(columns, rows)
    return {grid.square_name(square): square for square in range(grid.squares)}


pickle_by_fields(Circle, Board)
