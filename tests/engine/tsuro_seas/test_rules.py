"""Every Tsuro of the Seas rule and ruling, by its ID (shared/rules/tsuro-of-the-seas*.md).

Each test sets up the smallest position where the rule decides something and checks both
that the engine does what the rule says and that it cites the rule.
"""

from __future__ import annotations

from collections import Counter

import pytest

from qtgames.engine.core import Rng, RuleViolation
from qtgames.engine.tsuro_seas import daikaiju as kaiju_rules
from qtgames.engine.tsuro_seas import rules
from qtgames.engine.tsuro_seas.board import geometry
from qtgames.engine.tsuro_seas.data import rotate_connections
from qtgames.engine.tsuro_seas.options import TsuroOptions
from qtgames.engine.tsuro_seas.rules import free_start_marks
from qtgames.engine.tsuro_seas.state import ChooseStart, PlaceTile, Relocate, TakeBonus, TsuroState

from .helpers import (
    DATA,
    GAME,
    ScriptedRng,
    find_tile,
    kinds,
    make,
    pos,
    rules_of,
    sq,
)

NO_MOVE = (1, 1)  # gold 1 + blue 1 = 2: the daikaiju stay put (TS-T1)


def refusal(state, action) -> RuleViolation:  # type: ignore[no-untyped-def]
    with pytest.raises(RuleViolation) as info:
        GAME.check(state, action)
    return info.value


def kaiju_id(number: int, gold: bool) -> int:
    return next(k.id for k in DATA.daikaiju if k.rotation_number == number and k.gold_arrow == gold)


# ---------------------------------------------------------------- components (TS-C)


def test_ts_c1_gold_die_picks_the_column_and_blue_die_the_row() -> None:
    state = make([("A1", 0, True), ("G7", 4, True)], [[], []], daikaiju=False)
    state.rng = ScriptedRng(dice=[2, 5])
    square, gold, blue = kaiju_rules.roll_square(state)
    assert (gold, blue) == (2, 5)
    assert square == DATA.die_to_line[4] * DATA.size + DATA.die_to_line[1]
    lines = {DATA.die_to_line[d] for d in range(6)}
    assert len(lines) == 6 and 3 not in lines  # the middle line carries no number


def test_ts_c2_every_wake_tile_joins_each_of_its_eight_points_once() -> None:
    assert len(DATA.tile_wakes) == 56
    for wakes in DATA.tile_wakes:
        assert sorted(p for pair in wakes for p in pair) == list(range(8))


def test_ts_c2_data_file_tile_set_has_the_35_patterns_with_their_copy_counts() -> None:
    def canonical(tile: int) -> tuple[int, ...]:
        return min(DATA.rotated[tile])

    counts = Counter(canonical(t) for t in range(56))
    assert len(counts) == 35
    assert sorted(Counter(counts.values()).items()) == [(1, 17), (2, 16), (3, 1), (4, 1)]


def test_ts_c2_travel_goes_straight_through_a_crossing() -> None:
    tile, rotation = find_tile({0: 4, 1: 5})  # two wakes crossing the tile top to bottom
    state = make([("C3", 0), ("G7", 4, True)], [[tile], []], daikaiju=False)
    GAME.apply(state, PlaceTile(tile, rotation))
    assert state.ships[0] == pos("C4", 1)  # left at point 4, entered the square below at point 1


def test_ts_c3_ten_daikaiju_numbered_one_to_five_with_and_without_gold_arrow() -> None:
    assert len(DATA.daikaiju) == 10
    pairs = Counter((k.rotation_number, k.gold_arrow) for k in DATA.daikaiju)
    assert pairs == {(n, g): 1 for n in range(1, 6) for g in (True, False)}
    assert all(len(k.chart) == 5 for k in DATA.daikaiju)


def test_ts_c4_two_to_eight_players() -> None:
    for players in range(2, 9):
        assert GAME.new_state(players, TsuroOptions(), 1).players == players
    for players in (1, 9):
        with pytest.raises(ValueError, match="TS-C4"):
            GAME.new_state(players, TsuroOptions(), 1)


# ---------------------------------------------------------------- setup (TS-S)


def test_ts_s1_each_player_has_one_ship_to_place() -> None:
    state = GAME.new_state(5, TsuroOptions(), 3)
    assert state.ships == [-1] * 5 and GAME.decision(state).kind == "start"


def test_ts_s2_three_tiles_each_and_the_rest_face_down_in_the_pile() -> None:
    state = GAME.new_state(4, TsuroOptions(), 3)
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert len(state.pile) == 56 - 12
    assert sorted(state.pile + [t for h in state.hands for t in h]) == list(range(56))
    assert state.setup_events[0].rule == "TS-S2"


@pytest.mark.parametrize("players, count", [(2, 6), (4, 6), (5, 5), (6, 5), (7, 4), (8, 4)])
def test_ts_s3_daikaiju_at_setup_by_player_count(players: int, count: int) -> None:
    state = GAME.new_state(players, TsuroOptions(), 11)
    assert len(state.daikaiju_on_board()) == count
    assert rules_of(state.setup_events).count("TS-S4") == count


def test_ts_s4_and_ts_r3_a_daikaiju_rolled_onto_another_is_rolled_again() -> None:
    state = make([("A1", 0, True), ("G7", 4, True)], [[], []], kaiju=[(0, "B2", 0)])
    state.rng = ScriptedRng(dice=[2, 2, 5, 6], below=[2])  # B2 is taken: roll again
    events: list = []
    kaiju_rules.place_daikaiju(state, "TS-S4", events)
    placed = events[0]
    assert (placed.data["gold"], placed.data["blue"]) == (5, 6)
    assert state.kaiju_at[sq("F7")] >= 0 and placed.rule == "TS-S4"


def test_ts_s4b_the_facing_is_chosen_blind_by_the_rng() -> None:
    for facing in range(4):
        state = make([("A1", 0, True), ("G7", 4, True)], [[], []])
        state.rng = ScriptedRng(dice=[1, 1], below=[facing])
        kaiju_rules.place_daikaiju(state, "TS-S4", [])
        assert state.kaiju_facing[state.kaiju_at[sq("A1")]] == facing


# ---------------------------------------------------------------- order and start (TS-O)


def test_ts_o1_seat_one_starts_and_play_goes_clockwise_skipping_players_out() -> None:
    tile, rotation = find_tile({0: 4})
    state = make([("C3", 0), ("E5", 0), ("F6", 0)], [[tile], [1], [2]], alive=[True, False, True],
                 daikaiju=False)
    state.hands[1] = []
    events = GAME.apply(state, PlaceTile(tile, rotation))
    turn = [e for e in events if e.kind == "turn"]
    assert turn[0].rule == "TS-O1" and turn[0].data["seat"] == 2 and state.active == 2


def test_ts_o2_every_ship_takes_a_mark_in_turn_before_the_first_tile() -> None:
    state = GAME.new_state(3, TsuroOptions(daikaiju=False), 2)
    for seat in range(3):
        assert GAME.decision(state).player == seat and GAME.decision(state).kind == "start"
        events = GAME.apply(state, ChooseStart(seat * 10))
        assert events[0].rule == "TS-O2"
        assert state.ships[seat] == state.geometry.start_marks[seat * 10]
    assert GAME.decision(state).kind == "place" and state.active == 0


def test_ts_o3_two_ships_may_not_share_a_starting_mark_unless_the_option_allows() -> None:
    state = GAME.new_state(2, TsuroOptions(daikaiju=False), 2)
    GAME.apply(state, ChooseStart(5))
    assert refusal(state, ChooseStart(5)).rule == "TS-O3"
    shared = GAME.new_state(2, TsuroOptions(daikaiju=False, shared_start_marks=True), 2)
    GAME.apply(shared, ChooseStart(5))
    GAME.apply(shared, ChooseStart(5))
    assert shared.ships[0] == shared.ships[1]


@pytest.mark.parametrize("past", [0, -1], ids=["one-past-the-last", "minus-one"])
def test_ts_o2_a_starting_mark_that_does_not_exist_is_refused_by_ts_o2(past: int) -> None:
    """Not by Ruling TS-O3 (another ship stands there): no ship can stand on a mark that is not there."""
    state = GAME.new_state(2, TsuroOptions(daikaiju=False), 2)
    mark = len(state.geometry.start_marks) if past == 0 else -1
    before = list(state.ships)
    refused = refusal(state, ChooseStart(mark))
    assert refused.rule == "TS-O2" and "no such starting mark" in refused.message
    assert state.ships == before and GAME.decision(state).kind == "start" and state.active == 0


def test_ts_o3_the_mark_of_a_destroyed_ship_is_free_again() -> None:
    """A ship destroyed on its mark has left the board: the mark no longer counts as taken (TS-D8 relocation)."""
    state = GAME.new_state(3, TsuroOptions(daikaiju=False), 2)
    GAME.apply(state, ChooseStart(5))
    assert 5 not in free_start_marks(state)
    state.alive[0] = False
    assert 5 in free_start_marks(state)


# ---------------------------------------------------------------- a turn (TS-T)


def test_ts_t1_and_ts_t2_and_ts_t3_and_ts_t4_a_turn_rolls_places_moves_and_draws_in_order() -> None:
    tile, rotation = find_tile({0: 4})
    state = make([("C3", 0), ("F6", 0)], [[tile, 1, 2], [3, 4, 5]],
                 kaiju=[(0, "A7", 0), (1, "G1", 0), (2, "G3", 0)], dice=[*NO_MOVE, *NO_MOVE])
    events = GAME.apply(state, PlaceTile(tile, rotation))
    order = [e.rule for e in events if e.rule in ("TS-P1", "TS-M1", "TS-H1", "TS-T1")]
    assert order == ["TS-P1", "TS-M1", "TS-H1", "TS-T1"]  # seat 1's placement, then seat 2's roll


@pytest.mark.parametrize("gold, blue, moves", [(1, 4, False), (3, 3, True), (4, 3, True), (2, 6, True), (4, 5, False)])
def test_ts_t1_daikaiju_move_on_six_seven_or_eight(gold: int, blue: int, moves: bool) -> None:
    tile, rotation = find_tile({0: 4})
    state = make([("C3", 0), ("F6", 0)], [[tile, 1, 2], [3, 4, 5]],
                 kaiju=[(0, "A7", 0), (1, "G1", 0), (2, "G3", 0)], dice=[gold, blue, 2])
    events = GAME.apply(state, PlaceTile(tile, rotation))
    dice = next(e for e in events if e.kind == "dice")
    assert dice.rule == "TS-T1" and dice.data["moves"] is moves
    assert any(e.kind == "kaiju_die" for e in events) is moves


# ---------------------------------------------------------------- daikaiju (TS-D)


def _next_turn(state, dice):  # type: ignore[no-untyped-def]
    """Seat 1 places a harmless tile; seat 2's turn then starts with `dice`."""
    tile, rotation = find_tile({0: 4}, exclude=[t for h in state.hands for t in h])
    state.hands[0] = [tile]
    state.rng = ScriptedRng(dice=[*dice, *NO_MOVE * 6])  # later turns: nothing moves
    return GAME.apply(state, PlaceTile(tile, rotation))


def _movers(events) -> list[int]:  # type: ignore[no-untyped-def]
    return [e.data["kaiju"] for e in events if e.kind in ("kaiju_turned", "kaiju_moved", "kaiju_left_board")]


@pytest.mark.parametrize("order, expected", [("descending", [(5, True), (1, True), (1, False)]),
                                             ("ascending", [(1, True), (1, False), (5, True)])])
def test_ts_d1_daikaiju_act_by_rotation_number_gold_arrow_first(order: str, expected: list) -> None:
    ids = [kaiju_id(1, False), kaiju_id(5, True), kaiju_id(1, True)]
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(ids[0], "B5", 0), (ids[1], "E2", 0), (ids[2], "F4", 0)],
                 daikaiju_order=order)
    events = _next_turn(state, [3, 4, 1])
    assert _movers(events) == [kaiju_id(n, g) for n, g in expected]


def test_ts_d2_one_die_for_all_each_following_its_own_chart() -> None:
    k1, k5 = kaiju_id(1, True), kaiju_id(5, True)
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(k1, "B5", 0), (k5, "E2", 0), (kaiju_id(2, True), "A7", 1)])
    events = _next_turn(state, [3, 4, 2])  # die 2: number 1 steps up, number 5 steps left, number 2 turns
    assert [e.data["die"] for e in events if e.kind == "kaiju_die"] == [2]
    assert state.kaiju_square[k1] == sq("B4") and state.kaiju_square[k5] == sq("D2")
    assert state.kaiju_facing[kaiju_id(2, True)] == 2
    assert {e.rule for e in events if e.kind.startswith("kaiju_") and e.kind != "kaiju_die"} == {"TS-D2"}


def test_ts_d2_a_six_places_a_new_daikaiju_instead() -> None:
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(0, "B5", 0), (1, "E2", 0), (2, "A7", 1)])
    before = dict(enumerate(state.kaiju_square))
    events = _next_turn(state, [3, 4, 6, 1, 1])
    assert [e.rule for e in events if e.kind == "kaiju_placed"] == ["TS-D2"]
    assert all(state.kaiju_square[k] == s for k, s in before.items() if s >= 0)  # nobody moved
    assert len(state.daikaiju_on_board()) == 4


def test_ts_d2b_a_six_with_an_empty_supply_does_nothing() -> None:
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(0, "B5", 0), (1, "E2", 0), (2, "A7", 1)],
                 kaiju_out=list(range(3, 10)))
    events = _next_turn(state, [3, 4, 6])
    assert "TS-D2b" in rules_of(events) and len(state.daikaiju_on_board()) == 3


@pytest.mark.parametrize("where", ["out", "pile"])
def test_ts_d2c_a_new_daikaiju_on_a_tile_removes_it_and_destroys_ships_on_it(where: str) -> None:
    board_tile, board_rot = find_tile({0: 4})
    # Seat 3's ship stands on the tile at A1 (it left A1 at point 4 into A2).
    state = make([("C3", 0), ("F6", 0), ("A2", 0)], [[], [3], [6]], board=[("A1", board_tile, board_rot)],
                 kaiju=[(0, "B5", 0), (1, "E2", 0), (2, "A7", 1)], new_daikaiju_on_tile=where)
    events = _next_turn(state, [3, 4, 6, 1, 1])
    assert not state.alive[2] and ("ship_destroyed", "TS-D2c") in kinds(events)
    assert ("tile_removed", "TS-D2c") in kinds(events)
    assert (board_tile in state.removed) == (where == "out")
    assert (board_tile in state.pile[:2]) == (where == "pile")  # under it: the victim's hand (TS-R6)


def test_ts_d3_a_daikaiju_pushed_off_the_board_is_out_of_the_game() -> None:
    k1 = kaiju_id(1, True)
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(k1, "B1", 0), (1, "E2", 0), (2, "A7", 1)])
    events = _next_turn(state, [3, 4, 2])  # number 1 on a 2 steps up: off the top edge
    assert ("kaiju_left_board", "TS-D3") in kinds(events)
    assert k1 in state.kaiju_out and k1 not in state.kaiju_supply and state.kaiju_square[k1] == -1


def test_ts_d4_and_ts_h2_a_daikaiju_on_a_tile_sends_it_under_the_pile_and_destroys_its_ships() -> None:
    k1 = kaiju_id(1, True)
    board_tile, board_rot = find_tile({0: 4})
    # Seat 3 sailed through B2 and waits in front of B3; the daikaiju at B1 faces south.
    state = make([("C3", 0), ("F6", 0), ("B3", 1)], [[], [3], [6, 7]], board=[("B2", board_tile, board_rot)],
                 kaiju=[(k1, "B1", 2), (1, "E2", 0), (2, "A7", 1)])
    events = _next_turn(state, [3, 4, 2])  # number 1 on a 2 steps "up" its facing: onto B2
    assert state.kaiju_square[k1] == sq("B2") and state.tiles[sq("B2")] == -1
    assert ("tile_removed", "TS-D4") in kinds(events) and board_tile in state.pile[:3]  # under the victim's hand
    assert not state.alive[2] and ("ship_destroyed", "TS-D4") in kinds(events)
    removed = next(e for e in events if e.kind == "tile_removed")
    assert removed.data["rotation"] == board_rot, "the board fades the tile out as it lay"
    destroyed = next(e for e in events if e.kind == "ship_destroyed")
    assert destroyed.text == "Player 3's ship is destroyed: the daikaiju 1★ moved onto its tile on B2."


def test_ts_d5_a_daikaiju_stepping_in_front_of_the_active_ship_destroys_it_only() -> None:
    k1 = kaiju_id(1, True)
    # Seat 2 (active next) faces E5 from E4; seat 3 waits at another point of the same square edge.
    # (TS-D5b off, so the daikaiju waiting in front of seat 3 at its own turn does not count here.)
    state = make([("C3", 0), ("E5", 0), ("E5", 1)], [[], [3, 4], [5]],
                 kaiju=[(k1, "E6", 0), (1, "A2", 0), (2, "A7", 1)], waiting_daikaiju_destroys=False)
    events = _next_turn(state, [3, 4, 2])  # number 1 on a 2 steps up: E6 -> E5
    assert [(e.rule, e.data["seat"]) for e in events if e.kind == "ship_destroyed"] == [("TS-D5", 1)]
    assert not state.alive[1] and state.alive[2]


@pytest.mark.parametrize("waiting_destroys", [True, False])
def test_ts_d5b_a_daikaiju_already_waiting_in_front_destroys_the_ship(waiting_destroys: bool) -> None:
    state = make([("C3", 0), ("E5", 0)], [[], [3, 4]],
                 kaiju=[(0, "E5", 0), (1, "A2", 0), (2, "A7", 1)], waiting_daikaiju_destroys=waiting_destroys)
    state.players = 2
    events = _next_turn(state, [*NO_MOVE])
    assert state.alive[1] is not waiting_destroys
    assert (("ship_destroyed", "TS-D5b") in kinds(events)) is waiting_destroys
    if not waiting_destroys:
        assert ("blocked", "TS-D5b") in kinds(events) and state.active == 0  # the turn passed


@pytest.mark.parametrize("where", ["supply", "out"])
def test_ts_d6_and_ts_r2_a_daikaiju_destroys_the_one_it_moves_onto(where: str) -> None:
    k1, victim = kaiju_id(1, True), kaiju_id(2, False)  # on a 2 the number 2 only turns
    state = make([("C3", 0), ("F6", 0)], [[], [3]], kaiju=[(k1, "B5", 0), (victim, "B4", 1), (2, "A7", 1)],
                 destroyed_daikaiju=where)
    events = _next_turn(state, [3, 4, 2])  # number 2 turns in place, then number 1 steps up onto it
    assert ("kaiju_destroyed", "TS-D6") in kinds(events)
    assert state.kaiju_square[victim] == -1 and state.kaiju_square[k1] == sq("B4")
    assert (state.kaiju_supply[0] == victim) == (where == "supply")
    assert (victim in state.kaiju_out) == (where == "out")


@pytest.mark.parametrize("board_tile, board_rot", [find_tile({0: 4}), (0, 0)], ids=["a-tile", "tile-0"])
def test_ts_d7_fewer_than_three_are_topped_up_and_that_player_does_not_roll(board_tile: int, board_rot: int) -> None:
    # Only two daikaiju are left; seat 3's ship stands on the tile at A1 (tile 0 is a tile too).
    state = make([("C3", 0), ("F6", 0), ("A2", 1)], [[], [3], [6]], board=[("A1", board_tile, board_rot)],
                 kaiju=[(0, "B5", 0), (1, "E2", 0)])
    events = _next_turn(state, [1, 1])  # gold 1, blue 1: the new daikaiju lands on A1
    assert [e.rule for e in events if e.kind == "kaiju_placed"] == ["TS-D7"]
    told = next(e for e in events if e.kind == "kaiju_top_up")
    assert events.index(told) < next(i for i, e in enumerate(events) if e.kind == "kaiju_placed"), "why, first"
    assert told.rule == "TS-D7" and told.text == (
        "Only 2 daikaiju are left on the board, fewer than 3: Player 2 places new ones until there are 3, and does "
        "not roll for their movement this turn.")
    assert len(state.daikaiju_on_board()) == 3
    assert not any(e.kind == "dice" for e in events), "the player who topped up does not roll"
    assert board_tile in state.removed and board_tile not in state.pile  # out of the game, not under the pile
    assert not state.alive[2] and ("ship_destroyed", "TS-D7") in kinds(events)


def test_ts_d8_a_blocked_ship_on_its_mark_moves_to_another_mark_on_that_side() -> None:
    state = make([("C3", 0), ("E1", 0, True)], [[], [3, 4]], kaiju=[(0, "E1", 0), (1, "A4", 0), (2, "A7", 1)])
    events = _next_turn(state, [*NO_MOVE])
    assert ("must_relocate", "TS-D8") in kinds(events) and GAME.decision(state).kind == "relocate"
    marks = [a.mark for a in GAME.legal_actions(state)]
    geo = state.geometry
    assert marks and all(geo.side_of_mark(m) == 0 for m in marks)
    assert all(state.kaiju_at[geo.start_marks[m] >> 3] < 0 and state.tiles[geo.start_marks[m] >> 3] < 0 for m in marks)
    assert refusal(state, Relocate(geo.mark_index[pos("A4", 6)])).rule == "TS-D8"  # another side
    GAME.apply(state, Relocate(marks[0]))
    assert GAME.decision(state).kind == "place" and state.ships[1] == geo.start_marks[marks[0]]


def blocked_beside_others() -> TsuroState:
    """Player 2 must relocate from E1; Player 3 stands on B1's mark, a daikaiju on C1, a tile on G1."""
    tile, rotation = find_tile({0: 4}, exclude=[3, 4, 5])
    state = make([("C3", 0), ("E1", 0, True), ("B1", 0, True)], [[], [3, 4], [5]], board=[("G1", tile, rotation)],
                 kaiju=[(0, "E1", 0), (1, "A4", 0), (2, "A7", 1), (3, "C1", 0)])
    _next_turn(state, [*NO_MOVE])
    assert GAME.decision(state).kind == "relocate" and state.active == 1
    return state


def test_ts_o3_relocation_refuses_a_mark_another_ship_stands_on() -> None:
    state = blocked_beside_others()
    refused = refusal(state, Relocate(state.geometry.mark_index[pos("B1", 0)]))
    assert refused.rule == "TS-O3" and "Another ship" in refused.message


@pytest.mark.parametrize("past", [0, -1], ids=["one-past-the-last", "minus-one"])
def test_ts_o2_relocating_to_a_mark_that_does_not_exist_is_refused_by_ts_o2(past: int) -> None:
    """Not by TS-D8 as though -1 were the last mark, on another side: there is no such mark."""
    state = blocked_beside_others()
    mark = len(state.geometry.start_marks) if past == 0 else -1
    before = list(state.ships)
    refused = refusal(state, Relocate(mark))
    assert refused.rule == "TS-O2" and "no such starting mark" in refused.message
    assert state.ships == before and GAME.decision(state).kind == "relocate"


@pytest.mark.parametrize("square, point, words", [
    ("E1", 0, "already stands on that mark"), ("C1", 0, "daikaiju stands on that mark's square"),
    ("G1", 0, "wake tile lies on that mark's square"), ("A4", 6, "same side of the board")])
def test_ts_d8_relocation_refusals_name_the_reason(square: str, point: int, words: str) -> None:
    """The ship's own mark, a mark under a daikaiju, under a tile, on another side: each said as it is."""
    state = blocked_beside_others()
    refused = refusal(state, Relocate(state.geometry.mark_index[pos(square, point)]))
    assert refused.rule == "TS-D8" and words in refused.message


def test_ts_d8_with_no_free_mark_on_that_side_the_ship_is_destroyed() -> None:
    top = [f"{c}1" for c in "ABCDEFG"]
    board = []
    used: list[int] = []
    for name in top:
        if name != "E1":
            tile, rotation = find_tile({0: 4}, exclude=used)
            used.append(tile)
            board.append((name, tile, rotation))
    state = make([("C3", 0), ("E1", 0, True)], [[], [50, 51]], board=board,
                 kaiju=[(0, "E1", 0), (1, "A4", 0), (2, "A7", 1)])
    events = _next_turn(state, [*NO_MOVE])
    assert ("ship_destroyed", "TS-D8") in kinds(events) and not state.alive[1]


# ---------------------------------------------------------------- placing (TS-P)


def test_ts_p1_place_a_hand_tile_in_any_rotation_in_front_of_the_ship() -> None:
    tile, rotation = find_tile({0: 4})
    state = make([("C3", 0), ("F6", 0)], [[tile, 1], [2]], daikaiju=False)
    assert refusal(state, PlaceTile(2, 0)).rule == "TS-P1"  # not in this hand
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert state.tiles[sq("C3")] == tile and state.rotations[sq("C3")] == rotation
    assert events[0].rule == "TS-P1" and tile not in state.hands[0]


def test_ts_p2_may_not_sail_off_the_edge_unless_every_placement_does() -> None:
    safe, _safe_rot = find_tile({0: 2})
    state = make([("A1", 0, True), ("G7", 4, True)], [[0, safe], [3]], daikaiju=False)
    error = refusal(state, PlaceTile(0, 0))  # tile 0 joins 0-1: straight back off the top edge
    assert error.rule == "TS-P2" and "edge" in error.message
    assert all(a.tile == safe for a in GAME.legal_actions(state))
    forced = make([("A1", 0, True), ("G7", 4, True)], [[0], [3]], daikaiju=False)
    assert GAME.legal_actions(forced) == [PlaceTile(0, 0)]  # Ruling TS-P6: no other move
    events = GAME.apply(forced, PlaceTile(0, 0))
    assert ("ship_out", "TS-M4") in kinds(events) and GAME.winners(forced) == [1]


@pytest.mark.parametrize("square, point, words", [("C1", 1, "north edge at C1"), ("A1", 0, "north edge at A1"),
                                                  ("A3", 6, "west edge at A3")])
def test_ts_m4_the_log_names_the_edge_and_the_square_a_ship_sailed_off_by(square: str, point: int, words: str) -> None:
    """Tile 0 turns the ship straight back off the edge it came in by, through the other point of that side."""
    state = make([(square, point, True), ("G7", 4, True), ("D7", 4, True)], [[0], [40], [41]], daikaiju=False)
    events = GAME.apply(state, PlaceTile(0, 0))
    (out,) = [e for e in events if e.kind == "ship_out"]
    assert out.rule == "TS-M4" and words in out.text and "Player 1" in out.text, out.text
    assert out.data["square"] == sq(square) and not state.alive[0]


def _loop_position(hand_extra: list[int]):  # type: ignore[no-untyped-def]
    """A ship at C3 (entering at point 1) whose old wake, broken where C3's tile was, runs back to C3."""
    c2 = find_tile({3: 4})
    d2 = find_tile({5: 6}, exclude=[c2[0]])
    d3 = find_tile({7: 0}, exclude=[c2[0], d2[0]])
    loop = find_tile({1: 2}, exclude=[c2[0], d2[0], d3[0]])
    board = [("C2", *c2), ("D2", *d2), ("D3", *d3)]
    state = make([("C3", 1), ("G7", 4, True)], [[loop[0], *hand_extra], [40]], board=board, daikaiju=False)
    return state, loop


def test_ts_p3_and_ts_r5_a_forced_loop_puts_the_ship_out() -> None:
    state, _ = _loop_position([])
    state.hands[0] = [47]  # 0-7, 1-2, 3-4, 5-6: every rotation closes the loop
    assert GAME.legal_actions(state)  # Ruling TS-P6: nothing better, so the loop is allowed
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    out = next(e for e in events if e.kind == "ship_out")
    assert out.rule == "TS-R5" and not state.alive[0]


def test_ts_p3_a_loop_is_refused_when_another_tile_is_safe() -> None:
    safe, _ = find_tile({1: 5})
    state, (tile, rotation) = _loop_position([safe])
    error = refusal(state, PlaceTile(tile, rotation))
    assert error.rule == "TS-P3" and "loop" in error.message


def test_ts_p4_may_not_lead_the_wake_into_a_daikaiju_unless_forced() -> None:
    bad, bad_rot = find_tile({0: 2})
    good, good_rot = find_tile({0: 4}, exclude=[bad])
    state = make([("C3", 0), ("G7", 4, True)], [[bad, good], [40]],
                 kaiju=[(0, "D3", 0), (1, "A6", 0), (2, "G1", 0)], dice=[*NO_MOVE])
    error = refusal(state, PlaceTile(bad, bad_rot))
    assert error.rule == "TS-P4" and "daikaiju" in error.message
    assert PlaceTile(good, good_rot) in GAME.legal_actions(state)


def test_ts_p5_two_ships_may_not_travel_the_same_wake_the_same_way() -> None:
    clash, clash_rot = find_tile({0: 2})
    other, other_rot = find_tile({0: 4}, exclude=[clash])
    # Seat 2 already waits at D3's point 7: seat 1 sailing C3 0 -> 2 would end on it, facing the same way.
    state = make([("C3", 0), ("D3", 7)], [[clash, other], [40]], daikaiju=False)
    assert refusal(state, PlaceTile(clash, clash_rot)).rule == "TS-P5"
    assert PlaceTile(other, other_rot) in GAME.legal_actions(state)


def test_ts_p6_self_elimination_before_a_shared_wake_and_a_shared_wake_only_as_a_last_resort() -> None:
    # Tile 28 joins 0-5 in every rotation: from A1's top mark it sails into A2 at point 0, where
    # seat 2 already waits facing the same way (TS-P5). Tile 0 only sails back off the top edge.
    ships = [("A1", 0, True), ("A2", 0), ("G7", 4, True)]
    state = make(ships, [[28, 0], [40], [41]], daikaiju=False)
    assert GAME.legal_actions(state) == [PlaceTile(0, 0)]
    assert refusal(state, PlaceTile(28, 0)).rule == "TS-P5"
    last_resort = make(ships, [[28], [40], [41]], daikaiju=False)
    assert GAME.legal_actions(last_resort) == [PlaceTile(28, 0)]


def test_ts_m1_the_active_ship_follows_its_wake_to_the_open_end() -> None:
    first, first_rot = find_tile({0: 4})
    state = make([("C3", 0), ("G7", 4, True)], [[first], [40]], daikaiju=False)
    events = GAME.apply(state, PlaceTile(first, first_rot))
    sailed = next(e for e in events if e.kind == "ship_sailed")
    assert sailed.rule == "TS-M1" and sailed.data["path"] == [pos("C3", 0), pos("C4", 1)]
    assert state.ships[0] == pos("C4", 1)


def test_ts_m2_a_ship_waiting_at_the_same_square_moves_too() -> None:
    tile, rotation = find_tile({0: 4, 6: 2})
    state = make([("C3", 0), ("C3", 6), ("G7", 4, True)], [[tile], [40], [41]], daikaiju=False)
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert ("ship_sailed", "TS-M2") in kinds(events)
    assert state.ships[1] == pos("D3", 7)


def test_ts_m3_and_ts_r1_ships_on_one_wake_pass_each_other() -> None:
    tile, rotation = find_tile({0: 6})
    state = make([("C3", 0), ("C3", 6), ("G7", 4, True)], [[tile], [40], [41]], daikaiju=False)
    GAME.apply(state, PlaceTile(tile, rotation))
    assert state.alive[:2] == [True, True]
    assert state.ships[0] == pos("B3", 3) and state.ships[1] == pos("C2", 5)


def test_ts_m4_a_wake_ending_at_a_daikaiju_puts_the_ship_out() -> None:
    # Tile 0 (0-1, 2-3, 4-5, 6-7) turns the ship straight back into C2, where a daikaiju now stands.
    state = make([("C3", 0), ("G7", 4, True), ("A1", 0, True)], [[0], [40], [41]],
                 kaiju=[(0, "C2", 0), (1, "A6", 0), (2, "G1", 0)], dice=[*NO_MOVE] * 3)
    assert GAME.legal_actions(state) == [PlaceTile(0, 0)]
    events = GAME.apply(state, PlaceTile(0, 0))
    out = next(e for e in events if e.kind == "ship_out")
    assert out.rule == "TS-M4" and out.data["fate"] == -2 and not state.alive[0]


# ---------------------------------------------------------------- bonus, drawing (TS-E, TS-H)


def test_ts_e1_eliminating_an_opponent_lets_you_swap_with_their_hand() -> None:
    tile, rotation = find_tile({0: 2, 7: 6})
    state = make([("A1", 0, True), ("A1", 7, True), ("G7", 4, True)], [[tile, 20, 21], [30, 31, 32], [40]],
                 daikaiju=False)
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert not state.alive[1] and GAME.decision(state).kind == "bonus"
    assert refusal(state, TakeBonus((20,), (40,))).rule == "TS-E1"  # seat 3 was not eliminated
    assert rules.bonus_pool(state) == [30, 31, 32], "the pool the panel offers: the eliminated hands only"
    swaps = GAME.legal_actions(state)
    assert TakeBonus((), ()) in swaps and TakeBonus((20, 21), (30, 32)) in swaps and len(swaps) == 1 + 2 * 3 + 3
    top = state.pile[-1]
    events = GAME.apply(state, TakeBonus((20,), (31,)))
    assert sorted(state.hands[0]) == sorted([21, 31, top])
    assert sorted(state.pile[:3]) == [20, 30, 32] and state.hands[1] == []
    assert ("bonus_taken", "TS-E1") in kinds(events)


def test_ts_e1_the_log_says_whose_tiles_go_to_the_pile_after_the_bonus() -> None:
    tile, rotation = find_tile({0: 2, 7: 6})
    state = make([("A1", 0, True), ("A1", 7, True), ("G7", 4, True)], [[tile, 20, 21], [30, 31, 32], [40]],
                 daikaiju=False)
    GAME.apply(state, PlaceTile(tile, rotation))
    events = GAME.apply(state, TakeBonus((20,), (31,)))
    leftovers = next(e for e in events if e.kind == "bonus_to_pile")
    assert leftovers.rule == "TS-E1"
    assert leftovers.text == "1 tile Player 1 gave and 2 tiles from Player 2's hand go to the bottom of the pile."


def test_ts_h1_after_placing_the_active_player_draws_the_top_tile() -> None:
    tile, rotation = find_tile({0: 4})
    state = make([("C3", 0), ("G7", 4, True)], [[tile, 20, 21], [40]], daikaiju=False)
    top, size = state.pile[-1], len(state.pile)
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert ("drew", "TS-H1") in kinds(events)
    assert sorted(state.hands[0]) == sorted([20, 21, top]) and len(state.pile) == size - 1


def test_ts_h3_an_empty_pile_draws_nothing_and_an_empty_hand_still_rolls() -> None:
    tile, rotation = find_tile({0: 4})
    rest = [t for t in range(56) if t not in (tile, 20, 21)]
    state = make([("C3", 0), ("F6", 0), ("B6", 0)], [[tile, 20], [], [21]], pile=[], removed=rest,
                 kaiju=[(0, "A7", 0), (1, "G1", 0), (2, "G3", 0)], dice=[*NO_MOVE, *NO_MOVE])
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert ("pile_empty", "TS-H3") in kinds(events)
    assert ("hand_empty", "TS-H3") in kinds(events)
    rolls = [e.data["seat"] for e in events if e.kind == "dice"]
    assert rolls[0] == 1 and state.active == 2  # seat 2 rolled, then play moved on


# ---------------------------------------------------------------- the end (TS-W)


def test_ts_w1_the_last_ship_left_wins() -> None:
    tile, rotation = find_tile({0: 2, 7: 6})
    state = make([("A1", 0, True), ("A1", 7, True)], [[tile], [40]], daikaiju=False)
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert GAME.winners(state) == [0] and events[-1].rule == "TS-W1" and GAME.scores(state) == [1.0, 0.0]


# Daikaiju on A1-D1 (ids 0-3): a ship on the top mark of A1 or B1 faces one of them.
WALL = [(0, "A1", 0), (1, "B1", 0), (2, "C1", 0), (3, "D1", 0)]


def full_board(*empty: str) -> list[tuple[str, int, int]]:
    """A wake tile (ids from 3 up, hands keep 0-2) on every square but the daikaiju's and `empty`."""
    taken = {square for _, square, _ in WALL} | set(empty)
    names = [f"{column}{row}" for row in range(1, DATA.size + 1) for column in "ABCDEFG"[:DATA.size]]
    return [(name, tile, 0) for tile, name in enumerate((n for n in names if n not in taken), start=3)]


def test_ts_w2_ships_leaving_together_as_the_last_square_is_filled_share_the_victory() -> None:
    # Both ships wait at G7, the last empty square: on a full board every wake leads out.
    state = make([("G7", 4, True), ("G7", 2, True)], [[0], [1]], board=full_board("G7"), kaiju=WALL)
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.winners(state) == [0, 1] and events[-1].rule == "TS-W2"


def test_ts_w4_ships_leaving_together_on_a_board_that_is_not_full_share_the_victory() -> None:
    state = make([("A1", 0, True), ("A1", 7, True)], [[0], [40]], daikaiju=False)  # tile 0: 0-1 and 6-7
    events = GAME.apply(state, PlaceTile(0, 0))
    assert GAME.winners(state) == [0, 1] and events[-1].rule == "TS-W4"
    assert GAME.scores(state) == [0.5, 0.5]


def test_ts_w3_a_tile_covering_the_last_empty_square_ends_the_game_the_survivors_share() -> None:
    """The FAQ's plain reading (the default): Player 1 sails out on the last square; the two ships
    left, each facing a daikaiju, share the victory at once."""
    state = make([("G7", 4, True), ("A1", 0, True), ("B1", 0, True)], [[0], [1], [2]], board=full_board("G7"),
                 kaiju=WALL)
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert not state.alive[0] and state.board_covered()
    assert GAME.winners(state) == [1, 2] and events[-1].rule == "TS-W3"


def test_ts_w3_a_daikaiju_covering_the_last_empty_square_ends_the_game_the_survivors_share() -> None:
    # Player 1 lays F7; at Player 2's turn a 6 brings a new daikaiju onto G7 (gold 6, blue 6).
    state = make([("F7", 4, True), ("A1", 0, True), ("B1", 0, True)], [[0], [1], [2]],
                 board=full_board("F7", "G7"), kaiju=WALL, dice=[3, 4, 6, 6, 6])
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert ("kaiju_placed", "TS-D2") in kinds(events) and state.board_covered()
    survivors = [seat for seat in range(3) if state.alive[seat]]
    assert len(survivors) >= 2 and GAME.winners(state) == survivors and events[-1].rule == "TS-W3"


def test_ts_w3b_read_as_no_tile_can_be_placed_a_covered_board_plays_on() -> None:
    """The named ruling's other reading: the same full board does not end the game; the ships
    facing daikaiju are destroyed in turn (TS-D8, no free mark) and the last one left wins."""
    state = make([("G7", 4, True), ("A1", 0, True), ("B1", 0, True)], [[0], [1], [2]], board=full_board("G7"),
                 kaiju=WALL, dice=[*NO_MOVE], board_full="no_placement")
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert "TS-W3" not in rules_of(events) and ("ship_destroyed", "TS-D8") in kinds(events)
    assert GAME.winners(state) == [2] and events[-1].rule == "TS-W1"


@pytest.mark.parametrize("reading", ["covered", "no_placement"])
def test_ts_w3b_when_no_tile_can_be_placed_any_more_the_survivors_share(reading: str) -> None:
    tile, rotation = find_tile({0: 4})
    rest = [t for t in range(56) if t != tile]
    state = make([("C3", 0), ("F6", 0)], [[tile], []], pile=[], removed=rest, daikaiju=False, board_full=reading)
    events = GAME.apply(state, PlaceTile(tile, rotation))
    assert events[-1].rule == "TS-W3b" and GAME.winners(state) == [0, 1]


def test_ts_w4_all_remaining_ships_destroyed_by_one_move_share_the_victory() -> None:
    k1 = kaiju_id(1, True)
    board_tile, board_rot = find_tile({0: 4, 1: 5})
    # Seat 1 must sail off the board; seats 2 and 3 both came down through B2 and wait in
    # front of B3, and at seat 2's turn a daikaiju steps onto B2.
    state = make([("A1", 0, True), ("B3", 1), ("B3", 0)], [[0], [3], [4]], board=[("B2", board_tile, board_rot)],
                 kaiju=[(k1, "B1", 2), (1, "E2", 0), (2, "A7", 1)], dice=[3, 4, 2])
    events = GAME.apply(state, PlaceTile(0, 0))
    assert [e.data["seat"] for e in events if e.kind == "ship_destroyed"] == [1, 2]
    assert GAME.winners(state) == [1, 2] and events[-1].rule == "TS-W4"


def test_ts_v1_without_daikaiju_there_are_none_and_no_dice() -> None:
    state = GAME.new_state(3, TsuroOptions(daikaiju=False), 4)
    rng = Rng(4)
    log = list(state.setup_events)
    while not GAME.is_terminal(state):
        log += GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert not state.daikaiju_on_board()
    assert not {"TS-S4", "TS-T1", "TS-D7", "TS-D2"} & set(rules_of(log))


def test_ts_r4_eliminated_players_roll_only_with_the_option() -> None:
    for option in (False, True):
        tile, rotation = find_tile({0: 4})
        state = make([("C3", 0), ("E5", 0), ("F6", 0)], [[tile], [], [5]], alive=[True, False, True],
                     kaiju=[(0, "A7", 0), (1, "G1", 0), (2, "G3", 0)], dice=[*NO_MOVE, *NO_MOVE],
                     eliminated_players_roll=option)
        events = GAME.apply(state, PlaceTile(tile, rotation))
        rollers = [e.data["seat"] for e in events if e.kind == "dice"]
        assert rollers == ([1, 2] if option else [2]) and state.active == 2


@pytest.mark.parametrize("where", ["pile", "out"])
def test_ts_r6_the_hand_of_a_ship_destroyed_by_a_daikaiju_goes_under_the_pile(where: str) -> None:
    state = make([("C3", 0), ("E5", 0), ("F6", 0)], [[], [30, 31, 32], [5]],
                 kaiju=[(0, "E5", 0), (1, "A2", 0), (2, "A7", 1)], eliminated_hand=where)
    events = _next_turn(state, [*NO_MOVE])
    assert not state.alive[1] and state.hands[1] == []
    assert ("hand_disposed", "TS-R6") in kinds(events)
    assert (sorted(state.pile[:3]) == [30, 31, 32]) == (where == "pile")
    assert ({30, 31, 32} <= set(state.removed)) == (where == "out")


@pytest.mark.parametrize("where, words", [("pile", "bottom of the pile"), ("out", "out of the game")])
def test_ts_r6_the_hand_of_a_player_whose_own_tile_sails_them_off_goes_by_the_ruling(where: str, words: str) -> None:
    """Ruling TS-R6, not TS-E1 (which is for the opponents a tile eliminates, and always the pile)."""
    state = make([("A1", 0, True), ("G7", 4, True), ("D7", 4, True)], [[0, 47], [40], [41]], daikaiju=False,
                 eliminated_hand=where)
    events = GAME.apply(state, PlaceTile(0, 0))            # tile 47 too turns the ship back off the edge
    assert not state.alive[0] and state.hands[0] == []
    disposed = [e for e in events if e.kind == "hand_disposed"]
    assert [e.rule for e in disposed] == ["TS-R6"]
    assert "Player 1" in disposed[0].text and words in disposed[0].text, disposed[0].text
    assert (47 in state.removed) == (where == "out") and (47 in state.pile) == (where == "pile")


def test_rotations_in_the_data_turn_points_by_two() -> None:
    assert rotate_connections(DATA.rotated[2][0], 1) == DATA.rotated[2][1]
    assert geometry(7).step[pos("C3", 2)] == pos("D3", 7)


def test_ts_e1_every_bonus_candidate_reads_differently_and_names_both_sides() -> None:
    """Test a ruling once listed "✗ Keep your tiles" three times beside the legal one and swaps
    with a blank side ("Swap 12 for  —"): each candidate must read as what it is."""
    from qtgames.engine.core.ruling import verdicts

    tile, rotation = find_tile({0: 2, 7: 6})
    state = make([("A1", 0, True), ("A1", 7, True), ("G7", 4, True)], [[tile, 20, 21], [30, 31, 32], [40]],
                 daikaiju=False)
    GAME.apply(state, PlaceTile(tile, rotation))
    found = verdicts(GAME, state)
    labels = [verdict.label for verdict in found]
    assert len(labels) == len(set(labels)), labels
    assert [v.legal for v in found if v.label == "Keep your tiles"] == [True]
    assert not any(label.rstrip().endswith(("for", "—")) or "  " in label for label in labels), labels
