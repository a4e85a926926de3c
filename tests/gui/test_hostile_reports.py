"""A ruling report that cannot be judged, opened in the app (issue 35, defect 1): one dialog naming
the field, and the app as it was — no editor window half built, the game on the table untouched."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow
from tests.gui.editor_helpers import open_editor
from tests.test_cli_truth import MALFORMED_REPORTS

from .conftest import autosaved
from .test_hostile_files import unfinished_game_on_the_table


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box any window shows (title and text), answered at once: a box a window
    shows where it should not would otherwise wait for a click for ever."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.windowTitle()}: {box.text()}") or 0)
    return shown


def editors_shown() -> list[EditorWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, EditorWindow) and w.isVisible()]


@pytest.mark.parametrize(("report", "path"), MALFORMED_REPORTS.values(), ids=MALFORMED_REPORTS.keys())
def test_opening_a_malformed_report_says_so_and_leaves_the_app_as_it_was(
        qtbot, window: MainWindow, tmp_path: Path, report: dict[str, Any], path: str,
        boxes: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Defect 1: the crash dialog, and an editor window left half built behind it."""
    autosave = unfinished_game_on_the_table(qtbot, window)
    file = tmp_path / "report.json"
    file.write_text(json.dumps(report), encoding="utf-8")
    assert not window.files.open_path(file), "refused: nothing was opened"
    assert len(boxes) == 1 and boxes[0].startswith(f"Not a usable ruling report: report.json: {path}: "), boxes
    assert editors_shown() == [] and window.scenarios.editors == []
    assert window.pages.currentIndex() == 1 and window.host.record.dumps() == autosave  # type: ignore[union-attr]
    assert autosaved(window) == autosave


@pytest.mark.parametrize(("report", "path"), MALFORMED_REPORTS.values(), ids=MALFORMED_REPORTS.keys())
def test_the_editor_refuses_a_malformed_report_and_keeps_its_scenario(
        qtbot, tmp_path: Path, report: dict[str, Any], path: str, boxes: list[str]) -> None:  # type: ignore[no-untyped-def]
    from qtgames.engine.core.scenario import scenario_from_file
    from tests.paths import RESOURCES

    scenario = scenario_from_file(RESOURCES / "scenarios" / "tsuro-seas-example-1.json")
    file = tmp_path / "report.json"
    file.write_text(json.dumps(report), encoding="utf-8")
    for editor in open_editor(qtbot, scenario):
        before = editor.document.scenario().dumps()
        assert not editor.open_path(file)
        assert len(boxes) == 1 and boxes[0].startswith(f"Not a usable scenario: report.json: {path}: "), boxes
        assert editor.document.scenario().dumps() == before and editor.ruling.report.isHidden()
        assert editors_shown() == [editor]
