"""Entdecker positions in files: a hand-edited mistake is named by its field, never a traceback."""

from __future__ import annotations

import json

import pytest

from qtgames.engine.core import FormatError, Rng, get_game

GAME = get_game("entdecker")


def played(seed: int = 4, actions: int = 80):  # type: ignore[no-untyped-def]
    state = GAME.new_state(3, GAME.Options(), seed)
    rng = Rng(seed)
    for _ in range(actions):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


@pytest.mark.parametrize("edit, path", [
    (lambda p: p.update(players=9), "position.players"),
    (lambda p: p.update(players="three"), "position.players"),
    (lambda p: p["board"].append({"square": "Z9", "tile": 0, "quarters": 0}), "position.board[{n}].square"),
    (lambda p: p.update(gold=[4, 4, 13]), "position.gold"),
    (lambda p: p.update(score=[1, 2]), "position.score"),
    (lambda p: p["stacks"][2].append(10_000), "position.stacks[2]"),
    (lambda p: p.update(stacks=[[], []]), "position.stacks"),
    (lambda p: p.update(phase="dancing"), "position.phase"),
    (lambda p: p.update(round=0), "position.round"),
])
def test_bad_position_names_the_field(edit, path: str) -> None:  # type: ignore[no-untyped-def]
    position = json.loads(json.dumps(GAME.state_to_json(played())))
    n = len(position["board"])
    edit(position)
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(position, GAME.Options(), "position")
    assert info.value.path == path.format(n=n)
