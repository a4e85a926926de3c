"""Tsuro of the Seas on the Qt floor: the sea of wake tiles, the hand and dice panel, the editor's
tools and the start page's card, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.core import Event
from ...engine.tsuro_seas.events import OUT_KINDS
from ..game_ui import GameScreen, GameUI, Loss
from ..i18n import QT_TRANSLATE_NOOP, translate
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools
    from ..guide import Guide


# The rule options' values in words (the engine's keys stay in records), translated where shown.
OPTION_VALUES = {
    ("daikaiju_order", "descending"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Highest number first"),
    ("daikaiju_order", "ascending"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Lowest number first"),
    ("destroyed_daikaiju", "supply"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Back under the supply"),
    ("destroyed_daikaiju", "out"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Out of the game"),
    ("new_daikaiju_on_tile", "out"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Out of the game"),
    ("new_daikaiju_on_tile", "pile"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Under the draw pile"),
    ("eliminated_hand", "pile"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Under the draw pile"),
    ("eliminated_hand", "out"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Out of the game"),
    # The "board fills up" option is on its way from the rulings branch: labelled before it arrives.
    ("board_full", "covered"): QT_TRANSLATE_NOOP("TsuroSeasUI", "Its last empty square is covered"),
    ("board_full", "no_placement"): QT_TRANSLATE_NOOP("TsuroSeasUI", "No tile can be placed any more"),
}


class TsuroSeasUI(GameUI):
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

    def option_value(self, option: str, value: str) -> str:
        return translate("TsuroSeasUI", OPTION_VALUES[(option, value)])

    def guide(self) -> Guide:
        from .guide import GUIDE

        return GUIDE

    def losses(self, events: list[Event]) -> list[Loss]:
        """A ship sails out by its wake or a daikaiju destroys it: the engine's event says how."""
        return [Loss(event.data["seat"], event) for event in events if event.kind in OUT_KINDS]

    def editor_tools(self) -> type[EditorTools]:
        from .editor import TsuroTools

        tools: type[EditorTools] = TsuroTools   # checked: mypy takes no class that lacks a tool the editor calls
        return tools


UI = TsuroSeasUI()
