"""Entdecker scenarios: a laid-out position is read whole with every rule it breaks, rulings
explain every refused candidate, puzzle goals are judged, and the shipped scenario files hold.

One test per position check, named after the check and the rule it cites; each breaks a
position reached in play in exactly that way and expects that rule at that item's path.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.core import FormatError, Rng, RuleViolation, get_game
from qtgames.engine.core.protocol import Goal, PuzzleProgress, goal_sentence
from qtgames.engine.core.scenario import (
    Scenario,
    scenario_from_state,
    scenario_from_text,
)
from qtgames.engine.entdecker.data import load_data
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.engine.entdecker.state import FORT, SCOUT, EntdeckerState, Phase, Place
from tests.paths import RESOURCES

from .helpers import Declare, StartCircle, draw_and_place, fresh, on_top, play, put, take, unit

GAME = get_game("entdecker")
DATA = load_data()
SCENARIOS = RESOURCES / "scenarios"
Position = dict[str, Any]


def options_for(seed: int) -> EntdeckerOptions:
    """Every variant and ruling switched over in some seeds."""
    return EntdeckerOptions(
        rotating_first_player=seed % 3 == 1, unplayable_to_reserve=seed % 4 == 2, personal_tiles=seed % 5 == 3,
        hostile_settlement="12" if seed % 7 == 4 else "forbidden", board_edge="water" if seed % 6 == 5 else "anything",
        start_fee_to="owner" if seed % 4 == 1 else "bank", finish_last_turn=seed % 9 != 7)


def random_states(seed: int, options: EntdeckerOptions | None = None) -> Iterator[EntdeckerState]:
    """Every state of one seeded random game, the finished one included."""
    options = options or options_for(seed)
    state = GAME.new_state(2 + seed % 3, options, seed)
    rng = Rng(seed + 500)
    while True:
        yield state
        if GAME.is_terminal(state):
            return
        state = state.clone()
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))


def reached(test: Callable[[EntdeckerState], bool], options: EntdeckerOptions | None = None) -> Position:
    """The position of the first state in seeded random play that passes `test`."""
    for seed in range(200):
        for state in random_states(seed, options or EntdeckerOptions()):
            if test(state):
                return json.loads(json.dumps(GAME.state_to_json(state)))
    raise LookupError("no such state in 200 random games")


def laid_out(**options: object) -> Position:
    """Two players before the first turn, with a headland on C3 and player 1's scout on it."""
    state = fresh(2, **options)
    put(state, "C3", "headland")
    unit(state, "C3", owner=0, kind=SCOUT)
    return json.loads(json.dumps(GAME.state_to_json(state)))


def mid_game() -> Position:
    """A turn about to start, late enough for units on the board and square starts."""
    return reached(lambda s: s.phase == Phase.START and s.round >= 3 and sum(o >= 0 for o in s.unit_owner) >= 3)


def in_phase(phase: Phase, options: EntdeckerOptions | None = None) -> Position:
    return reached(lambda s: s.phase == phase and (phase != Phase.EXPLORE or bool(s.placed_now)), options)


def example(name: str) -> Scenario:
    return scenario_from_text((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


def problems(position: Position, options: EntdeckerOptions | None = None) -> list[tuple[str, str]]:
    _, found = GAME.read_position(position, options or EntdeckerOptions(), "position")
    return [(p.rule, p.path) for p in found]


# ---------------------------------------------------------------- round trip


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_two_hundred_played_positions_survive_export_and_play_on_identically() -> None:
    checked = 0
    for seed in range(25):
        states = list(random_states(seed))
        for state in states[::max(1, len(states) // 8)][:8]:
            options = state.options
            exported = scenario_from_state(GAME, state, options, title=f"seed {seed}")
            loaded = scenario_from_text(exported.dumps())
            assert loaded.problems == [], (seed, loaded.problems)
            again = loaded.state()
            assert GAME.state_to_json(again) == GAME.state_to_json(state)
            assert ([GAME.action_to_json(a) for a in GAME.legal_actions(again)]
                    == [GAME.action_to_json(a) for a in GAME.legal_actions(state)])
            original, rng_a, rng_b = state.clone(), Rng(seed), Rng(seed)
            for _ in range(6):
                if GAME.is_terminal(original):
                    break
                GAME.apply(original, rng_a.choice(GAME.legal_actions(original)))
                GAME.apply(again, rng_b.choice(GAME.legal_actions(again)))
            assert GAME.state_to_json(again) == GAME.state_to_json(original)
            checked += 1
    assert checked == 200


def test_state_from_json_refuses_a_broken_position_with_its_first_problem() -> None:
    position = mid_game()
    position["gold"][0] = 13
    with pytest.raises(FormatError) as caught:
        GAME.state_from_json(position, EntdeckerOptions(), "position")
    assert caught.value.path == "position.gold" and caught.value.message.startswith("EN-C5: ")


# ---------------------------------------------------------------- format errors


@pytest.mark.parametrize("edit, path", [
    (lambda p: p.update(ship={"circle": 0, "square": "A1", "route": 0}), "position.ship"),
    (lambda p: p.update(ship={"circle": 34}), "position.ship.circle"),
    (lambda p: p.update(ship={"square": "C3", "route": 4}), "position.ship.route"),
    (lambda p: p.update(ship={"square": "C3"}), "position.ship.route"),
    (lambda p: p["units"][0].update(kind="knight"), "position.units[0].kind"),
    (lambda p: p["units"][0].update(owner=3), "position.units[0].owner"),
    (lambda p: p["units"][0].update(part=-1), "position.units[0].part"),
    (lambda p: p["board"][0].update(tile=120), "position.board[0].tile"),
    (lambda p: p["board"][0].update(quarters=4), "position.board[0].quarters"),
    (lambda p: p.update(made_tiles=[7]), "position.made_tiles[0]"),
    (lambda p: p.update(placed_now=["K1"]), "position.placed_now[0]"),
    (lambda p: p.update(placed_now=["C3", None]), "position.placed_now[1]"),
    (lambda p: p.update(islands=[[["C3", "north"]]]), "position.islands[0]"),
    (lambda p: p.update(islands=[[["Q3", 0]]]), "position.islands[0][0][0]"),
    (lambda p: p.update(token_queue=[3]), "position.token_queue[0]"),
    (lambda p: p.update(winners=[0, "all"]), "position.winners[1]"),
    (lambda p: p.update(island_tokens=[-2]), "position.island_tokens[0]"),
    (lambda p: p.update(rng=2**64), "position.rng"),
    (lambda p: p.update(spin="five"), "position.spin"),
    (lambda p: p.update(boxed=[0, 200]), "position.boxed[1]"),
    (lambda p: p.update(personal=[[], [], []]), "position.personal"),
    (lambda p: p.update(tokens=[[0]]), "position.tokens"),
    (lambda p: p.update(drawn=-2), "position.drawn"),
    (lambda p: p.update(storm="yes"), "position.storm"),
    (lambda p: p.update(ship=[]), "position.ship"),
])
def test_a_value_the_format_cannot_hold_is_a_format_error_naming_the_field(edit: Any, path: str) -> None:
    position = laid_out()
    edit(position)
    with pytest.raises(FormatError) as caught:
        GAME.read_position(position, EntdeckerOptions(), "position")
    assert caught.value.path == path


# ---------------------------------------------------------------- rule problems: reading the items


def state_with(*cards: tuple[str, str, int], **options: object) -> EntdeckerState:
    """Two players before the first turn, with cards laid from the stacks: (square, shape, quarters)."""
    state = fresh(2, **options)
    for square, shape, quarters in cards:
        put(state, square, shape, quarters)
    return state


def as_position(state: EntdeckerState) -> Position:
    return json.loads(json.dumps(GAME.state_to_json(state)))


def test_en_x4b_two_cards_on_one_square() -> None:
    position = laid_out()
    position["board"].append({"square": "C3", "tile": position["stacks"][0].pop(), "quarters": 0})
    assert ("EN-X4b", "position.board[1]") in problems(position)


def test_en_b1_units_stand_on_land() -> None:
    state = state_with(("C3", "headland", 0), ("E3", "open_sea", 0))
    position = as_position(state)
    position["units"] = [{"square": "E3", "owner": 0, "kind": "scout"},
                         {"square": "G5", "owner": 1, "kind": "fort"}]
    assert problems(position) == [("EN-B1", "position.units[0]"), ("EN-B1", "position.units[1]")]


def test_en_b2_only_one_unit_per_card() -> None:
    position = laid_out()
    position["units"].append({"square": "C3", "owner": 1, "kind": "fort"})
    assert problems(position) == [("EN-B2", "position.units[1]")]


def test_en_b3_a_unit_stands_on_a_land_part_of_its_card() -> None:
    position = laid_out()
    position["units"][0]["part"] = 1
    assert problems(position) == [("EN-B3", "position.units[0].part")]


def test_en_c5_no_more_units_than_a_player_owns() -> None:
    position = as_position(state_with(("C3", "headland", 0), ("C5", "headland", 0)))
    position["units"] = [{"square": s, "owner": 0, "kind": "settlement"} for s in ("C3", "C5")]
    assert problems(position) == [("EN-C5", "position.units[1]")]


def test_en_c5_gold_runs_to_twelve() -> None:
    position = laid_out()
    position["gold"] = [4, 13]
    assert problems(position) == [("EN-C5", "position.gold")]


def test_en_x4d_placed_now_lists_discovered_squares_once() -> None:
    position = in_phase(Phase.EXPLORE)
    last = position["placed_now"][-1]
    position["placed_now"] = [last, last]
    assert ("EN-X4d", "position.placed_now[1]") in problems(position)
    position["placed_now"] = [next(n for n in square_names() if n not in discovered(position))]
    assert ("EN-X4d", "position.placed_now[0]") in problems(position)


def test_en_x1_the_ship_stands_on_a_discovered_card() -> None:
    position = in_phase(Phase.EXPLORE)
    position["ship"] = {"square": next(n for n in square_names() if n not in discovered(position)), "route": 0}
    assert ("EN-X1", "position.ship.square") in problems(position)


def test_en_x6_the_ship_stands_on_a_sea_route() -> None:
    position = as_position(state_with(("C3", "solid_land", 0)))
    position.update(phase="declare", round=2, ship={"square": "C3", "route": 0})
    assert ("EN-X6", "position.ship.route") in problems(position)


def square_names() -> list[str]:
    return [f"{chr(ord('A') + c)}{r + 1}" for r in range(DATA.rows) for c in range(DATA.columns)]


def discovered(position: Position) -> set[str]:
    return {entry["square"] for entry in position["board"]}


# ---------------------------------------------------------------- rule problems: components


def test_en_c2_every_card_in_one_place() -> None:
    position = laid_out()
    position["boxed"].append(position["stacks"][2][0])
    assert problems(position) == [("EN-C2", "position.boxed[0]")]


def test_en_c2_no_card_is_missing() -> None:
    position = laid_out()
    position["stacks"][1].pop()
    assert problems(position) == [("EN-C2", "position.stacks")]


def test_en_c3_a_reserve_card_lies_in_its_pile_or_on_the_board() -> None:
    position = laid_out()
    position["stacks"][0].append(position["reserve"][5].pop())
    assert problems(position) == [("EN-C3", f"position.stacks[0][{len(position['stacks'][0]) - 1}]")]


def test_en_c3_a_reserve_pile_holds_its_own_kind() -> None:
    position = laid_out()
    position["reserve"][1].append(position["reserve"][0].pop())
    assert problems(position) == [("EN-C3", "position.reserve[1][4]")]


def test_en_x4c_prime_exploration_cards_join_a_reserve_pile_only_in_that_variant() -> None:
    position = laid_out()
    plain = next(t for t in position["stacks"][0] if DATA.tiles[t].back == "plain")
    event = next(t for t in position["stacks"][0] if DATA.tiles[t].event is not None)
    for tile in (plain, event):
        position["stacks"][0].remove(tile)
        position["reserve"][DATA.tiles[tile].klass - 1].append(tile)
    def reserve_path(tile: int) -> str:
        pile = DATA.tiles[tile].klass - 1
        return f"position.reserve[{pile}][{position['reserve'][pile].index(tile)}]"

    plain_path, event_path = reserve_path(plain), reserve_path(event)
    assert problems(position) == [("EN-X4c'", plain_path), ("EN-X4c'", event_path)]
    assert problems(position, EntdeckerOptions(unplayable_to_reserve=True)) == [("EN-X4c'", event_path)]


def test_en_d2_a_card_made_for_a_hole_lies_on_the_board() -> None:
    position = laid_out()
    position["made_tiles"] = [6]
    position["boxed"].append(len(DATA.tiles))
    assert problems(position) == [("EN-D2", "position.boxed[0]")]


def test_en_c4_every_token_in_a_pile_or_held_once() -> None:
    position = laid_out()
    position["tokens"][1].append(position["token_piles"][0][-1])
    assert problems(position) == [("EN-C4", "position.tokens[1][0]")]
    position["tokens"][1].clear()
    position["token_piles"][1].pop()
    assert problems(position) == [("EN-C4", "position.token_piles")]


def test_en_v_personal_tiles_only_in_that_variant() -> None:
    position = laid_out()
    position["personal"][0].append(position["stacks"][0].pop())
    position["drawn_personal"] = True
    assert problems(position) == [("EN-V", "position.personal[0]"), ("EN-V", "position.drawn_personal")]


def test_en_v1_a_personal_hand_holds_one_tile_of_each_kind() -> None:
    position = laid_out(personal_tiles=True)
    options = EntdeckerOptions(personal_tiles=True)
    assert problems(position, options) == []
    second = next(t for t in position["stacks"][0] if DATA.tiles[t].shape == "open_sea" and DATA.tiles[t].back == "plain")
    position["stacks"][0].remove(second)
    position["personal"][1].append(second)
    assert problems(position, options) == [("EN-V1", "position.personal[1][4]")]


def test_en_v3_a_personal_tile_waits_only_when_one_was_played() -> None:
    options = EntdeckerOptions(personal_tiles=True)
    position = in_phase(Phase.PLACE, options)
    position.update(drawn_personal=True, personal_played=False)
    assert problems(position, options) == [("EN-V3", "position.drawn_personal")]


# ---------------------------------------------------------------- rule problems: the board


def test_en_x4b_neighbouring_cards_match() -> None:
    position = as_position(state_with(("C3", "headland", 0), ("C4", "solid_land", 0)))
    assert problems(position) == [("EN-X4b", "position.board[1]")]


def test_en_d1_no_land_at_an_edge_that_counts_as_water() -> None:
    position = as_position(state_with(("C3", "headland", 0), ("A1", "headland", 0)))
    assert problems(position) == []
    assert problems(position, EntdeckerOptions(board_edge="water")) == [("EN-D1", "position.board[0]")]


def test_en_x7_no_hole_waits_into_another_turn() -> None:
    position = as_position(state_with(*((name, "open_sea", 0) for name in ("B1", "A2", "C2", "B3"))))
    assert problems(position) == [("EN-X7", "position.board")]


def test_en_x7_during_a_turn_only_holes_beside_its_cards_may_be_open() -> None:
    """The end of a turn fills the holes beside the cards it laid (`fill_holes`), so one elsewhere
    was left open by an earlier turn."""
    state = fresh()
    on_top(state, "open_sea")
    play(state, StartCircle(0), Declare(2))
    draw_and_place(state)                                       # A1, discovered this turn
    assert state.phase == Phase.EXPLORE and problems(as_position(state)) == []
    for name in ("H5", "G6", "I6", "H7"):
        put(state, name, "open_sea")
    assert problems(as_position(state)) == [("EN-X7", "position.board")]


def test_en_i1_a_complete_island_was_scored_and_its_units_went_home() -> None:
    state = state_with(("C3", "islet", 0))
    unit(state, "C3", owner=1, kind=FORT)
    assert problems(as_position(state)) == [("EN-I1", "position.units[0]")]


# ---------------------------------------------------------------- rule problems: the turn


def test_en_x1_a_turn_under_way_has_the_ship_somewhere() -> None:
    position = in_phase(Phase.EXPLORE)
    position["ship"] = {}
    assert problems(position) == [("EN-X1", "position.ship")]


def test_en_x1_the_ship_started_on_a_discovered_square_after_the_first_round() -> None:
    position = laid_out()
    position["ship"] = {"started_on": "C3"}
    assert problems(position) == [("EN-X1", "position.ship.started_on")]


def test_en_x1_only_starting_circles_in_the_first_round() -> None:
    position = laid_out()
    position.update(phase="declare", ship={"square": "C3", "route": 0})
    assert problems(position) == [("EN-X1", "position.ship.square")]
    position["round"] = 2
    assert problems(position) == []


def test_en_x1_the_start_has_a_free_dashed_line() -> None:
    state = state_with(("C1", "open_sea", 0))
    position = as_position(state)
    position.update(phase="declare", ship={"circle": 2})
    assert problems(position) == [("EN-X1", "position.ship")]


def test_en_x4d_the_ship_stands_on_the_last_card_placed() -> None:
    position = in_phase(Phase.EXPLORE)
    position["ship"] = {"circle": 0}
    assert problems(position) == [("EN-X4d", "position.ship")]


@pytest.mark.parametrize("key, value, rule", [
    ("placed_now", ["C3"], "EN-X4d"), ("explored", True, "EN-X5"), ("personal_played", True, "EN-V3"),
    ("budget", 2, "EN-X3")])
def test_nothing_of_a_turn_is_set_before_the_ship_sets_out(key: str, value: Any, rule: str) -> None:
    """EN-X3/X4d/X5/V3: the turn-start check, one case per thing a turn sets."""
    position = laid_out(personal_tiles=True)
    position[key] = value
    assert problems(position, EntdeckerOptions(personal_tiles=True)) == [(rule, f"position.{key}")]


def test_en_x5_a_card_placed_this_turn_was_turned_over() -> None:
    position = in_phase(Phase.EXPLORE)
    position["explored"] = False
    assert problems(position) == [("EN-X5", "position.explored")]


def test_en_x3_no_more_declared_than_can_be_paid() -> None:
    position = in_phase(Phase.EXPLORE)
    position["budget"] = 13
    assert problems(position) == [("EN-X3", "position.budget")]


def test_en_x4b_a_drawn_card_waits_only_in_the_place_phase() -> None:
    position = laid_out()
    position["drawn"] = position["stacks"][0].pop()
    assert problems(position) == [("EN-X4b", "position.drawn")]
    position = example("entdecker-example-1").position
    position["stacks"][0].append(position["drawn"])
    position["drawn"] = -1
    assert problems(position) == [("EN-X4b", "position.drawn")]


def test_en_e1_a_storm_shows_only_while_its_turn_is_scored() -> None:
    position = in_phase(Phase.EXPLORE)
    position["storm"] = True
    assert problems(position) == [("EN-E1", "position.storm")]


def test_en_g2_the_last_card_was_drawn_exactly_when_the_stacks_are_empty() -> None:
    position = laid_out()
    position["last_card"] = True
    assert problems(position) == [("EN-G2", "position.last_card")]
    position = in_phase(Phase.EXPLORE)
    position["boxed"] += [t for stack in position["stacks"] for t in stack]
    position["stacks"] = [[] for _ in position["stacks"]]
    assert problems(position) == [("EN-G2", "position.last_card")]
    position["last_card"] = True
    assert problems(position) == []


def test_en_g2_no_turn_begins_after_the_last_card() -> None:
    position = laid_out()
    position["boxed"] += [t for stack in position["stacks"] for t in stack]
    position.update(stacks=[[] for _ in position["stacks"]], last_card=True)
    assert problems(position) == [("EN-G2", "position.last_card")]


def test_en_g2b_without_that_ruling_the_game_ends_when_the_last_card_is_placed() -> None:
    position = in_phase(Phase.EXPLORE)
    position["boxed"] += [t for stack in position["stacks"] for t in stack]
    position.update(stacks=[[] for _ in position["stacks"]], last_card=True)
    assert problems(position, EntdeckerOptions(finish_last_turn=False)) == [("EN-G2b", "position.last_card")]


def test_en_e3_friendly_natives_offer_on_their_own_card() -> None:
    position = in_phase(Phase.EXPLORE)
    position["phase"] = "natives"
    assert problems(position) == [("EN-E3", "position.phase")]


def test_en_e3_friendly_natives_offer_a_token_only_while_one_is_left() -> None:
    position = in_phase(Phase.NATIVES)
    position["tokens"][0] += [t for pile in position["token_piles"] for t in pile]
    position["token_piles"] = [[] for _ in position["token_piles"]]
    assert problems(position) == [("EN-E3", "position.token_piles")]


def test_en_r2_the_spinner_shows_its_own_numbers() -> None:
    position = laid_out()
    position["spin"] = 7
    assert problems(position) == [("EN-R2", "position.spin")]


# ---------------------------------------------------------------- rule problems: scoring and the end


def test_en_i1_islands_wait_to_be_scored_only_in_the_token_phase() -> None:
    position = laid_out()
    position["islands"] = [[["C3", 0]]]
    assert problems(position) == [("EN-I1", "position.islands")]


def test_en_i1_a_waiting_island_is_whole_and_complete() -> None:
    position = in_phase(Phase.TOKEN)
    assert problems(position) == []
    far = next(n for n in square_names() if n not in discovered(position))
    position["islands"][0].append([far, 0])
    assert ("EN-I1", "position.islands[0]") in problems(position)


def test_en_i3_the_queue_holds_the_greatest_discoverers_still_to_draw() -> None:
    position = in_phase(Phase.TOKEN)
    position["token_queue"] = [seat for seat in range(position["players"]) if seat not in position["token_queue"]][:1]
    assert problems(position) == [("EN-I3", "position.token_queue")]


def test_en_i3_enough_tokens_for_every_greatest_discoverer() -> None:
    position = in_phase(Phase.TOKEN)
    position["tokens"][0] += [t for pile in position["token_piles"] for t in pile]
    position["token_piles"] = [[] for _ in position["token_piles"]]
    assert problems(position) == [("EN-I3", "position.token_piles")]


def test_en_g4_the_winners_have_the_most_points_once_the_game_is_over() -> None:
    position = reached(lambda s: s.phase == Phase.OVER)
    assert problems(position) == []
    position["winners"] = [seat for seat in range(position["players"]) if seat not in position["winners"]][:1]
    assert problems(position) == [("EN-G4", "position.winners")]
    position = laid_out()
    position["winners"] = [0]
    assert problems(position) == [("EN-G4", "position.winners")]


# ---------------------------------------------------------------- rule problems: the pending decision


def test_en_g1_a_fully_discovered_board_is_a_finished_game() -> None:
    position = reached(lambda s: s.phase == Phase.OVER and s.undiscovered() == 0 and s.cards_left() > 0)
    position.update(phase="start", winners=[], placed_now=[], explored=False, personal_played=False, budget=0)
    assert problems(position) == [("EN-G1", "position.phase")]


def test_en_d6_a_game_no_circle_can_go_on_from_is_over() -> None:
    """Round 1, every edge square discovered with water facing inwards: no circle is free."""
    state = fresh(2)
    board = state.board
    for square in range(board.squares):
        outward = {side for side in range(4) if board.neighbour[square * 4 + side] < 0}
        if outward:
            lay_card_facing(state, square, outward)
    assert problems(as_position(state)) == [("EN-D6", "position.phase")]


def lay_card_facing(state: EntdeckerState, square: int, outward: set[int]) -> None:
    """A card from the stacks whose land faces only the board's edge (as much land as will go there),
    so water faces the middle and the neighbouring edge cards."""
    fitting = [(sum(look.land), tile, quarters, stack) for stack in state.stacks for tile in stack
               for quarters, look in enumerate(state.tile_looks[tile])
               if {side for side in range(4) if look.land[side]} <= outward]
    _, tile, quarters, stack = max(fitting, key=lambda item: item[:3])
    stack.remove(tile)
    state.tiles[square], state.quarters[square] = tile, quarters
    state.looks[square] = state.tile_looks[tile][quarters]


def test_en_x3_a_player_who_cannot_pay_for_a_card_is_skipped() -> None:
    position = laid_out()
    position["gold"] = [0, 4]
    assert problems(position) == [("EN-X3", "position.gold")]


def test_en_x4c_a_drawn_card_that_fits_nowhere_left_the_game() -> None:
    position = example("entdecker-example-1").position   # only a bay fits D1, below the ship
    stack = next(s for s in position["stacks"] if any(DATA.tiles[t].shape == "open_sea" for t in s))
    sea = next(t for t in stack if DATA.tiles[t].shape == "open_sea")
    stack[stack.index(sea)] = position["drawn"]
    position["drawn"] = sea
    assert problems(position) == [("EN-X4c", "position.drawn")]


def test_en_x6_a_turn_with_nothing_left_to_do_has_ended() -> None:
    position = laid_out()
    position.update(phase="explore", ship={"circle": 0})
    assert problems(position) == [("EN-X6", "position.phase")]


# ---------------------------------------------------------------- a position without problems is safe


def semantic_edit(position: Position, rng: Rng) -> None:
    """One plausible hand edit: a card, unit, token or the ship moved, a card turned, the phase or a flag changed."""
    names = square_names()
    card_lists = [position["boxed"], *position["stacks"], *position["reserve"], *position["personal"]]
    kind = rng.below(8)
    if kind == 0 and position["board"]:
        rng.choice(position["board"])["quarters"] = rng.below(4)
    elif kind == 1:
        source = rng.choice([cards for cards in card_lists if cards])
        position["board"].append({"square": rng.choice(names), "tile": source.pop(), "quarters": rng.below(4)})
    elif kind == 2:
        source = rng.choice([cards for cards in card_lists if cards])
        rng.choice(card_lists).append(source.pop(rng.below(len(source))))
    elif kind == 3:
        position["units"].append({"square": rng.choice(names), "owner": rng.below(position["players"]),
                                  "kind": rng.choice(["scout", "fort", "settlement"]), "part": rng.below(2)})
    elif kind == 4:
        position["phase"] = rng.choice(["start", "declare", "explore", "place", "natives", "token"])
    elif kind == 5:
        key = rng.choice(["explored", "storm", "last_card", "personal_played"])
        position[key] = not position[key]
    elif kind == 6:
        position["ship"] = rng.choice([{}, {"circle": rng.below(34)}, {"square": rng.choice(names), "route": 0}])
    else:
        piles = position["token_piles"] + position["tokens"]
        source = rng.choice([pile for pile in piles if pile])
        rng.choice(piles).append(source.pop())


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_a_position_without_problems_plays_on_and_stays_without_problems() -> None:
    """Hand edits of played positions: those the checks pass must play like positions from play,
    every state after them passing the checks too (the engine never leaves what it relies on)."""
    rng = Rng(3)
    clean = 0
    for seed in range(24):
        moves = rng.below(250)
        base = GAME.state_to_json(next(s for i, s in enumerate(random_states(seed)) if i == moves or GAME.is_terminal(s)))
        for _ in range(15):
            position = json.loads(json.dumps(base))
            semantic_edit(position, rng)
            state, found = GAME.read_position(position, options_for(seed), "position")
            if found:
                continue
            clean += 1
            for _ in range(20):
                if GAME.is_terminal(state):
                    break
                GAME.apply(state, rng.choice(GAME.legal_actions(state)))
                assert GAME.read_position(GAME.state_to_json(state), options_for(seed), "position")[1] == []
    assert clean > 50


# ---------------------------------------------------------------- candidate actions


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_candidates_hold_every_legal_action_and_the_rules_refuse_each_other_one() -> None:
    judged = 0
    for seed in range(6):
        for state in random_states(seed):
            legal = GAME.legal_actions(state)
            candidates = GAME.candidate_actions(state)
            assert candidates[:len(legal)] == legal and len(set(candidates)) == len(candidates) < 300
            for action in candidates[len(legal):]:
                with pytest.raises(RuleViolation) as caught:
                    GAME.check(state, action)
                assert caught.value.rule.startswith("EN-") and caught.value.message
                assert GAME.describe_action(state, action)
                judged += 1
    assert judged > 5000


def test_candidates_try_every_amount_square_turn_unit_and_token_pile() -> None:
    declare = GAME.candidate_actions(GAME.state_from_json(reached(lambda s: s.phase == Phase.DECLARE),
                                                          EntdeckerOptions(), "position"))
    assert {a.amount for a in declare} == set(range(DATA.gold_max + 1))
    place = example("entdecker-example-1")
    assert {(a.square, a.quarters) for a in GAME.candidate_actions(place.state())} == {(3, q) for q in range(4)}
    explore = GAME.state_from_json(in_phase(Phase.EXPLORE), EntdeckerOptions(), "position")
    tried = {type(a).__name__ for a in GAME.candidate_actions(explore)}
    assert {"Draw", "Build", "EndTurn"} <= tried
    token = GAME.state_from_json(in_phase(Phase.TOKEN), EntdeckerOptions(), "position")
    assert len([a for a in GAME.candidate_actions(token) if type(a).__name__ == "TakeToken"]) == DATA.token_piles


def test_en_x4b_a_turn_that_looks_the_same_is_refused_as_such() -> None:
    state = fresh(2)
    state.drawn = take(state, "open_sea")
    state.phase, state.ship_circle, state.explored, state.legal_cache = Phase.PLACE, 0, True, None
    assert GAME.legal_actions(state) == [Place(0, 0)]
    with pytest.raises(RuleViolation) as caught:
        GAME.check(state, Place(0, 2))
    assert caught.value.rule == "EN-X4b" and "looks just as" in caught.value.message


# ---------------------------------------------------------------- the rulebook examples through the command line


@pytest.mark.parametrize("name, points", [
    ("entdecker-example-1", "Player 1 10, Player 2 5, Player 3 5, Player 4 2"),
    ("entdecker-example-2", "Player 1 10, Player 2 10, Player 3 3"),
])
def test_the_rulebook_island_scoring_examples_through_qtgames_ruling(
        name: str, points: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", str(SCENARIOS / f"{name}.json"), "--action", '{"place": 3, "quarters": 1}']) == 0
    out = capsys.readouterr().out
    assert f"[EN-I5] An island worth 10 (10 cards) scores: {points}." in out
    assert "[EN-I6] The units on it return to their owners." in out


@pytest.mark.parametrize("name", sorted(e.name for e in SCENARIOS.iterdir() if e.name.startswith("entdecker-")))
def test_each_shipped_entdecker_scenario_passes_qtgames_check(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(SCENARIOS / name)]) == 0
    assert "a valid Entdecker position" in capsys.readouterr().out
    scenario = example(name.removesuffix(".json"))
    assert scenario.title and scenario.author == "qtgames" and len(scenario.notes) > 200
    assert (scenario.goal is not None) == name.startswith("entdecker-puzzle-")


# ---------------------------------------------------------------- puzzle goals


def judge(scenario: Scenario, goal: Goal, actions: list[Any]) -> list[bool | None]:
    """The goal's status after each of `actions` (JSON), played from the scenario's position."""
    start = scenario.state()
    state = start.clone()
    progress = PuzzleProgress(start, state, [], [])
    verdicts = []
    for i, data in enumerate(actions):
        action = GAME.action_from_json(data, f"actions[{i}]")
        seat = GAME.decision(state).player
        progress.events += GAME.apply(state, action)
        progress.actions.append((seat, action))
        verdicts.append(GAME.goal_status(goal, progress))
    return verdicts


PUZZLE_1_WIN = [{"square": 35, "route": 1}, {"declare": 1}, {"draw": 0}, {"build": "fort", "part": 0},
                {"token_pile": 0}]
PUZZLE_2_WIN = [{"square": 33, "route": 0}, {"declare": 1}, {"draw": 0}, {"place": 34, "quarters": 0},
                {"build": "fort", "part": 1}, {"token_pile": 0}, {"token_pile": 0}]


def test_the_goal_kinds_are_win_island_and_points() -> None:
    assert set(GAME.goal_kinds()) == {"win", "island", "points"}
    assert [goal_sentence(GAME, Goal(kind, 0, 12)) for kind in ("island", "points")] == [
        "score at least 12 points from one island's scoring", "have at least 12 points"]


def test_an_island_goal_is_met_by_one_island_scoring_that_much() -> None:
    puzzle = example("entdecker-puzzle-1")
    assert judge(puzzle, Goal("island", 0, 12), PUZZLE_1_WIN) == [None, None, None, None, True]
    assert judge(puzzle, Goal("island", 0, 13), PUZZLE_1_WIN)[-1] is False


def test_an_island_goal_fails_when_the_game_ends_without_it() -> None:
    scout_instead = PUZZLE_1_WIN[:3] + [{"build": "scout", "part": 0}, {"token_pile": 0}]
    verdicts = judge(example("entdecker-puzzle-1"), Goal("island", 0, 12), scout_instead)
    assert verdicts == [None, None, None, None, False]


def test_a_points_goal_is_met_as_soon_as_reached() -> None:
    puzzle = example("entdecker-puzzle-2")
    assert judge(puzzle, Goal("points", 0, 20), PUZZLE_2_WIN)[:4] == [None, None, None, True]
    assert judge(puzzle, Goal("points", 0, 31), PUZZLE_2_WIN)[-1] is True


def test_a_points_goal_fails_when_the_game_ends_below_it() -> None:
    wrong_part = PUZZLE_2_WIN[:4] + [{"build": "fort", "part": 0}, {"token_pile": 0}, {"token_pile": 0}]
    assert judge(example("entdecker-puzzle-2"), Goal("points", 0, 31), wrong_part)[-2:] == [None, False]


def test_the_win_goal_is_met_or_failed_at_the_end() -> None:
    puzzle = example("entdecker-puzzle-3")
    winning = [{"circle": 13}, {"declare": 1}, {"draw": 0}, {"place": 39, "quarters": 3}, {"token_pile": 0},
               {"build": "fort", "part": 0}, {"token_pile": 0}]
    assert judge(puzzle, Goal("win", 0), winning) == [None] * 6 + [True]
    declined = winning[:4] + [{"decline_token": True}, {"build": "fort", "part": 0}, {"token_pile": 0}]
    assert judge(puzzle, Goal("win", 0), declined)[-1] is False


def forced(goal: Goal, state: EntdeckerState, events: list[Any], actions: list[Any],
           start: EntdeckerState, tally: dict[str, int]) -> bool:
    """Whether the goal player can force the goal from here: every legal action is tried, the goal
    player needing one that works, any other player refuting with one that fails. Chance is the
    state's seeded spinner, so each line has one outcome; `tally` counts lines and failed lines."""
    status = GAME.goal_status(goal, PuzzleProgress(start, state, events, actions))
    if status is not None:
        tally["lines"] += 1
        tally["failed"] += not status
        return status
    seat = GAME.decision(state).player
    results = []
    for action in GAME.legal_actions(state):
        after = state.clone()
        happened = GAME.apply(after, action)
        results.append(forced(goal, after, events + happened, actions + [(seat, action)], start, tally))
    return any(results) if seat == goal.player else all(results)


@pytest.mark.parametrize("number", [1, 2, 3])
def test_each_puzzle_can_be_solved_but_most_lines_fail(number: int) -> None:
    puzzle = example(f"entdecker-puzzle-{number}")
    assert puzzle.problems == [] and puzzle.goal is not None
    start = puzzle.state()
    tally = {"lines": 0, "failed": 0}
    assert forced(puzzle.goal, start.clone(), [], [], start, tally)
    assert tally["failed"] > 0.9 * tally["lines"] > 500
