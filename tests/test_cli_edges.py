"""The command line at its edges (issue 24): hostile files and arguments are one line and exit 2,
closed pipes and Ctrl-C end quietly with the record written first, and the work a command does is
bounded however it is asked."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.scenario import scenario_from_text
from qtgames.engine.magellan import data as mg_data
from qtgames.engine.tsuro_seas import data as ts_data
from tests.overrides import data_override, shipped_raw
from tests.paths import RESOURCES, ROOT

TSURO_SCENARIO = RESOURCES / "scenarios" / "tsuro-seas-example-1.json"


def one_line_error(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert all(word in err for word in words), err
    return err


def record_json(seed: int = 3) -> dict[str, Any]:
    game = get_game("tsuro-seas")
    return json.loads(play_match(game, ["greedy", "random"], game.Options(), seed).record.dumps())


def test_a_record_with_more_seats_in_its_position_than_players_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 1: `replay` raised IndexError (and the app lost the autosave: tests/gui/test_hostile_files.py)."""
    position = scenario_from_text(TSURO_SCENARIO.read_text(encoding="utf-8")).position
    record = {**record_json(), "position": position, "actions": []}
    path = tmp_path / "seats.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    one_line_error(capsys, "players: names 2 players, but the position has 3")


def test_an_integer_of_thousands_of_digits_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 2: a traceback (Python's "Exceeds the limit (4300 digits) for integer string conversion")."""
    path = tmp_path / "digits.json"
    path.write_text(json.dumps(record_json()).replace('"seed": 3', '"seed": ' + "7" * 5000), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    one_line_error(capsys, "seed:", "64 bits")


def test_a_refused_override_is_a_warning_and_the_game_is_played_with_the_shipped_data(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 5: `qtgames play` turned a refused override into a traceback."""
    raw = shipped_raw(ts_data)
    raw["board"] = []
    with data_override(ts_data, raw) as path:
        assert main(["play", "tsuro-seas", "--players", "random,random"]) == 0
    captured = capsys.readouterr()
    assert captured.err == f"qtgames: warning: {path}: board: must be an object; the shipped Tsuro of the Seas " \
                           "data is used\n"
    assert "wins" in captured.out


def test_a_seed_beyond_what_records_hold_is_refused_up_front(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 9: `play --seed 2**63` wrote a record that `replay` refused."""
    record = tmp_path / "m.json"
    assert main(["play", "tsuro-seas", "--players", "random,random", "--seed", str(2**63), "--record",
                 str(record)]) == 2
    one_line_error(capsys, "--seed must be 0 to 2^63-1")
    assert not record.exists()
    assert main(["play", "tsuro-seas", "--players", "random,random", "--seed", str(2**63 - 1), "--record",
                 str(record)]) == 0
    assert main(["replay", str(record)]) == 0
    assert main(["tournament", "--game", "tsuro-seas", "--players", "random,random", "--games", "3",
                 "--seed", str(2**63 - 2)]) == 2
    one_line_error(capsys, "--seed must be 0 to 2^63-1 (and --seed + --games - 1)")


def test_a_choice_that_looks_like_a_number_is_taken_as_the_choice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 10: `--option hostile_settlement=12` was refused ("must be one of forbidden, 12")."""
    record = tmp_path / "m.json"
    assert main(["play", "entdecker", "--players", "random,random", "--option", "hostile_settlement=12",
                 "--record", str(record)]) == 0
    assert json.loads(record.read_text(encoding="utf-8"))["options"]["hostile_settlement"] == "12"
    assert main(["play", "entdecker", "--players", "random,random", "--option", "hostile_settlement=13"]) == 2
    one_line_error(capsys, "must be one of forbidden, 12")


def qtgames(*args: str) -> list[str]:
    return [sys.executable, "-m", "qtgames.cli", *args]


def test_a_closed_pipe_ends_quietly_with_status_0_and_the_record_written(tmp_path: Path) -> None:
    """Defect 11: `play --log --record m.json | true` often never wrote the record; piping into `head`
    printed a BrokenPipeError traceback and exited 1."""
    record = tmp_path / "m.json"
    command = " ".join(qtgames("play", "magellan", "--players", "random,random,random", "--log", "--record",
                               str(record)))
    done = subprocess.run(f"set -o pipefail; {command} | head -1", shell=True, executable="/bin/bash", cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stderr, len(done.stdout.splitlines())) == (0, "", 1)
    assert main(["replay", str(record)]) == 0


@pytest.mark.parametrize("args", [
    ["tournament", "--game", "magellan", "--players", "greedy,random,random", "--games", "100000", "--jobs", "2"],
    ["play", "magellan", "--players", "expert,expert,expert"],
    ["bench", "--games", "1000000"],
], ids=["tournament", "play", "bench"])
@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_ctrl_c_ends_quietly_with_status_130(args: list[str]) -> None:
    """Defect 11: Ctrl-C printed a KeyboardInterrupt traceback (from every tournament worker too).
    A terminal sends it to the whole process group, so this test does."""
    with subprocess.Popen(qtgames(*args), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          start_new_session=True) as proc:
        try:
            time.sleep(2.0)   # well into the work: imports take about half a second
            os.killpg(proc.pid, signal.SIGINT)
            _, err = proc.communicate(timeout=30)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
    assert (proc.returncode, err.decode()) == (130, "")


@pytest.mark.parametrize(("action", "words"), [
    ("²", "must be JSON such as"),
    ("[" * 3000 + "]" * 3000, "nested more than 64 levels deep"),
    ('{"place": 1, "place": 2}', "appears twice"),
    ("99999999999999999999999", "legal actions, not 999999999999"),
])
def test_a_hostile_action_is_one_line(action: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 13: `--action '²'` was a ValueError traceback, a 3,000-deep array a RecursionError."""
    assert main(["ruling", str(TSURO_SCENARIO), "--action", action]) == 2
    one_line_error(capsys, "--action 1", words)


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_devices_and_fifos_are_refused_at_once(tmp_path: Path) -> None:
    """Defect 12: /dev/zero grew until MemoryError, a FIFO blocked `replay` for ever."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (Path("/dev/zero"), fifo):
        done = subprocess.run(qtgames("replay", str(path)), cwd=ROOT, capture_output=True, text=True, timeout=30)
        assert done.returncode == 2 and done.stderr == f"qtgames: error: {path}: is a device or a pipe, not a " \
                                                       "file; no match record is read from one\n"


def test_a_byte_order_mark_duplicate_keys_and_other_data_are_said(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 15: a BOM made a file "not JSON", duplicate keys were accepted silently, and a record
    replayed with other component data than it was played with, without a word."""
    game = get_game("magellan")
    text = play_match(game, ["greedy", "random", "random"], game.Options(), 4).record.dumps()
    path = tmp_path / "m.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().err == ""
    raw = shipped_raw(mg_data)
    raw["explorers"][3]["A"][2]["crowns"] += 1
    with data_override(mg_data, raw):
        assert main(["replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["data_differs"] and "other Magellan component data" in captured.err
    path.write_text(text.replace('"seed":', '"seed": 1, "seed":'), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    one_line_error(capsys, "seed: appears twice")


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_jobs_are_capped_at_the_cores(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 15: `--jobs 1000` forked 1,000 processes for two games. Every process a pool starts is
    counted, whichever pool starts it; one more than the cores is refused before it forks."""
    from multiprocessing.process import BaseProcess

    cores = len(os.sched_getaffinity(0))
    started: list[BaseProcess] = []
    real_start = BaseProcess.start

    def start(process: BaseProcess) -> None:
        started.append(process)
        if len(started) > cores:
            raise RuntimeError(f"process {len(started)} started on {cores} cores")
        real_start(process)

    monkeypatch.setattr(BaseProcess, "start", start)
    assert main(["tournament", "--game", "tsuro-seas", "--players", "greedy,random", "--games", "40", "--jobs", "1000"]) == 0
    assert len(started) == (min(cores, 40) if cores > 1 else 0)
    assert "40 games" in capsys.readouterr().out
