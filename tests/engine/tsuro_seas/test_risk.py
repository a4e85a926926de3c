"""The exact risk before a ship's next turn (`risk.py`), against numbers worked out by hand from
the daikaiju charts and against the engine's own turn loop run over every sequence of dice.

The board is 7 × 7 and the dice name lines 0-2 and 4-6 (`tsuro-seas.json`): column D and row 4
carry no number, so a daikaiju standing there is never rolled onto, and 36 squares are. The
daikaiju move on a gold + blue total of 6, 7 or 8: 16 of the 36 rolls (TS-T1), then one die
(TS-D2), so each die value 1-5 moves them with chance 16/36 · 1/6 = 2/27.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from math import comb

import pytest

from qtgames.engine.core import get_game
from qtgames.engine.core.rng import Rng
from qtgames.engine.tsuro_seas import rules
from qtgames.engine.tsuro_seas.risk import ShipRisk, risk_after, ship_risk
from qtgames.engine.tsuro_seas.state import UNKNOWN, Phase, PlaceTile

from .helpers import DATA, GAME, ScriptedRng, find_tile, make
from .risk_oracle import brute_risk

MOVE = Fraction(16, 36)          # TS-T1: totals 6-8 of two dice
ONE_DIE = MOVE / 6               # one daikaiju die value (TS-D2)
NUMBER_1 = 0                     # daikaiju 1 with the gold arrow: turn, up, left, down, right
NUMBER_2 = 2                     # daikaiju 2 with the gold arrow: right, turn, up, left, down
ALL_BUT = list(range(1, 10))
NORTH, EAST, SOUTH, WEST = range(4)


def close(value: float, expected: Fraction | float) -> bool:
    return abs(value - float(expected)) < 1e-12


def _tile() -> tuple[int, int]:
    return find_tile({0: 4})


def _roll(state, seat: int, dice: list[int]):  # type: ignore[no-untyped-def]
    """The engine's own turn opening for `seat` with scripted dice: what the chart really does."""
    played = state.clone()
    played.rng = ScriptedRng(dice=dice)
    rules._begin_turn(played, seat, [])
    return played


# ---------------------------------------------------------------- by hand from the charts


@pytest.mark.parametrize("facing, die", [(NORTH, 2), (EAST, 3), (SOUTH, 4), (WEST, 5)])
def test_ts_d5_and_ts_t1_a_daikaiju_two_squares_ahead_wakes_on_the_one_die_its_chart_points_at_the_ship(
        facing: int, die: int) -> None:
    """Seat 2's ship sailed through D3 and faces D4; daikaiju 1 waits on D5, two squares ahead.
    Its chart (turn, up, left, down, right) sends it north, onto D4, on the die value whose step
    turned by its facing points north: up facing north (2), left facing east (3), down facing
    south (4), right facing west (5). On seat 2's own roll that kills the ship (TS-D5); nothing
    else can: a 6 has no daikaiju to bring (the supply is empty) and one daikaiju stays below
    TS-D7's three with nothing to top up. So the risk is exactly one die value's 2/27."""
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("D4", 0)], [[1, 2, 3], [4, 5, 6]], board=[("D3", tile, rotation)],
                 kaiju=[(NUMBER_1, "D5", facing)], kaiju_out=ALL_BUT)
    risk = ship_risk(state, 1)
    assert close(risk.destroyed, ONE_DIE) and risk.sails_off == 0.0 and risk.turns == 1
    assert not _roll(state, 1, [3, 4, die]).alive[1]          # 3 + 4 = 7 moves; the chart's die kills
    assert _roll(state, 1, [3, 4, die % 5 + 1]).alive[1]      # any other value does not


def test_ts_d4_and_ts_d5_two_threats_on_different_dice_add_up() -> None:
    """Besides daikaiju 1 on D5 (die 2 steps it onto D4, in front), daikaiju 2 on C3 facing north
    steps right, east, onto the ship's tile on D3 on a 1 (TS-D4). Different dice: 2 × 2/27."""
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("D4", 0)], [[1, 2, 3], [4, 5, 6]], board=[("D3", tile, rotation)],
                 kaiju=[(NUMBER_1, "D5", NORTH), (NUMBER_2, "C3", NORTH)],
                 kaiju_out=[k for k in range(10) if k not in (NUMBER_1, NUMBER_2)])
    assert close(ship_risk(state, 1).destroyed, 2 * ONE_DIE)
    assert not _roll(state, 1, [3, 4, 1]).alive[1]


@pytest.mark.parametrize("waiting_destroys, expected", [(True, 1 - MOVE * 3 / 6), (False, ONE_DIE)])
def test_ts_d5b_a_daikaiju_waiting_in_front_kills_unless_it_walks_away(waiting_destroys: bool,
                                                                      expected: Fraction) -> None:
    """Daikaiju 1 already stands on E5, in front of seat 2's ship, facing north. The ship lives only
    if the daikaiju leaves: left (3), down (4) or right (5); up (2) takes it onto the ship's tile
    on E4 (TS-D4), a turn (1) or no move keeps it there (TS-D5b): 1 − 16/36 · 3/6 = 7/9. Without
    Ruling TS-D5b only the step onto the tile kills: 2/27."""
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("E5", 0)], [[1], [4]], board=[("E4", tile, rotation)],
                 kaiju=[(NUMBER_1, "E5", NORTH)], kaiju_out=ALL_BUT, waiting_daikaiju_destroys=waiting_destroys)
    assert close(ship_risk(state, 1).destroyed, expected)


def _far_daikaiju(count: int) -> list[tuple[int, str, int]]:
    """Daikaiju on squares the dice never name (column D, row 4) whose steps reach neither C2 nor C3."""
    return [(3, "D7", NORTH), (5, "G4", NORTH), (7, "A4", NORTH)][:count]


def test_ts_d2_and_ts_s4_a_six_brings_a_daikaiju_onto_the_ships_tile_or_in_front() -> None:
    """Seat 2's ship stands on C2's tile facing C3. A 6 on the daikaiju die (chance 16/36 · 1/6)
    places one of the supply on one of the 36 squares the dice name, all free: on C2 it sinks the
    tile and the ship (TS-D2c), on C3 it stands in front at the ship's own turn (TS-D5b). The
    three on the board cannot reach either square: 2/27 · 2/36 = 1/243."""
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("C3", 0)], [[1], [4]], board=[("C2", tile, rotation)], kaiju=_far_daikaiju(3))
    assert close(ship_risk(state, 1).destroyed, Fraction(1, 243))


def test_ts_d7_a_top_up_instead_of_a_roll_can_land_on_the_ship() -> None:
    """Two daikaiju on the board: seat 2's turn opens with a top-up to three (TS-D7), no roll. The
    one placed lands on C2 or C3 with chance 2/36."""
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("C3", 0)], [[1], [4]], board=[("C2", tile, rotation)], kaiju=_far_daikaiju(2))
    assert close(ship_risk(state, 1).destroyed, Fraction(2, 36))


def test_ts_d2b_without_a_supply_a_six_brings_nothing() -> None:
    tile, rotation = _tile()
    state = make([("A7", 5, True), ("C3", 0)], [[1], [4]], board=[("C2", tile, rotation)], kaiju=_far_daikaiju(3),
                 kaiju_out=[k for k in range(10) if k not in (3, 5, 7)])
    assert ship_risk(state, 1) == ShipRisk(0.0, 0.0, 1)


def test_ts_d8_a_ship_on_its_mark_moves_instead_of_sinking_while_a_mark_is_free() -> None:
    """Daikaiju 1 on E2 facing north steps up onto E1, in front of seat 2's ship still on its mark,
    on a 2. TS-D8 moves the ship to another free mark on the top edge: no risk. With every other
    top-edge square covered by a tile, no mark is free and the same step destroys it: 2/27."""
    free = make([("A7", 5, True), ("E1", 0, True)], [[1], [4]], kaiju=[(NUMBER_1, "E2", NORTH)], kaiju_out=ALL_BUT)
    assert ship_risk(free, 1).destroyed == 0.0
    board, used = [], [1, 4]
    for column in "ABCDFG":
        tile, rotation = find_tile({0: 4}, exclude=used)
        used.append(tile)
        board.append((f"{column}1", tile, rotation))
    covered = make([("A7", 5, True), ("E1", 0, True)], [[1], [4]], board=board, kaiju=[(NUMBER_1, "E2", NORTH)],
                   kaiju_out=ALL_BUT)
    assert close(ship_risk(covered, 1).destroyed, ONE_DIE)


# ---------------------------------------------------------------- sailing off (TS-P2..P4)


def _cornered(b1_tile: bool, kaiju: list[tuple[int, str, int]]):  # type: ignore[no-untyped-def]
    """Seat 2's ship sits on C2's tile, facing C1 on the top edge (entering at point 5). C2's tile
    joins 0 and 1, so a wake leaving C1 down by point 4 comes back to the ship's own point: a loop
    (TS-P3); the top leads off the board (TS-P2); D1 holds a tile turning both wakes from C1 off
    the top edge. Only B1 can keep the ship sailing: open water, unless a tile like D1's lies there."""
    c2 = find_tile({0: 1})
    d1 = find_tile({6: 0, 7: 1}, exclude=[c2[0]])
    b1 = find_tile({2: 1, 3: 0}, exclude=[c2[0], d1[0]])
    to_b1 = find_tile({5: 7}, exclude=[c2[0], d1[0], b1[0]])
    board = [("C2", *c2), ("D1", *d1)] + ([("B1", *b1)] if b1_tile else [])
    state = make([("G7", 4, True), ("C1", 5)], [[40], [to_b1[0]]], board=board, kaiju=kaiju,
                 kaiju_out=[k for k in range(10) if k not in {k for k, _, _ in kaiju}])
    return state, to_b1[0]


def test_ts_p2_and_ts_p3_a_ship_with_no_way_on_sails_off_unless_a_daikaiju_sinks_it_first() -> None:
    """Every placement takes the cornered ship out. Daikaiju 2 on B2 facing north steps right onto
    its tile on C2 on a 1 (TS-D4): destroyed 2/27, and in every other outcome it sails off: 25/27."""
    state, _ = _cornered(True, [(NUMBER_2, "B2", NORTH)])
    risk = ship_risk(state, 1)
    assert close(risk.destroyed, ONE_DIE) and close(risk.sails_off, 1 - ONE_DIE)


def test_ts_p4_a_daikaiju_stepping_onto_the_only_way_on_makes_the_ship_sail_off() -> None:
    """B1 is open water, the hand's one way on. Daikaiju 1 on A1 facing north steps right, east,
    onto B1 on a 5: every placement then leads into it (TS-P4) or off the board: sails off 2/27."""
    state, _ = _cornered(False, [(NUMBER_1, "A1", NORTH)])
    risk = ship_risk(state, 1)
    assert risk.destroyed == 0.0 and close(risk.sails_off, ONE_DIE)


def test_ts_p4_a_hidden_hand_sails_off_when_none_of_its_tiles_can_reach_the_one_way_on() -> None:
    """Seen by seat 1, seat 2's one tile is hidden: it is any tile seat 1 does not see, equally
    likely. It keeps the ship sailing if one of its rotations joins point 5 to 6 or 7 (into B1),
    unless daikaiju 1 steps onto B1 (2/27): then none does."""
    state, _ = _cornered(False, [(NUMBER_1, "A1", NORTH)])
    seen = GAME.observation(state, 0)
    assert seen.hands[1] == [UNKNOWN]
    shown = {t for t in state.tiles if t >= 0} | set(state.hands[0])
    unseen = [t for t in range(DATA.tile_count) if t not in shown]
    into_b1 = [t for t in unseen if any(DATA.rotated[t][r][5] in (6, 7) for r in range(4))]
    no_way = Fraction(comb(len(unseen) - len(into_b1), 1), comb(len(unseen), 1))
    risk = ship_risk(seen, 1)
    assert close(risk.sails_off, ONE_DIE + (1 - ONE_DIE) * no_way)


# ---------------------------------------------------------------- which turns count (TS-T1, TS-R4)


def test_ts_t1_the_active_players_next_placement_comes_before_any_roll() -> None:
    """The active player's roll is behind it: its risk covers no turn, only a forced sail-off now."""
    tile, rotation = _tile()
    state = make([("D4", 0), ("A7", 5, True)], [[1, 2, 3], [4]], board=[("D3", tile, rotation)],
                 kaiju=[(NUMBER_1, "D5", NORTH)], kaiju_out=ALL_BUT)
    assert ship_risk(state, 0) == ShipRisk(0.0, 0.0, 0)
    cornered, _ = _cornered(True, [])
    cornered.active = 1
    assert ship_risk(cornered, 1) == ShipRisk(0.0, 1.0, 0)


def test_ts_t1_and_ts_r4_the_turns_up_to_the_ships_own_and_players_out_do_not_roll() -> None:
    ships = [("A7", 5, True), ("C3", 0), ("G1", 1, True), ("E5", 0)]
    state = make(ships, [[1], [2], [3], [4]], kaiju=_far_daikaiju(3), kaiju_out=ALL_BUT)
    assert [ship_risk(state, seat).turns for seat in range(4)] == [0, 1, 2, 3]
    assert ship_risk(state, 3, turns=1).turns == 1
    out = make(ships, [[1], [2], [], [4]], kaiju=_far_daikaiju(3), kaiju_out=ALL_BUT, alive=[True, True, False, True])
    assert ship_risk(out, 3).turns == 2
    rolling = make(ships, [[1], [2], [], [4]], kaiju=_far_daikaiju(3), kaiju_out=ALL_BUT,
                   alive=[True, True, False, True], eliminated_players_roll=True)
    assert ship_risk(rolling, 3).turns == 3


def test_ts_t1_a_horizon_cut_short_counts_only_the_ships_sinking_in_the_turns_it_covers() -> None:
    """Seat 3's turn is three turns away; covering only seat 2's roll, a daikaiju that steps onto
    its tile counts (TS-D4), one that stops in front of it does not yet (TS-D5 is at its own turn)."""
    tile, rotation = _tile()
    ships = [("A7", 5, True), ("A1", 0, True), ("G1", 1, True), ("D4", 0)]
    onto_tile = make(ships, [[1], [2], [3], [4]], board=[("D3", tile, rotation)],
                     kaiju=[(NUMBER_2, "C3", NORTH)], kaiju_out=[k for k in range(10) if k != NUMBER_2])
    assert ship_risk(onto_tile, 3, turns=1) == ShipRisk(float(ONE_DIE), 0.0, 1)
    in_front = make(ships, [[1], [2], [3], [4]], board=[("D3", tile, rotation)],
                    kaiju=[(NUMBER_1, "D5", NORTH)], kaiju_out=ALL_BUT)
    assert ship_risk(in_front, 3, turns=1) == ShipRisk(0.0, 0.0, 1)


def test_ts_t1_after_its_placement_the_ship_faces_every_roll_to_its_next_turn() -> None:
    """Seat 1's tile takes its ship across C3 to face C4. Daikaiju 1 on C6 facing north, two
    squares beyond C4, must step up twice to stand in front of it at seat 1's own turn: die 2 at
    seat 2's roll and die 2 again at seat 1's (nothing else brings it there in two rolls, and the
    supply is empty): (2/27)²."""
    tile, rotation = _tile()
    state = make([("C3", 0), ("G7", 4, True)], [[tile, 1, 2], [3]], kaiju=[(NUMBER_1, "C6", NORTH)],
                 kaiju_out=ALL_BUT)
    after = risk_after(state, PlaceTile(tile, rotation), 0)
    assert after.turns == 2 and close(after.destroyed, ONE_DIE ** 2)
    assert close(after.destroyed, brute_risk(_after_board(state, tile, rotation), 0)[0])


def _after_board(state, tile: int, rotation: int):  # type: ignore[no-untyped-def]
    board = state.clone()
    rules.lay_tile(board, PlaceTile(tile, rotation), [])
    return board


def test_ts_m4_a_placement_that_takes_the_ship_out_is_a_sure_sail_off() -> None:
    state = make([("A1", 0, True), ("G7", 4, True)], [[0], [3]], daikaiju=False)
    assert risk_after(state, PlaceTile(0, 0), 0) == ShipRisk(0.0, 1.0, 0)


# ---------------------------------------------------------------- against the engine itself


def _positions(players: int, games: int, seed: int) -> list:  # type: ignore[type-arg]
    game = get_game("tsuro-seas")
    rng = Rng(seed)
    found = []
    for index in range(games):
        state = game.new_state(players, game.Options(), seed + index)
        while not game.is_terminal(state):
            if state.phase == Phase.PLACE and state.turn % 5 == 0:
                found.append(state.clone())
            game.apply(state, rng.choice(game.legal_actions(state)))
    return found


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_ts_d_the_risk_is_the_engines_own_turn_run_over_every_roll_of_the_dice() -> None:
    """Positions from seeded random games; the ship whose roll comes next: the engine's turn loop
    over all 36 gold/blue rolls, every daikaiju die, every square a new daikaiju may be rolled onto
    and every supply order agrees with `ship_risk` to within the rerolls the oracle left unexplored."""
    checked = 0
    for state in _positions(2, 6, 11)[::3]:
        seat = 1 - state.active
        if not state.alive[seat]:
            continue
        risk = ship_risk(state, seat)
        destroyed, sails, unexplored = brute_risk(state, seat, fixed_facing=True, max_draws=9)
        assert abs(risk.destroyed - destroyed) <= unexplored + 1e-12
        assert abs(risk.sails_off - sails) <= unexplored + 1e-12
        checked += 1
    assert checked >= 4


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_ts_d_over_two_turns_the_risk_is_the_engines_own_when_no_daikaiju_can_be_placed() -> None:
    """Three players, the ship two turns away, the supply emptied (and Ruling TS-R2 set to put a
    destroyed daikaiju out) so that every roll is a move or nothing: the enumeration is small
    enough to be complete."""
    checked = 0
    for state in _positions(3, 4, 5)[::2]:
        seat = (state.active + 2) % 3
        if not all(state.alive) or not all(state.hands):
            continue    # a turn skipped for an empty hand (TS-H3) would let the engine roll on past it
        state.kaiju_out += state.kaiju_supply
        state.kaiju_supply = []
        state.options = replace(state.options, destroyed_daikaiju="out")   # none comes back (TS-R2)
        risk = ship_risk(state, seat)
        destroyed, sails, unexplored = brute_risk(state, seat)
        assert unexplored == 0.0 and risk.turns == 2
        assert close(risk.destroyed, destroyed) and close(risk.sails_off, sails)
        checked += 1
    assert checked >= 3
