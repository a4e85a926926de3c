"""How Entdecker events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .board import board
from .data import load_data
from .state import UNIT_NAMES

QUARTER_NAMES = ("upright", "turned right", "upside down", "turned left")


def _sq(square: int) -> str:
    data = load_data()
    return board(data.columns, data.rows).square_name(square)


def _tile(tile: int) -> str:
    data = load_data()
    if tile >= len(data.tiles):
        return "a card made for the purpose"
    shape = data.tiles[tile].shape.replace('_', ' ')
    return f"{'an' if shape[0] in 'aeiou' else 'a'} {shape} card"


def _squares(data: dict[str, Any]) -> str:
    """The squares a drawn card was tried on, by name."""
    return ", ".join(_sq(square) for square in data["squares"])


def _points(points: dict[int, int]) -> str:
    return ", ".join(f"{_p(seat)} {gained}" for seat, gained in sorted(points.items(), key=lambda kv: -kv[1]))


_TEXTS: dict[str, Any] = {
    "setup": lambda d: f"The cards are shuffled into {len(d['stacks'])} stacks of {', '.join(map(str, d['stacks']))}.",
    "income": lambda d: f"Round {d['round']}: {_p(d['player'])} spins {d['spin']}; everybody gains {d['spin']} gold.",
    "new_first": lambda d: f"{_p(d['player'])} takes the spinner and plays first this round.",
    "start_circle": lambda d: f"{_p(d['player'])} puts the ship on the starting circle beside {_sq(d['square'])}.",
    "start_square": lambda d: f"{_p(d['player'])} puts the ship on the circle of {_sq(d['square'])}.",
    "start_fee": lambda d: (f"{_p(d['player'])} pays {d['fee']} gold for starting on the square of "
                            f"{_p(d['owner'])}'s {UNIT_NAMES[d['unit']]}"
                            f"{' (to its owner)' if d['to_owner'] else ' (to the bank)'}."),
    "declared": lambda d: (f"{_p(d['player'])} spends {d['amount']} gold on exploring." if d["gold"]
                           else f"{_p(d['player'])} declares {d['amount']} card{'s' * (d['amount'] != 1)}."),
    "turned_over": lambda d: f"{_p(d['player'])} turns over {_tile(d['tile'])} from stack {d['stack'] + 1}.",
    "last_card": lambda d: "That was the last exploration card: the game ends after this turn.",
    "personal": lambda d: f"{_p(d['player'])} plays their personal {_tile(d['tile'])}.",
    "placed": lambda d: f"The card goes on {_sq(d['square'])}, {QUARTER_NAMES[d['quarters']]}; the ship sails onto it.",
    "unplayable": lambda d: (f"{_tile(d['tile']).capitalize()} fits nowhere next to the ship ({_squares(d)}) "
                             "and leaves the game"
                             + (f"; its event ({d['event'].replace('_', ' ')}) does not happen." if d["event"]
                                else ".")),
    "to_reserve": lambda d: (f"{_tile(d['tile']).capitalize()} fits nowhere next to the ship ({_squares(d)}) "
                             f"and joins reserve pile {d['pile']}."),
    "storm": lambda d: f"Storm! {_p(d['player'])}'s turn ends at once.",
    "hostile": lambda d: "Hostile natives: building on this card costs double.",
    "friendly": lambda d: f"Friendly natives offer {_p(d['player'])} a discovery token.",
    "friendly_no_tokens": lambda d: "Friendly natives, but no discovery tokens are left.",
    "native_token": lambda d: f"{_p(d['player'])} takes a token from pile {d['pile'] + 1}.",
    "declined_token": lambda d: f"{_p(d['player'])} declines the natives' token.",
    "pirates": lambda d: f"Pirates! {_p(d['player'])} loses {d['loss']} gold.",
    "ruins": lambda d: f"Ruins: {_p(d['player'])} scores {d['points']} points.",
    "gold": lambda d: f"Gold: {_p(d['player'])} gains {d['gain']} gold.",
    "no_way_on": lambda d: ("No free route from here: exploring ends; "
                            + (f"{d['unused']} declared gold {'is' if d['unused'] == 1 else 'are'} lost."
                               if d["gold"] else
                               f"{d['unused']} declared card{' is' if d['unused'] == 1 else 's are'} lost.")),
    "stopped": lambda d: f"{_p(d['player'])} ends the turn" + (f" ({d['unused']} declared unused)." if d["unused"] else "."),
    "built": lambda d: f"{_p(d['player'])} builds a {UNIT_NAMES[d['unit']]} on {_sq(d['square'])} for {d['cost']} gold.",
    "recalled": lambda d: f"{_p(d['player'])} takes the scout on {_sq(d['square'])} back.",
    "filled": lambda d: f"The hole at {_sq(d['square'])} is filled from reserve pile {d['pile']}.",
    "made_tile": lambda d: f"Reserve pile {d['pile']} is empty: a card of that kind is made to fill {_sq(d['square'])}.",
    "island_empty": lambda d: f"An island of {d['squares']} card{'s' * (d['squares'] != 1)} is complete; nobody is on it.",
    "too_few_tokens": lambda d: "Too few discovery tokens are left for every greatest discoverer: none is drawn.",
    "discovery": lambda d: f"{_p(d['player'])} discovers a token worth {d['value']}.",
    "island_scored": lambda d: (f"An island worth {d['value']} ({d['cards']} card{'s' * (d['cards'] != 1)}"
                                f"{' + token ' + str(d['token']) if d['token'] else ''}) scores: {_points(d['points'])}."),
    "units_back": lambda d: "The units on it return to their owners.",
    "cannot_pay": lambda d: f"{_p(d['player'])} cannot pay for a card and misses the turn.",
    "no_start": lambda d: "No circle has a free dashed line left.",
    "game_end": lambda d: (f"The game ends ({d['undiscovered']} squares undiscovered, "
                           f"{d['cards_left']} cards left)."),
    "token_bonus": lambda d: f"{_p(d['player'])} holds the most discovery tokens and scores {d['points']}.",
    "winners": lambda d: (" and ".join(_p(s) for s in d["players"]) + (" win" if len(d["players"]) > 1 else " wins")
                          + f" with {max(d['scores'])} points."),
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
