"""Entdecker on the Qt floor: the discovered map, the panel with its stacks and spinner, the
editor's tools and the start page's card, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..game_ui import GameScreen, GameUI, register
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools


class EntdeckerUI(GameUI):
    key = "entdecker"
    card_art = staticmethod(card_art)

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """The card drawn is previewed on the board and turned and laid from the panel; the
        panel's other choices carry the engine's labels, and a hint for one of them (a stack, a
        build) reaches the panel through the board."""
        from .board import EntdeckerBoard
        from .panel import EntdeckerPanel

        board, panel = EntdeckerBoard(), EntdeckerPanel()
        panel.choices.describe = describe
        panel.rotateRequested.connect(board.rotate_preview)
        panel.placeRequested.connect(board.place_preview)
        board.hinted.connect(panel.show_hint)
        return GameScreen(board, panel)

    def editor_tools(self) -> type[EditorTools]:
        from .editor import EntdeckerTools

        return EntdeckerTools


UI = register(EntdeckerUI())
