"""The bid control: any amount a hand can pay, in one small box.

A spin box preset to the lowest legal bid (the engine's legal bids give its range), quick raises
of +1, +2 and +5, typing an amount, Enter to bid and Esc or P to pass. Under it the engine's own
reason for the highest bid allowed (the hand's worth, or a card that must stay in hand), so a player sees
why the box stops where it stops.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.magellan.state import Bid, Pass
from ..analysis.marks import MARKED, ChanceBadge, clear_badges
from ..analysis.panel import percent
from ..widgets.choice_grid import mark_hint

RAISES = (1, 2, 5)
PASS_KEYS = (Qt.Key.Key_Escape, Qt.Key.Key_P)
BID_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def window_letter(event: QKeyEvent) -> bool:
    """A letter typed without Ctrl or Alt, other than P: the window's key, never an amount."""
    plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    return plain and Qt.Key.Key_A <= event.key() <= Qt.Key.Key_Z and event.key() not in PASS_KEYS


class BidControl(QGroupBox):
    """Emits `actionChosen(Bid(amount))` or `actionChosen(Pass())`."""

    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bid-control")
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.amount = QSpinBox()
        self.amount.setObjectName("bid-amount")
        self.amount.setMinimumWidth(70)
        font = self.amount.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.amount.setFont(font)
        self.amount.valueChanged.connect(self._show_amount)
        self.amount.installEventFilter(self)
        row.addWidget(self.amount)
        self.raises: list[QPushButton] = []
        for step in RAISES:
            button = QPushButton(f"+{step}")
            button.setObjectName(f"bid-raise-{step}")
            button.setToolTip(self.tr("Raise your bid by {step}").format(step=step))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the keys stay in the box
            button.clicked.connect(lambda _=False, s=step: self.amount.stepBy(s))
            row.addWidget(button)
            self.raises.append(button)
        layout.addLayout(row)
        buttons = QHBoxLayout()
        self.bid_button = QPushButton()
        self.bid_button.setObjectName("bid")
        self.bid_button.setDefault(True)
        self.bid_button.clicked.connect(self.bid)
        buttons.addWidget(self.bid_button, 2)
        self.pass_button = QPushButton(self.tr("Pass (Esc)"))
        self.pass_button.setObjectName("pass")
        self.pass_button.clicked.connect(self.pass_)
        buttons.addWidget(self.pass_button, 1)
        layout.addLayout(buttons)
        self.limit_label = QLabel()
        self.limit_label.setObjectName("bid-limit")
        self.limit_label.setWordWrap(True)
        layout.addWidget(self.limit_label)
        # The analysis's best bids and passing beside the box, the amount in the box marked on its button.
        self.chances_label = QLabel()
        self.chances_label.setObjectName("bid-chances")
        self.chances_label.setWordWrap(True)
        self.chances_label.hide()
        layout.addWidget(self.chances_label)
        self._chances: dict[Bid | Pass, float] = {}
        self.hide()

    def show_bids(self, bids: list[Bid], explorer: str, rule: str, cap: str) -> None:
        """Offer the legal `bids` (their lowest preset) for `explorer`; `cap` is the engine's reason
        for the highest. An empty list hides the control."""
        if not bids:
            self.hide()
            return
        amounts = [bid.amount for bid in bids]
        first = self.isHidden()   # hidden by the last decision (not merely off screen with its page)
        self.amount.setRange(min(amounts), max(amounts))
        self.amount.setValue(min(amounts))
        self.setTitle(self.tr("Your bid for {explorer} ({rule})").format(explorer=explorer, rule=rule))
        self.limit_label.setText(cap)
        for button in (self.bid_button, self.pass_button, *self.raises):
            button.setStyleSheet("")
        self.show_chances({})   # they were for the bids of the last decision
        self.show()
        if first:   # the keys go to the box: type an amount, Enter bids, Esc passes
            self.amount.setFocus()
            self.amount.selectAll()

    def show_chances(self, chances: dict[Bid | Pass, float]) -> None:
        """The analysis panel's chances (`gui/analysis/marks.py`): the best three bids and passing named
        under the box, the amount in the box on its button; empty takes them off."""
        self._chances = dict(chances)
        bids = sorted(((a, c) for a, c in chances.items() if isinstance(a, Bid)), key=lambda item: -item[1])
        said = [self.tr("bid {amount}: {chance}").format(amount=a.amount, chance=percent(c)) for a, c in bids[:MARKED - 1]]
        if Pass() in chances:   # said on the line: a badge on the narrow Pass button hid its words
            said.append(self.tr("pass: {chance}").format(chance=percent(chances[Pass()])))
        self.chances_label.setText(self.tr("Win chance (analysis): {moves}").format(moves=" · ".join(said)))
        self.chances_label.setVisible(bool(said))
        self._show_amount(self.amount.value())

    def _show_amount(self, amount: int) -> None:
        self.bid_button.setText(self.tr("Bid {amount} (Enter)").format(amount=amount))
        for step, button in zip(RAISES, self.raises, strict=True):
            button.setEnabled(amount + step <= self.amount.maximum())
        clear_badges(self.bid_button)
        if Bid(amount) in self._chances:
            ChanceBadge(percent(self._chances[Bid(amount)]), self.bid_button)

    def bid(self) -> None:
        self.amount.interpretText()   # a typed amount counts even before the box loses focus
        self.actionChosen.emit(Bid(self.amount.value()))

    def pass_(self) -> None:
        self.actionChosen.emit(Pass())

    def suggest(self, action: Bid | Pass) -> None:
        """A hint: the suggested amount in the box, which keeps the keyboard (Enter bids it; typing
        replaces it), and its button marked; or the pass button marked, with the keyboard (Enter
        passes)."""
        if isinstance(action, Bid):
            self.amount.setValue(action.amount)
            mark_hint(self.bid_button, keys=False)
            self.amount.setFocus()
            self.amount.selectAll()
        else:
            mark_hint(self.pass_button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter bids and Esc or P pass from the box; P is also the window's "pause AI moves" key, so
        the box claims it first (a shortcut override) while it has the keyboard. H is left to the
        window, as is every other letter (H a hint, A the analysis, S a step): a spin box claims every
        letter, so a letter typed there did nothing at all."""
        if watched is self.amount and isinstance(event, QKeyEvent):
            key = event.key()
            if event.type() == QEvent.Type.ShortcutOverride and window_letter(event):
                event.ignore()
                return True
            if event.type() == QEvent.Type.ShortcutOverride and key in PASS_KEYS + BID_KEYS:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress and key in BID_KEYS:
                self.bid()
                return True
            if event.type() == QEvent.Type.KeyPress and key in PASS_KEYS:
                self.pass_()
                return True
        return super().eventFilter(watched, event)
