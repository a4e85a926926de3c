"""Tsuro of the Seas properties over hypothesis-drawn games: any seat count, any rule options, any
choices among the legal actions."""

from __future__ import annotations

import pytest
from hypothesis import given

from qtgames.engine.core import Rng, get_game
from qtgames.engine.tsuro_seas.state import Phase, TsuroState
from tests.engine.invariants import check_tsuro_invariants

from .checks import (
    check_clones_independent,
    check_decision,
    check_observation_hides,
    check_round_trip,
)
from .strategies import Play, plays, walk

GAME = get_game("tsuro-seas")


def redeal(state: TsuroState, viewer: int, rng: Rng) -> TsuroState:
    """Hidden from `viewer`: the others' hands (save those TS-E1 shows the bonus taker), the pile's
    order, the daikaiju supply's order and the dice to come."""
    other = state.clone()
    shown = set(state.bonus_from) if state.phase == Phase.BONUS and state.active == viewer else set()
    hidden = [s for s in range(state.players) if s != viewer and s not in shown]
    pool = state.pile + [t for s in hidden for t in state.hands[s]]
    rng.shuffle(pool)
    for seat in hidden:
        other.hands[seat] = [pool.pop() for _ in state.hands[seat]]
    other.pile = pool
    rng.shuffle(other.kaiju_supply)
    other.rng = Rng(rng.below(2**32))
    other.legal_cache = None
    return other


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


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@given(plays(GAME))
def test_an_observation_shows_only_what_its_seat_may_see(play: Play) -> None:
    for state, _ in walk(GAME, play):
        check_observation_hides(GAME, state, play.seed, redeal)


@given(plays(GAME))
def test_every_reached_position_round_trips_through_the_file_format(play: Play) -> None:
    for state, _ in walk(GAME, play):
        check_round_trip(GAME, state)
