"""Where a placement would send the ships: the route preview's question to the engine (TS-M1,
TS-M2, TS-M4, TS-P2..P5), and the wakes a sailed ship followed.

A board shows these routes before the player commits. They come from the very wake following
`apply` uses (`wakes.trace`), on the position with the tile laid for a moment, so the preview and
the move cannot disagree. Only the GUI and the scenario editor ask; AIs never do, so nothing here
is on the engine's hot path.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import NamedTuple

from ..core import messages
from .board import PARTNER
from .state import TsuroState
from .wakes import FATE_RULES, INTO_KAIJU, LOOP, OFF_EDGE, SELF_RULES, clashing_seats, trace

SAFE = "safe"
SAME_WAKE = "same_wake"
FATES = {OFF_EDGE: "off_edge", INTO_KAIJU: "daikaiju", LOOP: "loop"}
# How a route ends, in plain words (the rule is shown beside them): the catalogue's messages.
WORDS = {
    SAFE: messages.Text("tsuro-route-safe"),
    "off_edge": messages.Text("tsuro-route-off-edge"),
    "daikaiju": messages.Text("tsuro-route-daikaiju"),
    "loop": messages.Text("tsuro-route-loop"),
    SAME_WAKE: messages.Text("tsuro-route-same-wake"),
}


class Leg(NamedTuple):
    """One wake a ship follows: on `square`, from the point it enters by to the point it leaves by."""

    square: int
    enter: int
    leave: int


@dataclass(frozen=True, slots=True)
class Route:
    """Where one ship would sail, and how that ends."""

    seat: int
    legs: tuple[Leg, ...]
    stop: int
    """The position it stops at (entering the square in front of it); -1 when it goes out."""
    fate: str
    """SAFE, SAME_WAKE or one of FATES' values."""
    rule: str
    """The rule that decides the fate ("" when safe): for the placing player's own ship the
    placement rule that forbids it while another placement avoids it (TS-P2..P4)."""

    @property
    def words(self) -> str:
        """The fate in plain words, in the engine's language."""
        return str(WORDS[self.fate])


def legs(path: list[int]) -> tuple[Leg, ...]:
    """The wakes behind a path as `wakes.trace` gives it (and a `ship_sailed` event carries): each
    entry point, and the point it left by — the partner of the next entry, or the encoded exit
    over the board's edge."""
    followed = []
    for position, after in pairwise(path):
        leave = (-1 - after) & 7 if after < 0 else PARTNER[after & 7]
        followed.append(Leg(position >> 3, position & 7, leave))
    return tuple(followed)


def placement_routes(state: TsuroState, tile: int, rotation: int) -> list[Route]:
    """The route of every ship the active player's placement would move (theirs first, then the
    others waiting at the same square, TS-M2), without changing the state. Works on an observation:
    the board, the daikaiju and the ships are public."""
    seat = state.active
    front = state.ships[seat] >> 3
    movers = [seat] + [other for other in range(state.players)
                       if other != seat and state.alive[other] and state.ships[other] >> 3 == front]
    state.connections[front] = state.data.rotated[tile][rotation]
    try:
        traced = {mover: trace(state, state.ships[mover]) for mover in movers}
    finally:
        state.connections[front] = None
    ends = {mover: fate for mover, (_, fate) in traced.items()}
    clashing = clashing_seats(state, ends, front)
    routes = []
    for mover, (path, end) in traced.items():
        if mover in clashing:
            fate, rule = SAME_WAKE, "TS-P5"
        elif end >= 0:
            fate, rule = SAFE, ""
        else:
            fate, rule = FATES[end], (SELF_RULES if mover == seat else FATE_RULES)[end]
        routes.append(Route(mover, legs(path), max(end, -1), fate, rule))
    return routes
