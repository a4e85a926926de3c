"""The evaluation the search cuts rollouts off with: it must see the daikaiju coming."""

from __future__ import annotations

from qtgames.engine.tsuro_seas.daikaiju import TURNS, step_target
from qtgames.engine.tsuro_seas.heuristics import evaluate, roll_danger

from .helpers import DATA, make, pos, sq


def _moving_die(kaiju: int) -> int:
    return next(d for d in range(1, 6) if DATA.daikaiju[kaiju].chart[d - 1] != "turn")


def test_roll_danger_counts_a_chart_move_onto_the_ships_tile() -> None:
    die = _moving_die(0)
    probe = make([("D4", 0), ("A1", 0)], [[], []], kaiju=[(0, "D4", 0)], supply=[], kaiju_out=range(1, 10))
    target = step_target(probe, 0, die)
    assert target not in (TURNS, -1)
    # A ship that sailed into `target` from the square to its west stands on that square's tile:
    # the ship's position is the west point of the square east of it.
    _row, col = divmod(target, DATA.size)
    assert col + 1 < DATA.size
    east = target + 1
    name = f"{chr(ord('A') + east % DATA.size)}{east // DATA.size + 1}"
    threatened = make([(name, 7), ("A7", 4)], [[], []], kaiju=[(0, "D4", 0)], supply=[], kaiju_out=range(1, 10))
    assert threatened.geometry.behind(threatened.ships[0]) == target
    assert roll_danger(threatened, 0) > 0.0
    assert roll_danger(threatened, 1) == 0.0


def test_roll_danger_includes_a_new_daikaiju_landing_on_the_ship() -> None:
    lines = DATA.die_to_line
    square = lines[0] * DATA.size + lines[0]
    name = f"{chr(ord('A') + square % DATA.size)}{square // DATA.size + 1}"
    with_supply = make([(name, 0), ("G7", 4)], [[], []], kaiju=[])
    without = make([(name, 0), ("G7", 4)], [[], []], kaiju=[], supply=[], kaiju_out=range(10))
    assert roll_danger(with_supply, 0) > 0.0
    assert roll_danger(without, 0) == 0.0


def test_evaluation_sees_the_daikaiju_coming_and_shares_the_table() -> None:
    """The same two ships, with and without a daikaiju that may step onto seat 0's front square:
    the threat lowers seat 0's share (the fitted weights trade danger against safe placements, so
    the two ships are kept alike rather than compared with each other)."""
    die = _moving_die(0)
    probe = make([("D4", 0), ("A1", 0)], [[], []], kaiju=[(0, "D4", 0)], supply=[], kaiju_out=range(1, 10))
    target = step_target(probe, 0, die)
    name = f"{chr(ord('A') + target % DATA.size)}{target // DATA.size + 1}"
    ships, hands = [(name, 0), ("G7", 4)], [[1, 2, 3], [4, 5, 6]]
    threatened = make(ships, hands, kaiju=[(0, "D4", 0)], supply=[], kaiju_out=range(1, 10))
    calm = make(ships, hands, kaiju=[], supply=[], kaiju_out=range(10))
    assert threatened.ships[0] >> 3 == sq(name) and threatened.ships[1] == pos("G7", 4)
    assert evaluate(threatened, 0) < evaluate(calm, 0)
    assert abs(evaluate(threatened, 0) + evaluate(threatened, 1) - 1.0) < 1e-9
