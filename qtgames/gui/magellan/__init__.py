"""Magellan on the Qt floor: the explorers' boards, the panel with the auction and the gold hand,
the editor's tools, the start page's card and the result screen's points by source, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.core import Event
from ..game_ui import GameScreen, GameUI
from ..i18n import QT_TRANSLATE_NOOP, translate
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools
    from ..guide import Guide


# The rule options' values in words (the engine's keys stay in records), translated where shown.
OPTION_VALUES = {
    ("board1", "A"): QT_TRANSLATE_NOOP("MagellanUI", "Side A"),
    ("board1", "B"): QT_TRANSLATE_NOOP("MagellanUI", "Side B"),
    ("board2", "A"): QT_TRANSLATE_NOOP("MagellanUI", "Side A"),
    ("board2", "B"): QT_TRANSLATE_NOOP("MagellanUI", "Side B"),
    ("unsold_opener", "previous_opener"): QT_TRANSLATE_NOOP("MagellanUI", "The previous opener"),
    ("unsold_opener", "auctioneer"): QT_TRANSLATE_NOOP("MagellanUI", "The auctioneer"),
}


class MagellanUI(GameUI):
    card_art = staticmethod(card_art)

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """Nothing is previewed on the board: the panel's choices, with the engine's labels, are the
        moves, and a hint for one of them reaches the panel through the board, as do the keys
        (type a bid, Enter, Esc) when the window gives the board the keyboard."""
        from .board import MagellanBoard
        from .panel import MagellanPanel

        board, panel = MagellanBoard(), MagellanPanel()
        panel.choices.describe = describe
        board.hinted.connect(panel.show_hint)
        board.keysWanted.connect(panel.take_keys)
        return GameScreen(board, panel)

    def option_value(self, option: str, value: str) -> str:
        return translate("MagellanUI", OPTION_VALUES[(option, value)])

    def guide(self) -> Guide:
        from .guide import GUIDE

        return GUIDE

    def editor_tools(self) -> type[EditorTools]:
        from .editor import MagellanTools

        tools: type[EditorTools] = MagellanTools   # checked: mypy takes no class that lacks a tool the editor calls
        return tools

    def result_lines(self, events: list[Event], names: list[str]) -> list[str]:
        """Each player's points by source: fields, Magellan stacks, gold in hand, plunder."""
        from .panel import score_breakdown

        return score_breakdown(events, names)


UI = MagellanUI()
