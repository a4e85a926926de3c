"""Measure the window's time for one more line in a move log already N lines long.

A list view re-measures its rows whenever one is added. The log's rows are rich text, so a long
game's moves cost the window's thread time that grows with the game. Logs of whole games played
by `greedy` run to 200-380 lines in Tsuro of the Seas (8 players), 290-360 in Magellan (6) and
about 500 in Entdecker (4).

Run: `python tools/bench_move_log.py` (offscreen; prints milliseconds and the rows re-measured).
"""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

from PySide6.QtWidgets import QApplication

from qtgames.gui.widgets.move_log import MoveLog

LENGTHS = (50, 200, 500, 1000)
NAMES = ["Ada", "Ben"]


def line(number: int) -> SimpleNamespace:
    """An event as the log reads it: its rule, its words and its kind."""
    return SimpleNamespace(kind="placed", rule="EN-X4d",
                           text=f"Player 1 turns over a corner card from stack {number % 5 + 1}; it goes on A4.")


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication([])
    log = MoveLog()
    log.resize(420, 300)
    log.show()
    measured = 0
    size_hint = log.delegate.sizeHint

    def counted(*args: object) -> object:
        nonlocal measured
        measured += 1
        return size_hint(*args)  # type: ignore[arg-type]

    log.delegate.sizeHint = counted  # type: ignore[method-assign]
    for length in LENGTHS:
        while log.count() < length:
            log.add_events([line(log.count())], NAMES)  # type: ignore[list-item]
        app.processEvents()
        app.processEvents()
        measured = 0
        start = time.perf_counter()
        log.add_events([line(length)], NAMES)  # type: ignore[list-item]
        app.processEvents()
        app.processEvents()
        took = (time.perf_counter() - start) * 1000
        print(f"{length:5d} lines: one more laid out in {took:6.1f} ms ({measured} sizes asked)")


if __name__ == "__main__":
    main()
