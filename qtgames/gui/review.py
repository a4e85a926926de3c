"""Reviewing a match: the bar over the board (step, play at a chosen pace, take over, close) and
the controller that ties it, the move log and the seats dialog to the match host."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStyle,
    QWidget,
)

from .i18n import QT_TRANSLATE_NOOP, translate
from .match import MatchHost
from .seats_dialog import SeatsDialog

# Seconds per move when playing a review back.
SPEEDS = ((QT_TRANSLATE_NOOP("ReviewBar", "0.25 s per move"), 250), (QT_TRANSLATE_NOOP("ReviewBar", "0.5 s per move"),
                                                                     500),
          (QT_TRANSLATE_NOOP("ReviewBar", "1 s per move"), 1000), (QT_TRANSLATE_NOOP("ReviewBar", "2 s per move"),
                                                                   2000))
DEFAULT_SPEED = 2


class ReviewBar(QWidget):
    """Asks for positions by move count; the main window shows them and calls `show_position`."""

    moveRequested = Signal(int)
    takeOverRequested = Signal()
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-bar")
        self.at, self.total = 0, 0
        self.timer = QTimer(self)   # plays the moves back at the chosen speed
        self.timer.timeout.connect(lambda: self._step(1))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.title = QLabel("<b>" + self.tr("Review") + "</b>")
        layout.addWidget(self.title)
        icons = self.style()
        pixmap = QStyle.StandardPixmap
        self.first = self._button("", "review-first", self.tr("First position (Home)"),
                                  lambda: self.moveRequested.emit(0))
        self.first.setIcon(icons.standardIcon(pixmap.SP_MediaSkipBackward))
        self.previous = self._button("", "review-previous", self.tr("Previous move (←)"), lambda: self._step(-1))
        self.previous.setIcon(icons.standardIcon(pixmap.SP_MediaSeekBackward))
        self.play = self._button(self.tr("Play"), "review-play", self.tr("Play the moves at the chosen pace (Space)"),
                                 self._toggle_play)
        self.play.setCheckable(True)
        self.play.setIcon(icons.standardIcon(pixmap.SP_MediaPlay))
        self.next = self._button("", "review-next", self.tr("Next move (→)"), lambda: self._step(1))
        self.next.setIcon(icons.standardIcon(pixmap.SP_MediaSeekForward))
        self.last = self._button("", "review-last", self.tr("Last position (End)"),
                                 lambda: self.moveRequested.emit(self.total))
        self.last.setIcon(icons.standardIcon(pixmap.SP_MediaSkipForward))
        for button in (self.first, self.previous, self.play, self.next, self.last):
            layout.addWidget(button)
        self.speed = QComboBox()
        self.speed.setObjectName("review-speed")
        for title, ms in SPEEDS:
            self.speed.addItem(self.tr(title), ms)
        self.speed.setCurrentIndex(DEFAULT_SPEED)
        self.speed.currentIndexChanged.connect(lambda _i: self.timer.setInterval(int(self.speed.currentData())))
        layout.addWidget(self.speed)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("review-slider")
        self.slider.valueChanged.connect(self.moveRequested)
        layout.addWidget(self.slider, 1)
        self.position = QLabel()
        self.position.setObjectName("review-position")
        layout.addWidget(self.position)
        self.take_over = self._button(self.tr("Take over from here…"), "review-take-over",
                                      self.tr("Play on from this position: choose who plays each seat"),
                                      self.takeOverRequested.emit)
        self.close_button = self._button(self.tr("Close review"), "review-close",
                                         self.tr("Back to the game as it stands (Esc)"), self.closeRequested.emit)
        layout.addWidget(self.take_over)
        layout.addWidget(self.close_button)
        self.timer.setInterval(int(self.speed.currentData()))
        for key, slot in ((Qt.Key.Key_Left, lambda: self._step(-1)), (Qt.Key.Key_Right, lambda: self._step(1)),
                          (Qt.Key.Key_Home, lambda: self.moveRequested.emit(0)),
                          (Qt.Key.Key_End, lambda: self.moveRequested.emit(self.total)),
                          (Qt.Key.Key_Space, self.play.click), (Qt.Key.Key_Escape, self.closeRequested.emit)):
            QShortcut(QKeySequence(key), self, slot)   # live only while the bar is shown
        self.setStyleSheet("#review-bar { background: #fdf3d0; border-bottom: 1px solid #d8c27a; }")
        self.hide()

    def _button(self, text: str, name: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def show_position(self, at: int, total: int) -> None:
        self.at, self.total = at, total
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.setValue(at)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move {at} of {total}").format(at=at, total=total))
        self.first.setEnabled(at > 0)
        self.previous.setEnabled(at > 0)
        self.next.setEnabled(at < total)
        self.last.setEnabled(at < total)
        if at >= total and self.play.isChecked():
            self.play.setChecked(False)
            self._toggle_play()

    def stop(self) -> None:
        self.play.setChecked(False)
        self._toggle_play()

    def _step(self, delta: int) -> None:
        self.moveRequested.emit(max(0, min(self.total, self.at + delta)))

    def _toggle_play(self) -> None:
        playing = self.play.isChecked()
        self.play.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause if playing
                                                    else QStyle.StandardPixmap.SP_MediaPlay))
        if playing:
            if self.at >= self.total:
                self.moveRequested.emit(0)   # from the start again, like any player
            self.timer.start()
        else:
            self.timer.stop()


class ReviewController:
    """Keeps the bar, the board and the log on the reviewed position; the window supplies the
    redraw and the seats dialog's parent, and a bar (again after a change of language)."""

    def __init__(self, host: MatchHost, window: QWidget, redraw: Callable[[], None]) -> None:
        self.host, self.window, self.redraw = host, window, redraw
        self.bar: ReviewBar | None = None
        host.reviewMoved.connect(self._shown)
        host.started.connect(self._started)

    def attach(self, bar: ReviewBar) -> None:
        """Drive `bar` from now on, showing the review in progress if there is one."""
        self.bar = bar
        bar.moveRequested.connect(self._move)
        bar.takeOverRequested.connect(self.ask_take_over)
        bar.closeRequested.connect(self.close)
        self._started()
        if self.host.reviewing and self.host.session is not None:
            bar.show_position(self.host.review_at, self.host.session.moves)

    def review_current(self, moves: int | None = None) -> None:
        """Review the game on the table (its AIs stop); closing the review plays on from its end."""
        self.host.review(None, moves)

    def log_row_activated(self, item: QListWidgetItem) -> None:
        """Jump to the position right after a log line (entering the review of a game in play)."""
        row = item.listWidget().row(item)
        if not self.host.reviewing:
            self.review_current()
        assert self.host.session is not None
        self.host.review_to(self.host.session.moves_at_log_row(row))

    def ask_take_over(self) -> None:
        record = self.host.record
        assert record is not None
        dialog = SeatsDialog(len(record.players), self.window, record.players)
        dialog.setWindowTitle(translate("ReviewBar", "Take over from here"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.host.take_over(dialog.seats(), record.sandbox)

    def close(self) -> None:
        """Back to play from the record's end with its own players (a finished game stays over)."""
        self.host.end_review()

    def _move(self, moves: int) -> None:
        if self.host.reviewing:
            self.host.review_to(moves)

    def _started(self) -> None:
        if self.bar is None:
            return
        self.bar.setVisible(self.host.reviewing)
        if not self.host.reviewing:
            self.bar.stop()

    def _shown(self, moves: int) -> None:
        assert self.host.session is not None
        if self.bar is not None:
            self.bar.show_position(moves, self.host.session.moves)
        self.redraw()
