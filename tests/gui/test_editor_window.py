"""The editor window's own furniture: a toolbar whose buttons stay where they are, and a right dock
whose pages fit the screens players have."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QDockWidget, QListWidget

from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.pieces import PieceList
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.registry import registered_games

from .editor_helpers import drag_from_palette, open_editor
from .tsuro_seas.test_editor import square_centre


def button_places(win: EditorWindow) -> list[QRect]:
    toolbar = win.toolbar
    assert toolbar is not None
    places = []
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        assert button is not None
        places.append(button.geometry())
    return places


def test_the_toolbar_buttons_stay_put_when_undo_names_the_edit(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Undo's label grew to "Undo Lay a tile on C4" in the toolbar and pushed the buttons beside it."""
    for win in open_editor(qtbot, blank_scenario("tsuro-seas")):
        before = button_places(win)
        tools: Any = win.tools
        drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 12}, win, square_centre("C4"))
        assert win.undo_action.text() == "Undo Lay a tile on C4", "the menu names the edit"
        qtbot.wait(20)   # the toolbar lays its buttons out again
        assert button_places(win) == before
        assert win.undo_button.toolTip() == "Undo Lay a tile on C4" and win.undo_button.isEnabled()


SCREENS = ((1024, 700), (1366, 768), (1920, 1080))
SHIPS = {"tsuro-seas": "palette-ships", "entdecker": "palette-units", "magellan": "palette-ships"}


@pytest.mark.parametrize("game", registered_games())
def test_the_docks_fit_the_screens_players_have_and_leave_the_board_its_room(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """At 1024x700 the right dock took 443 px (its group box titles and choice boxes would not
    wrap), leaving the board 365; every part of the editor must be on the window and usable."""
    scenario = next(s for _, s in bundled_scenarios() if s.game == game)
    for win in open_editor(qtbot, scenario):
        for width, height in SCREENS:
            win.resize(width, height)
            qtbot.waitUntil(lambda e=win, w=width, h=height: e.size() == QSize(w, h))
            window = win.rect()
            side = win.findChild(QDockWidget, "dock-side")
            assert side is not None and window.contains(side.geometry()), (width, side.geometry())
            assert side.width() <= 360, "the right dock as narrow as its controls allow"
            assert win.board.width() >= 0.43 * width, (width, win.board.width())
            assert win.problems.isVisible() and win.problems.height() >= 60
            pieces = win.findChild(QListWidget, SHIPS[game])
            assert pieces is not None and pieces.isVisible() and pieces.height() >= 60, "its pieces are reachable"
            for tab in range(win.tabs.count()):
                win.tabs.setCurrentIndex(tab)
                page = win.tabs.currentWidget()
                assert page.width() <= side.width() and page.height() >= 200, (width, tab)


def columns(pieces: PieceList) -> int:
    """How many pieces stand side by side in the list's first row."""
    top = pieces.visualItemRect(pieces.item(0)).top()
    return sum(pieces.visualItemRect(pieces.item(row)).top() == top for row in range(pieces.count()))


@pytest.mark.parametrize("game", registered_games())
def test_the_palette_keeps_its_pieces_in_rows_when_its_dock_scrolls(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window at 1024x700 and at 1366x768 once the status bar showed: Magellan's
    Pieces dock needed its scroll bar, which took the width of the explorer cards' second column,
    so the six explorers stood one under the other. (A list may lose a third column to the bar:
    Entdecker's cards stand three or two a row.)"""
    scenario = next(s for _, s in bundled_scenarios() if s.game == game)
    for win in open_editor(qtbot, scenario):
        win.statusBar().showMessage("A status message")
        dock = win.findChild(QDockWidget, "dock-palette")
        assert dock is not None
        laid_out = {}
        for height in (1080, 700):   # as wide, and only the shorter dock scrolls
            win.resize(1024, height)
            qtbot.waitUntil(lambda e=win, h=height: e.size() == QSize(1024, h))
            qtbot.wait(20)   # the lists lay their icons out again
            laid_out[height] = {pieces.objectName(): columns(pieces)
                                for pieces in dock.findChildren(PieceList) if pieces.count()}
        assert min(laid_out[700].values()) >= 2 and min(laid_out[1080].values()) >= 2, laid_out
