"""Magellan random-play conformance: 1,000 seeded games (3-6 players, all four board combinations,
every ruling switched over in some), invariants after every action, observations and sampled
worlds checked along the way, and exact replay of each record.
"""

from __future__ import annotations

from collections import Counter

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.magellan.options import MagellanOptions
from qtgames.engine.magellan.position import explorer_places, gold_places
from qtgames.engine.magellan.state import UNKNOWN, MagellanState, Stage

from .invariants import check_magellan_invariants

GAME = get_game("magellan")
GAMES = 1000
SIDES = ("A", "B")


def options_for(seed: int) -> MagellanOptions:
    return MagellanOptions(
        board1=SIDES[seed % 2], board2=SIDES[(seed // 2) % 2],
        unsold_opener="auctioneer" if seed % 5 == 3 else "previous_opener",
        veto_last_card=seed % 7 == 4,
    )


def check_hidden(state: MagellanState, rng: Rng) -> None:
    """The decider's observation hides what it must, and a world sampled from it offers the same choices."""
    decision = GAME.decision(state)
    assert decision is not None
    seat = decision.player
    obs = GAME.observation(state, seat)
    assert obs.hands[seat] == state.hands[seat]
    for other in range(state.players):
        if other != seat and not state.showing[other] and not state.scored[other]:
            assert obs.hands[other] == [UNKNOWN] * len(state.hands[other])
    assert set(obs.gold_deck) <= {UNKNOWN} and obs.rng.state != state.rng.state
    world = GAME.determinize(obs, rng)
    assert gold_places(world) == Counter(state.data.gold)
    assert explorer_places(world) == explorer_places(state)
    assert GAME.legal_actions(world) == GAME.legal_actions(state)


def play_checked(seed: int, hidden_every: int = 9) -> tuple[MatchRecord, MagellanState]:
    players = 3 + (seed // 4) % 4
    options = options_for(seed)
    state = GAME.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    actions = []
    check_magellan_invariants(state)
    while not GAME.is_terminal(state):
        if len(actions) % hidden_every == 0:
            check_hidden(state, rng)
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        check_magellan_invariants(state)
    record = MatchRecord(GAME.key, options, [PlayerSeat(f"P{i}", "random") for i in range(players)], seed, actions)
    replayed = replay(record_from_text(record.dumps())).state
    assert GAME.state_to_json(replayed) == GAME.state_to_json(state)
    assert replayed.rng.state == state.rng.state
    return record, state


@pytest.mark.slow
def test_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    lengths = [len(play_checked(seed)[0].actions) for seed in range(GAMES)]
    assert min(lengths) >= 10


def test_same_seed_and_actions_give_the_same_game_bit_for_bit() -> None:
    (first, a), (second, b) = play_checked(42), play_checked(42)
    assert first.dumps() == second.dumps() and GAME.state_to_json(a) == GAME.state_to_json(b)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_every_board_combination_plays_to_the_end(seed: int) -> None:
    _, state = play_checked(seed, hidden_every=1)
    assert state.stage == Stage.OVER


def test_a_position_survives_the_file_format_round_trip() -> None:
    state = GAME.new_state(4, MagellanOptions(board1="B", board2="B"), 5)
    rng = Rng(1)
    for _ in range(25):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    text = GAME.state_to_json(state)
    again = GAME.state_from_json(text, state.options, "position")
    assert GAME.state_to_json(again) == text
    assert GAME.legal_actions(again) == GAME.legal_actions(state)


def test_a_position_with_a_card_too_many_is_refused() -> None:
    from qtgames.engine.core import FormatError

    state = GAME.new_state(3, MagellanOptions(), 5)
    text = GAME.state_to_json(state)
    text["hands"][0].append(9)
    with pytest.raises(FormatError, match="position.hands"):
        GAME.state_from_json(text, state.options, "position")
