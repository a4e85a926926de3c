"""Any qtgames file opens where it belongs, from File → Open, the lobby and `qtgames FILE` alike: a
match to play on, a scenario or puzzle to play or edit, a ruling report in Test a ruling; a file
that is none of these is refused in one sentence. The lobby lists the player's own puzzles."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox, QPushButton

from qtgames import cli
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.shipped import shipped_path
from qtgames.gui.app import start_with
from qtgames.gui.main_window import MainWindow
from qtgames.gui.seats_dialog import SeatsDialog
from qtgames.gui.user_scenarios import scenarios_folder

from .conftest import choose_game, start_game

PUZZLE = shipped_path("resources", "scenarios", "tsuro-seas-puzzle-3.json")
REPORT = shipped_path("resources", "rulings", "tsuro-seas-daikaiju-destroys-a-ship.json")
PATH_ROLE = Qt.ItemDataRole.UserRole + 4


def errors_of(window: MainWindow) -> list[str]:
    errors: list[str] = []
    window.show_error = lambda title, text: errors.append(f"{title}: {text}")  # type: ignore[method-assign]
    return errors


def when_shown(kind: type, act: Any) -> None:
    """Call `act` with the first modal dialog of `kind` once it shows (a person's answer to it)."""
    timer = QTimer()
    timer.setInterval(10)

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            timer.stop()
            act(dialog)
    timer.timeout.connect(look)
    timer.start()
    WAITING.append(timer)


WAITING: list[QTimer] = []


def accept_the_seats_as_offered(offered: list[Any]) -> None:
    """Click OK in the seats dialog once it shows, noting the kinds it offered."""
    def accept(dialog: SeatsDialog) -> None:
        offered.extend(row.kind.currentData() for row in dialog.rows)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    when_shown(SeatsDialog, accept)


def answer_the_scenario_question(button: str, asked: list[str]) -> None:
    """Click `button` ("Play it", "Open in the editor", "Cancel") in the question File → Open asks of a scenario."""
    def click(box: QMessageBox) -> None:
        asked.append(box.text())
        next(b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == button).click()
    when_shown(QMessageBox, click)


def open_from_the_menu(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(path), "")))
    window.menus.build()   # File → Open as the player finds it
    open_action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Open…")
    open_action.trigger()


def test_file_open_plays_a_puzzle_on_its_side_or_edits_it(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A puzzle a friend sent: File → Open asks play or edit; played, it seats the person on its side."""
    puzzle = tmp_path / "from a friend.json"
    shutil.copy(PUZZLE, puzzle)
    errors, asked, offered = errors_of(window), [], []
    answer_the_scenario_question("Play it", asked)
    accept_the_seats_as_offered(offered)
    open_from_the_menu(window, monkeypatch, puzzle)
    assert errors == []
    assert asked == ["Puzzle 3: the last two captains is a Tsuro of the Seas puzzle: win the game."]
    assert offered == ["greedy", HUMAN_KIND, "greedy"]
    assert window.pages.currentIndex() == 1 and window.host.human_seats() == [1]
    assert window.puzzle_bar.isVisible() and "You are Player 2 (blue)." in window.puzzle_bar.text.text()

    answer_the_scenario_question("Open in the editor", asked)
    open_from_the_menu(window, monkeypatch, puzzle)
    editor = window.scenarios.editors[-1]
    assert editor.document.path == puzzle and editor.document.goal is not None, "saved back to its own file"
    editor.close()
    assert window.host.human_seats() == [1], "the game on the table stays"


HUMAN_KIND = "human"


def test_file_open_takes_a_match_a_ruling_report_and_refuses_anything_else_in_one_sentence(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    errors = errors_of(window)
    start_game(qtbot, window, ["human", "greedy"], seed=5)
    before = window.host.record.dumps()
    picture = tmp_path / "holiday.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n not a game")
    open_from_the_menu(window, monkeypatch, picture)
    assert errors == ["Cannot open the file: holiday.png: the file is no qtgames match, scenario or ruling report: "
                      "not UTF-8 text (byte 0 cannot be read)"]
    other = tmp_path / "settings.json"
    other.write_text('{"format": "something-else", "theme": "dark"}', encoding="utf-8")
    open_from_the_menu(window, monkeypatch, other)
    assert errors[1] == ("Cannot open the file: settings.json: the file is no qtgames match, scenario or ruling "
                         "report (its format is 'something-else')")
    assert window.host.record.dumps() == before, "the game on the table stays"

    open_from_the_menu(window, monkeypatch, REPORT)
    editor = window.scenarios.editors[-1]
    assert editor.tabs.currentWidget() is editor.ruling and editor.ruling.report.isVisible()
    editor.close()
    assert window.host.record.dumps() == before, "a report opens beside the game"

    match = tmp_path / "a match.json"
    match.write_text(play_match(get_game("tsuro-seas"), ["greedy", "random"], get_game("tsuro-seas").Options(),
                                7).record.dumps(), encoding="utf-8")
    open_from_the_menu(window, monkeypatch, match)
    assert window.files.current_path == match and window.host.record.seed == 7
    assert len(errors) == 2


def test_the_lobby_lists_the_players_saved_and_recent_puzzles_beside_the_shipped_ones(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = scenarios_folder() / "my corner.json"
    saved.parent.mkdir(parents=True)
    saved.write_text(PUZZLE.read_text(encoding="utf-8").replace("Puzzle 3: the last two captains", "My corner"),
                     encoding="utf-8")
    sent = tmp_path / "sent.json"
    sent.write_text(PUZZLE.read_text(encoding="utf-8").replace("Puzzle 3: the last two captains", "Sent to me"),
                    encoding="utf-8")
    answer_the_scenario_question("Open in the editor", [])
    open_from_the_menu(window, monkeypatch, sent)   # opened once: among the recent files
    window.scenarios.editors[-1].close()
    window.show_start_page()
    choose_game(qtbot, window, "tsuro-seas")
    page = window.start_page
    listed = [(page.scenarios.item(i).text(), page.scenarios.item(i).data(PATH_ROLE))
              for i in range(page.scenarios.count()) if not page.scenarios.item(i).isHidden()]
    assert listed[:2] == [("Sent to me — your puzzle", str(sent)), ("My corner — your puzzle", str(saved))]
    assert "Puzzle 3: the last two captains" in [text for text, _ in listed[2:]], "the shipped ones stay"
    choose_game(qtbot, window, "magellan")
    assert not any(page.scenarios.item(i).data(PATH_ROLE) and not page.scenarios.item(i).isHidden()
                   for i in range(page.scenarios.count())), "another game's list"

    choose_game(qtbot, window, "tsuro-seas")
    page.scenarios.setCurrentRow(1)
    qtbot.mouseClick(page.findChild(QPushButton, "edit-scenario"), Qt.MouseButton.LeftButton)
    editor = window.scenarios.editors[-1]
    assert editor.document.path == saved and editor.document.title == "My corner"
    editor.close()
    offered: list[Any] = []
    accept_the_seats_as_offered(offered)
    qtbot.mouseClick(page.findChild(QPushButton, "play-scenario"), Qt.MouseButton.LeftButton)
    assert offered == ["greedy", HUMAN_KIND, "greedy"] and window.puzzle_bar.isVisible()
    assert "My corner" in window.puzzle_bar.text.text()


def test_qtgames_file_opens_the_app_on_the_file_the_way_file_open_does(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                                          tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[list[str]] = []
    monkeypatch.setattr("qtgames.gui.app.run", lambda argv: started.append(argv) or 0)
    for args in (["/home/ann/puzzle.json"], ["puzzle.json", "-style", "fusion"], ["gui", "saved/match"]):
        assert cli.main(args) == 0
    assert started == [["/home/ann/puzzle.json"], ["puzzle.json", "-style", "fusion"], ["saved/match"]]
    assert not cli.names_a_file("play") and not cli.names_a_file("--smoke")

    errors, asked, offered = errors_of(window), [], []
    answer_the_scenario_question("Play it", asked)
    accept_the_seats_as_offered(offered)
    start_with(window, PUZZLE)   # what `qtgames FILE` does once the window is up
    assert asked and offered == ["greedy", HUMAN_KIND, "greedy"] and window.puzzle_bar.isVisible()
    start_with(window, tmp_path / "gone.json")
    assert len(errors) == 1 and errors[0].startswith("Cannot open the file: ") and "No such file" in errors[0]
