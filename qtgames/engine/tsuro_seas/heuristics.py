"""What a good Tsuro of the Seas position looks like to an AI: survive, then keep options open."""

from __future__ import annotations

from .state import TsuroState
from .wakes import TIER_SAFE, placement_outcome


def safe_options(state: TsuroState, seat: int) -> int:
    """How many of `seat`'s hand placements would keep its ship afloat if it moved now."""
    if not state.alive[seat] or state.ships[seat] < 0:
        return 0
    front = state.ships[seat] >> 3
    if state.kaiju_at[front] >= 0 or state.tiles[front] >= 0:
        return 0
    saved = state.active
    state.active = seat
    try:
        return sum(1 for tile in state.hands[seat] if tile >= 0 for r in range(4)
                   if placement_outcome(state, tile, r).tier == TIER_SAFE)
    finally:
        state.active = saved


def evaluate(state: TsuroState, seat: int) -> float:
    """0 when out; otherwise 0.5 plus a share for open options and for fewer rivals afloat."""
    if not state.alive[seat]:
        return 0.0
    hand = max(1, len(state.hands[seat]) * 4)
    options = safe_options(state, seat) / hand
    rivals = sum(state.alive) - 1
    return 0.5 + 0.3 * options + 0.2 * (1.0 - rivals / max(1, state.players - 1))
