"""What the second play-through of issue 34 found around puzzles and files: a solved puzzle played
on was left as if unfinished, File → Open started in the saves folder though the puzzle just saved
lay elsewhere, and the recent files named a scenario by its file name."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from qtgames.engine.core.record import HUMAN
from qtgames.engine.core.shipped import shipped_path
from qtgames.gui.main_window import MainWindow
from qtgames.gui.seats_dialog import SeatsDialog
from qtgames.gui.unfinished import Answer, UnfinishedQuestion
from qtgames.gui.user_scenarios import scenarios_folder
from qtgames.storage import user_paths

from .conftest import choose_game, start_game
from .test_puzzles import card_buttons

PUZZLE = shipped_path("resources", "scenarios", "tsuro-seas-puzzle-3.json")


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_leaving_a_solved_puzzle_played_on_asks_nothing(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[Any] = []
    monkeypatch.setattr(UnfinishedQuestion, "ask", classmethod(lambda cls, *args: asked.append(args) or Answer.KEEP))
    page = window.start_page
    choose_game(qtbot, window, "magellan")
    scenarios = page.scenarios
    scenarios.setCurrentRow(next(i for i in range(scenarios.count())
                                 if scenarios.item(i).data(Qt.ItemDataRole.UserRole + 1) == "magellan-puzzle-1"))

    def both_seats_human() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SeatsDialog)
        for seat_row in dialog.rows:
            seat_row.kind.setCurrentIndex(seat_row.kind.findData(HUMAN))
        dialog.accept()

    QTimer.singleShot(0, both_seats_human)
    qtbot.mouseClick(page.findChild(QPushButton, "play-scenario"), Qt.MouseButton.LeftButton)
    window.board.animation_ms_per_tile = 0   # each move shown at once
    host = window.host
    rules = host.session.game
    for data in host.puzzle.solution:   # the author's solution, every seat's moves
        assert host.play(rules.action_from_json(data, "solution")) is None
    assert host.puzzle_verdict is True and host.decision is not None, "solved, and the game goes on"
    overlay = window.board_area.overlay
    qtbot.waitUntil(lambda: overlay.isVisible() and overlay.title.text() == "Puzzle solved!", timeout=5000)
    qtbot.mouseClick(card_buttons(window)["puzzle-close"], Qt.MouseButton.LeftButton)   # Play on
    assert not overlay.isVisible() and host.decision is not None, "played on: the game is unfinished"

    start_game(qtbot, window, ["human", "greedy"], seed=4)
    assert asked == [], "the puzzle was answered: leaving it is no unfinished game"
    assert host.puzzle is None

    moves = host.session.moves
    qtbot.waitUntil(host.human_to_move, timeout=5000)
    assert host.play(host.legal_actions()[0]) is None and host.session.moves > moves
    window.show_start_page()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1, "a game that is no puzzle is still asked about"


def test_file_open_starts_where_the_newest_qtgames_file_lies(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda _p, _t, start, _f: shown.append(start)
                                                                     or ("", "")))
    saves = user_paths().saves
    saves.mkdir(parents=True, exist_ok=True)
    match = saves / "Tsuro of the Seas 2026-11-28 10.00.qtgames-match.json"
    match.write_text("{}", encoding="utf-8")
    os.utime(match, (1_000_000, 1_000_000))
    window.files.open_game()
    assert Path(shown[-1]) == saves, "only a saved match: the saves folder"
    puzzle = scenarios_folder() / "my-puzzle.qtgames-scenario.json"
    puzzle.parent.mkdir(parents=True, exist_ok=True)
    puzzle.write_text(PUZZLE.read_text(encoding="utf-8"), encoding="utf-8")   # just saved in the editor
    window.menus.build()
    open_action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Open…")
    open_action.trigger()
    assert Path(shown[-1]) == scenarios_folder(), "the puzzle just saved is in sight"


def test_the_recent_files_name_a_scenario_by_its_title_and_game(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                               tmp_path: Path) -> None:
    sent = tmp_path / "from-a-friend.qtgames-scenario.json"
    sent.write_text(PUZZLE.read_text(encoding="utf-8").replace("Puzzle 3: the last two captains", "Sent to me"),
                    encoding="utf-8")
    match = tmp_path / "Magellan 2026-11-28 10.00.qtgames-match.json"
    match.write_text("{}", encoding="utf-8")
    window.files.remember(match)
    window.files.remember(sent)
    window.menus.build()
    recent_menu = next(a.menu() for a in window.menuBar().actions()[0].menu().actions() if a.menu() is not None)
    assert [a.text() for a in recent_menu.actions()] == ["Sent to me — Tsuro of the Seas", match.name]
    lobby = window.start_page.recent
    assert [lobby.item(i).text() for i in range(lobby.count())] == ["Sent to me — Tsuro of the Seas", match.name]
