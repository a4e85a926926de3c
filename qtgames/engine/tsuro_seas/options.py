"""Tsuro of the Seas rulings that a table could decide otherwise (`shared/rules`, TS-*)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option


@dataclass(frozen=True)
class TsuroOptions(RuleOptions):
    daikaiju: bool = option(
        True, rule="TS-V1", label="Play with daikaiju",
        help="Off: the optional rule without sea monsters (no dice, no minimum of three).")
    daikaiju_order: str = option(
        "descending", rule="TS-D1", label="Daikaiju act in order of rotation number",
        help="The Hungarian rulebook says descending; the 2013 English rulebook says ascending.",
        choices=("descending", "ascending"))
    destroyed_daikaiju: str = option(
        "supply", rule="TS-R2", label="A daikaiju destroyed by another goes",
        help="supply: to the bottom of the face-down supply (a 6 can bring it back); out: out of the game.",
        choices=("supply", "out"))
    new_daikaiju_on_tile: str = option(
        "out", rule="TS-D2c", label="A wake tile under a newly placed daikaiju goes",
        help="out: out of the game, as TS-D7 says; pile: to the bottom of the draw pile, as a moving daikaiju does.",
        choices=("out", "pile"))
    waiting_daikaiju_destroys: bool = option(
        True, rule="TS-D5b", label="A daikaiju already waiting in front of the active ship destroys it",
        help="Off: only a daikaiju that arrives there during the active player's own roll does (TS-D5).")
    eliminated_players_roll: bool = option(
        False, rule="TS-R4", label="Eliminated players still roll for daikaiju",
        help="The rulebook is silent; a public summary says they do.")
    shared_start_marks: bool = option(
        False, rule="TS-O3", label="Two ships may share a starting mark",
        help="Off (the ruling): every ship needs its own starting mark.")
    eliminated_hand: str = option(
        "pile", rule="TS-R6", label="Hand of a player eliminated without a bonus goes",
        help="pile: to the bottom of the draw pile; out: out of the game.",
        choices=("pile", "out"))
    board_full: str = option(
        "covered", rule="TS-W3b", label="The board fills up (TS-W3) when",
        help="covered: its last empty square is covered by a wake tile or a daikaiju (the FAQ's plain reading); "
             "no_placement: no tile can be placed any more, so play goes on while daikaiju may free squares.",
        choices=("covered", "no_placement"))
