"""Entdecker's board and card placement: circles (EN-C1), matching edges (EN-X4b, EN-D1), routes (EN-X6)."""

from __future__ import annotations

from qtgames.engine.entdecker.board import board
from qtgames.engine.entdecker.data import TileSpec, load_data
from qtgames.engine.entdecker.tiles import (
    distinct_rotations,
    fits,
    land_sides,
    route_sides,
    route_with,
)

DATA = load_data()
BOARD = board(DATA.columns, DATA.rows)


def shape(name: str) -> TileSpec:
    return next(t for t in DATA.tiles if t.shape == name)


def empty() -> list[tuple[TileSpec, int] | None]:
    return [None] * BOARD.squares


def test_en_c1_one_starting_circle_outside_every_edge_square_side() -> None:
    assert len(BOARD.circles) == 2 * (10 + 7)
    for circle in BOARD.circles:
        assert BOARD.neighbour[circle.square * 4 + circle.side] == -1
    corners = [c for c in BOARD.circles if c.square == 0]
    assert sorted(c.side for c in corners) == [0, 3]  # the top-left corner square has two circles


def test_turning_a_card_moves_its_land_clockwise() -> None:
    headland = shape("headland")  # land on the north side
    assert land_sides(headland, 0) == (True, False, False, False)
    assert land_sides(headland, 1) == (False, True, False, False)
    assert route_sides(headland, 1, 0) == frozenset({0, 2, 3})


def test_symmetric_cards_have_fewer_distinct_rotations() -> None:
    assert distinct_rotations(shape("open_sea")) == (0,)
    assert distinct_rotations(shape("solid_land")) == (0,)
    assert distinct_rotations(shape("channel")) == (0, 1)
    assert distinct_rotations(shape("bay")) == (0, 1, 2, 3)


def test_en_x4b_sides_must_match_discovered_neighbours() -> None:
    placed = empty()
    centre = 3 * BOARD.columns + 4
    north = BOARD.neighbour[centre * 4 + 0]
    placed[north] = (shape("solid_land"), 0)          # land faces our north side
    headland = shape("headland")
    assert fits(BOARD, placed, headland, 0, centre, entry_side=2)      # land north: matches
    assert not fits(BOARD, placed, headland, 2, centre, entry_side=0)  # entering through land
    assert not fits(BOARD, placed, headland, 1, centre, entry_side=3)  # water north against land
    assert not fits(BOARD, placed, shape("open_sea"), 0, centre, entry_side=2)


def test_en_d1_the_board_edge_matches_anything_but_the_entry_side_is_water() -> None:
    corner = 0
    land_both_edges = shape("corner")  # land on north and east
    # Turned three quarters: land on west and north, both on the board's edge.
    assert land_sides(land_both_edges, 3) == (True, False, False, True)
    assert fits(BOARD, empty(), land_both_edges, 3, corner, entry_side=1)
    # Entering from the starting circle on the north side needs water there.
    assert not fits(BOARD, empty(), land_both_edges, 3, corner, entry_side=0)


def test_en_x6_the_ship_follows_only_the_route_it_arrived_on() -> None:
    bridge = shape("land_bridge")  # land north-south, two dead-end bays east and west
    east = route_with(bridge, 0, 1)
    west = route_with(bridge, 0, 3)
    assert east != west and -1 not in (east, west)
    assert route_sides(bridge, 0, east) == frozenset({1})  # a dead end: no way on through the land
    assert route_with(bridge, 0, 0) == -1                   # no route reaches a land side
