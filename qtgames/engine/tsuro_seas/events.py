"""How Tsuro of the Seas events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .board import geometry
from .data import load_data

OUT_KINDS = ("ship_out", "ship_destroyed")   # the events that put a ship out of the game
FACINGS = ("north", "east", "south", "west")   # a daikaiju's facing, and the board's edges (north on top)
# A starting mark by its square's side and its place on that side (points 0-7, see board.py).
MARK_SIDES = ("top", "right", "bottom", "left")
MARK_PLACES = ("left", "right", "upper", "lower", "right", "left", "lower", "upper")
# How a ship went out (`ship_out`'s fate) as the catalogue selects on it.
FATES = {-1: "edge", -2: "daikaiju"}


def _sq(square: int) -> str:
    return geometry(load_data().size).square_name(square)


GOLD_ARROW_MARK = "★"


def daikaiju_label(rotation_number: int, gold_arrow: bool) -> str:
    """The one name a daikaiju goes by, on the board's badge, in the editor and in the log: its
    rotation number, starred when it has the gold arrow. Each number is printed on two daikaiju
    (TS-C3); the board showed two "2"s at once while the log said "gold daikaiju 2"."""
    return f"{rotation_number}{GOLD_ARROW_MARK if gold_arrow else ''}"


def kaiju_label(kaiju: int) -> str:
    """`daikaiju_label` of the daikaiju with id `kaiju`: "2★", "2"."""
    spec = load_data().daikaiju[kaiju]
    return daikaiju_label(spec.rotation_number, spec.gold_arrow)


def kaiju_name(kaiju: int) -> str:
    """A daikaiju in a sentence, by the name the board shows: "daikaiju 2★"."""
    return messages.say("tsuro-kaiju", label=kaiju_label(kaiju))


def mark_name(mark: int) -> str:
    """A starting mark as people name it: "A2, left edge, upper mark"."""
    position = geometry(load_data().size).start_marks[mark]
    return messages.say("tsuro-mark", square=_sq(position >> 3), side=MARK_SIDES[(position & 7) // 2],
                        place=MARK_PLACES[position & 7])


def point_name(point: int) -> str:
    """One of a square's eight edge points (0-7, clockwise from the top left) as people name it:
    "top edge, left point"."""
    return messages.say("tsuro-point", side=MARK_SIDES[point // 2], place=MARK_PLACES[point])


def ordinals(places: list[int]) -> str:
    """Places in a row (0 first) as words: "first", "first and third", "first, second and third"."""
    return messages.listed(messages.say("tsuro-ordinal", place=place + 1) for place in places)


def _seat(d: dict[str, Any]) -> dict[str, Any]:
    """The values of an event that names only its seat."""
    return {"player": _p(d["seat"])}


def _on(d: dict[str, Any]) -> dict[str, Any]:
    """A seat and the square it acts on."""
    return {"player": _p(d["seat"]), "square": _sq(d["square"])}


def _kaiju(d: dict[str, Any]) -> dict[str, Any]:
    """A daikaiju's move or turn: which, where, whither."""
    named = {"kaiju": kaiju_name(d["kaiju"]), "square": _sq(d["square"])}
    if "target" in d:
        named["target"] = _sq(d["target"])
    if "facing" in d:
        named["facing"] = FACINGS[d["facing"]]
    return named


def _out(d: dict[str, Any]) -> dict[str, Any]:
    """Where a ship's wake put it out: off which edge, into which daikaiju, or round which loop."""
    return {"player": _p(d["seat"]), "own": d["placed_by"] == d["seat"], "by": _p(d["placed_by"]),
            "fate": FATES.get(d["fate"], "loop"), "side": FACINGS[d.get("side", 0)], "square": _sq(d["square"]),
            "kaiju": kaiju_name(d["kaiju"]) if "kaiju" in d else ""}


def _bonus_to_pile(d: dict[str, Any]) -> dict[str, Any]:
    """TS-E1's leftovers by whose they were: "2 tiles Player 1 gave and 1 tile from Player 2's hand"."""
    parts = [messages.say("tsuro-bonus-given", count=d["given"], player=_p(d["seat"]))] if d["given"] else []
    parts += [messages.say("tsuro-bonus-left", count=n, player=_p(victim))
              for victim, n in zip(d["victims"], d["left"], strict=True) if n]
    return {"parts": messages.chained(parts), "count": d["given"] + sum(d["left"])}


_TEXTS: dict[str, Any] = {
    "dealt": lambda d: d,
    "kaiju_placed": lambda d: _kaiju(d) | {"gold": d["gold"], "blue": d["blue"]},
    "start_chosen": lambda d: {"player": _p(d["seat"]), "mark": mark_name(d["mark"])},
    "relocated": lambda d: {"player": _p(d["seat"]), "mark": mark_name(d["mark"])},
    "must_relocate": _seat,
    "turn": lambda d: {"player": _p(d["seat"]), "turn": d["turn"]},
    "dice": lambda d: {"player": _p(d["seat"]), "gold": d["gold"], "blue": d["blue"], "total": d["gold"] + d["blue"],
                       "moves": d["moves"]},
    "kaiju_die": lambda d: {"die": d["die"]},
    "no_kaiju_left": lambda d: {},
    "kaiju_top_up": lambda d: {"player": _p(d["seat"]), "count": d["count"], "minimum": d["minimum"]},
    "kaiju_turned": _kaiju,
    "kaiju_moved": _kaiju,
    "kaiju_left_board": _kaiju,
    "kaiju_destroyed": lambda d: _kaiju(d) | {"by": kaiju_name(d["by"]), "to": d["to"]},
    "tile_removed": lambda d: {"square": _sq(d["square"]), "to": d["to"]},
    "ship_destroyed": lambda d: _on(d) | {"kaiju": kaiju_name(d["kaiju"]), "cause": d["cause"]},
    "tile_placed": _on,
    "ship_sailed": _seat,
    "ship_out": _out,
    "bonus_taken": lambda d: {"player": _p(d["seat"]), "count": d["count"]},
    "bonus_to_pile": _bonus_to_pile,
    "hand_disposed": lambda d: {"player": _p(d["seat"]), "count": d["count"], "to": d["to"]},
    "drew": lambda d: {"player": _p(d["seat"]), "pile": d["pile"]},
    "pile_empty": _seat,
    "hand_empty": _seat,
    "blocked": _seat,
    "game_over": lambda d: {"winners": messages.chained(map(_p, d["winners"])), "count": len(d["winners"])},
}

for _kind, _text in _TEXTS.items():
    Event.describe_with(_kind, _text)


def _point(position: int) -> dict[str, Any]:
    """A ship's place as the position format writes it: the square in front and the point."""
    return {"square": _sq(position >> 3), "point": position & 7}


def _named(data: dict[str, Any]) -> dict[str, Any]:
    """Event values in JSON: squares by name, ship places and paths as square and point."""
    named = dict(data)
    for key in ("square", "target"):
        if key in named:
            named[key] = _sq(named[key])
    if "position" in named:
        named["position"] = _point(named["position"])
    if "path" in named:
        # A path's entries are the points the ship enters squares by; a last negative entry is
        # the point it leaves the board from (wakes.trace).
        named["path"] = [_point(position) if position >= 0 else _point(-1 - position) | {"leaves_board": True}
                         for position in named["path"]]
    return named


for _kind in ("kaiju_placed", "kaiju_turned", "kaiju_moved", "kaiju_left_board", "kaiju_destroyed",
              "tile_removed", "tile_placed", "start_chosen", "relocated", "ship_sailed", "ship_out", "ship_destroyed"):
    Event.json_with(_kind, _named)
