"""Magellan on the Qt floor: the boards and their art, the side panel with the gold hand, the
scenario editor's tools and the start page's card, behind one `UI` (registered in `..registry`).

Light to import: the window opens on the start page, so the board, the panel and the editor's
tools are imported when first asked for (packaging/README.md, "Start time").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QPixmap

from ...engine.core import Event
from ..game_ui import GameScreen, GameUI

if TYPE_CHECKING:
    from ..editor.tools import EditorTools


class MagellanUI(GameUI):
    key = "magellan"

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """Nothing is previewed on Magellan's board: the panel's choices, labelled by the engine, are the moves."""
        from .board import MagellanBoard
        from .panel import MagellanPanel

        panel = MagellanPanel()
        panel.choices.describe = describe
        return GameScreen(MagellanBoard(), panel)

    def editor_tools(self) -> type[EditorTools]:
        from .editor import MagellanTools

        return MagellanTools

    def card_art(self) -> QPixmap:
        from .card import card_art

        return card_art()

    def result_lines(self, events: list[Event], names: list[str]) -> list[str]:
        """Each player's points by source: fields, Magellan stacks, gold in hand, plunder."""
        from .panel import score_breakdown

        return score_breakdown(events, names)


UI = MagellanUI()
