"""Edits the scenario editor makes to a Tsuro of the Seas position, on the position format itself.

Each function takes a position (the JSON of `position.py`) and returns a changed copy, keeping
every wake tile and daikaiju in exactly one place: a tile taken from a hand or the pile leaves
it, a tile pushed off a square goes back to the end of the pile, a daikaiju taken off goes back
to the supply. Legality is not decided here — the editor shows the position's problems
(`read_position`) after every edit — but components never vanish or double, so a position
built by dragging stays countable. The editor undoes an edit by keeping the old copy.
"""

from __future__ import annotations

import copy

from ..core.editing import Position
from .board import PARTNER, geometry
from .data import TsuroData

FACINGS = ("north", "east", "south", "west")


def _copy(position: Position) -> Position:
    return copy.deepcopy(position)


def _take_tile(position: Position, tile: int) -> None:
    """Lift a wake tile from wherever it is (board, a hand, the pile, the removed tiles)."""
    position["board"] = [entry for entry in position["board"] if entry["tile"] != tile]
    for hand in position["hands"]:
        if tile in hand:
            hand.remove(tile)
    for key in ("pile", "removed"):
        if tile in position[key]:
            position[key].remove(tile)


def _take_daikaiju(position: Position, kaiju: int) -> None:
    position["daikaiju"] = [entry for entry in position["daikaiju"] if entry["id"] != kaiju]
    for key in ("daikaiju_supply", "daikaiju_out"):
        if kaiju in position[key]:
            position[key].remove(kaiju)


def _clear(position: Position, square: str) -> None:
    """Whatever lies on `square` goes back: a tile to the end of the pile, a daikaiju to the supply."""
    for entry in [e for e in position["board"] if e["square"] == square]:
        position["board"].remove(entry)
        position["pile"].append(entry["tile"])
    for entry in [e for e in position["daikaiju"] if e["square"] == square]:
        position["daikaiju"].remove(entry)
        position["daikaiju_supply"].append(entry["id"])


def put_tile(position: Position, tile: int, square: str, rotation: int = 0) -> Position:
    """Lay wake tile `tile` on `square` (moving it there if it lies elsewhere)."""
    result = _copy(position)
    _take_tile(result, tile)
    _clear(result, square)
    result["board"].append({"square": square, "tile": tile, "rotation": rotation % 4})
    return result


def put_daikaiju(position: Position, kaiju: int, square: str, facing: str = "north") -> Position:
    """Set daikaiju `kaiju` on `square` facing `facing` (moving it there if it stands elsewhere)."""
    result = _copy(position)
    _take_daikaiju(result, kaiju)
    _clear(result, square)
    result["daikaiju"].append({"id": kaiju, "square": square, "facing": facing})
    return result


def put_ship(position: Position, seat: int, square: str, point: int) -> Position:
    """Sail `seat`'s ship to `point` of `square` (it is sailing, no longer on its start mark)."""
    result = _copy(position)
    ship = result["ships"][seat]
    ship.update(square=square, point=point % 8, alive=True, on_start=False)
    return result


def ship_facing_out(position: Position, seat: int, size: int, square: str, point: int) -> Position:
    """Put `seat`'s ship on `square` at its edge point `point`, facing out of the square: it has
    sailed across `square` and will enter the neighbour there. At the board's edge there is no
    neighbour; the point is a starting mark, and the ship waits on it to enter `square`."""
    board = geometry(size)
    here = board.square_named(square)
    if here is None:
        raise ValueError(f"{square} is not a square of the {size}x{size} board")
    ahead = board.step[here * 8 + point % 8]
    if ahead < 0:
        result = _copy(position)
        result["ships"][seat] = {"square": square, "point": point % 8, "alive": True, "on_start": True}
        return result
    return put_ship(position, seat, board.square_name(ahead >> 3), ahead & 7)


def turn_ship(position: Position, seat: int, size: int, quarters: int = 1) -> Position:
    """Turn `seat`'s ship by `quarters` clockwise quarter turns around the square it stands on (the
    square it sailed across; a ship on a starting mark stands at that mark's square), as a tile
    turns: it moves to the same place on the next side, facing out of the square again."""
    ship = position["ships"][seat]
    if "square" not in ship:
        return position
    board = geometry(size)
    square, point = board.square_named(ship["square"]), ship["point"]
    assert square is not None   # the position reader has checked it names a square
    behind = -1 if ship.get("on_start", True) else board.behind(square * 8 + point)
    if behind >= 0:
        square, point = behind, PARTNER[point]
    return ship_facing_out(position, seat, size, board.square_name(square), point + 2 * quarters)


def lift_ship(position: Position, seat: int) -> Position:
    """Take `seat`'s ship off the sea: it waits to choose a start mark again."""
    result = _copy(position)
    result["ships"][seat] = {"alive": True, "on_start": True}
    return result


def set_players(position: Position, players: int) -> Position:
    """Seat `players` players: new seats get an empty hand and no ship yet; the tiles of dropped
    seats' hands go back to the pile."""
    result = _copy(position)
    for hand in result["hands"][players:]:
        result["pile"] += hand
    result["hands"] = (result["hands"] + [[] for _ in range(players)])[:players]
    result["ships"] = (result["ships"] + [{"alive": True, "on_start": True} for _ in range(players)])[:players]
    result["players"] = players
    result["active"] = min(result["active"], players - 1)
    for key in ("bonus_from", "winners", "eliminated"):
        result[key] = [seat for seat in result[key] if seat < players]
    return result


def move_square(position: Position, source: str, target: str) -> Position:
    """Carry the tile or daikaiju on `source` to `target`, keeping its rotation or facing."""
    result = position
    for entry in position["board"]:
        if entry["square"] == source:
            result = put_tile(position, entry["tile"], target, entry["rotation"])
    for entry in position["daikaiju"]:
        if entry["square"] == source:
            result = put_daikaiju(position, entry["id"], target, entry["facing"])
    return result


def rotate_square(position: Position, square: str, quarters: int = 1) -> Position:
    """Turn the tile or daikaiju on `square` by `quarters` clockwise quarter turns."""
    result = _copy(position)
    for entry in result["board"]:
        if entry["square"] == square:
            entry["rotation"] = (entry["rotation"] + quarters) % 4
    for entry in result["daikaiju"]:
        if entry["square"] == square:
            entry["facing"] = FACINGS[(FACINGS.index(entry["facing"]) + quarters) % 4]
    return result


def clear_square(position: Position, square: str) -> Position:
    """Take the tile or daikaiju off `square` (back to the pile or supply)."""
    result = _copy(position)
    _clear(result, square)
    return result


def give_tile(position: Position, tile: int, seat: int) -> Position:
    """Put wake tile `tile` into `seat`'s hand, from wherever it was."""
    result = _copy(position)
    _take_tile(result, tile)
    result["hands"][seat].append(tile)
    return result


def return_tile(position: Position, tile: int) -> Position:
    """Send wake tile `tile` back to the end of the draw pile."""
    result = _copy(position)
    _take_tile(result, tile)
    result["pile"].append(tile)
    return result


def set_pile(position: Position, pile: list[int]) -> Position:
    """Reorder the draw pile (the first tile is drawn first); `pile` must hold the same tiles."""
    if sorted(pile) != sorted(position["pile"]):
        raise ValueError("a reordered pile must hold the same tiles")
    result = _copy(position)
    result["pile"] = list(pile)
    return result



def occupant(position: Position, square: str) -> tuple[str, int] | None:
    """What lies on `square`: ("tile", id), ("daikaiju", id) or None."""
    for entry in position["board"]:
        if entry["square"] == square:
            return "tile", entry["tile"]
    for entry in position["daikaiju"]:
        if entry["square"] == square:
            return "daikaiju", entry["id"]
    return None


def blank_position(data: TsuroData, players: int = 2) -> Position:
    """An empty sea to start a scenario from: every tile in the pile, every daikaiju in the supply,
    the ships not yet on their start marks."""
    return {
        "players": players, "active": 0, "phase": "start", "turn": 0, "rng": 1,
        "board": [], "daikaiju": [], "daikaiju_supply": list(range(len(data.daikaiju))), "daikaiju_out": [],
        "ships": [{"alive": True, "on_start": True} for _ in range(players)],
        "hands": [[] for _ in range(players)], "pile": list(range(data.tile_count)), "removed": [],
        "bonus_from": [], "winners": [], "eliminated": [],
    }
