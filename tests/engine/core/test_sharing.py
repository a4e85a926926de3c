"""Sharing a ruling or a puzzle: ruling reports re-judged, positions as text, puzzle solutions and hints,
through the engine and through `qtgames ruling`, `check` and `position` (issue 25)."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.core import FormatError, game_keys, get_game
from qtgames.engine.core.position_text import (
    MAX_TEXT_CHARS,
    position_text,
    read_position_text,
    scenario_from_position_text,
    scenario_text,
)
from qtgames.engine.core.protocol import Goal
from qtgames.engine.core.puzzle import check_solution
from qtgames.engine.core.record import MatchRecord, PlayerSeat
from qtgames.engine.core.ruling import RefusedStep, RulingStep, ruling_case, try_ruling
from qtgames.engine.core.ruling_report import rejudge, ruling_report_from_json, ruling_report_from_text
from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_json, scenario_from_text
from qtgames.engine.core.session import Session
from tests.paths import FIXTURES, ROOT

SHIPPED = dict(bundled_scenarios())
RULINGS = ROOT / "resources" / "rulings"
V1_CASE = FIXTURES / "ruling_cases" / "tsuro-forced-win.json"


def first_puzzle(key: str) -> Any:
    return SHIPPED[f"{key}-puzzle-1"]


def refused_report(key: str) -> dict[str, Any]:
    """A report whose answer is a refusal: a legal first action, then the first refused candidate."""
    from qtgames.engine.core.ruling import verdicts

    scenario = first_puzzle(key)
    rules, state = scenario.rules, scenario.state()
    step = try_ruling(rules, state, rules.legal_actions(state)[0])
    assert isinstance(step, RulingStep)
    after = rules.state_from_json(step.after, scenario.options, "after")
    refused_action = next(v.action for v in verdicts(rules, after) if not v.legal)
    refused = try_ruling(rules, after, refused_action)
    assert isinstance(refused, RefusedStep)
    return ruling_case(rules, scenario.options.to_json(), [step], "a refusal", refused=refused, notes="n")


# ---------------------------------------------------------------- ruling reports


@pytest.mark.parametrize("key", game_keys())
def test_a_refused_action_is_recorded_with_its_rule_and_text_and_still_holds(key: str) -> None:
    case = refused_report(key)
    refusal = case["answer"]["refused"]
    assert case["version"] == 2 and case["answer"]["legal"] is False and refusal["action"] == 1
    assert refusal["rule"] in case["rules"] and case["rules"][refusal["rule"]]   # the rule's own paragraph
    assert all(event["rule"] in case["rules"] for event in case["events"])
    assert case["diff"] and case["after"] != case["before"]
    report = ruling_report_from_json(json.loads(json.dumps(case)))
    assert report.refused == (refusal["rule"], refusal["message"]) and rejudge(report).holds


def test_a_changed_answer_says_what_the_rules_answer_now() -> None:
    case = refused_report("tsuro-seas")
    wrong_rule = json.loads(json.dumps(case))
    wrong_rule["answer"]["refused"]["rule"] = "TS-Z9"
    found = rejudge(ruling_report_from_json(wrong_rule))
    assert not found.holds and "is refused by TS-" in found.now and "TS-Z9" in found.details[0]

    rules = get_game("tsuro-seas")
    legal = json.loads(json.dumps(case))
    after = rules.state_from_json(case["after"], rules.Options.from_json(case["options"]), "after")
    legal["actions"][1] = rules.action_to_json(rules.legal_actions(after)[0])
    found = rejudge(ruling_report_from_json(legal))
    assert not found.holds and found.now.startswith("action 2 (") and found.now.endswith(") is legal")

    events = json.loads(json.dumps(case))
    events["events"][0]["text"] = "something else"
    found = rejudge(ruling_report_from_json(events))
    assert not found.holds and found.now.startswith("event 1 is [") and "something else" in found.details[0]

    after = json.loads(json.dumps(case))
    after["after"]["turn"] += 5
    found = rejudge(ruling_report_from_json(after))
    assert not found.holds and found.now.startswith("the position after differs: position.turn:")


def test_version_1_test_cases_are_still_read_and_judged() -> None:
    data = json.loads(V1_CASE.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "answer" not in data
    report = ruling_report_from_json(data)
    assert report.legal and rejudge(report).holds


@pytest.mark.parametrize("edit, path", [
    (lambda d: d.update(version=3), "version"),
    (lambda d: d["answer"].update(legal=True), "answer.refused"),
    (lambda d: d["answer"]["refused"].update(action=0), "answer.refused.action"),
    (lambda d: d.pop("before"), "before"),
])
def test_a_bad_report_is_refused_naming_the_field(edit: Any, path: str) -> None:
    case = refused_report("magellan")
    edit(case)
    with pytest.raises(FormatError) as caught:
        ruling_report_from_json(case)
    assert caught.value.path == path


def test_every_game_ships_an_example_report_citing_rule_texts() -> None:
    reports = [ruling_report_from_text(path.read_text(encoding="utf-8")) for path in sorted(RULINGS.glob("*.json"))]
    assert sorted({report.game for report in reports}) == sorted(game_keys())
    assert any(not report.legal for report in reports)
    assert all(report.rule_texts and report.notes and report.title for report in reports)


def test_ruling_says_still_holds_or_changed_with_exit_0_or_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = RULINGS / "entdecker-declare-more-than-left.json"
    assert main(["ruling", str(report)]) == 0
    out = capsys.readouterr().out
    assert ": still holds: " in out and "refused (EN-X3" in out
    changed = json.loads(report.read_text(encoding="utf-8"))
    changed["answer"]["refused"]["message"] = "Another sentence."
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(changed), encoding="utf-8")
    assert main(["ruling", str(path)]) == 1
    assert ": changed: now action 2 (Declare 2 cards) is refused by EN-X3" in capsys.readouterr().out
    assert main(["ruling", str(path), "--json"]) == 1
    answer = json.loads(capsys.readouterr().out)
    assert answer["holds"] is False and answer["now"].startswith("action 2") and answer["recorded"]
    assert main(["ruling", str(report), "--action", "1"]) == 0   # asked about its position, not re-judged
    assert "Action: " in capsys.readouterr().out


def test_check_reads_a_report_s_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(RULINGS / "magellan-plunder-over-20.json")]) == 0
    assert "a valid Magellan position" in capsys.readouterr().out


def test_the_saved_report_still_holds_as_a_command(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "qtgames.cli", "ruling", str(RULINGS / "tsuro-seas-daikaiju-"
                                                                               "destroys-a-ship.json")],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)
    assert done.returncode == 0 and "still holds" in done.stdout, done.stderr


def test_a_daikaiju_is_named_alike_in_the_events_and_in_what_changed() -> None:
    """The log says "daikaiju 3★" (the number on its back); the diff used to say daikaiju[id=4]."""
    case = json.loads((RULINGS / "tsuro-seas-daikaiju-destroys-a-ship.json").read_text(encoding="utf-8"))
    moved = [line for line in case["diff"] if line.startswith("position.daikaiju[")]
    assert moved and not any("[id=" in line for line in moved)
    texts = " ".join(event["text"] for event in case["events"])
    for line in moved:
        name = line.split("[", 1)[1].split(",", 1)[0]    # "daikaiju 3★"
        assert name in texts, (name, texts)


# ---------------------------------------------------------------- positions as text


@pytest.mark.parametrize("key", game_keys())
def test_a_shipped_scenario_goes_to_text_and_back_unchanged(key: str) -> None:
    scenario = first_puzzle(key)
    text = scenario_text(scenario)
    assert text.startswith("qtg1:") and "\n" not in text and len(text) < len(scenario.dumps())
    assert scenario_from_position_text(text).to_json() == scenario.to_json()
    wrapped = "\n".join(text[i:i + 70] for i in range(0, len(text), 70))   # as an e-mail wraps it
    assert scenario_from_position_text(f"  {wrapped}\n").to_json() == scenario.to_json()


@pytest.mark.parametrize("key", game_keys())
def test_position_text_then_check_the_text(key: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "resources" / "scenarios" / f"{key}-puzzle-1.json"
    assert main(["position", str(path), "--text"]) == 0
    text = capsys.readouterr().out.strip()
    assert main(["check", text]) == 0
    out = capsys.readouterr().out
    assert f"a valid {get_game(key).title} position" in out and "the solution reaches the goal" in out
    assert main(["position", text]) == 0
    assert json.loads(capsys.readouterr().out) == scenario_from_text(path.read_text(encoding="utf-8")).to_json()
    assert main(["ruling", text, "--action", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["steps"]


def _packed(raw: bytes) -> str:
    return "qtg1:" + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


@pytest.mark.parametrize("mangle, words", [
    (lambda t: t[:-9], "corrupt position text: cut short"),
    (lambda t: t[:40] + ("A" if t[40] != "A" else "B") + t[41:], "corrupt position text"),
    (lambda t: t[:30] + "!" + t[31:], "'!' is not one of its letters"),
    (lambda t: "qtg2:" + t[5:], "version 2 position text (newer than this program, which reads qtg1:); update qtgames"),
    (lambda t: "qtg0:" + t[5:], "version 0 position text (unknown to"),
    (lambda t: "qtg1" + t[5:], "not a position text"),
    (lambda t: "qtg1:" + "A" * (MAX_TEXT_CHARS + 1), "longer than"),
    (lambda t: _packed(b" " * 3_000_000), "unpacks to more than 2 MB"),
    (lambda t: _packed(b"\xff\xfe"), "not UTF-8"),
    (lambda t: _packed(b"[1, 2"), "not JSON"),
    (lambda t: t + _packed(b"{}")[5:], "corrupt position text"),
])
def test_bad_position_text_is_refused_in_one_sentence(mangle: Any, words: str) -> None:
    text = mangle(scenario_text(first_puzzle("tsuro-seas")))
    with pytest.raises(FormatError) as caught:
        scenario_from_position_text(text)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_bad_text_on_the_command_line_is_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "qtg1:eJzLSM3JyQcABiwCFQ"]) == 2   # "hello": JSON it is not
    err = capsys.readouterr().err
    assert err.startswith("qtgames: error: qtg1:eJzLSM3JyQc…: not JSON") and len(err.splitlines()) == 1
    assert main(["check", "qtg9:abc", "--json"]) == 2
    assert "newer than this program" in json.loads(capsys.readouterr().out)["error"]["message"]


def test_position_text_of_any_json_object_reads_back() -> None:
    assert read_position_text(position_text({"a": [1, "ä"]})) == {"a": [1, "ä"]}


# ---------------------------------------------------------------- puzzles


@pytest.mark.parametrize("key", game_keys())
def test_each_game_ships_a_puzzle_whose_solution_reaches_its_goal(key: str) -> None:
    scenario = first_puzzle(key)
    goal = scenario.goal
    assert goal is not None and goal.solution and goal.hints and goal.success and goal.failure
    found = check_solution(scenario)
    assert found is not None and found.reaches and found.moves == len(goal.solution)


def _with_solution(key: str, solution: list[Any]) -> dict[str, Any]:
    data = first_puzzle(key).to_json()
    data["goal"]["solution"] = solution
    data["goal"]["hints"] = []
    return data


def test_a_failing_solution_names_the_move_and_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    solution = list(first_puzzle("tsuro-seas").goal.solution)
    illegal = solution[:1] + [solution[0]] + solution[2:]     # Player 1 lays Player 2's tile
    found = check_solution(scenario_from_json(_with_solution("tsuro-seas", illegal)))
    assert found is not None and not found.reaches and found.move == 2 and "is refused (TS-" in found.reason
    short = check_solution(scenario_from_json(_with_solution("tsuro-seas", solution[:2])))
    assert short is not None and short.move == 2 and "still open" in short.reason
    path = tmp_path / "p.json"
    path.write_text(json.dumps(_with_solution("tsuro-seas", illegal)), encoding="utf-8")
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert "a valid Tsuro of the Seas position" in out
    assert err.startswith(f"qtgames: error: {path}: the solution fails at move 2: ") and len(err.splitlines()) == 1
    assert main(["check", str(path), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["solution"] == {"reaches": False, "moves": 3, "move": 2,
                                                               "reason": found.reason}


def test_moves_after_the_goal_is_met_make_the_solution_fail() -> None:
    key = "magellan"
    scenario = first_puzzle(key)
    rules, state = scenario.rules, scenario.state()
    for data in scenario.goal.solution:
        rules.apply(state, rules.action_from_json(data, "s"))
    solution = list(scenario.goal.solution)
    if rules.decision(state) is not None:
        solution.append(rules.action_to_json(rules.legal_actions(state)[0]))
        found = check_solution(scenario_from_json(_with_solution(key, solution)))
        assert found is not None and found.move == len(scenario.goal.solution) and "goes on for 1 more move" in found.reason


def test_hints_and_messages_travel_with_the_goal_and_more_hints_than_moves_are_refused() -> None:
    scenario = first_puzzle("entdecker")
    again = scenario_from_text(scenario.dumps())
    assert again.goal == scenario.goal
    data = scenario.to_json()
    data["goal"]["hints"] = ["h"] * (len(data["goal"]["solution"]) + 1)
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    assert caught.value.path == "goal.hints"
    data["goal"]["hints"] = []
    data["goal"]["solution"][0] = {"no": "action"}
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    assert caught.value.path.startswith("goal.solution[0]")


@pytest.mark.parametrize("key", game_keys())
def test_a_session_gives_the_author_s_hints_on_the_path_and_the_success_words(key: str) -> None:
    scenario = first_puzzle(key)
    goal = scenario.goal
    seats = [PlayerSeat(f"P{i + 1}", "human") for i in range(scenario.rules.player_count(scenario.state()))]
    session = Session(MatchRecord(key, scenario.options, seats, 1, [], scenario.position), scenario.state(), [], goal)
    for move, data in enumerate(goal.solution):
        assert session.puzzle_hint() == goal.hints[move] and session.verdict_message == ""
        session.play(scenario.rules.action_from_json(data, "s"))
    assert session.verdict is True and session.verdict_message == goal.success


def test_a_hint_is_given_only_while_the_moves_follow_the_solution() -> None:
    scenario = first_puzzle("tsuro-seas")
    rules = scenario.rules
    state = scenario.state()
    off_path = next(a for a in rules.legal_actions(state)
                    if rules.action_to_json(a) != scenario.goal.solution[0])
    goal = Goal(scenario.goal.kind, scenario.goal.player, 0, scenario.goal.solution, ("a", "b", "c"), "yes", "no")
    seats = [PlayerSeat("A", "human"), PlayerSeat("B", "human")]
    session = Session(MatchRecord("tsuro-seas", scenario.options, seats, 1, [], scenario.position), state, [], goal)
    assert session.puzzle_hint() == "a"
    session.play(off_path)
    assert session.puzzle_hint() == ""


# ---------------------------------------------------------------- check's output


def test_check_ends_its_problem_lines_before_the_error_line(tmp_path: Path) -> None:
    """Standard output is a buffered pipe and the error unbuffered: the error used to come first,
    or in the middle of a problem line once the problems filled the buffer."""
    data = json.loads((ROOT / "resources" / "scenarios" / "tsuro-seas-example-1.json").read_text(encoding="utf-8"))
    for ship in data["position"]["ships"]:
        ship["square"] = "D4"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    done = subprocess.run([sys.executable, "-m", "qtgames.cli", "check", str(path)], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=120, cwd=ROOT, env=env, check=False)
    lines = done.stdout.splitlines()
    assert done.returncode == 2 and len(lines) >= 3
    assert all(line.startswith(f"{path}: position.") for line in lines[:-1]), lines
    assert lines[-1].startswith("qtgames: error: ") and lines[-1].count("qtgames: error") == 1
