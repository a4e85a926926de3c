"""Entdecker's side panel: players (score, gold, units, tokens), the five stacks with their
visible backs, the reserve, the choices that have no place on the board, and the move log.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import Decision, Event
from ...engine.entdecker.consequences import fee_paid_this_turn
from ...engine.entdecker.state import (
    UNIT_NAMES,
    Build,
    Declare,
    DeclineToken,
    Draw,
    EndTurn,
    EntdeckerState,
    Phase,
    PlayPersonal,
    Recall,
    TakeToken,
)
from ..analysis.marks import best_places, clear_badges, mark_choice
from ..analysis.panel import percent
from ..game_ui import TableView
from ..widgets import colours
from ..widgets.choice_grid import ChoiceGrid, mark_hint
from ..widgets.move_log import MoveLog
from ..widgets.panel_parts import player_list, turn_heading
from ..widgets.placement_controls import PlacementControls
from .art import card_back_pixmap
from .costs import WORDS
from .spinner import SpinnerWidget

_PANEL_CHOICES = (Declare, Build, Recall, EndTurn, TakeToken, DeclineToken, PlayPersonal)
# The panel fits a 1280x800 window with its log's five lines: the spinner small beside the stacks,
# their backs small, the choices two to a row.
SPINNER = 48


def _button_name(action: Any) -> str | None:
    """The panel's button for a move (a stack or a choice); None for a move made on the board."""
    if isinstance(action, Draw):
        return f"stack-{action.stack}"
    return _choice_name(action) if isinstance(action, _PANEL_CHOICES) else None


def _choice_name(action: Any) -> str:
    """A stable object name per choice, for tests and accessibility tools."""
    if isinstance(action, Declare):
        return f"declare-{action.amount}"
    if isinstance(action, Build):
        return f"build-{UNIT_NAMES[action.kind]}-{action.part}"
    if isinstance(action, Recall):
        return f"recall-{action.square}"
    if isinstance(action, TakeToken):
        return f"token-pile-{action.pile}"
    if isinstance(action, PlayPersonal):
        return f"personal-{action.tile}"
    return "decline-token" if isinstance(action, DeclineToken) else "end-turn"


class EntdeckerPanel(QWidget):
    actionChosen = Signal(object)
    rotateRequested = Signal()
    placeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(360)
        layout = QVBoxLayout(self)
        self.turn_label = turn_heading()
        layout.addWidget(self.turn_label)
        self.players = player_list()
        layout.addWidget(self.players)
        # The spinner beside the stacks, the round as their title, the reserve under them: one box,
        # so the panel fits a 1280x800 window with the log's five lines.
        self.stacks_box = stacks_box = QGroupBox()
        stacks_layout = QVBoxLayout(stacks_box)
        stacks_row = QHBoxLayout()
        stacks_row.setSpacing(4)   # the spinner and five stacks fit the 400 px panel of a 1024 px window
        stacks_layout.addLayout(stacks_row)
        self.spinner = SpinnerWidget(size=SPINNER)
        self.spinner.setObjectName("spinner")
        stacks_row.addWidget(self.spinner)
        self.reserve_label = QLabel()
        self.reserve_label.setWordWrap(True)
        self.stack_buttons: list[QToolButton] = []
        for index in range(5):
            button = QToolButton()
            button.setObjectName(f"stack-{index}")
            button.setMinimumSize(50, 60)
            button.setIconSize(QSize(28, 28))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.clicked.connect(lambda _=False, i=index: self.actionChosen.emit(Draw(i)))
            stacks_row.addWidget(button)
            self.stack_buttons.append(button)
        stacks_layout.addWidget(self.reserve_label)
        # What a card with a question mark may do to the player: said before they draw it.
        self.risk_label = QLabel()
        self.risk_label.setObjectName("stack-risk")
        self.risk_label.setWordWrap(True)
        self.risk_label.setStyleSheet("color: #8a4b00;")
        stacks_layout.addWidget(self.risk_label)
        layout.addWidget(stacks_box)

        # While declaring: the gold left after a start fee and how many cards it pays for.
        self.afford_label = QLabel()
        self.afford_label.setObjectName("declare-afford")
        self.afford_label.setWordWrap(True)
        layout.addWidget(self.afford_label)
        self.choices = ChoiceGrid(_choice_name, columns=6, spelt_out_columns=2, titled=False)
        self.choices.actionChosen.connect(self.actionChosen)
        layout.addWidget(self.choices)
        self.controls = PlacementControls(self.tr("Turn card (R)"), self.tr("Place card (Enter)"))
        self.controls.rotateRequested.connect(self.rotateRequested)
        self.controls.placeRequested.connect(self.placeRequested)
        layout.addWidget(self.controls)

        layout.addWidget(QLabel(self.tr("Move log")))
        self.log = MoveLog()
        self.log.setMinimumHeight(self.log.sizeHint().height())   # five lines, and what room the choices leave
        layout.addWidget(self.log, 1)
        self._chances: dict[Any, float] = {}   # the analysis's, by action, marked on the stacks and choices

    # ------------------------------------------------------------ showing the state

    def show_state(self, view: TableView) -> None:
        """Everything here is public (only the stacks are hidden, from everyone alike): the viewer changes nothing."""
        state: EntdeckerState = view.state
        legal = view.legal
        self.turn_label.setText(view.prompt)
        self._show_players(state, view.names)
        self.stacks_box.setTitle(self.tr("Round {round} · the spinner showed {spin} · %n squares undiscovered", "",
                                         state.undiscovered()).format(round=state.round, spin=state.spin))
        if self.spinner.values != state.data.spinner:
            self.spinner.set_values(state.data.spinner)
        if self.spinner.value is None and state.spin in state.data.spinner:
            self.spinner.show_value(state.spin)
        backs = state.shown_backs   # the observation's: the top card's back, its face hidden from all
        draws = {a.stack for a in legal if isinstance(a, Draw)}
        risks = ""
        for index, button in enumerate(self.stack_buttons):
            count = len(state.stacks[index])
            question = backs[index] == "question"
            button.setIcon(QIcon(card_back_pixmap(question)) if count else QIcon())
            button.setText(self.tr("%n cards", "", count) if count else self.tr("empty"))
            risk = WORDS.consequences(state, Draw(index)) if index in draws else ""
            risks = risks or risk
            button.setToolTip(self.tr("An event card (?) lies on top") + (f": {risk}" if risk else "") if question else
                              self.tr("Draw the top card of this stack") if count else self.tr("This stack is used up"))
            button.setEnabled(index in draws)
            button.setStyleSheet("")
        self.risk_label.setText(self.tr("A card with ? {risks}.").format(risks=risks) if risks else "")
        self.risk_label.setVisible(bool(risks))
        piles = " ".join(str(len(p)) for p in state.reserve)
        tokens = " + ".join(str(len(p)) for p in state.token_piles)
        self.reserve_label.setText(self.tr("Reserve piles 1–6: {piles} · token piles: {tokens}").format(
            piles=piles, tokens=tokens))
        self.choices.detail = lambda action: WORDS.consequences(state, action)
        self._show_choices([a for a in legal if isinstance(a, _PANEL_CHOICES)], state.options.personal_tiles,
                           view.decision)
        self._show_affordable(state, view)
        placing = view.asks("place")
        self.controls.set_placing(placing)
        # Their room goes to the choices meanwhile; the verdict line stays (a start circle's fee shows
        # there on hover: a line that came and went moved the log).
        self.controls.rotate_button.setVisible(placing)
        self.controls.place_button.setVisible(placing)
        self._mark_choices()

    def show_chances(self, chances: dict[Any, float]) -> None:
        """The analysis panel's chances on the best few stacks and choices offered here (the board
        marks its squares and circles: `gui/analysis/marks.py`); empty takes them off."""
        self._chances = dict(chances)
        self._mark_choices()

    def _mark_choices(self) -> None:
        every = [*self.stack_buttons, *self.choices.buttons]
        for button in every:
            clear_badges(button)
        buttons = {b.objectName(): b for b in every if b.isEnabled()}
        def offered(action: Any) -> str | None:   # chances of a position left behind mark nothing
            name = _button_name(action)
            return name if name in buttons else None

        for name, chance in best_places(self._chances, offered).items():
            mark_choice(buttons[name], percent(chance))

    def _show_affordable(self, state: EntdeckerState, view: TableView) -> None:
        """While declaring: the gold there is, after the start fee paid (the engine's), and the most
        cards it buys (the highest amount the engine offers)."""
        most = max((a.amount for a in view.legal if isinstance(a, Declare)), default=0)
        if not view.asks("declare"):
            self.afford_label.hide()
            return
        gold = state.gold[state.active]
        fee = fee_paid_this_turn(state)
        if fee is None:
            text = self.tr("You have {gold} gold: you can turn over up to %n cards.", "", most).format(gold=gold)
        else:
            text = WORDS.fee(fee, view.names, state.board.square_name(state.start_square)) + " " + self.tr(
                "You paid it and have {gold} gold left: you can turn over up to %n cards.", "", most).format(gold=gold)
        self.afford_label.setText(text)
        self.afford_label.show()

    def _show_players(self, state: EntdeckerState, names: list[str]) -> None:
        self.players.clear()
        for seat, name in enumerate(names):
            mark = "▶ " if seat == state.active and state.phase != Phase.OVER else ""
            crown = self.tr(" — winner") if seat in state.winners else ""
            scouts, forts, settlements = state.supply[seat]
            text = mark + name + crown + self.tr(": %n points · gold {gold}/{most} · tokens {tokens}", "",
                                                 state.score[seat]).format(
                gold=state.gold[seat], most=state.data.gold_max, tokens=len(state.tokens[seat]))
            text += "\n   " + self.tr("in supply: {scouts}, {forts}, {settlements}").format(
                scouts=self.tr("%n scouts", "", scouts), forts=self.tr("%n forts", "", forts),
                settlements=self.tr("%n settlements", "", settlements))
            if state.options.personal_tiles:
                text += self.tr(" · %n personal tiles", "", len(state.personal[seat]))
            self.players.addItem(QListWidgetItem(colours.colour_dot(seat), text))
        self.players.setFixedHeight(self.players.sizeHintForRow(0) * max(1, len(names)) + 10)

    def _show_choices(self, actions: list[Any], declare_gold: bool, decision: Decision | None) -> None:
        declares = [(a, a.amount) for a in actions if isinstance(a, Declare)]
        if declares:
            assert decision is not None   # amounts to declare are offered: the declaration is pending
            title = (self.tr("How much gold do you spend on exploring? ({rule})") if declare_gold
                     else self.tr("How many cards will you turn over? ({rule})")).format(rule=decision.rule)
        else:
            title = self.choices.plain_title
        self.choices.show_choices(declares, [a for a in actions if not isinstance(a, Declare)], title)

    def choice(self, name: str) -> QPushButton | None:
        return self.choices.choice(name)

    def show_hint(self, action: Any) -> None:
        """The hint in words (the engine's label: "Start on the circle above A1", "Declare 2 cards")
        where the panel says what a move would do, and its stack or choice marked, as the board
        rings its squares and circles: a ring alone left the player guessing what it meant."""
        self.controls.show_verdict(self.tr("Hint: {action}").format(action=self.choices.describe(action)), True)
        if isinstance(action, Draw):
            mark_hint(self.stack_buttons[action.stack])
        else:
            self.choices.highlight(action)

    def show_preview_status(self, text: str, legal: bool) -> None:
        self.controls.show_verdict(text, legal)

    def add_events(self, events: list[Event], names: list[str]) -> None:
        self.log.add_events(events, names)
        spins = [e.data["spin"] for e in events if e.kind == "income"]
        if spins:
            self.spinner.spin_to(spins[-1])

    def clear_log(self) -> None:
        self.log.clear()
        self.spinner.value = None
