"""Where a dock beside the table goes: docked on the right where the board keeps a usable width
beside it, else floating over the board's left part, as tall as the window's inside, where the
player can still move it or dock it. The rules and the analysis panel are placed so."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

# What the window keeps beside a docked column: the side panel's 400 px, the margins and a board
# of 420 (432 at 1280x800, where the rules dock). A narrower window (1024 px) has the column laid
# over the board instead: docked, the rules left a board 252 px and the analysis one 272 px.
BESIDE_THE_DOCK = 880


def place_dock(window: QMainWindow, dock: QDockWidget, width: int) -> None:
    """Dock `dock` `width` px wide on the right if the board keeps its room, else float it over the board."""
    if window.width() - width >= BESIDE_THE_DOCK:
        dock.setFloating(False)
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        return
    inside = window.centralWidget()
    assert inside is not None   # the main window's pages, made with it
    dock.setFloating(True)
    dock.setGeometry(QRect(inside.mapToGlobal(inside.rect().topLeft()), inside.size()).adjusted(
        0, 0, width - inside.width(), 0))
