"""Magellan board sides and the rulings a table could decide otherwise (`shared/rules`, MG-*).

Each option's label and help are the catalogue's `magellan-option-<name>` (resources/messages).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option


@dataclass(frozen=True)
class MagellanOptions(RuleOptions):
    board1: str = option("A", rule="MG-S1", choices=("A", "B"))
    board2: str = option("A", rule="MG-S1", choices=("A", "B"))
    unsold_opener: str = option("previous_opener", rule="MG-A1b", choices=("previous_opener", "auctioneer"))
    veto_last_card: bool = option(False, rule="MG-X4c")

    @property
    def sides(self) -> tuple[str, str]:
        return (self.board1, self.board2)
