"""Entdecker random-play conformance: 1,000 seeded games (2-4 players, every variant and ruling
switched over in some), invariants after every action, and exact replay of each record.
"""

from __future__ import annotations

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.engine.entdecker.state import UNIT_NAMES, EntdeckerState, Phase

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


def check_invariants(state: EntdeckerState, previous_scores: list[int]) -> None:
    data = state.data
    # Every card in exactly one place (cards made for holes, EN-D2, included).
    places = ([t for t in state.tiles if t >= 0] + [t for s in state.stacks for t in s]
              + [t for r in state.reserve for t in r] + state.boxed + [t for p in state.personal for t in p]
              + ([state.drawn] if state.drawn >= 0 else []))
    assert sorted(places) == list(range(len(state.specs)))
    # Every token in a pile or held, once.
    tokens = [t for p in state.token_piles for t in p] + [t for kept in state.tokens for t in kept]
    assert sorted(tokens) == list(range(len(data.tokens)))
    # Gold 0-12; scores never go down.
    assert all(0 <= g <= data.gold_max for g in state.gold)
    assert all(now >= before for now, before in zip(state.score, previous_scores, strict=True))
    # Units: supply plus board is each player's full set; one unit per card, on land (EN-B2).
    for seat in range(state.players):
        for kind, name in enumerate(UNIT_NAMES):
            on_board = sum(1 for sq, owner in enumerate(state.unit_owner)
                           if owner == seat and state.unit_kind[sq] == kind)
            assert state.supply[seat][kind] >= 0
            assert on_board + state.supply[seat][kind] == data.unit_count[name]
    for square, owner in enumerate(state.unit_owner):
        if owner >= 0:
            look = state.looks[square]
            assert look is not None and state.unit_part[square] < len(look.parts)
    if state.phase == Phase.OVER:
        assert state.winners and max(state.score) == state.score[state.winners[0]]
        return
    # The board's edges match everywhere (EN-X4b).
    looks, neighbour = state.looks, state.board.neighbour
    for square, look in enumerate(looks):
        if look is None:
            continue
        east, south = neighbour[square * 4 + 1], neighbour[square * 4 + 2]
        if east >= 0 and looks[east] is not None:
            assert looks[east].land[3] == look.land[1]
        if south >= 0 and looks[south] is not None:
            assert looks[south].land[0] == look.land[2]
    assert GAME.legal_actions(state), "a pending decision must offer a choice"


def play_checked(seed: int) -> MatchRecord:
    players = 2 + seed % 3
    options = options_for(seed)
    state = GAME.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    actions = []
    scores = state.score[:]
    check_invariants(state, scores)
    while not GAME.is_terminal(state):
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        check_invariants(state, scores)
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
