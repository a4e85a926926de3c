"""Where a drawn card may go (EN-X4b) and which way the ship may sail on it (EN-X6).

A rotation turns a card `quarters` clockwise: what was on side s is then on side s + quarters.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..core.memo import IdentityMemo
from ..core.pickled import pickle_by_fields
from .board import Board, opposite
from .data import TileSpec


def rotated_sides(sides: frozenset[int], quarters: int) -> frozenset[int]:
    return frozenset((s + quarters) % 4 for s in sides)


def land_sides(tile: TileSpec, quarters: int) -> tuple[bool, ...]:
    """Which sides are land with the card turned `quarters` clockwise."""
    return tuple(tile.land_side[(side - quarters) % 4] for side in range(4))


def route_with(tile: TileSpec, quarters: int, side: int) -> int:
    """The index of the card's sea route that reaches `side` (the card turned), or -1 (land there)."""
    original = (side - quarters) % 4
    for index, route in enumerate(tile.routes):
        if original in route:
            return index
    return -1


def route_sides(tile: TileSpec, quarters: int, route: int) -> frozenset[int]:
    return rotated_sides(tile.routes[route], quarters)


def distinct_rotations(tile: TileSpec) -> tuple[int, ...]:
    """Rotations that give different cards: a symmetric card is placed once per distinct look."""
    seen: list[tuple[tuple[bool, ...], frozenset[frozenset[int]], frozenset[frozenset[int]]]] = []
    keep = []
    for quarters in range(4):
        look = (land_sides(tile, quarters),
                frozenset(rotated_sides(p, quarters) for p in tile.land),
                frozenset(rotated_sides(r, quarters) for r in tile.routes))
        if look not in seen:
            seen.append(look)
            keep.append(quarters)
    return tuple(keep)


def fits(board: Board, placed: Sequence[tuple[TileSpec, int] | None], tile: TileSpec, quarters: int,
         square: int, entry_side: int) -> bool:
    """EN-X4b: every side matches its discovered neighbour (land to land, water to water).

    The board's edge matches anything (Ruling EN-D1), but the side the ship enters through
    must be water: the ship arrives along a dashed line, and from a starting circle too.
    """
    land = land_sides(tile, quarters)
    if land[entry_side]:
        return False
    neighbour = board.neighbour
    for side in range(4):
        other = neighbour[square * 4 + side]
        if other < 0:
            continue
        there = placed[other]
        if there is None:
            continue
        other_tile, other_quarters = there
        if land_sides(other_tile, other_quarters)[opposite(side)] != land[side]:
            return False
    return True


@dataclass(frozen=True, slots=True)
class Look:
    """A card as it lies on the board, turned: what the rules ask of it, precomputed."""

    land: tuple[bool, ...]                 # per side: land?
    parts: tuple[frozenset[int], ...]      # land parts, by the sides each touches
    routes: tuple[frozenset[int], ...]     # sea routes, by the sides each joins
    side_part: tuple[int, ...]             # per side: the land part there, -1 water
    side_route: tuple[int, ...]            # per side: the sea route there, -1 land
    distinct: bool                         # the first rotation with this look (EN-X4b choices)
    land_mask: int                         # bit `side` set where that side is land: `fits` in one test

    @property
    def edges(self) -> str:
        return "".join("L" if land else "W" for land in self.land)


def turned(tile: TileSpec, quarters: int) -> Look:
    parts = tuple(rotated_sides(p, quarters) for p in tile.land)
    routes = tuple(rotated_sides(r, quarters) for r in tile.routes)
    side_part = tuple(next((i for i, p in enumerate(parts) if s in p), -1) for s in range(4))
    side_route = tuple(next((i for i, r in enumerate(routes) if s in r), -1) for s in range(4))
    land = land_sides(tile, quarters)
    return Look(land, parts, routes, side_part, side_route, quarters in distinct_rotations(tile),
                sum(1 << side for side in range(4) if land[side]))


# Tile sets by identity: hashing a set's 120 cards cost a tenth of a game's setup.
_LOOK_TABLES: Final[IdentityMemo[tuple[TileSpec, ...], tuple[tuple[Look, ...], ...]]] = IdentityMemo()


def look_table(tiles: tuple[TileSpec, ...]) -> tuple[tuple[Look, ...], ...]:
    """Every card in every rotation, computed once per tile set."""
    return _LOOK_TABLES.get(tiles, _looks)


def _looks(tiles: tuple[TileSpec, ...]) -> tuple[tuple[Look, ...], ...]:
    return tuple(tuple(turned(tile, q) for q in range(4)) for tile in tiles)


pickle_by_fields(Look)
