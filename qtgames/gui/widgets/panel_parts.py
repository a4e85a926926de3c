"""Widgets every game's side panel starts with: whose turn it is, and the players' list; and the
note under a box's short title that says the rest (a title never wraps, so a long one widens its panel),
and the scrolling a panel's content does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QFrame, QLabel, QListWidget, QScrollArea, QStyle, QWidget

NARROW_CHOICE = 12   # characters a side panel's choice box is wide enough for


def turn_heading(lines: int = 1) -> QLabel:
    """The prompt for the pending decision, large enough to read from across the table. Plain text:
    it starts with a player's name, and a name is never markup. It keeps room for `lines` lines, so
    what stands under it stays put when a two-line prompt ("Player 2: Place a wake tile in front of
    your ship.") follows a one-line one ("Player 1's turn")."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = QFont()
    font.setPointSize(13)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setMinimumHeight(lines * label.fontMetrics().lineSpacing())
    return label


def note(text: str) -> QLabel:
    """A few words under a box's title, wrapped to the panel's width."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: #555555;")
    return label


def player_list(word_wrap: bool = True) -> QListWidget:
    """One row per seat; rows are information, never a selection."""
    players = QListWidget()
    players.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    players.setWordWrap(word_wrap)
    return players


class EveryRowList(QListWidget):
    """A players' list as tall as its wrapped rows, never scrolled: where a seat scrolled out of
    sight (six players at 1024x700) the move log below takes the room left instead.
    `fit_rows` after filling it; a new width wraps the rows anew and fits them again."""

    def __init__(self) -> None:
        super().__init__()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fit_rows(self) -> None:
        self.doItemsLayout()   # a wrapped row's height is known only once laid out at this width
        rows = self.visualItemRect(self.item(self.count() - 1)).bottom() + 1 + self.verticalOffset() \
            if self.count() else 0
        self.setFixedHeight(rows + 2 * self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_rows()


def scrolled(widget: QWidget) -> QScrollArea:
    """A dock's content that scrolls (vertically) rather than making the window taller than a laptop's
    screen; its choice boxes as narrow as a few words (their lists show each entry whole), so the
    longest entry does not take the board's room on a small screen."""
    for box in widget.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(NARROW_CHOICE)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    bar = area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    area.setMinimumWidth(max(widget.minimumWidth(), widget.minimumSizeHint().width()) + bar)
    return area
