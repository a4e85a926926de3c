"""Tooltips that show text from files as it is written.

Qt shows a tooltip (or a what's-this balloon) as rich text whenever the text merely looks like
markup (`Qt::mightBeRichText`): a player's name, a report's details, a scenario's notes, a file's
name or a component-data override's explorer name `<img src="x.png"><b>BIG</b>` would load a
local picture and draw large bold letters. Every tooltip that can hold such text goes through
`plain_tip`; labels that show it are plain-text labels, or escape it where they are rich.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui


def plain_tip(text: str) -> str:
    """`text` for a tooltip, shown as written: when Qt would take it for markup it is escaped, in a
    paragraph that keeps its line breaks and spaces as a plain tooltip does; else it is left as it is."""
    return QtGui.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre) if QtGui.mightBeRichText(text) else text


def tip_with_line(tip: str, line: str) -> str:
    """A tooltip from `plain_tip` with `line` (plain text too) under it."""
    if tip and QtGui.mightBeRichText(tip):   # escaped already: the line joins as a paragraph of its own
        return tip + QtGui.convertFromPlainText(line, Qt.WhiteSpaceMode.WhiteSpacePre)
    return plain_tip(f"{tip}\n{line}" if tip else line)
