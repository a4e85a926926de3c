"""Magellan component data: gold cards, explorers and the numbers printed on both boards.

The board numbers are pictures in the rulebook and no public source gives them
(`shared/rules/magellan-data.md`), so most are placeholders: a player who owns the game puts
a corrected copy at `<user data dir>/data/magellan.json`. Pydantic checks each field; the
checks below make sure an action sits only where the rules can carry it out (a veto on
field I, an exchange before a phase's end, plunder at the last field), that the fields
the rules say score nothing do score nothing, and that a game can be played: every player
starts with gold to bid with, as many players as the game takes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..core.datafiles import DataInForce, load_game_data, validate
from ..core.errors import FormatError
from ..core.messages import Text

DATA_FILE = "magellan.json"
DATA_FORMAT = "qtgames-magellan-data"
EXPLORER_IDS = ("marco_polo", "vasco_da_gama", "cook", "columbus", "pizarro", "magellan")
SIDES = ("A", "B")
MAX_PLAYERS = 6
FieldAction = Literal["none", "exchange", "draw", "halves", "show_gold", "steal", "veto",
                      "magellan_hand", "magellan_payment", "plunder"]
MAGELLAN_ACTIONS = frozenset({"magellan_hand", "magellan_payment"})
# Where an action can happen at all: an exchange at the end of phase I or II (MG-X1), a veto
# bought in phase I (MG-X4), plunder on the last field at scoring (MG-X5).
ACTION_FIELDS: dict[str, tuple[int, ...]] = {"exchange": (0, 1), "veto": (0,), "plunder": (2,)}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _GoldModel(_Strict):
    value: int = Field(ge=1, le=20)
    crowns: int = Field(ge=0, le=99)
    copies: int = Field(ge=1, le=20)


class _HalfModel(_Strict):
    bags: int = Field(ge=0, le=20)
    crowns: int = Field(ge=0, le=99)
    draw: int = Field(ge=0, le=20)


class _FieldModel(_Strict):
    bags: int = Field(ge=0, le=20)
    crowns: int = Field(ge=0, le=99)
    action: FieldAction = "none"
    draw: int = Field(default=0, ge=0, le=20)
    halves: list[_HalfModel] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> _FieldModel:
        if (self.action == "draw") != (self.draw > 0):
            raise ValueError(Text("magellan-file-draw-field"))
        if (self.action == "halves") != (self.halves is not None):
            raise ValueError(Text("magellan-file-halves-field"))
        if self.halves is not None and (len(self.halves) != 2 or self.bags or self.crowns):
            raise ValueError(Text("magellan-file-halves-two"))
        if self.action in MAGELLAN_ACTIONS and self.crowns:
            raise ValueError(Text("magellan-file-magellan-crowns"))
        if self.action == "plunder" and self.crowns:
            raise ValueError(Text("magellan-file-plunder-crowns"))
        return self


class _ExplorerModel(_Strict):
    id: Literal["marco_polo", "vasco_da_gama", "cook", "columbus", "pizarro", "magellan"]
    name: str = Field(min_length=1, max_length=40)
    A: list[_FieldModel] = Field(min_length=3, max_length=3)
    B: list[_FieldModel] = Field(min_length=3, max_length=3)


class _BoardModel(_Strict):
    name: str = Field(min_length=1, max_length=40)
    explorers: list[str] = Field(min_length=1, max_length=6)


class _DataModel(_Strict):
    format: Literal["qtgames-magellan-data"]
    version: Literal[1]
    reconstructed: list[str] = []
    gold: list[_GoldModel] = Field(min_length=1, max_length=20)
    starting_hand: list[int] = Field(max_length=20)
    basic_cards: int = Field(ge=0, le=20)
    plunder_limit: int = Field(ge=1, le=999)
    ships: int = Field(ge=1, le=20)
    explorer_cards: list[int] = Field(min_length=3, max_length=3)
    field_capacity: list[Annotated[int, Field(ge=1, le=20)]] = Field(min_length=3, max_length=3)
    boards: list[_BoardModel] = Field(min_length=2, max_length=2)
    explorers: list[_ExplorerModel] = Field(min_length=6, max_length=6)


@dataclass(frozen=True, slots=True)
class Half:
    """One half of a split field (Vasco da Gama B): left draws at once, right scores later."""

    bags: int
    crowns: int
    draw: int


@dataclass(frozen=True, slots=True)
class BoardField:
    """One explorer's field: what a ship there earns (MG-F) and the action it carries (MG-X)."""

    bags: int
    crowns: int
    action: str
    draw: int
    halves: tuple[Half, ...]


@dataclass(frozen=True, slots=True)
class Explorer:
    key: str
    name: str
    board: int                                   # 0 or 1: which board (and so which side option) holds it
    sides: dict[str, tuple[BoardField, ...]]     # "A"/"B" -> fields I, II, III


@dataclass(frozen=True, slots=True)
class MagellanData:
    crowns: tuple[int, ...]          # gold value -> crowns printed on it (0 where no card has the value)
    gold: tuple[int, ...]            # every gold card by value, each copy once
    starting_hand: tuple[int, ...]
    basic_cards: int
    plunder_limit: int
    ships: int
    explorer_cards: tuple[int, ...]  # cards per explorer with back I, II, III
    field_capacity: tuple[int, ...]
    board_names: tuple[str, ...]
    explorers: tuple[Explorer, ...]  # in EXPLORER_IDS order
    reconstructed: tuple[str, ...]

    def fields_for(self, sides: tuple[str, str]) -> tuple[tuple[BoardField, ...], ...]:
        """Each explorer's three fields with board 1 and board 2 on the given sides (MG-S1)."""
        return tuple(e.sides[sides[e.board]] for e in self.explorers)


def _field(model: _FieldModel) -> BoardField:
    halves = tuple(Half(h.bags, h.crowns, h.draw) for h in model.halves or ())
    return BoardField(model.bags, model.crowns, model.action, model.draw, halves)


def _check_explorer(i: int, explorer: _ExplorerModel) -> None:
    for side in SIDES:
        fields: list[_FieldModel] = getattr(explorer, side)
        for f, field in enumerate(fields):
            allowed = ACTION_FIELDS.get(field.action)
            if allowed is not None and f not in allowed:
                raise FormatError(f"explorers[{i}].{side}[{f}].action",
                                  Text("magellan-file-action-field", action=field.action))
        magellan = {field.action for field in fields} & MAGELLAN_ACTIONS
        if magellan and any(field.action not in magellan for field in fields):
            raise FormatError(f"explorers[{i}].{side}", Text("magellan-file-magellan-fields"))


def parse_data(raw: Any) -> MagellanData:
    """Validate a parsed data file; raise FormatError naming the first bad field."""
    if isinstance(raw, dict) and raw.get("format") not in (None, DATA_FORMAT):
        raise FormatError("format", Text("file-not-game-data", found=repr(raw.get("format")), game="Magellan"))
    model = validate(_DataModel, raw)
    values = [g.value for g in model.gold]
    if len(set(values)) != len(values):
        raise FormatError("gold", Text("magellan-file-gold-once"))
    copies = {g.value: g.copies for g in model.gold}
    if not model.starting_hand:   # MG-A1c: a bid is paid from the hand, so an empty one can never bid
        raise FormatError("starting_hand", Text("magellan-file-no-starting-gold"))
    for i, value in enumerate(model.starting_hand):
        if value not in copies:
            raise FormatError(f"starting_hand[{i}]", Text("magellan-file-no-gold-value", value=value))
        if model.starting_hand.count(value) * MAX_PLAYERS > copies[value]:
            raise FormatError(f"starting_hand[{i}]", Text("magellan-file-more-gold", players=MAX_PLAYERS, value=value))
    for phase, (cards, room) in enumerate(zip(model.explorer_cards, model.field_capacity, strict=True)):
        if not 1 <= cards <= room:
            raise FormatError(f"explorer_cards[{phase}]", Text("magellan-file-phase-cards"))
    ids = [e.id for e in model.explorers]
    if ids != list(EXPLORER_IDS):
        raise FormatError("explorers", Text("magellan-file-explorer-order", explorers=", ".join(EXPLORER_IDS)))
    board_of: dict[str, int] = {}
    for b, board in enumerate(model.boards):
        for j, key in enumerate(board.explorers):
            if key not in EXPLORER_IDS or key in board_of:
                raise FormatError(f"boards[{b}].explorers[{j}]", Text("magellan-file-one-board"))
            board_of[key] = b
    if len(board_of) != len(EXPLORER_IDS):
        raise FormatError("boards", Text("magellan-file-every-board"))

    for i, explorer in enumerate(model.explorers):
        _check_explorer(i, explorer)
    crowns = [0] * (max(values) + 1)
    for g in model.gold:
        crowns[g.value] = g.crowns
    return MagellanData(
        crowns=tuple(crowns),
        gold=tuple(g.value for g in model.gold for _ in range(g.copies)),
        starting_hand=tuple(sorted(model.starting_hand)), basic_cards=model.basic_cards,
        plunder_limit=model.plunder_limit, ships=model.ships,
        explorer_cards=tuple(model.explorer_cards), field_capacity=tuple(model.field_capacity),
        board_names=tuple(b.name for b in model.boards),
        explorers=tuple(Explorer(e.id, e.name, board_of[e.id],
                                 {side: tuple(_field(f) for f in getattr(e, side)) for side in SIDES})
                        for e in model.explorers),
        reconstructed=tuple(model.reconstructed),
    )


@cache
def data_in_force() -> DataInForce[MagellanData]:
    """The data in force: the user's override when present and sound, else the shipped file."""
    return load_game_data("magellan", DATA_FILE, parse_data)


def load_data() -> MagellanData:
    return data_in_force().data
