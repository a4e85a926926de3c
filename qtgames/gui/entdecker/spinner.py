"""The income spinner: a disc of equal sectors and a needle that spins to the round's result."""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ..widgets import colours

_SECTOR_COLOURS = (QColor("#f6d8a8"), QColor("#e9b872"))


class SpinnerWidget(QWidget):
    """Draws the spinner from its values (game data); `spin_to` animates, `show_value` does not."""

    def __init__(self, values: tuple[int, ...] = (1,), parent: QWidget | None = None, size: int = 64) -> None:
        super().__init__(parent)
        self.setFixedSize(size, size)
        self.values = values
        self.value: int | None = None
        self.angle = 0.0       # the needle, degrees clockwise from straight up
        self.spin_ms = 900
        self._animation = QVariantAnimation(self)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._turn)

    def set_values(self, values: tuple[int, ...]) -> None:
        self.values = values
        self.update()

    def _sector_angle(self, value: int) -> float:
        """The needle's angle at the middle of the first sector showing `value`."""
        width = 360.0 / len(self.values)
        return (self.values.index(value) + 0.5) * width if value in self.values else 0.0

    def show_value(self, value: int) -> None:
        self._animation.stop()
        self.value = value
        self._turn(self._sector_angle(value))
        self.setToolTip(self.tr("The spinner showed {value}").format(value=value))

    def spin_to(self, value: int) -> None:
        """Two full turns and a slowing needle, ending on the sector of `value`."""
        if self.spin_ms <= 0:
            self.show_value(value)
            return
        self._animation.stop()
        self.value = value
        self.setToolTip(self.tr("The spinner showed {value}").format(value=value))
        self._animation.setDuration(self.spin_ms)
        self._animation.setStartValue(self.angle % 360.0)
        self._animation.setEndValue(720.0 + self._sector_angle(value))
        self._animation.start()

    def _turn(self, angle: float) -> None:
        self.angle = float(angle)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 4.0
        disc = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        centre = disc.center()
        width = 360.0 / len(self.values)
        font = QFont()
        font.setPointSizeF(side * 0.14)
        font.setBold(True)
        painter.setFont(font)
        for index, value in enumerate(self.values):
            painter.setPen(QPen(QColor("#7a5230"), 1.2))
            painter.setBrush(_SECTOR_COLOURS[index % 2])
            # Qt counts pie angles anticlockwise from three o'clock, in sixteenths of a degree.
            painter.drawPie(disc, int((90.0 - index * width) * 16), int(-width * 16))
            middle = math.radians(index * width + width / 2)
            at = QPointF(centre.x() + math.sin(middle) * side * 0.33, centre.y() - math.cos(middle) * side * 0.33)
            painter.setPen(QColor("#3b2412"))
            painter.drawText(QRectF(at.x() - 10, at.y() - 9, 20, 18), Qt.AlignmentFlag.AlignCenter, str(value))
        needle = math.radians(self.angle)
        tip = QPointF(centre.x() + math.sin(needle) * side * 0.46, centre.y() - math.cos(needle) * side * 0.46)
        across = QPointF(math.cos(needle) * side * 0.06, math.sin(needle) * side * 0.06)
        painter.setPen(QPen(QColor("#222222"), 1))
        painter.setBrush(colours.SEA_DEEP)
        painter.drawPolygon(QPolygonF([tip, centre + across, centre - across]))
        painter.setBrush(colours.GOLD)
        painter.drawEllipse(centre, side * 0.07, side * 0.07)
        painter.end()
