"""Entdecker properties over hypothesis-drawn games: any seat count, every variant and ruling, any
choices among the legal actions."""

from __future__ import annotations

import pytest
from hypothesis import given

from qtgames.engine.core import Rng, get_game
from qtgames.engine.entdecker.state import EntdeckerState
from tests.engine.invariants import check_entdecker_invariants

from .checks import (
    check_clones_independent,
    check_decision,
    check_observation_hides,
    check_round_trip,
)
from .strategies import Play, every_nth, plays, walk

GAME = get_game("entdecker")
# A game runs to some 300 actions: the costlier checks look at a sample of its states.
OBSERVED_EVERY, READ_EVERY = 10, 3


def redeal(state: EntdeckerState, viewer: int, rng: Rng) -> EntdeckerState:
    """Hidden from everyone: the faces of the stacked cards under each top (whose back shows),
    the token piles and the spins to come."""
    other = state.clone()
    below = [t for stack in state.stacks for t in stack[:-1]]
    rng.shuffle(below)
    other.stacks = [[below.pop() for _ in stack[:-1]] + stack[-1:] for stack in state.stacks]
    tokens = [t for pile in state.token_piles for t in pile]
    rng.shuffle(tokens)
    other.token_piles = [[tokens.pop() for _ in pile] for pile in state.token_piles]
    other.rng = Rng(rng.below(2**32))
    other.legal_cache = None
    return other


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_legal_play_never_raises_and_keeps_every_invariant(play: Play) -> None:
    scores: list[int] | None = None
    for state, _ in walk(GAME, play):
        check_entdecker_invariants(state, scores if scores is not None else state.score)
        check_decision(GAME, state)
        scores = state.score[:]


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_a_clone_and_its_original_never_share_state(play: Play) -> None:
    check_clones_independent(GAME, walk(GAME, play))


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_an_observation_shows_only_what_its_seat_may_see(play: Play) -> None:
    for state in every_nth(GAME, play, OBSERVED_EVERY):
        check_observation_hides(GAME, state, play.seed, redeal)


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_every_reached_position_round_trips_through_the_file_format(play: Play) -> None:
    for state in every_nth(GAME, play, READ_EVERY):
        check_round_trip(GAME, state)
