"""Magellan on the Qt floor: the explorers' boards, the panel with the auction and the gold hand,
the editor's tools, the start page's card and the result screen's points by source, behind one `UI`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.core import Event
from ..game_ui import GameScreen, GameUI, register
from .card import card_art

if TYPE_CHECKING:
    from ..editor.tools import EditorTools


class MagellanUI(GameUI):
    key = "magellan"
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

    def editor_tools(self) -> type[EditorTools]:
        from .editor import MagellanTools

        return MagellanTools

    def result_lines(self, events: list[Event], names: list[str]) -> list[str]:
        """Each player's points by source: fields, Magellan stacks, gold in hand, plunder."""
        from .panel import score_breakdown

        return score_breakdown(events, names)


UI = register(MagellanUI())
