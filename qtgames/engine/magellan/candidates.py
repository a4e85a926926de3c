"""The actions a player might try at a Magellan decision, legal or not, for "why not that?".

`core.ruling.verdicts` asks `check` about each one: the legal ones are listed, the rest come
back with the rule that refuses them. The list stays in the hundreds: every bid up to what
the bidder could ever pay, and payments and exchanges next to the legal ones (a card more, a
card less, a card not held) rather than every subset of a hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Final

from .moves import legal_actions
from .payments import payments
from .phase_end import EXCHANGE_MOST
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
    Pass,
    Pay,
    Stage,
    StopPlunder,
    Under,
)

PAYMENT_SEEDS = 12   # the legal payments whose one-card-more and one-card-less neighbours are offered


def candidate_actions(state: MagellanState) -> list[MagellanAction]:
    """The legal actions first, then the plausible illegal ones for the same decision."""
    tries = _TRIES.get(state.stage)
    return list(dict.fromkeys([*legal_actions(state), *(tries(state) if tries else [])]))


def _veto(state: MagellanState) -> list[MagellanAction]:
    """Bidding before every Columbus owner has answered."""
    return [Pass(), Bid(1)]


def _bid(state: MagellanState) -> list[MagellanAction]:
    """Every amount from 1 to one more than the bidder's whole hand (MG-A1, MG-A1c), and a late veto."""
    tries: list[MagellanAction] = [Bid(amount) for amount in range(1, sum(state.hands[state.bidder]) + 2)]
    if state.vetoes[state.bidder]:
        tries.append(CallVeto())
    return tries


def _pay(state: MagellanState) -> list[MagellanAction]:
    """Nothing, single cards (held or not), the whole hand, and the legal payments a card short or a card over."""
    hand = state.hands[state.buyer]
    tries: list[MagellanAction] = [Pass(), Pay(()), Pay(tuple(hand))]
    tries += [Pay((value,)) for value in sorted(set(state.data.gold))]
    for cards in payments(hand, state.price)[:PAYMENT_SEEDS]:
        rest = Counter(hand) - Counter(cards)
        for value in sorted(set(cards)):
            short = list(cards)
            short.remove(value)
            tries.append(Pay(tuple(short)))
        tries += [Pay(tuple(sorted((*cards, value)))) for value in sorted(rest)]
    return tries


def _half(state: MagellanState) -> list[MagellanAction]:
    """Either half, from either half of the previous field or from nowhere (MG-B2, MG-X2)."""
    sources = (NO_HALF,) if state.phase == 0 else (NO_HALF, LEFT, RIGHT)
    return [Half(source, target) for source in sources for target in (LEFT, RIGHT)]


def _stack(state: MagellanState) -> list[MagellanAction]:
    """Stacks whose ship is not on the previous field (stacks like a legal one are that same choice)."""
    return [JoinStack(index) for index, stack in enumerate(state.stacks[state.buyer]) if len(stack) != state.phase]


def _under(state: MagellanState) -> list[MagellanAction]:
    """Every gold value, held (or paid) or not (MG-X6)."""
    return [Under(value) for value in sorted(set(state.data.gold))]


def _exchange(state: MagellanState) -> list[MagellanAction]:
    """One card too many (the lowest and the highest), and single cards not held (MG-X1)."""
    hand = state.hands[state.exchange_queue[0]]
    tries: list[MagellanAction] = []
    if len(hand) > EXCHANGE_MOST:
        tries += [Exchange(tuple(hand[:EXCHANGE_MOST + 1])), Exchange(tuple(hand[-EXCHANGE_MOST - 1:]))]
    return tries + [Exchange((value,)) for value in sorted(set(state.data.gold) - set(hand))]


def _plunder(state: MagellanState) -> list[MagellanAction]:
    """Drawing from an empty deck and discard pile (MG-D1)."""
    return [DrawPlunder(), StopPlunder()]


_TRIES: Final[dict[Stage, Callable[[MagellanState], list[MagellanAction]]]] = {
    Stage.VETO: _veto, Stage.BID: _bid, Stage.PAY: _pay, Stage.HALF: _half, Stage.STACK: _stack,
    Stage.UNDER: _under, Stage.EXCHANGE: _exchange, Stage.PLUNDER: _plunder,
}
