"""What the AI hooks know about Magellan: how a position looks and a cheap rollout policy.

The evaluation weighs each player's points as the count would find them now, the plunders to
come and under way, and the money in hand by phase, and turns the sums into shares of the win
with a softmax (`ai.evaluation`); the weights are fitted to self-play results
(resources/magellan/evaluation.json). The rollout bids up to a rough value of the card in money,
pays with the cards whose crowns matter least, and stops plundering at a safe total.
"""

from __future__ import annotations

from typing import Final

from ..ai.evaluation import shipped_weights, win_shares
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

PLUNDER_STOP = 15
CARD_POINTS: Final = 2.0                 # a gold card drawn: its crowns plus what it buys
PLUNDER_HOPE = 11.0               # what a plunder field yields on average when stopping at 15
ACTION_POINTS = {"veto": 1.0, "exchange": 1.5, "show_gold": -1.0, "steal": -2.5, "plunder": PLUNDER_HOPE}
POINTS_TO_MONEY = 1.6             # how much gold a rollout pays for one projected point


FEATURES = ("points", "plunder_fields", "plunder_drawn", "plunder_bust", "money_1", "money_2", "money_3")
FEATURE_MEANINGS = {
    "points": "points as the count would find them now: the final score once counted (MG-E1), else "
              "the crowns of the fields the ships stand on, the Magellan stacks and the crowns in hand",
    "plunder_fields": "plunder fields the ships stand on, each a plunder to come (MG-E2)",
    "plunder_drawn": "the total drawn in the plunder under way, while within the limit (MG-E2)",
    "plunder_bust": "1 when the plunder under way went over the limit and yields nothing (MG-E2)",
    "money_1": "money in hand while phase I runs",
    "money_2": "money in hand while phase II runs",
    "money_3": "money in hand while phase III runs",
}


def seat_features(state: MagellanState, seat: int) -> list[float]:
    """What the evaluation weighs for one player (`FEATURES`)."""
    counted = state.scored[seat]
    points = float(state.score[seat]) if counted else float(
        field_points(state, seat) + stack_points(state, seat) + hand_points(state, seat))
    plunder = 0.0 if counted else float(plunder_fields(state, seat))
    drawn = bust = 0.0
    if state.stage == Stage.PLUNDER and seat == state.plunderer:
        if state.plunder_sum <= state.data.plunder_limit:
            drawn = float(state.plunder_sum)
        else:
            bust = 1.0
    money = [0.0, 0.0, 0.0]
    if state.stage != Stage.OVER and not counted:
        money[state.phase] = float(sum(state.hands[seat]))
    return [points, plunder, drawn, bust, *money]


def features(state: MagellanState) -> list[list[float] | None]:
    return [seat_features(state, seat) for seat in range(state.players)]


def evaluate_all(state: MagellanState) -> list[float]:
    """Each player's chance of winning from the fitted weights (resources/magellan/evaluation.json)."""
    return win_shares(features(state), shipped_weights("magellan", FEATURES))


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
