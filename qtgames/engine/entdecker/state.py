"""The state of an Entdecker game as plain lists, and the actions players take.

The board is flat lists indexed by square; `looks[square]` caches the turned card there
(its land sides, land parts and sea routes) so the rules never turn a card twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from ..core.pickled import pickle_by_fields
from ..core.rng import Rng
from ..core.rules import COMPILED, Event
from .board import Board
from .data import EntdeckerData, TileSpec
from .options import EntdeckerOptions
from .tiles import Look

UNKNOWN: Final = -1          # a face-down card or token in an observation

# Actions are frozen dataclasses, not named tuples: several share one int field (a stack, a
# tile, a square), and tuples would make Draw(3) equal to Recall(3) in legal-move lists and
# search trees. The search keys its tree by action, so each writes out the `__hash__` the
# dataclass would make (the same value): compiled, it runs natively, where the dataclass's own
# runs as Python (issue 36). Not `__eq__`: compiled, that would fill the comparison slot, whose
# `__lt__` the dataclass's `order` refuses to overwrite (the lists and the tree mostly find the
# very objects `moves` made once, by identity, before any `__eq__`).
SCOUT, FORT, SETTLEMENT = 0, 1, 2
UNIT_NAMES: Final = ("scout", "fort", "settlement")


class Phase(IntEnum):
    START = 0       # EN-X1: put the ship on a circle
    DECLARE = 1     # EN-X3 (EN-V2): how many cards (how much gold)
    EXPLORE = 2     # EN-X4/X5/B1: draw, play a personal tile, build or stop
    PLACE = 3       # EN-X4b: where and how the drawn card goes
    NATIVES = 4     # EN-E3: take a discovery token or not
    TOKEN = 5       # EN-I3: a greatest discoverer picks a token pile
    OVER = 6


@dataclass(frozen=True, slots=True, order=True)
class StartCircle:
    """EN-X1: the ship starts on starting circle `circle` (clockwise from the top-left)."""
    circle: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.circle,))


@dataclass(frozen=True, slots=True, order=True)
class StartSquare:
    """EN-X1: the ship starts on the circle of discovered `square`, on its sea route `route`."""
    square: int
    route: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.square, self.route))


@dataclass(frozen=True, slots=True, order=True)
class Declare:
    """EN-X3: turn over `amount` cards (EN-V2: spend `amount` gold on exploring)."""
    amount: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.amount,))


@dataclass(frozen=True, slots=True, order=True)
class Draw:
    """EN-X4a: draw the top card of stack `stack`."""
    stack: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.stack,))


@dataclass(frozen=True, slots=True, order=True)
class PlayPersonal:
    """EN-V3: play personal tile `tile` instead of drawing."""
    tile: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.tile,))


@dataclass(frozen=True, slots=True, order=True)
class Place:
    """EN-X4b: put the drawn card on `square`, turned `quarters` clockwise."""
    square: int
    quarters: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.square, self.quarters))


@dataclass(frozen=True, slots=True, order=True)
class Build:
    """EN-B1/B3: build unit `kind` (0 scout, 1 fort, 2 settlement) on land part `part` of the ship's card."""
    kind: int
    part: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.kind, self.part))


@dataclass(frozen=True, slots=True, order=True)
class Recall:
    """EN-B4: take the scout on `square` back into the supply."""
    square: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.square,))


@dataclass(frozen=True, slots=True, order=True)
class EndTurn:
    """EN-X5: stop exploring (and building) for this turn."""

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash(())


@dataclass(frozen=True, slots=True, order=True)
class TakeToken:
    """EN-I3/EN-E3: draw the top discovery token of pile `pile`."""
    pile: int

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash((self.pile,))


@dataclass(frozen=True, slots=True, order=True)
class DeclineToken:
    """EN-E3: leave the friendly natives' token in its pile."""

    def __hash__(self) -> int:
        """Written out, the dataclass's value: compiled, its own runs as Python."""
        return hash(())


EntdeckerAction = (StartCircle | StartSquare | Declare | Draw | PlayPersonal | Place | Build | Recall
                   | EndTurn | TakeToken | DeclineToken)


@dataclass(slots=True, eq=False, init=False)
class EntdeckerState:
    """Everything about one game, hidden parts included; `observation` masks them per player.

    The constructor is written out: compiled, the one `dataclasses` writes runs as Python (about
    15,000 instructions, and every `clone` of a search's sampled worlds pays it), this one natively.
    """

    data: EntdeckerData
    board: Board
    options: EntdeckerOptions
    players: int
    rng: Rng
    specs: list[TileSpec]                 # tile id -> card; EN-D2 appends cards made for holes
    tile_looks: list[tuple[Look, ...]]    # tile id -> its look in each rotation
    tiles: list[int]                      # square -> tile id, -1 undiscovered
    quarters: list[int]                   # square -> rotation of its card
    looks: list[Look | None]              # square -> the turned card, None undiscovered
    stacks: list[list[int]]               # face down; the top is the end of each list
    reserve: list[list[int]]              # pile (class 1-6) - 1 -> face-up reserve cards
    boxed: list[int]                      # out of the game (EN-X4c)
    token_piles: list[list[int]]          # face down; the top is the end of each list
    tokens: list[list[int]]               # seat -> tokens kept face up
    gold: list[int]
    score: list[int]
    supply: list[list[int]]               # seat -> units in supply, by kind
    personal: list[list[int]]             # seat -> personal tiles in hand (EN-V)
    unit_owner: list[int]                 # square -> seat of the unit there, -1 none (EN-B2)
    unit_kind: list[int]
    unit_part: list[int]                  # square -> the land part it stands on (EN-B3)
    first: int                            # the seat holding the spinner (EN-R1, EN-R4)
    active: int
    round: int
    spin: int                             # the spinner's last result
    phase: Phase
    ship_circle: int                      # the starting circle the ship stands on, or -1
    ship_square: int                      # the card the ship stands on, or -1
    ship_route: int                       # the sea route of that card it stands on
    start_square: int                     # where the ship started this turn (-1: a starting circle)
    budget: int                           # declared cards (EN-V: gold) not used yet
    personal_played: bool                 # EN-V3: one personal tile per turn
    explored: bool                        # a card was turned over (or a personal tile played) this turn
    placed_now: list[int]                 # squares discovered this turn
    drawn: int                            # the card waiting for EN-X4b placement
    drawn_personal: bool
    storm: bool                           # EN-E1 ended this turn's exploring and building
    last_card: bool                       # EN-G2: the stacks ran out this turn
    islands: list[list[tuple[int, int]]]  # completed, waiting to be scored
    island_tokens: list[int]              # token values drawn for islands[0]
    token_queue: list[int]                # greatest discoverers still to draw
    winners: list[int]
    ending: str                           # the rule that ended the game
    observer: int | None
    shown_backs: list[str]                # observations: each stack's top back
    setup_events: list[Event]
    legal_cache: list[EntdeckerAction] | None
    # Discovered square -> a start on each of its sea routes with a free dashed line (EN-X1), for
    # the squares that have one; kept up to date as cards are laid (`moves.discover`), None until asked.
    shore_starts: dict[int, tuple[StartSquare, ...]] | None
    # The starting circles whose square is undiscovered (EN-X1), in circle order: kept by
    # `moves.discover` like `shore_starts`, None until asked in the second round.
    open_circles: list[StartCircle] | None

    def __init__(self, data: EntdeckerData, board: Board, options: EntdeckerOptions, players: int, rng: Rng,
                 specs: list[TileSpec], tile_looks: list[tuple[Look, ...]], tiles: list[int],
                 quarters: list[int], looks: list[Look | None], stacks: list[list[int]],
                 reserve: list[list[int]], boxed: list[int], token_piles: list[list[int]],
                 tokens: list[list[int]], gold: list[int], score: list[int], supply: list[list[int]],
                 personal: list[list[int]], unit_owner: list[int], unit_kind: list[int],
                 unit_part: list[int], first: int = 0, active: int = 0, round: int = 1, spin: int = 0,
                 phase: Phase = Phase.START, ship_circle: int = -1, ship_square: int = -1,
                 ship_route: int = -1, start_square: int = -1, budget: int = 0,
                 personal_played: bool = False, explored: bool = False, placed_now: list[int] | None = None,
                 drawn: int = -1, drawn_personal: bool = False, storm: bool = False, last_card: bool = False,
                 islands: list[list[tuple[int, int]]] | None = None, island_tokens: list[int] | None = None,
                 token_queue: list[int] | None = None, winners: list[int] | None = None, ending: str = "",
                 observer: int | None = None, shown_backs: list[str] | None = None,
                 setup_events: list[Event] | None = None, legal_cache: list[EntdeckerAction] | None = None,
                 shore_starts: dict[int, tuple[StartSquare, ...]] | None = None,
                 open_circles: list[StartCircle] | None = None) -> None:
        self.data = data
        self.board = board
        self.options = options
        self.players = players
        self.rng = rng
        self.specs = specs
        self.tile_looks = tile_looks
        self.tiles = tiles
        self.quarters = quarters
        self.looks = looks
        self.stacks = stacks
        self.reserve = reserve
        self.boxed = boxed
        self.token_piles = token_piles
        self.tokens = tokens
        self.gold = gold
        self.score = score
        self.supply = supply
        self.personal = personal
        self.unit_owner = unit_owner
        self.unit_kind = unit_kind
        self.unit_part = unit_part
        self.first = first
        self.active = active
        self.round = round
        self.spin = spin
        self.phase = phase
        self.ship_circle = ship_circle
        self.ship_square = ship_square
        self.ship_route = ship_route
        self.start_square = start_square
        self.budget = budget
        self.personal_played = personal_played
        self.explored = explored
        self.placed_now = [] if placed_now is None else placed_now
        self.drawn = drawn
        self.drawn_personal = drawn_personal
        self.storm = storm
        self.last_card = last_card
        self.islands = [] if islands is None else islands
        self.island_tokens = [] if island_tokens is None else island_tokens
        self.token_queue = [] if token_queue is None else token_queue
        self.winners = [] if winners is None else winners
        self.ending = ending
        self.observer = observer
        self.shown_backs = [] if shown_backs is None else shown_backs
        self.setup_events = [] if setup_events is None else setup_events
        self.legal_cache = legal_cache
        self.shore_starts = shore_starts
        self.open_circles = open_circles

    def clone(self) -> EntdeckerState:
        return EntdeckerState(
            self.data, self.board, self.options, self.players, self.rng.copy(), self.specs,
            self.tile_looks, self.tiles[:], self.quarters[:], self.looks[:],
            [s[:] for s in self.stacks], [r[:] for r in self.reserve], self.boxed[:],
            [p[:] for p in self.token_piles], [t[:] for t in self.tokens], self.gold[:], self.score[:],
            [s[:] for s in self.supply], [p[:] for p in self.personal], self.unit_owner[:],
            self.unit_kind[:], self.unit_part[:], self.first, self.active, self.round, self.spin,
            self.phase, self.ship_circle, self.ship_square, self.ship_route, self.start_square,
            self.budget, self.personal_played, self.explored, self.placed_now[:], self.drawn, self.drawn_personal,
            self.storm, self.last_card, [i[:] for i in self.islands], self.island_tokens[:],
            self.token_queue[:], self.winners[:], self.ending, self.observer, self.shown_backs[:],
            self.setup_events, self.legal_cache,
            None if self.shore_starts is None else self.shore_starts.copy(),
            None if self.open_circles is None else self.open_circles[:],
        )

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    def cards_left(self) -> int:
        """Compiled, `sum(map(len, …))` goes through Python's calls (about 3,000 instructions, asked
        several times a turn); a loop there is native. Interpreted, the C one is the faster."""
        if COMPILED:
            left = 0
            for stack in self.stacks:
                left += len(stack)
            return left
        return sum(map(len, self.stacks))

    def undiscovered(self) -> int:
        return self.tiles.count(-1)


pickle_by_fields(StartCircle, StartSquare, Declare, Draw, PlayPersonal, Place, Build, Recall, EndTurn,
                 TakeToken, DeclineToken, EntdeckerState)
