"""Colours shared by every board and panel, chosen to stay distinct for colour-blind players."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

# Eight ship colours (Okabe-Ito based, plus two) that differ in lightness as well as hue.
PLAYER_COLOURS = ("#d55e00", "#0072b2", "#009e73", "#f0e442", "#cc79a7", "#56b4e9", "#e69f00", "#f5f5f5")
PLAYER_COLOUR_NAMES = ("vermilion", "blue", "green", "yellow", "pink", "sky", "orange", "white")

SEA_DEEP = QColor("#0b3954")
SEA_GRID = QColor("#164e6e")
TILE_FACE = QColor("#2a7f9e")
TILE_EDGE = QColor("#1b5f7a")
WAKE = QColor("#f4fbff")
WAKE_SHADOW = QColor(8, 40, 60, 150)
KAIJU_FACE = QColor("#5b2a86")
KAIJU_EDGE = QColor("#2e1245")
GOLD = QColor("#f2c14e")
BLUE_DIE = QColor("#7cc6fe")
HIGHLIGHT = QColor("#ffe066")
ILLEGAL = QColor(220, 40, 40, 120)
BOARD_FRAME = QColor("#06263a")
# The editor's arrows and rings: a lime no ship, land or sea uses, over a dark edge for light boards.
MARK = QColor("#8cff1a")
MARK_HALO = QColor(20, 20, 20, 200)


def player_colour(seat: int) -> QColor:
    return QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])


@cache   # a handful: eight seat colours, alive or out
def colour_dot(seat: int, alive: bool = True) -> QIcon:
    """A seat's colour and number as a small round icon for player lists (faded when out of the
    game): the number matches the one on the seat's pieces, for players who cannot tell colours.

    One icon per seat and fate, reused: the lists are rebuilt after every move, and each new
    icon drawn put fresh copies in Qt's global pixmap cache, which grew by its whole limit
    (10 MB) in a few games and pushed out the entries worth keeping."""
    pixmap = QPixmap(18, 18)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = player_colour(seat)
    if not alive:
        colour.setAlpha(70)
    painter.setBrush(colour)
    painter.setPen(QColor("#222222"))
    painter.drawEllipse(2, 2, 14, 14)
    font = QFont()
    font.setPixelSize(10)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#111111") if colour.lightness() > 110 or not alive else QColor("#ffffff"))
    painter.drawText(QRectF(2, 2, 14, 14), Qt.AlignmentFlag.AlignCenter, str(seat + 1))
    painter.end()
    return QIcon(pixmap)
