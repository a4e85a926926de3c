"""The games qtgames knows, imported only when first asked for (fast start-up)."""

from __future__ import annotations

import importlib
from functools import cache

from . import messages
from .protocol import AnyGame

# key -> "module:Class"; a game package registers nothing at import time.
_GAMES: dict[str, str] = {
    "tsuro-seas": "qtgames.engine.tsuro_seas.game:TsuroSeas",
    "entdecker": "qtgames.engine.entdecker.game:Entdecker",
    "magellan": "qtgames.engine.magellan.game:Magellan",
}


def game_keys() -> list[str]:
    return list(_GAMES)


@cache
def get_game(key: str) -> AnyGame:
    """The rules object for a game key; KeyError names the known keys."""
    try:
        target = _GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(_GAMES)}") from None
    module_name, class_name = target.split(":")
    game: AnyGame = getattr(importlib.import_module(module_name), class_name)()
    return game


def speak(language: str) -> None:
    """Let the engine speak `language` from now on: its catalogue in resources/messages/<language>/
    (a language without one, or a message it lacks, reads in English)."""
    messages.set_language(language)
