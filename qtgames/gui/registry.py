"""The games the Qt floor shows, keyed by the engine's game keys: one `GameUI` per game package.

Read from the games' declarations (`qtgames/engine/core/registry.py`): each names its package
here, whose `UI` is its screen, so this module names no game. A package's `__init__` is light
(its board, panel and editor are imported when first used), so importing it costs next to
nothing; it is imported when its screen is first asked for.
"""

from __future__ import annotations

import importlib

from ..engine.core import game_keys
from ..engine.core.registry import game_info
from .game_ui import GameUI


def registered_games() -> list[str]:
    """The games with a screen, in the engine's order (the start page's, the rules viewer's, the
    editor's): every declared game has one."""
    return game_keys()


def ui_for(key: str) -> GameUI:
    """The screen of a game; KeyError for a game the app does not know."""
    try:
        package = game_info(key).gui
    except KeyError:
        raise KeyError(f"no screen for game {key!r}; known: {', '.join(game_keys())}") from None
    ui: GameUI = importlib.import_module(package).UI
    return ui
