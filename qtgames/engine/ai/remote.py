"""Thinking in another process: what a GUI's AI worker process runs.

An AI search is pure Python; run in a thread of the GUI process it would compete with the
window for the GIL and make it stutter. In its own process it uses the second core and the
window stays free. A shared counter tells the worker when its question has gone stale.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from typing import Any

from ..core.protocol import GameInfo
from ..core.registry import declare, get_game
from ..core.session import AiRequest
from .play import decide

# The worker's first, throw-away decision, which loads the game's tables: a cheap level that
# still asks the evaluation, so the first real search finds everything ready.
WARM_UP_LEVEL = "greedy"

_current: Any = None  # multiprocessing.Value holding the number of the question still wanted


def init_worker(current: Any) -> None:
    global _current
    _current = current
    threading.Thread(target=_end_with_host, name="host-watch", daemon=True).start()


def _end_with_host() -> None:
    """Exit when the host process is gone. A worker waits for work on a queue whose writing end
    it holds as well, so it never sees the pipe close: a host that crashed or was killed left its
    worker idle for good (one more 35 MB process each time)."""
    host = multiprocessing.parent_process()
    if host is not None:
        host.join()
        os._exit(0)


def think(game: GameInfo, request: AiRequest, question: int) -> tuple[int, Any]:
    """Answer one question; a search stops early once the host has moved on to another. The
    game comes by its declaration: one the host declared at run time is known here too."""
    declare(game)
    cancelled = None if _current is None else (lambda: _current.value != question)
    return question, decide(get_game(game.key), request, cancelled)


def warm_up(game: GameInfo, request: AiRequest | None) -> None:
    """Get the worker ready before anyone waits on it: the engine imported, the game's data
    loaded and its tables worked out (by one cheap decision on `request`, the first position),
    so the first hint or AI move costs only its own search. `request` asks `WARM_UP_LEVEL`."""
    declare(game)
    if request is not None:
        decide(get_game(game.key), request)
