"""Entdecker on the Qt floor: the discovered map, the panel with its stacks and spinner, the
editor's tools and the start page's card, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..game_ui import GameScreen, GameUI
from ..i18n import QT_TRANSLATE_NOOP, translate
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools
    from ..guide import Guide


# The rule options' values in words (the engine's keys stay in records), translated where shown.
OPTION_VALUES = {
    ("hostile_settlement", "forbidden"): QT_TRANSLATE_NOOP("EntdeckerUI", "Not allowed"),
    ("hostile_settlement", "12"): QT_TRANSLATE_NOOP("EntdeckerUI", "Costs 12 gold"),
    ("board_edge", "anything"): QT_TRANSLATE_NOOP("EntdeckerUI", "Land or water"),
    ("board_edge", "water"): QT_TRANSLATE_NOOP("EntdeckerUI", "Water only"),
    ("start_fee_to", "bank"): QT_TRANSLATE_NOOP("EntdeckerUI", "The bank"),
    ("start_fee_to", "owner"): QT_TRANSLATE_NOOP("EntdeckerUI", "The unit's owner"),
}


class EntdeckerUI(GameUI):
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

    def option_value(self, option: str, value: str) -> str:
        return translate("EntdeckerUI", OPTION_VALUES[(option, value)])

    def guide(self) -> Guide:
        from .guide import GUIDE

        return GUIDE

    def editor_tools(self) -> type[EditorTools]:
        from .editor import EntdeckerTools

        tools: type[EditorTools] = EntdeckerTools   # checked: mypy takes no class that lacks a tool the editor calls
        return tools


UI = EntdeckerUI()
