"""The games the Qt floor shows, keyed by the engine's game keys: one `GameUI` per game package.

This is the one module outside the game packages that names a game: it imports each package,
and each package registers its `UI` when imported (`game_ui.register`). A package's `__init__`
is light (its board, panel and editor are imported when first used), so importing all of them
here costs next to nothing at start-up. A new game's screen is a package beside these three
(see `game_ui.py` for what it exports) and its import here.
"""

from __future__ import annotations

from ..engine.core import game_keys
from . import entdecker, magellan, tsuro_seas  # noqa: F401  (importing a game's package registers its UI)
from .game_ui import GameUI, registered


def registered_games() -> list[str]:
    """The games with a screen, in the engine's order (the start page's, the rules viewer's, the editor's)."""
    screens = registered()
    return [key for key in game_keys() if key in screens]


def ui_for(key: str) -> GameUI:
    """The screen of a game; KeyError for a game the app cannot show."""
    screens = registered()
    try:
        return screens[key]
    except KeyError:
        raise KeyError(f"no screen for game {key!r}; known: {', '.join(screens)}") from None
