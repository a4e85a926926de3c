"""Players that work for every game through the protocol, seeing only their observation."""

from .players import AI_KINDS, AiPlayer, GreedyPlayer, RandomPlayer, make_player

__all__ = ["AI_KINDS", "AiPlayer", "GreedyPlayer", "RandomPlayer", "make_player"]
