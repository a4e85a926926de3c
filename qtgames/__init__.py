"""qtgames: tabletop games with their complete rules, AI opponents and a scenario editor."""

__version__ = "0.1.0"
