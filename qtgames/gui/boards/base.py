"""What every game's board view shares: a scene that always fits the view, the signals a
window listens to, and the hook that explains a refused move."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ...engine.core import RuleViolation
from .. import palette


class BoardView(QGraphicsView):
    actionChosen = Signal(object)        # an engine action the human chose on the board
    previewStatus = Signal(str, bool)    # a sentence about what is being tried, and whether it is legal

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(palette.BOARD_FRAME)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Set by the window: the rule and sentence that forbid an action, None when it is legal.
        self.explain: Callable[[Any], RuleViolation | None] = lambda action: None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the whole board into the view, keeping its proportions."""
        if not self.scene().sceneRect().isEmpty():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
