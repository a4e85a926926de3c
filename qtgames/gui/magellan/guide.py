"""How to play Magellan: the pages of its guide (`gui/guide.py` draws and cites them)."""

from __future__ import annotations

from ..guide import Guide, GuidePage, after, at_end, at_setup, deciding
from ..i18n import QT_TRANSLATE_NOOP

GUIDE = Guide("MagellanGuide", players=4, seed=7, pages=(
    GuidePage(QT_TRANSLATE_NOOP("MagellanGuide", "Six explorers"),
              QT_TRANSLATE_NOOP("MagellanGuide", "Each board shows three explorers, each with three fields of money bags "
                                                 "and crowns. You hold gold cards; the explorer cards are sold one by "
                                                 "one at auction."),
              at_setup()),
    GuidePage(QT_TRANSLATE_NOOP("MagellanGuide", "The auction"),
              QT_TRANSLATE_NOOP("MagellanGuide", "Bid for the explorer card on offer or pass: the panel shows the bids "
                                                 "you may make. The highest bidder pays in gold cards."),
              deciding("bid")),
    GuidePage(QT_TRANSLATE_NOOP("MagellanGuide", "Ships on the fields"),
              QT_TRANSLATE_NOOP("MagellanGuide", "A bought card puts one of your ships on that explorer's next field. "
                                                 "At the end of the phase, each ship on a field of that phase earns its "
                                                 "money bags in gold cards; some fields give an explorer's action."),
              after("ship")),
    GuidePage(QT_TRANSLATE_NOOP("MagellanGuide", "How it ends"),
              QT_TRANSLATE_NOOP("MagellanGuide", "After the last phase the crowns of your fields, your Magellan stacks "
                                                 "and the gold in your hand count; the most points win."),
              at_end("counted", "scoring")),
))
