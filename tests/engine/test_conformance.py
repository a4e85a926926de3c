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
from qtgames.engine.tsuro_seas.state import Phase, TsuroState

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
        eliminated_hand="out" if seed % 19 == 9 else "pile",
    )


def check_invariants(state: TsuroState, pile_ran_dry: bool) -> None:
    data = state.data
    # Each wake tile is in exactly one place.
    places = [t for t in state.tiles if t >= 0] + state.pile + state.removed
    places += [t for hand in state.hands for t in hand]
    assert sorted(places) == list(range(data.tile_count))
    # Each daikaiju is on the board, in the supply or out, once; the two board maps agree.
    on_board = state.daikaiju_on_board()
    assert sorted(on_board + state.kaiju_supply + state.kaiju_out) == list(range(len(data.daikaiju)))
    for kaiju in on_board:
        assert state.kaiju_at[state.kaiju_square[kaiju]] == kaiju
        assert state.tiles[state.kaiju_square[kaiju]] < 0
    # No two sailing ships on one point heading the same way (TS-P5, TS-O3).
    sailing = [state.ships[s] for s in range(state.players) if state.alive[s] and state.ships[s] >= 0]
    assert len(sailing) == len(set(sailing))
    if state.phase == Phase.OVER:
        assert state.winners
        return
    # The square in front of a sailing ship never holds a wake tile.
    for position in sailing:
        assert state.tiles[position >> 3] < 0
    # TS-D7: at least three daikaiju at a decision, unless the supply ran out or this turn's roll moved them.
    if state.options.daikaiju and state.phase != Phase.START:
        moved_this_turn = 1 <= state.dice[2] <= 5
        if not moved_this_turn:
            assert len(on_board) >= min(data.daikaiju_minimum, len(on_board) + len(state.kaiju_supply))
    if not state.options.daikaiju:
        assert not on_board
    # Hand sizes: at most three; three for every sailing player while the pile has never run dry.
    for seat in range(state.players):
        hand = state.hands[seat]
        assert len(hand) <= data.hand_size
        if not state.alive[seat] and seat not in state.bonus_from:
            assert not hand
        elif state.alive[seat] and not pile_ran_dry:
            expected = data.hand_size - (1 if seat == state.active and state.phase == Phase.BONUS else 0)
            assert len(hand) == expected


def play_checked(seed: int) -> MatchRecord:
    players = 2 + seed % 7
    options = options_for(seed)
    state = GAME.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    actions = []
    pile_ran_dry = False
    check_invariants(state, pile_ran_dry)
    while not GAME.is_terminal(state):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        pile_ran_dry = pile_ran_dry or not state.pile
        check_invariants(state, pile_ran_dry)
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
