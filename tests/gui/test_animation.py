"""The one animation helper every board plays its moves with: in order, at the board's pace (set by
the AI speed), skipped by a click or a key, instant when animations are off; the match host waits
for it before the next AI move."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent

from qtgames.gui.registry import registered_games, ui_for
from qtgames.gui.widgets.animation import Step, pace_for
from qtgames.gui.widgets.board_view import BoardView

from .conftest import start_game
from .test_preferences import menu_action


class Piece:
    """Something on a board a step moves: where it is drawn, and what the steps did to it."""

    def __init__(self, at: float) -> None:
        self.at = at
        self.cleaned: list[str] = []

    def move(self, name: str, start: float, end: float, beats: float = 1.0) -> Step:
        def draw(t: float) -> None:
            self.at = start + (end - start) * t

        return Step(beats, draw, lambda: self.cleaned.append(name))


class ClickCountingBoard(BoardView):
    def __init__(self) -> None:
        super().__init__()
        self.clicks = 0

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicks += 1
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()


def board(qtbot, pace: int) -> ClickCountingBoard:  # type: ignore[no-untyped-def]
    view = ClickCountingBoard()
    view.animation_ms_per_tile = pace
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_steps_play_one_after_another_at_the_pace_and_start_from_the_earliest_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, 60)
    piece = Piece(2.0)   # the state on the board: the piece has already arrived at 2
    busy: list[bool] = []
    view.animations.busyChanged.connect(busy.append)
    view.animations.play([piece.move("first", 0.0, 1.0), piece.move("second", 1.0, 2.0)])
    assert piece.at == 0.0, "queued steps show the piece where it was before the first of them"
    assert view.animations.busy and busy == [True]
    qtbot.waitUntil(lambda: piece.cleaned == ["first"], timeout=2000)
    assert 1.0 <= piece.at < 2.0, "the second step starts where the first ended"
    with qtbot.waitSignal(view.animations.busyChanged, timeout=2000) as ended:
        pass
    assert ended.args == [False] and piece.at == 2.0 and piece.cleaned == ["first", "second"]


def test_a_click_or_a_key_skips_to_the_state_on_the_board_and_does_nothing_else(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, 5000)
    for press in (lambda: qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20)),
                  lambda: qtbot.keyClick(view, Qt.Key.Key_R)):
        piece = Piece(3.0)
        view.animations.play([piece.move("sail", 0.0, 3.0, beats=4)])
        assert piece.at == 0.0 and view.animations.busy
        press()
        assert piece.at == 3.0 and piece.cleaned == ["sail"] and not view.animations.busy
    assert view.clicks == 0, "the skipping click is not also a click on the board"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert view.clicks == 1, "with nothing moving, clicks reach the board"


def test_animations_off_show_the_end_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, 0)
    piece = Piece(5.0)
    busy: list[bool] = []
    view.animations.busyChanged.connect(busy.append)
    called: list[str] = []
    view.animations.play([piece.move("a", 0.0, 4.0), piece.move("b", 4.0, 5.0)])
    view.animations.then(lambda: called.append("after"))
    assert piece.at == 5.0 and piece.cleaned == ["a", "b"] and called == ["after"]
    assert busy == [], "nothing was ever moving"


def test_new_steps_end_the_old_ones_first_and_what_waits_runs_after_the_last(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, 5000)
    old, new = Piece(1.0), Piece(1.0)
    called: list[str] = []
    view.animations.play([old.move("old", 0.0, 1.0)])
    view.animations.then(lambda: called.append("after the old move"))
    view.animations.play([new.move("new", 0.0, 1.0)])
    assert old.at == 1.0 and old.cleaned == ["old"] and called == ["after the old move"]
    view.animations.then(lambda: called.append("after the new move"))
    view.animations.abandon()   # a new game: what waited belongs to the old one
    assert new.at == 1.0 and called == ["after the old move"]


def test_the_pace_follows_the_ai_speed_and_the_host_waits_for_the_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    speeds = menu_action(window, "Play", "AI speed").menu().actions()
    speeds[0].trigger()   # Slow
    slow = window.board.animation_ms_per_tile
    speeds[2].trigger()   # Fast
    assert slow == pace_for(1500) > window.board.animation_ms_per_tile == pace_for(150) > 0
    window.host.ai_delay_ms = 0
    window.board.animation_ms_per_tile = 5000
    window.board.animations.play([Piece(1.0).move("a long sail", 0.0, 1.0)])
    start_game(qtbot, window, ["random", "random"], 4, animations=True)   # a new game abandons what was moving
    assert not window.board.animations.busy
    qtbot.waitUntil(lambda: window.board.animations.busy, timeout=5000)
    moves = len(window.host.record.actions)
    qtbot.wait(300)
    assert len(window.host.record.actions) == moves, "the next AI move waits while the board shows the last"
    qtbot.keyClick(window.board, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(window.host.record.actions) > moves, timeout=5000)


@pytest.mark.parametrize("key", registered_games())
def test_a_discarded_board_is_freed_at_once_not_by_the_cycle_collector(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]
    """A board whose animation queue read the pace through a function of the board formed a
    cycle; the cycle collector then freed such boards at any moment, once inside Qt's timer
    handling, and the app crashed (the marathon's fresh boards)."""
    board = type(ui_for(key).screen(str).board)()   # as the marathon makes one to compare with
    freed = weakref.ref(board)
    gc.disable()
    try:
        del board
        assert freed() is None
    finally:
        gc.enable()
