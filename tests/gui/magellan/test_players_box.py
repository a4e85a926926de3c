"""Magellan's players box at a crowded table: all six players in sight at 1024x700 and 1366x768,
at every decision of a game (it held three rows and scrolled the others away)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtgames.engine.ai.players import GreedyPlayer

from ..conftest import start_game
from ..screens import open_main_window_on, screen_of_size

DECISIONS = 90


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)], ids=["1024x700", "1366x768"])
def test_every_player_is_in_sight_at_every_decision(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = open_main_window_on(qtbot, screen_of_size(*size))
    start_game(qtbot, window, ["human"] * 6, seed=11, game="magellan")
    game, host = window.host.game, window.host
    for decision in range(DECISIONS):
        if host.decision is None:
            break
        QApplication.processEvents()
        players = window.panel.players
        room = players.viewport().rect()
        hidden = [row for row in range(players.count()) if not room.contains(players.visualItemRect(players.item(row)))]
        assert players.count() == 6 and hidden == [], f"decision {decision} ({host.decision.kind}): rows {hidden} hidden"
        assert not window.view.side.verticalScrollBar().isVisible(), f"decision {decision}: the panel scrolls"
        action = GreedyPlayer(decision).choose(game, game.observation(host.state, host.decision.player))
        window.human_action(action)
    window.close()
