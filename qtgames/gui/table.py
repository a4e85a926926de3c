"""The game page's parts every game shares: the board area with its card over the board (result,
"pass the computer"), the side panel's frame of stable width, and the offer of a guide."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QHideEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine.core import Event
from .game_ui import GameBoard, Loss, SidePanel
from .widgets.rule_links import NON_BREAKING_HYPHEN, linked_rules

# The side panel's width by the window's: wide enough for every game's choices at 1024 px, a
# little more on larger screens; it changes only with the window, never with the panel's texts.
PANEL_WIDTHS = ((1200, 400), (1700, 440))
RULE_LINK_COLOUR = "#f2c14e"   # the card's gold: the default link blue is lost on its dark sea
WIDEST_PANEL = 480


def panel_width(window_width: int) -> int:
    return next((width for below, width in PANEL_WIDTHS if window_width < below), WIDEST_PANEL)


class Overlay(QFrame):
    """A card over the board: the result screen, a player out of the game, or "pass the computer"
    in hotseat games."""

    closed = Signal()   # whatever waited for the player to read the card may go on

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("overlay")
        self.setStyleSheet("#overlay { background: rgba(6, 38, 58, 225); border: 2px solid #f2c14e;"
                           " border-radius: 14px; } QLabel { color: #f4fbff; }")
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(28, 22, 28, 22)
        self.title = QLabel()
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)   # it names players: a name is never markup
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)   # a long name wraps: unwrapped, the card grew too short for its lines
        self.detail = QLabel()
        detail_font = QFont()
        detail_font.setPointSize(12)   # what happened and why: read at a glance, like the title
        self.detail.setFont(detail_font)
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setOpenExternalLinks(True)   # a rule ID opens the rule (our scheme's handler)
        self.column.addWidget(self.title)
        self.column.addWidget(self.detail)
        self.buttons = QGridLayout()   # side by side where the board has room, else in rows (recentre)
        self.column.addLayout(self.buttons)
        self.choices: list[QPushButton] = []
        self.hide()

    def present(self, title: str, detail: str, buttons: list[tuple[str, str, Any]]) -> None:
        """Show the card: `detail` is rich text, its rule IDs become links, each on one line."""
        self.title.setText(title)
        self.detail.setText(linked_rules(detail, RULE_LINK_COLOUR))
        while (item := self.buttons.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()   # deleteLater waits for the event loop: until then it would still show
                widget.deleteLater()
        self.choices = []
        for text, name, slot in buttons:
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.setMinimumHeight(34)
            button.clicked.connect(slot)
            # Shown now, not with the card (or by a queued call over a card already up): a layout
            # counts a hidden widget as absent, and the card was measured without its buttons.
            button.show()
            self.choices.append(button)
        self.recentre()
        self.show()
        self.raise_()
        if self.choices:
            self.choices[0].setFocus()   # keyboard play: Space takes the first choice, Tab walks the others

    def detail_text(self) -> str:
        """What the card's words say, as plain text with its rule IDs as written (for people who
        cannot see it, and tests)."""
        return QTextDocumentFragment.fromHtml(self.detail.text()).toPlainText().replace(NON_BREAKING_HYPHEN, "-")

    def recentre(self) -> None:
        """As wide as it needs, its buttons' row included (at most the board's width: then the buttons
        go in rows), as tall as its wrapped words need at that width, centred. The height is added up
        from the parts, each label held to its lines: the layout's own height-for-width left a title
        wrapped onto three lines (a long name at 1024x700) two lines' room."""
        parent = self.parentWidget()
        assert parent is not None   # made over the board area (__init__) and never moved
        layout = self.column
        margins = layout.contentsMargins()
        self.ensurePolished()   # the style sheet's border is the frame's: the labels are that much narrower
        frame = 2 * self.frameWidth()
        widest = parent.width() - 16
        self.arrange_buttons(widest - margins.left() - margins.right() - frame)
        layout.invalidate()   # its hints were kept from before the new buttons and words: measure anew
        width = min(max(420, self.sizeHint().width()), widest)
        inner = width - margins.left() - margins.right() - frame
        for label in (self.title, self.detail):   # the layout shares height out by hints: these are firm
            label.setMinimumHeight(0)   # a label's height for a width is at least its minimum: measure anew
            label.setMinimumHeight(max(0, label.heightForWidth(inner)))
        needed = (frame + margins.top() + margins.bottom() + 2 * layout.spacing() + self.title.minimumHeight()
                  + self.detail.minimumHeight() + self.buttons.sizeHint().height())
        height = min(needed, parent.height() - 16)
        self.setGeometry((parent.width() - width) // 2, (parent.height() - height) // 2, width, height)

    def arrange_buttons(self, room: int) -> None:
        """The buttons in as few rows as `room` holds each at its words' width, shared out evenly
        (two and two, not three and one): all in a row where the board is wide enough (a cut label
        hid what it offered)."""
        grid, spacing = self.buttons, self.buttons.horizontalSpacing()
        hints = [button.sizeHint().width() for button in self.choices]
        counts = (-(-len(hints) // rows) for rows in range(1, len(hints) + 1))   # columns, for 1, 2, … rows
        columns = next((n for n in counts if sum(max(hints[c::n]) for c in range(n)) + spacing * (n - 1) <= room), 1)
        for button in self.choices:
            grid.removeWidget(button)
        for i, button in enumerate(self.choices):
            grid.addWidget(button, i // columns, i % columns)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()


class BoardArea(QWidget):
    """Holds the board and keeps the overlay centred on it."""

    def __init__(self, board: QWidget) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(board, 0, 0)
        self.overlay = Overlay(self)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.overlay.recentre()


class SideFrame(QScrollArea):
    """The side panel at a stable width: its texts wrap instead of widening it, and a panel taller
    than a small screen scrolls instead of pushing the window past the screen."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setObjectName("side-panel")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A click on a panel button that keeps the keyboard where it is (the bid box's raises)
        # would otherwise hand it to the nearest ancestor that takes focus: this frame. The wheel
        # still scrolls it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.setMinimumWidth(0)   # the frame decides the width
        panel.setMaximumWidth(16777215)
        self.setWidget(panel)


@dataclass
class GameView:
    """One game's board and panel, built the first time that game is played."""

    board: GameBoard
    panel: SidePanel
    area: BoardArea
    side: SideFrame
    page: QWidget
    # Lines for the result screen from the game's scoring events, where its points have parts.
    result_lines: Callable[[list[Event], list[str]], list[str]]
    # The players events put out of the game, with the event that says how.
    losses: Callable[[list[Event]], list[Loss]]


class GuideOffer(QFrame):
    """A game's first start: a quiet line over the board offering its how-to-play guide, until the
    player takes it, says "Not now", or has made a few moves (they are playing: it only took room)."""

    guideRequested = Signal()
    MOVES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide-offer")
        self.setStyleSheet("#guide-offer { background: #e3f1fb; border-bottom: 1px solid #9cc7e4; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)
        self.show_guide = QPushButton(self.tr("How to play"))
        self.show_guide.setObjectName("guide-offer-show")
        self.show_guide.clicked.connect(self.hide)
        self.show_guide.clicked.connect(self.guideRequested)
        self.dismiss = QPushButton(self.tr("Not now"))
        self.dismiss.setObjectName("guide-offer-dismiss")
        self.dismiss.setToolTip(self.tr("The guide stays in Help → How to play"))
        self.dismiss.clicked.connect(self.hide)
        row.addWidget(self.show_guide)
        row.addWidget(self.dismiss)
        self.moves = 0
        self.hide()

    def offer(self, title: str) -> None:
        self.text.setText(self.tr("First game of {game}? A short illustrated guide shows how to play.").format(
            game=title))
        self.moves = 0
        self.show()

    def moved(self) -> None:
        """The player made a move: after a few, the offer goes (it stays in Help → How to play)."""
        self.moves += 1
        if self.moves >= self.MOVES:
            self.hide()
