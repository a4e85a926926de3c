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
from qtgames.engine.magellan.rules import may_bid
from qtgames.engine.magellan.state import UNKNOWN, MagellanState, Stage

GAME = get_game("magellan")
GAMES = 1000
SIDES = ("A", "B")


def options_for(seed: int) -> MagellanOptions:
    return MagellanOptions(
        board1=SIDES[seed % 2], board2=SIDES[(seed // 2) % 2],
        unsold_opener="auctioneer" if seed % 5 == 3 else "previous_opener",
        veto_last_card=seed % 7 == 4,
    )


def check_invariants(state: MagellanState) -> None:
    data = state.data
    # Every gold card and every explorer card in exactly one place.
    assert gold_places(state) == Counter(data.gold)
    assert explorer_places(state) == Counter({e: 6 for e in range(6)})
    assert all(hand == sorted(hand) for hand in state.hands)
    settled = state.stage not in (Stage.HALF, Stage.STACK)
    for seat in range(state.players):
        on_board = sum(1 for fields in state.ships for f in fields for owner, _ in f if owner == seat)
        if settled:
            # Ships never leave the board: one per phase-I card bought (MG-B1), the rest in supply or boxed (MG-B3).
            assert on_board == sum(state.bought[seat][0])
            if state.phase == 0 and state.stage != Stage.EXCHANGE:
                assert on_board + state.ships_left[seat] == data.ships
        for explorer, fields in enumerate(state.ships):
            if settled:
                for f in range(3):
                    moved_on = state.bought[seat][f + 1][explorer] if f < 2 else 0
                    assert len(state.ships_of(seat, explorer, f)) == state.bought[seat][f][explorer] - moved_on
        if settled and state.stage != Stage.UNDER:
            # MG-X6: one stack per Magellan ship, as many cards under it as the field it reached.
            sizes = Counter(len(stack) for stack in state.stacks[seat])
            magellan = [f for f in range(3) if state.fields[5][f].action.startswith("magellan")]
            if magellan:
                assert sizes == Counter({f + 1: len(state.ships_of(seat, 5, f)) for f in range(3)
                                         if state.ships_of(seat, 5, f)})
    for explorer, fields in enumerate(state.ships):
        for f, ships in enumerate(fields):
            assert len(ships) <= data.field_capacity[f]
    if state.stage == Stage.BID:
        # MG-A4/A4b: exactly the eligible players with gold may be in the auction.
        for seat in range(state.players):
            if not may_bid(state, seat, state.card):
                assert state.out[seat]
        assert not state.out[state.bidder] and state.limits[state.bidder] > state.high_bid
    if state.stage == Stage.OVER:
        assert state.winners and all(state.scored)
        return
    assert GAME.legal_actions(state), "a pending decision must offer a choice"


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
    check_invariants(state)
    while not GAME.is_terminal(state):
        if len(actions) % hidden_every == 0:
            check_hidden(state, rng)
        action = rng.choice(GAME.legal_actions(state))
        actions.append(action)
        GAME.apply(state, action)
        check_invariants(state)
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
