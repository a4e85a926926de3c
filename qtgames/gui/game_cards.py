"""The three games as cards on the start page, each a small scene drawn with the boards' own art
(original drawings from the component data, never scans): click one to set the table for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget

from ..engine.core import get_game
from ..engine.entdecker.data import load_data as entdecker_data
from ..engine.entdecker.tiles import turned
from ..engine.magellan.data import load_data as magellan_data
from ..engine.tsuro_seas.data import load_data as tsuro_data
from . import palette
from .boards.entdecker_art import card_back_pixmap, card_pixmap
from .boards.magellan_art import explorer_card_pixmap, gold_card_pixmap, ship_pixmap
from .boards.tsuro_art import daikaiju_pixmap, ship_polygon, tile_pixmap

ART = QSize(210, 120)   # drawn at this size, shown smaller
SHOWN = QSize(175, 100)
GAMES = ("tsuro-seas", "entdecker", "magellan")


def _scene(background: QColor, paint: Callable[[QPainter], None]) -> QPixmap:
    pixmap = QPixmap(ART)
    pixmap.fill(background)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return pixmap


def tsuro_art() -> QPixmap:
    """Two wake tiles, a daikaiju beside them and a ship on a wake."""
    data = tsuro_data()

    def paint(painter: QPainter) -> None:
        for slot, tile in enumerate((3, 17)):
            wake = tile_pixmap(data.rotated[tile][slot])
            painter.drawPixmap(QRectF(12 + slot * 64, 28, 64, 64), wake, QRectF(wake.rect()))
        kaiju = daikaiju_pixmap(4, True, 3)
        painter.drawPixmap(QRectF(136, 28, 64, 64), kaiju, QRectF(kaiju.rect()))
        painter.setBrush(palette.player_colour(0))
        painter.setPen(QColor("#111111"))
        painter.drawPolygon(ship_polygon(QPointF(12 + 64, 60), (1.0, 0.0), 26))

    return _scene(palette.SEA_DEEP, paint)


def entdecker_art() -> QPixmap:
    """Three discovered cards in a row, the last with an island and a fort."""
    tiles = entdecker_data().tiles

    def paint(painter: QPainter) -> None:
        coast = [spec for spec in tiles if spec.event is None and sum(turned(spec, 0).land) == 2]
        chosen = coast[::max(1, len(coast) // 3)][:3]
        for slot, spec in enumerate(chosen):
            card = card_pixmap(turned(spec, slot), spec.event)
            painter.drawPixmap(QRectF(8 + slot * 52, 34, 52, 52), card, QRectF(card.rect()))
        back = card_back_pixmap(True, 44)
        painter.drawPixmap(QRectF(160, 38, 44, 44), back, QRectF(back.rect()))

    return _scene(QColor("#1d5f86"), paint)


def magellan_art() -> QPixmap:
    """Gold cards fanned out beside an explorer card and a ship."""
    crowns = magellan_data().crowns

    def paint(painter: QPainter) -> None:
        for slot, value in enumerate((9, 5, 2)):
            card = gold_card_pixmap(value, crowns[value], 44)
            painter.drawPixmap(QRectF(10 + slot * 34, 22 + slot * 6, 44, card.height() * 44 / card.width()),
                               card, QRectF(card.rect()))
        explorer = explorer_card_pixmap("FM", 28, 40)
        painter.drawPixmap(QRectF(118, 26, 40, explorer.height() * 40 / explorer.width()), explorer,
                           QRectF(explorer.rect()))
        ship = ship_pixmap(palette.player_colour(1), 2, 44)
        painter.drawPixmap(QRectF(160, 40, 44, 44), ship, QRectF(ship.rect()))

    return _scene(QColor("#5a3a1a"), paint)


ARTWORK: dict[str, Callable[[], QPixmap]] = {
    "tsuro-seas": tsuro_art, "entdecker": entdecker_art, "magellan": magellan_art}


class GameCards(QWidget):
    """One checkable card per game; `gameChosen` says which was clicked."""

    gameChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QToolButton] = {}
        for key in GAMES:
            button = QToolButton()
            button.setObjectName(f"game-card-{key}")
            button.setCheckable(True)
            button.setIcon(QIcon(ARTWORK[key]()))
            button.setIconSize(SHOWN)
            button.setText(get_game(key).title)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setStyleSheet("QToolButton { padding: 6px; border-radius: 8px; font-weight: bold; }"
                                 "QToolButton:checked { background: #f2c14e; }")
            button.clicked.connect(lambda _=False, k=key: self.gameChosen.emit(k))
            self.group.addButton(button)
            layout.addWidget(button)
            self.buttons[key] = button
        layout.addStretch(1)

    def show_game(self, key: str) -> None:
        if key in self.buttons:
            self.buttons[key].setChecked(True)
