"""The position format (scenarios, record positions) and the user's data override file."""

from __future__ import annotations

import json

import pytest

from qtgames.engine.core import FormatError, Rng, get_game
from qtgames.engine.tsuro_seas import data as tsuro_data
from tests.overrides import data_override
from tests.paths import RESOURCES

GAME = get_game("tsuro-seas")


def played(seed: int = 4, actions: int = 14):
    state = GAME.new_state(3, GAME.Options(), seed)
    rng = Rng(seed)
    for _ in range(actions):
        if GAME.is_terminal(state):
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def test_position_round_trips_and_plays_on_identically() -> None:
    state = played()
    copy = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state))), state.options, "position")
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)
    assert GAME.legal_actions(copy) == GAME.legal_actions(state)
    rng_a, rng_b = Rng(1), Rng(1)
    while not GAME.is_terminal(state):
        GAME.apply(state, rng_a.choice(GAME.legal_actions(state)))
        GAME.apply(copy, rng_b.choice(GAME.legal_actions(copy)))
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)


@pytest.mark.parametrize("edit, path", [
    (lambda p: p.update(players=9), "position.players"),
    (lambda p: p["board"].append({"square": "Z9", "tile": 0}), "position.board[{n}].square"),
    (lambda p: p["ships"][0].update(point=8), "position.ships[0].point"),
    (lambda p: p.update(phase="dancing"), "position.phase"),
    (lambda p: p["pile"].pop(), "position.board"),
    (lambda p: p["hands"].pop(), "position.hands"),
    (lambda p: p["daikaiju"].append(dict(p["daikaiju"][0])), "position.daikaiju[{k}].square"),
])
def test_bad_position_names_the_field(edit, path: str) -> None:
    position = GAME.state_to_json(played())
    n, k = len(position["board"]), len(position["daikaiju"])
    edit(position)
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(position, GAME.Options(), "position")
    assert info.value.path == path.format(n=n, k=k)


def test_user_data_override_is_used_and_a_bad_one_is_named() -> None:
    shipped = json.loads((RESOURCES / "tsuro_seas" / tsuro_data.DATA_FILE).read_text())
    shipped["hand_size"] = 2
    with data_override(tsuro_data, shipped):
        assert tsuro_data.load_data().hand_size == 2
    shipped["wake_tiles"][3]["wakes"][0] = [0, 0]
    with data_override(tsuro_data, shipped) as path:
        assert tsuro_data.load_data().hand_size == 3
        assert tsuro_data.data_in_force().problem.startswith(f"{path}: wake_tiles[3].wakes")
