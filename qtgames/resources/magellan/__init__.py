"""Magellan (Tom Lehmann, 2002): component data shipped with the game, correctable by a user file."""
