"""Tsuro of the Seas component data: loaded from `resources/`, validated, turned into fast tables.

The numbers come from `shared/rules/tsuro-of-the-seas-data.md`; some are reconstructed, so a
player who owns the game may override the file (see the README). A bad file raises
`FormatError` naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafiles import load_game_data
from ..core.errors import FormatError

DATA_FILE = "tsuro-seas.json"

# Chart entries of a daikaiju, relative to its facing: a step, or a quarter turn clockwise.
KAIJU_MOVES = ("up", "right", "down", "left")
KAIJU_TURN = "turn"


@dataclass(frozen=True, slots=True)
class DaikaijuSpec:
    id: int
    rotation_number: int
    gold_arrow: bool
    chart: tuple[str, ...]  # die 1..5 -> "up" | "right" | "down" | "left" | "turn"


@dataclass(frozen=True, slots=True)
class TsuroData:
    """Validated component data, with each tile's wakes in all four rotations precomputed."""

    size: int
    die_to_line: tuple[int, ...]  # index d-1 -> row/column index
    hand_size: int
    daikaiju_at_setup: dict[int, int]
    daikaiju_minimum: int
    daikaiju_move_totals: frozenset[int]
    tile_wakes: tuple[tuple[tuple[int, int], ...], ...]
    # rotated[tile][rotation][point] -> the point joined to it
    rotated: tuple[tuple[tuple[int, ...], ...], ...]
    # distinct_rotations[tile] -> the rotations that lay different wakes (symmetric tiles have fewer)
    distinct_rotations: tuple[tuple[int, ...], ...]
    daikaiju: tuple[DaikaijuSpec, ...]
    reconstructed: tuple[str, ...]

    @property
    def tile_count(self) -> int:
        return len(self.tile_wakes)


def rotate_connections(conn: tuple[int, ...], quarters: int) -> tuple[int, ...]:
    """Turning a tile a quarter clockwise adds 2 (mod 8) to every point."""
    shift = 2 * quarters
    out = [0] * 8
    for p, q in enumerate(conn):
        out[(p + shift) % 8] = (q + shift) % 8
    return tuple(out)


def _connections(wakes: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    conn = [0] * 8
    for a, b in wakes:
        conn[a], conn[b] = b, a
    return tuple(conn)


def _distinct(turns: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    return tuple(r for r in range(4) if turns[r] not in turns[:r])


def _require(cond: bool, path: str, message: str) -> None:
    if not cond:
        raise FormatError(path, message)


def parse_data(raw: Any) -> TsuroData:
    """Check the structure a game relies on; anything malformed is named by its path."""
    _require(isinstance(raw, dict), "", "the data file must be a JSON object")
    board = raw.get("board", {})
    size = board.get("size")
    _require(isinstance(size, int) and 3 <= size <= 12, "board.size", "must be a whole number 3-12")
    lines = board.get("dice_to_line", {})
    _require(isinstance(lines, dict) and sorted(lines) == [str(d) for d in range(1, 7)],
             "board.dice_to_line", "must map each die face 1-6 to a line")
    die_to_line = tuple(lines[str(d)] for d in range(1, 7))
    _require(all(isinstance(i, int) and 0 <= i < size for i in die_to_line),
             "board.dice_to_line", f"lines must be 0-{size - 1}")
    tiles = raw.get("wake_tiles")
    _require(isinstance(tiles, list) and bool(tiles), "wake_tiles", "must be a non-empty list")
    wakes_list = []
    for i, tile in enumerate(tiles):
        path = f"wake_tiles[{i}]"
        _require(isinstance(tile, dict) and tile.get("id") == i, f"{path}.id", f"must be {i}")
        wakes = tile.get("wakes")
        ok = isinstance(wakes, list) and len(wakes) == 4 and all(
            isinstance(w, list) and len(w) == 2 and all(isinstance(p, int) for p in w) for w in wakes)
        _require(ok, f"{path}.wakes", "must be 4 pairs of points")
        points = sorted(p for w in wakes for p in w)
        _require(points == list(range(8)), f"{path}.wakes", "must join each point 0-7 exactly once")
        wakes_list.append(tuple((w[0], w[1]) for w in wakes))
    kaiju = []
    for i, k in enumerate(raw.get("daikaiju", [])):
        path = f"daikaiju[{i}]"
        chart = k.get("chart") if isinstance(k, dict) else None
        if not (isinstance(chart, list) and len(chart) == 5 and all(c in KAIJU_MOVES or c == KAIJU_TURN for c in chart)):
            raise FormatError(f"{path}.chart", "must list 5 of up/right/down/left/turn")
        _require(isinstance(k.get("rotation_number"), int), f"{path}.rotation_number", "must be a number")
        kaiju.append(DaikaijuSpec(i, k["rotation_number"], bool(k.get("gold_arrow")), tuple(chart)))
    setup = {int(n): c for n, c in raw.get("daikaiju_at_setup", {}).items()}
    _require(sorted(setup) == list(range(2, 9)), "daikaiju_at_setup", "must give a count for 2-8 players")
    _require(max(setup.values()) <= len(kaiju), "daikaiju_at_setup", "needs more daikaiju than there are")
    rotated = tuple(tuple(rotate_connections(_connections(w), r) for r in range(4)) for w in wakes_list)
    return TsuroData(
        size=size, die_to_line=die_to_line, hand_size=int(raw.get("hand_size", 3)),
        daikaiju_at_setup=setup, daikaiju_minimum=int(raw.get("daikaiju_minimum", 3)),
        daikaiju_move_totals=frozenset(raw.get("daikaiju_move_totals", [6, 7, 8])),
        tile_wakes=tuple(wakes_list), rotated=rotated,
        distinct_rotations=tuple(_distinct(turns) for turns in rotated), daikaiju=tuple(kaiju),
        reconstructed=tuple(raw.get("reconstructed", [])),
    )


@cache
def load_data() -> TsuroData:
    """The data in force: the user's override when present, else the shipped file."""
    return load_game_data("tsuro_seas", DATA_FILE, parse_data)
