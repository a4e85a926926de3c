"""Tsuro of the Seas rulings that a table could decide otherwise (`shared/rules`, TS-*).

Each option's label and help are the catalogue's `tsuro-seas-option-<name>` (resources/messages).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option


@dataclass(frozen=True)
class TsuroOptions(RuleOptions):
    daikaiju: bool = option(True, rule="TS-V1")
    daikaiju_order: str = option("descending", rule="TS-D1", choices=("descending", "ascending"))
    destroyed_daikaiju: str = option("supply", rule="TS-R2", choices=("supply", "out"))
    new_daikaiju_on_tile: str = option("out", rule="TS-D2c", choices=("out", "pile"))
    waiting_daikaiju_destroys: bool = option(True, rule="TS-D5b")
    eliminated_players_roll: bool = option(False, rule="TS-R4")
    shared_start_marks: bool = option(False, rule="TS-O3")
    eliminated_hand: str = option("pile", rule="TS-R6", choices=("pile", "out"))
    board_full: str = option("covered", rule="TS-W3b", choices=("covered", "no_placement"))
