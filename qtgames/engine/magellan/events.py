"""How Magellan events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core import messages
from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .data import MagellanData, load_data
from .state import LEFT, NO_HALF, PHASE_NAMES


def explorer_name(explorer: int, data: MagellanData | None = None) -> str:
    """An explorer's name in the engine's language ("Christophe Colomb"): the catalogue's
    `magellan-explorer-<key>`, keyed by the data's ID, unless the component data in force (`data`, or
    the loaded data) names the explorer otherwise."""
    named = (data or load_data()).explorers[explorer]
    return messages.data_text(explorer_message(named.key), named.name)


class ExplorerName:
    """An explorer's name written when read (`explorer_name`): a `Text`'s value, so a sentence kept
    for later (a position problem) names the explorer in the language it is read in."""

    __slots__ = ("explorer",)

    def __init__(self, explorer: int) -> None:
        self.explorer = explorer

    def __str__(self) -> str:
        return explorer_name(self.explorer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ExplorerName) and self.explorer == other.explorer

    def __hash__(self) -> int:
        return hash(self.explorer)


def explorer_message(key: str) -> str:
    """The catalogue message that names the explorer with the data's ID `key` ("vasco_da_gama")."""
    return f"magellan-explorer-{key.replace('_', '-')}"


def board_name(names: tuple[str, ...], board: int) -> str:
    """A board's name from the component data in force, in the engine's language (the
    catalogue's `magellan-board-<n>`, unless the user's data names it otherwise)."""
    return messages.data_text(f"magellan-board-{board + 1}", names[board])


def cards(values: list[int]) -> messages.Text:
    """Gold cards by their values, "nothing" for none."""
    return messages.Text("magellan-cards", cards=", ".join(map(str, values)), count=len(values))


def _player(d: dict[str, Any]) -> dict[str, Any]:
    """The values of an event that names only its player."""
    return {"player": _p(d["player"])}


def _card(d: dict[str, Any]) -> dict[str, Any]:
    """A player and the explorer card up."""
    return {"player": _p(d["player"]), "explorer": explorer_name(d["explorer"])}


def _phase(d: dict[str, Any]) -> dict[str, Any]:
    return {"phase": PHASE_NAMES[d["phase"]]}


def _ship(d: dict[str, Any]) -> dict[str, Any]:
    half = "none" if d["half"] == NO_HALF else "left" if d["half"] == LEFT else "right"
    return _card(d) | {"field": PHASE_NAMES[d["field"]], "first": d["field"] == 0, "half": half}


_TEXTS: dict[str, Any] = {
    "boards_set": lambda d: {"players": d["players"], "first": d["sides"][0], "second": d["sides"][1],
                             "deck": d["deck"]},
    "turned_up": lambda d: _phase(d) | {"explorer": explorer_name(d["explorer"]), "left": d["left"]},
    "veto": _card,
    "veto_gained": _player,
    "opens_instead": lambda d: {"invited": _p(d["invited"]), "player": _p(d["player"])},
    "bid": lambda d: {"player": _p(d["player"]), "amount": d["amount"]},
    "passed": _player,
    "cannot_raise": lambda d: {"player": _p(d["player"]), "limit": d["limit"]},
    "unsold": lambda d: {"explorer": explorer_name(d["explorer"])},
    "sold": lambda d: _card(d) | {"price": d["price"]},
    "paid": lambda d: {"player": _p(d["player"]), "cards": cards(d["cards"]), "over": sum(d["cards"]) - d["price"],
                       "only": d.get("only", False), "price": d["price"]},
    "shows_gold": lambda d: {"player": _p(d["player"]), "cards": cards(d["cards"])},
    "stolen": lambda d: {"thief": _p(d["thief"]), "player": _p(d["player"]), "card": d["card"]},
    "ship": _ship,
    "drew_gold": lambda d: {"player": _p(d["player"]), "count": d["count"]},
    "under": lambda d: {"player": _p(d["player"]), "card": "none" if d["card"] is None else d["card"],
                        "cards": d["cards"]},
    "phase_over": _phase,
    "gold_back": _player,
    "ships_boxed": lambda d: {},
    "new_deck": lambda d: {"cards": d["cards"]},
    "basic_gold": lambda d: {"count": d["count"]},
    "money_bags": lambda d: {"player": _p(d["player"]), "count": d["count"]},
    "exchanged": lambda d: {"player": _p(d["player"]), "cards": cards(d["cards"]), "count": len(d["cards"]),
                            "drawn": d["drawn"]},
    "kept": _player,
    "reshuffled": lambda d: {"cards": d["cards"]},
    "gold_out": lambda d: {},
    "phase": _phase,
    "scoring": lambda d: {"player": _p(d["first"])},
    "counted": lambda d: {"player": _p(d["player"]), "fields": d["fields"], "stacks": d["stacks"],
                          "hand": d["hand"], "cards": cards(d["cards"]), "total": d["total"]},
    "plunder_start": _player,
    "plundered": lambda d: {"player": _p(d["player"]), "card": d["card"], "total": d["total"]},
    "plunder_end": lambda d: {"player": _p(d["player"]), "total": d["total"], "over": d["total"] > d["limit"],
                              "limit": d["limit"], "points": d["points"], "score": d["score"]},
    "victory": lambda d: {"players": messages.chained(map(_p, d["players"])), "count": len(d["players"]),
                          "points": max(d["scores"])},
}

for _kind, _text in _TEXTS.items():
    Event.describe_with(_kind, _text)
