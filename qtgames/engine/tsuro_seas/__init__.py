"""Tsuro of the Seas (Calliope Games, 2012): wake tiles, ships and daikaiju on a 7x7 sea."""
