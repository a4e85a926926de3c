"""Why an action is refused: the rule's ID and a sentence a player can act on.

Legality itself is `moves.legal_actions`; this module only explains a refusal.
"""

from __future__ import annotations

from typing import Final

from ..core.messages import Text
from ..core.rules import RuleViolation, offered
from .moves import legal_actions
from .payments import can_pay_exactly, is_payment
from .rules import KEEP_ONE, limit, may_bid
from .state import (
    PHASE_NAMES,
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

_EXPECTED: Final[dict[Stage, tuple[type, ...]]] = {
    Stage.VETO: (CallVeto, NoVeto),
    Stage.BID: (Bid, Pass),
    Stage.PAY: (Pay,),
    Stage.HALF: (Half,),
    Stage.STACK: (JoinStack,),
    Stage.UNDER: (Under,),
    Stage.EXCHANGE: (Exchange,),
    Stage.PLUNDER: (DrawPlunder, StopPlunder),
}
NOW: Final[dict[Stage, tuple[str, Text]]] = {
    Stage.VETO: ("MG-X4", Text("magellan-prompt-veto")),
    Stage.BID: ("MG-A1", Text("magellan-prompt-bid")),
    Stage.PAY: ("MG-A2", Text("magellan-prompt-pay")),
    Stage.HALF: ("MG-X2", Text("magellan-prompt-half")),
    Stage.STACK: ("MG-X6d", Text("magellan-prompt-stack")),
    Stage.UNDER: ("MG-X6", Text("magellan-prompt-under")),
    Stage.EXCHANGE: ("MG-X1", Text("magellan-prompt-exchange")),
    Stage.PLUNDER: ("MG-X5", Text("magellan-prompt-plunder")),
}


def check(state: MagellanState, action: MagellanAction) -> None:
    """Raise `RuleViolation` unless the action is legal now. A payment is judged by MG-A2 itself:
    the listed payments are a bounded few of a big hand's (`payments.MAX_PAYMENTS`)."""
    if isinstance(action, Pay) and state.stage == Stage.PAY:
        # A listed payment is one (`payments` lists only such); any other is judged by the rule.
        legal = offered(action, legal_actions(state)) or is_payment(state.hands[state.buyer], state.price,
                                                                    action.cards)
    else:
        legal = offered(action, legal_actions(state))
    if not legal:
        raise RuleViolation(*refusal(state, action))


def refusal(state: MagellanState, action: MagellanAction) -> tuple[str, Text]:
    stage = state.stage
    if stage == Stage.OVER:
        return "MG-E2", Text("magellan-game-over")
    if isinstance(action, CallVeto) and stage == Stage.BID:
        return _late_veto(state)
    if not isinstance(action, _EXPECTED[stage]):
        return NOW[stage]
    if isinstance(action, Bid):
        return _bid(state, action)
    if isinstance(action, Pay):
        return _pay(state, action)
    if isinstance(action, Half):
        return "MG-B2", Text("magellan-half-from-previous")
    if isinstance(action, JoinStack):
        return "MG-X6d", Text("magellan-join-stack")
    if isinstance(action, Under):
        if state.paid:
            return "MG-X6", Text("magellan-under-paid")
        return "MG-X6", Text("magellan-under-hand")
    if isinstance(action, Exchange):
        return "MG-X1", Text("magellan-exchange-three")
    return "MG-D1", Text("magellan-no-gold-left")


def _late_veto(state: MagellanState) -> tuple[str, Text]:
    """Why the bidder may not call veto now: vetoes belong to phase I (MG-X4) and to owners of an
    unused Columbus card; Ruling MG-X4c keeps the last card of the deck from being vetoed; else
    the moment has passed (a veto comes when the card is turned up)."""
    if state.phase != 0:
        return "MG-X4", Text("magellan-veto-phase-one")
    if not state.vetoes[state.bidder]:
        return "MG-X4", Text("magellan-veto-owner")
    if not state.decks[0] and not state.options.veto_last_card:
        return "MG-X4c", Text("magellan-veto-last-card")
    return "MG-X4", Text("magellan-veto-when")


def _bid(state: MagellanState, action: Bid) -> tuple[str, Text]:
    if action.amount < 1:
        return "MG-A1", Text("magellan-bid-one")
    if action.amount <= state.high_bid:
        return "MG-A1", Text("magellan-raise", bid=state.high_bid)
    return bid_cap(state, state.bidder)


def bid_cap(state: MagellanState, seat: int) -> tuple[str, Text]:
    """The rule that caps `seat`'s bid on the card up, and why: a refused bid's reason, and the
    reason a hand-edited position's bid limit or price is wrong."""
    explorer, phase = state.card, state.phase
    if not may_bid(state, seat, explorer):
        if phase == 0:
            return "MG-B1b", Text("magellan-no-ship-to-place")
        previous = PHASE_NAMES[phase - 1]
        if not state.bought[seat][phase - 1][explorer]:
            return "MG-A4", Text("magellan-bought-before", phase=PHASE_NAMES[phase], previous=previous)
        return "MG-A4b", Text("magellan-no-ship-to-move", previous=previous)
    most = limit(state, seat, explorer)
    action = state.fields[explorer][phase].action
    if action in KEEP_ONE:
        rule = "MG-X3" if action == "steal" else "MG-X6"
        return rule, Text("magellan-keep-one", most=most)
    return "MG-A1c", Text("magellan-bid-cap", most=most)


def _pay(state: MagellanState, action: Pay) -> tuple[str, Text]:
    hand = list(state.hands[state.buyer])
    for value in action.cards:
        if value not in hand:
            return "MG-A2", Text("magellan-pay-own")
        hand.remove(value)
    total = sum(action.cards)
    if total < state.price:
        return "MG-A2", Text("magellan-underpaid", total=total, price=state.price)
    if total > state.price and can_pay_exactly(state.hands[state.buyer], state.price):
        return "MG-A2", Text("magellan-overpaid", price=state.price)
    return "MG-A2", Text("magellan-no-change")
