"""The engine's answers about what a choice costs, in the player's words: shared by the board (the
start circles' badges and their hover text) and the panel (the declare line, the buttons)."""

from __future__ import annotations

from typing import Any

from ...engine.entdecker.consequences import (
    ENDS_TURN,
    LOSES_CARDS,
    MAY_MEET,
    PAYS,
    StartFee,
    consequences,
    fee_at,
)
from ...engine.entdecker.moves import declare_limit
from ...engine.entdecker.state import UNIT_NAMES, EntdeckerState, StartCircle, StartSquare
from ..i18n import translate


def consequence_text(state: EntdeckerState, action: Any) -> str:
    """What choosing `action` costs, ends or risks, with the engine's rules for it ("costs 3 gold ·
    ends your turn · 2 declared cards are lost (rule)"); empty when nothing."""
    parts, rules = [], []
    for said in consequences(state, action):
        if said.kind == PAYS:
            parts.append(translate("EntdeckerCosts", "costs {gold} gold").format(gold=said.amount))
        elif said.kind == ENDS_TURN:
            parts.append(translate("EntdeckerCosts", "ends your turn"))
        elif said.kind == LOSES_CARDS:
            parts.append(translate("EntdeckerCosts", "%n declared gold are lost", None, said.amount)
                         if state.options.personal_tiles else
                         translate("EntdeckerCosts", "%n declared cards are lost", None, said.amount))
        elif said.kind == MAY_MEET and said.event == "storm":
            parts.append(translate("EntdeckerCosts", "may be a storm: your turn would end"))
        elif said.kind == MAY_MEET:
            parts.append(translate("EntdeckerCosts", "may be pirates: you would lose half your gold"))
        if said.rule not in rules:
            rules.append(said.rule)
    return " · ".join(parts) + f" ({', '.join(rules)})" if parts else ""


def start_text(state: EntdeckerState, action: StartCircle | StartSquare, names: list[str]) -> str:
    """What starting here costs and leaves to declare, for the ring's hover."""
    where = state.board.square_name(state.board.circles[action.circle].square if isinstance(action, StartCircle)
                                    else action.square)
    gold = state.gold[state.active]
    fee = fee_at(state, action.square) if isinstance(action, StartSquare) else None
    if fee is None:
        return translate("EntdeckerCosts", "Start the ship here, by {square}: no extra cost. You have {gold} gold: "
                                           "up to %n cards.", None, declare_limit(state)).format(square=where,
                                                                                                gold=gold)
    return fee_text(fee, names, where) + " " + translate(
        "EntdeckerCosts", "You would keep {gold} gold: up to %n cards.", None, fee.cards_after).format(
        gold=gold - fee.gold)


def fee_text(fee: StartFee, names: list[str], where: str) -> str:
    """The fee in words, with the engine's rule: "Starting on D4 costs 3 gold extra, for Ben's fort …"."""
    owner = names[fee.owner] if fee.owner < len(names) else str(fee.owner + 1)
    unit = translate("Unit", UNIT_NAMES[fee.unit])
    text = (translate("EntdeckerCosts", "Starting on {square} costs {gold} gold extra, for {owner}'s {unit} "
                                        "({rule}): it goes to {owner}.") if fee.to_owner else
            translate("EntdeckerCosts", "Starting on {square} costs {gold} gold extra, for {owner}'s {unit} "
                                        "({rule}): it goes to the bank."))
    return text.format(square=where, gold=fee.gold, owner=owner, unit=unit, rule=fee.rule)
