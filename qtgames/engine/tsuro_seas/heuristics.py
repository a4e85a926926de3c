"""What a good Tsuro of the Seas position looks like to an AI: survive the daikaiju, keep options, squeeze rivals.

Most two-player games are decided by the daikaiju (TS-D4, TS-D5, TS-D5b), so the evaluation
estimates each ship's chance of living through the next rolls from the daikaiju charts,
rather than only counting safe placements.
"""

from __future__ import annotations

import math

from ..ai.evaluation import shipped_weights, win_shares
from .daikaiju import step_target
from .state import UNKNOWN, TsuroState
from .wakes import TIER_SAFE, best_placements


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
        rotated = state.data.rotated
        best, safe_ones = best_placements(state, [(r, rotated[tile][r]) for tile in hand for r in range(4)])
        safe = len(safe_ones) if best == TIER_SAFE else 0
    finally:
        state.active = saved
    return safe / (4 * len(hand))


def roll_danger(state: TsuroState, seat: int) -> float:
    """The chance that one daikaiju roll (TS-T1, TS-D2) lands a daikaiju on the ship's tile or in front of it.

    Movement is read from each daikaiju's chart for die values 1-5; a 6 places a new daikaiju
    on a square from the dice map (TS-S4). Interactions between daikaiju moving in turn are
    ignored: this is an estimate for the search, not a rule.
    """
    if not state.options.daikaiju:
        return 0.0
    position = state.ships[seat]
    if position < 0:
        return 0.0
    data = state.data
    geometry = state.geometry
    targets = {position >> 3, geometry.behind(position)} - {-1}
    on_board = [k for k, square in enumerate(state.kaiju_square) if square >= 0]
    hitting_dice = sum(1 for die in range(1, 6)
                       if any(step_target(state, kaiju, die) in targets for kaiju in on_board))
    move_chance = _move_chance(data.daikaiju_move_totals)
    placed = 0.0
    if state.kaiju_supply:
        lines, size = data.die_to_line, geometry.size
        placed = sum(1 for g in lines for b in lines if b * size + g in targets) / 36
    return move_chance * (hitting_dice + placed) / 6


def _move_chance(totals: frozenset[int]) -> float:
    return sum(1 for g in range(1, 7) for b in range(1, 7) if g + b in totals) / 36


FEATURES = ("log_survive", "log_options", "safe_share", "hand", "on_start")
FEATURE_MEANINGS = {
    "log_survive": "log of the chance the ship lives through the next two daikaiju rolls (TS-T1, TS-D4/D5), "
                   "0.2 of it while a daikaiju waits in front (TS-D5b)",
    "log_options": "log of 0.35 + 0.65 × (1 − (1 − safe share)³): having some safe placement matters far more "
                   "than having many",
    "safe_share": "the share of the hand's placements that keep the ship afloat now",
    "hand": "tiles in hand, as a share of a full hand (TS-H1)",
    "on_start": "1 while the ship still stands on its starting mark (TS-D8 may move it)",
}


def seat_features(state: TsuroState, seat: int) -> list[float] | None:
    """What the evaluation weighs for one ship (`FEATURES`); None once it is out."""
    if not state.alive[seat]:
        return None
    front = state.ships[seat] >> 3
    if state.ships[seat] >= 0 and state.kaiju_at[front] >= 0 and not state.on_start[seat]:
        waiting = 0.2  # only a roll that moves it away saves the ship (TS-D5b)
    else:
        waiting = 1.0
    # A rival's roll and then our own come before this ship sails again.
    survive = waiting * (1.0 - roll_danger(state, seat)) ** 2
    safe = safe_share(state, seat)
    options = 1.0 - (1.0 - safe) ** 3
    return [math.log(max(survive, SURVIVE_FLOOR)), math.log(0.35 + 0.65 * options), safe,
            len(state.hands[seat]) / state.data.hand_size, float(state.on_start[seat])]


SURVIVE_FLOOR = 1e-3   # a sure loss still leaves the log finite


def features(state: TsuroState) -> list[list[float] | None]:
    return [seat_features(state, seat) for seat in range(state.players)]


def evaluate_all(state: TsuroState) -> list[float]:
    """Each ship's chance of winning from the fitted weights (resources/tsuro_seas/evaluation.json):
    0 when out, 1 when alone."""
    return win_shares(features(state), shipped_weights("tsuro_seas", FEATURES))


def evaluate(state: TsuroState, seat: int) -> float:
    return evaluate_all(state)[seat]
