"""What every game's board view shares: a scene that always fits the view, the signals a
window listens to, the hook that explains a refused move, and the animation queue."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QWidget

from ...engine.core import Event, RuleViolation
from . import colours
from .animation import DEFAULT_AI_DELAY_MS, AnimationQueue, pace_for

if TYPE_CHECKING:
    from ..game_ui import TableView

MAX_ZOOM = 4.0
ZOOM_STEP = 1.25
NOTICE_MS = 6000   # how long a notice stays over the board after the last one came


class BoardView(QGraphicsView):
    actionChosen = Signal(object)        # an engine action the human chose on the board
    previewStatus = Signal(str, bool)    # a sentence about what is being tried, and whether it is legal

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(colours.BOARD_FRAME)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Set by the window: the rule and sentence that forbid an action, None when it is legal.
        self.explain: Callable[[Any], RuleViolation | None] = lambda action: None
        # Set by the window: whether an event is told on a card over the board (a person's own loss),
        # so the board does not say it a second time in a notice.
        self.told_on_card: Callable[[Event], bool] = lambda event: False
        self.zoom = 1.0   # over the whole board fitted into the view
        self.animations = AnimationQueue(self, pace_for(DEFAULT_AI_DELAY_MS))
        self.notice = QLabel(self)
        self.notice.setObjectName("board-notice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)   # its sentences name players: a name is never markup
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.notice.setStyleSheet("#board-notice { background: rgba(6, 38, 58, 230); color: #fff3c4;"
                                  " border: 1px solid #f2c14e; border-radius: 8px; padding: 6px 12px; }")
        self.notice.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.clear_notices)

    @property
    def animation_ms_per_tile(self) -> int:
        """The pace of the board's animations (ms per beat), set from the AI speed; 0: none.

        Kept by the queue: a function reading it from the board would tie the two in a cycle,
        and a board freed by Python's cycle collector in the middle of Qt's event handling
        crashed the app."""
        return self.animations.pace_ms

    @animation_ms_per_tile.setter
    def animation_ms_per_tile(self, pace_ms: int) -> None:
        """Animations switched off end what is moving now too: nothing keeps the next move waiting."""
        self.animations.pace_ms = pace_ms
        if pace_ms <= 0:
            self.animations.finish()

    def event(self, event: QEvent) -> bool:
        """A key while something moves skips the animation, and does nothing else."""
        if event.type() == QEvent.Type.KeyPress and self._skipped_animation(event):
            return True
        return super().event(event)

    def viewportEvent(self, event: QEvent) -> bool:
        """A click while something moves skips the animation, and does nothing else."""
        if event.type() == QEvent.Type.MouseButtonPress and self._skipped_animation(event):
            return True
        return super().viewportEvent(event)

    def _skipped_animation(self, event: QEvent) -> bool:
        if not self.animations.busy:
            return False
        event.accept()
        self.animations.finish()
        return True

    def notify(self, text: str) -> None:
        """Say over the top of the board what just happened (a ship lost, a dead end) for a few
        seconds; notices that come close together are shown together."""
        lines = self.notice.text().split("\n") if self.notice.isVisible() else []
        self.notice.setText("\n".join([*lines, text]))
        self._place_notice()
        self.notice.show()
        self.notice.raise_()
        self._notice_timer.start(NOTICE_MS)

    @abstractmethod
    def show_state(self, view: TableView) -> None:
        """Redraw from `view` (the window's table, the editor's still position): each game's board
        draws its own. Abstract for mypy only, which then refuses to make a board without it: Qt's
        metaclass cannot also be ABCMeta, so nothing checks it at run time."""
        raise NotImplementedError

    def clear_notices(self) -> None:
        """Take the notices off the board (a new game, an undo: what they told is history)."""
        self.notice.hide()
        self.notice.clear()

    def _place_notice(self) -> None:
        width = min(self.viewport().width() - 24, 520)
        self.notice.setFixedWidth(max(120, width))
        self.notice.adjustSize()
        self.notice.move((self.width() - self.notice.width()) // 2, 12)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self._place_notice()

    def fit(self) -> None:
        """Scale the whole board into the view, keeping its proportions, then by the zoom; a
        zoomed board keeps the spot the player was looking at when it is redrawn."""
        if self.scene().sceneRect().isEmpty():
            return
        looking_at = self.mapToScene(self.viewport().rect().center())
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > 1.0:
            self.scale(self.zoom, self.zoom)
            self.centerOn(looking_at)

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom * factor)

    def set_zoom(self, zoom: float) -> None:
        """1 is the whole board; a zoomed board has scroll bars. Always on, not "as needed": bars that
        come and go change the viewport, which refits the board, which brings or takes the bars
        again — at some window sizes for ever (the monkey test hung in such a layout loop)."""
        self.zoom = min(MAX_ZOOM, max(1.0, zoom))
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if self.zoom > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl + wheel zooms (the plain wheel may mean something to a game's board)."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            event.accept()
        else:
            super().wheelEvent(event)
