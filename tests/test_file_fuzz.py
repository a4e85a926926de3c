"""Hostile files through the command line (issues 24 and 35): match records against `replay`,
component-data overrides against `play`, ruling reports against `ruling`, scenarios and records
with odd captions and names against `image`. (Scenarios against `check`/`ruling` are fuzzed in
tests/engine/core/test_scenario.py, the app's open and resume paths and its settings in
tests/gui/test_open_fuzz.py.) Never a traceback: a record is replayed or refused in one line with
status 2 and nothing written beside it; a game is always played, with the override or, refused in
one warning line, with the shipped data; a report still holds (0), has changed (1) or is refused in
one line (2), and exit status 1 is never a crash; a picture is written whole or refused in one
line with whatever was at its name left as it was."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.datafiles import MAX_DATA_BYTES
from qtgames.engine.core.record import MAX_RECORD_BYTES
from qtgames.engine.core.ruling_report import MAX_REPORT_BYTES
from qtgames.engine.core.scenario import MAX_SCENARIO_BYTES
from qtgames.engine.entdecker import data as en_data
from qtgames.engine.magellan import data as mg_data
from qtgames.engine.tsuro_seas import data as ts_data
from tests.overrides import data_override, shipped_raw
from tests.paths import RESOURCES

from .fuzzing import budgets, mutate, outcome_kind

LINEUPS = {"tsuro-seas": ["greedy", "random"], "entdecker": ["greedy", "random"],
           "magellan": ["greedy", "random", "random"]}
DATA = {"tsuro-seas": ts_data, "entdecker": en_data, "magellan": mg_data}


def record_json(game_key: str, seed: int) -> dict[str, Any]:
    game = get_game(game_key)
    return json.loads(play_match(game, LINEUPS[game_key], game.Options(), seed).record.dumps())


def rename_first_player(data: dict[str, Any], text: str) -> None:
    data["players"][0]["name"] = text[:40]


def only_file(folder: Path, name: str) -> bool:
    return [p.name for p in folder.iterdir()] == [name]


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(60, 1500))
@pytest.mark.parametrize("game_key", sorted(LINEUPS))
def test_fuzzed_records_get_one_line_from_replay_and_nothing_is_written(
        game_key: str, cases: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = record_json(game_key, 5)
    rng = Rng(7 + cases)
    outcomes: Counter[str] = Counter()
    for case in range(cases):
        folder = tmp_path / f"case{case}"
        folder.mkdir()
        path = folder / "match.json"
        path.write_bytes(mutate(base, rng, rename_first_player, MAX_RECORD_BYTES))
        code = main(["replay", str(path)])
        err = capsys.readouterr().err
        assert code in (0, 2), (case, err)
        if code == 2:
            assert err.startswith("qtgames: error: ") and len(err.strip().splitlines()) == 1, err
        outcomes["replayed" if code == 0 else outcome_kind(err)] += 1
        assert only_file(folder, "match.json")
        path.unlink()
    print(f"\n{game_key} records through replay: {dict(outcomes.most_common())}")
    assert outcomes["replayed"] > 0 and sum(outcomes.values()) - outcomes["replayed"] > cases // 3, outcomes


def note_reconstructed(data: dict[str, Any], text: str) -> None:
    data["reconstructed"] = [text]


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(25, 400))
@pytest.mark.parametrize("game_key", sorted(DATA))
def test_fuzzed_overrides_never_stop_a_game(game_key: str, cases: int, capsys: pytest.CaptureFixture[str]) -> None:
    """An override is used or refused with one warning naming the file; either way the game is
    played to its end, with every seat the game takes (the most players strain the data most)."""
    module: ModuleType = DATA[game_key]
    game = get_game(game_key)
    base = shipped_raw(module)
    rng = Rng(11 + cases)
    outcomes: Counter[str] = Counter()
    for case in range(cases):
        with data_override(module, mutate(base, rng, note_reconstructed, MAX_DATA_BYTES)) as path:
            kinds = ["random"] * (game.min_players if case % 2 else game.max_players)
            assert main(["play", game_key, "--players", ",".join(kinds), "--seed", str(case)]) == 0
            captured = capsys.readouterr()
            problem = module.data_in_force().problem
        assert captured.out.startswith(f"{game.title}: ") and " win" in captured.out.splitlines()[0], captured.out
        if problem:
            assert captured.err.startswith(f"qtgames: warning: {path}: ") and captured.err.count("\n") == 1
            outcomes[outcome_kind(problem)] += 1
        else:
            assert captured.err == ""
            outcomes["used"] += 1
    print(f"\n{game_key} overrides through play: {dict(outcomes.most_common())}")
    assert outcomes["used"] > 0 and sum(outcomes.values()) > outcomes["used"], outcomes


def retitle(data: dict[str, Any], text: str) -> None:
    data["title"], data["notes"] = text[:200], text


REPORTS = sorted((RESOURCES / "rulings").glob("*.json"))


@pytest.mark.parametrize("cases", budgets(60, 1500))
@pytest.mark.parametrize("report", REPORTS, ids=[path.stem for path in REPORTS])
def test_fuzzed_ruling_reports_hold_change_or_are_refused_in_one_line(
        report: Path, cases: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35, defect 1: exit status 1 says the ruling changed, so it must never be a crash; with
    --json every answer, a refusal too, is one JSON document."""
    base = json.loads(report.read_text(encoding="utf-8"))
    rng = Rng(13 + cases)
    outcomes: Counter[str] = Counter()
    path = tmp_path / "report.json"
    for case in range(cases):
        path.write_bytes(mutate(base, rng, retitle, MAX_REPORT_BYTES))
        code = main(["ruling", str(path)])
        out, err = capsys.readouterr()
        assert code in (0, 1, 2), (case, err)
        if code == 2:
            assert err.startswith("qtgames: error: ") and len(err.strip().splitlines()) == 1, err
            outcomes[outcome_kind(err)] += 1
        else:
            assert err == "" and f"{path}: {('still holds' if code == 0 else 'changed')}: " in out, (case, out)
            outcomes["holds" if code == 0 else "changed"] += 1
        assert main(["ruling", str(path), "--json"]) == code
        answer = json.loads(capsys.readouterr().out)
        assert ("error" in answer) == (code == 2) and (code == 2 or answer["holds"] == (code == 0)), answer
    print(f"\n{report.stem} through ruling: {dict(outcomes.most_common())}")
    assert outcomes["holds"] > 0 and sum(outcomes.values()) - outcomes["holds"] > cases // 3, outcomes


CAPTIONS = ["", "Who wins here?", "<img src='x.png'><b style='font-size:90px'>big</b>", "\x1b[2J\r\u202eevil\x9b1m",
            "Ж\u0301 🚢 " * 60, "x" * 1000, "x" * 1001, "\n".join("a" * 21), "\n".join("a" * 20), "‱ " * 400]
OUT_NAMES = ["board.png", "board.svg", os.fsdecode(b"b\xff\xfe.svg"), "sub/dir/board.png", "folder.png", "full.svg",
             "old.png", "old.svg", "-.png", " .svg"]


def out_of(folder: Path, name: str) -> Path:
    """The picture's path; some names hold something already: a folder, a link to a full device,
    an earlier picture (which a refusal must leave as it was)."""
    out = folder / name
    if name == "folder.png":
        out.mkdir()
    elif name == "full.svg":
        out.symlink_to("/dev/full")
    elif name.startswith("old."):
        out.write_bytes(b"an earlier picture")
    return out


def whole_picture(out: Path) -> bool:
    """The picture reads whole (its bytes handed to Qt: Qt cannot open a name that is not UTF-8)."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    data = out.read_bytes()
    return not QImage.fromData(data).isNull() if out.suffix == ".png" else QSvgRenderer(QByteArray(data)).isValid()


@pytest.mark.parametrize("cases", budgets(12, 300))
@pytest.mark.parametrize("kind", ["scenario", "record"])
def test_fuzzed_pictures_are_written_whole_or_refused_in_one_line(
        kind: str, cases: int, qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35, defects 2, 5, 9 and 10: a hostile file, caption or name never gives "Picture written"
    without a whole picture under the name given, nor a cut file, a leftover or a huge picture."""
    base = (json.loads((RESOURCES / "scenarios" / "tsuro-seas-puzzle-1.json").read_text(encoding="utf-8"))
            if kind == "scenario" else record_json("tsuro-seas", 5))
    rng = Rng(17 + cases)
    outcomes: Counter[str] = Counter()
    for case in range(cases):
        folder = tmp_path / f"case{case}"
        folder.mkdir()
        source = folder / "source.json"
        edited = rng.below(3) > 0
        source.write_text(json.dumps(base), encoding="utf-8") if not edited else source.write_bytes(
            mutate(base, rng, size_limit=MAX_SCENARIO_BYTES if kind == "scenario" else MAX_RECORD_BYTES))
        out = out_of(folder, OUT_NAMES[rng.below(len(OUT_NAMES))])
        before = sorted(os.listdir(bytes(folder)))
        kept = out.read_bytes() if out.is_file() and not out.is_symlink() else None
        moves = ["--move", str(rng.below(40))] if kind == "record" and rng.below(2) else []
        code = main(["image", str(source), "--out", str(out), "--caption", CAPTIONS[rng.below(len(CAPTIONS))], *moves])
        captured = capsys.readouterr()
        assert code in (0, 2), (case, captured.err)
        assert not [name for name in os.listdir(bytes(folder)) if name.endswith(b".tmp")]
        if code == 0:
            assert captured.out.startswith("Picture written to ") and captured.err == ""
            assert out.is_file() and not out.is_symlink() and whole_picture(out), case
            outcomes["written"] += 1
            continue
        assert captured.err.startswith("qtgames: error: ") and len(captured.err.splitlines()) == 1, captured.err
        assert sorted(os.listdir(bytes(folder))) == before and (kept is None or out.read_bytes() == kept), case
        outcomes[outcome_kind(captured.err)] += 1
    print(f"\n{kind}s through image: {dict(outcomes.most_common())}")
    assert outcomes["written"] > 0 and sum(outcomes.values()) > outcomes["written"], outcomes
