"""Players that work for every game through the protocol, seeing only their observation."""

from .ismcts import AiLimit, Ismcts, IsmctsPlayer
from .levels import AI_KINDS, AiKind, make_player
from .players import AiPlayer, GreedyPlayer, RandomPlayer

__all__ = ["AI_KINDS", "AiKind", "AiLimit", "AiPlayer", "GreedyPlayer", "Ismcts", "IsmctsPlayer",
           "RandomPlayer", "make_player"]
