"""The games qtgames knows, each declared once, here: everything else is read from these.

A declaration (`GameInfo`) says what the app needs before it imports any of a game's code — its
key, title, player counts and rule-ID prefix — and where that code is: its engine class and its
package on the Qt floor. The rules objects (`get_game`), the GUI's registry, the rulebook's
prefixes, the command line's choices and the tests' lists of games all come from here, and a
game's modules register nothing themselves. A game's code is imported when first asked for
(fast start-up). docs/adding-a-game.md says what a new game's modules are.

A game from outside the package (the tests' own game, a plugin) is `declare`d at run time; an
AI process asked about a game it does not know declares it from the declaration it is sent.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from contextlib import contextmanager

from . import messages, options
from .protocol import AnyGame, GameInfo

_BUILT_IN = (
    GameInfo("tsuro-seas", "Tsuro of the Seas", 2, 8, "TS",
             "qtgames.engine.tsuro_seas.game:TsuroSeas", "qtgames.gui.tsuro_seas"),
    GameInfo("entdecker", "Entdecker", 2, 4, "EN",
             "qtgames.engine.entdecker.game:Entdecker", "qtgames.gui.entdecker"),
    GameInfo("magellan", "Magellan", 3, 6, "MG",
             "qtgames.engine.magellan.game:Magellan", "qtgames.gui.magellan"),
)
_PREFIX = re.compile(r"[A-Z]{2}")   # what `rulebook.RULE_ID` reads as a game's prefix
_declared: dict[str, GameInfo] = {info.key: info for info in _BUILT_IN}
_games: dict[str, AnyGame] = {}   # the rules objects made so far, one per game


def game_keys() -> list[str]:
    """Every game's key, in the order the lobby shows them."""
    return list(_declared)


def game_info(key: str) -> GameInfo:
    """A game's declaration; KeyError names the known keys."""
    try:
        return _declared[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(_declared)}") from None


def prefix_games() -> dict[str, str]:
    """The game each rule-ID prefix names (`TS` → tsuro-seas)."""
    return {info.rule_prefix: info.key for info in _declared.values()}


def get_game(key: str) -> AnyGame:
    """The rules object for a game key, made from its declaration on first use; KeyError names the known keys."""
    game = _games.get(key)
    if game is None:
        info = game_info(key)
        module_name, class_name = info.engine.split(":")
        game = _games[key] = getattr(importlib.import_module(module_name), class_name)(info)
        options.own(game.Options, key)
    return game


def declare(info: GameInfo) -> None:
    """Add a game to those the app knows (once more with the same declaration changes nothing).

    A key, or a rule-ID prefix, that another game already has is refused: records and citations
    would not know which game they mean."""
    if _declared.get(info.key) == info:
        return
    if info.key in _declared:
        raise ValueError(f"game {info.key!r} is declared already")
    if not _PREFIX.fullmatch(info.rule_prefix) or info.rule_prefix in prefix_games():
        raise ValueError(f"{info.key}: rule-ID prefix {info.rule_prefix!r} must be two capitals no other game uses")
    if not 1 <= info.min_players <= info.max_players:
        raise ValueError(f"{info.key}: players {info.min_players}-{info.max_players} is no range")
    _declared[info.key] = info
    if info.messages_folder is not None:
        messages.add_catalogue_folder(info.messages_folder)


@contextmanager
def declared(info: GameInfo) -> Iterator[GameInfo]:
    """The game known for the length of a `with` block, and forgotten after it (a test's game)
    unless it was known before."""
    known = info.key in _declared
    declare(info)
    try:
        yield info
    finally:
        if not known:
            del _declared[info.key]
            _games.pop(info.key, None)
            if info.messages_folder is not None:
                messages.remove_catalogue_folder(info.messages_folder)


def speak(language: str) -> None:
    """Let the engine speak `language` from now on: its catalogue in resources/messages/<language>/
    (a language without one, or a message it lacks, reads in English)."""
    messages.set_language(language)
