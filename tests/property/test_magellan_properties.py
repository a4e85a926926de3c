"""Magellan properties over hypothesis-drawn games: any seat count, all four board combinations and
every ruling, any choices among the legal actions."""

from __future__ import annotations

import pytest
from hypothesis import given

from qtgames.engine.core import Rng, get_game
from qtgames.engine.magellan.state import MagellanState
from tests.engine.invariants import check_magellan_invariants

from .checks import (
    check_clones_independent,
    check_decision,
    check_observation_hides,
    check_round_trip,
)
from .strategies import Play, every_nth, plays, walk

GAME = get_game("magellan")
# The costlier checks look at a sample of each game's states.
OBSERVED_EVERY, READ_EVERY = 3, 1


def redeal(state: MagellanState, viewer: int, rng: Rng) -> MagellanState:
    """Hidden from `viewer`: the gold in the others' hands (unless laid open, MG-X3, or counted,
    MG-E1) and, on side A, under their Magellan cards (MG-X6); the gold deck; the explorer decks'
    order above the vetoed cards known at the bottom; the others' bid limits; the RNG."""
    other = state.clone()
    hidden = [s for s in range(state.players) if s != viewer and not state.showing[s] and not state.scored[s]]
    face_down = any(fields[0].action == "magellan_hand" for fields in state.fields)
    pool = state.gold_deck + [c for s in hidden for c in state.hands[s]]
    if face_down:
        pool += [c for s in hidden for stack in state.stacks[s] for c in stack]
    rng.shuffle(pool)
    for seat in hidden:
        other.hands[seat] = sorted(pool.pop() for _ in state.hands[seat])
        if face_down:
            other.stacks[seat] = [[pool.pop() for _ in stack] for stack in state.stacks[seat]]
        if state.limits:
            other.limits[seat] = rng.below(100)
    other.gold_deck = pool
    for phase, deck in enumerate(state.decks):
        known = state.known_bottom if phase == state.phase else 0
        rest = deck[known:]
        rng.shuffle(rest)
        other.decks[phase] = deck[:known] + rest
    other.rng = Rng(rng.below(2**32))
    other.legal_cache = None
    return other


@given(plays(GAME))
def test_legal_play_never_raises_and_keeps_every_invariant(play: Play) -> None:
    for state, _ in walk(GAME, play):
        check_magellan_invariants(state)
        check_decision(GAME, state)


@given(plays(GAME))
def test_a_clone_and_its_original_never_share_state(play: Play) -> None:
    check_clones_independent(GAME, walk(GAME, play))


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_an_observation_shows_only_what_its_seat_may_see(play: Play) -> None:
    for state in every_nth(GAME, play, OBSERVED_EVERY):
        check_observation_hides(GAME, state, play.seed, redeal)


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_every_reached_position_round_trips_through_the_file_format(play: Play) -> None:
    for state in every_nth(GAME, play, READ_EVERY):
        check_round_trip(GAME, state)
