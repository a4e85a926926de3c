"""What the AI hooks know about Entdecker: how a position looks and a cheap rollout policy.

The evaluation projects each player's final score (points banked, plus what their units
would score if their islands were finished now, discounted because rivals may still come,
plus a little for gold) and turns the projections into shares of the win with a softmax,
so a lead of a few points matters more than a lead of forty.
"""

from __future__ import annotations

import math

from ..core.rng import Rng
from .islands import card_count, islands_touching, ranked_points, unit_strength
from .moves import legal_actions
from .state import (
    Build,
    DeclineToken,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Recall,
    TakeToken,
)

ISLAND_DISCOUNT = 0.6     # an unfinished island may still be contested or stay open
GOLD_VALUE = 0.25         # points a gold coin is worth: a card turned over, a unit built
TOKEN_HOPE = 2.0          # what a fort's island adds on average through its discovery token
TEMPERATURE = 4.0         # points of lead that make a win e times likelier


def projected_scores(state: EntdeckerState) -> list[float]:
    projected = [float(s) + GOLD_VALUE * g for s, g in zip(state.score, state.gold, strict=True)]
    occupied = [sq for sq, owner in enumerate(state.unit_owner) if owner >= 0]
    for island in islands_touching(state, occupied, complete=None):
        strength = unit_strength(state, island)
        if not strength:
            continue
        strongholds = any(s or f for s, f, _ in strength.values())
        value = card_count(island) + (TOKEN_HOPE if strongholds else 0.0)
        for seat, points in ranked_points(strength, math.ceil(value)).items():
            projected[seat] += ISLAND_DISCOUNT * points
    counts = [len(t) for t in state.tokens]
    most = max(counts)
    if most:
        for seat, count in enumerate(counts):
            if count == most:
                projected[seat] += count
    return projected


def evaluate_all(state: EntdeckerState) -> list[float]:
    projected = projected_scores(state)
    top = max(projected)
    weights = [math.exp((p - top) / TEMPERATURE) for p in projected]
    total = sum(weights)
    return [w / total for w in weights]


def rollout_action(state: EntdeckerState, rng: Rng) -> EntdeckerAction:
    """Play on like a sensible beginner: never take scouts back, build the best unit the
    card allows, keep drawing while declared cards remain, take every token offered."""
    actions = legal_actions(state)
    phase = state.phase
    if phase == Phase.START:
        starts: list[EntdeckerAction] = [a for a in actions if not isinstance(a, Recall)]
        return rng.choice(starts or actions)
    if phase == Phase.DECLARE:
        return actions[rng.below(min(3, len(actions)))]
    if phase == Phase.EXPLORE:
        builds = [a for a in actions if isinstance(a, Build)]
        if builds and (rng.below(2) == 0 or not any(isinstance(a, Draw) for a in actions)):
            best = max(b.kind for b in builds)
            return rng.choice([b for b in builds if b.kind == best])
        draws = [a for a in actions if isinstance(a, Draw)]
        return rng.choice(draws) if draws else EndTurn()
    if phase == Phase.NATIVES:
        takes = [a for a in actions if isinstance(a, TakeToken)]
        return takes[0] if takes else DeclineToken()
    return rng.choice(actions)


