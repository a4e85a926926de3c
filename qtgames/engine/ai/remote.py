"""Thinking in another process: what a GUI's AI worker process runs.

An AI search is pure Python; run in a thread of the GUI process it would compete with the
window for the GIL and make it stutter. In its own process it uses the second core and the
window stays free. A shared counter tells the worker when its question has gone stale.
"""

from __future__ import annotations

from typing import Any

from ..core import get_game
from .levels import make_player

_current: Any = None  # multiprocessing.Value holding the number of the question still wanted


def init_worker(current: Any) -> None:
    global _current
    _current = current


def think(game_key: str, kind: str, seed: int, observation: Any, question: int) -> tuple[int, Any]:
    """Answer one question; a search stops early once the host has moved on to another."""
    player = make_player(kind, seed)
    if _current is not None:
        player.cancelled = lambda: _current.value != question
    return question, player.choose(get_game(game_key), observation)
