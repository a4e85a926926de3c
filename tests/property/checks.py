"""The protocol-level properties every game must have, checked at the states a walk reaches."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from qtgames.engine.core import Game, Rng
from qtgames.engine.core.fields import no_unknown_fields

# A copy of a true state with everything the seat may not see dealt anew from the RNG.
Redeal = Callable[[Any, int, Rng], Any]


def check_decision(game: Game[Any, Any], state: Any) -> None:
    """A final state has no decision and no choices; any other names a seat that has choices."""
    decision = game.decision(state)
    if game.is_terminal(state):
        assert decision is None
        assert game.winners(state)
        return
    assert decision is not None
    assert 0 <= decision.player < game.player_count(state)
    assert game.legal_actions(state)


def check_clones_independent(game: Game[Any, Any], steps: Iterable[tuple[Any, Any | None]]) -> None:
    """Along a game: playing the next action on a clone leaves the original alone, and playing it on
    the original leaves an earlier clone alone (and both end up in the same state)."""
    earlier: tuple[Any, dict[str, Any], list[Any], dict[str, Any]] | None = None
    for state, action in steps:
        if earlier is not None:
            kept, kept_json, kept_legal, played_json = earlier
            assert game.state_to_json(kept) == kept_json
            assert game.legal_actions(kept) == kept_legal
            assert game.state_to_json(state) == played_json
        if action is None:
            return
        original, legal = game.state_to_json(state), game.legal_actions(state)
        copy = state.clone()
        assert game.state_to_json(copy) == original
        game.apply(copy, action)
        assert game.state_to_json(state) == original
        assert game.legal_actions(state) == legal
        earlier = state.clone(), original, legal, game.state_to_json(copy)


def check_observation_hides(game: Game[Any, Any], state: Any, seed: int, redeal: Redeal) -> None:
    """For every seat: the true state and one whose hidden parts were dealt anew (by `redeal`, which
    knows the rules' secrets but not the observation code) look alike to the seat; a world sampled
    from its observation looks the same again, is a position the rules accept and, for the seat
    deciding, offers the same choices."""
    before = game.state_to_json(state)
    for seat in range(game.player_count(state)):
        seen = game.state_to_json(game.observation(state, seat))
        assert game.state_to_json(state) == before, "observing must not change the true state"
        other = redeal(state, seat, Rng(seed + seat))
        assert game.state_to_json(game.observation(other, seat)) == seen
        world = game.determinize(game.observation(state, seat), Rng(seed - seat))
        assert game.state_to_json(game.observation(world, seat)) == seen
        decision = game.decision(state)
        if decision is not None and decision.player == seat:
            assert game.legal_actions(world) == game.legal_actions(state)
        check_round_trip(game, world)


def check_round_trip(game: Game[Any, Any], state: Any) -> None:
    """The position format keeps the whole state: it reads back without problems to the same JSON."""
    data = game.state_to_json(state)
    with no_unknown_fields():
        again, problems = game.read_position(data, state.options, "position")
    assert problems == []
    assert game.state_to_json(again) == data
    assert game.legal_actions(again) == game.legal_actions(state)
