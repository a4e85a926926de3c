"""The human-editable position format of Tsuro of the Seas (scenarios, positions in records).

Squares are written as on the board's margins ("C4": column C, row 4); a ship is the
square in front of it and the point (0-7, clockwise from the top-left) where it will enter
that square. Every tile and daikaiju must be in exactly one place; a bad value is reported
with its path, e.g. `position.ships[1].square`.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader
from ..core.rng import Rng
from .board import geometry
from .data import TsuroData
from .options import TsuroOptions
from .state import Phase, TsuroState

FACINGS = ("north", "east", "south", "west")
PHASES = {p.name.lower(): p for p in Phase}


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


def _square(text: Any, size: int, path: str) -> int:
    if not isinstance(text, str) or len(text) < 2:
        raise FormatError(path, "must be a square name such as C4")
    col = ord(text[0].upper()) - ord("A")
    row = int(text[1:]) - 1 if text[1:].isdigit() else -1
    if not (0 <= col < size and 0 <= row < size):
        raise FormatError(path, f"{text!r} is not a square of the {size}x{size} board")
    return row * size + col


def from_json(data: Any, tsuro: TsuroData, options: TsuroOptions, path: str) -> TsuroState:
    top = FieldReader(data, path)
    geo = geometry(tsuro.size)
    players = top.get("players", int)
    if not 2 <= players <= 8:
        raise FormatError(f"{path}.players", "must be 2-8")
    squares = geo.squares
    state = TsuroState(
        tsuro, geo, options, players, Rng(top.get("rng", int, 0)),
        tiles=[-1] * squares, rotations=[0] * squares, connections=[None] * squares,
        kaiju_at=[-1] * squares, kaiju_square=[-1] * len(tsuro.daikaiju),
        kaiju_facing=[0] * len(tsuro.daikaiju),
        kaiju_supply=top.indices("daikaiju_supply", len(tsuro.daikaiju)),
        kaiju_out=top.indices("daikaiju_out", len(tsuro.daikaiju)),
        ships=[-1] * players, alive=[True] * players, on_start=[True] * players,
        hands=[], pile=top.indices("pile", tsuro.tile_count), removed=top.indices("removed", tsuro.tile_count),
    )
    for i, entry in enumerate(top.get("board", list, [])):
        r = FieldReader(entry, f"{path}.board[{i}]")
        sq = _square(r.get("square", str), geo.size, f"{r.path}.square")
        tile, rotation = r.get("tile", int), r.get("rotation", int, 0)
        if not 0 <= tile < tsuro.tile_count or not 0 <= rotation < 4:
            raise FormatError(r.path, "tile must be a known tile and rotation 0-3")
        if state.tiles[sq] >= 0:
            raise FormatError(f"{r.path}.square", "holds two tiles")
        state.tiles[sq], state.rotations[sq] = tile, rotation
        state.connections[sq] = tsuro.rotated[tile][rotation]
    for i, entry in enumerate(top.get("daikaiju", list, [])):
        r = FieldReader(entry, f"{path}.daikaiju[{i}]")
        k = r.get("id", int)
        sq = _square(r.get("square", str), geo.size, f"{r.path}.square")
        facing = r.get("facing", str, "north")
        if not 0 <= k < len(tsuro.daikaiju) or facing not in FACINGS:
            raise FormatError(r.path, "needs a known daikaiju id and a facing north/east/south/west")
        if state.kaiju_at[sq] >= 0 or state.tiles[sq] >= 0:
            raise FormatError(f"{r.path}.square", "already holds a tile or daikaiju")
        state.kaiju_at[sq], state.kaiju_square[k] = k, sq
        state.kaiju_facing[k] = FACINGS.index(facing)
    hands = top.get("hands", list)
    if len(hands) != players:
        raise FormatError(f"{path}.hands", f"must hold one hand per player ({players})")
    state.hands = [FieldReader({"h": h}, path).indices("h", tsuro.tile_count) for h in hands]
    ships = top.get("ships", list)
    if len(ships) != players:
        raise FormatError(f"{path}.ships", f"must hold one ship per player ({players})")
    for seat, entry in enumerate(ships):
        r = FieldReader(entry, f"{path}.ships[{seat}]")
        state.alive[seat] = r.get("alive", bool, True) if "alive" in entry else True
        state.on_start[seat] = r.get("on_start", bool) if "on_start" in entry else True
        if "square" in entry:
            sq = _square(r.get("square", str), geo.size, f"{r.path}.square")
            point = r.get("point", int)
            if not 0 <= point < 8:
                raise FormatError(f"{r.path}.point", "must be 0-7")
            state.ships[seat] = sq * 8 + point
    phase = top.get("phase", str, "place")
    if phase not in PHASES:
        raise FormatError(f"{path}.phase", f"must be one of {', '.join(PHASES)}")
    state.phase = PHASES[phase]
    state.active = top.get("active", int, 0)
    if not 0 <= state.active < players:
        raise FormatError(f"{path}.active", f"must be a seat 0-{players - 1}")
    state.turn = top.get("turn", int, 0)
    state.bonus_from = top.indices("bonus_from", players)
    state.winners = top.indices("winners", players)
    state.eliminated = top.indices("eliminated", players)
    _check_components(state, path)
    return state


def _check_components(state: TsuroState, path: str) -> None:
    """Every wake tile and daikaiju in exactly one place; ships placed where the phase needs them."""
    places = [t for t in state.tiles if t >= 0] + state.pile + state.removed + [t for h in state.hands for t in h]
    if sorted(places) != list(range(state.data.tile_count)):
        missing = set(range(state.data.tile_count)) - set(places)
        doubled = {t for t in places if places.count(t) > 1}
        raise FormatError(f"{path}.board", f"each wake tile must be in exactly one place "
                                           f"(missing {sorted(missing)[:5]}, doubled {sorted(doubled)[:5]})")
    kaiju = state.daikaiju_on_board() + state.kaiju_supply + state.kaiju_out
    if sorted(kaiju) != list(range(len(state.data.daikaiju))):
        raise FormatError(f"{path}.daikaiju", "each daikaiju must be on the board, in the supply or out, once")
    if state.phase != Phase.START:
        for seat in range(state.players):
            if state.alive[seat] and state.ships[seat] < 0:
                raise FormatError(f"{path}.ships[{seat}]", "a sailing ship needs a square and point")
    if state.phase == Phase.PLACE and state.ships[state.active] >= 0:
        front = state.ships[state.active] >> 3
        if state.tiles[front] >= 0:
            raise FormatError(f"{path}.ships[{state.active}]", "the square in front of the ship must be empty")
