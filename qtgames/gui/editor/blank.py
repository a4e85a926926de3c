"""A game's editing tools found through the registry, and the empty table a new scenario starts
from: what the lobby needs to open the editor, without the editor window."""

from __future__ import annotations

from ...engine.core import get_game
from ...engine.core.scenario import Scenario
from ..i18n import translate
from ..registry import ui_for
from .tools import EditorTools


def tools_class(game_key: str) -> type[EditorTools]:
    """The editing tools of a game, imported when first needed (KeyError names a game the editor cannot lay out)."""
    try:
        ui = ui_for(game_key)
    except KeyError:
        raise KeyError(translate("EditorWindow",
                                 "The editor cannot lay out {game} positions yet.").format(game=game_key)) from None
    return ui.editor_tools()


def blank_scenario(game_key: str) -> Scenario:
    """A fresh scenario to lay out from scratch: the game's empty starting position."""
    rules = get_game(game_key)
    return Scenario(game_key, rules.Options(), tools_class(game_key).blank_position(),
                    title=translate("EditorWindow", "New scenario"))
