"""Magellan board sides and the rulings a table could decide otherwise (`shared/rules`, MG-*)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option

_SIDE_HELP = ("Board values are community estimates: edit magellan.json in your data folder to match "
              "your copy.")


@dataclass(frozen=True)
class MagellanOptions(RuleOptions):
    board1: str = option(
        "A", rule="MG-S1", label="Board 1 (Marco Polo, Vasco da Gama, James Cook) side",
        help="Side A is recommended for a first game. " + _SIDE_HELP, choices=("A", "B"))
    board2: str = option(
        "A", rule="MG-S1", label="Board 2 (Columbus, Pizarro, Magellan) side",
        help="Side A is recommended for a first game. " + _SIDE_HELP, choices=("A", "B"))
    unsold_opener: str = option(
        "previous_opener", rule="MG-A1b", label="Who opens after an unsold card",
        help="previous_opener: the player who opened the unsold card's auction opens again; "
             "auctioneer: the auctioneer opens, as for the game's first card.",
        choices=("previous_opener", "auctioneer"))
    veto_last_card: bool = option(
        False, rule="MG-X4c", label="Veto on a phase's last card",
        help="Off: the last card of a phase cannot be vetoed (it would come straight back). "
             "On: it can, and the veto is spent for nothing.")

    @property
    def sides(self) -> tuple[str, str]:
        return (self.board1, self.board2)
