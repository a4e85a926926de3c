"""The daikaiju: placing them (TS-S4, TS-D7), moving them (TS-D1..D6) and what they destroy."""

from __future__ import annotations

from typing import Final

from ..core.memo import IdentityMemo
from ..core.rules import Event, make_event
from .data import KAIJU_MOVES, KAIJU_TURN, DaikaijuSpec, TsuroData
from .state import TsuroState

_RELATIVE: Final = {name: i for i, name in enumerate(KAIJU_MOVES)}


def ships_on_tile(state: TsuroState, square: int) -> list[int]:
    """Ships standing on the tile at `square`: those whose last wake ran across it."""
    behind = state.geometry.behind
    return [s for s in range(state.players)
            if state.alive[s] and state.ships[s] >= 0 and behind(state.ships[s]) == square]


def destroy_ship(state: TsuroState, seat: int, rule: str, cause: str, kaiju: int, events: list[Event]) -> None:
    """Take a ship out of the game; its hand waits for TS-E1 or goes per TS-R6 (the caller decides).
    The event names the daikaiju `kaiju` that did it, and its square, so the loss can be explained."""
    state.alive[seat] = False
    state.eliminated.append(seat)
    events.append(make_event("ship_destroyed", rule, seat=seat, cause=cause, kaiju=kaiju,
                             square=state.kaiju_square[kaiju]))


def dispose_hand(state: TsuroState, seat: int, rule: str, events: list[Event]) -> None:
    """An eliminated player's tiles go under the pile: always for TS-E1, by Ruling TS-R6 otherwise."""
    hand = state.hands[seat]
    if not hand:
        return
    to = "pile" if rule == "TS-E1" else state.options.eliminated_hand
    if to == "out":
        state.removed.extend(hand)
    else:
        state.pile[0:0] = hand
    events.append(make_event("hand_disposed", rule, seat=seat, count=len(hand), to=to))
    state.hands[seat] = []


def roll_square(state: TsuroState) -> tuple[int, int, int]:
    """TS-S4 / TS-R3: roll gold (column) and blue (row) until the square holds no daikaiju."""
    lines = state.data.die_to_line
    size = state.geometry.size
    while True:
        gold, blue = state.rng.die(), state.rng.die()
        square = lines[blue - 1] * size + lines[gold - 1]
        if state.kaiju_at[square] < 0:
            return square, gold, blue


def place_daikaiju(state: TsuroState, rule: str, events: list[Event]) -> list[int]:
    """Put the top daikaiju of the supply on the board; returns the seats it destroyed.

    The facing is chosen blind (Ruling TS-S4b). On a wake tile it removes the tile
    (TS-D7, TS-D2c) and destroys every ship on it.
    """
    kaiju = state.kaiju_supply.pop()
    square, gold, blue = roll_square(state)
    facing = state.rng.below(4)
    state.kaiju_at[square] = kaiju
    state.kaiju_square[kaiju] = square
    state.kaiju_facing[kaiju] = facing
    events.append(make_event("kaiju_placed", rule, kaiju=kaiju, square=square, facing=facing,
                             gold=gold, blue=blue))
    destroyed: list[int] = []
    if state.tiles[square] >= 0:
        destroyed = ships_on_tile(state, square)
        tile, rotation = _lift_tile(state, square)
        # A 6 on the direction roll (TS-D2) follows Ruling TS-D2c; the top-up of TS-D7 its own text.
        removal_rule = "TS-D2c" if rule == "TS-D2" else rule
        to_pile = removal_rule == "TS-D2c" and state.options.new_daikaiju_on_tile == "pile"
        if to_pile:
            state.pile.insert(0, tile)
        else:
            state.removed.append(tile)
        events.append(make_event("tile_removed", removal_rule, tile=tile, rotation=rotation, square=square,
                                 to="pile" if to_pile else "out"))
        for seat in destroyed:
            destroy_ship(state, seat, removal_rule, "daikaiju_placed", kaiju, events)
    return destroyed


def _lift_tile(state: TsuroState, square: int) -> tuple[int, int]:
    """Take the wake tile off `square`; its id and rotation (the board fades it out as it lay)."""
    tile, rotation = state.tiles[square], state.rotations[square]
    state.tiles[square] = -1
    state.rotations[square] = 0
    state.connections[square] = None
    return tile, rotation


def movement_order(state: TsuroState) -> list[int]:
    """TS-D1: by rotation number (descending by default), the gold arrow first on a tie."""
    square = state.kaiju_square
    return [k for k in _order(state.data, state.options.daikaiju_order) if square[k] >= 0]


# By the daikaiju set (a tuple of specs, too costly to hash on every roll): the order for each direction.
_ORDERS: Final[IdentityMemo[tuple[DaikaijuSpec, ...], dict[str, tuple[int, ...]]]] = IdentityMemo()


def _order(data: TsuroData, direction: str) -> tuple[int, ...]:
    """Every daikaiju in TS-D1 order, worked out once per data set."""
    return _ORDERS.get(data.daikaiju, _orders)[direction]


def _orders(specs: tuple[DaikaijuSpec, ...]) -> dict[str, tuple[int, ...]]:
    return {direction: tuple(sorted(range(len(specs)), key=lambda k: (sign * specs[k].rotation_number,
                                                                      not specs[k].gold_arrow)))
            for direction, sign in (("ascending", 1), ("descending", -1))}


TURNS: Final = -2  # `step_target` of a daikaiju whose chart says to turn in place


def step_target(state: TsuroState, kaiju: int, die: int) -> int:
    """Where the daikaiju's chart sends it on `die` (1-5): a square, -1 off the board, or TURNS."""
    return _target(_charts(state.data)[kaiju][die - 1], state.kaiju_square[kaiju], state.kaiju_facing[kaiju],
                   state.geometry.neighbour)


def _target(quarters: int, square: int, facing: int, neighbour: tuple[int, ...]) -> int:
    """`step_target` of a daikaiju on `square` facing `facing` whose chart says `quarters` (-1: turn)."""
    if quarters < 0:
        return TURNS
    return neighbour[square * 4 + (facing + quarters) % 4]


# By the daikaiju set, as `_ORDERS`: each daikaiju's chart as quarter turns clockwise from its
# facing, die 1-5, -1 where it turns in place (the chart's words looked up once, not every move).
_CHARTS: Final[IdentityMemo[tuple[DaikaijuSpec, ...], tuple[tuple[int, ...], ...]]] = IdentityMemo()


def _charts(data: TsuroData) -> tuple[tuple[int, ...], ...]:
    return _CHARTS.get(data.daikaiju, _chart_table)


def _chart_table(specs: tuple[DaikaijuSpec, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(-1 if move == KAIJU_TURN else _RELATIVE[move] for move in spec.chart) for spec in specs)


def move_all(state: TsuroState, die: int, events: list[Event]) -> tuple[set[int], list[int]]:
    """TS-D2 with a die of 1-5: every daikaiju follows its chart in turn.

    Returns the squares daikaiju arrived on (for TS-D5) and the seats they destroyed.
    """
    arrived: set[int] = set()
    destroyed: list[int] = []
    charts, neighbour, facing = _charts(state.data), state.geometry.neighbour, state.kaiju_facing
    for kaiju in movement_order(state):
        square = state.kaiju_square[kaiju]
        if square < 0:  # destroyed earlier in this same movement (TS-D6)
            continue
        target = _target(charts[kaiju][die - 1], square, facing[kaiju], neighbour)
        if target == TURNS:
            state.kaiju_facing[kaiju] = (state.kaiju_facing[kaiju] + 1) % 4
            events.append(make_event("kaiju_turned", "TS-D2", kaiju=kaiju, square=square,
                                     facing=state.kaiju_facing[kaiju]))
            continue
        state.kaiju_at[square] = -1
        if target < 0:
            state.kaiju_square[kaiju] = -1
            state.kaiju_out.append(kaiju)
            events.append(make_event("kaiju_left_board", "TS-D3", kaiju=kaiju, square=square))
            continue
        events.append(make_event("kaiju_moved", "TS-D2", kaiju=kaiju, square=square, target=target))
        victim = state.kaiju_at[target]
        if victim >= 0:
            state.kaiju_square[victim] = -1
            if state.options.destroyed_daikaiju == "supply":
                state.kaiju_supply.insert(0, victim)
            else:
                state.kaiju_out.append(victim)
            events.append(make_event("kaiju_destroyed", "TS-D6", kaiju=victim, by=kaiju, square=target,
                                     to=state.options.destroyed_daikaiju))
        state.kaiju_at[target] = kaiju
        state.kaiju_square[kaiju] = target
        arrived.add(target)
        if state.tiles[target] >= 0:
            seats = ships_on_tile(state, target)
            tile, rotation = _lift_tile(state, target)
            state.pile.insert(0, tile)
            events.append(make_event("tile_removed", "TS-D4", tile=tile, rotation=rotation, square=target, to="pile"))
            for seat in seats:
                destroy_ship(state, seat, "TS-D4", "daikaiju_moved", kaiju, events)
            destroyed += seats
    return arrived, destroyed
