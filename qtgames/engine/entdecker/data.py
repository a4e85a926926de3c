"""Entdecker component data: the 120 tiles, the tokens and the numbers, validated on load.

The counts come from `shared/rules/entdecker-data.md`, many of them reconstructed, so the file
may be overridden by a player who owns the game (`<user data dir>/data/entdecker.json`).
Pydantic checks each field; the checks below it make sure every tile is self-consistent:
its land parts touch exactly its land sides, its sea routes join exactly its water sides, its
class is the one its edges give, a draw tile has a sea route to be placed by, and events sit
only where the rules can carry them out. Every count has a range, and every player count the game
takes can be set up: each personal tile has plain draw tiles to be dealt from (EN-V4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..core.datafiles import DataInForce, load_game_data, validate
from ..core.errors import FormatError
from ..core.messages import Text

DATA_FILE = "entdecker.json"
DATA_FORMAT = "qtgames-entdecker-data"
# Far above the game's 120 tiles, and bounded, so an override cannot make setup or a search
# enumerate without end.
MAX_TILES = 500
SIDES = ("north", "east", "south", "west")
Back = Literal["plain", "question", "reserve"]
EventKind = Literal["storm", "pirates", "gold", "friendly_natives", "hostile_natives", "ruins"]
MAX_PLAYERS = 4
LAND_EVENTS = frozenset({"friendly_natives", "hostile_natives", "ruins"})
UNIT_KINDS = ("scout", "fort", "settlement")  # in the order of EN-I2's comparison, weakest first


def edge_class(edges: str) -> int:
    """The reserve pile (1-6) whose tiles have these edges in some rotation."""
    land = edges.count("L")
    if land == 2:
        return 4 if edges in ("LWLW", "WLWL") else 3
    return {0: 1, 1: 2, 3: 5, 4: 6}[land]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _TileModel(_Strict):
    id: int = Field(ge=0)
    shape: str = Field(min_length=1, max_length=40)
    back: Back
    klass: int = Field(alias="class", ge=1, le=6)
    edges: str = Field(pattern=r"^[LW]{4}$")
    land: list[list[int]] = Field(max_length=4)
    routes: list[list[int]] = Field(max_length=4)
    event: EventKind | None

    @model_validator(mode="after")
    def _consistent(self) -> _TileModel:
        land_sides = {s for s, e in enumerate(self.edges) if e == "L"}
        water_sides = set(range(4)) - land_sides
        touched = [s for part in self.land for s in part]
        if sorted(touched) != sorted(land_sides):
            raise ValueError(Text("entdecker-file-land-sides", edges=self.edges))
        joined = [s for route in self.routes for s in route]
        if sorted(joined) != sorted(water_sides) or any(not route for route in self.routes):
            raise ValueError(Text("entdecker-file-water-sides", edges=self.edges))
        if any(not part for part in self.land) and land_sides:
            raise ValueError(Text("entdecker-file-inner-island"))
        if edge_class(self.edges) != self.klass:
            raise ValueError(Text("entdecker-file-edge-class", edges=self.edges, right=edge_class(self.edges),
                                  found=self.klass))
        if (self.event is not None) != (self.back == "question"):
            raise ValueError(Text("entdecker-file-event-back"))
        if self.event in LAND_EVENTS and not self.land:
            raise ValueError(Text("entdecker-file-event-land", event=self.event))
        if not self.routes and self.back != "reserve":
            # A drawn card joins the ship's square by a dashed line (EN-X4b): an all-land card
            # could never be placed, a dead draw; all land is only reserve pile 6's filling card.
            raise ValueError(Text("entdecker-file-sea-route"))
        return self


class _UnitModel(_Strict):
    cost: int = Field(ge=0, le=99)
    count: int = Field(ge=0, le=20)


class _TokenModel(_Strict):
    id: int = Field(ge=0)
    name: str = Field(min_length=1, max_length=40)
    value: int = Field(ge=0, le=99)


class _BoardModel(_Strict):
    columns: int = Field(ge=2, le=20)
    rows: int = Field(ge=2, le=20)


class _GoldModel(_Strict):
    start: int = Field(ge=0, le=999)
    max: int = Field(ge=1, le=999)


class _DataModel(_Strict):
    format: Literal["qtgames-entdecker-data"]
    version: Literal[1]
    board: _BoardModel
    stacks: int = Field(ge=1, le=20)
    gold: _GoldModel
    spinner: list[int] = Field(min_length=1, max_length=20)
    units: dict[Literal["scout", "fort", "settlement"], _UnitModel]
    personal_tiles: list[str] = Field(max_length=10)
    tiles: list[_TileModel] = Field(max_length=MAX_TILES)
    tokens: list[_TokenModel] = Field(max_length=100)
    token_piles: int = Field(ge=1, le=20)
    reconstructed: list[str] = []


@dataclass(frozen=True, slots=True)
class TileSpec:
    """One tile as drawn in rotation 0 (`tiles.py` turns it)."""

    id: int
    shape: str
    back: str
    klass: int
    land_side: tuple[bool, bool, bool, bool]     # north, east, south, west
    land: tuple[frozenset[int], ...]             # each land part: the sides it touches
    routes: tuple[frozenset[int], ...]           # each sea route: the water sides it joins
    event: str | None


@dataclass(frozen=True, slots=True)
class Token:
    id: int
    name: str
    value: int


@dataclass(frozen=True, slots=True)
class EntdeckerData:
    columns: int
    rows: int
    stacks: int
    gold_start: int
    gold_max: int
    spinner: tuple[int, ...]
    unit_cost: dict[str, int]
    unit_count: dict[str, int]
    personal_shapes: tuple[str, ...]
    tiles: tuple[TileSpec, ...]
    tokens: tuple[Token, ...]
    token_piles: int
    reconstructed: tuple[str, ...]
    # The draw tiles and each reserve pile (class 1-6), sorted out once: every setup and every
    # card made for a hole (EN-D2) asks.
    _draw: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _reserve: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    scouts: int = field(init=False, repr=False, compare=False)    # unit_count["scout"], asked every move

    def __post_init__(self) -> None:
        object.__setattr__(self, "scouts", self.unit_count["scout"])
        object.__setattr__(self, "_draw", tuple(t.id for t in self.tiles if t.back != "reserve"))
        object.__setattr__(self, "_reserve", tuple(tuple(t.id for t in self.tiles if t.back == "reserve"
                                                         and t.klass == klass) for klass in range(1, 7)))

    def draw_tiles(self) -> list[int]:
        return list(self._draw)

    def reserve_tiles(self, klass: int) -> list[int]:
        return list(self._reserve[klass - 1]) if 1 <= klass <= 6 else []


def parse_data(raw: Any) -> EntdeckerData:
    """Validate a parsed data file; raise FormatError naming the first bad field."""
    if isinstance(raw, dict) and raw.get("format") not in (None, DATA_FORMAT):
        raise FormatError("format", Text("file-not-game-data", found=repr(raw.get("format")), game="Entdecker"))
    model = validate(_DataModel, raw)
    for i, tile in enumerate(model.tiles):
        if tile.id != i:
            raise FormatError(f"tiles[{i}].id", Text("entdecker-file-tile-id", id=i))
    if set(model.units) != set(UNIT_KINDS):
        raise FormatError("units", Text("entdecker-file-units", units=", ".join(UNIT_KINDS)))
    shapes = {t.shape for t in model.tiles if t.back != "reserve"}
    for i, shape in enumerate(model.personal_tiles):
        if shape not in shapes:
            raise FormatError(f"personal_tiles[{i}]", Text("entdecker-file-no-shape", shape=repr(shape)))
    for i, token in enumerate(model.tokens):
        if token.id != i:
            raise FormatError(f"tokens[{i}].id", Text("file-must-be-id", id=i))
    if model.gold.start > model.gold.max:
        raise FormatError("gold.start", Text("entdecker-file-gold-start"))
    if not all(0 <= spin <= 99 for spin in model.spinner):
        raise FormatError("spinner", Text("entdecker-file-spinner"))
    reserve_classes = {t.klass for t in model.tiles if t.back == "reserve"}
    if reserve_classes != set(range(1, 7)):
        raise FormatError("tiles", Text("entdecker-file-reserve-piles"))
    _check_personal_tiles(model)
    return EntdeckerData(
        columns=model.board.columns, rows=model.board.rows, stacks=model.stacks,
        gold_start=model.gold.start, gold_max=model.gold.max, spinner=tuple(model.spinner),
        unit_cost={k: u.cost for k, u in model.units.items()},
        unit_count={k: u.count for k, u in model.units.items()},
        personal_shapes=tuple(model.personal_tiles),
        tiles=tuple(TileSpec(t.id, t.shape, t.back, t.klass, _land_sides(t.edges),
                             tuple(frozenset(p) for p in t.land), tuple(frozenset(r) for r in t.routes), t.event)
                    for t in model.tiles),
        tokens=tuple(Token(t.id, t.name, t.value) for t in model.tokens),
        token_piles=model.token_piles, reconstructed=tuple(model.reconstructed),
    )


def _check_personal_tiles(model: _DataModel) -> None:
    """Every seat can be dealt its personal tiles (Ruling EN-V4 takes a plain draw tile of the shape,
    else one of its class): a shape has one class, and each class has plain tiles for every seat."""
    class_of: dict[str, int] = {}
    for i, tile in enumerate(model.tiles):
        if class_of.setdefault(tile.shape, tile.klass) != tile.klass:
            raise FormatError(f"tiles[{i}].class", Text("entdecker-file-shape-class", shape=repr(tile.shape),
                                                        klass=class_of[tile.shape]))
    wanted = [class_of[shape] for shape in model.personal_tiles]
    for klass in set(wanted):
        plain = sum(1 for t in model.tiles if t.back == "plain" and t.klass == klass)
        if plain < MAX_PLAYERS * wanted.count(klass):
            raise FormatError("personal_tiles", Text("entdecker-file-personal-tiles", players=MAX_PLAYERS,
                                                     tiles=MAX_PLAYERS * wanted.count(klass), klass=klass,
                                                     count=plain))



def _land_sides(edges: str) -> tuple[bool, bool, bool, bool]:
    """Which sides (north, east, south, west) of an `LWLW`-style edge string are land."""
    north, east, south, west = (edge == "L" for edge in edges)
    return north, east, south, west


@cache
def data_in_force() -> DataInForce[EntdeckerData]:
    """The data in force: the user's override when present and sound, else the shipped file."""
    return load_game_data("entdecker", DATA_FILE, parse_data)


def load_data() -> EntdeckerData:
    return data_in_force().data
