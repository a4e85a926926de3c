"""The monkey test (issue 8 item 5): each game's window driven by a seeded random stream of clicks,
drags, wheel turns, keys, undo/redo, saves, opens of good and hostile files, resizes and new games.

After every event: no exception in a slot, no Qt warning outside the allow-list, no modal dialog.
Every CHECK_EVERY events and at the end: the host's state is its record replayed with the shared
invariants holding after every action, the board and panel show that state, and the autosave holds
the same match. The fast gate plays seed 1 of each game and table, CI's slow step seed 2 as well;
`QTGAMES_MONKEY_EVENTS=3000` runs the long variant (CI runs the default).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from qtgames.engine.core import game_keys
from qtgames.gui.main_window import MainWindow

from .monkey import Monkey

EVENTS = int(os.environ.get("QTGAMES_MONKEY_EVENTS", "150"))
CHECK_EVERY = 15
# One human against AIs (the AIs differ), and a hotseat table that passes the computer.
SOLO = {"tsuro-seas": ["human", "random", "greedy"], "entdecker": ["human", "greedy"],
        "magellan": ["human", "random", "greedy"]}
HOTSEAT = {"tsuro-seas": ["human", "human"], "entdecker": ["human", "human", "random"],
           "magellan": ["human", "human", "random"]}
# Only Tsuro's all-AI games are short enough to watch to the end in CI (an Entdecker one takes 15-40 s
# of redrawing); the others reach their end by opening a finished game.
WATCH = {"tsuro-seas": [["random", "greedy"]], "entdecker": [], "magellan": []}


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
@pytest.mark.timeout(max(300, EVENTS // 5))
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
@pytest.mark.parametrize("table", ["solo", "hotseat"])
@pytest.mark.parametrize("game_key", game_keys())
def test_monkey(qtbot: QtBot, qtlog: Any, window: MainWindow, record_property: Callable[[str, object], None],
                tmp_path: Path, game_key: str, table: str, seed: int) -> None:
    first = SOLO[game_key] if table == "solo" else HOTSEAT[game_key]
    lineups = [SOLO[game_key], HOTSEAT[game_key], *WATCH[game_key]]   # for the new games along the way
    rng = random.Random(f"{game_key}/{table}/{seed}")
    monkey = Monkey(qtbot, window, rng, tmp_path, lineups, game_key, lambda: qtlog.records)
    monkey.start(first)
    tally = monkey.run(EVENTS, CHECK_EVERY)
    report = tally.report()
    record_property("monkey", report)
    print(f"\n{game_key} {table} seed {seed}:\n{report}")
    checks = tally.outcomes["model checks passed"] + tally.outcomes["review checks passed"]
    assert checks >= EVENTS // CHECK_EVERY
