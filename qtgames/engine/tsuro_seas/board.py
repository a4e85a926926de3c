"""Board geometry as flat lookup tables, so following a wake is a few list indexings.

Squares are numbered row by row (`row * size + column`). A square's edge points are 0-7
clockwise from the top-left: 0, 1 top; 2, 3 right; 4, 5 bottom; 6, 7 left. A *position*
`square * 8 + point` names a point on one square's edge; a ship is kept as the position
where it will enter the square in front of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from ..core.pickled import pickle_by_fields

# The point on the neighbouring square that meets each point: 0<->5, 1<->4, 2<->7, 3<->6.
PARTNER: Final = (5, 4, 7, 6, 1, 0, 3, 2)
# Row/column step of each side (point // 2) and of each daikaiju direction: N, E, S, W.
SIDE_STEP: Final = ((-1, 0), (0, 1), (1, 0), (0, -1))
SIDE_NAMES = ("top", "right", "bottom", "left")


@dataclass(frozen=True, slots=True)
class Geometry:
    size: int
    squares: int
    # neighbour[square * 4 + side] -> square, or -1 off the board
    neighbour: tuple[int, ...]
    # step[position] -> position entered on the next square when leaving through that point, -1 off board
    step: tuple[int, ...]
    # start_marks[i] -> position of the i-th mark (a point on the board's edge), clockwise from top-left
    start_marks: tuple[int, ...]
    # mark_index[position] -> i, for positions that are start marks
    mark_index: dict[int, int]

    def square_name(self, square: int) -> str:
        """Column letter and row number, as the board's margins show them (A1 top-left)."""
        row, col = divmod(square, self.size)
        return f"{chr(ord('A') + col)}{row + 1}"

    def square_named(self, name: str) -> int | None:
        """The square a name such as "C4" stands for (either case), None if it names no square here."""
        col = ord(name[:1].upper() or "?") - ord("A")
        row = int(name[1:]) - 1 if name[1:].isdigit() else -1
        return row * self.size + col if 0 <= col < self.size and 0 <= row < self.size else None

    def side_of_mark(self, mark: int) -> int:
        return (self.start_marks[mark] % 8) // 2

    def behind(self, position: int) -> int:
        """The square a ship at `position` came from (-1 while it stands on its start mark)."""
        square, point = divmod(position, 8)
        return self.neighbour[square * 4 + point // 2]


@cache
def geometry(size: int) -> Geometry:
    squares = size * size
    neighbour = []
    for sq in range(squares):
        r, c = divmod(sq, size)
        for dr, dc in SIDE_STEP:
            rr, cc = r + dr, c + dc
            neighbour.append(rr * size + cc if 0 <= rr < size and 0 <= cc < size else -1)
    step = []
    for pos in range(squares * 8):
        sq, p = divmod(pos, 8)
        nb = neighbour[sq * 4 + p // 2]
        step.append(-1 if nb < 0 else nb * 8 + PARTNER[p])
    marks: list[int] = []
    last = size - 1
    marks += [c * 8 + p for c in range(size) for p in (0, 1)]
    marks += [(r * size + last) * 8 + p for r in range(size) for p in (2, 3)]
    marks += [(last * size + c) * 8 + p for c in reversed(range(size)) for p in (4, 5)]
    marks += [(r * size) * 8 + p for r in reversed(range(size)) for p in (6, 7)]
    return Geometry(size, squares, tuple(neighbour), tuple(step), tuple(marks),
                    {pos: i for i, pos in enumerate(marks)})


pickle_by_fields(Geometry)
