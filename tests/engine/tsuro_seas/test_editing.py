"""Editor edits of a Tsuro of the Seas position: a ship placed by hand faces out of the square it
was put on, a ship at the edge waits on its starting mark, and a ship turns as a tile does."""

from __future__ import annotations

from qtgames.engine.tsuro_seas import editing
from qtgames.engine.tsuro_seas.data import load_data

SIZE = load_data().size


def blank() -> editing.Position:
    return editing.blank_position(load_data())


def test_a_ship_put_on_a_square_faces_out_of_it_into_the_neighbour() -> None:
    placed = editing.ship_facing_out(blank(), 0, SIZE, "D3", 2)   # D3's right side, upper point
    assert placed["ships"][0] == {"square": "E3", "point": 7, "alive": True, "on_start": False}


def test_a_ship_put_at_the_board_edge_waits_on_that_starting_mark() -> None:
    placed = editing.ship_facing_out(blank(), 1, SIZE, "A1", 0)
    assert placed["ships"][1] == {"square": "A1", "point": 0, "alive": True, "on_start": True}


def test_a_ship_turns_around_the_square_it_stands_on() -> None:
    sailing = editing.ship_facing_out(blank(), 0, SIZE, "D3", 2)
    assert editing.turn_ship(sailing, 0, SIZE, 1)["ships"][0] == {"square": "D4", "point": 1, "alive": True,
                                                                  "on_start": False}
    assert editing.turn_ship(sailing, 0, SIZE, -1)["ships"][0]["square"] == "D2"
    assert editing.turn_ship(editing.turn_ship(sailing, 0, SIZE, 2), 0, SIZE, 2) == sailing
    corner = editing.ship_facing_out(blank(), 0, SIZE, "A1", 0)
    turns = [corner]
    for _ in range(4):
        turns.append(editing.turn_ship(turns[-1], 0, SIZE, 1))
    assert [(s["ships"][0]["square"], s["ships"][0]["point"], s["ships"][0]["on_start"]) for s in turns] == [
        ("A1", 0, True), ("B1", 7, False), ("A2", 1, False), ("A1", 6, True), ("A1", 0, True)]


def test_a_ship_not_on_the_board_does_not_turn() -> None:
    position = blank()
    assert editing.turn_ship(position, 0, SIZE, 1) is position
