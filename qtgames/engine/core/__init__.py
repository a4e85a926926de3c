"""The rules machinery shared by every game: protocol, citations, randomness, options, records."""

from .errors import FormatError
from .options import OptionInfo, RuleOptions, option
from .protocol import Decision, Game
from .registry import game_keys, get_game
from .rng import Rng
from .rules import Event, RuleViolation

__all__ = [
    "Decision", "Event", "FormatError", "Game", "OptionInfo", "Rng", "RuleOptions",
    "RuleViolation", "game_keys", "get_game", "option",
]
