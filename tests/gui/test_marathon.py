"""Load (issue 8, item 6): AI-vs-AI marathons in one app session, and the leaks they found.

One main window plays whole games back to back, each started the way a player starts one (the
result card's "New game", then Start on the start page), and afterwards the app must hold no more
threads, processes, Qt objects or Python objects than before, and its memory must stay within a
measured bound. The short marathon runs in CI; the long one (100 games of each game) is opt-in.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QVariantAnimation

from qtgames.engine.core import Event, get_game
from qtgames.gui import palette
from qtgames.gui.boards.entdecker import EntdeckerBoard

from .conftest import start_game

pytestmark = pytest.mark.gui


def settle() -> None:
    """Run the deletions Qt has queued and collect garbage, so counts see only what is alive."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


# ------------------------------------------------------------ leaks the marathon found


def test_a_seats_dot_is_one_icon_however_often_the_player_lists_are_redrawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every move rebuilds the player lists; each new dot icon, once drawn, left copies in Qt's
    global pixmap cache, and the app grew by the cache's whole 10 MB limit within a few games."""
    assert palette.colour_dot(2, False).cacheKey() == palette.colour_dot(2, False).cacheKey()
    assert palette.colour_dot(2).cacheKey() != palette.colour_dot(3).cacheKey()


def test_ship_animations_leave_the_board_with_the_next_redraw(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Each sail's animation was a child of the board and stayed one: hundreds of dead objects a session."""
    window.board.animation_ms_per_tile = 380   # as players see it
    with qtbot.waitSignal(window.host.finished, timeout=30000):
        start_game(qtbot, window, ["random", "greedy", "random"], 3)
    settle()
    assert len(window.host.record.actions) > 10
    assert len(window.board.findChildren(QVariantAnimation)) <= 3, "only the last move's sails may still run"


def test_island_scoring_animations_leave_the_board_with_the_next_redraw(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = EntdeckerBoard()
    qtbot.addWidget(board)
    game = get_game("entdecker")
    state = game.new_state(2, game.Options(), 1)
    scored = Event("island_scored", "EN-I5", value=3, cards=3, token=0, points={0: 3, 1: 1}, squares=[0, 1])
    for _ in range(3):
        board.show_state(state, [], False)
        board.animate([scored])
    board.show_state(state, [], False)
    settle()
    assert not board.findChildren(QVariantAnimation)
