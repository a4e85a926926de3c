"""Records replay identically in a fresh process, and kept records of every format version still load.

A record is only worth saving if another run of the program — a new process, with its own hash
seeds and import order — rebuilds exactly the state the game ended in. The fixtures under
`records/` are records as earlier versions of qtgames wrote them; each must keep replaying to the
final state stored next to it, or the format change that breaks it must migrate or refuse it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import record_from_text, replay
from tests.paths import FIXTURES, ROOT

FIXTURES = FIXTURES / "records"
LINEUPS = {"tsuro-seas": ["greedy", "random", "random"], "entdecker": ["greedy", "random"],
           "magellan": ["greedy", "random", "random"]}


def replay_in_fresh_process(path: Path) -> dict:
    """`qtgames replay --json` in a new interpreter (another hash seed, nothing shared with this one)."""
    done = subprocess.run([sys.executable, "-m", "qtgames.cli", "replay", str(path), "--json"],
                          capture_output=True, text=True, timeout=120, check=True,
                          env={"PYTHONHASHSEED": "12345", "PATH": "", "QTGAMES_HOME": str(path.parent)},
                          cwd=ROOT)
    return json.loads(done.stdout)


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("game_key", sorted(LINEUPS))
def test_a_record_written_here_replays_to_the_same_state_in_a_fresh_process(game_key: str, tmp_path: Path) -> None:
    game = get_game(game_key)
    result = play_match(game, LINEUPS[game_key], game.Options(), seed=11)
    path = tmp_path / "match.json"
    path.write_text(result.record.dumps(), encoding="utf-8")
    fresh = replay_in_fresh_process(path)
    assert fresh["state"] == game.state_to_json(result.state)
    assert fresh["winners"] == game.winners(result.state) and fresh["over"]


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.record.json")), ids=lambda p: p.name)
def test_kept_records_of_earlier_versions_still_replay_to_their_final_state(fixture: Path) -> None:
    record = record_from_text(fixture.read_text(encoding="utf-8"))
    expected = json.loads(fixture.with_name(fixture.name.replace(".record.json", ".final.json")).read_text())
    assert record.rules.state_to_json(replay(record).state) == expected
