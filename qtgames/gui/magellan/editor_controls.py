"""The Magellan editor's side controls: the table (players, board sides, phase, stage, the card
up), the auction, each player's gold and Magellan stacks, the gold piles and the explorer decks.

Every control changes the position through `engine/magellan/editing.py`, one undo step each.
The card lists are drop targets for the palette's gold and explorer cards and for each other;
where order matters they show the top first (the position lists a deck's top last). Values the
rules fix — the bid limits, who may not bid, ships still to place — are shown, not offered.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import (
    QPoint,
    QRegularExpression,
    QSignalBlocker,
    QSize,
    Qt,
)
from PySide6.QtGui import QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.core.editing import Position
from ...engine.core.messages import player
from ...engine.magellan import editing
from ...engine.magellan.data import EXPLORER_IDS, MAX_PLAYERS
from ...engine.magellan.events import explorer_name
from ...engine.magellan.options import MagellanOptions
from ...engine.magellan.position import STAGES
from ...engine.magellan.state import PHASE_NAMES, MagellanState
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import field_rules
from ..i18n import QT_TRANSLATE_NOOP
from ..widgets.panel_parts import scrolled
from ..widgets.rule_links import option_rule

CARD = QSize(30, 42)  # a gold or explorer card in a side list
Piece = tuple[dict[str, Any], QPixmap, str, str]   # what PieceList.add_piece takes
# Problem paths whose item is a control rather than a list: the path pattern -> the control's name.
_CONTROLS = ((r"auction\.(?:out|limits)\[(\d+)\]", "passed-{}"), (r"vetoes\[(\d+)\]", "vetoes-{}"),
             (r"auction\.high_bid", "high-bid"), (r"(card|stage|phase|price|players)", "{}"))
STAGE_WORDS = {   # the stage by what happens in it, translated where shown (context "MagellanControls")
    "veto": QT_TRANSLATE_NOOP("MagellanControls", "A Columbus card's owner may veto the card"),
    "bid": QT_TRANSLATE_NOOP("MagellanControls", "The auction"),
    "pay": QT_TRANSLATE_NOOP("MagellanControls", "The buyer pays"),
    "half": QT_TRANSLATE_NOOP("MagellanControls", "Which half of a split field"),
    "stack": QT_TRANSLATE_NOOP("MagellanControls", "Which Magellan stack"),
    "under": QT_TRANSLATE_NOOP("MagellanControls", "The card under Magellan"),
    "exchange": QT_TRANSLATE_NOOP("MagellanControls", "Marco Polo exchanges"),
    "plunder": QT_TRANSLATE_NOOP("MagellanControls", "Pizarro plunders"),
    "over": QT_TRANSLATE_NOOP("MagellanControls", "The game has ended"),
}


def card_list(name: str, rows: int, labelled: bool = False) -> PieceList:
    """A list of cards `rows` high on a fixed grid (room for a label under each when
    `labelled`); it scrolls when a pile is longer."""
    cards = PieceList(CARD.height())
    cards.setObjectName(name)
    cards.setIconSize(CARD)
    cell = QSize(CARD.width() + 4, CARD.height() + (18 if labelled else 4))
    cards.setGridSize(cell)
    cards.setFixedHeight(rows * cell.height() + 2 * cards.frameWidth() + 2)
    return cards


class ControlsTools(Protocol):
    """What the controls ask of the Magellan editor's tools: to make an edit, and the cards to
    list (the tools own the palette's art, so a card looks the same in a list and in the palette)."""

    def edit(self, text: str, change: Callable[..., Position], *args: Any) -> None:
        """Apply `change(position, options, *args)` as one undo step, or say why it cannot be made."""

    def set_side(self, board: int, side: str) -> None:
        """Turn a board to its other side (a scenario option)."""

    def shuffle_gold_deck(self) -> None:
        """Shuffle the gold deck (one undo step)."""

    def side_dropped(self, piece: dict[str, Any], global_point: QPoint) -> None:
        """A card dragged out of one of these lists."""

    def gold_piece(self, value: int, pile: str | None = None, index: int = 0, label: str = "") -> Piece:
        """A gold card for a list, lying at `index` of `pile`."""

    def explorer_piece(self, explorer: str, pile: str | None = None, index: int = 0) -> Piece:
        """An explorer card for a list, lying at `index` of `pile`."""


class SeatBox(QComboBox):
    """A choice of seat, maybe "nobody" (-1), that sets one value of the position when chosen."""

    def __init__(self, name: str, nobody: bool) -> None:
        super().__init__()
        self.setObjectName(name)
        self.nobody = nobody

    def show_seat(self, players: int, seat: int) -> None:
        self.clear()
        if self.nobody:
            self.addItem(self.tr("nobody"), -1)
        for index in range(players):
            self.addItem(player(index), index)
        self.setCurrentIndex(max(0, self.findData(seat)))


class MagellanControls(QTabWidget):
    """Three pages — Table, Gold, Explorer cards — editing through the tools' `edit`."""

    def __init__(self, tools: ControlsTools) -> None:
        super().__init__()
        self.setObjectName("magellan-controls")
        self.tools = tools
        self.pile_lists: dict[str, PieceList] = {}   # position field ("hands[1]", "decks[0]") -> its list
        self.seat_boxes: dict[str, SeatBox] = {}
        self.pages = [scrolled(self._table_page()), scrolled(self._gold_page()), scrolled(self._explorer_page())]
        for page, title in zip(self.pages, (self.tr("Table"), self.tr("Gold"), self.tr("Explorer cards")), strict=True):
            self.addTab(page, title)

    # ------------------------------------------------------------ building

    def _set(self, name: str, value: Any, text: str) -> None:
        self.tools.edit(text, editing.set_value, name, value)

    def _table_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(3, MAX_PLAYERS)
        self.players.valueChanged.connect(lambda n: self.tools.edit(self.tr("Number of players: {count}").format(count=n),
                                                                    editing.set_players, n))
        form.addRow(self.tr("Players"), self.players)
        self.sides = []
        for board in (0, 1):
            side = QComboBox()
            side.setObjectName(f"board{board + 1}")
            side.addItems(["A", "B"])
            side.setToolTip(self.tr("The board side is a scenario option ({rule}); changing it is one undo step").format(
                rule=option_rule(MagellanOptions, f"board{board + 1}")))
            side.activated.connect(lambda index, b=board: self.tools.set_side(b, "AB"[index]))
            self.sides.append(side)
            form.addRow(self.tr("Board {board} side").format(board=board + 1), side)
        self.phase = QComboBox()
        self.phase.setObjectName("phase")
        self.phase.addItems([self.tr("Phase {phase}").format(phase=name) for name in PHASE_NAMES])
        self.phase.activated.connect(lambda p: self._set("phase", p,
                                                         self.tr("Set phase {phase}").format(phase=PHASE_NAMES[p])))
        form.addRow(self.tr("Phase"), self.phase)
        self.stage = QComboBox()
        self.stage.setObjectName("stage")
        for key in STAGES:
            self.stage.addItem(self.tr(STAGE_WORDS[key]), key)
        self.stage.activated.connect(lambda i: self._set("stage", self.stage.itemData(i), self.tr("Set the stage")))
        form.addRow(self.tr("Decision"), self.stage)
        self.card = QComboBox()
        self.card.setObjectName("card")
        self.card.activated.connect(self._card_chosen)
        form.addRow(self.tr("Card up"), self.card)
        form.addRow(self.tr("Auctioneer"), self._seat_box("auctioneer", False, self.tr("Set the auctioneer")))
        self.rng = QLineEdit()
        self.rng.setObjectName("rng")
        self.rng.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}")))
        self.rng.setToolTip(self.tr("The seeded random generator: the next reshuffle and James Cook B's steal"))
        self.rng.editingFinished.connect(lambda: self._set("rng", int(self.rng.text() or 0),
                                                           self.tr("Set the random seed")))
        form.addRow(self.tr("Random state"), self.rng)
        layout.addLayout(form)
        layout.addWidget(self._auction_box())
        layout.addWidget(self._seat_rows_box())
        layout.addStretch(1)
        return page

    def _seat_box(self, name: str, nobody: bool, text: str) -> SeatBox:
        box = SeatBox(name, nobody)
        box.activated.connect(lambda i: self._set(name, box.itemData(i), text))
        self.seat_boxes[name] = box
        return box

    def _card_chosen(self, index: int) -> None:
        explorer = self.card.itemData(index)
        self.tools.edit(self.tr("Put a card up") if explorer else self.tr("No card up"), editing.set_card, explorer)

    def _auction_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Auction and purchase"))
        form = QFormLayout(box)
        form.addRow(self.tr("Invited to open"), self._seat_box("auction.invited", False, self.tr("Set who opens")))
        form.addRow(self.tr("Whose turn to bid"), self._seat_box("auction.bidder", True,
                                                                 self.tr("Set whose turn it is to bid")))
        self.high_bid = QSpinBox()
        self.high_bid.setObjectName("high-bid")
        self.high_bid.setRange(0, 999)
        self.high_bid.valueChanged.connect(lambda v: self._set("auction.high_bid", v, self.tr("Set the high bid")))
        form.addRow(self.tr("High bid"), self.high_bid)
        form.addRow(self.tr("held by"), self._seat_box("auction.high_bidder", True,
                                                       self.tr("Set who holds the high bid")))
        form.addRow(self.tr("Buyer"), self._seat_box("buyer", True, self.tr("Set the buyer")))
        self.price = QSpinBox()
        self.price.setObjectName("price")
        self.price.setRange(0, 999)
        self.price.valueChanged.connect(lambda v: self._set("price", v, self.tr("Set the price")))
        form.addRow(self.tr("Price"), self.price)
        form.addRow(self.tr("Last buyer"), self._seat_box("last_buyer", True, self.tr("Set the last buyer")))
        return box

    def _seat_rows_box(self) -> QGroupBox:
        """Per seat: passed this auction, the bid limit the rules give, unused Columbus vetoes."""
        box = QGroupBox(self.tr("Each player"))
        grid = QGridLayout(box)
        for column, title in enumerate(("", self.tr("Passed"), self.tr("May bid up to"), self.tr("Unused vetoes"),
                                         self.tr("Ships to place"))):
            heading = QLabel(f"<i>{title}</i>")
            heading.setWordWrap(True)   # a heading in two lines keeps its column, and the panel, narrow
            grid.addWidget(heading, 0, column)
        self.seat_rows: list[tuple[QLabel, QCheckBox, QLabel, QSpinBox, QLabel]] = []
        unspent = self.tr("Columbus cards bought in phase I not yet spent on a veto ({rules})").format(
            rules=field_rules(editing.FIELD_RULES, "vetoes"))
        for seat in range(MAX_PLAYERS):
            passed = QCheckBox()
            passed.setObjectName(f"passed-{seat}")
            passed.clicked.connect(lambda on, s=seat: self._set(f"auction.out[{s}]", on,
                                                                (self.tr("{player} passes") if on else
                                                                 self.tr("{player} bids on")).format(player=player(s))))
            vetoes = QSpinBox()
            vetoes.setObjectName(f"vetoes-{seat}")
            vetoes.setRange(0, 9)
            vetoes.setToolTip(unspent)
            vetoes.valueChanged.connect(lambda v, s=seat: self._set(
                f"vetoes[{s}]", v, self.tr("Set {player}'s vetoes").format(player=player(s))))
            row = (QLabel(player(seat)), passed, QLabel(), vetoes, QLabel())
            for column, widget in enumerate(row):
                grid.addWidget(widget, seat + 1, column)
            self.seat_rows.append(row)
        return box

    def _gold_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        words = QLabel(self.tr("Drag gold cards from the palette or between these lists; a card dragged away onto "
                               "nothing goes back under the gold deck."))
        words.setWordWrap(True)
        layout.addWidget(words)
        grid = QGridLayout()
        for column, title in ((1, self.tr("In hand")), (2, self.tr("Under Magellan (one stack per ship)"))):
            heading = QLabel(f"<i>{title}</i>")
            heading.setWordWrap(True)
            grid.addWidget(heading, 0, column)
        self.hand_labels: list[QLabel] = []
        for seat in range(MAX_PLAYERS):
            label = QLabel()
            grid.addWidget(label, seat + 1, 0)
            self.hand_labels.append(label)
            for column, pile in ((1, f"hands[{seat}]"), (2, f"stacks[{seat}]")):
                cards = card_list(pile.replace("[", "-").rstrip("]"), 1, labelled=column == 2)
                grid.addWidget(cards, seat + 1, column)
                self._add_pile(pile, cards)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 2)
        layout.addLayout(grid)
        deck_row = QHBoxLayout()
        deck_row.addWidget(QLabel(self.tr("<b>Gold deck</b> (top first)")), 1)
        top = QPushButton(self.tr("To the top"))
        top.setToolTip(self.tr("Make the selected card the next one drawn"))
        top.clicked.connect(self._deck_card_to_top)
        shuffle = QPushButton(self.tr("Shuffle"))
        shuffle.setObjectName("shuffle-gold")
        shuffle.clicked.connect(lambda: self.tools.shuffle_gold_deck())
        deck_row.addWidget(top)
        deck_row.addWidget(shuffle)
        layout.addLayout(deck_row)
        self._add_pile("gold_deck", card_list("gold_deck", 3))
        layout.addWidget(self.pile_lists["gold_deck"])
        layout.addWidget(QLabel(self.tr("<b>Discard pile</b> (top first)")))
        self._add_pile("discard", card_list("discard", 2))
        layout.addWidget(self.pile_lists["discard"])
        layout.addStretch(1)
        return page

    def _explorer_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        intro = QLabel(self.tr("Each phase's explorer cards are in its deck (top first), its box (unsold, {rules}), "
                               "bought (the ships on the board) or up for auction. Drag a card between deck and box, "
                               "or onto an explorer on the board to put it up.").format(
            rules=field_rules(editing.FIELD_RULES, "boxed")))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        for phase, name in enumerate(PHASE_NAMES):
            for pile, title, rows in ((f"decks[{phase}]", self.tr("<b>Phase {phase} deck</b>").format(phase=name), 2),
                                      (f"boxed[{phase}]", self.tr("Phase {phase} box").format(phase=name), 1)):
                layout.addWidget(QLabel(title))
                cards = card_list(pile.replace("[", "-").rstrip("]"), rows)
                layout.addWidget(cards)
                self._add_pile(pile, cards)
        layout.addStretch(1)
        return page

    def _add_pile(self, pile: str, cards: PieceList) -> None:
        self.pile_lists[pile] = cards
        cards.dropped.connect(self.tools.side_dropped)

    def _deck_card_to_top(self) -> None:
        item = self.pile_lists["gold_deck"].currentItem()
        if item is not None:
            piece = item.data(PIECE_ROLE)
            self.tools.edit(self.tr("Gold {value} to the top of the deck").format(value=piece["value"]),
                            editing.move_gold, piece["value"],
                            "gold_deck", "gold_deck", piece["index"])

    # ------------------------------------------------------------ showing

    def show_state(self, state: MagellanState) -> None:
        """Show the position. Choices react to the user only (`activated`, `clicked`); the spin
        boxes, which also signal a value set here, are blocked, so showing never edits."""
        blockers = [QSignalBlocker(spin) for spin in self.findChildren(QSpinBox)]
        self._show_table(state)
        self._show_seats(state)
        self._show_gold(state)
        self._show_explorers(state)
        del blockers

    def _show_table(self, state: MagellanState) -> None:
        players = state.players
        self.players.setValue(players)
        for board, side in enumerate(self.sides):
            side.setCurrentIndex("AB".index(state.options.sides[board]))
        self.phase.setCurrentIndex(state.phase)
        self.stage.setCurrentIndex(int(state.stage))
        self.card.clear()
        self.card.addItem(self.tr("none"), None)
        for index, explorer in enumerate(state.data.explorers):
            self.card.addItem(explorer_name(index, state.data), explorer.key)
        self.card.setCurrentIndex(state.card + 1)
        self.rng.setText(str(state.rng.state))
        values = {"auctioneer": state.auctioneer, "auction.invited": state.invited, "auction.bidder": state.bidder,
                  "auction.high_bidder": state.high_bidder, "buyer": state.buyer, "last_buyer": state.last_buyer}
        for name, box in self.seat_boxes.items():
            box.show_seat(players, values[name])
        self.high_bid.setValue(state.high_bid)
        self.price.setValue(state.price)

    def _show_seats(self, state: MagellanState) -> None:
        bidding = state.stage.name == "BID"
        for seat, (name, passed, limit, vetoes, ships) in enumerate(self.seat_rows):
            here = seat < state.players
            for widget in (name, passed, limit, vetoes, ships):
                widget.setVisible(here)
            if not here:
                continue
            may_not = bidding and state.limits[seat] < 1
            passed.setChecked(state.out[seat])
            passed.setEnabled(bidding and not may_not)
            passed.setToolTip(self.tr("May not bid on this card (the rules say so)") if may_not
                              else self.tr("Passed this auction"))
            limit.setText(("—" if may_not else str(state.limits[seat])) if bidding else "")
            vetoes.setValue(state.vetoes[seat])
            ships.setText(str(state.ships_left[seat]))

    def _show_gold(self, state: MagellanState) -> None:
        for seat in range(MAX_PLAYERS):
            here = seat < state.players
            self.hand_labels[seat].setVisible(here)
            for pile in (f"hands[{seat}]", f"stacks[{seat}]"):
                self.pile_lists[pile].setVisible(here)
            if not here:
                continue
            hand = state.hands[seat]
            self.hand_labels[seat].setText(self.tr("{player}<br><small>{sum} in hand</small>").format(
                player=html.escape(player(seat)), sum=sum(hand)))
            self._fill(f"hands[{seat}]", [self.tools.gold_piece(v, f"hands[{seat}]", i) for i, v in enumerate(hand)])
            self._fill(f"stacks[{seat}]", [self.tools.gold_piece(v, f"stacks[{seat}][{s}]", i, f"#{s + 1}")
                                           for s, stack in enumerate(state.stacks[seat]) for i, v in enumerate(stack)])
        for pile, cards in (("gold_deck", state.gold_deck), ("discard", state.discard)):
            self._fill(pile, [self.tools.gold_piece(v, pile, i) for i, v in reversed(list(enumerate(cards)))])

    def _show_explorers(self, state: MagellanState) -> None:
        for phase in range(len(PHASE_NAMES)):
            deck = list(enumerate(state.decks[phase]))
            self._fill(f"decks[{phase}]", [self.tools.explorer_piece(EXPLORER_IDS[e], f"decks[{phase}]", i)
                                           for i, e in reversed(deck)])
            self._fill(f"boxed[{phase}]", [self.tools.explorer_piece(EXPLORER_IDS[e], f"boxed[{phase}]", i)
                                           for i, e in enumerate(state.boxed[phase])])

    def _fill(self, pile: str, pieces: list[Piece]) -> None:
        cards = self.pile_lists[pile]
        cards.clear()
        for piece in pieces:
            cards.add_piece(*piece)

    # ------------------------------------------------------------ dropping

    def pile_at(self, global_point: QPoint) -> tuple[str, PieceList, dict[str, Any] | None] | None:
        """The visible card list under a global point, and the card there (None: empty space)."""
        for pile, cards in self.pile_lists.items():
            viewport = cards.viewport()
            local = viewport.mapFromGlobal(global_point)
            if cards.isVisible() and viewport.visibleRegion().contains(local):
                item = cards.itemAt(local)
                return pile, cards, None if item is None else item.data(PIECE_ROLE)
        return None

    def reveal(self, path: str) -> bool:
        """Bring forward the list or control a problem's path names (`position.hands[2]`)."""
        widget = self._control_for(path.removeprefix("position."))
        if widget is None:
            return False
        page = next(page for page in self.pages if page.isAncestorOf(widget))
        self.setCurrentWidget(page)
        page.ensureWidgetVisible(widget)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _control_for(self, name: str) -> QWidget | None:
        for pile, cards in self.pile_lists.items():
            if name == pile or name.startswith(pile + "["):
                return cards
        if name in self.seat_boxes:
            return self.seat_boxes[name]
        for pattern, control in _CONTROLS:
            match = re.fullmatch(pattern, name)
            if match:
                return self.findChild(QWidget, control.format(*match.groups()))
        return None
