"""The evaluation the search cuts rollouts off with: it must see the daikaiju coming."""

from __future__ import annotations

import math

import pytest

from qtgames.engine.tsuro_seas.daikaiju import TURNS, step_target
from qtgames.engine.tsuro_seas.heuristics import FEATURES, evaluate, roll_danger, seat_features

from .helpers import DATA, GAME, find_tile, make, pos, sq


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


# ---------------------------------------------------------------- the features, one by one

def _features(state, seat: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    values = seat_features(state, seat)
    assert values is not None
    return dict(zip(FEATURES, values, strict=True))


def test_log_sunk_is_the_exact_risk_of_the_next_turn_ts_d5_ts_t1() -> None:
    """Daikaiju 1 on D5 facing north steps onto D4, in front of seat 2's ship, on a 2 (TS-D5): the
    ship stays afloat with chance 1 − 16/36 · 1/6 = 25/27; the active ship's roll is behind it."""
    tile, rotation = find_tile({0: 4})
    state = make([("A7", 5, True), ("D4", 0)], [[1, 2, 3], [4, 5, 6]], board=[("D3", tile, rotation)],
                 kaiju=[(0, "D5", 0)], kaiju_out=range(1, 10))
    waiting, active = _features(state, 1), _features(state, 0)
    assert abs(waiting["log_sunk"] - math.log(25 / 27)) < 1e-12 and waiting["to_move"] == 0.0
    assert active["log_sunk"] == 0.0 and active["to_move"] == 1.0
    assert waiting["sails_off"] == 0.0 and waiting["tile_threats"] == 0.0


def test_sails_off_is_the_exact_chance_of_no_way_on_at_its_own_turn_ts_p2_ts_p3() -> None:
    """Seat 2's ship on C1, every placement off the edge or into a loop; daikaiju 2 on B2 facing north
    steps onto its tile on C2 on a 1 (TS-D4): sunk 2/27, else it sails off: 25/27. That daikaiju
    stands one step from the ship's tile (a tile threat) and within two of its front."""
    from .test_risk import NUMBER_2, _cornered
    state, _ = _cornered(True, [(NUMBER_2, "B2", 0)])
    features = _features(state, 1)
    assert abs(features["sails_off"] - 25 / 27) < 1e-12 and abs(features["log_sunk"] - math.log(25 / 27)) < 1e-12
    assert features["tile_threats"] == 1.0 and features["daikaiju_close"] == 1.0 and features["mobility"] == 0.0


def _open_sea_ways(hand: list[int], point: int, blocked_exits: tuple[int, ...] = ()) -> int:
    """Placements (distinct rotations) whose wake from `point` leaves by none of `blocked_exits`."""
    return sum(1 for t in hand for r in DATA.distinct_rotations[t] if DATA.rotated[t][r][point] not in blocked_exits)


def test_mobility_counts_the_placements_that_keep_the_ship_sailing_ts_p1_ts_p4() -> None:
    """In open sea at C3 every placement sails on; a daikaiju on C4 below makes each one whose wake
    leaves C3 by the bottom points (4, 5) run into it (TS-P4)."""
    hand = [10, 20, 30]
    ships = [("C3", 0), ("G7", 4, True)]
    open_sea = make(ships, [hand, [40]], kaiju=[(1, "G1", 0), (2, "A7", 0), (3, "G4", 0)])
    near_daikaiju = make(ships, [hand, [40]], kaiju=[(0, "C4", 0), (1, "G1", 0), (2, "A7", 0)])
    full = 4 * DATA.hand_size
    assert _features(open_sea, 0)["mobility"] == _open_sea_ways(hand, 0) / full
    assert _features(near_daikaiju, 0)["mobility"] == _open_sea_ways(hand, 0, (4, 5)) / full
    assert _open_sea_ways(hand, 0, (4, 5)) < _open_sea_ways(hand, 0)


def test_mobility_of_a_hidden_hand_is_the_mean_over_the_tiles_not_shown() -> None:
    hand = [10, 20, 30]
    state = make([("C3", 0), ("G7", 4, True)], [[40], hand], kaiju=[(0, "C4", 0), (1, "G1", 0), (2, "A7", 0)],
                 active=1)
    seen = GAME.observation(state, 1)            # seat 2 sees its own hand, not seat 1's
    unseen = [t for t in range(DATA.tile_count) if t not in hand]
    mean_ways = _open_sea_ways(unseen, 0, (4, 5)) / len(unseen)
    assert abs(_features(seen, 0)["mobility"] - mean_ways / (4 * DATA.hand_size)) < 1e-12


@pytest.mark.parametrize("kaiju_at, facing, expected", [
    ("C6", 0, 1 / 3),    # three squares below C3, facing north: straight at it
    ("C6", 2, 0.0),      # facing away
    ("C6", 1, 0.0),      # facing east: its row is not the ship's
    ("F3", 3, 1 / 3),    # in the same row, facing west towards it
])
def test_daikaiju_facing_is_one_over_the_distance_of_the_nearest_facing_the_ships_front(
        kaiju_at: str, facing: int, expected: float) -> None:
    state = make([("C3", 0), ("G7", 4, True)], [[1], [2]], kaiju=[(0, kaiju_at, facing)], kaiju_out=range(1, 10))
    assert _features(state, 0)["daikaiju_facing"] == expected
    assert _features(state, 0)["daikaiju_near"] == 1 / (1 + 3)


@pytest.mark.parametrize("front, point, expected", [("C3", 0, 2 / 3), ("A1", 0, 0.0), ("D4", 0, 1.0), ("F4", 0, 1 / 3)])
def test_edge_distance_of_the_square_in_front_ts_p2(front: str, point: int, expected: float) -> None:
    state = make([(front, point), ("G7", 4, True)], [[1], [2]], daikaiju=False)
    assert abs(_features(state, 0)["edge_distance"] - expected) < 1e-12


def test_late_mobility_weighs_the_choices_by_the_tiles_gone_from_the_pile() -> None:
    hand = [10, 20, 30]
    state = make([("C3", 0), ("G7", 4, True)], [hand, [40]], daikaiju=False, pile=list(range(41, 55)))
    features = _features(state, 0)
    assert features["late_mobility"] == features["mobility"] * (1 - 14 / DATA.tile_count)
