"""`qtgames --smoke`, the check a built bundle runs: here from the source tree, so CI covers its code
path even where no bundle is built."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import qtgames
from qtgames.cli import main
from qtgames.gui import smoke
from qtgames.gui.i18n import languages

# The smoke run starts Qt in a process of its own: no fixture says so.
pytestmark = pytest.mark.gui

SOURCE_ROOT = Path(qtgames.__file__).resolve().parent.parent


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_smoke_plays_ai_moves_of_every_game_in_a_fresh_process_and_exits_0() -> None:
    # A fresh process as a bundle runs it: its own QApplication, and a real AI worker process.
    env = {**os.environ, "PYTHONPATH": str(SOURCE_ROOT)}
    env.pop("QT_QPA_PLATFORM", None)   # --smoke must choose offscreen by itself
    done = subprocess.run([sys.executable, "-m", "qtgames.cli", "--smoke"], env=env, capture_output=True,
                          text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("smoke: main window shown on the offscreen platform")
    spoken = re.escape(", ".join(languages()))   # every language shipped, each loaded
    assert re.fullmatch(rf"smoke: rules texts, \d+ bundled scenarios and translations \({spoken}\) load", lines[1])
    for title in ("Tsuro of the Seas", "Entdecker", "Magellan"):
        # At least: an instant AI's next move may land before the smoke's wait returns.
        played = [re.match(rf"smoke: {title}: (\d+) AI moves applied", line) for line in lines]
        assert any(found and int(found[1]) >= smoke.SMOKE_MOVES for found in played), lines
    assert lines[-1] == "smoke: all checks passed"
    home = Path(os.environ["QTGAMES_HOME"])
    assert list(home.iterdir()) == [], "a smoke run leaves the user's saves, settings and logs alone"


def test_smoke_fails_in_one_line_when_no_ai_answers(qapp, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # What a bundle whose AI worker process cannot start looks like: questions, never an answer.
    monkeypatch.setattr("qtgames.gui.match.AiProcess.ask", lambda *args: None)
    monkeypatch.setattr(smoke, "SMOKE_TIMEOUT_S", 0.3)
    assert smoke.run_smoke() == 1
    error = capsys.readouterr().err.strip().splitlines()
    assert error == [("qtgames: smoke test failed: Tsuro of the Seas: only 0 of 3 AI moves within 0.3 s "
                      "(does the AI worker process start?)")]


def test_smoke_takes_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke", "bench"]) == 2
    assert "--smoke takes no command" in capsys.readouterr().err
