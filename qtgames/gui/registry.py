"""The games the Qt floor shows, keyed by the engine's game keys: one `GameUI` per game package.

This is the one module outside the game packages that names a game: it imports each package's
`UI`. A package's `__init__` is light (its board, panel and editor are imported when first
used), so importing all of them here costs next to nothing at start-up. A new game's screen is
a package beside these three (see `game_ui.py` for what it exports) and its import here.
"""

from __future__ import annotations

from ..engine.core import game_keys
from . import entdecker, magellan, tsuro_seas
from .game_ui import GameUI

_UIS: dict[str, GameUI] = {package.UI.key: package.UI for package in (tsuro_seas, entdecker, magellan)}


def registered_games() -> list[str]:
    """The games with a screen, in the engine's order (the start page's, the rules viewer's, the editor's)."""
    return [key for key in game_keys() if key in _UIS]


def ui_for(key: str) -> GameUI:
    """The screen of a game; KeyError for a game the app cannot show."""
    try:
        return _UIS[key]
    except KeyError:
        raise KeyError(f"no screen for game {key!r}; known: {', '.join(_UIS)}") from None
