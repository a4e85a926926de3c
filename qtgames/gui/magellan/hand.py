"""The viewer's gold cards as a row of cards, selectable when gold is paid or exchanged.

Selecting only gathers values: the sum is shown and an overpayment is pointed out, but whether
the chosen cards may pay or be exchanged is the engine's answer, given when the player presses
the button.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.magellan.state import Exchange, MagellanAction, MagellanState, Pay
from ..widgets.choice_grid import mark_hint
from .art import gold_card_pixmap

# Nine cards (34 px each), a starting hand, fit one row of the side panel at its narrowest (400 px,
# with a scroll bar): a second row took the room six players' rows need at 1024x700. A larger hand
# takes a second row rather than widening the panel past the window.
CARDS_PER_ROW = 9


class GoldHand(QGroupBox):
    """Emits `actionChosen(Pay | Exchange)` with the selected values when the player confirms."""

    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Your gold"), parent)
        layout = QVBoxLayout(self)
        self.cards_row = QGridLayout()   # wraps after CARDS_PER_ROW: a hand can grow past a dozen
        self.cards_row.setSpacing(3)
        self.cards_row.setAlignment(Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(self.cards_row)
        self.sum_label = QLabel()
        self.sum_label.setObjectName("gold-selection")
        self.sum_label.setWordWrap(True)
        layout.addWidget(self.sum_label)
        self.confirm = QPushButton()
        self.confirm.setObjectName("pay-selected")
        self.confirm.clicked.connect(self._confirm)
        layout.addWidget(self.confirm)
        self.card_buttons: list[QToolButton] = []
        self.hand: list[int] = []
        self.price = 0
        self.most_exchanged = 0   # the most cards one exchange may give: the engine's legal exchanges say
        self.making: type[Pay | Exchange] | None = None

    def show_hand(self, state: MagellanState, seat: int | None, legal: list[MagellanAction]) -> None:
        """Show `seat`'s hand (None: nobody at the screen may see one); selectable when it pays or exchanges."""
        hand = [] if seat is None else state.hands[seat]
        if any(isinstance(a, Pay) for a in legal):
            self.making, self.price = Pay, state.price
        elif exchanges := [a for a in legal if isinstance(a, Exchange)]:
            self.making, self.price = Exchange, 0
            self.most_exchanged = max(len(a.cards) for a in exchanges)
        else:
            self.making, self.price = None, 0
        if hand != self.hand or len(self.card_buttons) != len(hand):
            self._rebuild(state, hand)
        for button in self.card_buttons:
            button.setCheckable(self.making is not None)
            button.setChecked(False)
        self.setTitle(self.tr("Hands are hidden: only the player to move sees theirs") if seat is None
                      else self.tr("Your gold: %n cards worth {worth}", "", len(hand)).format(worth=sum(hand)))
        self.confirm.setVisible(self.making is not None)
        self.confirm.setStyleSheet("")   # a hint's mark is for the decision it was asked at
        self.confirm.setText(self.tr("Pay with the selected cards") if self.making is Pay
                             else self.tr("Exchange the selected cards"))
        self.confirm.setObjectName("pay-selected" if self.making is Pay else "exchange-selected")
        self._show_selection()

    def _rebuild(self, state: MagellanState, hand: list[int]) -> None:
        for button in self.card_buttons:
            self.cards_row.removeWidget(button)
            button.deleteLater()
        self.hand = list(hand)
        self.card_buttons = []
        for index, value in enumerate(hand):
            crowns = state.data.crowns[value]
            button = QToolButton()
            button.setObjectName(f"gold-{index}")
            button.setIcon(QIcon(gold_card_pixmap(value, crowns)))
            button.setIconSize(QSize(26, 37))
            button.setToolTip(self.tr("Gold {value}: pays {value}, worth %n crowns at the end", "",
                                      crowns).format(value=value))
            button.setStyleSheet("QToolButton:checked { background: #ffe066; border: 2px solid #b8860b; }")
            button.toggled.connect(self._show_selection)
            self.cards_row.addWidget(button, *divmod(index, CARDS_PER_ROW))
            self.card_buttons.append(button)

    def suggest(self, action: Pay | Exchange) -> None:
        """A hint: its cards selected (the first card of each value it names) and the button marked."""
        wanted = list(action.cards)
        for value, button in zip(self.hand, self.card_buttons, strict=True):
            button.setChecked(value in wanted)
            if value in wanted:
                wanted.remove(value)
        mark_hint(self.confirm)

    def selected(self) -> tuple[int, ...]:
        return tuple(sorted(v for v, b in zip(self.hand, self.card_buttons, strict=True) if b.isChecked()))

    def _show_selection(self) -> None:
        chosen = self.selected()
        self.sum_label.setVisible(self.making is not None)   # no room kept for a line with nothing to say
        if self.making is None:
            self.sum_label.setText("")
        elif self.making is Exchange:
            self.sum_label.setText(self.tr("Selected %n cards to exchange (at most {most}).", "", len(chosen)).format(
                most=self.most_exchanged))
        else:
            total = sum(chosen)
            text = self.tr("Selected {cards} = {total} for a bid of {bid}").format(
                cards=" + ".join(map(str, chosen)) or self.tr("nothing"), total=total, bid=self.price)
            if total > self.price:
                text += self.tr(": overpays by {amount} (no change is given)").format(amount=total - self.price)
            elif total < self.price:
                text += self.tr(": {amount} short").format(amount=self.price - total)
            self.sum_label.setText(text + ".")
            self.sum_label.setStyleSheet("color: #b00020;" if total > self.price else "")
        self.confirm.setEnabled(self.making is not None and (bool(chosen) or self.making is Exchange))

    def _confirm(self) -> None:
        if self.making is not None:
            self.actionChosen.emit(self.making(self.selected()))
