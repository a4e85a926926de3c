"""The human-editable position format of Tsuro of the Seas (scenarios, positions in records).

Squares are written as on the board's margins ("C4": column C, row 4); a ship is the
square in front of it and the point (0-7, clockwise from the top-left) where it will enter
that square. Reading has two kinds of failure: a value the format cannot hold (a wrong type,
an unknown square, a tile id past 55) is a `FormatError` naming the field; a well-formed
position that breaks a rule (a tile in two places, a ship with no tile behind it) still
builds a state, and `validation.problems` lists what it breaks, so the scenario editor can
show the position while the user fixes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader
from ..core.messages import Text
from ..core.rng import Rng
from ..core.rules import Problem
from .board import geometry
from .data import TsuroData
from .options import TsuroOptions
from .state import Phase, TsuroState

FACINGS = ("north", "east", "south", "west")
PHASES = {p.name.lower(): p for p in Phase}
MAX_TURN = 1_000_000  # far beyond any real game; bounds a hand-edited counter
_RNG_LIMIT = (1 << 64) - 1


def to_json(state: TsuroState) -> dict[str, Any]:
    geo = state.geometry
    return {
        "players": state.players,
        "active": state.active,
        "phase": state.phase.name.lower(),
        "turn": state.turn,
        "rng": state.rng.state,
        "board": [{"square": geo.square_name(sq), "tile": t, "rotation": state.rotations[sq]}
                  for sq, t in enumerate(state.tiles) if t >= 0],
        "daikaiju": [{"id": k, "square": geo.square_name(sq), "facing": FACINGS[state.kaiju_facing[k]]}
                     for k, sq in enumerate(state.kaiju_square) if sq >= 0],
        "daikaiju_supply": list(state.kaiju_supply),
        "daikaiju_out": list(state.kaiju_out),
        "ships": [_ship_json(state, seat) for seat in range(state.players)],
        "hands": [list(h) for h in state.hands],
        "pile": list(state.pile),
        "removed": list(state.removed),
        "bonus_from": list(state.bonus_from),
        "winners": list(state.winners),
        "eliminated": list(state.eliminated),
    }


def _ship_json(state: TsuroState, seat: int) -> dict[str, Any]:
    pos = state.ships[seat]
    ship: dict[str, Any] = {"alive": state.alive[seat], "on_start": state.on_start[seat]}
    if pos >= 0:
        ship["square"] = state.geometry.square_name(pos >> 3)
        ship["point"] = pos & 7
    return ship


@dataclass(slots=True)
class Places:
    """Where the file put each component, so a rule problem can name the entry to select.

    The state keeps one thing per square; the file may name two, so the places are kept
    as the file wrote them (a tile written twice is counted twice, not lost).
    """

    tiles: list[tuple[int, str]] = field(default_factory=list)    # (tile, path) in file order
    kaiju: list[tuple[int, str]] = field(default_factory=list)    # (daikaiju, path) in file order
    board: dict[int, str] = field(default_factory=dict)           # square -> its board entry
    on_board: dict[int, str] = field(default_factory=dict)        # daikaiju on the board -> its entry
    problems: list[Problem] = field(default_factory=list)         # squares holding two things


def read(data: Any, tsuro: TsuroData, options: TsuroOptions, path: str) -> tuple[TsuroState, Places]:
    """The state a position describes, and where each component stood in the file."""
    top = FieldReader(data, path)
    geo = geometry(tsuro.size)
    players = top.number("players", 2, 8)
    kaiju_count = len(tsuro.daikaiju)
    state = TsuroState(
        tsuro, geo, options, players, Rng(top.number("rng", 0, _RNG_LIMIT, 0)),
        tiles=[-1] * geo.squares, rotations=[0] * geo.squares, connections=[None] * geo.squares,
        kaiju_at=[-1] * geo.squares, kaiju_square=[-1] * kaiju_count, kaiju_facing=[0] * kaiju_count,
        kaiju_supply=[], kaiju_out=top.indices("daikaiju_out", kaiju_count),
        ships=[-1] * players, alive=[True] * players, on_start=[True] * players,
        hands=top.index_lists("hands", players, tsuro.tile_count),
        pile=[], removed=top.indices("removed", tsuro.tile_count),
    )
    places = Places()
    _read_board(top, state, places)
    _read_daikaiju(top, state, places)
    _read_ships(top, state)
    _read_turn(top, state)
    places.tiles += [(t, f"{path}.hands[{s}][{i}]") for s, hand in enumerate(state.hands) for i, t in enumerate(hand)]
    places.tiles += [(t, f"{path}.removed[{i}]") for i, t in enumerate(state.removed)]
    state.pile = _listed_or_rest(top, "pile", tsuro.tile_count, places.tiles)
    places.tiles += [(t, f"{path}.pile[{i}]") for i, t in enumerate(state.pile)]
    places.kaiju += [(k, f"{path}.daikaiju_out[{i}]") for i, k in enumerate(state.kaiju_out)]
    state.kaiju_supply = _listed_or_rest(top, "daikaiju_supply", kaiju_count, places.kaiju)
    places.kaiju += [(k, f"{path}.daikaiju_supply[{i}]") for i, k in enumerate(state.kaiju_supply)]
    return state, places


def _listed_or_rest(top: FieldReader, key: str, count: int, placed: list[tuple[int, str]]) -> list[int]:
    """The list at `key`; when absent, every component placed nowhere else, in id order (top last).

    A hand-written position then names only what matters to it; a written list keeps its
    order (the draws and the daikaiju to come) and is checked like every other place.
    """
    if key in top.data:
        return top.indices(key, count)
    taken = {item for item, _ in placed}
    return [i for i in range(count) if i not in taken]


def _square(text: Any, size: int, path: str) -> int:
    if not isinstance(text, str) or len(text) < 2:
        raise FormatError(path, Text("file-must-be-square", example="C4"))
    square = geometry(size).square_named(text)
    if square is None:
        raise FormatError(path, Text("tsuro-file-not-square", square=repr(text), size=size))
    return square


def _read_board(top: FieldReader, state: TsuroState, places: Places) -> None:
    """Wake tiles on squares; a second tile on a square is a TS-P1 problem and stays off the state."""
    tsuro, geo = state.data, state.geometry
    for i, entry in enumerate(top.get("board", list, [])):
        r = FieldReader(entry, f"{top.path}.board[{i}]")
        sq = _square(r.get("square", str), geo.size, f"{r.path}.square")
        tile = r.number("tile", 0, tsuro.tile_count - 1)
        rotation = r.number("rotation", 0, 3, 0)
        places.tiles.append((tile, r.path))
        if state.tiles[sq] >= 0:
            places.problems.append(Problem("TS-P1", f"{r.path}.square", Text("tsuro-problem-tile-taken",
                                                                             square=geo.square_name(sq),
                                                                             tile=state.tiles[sq])))
            continue
        state.tiles[sq], state.rotations[sq] = tile, rotation
        state.connections[sq] = tsuro.rotated[tile][rotation]
        places.board[sq] = r.path


def _read_daikaiju(top: FieldReader, state: TsuroState, places: Places) -> None:
    """Daikaiju on squares; one sharing a square with a tile (TS-D4) or a daikaiju (TS-D6) is a problem."""
    geo = state.geometry
    for i, entry in enumerate(top.get("daikaiju", list, [])):
        r = FieldReader(entry, f"{top.path}.daikaiju[{i}]")
        k = r.number("id", 0, len(state.data.daikaiju) - 1)
        sq = _square(r.get("square", str), geo.size, f"{r.path}.square")
        facing = r.get("facing", str, "north")
        if facing not in FACINGS:
            raise FormatError(f"{r.path}.facing", Text("file-must-be-one-of", choices=", ".join(FACINGS)))
        places.kaiju.append((k, r.path))
        name = geo.square_name(sq)
        if state.kaiju_at[sq] >= 0:
            places.problems.append(Problem("TS-D6", f"{r.path}.square", Text("tsuro-problem-kaiju-on-kaiju", square=name)))
        elif state.tiles[sq] >= 0:
            places.problems.append(Problem("TS-D4", f"{r.path}.square", Text("tsuro-problem-kaiju-on-tile", square=name)))
        if state.kaiju_at[sq] < 0:
            state.kaiju_at[sq] = k
        state.kaiju_square[k], state.kaiju_facing[k] = sq, FACINGS.index(facing)
        places.on_board.setdefault(k, r.path)


def _read_ships(top: FieldReader, state: TsuroState) -> None:
    ships = top.get("ships", list)
    if len(ships) != state.players:
        raise FormatError(f"{top.path}.ships", Text("tsuro-file-ships", players=state.players))
    for seat, entry in enumerate(ships):
        r = FieldReader(entry, f"{top.path}.ships[{seat}]")
        state.alive[seat] = r.get("alive", bool, True)
        state.on_start[seat] = r.get("on_start", bool, True)
        if "square" in entry or "point" in entry:
            sq = _square(r.get("square", str), state.geometry.size, f"{r.path}.square")
            state.ships[seat] = sq * 8 + r.number("point", 0, 7)


def _read_turn(top: FieldReader, state: TsuroState) -> None:
    phase = top.get("phase", str, "place")
    if phase not in PHASES:
        raise FormatError(f"{top.path}.phase", Text("file-must-be-one-of", choices=", ".join(PHASES)))

    state.phase = PHASES[phase]
    state.active = top.number("active", 0, state.players - 1, 0)
    state.turn = top.number("turn", 0, MAX_TURN, 0)
    state.bonus_from = top.indices("bonus_from", state.players)
    state.winners = top.indices("winners", state.players)
    state.eliminated = top.indices("eliminated", state.players)

