"""The human-editable position format of Entdecker (scenarios, saved positions) and its actions.

Squares are written as on the board's margins ("C4"), units by name. A value the format
cannot hold is a `FormatError` with its path (`position.units[2].kind`); a well-formed position
that breaks a rule is read all the same, with its problems listed (`validation.py`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader
from ..core.messages import Text
from ..core.rng import Rng
from ..core.rules import Problem
from . import validation
from .board import Board, squares_by_name
from .board import board as make_board
from .data import EntdeckerData, TileSpec
from .options import EntdeckerOptions
from .state import (
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
from .tiles import look_table, turned
from .validation import Layout

PHASES = {p.name.lower(): p for p in Phase}


# ---------------------------------------------------------------- actions


def action_to_json(action: EntdeckerAction) -> Any:
    if isinstance(action, StartCircle):
        return {"circle": action.circle}
    if isinstance(action, StartSquare):
        return {"square": action.square, "route": action.route}
    if isinstance(action, Declare):
        return {"declare": action.amount}
    if isinstance(action, Draw):
        return {"draw": action.stack}
    if isinstance(action, PlayPersonal):
        return {"personal": action.tile}
    if isinstance(action, Place):
        return {"place": action.square, "quarters": action.quarters}
    if isinstance(action, Build):
        return {"build": UNIT_NAMES[action.kind], "part": action.part}
    if isinstance(action, Recall):
        return {"recall": action.square}
    if isinstance(action, TakeToken):
        return {"token_pile": action.pile}
    if isinstance(action, DeclineToken):
        return {"decline_token": True}
    return {"end_turn": True}


def action_from_json(data: Any, path: str) -> EntdeckerAction:
    if not isinstance(data, dict):
        raise FormatError(path, Text("file-action-object", example='{"draw": 2}'))

    def number(key: str) -> int:
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise FormatError(f"{path}.{key}", Text("file-must-be-whole-not-negative"))
        return value

    keys = set(data)
    if keys == {"circle"}:
        return StartCircle(number("circle"))
    if keys == {"square", "route"}:
        return StartSquare(number("square"), number("route"))
    if keys == {"declare"}:
        return Declare(number("declare"))
    if keys == {"draw"}:
        return Draw(number("draw"))
    if keys == {"personal"}:
        return PlayPersonal(number("personal"))
    if keys == {"place", "quarters"}:
        return Place(number("place"), number("quarters"))
    if keys == {"build", "part"}:
        if data["build"] not in UNIT_NAMES:
            raise FormatError(f"{path}.build", Text("file-must-be-one-of", choices=", ".join(UNIT_NAMES)))
        return Build(UNIT_NAMES.index(data["build"]), number("part"))
    if keys == {"recall"}:
        return Recall(number("recall"))
    if keys == {"token_pile"}:
        return TakeToken(number("token_pile"))
    if keys == {"decline_token"}:
        return DeclineToken()
    if keys == {"end_turn"}:
        return EndTurn()
    raise FormatError(path, Text("file-unknown-action", keys=str(sorted(keys)),
                                 expected="circle, square+route, declare, draw, personal, place+quarters, "
                                          "build+part, recall, token_pile, decline_token, end_turn"))


# ---------------------------------------------------------------- positions


def to_json(state: EntdeckerState) -> dict[str, Any]:
    name = state.board.square_name
    made = [spec.klass for spec in state.specs[len(state.data.tiles):]]
    return {
        "players": state.players, "active": state.active, "first": state.first, "round": state.round,
        "phase": state.phase.name.lower(), "rng": state.rng.state, "spin": state.spin,
        "board": [{"square": name(sq), "tile": t, "quarters": state.quarters[sq]}
                  for sq, t in enumerate(state.tiles) if t >= 0],
        "made_tiles": made,
        "units": [{"square": name(sq), "owner": owner, "kind": UNIT_NAMES[state.unit_kind[sq]],
                   "part": state.unit_part[sq]} for sq, owner in enumerate(state.unit_owner) if owner >= 0],
        "stacks": [list(s) for s in state.stacks], "reserve": [list(r) for r in state.reserve],
        "boxed": list(state.boxed), "token_piles": [list(p) for p in state.token_piles],
        "tokens": [list(t) for t in state.tokens], "gold": list(state.gold), "score": list(state.score),
        "personal": [list(p) for p in state.personal],
        "ship": _ship_json(state), "budget": state.budget, "personal_played": state.personal_played,
        "explored": state.explored,
        "placed_now": [name(sq) for sq in state.placed_now], "drawn": state.drawn,
        "drawn_personal": state.drawn_personal, "storm": state.storm, "last_card": state.last_card,
        "islands": [[[name(sq), part] for sq, part in island] for island in state.islands],
        "island_tokens": list(state.island_tokens), "token_queue": list(state.token_queue),
        "winners": list(state.winners),
    }


def _ship_json(state: EntdeckerState) -> dict[str, Any]:
    ship: dict[str, Any] = {}
    if state.ship_circle >= 0:
        ship["circle"] = state.ship_circle
    elif state.ship_square >= 0:
        ship["square"] = state.board.square_name(state.ship_square)
        ship["route"] = state.ship_route
    if state.start_square >= 0:
        ship["started_on"] = state.board.square_name(state.start_square)
    return ship


class _Reader(FieldReader):
    """Field access that also knows the board's square names."""

    def __init__(self, data: Any, path: str, board: Board) -> None:
        super().__init__(data, path)
        self.board = board

    def square(self, key: str) -> int:
        """The square named by field `key`."""
        return self.named_square(self.get(key, str), f"{self.path}.{key}")

    def named_square(self, value: Any, where: str) -> int:
        """The square `value` names ("C4"), found at `where` (an item of a list, say)."""
        names = squares_by_name(self.board.columns, self.board.rows)
        if not isinstance(value, str) or value.upper() not in names:
            raise FormatError(where, Text("entdecker-file-square", last=self.board.square_name(self.board.squares - 1)))
        return names[value.upper()]


# A card shows at most four land parts and four sea routes (one per side).
MAX_PARTS = 4
# Far beyond any real amount; the rules' own limits (gold 0-12) are problems, not format errors.
FORMAT_MAX = 10**6


def read_position(data: Any, entdecker: EntdeckerData, options: EntdeckerOptions,
                  path: str) -> tuple[EntdeckerState, list[Problem]]:
    """The state a position describes, and every rule it breaks.

    A value the format cannot hold is a `FormatError` naming its field. Anything else becomes a
    `Problem` and the state is still built (an impossible item is left out of it), so the editor
    can draw the position while the user fixes it; only a position without problems is safe to play.
    """
    board = make_board(entdecker.columns, entdecker.rows)
    top = _Reader(data, path, board)
    players = top.number("players", 2, 4)
    specs = _specs(top, entdecker)
    tile_count, squares = len(specs), board.squares
    state = EntdeckerState(
        entdecker, board, options, players, Rng(top.number("rng", 0, 2**64 - 1, 0)), specs=specs,
        tile_looks=list(look_table(entdecker.tiles)) + [tuple(turned(s, q) for q in range(4))
                                                         for s in specs[len(entdecker.tiles):]],
        tiles=[-1] * squares, quarters=[0] * squares, looks=[None] * squares,
        stacks=top.index_lists("stacks", entdecker.stacks, tile_count), reserve=top.index_lists("reserve", 6, tile_count),
        boxed=top.indices("boxed", tile_count),
        token_piles=top.index_lists("token_piles", entdecker.token_piles, len(entdecker.tokens)),
        tokens=top.index_lists("tokens", players, len(entdecker.tokens)),
        gold=top.numbers("gold", players, 0, FORMAT_MAX), score=top.numbers("score", players, 0, FORMAT_MAX),
        supply=[[0, 0, 0] for _ in range(players)],
        personal=top.index_lists("personal", players, tile_count) if "personal" in data else [[] for _ in range(players)],
        unit_owner=[-1] * squares, unit_kind=[0] * squares, unit_part=[0] * squares,
    )
    layout = Layout(path)
    problems: list[Problem] = []
    _read_board(state, top, layout, problems)
    _read_units(state, top, layout, problems)
    _read_turn(state, top, problems)
    return state, problems + validation.problems(state, layout)


def _specs(top: _Reader, entdecker: EntdeckerData) -> list[TileSpec]:
    """The shipped cards, then those made for holes (Ruling EN-D2) as copies of their pile's first card."""
    specs = list(entdecker.tiles)
    for i, klass in enumerate(top.get("made_tiles", list, [])):
        if not isinstance(klass, int) or isinstance(klass, bool) or not 1 <= klass <= 6:
            raise FormatError(f"{top.path}.made_tiles[{i}]", Text("entdecker-file-reserve-pile"))
        specs.append(replace(specs[entdecker.reserve_tiles(klass)[0]], id=len(specs)))
    return specs


def _read_board(state: EntdeckerState, top: _Reader, layout: Layout, problems: list[Problem]) -> None:
    """The discovered squares; a second card on a square is kept in the layout (it is somewhere) but not laid."""
    name = state.board.square_name
    for i, entry in enumerate(top.get("board", list, [])):
        r = _Reader(entry, f"{top.path}.board[{i}]", state.board)
        sq = r.square("square")
        tile, quarters = r.number("tile", 0, len(state.specs) - 1), r.number("quarters", 0, 3, 0)
        layout.board.append((r.path, sq, tile))
        if state.tiles[sq] >= 0:
            problems.append(Problem("EN-X4b", r.path, Text("entdecker-problem-card-taken", square=name(sq),
                                                            card=state.tiles[sq])))
            continue
        state.tiles[sq], state.quarters[sq], state.looks[sq] = tile, quarters, state.tile_looks[tile][quarters]


def _read_units(state: EntdeckerState, top: _Reader, layout: Layout, problems: list[Problem]) -> None:
    """Units go on the board one by one; one that cannot stand where it is said to is left out."""
    on_board = [[0, 0, 0] for _ in range(state.players)]
    name = state.board.square_name
    for i, entry in enumerate(top.get("units", list, [])):
        r = _Reader(entry, f"{top.path}.units[{i}]", state.board)
        sq = r.square("square")
        kind_name = r.get("kind", str)
        if kind_name not in UNIT_NAMES:
            raise FormatError(f"{r.path}.kind", Text("file-must-be-one-of", choices=", ".join(UNIT_NAMES)))
        kind = UNIT_NAMES.index(kind_name)
        owner = r.number("owner", 0, state.players - 1)
        part = r.number("part", 0, MAX_PARTS - 1, 0)
        look = state.looks[sq]
        count = state.data.unit_count[kind_name]
        if look is None or not look.parts:
            problems.append(Problem("EN-B1", r.path, Text("entdecker-problem-unit-off-land", unit=kind_name,
                                                           square=name(sq),
                                                           where="undiscovered" if look is None else "water")))
        elif state.unit_owner[sq] >= 0:
            problems.append(Problem("EN-B2", r.path, Text("entdecker-problem-unit-taken", square=name(sq))))
        elif part >= len(look.parts):
            problems.append(Problem("EN-B3", f"{r.path}.part", Text("entdecker-problem-land-parts", square=name(sq),
                                                                     parts=len(look.parts))))
        elif on_board[owner][kind] >= count:
            problems.append(Problem("EN-C5", r.path, Text("entdecker-problem-units-left", player=Text("player", number=owner + 1),
                                                           count=count, unit=kind_name)))
        else:
            state.unit_owner[sq], state.unit_kind[sq], state.unit_part[sq] = owner, kind, part
            on_board[owner][kind] += 1
            layout.units[sq] = r.path
    for seat in range(state.players):
        state.supply[seat] = [state.data.unit_count[n] - on_board[seat][k] for k, n in enumerate(UNIT_NAMES)]


def _read_turn(state: EntdeckerState, top: _Reader, problems: list[Problem]) -> None:
    """Whose turn, how far it went and what waits: the fields that are not components."""
    players = state.players
    phase = top.get("phase", str, "start")
    if phase not in PHASES:
        raise FormatError(f"{top.path}.phase", Text("file-must-be-one-of", choices=", ".join(PHASES)))
    state.phase = PHASES[phase]
    state.active = top.number("active", 0, players - 1, 0)
    state.first = top.number("first", 0, players - 1, 0)
    state.round = top.number("round", 1, FORMAT_MAX, 1)
    state.spin = top.number("spin", 0, FORMAT_MAX, 0)
    state.budget = top.number("budget", 0, FORMAT_MAX, 0)
    state.personal_played = top.get("personal_played", bool, False)
    state.drawn = top.number("drawn", -1, len(state.specs) - 1, -1)
    state.drawn_personal = top.get("drawn_personal", bool, False)
    state.storm = top.get("storm", bool, False)
    state.last_card = top.get("last_card", bool, False)
    _read_placed_now(state, top, problems)
    # Absent in a hand-made position: a card placed this turn means one was turned over.
    state.explored = top.get("explored", bool, bool(state.placed_now))
    _read_ship(state, top, problems)
    state.islands = _read_islands(top)
    state.island_tokens = top.indices("island_tokens", FORMAT_MAX)
    state.token_queue = top.indices("token_queue", players)
    state.winners = top.indices("winners", players)


def _read_placed_now(state: EntdeckerState, top: _Reader, problems: list[Problem]) -> None:
    """The squares discovered this turn, in order; an undiscovered or repeated one is left out."""
    for i, text in enumerate(top.get("placed_now", list, [])):
        where = f"{top.path}.placed_now[{i}]"
        sq = top.named_square(text, where)
        if state.tiles[sq] < 0:
            problems.append(Problem("EN-X4d", where, Text("entdecker-problem-placed-undiscovered",
                                                          square=state.board.square_name(sq))))
        elif sq in state.placed_now:
            problems.append(Problem("EN-X4d", where, Text("entdecker-problem-placed-twice", square=state.board.square_name(sq))))
        else:
            state.placed_now.append(sq)


def _read_ship(state: EntdeckerState, top: _Reader, problems: list[Problem]) -> None:
    """Where the ship stands; on a square only where a card lies, on one of its sea routes."""
    ship = _Reader(top.get("ship", dict, {}), f"{top.path}.ship", state.board)
    name = state.board.square_name
    if "circle" in ship.data and "square" in ship.data:
        raise FormatError(ship.path, Text("entdecker-file-ship-both"))
    if "circle" in ship.data:
        state.ship_circle = ship.number("circle", 0, len(state.board.circles) - 1)
    elif "square" in ship.data:
        square, route = ship.square("square"), ship.number("route", 0, MAX_PARTS - 1)
        look = state.looks[square]
        if look is None:
            problems.append(Problem("EN-X1", f"{ship.path}.square", Text("entdecker-problem-ship-undiscovered",
                                                                          square=name(square))))
        elif route >= len(look.routes):
            problems.append(Problem("EN-X6", f"{ship.path}.route", Text("entdecker-problem-sea-routes", square=name(square),
                                                                         routes=len(look.routes))))
        else:
            state.ship_square, state.ship_route = square, route
    if "started_on" in ship.data:
        state.start_square = ship.square("started_on")


def _read_islands(top: _Reader) -> list[list[tuple[int, int]]]:
    """The islands waiting to be scored, as [square, land part] nodes (checked against the board later)."""
    islands = []
    for i, island in enumerate(top.get("islands", list, [])):
        where = f"{top.path}.islands[{i}]"
        if not isinstance(island, list) or not island or not all(
                isinstance(n, list) and len(n) == 2 and isinstance(n[1], int) and not isinstance(n[1], bool)
                and 0 <= n[1] < MAX_PARTS for n in island):
            raise FormatError(where, Text("entdecker-file-islands", example='["C4", 0]'))

        islands.append([(top.named_square(sq, f"{where}[{j}][0]"), part) for j, (sq, part) in enumerate(island)])
    return islands
