"""`qtgames image`: the app's own board drawn offscreen into a PNG or SVG, from a scenario, a position
text or a match record (its last position or the one after move N), with a caption."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from qtgames.cli import main
from qtgames.engine.core import game_keys
from tests.paths import ROOT

SCENARIOS = ROOT / "resources" / "scenarios"


def colours(path: Path) -> int:
    """How many different colours a grid of samples over the picture finds: a blank one has one."""
    image = QImage(str(path))
    assert not image.isNull()
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    return len({image.pixel(x, y) for x in range(0, image.width(), step_x) for y in range(0, image.height(), step_y)})


@pytest.mark.parametrize("key", game_keys())
def test_image_draws_a_scenario_s_board(key: str, qapp: Any, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "board.png"
    assert main(["image", str(SCENARIOS / f"{key}-puzzle-1.json"), "--out", str(out)]) == 0
    assert f"Picture written to {out}" in capsys.readouterr().out
    plain = QImage(str(out))
    assert plain.width() >= 800 and plain.height() >= 800 and colours(out) > 20
    captioned = tmp_path / "captioned.png"
    assert main(["image", str(SCENARIOS / f"{key}-puzzle-1.json"), "--out", str(captioned),
                 "--caption", "Who wins here? A long caption wraps under the board " * 3]) == 0
    assert QImage(str(captioned)).height() > plain.height()


def test_image_of_a_record_at_a_move_and_as_svg(qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "match.json"
    assert main(["play", "tsuro-seas", "--players", "random,random", "--seed", "3", "--record", str(record)]) == 0
    early, final = tmp_path / "early.png", tmp_path / "final.png"
    assert main(["image", str(record), "--out", str(early), "--move", "1"]) == 0
    assert main(["image", str(record), "--out", str(final)]) == 0
    assert QImage(str(early)) != QImage(str(final))   # more tiles on the board at the end
    svg = tmp_path / "final.svg"
    assert main(["image", str(record), "--out", str(svg)]) == 0
    assert svg.read_text(encoding="utf-8").lstrip().startswith("<?xml") and "<svg" in svg.read_text(encoding="utf-8")
    capsys.readouterr()


def test_image_refuses_what_it_cannot_draw(qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = str(SCENARIOS / "magellan-puzzle-1.json")
    assert main(["image", scenario, "--out", str(tmp_path / "x.gif")]) == 2
    assert "NAME.png or NAME.svg" in capsys.readouterr().err
    assert main(["image", scenario, "--out", str(tmp_path / "x.png"), "--move", "2"]) == 2
    assert "only a match record has moves" in capsys.readouterr().err
    record = tmp_path / "match.json"
    assert main(["play", "tsuro-seas", "--players", "random,random", "--record", str(record)]) == 0
    capsys.readouterr()
    assert main(["image", str(record), "--out", str(tmp_path / "x.png"), "--move", "9999"]) == 2
    assert "--move 9999: the record has" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()
