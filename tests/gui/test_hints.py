"""Hints in the window: the status bar says one is being worked out, Esc cancels it, and the AI
worker is ready before anyone asks (issue 32, item 3)."""

from __future__ import annotations

import multiprocessing

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtgames.engine.core import game_keys, get_game

from .conftest import start_game

WORKING = "Working out a hint… (Esc cancels)"


@pytest.mark.parametrize("game", game_keys())
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_hint_says_it_is_worked_out_and_esc_cancels_it(qtbot, window, game: str) -> None:  # type: ignore[no-untyped-def]
    """H asks, the status bar says a hint is worked out (never that a player is thinking), Esc
    cancels it and no suggestion comes; H again brings one, after the cancelled search's answer
    was dropped. Both keys go where the keyboard is: in Magellan the bid box, which passes on Esc
    and swallowed H."""
    start_game(qtbot, window, ["human"] + ["random"] * (get_game(game).min_players - 1), 4, game)
    qtbot.waitUntil(window.host.human_to_move)
    window.activateWindow()
    qtbot.waitActive(window)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    hints: list[object] = []
    window.host.hintReady.connect(hints.append)

    if game == "magellan":
        assert QApplication.focusWidget().objectName() == "bid-amount", "the keyboard is in the bid box"
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == WORKING
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    assert window.statusBar().currentMessage() == "Hint cancelled."
    assert not window.host.hinting and window.host.record.actions == [], "Esc cancelled the hint, nothing else"

    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == WORKING
    qtbot.waitUntil(lambda: bool(hints), timeout=30000)
    assert len(hints) == 1, "the cancelled hint's answer never showed"
    assert window.statusBar().currentMessage().startswith("Hint: ")
    assert not [words for words in said if "is thinking" in words], said


def test_the_ai_worker_starts_with_the_first_game_before_any_question(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A game of two people asks the AI nothing until a hint, yet its worker is started (in the
    background) as the game starts, so the first hint does not wait for a process."""
    before = len(multiprocessing.active_children())
    start_game(qtbot, window, ["human", "human"], 4)
    assert not window.host.hinting
    assert len(multiprocessing.active_children()) == before + 1
