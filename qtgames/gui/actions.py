"""Menu actions made the one way every window makes them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget


def add_action(owner: QWidget, menu: QMenu, text: str, keys: Any, slot: Callable[..., Any]) -> QAction:
    """An action with its shortcut, owned by `owner` (so the shortcut works window-wide), in `menu`."""
    action = QAction(text, owner)
    action.setShortcut(keys)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action
