"""A brute-force oracle for `risk`: the engine itself, run over every sequence of dice.

The rules' own turn loop (`rules._begin_turn`) is played from the position with a random
generator that answers from a script; where the script runs out, the walk branches on every
value of the draw asked for. The supply's order is branched on too (the engine takes its top).
Rerolls of a taken square (TS-R3) could go on for ever: past `max_draws` the branch is left
unexplored and its probability reported, so a test can allow for exactly that much.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from qtgames.engine.core.rng import Rng
from qtgames.engine.tsuro_seas import rules
from qtgames.engine.tsuro_seas.state import Phase, TsuroState
from qtgames.engine.tsuro_seas.wakes import TIER_SELF_OUT, placement_outcome


class _Branch(Exception):
    def __init__(self, ways: int) -> None:
        self.ways = ways


class _Sunk(Exception):
    """The asked ship is out: the engine would roll on for the next players, to no purpose here."""


class _ScriptRng(Rng):
    """Dice from a script; a subclass of the engine's `Rng`, which the compiled engine requires of
    a state's generator (a look-alike class passes only on the pure engine)."""

    def __init__(self, script: list[int], fixed_facing: bool, sunk: Any) -> None:
        super().__init__(0)
        self.script = script
        self.used = 0
        self.fixed_facing = fixed_facing
        self.sunk = sunk

    def _draw(self, ways: int) -> int:
        if self.sunk():
            raise _Sunk
        if self.used == len(self.script):
            raise _Branch(ways)
        value = self.script[self.used]
        self.used += 1
        return value

    def die(self) -> int:
        return self._draw(6) + 1

    def below(self, n: int) -> int:
        return 0 if self.fixed_facing else self._draw(n)

    def copy(self) -> Rng:
        return self


def _outcome(start: TsuroState, seat: int, script: list[int], fixed_facing: bool, opened: bool) -> tuple[int, int]:
    """(destroyed, sails off) of one dice sequence: turns open until `seat` has its placement."""
    state = start.clone()
    state.rng = _ScriptRng(script, fixed_facing, lambda: not state.alive[seat])
    state.legal_cache = None
    events: list[Any] = []
    try:
        if not opened:
            following = rules._next_seat(state, state.active) if state.phase != Phase.START else 0
            rules._begin_turn(state, following, events)
        return _until_placement(state, seat, events)
    except _Sunk:
        return 1, 0


def _until_placement(state: TsuroState, seat: int, events: list[Any]) -> tuple[int, int]:
    while True:
        if not state.alive[seat]:
            return 1, 0
        if state.phase == Phase.OVER:
            return 0, 0
        if state.active == seat:
            if state.phase != Phase.PLACE:
                return 0, 0
            action = rules.legal_actions(state)[0]
            return 0, int(placement_outcome(state, action.tile, action.rotation).tier == TIER_SELF_OUT)
        rules._begin_turn(state, rules._next_seat(state, state.active), events)


def brute_risk(state: TsuroState, seat: int, *, fixed_facing: bool = False, max_draws: int = 12,
               opened: bool = False) -> tuple[float, float, float]:
    """(destroyed, sails off, probability left unexplored) over every dice sequence and supply
    order; `opened`: the active seat's turn is about to be taken by `seat` itself (no roll first)."""
    totals = [0.0, 0.0, 0.0]
    orders = list(permutations(state.kaiju_supply)) or [()]

    def walk(start: TsuroState, script: list[int], chance: float) -> None:
        try:
            destroyed, sails = _outcome(start, seat, script, fixed_facing, opened)
        except _Branch as branch:
            if len(script) >= max_draws:
                totals[2] += chance
                return
            for value in range(branch.ways):
                walk(start, [*script, value], chance / branch.ways)
            return
        totals[0] += chance * destroyed
        totals[1] += chance * sails

    for order in orders:
        start = state.clone()
        start.kaiju_supply = list(order)
        walk(start, [], 1.0 / len(orders))
    return totals[0], totals[1], totals[2]
