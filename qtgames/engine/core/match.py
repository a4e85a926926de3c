"""Playing a whole match headless: the CLI's `play`, the benchmarks and the tests use it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..ai import AiPlayer, make_player
from .options import RuleOptions
from .protocol import Game
from .record import MatchRecord, PlayerSeat
from .rng import Rng
from .rules import Event


def seat_seed(match_seed: int, seat: int) -> int:
    """Each AI seat gets its own reproducible stream, independent of the game's dice."""
    rng = Rng(match_seed ^ 0x5EA7_0000_0000)
    for _ in range(seat):
        rng.next_u64()
    return rng.next_u64()


@dataclass(slots=True)
class MatchResult:
    record: MatchRecord
    state: Any
    events: list[Event]


def play_match(game: Game, kinds: Sequence[str], options: RuleOptions, seed: int,  # type: ignore[type-arg]
               names: Sequence[str] | None = None) -> MatchResult:
    """Play AIs against each other to the end; every AI sees only its observation."""
    players: list[AiPlayer] = [make_player(kind, seat_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    state = game.new_state(len(kinds), options, seed)
    events: list[Event] = list(getattr(state, "setup_events", []))
    actions: list[Any] = []
    while (decision := game.decision(state)) is not None:
        action = players[decision.player].choose(game, game.observation(state, decision.player))
        actions.append(action)
        events += game.apply(state, action)
    seats = [PlayerSeat(name, kind) for name, kind in
             zip(names or [f"Player {i + 1}" for i in range(len(kinds))], kinds)]
    return MatchResult(MatchRecord(game.key, options, seats, seed, actions), state, events)
