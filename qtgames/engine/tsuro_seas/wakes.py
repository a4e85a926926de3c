"""Following wakes: where a ship ends up after a tile is placed (TS-M, TS-P2..P5).

These functions are the engine's hot path: legal-move generation tries every hand tile in
every rotation, so they work on the flat tables of `board.py` and allocate almost nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple, TypeVar

from .state import TsuroState

# Fates of a ship that does not survive its wake (negative so they never clash with positions).
OFF_EDGE: Final = -1     # TS-M4 / TS-P2
INTO_KAIJU: Final = -2   # TS-M4 / TS-P4
LOOP: Final = -3         # TS-R5 / TS-P3

T = TypeVar("T")

FATE_RULES: Final = {OFF_EDGE: "TS-M4", INTO_KAIJU: "TS-M4", LOOP: "TS-R5"}
SELF_RULES: Final = {OFF_EDGE: "TS-P2", INTO_KAIJU: "TS-P4", LOOP: "TS-P3"}

# Placement tiers (Ruling TS-P6): the best tier any placement reaches is the legal one.
TIER_SAFE: Final = 0       # breaks none of TS-P2..P5
TIER_SELF_OUT: Final = 1   # the own ship goes out, but no TS-P5 clash
TIER_CLASH: Final = 2      # two ships would share a wake in the same direction (TS-P5)


def follow(state: TsuroState, position: int) -> int:
    """The position where a ship entering `position` stops, or a negative fate.

    A wake that comes back to where it started is a loop with no end (TS-R5); a walk in a
    network where every point has one partner can only cycle through its start.
    """
    return _follow(state.connections, state.geometry.step, state.kaiju_at, position)


def _follow(connections: list[tuple[int, ...] | None], step: tuple[int, ...], kaiju_at: list[int],
            position: int) -> int:
    """`follow` on the state's tables, fetched once by callers that follow many wakes."""
    start = position
    while True:
        square = position >> 3
        conn = connections[square]
        if conn is None:
            return INTO_KAIJU if kaiju_at[square] >= 0 else position
        position = step[(square << 3) | conn[position & 7]]
        if position < 0:
            return OFF_EDGE
        if position == start:
            return LOOP


def trace(state: TsuroState, position: int) -> tuple[list[int], int]:
    """Every position a ship passes from `position` on, and its fate (as `follow` gives it).

    Path entries are entry positions (square * 8 + point); when the ship leaves over the
    edge the last entry is `-1 - (square * 8 + exit point)`, so the GUI can draw the exit.
    """
    connections = state.connections
    step = state.geometry.step
    path = [position]
    start = position
    while True:
        square = position >> 3
        conn = connections[square]
        if conn is None:
            return path, (INTO_KAIJU if state.kaiju_at[square] >= 0 else position)
        exit_position = (square << 3) | conn[position & 7]
        position = step[exit_position]
        if position < 0:
            path.append(-1 - exit_position)
            return path, OFF_EDGE
        path.append(position)
        if position == start:
            return path, LOOP


class Outcome(NamedTuple):
    """What one placement would do: each moved ship's new position or fate, and its tier."""

    fates: dict[int, int]
    tier: int
    rule: str  # the rule that puts the placement in its tier ("" when safe)


def placement_outcome(state: TsuroState, tile: int, rotation: int) -> Outcome:
    """Try a placement in front of the active ship without changing the state."""
    return _outcome(state, state.data.rotated[tile][rotation])


def _outcome(state: TsuroState, wakes: tuple[int, ...]) -> Outcome:
    """`placement_outcome` of a tile laying `wakes` (its connections, turned)."""
    front = state.ships[state.active] >> 3
    state.connections[front] = wakes
    fates: dict[int, int] = {}
    ships = state.ships
    alive = state.alive
    for seat in range(state.players):
        if alive[seat] and ships[seat] >> 3 == front:
            fates[seat] = follow(state, ships[seat])
    state.connections[front] = None
    own = fates[state.active]
    if _clash(state, fates, front):
        return Outcome(fates, TIER_CLASH, "TS-P5")
    if own < 0:
        return Outcome(fates, TIER_SELF_OUT, SELF_RULES[own])
    return Outcome(fates, TIER_SAFE, "")


def _clash(state: TsuroState, fates: dict[int, int], front: int) -> bool:
    """TS-P5: would two ships end on one point, heading the same way?"""
    return bool(clashing_seats(state, fates, front))


def clashing_seats(state: TsuroState, fates: dict[int, int], front: int) -> set[int]:
    """TS-P5: the moved ships (seat -> position or fate) that would end on a point another ship
    ends on or stands on, heading the same way."""
    standing = _standing(state, front)
    ends = [pos for pos in fates.values() if pos >= 0]
    return {seat for seat, pos in fates.items() if _clashes(pos, ends, standing)}


def _standing(state: TsuroState, front: int) -> set[int]:
    """Where the sailing ships that a tile on `front` does not move stand."""
    ships, alive = state.ships, state.alive
    return {ships[s] for s in range(state.players) if alive[s] and ships[s] >= 0 and ships[s] >> 3 != front}


def _clashes(position: int, ends: list[int], standing: set[int]) -> bool:
    """TS-P5 for a moved ship ending at `position` (or a negative fate), beside the moved ships'
    `ends` and the others' `standing` positions."""
    return position >= 0 and (position in standing or ends.count(position) > 1)


def best_placements(state: TsuroState, options: Sequence[tuple[T, tuple[int, ...]]]) -> tuple[int, list[T]]:
    """Ruling TS-P6 for tiles laid in front of the active ship: the best tier any of `options`
    (each something to return, with the wakes its tile lays, turned) reaches, and those that
    reach it, in order (none, and a tier past TIER_CLASH, without options).

    Legal-move generation asks this every turn, for a dozen placements. In the common case (no
    other ship waiting at the same square) the ship leaves the new tile by the point its wake
    leads to, and from there on its voyage is the same for every tile that leads there, unless it
    comes back to this square (then the tile's other wakes matter too): each way out is followed
    once, in one loop rather than a call per placement.
    """
    seat = state.active
    ship = state.ships[seat]
    front, point = ship >> 3, ship & 7
    alive, ships = state.alive, state.ships
    others = set()      # where the other sailing ships stand: ending there is a clash (TS-P5)
    for other in range(state.players):
        if other != seat and alive[other]:
            if ships[other] >> 3 == front:
                return _best_shared(state, options)
            others.add(ships[other])
    connections, step, kaiju_at = state.connections, state.geometry.step, state.kaiju_at
    # Each way out's tier once known, by its point (0-7), -1 not yet: a list, not a dictionary,
    # so compiled the look-ups and stores stay native (issue 36).
    by_exit = [-1] * 8
    best, chosen = _NO_TIER, []
    for option, wakes in options:
        exit_point = wakes[point]
        tier = by_exit[exit_point]
        if tier < 0:
            after = step[(front << 3) | exit_point]
            if after < 0:
                fate = OFF_EDGE
            elif connections[after >> 3] is None:   # mostly: open sea (or a daikaiju) just beyond
                fate = INTO_KAIJU if kaiju_at[after >> 3] >= 0 else after
            else:
                fate = _follow(connections, step, kaiju_at, after)
            back = fate >= 0 and fate >> 3 == front
            if back:        # the wake comes back to the new tile: follow it with the tile laid
                connections[front] = wakes
                fate = _follow(connections, step, kaiju_at, ship)
                connections[front] = None
            tier = TIER_SELF_OUT if fate < 0 else TIER_CLASH if fate in others else TIER_SAFE
            if not back:
                by_exit[exit_point] = tier
        if tier < best:
            best, chosen = tier, [option]
        elif tier == best:
            chosen.append(option)
    return best, chosen


_NO_TIER: Final = TIER_CLASH + 1   # worse than any placement: what `best_placements` says without any


def _best_shared(state: TsuroState, options: Sequence[tuple[T, tuple[int, ...]]]) -> tuple[int, list[T]]:
    """`best_placements` when other ships wait at the same square: every ship there sails (TS-M2),
    so each tile's tier is `_outcome`'s, with what does not depend on the tile worked out once."""
    seat, ships, alive = state.active, state.ships, state.alive
    front = ships[seat] >> 3
    movers = [s for s in range(state.players) if alive[s] and ships[s] >> 3 == front]
    own, standing = movers.index(seat), _standing(state, front)
    connections, step, kaiju_at = state.connections, state.geometry.step, state.kaiju_at
    best, chosen = _NO_TIER, []
    for option, wakes in options:
        connections[front] = wakes
        moved = [_follow(connections, step, kaiju_at, ships[s]) for s in movers]
        ends = [position for position in moved if position >= 0]
        if any(_clashes(position, ends, standing) for position in moved):
            tier = TIER_CLASH
        else:
            tier = TIER_SELF_OUT if moved[own] < 0 else TIER_SAFE
        if tier < best:
            best, chosen = tier, [option]
        elif tier == best:
            chosen.append(option)
    connections[front] = None
    return best, chosen
