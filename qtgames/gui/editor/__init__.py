"""The scenario editor: one shell for every game, with a palette and tools per game."""
