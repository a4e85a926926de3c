"""A picture of a position: the game's own board drawn offscreen into a PNG or SVG file, with a caption.

`qtgames image` and the editor's *Export image…* stand on this, so a shared picture is the board
people see in the app (the same scene, tiles, ships and names), never a second drawing of it. The
board is shown at its natural size and its scene rendered whole; what the board does not show (the
hands, the auction: `TableRow`s the editor's tools give) goes in rows under it, with the pieces'
own art, and the caption (a ruling's answer, a puzzle's question) under all, wrapped to the board's
width.

A caption is bounded, and so is the picture: a caption of 130 KB once made a PNG of 1,387 × 65,589
pixels (449 MB, seconds of drawing), and 1 MB through the editor took 2.7 GB. A caption longer or
with more lines than a picture's caption needs, or one that would stand taller under the board
than the board itself, is refused (`CaptionTooLong`) before anything is drawn or written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPaintDevice, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

from ..engine.core import get_game
from ..engine.core.messages import player
from ..storage import write_atomic
from .game_ui import TableView
from .i18n import translate
from .registry import ui_for
from .widgets.board_view import BoardView
from .widgets.table_rows import ROW_HEIGHT, TableRow, draw_row

IMAGE_SUFFIXES = (".png", ".svg")
# The longest side of a PNG in pixels: a board drawn from data is crisp at any size.
LONGEST_SIDE = 1400
_MARGIN = 16
# A ruling's answer with its events, or a puzzle's question, is a few hundred characters in a few lines.
MAX_CAPTION_CHARACTERS = 1000
MAX_CAPTION_LINES = 20
_UNDRAWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


class CaptionTooLong(ValueError):
    """A caption beyond what a picture holds: its length, its lines, or its height under the board."""


def check_caption(caption: str) -> None:
    """Refuse a caption longer or with more lines than a picture's caption may have, before any drawing."""
    if len(caption) > MAX_CAPTION_CHARACTERS:
        raise CaptionTooLong(translate("BoardImage", "The caption has {count} characters; a picture's caption has "
                                                     "at most {most}.").format(count=len(caption),
                                                                               most=MAX_CAPTION_CHARACTERS))
    lines = len(caption.splitlines())
    if lines > MAX_CAPTION_LINES:
        raise CaptionTooLong(translate("BoardImage", "The caption has {count} lines; a picture's caption has at "
                                                     "most {most}.").format(count=lines, most=MAX_CAPTION_LINES))


def write_board_image(game_key: str, state: Any, out: Path, caption: str = "") -> None:
    """Draw `state` (every hidden part shown: it is a whole position) into `out` (.png or .svg)."""
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{out.name}: a picture is written as .png or .svg")
    check_caption(caption)
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
    in `font`'s family; `title` names an SVG. A picture that cannot be written is an `OSError`, and
    whatever was at `out` stays as it was; a caption beyond its bounds is `CaptionTooLong`."""
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise ValueError(f"{out.name}: a picture is written as .png or .svg")
    check_caption(caption)
    caption, title = drawable(caption), drawable(title)
    source = scene.itemsBoundingRect().adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)
    scale = LONGEST_SIDE / max(source.width(), source.height())
    width, height = source.width() * scale, source.height() * scale
    font = QFont(font)
    font.setPointSizeF(max(12.0, width / 60))
    caption_rect = _caption_rect(caption, font, width)
    if caption_rect.height() > height:
        raise CaptionTooLong(translate("BoardImage", "The caption would stand {tall} pixels tall under a board of "
                                                     "{board}; shorten it.").format(tall=round(caption_rect.height()),
                                                                                    board=round(height)))
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

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if out.suffix.lower() == ".svg":
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(caption or title)
        paint(generator)
    else:
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        paint(image)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub asks for bytes, which raise; Qt takes a str
    # Drawn whole in memory first, then written as saves are: the picture there before stays until
    # the new one is complete, a write that fails is an OSError, and the name is the one given
    # byte for byte (Qt would read a name that is not UTF-8 as another one).
    write_atomic(out, bytes(buffer.data().data()))


def drawable(text: str) -> str:
    """`text` as a picture can show it: a carriage return breaks the line as a line feed does, and any
    other control character (an escape sequence, a lone surrogate from a name that is not UTF-8) is
    drawn as U+FFFD. An SVG holding one would not even be XML: no program could open the picture."""
    return _UNDRAWABLE.sub("\ufffd", text.replace("\r\n", "\n").replace("\r", "\n"))


def _caption_rect(caption: str, font: QFont, width: float) -> QRectF:
    """Where the caption goes under the board (its top at 0), wrapped to the board's width."""
    if not caption:
        return QRectF(0, 0, width, 0)
    inner = QRectF(0, 0, width - 2 * _MARGIN, 10_000)
    needed = QFontMetricsF(font).boundingRect(inner, int(Qt.TextFlag.TextWordWrap), caption)
    return QRectF(_MARGIN, 0, width - 2 * _MARGIN, needed.height() + 2 * _MARGIN)
