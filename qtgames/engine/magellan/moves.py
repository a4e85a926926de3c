"""Every legal choice for the pending decision, as few as the rules allow (multisets of values,
interchangeable stacks counted once) so a search can afford to look at them all."""

from __future__ import annotations

from functools import cache
from typing import Final

from .payments import exchanges, payments
from .phase_end import EXCHANGE_MOST
from .rules import pay_actions, stack_choices, under_choices
from .state import (
    LEFT,
    NO_HALF,
    RIGHT,
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
    Stage,
    StopPlunder,
    Under,
)

# The most legal actions at one decision, with any data the override model accepts (gold values
# 1-20, 20 copies of each at most): a bid up to the whole hand, 20 · (1 + … + 20) = 4,200; payments
# are at most MAX_PAYMENTS (512), exchanges of up to 3 cards of 20 values 1 + 20 + 210 + 1,540.
MOST_CHOICES = 4_200

# Bids and passes are offered at every raise: made once (they are immutable values), since building
# a frozen dataclass costs more than the rest of listing it.
_bid = cache(Bid)
_PASS: Final = Pass()


def legal_actions(state: MagellanState) -> list[MagellanAction]:
    if state.legal_cache is None:
        state.legal_cache = _legal(state)
    return state.legal_cache


def _legal(state: MagellanState) -> list[MagellanAction]:
    stage = state.stage
    if stage == Stage.VETO:
        return [NoVeto(), CallVeto()]
    if stage == Stage.BID:
        top = state.limits[state.bidder]
        return [_PASS, *map(_bid, range(state.high_bid + 1, top + 1))]
    if stage == Stage.PAY:
        return pay_actions(payments(state.hands[state.buyer], state.price))
    if stage == Stage.HALF:
        return [Half(source, target) for source in half_sources(state) for target in (LEFT, RIGHT)]
    if stage == Stage.STACK:
        return [JoinStack(index) for index in stack_choices(state)]
    if stage == Stage.UNDER:
        return [Under(value) for value in under_choices(state)]
    if stage == Stage.EXCHANGE:
        return [Exchange(cards) for cards in exchanges(state.hands[state.exchange_queue[0]], EXCHANGE_MOST)]
    if stage == Stage.PLUNDER:
        return [StopPlunder(), DrawPlunder()] if state.gold_deck or state.discard else [StopPlunder()]
    return []


def half_sources(state: MagellanState) -> list[int]:
    """MG-X2: the halves of the previous field the buyer has a ship on (none to choose in phase I)."""
    if state.phase == 0:
        return [NO_HALF]
    return sorted(set(state.ships_of(state.buyer, state.card, state.phase - 1)))
