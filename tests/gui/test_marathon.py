"""Load (issue 8, item 6): AI-vs-AI marathons in one app session, and the leaks they found.

One main window plays whole games back to back, each started the way a player starts one (the
result card's "New game", then Start on the start page), and afterwards the app must hold no more
threads, processes, Qt objects or Python objects than before, and its memory must stay within a
measured bound. The short marathon runs in CI; the long one (100 games of each game) is opt-in.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from qtgames.gui import palette

pytestmark = pytest.mark.gui


def settle() -> None:
    """Run the deletions Qt has queued and collect garbage, so counts see only what is alive."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


# ------------------------------------------------------------ leaks the marathon found


def test_a_seats_dot_is_one_icon_however_often_the_player_lists_are_redrawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every move rebuilds the player lists; each new dot icon, once drawn, left copies in Qt's
    global pixmap cache, and the app grew by the cache's whole 10 MB limit within a few games."""
    assert palette.colour_dot(2, False).cacheKey() == palette.colour_dot(2, False).cacheKey()
    assert palette.colour_dot(2).cacheKey() != palette.colour_dot(3).cacheKey()
