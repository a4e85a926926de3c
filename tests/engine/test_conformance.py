"""Random-play conformance: many seeded games through the protocol, invariants after every action.

Games are played through `legal_actions`/`apply` only; the invariants then read the state
to check the rules' bookkeeping (tiles, ships, daikaiju, hands) never goes wrong, and the
record of each game must replay from its seed to the identical final state.
"""

from __future__ import annotations

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.tsuro_seas.options import TsuroOptions

from .invariants import check_tsuro_invariants

GAME = get_game("tsuro-seas")
GAMES = 1000


def options_for(seed: int) -> TsuroOptions:
    """Mostly the defaults, with every ruling switched over in some of the games."""
    return TsuroOptions(
        daikaiju=seed % 5 != 4,
        daikaiju_order="ascending" if seed % 7 == 3 else "descending",
        destroyed_daikaiju="out" if seed % 11 == 5 else "supply",
        new_daikaiju_on_tile="pile" if seed % 13 == 6 else "out",
        waiting_daikaiju_destroys=seed % 17 != 8,
        eliminated_players_roll=seed % 3 == 1,
        shared_start_marks=seed % 23 == 10,
        eliminated_hand="out" if seed % 19 == 9 else "pile",
    )


def play_checked(seed: int) -> MatchRecord:
    players = 2 + seed % 7
    options = options_for(seed)
    state = GAME.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    actions = []
    pile_ran_dry = False
    check_tsuro_invariants(state, pile_ran_dry)
    while not GAME.is_terminal(state):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        pile_ran_dry = pile_ran_dry or not state.pile
        check_tsuro_invariants(state, pile_ran_dry)
    record = MatchRecord(GAME.key, options, [PlayerSeat(f"P{i}", "random") for i in range(players)],
                         seed, actions)
    replayed = replay(record_from_text(record.dumps())).state
    assert GAME.state_to_json(replayed) == GAME.state_to_json(state)
    assert replayed.rng.state == state.rng.state
    return record


@pytest.mark.slow
def test_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    lengths = [len(play_checked(seed).actions) for seed in range(GAMES)]
    assert min(lengths) >= 3


def test_same_seed_and_actions_give_the_same_game_bit_for_bit() -> None:
    first, second = play_checked(42), play_checked(42)
    assert first.dumps() == second.dumps()
