"""Files that never surprise: Save and Open start in the saves folder, a save is named after the
game and the date, and a game not finished is never replaced or closed without asking."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton, QTreeView

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import record_from_text
from qtgames.gui.main_window import MainWindow
from qtgames.gui.unfinished import UnfinishedQuestion
from qtgames.storage import user_paths

from .conftest import start_game

MIME_TYPES = Path(__file__).resolve().parents[2] / "packaging" / "linux" / "io.github.qtgames.mime.xml"


def played_a_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "greedy"], seed=5)
    window.human_action(window.host.legal_actions()[0])
    qtbot.waitUntil(lambda: window.host.human_to_move(), timeout=5000)


def answer(button: str, asked: list[str]) -> None:
    """Click `button` in the unfinished-game question once it shows, noting its text."""
    def click() -> None:
        question = QApplication.activeModalWidget()
        assert isinstance(question, UnfinishedQuestion), question
        asked.append(question.text() + " " + question.informativeText())
        target = question.findChild(QPushButton, button)
        assert target is not None
        target.click()
    QTimer.singleShot(0, click)


def chosen_file(monkeypatch: pytest.MonkeyPatch, kind: str, answer_with: str | None = None) -> list[Any]:
    """Stand in for the file dialog's `kind` (getSaveFileName, getOpenFileName): note where it
    starts and pick `answer_with` (or what it suggests)."""
    shown: list[Any] = []

    def dialog(_parent: Any, _title: str, start: str, _filter: str) -> tuple[str, str]:
        shown.append(start)
        return (start if answer_with is None else answer_with), ""

    monkeypatch.setattr(QFileDialog, kind, staticmethod(dialog))
    return shown


def test_save_suggests_the_saves_folder_and_a_game_and_date_name(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    played_a_move(qtbot, window)
    shown = chosen_file(monkeypatch, "getSaveFileName")
    window.menus.save_action.trigger()
    suggested = Path(shown[0])
    assert suggested.parent == user_paths().saves and suggested.parent.is_dir()
    assert suggested.name.startswith("Tsuro of the Seas 20") and suggested.suffix == ".json"
    # The desktop's file type for a match (issue 36): a double-click on the save opens qtgames.
    globs = re.findall(r'<glob pattern="([^"]+)"', MIME_TYPES.read_text(encoding="utf-8"))
    assert fnmatch.fnmatch(suggested.name, "*.qtgames-match.json") and "*.qtgames-match.json" in globs
    assert window.files.current_path == suggested and record_from_text(suggested.read_text(encoding="utf-8")).actions


def test_open_starts_in_the_saves_folder_even_before_the_first_save(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    assert not user_paths().saves.exists()
    shown = chosen_file(monkeypatch, "getOpenFileName", answer_with="")
    window.files.open_game()
    assert shown == [str(user_paths().saves)] and user_paths().saves.is_dir()


@pytest.mark.asks
def test_starting_over_an_unfinished_game_asks_and_keep_playing_keeps_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    played_a_move(qtbot, window)
    record = window.host.record
    asked: list[str] = []
    window.show_start_page()
    answer("keep-playing", asked)
    qtbot.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    assert asked and "not finished" in asked[0] and "autosave keeps it" in asked[0]
    assert window.host.record is record and window.pages.currentIndex() == 0


@pytest.mark.asks
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_save_and_continue_keeps_the_old_game_among_the_saves_then_starts(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    played_a_move(qtbot, window)
    old = window.host.record.dumps()  # type: ignore[union-attr]
    asked: list[str] = []
    window.show_start_page()
    answer("save-and-continue", asked)
    qtbot.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    saves = list(user_paths().saves.glob("Tsuro of the Seas *.json"))
    assert asked and len(saves) == 1 and saves[0].read_text(encoding="utf-8") == old
    assert window.pages.currentIndex() == 1 and window.host.record.actions == [], "the new game is on"  # type: ignore[union-attr]
    assert window.files.recent_files() == [str(saves[0])]


@pytest.mark.asks
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_opening_or_reviewing_over_an_unfinished_game_asks_and_discard_lets_it_go(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    game = get_game("magellan")
    saved = tmp_path / "finished.json"
    saved.write_text(play_match(game, ["random"] * 3, game.Options(), 2).record.dumps(), encoding="utf-8")
    played_a_move(qtbot, window)
    asked: list[str] = []
    answer("keep-playing", asked)
    assert not window.files.open_path(saved, review=True)
    assert asked and window.host.record.game == "tsuro-seas"  # type: ignore[union-attr]
    answer("discard", asked)
    assert window.files.open_path(saved, review=True)
    assert len(asked) == 2 and window.host.reviewing and window.host.record.game == "magellan"  # type: ignore[union-attr]
    assert window.files.open_path(saved), "a finished game goes without a question"
    assert len(asked) == 2


@pytest.mark.asks
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_closing_over_an_unfinished_game_asks_and_says_the_autosave_keeps_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    played_a_move(qtbot, window)
    asked: list[str] = []
    answer("keep-playing", asked)
    window.close()
    assert asked and "offers it back at the next start" in asked[0] and window.isVisible()
    answer("discard", asked)   # "Quit" when closing
    window.close()
    assert not window.isVisible() and user_paths().autosave.exists()


def test_the_save_dialog_shows_whole_save_names(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Qt's own file dialog cut the names ("Tsuro of the Seas…-11-28 18-30.json"): saves of one game
    differed only in the part it hid."""
    names = ["Tsuro of the Seas 2026-11-28 18-30-12.json", "Tsuro of the Seas 2026-11-28 18-31-40.json",
             "A very long puzzle about daikaiju at the edge of the board.qtgames-scenario.json"]
    user_paths().saves.mkdir(parents=True, exist_ok=True)
    for name in names:
        (user_paths().saves / name).write_text("{}", encoding="utf-8")
    played_a_move(qtbot, window)
    seen: dict[str, int] = {}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        try:
            view = dialog.findChild(QTreeView)
            assert view is not None
            qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) >= len(names))   # read apart
            QApplication.processEvents()
            for row in range(view.model().rowCount(view.rootIndex())):
                index = view.model().index(row, 0, view.rootIndex())
                needed = view.fontMetrics().horizontalAdvance(index.data()) + view.iconSize().width() + 16
                seen[index.data()] = view.columnWidth(0) - needed
        finally:
            dialog.reject()

    QTimer.singleShot(0, look)
    window.menus.save_action.trigger()
    assert set(names) <= set(seen) and all(room >= 0 for room in seen.values()), seen
