"""How to play Entdecker: the pages of its guide (`gui/guide.py` draws and cites them)."""

from __future__ import annotations

from ..guide import Guide, GuidePage, after, at_end, at_setup, deciding
from ..i18n import QT_TRANSLATE_NOOP

GUIDE = Guide("EntdeckerGuide", players=3, seed=7, pages=(
    GuidePage(QT_TRANSLATE_NOOP("EntdeckerGuide", "An unknown sea"),
              QT_TRANSLATE_NOOP("EntdeckerGuide", "The map starts almost empty. Each explorer has a ship, gold and units "
                                                  "(scouts, forts, settlements); the stacks of sea cards wait beside "
                                                  "the board."),
              at_setup()),
    GuidePage(QT_TRANSLATE_NOOP("EntdeckerGuide", "Your turn: declare and explore"),
              QT_TRANSLATE_NOOP("EntdeckerGuide", "Say how many cards you will turn over (each costs gold), then draw "
                                                  "them one by one and lay each beside your ship, land to land and "
                                                  "water to water."),
              deciding("declare", later_than=30)),   # a map with cards on it, not the empty sea
    GuidePage(QT_TRANSLATE_NOOP("EntdeckerGuide", "Laying a card"),
              QT_TRANSLATE_NOOP("EntdeckerGuide", "The board shows where the drawn card may go; turn it with the panel's "
                                                  "buttons and place it. Build scouts, forts and settlements on the "
                                                  "islands you find."),
              deciding("place", later_than=60)),
    GuidePage(QT_TRANSLATE_NOOP("EntdeckerGuide", "Islands score"),
              QT_TRANSLATE_NOOP("EntdeckerGuide", "When an island is closed all round, its units score: the strongest "
                                                  "presence gets the most."),
              after("island_scored", later_than=150)),
    GuidePage(QT_TRANSLATE_NOOP("EntdeckerGuide", "How it ends"),
              QT_TRANSLATE_NOOP("EntdeckerGuide", "When the last card is placed the game ends; the most points win. "
                                                  "The result screen lists everyone's points."),
              at_end("game_end", "winners")),
))
