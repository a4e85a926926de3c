"""What the second play-through of issue 34 found in the scenario editor: the goal's drop-down cut
its words, a target offered for a goal without one, Play from here silent on the puzzle's seat,
a save dialog offering plain .json, and problems naming list fields by their English keys."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from qtgames.engine.core.protocol import goal_sentence
from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_file
from qtgames.gui import i18n
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.tools import capitalised, path_words
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.seats_dialog import SeatsDialog

from .editor_helpers import open_editor
from .screens import open_main_window_on, screen_of_size

MIME_TYPES = Path(__file__).parents[2] / "packaging" / "linux" / "io.github.qtgames.mime.xml"
PUZZLE_2 = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-puzzle-2")   # "You are Player 2"


def open_editor_on(qtbot, scenario: Any, size: tuple[int, int]) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    """An editor as it opens from a main window on a screen of `size`; closed without the "discard
    changes?" question, whatever the test found."""
    window = open_main_window_on(qtbot, screen_of_size(*size))
    win = window.scenarios.open_editor(scenario)
    assert win is not None
    qtbot.waitExposed(win)
    try:
        yield win
    finally:
        win.document.undo_stack.setClean()
        win.close()
        window.close()


def menu_action(win: EditorWindow, text: str) -> QAction:
    """The File menu's action as the author finds it."""
    file_menu = win.menuBar().actions()[0].menu()
    return next(action for action in file_menu.actions() if action.text() == text)


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_the_goal_drop_down_shows_its_whole_goal_on_small_screens(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    for game in ("tsuro-seas", "entdecker", "magellan"):
        for win in open_editor_on(qtbot, blank_scenario(game), size):
            win.tabs.setCurrentWidget(win.tabs.widget(1))
            combo = win.form.goal_kind
            for index in range(1, combo.count()):
                combo.setCurrentIndex(index)
                QApplication.processEvents()
                shown = win.form.findChild(QLabel, "goal-words")
                assert shown is not None and shown.isVisible(), f"{game} at {size}: the goal's words shown"
                sentence = goal_sentence(win.document.rules, win.document.goal)
                assert sentence in shown.text(), f"{game} at {size}: {shown.text()!r}"
                assert shown.wordWrap() and shown.height() >= shown.heightForWidth(shown.width()), \
                    f"{game} at {size}: {shown.text()!r} cut"
                assert shown.geometry().right() <= win.form.width(), f"{game} at {size}: beyond the page"


def test_a_target_is_asked_only_for_a_goal_that_has_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    for win in open_editor(qtbot, blank_scenario("tsuro-seas")):
        win.tabs.setCurrentWidget(win.tabs.widget(1))
        form = win.form
        form.goal_kind.setCurrentIndex(form.goal_kind.findData("win"))
        assert form.goal_player.isVisible()
        assert not form.goal_target.isVisible(), "winning has no number to reach"
        assert not any(label.isVisible() and "Target" in label.text() for label in form.findChildren(QLabel))
        form.goal_kind.setCurrentIndex(form.goal_kind.findData("survive"))
        assert form.goal_target.isVisible(), "surviving N turns asks for N"
        form.goal_kind.setCurrentIndex(form.goal_kind.findData(""))
        assert not form.goal_player.isVisible() and not form.goal_target.isVisible(), "no goal, no player"


def test_play_from_here_says_which_seat_is_the_puzzles(qtbot) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[str, list[Any]]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SeatsDialog):
            QTimer.singleShot(10, look)
            return
        words = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
        seen.append((words, [row.kind.currentData() for row in dialog.rows]))
        dialog.reject()

    for win in open_editor(qtbot, PUZZLE_2):
        QTimer.singleShot(10, look)
        win.play_action.trigger()
    assert seen, "the seats were asked"
    words, kinds = seen[0]
    assert "keep your ship sailing through 3 of your own turns" in words, words
    assert "Seat 2 (blue): the puzzle's side" in words, words
    assert kinds[1] == "human" and kinds[0] != "human", "the puzzle's side offered to the person"


def test_the_save_dialogs_suggest_the_qtgames_extensions(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    asked: list[tuple[str, str]] = []

    def answer(_parent: object, _title: str, suggestion: str, filters: str) -> tuple[str, str]:
        asked.append((suggestion, filters))
        return str(tmp_path / Path(suggestion).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    for win in open_editor(qtbot, PUZZLE_2):
        menu_action(win, "Save &as…").trigger()
    ((scenario, filters),) = asked
    assert scenario.endswith(".qtgames-scenario.json") and "*.qtgames-scenario.json" in filters
    assert "*.json" in filters, "a scenario saved as plain .json before is still offered"
    globs = re.findall(r'<glob pattern="([^"]+)"', MIME_TYPES.read_text(encoding="utf-8"))
    assert "*.qtgames-scenario.json" in globs and "*.qtgames-ruling.json" in globs, "the desktop's own types"
    saved = tmp_path / Path(scenario).name
    assert scenario_from_file(saved).title == PUZZLE_2.title, "the file the dialog named was written"


def test_an_old_plain_json_scenario_still_opens(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                                tmp_path: Path) -> None:
    plain = tmp_path / "my-puzzle.json"
    plain.write_text(PUZZLE_2.dumps(), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(plain), "")))
    for win in open_editor(qtbot, blank_scenario("tsuro-seas")):
        menu_action(win, "&Open scenario or ruling…").trigger()
        assert win.document.path == plain and win.document.title == PUZZLE_2.title


@pytest.fixture
def hungarian(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("QTGAMES_HOME", str(tmp_path))
    translators = i18n.install_translators("hu")
    assert translators
    yield
    i18n.remove_translators(translators)


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_problems_name_every_list_field_by_its_label_not_its_key(qtbot, hungarian: None) -> None:  # type: ignore[no-untyped-def]
    """In Hungarian an English key ("Removed 1", "Veto queue 1") stands out: the first entry of
    every list in every game's position is named in the reader's words."""
    keyed = []
    games: set[str] = set()
    for _name, scenario in bundled_scenarios():
        if scenario.game in games:
            continue
        games.add(scenario.game)
        win = EditorWindow(scenario)
        qtbot.addWidget(win)
        for key, value in scenario.position.items():
            if isinstance(value, list):
                path = f"position.{key}[0]"
                if win.tools.describe(path) == capitalised(path_words(path)):
                    keyed.append(f"{scenario.game} {path}: {win.tools.describe(path)}")
        win.document.undo_stack.setClean()
        win.close()
    assert games == {"tsuro-seas", "entdecker", "magellan"}
    assert keyed == []


def test_a_per_seat_entry_names_its_player(qtbot) -> None:  # type: ignore[no-untyped-def]
    for win in open_editor(qtbot, blank_scenario("magellan")):
        assert win.tools.describe("position.ships_left[1]") == "Ships to place · Player 2"


def test_the_seats_dialog_without_a_puzzle_names_no_side(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SeatsDialog(2)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not any("puzzle" in label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
