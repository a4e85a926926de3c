"""The Qt floor draws observations only: every board and panel of every game is handed the
engine's view for the seat at the screen (the public view when nobody there may look), never the
true state with another player's hand or the order of a pile in it."""

from __future__ import annotations

from typing import Any

import pytest

from qtgames.engine.core import game_keys, get_game
from qtgames.gui.game_ui import TableView

from .conftest import start_game

MOVES = 6


def record_views(window: Any) -> list[tuple[TableView, dict[str, Any], dict[str, Any]]]:
    """Every TableView the board and panel get, with the observation the engine gives right then
    and the true state then."""
    seen: list[tuple[TableView, dict[str, Any], dict[str, Any]]] = []
    game = window.host.game

    def wrap(widget: Any) -> None:
        drawn = widget.show_state

        def show_state(view: TableView) -> None:
            expected = game.state_to_json(game.observation(window.host.state, view.viewer))
            seen.append((view, expected, game.state_to_json(window.host.state)))
            drawn(view)

        widget.show_state = show_state

    wrap(window.board)
    wrap(window.panel)
    return seen


@pytest.mark.parametrize("key", game_keys())
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_boards_and_panels_get_the_viewers_observation(qtbot, window, key: str) -> None:  # type: ignore[no-untyped-def]
    game = get_game(key)
    kinds = ["human"] + ["random"] * (game.min_players - 1)
    start_game(qtbot, window, kinds, 5, game=key)
    seen = record_views(window)
    for _ in range(MOVES):
        if window.host.decision is None:
            break
        if window.host.human_to_move():
            window.human_action(window.host.legal_actions()[0])
        else:
            qtbot.waitUntil(lambda: window.host.human_to_move() or window.host.decision is None, timeout=20_000)
    window.refresh()
    assert seen, "the window drew the game"
    for view, expected, _ in seen:
        assert view.viewer == 0, "one human at the table: always their view"
        assert game.state_to_json(view.state) == expected
    assert any(expected != truth for _, expected, truth in seen), "the true state held what the seat may not see"


def test_a_hotseat_screen_before_the_computer_is_passed_shows_the_public_view(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "human"], 5, game="tsuro-seas")
    seen = record_views(window)
    window.refresh()
    view, expected, _ = seen[-1]
    game = get_game("tsuro-seas")
    assert view.viewer is None and not view.interactive
    assert game.state_to_json(view.state) == game.state_to_json(game.observation(window.host.state, None)) == expected
