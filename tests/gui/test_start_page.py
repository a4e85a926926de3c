"""The start page as a player meets it: the three games as pictures, and the games played lately."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.gui.main_window import MainWindow

from .conftest import start_game


def test_clicking_a_game_card_sets_the_table_for_that_game(qtbot, window: MainWindow) -> None:
    page = window.start_page
    card = page.cards.buttons["magellan"]
    assert not card.icon().isNull() and card.text() == "Magellan"
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert page.game_key == "magellan" and page.player_count.value() >= 3
    page.choose_game("entdecker")
    assert page.cards.buttons["entdecker"].isChecked() and not card.isChecked()


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_a_recent_game_opens_from_the_start_page(qtbot, window: MainWindow, tmp_path: Path) -> None:
    page = window.start_page
    assert not page.open_recent.isEnabled() and page.recent.item(0).text() == "No saved games yet"
    game = get_game("entdecker")
    record = play_match(game, ["greedy", "random"], game.Options(), 4).record
    saved = tmp_path / "island race.json"
    saved.write_text(record.dumps(), encoding="utf-8")
    window.files.ask_open_path = lambda: str(saved)  # type: ignore[method-assign]
    window.files.open_game()
    start_game(qtbot, window, ["human", "greedy"], seed=3)   # another game on the table meanwhile
    window.show_start_page()
    assert page.recent.count() == 1 and page.recent.item(0).text() == "island race.json"
    item = page.recent.item(0)
    rect = page.recent.visualItemRect(item)
    qtbot.mouseClick(page.recent.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.recent.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages.currentIndex() == 1 and window.files.current_path == saved
    assert window.host.record.actions == record.actions  # type: ignore[union-attr]
