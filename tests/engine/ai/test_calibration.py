"""The calibration map and its measurement: a monotone curve from (0, 0) to (1, 1), ten bins, the
expected calibration error, and cross-validation that never judges a match by a map fitted on it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgames.engine.ai import reliability
from qtgames.engine.ai.calibration import Calibration, Curve, curve_from_json, shipped_calibration
from qtgames.engine.core import Rng


def _points(matches: int, squeeze: float) -> list[reliability.Point]:
    """Two-player positions whose raw means are the true chance squeezed towards an even share."""
    rng = Rng(5)
    found = []
    for match in range(matches):
        for _ in range(10):
            chance = rng.below(1000) / 1000
            won = 1.0 if rng.below(1000) < chance * 1000 else 0.0
            found.append(reliability.Point(match, 2, 0.5 + (chance - 0.5) * squeeze, won, True))
    return found


def test_a_curve_is_linear_between_its_points_and_clamped() -> None:
    curve = Curve((0.0, 0.4, 1.0), (0.0, 0.2, 1.0))
    assert (curve(-1.0), curve(0.2), curve(0.7), curve(2.0)) == pytest.approx((0.0, 0.1, 0.6, 1.0))
    with pytest.raises(ValueError, match="rising"):
        curve_from_json({"raw": [0.0, 0.5, 0.4], "chance": [0.0, 0.5, 1.0]})


def test_bins_and_the_expected_calibration_error() -> None:
    table = reliability.reliability([0.05, 0.15, 0.15, 0.95], [0.0, 1.0, 0.0, 1.0])
    assert [b.count for b in table] == [1, 2, 0, 0, 0, 0, 0, 0, 0, 1]
    assert table[1].predicted == pytest.approx(0.15) and table[1].observed == 0.5
    assert reliability.calibration_error(table) == pytest.approx((0.05 + 2 * 0.35 + 0.05) / 4)


def test_the_fitted_map_undoes_a_squeeze_on_matches_it_never_saw() -> None:
    found = _points(300, squeeze=0.4)
    results = [p.result for p in found]
    raw = reliability.calibration_error(reliability.reliability([p.raw for p in found], results))
    held = reliability.calibration_error(reliability.reliability(reliability.held_out(found), results))
    assert raw > 0.15 and held < 0.05
    curve = reliability.fit(found).curve(2, deciding=True)
    assert list(curve.raw) == sorted(curve.raw) and list(curve.chance) == sorted(curve.chance)
    assert (curve.raw[0], curve.chance[0], curve.raw[-1], curve.chance[-1]) == (0.0, 0.0, 1.0, 1.0)


def test_each_role_has_its_curve_larger_tables_use_the_largest_count_fitted_and_no_map_is_the_raw_mean() -> None:
    two, four = Curve((0.0, 1.0), (0.0, 1.0)), Curve((0.0, 0.5, 1.0), (0.0, 0.3, 1.0))
    calibration = Calibration({(2, "deciding"): two, (4, "deciding"): four, (2, "other"): four})
    assert calibration.curve(6, deciding=True) is four and calibration.curve(3, deciding=True) is two
    assert calibration.curve(3, deciding=False) is four
    assert Calibration({}).curve(2, deciding=True)(0.3) == 0.3


def test_every_shipped_map_reads_and_rises() -> None:
    for folder in ("tsuro_seas", "entdecker", "magellan"):
        calibration = shipped_calibration(folder)
        for curve in calibration.curves.values():
            assert curve(0.0) == 0.0 and curve(1.0) == 1.0
            assert all(curve(x / 20) <= curve((x + 1) / 20) for x in range(20))


def test_chunks_beside_the_samples_file_are_read_with_it_each_match_once(tmp_path: Path) -> None:
    folder = tmp_path
    key = reliability.basis("tsuro-seas", reliability.CALIBRATION_LIMIT)

    def line(match: int, basis: str = key) -> str:
        return json.dumps({"match": match, "basis": basis, "players": 2, "scores": [1, 0], "positions": []}) + "\n"

    (folder / "t.jsonl").write_text(line(0) + line(1, "another") + '{"match": 9', "utf-8")
    (folder / "t-5.jsonl").write_text(line(5) + line(0), "utf-8")
    (folder / "u-7.jsonl").write_text(line(7), "utf-8")
    assert [found["match"] for found in reliability.read_lines(folder / "t.jsonl", key)] == [0, 5]
