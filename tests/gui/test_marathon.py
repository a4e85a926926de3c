"""Load (issue 8, item 6): AI-vs-AI marathons in one app session, and the leaks they found.

One main window plays whole games back to back, each started the way a player starts one (the
result card's "New game", then Start on the start page), and afterwards the app must hold no more
threads, processes, Qt objects or Python objects than before, and its memory must stay within a
measured bound. Both are `slow`: the short marathon runs in CI's slow step (`-m slow`); the long
one (100 games of each game, 26 minutes on a loaded two-core machine) is opt-in as well:

    QTGAMES_LONG_MARATHON=1 python -m pytest tests/gui/test_marathon.py -m slow -k long -s
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import (
    SIGNAL,
    QCoreApplication,
    QEvent,
    QMetaMethod,
    QObject,
    Qt,
    QVariantAnimation,
)
from PySide6.QtWidgets import QApplication, QPushButton

from qtgames.engine.core import Event, get_game
from qtgames.engine.core.record import MatchRecord
from qtgames.engine.entdecker.state import EntdeckerState
from qtgames.engine.magellan.state import MagellanState
from qtgames.engine.tsuro_seas.state import TsuroState
from qtgames.gui.entdecker.board import EntdeckerBoard
from qtgames.gui.game_ui import TableView
from qtgames.gui.main_window import MainWindow
from qtgames.gui.widgets import colours
from qtgames.storage import temp_pattern, user_paths

from .conftest import autosaved, start_game


def settle() -> None:
    """Run the deletions Qt has queued and collect garbage, so counts see only what is alive."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


# ------------------------------------------------------------ leaks the marathon found


def test_a_seats_dot_is_one_icon_however_often_the_player_lists_are_redrawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every move rebuilds the player lists; each new dot icon, once drawn, left copies in Qt's
    global pixmap cache, and the app grew by the cache's whole 10 MB limit within a few games."""
    assert colours.colour_dot(2, False).cacheKey() == colours.colour_dot(2, False).cacheKey()
    assert colours.colour_dot(2).cacheKey() != colours.colour_dot(3).cacheKey()


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_ship_animations_leave_the_board_with_the_next_redraw(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Each sail's animation was a child of the board and stayed one: hundreds of dead objects a session."""
    window.board.animation_ms_per_tile = 380   # as players see it
    with qtbot.waitSignal(window.host.finished, timeout=30000):
        start_game(qtbot, window, ["random", "greedy", "random"], 3)
    settle()
    assert len(window.host.record.actions) > 10
    assert len(window.board.findChildren(QVariantAnimation)) == 1, "only the animation queue's own, reused"


def test_island_scoring_animations_leave_the_board_with_the_next_redraw(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = EntdeckerBoard()
    qtbot.addWidget(board)
    game = get_game("entdecker")
    state = game.new_state(2, game.Options(), 1)
    scored = Event("island_scored", "EN-I5", value=3, cards=3, token=0, points={0: 3, 1: 1}, squares=[0, 1])
    for _ in range(3):
        board.show_state(TableView.still(state))
        board.animate([scored])
    board.show_state(TableView.still(state))
    settle()
    assert len(board.findChildren(QVariantAnimation)) == 1, "only the animation queue's own, reused"


# ------------------------------------------------------------ measuring a session


def rss_mb(pid: int | str = "self") -> float:
    """Resident memory of a process, from the kernel (no dependency needed)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for process {pid}")


def child_pids() -> set[int]:
    """Every live child process, as the kernel sees them (the AI worker, and anything leaked)."""
    return {int(pid) for task in Path("/proc/self/task").iterdir()
            for pid in (task / "children").read_text().split()}


def signal_receivers(host: QObject) -> int:
    """Slots connected to the signals of the match host and its helpers: connecting once per game would grow it."""
    total = 0
    for obj in (host, *host.findChildren(QObject)):
        meta = obj.metaObject()
        for index in range(meta.methodCount()):
            method = meta.method(index)
            if method.methodType() == QMetaMethod.MethodType.Signal:
                total += obj.receivers(SIGNAL(method.methodSignature().data().decode()))
    return total


def games_alive(win: MainWindow) -> tuple[int, int]:
    """Match records alive, and game states alive beyond the session's own (its snapshot per move
    and its state): what is left is what the views drew last, one each at most."""
    gc.collect()
    objects = gc.get_objects()
    session = win.host.session
    held = {id(step.before) for step in session.steps} | {id(session.state)} if session is not None else set()
    return (sum(isinstance(o, MatchRecord) for o in objects),
            sum(isinstance(o, (TsuroState, EntdeckerState, MagellanState)) and id(o) not in held for o in objects))


@dataclass(frozen=True, slots=True)
class Footprint:
    """What a leak would grow, taken between games."""

    app_rss_mb: float
    worker_rss_mb: float       # the AI process (all of them, if there were ever more than one)
    worker_pids: frozenset[int]
    threads: int               # Python threads
    os_threads: int            # the process's threads, Qt's and the executor's included
    children: frozenset[int]
    python_objects: int        # objects the garbage collector tracks
    qt_objects: int            # QObjects under the main window
    windows: int               # top-level widgets (dialogs, editors)
    receivers: int

    @staticmethod
    def of(win: MainWindow) -> Footprint:
        settle()
        qt_objects, receivers = len(win.findChildren(QObject)), signal_receivers(win.host)
        windows = len(QApplication.topLevelWidgets())
        gc.collect()   # walking the Qt objects made Python wrappers for them: count after the walk
        workers = [worker.pid for worker in multiprocessing.active_children() if worker.pid is not None]
        return Footprint(
            app_rss_mb=rss_mb(),
            worker_rss_mb=sum(rss_mb(pid) for pid in workers),
            worker_pids=frozenset(workers),
            threads=threading.active_count(),
            os_threads=len(os.listdir("/proc/self/task")),
            children=frozenset(child_pids()),
            python_objects=len(gc.get_objects()),
            qt_objects=qt_objects,
            windows=windows,
            receivers=receivers,
        )

    def line(self) -> str:
        return (f"app RSS {self.app_rss_mb:.1f} MB, AI worker RSS {self.worker_rss_mb:.1f} MB "
                f"(pids {sorted(self.worker_pids)}), threads {self.threads} Python / {self.os_threads} OS, "
                f"children {sorted(self.children)}, {self.python_objects} Python objects, "
                f"{self.qt_objects} Qt objects, {self.windows} windows, {self.receivers} connections")


# ------------------------------------------------------------ playing a marathon


def seat_kinds(game: str, index: int) -> list[str]:
    """Random and greedy seats (fast enough for a hundred games), the player count cycling
    through the game's range, and a careless greedy ("easy") first seat every fifth game."""
    rules = get_game(game)
    count = rules.min_players + index % (rules.max_players - rules.min_players + 1)
    kinds = ["greedy" if (seat + index) % 2 else "random" for seat in range(count)]
    if index % 5 == 4:
        kinds[0] = "easy"
    return kinds


def animations_off(win: MainWindow) -> None:
    """A marathon measures the app, not animation time: boards and the spinner jump to the result."""
    for view in win.views.values():
        if hasattr(view.board, "animation_ms_per_tile"):
            view.board.animation_ms_per_tile = 0
        spinner = getattr(view.panel, "spinner", None)
        if spinner is not None:
            spinner.spin_ms = 0


def press_new_game_on_the_result_card(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    overlay = win.board_area.overlay
    assert overlay.isVisible(), "a finished game shows its result"
    # The previous card's button may still await deletion, hidden: press the one shown.
    button = next(b for b in overlay.findChildren(QPushButton, "result-new-game") if b.isVisible())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert win.pages.currentIndex() == 0, "New game leads back to the start page"


def play_to_the_end(qtbot, win: MainWindow, game: str, index: int) -> None:  # type: ignore[no-untyped-def]
    """One whole AI-vs-AI game, started from the start page, then checked for what must not pile up."""
    if win.pages.currentIndex() == 1:
        press_new_game_on_the_result_card(qtbot, win)
    with qtbot.waitSignal(win.host.finished, timeout=GAME_TIMEOUT_MS):
        start_game(qtbot, win, seat_kinds(game, index), seed=1000 + index, game=game)
        animations_off(win)   # a game's view is built when it is first played
    host = win.host
    assert win.panel.log.count() == len(host.log), "the move log shows this game's events only"
    assert not host.can_redo() and not win.menus.undo_action.isEnabled(), "no undo history in an AI game"
    autosave = user_paths().autosave
    assert autosaved(win) == host.record.dumps(), "the autosave is this game's record"
    assert not list(autosave.parent.glob(temp_pattern(autosave))), "no temporary autosave files are left"
    records, drawn = games_alive(win)
    assert records == 1 and drawn <= len(win.views), f"finished games kept: {records} records, {drawn} states"
    fresh = type(win.board)()   # what one drawing of the final position holds
    fresh.show_state(TableView.still(host.state))
    assert len(win.board.scene().items()) == len(fresh.scene().items()), "the board holds one drawing of the end"


# The measures come from Linux's /proc, as on CI; elsewhere the marathons are skipped.
linux_proc = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc (Linux)")
GAME_TIMEOUT_MS = 180_000   # an Entdecker game takes 10-20 s on a loaded two-core machine
GAMES = ("tsuro-seas", "entdecker", "magellan")


def run_marathon(qtbot, win: MainWindow, warm_up: dict[str, int], games: dict[str, int]) -> tuple[Footprint, Footprint]:  # type: ignore[no-untyped-def]
    """Play `warm_up[game]` games of each game, then `games[game]` of each back to back.

    The warm-up loads each game's modules, builds its view and fills the first of its art
    caches; the footprint is taken after it, and again after each game's run (printed, for
    the record)."""
    win.host.ai_delay_ms = 0
    for game in GAMES:
        for index in range(warm_up[game]):
            play_to_the_end(qtbot, win, game, index)
    before = Footprint.of(win)
    print(f"\nafter the warm-up ({warm_up}): {before.line()}")
    after = before
    for game in GAMES:
        started = time.perf_counter()
        for index in range(warm_up[game], warm_up[game] + games[game]):
            play_to_the_end(qtbot, win, game, index)
        after = Footprint.of(win)
        print(f"after {games[game]} {game} games in {time.perf_counter() - started:.0f} s: {after.line()}")
    return before, after


def assert_no_growth(before: Footprint, after: Footprint, rss_bound_mb: float, objects_bound: int) -> None:
    """Nothing a session holds may grow with the number of games; memory within its measured bound.

    Both footprints are taken at the same point (a Magellan game just over, its result showing),
    so Qt objects and windows must match exactly."""
    assert after.worker_pids == before.worker_pids and len(after.worker_pids) == 1, "one AI process, reused"
    assert after.children == before.children, "no child process started or left behind"
    assert (after.threads, after.os_threads) == (before.threads, before.os_threads), "no thread leaked"
    assert after.windows == before.windows, "no window or dialog left open"
    assert after.receivers == before.receivers, "no signal connected once per game"
    assert after.qt_objects == before.qt_objects, "no Qt object piling up under the window"
    assert after.python_objects - before.python_objects < objects_bound, "Python objects piling up"
    assert after.app_rss_mb - before.app_rss_mb < rss_bound_mb, "the app's memory grew past its bound"
    assert after.worker_rss_mb - before.worker_rss_mb < WORKER_RSS_BOUND_MB, "the AI process's memory grew"


# The AI process keeps nothing between questions (it makes a new player for each): it grew by
# 0.8 MB over the long marathon's 300 games, 0.1-0.4 MB over the short one.
WORKER_RSS_BOUND_MB = 5.0


@linux_proc
@pytest.mark.slow
def test_short_marathon_of_every_game_in_one_session(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """CI's marathon, in its slow step: 10 Tsuro, 1 Entdecker and 4 Magellan games after a warm-up,
    25-130 s (an Entdecker game alone takes 7-20 s, by load; the long marathon plays 100 of each).

    Bounds: app RSS grows less than 25 MB. Nearly all of the growth is the board art caches
    (bounded LRU caches of rendered pictures, 113 KB a Tsuro tile, 64 KB an Entdecker card)
    filling as new tiles and rotations come up: 9-13 MB measured, most of it in the first
    Tsuro games. Python objects grow less than 3,000: the last game's moves and events (up to
    ~1,000 for a long Magellan game) and the new cache entries."""
    before, after = run_marathon(qtbot, window, warm_up={"tsuro-seas": 3, "entdecker": 1, "magellan": 1},
                                 games={"tsuro-seas": 10, "entdecker": 1, "magellan": 4})
    assert_no_growth(before, after, rss_bound_mb=25.0, objects_bound=3000)


@linux_proc
@pytest.mark.slow
@pytest.mark.timeout(3 * 3600)
@pytest.mark.skipif(not os.environ.get("QTGAMES_LONG_MARATHON"), reason="opt-in: QTGAMES_LONG_MARATHON=1, 10-30 min")
def test_long_marathon_of_a_hundred_games_of_each_game_in_one_session(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The issue's marathon: 100 games of each game in one session, after a warm-up.

    Measured: app RSS 134.5 -> 143.2 MB (+5.4 MB over the Tsuro games, +3.3 over Entdecker's,
    +0.0 over Magellan's), 179 more Python objects, the same Qt objects, threads and processes.
    Bound: app RSS grows less than 20 MB, room for the art caches to fill completely (every
    Tsuro tile rotation and daikaiju facing at 113 KB, ~16 MB) while a leak of one tile picture
    a game (70 KB) would pass it. Python objects as in the short marathon."""
    before, after = run_marathon(qtbot, window, warm_up={"tsuro-seas": 5, "entdecker": 2, "magellan": 3},
                                 games=dict.fromkeys(GAMES, 100))
    assert_no_growth(before, after, rss_bound_mb=20.0, objects_bound=3000)
