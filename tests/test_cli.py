"""The command line: headless matches, replays, and one-line errors with exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgames.cli import main


def test_play_prints_the_result_and_writes_a_replayable_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "match.json"
    assert main(["play", "tsuro-seas", "--players", "greedy,random", "--seed", "1", "--record", str(record)]) == 0
    played = capsys.readouterr().out
    assert "wins" in played and "seat 2: Player 2 (random)" in played
    assert main(["replay", str(record)]) == 0
    replayed = capsys.readouterr().out
    assert "[TS-O2]" in replayed and played.splitlines()[0] in replayed


def test_play_is_reproducible_from_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "tsuro-seas", "--players", "random,random,greedy", "--seed", "5", "--log"])
    first = capsys.readouterr().out
    main(["play", "tsuro-seas", "--players", "random,random,greedy", "--seed", "5", "--log"])
    assert capsys.readouterr().out == first


def test_replay_json_gives_state_winners_and_cited_events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "m.json"
    main(["play", "tsuro-seas", "--players", "random,random", "--seed", "2", "--record", str(record)])
    capsys.readouterr()
    assert main(["replay", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and data["winners"]
    assert all(e["rule"].startswith("TS-") for e in data["events"])


@pytest.mark.parametrize("content, field", [
    ("not json at all", "not JSON"),
    (('{"format": "qtgames-match", "version": 1, "game": "tsuro-seas", "players": '
     '[{"name": "a", "kind": "random"}, {"name": "b", "kind": "random"}], "seed": 1, '
     '"actions": [{"start": 0}, {"start": 0}]}'), "actions[1]"),
    ('{"format": "qtgames-match", "version": 7, "game": "tsuro-seas"}', "version"),
])
def test_bad_replay_file_gives_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   content: str, field: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and field in err and "Traceback" not in err


def test_missing_file_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_unknown_ai_and_bad_option_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "tsuro-seas", "--players", "random,wizard"]) == 2
    assert "wizard" in capsys.readouterr().err
    assert main(["play", "tsuro-seas", "--players", "random,random", "--option", "daikaiju=maybe"]) == 2
    err = capsys.readouterr().err
    assert "daikaiju" in err and "true or false" in err


def test_option_changes_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "tsuro-seas", "--players", "random,random", "--seed", "3", "--log", "--option", "daikaiju=false"])
    assert "daikaiju" not in capsys.readouterr().out.lower()


def test_bench_prints_games_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "random full games/s" in out and "reference loop" in out and "ISMCTS iterations/s" in out


def test_tournament_prints_rates_and_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "6", "--seed", "3"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert "greedy" in first and "95% interval" in first
    assert main(args + ["--jobs", "2"]) == 0
    strip_times = lambda text: [line.rsplit("%", 1)[0] for line in text.splitlines()]
    assert strip_times(capsys.readouterr().out) == strip_times(first)


def test_tournament_takes_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--players", "greedy,random", "--games", "2", "--option", "daikaiju=false"]) == 0
    assert "daikaiju=false" in capsys.readouterr().out
    assert main(["tournament", "--players", "greedy,random", "--option", "daikaiju=maybe"]) == 2


def test_tournament_rejects_unknown_ai(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--players", "greedy,oracle"]) == 2
    assert "oracle" not in capsys.readouterr().out


def test_entdecker_plays_replays_and_lists_points(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "entdecker.json"
    args = ["play", "entdecker", "--players", "greedy,random", "--seed", "1", "--option", "personal_tiles=true"]
    assert main([*args, "--record", str(record)]) == 0
    played = capsys.readouterr().out
    assert played.startswith("Entdecker:") and played.count(" points") == 2
    assert main(["replay", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and all(e["rule"].startswith("EN-") for e in data["events"])


def test_entdecker_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "entdecker", "--players", "greedy,random", "--games", "2"]) == 0
    assert "Entdecker: 2 games" in capsys.readouterr().out


def test_magellan_plays_replays_and_lists_points(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "magellan.json"
    args = ["play", "magellan", "--players", "greedy,random,random", "--seed", "2", "--option", "board2=B"]
    assert main([*args, "--record", str(record)]) == 0
    played = capsys.readouterr().out
    assert played.startswith("Magellan:") and played.count(" points") == 3
    assert main(["replay", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and all(e["rule"].startswith("MG-") for e in data["events"])


def test_magellan_refuses_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "magellan", "--players", "greedy,random"]) == 2
    assert "3-6 players" in capsys.readouterr().err + capsys.readouterr().out


def test_bench_brings_the_player_count_into_each_games_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "3", "--iterations", "20", "--players", "7"]) == 0
    out = capsys.readouterr().out
    assert "entdecker: " in out and "(4 players" in out and "magellan: " in out and "(6 players" in out


def test_bench_times_the_search_at_a_real_choice_with_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    # Tsuro's first two-player middle position has one legal move: the search would not run at all.
    assert main(["bench", "--games", "3", "--iterations", "20", "--players", "2"]) == 0
    assert "ISMCTS" in capsys.readouterr().out
