"""What a good Tsuro of the Seas position looks like to an AI: survive, keep options, squeeze rivals."""

from __future__ import annotations

from .state import UNKNOWN, TsuroState
from .wakes import TIER_SAFE, placement_outcome


def safe_share(state: TsuroState, seat: int) -> float:
    """The share of `seat`'s hand placements that would keep its ship afloat if it moved now."""
    if not state.alive[seat] or state.ships[seat] < 0:
        return 0.0
    front = state.ships[seat] >> 3
    if state.kaiju_at[front] >= 0 or state.tiles[front] >= 0:
        return 0.0
    hand = [t for t in state.hands[seat] if t != UNKNOWN]
    if not hand:
        return 0.5  # unknown or empty hand: no evidence either way
    saved = state.active
    state.active = seat
    try:
        safe = sum(1 for tile in hand for r in range(4)
                   if placement_outcome(state, tile, r).tier == TIER_SAFE)
    finally:
        state.active = saved
    return safe / (4 * len(hand))


def kaiju_threat(state: TsuroState, seat: int) -> float:
    """1 when a daikaiju stands beside the square in front of the ship (it may step in), else 0."""
    front = state.ships[seat] >> 3
    neighbour = state.geometry.neighbour
    return 1.0 if any(state.kaiju_at[n] >= 0 for n in neighbour[front * 4: front * 4 + 4] if n >= 0) else 0.0


def evaluate(state: TsuroState, seat: int) -> float:
    """0 when out; otherwise a blend of own safety, rivals' lack of it, and rivals already out."""
    if not state.alive[seat]:
        return 0.0
    rivals = [s for s in range(state.players) if s != seat and state.alive[s]]
    rivals_safe = sum(safe_share(state, s) for s in rivals) / len(rivals) if rivals else 0.0
    rivals_out = 1.0 - len(rivals) / (state.players - 1)
    return (0.4 + 0.3 * safe_share(state, seat) + 0.15 * (1.0 - rivals_safe)
            + 0.1 * rivals_out + 0.05 * (1.0 - kaiju_threat(state, seat)))
