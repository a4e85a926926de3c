"""Reviewing a match: stepping shows exactly the recorded states, a log line jumps to its moment,
and a player can take over from any past move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QPushButton

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import MatchRecord, replay
from qtgames.gui.main_window import MainWindow

GAME = get_game("tsuro-seas")


def saved_match(tmp_path: Path) -> tuple[Path, MatchRecord]:
    record = play_match(GAME, ["greedy", "greedy", "random"], GAME.Options(), 11).record
    path = tmp_path / "match.json"
    path.write_text(record.dumps(), encoding="utf-8")
    return path, record


def open_for_review(window: MainWindow, path: Path) -> None:
    window.files.ask_open_path = lambda: str(path)  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    assert window.host.reviewing and window.review_bar.isVisible()


def bar_button(window: MainWindow, name: str) -> QPushButton:
    button = window.review_bar.findChild(QPushButton, name)
    assert button is not None
    return button


def tiles_on_board(window: MainWindow) -> int:
    """Wake tiles drawn on the scene: pixmap pieces without a daikaiju's tooltip."""
    return sum(1 for item in window.board.scene().items()
               if isinstance(item, QGraphicsPixmapItem) and not item.toolTip())


def assert_shows(window: MainWindow, state) -> None:  # type: ignore[no-untyped-def]
    """The board draws `state` as the player deciding in it saw it (a review shows the mover's view)."""
    decision = GAME.decision(state)
    seen = GAME.observation(state, None if decision is None else decision.player)
    assert GAME.state_to_json(window.board.state) == GAME.state_to_json(seen)
    assert tiles_on_board(window) == sum(1 for tile in state.tiles if tile >= 0)


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_stepping_a_review_shows_each_recorded_state(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path, record = saved_match(tmp_path)
    states = replay(record, keep_states=True).states
    open_for_review(window, path)
    assert window.host.review_at == 0 and "review, move 0 of" in window.windowTitle()
    assert_shows(window, states[0])
    for expected in (1, 2, 3, 4, 5):
        qtbot.mouseClick(bar_button(window, "review-next"), Qt.MouseButton.LeftButton)
        assert window.host.review_at == expected
        assert_shows(window, states[expected])
    qtbot.mouseClick(bar_button(window, "review-previous"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar_button(window, "review-previous"), Qt.MouseButton.LeftButton)
    assert_shows(window, states[3])
    session = window.host.session
    assert session is not None and window.panel.log.currentRow() == session.log_rows_until(3) - 1
    qtbot.mouseClick(bar_button(window, "review-last"), Qt.MouseButton.LeftButton)
    assert_shows(window, states[-1])
    assert not bar_button(window, "review-next").isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.host.review_at == 0
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.host.review_at == 1
    assert not window.host.human_to_move() and not window.menus.undo_action.isEnabled(), "nothing is played in a review"


@pytest.mark.slow   # plays a whole match through at the review's pace: the slow step
def test_play_runs_through_the_moves_and_stops_at_the_end(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path, record = saved_match(tmp_path)
    open_for_review(window, path)
    window.review_bar.speed.setCurrentIndex(0)
    qtbot.mouseClick(bar_button(window, "review-play"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.host.review_at == len(record.actions), timeout=20_000)
    qtbot.waitUntil(lambda: not window.review_bar.play.isChecked(), timeout=2000)


def test_double_clicking_a_log_line_jumps_to_its_moment(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path, record = saved_match(tmp_path)
    open_for_review(window, path)
    log = window.panel.log
    session = window.host.session
    assert session is not None and log.count() == session.log_rows_until(len(record.actions))
    row = log.count() // 2
    centre = log.visualItemRect(log.item(row)).center()
    log.scrollToItem(log.item(row))
    centre = log.visualItemRect(log.item(row)).center()
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(log.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    moves = session.moves_at_log_row(row)
    assert 0 < moves < len(record.actions) and window.host.review_at == moves
    assert log.currentRow() >= row


def accept_seats_dialog(kinds: list[str]) -> None:
    """Answer the take-over dialog like a player: set who plays each seat, press OK."""
    dialog = QApplication.activeModalWidget()
    assert dialog is not None and dialog.objectName() == "seats-dialog"
    for row, kind in zip(dialog.rows, kinds, strict=True):  # type: ignore[attr-defined]
        row.kind.setCurrentIndex(row.kind.findData(kind))
    dialog.accept()  # type: ignore[attr-defined]


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_take_over_plays_on_from_a_past_move(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path, record = saved_match(tmp_path)
    open_for_review(window, path)
    for _ in range(7):
        qtbot.mouseClick(bar_button(window, "review-next"), Qt.MouseButton.LeftButton)
    kept = record.actions[:7]
    decider = GAME.decision(replay(record, keep_states=True).states[7]).player
    kinds = ["human" if seat == decider else "random" for seat in range(3)]
    QTimer.singleShot(0, lambda: accept_seats_dialog(kinds))
    qtbot.mouseClick(bar_button(window, "review-take-over"), Qt.MouseButton.LeftButton)
    host = window.host
    assert not host.reviewing and not window.review_bar.isVisible()
    assert host.record.actions == kept and host.human_to_move()  # type: ignore[union-attr]
    assert [p.kind for p in host.record.players] == kinds  # type: ignore[union-attr]
    assert "review" not in window.windowTitle()
    action = host.legal_actions()[0]
    window.human_action(action)
    assert host.record.actions[:8] == [*kept, action]  # type: ignore[union-attr]


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_closing_a_review_of_a_game_in_play_returns_to_its_end(qtbot, window: MainWindow) -> None:
    from .conftest import start_game

    start_game(qtbot, window, ["greedy", "greedy"], seed=5)
    qtbot.waitUntil(lambda: len(window.host.record.actions) >= 4, timeout=5000)  # type: ignore[union-attr]
    window.menus.review_action.trigger()
    played = list(window.host.record.actions)  # type: ignore[union-attr]
    assert window.host.reviewing and window.host.review_at == len(played)
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.host.review_at == 0
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.host.reviewing
    assert window.host.record.actions[: len(played)] == played  # type: ignore[union-attr]


def test_the_review_keys_are_free_for_the_game_outside_a_review(qtbot, window: MainWindow) -> None:
    from .conftest import start_game

    start_game(qtbot, window, ["human", "greedy"], seed=5)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert not window.review_bar.play.isChecked() and not window.review_bar.timer.isActive()
