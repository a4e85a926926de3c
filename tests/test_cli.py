"""The command line: headless matches, replays, and one-line errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.ai.ismcts import AiLimit, IsmctsPlayer
from qtgames.engine.ai.levels import AI_KINDS, ROLLOUT_DEPTH
from qtgames.engine.ai.players import AiPlayer
from qtgames.engine.core import game_keys
from qtgames.engine.core.protocol import GameInfo
from qtgames.engine.ladder import SEARCH_LEVELS
from tests.paths import RESOURCES, ROOT

SCENARIOS = RESOURCES / "scenarios"
TSURO = str(SCENARIOS / "tsuro-seas-example-1.json")
MAGELLAN = str(SCENARIOS / "magellan-puzzle-1.json")


def test_play_prints_the_result_and_writes_a_replayable_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "match.json"
    assert main(["play", "tsuro-seas", "--players", "greedy,random", "--seed", "1", "--record", str(record)]) == 0
    played = capsys.readouterr().out
    assert "wins" in played and "  Player 2 (random)" in played and "seat" not in played.lower()
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


@pytest.fixture
def tiny_search_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search levels at 20 iterations a choice: `bench` tests check what it prints, and the
    levels' real budgets (up to 6,000 iterations) took a quarter of a minute to say it."""
    def tiny(seed: int) -> AiPlayer:
        return IsmctsPlayer(seed, AiLimit(time=1.0, iterations=20, rollout_depth=ROLLOUT_DEPTH, paired=True))

    for level in SEARCH_LEVELS:
        monkeypatch.setitem(AI_KINDS, level, replace(AI_KINDS[level], make=tiny))


def test_bench_prints_games_per_second(tiny_search_levels: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "20", "--iterations", "20"]) == 0
    out = capsys.readouterr().out
    for key in game_keys():
        assert f"{key}: " in out and "random full games/s" in out and "reference loop" in out
    assert "ISMCTS iterations/s from a fixed mid-game position" in out and "full rollouts, 20 iterations)" in out
    for level in SEARCH_LEVELS:
        assert f"ISMCTS iterations/s as {level} plays it (20 iterations" in out, level


def test_a_game_declared_once_plays_replays_and_holds_tournaments(
        pebbles: GameInfo, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The tests' own game, declared in one place: a choice of `play`, its log citing its own
    rules, its record replayed, its tournament played in two processes."""
    record = tmp_path / "pebbles.json"
    args = ["play", "pebbles", "--players", "greedy,random,random", "--seed", "4", "--log",
            "--option", "last_pebble_loses=true", "--record", str(record)]
    assert main(args) == 0
    played = capsys.readouterr().out
    assert "[PB-S1] The pile holds" in played and "[PB-V1]" in played and "Pebbles: " in played
    assert main(["replay", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and {event["rule"] for event in data["events"]} <= {"PB-S1", "PB-T1", "PB-V1"}
    assert main(["tournament", "--game", "pebbles", "--players", "greedy,random", "--games", "4", "--jobs", "2"]) == 0
    assert "Pebbles: 4 games" in capsys.readouterr().out


def test_a_game_is_always_named(capsys: pytest.CaptureFixture[str]) -> None:
    """No default game: a tournament or a ladder of a game nobody chose is refused, naming --game."""
    for command in (["tournament", "--players", "greedy,random"], ["ladder"]):
        assert main(command) == 2
        assert "--game" in capsys.readouterr().err
    assert main(["play", "pebbles", "--players", "random,random"]) == 2, "known only while declared"


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_tournament_prints_rates_and_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "6", "--seed", "3"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert "greedy" in first and "95% interval" in first
    assert main(args + ["--jobs", "2"]) == 0
    def strip_times(text: str) -> list[str]:
        return [line.rsplit("%", 1)[0] for line in text.splitlines()]

    assert strip_times(capsys.readouterr().out) == strip_times(first)


def test_tournament_takes_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "2",
                 "--option", "daikaiju=false"]) == 0
    assert "daikaiju=false" in capsys.readouterr().out
    assert main(["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--option", "daikaiju=maybe"]) == 2


def test_tournament_rejects_unknown_ai(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "tsuro-seas", "--players", "greedy,oracle"]) == 2
    assert "oracle" not in capsys.readouterr().out


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
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


def test_bench_brings_the_player_count_into_each_games_range(tiny_search_levels: None,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "3", "--iterations", "20", "--players", "7"]) == 0
    out = capsys.readouterr().out
    assert "entdecker: " in out and "(4 players" in out and "magellan: " in out and "(6 players" in out


def test_bench_times_the_search_at_a_real_choice_with_two_players(tiny_search_levels: None,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    # Tsuro's first two-player middle position has one legal move: the search would not run at all.
    assert main(["bench", "--games", "3", "--iterations", "20", "--players", "2"]) == 0
    assert "ISMCTS" in capsys.readouterr().out


# ---------------------------------------------------------------- for scripts: pipes, JSON, seats


def qtgames(*args: str) -> list[str]:
    return [sys.executable, "-m", "qtgames.cli", *args]


@pytest.mark.parametrize("args", [
    ["ruling", TSURO], ["ruling", TSURO, "--json"], ["check", TSURO], ["check", TSURO, "--json"],
    ["replay", str(ROOT / "tests" / "fixtures" / "records" / "v1-tsuro-seas.record.json")],
    ["play", "tsuro-seas", "--players", "random,random", "--log"], ["--help"], ["ruling", "--help"],
], ids=lambda args: " ".join(a.rsplit("/", 1)[-1] for a in args))
def test_a_reader_that_stops_reading_gets_no_traceback(args: list[str]) -> None:
    """The reader closes the pipe before the command writes a line: every command ends quietly."""
    with subprocess.Popen(qtgames(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()
        err = proc.stderr.read().decode()
        code = proc.wait(timeout=120)
    assert err == "" and code == 0


def test_ruling_piped_into_head_prints_one_line_and_no_traceback() -> None:
    done = subprocess.run(f"{sys.executable} -m qtgames.cli ruling {TSURO} | head -1", shell=True, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.stdout.splitlines() == ["Player 1 decides (TS-T2): Place a wake tile in front of your ship."]
    assert "Traceback" not in done.stderr and "Error" not in done.stderr


def json_out(capsys: pytest.CaptureFixture[str]) -> Any:
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


@pytest.mark.parametrize("args, rule, path", [
    (["ruling", TSURO, "--action", "{not json"], None, "--action 1"),
    (["ruling", TSURO, "--action", '{"place": 999, "rotation": 0}'], "TS-P1", "--action 1"),
    (["ruling", TSURO, "--action", "1", "--action", "77"], None, "--action 2"),
    (["ruling", TSURO, "--seat", "5"], None, "--seat"),
    (["ruling", "--json"], None, None),                                  # argparse: the file is missing
    (["ruling", "nowhere.json"], None, None),
    (["replay", TSURO], None, "format"),                                 # a scenario is no match record
], ids=["bad JSON", "illegal", "number out of range", "seat", "usage", "unreadable", "wrong format"])
def test_json_errors_are_json_with_rule_message_and_path_and_exit_2(
        args: list[str], rule: str | None, path: str | None, capsys: pytest.CaptureFixture[str]) -> None:
    args = args if "--json" in args else [*args, "--json"]
    assert main(args) == 2
    error = json_out(capsys)["error"]
    assert set(error) == {"rule", "message", "path"} and error["message"]
    assert (error["rule"], error["path"]) == (rule, path)


def test_a_position_that_breaks_a_rule_is_a_json_error_naming_rule_and_path(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = json.loads(Path(TSURO).read_text(encoding="utf-8"))
    scenario["position"]["ships"][2]["square"] = "D4"     # open water behind it (TS-M1)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(scenario))
    assert main(["ruling", str(bad), "--json"]) == 2
    assert json_out(capsys)["error"] == {"rule": "TS-M1", "path": "position.ships[2]",
                                         "message": json_out_message(bad, "TS-M1")}
    assert main(["check", str(bad), "--json"]) == 2
    verdict = json_out(capsys)
    assert not verdict["valid"] and verdict["problems"][0]["rule"] == "TS-M1"


def json_out_message(file: Path, rule: str) -> str:
    from qtgames.engine.core.scenario import scenario_from_text

    return next(p.message for p in scenario_from_text(file.read_text(encoding="utf-8")).problems if p.rule == rule)


def test_ruling_json_says_who_decides_in_which_phase_and_the_prompt(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", MAGELLAN, "--json"]) == 0
    answer = json_out(capsys)
    assert answer["decision"] == {"player": 0, "name": "Player 1", "kind": "bid", "rule": "MG-A1",
                                  "prompt": "Raise the bid or pass."}
    assert (answer["phase"], answer["stage"], answer["seat"], answer["steps"]) == (2, "bid", 0, [])   # phase III
    assert answer["actions"][0] == {"action": {"pass": True}, "label": "Pass", "legal": True}


def test_ruling_json_gives_every_step_with_the_position_after_and_the_legal_actions_then(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", TSURO, "--json", "--action", "1"]) == 0
    first = json_out(capsys)
    [step] = first["steps"]
    assert step["action"] == {"place": 10, "rotation": 0} and step["events"] and step["diff"]
    assert step["decision"]["player"] == 1 and step["phase"] == "place" and step["after"] == first["after"]
    follow = step["legal_actions"][0]
    assert set(follow) == {"action", "label"}
    # A script applies the next action straight from that list, with no file in between.
    assert main(["ruling", TSURO, "--json", "--action", "1", "--action", json.dumps(follow["action"])]) == 0
    both = json_out(capsys)
    assert len(both["steps"]) == 2 and both["steps"][0] == step
    assert both["steps"][1]["action"] == follow["action"] and both["steps"][1]["legal_actions"]


def test_ruling_for_a_seat_that_does_not_decide_names_the_rule_and_who_decides(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", MAGELLAN, "--json", "--seat", "2"]) == 0
    answer = json_out(capsys)
    assert answer["seat"] == 2 and answer["actions"]
    assert all(not v["legal"] and v["rule"] == "MG-A1" for v in answer["actions"])
    assert answer["actions"][0]["reason"].startswith("It is Player 1's decision now, not Player 3's")
    assert main(["ruling", MAGELLAN, "--seat", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Player 3 does not decide now: Player 1 decides (MG-A1)") and "    1. " not in out
    assert main(["ruling", MAGELLAN, "--seat", "0"]) == 0
    assert capsys.readouterr().out.startswith("Player 1 decides (MG-A1)")


def test_sentences_name_players_from_1_while_files_count_seats_from_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", TSURO]) == 0
    assert capsys.readouterr().out.endswith("a valid Tsuro of the Seas position; Player 1 decides: "
                                            "Place a wake tile in front of your ship.\n")
    assert main(["ruling", TSURO, "--action", "1"]) == 0
    out = capsys.readouterr().out
    assert "Player 2 decides (TS-T2)" in out and "seat" not in out.lower()


def test_event_values_in_json_name_squares_as_positions_do(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", TSURO, "--json", "--action", "1"]) == 0
    events = json_out(capsys)["steps"][0]["events"]
    data = {e["kind"]: e["data"] for e in events}
    assert data["tile_placed"]["square"] == "B3" and data["ship_sailed"]["path"][0] == {"square": "B3", "point": 7}
    moves = [(e["data"]["square"], e["data"]["target"]) for e in events if e["kind"] == "kaiju_moved"]
    assert moves == [("B5", "C5"), ("E1", "D1")]


def test_the_log_speaks_the_language_qtgames_lang_names_and_json_stays_english(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.engine.core import messages
    from qtgames.engine.core.registry import speak

    record = tmp_path / "m.json"
    main(["play", "tsuro-seas", "--players", "random,random", "--seed", "2", "--record", str(record)])
    capsys.readouterr()
    monkeypatch.setenv(messages.LANGUAGE_VARIABLE, "hu")
    try:
        assert main(["replay", str(record)]) == 0
        assert "[TS-S2] Mind a 2 játékos 3 sodráslapkát kap" in capsys.readouterr().out
        speak(messages.ENGLISH)
        assert main(["replay", str(record), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["events"][0]["text"].startswith("Each of 2 players is dealt")
        assert main(["ruling", MAGELLAN]) == 0
        assert "Emeld a licitet, vagy passzolj." in capsys.readouterr().out
        monkeypatch.setenv(messages.LANGUAGE_VARIABLE, "xx")   # no such catalogue: English
        speak(messages.ENGLISH)
        assert main(["ruling", MAGELLAN]) == 0
        assert "Raise the bid or pass." in capsys.readouterr().out
    finally:
        speak(messages.ENGLISH)
