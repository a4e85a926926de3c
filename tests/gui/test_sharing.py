"""Sharing a position or a ruling: a ruling saved from "Test a ruling" is one file that opens again
anywhere (File → Open, the lobby's recent files, the editor), replayed with its recorded answer and
whether these rules still give it; a position travels as one line of text (qtg1:…)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from qtgames.engine.core.position_text import scenario_from_pasted
from qtgames.engine.core.scenario import bundled_scenarios, file_name_for
from qtgames.engine.tsuro_seas.state import PlaceTile
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow

from .conftest import start_game
from .editor_helpers import open_editor


def double_click_row(qtbot, win: EditorWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    verdicts = win.ruling.verdicts
    row = next(i for i in range(verdicts.count()) if verdicts.item(i).text().startswith(text))
    centre = verdicts.visualItemRect(verdicts.item(row)).center()
    qtbot.mouseClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def save_from_test_a_ruling(qtbot, win: EditorWindow, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                            target: Path) -> str:
    """Press "Save as test case…" and answer its dialog with `target`; the name it suggested."""
    asked: dict[str, Any] = {}

    def answer(parent: Any, caption: str, suggestion: str, *args: Any) -> tuple[str, str]:
        asked["suggestion"] = suggestion
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    qtbot.mouseClick(win.ruling.save_button, Qt.MouseButton.LeftButton)
    assert target.exists()
    return Path(asked["suggestion"]).name


def open_with_ctrl_o(qtbot, window: MainWindow, path: Path,  # type: ignore[no-untyped-def]
                     monkeypatch: pytest.MonkeyPatch) -> EditorWindow:
    monkeypatch.setattr(window, "ask_open_path", lambda: str(path))
    before = len(window.editors)
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert len(window.editors) == before + 1, "the report opens in an editor"
    return window.editors[-1]


def test_a_ruling_saved_from_test_a_ruling_reopens_in_the_app_with_the_same_answer(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        label = win.document.rules.describe_action(win.document.state, PlaceTile(10, 0))
        double_click_row(qtbot, win, f"✓ {label}")
        shown = win.ruling.result_text()
        assert "[TS-D4]" in shown
        suggested = save_from_test_a_ruling(qtbot, win, monkeypatch, tmp_path / "sunk.json")
        assert suggested == file_name_for(scenario.title, "ruling") != "scenario.json"
    editor = open_with_ctrl_o(qtbot, window, tmp_path / "sunk.json", monkeypatch)
    qtbot.waitExposed(editor)
    assert window.pages.currentIndex() == 0, "the lobby stays: no game was replaced"
    assert editor.tabs.currentWidget() is editor.ruling
    assert editor.ruling.result_text() == shown, "the same events and changes"
    answer = editor.ruling.answer_text()
    assert "Recorded answer: legal, with" in answer and "Still holds under this version of the rules." in answer
    assert editor.document.undo_stack.isClean() and editor.play_action.isEnabled()
    assert str(tmp_path / "sunk.json") in window.recent_files(), "in the lobby's recent files"
    editor.close()


def test_a_refused_action_is_saved_and_reopened_as_refused(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        double_click_row(qtbot, win, "✗ ")
        shown = win.ruling.result_text()
        assert "Not allowed — TS-" in shown and win.ruling.save_button.isEnabled()
        save_from_test_a_ruling(qtbot, win, monkeypatch, tmp_path / "refused.json")
    report = json.loads((tmp_path / "refused.json").read_text(encoding="utf-8"))
    assert report["answer"]["legal"] is False and report["answer"]["refused"]["rule"].startswith("TS-")
    editor = open_with_ctrl_o(qtbot, window, tmp_path / "refused.json", monkeypatch)
    assert editor.ruling.result_text() == shown
    answer = editor.ruling.answer_text()
    assert f"Recorded answer: refused — {report['answer']['refused']['rule']}" in answer
    assert "Still holds" in answer
    editor.close()


def test_the_editor_opens_a_report_whose_answer_changed_and_says_so(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        label = win.document.rules.describe_action(win.document.state, PlaceTile(10, 0))
        double_click_row(qtbot, win, f"✓ {label}")
        save_from_test_a_ruling(qtbot, win, monkeypatch, tmp_path / "sunk.json")
        data = json.loads((tmp_path / "sunk.json").read_text(encoding="utf-8"))
        data["events"][-1]["text"] = "something else happened"
        (tmp_path / "sunk.json").write_text(json.dumps(data), encoding="utf-8")
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(tmp_path / "sunk.json"), ""))
        win.document.undo_stack.setClean()
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
        answer = win.ruling.answer_text()
        assert "Changed: now event" in answer, answer
        assert win.document.path is None, "saving the position never overwrites the report"


def test_the_app_copies_a_game_as_text_and_a_pasted_text_opens_in_the_editor(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    window.show_error = lambda title, text: warnings.append(text)  # type: ignore[method-assign]  (a modal box would wait)
    assert not window.copy_text_action.isEnabled(), "nothing on the table yet"
    start_game(qtbot, window, ["human", "random"], seed=5)
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    text = QApplication.clipboard().text()
    assert text.startswith("qtg1:")
    shared = scenario_from_pasted(text)
    assert shared.game == "tsuro-seas" and shared.position["ships"] == (
        window.host.record.rules.state_to_json(window.host.state)["ships"])  # type: ignore[union-attr]
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    editor = window.editors[-1]
    assert editor.document.position == shared.position and window.pages.currentIndex() == 1, "the game stays"
    editor.close()
    editors = len(window.editors)
    QApplication.clipboard().setText("qtg2:abc")
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "version 2" in warnings[-1] and "newer" in warnings[-1] and len(window.editors) == editors


def test_title_notes_and_goal_edits_are_undone_and_redone_like_position_edits(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentIndex(1)   # Scenario
        title = win.title_edit.text()
        win.title_edit.setFocus()
        win.title_edit.end(False)
        qtbot.keyClicks(win.title_edit, " (shared)")
        qtbot.keyClicks(win.notes_edit, "Ask a friend.")
        win.goal_kind.setFocus()
        qtbot.keyClick(win.goal_kind, Qt.Key.Key_Down)
        goal = win.document.goal
        assert win.document.title == title + " (shared)" and win.document.notes.startswith("Ask a friend.")
        assert goal is not None and goal != scenario.goal
        assert win.undo_action.text() == "Undo Change the goal"
        win.undo_action.trigger()
        assert win.document.goal == scenario.goal and win.goal_kind.currentData() == (
            scenario.goal.kind if scenario.goal else "")
        win.undo_action.trigger()
        assert win.document.notes == scenario.notes == win.notes_edit.toPlainText(), "the typing is one step"
        win.undo_action.trigger()
        assert win.document.title == title == win.title_edit.text()
        assert win.document.undo_stack.isClean()
        for _ in range(3):
            win.redo_action.trigger()
        assert win.title_edit.text() == title + " (shared)" and win.document.goal == goal
