"""Both windows open inside the screen they open on: the main window at 1280×800 where there is
room, a remembered size only where it still fits, the editor beside the window that opened it.

The tests' offscreen platform has three screens side by side (tests/screens.json): 1920×1080,
1366×768 and 1024×700, the sizes players have.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QCursor, QScreen
from PySide6.QtWidgets import QMainWindow

from qtgames.gui.editor.window import EditorWindow, blank_scenario
from qtgames.gui.preferences import open_settings
from qtgames.gui.window_size import fit_frame

from .screens import SIZES, open_main_window_on, screen_of_size

IDS = [f"{w}x{h}" for w, h in SIZES]


def inside(window: QMainWindow, screen: QScreen) -> bool:
    return window.screen() is screen and screen.availableGeometry().contains(window.frameGeometry())


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_main_window_opens_inside_the_screen_it_starts_on(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    screen = screen_of_size(*size)
    window = open_main_window_on(qtbot, screen)
    assert inside(window, screen), f"{window.frameGeometry().getRect()} on {screen.availableGeometry().getRect()}"
    if size == (1920, 1080):
        assert (window.width(), window.height()) == (1280, 800), "the preferred size where it fits"
    start = window.start_page.start_button
    assert window.rect().contains(QRect(start.mapTo(window, start.rect().topLeft()), start.size()))
    window.close()


def remember_geometry(screen: QScreen, rect: QRect) -> None:
    """What the settings keep of a main window that closed at `rect` (its inside) on `screen`."""
    closed = QMainWindow()
    closed.setScreen(screen)
    closed.setGeometry(rect.translated(screen.geometry().topLeft()))
    open_settings().setValue("window/geometry", closed.saveGeometry())


def test_a_remembered_size_comes_back_only_where_it_fits(qtbot) -> None:  # type: ignore[no-untyped-def]
    laptop, small = screen_of_size(1366, 768), screen_of_size(1024, 700)
    remember_geometry(laptop, QRect(40, 50, 1200, 700))
    again = open_main_window_on(qtbot, small)   # the pointer is elsewhere: the window comes back where it was
    assert inside(again, laptop) and again.geometry() == QRect(40, 50, 1200, 700).translated(laptop.geometry().topLeft())
    again.close()
    remember_geometry(small, QRect(40, 50, 1200, 700))   # a size that never fitted this screen
    third = open_main_window_on(qtbot, laptop)
    assert inside(third, small), "1200x700 does not fit 1024x700: the window fits the screen instead"
    third.close()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_editor_opens_inside_the_screen_of_the_window_that_opens_it(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    screen = screen_of_size(*size)
    window = open_main_window_on(qtbot, screen)
    QCursor.setPos(10, 10)   # the pointer wandered off: the editor still opens beside the window
    editor = window.scenarios.open_editor(blank_scenario("tsuro-seas"))
    assert isinstance(editor, EditorWindow)
    qtbot.waitExposed(editor)
    assert inside(editor, screen), f"{editor.frameGeometry().getRect()} on {screen.availableGeometry().getRect()}"
    if size == (1920, 1080):
        assert (editor.width(), editor.height()) == (1400, 900)
    editor.close()
    window.close()


def test_a_frame_larger_than_expected_is_moved_and_shrunk_inside(qtbot) -> None:  # type: ignore[no-untyped-def]
    small = screen_of_size(1024, 700)
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setScreen(small)
    window.setGeometry(small.geometry().right() - 300, small.geometry().top() + 100, 1100, 750)
    window.show()
    qtbot.waitExposed(window)
    assert not small.availableGeometry().contains(window.frameGeometry())
    fit_frame(window)
    qtbot.waitUntil(lambda: inside(window, small))
