"""A puzzle's solution, hints and words are written in the editor (issue 34: they could only be
played): the solution is played in Test a ruling and recorded, the engine replays it and says
whether it reaches the goal, a hint is typed beside each move, and all of it is saved."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit

from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_text
from qtgames.gui.editor.scenario_form import HINT_COLUMN
from qtgames.gui.editor.window import EditorWindow

from .editor_helpers import open_editor


def apply(qtbot, win: EditorWindow, action_json: object) -> None:  # type: ignore[no-untyped-def]
    """Double-click the verdict of the action the position format writes as `action_json`."""
    verdicts = win.ruling.verdicts
    rules = win.document.rules
    row = next(i for i in range(verdicts.count())
               if rules.action_to_json(verdicts.item(i).data(Qt.ItemDataRole.UserRole).action) == action_json)
    verdicts.scrollToItem(verdicts.item(row))
    centre = verdicts.visualItemRect(verdicts.item(row)).center()
    qtbot.mouseClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def type_hint(qtbot, win: EditorWindow, row: int, text: str) -> None:  # type: ignore[no-untyped-def]
    table = win.form.solution
    rect = table.visualRect(table.model().index(row, HINT_COLUMN))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editor = next(edit for edit in table.findChildren(QLineEdit) if edit.isVisible())
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the table takes the text once the editor closes (and Qt may delete it then)
    qtbot.waitUntil(lambda: not any(edit.isVisible() for edit in table.findChildren(QLineEdit)))


def test_a_solution_played_in_test_a_ruling_is_recorded_hinted_and_saved(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-puzzle-1")
    assert shipped.goal is not None
    solution = shipped.goal.solution
    puzzle = replace(shipped, goal=replace(shipped.goal, solution=(), hints=(), success="", failure=""))
    for win in open_editor(qtbot, puzzle):
        win.tabs.setCurrentIndex(1)   # Scenario
        assert "No solution yet" in win.form.solution_verdict.text() and not win.form.record_button.isEnabled()
        win.tabs.setCurrentWidget(win.ruling)
        for action in solution:
            apply(qtbot, win, action)
        assert win.form.record_button.text() == f"Record {len(solution)} moves"
        win.tabs.setCurrentIndex(1)   # Scenario
        qtbot.mouseClick(win.form.record_button, Qt.MouseButton.LeftButton)
        assert win.document.goal is not None and win.document.goal.solution == solution
        assert f"reaches the goal in {len(solution)} moves" in win.form.solution_verdict.text()
        moves = [win.form.solution.item(row, 0).text() for row in range(win.form.solution.rowCount())]
        assert len(moves) == len(solution) and moves[0].startswith("Player 2: Place your "), moves

        type_hint(qtbot, win, 0, "Keep two ways out of the corner.")
        type_hint(qtbot, win, 2, "Now sail Player 1 off.")
        assert win.document.goal.hints == ("Keep two ways out of the corner.", "", "Now sail Player 1 off.")
        qtbot.keyClicks(win.form.success_edit, "Well sailed!")
        qtbot.keyClick(win.form.success_edit, Qt.Key.Key_Return)
        assert win.document.goal.success == "Well sailed!"
        win.undo_action.trigger()
        assert win.document.goal.success == "" and win.document.goal.hints[2] == "Now sail Player 1 off.", \
            "each is an undo step of its own"
        assert win.document.trying, "the solution stays on show in Test a ruling"
        win.redo_action.trigger()

        path = tmp_path / "puzzle.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, to=path: (str(to), ""))
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = scenario_from_text(path.read_text(encoding="utf-8"))
    assert saved.position == puzzle.position, "the position as laid out, not after the solution"
    assert saved.goal is not None and saved.goal.solution == solution and saved.goal.success == "Well sailed!"
    assert saved.goal.hints == ("Keep two ways out of the corner.", "", "Now sail Player 1 off.")
    for win in open_editor(qtbot, saved, path):
        assert win.form.solution.item(2, HINT_COLUMN).text() == "Now sail Player 1 off."
        assert "reaches the goal in 3 moves" in win.form.solution_verdict.text()
