"""Hostile match records against `replay` (scenarios against `check`/`ruling` are fuzzed in
tests/engine/test_scenario.py, the app's Open in tests/gui/test_open_fuzz.py): always one line
naming the problem, exit status 2, and nothing written next to the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import Rng, get_game

from .fuzzing import mutate

CASES = 60
LINEUPS = {"tsuro-seas": ["greedy", "random"], "entdecker": ["greedy", "random"],
           "magellan": ["greedy", "random", "random"]}


def record_json(game_key: str, seed: int) -> dict[str, Any]:
    game = get_game(game_key)
    return json.loads(play_match(game, LINEUPS[game_key], game.Options(), seed).record.dumps())


def rename_first_player(data: dict[str, Any], text: str) -> None:
    data["players"][0]["name"] = text[:40]


def only_file(folder: Path, name: str) -> bool:
    return [p.name for p in folder.iterdir()] == [name]


@pytest.mark.parametrize("game_key", sorted(LINEUPS))
def test_fuzzed_records_get_one_line_from_replay_and_nothing_is_written(
        game_key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = record_json(game_key, 5)
    rng = Rng(7)
    outcomes = {0: 0, 2: 0}
    for case in range(CASES):
        folder = tmp_path / f"case{case}"
        folder.mkdir()
        path = folder / "match.json"
        path.write_text(mutate(base, rng, rename_first_player), encoding="utf-8", errors="surrogatepass")
        code = main(["replay", str(path)])
        err = capsys.readouterr().err
        assert code in outcomes, (case, err)
        outcomes[code] += 1
        if code == 2:
            assert err.startswith("qtgames: error: ") and len(err.strip().splitlines()) == 1, err
        assert only_file(folder, "match.json")
    assert outcomes[0] > 0 and outcomes[2] > CASES // 3, outcomes
