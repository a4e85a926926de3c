"""What the AI hooks know about Magellan: how a position looks and a cheap rollout policy.

The evaluation projects each player's final points (crowns of the fields their ships stand
on, Magellan stacks, crowns in hand, an expected plunder) plus what their gold can still buy,
and turns the projections into shares of the win with a softmax. The rollout bids up to a
rough value of the card in money, pays with the cards whose crowns matter least, and stops
plundering at a safe total.
"""

from __future__ import annotations

import math

from ..core.rng import Rng
from .moves import legal_actions
from .scoring import field_points, hand_points, plunder_fields, stack_points
from .state import (
    NO_HALF,
    RIGHT,
    Bid,
    DrawPlunder,
    Exchange,
    Half,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    StopPlunder,
    Under,
)

MONEY_VALUE = (0.45, 0.35, 0.2)   # points a money-bag unit in hand is worth while phase I/II/III runs
PLUNDER_HOPE = 11.0               # what a plunder field yields on average when stopping at 15
PLUNDER_STOP = 15
CARD_POINTS = 2.0                 # a gold card drawn: its crowns plus what it buys
ACTION_POINTS = {"veto": 1.0, "exchange": 1.5, "show_gold": -1.0, "steal": -2.5, "plunder": PLUNDER_HOPE}
POINTS_TO_MONEY = 1.6             # how much gold a rollout pays for one projected point
TEMPERATURE = 6.0                 # points of lead that make a win e times likelier


def projected(state: MagellanState, seat: int) -> float:
    points = float(state.score[seat]) if state.scored[seat] else float(
        field_points(state, seat) + stack_points(state, seat) + hand_points(state, seat)
        + PLUNDER_HOPE * plunder_fields(state, seat))
    if state.stage == Stage.PLUNDER and seat == state.plunderer:
        points += state.plunder_sum if state.plunder_sum <= state.data.plunder_limit else -PLUNDER_HOPE
    if state.stage != Stage.OVER and not state.scored[seat]:
        points += MONEY_VALUE[state.phase] * sum(state.hands[seat])
    return points


def evaluate_all(state: MagellanState) -> list[float]:
    scores = [projected(state, seat) for seat in range(state.players)]
    top = max(scores)
    weights = [math.exp((s - top) / TEMPERATURE) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def card_value(state: MagellanState, seat: int) -> float:
    """Rough points the card up for auction brings `seat`: the field it reaches, less the one it leaves."""
    explorer, phase = state.card, state.phase
    field = state.fields[explorer][phase]
    value = float(field.crowns) + CARD_POINTS * (field.bags + field.draw)
    if field.halves:
        value = max(float(h.crowns) + CARD_POINTS * (h.bags + h.draw) for h in field.halves)
    value += ACTION_POINTS.get(field.action, 0.0)
    if field.action in ("magellan_hand", "magellan_payment"):
        stacks = [s for s in state.stacks[seat] if len(s) == phase]
        under = max((sum(state.data.crowns[v] for v in s) for s in stacks), default=0)
        value += 3.0 * (phase + 1) + under - (3.0 if field.action == "magellan_hand" else 0.0)
    if phase:
        previous = state.fields[explorer][phase - 1]
        value -= previous.crowns if not previous.halves else min(h.crowns for h in previous.halves)
    return value


def rollout_action(state: MagellanState, rng: Rng) -> MagellanAction:
    actions = legal_actions(state)
    stage = state.stage
    if stage == Stage.BID:
        budget = int(card_value(state, state.bidder) * POINTS_TO_MONEY)
        bids = [a for a in actions if isinstance(a, Bid) and a.amount <= budget]
        return bids[min(rng.below(2), len(bids) - 1)] if bids else Pass()
    if stage == Stage.PAY:
        crowns = state.data.crowns
        return min(actions, key=lambda a: (sum(crowns[v] for v in a.cards) if isinstance(a, Pay) else 0,
                                           rng.below(4)))
    if stage == Stage.VETO:
        return NoVeto()
    if stage == Stage.HALF:
        right = [a for a in actions if isinstance(a, Half) and a.target == RIGHT
                 and (a.source == NO_HALF or a.source != RIGHT)]
        return right[0] if right and (state.phase or rng.below(2)) else rng.choice(actions)
    if stage == Stage.UNDER:
        crowns = state.data.crowns
        return max(actions, key=lambda a: crowns[a.value] if isinstance(a, Under) else 0)
    if stage == Stage.EXCHANGE:
        return Exchange(())
    if stage == Stage.PLUNDER:
        return DrawPlunder() if state.plunder_sum < PLUNDER_STOP and len(actions) > 1 else StopPlunder()
    return rng.choice(actions)
