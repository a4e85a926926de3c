"""Tsuro of the Seas scenarios: the position checks, candidate actions, puzzle goals and example files.

The checks are what lets the scenario editor promise that a position with no problems is
safe to play, so every check has a test that breaks a valid position in exactly that way
and expects the rule ID and the path of the entry to fix.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qtgames import cli
from qtgames.engine.core import FormatError, Rng
from qtgames.engine.core.protocol import Goal, PuzzleProgress, goal_sentence
from qtgames.engine.core.ruling import verdicts
from qtgames.engine.core.scenario import (
    Scenario,
    scenario_from_state,
    scenario_from_text,
)
from qtgames.engine.tsuro_seas import validation
from qtgames.engine.tsuro_seas.options import TsuroOptions
from qtgames.engine.tsuro_seas.state import Phase, PlaceTile, TsuroState
from tests.paths import FIXTURES, RESOURCES, ROOT

from .helpers import GAME, make

SCENARIOS = RESOURCES / "scenarios"
RULE_ID = re.compile(r"TS-[A-Z]\d+[a-z]?")
VARIANTS = (
    TsuroOptions(),
    TsuroOptions(daikaiju=False),
    TsuroOptions(daikaiju_order="ascending", destroyed_daikaiju="out", new_daikaiju_on_tile="pile"),
    TsuroOptions(waiting_daikaiju_destroys=False, eliminated_players_roll=True, eliminated_hand="out"),
    TsuroOptions(shared_start_marks=True),
    TsuroOptions(board_full="no_placement"),
)


def random_positions(count: int, seed: int = 1) -> list[TsuroState]:
    """Positions met in seeded random games of 2-8 players under every option variant, all phases."""
    found: list[TsuroState] = []
    game = 0
    while len(found) < count:
        state = GAME.new_state(2 + game % 7, VARIANTS[game % len(VARIANTS)], seed * 1000 + game)
        rng = Rng(seed * 1000 + game)
        while len(found) < count:
            if rng.below(6) == 0 or state.phase in (Phase.BONUS, Phase.RELOCATE, Phase.OVER):
                found.append(state.clone())
            if GAME.is_terminal(state):
                break
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        game += 1
    return found


def load(name: str) -> Scenario:
    return scenario_from_text((SCENARIOS / name).read_text(encoding="utf-8"))


def play_on(state: TsuroState, moves: int, seed: int) -> dict[str, Any]:
    rng = Rng(seed)
    for _ in range(moves):
        if GAME.is_terminal(state):
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return GAME.state_to_json(state)


# ---------------------------------------------------------------- round trip


def test_positions_from_play_round_trip_through_a_scenario_file_and_play_on_identically() -> None:
    phases = set()
    for i, state in enumerate(random_positions(200)):
        phases.add(state.phase)
        text = scenario_from_state(GAME, state, state.options, title=f"position {i}").dumps()
        again = scenario_from_text(text)
        assert again.problems == [], (i, again.problems)
        copy = again.state()
        assert GAME.state_to_json(copy) == GAME.state_to_json(state)
        assert ([GAME.action_to_json(a) for a in GAME.legal_actions(copy)]
                == [GAME.action_to_json(a) for a in GAME.legal_actions(state)])
        assert play_on(copy, 4, i) == play_on(state.clone(), 4, i)
    assert phases == set(Phase)


# ---------------------------------------------------------------- one test per check


def example_position() -> dict[str, Any]:
    """Rulebook example 1: three ships sailing (B3, F5, D2), tiles on A3, D1 and G5, daikaiju on E1, B5, F6."""
    return load("tsuro-seas-example-1.json").position


def start_position() -> dict[str, Any]:
    """Setup done, Player 1 has chosen a starting mark, Player 2 chooses next (4 players)."""
    state = GAME.new_state(4, TsuroOptions(), 5)
    GAME.apply(state, GAME.legal_actions(state)[0])
    return GAME.state_to_json(state)


def from_pile(position: dict[str, Any]) -> int:
    return position["pile"].pop()


def out(position: dict[str, Any], seat: int) -> None:
    """Take a ship out cleanly: marked, listed, its hand under the pile."""
    position["ships"][seat]["alive"] = False
    position["eliminated"].append(seat)
    position["pile"][0:0] = position["hands"][seat]
    position["hands"][seat] = []


def over(position: dict[str, Any], survivors: list[int], winners: list[int]) -> None:
    for seat in range(position["players"]):
        if seat not in survivors:
            out(position, seat)
    position["phase"], position["winners"] = "over", winners


Edit = Callable[[dict[str, Any]], None]
CHECKS: list[Any] = [
    pytest.param(lambda p: p["board"].append({"square": "D1", "tile": from_pile(p)}),
                 "TS-P1", "position.board[3].square", id="two_tiles_on_a_square_TS-P1"),
    pytest.param(lambda p: p["daikaiju"][0].update(square="A3"),
                 "TS-D4", "position.daikaiju[0].square", id="daikaiju_on_a_tile_TS-D4"),
    pytest.param(lambda p: p["daikaiju"][1].update(square=p["daikaiju"][0]["square"]),
                 "TS-D6", "position.daikaiju[1].square", id="two_daikaiju_on_a_square_TS-D6"),
    pytest.param(lambda p: p["pile"].append(p["hands"][1][0]),
                 "TS-C2", "position.pile[44]", id="wake_tile_in_two_places_TS-C2"),
    pytest.param(lambda p: p["pile"].pop(0),
                 "TS-C2", "position.board", id="wake_tile_missing_TS-C2"),
    pytest.param(lambda p: p["daikaiju_out"].append(p["daikaiju"][2]["id"]),
                 "TS-C3", "position.daikaiju_out[0]", id="daikaiju_in_two_places_TS-C3"),
    pytest.param(lambda p: p["daikaiju_supply"].pop(),
                 "TS-C3", "position.daikaiju", id="daikaiju_missing_TS-C3"),
    pytest.param(lambda p: p["hands"][1].append(from_pile(p)),
                 "TS-H1", "position.hands[1]", id="hand_over_three_TS-H1"),
    pytest.param(lambda p: (out(p, 2), p.update(phase="bonus", bonus_from=[2])),
                 "TS-H1", "position.hands[0]", id="full_hand_before_drawing_after_a_bonus_TS-H1"),
    pytest.param(lambda p: p["ships"][2].update(square="D4", point=0),
                 "TS-M1", "position.ships[2]", id="ship_with_no_tile_behind_TS-M1"),
    pytest.param(lambda p: p["board"].append({"square": "D2", "tile": from_pile(p)}),
                 "TS-M1", "position.ships[2]", id="ship_before_a_laid_tile_TS-M1"),
    pytest.param(lambda p: p["ships"][1].update(on_start=True),
                 "TS-O2", "position.ships[1]", id="ship_on_start_off_the_marks_TS-O2"),
    pytest.param(lambda p: [p["ships"][1].pop(k) for k in ("square", "point")],
                 "TS-O2", "position.ships[1]", id="sailing_ship_without_a_square_TS-O2"),
    pytest.param(lambda p: p.update(eliminated=[1]),
                 "TS-M4", "position.eliminated[0]", id="sailing_ship_listed_as_out_TS-M4"),
    pytest.param(lambda p: (out(p, 2), p["eliminated"].clear()),
                 "TS-M4", "position.eliminated", id="ship_out_not_listed_TS-M4"),
    pytest.param(lambda p: (out(p, 2), p["hands"][2].append(from_pile(p))),
                 "TS-R6", "position.hands[2]", id="out_player_keeps_tiles_TS-R6"),
    pytest.param(lambda p: (out(p, 2), p.update(active=2)),
                 "TS-O1", "position.active", id="turn_of_a_player_who_is_out_TS-O1"),
    pytest.param(lambda p: (p["pile"].extend(p["hands"][0]), p["hands"][0].clear()),
                 "TS-H3", "position.hands[0]", id="player_to_place_has_no_tile_TS-H3"),
    pytest.param(lambda p: p["daikaiju"][1].update(square="B3"),
                 "TS-D5", "position.ships[0]", id="daikaiju_in_front_of_the_player_to_place_TS-D5"),
    pytest.param(lambda p: p.update(phase="relocate"),
                 "TS-D8", "position.ships[0]", id="relocation_for_a_ship_that_sailed_TS-D8"),
    pytest.param(lambda p: (out(p, 2), p.update(bonus_from=[2])),
                 "TS-E1", "position.bonus_from", id="bonus_offered_outside_the_bonus_TS-E1"),
    pytest.param(lambda p: (p["pile"].append(p["hands"][0].pop()), p.update(phase="bonus", bonus_from=[1])),
                 "TS-E1", "position.bonus_from[0]", id="bonus_from_a_sailing_ship_TS-E1"),
    pytest.param(lambda p: (out(p, 1), out(p, 2)),
                 "TS-W1", "position.phase", id="one_ship_left_but_not_over_TS-W1"),
    pytest.param(lambda p: p.update(winners=[0]),
                 "TS-W1", "position.winners", id="winners_before_the_end_TS-W1"),
    pytest.param(lambda p: over(p, [0], [1]),
                 "TS-W1", "position.winners", id="winner_is_not_the_last_ship_TS-W1"),
    pytest.param(lambda p: (p["pile"].append(p["hands"][0].pop()), p.update(phase="bonus")),
                 "TS-E1", "position.bonus_from", id="bonus_with_nobody_eliminated_TS-E1"),
    pytest.param(lambda p: over(p, [0], [0, 0]),
                 "TS-W1", "position.winners", id="winner_listed_twice_TS-W1"),
    pytest.param(lambda p: (over(p, [0, 1], [0]), [p["pile"].extend(p["hands"][s]) for s in (0, 1)],
                            [p["hands"][s].clear() for s in (0, 1)]),
                 "TS-W3", "position.winners", id="survivors_of_a_full_board_share_TS-W3"),
    pytest.param(lambda p: over(p, [0, 1], [0, 1]),
                 "TS-W3", "position.phase", id="over_while_survivors_hold_tiles_TS-W3"),
    pytest.param(lambda p: over(p, [], []),
                 "TS-W4", "position.winners", id="everyone_out_and_nobody_wins_TS-W4"),
]


@pytest.mark.parametrize("edit, rule, path", CHECKS)
def test_each_check_names_its_rule_and_the_entry_to_fix(edit: Edit, rule: str, path: str) -> None:
    position = example_position()
    assert GAME.read_position(position, TsuroOptions(), "position")[1] == []
    edit(position)
    state, problems = GAME.read_position(position, TsuroOptions(), "position")
    assert [(p.rule, p.path) for p in problems] == [(rule, path)], problems
    assert state.players == 3  # the state is still built for the editor to show
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(position, TsuroOptions(), "position")
    assert info.value.path == path and info.value.message.startswith(f"{rule}: ")


def test_missing_tiles_still_build_the_state_the_editor_shows() -> None:
    position = example_position()
    lost = position["pile"][:5]
    del position["pile"][:5]
    state, problems = GAME.read_position(position, TsuroOptions(), "position")
    assert [(p.rule, p.path) for p in problems] == [("TS-C2", "position.board")]
    assert all(str(t) in problems[0].message for t in lost)
    assert len(state.pile) == len(position["pile"]) and state.tiles[3] == position["board"][0]["tile"]


@pytest.mark.parametrize("lost, words", [(1, "Wake tile {} is nowhere"), (2, "Wake tiles {} are nowhere"),
                                         (3, "Wake tiles {} are nowhere"), (8, "Wake tiles {} are nowhere"),
                                         (9, "Wake tiles {} … are nowhere")])
def test_ts_c2_the_missing_tiles_are_listed_in_a_sentence_that_agrees(lost: int, words: str) -> None:
    """Up to eight are named; "…" says there are more."""
    position = example_position()
    gone = position["pile"][:lost]
    del position["pile"][:lost]
    (missing,) = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert words.format(", ".join(map(str, sorted(gone)[:8]))) in missing.message, missing.message


def test_an_absent_pile_or_supply_holds_what_is_placed_nowhere_else_in_id_order() -> None:
    position = example_position()
    pile, supply = position.pop("pile"), position.pop("daikaiju_supply")
    state, problems = GAME.read_position(position, TsuroOptions(), "position")
    assert problems == []
    assert state.pile == sorted(pile) and state.kaiju_supply == sorted(supply)


def test_ts_v1_no_daikaiju_on_the_board_when_playing_without_them() -> None:
    problems = GAME.read_position(example_position(), TsuroOptions(daikaiju=False), "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-V1", f"position.daikaiju[{i}]") for i in range(3)]


def without_daikaiju(position: dict[str, Any]) -> dict[str, Any]:
    """The example with its daikaiju back in the supply, as a game without them has it."""
    position["daikaiju_supply"] += [kaiju["id"] for kaiju in position["daikaiju"]]
    position["daikaiju"] = []
    return position


def test_ts_v1_no_tile_was_removed_by_a_daikaiju_when_playing_without_them() -> None:
    position = without_daikaiju(example_position())
    options = TsuroOptions(daikaiju=False)
    assert GAME.read_position(position, options, "position")[1] == []
    position["removed"] = [from_pile(position), from_pile(position)]
    position["daikaiju_out"] = [position["daikaiju_supply"].pop()]
    problems = GAME.read_position(position, options, "position")[1]
    assert [(p.rule, p.path) for p in problems] == [
        ("TS-V1", "position.daikaiju_out[0]"), ("TS-V1", "position.removed[0]"), ("TS-V1", "position.removed[1]")]
    assert "no daikaiju removed" in problems[1].message


def test_ts_v1_without_daikaiju_only_the_hands_of_players_out_leave_the_game() -> None:
    """Ruling TS-R6 set to `out`: a player who is out took at most a full hand out of the game."""
    position = without_daikaiju(example_position())
    position["ships"][2]["alive"] = False
    position["eliminated"] = [2]
    position["removed"], position["hands"][2] = position["hands"][2], []
    position["removed"].append(from_pile(position))
    options = TsuroOptions(daikaiju=False, eliminated_hand="out")
    problems = GAME.read_position(position, options, "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-V1", "position.removed[3]")]
    position["pile"].append(position["removed"].pop())
    assert GAME.read_position(position, options, "position")[1] == []


def test_ts_w3_a_full_board_with_ships_left_is_a_game_over() -> None:
    """The plain reading (the default) ends the game the moment the last square is covered;
    under the other reading of Ruling TS-W3b the same position plays on."""
    position = example_position()
    empty = [name for name in (f"{c}{r}" for r in range(1, 8) for c in "ABCDEFG")
             if name not in {e["square"] for e in position["board"]} | {k["square"] for k in position["daikaiju"]}]
    fronts = {ship["square"] for ship in position["ships"]}
    for name in empty:
        position["daikaiju" if name in fronts else "board"].append(
            {"id": position["daikaiju_supply"].pop(), "square": name} if name in fronts
            else {"square": name, "tile": from_pile(position)})
    state, problems = GAME.read_position(position, TsuroOptions(), "position")
    assert state.board_covered() and ("TS-W3", "position.phase") in [(p.rule, p.path) for p in problems]
    problems = GAME.read_position(position, TsuroOptions(board_full="no_placement"), "position")[1]
    assert "TS-W3" not in [p.rule for p in problems]


def test_ts_s3_the_setup_count_of_daikaiju_before_the_first_turn() -> None:
    position = start_position()
    assert GAME.read_position(position, TsuroOptions(), "position")[1] == []
    position["daikaiju_supply"].append(position["daikaiju"].pop()["id"])
    problems = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-S3", "position.daikaiju")]


def test_ts_o2_no_wake_tile_before_every_ship_is_placed() -> None:
    position = start_position()
    position["board"].append({"square": "D4", "tile": from_pile(position)})
    problems = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-O2", "position.board[0]")]


def test_ts_o2_ships_choose_their_marks_in_turn_order() -> None:
    position = start_position()
    position["ships"][2].update(square="D7", point=4)
    problems = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-O2", "position.ships[2]")]


def test_ts_o3_two_ships_on_one_starting_mark_only_with_the_option() -> None:
    position = start_position()
    position["ships"][1] = dict(position["ships"][0])
    position["active"] = 2
    problems = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert [(p.rule, p.path) for p in problems] == [("TS-O3", "position.ships[1]")]
    assert GAME.read_position(position, TsuroOptions(shared_start_marks=True), "position")[1] == []


def blocked_on_its_mark(position: dict[str, Any]) -> None:
    """Rulebook example 2 at Player 2's turn, the daikaiju 2★ moved onto C7 in front of their mark."""
    position["daikaiju"][0]["square"] = "C7"
    position["active"] = 1


def bottom_row_full(position: dict[str, Any]) -> None:
    blocked_on_its_mark(position)
    position["phase"] = "relocate"
    position["board"] += [{"square": f"{column}7", "tile": from_pile(position)} for column in "ABDEFG"]


@pytest.mark.parametrize("edit, problems", [
    pytest.param(blocked_on_its_mark, [("TS-D8", "position.ships[1]")], id="must_relocate_before_placing_TS-D8"),
    pytest.param(lambda p: (blocked_on_its_mark(p), p.update(phase="relocate")), [], id="relocating"),
    pytest.param(lambda p: p.update(active=1, phase="relocate"), [("TS-D8", "position.ships[1]")],
                 id="relocation_with_nothing_in_front_TS-D8"),
    pytest.param(bottom_row_full, [("TS-D8", "position.ships[1]")], id="relocation_with_no_free_mark_TS-D8"),
])
def test_ts_d8_a_ship_on_its_mark_blocked_by_a_daikaiju(edit: Edit, problems: list[tuple[str, str]]) -> None:
    position = load("tsuro-seas-example-2.json").position
    edit(position)
    found = GAME.read_position(position, TsuroOptions(), "position")[1]
    assert [(p.rule, p.path) for p in found] == problems


# ---------------------------------------------------------------- format errors


@pytest.mark.parametrize("edit, path", [
    (lambda p: p.update(players="three"), "position.players"),
    (lambda p: p.update(players=9), "position.players"),
    (lambda p: p.update(active=3), "position.active"),
    (lambda p: p.update(turn=-1), "position.turn"),
    (lambda p: p.update(rng=-5), "position.rng"),
    (lambda p: p.update(phase="dancing"), "position.phase"),
    (lambda p: p["board"][0].update(tile=56), "position.board[0].tile"),
    (lambda p: p["board"][0].update(rotation=4), "position.board[0].rotation"),
    (lambda p: p["board"][1].update(square="H1"), "position.board[1].square"),
    (lambda p: p["board"].append("D4"), "position.board[3]"),
    (lambda p: p["daikaiju"][0].update(id=10), "position.daikaiju[0].id"),
    (lambda p: p["daikaiju"][2].update(facing="up"), "position.daikaiju[2].facing"),
    (lambda p: p["ships"][1].update(point=8), "position.ships[1].point"),
    (lambda p: p["ships"][1].update(alive="yes"), "position.ships[1].alive"),
    (lambda p: p["ships"][2].pop("square"), "position.ships[2].square"),
    (lambda p: p["ships"].pop(), "position.ships"),
    (lambda p: p["hands"].pop(), "position.hands"),
    (lambda p: p["hands"][1].append("x"), "position.hands[1]"),
    (lambda p: p["pile"].append(99), "position.pile[44]"),
    (lambda p: p["daikaiju_supply"].append(-1), "position.daikaiju_supply[7]"),
    (lambda p: p.update(bonus_from=[3]), "position.bonus_from[0]"),
    (lambda p: p.update(winners=None), "position.winners"),
])
def test_a_value_the_format_cannot_hold_is_a_format_error_naming_the_field(edit: Edit, path: str) -> None:
    position = example_position()
    edit(position)
    with pytest.raises(FormatError) as info:
        GAME.read_position(position, TsuroOptions(), "position")
    assert info.value.path == path


def test_a_scenario_file_with_a_malformed_position_names_the_field() -> None:
    data = json.loads((SCENARIOS / "tsuro-seas-example-1.json").read_text(encoding="utf-8"))
    data["position"]["ships"][0]["square"] = "Q3"
    with pytest.raises(FormatError) as info:
        scenario_from_text(json.dumps(data))
    assert info.value.path == "position.ships[0].square"


# ---------------------------------------------------------------- candidate actions


def test_candidates_hold_every_legal_action_and_each_other_is_refused_with_a_rule() -> None:
    refusals: set[str] = set()
    for state in random_positions(300, seed=2):
        legal = GAME.legal_actions(state)
        candidates = GAME.candidate_actions(state)
        assert set(legal) <= set(candidates)
        assert len(candidates) < 600
        found = verdicts(GAME, state)  # raises if a candidate passes check but is not listed
        assert [v.action for v in found if v.legal] == legal
        for verdict in found:
            if not verdict.legal:
                assert verdict.rule is not None and RULE_ID.fullmatch(verdict.rule) and verdict.reason
                refusals.add(verdict.rule)
    assert {"TS-P1", "TS-P2", "TS-O3", "TS-D8", "TS-E1"} <= refusals


def test_a_tile_from_another_hand_is_refused_by_ts_p1() -> None:
    state = load("tsuro-seas-example-1.json").state()
    assert PlaceTile(11, 0) in GAME.candidate_actions(state)
    refused = {v.action: v.rule for v in verdicts(GAME, state) if not v.legal}
    assert refused[PlaceTile(11, 0)] == "TS-P1"


# ---------------------------------------------------------------- the rulebook examples through the CLI


@pytest.mark.parametrize("name, event, change", [
    ("tsuro-seas-example-1.json", "[TS-D4] Player 3's ship is destroyed", "position.ships[2].alive: True → False"),
    ("tsuro-seas-example-2.json", "[TS-D8] A daikaiju blocks Player 2's first move",
     "position.daikaiju[daikaiju 2★, id 2].square: 'C6' → 'C7'"),
    ("tsuro-seas-example-3.json", "[TS-D5] Player 2's ship is destroyed", "position.ships[1].alive: True → False"),
])
def test_ruling_shows_the_rulebook_example(name: str, event: str, change: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["ruling", str(SCENARIOS / name), "--action", '{"place": 10, "rotation": 0}'])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert any(line.strip().startswith(event) for line in lines)
    assert change in [line.strip() for line in lines]


def test_after_the_daikaiju_example_the_next_player_decides_with_player_3_out(
        capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["ruling", str(SCENARIOS / "tsuro-seas-example-1.json"), "--action", "1", "--json"])
    after = json.loads(capsys.readouterr().out)["after"]
    assert after["active"] == 1 and after["eliminated"] == [2] and after["hands"][2] == []
    assert "D1" not in [entry["square"] for entry in after["board"]]


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("tsuro-seas-*.json")), ids=lambda p: p.name)
def test_every_shipped_scenario_passes_check(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check", str(path)]) == 0
    assert "a valid Tsuro of the Seas position" in capsys.readouterr().out
    scenario = load(path.name)
    assert scenario.author == "qtgames" and scenario.title and len(scenario.notes) > 100


# ---------------------------------------------------------------- goals


def progress_after(state: TsuroState, actions: list[Any]) -> PuzzleProgress:
    start, events, taken = state.clone(), [], []
    for action in actions:
        taken.append((state.active, action))
        events += GAME.apply(state, action)
    return PuzzleProgress(start, state, events, taken)


def test_goal_kinds_add_survive_to_win() -> None:
    assert set(GAME.goal_kinds()) == {"win", "survive"}
    assert goal_sentence(GAME, Goal("survive", 0, 3)) == "keep your ship sailing through 3 of your own turns"


def test_survive_is_met_once_the_players_own_turns_end_with_the_ship_sailing() -> None:
    progress = progress_after(load("tsuro-seas-example-1.json").state(), [PlaceTile(10, 0)])
    assert GAME.goal_status(Goal("survive", 0, 1), progress) is True   # Player 1's turn ended afloat
    assert GAME.goal_status(Goal("survive", 0, 2), progress) is None
    assert GAME.goal_status(Goal("survive", 1, 1), progress) is None   # Player 2's turn is under way


def test_survive_fails_when_a_daikaiju_destroys_the_ship() -> None:
    progress = progress_after(load("tsuro-seas-example-1.json").state(), [PlaceTile(10, 0)])
    assert GAME.goal_status(Goal("survive", 2, 1), progress) is False


def test_survive_fails_when_the_ship_sails_off_and_the_game_ends_without_it() -> None:
    scenario = scenario_from_text((FIXTURES / "scenarios" / "tsuro-forced-win.json").read_text())
    progress = progress_after(scenario.state(), [PlaceTile(4, 0)])
    assert GAME.is_terminal(progress.state)
    assert GAME.goal_status(Goal("survive", 1, 3), progress) is False
    assert GAME.goal_status(Goal("survive", 0, 3), progress) is True   # met early: Player 1 won
    assert GAME.goal_status(Goal("win", 0), progress) is True
    assert GAME.goal_status(Goal("win", 1), progress) is False


def test_survive_is_met_by_a_shared_victory_even_with_the_ship_gone() -> None:
    state = make([("A1", 0, True), ("A1", 1, True)], [[0], [40]], daikaiju=False)  # tile 0 joins 0-1
    progress = progress_after(state, [PlaceTile(0, 0)])
    assert GAME.winners(progress.state) == [0, 1] and not any(progress.state.alive)
    assert GAME.goal_status(Goal("survive", 1, 2), progress) is True


def test_win_is_open_while_the_game_goes_on() -> None:
    progress = progress_after(load("tsuro-seas-example-1.json").state(), [PlaceTile(10, 0)])
    assert GAME.goal_status(Goal("win", 0), progress) is None


# ---------------------------------------------------------------- puzzles

# How many decisions each puzzle's goal takes to settle: the solver searches that deep.
PUZZLE_PLIES = {"tsuro-seas-puzzle-1.json": 3, "tsuro-seas-puzzle-2.json": 5, "tsuro-seas-puzzle-3.json": 3}


def forced(goal: Goal, start: TsuroState, state: TsuroState, events: list[Any], plies: int) -> bool:
    """Whether the goal's player can reach the goal whatever the other players choose (dice as seeded)."""
    status = GAME.goal_status(goal, PuzzleProgress(start, state, events, []))
    if status is not None or plies == 0:
        return bool(status)
    mine = GAME.decision(state).player == goal.player
    outcomes = (forced(goal, start, child, events + GAME.apply(child, action), plies - 1)
                for action in GAME.legal_actions(state) for child in [state.clone()])
    return any(outcomes) if mine else all(outcomes)


def first_moves(goal: Goal, state: TsuroState, plies: int) -> dict[Any, bool]:
    return {action: forced(goal, state, child, GAME.apply(child, action), plies - 1)
            for action in GAME.legal_actions(state) for child in [state.clone()]}


@pytest.mark.parametrize("name", sorted(PUZZLE_PLIES))
def test_puzzle_has_one_winning_line_and_lines_that_fail(name: str) -> None:
    scenario = load(name)
    assert scenario.problems == [] and scenario.goal is not None
    state = scenario.state()
    assert GAME.decision(state).player == scenario.goal.player
    results = first_moves(scenario.goal, state, PUZZLE_PLIES[name])
    winning = [action for action, won in results.items() if won]
    assert len(winning) == 1 and len(results) >= 5
    for action in results:  # not trivial: no placement reaches the goal at once
        child = state.clone()
        assert GAME.goal_status(scenario.goal, PuzzleProgress(state, child, GAME.apply(child, action), [])) is None


@pytest.mark.parametrize("name", sorted(PUZZLE_PLIES))
def test_puzzle_answer_does_not_lean_on_the_dice_or_the_draws(name: str) -> None:
    """The notes promise this, so the answer is checked under other dice and pile orders."""
    scenario = load(name)
    assert scenario.goal is not None
    state = scenario.state()
    expected = first_moves(scenario.goal, state, PUZZLE_PLIES[name])
    for variant in range(3):
        other = state.clone()
        other.rng = Rng(500 + variant)
        Rng(variant).shuffle(other.pile)
        assert first_moves(scenario.goal, other, PUZZLE_PLIES[name]) == expected


# ---------------------------------------------------------------- the format's documentation

DOC = ROOT / "docs" / "scenarios" / "tsuro-seas.md"


def test_the_documented_example_is_a_valid_scenario_with_its_goal_open() -> None:
    block = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert block is not None
    scenario = scenario_from_text(block.group(1))
    assert scenario.problems == [] and scenario.goal == Goal("survive", 0, 2)
    state = scenario.state()
    assert len(state.pile) == 56 - 7 and GAME.decision(state).player == 0


def test_the_documentation_lists_every_rule_a_position_check_cites() -> None:
    cited = set()
    for source in ("position.py", "validation.py"):
        text = Path(validation.__file__).with_name(source).read_text(encoding="utf-8")
        cited |= set(re.findall(r'"(TS-[A-Z]\d+)"', text))
    table = DOC.read_text(encoding="utf-8").split("## Validation checks")[1].split("## ")[0]
    assert cited and cited <= set(re.findall(r"^\| (TS-[A-Z]\d+) \|", table, re.MULTILINE))

