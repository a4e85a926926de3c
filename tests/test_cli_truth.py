"""What the command line says is true (issue 35): a ruling report is validated whole before it is
judged, so exit status 1 always means "the ruling changed", never a crash; and the docs give the
exit status a command really ends with."""

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


STOPS_EARLY = re.compile(r"reader (?:that )?stops early \(`[^`]*`\) ends (?:a command\s+)?quietly(?:,| with) (?:exit\s+)?status (\d+)")


@pytest.mark.parametrize("page", ["README.md", "docs/scenario-format.md"])
def test_the_docs_give_the_status_a_closed_pipe_really_ends_with(page: str) -> None:
    """Issue 35: docs/scenario-format.md said exit status 1 where the command ends with 0."""
    said = STOPS_EARLY.findall(" ".join((ROOT / page).read_text(encoding="utf-8").split()))
    command = " ".join([sys.executable, "-m", "qtgames.cli", "ruling", str(SCENARIO)])
    done = subprocess.run(f"set -o pipefail; {command} | head -1", shell=True, executable="/bin/bash", cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert said == [str(done.returncode)] and done.stderr == "", (said, done.returncode, done.stderr)
