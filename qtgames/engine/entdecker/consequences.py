"""What an action means for the player before they take it: the start fee and whom it goes to
(EN-X2, Ruling EN-D4), how many cards are still affordable after it (EN-X3), the gold a choice
costs, whether it ends the turn and gives up declared cards (EN-B1, EN-X5), and which events a
card with a question mark on its back may still hold (EN-E1, EN-E4).

Queries for a person deciding (the screen's badges, buttons and tooltips), never for the search:
the rules use the same prices (`moves`), so what the screen says is what `apply` does. They read
only what every player sees, so an observation answers them as the true state does.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .data import EventKind
from .moves import build_cost, declare_limit, start_fee, top_back
from .state import (
    Build,
    Declare,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    StartSquare,
)

PAYS, ENDS_TURN, LOSES_CARDS, MAY_MEET = "pays", "ends_turn", "loses_cards", "may_meet"
# The events that end a turn or take gold: what a player risks by turning over a card with a question mark.
RISKY_EVENTS: dict[EventKind, str] = {"storm": "EN-E1", "pirates": "EN-E4"}


@dataclass(frozen=True, slots=True)
class StartFee:
    """EN-X2: starting on the square of another player's unit costs that unit's price."""

    gold: int
    """The extra gold, on top of the cards declared afterwards."""
    owner: int
    """The seat whose unit stands on the square."""
    unit: int
    """That unit's kind (SCOUT, FORT or SETTLEMENT)."""
    to_owner: bool
    """Ruling EN-D4 (an option): the fee goes to the unit's owner; by EN-X2 it goes to the bank."""
    rule: str
    """EN-X2, or EN-D4 when the owner receives it."""
    cards_after: int
    """The most cards the player can still declare once the fee is paid (EN-X3)."""


@dataclass(frozen=True, slots=True)
class Consequence:
    """One thing an action does to the player that they should know before choosing it."""

    kind: str
    """PAYS gold, ENDS_TURN, LOSES_CARDS declared and not turned over, MAY_MEET an event."""
    amount: int
    """The gold paid or the cards lost; 0 for ENDS_TURN and MAY_MEET."""
    rule: str
    """The rule that makes it so."""
    event: str = ""
    """For MAY_MEET: the event the card may hold ("storm", "pirates")."""


def fee_at(state: EntdeckerState, square: int, paid: bool = False) -> StartFee | None:
    """The fee for starting on `square`'s circle for the player to move, None when it is free;
    `paid`: the ship started there this turn and the fee has left the player's gold already."""
    fee = start_fee(state, square)
    if not fee:
        return None
    to_owner = state.options.start_fee_to == "owner"
    return StartFee(fee, state.unit_owner[square], state.unit_kind[square], to_owner,
                    "EN-D4" if to_owner else "EN-X2", max(0, declare_limit(state, 0 if paid else fee)))


def fee_paid_this_turn(state: EntdeckerState) -> StartFee | None:
    """The fee the player to move paid for where the ship started this turn (None: none), while
    they declare: the unit there cannot leave before the turn ends."""
    return fee_at(state, state.start_square, paid=True) if state.start_square >= 0 else None


def consequences(state: EntdeckerState, action: EntdeckerAction) -> list[Consequence]:
    """What choosing `action` costs, ends or risks, in the order a player weighs it."""
    if isinstance(action, StartSquare):
        fee = fee_at(state, action.square)
        return [] if fee is None else [Consequence(PAYS, fee.gold, fee.rule)]
    if isinstance(action, Declare):
        return [Consequence(PAYS, action.amount, "EN-V2" if state.options.personal_tiles else "EN-X3")]
    if isinstance(action, Build):
        cost = build_cost(state, action.kind, state.ship_square) or 0
        natives = state.specs[state.tiles[state.ship_square]].event == "hostile_natives"
        said = [Consequence(PAYS, cost, "EN-E2" if natives else "EN-B1"), Consequence(ENDS_TURN, 0, "EN-B1")]
        return said + ([Consequence(LOSES_CARDS, state.budget, "EN-B1")] if state.budget > 0 else [])
    if isinstance(action, EndTurn):
        said = [Consequence(ENDS_TURN, 0, "EN-X5")]
        return said + ([Consequence(LOSES_CARDS, state.budget, "EN-X5")] if state.budget > 0 else [])
    if isinstance(action, Draw) and top_back(state, action.stack) == "question":
        return [Consequence(MAY_MEET, 0, RISKY_EVENTS[event], event) for event in hidden_events(state)
                if event in RISKY_EVENTS]
    return []


def hidden_events(state: EntdeckerState) -> list[str]:
    """The events still face down somewhere in the stacks (EN-E): every event card less those
    turned over already (on the board, out of the game, in a reserve pile or a hand)."""
    seen = [t for t in state.tiles if t >= 0] + state.boxed + [t for pile in state.reserve for t in pile]
    seen += [t for hand in state.personal for t in hand] + ([state.drawn] if state.drawn >= 0 else [])
    unseen = Counter(spec.event for spec in state.data.tiles)
    unseen.subtract(state.specs[t].event for t in seen)
    return sorted(event for event, count in unseen.items() if event is not None and count > 0)

