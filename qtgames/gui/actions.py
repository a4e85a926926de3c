"""Menu actions, menu bars and toolbars made the one way every window makes them (and makes again
in another language)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QToolBar


def add_action(owner: QObject, menu: QMenu, text: str, keys: Any, slot: Callable[..., Any]) -> QAction:
    """An action with its shortcut in `menu` (shown there, it works window-wide), owned by `owner`
    (a menu bar rebuilt in another language takes its actions with it)."""
    action = QAction(text, owner)
    action.setShortcut(keys)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def new_menu_bar(window: QMainWindow) -> QMenuBar:
    """A fresh menu bar for `window`: the old one goes, and with it the actions it owns."""
    bar = QMenuBar(window)
    window.setMenuBar(bar)
    return bar


def new_toolbar(window: QMainWindow, old: QToolBar | None, title: str, name: str,
                actions: Iterable[QAction]) -> QToolBar:
    """The window's toolbar, fixed in place and holding `actions`, instead of `old`."""
    if old is not None:
        window.removeToolBar(old)
        old.deleteLater()
    toolbar = window.addToolBar(title)
    toolbar.setObjectName(name)
    toolbar.setMovable(False)
    for action in actions:
        toolbar.addAction(action)
    return toolbar
