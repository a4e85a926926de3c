"""Entdecker's side panel at 1280x800 (the window's size on a first start): everything without a
scroll bar and the move log with five lines at least, at every decision of a crowded game; and the
hint said in words, not only a ring on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtgames.engine.ai.players import GreedyPlayer
from qtgames.gui.main_window import MainWindow

from ..conftest import start_game
from ..screens import open_main_window_on, screen_of_size

DECISIONS = 120


@pytest.mark.slow   # 120 decisions: the slow step
def test_the_panel_fits_1280x800_with_five_lines_of_log_at_every_decision(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_main_window_on(qtbot, screen_of_size(1920, 1080))
    assert (window.width(), window.height()) == (1280, 800)
    start_game(qtbot, window, ["human", "human", "human", "human"], seed=5, game="entdecker")
    game, host = window.host.game, window.host
    for decision in range(DECISIONS):
        if host.decision is None:
            break
        qtbot.wait(20)   # the panel's wrapped words are laid out again for the new state
        side, log = window.view.side, window.panel.log
        assert not side.verticalScrollBar().isVisible(), f"decision {decision} ({host.decision.kind}) scrolls"
        assert log.viewport().height() >= 5 * log.line_height(), f"decision {decision}: the log is squeezed"
        action = GreedyPlayer(decision).choose(game, game.observation(host.state, host.decision.player))
        window.human_action(action)
        QApplication.processEvents()
    window.close()


def test_the_hint_says_in_words_what_it_suggests(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], seed=4, game="entdecker")
    host = window.host
    host.hint_level = "greedy"
    hints: list[object] = []
    host.hintReady.connect(hints.append)
    qtbot.waitUntil(host.human_to_move, timeout=5000)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hints), timeout=5000)
    words = host.game.describe_action(host.observation(), hints[0])
    assert words.startswith("Start on") and window.panel.controls.status.plain == f"Hint: {words}"
