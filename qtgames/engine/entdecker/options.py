"""Entdecker variants and the rulings a table could decide otherwise (`shared/rules`, EN-*).

Each option's label and help are the catalogue's `entdecker-option-<name>` (resources/messages).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option


@dataclass(frozen=True)
class EntdeckerOptions(RuleOptions):
    rotating_first_player: bool = option(False, rule="EN-R4")
    unplayable_to_reserve: bool = option(False, rule="EN-X4c'")
    personal_tiles: bool = option(False, rule="EN-V")
    hostile_settlement: str = option("forbidden", rule="EN-E2", choices=("forbidden", "12"))
    board_edge: str = option("anything", rule="EN-D1", choices=("anything", "water"))
    start_fee_to: str = option("bank", rule="EN-D4", choices=("bank", "owner"))
    finish_last_turn: bool = option(True, rule="EN-G2b")
