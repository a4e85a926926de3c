"""The win-chance graph of a reviewed match: a line per player from the first move to the last,
each graded move a dot in its grade's colour, the position on the board a vertical line. A click
picks the position after that many moves.

It draws the review's own numbers (`MatchReview.series`, each verdict's `grade`): each player in
the colour of their pieces on the board, each grade in the offline report's (`reports/chart.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.core.review import MoveVerdict
from ...reports.chart import GRADE_COLOURS
from ..widgets.colours import player_colour

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 40, 12, 10, 22


class WinChanceGraph(QWidget):
    """Each player's win chance over the match; click to jump."""

    moveClicked = Signal(int)   # the number of moves played at the point clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("win-chance-graph")
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.series: list[list[float]] = []
        self.names: list[str] = []
        self.verdicts: list[MoveVerdict] = []
        self.total = 1   # moves in the match: the x axis runs from 0 to it (at least 1)
        self.at: int | None = None

    def show_series(self, series: list[list[float]], names: list[str], verdicts: list[MoveVerdict],
                    total: int) -> None:
        """`series[seat]` is the seat's chance before the first move and after each move judged so far."""
        self.series, self.names, self.verdicts, self.total = series, names, verdicts, max(1, total)
        # The result, a point after the last move, is drawn at the last move: the line ends in a step.
        self.update()

    def mark(self, moves: int | None) -> None:
        """The position shown on the board, after `moves` moves."""
        self.at = moves
        self.update()

    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)

    def point(self, moves: int, chance: float) -> QPointF:
        plot = self._plot()
        return QPointF(plot.left() + plot.width() * moves / self.total, plot.bottom() - plot.height() * chance)

    def moves_at(self, x: float) -> int:
        plot = self._plot()
        share = (x - plot.left()) / max(1.0, plot.width())
        return max(0, min(self.total, round(share * self.total)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.series:
            self.moveClicked.emit(self.moves_at(event.position().x()))
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self._plot()
        painter.fillRect(self.rect(), self.palette().base())
        text = self.palette().text().color()
        grid = QColor(text)
        grid.setAlpha(50)
        for chance in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = self.point(0, chance).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{round(chance * 100)}%")
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), MARGIN_BOTTOM - 4),
                         Qt.AlignmentFlag.AlignRight, self.tr("moves played: {total}").format(total=self.total))
        if self.at is not None:
            x = self.point(self.at, 0).x()
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for seat, values in enumerate(self.series):
            path = QPainterPath()
            for moves, chance in enumerate(values):
                if moves == 0:
                    path.moveTo(self.point(moves, chance))
                else:
                    path.lineTo(self.point(min(moves, self.total), chance))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 4))   # a halo: the light seat colours show on white
            painter.drawPath(path)
            painter.setPen(QPen(player_colour(seat), 2))
            painter.drawPath(path)
        for verdict in self.verdicts:
            if verdict.grade:
                painter.setPen(QPen(QColor("white"), 1))
                painter.setBrush(QColor(GRADE_COLOURS[verdict.grade]))
                painter.drawEllipse(self.point(verdict.move + 1, verdict.chances[verdict.seat]), 5, 5)
        painter.end()
