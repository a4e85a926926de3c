"""What the command line says is true (issue 35): a ruling report is validated whole before it is
judged, so exit status 1 always means "the ruling changed", never a crash; and the docs give the
exit status a command really ends with; and text from a file never reaches a terminal as commands."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from tests.paths import RESOURCES, ROOT

SCENARIO = RESOURCES / "scenarios" / "tsuro-seas-example-1.json"
REPORT = RESOURCES / "rulings" / "tsuro-seas-daikaiju-destroys-a-ship.json"


def shipped_report() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(REPORT.read_text(encoding="utf-8"))
    return data


def with_after(edit: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    report = shipped_report()
    report["after"] = edit(report["after"])
    return report


MALFORMED_REPORTS = {
    "ships not a list": (with_after(lambda after: {**after, "ships": 5}), "after.ships"),
    "board entry not an object": (with_after(lambda after: {**after, "board": [1, 2]}), "after.board[0]"),
    "empty after": (with_after(lambda after: {}), "after.players"),
    "unknown field": (with_after(lambda after: {**after, "colour": "red"}), "after.colour"),
    "action unreadable": ({**shipped_report(), "actions": [{"tile": "three"}]}, "actions[0]"),
}


@pytest.mark.parametrize(("report", "path"), MALFORMED_REPORTS.values(), ids=MALFORMED_REPORTS.keys())
def test_a_malformed_report_is_exit_2_naming_the_field_never_a_changed_ruling(
        report: dict[str, Any], path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 1: a malformed `after` was a TypeError/KeyError traceback with exit 1, the status that
    says the ruling changed; or it was judged and "changed" (exit 1) against a position no file holds."""
    file = tmp_path / "report.json"
    file.write_text(json.dumps(report), encoding="utf-8")
    assert main(["ruling", str(file)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qtgames: error: {file}: {path}") and len(err.strip().splitlines()) == 1, err
    assert main(["ruling", str(file), "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["path"] == path


def test_the_shipped_reports_still_hold(capsys: pytest.CaptureFixture[str]) -> None:
    for report in sorted((RESOURCES / "rulings").glob("*.json")):
        assert main(["ruling", str(report)]) == 0, capsys.readouterr()
        assert ": still holds: " in capsys.readouterr().out


STOPS_EARLY = re.compile(r"reader (?:that )?stops early \(`[^`]*`\) ends (?:a command\s+)?quietly"
                         r"(?:,| with) (?:exit\s+)?status (\d+)")


@pytest.mark.parametrize("page", ["README.md", "docs/scenario-format.md"])
def test_the_docs_give_the_status_a_closed_pipe_really_ends_with(page: str) -> None:
    """Issue 35: docs/scenario-format.md said exit status 1 where the command ends with 0."""
    said = STOPS_EARLY.findall(" ".join((ROOT / page).read_text(encoding="utf-8").split()))
    command = " ".join([sys.executable, "-m", "qtgames.cli", "ruling", str(SCENARIO)])
    done = subprocess.run(f"set -o pipefail; {command} | head -1", shell=True, executable="/bin/bash", cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert said == [str(done.returncode)] and done.stderr == "", (said, done.returncode, done.stderr)


# What a shared file could make a terminal do: clear the screen and home the cursor (ESC and the C1
# CSI), write over the line (a carriage return), start a line of its own, turn the text around.
TERMINAL_COMMANDS = "\x1b[2J\x1b[H\x9b1m\r\u202e\x07"
UNSAFE_OUTPUT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def record_with_names(*names: str) -> dict[str, Any]:
    game = get_game("tsuro-seas")
    record = json.loads(play_match(game, ["greedy", "random"], game.Options(), 3).record.dumps())
    for seat, name in zip(record["players"], names, strict=True):
        seat["name"] = name
    return record


@pytest.mark.parametrize("cut", [False, True], ids=["finished", "going on"])
def test_replay_prints_names_from_the_file_with_their_control_characters_escaped(
        cut: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 7: a name's terminal commands were printed raw: the screen cleared, a line written over."""
    record = record_with_names(f"Ann{TERMINAL_COMMANDS}", "Bo\n  Player 9 (human)  score 1.00")
    if cut:
        record["actions"] = record["actions"][:3]
    file = tmp_path / "match.json"
    file.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(file)]) == 0
    out = capsys.readouterr().out
    assert UNSAFE_OUTPUT.search(out) is None, repr(out)
    assert not any(line.startswith("  Player 9") for line in out.splitlines()), out
    assert ("Ann\\u001b[2J\\u001b[H\\u009b1m\\u000d\\u202e\\u0007" in out) != cut


def test_a_report_cannot_print_a_fake_still_holds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 7: a report's texts could print "still holds" over a ruling that changed (exit 1)."""
    report = shipped_report()
    file = tmp_path / "report.json"
    report["events"][0]["text"] = f"{TERMINAL_COMMANDS}\n{file}: still holds: the daikaiju moves"
    file.write_text(json.dumps(report), encoding="utf-8")
    assert main(["ruling", str(file)]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert UNSAFE_OUTPUT.search(out) is None and len(lines) == 2 and lines[0].startswith(f"{file}: changed: "), out
    assert lines[1].startswith("  the report has [") and "\\u000a" in lines[1], lines


def test_a_title_keeps_its_characters_through_json_and_is_escaped_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = shipped_report()
    report["title"] = f"Big{TERMINAL_COMMANDS}\nwords"
    file = tmp_path / "report.json"
    file.write_text(json.dumps(report), encoding="utf-8")
    assert main(["ruling", str(file)]) == 0
    out = capsys.readouterr().out
    assert UNSAFE_OUTPUT.search(out) is None and len(out.splitlines()) == 1, repr(out)
    assert main(["ruling", str(file), "--json"]) == 0
    out = capsys.readouterr().out
    assert UNSAFE_OUTPUT.search(out) is None and json.loads(out)["title"] == report["title"]
