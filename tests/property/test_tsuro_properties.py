"""Tsuro of the Seas properties over hypothesis-drawn games: any seat count, any rule options, any
choices among the legal actions."""

from __future__ import annotations

from hypothesis import given

from qtgames.engine.core import get_game
from tests.engine.invariants import check_tsuro_invariants

from .checks import check_clones_independent, check_decision, check_observation_hides, check_round_trip
from .strategies import Play, plays, walk

GAME = get_game("tsuro-seas")


@given(plays(GAME))
def test_legal_play_never_raises_and_keeps_every_invariant(play: Play) -> None:
    pile_ran_dry = False
    for state, _ in walk(GAME, play):
        pile_ran_dry = pile_ran_dry or not state.pile
        check_tsuro_invariants(state, pile_ran_dry)
        check_decision(GAME, state)


@given(plays(GAME))
def test_a_clone_and_its_original_never_share_state(play: Play) -> None:
    check_clones_independent(GAME, walk(GAME, play))


@given(plays(GAME))
def test_an_observation_shows_only_what_its_seat_may_see(play: Play) -> None:
    for state, _ in walk(GAME, play):
        check_observation_hides(GAME, state, play.seed)


@given(plays(GAME))
def test_every_reached_position_round_trips_through_the_file_format(play: Play) -> None:
    for state, _ in walk(GAME, play):
        check_round_trip(GAME, state)
