"""The undo policy's question, asked of each game: did a move show its player anything new?"""

from __future__ import annotations

from typing import Any

from qtgames.engine.core import get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text
from qtgames.engine.core.undo import reveals_nothing
from qtgames.engine.entdecker.state import Declare, Draw, Phase


def first_where(key: str, players: int, wanted: Any, seed: int = 3) -> tuple[Any, Any, Any, int]:
    """Play legal moves (the first each time) until one of the `wanted` type; return the state
    before it, the move, the state after it and who made it."""
    game = get_game(key)
    state = game.new_state(players, game.Options(), seed)
    while not game.is_terminal(state):
        actions = game.legal_actions(state)
        chosen = next((a for a in actions if isinstance(a, wanted)), actions[0])
        before, actor = state.clone(), game.decision(state).player
        game.apply(state, chosen)
        if isinstance(chosen, wanted):
            return before, chosen, state, actor
    raise AssertionError(f"no {wanted.__name__} in the game")


def test_declaring_cards_shows_nothing_but_turning_one_over_does() -> None:
    game = get_game("entdecker")
    before, action, after, actor = first_where("entdecker", 2, Declare)
    assert reveals_nothing(game, before, action, after, actor)
    before, action, after, actor = first_where("entdecker", 2, Draw)
    assert before.phase == Phase.EXPLORE
    assert not reveals_nothing(game, before, action, after, actor)


def test_a_placed_wake_tile_draws_a_new_one_so_it_shows_something() -> None:
    from qtgames.engine.tsuro_seas.state import PlaceTile

    game = get_game("tsuro-seas")
    before, action, after, actor = first_where("tsuro-seas", 2, PlaceTile)
    assert not reveals_nothing(game, before, action, after, actor)


def test_a_sandbox_record_says_so_and_an_ordinary_one_stays_as_before() -> None:
    game = get_game("tsuro-seas")
    seats = [PlayerSeat("A", "human"), PlayerSeat("B", "random")]
    plain = MatchRecord("tsuro-seas", game.Options(), seats, 4)
    assert "sandbox" not in plain.to_json()
    sandbox = MatchRecord("tsuro-seas", game.Options(), seats, 4, sandbox=True)
    assert sandbox.to_json()["sandbox"] is True
    assert record_from_text(sandbox.dumps()).sandbox and not record_from_text(plain.dumps()).sandbox
