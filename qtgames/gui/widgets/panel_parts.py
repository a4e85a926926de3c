"""Widgets every game's side panel starts with: whose turn it is, and the players' list; and the
note under a box's short title that says the rest (a title never wraps, so a long one widens its panel)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget


def turn_heading() -> QLabel:
    """The prompt for the pending decision, large enough to read from across the table. Plain text:
    it starts with a player's name, and a name is never markup."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = QFont()
    font.setPointSize(13)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def note(text: str) -> QLabel:
    """A few words under a box's title, wrapped to the panel's width."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(dark);")
    return label


def player_list(word_wrap: bool = True) -> QListWidget:
    """One row per seat; rows are information, never a selection."""
    players = QListWidget()
    players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    players.setWordWrap(word_wrap)
    return players
