"""A bug in a slot shows "Something went wrong", logs the traceback, offers the game, and play goes on.

pytest-qt normally turns an exception in a Qt callback into a test failure by installing its own
`sys.excepthook`; these tests switch that off (`qt_no_exception_capture`) because the exception is
the point, and install the app's own hook as `qtgames.gui.app.run` does.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from qtgames.engine.core.record import record_from_text, replay
from qtgames.gui import app
from qtgames.gui.crash import (
    LOG_BACKUPS,
    LOG_BYTES,
    LOG_NAME,
    CrashHandler,
    crash_logger,
)
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.document import ScenarioDocument
from qtgames.storage import temp_pattern, user_paths

from .conftest import start_game
from .tsuro_seas.test_play import (
    SEED,
    choose_first_mark,
    rotate_to_a_legal_placement,
    wait_for_human_placement,
)

BUG = "the board lost its compass"
_LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def crash_handler(window, monkeypatch: pytest.MonkeyPatch) -> Iterator[CrashHandler]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)   # put back whatever was there after the test
    handler = CrashHandler(window, lambda: window.host.record)
    handler.install()
    yield handler
    if handler.dialog is not None:
        handler.dialog.close()   # a modal dialog left open would block the next test's window


def lose_the_compass(direction: int) -> None:
    raise RuntimeError(BUG)


@pytest.mark.qt_no_exception_capture
def test_a_slot_that_raises_shows_the_dialog_logs_and_the_game_plays_on(
        qtbot, window, crash_handler: CrashHandler, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED)
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    before = window.host.record.dumps()
    qtbot.mouseClick(window.panel.hand_buttons[0], _LEFT)
    window.board.rotate_preview = lose_the_compass   # a bug in the board, reached by the Rotate button

    qtbot.mouseClick(window.panel.controls.rotate_button, _LEFT)

    dialog = crash_handler.dialog
    assert dialog is not None and dialog.isVisible() and dialog.objectName() == "crash-dialog"
    assert f"RuntimeError: {BUG}" in dialog.message.text()
    log = user_paths().log / LOG_NAME
    assert str(log) in dialog.message.text()
    logged = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and "in lose_the_compass" in logged and BUG in logged
    assert window.host.record.dumps() == before, "the hook leaves the match alone"

    rescued = tmp_path / "rescued.json"
    dialog.ask_path = lambda: str(rescued)
    assert dialog.save_button.isVisible()
    qtbot.mouseClick(dialog.save_button, _LEFT)
    record = record_from_text(rescued.read_text(encoding="utf-8"))
    game = window.host.game
    assert game.state_to_json(replay(record).state) == game.state_to_json(window.host.state)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close), _LEFT)
    assert not dialog.isVisible()

    del window.board.rotate_preview   # the bug is gone: the player places a tile as usual
    moves = len(window.host.record.actions)
    rotate_to_a_legal_placement(qtbot, window)
    qtbot.mouseClick(window.panel.controls.place_button, _LEFT)
    assert len(window.host.record.actions) > moves


@pytest.mark.qt_no_exception_capture
def test_with_no_game_there_is_nothing_to_save_and_repeats_show_one_dialog(
        qtbot, window, crash_handler: CrashHandler) -> None:  # type: ignore[no-untyped-def]
    button = QPushButton("buggy", window)
    button.clicked.connect(lambda: lose_the_compass(1))
    button.show()

    qtbot.mouseClick(button, _LEFT)
    first = crash_handler.dialog
    qtbot.mouseClick(button, _LEFT)

    assert first is not None and first.isVisible() and crash_handler.dialog is first
    assert not first.save_button.isVisible()
    assert (user_paths().log / LOG_NAME).read_text(encoding="utf-8").count(BUG) >= 2, "every exception is logged"


def test_match_saves_autosave_and_scenario_saves_go_through_write_atomic(
        qtbot, window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Each of the GUI's saves lands by an atomic rename of `write_atomic`'s temporary file."""
    renames: list[tuple[Path, Path]] = []
    real_replace = os.replace

    def spy(source: str, target: str) -> None:
        renames.append((Path(source), Path(target)))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)

    def saved_atomically(target: Path) -> bool:
        return any(t == target and s.match(temp_pattern(target)) for s, t in renames)

    start_game(qtbot, window, ["human", "random"], SEED)
    choose_first_mark(qtbot, window)
    assert window.host.flush_autosave() and saved_atomically(user_paths().autosave)
    match = tmp_path / "match.json"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(match))
    window.menus.save_action.trigger()
    assert saved_atomically(match)
    scenario = tmp_path / "scenario.json"
    ScenarioDocument(blank_scenario("tsuro-seas")).save(scenario)
    assert saved_atomically(scenario)





def test_the_crash_log_is_bounded_however_many_errors(tmp_path: Path) -> None:
    logger = crash_logger(tmp_path)
    for i in range(LOG_BYTES // 1000 * (LOG_BACKUPS + 2)):
        logger.error("Unexpected exception %d\n%s", i, "x" * 1000)
    files = sorted(tmp_path.iterdir())
    assert len(files) == LOG_BACKUPS + 1
    assert all(f.stat().st_size <= LOG_BYTES for f in files)
    assert "Unexpected exception" in (tmp_path / LOG_NAME).read_text(encoding="utf-8")


def test_the_app_installs_the_crash_handler(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)   # return at once instead of running the loop
    assert app.run() == 0
    handler = sys.excepthook.__self__   # type: ignore[attr-defined]
    assert isinstance(handler, CrashHandler)
    handler.parent.close()
