"""Magellan's players box at a crowded table: all six players in sight at 1024x700 and 1366x768,
at every decision of a game (it held three rows and scrolled the others away)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtgames.engine.ai.players import GreedyPlayer
from qtgames.engine.magellan.state import Pass

from ..conftest import start_game
from ..screens import open_main_window_on, screen_of_size

DECISIONS = 90


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
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


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_before_the_last_card_of_phase_one_is_sold_the_player_hears_of_mg_b3(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Unplaced ships went back to the box without a word before it happened. Player 1 buys
    nothing in phase I: at its last card they still have every ship to place."""
    start_game(qtbot, window, ["human"] * 3, seed=11, game="magellan")
    host, warning = window.host, window.panel.boxing_label

    def move() -> None:
        decision = host.decision
        if decision.player == 0 and decision.kind == "bid":
            window.human_action(Pass())
        else:
            window.human_action(GreedyPlayer(1).choose(host.game, host.game.observation(host.state, decision.player)))

    while host.state.decks[0]:
        assert not warning.isVisible(), "no warning before the last card of phase I"
        move()
    while host.decision.player != 0:   # the others may bid first; the warning is Player 1's
        move()
    assert host.state.phase == 0 and host.decision.kind == "bid"
    assert warning.isVisible() and "go back to the box" in warning.text()
    assert '(<a href="qtgames-rule:MG-B3">MG-B3</a>), and you have 6 ships still to place' in warning.text()
    while host.state.phase == 0 and host.decision.kind != "exchange":
        move()
    assert not warning.isVisible()
