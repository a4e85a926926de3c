"""Why an action is refused: the rule's ID and a sentence a player can act on.

Legality itself is `moves.legal_actions`; this module only explains a refusal.
"""

from __future__ import annotations

from typing import Final

from ..core.messages import say
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
NOW: Final[dict[Stage, tuple[str, str]]] = {
    Stage.VETO: ("MG-X4", "A Columbus owner may call veto on the card just turned up, or let it be auctioned."),
    Stage.BID: ("MG-A1", "Raise the bid or pass."),
    Stage.PAY: ("MG-A2", "Choose the gold cards that pay your bid."),
    Stage.HALF: ("MG-X2", "Choose the left or right half of the field for your ship."),
    Stage.STACK: ("MG-X6d", "Choose the Magellan stack whose ship moves on."),
    Stage.UNDER: ("MG-X6", "Choose the gold card that slides under the Magellan card."),
    Stage.EXCHANGE: ("MG-X1", "Choose up to 3 gold cards to exchange, or keep your hand."),
    Stage.PLUNDER: ("MG-X5", "Turn up another gold card or stop."),
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


def refusal(state: MagellanState, action: MagellanAction) -> tuple[str, str]:
    stage = state.stage
    if stage == Stage.OVER:
        return "MG-E2", "The game is over."
    if isinstance(action, CallVeto) and stage == Stage.BID:
        return _late_veto(state)
    if not isinstance(action, _EXPECTED[stage]):
        return NOW[stage]
    if isinstance(action, Bid):
        return _bid(state, action)
    if isinstance(action, Pay):
        return _pay(state, action)
    if isinstance(action, Half):
        return "MG-B2", "Move a ship you have on the previous field, to the left or the right half of this field."
    if isinstance(action, JoinStack):
        return "MG-X6d", "The new Magellan card joins a stack of yours whose ship stands on the previous field."
    if isinstance(action, Under):
        if state.paid:
            return "MG-X6", "On side B the card under the Magellan card is one of the cards you just paid."
        return "MG-X6", "Slide one of the gold cards in your hand under the Magellan card."
    if isinstance(action, Exchange):
        return "MG-X1", "Exchange at most 3 gold cards, all from your hand."
    return "MG-D1", "No gold card is left to turn up."


def _late_veto(state: MagellanState) -> tuple[str, str]:
    """Why the bidder may not call veto now: vetoes belong to phase I (MG-X4) and to owners of an
    unused Columbus card; Ruling MG-X4c keeps the last card of the deck from being vetoed; else
    the moment has passed (a veto comes when the card is turned up)."""
    if state.phase != 0:
        return "MG-X4", "A veto can be used only in phase I, not in phases II and III."
    if not state.vetoes[state.bidder]:
        return "MG-X4", "Only the owner of an unused phase-I Columbus card can call veto."
    if not state.decks[0] and not state.options.veto_last_card:
        return "MG-X4c", "The last card of a phase cannot be vetoed."
    return "MG-X4", "A veto is called when the card is turned up, before the first bid."


def _bid(state: MagellanState, action: Bid) -> tuple[str, str]:
    if action.amount < 1:
        return "MG-A1", "A bid is at least 1."
    if action.amount <= state.high_bid:
        return "MG-A1", say("refusal:raise", "Raise the bid: it stands at {bid}.", bid=state.high_bid)
    return bid_cap(state, state.bidder)


def bid_cap(state: MagellanState, seat: int) -> tuple[str, str]:
    """The rule that caps `seat`'s bid on the card up, and why: a refused bid's reason, and the
    reason a hand-edited position's bid limit or price is wrong."""
    explorer, phase = state.card, state.phase
    if not may_bid(state, seat, explorer):
        if phase == 0:
            return "MG-B1b", "You have no ship left to place, so you cannot buy in phase I."
        previous = PHASE_NAMES[phase - 1]
        if not state.bought[seat][phase - 1][explorer]:
            return "MG-A4", say("refusal:bought_before", "In phase {phase} only players who bought this explorer "
                                "in phase {previous} may bid.", phase=PHASE_NAMES[phase], previous=previous)
        return "MG-A4b", say("refusal:no_ship_to_move", "You have no ship left on this explorer's field {previous} to "
                             "move on.", previous=previous)
    most = limit(state, seat, explorer)
    action = state.fields[explorer][phase].action
    if action in KEEP_ONE:
        rule = "MG-X3" if action == "steal" else "MG-X6"
        return rule, say("refusal:keep_one", "A gold card must remain in your hand after paying: you can bid at most "
                         "{most}.", most=most)
    return "MG-A1c", say("refusal:bid_cap", "You cannot bid more than your gold is worth: at most {most}.", most=most)


def _pay(state: MagellanState, action: Pay) -> tuple[str, str]:
    hand = list(state.hands[state.buyer])
    for value in action.cards:
        if value not in hand:
            return "MG-A2", "Pay only with gold cards you hold."
        hand.remove(value)
    total = sum(action.cards)
    if total < state.price:
        return "MG-A2", say("refusal:underpaid", "The cards add up to {total}, less than your bid of {price}.",
                            total=total, price=state.price)
    if total > state.price and can_pay_exactly(state.hands[state.buyer], state.price):
        return "MG-A2", say("refusal:overpaid", "You can pay exactly {price}, so you may not overpay.",
                            price=state.price)
    return "MG-A2", "No card can be left out of an overpayment: there is no change."
