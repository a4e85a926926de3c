"""Tsuro of the Seas on the Qt floor: the board and its art, the side panel, the scenario
editor's tools and the start page's card, behind one `UI` (registered in `..registry`).

Light to import: the window opens on the start page, so the board, the panel and the editor's
tools are imported when first asked for (packaging/README.md, "Start time").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QPixmap

from ..game_ui import GameScreen, GameUI

if TYPE_CHECKING:
    from ..editor.tools import EditorTools


class TsuroSeasUI(GameUI):
    key = "tsuro-seas"

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """The panel's hand and buttons drive the tile previewed on the board (every choice is on the board)."""
        from .board import TsuroBoard
        from .panel import TsuroPanel

        board, panel = TsuroBoard(), TsuroPanel()
        panel.tileSelected.connect(board.select_tile)
        panel.rotateRequested.connect(lambda: board.rotate_preview(1))
        panel.placeRequested.connect(board.place_preview)
        return GameScreen(board, panel)

    def editor_tools(self) -> type[EditorTools]:
        from .editor import TsuroTools

        return TsuroTools

    def card_art(self) -> QPixmap:
        from .card import card_art

        return card_art()


UI = TsuroSeasUI()
