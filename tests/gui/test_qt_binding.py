"""The Qt binding itself: a fault in it that would end a long game is caught here first."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_keep_the_reference_count_of_none() -> None:
    """PySide6 6.12.0 on Python 3.11 lost one reference to None per call (the app aborted mid-game)."""
    item = QGraphicsRectItem(0, 0, 1, 1)
    before = sys.getrefcount(None)
    for step in range(1000):
        item.setZValue(step)
    assert sys.getrefcount(None) >= before - 10
