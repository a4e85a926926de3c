"""Edits the scenario editor makes to an Entdecker position, on the position format itself.

Each function takes a position (the JSON of `position.py`) and returns a changed copy that
keeps every card, discovery token and unit in exactly one place: a card laid on the board
leaves its stack, pile, hand or the box; a card pushed off a square goes back to its supply
(an exploration card under the shortest stack, a reserve card on top of its pile, a card made
for a hole out of existence) and the units on that square go back to their owners' supplies.
Legality is not decided here — the editor lists the position's problems (`read_position`)
after every edit — but components never vanish or double, so a position built by dragging
stays countable (EN-C2..C5). The few edits no table could make (a reserve card in a stack, a
fourth scout) leave the position as it was. The editor undoes an edit by keeping the old copy.
"""

from __future__ import annotations

import copy
from typing import Any

from ..core.editing import Position
from .data import EntdeckerData, TileSpec
from .rules import deal

# The lists a card can lie in besides the board, as their position fields.
CARD_PLACES = ("stacks", "reserve", "boxed", "personal", "drawn")
TOKEN_PLACES = ("token_piles", "tokens")
# The rules that say what a position field holds, for the scenario editor's labels and
# tooltips (the editor cites these instead of writing rule IDs of its own). A key is a position
# field; "field[]" one entry of a list field, where that entry has a rule of its own.
FIELD_RULES: dict[str, tuple[str, ...]] = {
    "first": ("EN-R1", "EN-R4"),      # who holds the spinner; rotating with the variant
    "started_on": ("EN-X1",),         # where the ship started this turn
    "budget": ("EN-X3",),             # what was declared and is not yet used
    "drawn": ("EN-X4b",),             # the card waiting to be placed
    "boxed": ("EN-X4c",),             # cards out of the game
    "reserve": ("EN-C3",),            # the reserve piles, face up
    "reserve[]": ("EN-X7",),          # a pile fills holes from its top
    "token_piles": ("EN-C4",),        # discovery tokens, face down
    "personal[]": ("EN-V1",),         # a player's personal tiles (variant)
}


def _copy(position: Position) -> Position:
    return copy.deepcopy(position)


def _same(a: str, b: str) -> bool:
    """Square names compare as the reader reads them (lower case is accepted)."""
    return a.upper() == b.upper()


def card_kind(spec: TileSpec) -> tuple[str, str, str | None]:
    """What tells cards apart at the table: shape, back and event (plain headlands are alike)."""
    return spec.shape, spec.back, spec.event


# ---------------------------------------------------------------- where things are


def card_on(position: Position, square: str) -> dict[str, Any] | None:
    """The board entry of the card on `square`, or None (undiscovered)."""
    return next((entry for entry in position.get("board", []) if _same(entry["square"], square)), None)


def unit_on(position: Position, square: str) -> dict[str, Any] | None:
    return next((unit for unit in position.get("units", []) if _same(unit["square"], square)), None)


def units_left(position: Position, data: EntdeckerData, owner: int, kind: str) -> int:
    """How many of `owner`'s units of `kind` are in the supply (EN-C5: 3 scouts, 2 forts, 1 settlement)."""
    placed = sum(1 for unit in position.get("units", []) if unit["owner"] == owner and unit["kind"] == kind)
    return data.unit_count[kind] - placed


def spare_cards(position: Position, data: EntdeckerData, kind: tuple[str, str, str | None]) -> list[int]:
    """The cards of `kind` not in play, in the order the editor takes them to lay or stack: a reserve
    card from the top of its pile (where play takes it); another from the box, then from the bottom
    of the stacks (the next draws stay as they were), then from a hand."""
    def of_kind(card: int) -> bool:
        return card < len(data.tiles) and card_kind(data.tiles[card]) == kind

    if kind[1] == "reserve":
        pools: list[list[int]] = [list(reversed(pile)) for pile in position["reserve"]]
    else:
        by_depth = sorted((depth, s, card) for s, stack in enumerate(position["stacks"])
                          for depth, card in enumerate(stack))
        pools = [position.get("boxed", []), [card for *_, card in by_depth], *position.get("personal", [])]
    return [card for pool in pools for card in pool if of_kind(card)]


# ---------------------------------------------------------------- taking and returning


def _pull_card(position: Position, card: int) -> None:
    """Lift `card` out of whichever list holds it (the board is the caller's business)."""
    for field in ("stacks", "reserve", "personal"):
        for cards in position.get(field, []):
            if card in cards:
                cards.remove(card)
    if card in position.get("boxed", []):
        position["boxed"].remove(card)
    if position.get("drawn", -1) == card:
        position["drawn"] = -1


def _to_supply(position: Position, data: EntdeckerData, card: int) -> None:
    """A card leaving play: a reserve card on top of its pile, an exploration card under the shortest
    stack (the next draws stay as they were), a card made for a hole ceases to exist."""
    if card >= len(data.tiles):
        _unmake(position, data, card)
    elif data.tiles[card].back == "reserve":
        position["reserve"][data.tiles[card].klass - 1].append(card)
    else:
        min(position["stacks"], key=len).insert(0, card)


def _unmake(position: Position, data: EntdeckerData, card: int) -> None:
    """Made cards are numbered in order (120, 121 …): those after it move down one."""
    del position["made_tiles"][card - len(data.tiles)]
    for entry in position["board"]:
        if entry["tile"] > card:
            entry["tile"] -= 1


def _vacate(position: Position, data: EntdeckerData, square: str, keep: dict[str, Any] | None = None) -> None:
    """Clear `square` but for the board entry `keep`: its card back to its supply, its units to their
    owners, the ship off the board, and the square no longer counted as discovered this turn."""
    for entry in [e for e in position.get("board", []) if _same(e["square"], square) and e is not keep]:
        position["board"].remove(entry)
        _to_supply(position, data, entry["tile"])
    _drop_units(position, square)
    ship = position.get("ship", {})
    if "square" in ship and _same(ship["square"], square):
        position["ship"] = {}
    if "placed_now" in position:
        position["placed_now"] = [s for s in position["placed_now"] if not _same(s, square)]


def _drop_units(position: Position, square: str) -> None:
    if "units" in position:
        position["units"] = [unit for unit in position["units"] if not _same(unit["square"], square)]


def _take_card(position: Position, data: EntdeckerData, card: int) -> None:
    """Lift `card` from wherever it is; a square it leaves is cleared as it would be at the table."""
    for entry in position.get("board", []):
        if entry["tile"] == card:
            position["board"].remove(entry)
            _vacate(position, data, entry["square"])
            break
    _pull_card(position, card)


# ---------------------------------------------------------------- cards on the board


def lay_card(position: Position, data: EntdeckerData, card: int, square: str, quarters: int = 0) -> Position:
    """Lay `card` on `square` turned `quarters`, taken from wherever it is; what lay there goes back."""
    here = card_on(position, square)
    if here is not None and here["tile"] == card:
        return _copy(position)
    result = _copy(position)
    _take_card(result, data, card)
    entry = {"square": square.upper(), "tile": card, "quarters": quarters % 4}
    # Laid before the square is cleared: a made card leaving renumbers the ones after it, this one too.
    result.setdefault("board", []).append(entry)
    _vacate(result, data, square, keep=entry)
    return result


def move_card(position: Position, data: EntdeckerData, source: str, target: str) -> Position:
    """Carry the card on `source` to `target` with what stands on it (units, the ship) and what the
    turn says of it (discovered this turn, the turn's start); what lay on `target` goes back."""
    if _same(source, target) or card_on(position, source) is None:
        return _copy(position)
    result = _copy(position)
    _vacate(result, data, target)
    name = target.upper()
    for item in result["board"] + result.get("units", []):
        if _same(item["square"], source):
            item["square"] = name
    ship = result.get("ship", {})
    for key in ("square", "started_on"):
        if key in ship and _same(ship[key], source):
            ship[key] = name
    if "placed_now" in result:
        result["placed_now"] = [name if _same(s, source) else s for s in result["placed_now"]]
    for island in result.get("islands", []):
        for node in island:
            if _same(node[0], source):
                node[0] = name
    return result


def turn_card(position: Position, square: str, quarters: int = 1) -> Position:
    """Turn the card on `square` `quarters` clockwise; land parts and sea routes keep their numbers."""
    result = _copy(position)
    entry = card_on(result, square)
    if entry is not None:
        entry["quarters"] = (entry.get("quarters", 0) + quarters) % 4
    return result


def lift_card(position: Position, data: EntdeckerData, square: str) -> Position:
    """Take the card off `square` back to its supply, with the units on it."""
    result = _copy(position)
    _vacate(result, data, square)
    return result


# ---------------------------------------------------------------- cards off the board


def put_card(position: Position, data: EntdeckerData, card: int, field: str, index: int = 0) -> Position:
    """Put `card` on top of a list: a stack, a reserve pile, a seat's hand, the box, or drawn (a
    card drawn before goes back to its supply). Putting a card on top of its own list reorders it.

    Refused (the position comes back unchanged): a card made for a hole anywhere but the board
    (EN-D2), a reserve card anywhere but its own pile (EN-C3), an exploration card in another
    kind's reserve pile (EN-X4c' puts one only in its own)."""
    if field not in CARD_PLACES:
        raise ValueError(f"a card lies in one of {', '.join(CARD_PLACES)}, not {field!r}")
    if card >= len(data.tiles):
        return _copy(position)
    spec = data.tiles[card]
    if (spec.back == "reserve" or field == "reserve") and (field, index) != ("reserve", spec.klass - 1):
        return _copy(position)
    result = _copy(position)
    _take_card(result, data, card)
    if field == "drawn":
        if result.get("drawn", -1) >= 0:
            _to_supply(result, data, result["drawn"])
        result["drawn"] = card
    elif field == "boxed":
        result.setdefault("boxed", []).append(card)
    else:
        if field == "personal":
            result.setdefault("personal", [[] for _ in range(result["players"])])
        result[field][index].append(card)
    return result


def ready_to_draw(position: Position, data: EntdeckerData, card: int) -> tuple[Position, int]:
    """The position in which the active player's next draw (EN-X4a) turns over `card`, and the
    stack to draw from: `card` on top of the stack holding it (else the first), the turn exploring
    with a card declared and not yet turned over (EN-X3), nothing drawn and waiting, and the ship
    where it is (on the first starting circle if it is nowhere yet). A ruling about a card that
    fits nowhere, or anywhere, is then one draw away.

    A reserve card, or one made for a hole, is never drawn: ValueError."""
    if card >= len(data.tiles) or data.tiles[card].back == "reserve":
        raise ValueError(f"card {card} is not an exploration card: it is never drawn from a stack")
    stack = next((i for i, cards in enumerate(position["stacks"]) if card in cards), 0)
    result = put_card(position, data, card, "stacks", stack)
    drawn = result.get("drawn", -1)
    if drawn >= 0:
        result["drawn"] = -1
        _to_supply(result, data, drawn)
    if "circle" not in result.get("ship", {}) and "square" not in result.get("ship", {}):
        result = ship_to_circle(result, 0)
    result.update(phase="explore", budget=max(1, result.get("budget", 0)), drawn_personal=False, storm=False,
                  last_card=False)
    return result, stack


def put_token(position: Position, token: int, field: str, index: int) -> Position:
    """Put discovery token `token` on top of a token pile, or into a seat's hand (face up)."""
    if field not in TOKEN_PLACES:
        raise ValueError(f"a token lies in one of {', '.join(TOKEN_PLACES)}, not {field!r}")
    result = _copy(position)
    for place in TOKEN_PLACES:
        for tokens in result[place]:
            if token in tokens:
                tokens.remove(token)
    result[field][index].append(token)
    return result


# ---------------------------------------------------------------- units and the ship


def put_unit(position: Position, data: EntdeckerData, owner: int, kind: str, square: str,
             part: int = 0) -> Position:
    """Set one of `owner`'s units of `kind` from the supply on land part `part` of `square`; a unit
    standing there goes back first. A player with none left in the supply sets nothing (EN-C5)."""
    result = _copy(position)
    _drop_units(result, square)
    if units_left(result, data, owner, kind) <= 0:
        return _copy(position)
    result.setdefault("units", []).append({"square": square.upper(), "owner": owner, "kind": kind, "part": part})
    return result


def move_unit(position: Position, source: str, target: str, part: int = 0) -> Position:
    """Carry the unit on `source` to land part `part` of `target` (the same square: another part);
    a unit standing on `target` goes back to its owner's supply."""
    result = _copy(position)
    unit = unit_on(result, source)
    if unit is None:
        return result
    if not _same(source, target):
        _drop_units(result, target)
    unit.update(square=target.upper(), part=part)
    return result


def lift_unit(position: Position, square: str) -> Position:
    """Send the unit on `square` back to its owner's supply."""
    result = _copy(position)
    _drop_units(result, square)
    return result


def ship_to_square(position: Position, square: str, route: int) -> Position:
    """Sail the ship onto sea route `route` of the card on `square` (where the turn started stays)."""
    result = _copy(position)
    ship = result.get("ship", {})
    result["ship"] = {"square": square.upper(), "route": route} | {k: v for k, v in ship.items() if k == "started_on"}
    return result


def ship_to_circle(position: Position, circle: int) -> Position:
    """Put the ship on starting circle `circle` (EN-C1), as before a turn's first card."""
    result = _copy(position)
    ship = result.get("ship", {})
    result["ship"] = {"circle": circle} | {k: v for k, v in ship.items() if k == "started_on"}
    return result


def lift_ship(position: Position) -> Position:
    """Take the ship off the board: no turn is under way."""
    result = _copy(position)
    result["ship"] = {}
    return result


def set_started_on(position: Position, square: str | None) -> Position:
    """Where this turn's start was a discovered square (EN-X1), or None for a starting circle."""
    result = _copy(position)
    ship = result.setdefault("ship", {})
    ship.pop("started_on", None)
    if square:
        ship["started_on"] = square.upper()
    return result


# ---------------------------------------------------------------- players and numbers


def set_players(position: Position, data: EntdeckerData, players: int) -> Position:
    """Seat `players` players. New seats bring the starting gold and nothing else; a seat that
    leaves sends its units to the supply, its tokens onto the shorter pile and its personal
    tiles under the stacks."""
    result = _copy(position)
    for seat in range(players, result["players"]):
        result["units"] = [unit for unit in result.get("units", []) if unit["owner"] != seat]
        for token in result["tokens"][seat]:
            min(result["token_piles"], key=len).append(token)
        for card in result.get("personal", [[]] * result["players"])[seat]:
            _to_supply(result, data, card)
    extra = max(0, players - result["players"])
    for key, fresh in (("tokens", []), ("gold", data.gold_start), ("score", 0), ("personal", [])):
        if key in result:
            result[key] = (result[key] + [copy.copy(fresh) for _ in range(extra)])[:players]
    result["players"] = players
    for key in ("active", "first"):
        result[key] = min(result.get(key, 0), players - 1)
    for key in ("token_queue", "winners"):
        result[key] = [seat for seat in result.get(key, []) if seat < players]
    return result



def set_seat_value(position: Position, key: str, seat: int, value: int) -> Position:
    """Set one seat's gold or points."""
    result = _copy(position)
    result[key][seat] = value
    return result


def blank_position(data: EntdeckerData, players: int = 2) -> Position:
    """An undiscovered sea to lay a scenario out on: the exploration cards dealt into the stacks and
    the tokens into their piles in id order, the reserve piles full, each player with the starting
    gold and every unit, the ship waiting to start the first turn."""
    return {
        "players": players, "active": 0, "first": 0, "round": 1, "phase": "start", "rng": 1, "spin": 0,
        "board": [], "made_tiles": [], "units": [],
        "stacks": deal(data.draw_tiles(), data.stacks),
        "reserve": [data.reserve_tiles(klass) for klass in range(1, 7)], "boxed": [],
        "token_piles": deal(list(range(len(data.tokens))), data.token_piles),
        "tokens": [[] for _ in range(players)], "gold": [data.gold_start] * players, "score": [0] * players,
        "personal": [[] for _ in range(players)], "ship": {}, "budget": 0, "personal_played": False,
        "explored": False, "placed_now": [], "drawn": -1, "drawn_personal": False, "storm": False,
        "last_card": False, "islands": [], "island_tokens": [], "token_queue": [], "winners": [],
    }
