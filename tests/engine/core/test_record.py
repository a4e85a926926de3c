"""Match records: they replay exactly, and a bad file is refused with the path of the bad field."""

from __future__ import annotations

import json

import pytest

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import FormatError, get_game
from qtgames.engine.core.record import record_from_text, replay

GAME = get_game("tsuro-seas")


@pytest.fixture(scope="module")
def record_json() -> dict:
    return play_match(GAME, ["greedy", "random", "random"], GAME.Options(), 7).record.to_json()


def load(data: object) -> object:
    return replay(record_from_text(json.dumps(data)))


def refused(data: object) -> FormatError:
    with pytest.raises(FormatError) as info:
        load(data)
    return info.value


def test_record_round_trips_and_replays_to_the_same_end(record_json: dict) -> None:
    result = load(record_json)
    assert GAME.is_terminal(result.state)
    assert record_from_text(json.dumps(record_json)).to_json() == record_json


def test_not_json_is_refused_with_line_and_column() -> None:
    with pytest.raises(FormatError, match="not JSON"):
        record_from_text("{oops")


def test_newer_version_is_refused_naming_the_version(record_json: dict) -> None:
    assert refused({**record_json, "version": 99}).path == "version"


def test_wrong_format_is_refused(record_json: dict) -> None:
    assert refused({**record_json, "format": "something-else"}).path == "format"


def test_unknown_game_is_refused(record_json: dict) -> None:
    assert refused({**record_json, "game": "chess"}).path == "game"


def test_bad_seed_type_names_the_field(record_json: dict) -> None:
    assert refused({**record_json, "seed": "abc"}).path == "seed"


def test_bad_player_names_the_index(record_json: dict) -> None:
    players = [dict(p) for p in record_json["players"]]
    players[1]["name"] = ""
    assert refused({**record_json, "players": players}).path == "players[1].name"


def test_unknown_option_names_the_option(record_json: dict) -> None:
    assert refused({**record_json, "options": {"dragons": True}}).path == "options.dragons"


def test_wrong_option_value_names_the_option(record_json: dict) -> None:
    error = refused({**record_json, "options": {"daikaiju_order": "sideways"}})
    assert error.path == "options.daikaiju_order"


def test_too_many_players_is_refused(record_json: dict) -> None:
    players = [{"name": f"P{i}", "kind": "random"} for i in range(9)]
    assert refused({**record_json, "players": players}).path == "players"


def test_malformed_action_names_its_index(record_json: dict) -> None:
    actions = list(record_json["actions"])
    actions[4] = {"place": "twelve", "rotation": 0}
    assert refused({**record_json, "actions": actions}).path == "actions[4].place"


def test_illegal_action_names_its_index_and_rule(record_json: dict) -> None:
    actions = list(record_json["actions"])
    actions[1] = actions[0]  # the second ship on the first ship's starting mark
    error = refused({**record_json, "actions": actions})
    assert error.path == "actions[1]" and "TS-O3" in error.message


def test_action_after_the_end_is_refused(record_json: dict) -> None:
    actions = record_json["actions"] + [record_json["actions"][-1]]
    assert refused({**record_json, "actions": actions}).path == f"actions[{len(actions) - 1}]"


def test_extra_top_level_field_is_refused(record_json: dict) -> None:
    assert refused({**record_json, "cheat": 1}).path == "cheat"
