"""The human-editable position format of Entdecker (scenarios, saved positions) and its actions.

Squares are written as on the board's margins ("C4"), units by name. Every card and token
must be in exactly one place; a bad value is reported with its path, e.g.
`position.units[2].kind`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader
from ..core.rng import Rng
from .board import Board, opposite
from .board import board as make_board
from .data import EntdeckerData
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
        raise FormatError(path, 'an action must be an object such as {"draw": 2}')

    def number(key: str) -> int:
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise FormatError(f"{path}.{key}", "must be a whole number ≥ 0")
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
            raise FormatError(f"{path}.build", f"must be one of {', '.join(UNIT_NAMES)}")
        return Build(UNIT_NAMES.index(data["build"]), number("part"))
    if keys == {"recall"}:
        return Recall(number("recall"))
    if keys == {"token_pile"}:
        return TakeToken(number("token_pile"))
    if keys == {"decline_token"}:
        return DeclineToken()
    if keys == {"end_turn"}:
        return EndTurn()
    raise FormatError(path, f"unknown action with keys {sorted(keys)}; expected circle, square+route, declare, "
                            "draw, personal, place+quarters, build+part, recall, token_pile, decline_token or end_turn")


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

    def square(self, key: str, text: Any = None) -> int:
        value = self.get(key, str) if text is None else text
        b = self.board
        names = {b.square_name(sq): sq for sq in range(b.squares)}
        if not isinstance(value, str) or value.upper() not in names:
            raise FormatError(f"{self.path}.{key}", f"must be a square A1-{b.square_name(b.squares - 1)}")
        return names[value.upper()]


def from_json(data: Any, entdecker: EntdeckerData, options: EntdeckerOptions, path: str) -> EntdeckerState:
    board = make_board(entdecker.columns, entdecker.rows)
    top = _Reader(data, path, board)
    players = top.number("players", 2, 4)
    specs = list(entdecker.tiles)
    made = top.get("made_tiles", list, [])
    for i, klass in enumerate(made):
        if not isinstance(klass, int) or not 1 <= klass <= 6:
            raise FormatError(f"{path}.made_tiles[{i}]", "must be a reserve pile number 1-6")
        specs.append(replace(specs[entdecker.reserve_tiles(klass)[0]], id=len(specs)))
    tile_count = len(specs)
    squares = board.squares
    state = EntdeckerState(
        entdecker, board, options, players, Rng(top.get("rng", int, 0)), specs=specs,
        tile_looks=list(look_table(entdecker.tiles)) + [tuple(turned(s, q) for q in range(4))
                                                         for s in specs[len(entdecker.tiles):]],
        tiles=[-1] * squares, quarters=[0] * squares, looks=[None] * squares,
        stacks=top.index_lists("stacks", entdecker.stacks, tile_count), reserve=top.index_lists("reserve", 6, tile_count),
        boxed=_flat(top, "boxed", tile_count),
        token_piles=top.index_lists("token_piles", entdecker.token_piles, len(entdecker.tokens)),
        tokens=top.index_lists("tokens", players, len(entdecker.tokens)),
        gold=top.numbers("gold", players, 0, entdecker.gold_max), score=top.numbers("score", players, 0, 10**6),
        supply=[[0, 0, 0] for _ in range(players)],
        personal=top.index_lists("personal", players, tile_count) if "personal" in data else [[] for _ in range(players)],
        unit_owner=[-1] * squares, unit_kind=[0] * squares, unit_part=[0] * squares,
    )
    for i, entry in enumerate(top.get("board", list, [])):
        r = _Reader(entry, f"{path}.board[{i}]", board)
        sq = r.square("square")
        tile, quarters = r.number("tile", 0, tile_count - 1), r.number("quarters", 0, 3, 0)
        if state.tiles[sq] >= 0:
            raise FormatError(f"{r.path}.square", "holds two cards")
        state.tiles[sq], state.quarters[sq], state.looks[sq] = tile, quarters, state.tile_looks[tile][quarters]
    _check_matching(state, path)
    _read_units(state, top, path)
    _read_turn(state, top, path)
    _check_components(state, path)
    return state


def _flat(top: _Reader, key: str, limit: int) -> list[int]:
    value = top.get(key, list, [])
    if not all(isinstance(t, int) and not isinstance(t, bool) and 0 <= t < limit for t in value):
        raise FormatError(f"{top.path}.{key}", f"must list card numbers 0-{limit - 1}")
    return list(value)


def _check_matching(state: EntdeckerState, path: str) -> None:
    """EN-X4b holds on the whole board: a position with mismatched edges could never arise."""
    for sq, look in enumerate(state.looks):
        if look is None:
            continue
        for side in (1, 2):
            other = state.board.neighbour[sq * 4 + side]
            there = state.looks[other] if other >= 0 else None
            if there is not None and there.land[opposite(side)] != look.land[side]:
                raise FormatError(f"{path}.board", f"the cards on {state.board.square_name(sq)} and "
                                                   f"{state.board.square_name(other)} do not match (EN-X4b)")


def _read_units(state: EntdeckerState, top: _Reader, path: str) -> None:
    on_board = [[0, 0, 0] for _ in range(state.players)]
    for i, entry in enumerate(top.get("units", list, [])):
        r = _Reader(entry, f"{path}.units[{i}]", state.board)
        sq = r.square("square")
        look = state.looks[sq]
        if look is None or not look.parts:
            raise FormatError(f"{r.path}.square", "a unit stands on the land of a discovered card (EN-B1)")
        if state.unit_owner[sq] >= 0:
            raise FormatError(f"{r.path}.square", "only one unit may stand on a card (EN-B2)")
        kind = r.get("kind", str)
        if kind not in UNIT_NAMES:
            raise FormatError(f"{r.path}.kind", f"must be one of {', '.join(UNIT_NAMES)}")
        owner = r.number("owner", 0, state.players - 1)
        state.unit_owner[sq], state.unit_kind[sq] = owner, UNIT_NAMES.index(kind)
        state.unit_part[sq] = r.number("part", 0, len(look.parts) - 1, 0)
        on_board[owner][state.unit_kind[sq]] += 1
    for seat in range(state.players):
        for kind, name in enumerate(UNIT_NAMES):
            left = state.data.unit_count[name] - on_board[seat][kind]
            if left < 0:
                raise FormatError(f"{path}.units", f"player {seat + 1} has more than "
                                                   f"{state.data.unit_count[name]} {name}s (EN-C5)")
            state.supply[seat][kind] = left


def _read_turn(state: EntdeckerState, top: _Reader, path: str) -> None:
    players = state.players
    phase = top.get("phase", str, "start")
    if phase not in PHASES:
        raise FormatError(f"{path}.phase", f"must be one of {', '.join(PHASES)}")
    state.phase = PHASES[phase]
    state.active = top.number("active", 0, players - 1, 0)
    state.first = top.number("first", 0, players - 1, 0)
    state.round = top.number("round", 1, 10**6, 1)
    state.spin = top.get("spin", int, 0)
    state.budget = top.number("budget", 0, 2 * state.data.gold_max, 0)
    state.personal_played = top.get("personal_played", bool, False)
    state.drawn = top.number("drawn", -1, len(state.specs) - 1, -1)
    state.drawn_personal = top.get("drawn_personal", bool, False)
    state.storm = top.get("storm", bool, False)
    state.last_card = top.get("last_card", bool, False)
    state.placed_now = [top.square("placed_now", s) for s in top.get("placed_now", list, [])]
    if any(state.tiles[sq] < 0 for sq in state.placed_now):
        raise FormatError(f"{path}.placed_now", "lists an undiscovered square")
    # Absent in a hand-made position: a card placed this turn means one was turned over.
    state.explored = top.get("explored", bool, bool(state.placed_now))
    ship = _Reader(top.get("ship", dict, {}), f"{path}.ship", state.board)
    if "circle" in ship.data:
        state.ship_circle = ship.number("circle", 0, len(state.board.circles) - 1)
    elif "square" in ship.data:
        state.ship_square = ship.square("square")
        look = state.looks[state.ship_square]
        if look is None:
            raise FormatError(f"{ship.path}.square", "the ship stands on a discovered card or a circle")
        state.ship_route = ship.number("route", 0, len(look.routes) - 1)
    if "started_on" in ship.data:
        state.start_square = ship.square("started_on")
    if state.phase in (Phase.DECLARE, Phase.EXPLORE, Phase.PLACE) and state.ship_circle < 0 and state.ship_square < 0:
        raise FormatError(f"{path}.ship", f"in the {phase} phase the ship must be on a circle or a card")
    if state.phase == Phase.PLACE and state.drawn < 0:
        raise FormatError(f"{path}.drawn", "the place phase needs the drawn card")
    state.islands = []
    for i, island in enumerate(top.get("islands", list, [])):
        if not isinstance(island, list) or not all(isinstance(n, list) and len(n) == 2 for n in island):
            raise FormatError(f"{path}.islands[{i}]", 'must list [square, land part] pairs such as ["C4", 0]')
        state.islands.append([(top.square(f"islands[{i}]", sq), part) for sq, part in island])
    state.island_tokens = top.get("island_tokens", list, [])
    state.token_queue = top.get("token_queue", list, [])
    if not all(isinstance(s, int) and 0 <= s < players for s in state.token_queue):
        raise FormatError(f"{path}.token_queue", f"must list seats 0-{players - 1}")
    if state.phase == Phase.TOKEN and not state.token_queue:
        raise FormatError(f"{path}.token_queue", "the token phase needs a greatest discoverer to draw")
    state.winners = top.get("winners", list, [])


def _check_components(state: EntdeckerState, path: str) -> None:
    """Every card and every token in exactly one place."""
    places = ([t for t in state.tiles if t >= 0] + [t for s in state.stacks for t in s]
              + [t for r in state.reserve for t in r] + state.boxed + [t for p in state.personal for t in p]
              + ([state.drawn] if state.drawn >= 0 else []))
    if sorted(places) != list(range(len(state.specs))):
        missing = sorted(set(range(len(state.specs))) - set(places))
        doubled = sorted({t for t in places if places.count(t) > 1})
        raise FormatError(f"{path}.stacks", f"each card must be in exactly one place "
                                            f"(missing {missing[:5]}, doubled {doubled[:5]})")
    tokens = [t for p in state.token_piles for t in p] + [t for kept in state.tokens for t in kept]
    if sorted(tokens) != list(range(len(state.data.tokens))):
        raise FormatError(f"{path}.token_piles", "each discovery token must be in a pile or held, once")
