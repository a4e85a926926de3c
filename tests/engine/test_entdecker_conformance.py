"""Entdecker random-play conformance: 1,000 seeded games (2-4 players, every variant and ruling
switched over in some), invariants after every action, and exact replay of each record.
"""

from __future__ import annotations

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.entdecker.options import EntdeckerOptions

from .invariants import check_entdecker_invariants

GAME = get_game("entdecker")
GAMES = 1000


def options_for(seed: int) -> EntdeckerOptions:
    return EntdeckerOptions(
        rotating_first_player=seed % 3 == 1,
        unplayable_to_reserve=seed % 4 == 2,
        personal_tiles=seed % 5 == 3,
        hostile_settlement="12" if seed % 7 == 4 else "forbidden",
        board_edge="water" if seed % 11 == 5 else "anything",
        start_fee_to="owner" if seed % 13 == 6 else "bank",
        finish_last_turn=seed % 17 != 7,
    )


def play_checked(seed: int) -> MatchRecord:
    players = 2 + seed % 3
    options = options_for(seed)
    state = GAME.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    actions = []
    scores = state.score[:]
    check_entdecker_invariants(state, scores)
    while not GAME.is_terminal(state):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        check_entdecker_invariants(state, scores)
        scores = state.score[:]
    record = MatchRecord(GAME.key, options, [PlayerSeat(f"P{i}", "random") for i in range(players)],
                         seed, actions)
    replayed = replay(record_from_text(record.dumps())).state
    assert GAME.state_to_json(replayed) == GAME.state_to_json(state)
    return record


@pytest.mark.slow
def test_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    lengths = [len(play_checked(seed).actions) for seed in range(GAMES)]
    assert min(lengths) >= 10


def test_same_seed_and_actions_give_the_same_game_bit_for_bit() -> None:
    first, second = play_checked(42), play_checked(42)
    assert first.dumps() == second.dumps()


def test_a_position_survives_the_file_format_round_trip() -> None:
    state = GAME.new_state(3, EntdeckerOptions(personal_tiles=True), 5)
    rng = Rng(1)
    for _ in range(120):
        if GAME.is_terminal(state):
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    text = GAME.state_to_json(state)
    again = GAME.state_from_json(text, state.options, "position")
    assert GAME.state_to_json(again) == text
    assert GAME.legal_actions(again) == GAME.legal_actions(state)
