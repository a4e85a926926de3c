"""Widgets every game's screen is built from: the board view base, the side panel's parts, the move log, the colours."""
