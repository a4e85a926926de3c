"""The engine's answers about what a choice costs, in the player's words: shared by the board (the
start circles' badges and their hover text) and the panel (the declare line, the buttons)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

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


class CostWords(QObject):
    """The sentences, in a QObject: lupdate reads plural forms (a count of cards) only from `self.tr`."""

    def consequences(self, state: EntdeckerState, action: Any) -> str:
        """What choosing `action` costs, ends or risks, with the engine's rules for it ("costs 3 gold ·
        ends your turn · 2 declared cards are lost (rule)"); empty when nothing."""
        parts, rules = [], []
        for said in consequences(state, action):
            if said.kind == PAYS:
                parts.append(self.tr("costs {gold} gold").format(gold=said.amount))
            elif said.kind == ENDS_TURN:
                parts.append(self.tr("ends your turn"))
            elif said.kind == LOSES_CARDS:
                parts.append(self.tr("%n declared gold are lost", "", said.amount) if state.options.personal_tiles
                             else self.tr("%n declared cards are lost", "", said.amount))
            elif said.kind == MAY_MEET and said.event == "storm":
                parts.append(self.tr("may be a storm: your turn would end"))
            elif said.kind == MAY_MEET:
                parts.append(self.tr("may be pirates: you would lose half your gold"))
            if said.rule not in rules:
                rules.append(said.rule)
        return " · ".join(parts) + f" ({', '.join(rules)})" if parts else ""

    def start(self, state: EntdeckerState, action: StartCircle | StartSquare, names: list[str]) -> str:
        """What starting here costs and leaves to declare, for the ring's hover."""
        where = state.board.square_name(state.board.circles[action.circle].square if isinstance(action, StartCircle)
                                        else action.square)
        gold = state.gold[state.active]
        fee = fee_at(state, action.square) if isinstance(action, StartSquare) else None
        if fee is None:
            return self.tr("Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.",
                           "", declare_limit(state)).format(square=where, gold=gold)
        return self.fee(fee, names, where) + " " + self.tr("You would keep {gold} gold: up to %n cards.", "",
                                                           fee.cards_after).format(gold=gold - fee.gold)

    def fee(self, fee: StartFee, names: list[str], where: str) -> str:
        """The fee in words, with the engine's rule: "Starting on D4 costs 3 gold extra, for Ben's fort …"."""
        owner = names[fee.owner] if fee.owner < len(names) else str(fee.owner + 1)
        unit = translate("Unit", UNIT_NAMES[fee.unit])
        text = (self.tr("Starting on {square} costs {gold} gold extra, for {owner}'s {unit} ({rule}): it goes to "
                        "{owner}.") if fee.to_owner else
                self.tr("Starting on {square} costs {gold} gold extra, for {owner}'s {unit} ({rule}): it goes to "
                        "the bank."))
        return text.format(square=where, gold=fee.gold, owner=owner, unit=unit, rule=fee.rule)


WORDS = CostWords()
