"""Hints in the window: the AI worker is ready before anyone asks (issue 32, item 3)."""

from __future__ import annotations

import multiprocessing

from .conftest import start_game


def test_the_ai_worker_starts_with_the_first_game_before_any_question(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A game of two people asks the AI nothing until a hint, yet its worker is started (in the
    background) as the game starts, so the first hint does not wait for a process."""
    before = len(multiprocessing.active_children())
    start_game(qtbot, window, ["human", "human"], 4)
    assert len(multiprocessing.active_children()) == before + 1
