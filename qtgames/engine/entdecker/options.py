"""Entdecker variants and the rulings a table could decide otherwise (`shared/rules`, EN-*)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.options import RuleOptions, option


@dataclass(frozen=True)
class EntdeckerOptions(RuleOptions):
    rotating_first_player: bool = option(
        False, rule="EN-R4", label="Rotating first player",
        help="When the turn comes back to the first player, they pass the spinner left instead of playing.")
    unplayable_to_reserve: bool = option(
        False, rule="EN-X4c'", label="Unplayable cards go to the reserve",
        help="A drawn card without an event that fits nowhere joins the reserve pile of its kind "
             "instead of leaving the game.")
    personal_tiles: bool = option(
        False, rule="EN-V", label="Personal tiles",
        help="Each player has 4 tiles of their own (2 gold each, one per turn) and declares gold, not cards. "
             "The tiles are taken from the draw tiles before the stacks are formed (Ruling EN-V4).")
    hostile_settlement: str = option(
        "forbidden", rule="EN-E2", label="A settlement beside hostile natives",
        help="forbidden: cannot be built there (Italian text); 12: costs 12 gold (Hungarian text).",
        choices=("forbidden", "12"))
    board_edge: str = option(
        "anything", rule="EN-D1", label="A card side on the board's edge",
        help="anything: matches land or water (the ruling); water: must be water, as if the sea went on.",
        choices=("anything", "water"))
    start_fee_to: str = option(
        "bank", rule="EN-D4", label="The extra cost of starting on another player's unit goes to",
        help="bank: the Hungarian text says the other player does not get it; owner: that unit's owner.",
        choices=("bank", "owner"))
    finish_last_turn: bool = option(
        True, rule="EN-G2b", label="The player who draws the last card finishes the turn",
        help="On: building, hole filling and island scoring still happen before the final count. "
             "Off: the game ends the moment the last card is drawn and placed or discarded.")
