"""Sharing a position or a ruling: a ruling saved from "Test a ruling" is one file that opens again
anywhere (File → Open, the lobby's recent files and shipped rulings, the editor), replayed with its
recorded answer and whether these rules still give it; a position travels as one line of text
(qtg1:…); a picture of the board carries arrows, rings and a caption."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from qtgames.engine.core import game_keys
from qtgames.engine.core.position_text import scenario_from_pasted
from qtgames.engine.core.scenario import bundled_scenarios, file_name_for
from qtgames.engine.tsuro_seas.state import PlaceTile
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.caption_dialog import CaptionDialog
from qtgames.gui.editor.marks import Mark
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow
from qtgames.gui.start_page import REPORT_ROLE
from qtgames.gui.widgets.colours import MARK as MARK_COLOUR
from qtgames.storage import RULING_EXTENSION

from .conftest import choose_game, start_game
from .editor_helpers import board_point, drag_on_board, open_editor


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
    monkeypatch.setattr(window.files, "ask_open_path", lambda: str(path))
    before = len(window.scenarios.editors)
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert len(window.scenarios.editors) == before + 1, "the report opens in an editor"
    return window.scenarios.editors[-1]


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
        question = f"May Player 1 do this: {label}?"
        assert suggested == file_name_for(question, "ruling", RULING_EXTENSION), "named after the question, not the scenario"
        assert json.loads((tmp_path / "sunk.json").read_text(encoding="utf-8"))["title"] == question
    editor = open_with_ctrl_o(qtbot, window, tmp_path / "sunk.json", monkeypatch)
    qtbot.waitExposed(editor)
    assert window.pages.currentIndex() == 0, "the lobby stays: no game was replaced"
    assert editor.tabs.currentWidget() is editor.ruling
    assert editor.ruling.result_text() == shown, "the same events and changes"
    answer = editor.ruling.answer_text()
    assert "Recorded answer: legal, with" in answer and "Still holds under this version of the rules." in answer
    assert editor.document.undo_stack.isClean() and editor.play_action.isEnabled()
    assert str(tmp_path / "sunk.json") in window.files.recent_files(), "in the lobby's recent files"
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
    assert not window.menus.copy_text_action.isEnabled(), "nothing on the table yet"
    start_game(qtbot, window, ["human", "random"], seed=5)
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    text = QApplication.clipboard().text()
    assert text.startswith("qtg1:")
    shared = scenario_from_pasted(text)
    assert shared.game == "tsuro-seas" and shared.position["ships"] == (
        window.host.record.rules.state_to_json(window.host.state)["ships"])  # type: ignore[union-attr]
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    editor = window.scenarios.editors[-1]
    assert editor.document.position == shared.position and window.pages.currentIndex() == 1, "the game stays"
    editor.close()
    editors = len(window.scenarios.editors)
    QApplication.clipboard().setText("qtg2:abc")
    qtbot.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "version 2" in warnings[-1] and "newer" in warnings[-1] and len(window.scenarios.editors) == editors


def test_title_notes_and_goal_edits_are_undone_and_redone_like_position_edits(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentIndex(1)   # Scenario
        title = win.form.title_edit.text()
        win.form.title_edit.setFocus()
        win.form.title_edit.end(False)
        qtbot.keyClicks(win.form.title_edit, " (shared)")
        qtbot.keyClicks(win.form.notes_edit, "Ask a friend.")
        win.form.goal_kind.setFocus()
        qtbot.keyClick(win.form.goal_kind, Qt.Key.Key_Down)
        goal = win.document.goal
        assert win.document.title == title + " (shared)" and win.document.notes.startswith("Ask a friend.")
        assert goal is not None and goal != scenario.goal
        assert win.undo_action.text() == "Undo Change the goal"
        win.undo_action.trigger()
        assert win.document.goal == scenario.goal and win.form.goal_kind.currentData() == (
            scenario.goal.kind if scenario.goal else "")
        win.undo_action.trigger()
        assert win.document.notes == scenario.notes == win.form.notes_edit.toPlainText(), "the typing is one step"
        win.undo_action.trigger()
        assert win.document.title == title == win.form.title_edit.text()
        assert win.document.undo_stack.isClean()
        for _ in range(3):
            win.redo_action.trigger()
        assert win.form.title_edit.text() == title + " (shared)" and win.document.goal == goal


def mark_colour_share(path: Path) -> float:
    """The share of a picture's pixels in the marks' lime (none on any game's board)."""
    image = QImage(str(path))
    assert not image.isNull()
    step = 3
    samples = [(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)]
    hits = sum(QColor(image.pixel(x, y)) == MARK_COLOUR for x, y in samples)
    return hits / len(samples)


def test_arrows_and_rings_drawn_on_the_board_go_into_the_exported_picture_with_the_ruling_as_caption(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        rect = win.board.sceneRect()
        left, right = QPointF(rect.width() * 0.3, rect.height() * 0.5), QPointF(rect.width() * 0.7, rect.height() * 0.5)
        spot = QPointF(rect.width() * 0.5, rect.height() * 0.25)
        position = win.document.position
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win.board.viewport(), Qt.Key.Key_A)
        assert win.mark_action.isChecked()
        drag_on_board(qtbot, win, left, right)
        click_board(qtbot, win, spot)
        assert [mark.is_arrow for mark in win.document.marks] == [True, False]
        assert win.document.position == position and win.selection == [], "marking moves and selects nothing"
        assert win.undo_action.text() == "Undo Draw a ring"
        click_board(qtbot, win, QPointF(spot.x() + rect.width() * 0.045, spot.y()))   # on the ring's line
        assert [mark.is_arrow for mark in win.document.marks] == [True], "a click on a mark takes it away"
        win.undo_action.trigger()
        assert len(win.document.marks) == 2
        drawn = [item for item in win.board.scene().items() if isinstance(item.data(0), Mark)]
        assert len(drawn) == 2, "the marks are drawn over the board"
        win.tabs.setCurrentWidget(win.ruling)
        double_click_row(qtbot, win, "✗ ")
        captions: list[str] = []

        def accept_caption(captions: list[str] = captions) -> None:
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, CaptionDialog)
            captions.append(dialog.textValue())
            dialog.accept()

        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "marked.png"), ""))
        QTimer.singleShot(0, accept_caption)
        qtbot.keyClick(win.board.viewport(), Qt.Key.Key_E,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert "Not allowed — TS-" in captions[-1], "the ruling's answer is the caption offered"
        marked = mark_colour_share(tmp_path / "marked.png")
        win.activateWindow()   # back from the caption's dialog
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win.board.viewport(), Qt.Key.Key_A)
        assert not win.mark_action.isChecked()
        win.document.set_marks((), "Clear")
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "plain.svg"), ""))
        QTimer.singleShot(0, accept_caption)
        win.export_image()
        assert marked > 0.001 and mark_colour_share_of_svg(tmp_path / "plain.svg") == 0
        assert len([item for item in win.board.scene().items() if isinstance(item.data(0), Mark)]) == 0


def mark_colour_share_of_svg(path: Path) -> int:
    """How often the marks' colour is written in an SVG drawing."""
    return path.read_text(encoding="utf-8").lower().count(MARK_COLOUR.name().lower())


def click_board(qtbot, win: EditorWindow, scene: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(win, scene))


@pytest.mark.parametrize("game", game_keys())
def test_the_lobby_lists_each_game_s_shipped_rulings_and_opens_one_with_its_answer(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, game: str) -> None:
    choose_game(qtbot, window, game)
    listed = window.start_page.scenarios
    rulings = [listed.item(row) for row in range(listed.count())
               if not listed.item(row).isHidden() and listed.item(row).data(REPORT_ROLE) is not None]
    assert len(rulings) == 1 and rulings[0].text().endswith("— ruling")
    listed.setCurrentItem(rulings[0])
    qtbot.mouseClick(window.start_page.findChild(QPushButton, "edit-scenario"), Qt.MouseButton.LeftButton)
    editor = window.scenarios.editors[-1]
    assert editor.tabs.currentWidget() is editor.ruling
    assert "Still holds under this version of the rules." in editor.ruling.answer_text()
    assert window.pages.currentIndex() == 0, "the lobby stays"
    editor.close()


def test_a_pasted_scenario_brings_its_title_notes_and_goal_in_one_undo_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Pasting a puzzle into an open editor took its position only: the title, notes and goal that
    say what the position asks stayed the editor's."""
    puzzle = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-puzzle-1")
    assert puzzle.goal is not None and puzzle.notes
    for source in open_editor(qtbot, puzzle):
        source.activateWindow()
        qtbot.waitUntil(source.isActiveWindow)
        qtbot.keyClick(source, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    for win in open_editor(qtbot, blank_scenario("tsuro-seas")):
        blank = (win.document.title, win.document.notes, win.document.goal, win.document.position)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        document = win.document
        assert (document.title, document.notes, document.goal) == (puzzle.title, puzzle.notes, puzzle.goal)
        assert win.form.title_edit.text() == puzzle.title and win.form.goal_kind.currentData() == puzzle.goal.kind
        assert win.undo_action.text() == "Undo Paste position"
        qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert (document.title, document.notes, document.goal, document.position) == blank


@pytest.mark.parametrize(("name", "rows"), [("tsuro-seas-example-1", ["Player 1's hand", "Player 2's hand",
                                                                      "Player 3's hand"]),
                                            ("magellan-puzzle-1", ["Player 1's hand", "Player 2's hand",
                                                                   "Player 3's hand", "Up for auction"])])
def test_export_image_can_show_the_hands_and_the_auction_under_the_board(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, rows: list[str]) -> None:
    """Issue 34: a picture of a puzzle showed the board only, so whoever read it could not see the
    tiles in hand or the card being auctioned."""
    scenario = next(s for n, s in bundled_scenarios() if n == name)
    heights = {}
    for win in open_editor(qtbot, scenario):
        assert [row.label for row in win.tools.table_rows()] == rows
        for table in (False, True):
            out = tmp_path / f"{table}.png"

            def answer(table: bool = table) -> None:
                dialog = QApplication.activeModalWidget()
                assert isinstance(dialog, CaptionDialog) and dialog.table.isChecked(), "offered, and ticked"
                if not table:
                    qtbot.mouseClick(dialog.table, Qt.MouseButton.LeftButton)
                dialog.accept()

            monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, to=out: (str(to), ""))
            QTimer.singleShot(0, answer)
            win.export_image()
            heights[table] = QImage(str(out)).height()
    assert heights[True] > heights[False] > 0, "the rows go under the board"
