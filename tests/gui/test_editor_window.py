"""The editor window's own furniture: a toolbar whose buttons stay where they are, and a right dock
whose pages fit the screens players have."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow

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
