"""The test screens (tests/screens.json): the sizes players have, side by side, and a main window
opened on one of them as a player opens it there."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QCursor, QGuiApplication, QScreen

from qtgames.gui.main_window import MainWindow

SIZES = [(1024, 700), (1366, 768), (1920, 1080)]


def screen_of_size(width: int, height: int) -> QScreen:
    """The test screen of that size (tests/screens.json); skipped on a real display."""
    for screen in QGuiApplication.screens():
        if (screen.size().width(), screen.size().height()) == (width, height):
            return screen
    pytest.skip(f"no {width}x{height} screen: the offscreen test screens are not in use")


def open_main_window_on(qtbot, screen: QScreen) -> MainWindow:  # type: ignore[no-untyped-def]
    """A main window started with the mouse pointer on `screen`, as a player starts the app there."""
    QCursor.setPos(screen.geometry().center())
    window = MainWindow()
    window.host.autosave = False
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window
