"""Magellan's side panel: the players (gold counts, shown gold, Magellan stacks, vetoes, score),
the phase and its decks, the bidding round, the viewer's gold, the choices and the move log.

It draws the engine's observation for the screen's viewer (the public view when nobody at the
screen may look), so what is secret is decided in one place, by the rules: another player's gold
shows only where the observation holds it.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import Decision, Event
from ...engine.magellan.events import explorer_name
from ...engine.magellan.refusals import bid_cap
from ...engine.magellan.rules import gold_laid_open, last_chance_to_place, ships_to_place
from ...engine.magellan.state import (
    PHASE_NAMES,
    UNKNOWN,
    Bid,
    CallVeto,
    DrawPlunder,
    Exchange,
    Half,
    JoinStack,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    StopPlunder,
    Under,
)
from ..analysis.marks import MARKED, best_places, clear_badges, mark_choice
from ..analysis.panel import percent
from ..game_ui import TableView
from ..i18n import ruled, translate
from ..widgets import colours
from ..widgets.choice_grid import ChoiceGrid
from ..widgets.move_log import MoveLog, with_names
from ..widgets.panel_parts import EveryRowList, turn_heading
from ..widgets.rule_links import VerdictLabel, linkify
from .bid import BidControl
from .hand import GoldHand

# Beyond this the hand's selection is the clearer way to pay, and a row each would not fit a 700-pixel window.
MOST_PAYMENT_BUTTONS = 3
UNDER_COLUMNS = 5   # the gold cards that may slide under a Magellan card, as numbered buttons


def choice_name(action: MagellanAction) -> str:
    """A stable object name per choice, for tests and accessibility tools."""
    if isinstance(action, Bid):
        return f"bid-{action.amount}"
    if isinstance(action, Pay):
        return "pay-" + "-".join(map(str, action.cards))
    if isinstance(action, Half):
        return f"half-{action.source}-{action.target}"
    if isinstance(action, JoinStack):
        return f"stack-{action.stack}"
    if isinstance(action, Under):
        return f"under-{action.value}"
    if isinstance(action, Exchange):
        return "exchange-" + ("-".join(map(str, action.cards)) or "none")
    names = {Pass: "pass", CallVeto: "veto", NoVeto: "no-veto", DrawPlunder: "plunder-draw",
             StopPlunder: "plunder-stop"}
    return names[type(action)]


def score_breakdown(events: list[Event], names: list[str]) -> list[str]:
    """One line per player from the scoring events (the final count, then plunder), in the order they were counted."""
    lines: dict[int, str] = {}
    for event in events:
        d = event.data
        if event.kind == "counted":
            line = translate("MagellanPanel", "{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}")
            lines[d["player"]] = line.format(name=names[d["player"]], fields=d["fields"], stacks=d["stacks"],
                                             hand=d["hand"])
        elif event.kind == "plunder_end":
            lines[d["player"]] += translate("MagellanPanel", " · plunder {points}").format(points=d["points"])
    return list(lines.values())


def _card_text(card: int) -> str:
    return "?" if card == UNKNOWN else str(card)


class MagellanPanel(QWidget):
    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.turn_label = turn_heading()
        layout.addWidget(self.turn_label)
        self._paid_for_them: dict[int, Event] = {}
        self.players = EveryRowList()
        layout.addWidget(self.players)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("phase")
        self.phase_label.setWordWrap(True)
        layout.addWidget(self.phase_label)
        self.auction_label = QLabel()
        self.auction_label.setObjectName("auction")
        self.auction_label.setWordWrap(True)
        layout.addWidget(self.auction_label)
        # The rule on unplaced ships, said before it applies: those not placed by the end of phase I are lost
        # (the engine says when, and cites the rule).
        self.boxing_label = QLabel()
        self.boxing_label.setObjectName("ships-boxed-warning")
        self.boxing_label.setWordWrap(True)
        self.boxing_label.setOpenExternalLinks(True)   # its rule ID opens the rule (our scheme's handler)
        self.boxing_label.setStyleSheet("color: #8a4b00;")
        self.boxing_label.hide()
        layout.addWidget(self.boxing_label)
        self.bid = BidControl()
        self.bid.actionChosen.connect(self.actionChosen)
        layout.addWidget(self.bid)
        self.hand = GoldHand()
        self.hand.actionChosen.connect(self.actionChosen)
        layout.addWidget(self.hand)
        self.choices = ChoiceGrid(choice_name, columns=UNDER_COLUMNS)
        self.choices.actionChosen.connect(self.actionChosen)
        layout.addWidget(self.choices)
        # The analysis's best payments or exchanges, chosen on the hand rather than on a button.
        self.hand_chances = QLabel()
        self.hand_chances.setObjectName("hand-chances")
        self.hand_chances.setWordWrap(True)
        self.hand_chances.hide()
        layout.addWidget(self.hand_chances)
        self._chances: dict[Any, float] = {}   # the analysis's, by action, marked on the controls
        self.status = VerdictLabel()
        layout.addWidget(self.status)
        layout.addWidget(QLabel(self.tr("Move log")))
        self.log = MoveLog()
        self.log.setMinimumHeight(60)   # it takes what room the choices leave
        layout.addWidget(self.log, 1)

    # ------------------------------------------------------------ showing the state

    def show_state(self, view: TableView) -> None:
        state: MagellanState = view.state
        names, visible, legal = view.names, view.viewer, view.legal
        self.turn_label.setText(view.prompt)
        self._show_players(state, names, visible, view.decision)
        self.phase_label.setText(self._phase_text(state))
        self.auction_label.setText(self._auction_text(state, names, view.decision))
        seat = visible if visible is not None else None if view.decision is None else view.decision.player
        warning = None if seat is None else last_chance_to_place(state, seat)
        self.boxing_label.setText("" if warning is None else linkify(str(warning)))
        self.boxing_label.setVisible(warning is not None)
        self.hand.show_hand(state, visible, legal)
        self._show_choices(state, view)
        self._mark_choices()
        self.status.clear_verdict()
        if seat is not None and (paid := self._paid_for_them.get(seat)) is not None:
            self.status.show_verdict(with_names(paid.text, names), True)

    def _phase_text(self, state: MagellanState) -> str:
        if state.stage == Stage.OVER:
            return self.tr("The game is over.")
        return self.tr("<b>Phase {phase}</b> · %n explorer cards left · gold deck {gold} · discard pile {discard}",
                       "", len(state.decks[state.phase])).format(
            phase=PHASE_NAMES[state.phase], gold=len(state.gold_deck), discard=len(state.discard))

    def _auction_text(self, state: MagellanState, names: list[str], decision: Decision | None) -> str:
        """The auction in rich text (the explorer and the bid in bold); the players' names escaped,
        as a name is never markup."""
        names = [html.escape(name) for name in names]
        explorer = html.escape(explorer_name(state.card))   # an override's data names it
        if state.stage == Stage.VETO:
            assert decision is not None   # the veto is the pending decision
            return self.tr("<b>{explorer}</b> is turned up. {name} may call veto ({rule}).").format(
                explorer=explorer, name=names[state.veto_queue[0]], rule=decision.rule)
        if state.stage not in (Stage.BID, Stage.PAY):
            return ""
        text = self.tr("Up for auction: <b>{explorer}</b> (phase {phase}).").format(
            explorer=explorer, phase=PHASE_NAMES[state.phase]) + " "
        if state.high_bidder >= 0:
            return text + self.tr("High bid <b>{bid}</b> by {name}.").format(bid=state.high_bid,
                                                                             name=names[state.high_bidder])
        return text + self.tr("No bid yet.")

    def _show_players(self, state: MagellanState, names: list[str], visible: int | None,
                      decision: Decision | None) -> None:
        """Each player's line from the observation: another's gold shows where the rules lay it open."""
        self.players.clear()
        deciding = -1 if decision is None else decision.player
        to_place = ships_to_place(state)
        for seat, name in enumerate(names):
            mark = "▶ " if seat == deciding else ""
            crown = self.tr(" — winner") if seat in state.winners else ""
            hand = state.hands[seat]
            head = (mark + name + crown + self.tr(": %n points", "", state.score[seat])
                    + self.tr(" · %n gold cards", "", len(hand)))
            # Everything else on one more line: six players fit a 700-pixel window, none scrolled away.
            more = []
            if to_place is not None:
                more.append(self.tr("%n ships to place", "", to_place[seat]))
            if state.vetoes[seat]:
                more.append(self.tr("%n vetoes", "", state.vetoes[seat]))
            if state.stage == Stage.BID:   # who is still in the auction, on the player's own line
                more.append(self.tr("high bidder") if seat == state.high_bidder else
                            self.tr("passed") if state.out[seat] else self.tr("still bidding"))
            if gold_laid_open(state, seat):
                more.append(self.tr("gold laid open: {cards}").format(cards=", ".join(map(str, hand)) or self.tr("none")))
            if state.stacks[seat]:
                stacks = [", ".join(map(_card_text, stack)) + " " + self.tr("(%n cards)", "", len(stack))
                          for stack in state.stacks[seat]]
                more.append(self.tr("Magellan stacks: {stacks}").format(stacks=" / ".join(stacks)))
            text = head + ("\n" + " · ".join(more) if more else "")
            self.players.addItem(QListWidgetItem(colours.colour_dot(seat), text))
        self.players.fit_rows()

    def _show_choices(self, state: MagellanState, view: TableView) -> None:
        legal = view.legal
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and view.decision is not None:
            rule, cap = bid_cap(state, view.decision.player)
            self.bid.show_bids(bids, explorer_name(state.card), view.decision.rule, ruled(rule, cap))
        else:
            self.bid.show_bids([], "", "", "")
        payments = [a for a in legal if isinstance(a, Pay)]
        # Exchanges are chosen on the hand (there may be a hundred); only keeping it is a button.
        others = [a for a in legal if not isinstance(a, (Bid, Pass, Pay, Exchange, Under))]
        others += [a for a in legal if isinstance(a, Exchange) and not a.cards]
        if len(payments) <= MOST_PAYMENT_BUTTONS:
            others = payments + others
        unders = [(a, a.value) for a in legal if isinstance(a, Under)]
        title = self.tr("Your choices")
        if unders and view.decision is not None:
            title = self.tr("Which gold card slides under the Magellan card? ({rule})").format(rule=view.decision.rule)
        self.choices.show_choices(unders, others, title)

    def show_chances(self, chances: dict[Any, float]) -> None:
        """The analysis panel's chances on the controls that make each move (`gui/analysis/marks.py`):
        the best few choices' buttons, the bids beside the bid box, the best payments or exchanges
        made on the hand in a line of their own. Empty takes them off."""
        self._chances = dict(chances)
        self._mark_choices()

    def _mark_choices(self) -> None:
        """Only what is offered now is marked: chances kept from a decision left behind mark nothing."""
        buttons = {b.objectName(): b for b in self.choices.buttons}
        for button in buttons.values():
            clear_badges(button)
        def offered(action: Any) -> str | None:
            name = choice_name(action)
            return name if name in buttons else None

        for name, chance in best_places(self._chances, offered).items():
            mark_choice(buttons[name], percent(chance))
        bidding = self.bid.isVisibleTo(self)
        self.bid.show_chances({a: c for a, c in self._chances.items() if bidding and isinstance(a, (Bid, Pass))})
        on_hand = {a: c for a, c in self._chances.items() if isinstance(a, (Pay, Exchange))
                   and self.choices.choice(choice_name(a)) is None and self.hand.making is type(a)}
        best = sorted(on_hand.items(), key=lambda item: -item[1])[:MARKED - 1]
        said = " · ".join(self.tr("{move}: {chance}").format(move=self.choices.describe(a), chance=percent(c))
                         for a, c in best)
        self.hand_chances.setText(self.tr("Win chance (analysis): {moves}").format(moves=said))
        self.hand_chances.setVisible(bool(best))

    def take_keys(self) -> None:
        """While a bid is asked, the keyboard belongs to the bid box (also when the board takes the
        keyboard as the page appears, before the panel beside it is shown)."""
        if self.bid.isVisibleTo(self):
            self.bid.amount.setFocus()
            self.bid.amount.selectAll()

    def show_hint(self, action: Any) -> None:
        """The hint's bid in the box, its payment or exchange selected in the hand, or its button marked."""
        if isinstance(action, (Bid, Pass)):
            self.bid.suggest(action)
        elif not self.choices.highlight(action) and isinstance(action, (Pay, Exchange)):
            self.hand.suggest(action)

    def choice(self, name: str) -> QPushButton | None:
        return self.choices.choice(name)

    def show_preview_status(self, text: str, legal: bool) -> None:
        """A refused choice: the engine's rule ID (a link to the rule) and sentence, in red."""
        self.status.show_verdict(text, legal)

    def add_events(self, events: list[Event], names: list[str]) -> None:
        self.log.add_events(events, names)
        # A payment the engine made for the buyer (their hand had one way to pay): said to them on
        # the panel until the next move, as they chose no cards and the moment's card goes.
        self._paid_for_them = {e.data["player"]: e for e in events if e.kind == "paid" and e.data.get("only")}

    def clear_log(self) -> None:
        self.log.clear()
        self._paid_for_them = {}
