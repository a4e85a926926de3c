"""Entdecker on the Qt floor: the board and its art, the side panel with the spinner, the
scenario editor's tools and the start page's card, behind one `UI` (registered in `..registry`).

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


class EntdeckerUI(GameUI):
    key = "entdecker"

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """The panel's buttons turn and lay the card previewed on the board; its choices are labelled by the engine."""
        from .board import EntdeckerBoard
        from .panel import EntdeckerPanel

        board, panel = EntdeckerBoard(), EntdeckerPanel()
        panel.choices.describe = describe
        panel.rotateRequested.connect(board.rotate_preview)
        panel.placeRequested.connect(board.place_preview)
        return GameScreen(board, panel)

    def editor_tools(self) -> type[EditorTools]:
        from .editor import EntdeckerTools

        return EntdeckerTools

    def card_art(self) -> QPixmap:
        from .card import card_art

        return card_art()


UI = EntdeckerUI()
