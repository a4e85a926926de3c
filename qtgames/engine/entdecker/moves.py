"""What the player to move may do now: where the ship can go, what fits, what can be built.

Queries only: nothing here changes the state except the legal-action cache.
"""

from __future__ import annotations

from itertools import compress
from typing import Final

from ..core.memo import MadeOnce
from ..core.rules import COMPILED
from .state import (
    SCOUT,
    SETTLEMENT,
    UNIT_NAMES,
    Build,
    Declare,
    DeclineToken,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Place,
    PlayPersonal,
    Recall,
    StartCircle,
    StartSquare,
    TakeToken,
)

# The actions offered at nearly every decision, made once: a frozen dataclass costs more to
# build than the rest of listing it (they are immutable values, so one of each serves every list).
# A card has at most four sea routes and land parts, one per side: a pair is found by one number,
# `square * 4 + quarters`, `square * 4 + route`, `kind * 5 + parts` (0-4 parts).
_CIRCLES: Final[MadeOnce[int, StartCircle]] = MadeOnce(StartCircle)
_PLACES: Final[MadeOnce[int, Place]] = MadeOnce(lambda number: Place(number >> 2, number & 3))
_START_SQUARES: Final[MadeOnce[int, StartSquare]] = MadeOnce(lambda number: StartSquare(number >> 2, number & 3))
_RECALLS: Final[MadeOnce[int, Recall]] = MadeOnce(Recall)
_TAKES: Final[MadeOnce[int, TakeToken]] = MadeOnce(TakeToken)
DECLINE_TOKEN: Final = DeclineToken()
END_TURN: Final = EndTurn()
# The draws from each number of stacks, the circles of each number of circles, the units of one
# kind on each number of land parts, the declarations up to each amount.
_DRAWS: Final[MadeOnce[int, tuple[Draw, ...]]] = MadeOnce(lambda stacks: tuple(Draw(stack) for stack in range(stacks)))
_CIRCLE_STARTS: Final[MadeOnce[int, tuple[StartCircle, ...]]] = MadeOnce(
    lambda count: tuple(_CIRCLES[i] for i in range(count)))
_BUILDS: Final[MadeOnce[int, tuple[Build, ...]]] = MadeOnce(
    lambda number: tuple(Build(number // 5, part) for part in range(number % 5)))
_DECLARATIONS: Final[MadeOnce[int, tuple[Declare, ...]]] = MadeOnce(
    lambda most: tuple(Declare(n) for n in range(1, most + 1)))


# ---------------------------------------------------------------- where the ship can go


def entries(state: EntdeckerState) -> list[tuple[int, int]]:
    """EN-X4b/X6: the undiscovered squares the ship can sail into, with the side it enters by."""
    if state.ship_circle >= 0:
        circle = state.board.circles[state.ship_circle]
        return [(circle.square, circle.side)] if state.tiles[circle.square] < 0 else []
    square = state.ship_square
    look = state.looks[square]
    if look is None or state.ship_route < 0:
        return []
    neighbour, tiles = state.board.neighbour, state.tiles
    out = []
    for side in look.routes[state.ship_route]:
        other = neighbour[square * 4 + side]
        if other >= 0 and tiles[other] < 0:
            out.append((other, (side + 2) % 4))     # the opposite side
    return out


def entry_side(state: EntdeckerState, square: int) -> int:
    """The side of undiscovered `square` the ship enters it by (one of `entries`), without
    listing the others: what laying a card there asks."""
    if state.ship_circle >= 0:
        return state.board.circles[state.ship_circle].side
    look = state.looks[state.ship_square]
    assert look is not None
    neighbour, base = state.board.neighbour, state.ship_square * 4
    return next((side + 2) % 4 for side in look.routes[state.ship_route] if neighbour[base + side] == square)


def demands(state: EntdeckerState, square: int) -> tuple[int, int]:
    """What the borders of `square` ask of a card there (EN-X4b, Ruling EN-D1), as side masks
    like `Look.land_mask`: the sides a discovered neighbour (or a water edge) decides, and which
    of those must be land. Worked out once per square, it judges every card and turn in two tests."""
    edge_water = state.options.board_edge == "water"
    neighbour, looks, base = state.board.neighbour, state.looks, square * 4
    decided = land = 0
    for side in range(4):
        other = neighbour[base + side]
        if other < 0:
            if edge_water:
                decided |= 1 << side
        elif (there := looks[other]) is not None:
            decided |= 1 << side
            if there.land[(side + 2) % 4]:
                land |= 1 << side
    return decided, land


def fits(state: EntdeckerState, tile: int, quarters: int, square: int, entry_side: int) -> bool:
    """EN-X4b: every side matches what borders it, the ship enters over water (Ruling EN-D1)."""
    decided, land = demands(state, square)
    return _fits(state.tile_looks[tile][quarters].land_mask, entry_side, decided, land)


def _fits(mask: int, entry_side: int, decided: int, land: int) -> bool:
    """A card with land on the sides of `mask` meets `demands` and has water on `entry_side`."""
    return not mask >> entry_side & 1 and mask & decided == land


def placements(state: EntdeckerState, tile: int, ways: list[tuple[int, int]] | None = None) -> list[Place]:
    """Every distinct way the card can go next to the ship (EN-X4b); `ways`: `entries`, if known."""
    out = []
    rotations = state.tile_looks[tile]
    for square, entry in entries(state) if ways is None else ways:
        decided, land = demands(state, square)
        for quarters in range(4):
            look = rotations[quarters]
            mask = look.land_mask       # `_fits`, written out: every drawn card asks four times
            if look.distinct and not mask >> entry & 1 and mask & decided == land:
                out.append(_PLACES[square * 4 + quarters])
    return out


def _free_starts(state: EntdeckerState, square: int) -> tuple[StartSquare, ...]:
    """A start on each sea route of the card on `square` that reaches an undiscovered square
    (a free dashed line)."""
    look = state.looks[square]
    assert look is not None
    neighbour, tiles, base = state.board.neighbour, state.tiles, square * 4
    starts = []
    for route, sides in enumerate(look.routes):
        for side in sides:
            other = neighbour[base + side]
            if other >= 0 and tiles[other] < 0:
                starts.append(_START_SQUARES[square * 4 + route])
                break
    return tuple(starts)


def shore_starts(state: EntdeckerState) -> dict[int, tuple[StartSquare, ...]]:
    """Every discovered square with a free dashed line, with a start on each such route (EN-X1);
    worked out once, then kept by `discover` as cards are laid, since every turn asks for it."""
    if state.shore_starts is None:
        neighbour, looks = state.board.neighbour, state.looks
        # Only a discovered square beside an undiscovered one can have a free dashed line.
        shore = {other for square, look in enumerate(looks) if look is None
                 for other in neighbour[square * 4:square * 4 + 4] if other >= 0 and looks[other] is not None}
        state.shore_starts = {square: starts for square in shore if (starts := _free_starts(state, square))}
    return state.shore_starts


def discover(state: EntdeckerState, square: int, tile: int, quarters: int) -> None:
    """Lay a card face up (EN-X4d, EN-X7): the board, the free dashed lines beside it and the
    starting circles it closes."""
    state.tiles[square], state.quarters[square] = tile, quarters
    state.looks[square] = state.tile_looks[tile][quarters]
    kept_circles = state.open_circles
    if kept_circles is not None:
        for circle in state.board.circles_at[square]:   # an edge square: its circles close
            # By number, not `remove`: that compares through the dataclass's `__eq__`, Python
            # even compiled, with every circle before the one sought.
            del kept_circles[next(i for i, start in enumerate(kept_circles) if start.circle == circle)]
    kept = state.shore_starts
    if kept is None:
        return
    starts = _free_starts(state, square)
    if starts:
        kept[square] = starts
    # A neighbour can only lose a free dashed line, and only the one whose water faces the new card.
    neighbour, looks, base = state.board.neighbour, state.looks, square * 4
    for side in range(4):
        other = neighbour[base + side]
        if other not in kept:
            continue
        there = looks[other]
        assert there is not None    # only discovered squares are kept
        if not there.land[(side + 2) % 4]:
            starts = _free_starts(state, other)
            if starts:
                kept[other] = starts
            else:
                del kept[other]


def start_fee(state: EntdeckerState, square: int) -> int:
    """EN-X2: starting from another player's unit costs that unit's price."""
    owner = state.unit_owner[square]
    if owner < 0 or owner == state.active:
        return 0
    return state.data.unit_cost[UNIT_NAMES[state.unit_kind[square]]]


def free_circles(state: EntdeckerState) -> list[StartCircle]:
    """EN-X1: the starting circles whose dashed line leads to an undiscovered square (read only).

    From the second round on they are kept (`state.open_circles`), since every turn asks and only
    a card laid on an edge square closes one; in the first round they are counted afresh (a
    position set up by hand may still be changing then, as `shore_starts` is not asked either)."""
    if state.round > 1:
        kept = state.open_circles
        if kept is None:
            kept = state.open_circles = _count_free_circles(state)
        return kept
    return _count_free_circles(state)


def _count_free_circles(state: EntdeckerState) -> list[StartCircle]:
    squares, tiles = state.board.circle_squares, state.tiles
    return [start for start, square in zip(_CIRCLE_STARTS[len(squares)], squares, strict=True) if tiles[square] < 0]


_NO_SHORE: Final[dict[int, tuple[StartSquare, ...]]] = {}


def _shore_now(state: EntdeckerState) -> dict[int, tuple[StartSquare, ...]]:
    """The discovered squares' starts, which EN-X1 offers from the second round on (read only)."""
    if state.round == 1:
        return _NO_SHORE
    kept = state.shore_starts
    return kept if kept is not None else shore_starts(state)


def start_options(state: EntdeckerState) -> list[tuple[StartCircle | StartSquare, int]]:
    """EN-X1: every circle with a free dashed line, with its EN-X2 fee; squares from round 2."""
    options: list[tuple[StartCircle | StartSquare, int]] = [(start, 0) for start in free_circles(state)]
    shore = _shore_now(state)
    for square in sorted(shore):
        fee = start_fee(state, square)
        options += [(start, fee) for start in shore[square]]
    return options


def may_start(state: EntdeckerState) -> bool:
    """Whether any circle has a free dashed line (EN-D6 ends the game when none has)."""
    return bool(_shore_now(state)) or bool(free_circles(state))


def start_actions(state: EntdeckerState) -> list[EntdeckerAction]:
    """EN-X1 with EN-X3: the circles the player can afford to start from (each `start_options` entry
    whose fee leaves a card to pay for), and scout recalls (EN-B4); empty when none is affordable."""
    seat = state.active
    gold = state.gold[seat]
    if gold < 1:
        return []       # not even a free start leaves a card to pay for
    starts: list[EntdeckerAction] = [*free_circles(state)]
    shore, owners = _shore_now(state), state.unit_owner
    for square in sorted(shore):
        owner = owners[square]      # EN-X2: only another player's unit asks a fee
        if owner < 0 or owner == seat or start_fee(state, square) + 1 <= gold:
            starts += shore[square]
    if starts and state.supply[seat][SCOUT] < state.data.scouts:     # scouts out to recall
        starts += recalls(state)
    return starts


# ---------------------------------------------------------------- building (EN-B)


def build_cost(state: EntdeckerState, kind: int, square: int) -> int | None:
    """EN-B1 with EN-E2: the price of a unit on that card, None where it cannot be built."""
    cost = state.data.unit_cost[UNIT_NAMES[kind]]
    if state.specs[state.tiles[square]].event == "hostile_natives":
        if kind == SETTLEMENT:
            return None if state.options.hostile_settlement == "forbidden" else 12
        return cost * 2
    return cost


def build_actions(state: EntdeckerState) -> list[Build]:
    """EN-B1..B3: a unit on the land of the card the ship was moved onto this turn."""
    square = state.ship_square
    if state.storm or square < 0 or state.unit_owner[square] >= 0 or square not in state.placed_now:
        return []
    look = state.looks[square]
    assert look is not None
    parts = len(look.parts)
    if not parts:
        return []       # open sea: nothing to build on
    seat = state.active
    supply, gold = state.supply[seat], state.gold[seat]
    plain = state.specs[state.tiles[square]].event != "hostile_natives"
    out: list[Build] = []
    for kind in range(3):
        if supply[kind] == 0:
            continue
        cost = state.data.unit_cost[UNIT_NAMES[kind]] if plain else build_cost(state, kind, square)
        if cost is not None and cost <= gold:
            out += _BUILDS[kind * 5 + parts]
    return out


def recalls(state: EntdeckerState) -> list[Recall]:
    """EN-B4: the active player's scouts on the board may go back to the supply."""
    seat = state.active
    # The supply says how many scouts are out (EN-B: a player's units are in supply or on the
    # board), so the board is searched only as far as the last of them, mostly not at all (and
    # the callers ask the supply first).
    out = state.data.scouts - state.supply[seat][SCOUT]
    found: list[Recall] = []
    owners, kinds, square = state.unit_owner, state.unit_kind, -1
    if COMPILED:    # `list.index` compares each number through Python's protocol; this loop natively
        while len(found) < out:
            square += 1
            if owners[square] == seat and kinds[square] == SCOUT:
                found.append(_RECALLS[square])
        return found
    while len(found) < out:
        square = owners.index(seat, square + 1)
        if kinds[square] == SCOUT:
            found.append(_RECALLS[square])
    return found


# ---------------------------------------------------------------- legal actions


# The most legal actions at one decision, with any data the override model accepts (boards of at
# most 20 × 20, at most 20 scouts, 20 stacks and token piles, 999 gold): starting from one of the
# 2 · (20 + 20) circles, a route of one of 400 squares (at most 4 each) or recalling a scout,
# 80 + 1,600 + 20; a card placed is at most 400 squares × 4 turns, a declaration at most 999.
MOST_CHOICES = 1_700


def legal_actions(state: EntdeckerState) -> list[EntdeckerAction]:
    if state.legal_cache is None:
        state.legal_cache = _generate(state)
    return state.legal_cache


def _generate(state: EntdeckerState) -> list[EntdeckerAction]:
    phase = state.phase
    if phase == Phase.START:
        return start_actions(state)
    if phase == Phase.DECLARE:
        return list(_DECLARATIONS[max(0, declare_limit(state))])
    if phase == Phase.EXPLORE:
        return explore_actions(state)
    if phase == Phase.PLACE:
        return list(placements(state, state.drawn))
    if phase in (Phase.NATIVES, Phase.TOKEN):
        takes: list[EntdeckerAction] = [_TAKES[p] for p, pile in enumerate(state.token_piles) if pile]
        return takes + [DECLINE_TOKEN] if phase == Phase.NATIVES else takes
    return []


def declare_limit(state: EntdeckerState, fee: int = 0) -> int:
    """EN-X3: no more than the player can pay (after a start fee of `fee` still to pay, EN-X2),
    nor more than can be turned over (EN-V2: gold)."""
    usable = state.cards_left()
    if state.options.personal_tiles and state.personal[state.active]:
        usable += 2
    return min(state.gold[state.active] - fee, usable)


def top_back(state: EntdeckerState, stack: int) -> str:
    """The back of a stack's top card, seen by everyone (EN-X4a): an observation lists the backs,
    the true state has the cards themselves; "" for an empty stack."""
    if state.shown_backs:
        return state.shown_backs[stack]
    return state.specs[state.stacks[stack][-1]].back if state.stacks[stack] else ""


def explore_actions(state: EntdeckerState, ways: list[tuple[int, int]] | None = None) -> list[EntdeckerAction]:
    """EN-X4/X5/B1/B4: draw or play a personal tile while a card can still be turned over, build,
    recall, stop; empty when the turn ends by itself. `ways`: `entries`, if known."""
    draws: list[EntdeckerAction] = []
    if not state.last_card and state.budget > 0 and (entries(state) if ways is None else ways):
        draws += compress(_DRAWS[len(state.stacks)], state.stacks)     # the stacks with cards left
        if state.options.personal_tiles and not state.personal_played and state.budget >= 2:
            draws.extend(PlayPersonal(t) for t in state.personal[state.active] if placements(state, t, ways))
    builds = build_actions(state)
    if not draws and not builds:
        return []   # the turn ends by itself
    actions: list[EntdeckerAction] = [*draws, *builds]
    if state.supply[state.active][SCOUT] < state.data.scouts:     # scouts out to recall
        actions += recalls(state)
    if state.explored or not draws:
        actions.append(END_TURN)   # EN-X5: stopping early comes after the first card
    return actions
