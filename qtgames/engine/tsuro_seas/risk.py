"""The chance, over the public dice, that a ship is out before it next places a tile.

Most games of Tsuro of the Seas are decided by the daikaiju (TS-D4, TS-D5, TS-D5b), and what they
do next is public chance: two dice (TS-T1: 36 outcomes, a move on the totals in the data file),
the daikaiju die (TS-D2: its five chart moves, or a new daikaiju on a 6, TS-S4) and the top-ups of
TS-D7. `ship_risk` follows every outcome of those between now and the ship's next placement, each
with its probability, through the engine's own daikaiju movement (`daikaiju.move_all`), so the
number is exact, not sampled.

What the number covers, for the ship of `seat`:

- The turns that open before the ship next places a tile: those of the players after the active
  one, in turn order, up to and including the ship's own (TS-D5 kills only the active ship, so its
  own roll is the one most likely to). Each such turn opens with its daikaiju roll or a TS-D7
  top-up; a seat out of the game skips its roll (Ruling TS-R4, or rolls with that option). At the
  active player's own placement decision the ship's next placement is the one being chosen, so
  no roll comes first; after a placement (`risk_after`, or the TS-E1 bonus decision) the whole
  round of rolls up to its next turn does.
- `destroyed`: a daikaiju moves or is placed onto the tile the ship stands on (TS-D4, TS-D2c,
  TS-D7), or stands in front of it at its own turn (TS-D5, Ruling TS-D5b as the option says), or it
  is still on its starting mark and no other mark is free (TS-D8).
- `sails_off`: the ship survives those rolls, yet every tile and rotation in its hand then takes
  it out (off the edge, into a daikaiju or into a loop: TS-P2..P4, Ruling TS-P6), on the board the
  dice left. A hand the state hides (an observation's other players, a tile still to be drawn) is
  taken as dealt at random from the tiles the state does not show, as `determinize` deals them.

What it leaves out: the tiles the other players place in between (their choice, not chance: one
may sail this ship on, TS-M2, or off), and what follows a TS-D8 relocation or a turn the ship
cannot take (a daikaiju waiting in front with Ruling TS-D5b off, an empty hand): those count as
the ship living to its turn. The daikaiju that a 6 or a top-up brings is any in the supply,
equally likely, facing any way (Ruling TS-S4b): the supply's order is hidden.

It sees only what the state holds: call it with an observation or a world sampled from one
(`determinize`), never the true state of a game in play for a player who may not see it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from math import comb

from ..core.memo import IdentityMemo
from . import daikaiju as kaiju_rules
from .data import TsuroData
from .rules import lay_tile, relocation_marks
from .state import UNKNOWN, Phase, PlaceTile, TsuroState
from .wakes import TIER_SAFE, TIER_SELF_OUT, best_placements


@dataclass(slots=True, init=False)
class ShipRisk:
    """A ship's chance of being out before it next places a tile, by cause (see the module).

    Not frozen, with the constructor written out: compiled, a frozen dataclass's `__init__`
    runs as Python through `object.__setattr__` (about 4,600 instructions, asked at every leaf of
    a search for every ship); this one runs natively. Nothing changes one once made."""

    destroyed: float
    """By a daikaiju: on its tile (TS-D4, TS-D2c, TS-D7), in front of it (TS-D5/D5b), no mark (TS-D8)."""
    sails_off: float
    """It lives to its turn, and every placement its hand allows then takes it out (TS-P2..P4)."""
    turns: int
    """The turns whose daikaiju roll or top-up the number covers (0: its placement comes next)."""

    def __init__(self, destroyed: float, sails_off: float, turns: int) -> None:
        self.destroyed = destroyed
        self.sails_off = sails_off
        self.turns = turns

    @property
    def out(self) -> float:
        return self.destroyed + self.sails_off


NO_RISK = ShipRisk(0.0, 0.0, 0)


def ship_risk(state: TsuroState, seat: int, turns: int | None = None) -> ShipRisk:
    """The chance that `seat`'s ship is out before it next places a tile (the module says exactly
    what that covers); no risk for a ship out of the game or not yet on the board.

    `turns` covers only the first that many turns of that: each turn before the last one it
    covers multiplies the work by the hundreds of ways a daikaiju can be placed, so a search
    with three or more players asks for one. Cut short of the ship's own turn, the number is
    the chance of it being sunk on its tile in those turns (TS-D4, TS-D2c, TS-D7)."""
    if not state.alive[seat] or state.ships[seat] < 0 or state.phase == Phase.OVER:
        return NO_RISK
    placed = state.phase == Phase.BONUS
    if state.phase == Phase.RELOCATE and seat == state.active:
        return NO_RISK      # it moves to another mark first: where, is its choice
    return _answer(state, seat, _rollers(state, seat, placed), turns)


def risk_after(state: TsuroState, action: PlaceTile, seat: int, turns: int | None = None) -> ShipRisk:
    """`ship_risk` of `seat` once the active player has placed `action` (and drawn, TS-H1), before
    the next player's roll: what a placement leaves each ship facing. A ship the placement itself
    sails out has `sails_off` 1."""
    board = state.clone()
    board.legal_cache = None
    mover = board.active
    out = lay_tile(board, action, [])
    if seat in out:
        return ShipRisk(0.0, 1.0, 0)
    if not board.alive[seat] or board.alive.count(True) <= 1 or (
            board.options.board_full == "covered" and board.board_covered()):
        return NO_RISK      # TS-W1..W4: the placement ended the game
    if board.alive[mover] and board.pile:
        board.hands[mover].append(board.pile[-1])   # UNKNOWN in an observation: dealt at random
    return _answer(board, seat, _rollers(board, seat, True), turns)


def _answer(state: TsuroState, seat: int, rollers: tuple[int, ...], turns: int | None) -> ShipRisk:
    if rollers and turns != 0:
        return _Question(state, seat, rollers, turns).answer()
    if rollers or not state.hands[seat]:
        return NO_RISK
    return ShipRisk(0.0, _no_safe_placement(state, seat), 0)    # its placement is the next thing


def _rollers(state: TsuroState, seat: int, placed: bool) -> tuple[int, ...]:
    """The seats whose turns open before `seat` next places, in order, as things stand (a seat put
    out on the way is skipped then, unless eliminated players roll, Ruling TS-R4)."""
    players = state.players
    if state.phase == Phase.START:
        first = 0           # the first turn opens once every ship stands on its mark (TS-O2)
    elif seat == state.active and not placed:
        return ()
    else:
        first = (state.active + 1) % players
    rolls_anyway = state.options.eliminated_players_roll
    order = []
    for step in range(players):
        roller = (first + step) % players
        if state.alive[roller] or rolls_anyway:
            order.append(roller)
        if roller == seat:
            break
    return tuple(order)


# ---------------------------------------------------------------- the daikaiju's moves, worked out once

# A daikaiju configuration: where each stands (-1 off the board) and which way it faces.
Squares = tuple[int, ...]
Facings = tuple[int, ...]
# What die 1-5 does to one: the squares and facings after, those put out of the game, the
# squares daikaiju arrived on (TS-D5 asks whether the one in front arrived this turn).
Moved = tuple[Squares, Facings, frozenset[int], frozenset[int]]

_MOVES: IdentityMemo[tuple[object, ...], dict[tuple[str, str, Squares, Facings], tuple[Moved, ...]]] = IdentityMemo()
_MOVES_KEPT = 50_000    # a search meets a few thousand configurations; more are forgotten at once


def daikaiju_moves(state: TsuroState) -> tuple[Moved, ...]:
    """What die 1-5 does to the daikaiju as they stand (TS-D1..D6), worked out once per configuration."""
    return _moves(state, tuple(state.kaiju_square), tuple(state.kaiju_facing))


def _moves(state: TsuroState, squares: Squares, facings: Facings) -> tuple[Moved, ...]:
    """Die 1-5's effect on a configuration, by `daikaiju.move_all` on a bare board (where the
    daikaiju go does not depend on the tiles), remembered for every later question."""
    options = state.options
    table = _MOVES.get(state.data.daikaiju, lambda _: {})
    key = (options.daikaiju_order, options.destroyed_daikaiju, squares, facings)
    found = table.get(key)
    if found is None:
        if len(table) > _MOVES_KEPT:
            table.clear()
        bare = state.clone()
        bare.tiles = [-1] * len(bare.tiles)
        found = table[key] = tuple(_move(bare, squares, facings, die) for die in range(1, 6))
    return found


def _move(bare: TsuroState, squares: Squares, facings: Facings, die: int) -> Moved:
    bare.kaiju_square = list(squares)
    bare.kaiju_facing = list(facings)
    bare.kaiju_at = [-1] * len(bare.tiles)
    for kaiju, square in enumerate(squares):
        if square >= 0:
            bare.kaiju_at[square] = kaiju
    bare.kaiju_out = []
    bare.kaiju_supply = []
    arrived, _ = kaiju_rules.move_all(bare, die, [])
    return tuple(bare.kaiju_square), tuple(bare.kaiju_facing), frozenset(bare.kaiju_out), frozenset(arrived)


_PAIRS: IdentityMemo[tuple[int, ...], dict[int, int]] = IdentityMemo()


def _pair_counts(data: TsuroData) -> dict[int, int]:
    """Square -> how many of the 36 gold/blue rolls name it (TS-S4)."""
    def count(lines: tuple[int, ...]) -> dict[int, int]:
        counts: dict[int, int] = {}
        for gold in lines:
            for blue in lines:
                square = blue * data.size + gold
                counts[square] = counts.get(square, 0) + 1
        return counts
    return _PAIRS.get(data.die_to_line, count)


_MOVE_CHANCES: IdentityMemo[frozenset[int], float] = IdentityMemo()


def move_chance(data: TsuroData) -> float:
    """TS-T1: the share of the 36 gold/blue rolls whose total moves the daikaiju."""
    return _MOVE_CHANCES.get(data.daikaiju_move_totals, lambda totals: sum(
        1 for gold in range(1, 7) for blue in range(1, 7) if gold + blue in totals) / 36)


# ---------------------------------------------------------------- one question


class _World:
    """How the board may stand after some of the rolls: the daikaiju, the squares whose tiles
    they lifted, and who is still sailing.

    A plain class, not a NamedTuple: compiled, a NamedTuple is made through the Python `__new__`
    the `collections` module writes (about 2,600 instructions, a tenth of a compiled `hard`
    search), this one natively; interpreted, it is cheaper too (no `_replace`)."""

    __slots__ = ("alive", "facings", "lifted", "out", "squares")

    def __init__(self, squares: Squares, facings: Facings, out: frozenset[int], lifted: frozenset[int],
                 alive: tuple[bool, ...]) -> None:
        self.squares = squares
        self.facings = facings
        self.out = out
        self.lifted = lifted
        self.alive = alive

    def supply(self) -> list[int]:
        return [k for k, square in enumerate(self.squares) if square < 0 and k not in self.out]


class _Question:
    """One ship's risk: the facts every outcome shares, and the walk over the outcomes."""

    def __init__(self, state: TsuroState, seat: int, rollers: tuple[int, ...], turns: int | None) -> None:
        self.state = state
        self.seat = seat
        self.rollers = rollers[:turns]
        self.complete = len(self.rollers) == len(rollers)   # up to the ship's own placement
        geometry = state.geometry
        tiles = state.tiles
        self.on_tile: dict[int, list[int]] = {}     # square -> the sailing ships standing on its tile
        for other in range(state.players):
            position = state.ships[other]
            if state.alive[other] and position >= 0:
                behind = geometry.behind(position)
                if behind >= 0 and tiles[behind] >= 0:
                    self.on_tile.setdefault(behind, []).append(other)
        self.front = state.ships[seat] >> 3
        self.empty = tiles.count(-1)
        self.hand = state.hands[seat]
        self.exits = _exit_routes(state, self.front) if self.hand else ()
        self.routes = frozenset().union(*(route for route, _ in self.exits))
        self.watched = frozenset(self.on_tile) | self.routes | {self.front} | self._marks()
        self.start = _World(tuple(state.kaiju_square), tuple(state.kaiju_facing), frozenset(state.kaiju_out),
                            frozenset(), tuple(state.alive))
        self._all_rolls = sum(_pair_counts(state.data).values())
        self._safe_routes: list[frozenset[int]] | None = None
        self._sails: dict[tuple[frozenset[int], frozenset[int], tuple[bool, ...]], float] = {}

    def _marks(self) -> frozenset[int]:
        """The squares of the marks a ship on its starting mark could move to (TS-D8)."""
        state, seat = self.state, self.seat
        if not state.on_start[seat]:
            return frozenset()
        geometry = state.geometry
        side = geometry.side_of_mark(geometry.mark_index[state.ships[seat]])
        return frozenset(geometry.start_marks[m] >> 3 for m in range(len(geometry.start_marks))
                         if geometry.side_of_mark(m) == side)

    def answer(self) -> ShipRisk:
        destroyed, sails = self._turns(0, self.start)
        return ShipRisk(destroyed, sails, len(self.rollers))

    # ------------------------------------------------------------ the turns

    def _turns(self, index: int, world: _World) -> tuple[float, float]:
        """(destroyed, sails off) from the opening of turn `index` of the rollers on."""
        if index == len(self.rollers):
            return 0.0, self._sails_off(world) if self.complete else 0.0
        state, seat = self.state, self.seat
        roller = self.rollers[index]
        if not world.alive[roller] and not state.options.eliminated_players_roll:
            return self._turns(index + 1, world)
        if not any(alive and state.hands[s] for s, alive in enumerate(world.alive)):
            return 0.0, 0.0     # Ruling TS-W3b: no sailing ship holds a tile, the game is over
        after_this = len(self.rollers) - index - 1
        destroyed = sails = 0.0
        outcomes = self._daikaiju_turn(world, after_this) if state.options.daikaiju else iter([(1.0, world, _NONE)])
        for chance, after, arrived in outcomes:
            if not after.alive[seat]:
                destroyed += chance
                continue
            if self._game_ends(after):
                continue
            if after.alive[roller] and self._blocked_front(after, roller, arrived):
                if roller == seat:
                    destroyed += chance
                    continue
                after = _replace_alive(after, roller)
                if sum(after.alive) <= 1:
                    continue    # TS-W1: this ship is the last one sailing
            if roller == seat:
                sails += chance * self._sails_off_at_turn(after)
            else:
                more_destroyed, more_sails = self._turns(index + 1, after)
                destroyed += chance * more_destroyed
                sails += chance * more_sails
        return destroyed, sails

    def _game_ends(self, world: _World) -> bool:
        """TS-W1/W4 (one ship or none left) or TS-W3 (a daikaiju covered the last empty square)
        after the daikaiju acted: the asked ship, still sailing, is not out."""
        if sum(world.alive) <= 1:
            return True
        if self.empty > len(world.squares) or self.state.options.board_full != "covered":
            return False    # more empty squares than there are daikaiju: none can cover them all
        return self.empty + len(world.lifted) == len(world.squares) - world.squares.count(-1)

    def _blocked_front(self, world: _World, roller: int, arrived: frozenset[int]) -> bool:
        """TS-D5 / Ruling TS-D5b / TS-D8 at the roller's turn: is its ship destroyed?"""
        state = self.state
        if state.ships[roller] < 0:
            return False    # not on the board yet (TS-O2): it stands where its player chooses
        front = state.ships[roller] >> 3
        if front not in world.squares:
            return False
        if state.on_start[roller]:
            return not relocation_marks(self._board(world), roller)
        return front in arrived or state.options.waiting_daikaiju_destroys

    def _sails_off_at_turn(self, world: _World) -> float:
        """The asked ship lived to its own turn: it places unless a daikaiju still waits in front
        (Ruling TS-D5b off), it moves to another mark first (TS-D8) or its hand is empty (TS-H3)."""
        if self.front in world.squares or not self.hand:
            return 0.0
        return self._sails_off(world)

    # ------------------------------------------------------------ the daikaiju's turn

    def _daikaiju_turn(self, world: _World, after_this: int) -> Iterator[tuple[float, _World, frozenset[int]]]:
        """Every outcome of one turn's TS-D7 top-up or TS-T1 roll, with its chance (`after_this`:
        how many of the question's turns come after it)."""
        data = self.state.data
        on_board = len(world.squares) - world.squares.count(-1)
        if on_board < data.daikaiju_minimum and world.supply():
            for chance, after in self._top_up(world, after_this):
                yield chance, after, _NONE
            return
        moves = move_chance(data)
        yield 1.0 - moves, world, _NONE
        share = moves / 6
        for squares, facings, gone, arrived in _moves(self.state, world.squares, world.facings):
            yield share, self._arrive(world, squares, facings, gone, arrived), arrived
        if world.supply():
            for chance, after in self._place(world, after_this, True):
                yield share * chance, after, _NONE
        else:
            yield share, world, _NONE     # Ruling TS-D2b: none left to place

    def _top_up(self, world: _World, after_this: int) -> Iterator[tuple[float, _World]]:
        """TS-D7: daikaiju placed one by one until the minimum stands on the board (asked only
        while fewer stand there and the supply holds one)."""
        on_board = len(world.squares) - world.squares.count(-1)
        final = on_board + 1 >= self.state.data.daikaiju_minimum or len(world.supply()) == 1
        for chance, after in self._place(world, after_this, final):
            if final:
                yield chance, after
            else:
                for more, done in self._top_up(after, after_this):
                    yield chance * more, done

    def _arrive(self, world: _World, squares: Squares, facings: Facings, gone: frozenset[int],
                arrived: frozenset[int]) -> _World:
        """TS-D4: daikaiju that moved onto a tile lift it and destroy the ships on it."""
        lifted, alive = world.lifted, world.alive
        tiles = self.state.tiles
        for square in arrived:
            if tiles[square] >= 0 and square not in lifted:
                lifted, alive = self._lift(square, lifted, alive)
        return _World(squares, facings, world.out | gone, lifted, alive)

    def _lift(self, square: int, lifted: frozenset[int],
              alive: tuple[bool, ...]) -> tuple[frozenset[int], tuple[bool, ...]]:
        victims = self.on_tile.get(square)
        if victims:
            alive = tuple(a and s not in victims for s, a in enumerate(alive))
        return lifted | {square}, alive

    def _place(self, world: _World, after_this: int, final: bool) -> Iterator[tuple[float, _World]]:
        """TS-S4 / TS-D2 / TS-D7: one daikaiju from the supply onto a free square the dice name
        (rolled again while taken, so each free square in proportion to the rolls naming it),
        `final`: the turn's last placement.

        Which daikaiju comes and its facing (Ruling TS-S4b) matter only to rolls after this turn.
        On the question's last placement every square that touches nothing the question watches
        (the asked ship's routes and front, the tiles ships stand on) is one outcome: a daikaiju
        there changes nothing the answer reads. With one turn to come, a daikaiju whose every
        step would still touch nothing watched and meet no other daikaiju acts alike whichever it
        is: its one possible move changes nothing either. In both, two squares left uncovered
        keep TS-W3 from ending the game on it (a roll never covers more than it uncovers)."""
        counts = _pair_counts(self.state.data)
        taken = set(world.squares)
        supply = world.supply()
        uncovered = self.empty + len(world.lifted) - (len(world.squares) - world.squares.count(-1))
        if after_this == 0 and final and uncovered >= 2:
            yield from self._place_last(world, counts, taken, supply[0])
            return
        free = [(square, n) for square, n in counts.items() if square not in taken]
        total = sum(n for _, n in free)
        ways = [(k, f) for k in supply for f in range(4)] if after_this else [(supply[0], 0)]
        near = self._near(world) if after_this == 1 and final and uncovered >= 3 else None
        neighbour = self.state.geometry.neighbour
        for square, n in free:
            alike = near is not None and square not in near and all(
                neighbour[square * 4 + side] not in near for side in range(4))
            for kaiju, facing in ways[:1] if alike else ways:
                yield n / total / (1 if alike else len(ways)), self._put(world, square, kaiju, facing)

    def _place_last(self, world: _World, counts: dict[int, int], taken: set[int],
                    kaiju: int) -> Iterator[tuple[float, _World]]:
        """`_place` on the question's last placement: each free watched square on its own, every
        other free square as one outcome that changes nothing read (the world as it was)."""
        total = self._all_rolls - sum(counts.get(square, 0) for square in taken)
        quiet = total
        for square in self.watched:
            n = counts.get(square, 0)
            if n and square not in taken:
                quiet -= n
                yield n / total, self._put(world, square, kaiju, 0)
        if quiet:
            yield quiet / total, world

    def _near(self, world: _World) -> frozenset[int]:
        """The squares a daikaiju's move touches something watched from: the watched squares and
        those of the daikaiju that matter in the coming roll — one that may step onto a watched
        square, or onto one that matters before it moves (TS-D6)."""
        neighbour = self.state.geometry.neighbour
        near = set(self.watched)
        others = [square for square in world.squares if square >= 0]
        grown = True
        while grown:
            grown = False
            for square in others:
                if square not in near and any(neighbour[square * 4 + side] in near for side in range(4)):
                    near.add(square)
                    grown = True
        return frozenset(near)

    def _put(self, world: _World, square: int, kaiju: int, facing: int) -> _World:
        """A new daikaiju on `square`; a tile there leaves the game or goes under the pile with the
        ships on it destroyed (TS-D2c, TS-D7)."""
        squares = list(world.squares)
        facings = list(world.facings)
        squares[kaiju] = square
        facings[kaiju] = facing
        lifted, alive = world.lifted, world.alive
        if self.state.tiles[square] >= 0 and square not in lifted:
            lifted, alive = self._lift(square, lifted, alive)
        return _World(tuple(squares), tuple(facings), world.out, lifted, alive)

    # ------------------------------------------------------------ its own placement

    def _sails_off(self, world: _World) -> float:
        """The chance every placement its hand allows puts the ship out, on the board of `world`.

        A placement that keeps the ship sailing now still does while the dice change no square
        on its route; otherwise the answer depends only on what stands on the squares its routes
        read and on who still sails (TS-P5 asks where the others stand): worked out once for
        each."""
        if not self.hand:
            return 0.0
        if self._safe_routes is None:
            self._safe_routes = self._routes_kept_safe()
        occupied = set(world.squares)
        changed = world.lifted | occupied.symmetric_difference(self.start.squares)
        for route in self._safe_routes:
            if not route & changed:
                return 0.0
        routes = self.routes
        key = (world.lifted & routes, frozenset(occupied & routes), world.alive)
        found = self._sails.get(key)
        if found is None:
            board = self._board(world) if changed & routes or world.alive != self.start.alive else self.state
            found = self._sails[key] = _no_safe_placement(board, self.seat)
        return found

    def _routes_kept_safe(self) -> list[frozenset[int]]:
        """The route of each placement in a known hand that keeps the ship sailing as the board
        stands (every route where it comes back to the new tile, whose tile then decides): none
        when another ship waits at the same square (TS-M2 moves it too) or a tile is hidden."""
        state, seat, front = self.state, self.seat, self.front
        hand = self.hand
        if UNKNOWN in hand or any(state.alive[s] and s != seat and state.ships[s] >> 3 == front
                                  for s in range(state.players)):
            return []
        rotated, distinct = state.data.rotated, state.data.distinct_rotations
        saved = state.active
        state.active = seat
        try:
            tier, safe = best_placements(state, [(rotated[t][r], rotated[t][r]) for t in hand for r in distinct[t]])
        finally:
            state.active = saved
        if tier != TIER_SAFE:
            return []
        point = state.ships[seat] & 7
        routes = []
        for wakes in safe:
            route, returns = self.exits[wakes[point]]
            routes.append(self.routes if returns else route)
        return routes

    def _board(self, world: _World) -> TsuroState:
        """The state with the daikaiju, lifted tiles and sunk ships of `world` (a scratch copy)."""
        board = self.state.clone()
        board.kaiju_square = list(world.squares)
        board.kaiju_facing = list(world.facings)
        board.kaiju_at = [-1] * len(board.tiles)
        for kaiju, square in enumerate(world.squares):
            if square >= 0:
                board.kaiju_at[square] = kaiju
        for square in world.lifted:
            board.tiles[square] = -1
            board.connections[square] = None
        board.alive = list(world.alive)
        return board


_NONE: frozenset[int] = frozenset()


def _replace_alive(world: _World, seat: int) -> _World:
    return _World(world.squares, world.facings, world.out, world.lifted,
                  tuple(a and s != seat for s, a in enumerate(world.alive)))


def _exit_routes(state: TsuroState, front: int) -> tuple[tuple[frozenset[int], bool], ...]:
    """For each point of the empty square `front`, the squares a wake leaving by it reads (the
    tiles it follows, the square where it ends: open sea or a daikaiju), and whether it comes
    back to `front` (then the tile laid there leads it on by another point)."""
    step, connections = state.geometry.step, state.connections
    routes = []
    for point in range(8):
        seen = set()
        position = step[(front << 3) | point]
        returns = False
        while position >= 0:      # a wake from an empty square ends, or comes back to it
            square = position >> 3
            if square == front:
                returns = True
                break
            seen.add(square)
            wakes = connections[square]
            if wakes is None:
                break
            position = step[(square << 3) | wakes[position & 7]]
        routes.append((frozenset(seen), returns))
    return tuple(routes)


def _no_safe_placement(state: TsuroState, seat: int) -> float:
    """The chance that Ruling TS-P6 leaves `seat` only placements that put its ship out: no tile
    in its hand, in any rotation, keeps it sailing, and one at least does not clash (TS-P5).
    Hidden tiles are dealt from those the state does not show."""
    saved = state.active
    state.active = seat
    try:
        hand = state.hands[seat]
        if UNKNOWN not in hand:
            rotated, distinct = state.data.rotated, state.data.distinct_rotations
            tier, _ = best_placements(state, [(r, rotated[t][r]) for t in hand for r in distinct[t]])
            return 1.0 if tier == TIER_SELF_OUT else 0.0
        known = [_tier(state, tile) for tile in hand if tile != UNKNOWN]
        if TIER_SAFE in known:
            return 0.0
        hidden = len(hand) - len(known)
        unseen = [_tier(state, tile) for tile in unseen_tiles(state)]
        deals = comb(len(unseen), hidden)
        no_safe = comb(len(unseen) - unseen.count(TIER_SAFE), hidden) / deals
        if TIER_SELF_OUT in known:
            return no_safe
        return no_safe - comb(len(unseen) - unseen.count(TIER_SAFE) - unseen.count(TIER_SELF_OUT), hidden) / deals
    finally:
        state.active = saved


def _tier(state: TsuroState, tile: int) -> int:
    """The best Ruling TS-P6 tier of `tile`'s rotations in front of the active ship."""
    turns = state.data.rotated[tile]
    tier, _ = best_placements(state, [(r, turns[r]) for r in state.data.distinct_rotations[tile]])
    return tier


def unseen_tiles(state: TsuroState) -> list[int]:
    """The tiles the state shows nowhere: what a hidden hand or the pile may hold."""
    seen = {t for t in state.tiles if t >= 0} | set(state.removed)
    for hand in state.hands:
        seen.update(t for t in hand if t != UNKNOWN)
    return [t for t in range(state.data.tile_count) if t not in seen]
