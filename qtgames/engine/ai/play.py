"""The one play loop: how an AI seat's decision is made, for the app's AI process, `qtgames play`
and tournaments alike.

The session says who decides, what that seat may see and the seed it thinks with
(`Session.ai_request`); `decide` makes the AI afresh from that seed and asks it. So a match with
the same seed and players comes out the same whether it is watched in the app, played on the
command line or counted in a tournament.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import FormatError
from ..core.messages import Text
from ..core.options import RuleOptions
from ..core.protocol import AnyGame, Goal
from ..core.record import HUMAN, MatchRecord, PlayerSeat
from ..core.rules import Event
from ..core.session import AiRequest, Session
from .levels import AI_KINDS, make_player


def decide(game: AnyGame, request: AiRequest, cancelled: Callable[[], bool] | None = None) -> Any:
    """The AI's choice for one request, from its observation only; a search polls `cancelled`
    and stops early once it says the question is stale."""
    player = make_player(request.kind, request.seed)
    player.cancelled = cancelled
    return player.choose(game, request.observation)


def check_players(players: Sequence[PlayerSeat]) -> None:
    """Refuse a seat no one can play (an AI kind this version lacks): its turn would never come."""
    for seat, seated in enumerate(players):
        if seated.kind != HUMAN and seated.kind not in AI_KINDS:
            raise FormatError(f"players[{seat}].kind", Text("file-unknown-player", kind=repr(seated.kind),
                                                            known=", ".join([HUMAN, *AI_KINDS])))



def open_session(record: MatchRecord, goal: Goal | None = None) -> Session:
    """A saved match ready to play on: its players checked, its moves replayed."""
    check_players(record.players)
    return Session.from_record(record, goal)


@dataclass(slots=True)
class MatchResult:
    """A match the AIs played to the end, with the time each seat spent deciding."""

    session: Session
    seconds: list[float] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    choices: list[list[float]] = field(default_factory=list)
    """Per seat, the seconds of each decision with more than one legal action: what a player
    waits for (a forced move is answered at once)."""

    @property
    def record(self) -> MatchRecord:
        return self.session.record

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def events(self) -> list[Event]:
        return self.session.log


def play_out(session: Session) -> MatchResult:
    """Let the AI seats play `session` to its end (every seat must be an AI)."""
    players = len(session.record.players)
    result = MatchResult(session, [0.0] * players, [0] * players, [[] for _ in range(players)])
    while session.decision is not None:
        request = session.ai_request()
        if request is None:
            raise ValueError(f"seat {session.decision.player} is a human's: only AIs play a match out")
        started = time.perf_counter()
        action = decide(session.game, request)
        seconds = time.perf_counter() - started
        result.seconds[request.seat] += seconds
        result.decisions[request.seat] += 1
        if len(session.game.legal_actions(request.observation)) > 1:
            result.choices[request.seat].append(seconds)
        session.play(action)
    return result


def play_match(game: AnyGame, kinds: Sequence[str], options: RuleOptions, seed: int,
               names: Sequence[str] | None = None) -> MatchResult:
    """Play AIs against each other to the end; every AI sees only its observation."""
    seats = [PlayerSeat(name, kind) for name, kind in
             zip(names or [f"Player {seat + 1}" for seat in range(len(kinds))], kinds, strict=True)]
    check_players(seats)
    return play_out(Session.start(game.key, seats, options, seed))
