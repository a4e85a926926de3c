"""How Tsuro of the Seas events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .board import geometry
from .data import load_data

FACINGS = ("north", "east", "south", "west")
_CAUSES = {
    "daikaiju_moved": "a daikaiju destroyed the tile it stood on",
    "daikaiju_placed": "a daikaiju landed on the tile it stood on",
    "daikaiju_in_front": "a daikaiju moved in front of it",
    "daikaiju_waiting": "a daikaiju waits in front of it",
    "no_free_mark": "a daikaiju blocks its start and no other mark on that side is free",
}
_FATES = {-1: "sails off the board's edge", -2: "sails into a daikaiju", -3: "is trapped in a loop with no end"}


def _sq(square: int) -> str:
    return geometry(load_data().size).square_name(square)


def _k(kaiju: int) -> str:
    """A daikaiju as the board shows it: by its rotation number, gold if it has the gold arrow."""
    spec = load_data().daikaiju[kaiju]
    return f"{'gold ' if spec.gold_arrow else ''}daikaiju {spec.rotation_number}"


def _mark(d: dict[str, Any]) -> str:
    """A starting mark by its number in files and actions, and where it is: "11 (F1, point 1)"."""
    return f"{d['mark']} ({_sq(d['position'] >> 3)}, point {d['position'] & 7})"


def _who(seats: list[int]) -> str:
    return " and ".join(_p(s) for s in seats)


def _tiles(count: int) -> str:
    return f"{count} tile{'s' * (count != 1)}"


def _bonus_to_pile(d: dict[str, Any]) -> str:
    """TS-E1's leftovers by whose they were: "2 tiles Player 1 gave and 1 tile from Player 2's hand"."""
    parts = [f"{_tiles(d['given'])} {_p(d['seat'])} gave"] if d["given"] else []
    parts += [f"{_tiles(n)} from {_p(victim)}'s hand" for victim, n in zip(d["victims"], d["left"]) if n]
    single = d["given"] + sum(d["left"]) == 1
    return f"{' and '.join(parts)} go{'es' * single} to the bottom of the pile."


_TEXTS: dict[str, Any] = {
    "dealt": lambda d: f"Each of {d['players']} players is dealt {d['hand']} wake tiles; {d['pile']} form the pile.",
    "kaiju_placed": lambda d: (f"Gold {d['gold']}, blue {d['blue']}: {_k(d['kaiju'])} is placed on "
                               f"{_sq(d['square'])}, facing {FACINGS[d['facing']]}."),
    "start_chosen": lambda d: f"{_p(d['seat'])} puts their ship on starting mark {_mark(d)}.",
    "relocated": lambda d: f"{_p(d['seat'])} moves their ship to starting mark {_mark(d)}.",
    "must_relocate": lambda d: f"A daikaiju blocks {_p(d['seat'])}'s first move: they move to another mark.",
    "turn": lambda d: f"Turn {d['turn']}: {_p(d['seat'])}.",
    "dice": lambda d: (f"{_p(d['seat'])} rolls gold {d['gold']} + blue {d['blue']} = {d['gold'] + d['blue']}"
                       + (": the daikaiju move!" if d["moves"] else ".")),
    "kaiju_die": lambda d: (f"The daikaiju die shows {d['die']}"
                            + (": a new daikaiju arrives." if d["die"] == 6 else ".")),
    "no_kaiju_left": lambda d: "No daikaiju is left in the supply: nothing happens.",
    "kaiju_turned": lambda d: f"The {_k(d['kaiju'])} turns to face {FACINGS[d['facing']]}.",
    "kaiju_moved": lambda d: f"The {_k(d['kaiju'])} moves from {_sq(d['square'])} to {_sq(d['target'])}.",
    "kaiju_left_board": lambda d: f"The {_k(d['kaiju'])} leaves the board from {_sq(d['square'])}: it is out of the game.",
    "kaiju_destroyed": lambda d: (f"The {_k(d['by'])} destroys the {_k(d['kaiju'])} on {_sq(d['square'])}"
                                  + (" (back to the supply)." if d["to"] == "supply" else " (out of the game).")),
    "tile_removed": lambda d: (f"The wake tile on {_sq(d['square'])} is removed "
                               + ("to the bottom of the pile." if d["to"] == "pile" else "from the game.")),
    "ship_destroyed": lambda d: f"{_p(d['seat'])}'s ship is destroyed: {_CAUSES[d['cause']]}.",
    "tile_placed": lambda d: f"{_p(d['seat'])} places a wake tile on {_sq(d['square'])}.",
    "ship_sailed": lambda d: f"{_p(d['seat'])}'s ship follows its wake.",
    "ship_out": lambda d: f"{_p(d['seat'])}'s ship {_FATES[d['fate']]}: out of the game.",
    "bonus_taken": lambda d: f"{_p(d['seat'])} swaps {d['count']} tile(s) with the eliminated players' hands.",
    "bonus_to_pile": _bonus_to_pile,
    "hand_disposed": lambda d: (f"{d['count']} tile(s) of {_p(d['seat'])}'s hand go "
                                + ("to the bottom of the pile." if d["to"] == "pile" else "out of the game.")),
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
              "tile_removed", "tile_placed", "start_chosen", "relocated", "ship_sailed"):
    Event.json_with(_kind, _named)
