"""Tsuro of the Seas on the Qt floor: the sea of wake tiles, the hand and dice panel, the editor's
tools and the start page's card, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.core import Event
from ...engine.tsuro_seas.events import OUT_KINDS
from ..game_ui import GameScreen, GameUI, Loss, register
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools


class TsuroSeasUI(GameUI):
    key = "tsuro-seas"
    card_art = staticmethod(card_art)

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """Every choice is made on the board: the panel's hand and buttons pick, turn and lay the tile it previews."""
        from .board import TsuroBoard
        from .panel import TsuroPanel

        board, panel = TsuroBoard(), TsuroPanel()
        board.describe = describe
        panel.tileSelected.connect(board.select_tile)
        board.tilePreviewed.connect(panel.show_previewed)
        panel.rotateRequested.connect(lambda: board.rotate_preview(1))
        panel.placeRequested.connect(board.place_preview)
        return GameScreen(board, panel)

    def losses(self, events: list[Event]) -> list[Loss]:
        """A ship sails out by its wake or a daikaiju destroys it: the engine's event says how."""
        return [Loss(event.data["seat"], event) for event in events if event.kind in OUT_KINDS]

    def editor_tools(self) -> type[EditorTools]:
        from .editor import TsuroTools

        return TsuroTools


UI = register(TsuroSeasUI())
