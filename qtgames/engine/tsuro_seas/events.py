"""How Tsuro of the Seas events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.messages import counted
from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .board import geometry
from .data import load_data

OUT_KINDS = ("ship_out", "ship_destroyed")   # the events that put a ship out of the game
FACINGS = ("north", "east", "south", "west")   # a daikaiju's facing, and the board's edges (north on top)
# A starting mark by its square's side and its place on that side (points 0-7, see board.py).
MARK_SIDES = ("top", "right", "bottom", "left")
MARK_PLACES = ("left", "right", "upper", "lower", "right", "left", "lower", "upper")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_CAUSES = {
    "daikaiju_moved": "the {kaiju} moved onto its tile on {square}",
    "daikaiju_placed": "the {kaiju} landed on its tile on {square}",
    "daikaiju_in_front": "the {kaiju} moved in front of it, onto {square}",
    "daikaiju_waiting": "the {kaiju} waits in front of it on {square}",
    "no_free_mark": "the {kaiju} on {square} blocks its start, and no other mark on that side is free",
}


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
    """A daikaiju in a sentence: "daikaiju 2★"."""
    return f"daikaiju {kaiju_label(kaiju)}"


def _who(seats: list[int]) -> str:
    return " and ".join(_p(s) for s in seats)


def mark_name(mark: int) -> str:
    """A starting mark as people name it: "A2, left edge, upper mark"."""
    geo = geometry(load_data().size)
    position = geo.start_marks[mark]
    return f"{_sq(position >> 3)}, {MARK_SIDES[(position & 7) // 2]} edge, {MARK_PLACES[position & 7]} mark"


def point_name(point: int) -> str:
    """One of a square's eight edge points (0-7, clockwise from the top left) as people name it:
    "top edge, left point"."""
    return messages.say("point_name", "{side} edge, {place} point", side=MARK_SIDES[point // 2],
                        place=MARK_PLACES[point], point=point)


def ordinals(places: list[int]) -> str:
    """Places in a row (0 first) as words: "first", "first and third", "first, second and third"."""
    words = [ORDINALS[place] if place < len(ORDINALS) else f"{place + 1}th" for place in places]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _out(d: dict[str, Any]) -> str:
    """Where a ship's wake put it out: off which edge, into which daikaiju, or round which loop."""
    fate, square = d["fate"], _sq(d["square"])
    if fate == -1:
        return f"sails off the {FACINGS[d['side']]} edge at {square}"
    if fate == -2:
        return f"sails into the {kaiju_name(d['kaiju'])} on {square}"
    return f"is caught in a loop with no end through {square}"


def _bonus_to_pile(d: dict[str, Any]) -> str:
    """TS-E1's leftovers by whose they were: "2 tiles Player 1 gave and 1 tile from Player 2's hand"."""
    parts = [f"{counted(d['given'], 'tile')} {_p(d['seat'])} gave"] if d["given"] else []
    parts += [f"{counted(n, 'tile')} from {_p(victim)}'s hand" for victim, n in zip(d["victims"], d["left"], strict=True) if n]
    single = d["given"] + sum(d["left"]) == 1
    return f"{' and '.join(parts)} go{'es' * single} to the bottom of the pile."


_TEXTS: dict[str, Any] = {
    "dealt": lambda d: f"Each of {d['players']} players is dealt {d['hand']} wake tiles; {d['pile']} form the pile.",
    "kaiju_placed": lambda d: (f"Gold {d['gold']}, blue {d['blue']}: {kaiju_name(d['kaiju'])} is placed on "
                               f"{_sq(d['square'])}, facing {FACINGS[d['facing']]}."),
    "start_chosen": lambda d: f"{_p(d['seat'])} puts their ship on {mark_name(d['mark'])}.",
    "relocated": lambda d: f"{_p(d['seat'])} moves their ship to {mark_name(d['mark'])}.",
    "must_relocate": lambda d: f"A daikaiju blocks {_p(d['seat'])}'s first move: they move to another mark.",
    "turn": lambda d: f"Turn {d['turn']}: {_p(d['seat'])}.",
    "dice": lambda d: (f"{_p(d['seat'])} rolls gold {d['gold']} + blue {d['blue']} = {d['gold'] + d['blue']}"
                       + (": the daikaiju move!" if d["moves"] else ".")),
    "kaiju_die": lambda d: (f"The daikaiju die shows {d['die']}"
                            + (": a new daikaiju arrives." if d["die"] == 6 else ".")),
    "no_kaiju_left": lambda d: "No daikaiju is left in the supply: nothing happens.",
    "kaiju_top_up": lambda d: (("No daikaiju is" if d["count"] == 0 else f"Only {d['count']} daikaiju "
                                + ("is" if d["count"] == 1 else "are")) + " left on the board, fewer than "
                               f"{d['minimum']}: {_p(d['seat'])} places new ones until there are {d['minimum']}, and "
                               "does not roll for their movement this turn."),
    "kaiju_turned": lambda d: f"The {kaiju_name(d['kaiju'])} turns to face {FACINGS[d['facing']]}.",
    "kaiju_moved": lambda d: f"The {kaiju_name(d['kaiju'])} moves from {_sq(d['square'])} to {_sq(d['target'])}.",
    "kaiju_left_board": lambda d: (f"The {kaiju_name(d['kaiju'])} leaves the board from {_sq(d['square'])}: "
                                   "it is out of the game."),
    "kaiju_destroyed": lambda d: (f"The {kaiju_name(d['by'])} destroys the {kaiju_name(d['kaiju'])} on {_sq(d['square'])}"
                                  + (" (back to the supply)." if d["to"] == "supply" else " (out of the game).")),
    "tile_removed": lambda d: (f"The wake tile on {_sq(d['square'])} is removed "
                               + ("to the bottom of the pile." if d["to"] == "pile" else "from the game.")),
    "ship_destroyed": lambda d: (f"{_p(d['seat'])}'s ship is destroyed: "
                                 + _CAUSES[d["cause"]].format(kaiju=kaiju_name(d["kaiju"]), square=_sq(d["square"])) + "."),
    "tile_placed": lambda d: f"{_p(d['seat'])} places a wake tile on {_sq(d['square'])}.",
    "ship_sailed": lambda d: f"{_p(d['seat'])}'s ship follows its wake.",
    "ship_out": lambda d: (f"{_p(d['seat'])}'s ship"
                           + ("" if d["placed_by"] == d["seat"] else f", moved by {_p(d['placed_by'])}'s tile,")
                           + f" {_out(d)}: out of the game."),
    "bonus_taken": lambda d: f"{_p(d['seat'])} swaps {counted(d['count'], 'tile')} with the eliminated players' hands.",
    "bonus_to_pile": _bonus_to_pile,
    "hand_disposed": lambda d: (f"{counted(d['count'], 'tile')} of {_p(d['seat'])}'s hand "
                                + ("goes" if d["count"] == 1 else "go")
                                + (" to the bottom of the pile." if d["to"] == "pile" else " out of the game.")),
    "drew": lambda d: f"{_p(d['seat'])} draws a tile ({d['pile']} left in the pile).",
    "pile_empty": lambda d: f"The pile is empty: {_p(d['seat'])} draws nothing.",
    "hand_empty": lambda d: f"{_p(d['seat'])} has no tile to place and skips the rest of the turn.",
    "blocked": lambda d: f"A daikaiju waits in front of {_p(d['seat'])}'s ship: it cannot sail this turn.",
    "game_over": lambda d: (f"{_who(d['winners'])} win{'s' if len(d['winners']) == 1 else ''}!"
                            if d["winners"] else "Nobody survives."),
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
