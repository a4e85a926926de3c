"""What the AI hooks know about Entdecker: how a position looks and a cheap rollout policy.

The evaluation weighs each player's points banked, gold, what their units would score if their
islands were finished now and the token bonus, and turns the sums into shares of the win with a
softmax (`ai.evaluation`), so a lead of a few points matters more than a lead of forty. The
weights are fitted to self-play results (resources/entdecker/evaluation.json).
"""

from __future__ import annotations

import math

from ..ai.evaluation import shipped_weights, win_shares
from ..core.rng import Rng
from .islands import card_count, islands_touching, ranked_points, unit_strength
from .moves import DECLINE_TOKEN, END_TURN, legal_actions
from .state import (
    Build,
    Draw,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Recall,
    TakeToken,
)

TOKEN_HOPE = 2.0          # what a fort's island adds on average through its discovery token

FEATURES = ("points", "gold", "islands", "token_bonus")
FEATURE_MEANINGS = {
    "points": "points banked (EN-I5, EN-E5)",
    "gold": "gold coins held: a card turned over, a unit built",
    "islands": "what the player's units would score if their unfinished islands were finished now "
               "(EN-I5, a fort's island counting 2 more for its discovery token, EN-I3)",
    "token_bonus": "the discovery tokens held, if the most (EN-G3)",
}


def features(state: EntdeckerState) -> list[list[float] | None]:
    """What the evaluation weighs for each player (`FEATURES`)."""
    islands = [0.0] * state.players
    occupied = [sq for sq, owner in enumerate(state.unit_owner) if owner >= 0]
    for island in islands_touching(state, occupied, complete=None):
        strength = unit_strength(state, island)
        if not strength:
            continue
        strongholds = any(s or f for s, f, _ in strength.values())
        value = card_count(island) + (TOKEN_HOPE if strongholds else 0.0)
        for seat, points in ranked_points(strength, math.ceil(value)).items():
            islands[seat] += points
    counts = [len(t) for t in state.tokens]
    most = max(counts)
    return [[float(state.score[seat]), float(state.gold[seat]), islands[seat],
             float(counts[seat]) if most and counts[seat] == most else 0.0] for seat in range(state.players)]


def evaluate_all(state: EntdeckerState) -> list[float]:
    """Each player's chance of winning from the fitted weights (resources/entdecker/evaluation.json)."""
    return win_shares(features(state), shipped_weights("entdecker", FEATURES))


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
        return rng.choice(draws) if draws else END_TURN
    if phase == Phase.NATIVES:
        takes = [a for a in actions if isinstance(a, TakeToken)]
        return takes[0] if takes else DECLINE_TOKEN
    return rng.choice(actions)


