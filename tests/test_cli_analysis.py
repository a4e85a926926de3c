"""The analysis on the command line: `analyse`, `review`, `check --puzzle`, `calibrate`, and their
one-line errors (exit status 2, or JSON with `--json`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgames.cli import main
from tests.paths import FIXTURES

ANALYSIS = FIXTURES / "analysis"
ONE_SAFE = str(ANALYSIS / "tsuro-one-safe-rotation.json")


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "match.json"
    assert main(["play", "tsuro-seas", "--players", "greedy,greedy", "--seed", "3", "--record", str(path)]) == 0
    return path


def test_analyse_lists_every_move_with_its_chance_and_interval(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", ONE_SAFE, "--budget", "2000"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Player 1 decides: ") and "6 legal moves; from Player 1's view" in out[0]
    assert out[1].lstrip().startswith("1.") and "Place your second tile, turned once to the right" in out[1]
    assert sum(1 for line in out if "  0.0%  ( 0.0% –" in line) == 5
    assert "playouts in" in out[-1] and "seed 0" in out[-1]


def test_analyse_json_replays_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["analyse", ONE_SAFE, "--budget", "500", "--seed", "7", "--json"])
    first = json.loads(capsys.readouterr().out)
    main(["analyse", ONE_SAFE, "--budget", "500", "--seed", "7", "--json"])
    second = json.loads(capsys.readouterr().out)
    first.pop("seconds"), second.pop("seconds")
    assert first == second and first["seed"] == 7 and first["candidates"][0]["action"] == {"place": 20, "rotation": 1}


def test_analyse_a_records_position_after_some_moves(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(record), "--move", "4", "--budget", "300", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "tsuro-seas" and data["candidates"]


@pytest.mark.parametrize(("args", "words"), [
    (["--move", "10000"], "--move 10000: the record has"),
    ([], "the game is over: there is nothing to analyse"),
    (["--move", "4", "--seat", "1"], "--seat 1: Player 2 does not decide now, Player 1 does"),
])
def test_analyse_refuses_in_a_sentence(record: Path, args: list[str], words: str,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(record), *args]) == 2
    assert words in capsys.readouterr().err


def test_analyse_a_record_played_with_other_data_is_refused(record: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(record.read_text("utf-8"))
    data["data"] = "0123456789abcdef"
    other = tmp_path / "other.json"
    other.write_text(json.dumps(data), "utf-8")
    assert main(["analyse", str(other), "--move", "2", "--json"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["path"] == "data" and "other Tsuro of the Seas component data" in error["message"]


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_review_writes_a_page_with_its_graph_and_keeps_the_review_in_the_record(
        record: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    copy = tmp_path / "kept.json"
    copy.write_text(record.read_text("utf-8"), "utf-8")
    page = tmp_path / "report.html"
    assert main(["review", str(copy), "--budget", "200", "--out", str(page), "--save"]) == 0
    out = capsys.readouterr().out
    assert "moves reviewed; judged: Player 1, Player 2" in out and "Review written to" in out
    html = page.read_text("utf-8")
    assert "<svg" in html and "<polyline" in html and "inaccuracy from 5" in html and "http" not in html.split(
        "<svg")[0].replace("http://www.w3.org", "")
    kept = json.loads(copy.read_text("utf-8"))
    assert kept["version"] == 3 and len(kept["review"]["moves"]) == len(kept["actions"])
    assert main(["replay", str(copy)]) == 0


def test_review_json_and_a_bad_out_name(record: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(record), "--budget", "100", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "tsuro-seas" and data["judged_seats"] == [0, 1]
    assert main(["review", str(record), "--out", "report.txt"]) == 2
    assert "write the review as NAME.html" in capsys.readouterr().err


def test_check_puzzle_names_the_cook_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = str(ANALYSIS / "tsuro-two-solutions.json")
    assert main(["check", puzzle, "--puzzle", "--laid-out"]) == 2
    out = capsys.readouterr().out
    assert "Other first moves that also work (cooks): Place your second tile, not turned." in out
    assert main(["check", puzzle, "--puzzle", "--json", "--deals", "3"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data["cooks"] == [{"place": 19, "rotation": 0}] and not data["sound"] and data["deals"] == 3


def test_check_puzzle_without_a_goal_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", ONE_SAFE, "--puzzle"]) == 2
    assert "no goal: it is not a puzzle" in capsys.readouterr().err


@pytest.mark.slow   # about ten seconds: the slow step
def test_calibrate_on_a_tiny_budget_prints_the_table_writes_the_diagram_and_goes_on_where_it_stopped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    samples, svg = tmp_path / "samples.jsonl", tmp_path / "reliability.svg"
    args = ["calibrate", "tsuro-seas", "--matches", "2", "--budget", "60", "--samples", str(samples), "--svg", str(svg)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "tsuro-seas: 2 matches" in out and "expected calibration error" in out
    assert out.count("% – ") == 20          # ten bins, twice
    assert svg.read_text("utf-8").startswith("<svg") and "<circle" in svg.read_text("utf-8")
    lines = samples.read_text("utf-8").splitlines()
    assert len(lines) == 2
    with samples.open("a", encoding="utf-8") as out:
        out.write('{"match": 2, "seed": 3, "pla')     # a run stopped in the middle of its third line
    assert main([*args[:3], "3", *args[4:]]) == 0    # one more match: the first two are not played again
    capsys.readouterr()
    now = samples.read_text("utf-8").splitlines()
    assert now[:2] == lines and now[2].endswith('"pla') and len(now) == 4 and '"match": 2' in now[3]


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_analyse_a_position_with_one_legal_move_says_so_and_values_it(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from qtgames.engine.core import get_game
    from qtgames.engine.core.record import record_from_file, replay

    path = tmp_path / "entdecker.json"
    main(["play", "entdecker", "--players", "greedy,greedy", "--seed", "1", "--record", str(path)])
    capsys.readouterr()
    game, played = get_game("entdecker"), replay(record_from_file(path), keep_states=True)
    forced = next(k for k, state in enumerate(played.states[:-1]) if len(game.legal_actions(state)) == 1)
    assert main(["analyse", str(path), "--move", str(forced), "--budget", "300"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "(1 legal move;" in out[0] and out[1] == "Only one legal move: there is nothing to compare; its chance is below."
    assert out[2].lstrip().startswith("1.")
