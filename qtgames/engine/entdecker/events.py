"""How Entdecker events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .board import board
from .data import load_data
from .state import UNIT_NAMES


def _sq(square: int) -> str:
    data = load_data()
    return board(data.columns, data.rows).square_name(square)


def card_name(tile: int) -> messages.Text:
    """A card by its shape ("an islet card"), or the one made to fill a hole."""
    data = load_data()
    if tile >= len(data.tiles):
        return messages.Text("entdecker-card", shape="made", name="")
    shape = data.tiles[tile].shape
    return messages.Text("entdecker-card", shape=shape, name=messages.Text("entdecker-shape", shape=shape))


def _squares(data: dict[str, Any]) -> str:
    """The squares a drawn card was tried on, by name."""
    return ", ".join(_sq(square) for square in data["squares"])


def _points(points: dict[int, int]) -> str:
    return ", ".join(f"{_p(seat)} {gained}" for seat, gained in sorted(points.items(), key=lambda kv: -kv[1]))


def _player(d: dict[str, Any]) -> dict[str, Any]:
    """The values of an event that names only its player."""
    return {"player": _p(d["player"])}


def _on(d: dict[str, Any]) -> dict[str, Any]:
    """A player and the square it acts on."""
    return {"player": _p(d["player"]), "square": _sq(d["square"])}


def _tried(d: dict[str, Any]) -> dict[str, Any]:
    """A drawn card that fits nowhere, and the squares it was tried on."""
    return {"card": card_name(d["tile"]), "squares": _squares(d), "event": d.get("event") or "none",
            "pile": d.get("pile", 0)}


_TEXTS: dict[str, Any] = {
    "setup": lambda d: {"count": len(d["stacks"]), "stacks": ", ".join(map(str, d["stacks"]))},
    "income": lambda d: {"round": d["round"], "player": _p(d["player"]), "spin": d["spin"]},
    "new_first": _player,
    "start_circle": _on,
    "start_square": _on,
    "start_fee": lambda d: {"player": _p(d["player"]), "fee": d["fee"], "owner": _p(d["owner"]),
                            "unit": UNIT_NAMES[d["unit"]], "to_owner": d["to_owner"]},
    "declared": lambda d: {"player": _p(d["player"]), "amount": d["amount"], "gold": d["gold"]},
    "turned_over": lambda d: {"player": _p(d["player"]), "card": card_name(d["tile"]), "stack": d["stack"] + 1},
    "last_card": lambda d: {},
    "personal": lambda d: {"player": _p(d["player"]), "card": card_name(d["tile"])},
    "placed": lambda d: {"square": _sq(d["square"]), "turned": messages.Text("entdecker-quarters",
                                                                             quarters=d["quarters"])},
    "unplayable": _tried,
    "to_reserve": _tried,
    "storm": _player,
    "hostile": lambda d: {},
    "friendly": _player,
    "friendly_no_tokens": lambda d: {},
    "native_token": lambda d: {"player": _p(d["player"]), "pile": d["pile"] + 1},
    "declined_token": _player,
    "pirates": lambda d: {"player": _p(d["player"]), "loss": d["loss"]},
    "ruins": lambda d: {"player": _p(d["player"]), "points": d["points"]},
    "gold": lambda d: {"player": _p(d["player"]), "gain": d["gain"]},
    "no_way_on": lambda d: {"unused": d["unused"], "gold": d["gold"]},
    "stopped": lambda d: {"player": _p(d["player"]), "unused": d["unused"]},
    "built": lambda d: _on(d) | {"unit": UNIT_NAMES[d["unit"]], "cost": d["cost"]},
    "recalled": _on,
    "filled": lambda d: {"square": _sq(d["square"]), "pile": d["pile"]},
    "made_tile": lambda d: {"square": _sq(d["square"]), "pile": d["pile"]},
    "island_empty": lambda d: {"squares": d["squares"]},
    "too_few_tokens": lambda d: {},
    "discovery": lambda d: {"player": _p(d["player"]), "value": d["value"]},
    "island_scored": lambda d: {"value": d["value"], "cards": d["cards"], "token": d["token"] or 0,
                                "points": _points(d["points"])},
    "units_back": lambda d: {},
    "cannot_pay": _player,
    "no_start": lambda d: {},
    "game_end": lambda d: {"undiscovered": d["undiscovered"], "cards_left": d["cards_left"]},
    "token_bonus": lambda d: {"player": _p(d["player"]), "points": d["points"]},
    "winners": lambda d: {"players": messages.chained(map(_p, d["players"])), "count": len(d["players"]),
                          "points": max(d["scores"])},
}

for _kind, _text in _TEXTS.items():
    Event.describe_with(_kind, _text)


def _named(data: dict[str, Any]) -> dict[str, Any]:
    """Event values in JSON: squares by name, as positions write them ("D4", not 33)."""
    named = dict(data)
    if "square" in named:
        named["square"] = _sq(named["square"])
    return named


def _squares_named(data: dict[str, Any]) -> dict[str, Any]:
    """Event values in JSON with a list of squares (an island, the squares a card was tried on)."""
    return {**data, "squares": [_sq(square) for square in data["squares"]]}


for _kind in ("start_circle", "start_square", "start_fee", "placed", "built", "recalled", "filled", "made_tile",
              "no_way_on"):
    Event.json_with(_kind, _named)
for _kind in ("island_scored", "unplayable", "to_reserve"):
    Event.json_with(_kind, _squares_named)
