"""A picture of a position: the game's own board drawn offscreen into a PNG or SVG file, with a caption.

`qtgames image` and the editor's *Export image…* stand on this, so a shared picture is the board
people see in the app (the same scene, tiles, ships and names), never a second drawing of it. The
board is shown at its natural size and its scene rendered whole; what the board does not show (the
hands, the auction: `TableRow`s the editor's tools give) goes in rows under it, with the pieces'
own art, and the caption (a ruling's answer, a puzzle's question) under all, wrapped to the board's
width.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPaintDevice, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from ..engine.core import get_game
from ..engine.core.messages import player
from .game_ui import TableView
from .registry import ui_for
from .widgets.board_view import BoardView
from .widgets.table_rows import ROW_HEIGHT, TableRow, draw_row

IMAGE_SUFFIXES = (".png", ".svg")
# The longest side of a PNG in pixels: a board drawn from data is crisp at any size.
LONGEST_SIDE = 1400
_MARGIN = 16
def write_board_image(game_key: str, state: Any, out: Path, caption: str = "") -> None:
    """Draw `state` (every hidden part shown: it is a whole position) into `out` (.png or .svg)."""
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{out.name}: a picture is written as .png or .svg")
    app = QApplication.instance() or QApplication(["qtgames"])
    rules = get_game(game_key)
    screen = ui_for(game_key).screen(lambda action: rules.describe_action(state, action))
    board, panel = screen.board, screen.panel
    assert isinstance(board, BoardView) and isinstance(panel, QWidget)   # as every game's are
    names = [player(seat) for seat in range(rules.player_count(state))]
    board.resize(1000, 800)
    board.show_state(TableView(state, None, names, rules.decision(state), "", [], False))
    app.processEvents()
    try:
        write_scene_image(board.scene(), out, caption, rules.title, board.font())
    finally:
        board.deleteLater()
        panel.deleteLater()


def write_scene_image(scene: QGraphicsScene, out: Path, caption: str, title: str, font: QFont,
                      rows: Sequence[TableRow] = ()) -> None:
    """Render everything in `scene` (a board, and the editor's arrows and rings on it) into `out`
    (.png or .svg), the `rows` of what is off the board under it, and `caption` wrapped under all
    in `font`'s family; `title` names an SVG."""
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{out.name}: a picture is written as .png or .svg")
    source = scene.itemsBoundingRect().adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)
    scale = LONGEST_SIDE / max(source.width(), source.height())
    width, height = source.width() * scale, source.height() * scale
    font = QFont(font)
    font.setPointSizeF(max(12.0, width / 60))
    caption_rect = _caption_rect(caption, font, width)
    row_height = width * ROW_HEIGHT
    table_height = len(rows) * (row_height + _MARGIN / 2) + (_MARGIN if rows else 0)
    size = QSize(round(width), round(height + table_height + caption_rect.height()))

    def paint(device: QPaintDevice) -> None:
        painter = QPainter(device)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(QRectF(0, 0, size.width(), size.height()), scene.backgroundBrush().color()
                         if scene.backgroundBrush().style() != Qt.BrushStyle.NoBrush else QColor("white"))
        scene.render(painter, QRectF(0, 0, width, height), source)
        painter.setFont(font)
        painter.setPen(QColor("#202020"))
        for index, row in enumerate(rows):
            draw_row(painter, row, QRectF(_MARGIN, height + index * (row_height + _MARGIN / 2),
                                           width - 2 * _MARGIN, row_height))
        if caption:
            painter.drawText(caption_rect.translated(0, height + table_height),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), caption)
        painter.end()

    out.parent.mkdir(parents=True, exist_ok=True)
    if out.suffix.lower() == ".svg":
        generator = QSvgGenerator()
        generator.setFileName(str(out))
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(caption or title)
        paint(generator)
    else:
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        paint(image)
        if not image.save(str(out)):
            raise OSError(f"cannot write {out}")


def _caption_rect(caption: str, font: QFont, width: float) -> QRectF:
    """Where the caption goes under the board (its top at 0), wrapped to the board's width."""
    if not caption:
        return QRectF(0, 0, width, 0)
    inner = QRectF(0, 0, width - 2 * _MARGIN, 10_000)
    needed = QFontMetricsF(font).boundingRect(inner, int(Qt.TextFlag.TextWordWrap), caption)
    return QRectF(_MARGIN, 0, width - 2 * _MARGIN, needed.height() + 2 * _MARGIN)
