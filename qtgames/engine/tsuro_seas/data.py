"""Tsuro of the Seas component data: loaded from `resources/`, validated, turned into fast tables.

The numbers come from `shared/rules/tsuro-of-the-seas-data.md`; some are reconstructed, so a
player who owns the game may override the file (see the README). Pydantic checks each field and
its range; the checks after it make sure every player count the game takes can be set up and
played: enough tiles to deal every hand, a free square for every daikaiju to be rolled onto.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..core.datafiles import DataInForce, load_game_data, validate
from ..core.errors import FormatError
from ..core.messages import Text

DATA_FILE = "tsuro-seas.json"
MAX_PLAYERS = 8
# Far above the game's 56 tiles and 10 daikaiju, and bounded, so an override cannot make setup
# or a search enumerate without end.
MAX_TILES = 200
MAX_DAIKAIJU = 40
# The game deals 3; 4 keeps TS-E1's bonus swaps, which grow as C(8h, h), in the tens of thousands.
MAX_HAND = 4

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


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


DieFace = Literal["1", "2", "3", "4", "5", "6"]
DIE_FACES: tuple[DieFace, ...] = ("1", "2", "3", "4", "5", "6")


class _BoardModel(_Strict):
    size: int = Field(ge=3, le=12)
    dice_to_line: dict[DieFace, int] = Field(min_length=6)


class _TileModel(_Strict):
    id: int = Field(ge=0)
    wakes: list[tuple[int, int]] = Field(min_length=4, max_length=4)

    @field_validator("wakes")
    @classmethod
    def _joins_every_point(cls, wakes: list[tuple[int, int]]) -> list[tuple[int, int]]:
        if sorted(p for w in wakes for p in w) != list(range(8)):
            raise ValueError(Text("tsuro-file-wakes"))
        return wakes


class _DaikaijuModel(_Strict):
    id: int = Field(ge=0)
    rotation_number: int = Field(ge=0, le=99)
    gold_arrow: bool = False
    chart: tuple[Literal["up", "right", "down", "left", "turn"], ...] = Field(min_length=5, max_length=5)


class _DataModel(_Strict):
    format: Literal["qtgames-data"] = "qtgames-data"
    version: Literal[1] = 1
    game: Literal["tsuro-seas"] = "tsuro-seas"
    sources: dict[str, str] = {}
    reconstructed: list[str] = []
    transcribed: list[str] = []
    board: _BoardModel
    hand_size: int = Field(default=3, ge=1, le=MAX_HAND)
    daikaiju_at_setup: dict[Literal["2", "3", "4", "5", "6", "7", "8"], int] = Field(min_length=7)
    daikaiju_minimum: int = Field(default=3, ge=0, le=MAX_DAIKAIJU)
    daikaiju_move_totals: frozenset[int] = frozenset({6, 7, 8})
    wake_tiles: list[_TileModel] = Field(min_length=1, max_length=MAX_TILES)
    daikaiju: list[_DaikaijuModel] = Field(max_length=MAX_DAIKAIJU)


def parse_data(raw: Any) -> TsuroData:
    """Validate a parsed data file; raise FormatError naming the first bad field."""
    model = validate(_DataModel, raw)
    size = model.board.size
    die_to_line = tuple(model.board.dice_to_line[face] for face in DIE_FACES)
    if not all(0 <= line < size for line in die_to_line):
        raise FormatError("board.dice_to_line", Text("tsuro-file-dice-lines", high=size - 1))
    for i, tile in enumerate(model.wake_tiles):
        if tile.id != i:
            raise FormatError(f"wake_tiles[{i}].id", Text("file-must-be-id", id=i))
    if not all(2 <= total <= 12 for total in model.daikaiju_move_totals):
        raise FormatError("daikaiju_move_totals", Text("tsuro-file-dice-totals"))
    for i, spec in enumerate(model.daikaiju):
        if spec.id != i:
            raise FormatError(f"daikaiju[{i}].id", Text("file-must-be-id", id=i))
    kaiju = [DaikaijuSpec(i, k.rotation_number, k.gold_arrow, k.chart) for i, k in enumerate(model.daikaiju)]
    setup = {int(n): count for n, count in model.daikaiju_at_setup.items()}
    if not all(0 <= count <= len(kaiju) for count in setup.values()):
        raise FormatError("daikaiju_at_setup", Text("tsuro-file-setup-counts", count=len(kaiju)))
    # TS-S4/TS-R3 roll a square again until it is free: every daikaiju needs one among the squares
    # the dice can name, or the rolling never ends.
    free = len(set(die_to_line)) ** 2
    if len(kaiju) >= free:
        raise FormatError("daikaiju", Text("tsuro-file-daikaiju-fit", squares=free, most=free - 1))
    most = MAX_PLAYERS * model.hand_size
    if len(model.wake_tiles) < most:
        raise FormatError("wake_tiles", Text("tsuro-file-tiles-for-hands", players=MAX_PLAYERS, tiles=most,
                                             hand=model.hand_size, count=len(model.wake_tiles)))

    wakes_list = [tuple(tile.wakes) for tile in model.wake_tiles]
    rotated = tuple(tuple(rotate_connections(_connections(w), r) for r in range(4)) for w in wakes_list)
    return TsuroData(
        size=size, die_to_line=die_to_line, hand_size=model.hand_size,
        daikaiju_at_setup=setup, daikaiju_minimum=model.daikaiju_minimum,
        daikaiju_move_totals=model.daikaiju_move_totals,
        tile_wakes=tuple(wakes_list), rotated=rotated,
        distinct_rotations=tuple(_distinct(turns) for turns in rotated), daikaiju=tuple(kaiju),
        reconstructed=tuple(model.reconstructed),
    )


@cache
def data_in_force() -> DataInForce[TsuroData]:
    """The data in force: the user's override when present and sound, else the shipped file."""
    return load_game_data("tsuro_seas", DATA_FILE, parse_data)


def load_data() -> TsuroData:
    return data_in_force().data
