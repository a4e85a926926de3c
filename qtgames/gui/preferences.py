"""What the app remembers between sessions (window geometry, AI pace, animations, the last table
set up) and the View menu that changes the look: zoom and animations.

Kept apart from the main window so the window only says when to restore and when to save.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .actions import add_action
from .boards.base import ANIMATION_MS, ZOOM_STEP, BoardView


class Preferences:
    def __init__(self, window: QMainWindow, settings: QSettings, boards: Callable[[], Iterable[BoardView]]) -> None:
        self.window, self.settings, self.boards = window, settings, boards
        self.animations_action: QAction | None = None

    # ------------------------------------------------------------ the View menu

    def build_view_menu(self, menu: QMenu) -> None:
        add_action(self.window, menu, "Zoom &in", QKeySequence.StandardKey.ZoomIn, lambda: self._zoom(ZOOM_STEP))
        add_action(self.window, menu, "Zoom &out", QKeySequence.StandardKey.ZoomOut, lambda: self._zoom(1 / ZOOM_STEP))
        add_action(self.window, menu, "Zoom to &fit", QKeySequence("Ctrl+0"), self._fit)
        menu.addSeparator()
        self.animations_action = add_action(self.window, menu, "&Animations", QKeySequence(),
                                            lambda on: self.set_animations(bool(on)))
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(self.animations)

    def _current_board(self) -> BoardView | None:
        board = getattr(self.window, "board", None)
        return board if isinstance(board, BoardView) else None

    def _zoom(self, factor: float) -> None:
        board = self._current_board()
        if board is not None:
            board.zoom_by(factor)

    def _fit(self) -> None:
        board = self._current_board()
        if board is not None:
            board.set_zoom(1.0)

    # ------------------------------------------------------------ remembered values

    @property
    def animations(self) -> bool:
        return self._bool("view/animations", True)

    def set_animations(self, on: bool) -> None:
        self.settings.setValue("view/animations", on)
        for board in self.boards():
            self.apply_to(board)

    def apply_to(self, board: BoardView) -> None:
        """A board built now follows the remembered look."""
        board.animation_ms_per_tile = ANIMATION_MS if self.animations else 0

    @property
    def ai_delay_ms(self) -> int | None:
        value = self.settings.value("play/aiDelayMs")
        try:
            return None if value is None else int(value)   # type: ignore[call-overload]
        except (TypeError, ValueError):
            return None   # a hand-edited settings file: keep the default

    def remember_ai_delay(self, delay_ms: int) -> None:
        self.settings.setValue("play/aiDelayMs", delay_ms)

    def restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.window.restoreGeometry(geometry)

    def save_geometry(self) -> None:
        self.settings.setValue("window/geometry", self.window.saveGeometry())

    def table(self) -> dict[str, Any]:
        """The start page's last set-up: game, seat count and who played each seat (JSON, so a
        hand-edited or foreign settings file reads as nothing rather than as a wrong type)."""
        try:
            value = json.loads(str(self.settings.value("start/table", "{}")))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def remember_table(self, table: dict[str, Any]) -> None:
        self.settings.setValue("start/table", json.dumps(table))

    def _bool(self, key: str, default: bool) -> bool:
        value = self.settings.value(key, default)
        return value in (True, "true", "1", 1) if not isinstance(value, bool) else value
