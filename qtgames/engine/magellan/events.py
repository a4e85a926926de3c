"""How Magellan events read in the move log (the rule ID is shown beside them)."""

from __future__ import annotations

from typing import Any

from ..core.messages import player as _p  # the one wording the move log swaps for names
from ..core.rules import Event
from .data import load_data
from .state import LEFT, NO_HALF, PHASE_NAMES


def explorer_name(explorer: int) -> str:
    return load_data().explorers[explorer].name


def _a(value: int) -> str:
    """'a 5' but 'an 8' (and 'an 11', 'an 18' for boards with larger values)."""
    return f"{'an' if str(value).startswith('8') or value in (11, 18) else 'a'} {value}"


def _cards(values: list[int]) -> str:
    return ", ".join(map(str, values)) if values else "nothing"


def _ship(d: dict[str, Any]) -> str:
    where = f"{explorer_name(d['explorer'])}'s field {PHASE_NAMES[d['field']]}"
    if d["half"] != NO_HALF:
        where += f" ({'left' if d['half'] == LEFT else 'right'} half)"
    verb = "places a ship on" if d["field"] == 0 else "moves a ship on to"
    return f"{_p(d['player'])} {verb} {where}."


_TEXTS: dict[str, Any] = {
    "boards_set": lambda d: (f"{d['players']} players, boards on sides {d['sides'][0]} and {d['sides'][1]}; "
                        f"each holds gold 1-9, {d['deck']} cards form the deck."),
    "turned_up": lambda d: (f"Phase {PHASE_NAMES[d['phase']]}: {explorer_name(d['explorer'])} is up for auction "
                            f"({d['left']} card{'s' * (d['left'] != 1)} left)."),
    "veto": lambda d: f"{_p(d['player'])} calls veto: {explorer_name(d['explorer'])} goes to the bottom of the deck.",
    "veto_gained": lambda d: f"{_p(d['player'])}'s Columbus card lies face up: one veto later in phase I.",
    "opens_instead": lambda d: f"{_p(d['invited'])} may not bid on this card; {_p(d['player'])} opens.",
    "bid": lambda d: f"{_p(d['player'])} bids {d['amount']}.",
    "passed": lambda d: f"{_p(d['player'])} passes.",
    "cannot_raise": lambda d: f"{_p(d['player'])} cannot pay more than {d['limit']} and drops out.",
    "unsold": lambda d: f"Nobody bids on {explorer_name(d['explorer'])}: the card goes back to the box.",
    "sold": lambda d: f"{_p(d['player'])} buys {explorer_name(d['explorer'])} for {d['price']}.",
    "paid": lambda d: (f"{_p(d['player'])} pays {_cards(d['cards'])}"
                       + (f" (overpaying by {sum(d['cards']) - d['price']})." if sum(d["cards"]) > d["price"] else ".")),
    "shows_gold": lambda d: f"{_p(d['player'])} lays their gold open: {_cards(d['cards'])}.",
    "stolen": lambda d: f"{_p(d['thief'])} draws {_a(d['card'])} from {_p(d['player'])}'s hand onto the discard pile.",
    "ship": _ship,
    "drew_gold": lambda d: f"{_p(d['player'])} draws {d['count']} gold card{'s' * (d['count'] != 1)}.",
    "under": lambda d: (f"{_p(d['player'])} slides {_a(d['card']) if d['card'] is not None else 'a gold card'} "
                        f"under a Magellan card (stack of {d['cards']})."),
    "phase_over": lambda d: f"Phase {PHASE_NAMES[d['phase']]} is over.",
    "gold_back": lambda d: f"{_p(d['player'])} takes the shown gold back into hand.",
    "ships_boxed": lambda d: "Ships not placed in phase I go back to the box.",
    "new_deck": lambda d: f"The discard pile is shuffled into the deck ({d['cards']} cards).",
    "basic_gold": lambda d: f"Everyone receives {d['count']} gold cards.",
    "money_bags": lambda d: f"{_p(d['player'])} receives {d['count']} gold card{'s' * (d['count'] != 1)} for money bags.",
    "exchanged": lambda d: f"{_p(d['player'])} exchanges {_cards(d['cards'])} for {d['drawn']} new cards.",
    "kept": lambda d: f"{_p(d['player'])} keeps their hand.",
    "reshuffled": lambda d: f"The deck is empty: the discard pile is shuffled into a new deck ({d['cards']} cards).",
    "gold_out": lambda d: "No gold card is left to draw.",
    "phase": lambda d: f"Phase {PHASE_NAMES[d['phase']]} begins.",
    "scoring": lambda d: f"Scoring starts with {_p(d['first'])}.",
    "counted": lambda d: (f"{_p(d['player'])}: fields {d['fields']}, Magellan {d['stacks']}, gold in hand "
                          f"{d['hand']} ({_cards(d['cards'])}): {d['total']} points."),
    "plunder_start": lambda d: f"{_p(d['player'])} plunders with Pizarro: the gold deck is shuffled.",
    "plundered": lambda d: f"{_p(d['player'])} turns up {_a(d['card'])}: {d['total']} so far.",
    "plunder_end": lambda d: (f"{_p(d['player'])} stops at {d['total']}: "
                              + (f"{d['points']} points" if d["total"] <= d["limit"] else f"over {d['limit']}, nothing")
                              + f" (total {d['score']})."),
    "victory": lambda d: (" and ".join(_p(s) for s in d["players"]) + (" win" if len(d["players"]) > 1 else " wins")
                          + f" with {max(d['scores'])} points."),
}

for _kind, _text in _TEXTS.items():
    Event.describe_with(_kind, _text)
