"""How to play Tsuro of the Seas: the pages of its guide (`gui/guide.py` draws and cites them)."""

from __future__ import annotations

from ..guide import Guide, GuidePage, after, at_end, at_setup, deciding
from ..i18n import QT_TRANSLATE_NOOP

GUIDE = Guide("TsuroGuide", players=3, seed=7, pages=(
    GuidePage(QT_TRANSLATE_NOOP("TsuroGuide", "The sea"),
              QT_TRANSLATE_NOOP("TsuroGuide", "Every captain holds three wake tiles (your hand is in the side panel) "
                                              "and chooses a starting mark on the edge of the sea for their ship. The "
                                              "purple tiles are daikaiju: sea monsters that roam the board."),
              at_setup()),
    GuidePage(QT_TRANSLATE_NOOP("TsuroGuide", "Your turn: lay a tile"),
              QT_TRANSLATE_NOOP("TsuroGuide", "Lay one of your tiles on the square in front of your ship: pick it "
                                              "in your hand, turn it (R) until you like its wakes, and place it. "
                                              "Every ship touching the new tile then sails along its wake. A move "
                                              "the rules refuse says why, with the rule."),
              deciding("place")),
    GuidePage(QT_TRANSLATE_NOOP("TsuroGuide", "The daikaiju move"),
              QT_TRANSLATE_NOOP("TsuroGuide", "After each turn the dice may wake the daikaiju. A monster moving onto "
                                              "a ship or a tile destroys it, so keep your ship out of their way."),
              after("kaiju_moved")),
    GuidePage(QT_TRANSLATE_NOOP("TsuroGuide", "How it ends"),
              QT_TRANSLATE_NOOP("TsuroGuide", "A ship sailing off the board, into another ship's wake loop or under a "
                                              "daikaiju is out. The last ship still sailing wins; the move log on the "
                                              "right tells every step with its rule."),
              at_end("game_over", "ship_out")),
))
