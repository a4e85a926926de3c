"""Esc anywhere in a window, for as long as something can be cancelled by it.

A shortcut would lose Esc to the widget with the keyboard: a game's own control may claim Esc
from shortcuts (a bid box passes the bid on it), and a player pressing Esc to stop a hint must
not pass instead. So the key is taken at the application, before any widget sees it, and only
while `watch` is on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


class EscapeKey(QObject):
    """Calls `pressed` when Esc is pressed in `window` while watching."""

    def __init__(self, window: QWidget, pressed: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._pressed = pressed
        self._watching = False

    def watch(self, on: bool) -> None:
        app = QApplication.instance()
        if on == self._watching or app is None:
            return
        self._watching = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not (isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
                and isinstance(watched, QWidget) and watched.window() is self._window):
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()   # no shortcut takes it: the key press comes here next
            return True
        if event.type() == QEvent.Type.KeyPress:
            self._pressed()
            return True
        return False
