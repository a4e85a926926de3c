"""What a good Tsuro of the Seas position looks like to an AI: survive the daikaiju, keep options, squeeze rivals.

Most two-player games are decided by the daikaiju (TS-D4, TS-D5, TS-D5b), so the evaluation
weighs each ship's exact chance, over the public dice, of being sunk in the next turn or left
with no way on (`risk.ship_risk`), an estimate over the next two rolls, where the daikaiju stand
and face, how many safe placements its hand offers as tiles run out, and how near the edge it
sails. The weights are fitted to self-play (resources/tsuro_seas/evaluation.json).
"""

from __future__ import annotations

import math

from ..ai.evaluation import shipped_weights, win_shares
from .board import SIDE_STEP
from .risk import daikaiju_moves, move_chance, ship_risk, unseen_tiles
from .state import UNKNOWN, TsuroState
from .wakes import TIER_SAFE, best_placements


def placements_kept(state: TsuroState, seat: int) -> tuple[float, float]:
    """How many of the tile/rotation choices in `seat`'s hand keep its ship afloat if it moved now,
    and how many choices there are (distinct ones: turns of a tile that lay the same wakes are
    one choice, TS-P1); a hidden tile counts as the mean of the tiles the state does not show."""
    if not state.alive[seat] or state.ships[seat] < 0:
        return 0.0, 0.0
    front = state.ships[seat] >> 3
    if state.kaiju_at[front] >= 0 or state.tiles[front] >= 0:
        return 0.0, 0.0
    hand = state.hands[seat]
    known = [t for t in hand if t != UNKNOWN]
    saved = state.active
    state.active = seat
    try:
        safe, options = _ways(state, known)
        hidden = len(hand) - len(known)
        if hidden:
            unseen = unseen_tiles(state)
            unseen_safe, unseen_options = _ways(state, unseen)
            safe += hidden * unseen_safe / max(1, len(unseen))
            options += hidden * unseen_options / max(1, len(unseen))
    finally:
        state.active = saved
    return safe, options


def _ways(state: TsuroState, tiles: list[int]) -> tuple[float, float]:
    """(safe choices, choices) among `tiles` in front of the active ship."""
    if not tiles:
        return 0.0, 0.0
    rotated, distinct = state.data.rotated, state.data.distinct_rotations
    options = [(0, rotated[t][r]) for t in tiles for r in distinct[t]]
    best, safe_ones = best_placements(state, options)
    return float(len(safe_ones)) if best == TIER_SAFE else 0.0, float(len(options))


def roll_danger(state: TsuroState, seat: int) -> float:
    """The chance that one daikaiju roll (TS-T1, TS-D2) lands a daikaiju on the ship's tile or in front of it.

    Movement is the engine's for die values 1-5 (`risk.daikaiju_moves`); a 6 places a new
    daikaiju on a square from the dice map (TS-S4). An estimate for the two rolls before the
    ship sails again (`log_survive`), where `risk.ship_risk` is exact for one.
    """
    if not state.options.daikaiju:
        return 0.0
    position = state.ships[seat]
    if position < 0:
        return 0.0
    data = state.data
    geometry = state.geometry
    targets = {position >> 3, geometry.behind(position)} - {-1}
    hitting_dice = sum(1 for _, _, _, arrived in daikaiju_moves(state) if not targets.isdisjoint(arrived))
    placed = 0.0
    if state.kaiju_supply:
        lines, size = data.die_to_line, geometry.size
        placed = sum(1 for g in lines for b in lines if b * size + g in targets) / 36
    return move_chance(data) * (hitting_dice + placed) / 6


FEATURES = ("log_sunk", "sails_off", "log_survive", "mobility", "late_mobility", "edge_distance",
            "daikaiju_near", "daikaiju_close", "tile_threats", "daikaiju_facing", "to_move", "on_start")
FEATURE_MEANINGS = {
    "log_sunk": "log of the exact chance, over the public dice, that no daikaiju sinks the ship in the next "
                "turn's roll or top-up: onto its tile, or in front of it if that turn is its own (risk.ship_risk "
                "over one turn: TS-T1, TS-D2..D8)",
    "sails_off": "the exact chance that the next turn is the ship's own and, after its roll, no tile and "
                 "rotation in hand keeps it sailing (risk.ship_risk: TS-P2..P4, Ruling TS-P6)",
    "log_survive": "log of an estimate of the chance the ship lives through the next two daikaiju rolls "
                   "(TS-T1, TS-D4/D5), 0.2 of it while a daikaiju waits in front (TS-D5b)",
    "mobility": "the tile/rotation choices in hand that keep the ship sailing as the board stands, as a share of "
                "a full hand's (TS-P1, TS-P2..P5; a hidden tile counts as the tiles not shown would on average)",
    "late_mobility": "mobility × the share of the wake tiles already out of the pile: choices count for more as "
                     "tiles run out (TS-H3, tiles left)",
    "edge_distance": "squares from the square in front of the ship to the nearest edge, as a share of the most "
                     "there can be: near the edge more wakes lead off it (TS-P2)",
    "daikaiju_near": "1 / (1 + the fewest steps from any daikaiju to the square in front of the ship)",
    "daikaiju_close": "daikaiju within two steps of the square in front of the ship",
    "tile_threats": "daikaiju one step from the tile the ship stands on (TS-D4 on a roll that moves them onto it)",
    "daikaiju_facing": "1 / distance of the nearest daikaiju that faces the square in front of the ship along its "
                       "row or column (its charts step it forward on one die value in five, TS-D2); 0 if none does",
    "to_move": "1 for the player whose decision it is: its roll is behind it, its placement ahead (TS-T1, TS-T2)",
    "on_start": "1 while the ship still stands on its starting mark (TS-D8 may move it)",
}


def seat_features(state: TsuroState, seat: int) -> list[float] | None:
    """What the evaluation weighs for one ship (`FEATURES`); None once it is out."""
    if not state.alive[seat]:
        return None
    position = state.ships[seat]
    if position >= 0 and state.kaiju_at[position >> 3] >= 0 and not state.on_start[seat]:
        waiting = 0.2  # only a roll that moves it away saves the ship (TS-D5b)
    else:
        waiting = 1.0
    # A rival's roll and then our own come before this ship sails again.
    survive = waiting * (1.0 - roll_danger(state, seat)) ** 2
    risk = ship_risk(state, seat, turns=1)
    kept, _ = placements_kept(state, seat)
    mobility = kept / (4 * state.data.hand_size)
    drawn = 1.0 - len(state.pile) / state.data.tile_count
    return [math.log(max(1.0 - risk.destroyed, SURVIVE_FLOOR)), risk.sails_off,
            math.log(max(survive, SURVIVE_FLOOR)), mobility, mobility * drawn,
            *_daikaiju_and_edge(state, position), float(seat == state.active), float(state.on_start[seat])]


def _daikaiju_and_edge(state: TsuroState, position: int) -> tuple[float, float, float, float, float]:
    """`edge_distance`, `daikaiju_near`, `daikaiju_close`, `tile_threats` and `daikaiju_facing`
    of a ship at `position` (nothing for a ship not yet on the board)."""
    if position < 0:
        return 0.0, 0.0, 0.0, 0.0, 0.0
    size = state.geometry.size
    row, col = divmod(position >> 3, size)
    behind = state.geometry.behind(position)
    b_row, b_col = divmod(behind, size) if behind >= 0 else (-9, -9)
    facing = 0.0
    nearest = 2 * size
    close = threats = 0
    for kaiju, square in enumerate(state.kaiju_square):
        if square < 0:
            continue
        k_row, k_col = divmod(square, size)
        steps = abs(k_row - row) + abs(k_col - col)
        nearest = min(nearest, steps)
        close += steps <= 2
        threats += abs(k_row - b_row) + abs(k_col - b_col) == 1
        d_row, d_col = SIDE_STEP[state.kaiju_facing[kaiju]]
        if (k_col == col and d_col == 0 and (row - k_row) * d_row > 0) or \
                (k_row == row and d_row == 0 and (col - k_col) * d_col > 0):
            facing = max(facing, 1.0 / steps)
    edge = min(row, col, size - 1 - row, size - 1 - col) / ((size - 1) / 2)
    near = 1.0 / (1 + nearest) if nearest < 2 * size else 0.0
    return edge, near, float(close), float(threats), facing


SURVIVE_FLOOR = 1e-3   # a sure loss still leaves the log finite


def features(state: TsuroState) -> list[list[float] | None]:
    return [seat_features(state, seat) for seat in range(state.players)]


def evaluate_all(state: TsuroState) -> list[float]:
    """Each ship's chance of winning from the fitted weights (resources/tsuro_seas/evaluation.json):
    0 when out, 1 when alone."""
    return win_shares(features(state), shipped_weights("tsuro_seas", FEATURES))


def evaluate(state: TsuroState, seat: int) -> float:
    return evaluate_all(state)[seat]
