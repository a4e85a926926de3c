"""Issue 34, major 4: "Test a ruling" never changes the scenario Save writes. After Apply, Ctrl+S
wrote the position after the move, so a puzzle could be overwritten with its solved state. The
applied position is kept only by the trial bar's own actions (lay it out, or save it as a new
scenario), and Undo steps back through the applied actions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton

from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_text
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.registry import registered_games
from tests.paths import RESOURCES

from .editor_helpers import open_editor


def puzzle_file(game: str, tmp_path: Path) -> Path:
    """A copy of the game's first shipped puzzle, to open and save."""
    name = next(name for name, scenario in bundled_scenarios() if scenario.game == game and "puzzle" in name)
    path = tmp_path / f"{name}.json"
    shutil.copy(RESOURCES / "scenarios" / f"{name}.json", path)
    return path


def apply_first_legal(qtbot, win: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    """Select the first legal action in Test a ruling and press Apply."""
    win.tabs.setCurrentWidget(win.ruling)
    verdicts = win.ruling.verdicts
    row = next(i for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✓"))
    qtbot.mouseClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=verdicts.visualItemRect(verdicts.item(row)).center())
    qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)


def saved_position(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))["position"]


def activate(qtbot, win: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)


@pytest.mark.parametrize("game", registered_games())
def test_save_after_apply_writes_the_scenario_as_laid_out(qtbot, game: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = puzzle_file(game, tmp_path)
    scenario = scenario_from_text(path.read_text(encoding="utf-8"))
    for win in open_editor(qtbot, scenario, path):
        laid_out = win.document.position
        apply_first_legal(qtbot, win)
        assert win.document.position != laid_out, "the board shows the position after the move"
        activate(qtbot, win)
        qtbot.keyClick(win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        assert saved_position(path) == laid_out, "Ctrl+S wrote the position after the move"
        assert win.document.position != laid_out, "saving leaves the ruling on show"
        assert "•" not in win.windowTitle(), "applying is no edit of the scenario"
        assert win.trial_bar.isVisible() and "1 action" in win.trial_bar.words.text()


def test_the_position_after_the_moves_is_kept_only_by_its_own_actions(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = puzzle_file("tsuro-seas", tmp_path)
    for win in open_editor(qtbot, scenario_from_text(path.read_text(encoding="utf-8")), path):
        laid_out = win.document.position
        apply_first_legal(qtbot, win)
        after = win.document.position
        assert not win.tabs.widget(0).isEnabled() and not win.palette_dock.widget().isEnabled(), \
            "the pieces and controls edit the scenario as laid out: they wait"
        assert win.save_shown_action.isEnabled()

        other = tmp_path / "after.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, to=other: (str(to), ""))
        qtbot.mouseClick(win.trial_bar.findChild(QPushButton, "trial-save"), Qt.MouseButton.LeftButton)
        assert saved_position(other) == after and saved_position(path) == laid_out
        assert win.document.path == path, "the editor keeps its own file"

        qtbot.mouseClick(win.trial_bar.findChild(QPushButton, "trial-keep"), Qt.MouseButton.LeftButton)
        assert not win.document.trying and not win.trial_bar.isVisible() and "•" in win.windowTitle()
        activate(qtbot, win)
        qtbot.keyClick(win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        assert saved_position(path) == after, "laid out on purpose, it is saved"
        qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert win.document.position == laid_out, "laying it out was one undo step"


def test_step_back_and_back_to_the_scenario_leave_the_applied_actions_and_undo_keeps_to_edits(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = next(s for name, s in bundled_scenarios() if name == "magellan-puzzle-1")
    for win in open_editor(qtbot, scenario):
        laid_out = win.document.position
        apply_first_legal(qtbot, win)
        once = win.document.position
        apply_first_legal(qtbot, win)
        assert "2 actions" in win.trial_bar.words.text()
        assert not win.undo_action.isEnabled(), "an applied action is no edit to undo"
        qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
        assert win.document.position == once and "1 action" in win.trial_bar.words.text()
        win.tabs.setCurrentIndex(1)   # Scenario: the words stay editable, and their edits undo
        qtbot.keyClicks(win.form.title_edit, " (tried)")
        assert win.document.trying and win.undo_action.isEnabled()
        win.undo_action.trigger()
        assert win.document.title == scenario.title and win.document.position == once, "the ruling stays on show"
        qtbot.mouseClick(win.trial_bar.findChild(QPushButton, "trial-back"), Qt.MouseButton.LeftButton)
        assert win.document.position == laid_out and not win.trial_bar.isVisible()
        assert win.tabs.widget(0).isEnabled() and win.document.undo_stack.index() == 0
