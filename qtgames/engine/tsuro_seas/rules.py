"""The turn of Tsuro of the Seas: setup, legal actions, and what each action sets off.

Every state change cites its rule in an event; every refusal is a `RuleViolation` with the
rule's ID. Chance (dice, shuffles) comes only from `state.rng`.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from functools import cache
from itertools import combinations
from typing import Final

from ..core.memo import IdentityMemo, MadeOnce
from ..core.messages import Text
from ..core.rng import Rng
from ..core.rules import COMPILED, Event, RuleViolation, make_event, offered
from . import daikaiju as kaiju_rules
from .board import geometry
from .data import TsuroData
from .options import TsuroOptions
from .state import (
    ChooseStart,
    Phase,
    PlaceTile,
    Relocate,
    TakeBonus,
    TsuroAction,
    TsuroState,
)
from .wakes import (
    FATE_RULES,
    INTO_KAIJU,
    OFF_EDGE,
    best_placements,
    placement_outcome,
    trace,
)

# ---------------------------------------------------------------- setup (TS-S)


def new_game(data: TsuroData, players: int, options: TsuroOptions, seed: int) -> TsuroState:
    """TS-S1..S4: shuffle, deal three tiles each, place the daikaiju; then TS-O2 start marks."""
    geo = geometry(data.size)
    rng = Rng(seed)
    tiles = list(range(data.tile_count))
    rng.shuffle(tiles)
    hands = [[tiles.pop() for _ in range(data.hand_size)] for _ in range(players)]
    supply = list(range(len(data.daikaiju)))
    rng.shuffle(supply)
    squares = geo.squares
    state = TsuroState(
        data, geo, options, players, rng,
        tiles=[-1] * squares, rotations=[0] * squares, connections=[None] * squares,
        kaiju_at=[-1] * squares, kaiju_square=[-1] * len(data.daikaiju),
        kaiju_facing=[0] * len(data.daikaiju), kaiju_supply=supply, kaiju_out=[],
        ships=[-1] * players, alive=[True] * players, on_start=[True] * players,
        hands=hands, pile=tiles, removed=[],
    )
    events = [make_event("dealt", "TS-S2", players=players, hand=data.hand_size, pile=len(tiles))]
    if options.daikaiju:
        for _ in range(data.daikaiju_at_setup[players]):
            kaiju_rules.place_daikaiju(state, "TS-S4", events)
    state.setup_events = events
    return state


# ---------------------------------------------------------------- legal actions

# Placements and starts are offered at every turn: made once (they are immutable values), since
# building the tuple costs more than judging the placement.
_PLACEMENTS: Final[MadeOnce[int, PlaceTile]] = MadeOnce(lambda number: PlaceTile(number >> 2, number & 3))   # tile * 4 + rotation
_STARTS: Final[MadeOnce[int, ChooseStart]] = MadeOnce(ChooseStart)


def legal_actions(state: TsuroState) -> list[TsuroAction]:
    if state.legal_cache is None:
        state.legal_cache = _generate(state)
    return state.legal_cache


def _generate(state: TsuroState) -> list[TsuroAction]:
    phase = state.phase
    if phase == Phase.PLACE:
        return _placements(state)
    if phase == Phase.START:
        return [_STARTS[m] for m in free_start_marks(state)]
    if phase == Phase.RELOCATE:
        return [Relocate(m) for m in relocation_marks(state, state.active)]
    if phase == Phase.BONUS:
        return _bonus_swaps(state)
    return []


def free_start_marks(state: TsuroState) -> list[int]:
    """TS-O2 with Ruling TS-O3: marks no other ship stands on (a destroyed ship has left the board)."""
    marks = state.geometry.start_marks
    if state.options.shared_start_marks:
        return list(range(len(marks)))
    taken = {position for seat, position in enumerate(state.ships) if state.alive[seat]}
    return [i for i, pos in enumerate(marks) if pos not in taken]


def relocation_marks(state: TsuroState, seat: int) -> list[int]:
    """TS-D8: other marks on the same side whose square holds no wake tile (nor a daikaiju)."""
    geo = state.geometry
    current = geo.mark_index[state.ships[seat]]
    side = geo.side_of_mark(current)
    free = set(free_start_marks(state))
    return [m for m in free if m != current and geo.side_of_mark(m) == side
            and state.tiles[geo.start_marks[m] >> 3] < 0
            and state.kaiju_at[geo.start_marks[m] >> 3] < 0]


def _placements(state: TsuroState) -> list[TsuroAction]:
    """Ruling TS-P6: the placements of the best tier any placement reaches."""
    table = _placement_table(state.data)
    options: list[tuple[PlaceTile, tuple[int, ...]]] = []
    for tile in state.hands[state.active]:
        # `extend`, not a comprehension: compiled, each pair taken out one by one would be
        # unpacked into a C struct and boxed again into a new tuple (issue 36).
        options.extend(table[tile])
    chosen: list[TsuroAction]
    _, chosen = best_placements(state, options)
    return chosen


# By the data's turned tiles: hashing them on every turn would cost more than the table saves.
_PLACEMENT_TABLES: Final[IdentityMemo[object, tuple[tuple[tuple[PlaceTile, tuple[int, ...]], ...], ...]]] = IdentityMemo()


def _placement_table(data: TsuroData) -> tuple[tuple[tuple[PlaceTile, tuple[int, ...]], ...], ...]:
    """Tile -> each distinct placement of it (TS-P1, Ruling TS-P6's choices) with the wakes it lays."""
    return _PLACEMENT_TABLES.get(data.rotated, lambda _: tuple(
        tuple((_PLACEMENTS[tile * 4 + rotation], data.rotated[tile][rotation]) for rotation in rotations)
        for tile, rotations in enumerate(data.distinct_rotations)))


def candidate_actions(state: TsuroState) -> list[TsuroAction]:
    """What a player might try now, legal or not, so a ruling can say why each refused one is refused.

    Rotations that lay the same wakes are one placement (as `check` treats them); the
    others' hand tiles stand for "a tile not in my hand" (TS-P1) without listing all 56.
    """
    seat, phase = state.active, state.phase
    own: list[TsuroAction] = [PlaceTile(t, r) for t in state.hands[seat] for r in state.data.distinct_rotations[t]]
    marks = range(len(state.geometry.start_marks))
    if phase == Phase.PLACE:
        others = [PlaceTile(t, 0) for s, hand in enumerate(state.hands) if s != seat for t in hand if t >= 0]
        return own + others
    if phase == Phase.START:
        return [ChooseStart(m) for m in marks]
    if phase == Phase.RELOCATE:
        relocations: list[TsuroAction] = [Relocate(m) for m in marks]
        return relocations + own
    if phase == Phase.BONUS:
        uneven = [TakeBonus((), (t,)) for t in bonus_pool(state)] + [TakeBonus((t,), ()) for t in sorted(state.hands[seat])]
        return _bonus_swaps(state) + uneven
    return []


def bonus_pool(state: TsuroState) -> list[int]:
    """TS-E1: the tiles the active player may take, from the hands of the players their tile just
    eliminated (sorted; the pool a swap's `take` names its tiles from)."""
    return sorted(t for seat in state.bonus_from for t in state.hands[seat])


# The most legal actions at one decision, with any data the override model accepts (hands of at
# most MAX_HAND = 4, boards of at most 12 × 12): TS-E1's swaps of n tiles of a hand of h for n of a
# pool of p (the hands of up to 7 players just eliminated) number Σ C(h, n)·C(p, n) = C(h + p, h),
# at most C(32, 4) = 35,960; placements are at most 4 · 4, start marks 12 · 4 · 2 = 96.
MOST_CHOICES = 35_960


def _bonus_swaps(state: TsuroState) -> list[TsuroAction]:
    hand = sorted(state.hands[state.active])
    pool = bonus_pool(state)
    swaps: list[TsuroAction] = []
    for n in range(min(len(hand), len(pool)) + 1):
        for give in combinations(hand, n):
            for take in combinations(pool, n):
                swaps.append(TakeBonus(give, take))
    return swaps


# ---------------------------------------------------------------- checking


def check(state: TsuroState, action: TsuroAction) -> None:
    """Raise RuleViolation with the deciding rule when `action` is not legal now."""
    if state.phase == Phase.OVER:
        raise RuleViolation("TS-W1", Text("tsuro-game-over"))
    legal = legal_actions(state)
    if _normalised(state, action) in legal:
        return
    raise _why_illegal(state, action)


def square_refusal(state: TsuroState, square: int) -> RuleViolation | None:
    """Why no wake tile may go on `square` now (a click on the board anywhere but in front of the
    active ship): TS-P1 lays it on the empty square in front of that ship. None on that square,
    and when no tile is to be placed."""
    front = state.ships[state.active] >> 3
    if state.phase != Phase.PLACE or square == front:
        return None
    return RuleViolation("TS-P1", Text("tsuro-not-in-front", square=state.geometry.square_name(front)))


def _normalised(state: TsuroState, action: TsuroAction) -> TsuroAction:
    """A rotation that lays the same wakes as a listed one is the same placement."""
    if isinstance(action, PlaceTile) and 0 <= action.rotation < 4 and 0 <= action.tile < len(state.data.rotated):
        rotated = state.data.rotated[action.tile]
        for r in range(action.rotation):
            if rotated[r] == rotated[action.rotation]:
                return PlaceTile(action.tile, r)
    if isinstance(action, TakeBonus):
        return TakeBonus(tuple(sorted(action.give)), tuple(sorted(action.take)))
    return action


_PHASE_RULES: Final = {
    Phase.START: ("TS-O2", Text("tsuro-start-first")),
    Phase.PLACE: ("TS-T2", Text("tsuro-place-now")),
    Phase.BONUS: ("TS-E1", Text("tsuro-bonus-now")),
    Phase.RELOCATE: ("TS-D8", Text("tsuro-relocate-now")),
}
_EXPECTED: Final = {Phase.START: ChooseStart, Phase.PLACE: PlaceTile, Phase.BONUS: TakeBonus,
             Phase.RELOCATE: Relocate}

_TIER_TEXT: Final = {
    "TS-P2": Text("tsuro-off-edge"),
    "TS-P3": Text("tsuro-loop"),
    "TS-P4": Text("tsuro-into-daikaiju"),
    "TS-P5": Text("tsuro-same-wake"),
}


def _why_illegal(state: TsuroState, action: TsuroAction) -> RuleViolation:
    expected = _EXPECTED[state.phase]
    if not isinstance(action, expected):
        rule, text = _PHASE_RULES[state.phase]
        return RuleViolation(rule, text)
    if isinstance(action, PlaceTile):
        if action.tile not in state.hands[state.active]:
            return RuleViolation("TS-P1", Text("tsuro-own-hand"))
        if not 0 <= action.rotation < 4:
            return RuleViolation("TS-P1", Text("tsuro-rotations"))
        outcome = placement_outcome(state, action.tile, action.rotation)
        return RuleViolation(outcome.rule, _TIER_TEXT[outcome.rule])
    if isinstance(action, ChooseStart):
        if not 0 <= action.mark < len(state.geometry.start_marks):
            return RuleViolation("TS-O2", Text("tsuro-no-such-mark"))
        return RuleViolation("TS-O3", Text("tsuro-mark-taken"))
    if isinstance(action, Relocate):
        return _why_not_there(state, action.mark)
    return RuleViolation("TS-E1", Text("tsuro-bonus-swap"))


_RELOCATION_TEXT: Final = {
    "own": Text("tsuro-relocate-own"),
    "side": Text("tsuro-relocate-side"),
    "tile": Text("tsuro-relocate-tile"),
    "daikaiju": Text("tsuro-relocate-daikaiju"),
}


def _why_not_there(state: TsuroState, mark: int) -> RuleViolation:
    """TS-D8 names what is wrong with the mark a blocked ship would move to; a mark another ship
    stands on is refused by Ruling TS-O3 itself."""
    geo = state.geometry
    if not 0 <= mark < len(geo.start_marks):
        return RuleViolation("TS-O2", Text("tsuro-no-such-mark"))
    square = geo.start_marks[mark] >> 3
    current = geo.mark_index[state.ships[state.active]]
    if mark == current:
        reason = "own"
    elif geo.side_of_mark(mark) != geo.side_of_mark(current):
        reason = "side"
    elif mark not in free_start_marks(state):
        return RuleViolation("TS-O3", Text("tsuro-mark-taken"))
    else:
        reason = "tile" if state.tiles[square] >= 0 else "daikaiju"
    return RuleViolation("TS-D8", _RELOCATION_TEXT[reason])


# ---------------------------------------------------------------- applying


def apply(state: TsuroState, action: TsuroAction) -> list[Event]:
    legal = state.legal_cache
    if not offered(action, legal if legal is not None else legal_actions(state)):  # listed: normalised
        check(state, action)
        action = _normalised(state, action)
    state.legal_cache = None
    events: list[Event] = []
    if isinstance(action, PlaceTile):
        _place(state, action, events)
    elif isinstance(action, ChooseStart):
        _choose_start(state, action, events)
    elif isinstance(action, TakeBonus):
        _take_bonus(state, action, events)
    else:
        _relocate(state, action, events)
    return events


def _choose_start(state: TsuroState, action: ChooseStart, events: list[Event]) -> None:
    seat = state.active
    state.ships[seat] = state.geometry.start_marks[action.mark]
    events.append(make_event("start_chosen", "TS-O2", seat=seat, mark=action.mark,
                             position=state.ships[seat]))
    if seat + 1 < state.players:
        state.active = seat + 1
    else:
        _begin_turn(state, 0, events)


def _relocate(state: TsuroState, action: Relocate, events: list[Event]) -> None:
    seat = state.active
    state.ships[seat] = state.geometry.start_marks[action.mark]
    events.append(make_event("relocated", "TS-D8", seat=seat, mark=action.mark, position=state.ships[seat]))
    if not _ready_to_place(state, events):
        _begin_turn(state, _next_seat(state, seat), events)


def lay_tile(state: TsuroState, action: PlaceTile, events: list[Event]) -> list[int]:
    """TS-P1, TS-M1/M2: lay the tile in front of the active ship and sail every ship it moves;
    returns the seats it put out. The rest of the turn (the end, TS-E1, TS-H1, the next roll) is
    `_place`'s: the risk query asks how the board stands between a placement and the next roll."""
    seat = state.active
    front = state.ships[seat] >> 3
    state.hands[seat].remove(action.tile)
    state.tiles[front] = action.tile
    state.rotations[front] = action.rotation
    state.connections[front] = state.data.rotated[action.tile][action.rotation]
    events.append(make_event("tile_placed", "TS-P1", seat=seat, tile=action.tile,
                             rotation=action.rotation, square=front))
    out: list[int] = []
    alive, ships = state.alive, state.ships
    for other in _sailing_order(state.players, seat):
        if not alive[other] or ships[other] >> 3 != front:
            continue
        path, fate = trace(state, state.ships[other])
        rule = "TS-M1" if other == seat else "TS-M2"
        events.append(make_event("ship_sailed", rule, seat=other, path=path))
        state.on_start[other] = False
        if fate >= 0:
            state.ships[other] = fate
        else:
            state.alive[other] = False
            state.eliminated.append(other)
            out.append(other)
            events.append(make_event("ship_out", FATE_RULES[fate], seat=other, fate=fate, placed_by=seat,
                                     **_where_out(state, path, fate)))
    return out


def _place(state: TsuroState, action: PlaceTile, events: list[Event]) -> None:
    seat = state.active
    out = lay_tile(state, action, events)
    # TS-W2 when the tile filled the last empty square, else TS-W4: one move, everyone out.
    # (`_check_end` only when at most one ship sails on: its first test, spared a call every turn)
    if (state.alive.count(True) <= 1 and _check_end(state, out, None, events)) or _board_full(state, events):
        return
    victims = [s for s in out if s != seat]
    if state.alive[seat] and victims and state.hands[seat]:
        state.bonus_from = victims
        state.phase = Phase.BONUS
        return
    for victim in out:
        kaiju_rules.dispose_hand(state, victim, "TS-R6" if victim == seat else "TS-E1", events)
    _finish_turn(state, events)


@cache
def _sailing_order(players: int, seat: int) -> tuple[int, ...]:
    """The placing player's ship sails first (TS-M1), then the others' in seat order (TS-M2)."""
    return (seat, *(s for s in range(players) if s != seat))


def _where_out(state: TsuroState, path: list[int], fate: int) -> dict[str, int]:
    """Where a ship's wake put it out, for the sentence that explains it: the square and side it
    sailed off by, the square and daikaiju it ran into, or the square its loop closed on."""
    if fate == OFF_EDGE:
        exit_position = -1 - path[-1]
        return {"square": exit_position >> 3, "side": (exit_position & 7) // 2}
    if fate == INTO_KAIJU:
        square = path[-1] >> 3
        return {"square": square, "kaiju": state.kaiju_at[square]}
    return {"square": path[0] >> 3}


def _take_bonus(state: TsuroState, action: TakeBonus, events: list[Event]) -> None:
    """TS-E1: swap, then every tile left in the victims' hands (and those given) goes under the pile."""
    seat = state.active
    hand = state.hands[seat]
    pool = [t for victim in state.bonus_from for t in state.hands[victim]]
    for tile in action.give:
        hand.remove(tile)
    for tile in action.take:
        pool.remove(tile)
        hand.append(tile)
    events.append(make_event("bonus_taken", "TS-E1", seat=seat, count=len(action.take)))
    leftover = pool + list(action.give)
    left = [sum(tile not in action.take for tile in state.hands[victim]) for victim in state.bonus_from]
    for victim in state.bonus_from:
        state.hands[victim] = []
    if leftover:
        state.pile[0:0] = leftover
        events.append(make_event("bonus_to_pile", "TS-E1", seat=seat, given=len(action.give),
                                 victims=list(state.bonus_from), left=left))
    state.bonus_from = []
    _finish_turn(state, events)


def _finish_turn(state: TsuroState, events: list[Event]) -> None:
    """TS-T4 / TS-H1: draw one tile, then the next player's turn begins."""
    seat = state.active
    if state.alive[seat]:
        if state.pile:
            state.hands[seat].append(state.pile.pop())
            events.append(make_event("drew", "TS-H1", seat=seat, pile=len(state.pile)))
        else:
            events.append(make_event("pile_empty", "TS-H3", seat=seat))
    following = (seat + 1) % state.players     # mostly: `_next_seat` without the call
    if not state.alive[following] and not state.options.eliminated_players_roll:
        following = _next_seat(state, seat)
    _begin_turn(state, following, events)


def _next_seat(state: TsuroState, seat: int) -> int:
    """TS-O1: clockwise; with TS-R4 on, eliminated seats still take their daikaiju roll."""
    for step in range(1, state.players + 1):
        candidate = (seat + step) % state.players
        if state.alive[candidate] or state.options.eliminated_players_roll:
            return candidate
    return seat


def _begin_turn(state: TsuroState, seat: int, events: list[Event]) -> None:
    """TS-T1 and the daikaiju's effects, until a player has a decision or the game ends."""
    while True:
        state.active = seat
        state.turn += 1
        state.phase = Phase.PLACE
        events.append(make_event("turn", "TS-O1", seat=seat, turn=state.turn))
        # The calls below are skipped where their first test already answers (a player with
        # tiles, ships left, open water ahead): this loop runs at every turn of every search.
        if not (state.alive[seat] and state.hands[seat]) and _tiles_exhausted(state, events):
            return
        arrived: AbstractSet[int] = _NONE_ARRIVED
        if state.options.daikaiju:
            arrived, destroyed = _daikaiju_step(state, events)
            for victim in destroyed:
                kaiju_rules.dispose_hand(state, victim, "TS-R6", events)
            ended = state.alive.count(True) <= 1 and _check_end(state, destroyed, "TS-W4", events)
            if ended or _board_full(state, events):
                return
        if state.alive[seat]:
            if state.kaiju_at[state.ships[seat] >> 3] < 0 and state.hands[seat]:
                return      # `_front_is_clear` and `_ready_to_place`: the phase stays PLACE
            if _front_is_clear(state, seat, arrived, events):
                if state.phase == Phase.RELOCATE or _ready_to_place(state, events):
                    return
            elif _check_end(state, [seat], "TS-W4", events):
                return
        seat = _next_seat(state, seat)


_NONE_ARRIVED: Final[frozenset[int]] = frozenset()    # no daikaiju moved this turn (TS-D5 asks)


def _daikaiju_step(state: TsuroState, events: list[Event]) -> tuple[AbstractSet[int], list[int]]:
    """TS-D7 top-up, or else TS-T1's roll and, on 6-8, TS-D2's movement."""
    data = state.data
    destroyed: list[int] = []
    squares = state.kaiju_square    # `kaiju_count` written out: asked every turn
    on_board = len(squares) - squares.count(-1)
    if on_board < data.daikaiju_minimum and state.kaiju_supply:
        # Said first: the placements that follow, and the roll that does not, have their reason.
        events.append(make_event("kaiju_top_up", "TS-D7", seat=state.active, count=on_board,
                                 minimum=data.daikaiju_minimum))
        while state.kaiju_count() < data.daikaiju_minimum and state.kaiju_supply:
            destroyed += kaiju_rules.place_daikaiju(state, "TS-D7", events)
        state.dice = (0, 0, 0)
        return _NONE_ARRIVED, destroyed
    gold, blue = state.rng.die(), state.rng.die()
    moves = gold + blue in data.daikaiju_move_totals
    state.dice = (gold, blue, 0)
    events.append(make_event("dice", "TS-T1", seat=state.active, gold=gold, blue=blue, moves=moves))
    if not moves:
        return _NONE_ARRIVED, destroyed
    die = state.rng.die()
    state.dice = (gold, blue, die)
    events.append(make_event("kaiju_die", "TS-D2", die=die))
    if die == 6:
        if state.kaiju_supply:
            destroyed += kaiju_rules.place_daikaiju(state, "TS-D2", events)
        else:
            events.append(make_event("no_kaiju_left", "TS-D2b"))
        return _NONE_ARRIVED, destroyed
    return kaiju_rules.move_all(state, die, events)


def _front_is_clear(state: TsuroState, seat: int, arrived: AbstractSet[int], events: list[Event]) -> bool:
    """TS-D5 / TS-D5b / TS-D8: a daikaiju in front of the active ship."""
    front = state.ships[seat] >> 3
    kaiju = state.kaiju_at[front]
    if kaiju < 0:
        return True
    if state.on_start[seat]:
        if relocation_marks(state, seat):
            state.phase = Phase.RELOCATE
            events.append(make_event("must_relocate", "TS-D8", seat=seat))
            return True
        kaiju_rules.destroy_ship(state, seat, "TS-D8", "no_free_mark", kaiju, events)
    elif front in arrived:
        kaiju_rules.destroy_ship(state, seat, "TS-D5", "daikaiju_in_front", kaiju, events)
    elif state.options.waiting_daikaiju_destroys:
        kaiju_rules.destroy_ship(state, seat, "TS-D5b", "daikaiju_waiting", kaiju, events)
    else:
        return True  # the daikaiju waits; the ship cannot move until it leaves
    kaiju_rules.dispose_hand(state, seat, "TS-R6", events)
    return False


def _ready_to_place(state: TsuroState, events: list[Event]) -> bool:
    """True when the active player now places a tile; an empty hand skips (Ruling TS-H3)."""
    seat = state.active
    if state.kaiju_at[state.ships[seat] >> 3] >= 0:
        events.append(make_event("blocked", "TS-D5b", seat=seat))
        return False
    if not state.hands[seat]:
        events.append(make_event("hand_empty", "TS-H3", seat=seat))
        return False
    state.phase = Phase.PLACE
    return True


def _board_full(state: TsuroState, events: list[Event]) -> bool:
    """TS-W3 in its plain reading (Ruling TS-W3b, the default): the last empty square has just
    been covered, by a wake tile or a daikaiju, and the two or more ships left share the victory."""
    if state.options.board_full != "covered":
        return False
    squares = state.kaiju_square    # `board_covered` written out: asked twice every turn
    on_board = len(squares) - squares.count(-1)
    if not (_covered(state.tiles, on_board) if COMPILED else state.tiles.count(-1) == on_board):
        return False
    _end(state, [s for s in range(state.players) if state.alive[s]], "TS-W3", events)
    return True


def _covered(tiles: list[int], kaiju_on_board: int) -> bool:
    """Whether the squares without a wake tile are as many as the daikaiju on the board (each on
    one of them). Compiled, a native loop that stops at the first empty square too many (the board
    is mostly empty or mostly full): `list.count` compares each square through Python's
    comparison, as slow compiled as interpreted, and was a twelfth of a compiled game.
    Interpreted, `list.count` in C is the faster."""
    empty = 0
    for tile in tiles:
        if tile == -1:
            empty += 1
            if empty > kaiju_on_board:
                return False
    return empty == kaiju_on_board


def _tiles_exhausted(state: TsuroState, events: list[Event]) -> bool:
    """Ruling TS-W3b: once no sailing ship's player holds a tile, no tile can be placed any more.

    Under Ruling TS-H3 an empty-handed player never draws again, so tiles a daikaiju later
    returns to the pile cannot reach them: the board is as full as it will get. This is the
    whole of TS-W3 under the `no_placement` reading, and ends a game the plain reading would
    otherwise leave rolling dice for ever.
    """
    hands, alive = state.hands, state.alive
    for s in range(state.players):
        if alive[s] and hands[s]:
            return False
    survivors = [s for s in range(state.players) if state.alive[s]]
    _end(state, survivors, "TS-W3b", events)
    return True


def _check_end(state: TsuroState, just_out: list[int], shared_rule: str | None, events: list[Event]) -> bool:
    """TS-W1 one ship left; TS-W2/W4 (`shared_rule`) everyone left went out at once and shares the
    victory. A placement passes None for TS-W2 when its tile filled the last empty square, else TS-W4
    (worked out only then: the board is counted when the game ends this way, not at every placement)."""
    if state.alive.count(True) > 1:
        return False
    alive = [s for s in range(state.players) if state.alive[s]]
    if len(alive) == 1:
        _end(state, alive, "TS-W1", events)
    elif not alive:
        rule = shared_rule or ("TS-W2" if state.board_covered() else "TS-W4")
        _end(state, sorted(just_out), rule, events)
    else:
        return False
    return True


def _end(state: TsuroState, winners: list[int], rule: str, events: list[Event]) -> None:
    state.winners = winners
    state.ending = rule
    state.phase = Phase.OVER
    events.append(make_event("game_over", rule, winners=winners))
