"""The state of a Tsuro of the Seas game as plain lists, and the actions players take."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final, NamedTuple

from ..core.pickled import pickle_by_fields
from ..core.rng import Rng
from ..core.rules import Event
from .board import Geometry
from .data import TsuroData
from .options import TsuroOptions

UNKNOWN: Final = -1  # a hidden tile or daikaiju in an observation


class Phase(IntEnum):
    START = 0      # TS-O2: choose a starting mark
    PLACE = 1      # TS-P1: place a wake tile
    BONUS = 2      # TS-E1: swap hand tiles with eliminated players' hands
    RELOCATE = 3   # TS-D8: move to another starting mark
    OVER = 4


class ChooseStart(NamedTuple):
    """TS-O2: put the ship on starting mark `mark` (index into the board's marks)."""
    mark: int


class PlaceTile(NamedTuple):
    """TS-P1: place hand tile `tile`, turned `rotation` quarters clockwise, in front of the ship."""
    tile: int
    rotation: int


class TakeBonus(NamedTuple):
    """TS-E1: give these hand tiles for as many taken from eliminated players' hands (both empty: decline)."""
    give: tuple[int, ...]
    take: tuple[int, ...]


class Relocate(NamedTuple):
    """TS-D8: move a ship still on its starting mark to another mark on the same side."""
    mark: int


TsuroAction = ChooseStart | PlaceTile | TakeBonus | Relocate


@dataclass(slots=True, eq=False, init=False)
class TsuroState:
    """Everything about one game, hidden parts included; `observation` masks them per player.

    Boards are flat lists indexed by square; `connections[square]` caches the rotated wakes
    of the tile there so following a wake never looks the tile up again.

    The constructor is written out: compiled, the one `dataclasses` writes runs as Python (about
    9,000 instructions, and every `clone` of a search's sampled worlds pays it), this one natively.
    """

    data: TsuroData
    geometry: Geometry
    options: TsuroOptions
    players: int
    rng: Rng
    tiles: list[int]                      # square -> wake tile id, -1 empty
    rotations: list[int]                  # square -> quarter turns of that tile
    connections: list[tuple[int, ...] | None]
    kaiju_at: list[int]                   # square -> daikaiju id, -1 none
    kaiju_square: list[int]               # daikaiju id -> square, -1 off the board
    kaiju_facing: list[int]               # daikaiju id -> 0 north, 1 east, 2 south, 3 west
    kaiju_supply: list[int]               # face down; the top is the end of the list
    kaiju_out: list[int]                  # out of the game (TS-D3)
    ships: list[int]                      # seat -> position entering the square in front, -1 unplaced
    alive: list[bool]
    on_start: list[bool]                  # still on the starting mark (TS-D8)
    hands: list[list[int]]
    pile: list[int]                       # face down; the top is the end of the list
    removed: list[int]                    # wake tiles out of the game (TS-D7)
    active: int
    phase: Phase
    bonus_from: list[int]                 # seats whose hands TS-E1 offers
    winners: list[int]
    ending: str                           # the rule that ended the game (TS-W1..W4)
    eliminated: list[int]                 # seats in the order they went out
    turn: int
    dice: tuple[int, int, int]            # last gold, blue, and daikaiju die (0: none)
    observer: int | None                  # set in observations
    setup_events: list[Event]
    legal_cache: list[TsuroAction] | None

    def __init__(self, data: TsuroData, geometry: Geometry, options: TsuroOptions, players: int, rng: Rng,
                 tiles: list[int], rotations: list[int], connections: list[tuple[int, ...] | None],
                 kaiju_at: list[int], kaiju_square: list[int], kaiju_facing: list[int],
                 kaiju_supply: list[int], kaiju_out: list[int], ships: list[int], alive: list[bool],
                 on_start: list[bool], hands: list[list[int]], pile: list[int], removed: list[int],
                 active: int = 0, phase: Phase = Phase.START, bonus_from: list[int] | None = None,
                 winners: list[int] | None = None, ending: str = "", eliminated: list[int] | None = None,
                 turn: int = 0, dice: tuple[int, int, int] = (0, 0, 0), observer: int | None = None,
                 setup_events: list[Event] | None = None, legal_cache: list[TsuroAction] | None = None) -> None:
        self.data = data
        self.geometry = geometry
        self.options = options
        self.players = players
        self.rng = rng
        self.tiles = tiles
        self.rotations = rotations
        self.connections = connections
        self.kaiju_at = kaiju_at
        self.kaiju_square = kaiju_square
        self.kaiju_facing = kaiju_facing
        self.kaiju_supply = kaiju_supply
        self.kaiju_out = kaiju_out
        self.ships = ships
        self.alive = alive
        self.on_start = on_start
        self.hands = hands
        self.pile = pile
        self.removed = removed
        self.active = active
        self.phase = phase
        self.bonus_from = [] if bonus_from is None else bonus_from
        self.winners = [] if winners is None else winners
        self.ending = ending
        self.eliminated = [] if eliminated is None else eliminated
        self.turn = turn
        self.dice = dice
        self.observer = observer
        self.setup_events = [] if setup_events is None else setup_events
        self.legal_cache = legal_cache

    def clone(self) -> TsuroState:
        return TsuroState(
            self.data, self.geometry, self.options, self.players, self.rng.copy(),
            self.tiles[:], self.rotations[:], self.connections[:], self.kaiju_at[:],
            self.kaiju_square[:], self.kaiju_facing[:], self.kaiju_supply[:], self.kaiju_out[:],
            self.ships[:], self.alive[:], self.on_start[:], [h[:] for h in self.hands],
            self.pile[:], self.removed[:], self.active, self.phase, self.bonus_from[:],
            self.winners[:], self.ending, self.eliminated[:], self.turn, self.dice, self.observer,
            self.setup_events, self.legal_cache,
        )

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    def alive_count(self) -> int:
        return sum(self.alive)

    def kaiju_count(self) -> int:
        """How many daikaiju stand on the board (the hot path's version of `daikaiju_on_board`)."""
        return len(self.kaiju_square) - self.kaiju_square.count(-1)

    def board_covered(self) -> bool:
        """Every square holds a wake tile or a daikaiju (TS-W3's full board, plain reading).

        A daikaiju's square never holds a tile, so the squares without a tile are all daikaiju
        squares exactly when there are as many of them as daikaiju on the board."""
        squares = self.kaiju_square    # `kaiju_count` written out: asked twice a turn
        return self.tiles.count(-1) == len(squares) - squares.count(-1)

    def daikaiju_on_board(self) -> list[int]:
        return [k for k, sq in enumerate(self.kaiju_square) if sq >= 0]


pickle_by_fields(TsuroState)
