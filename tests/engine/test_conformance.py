"""Random-play conformance for every game: seeded games through the protocol alone
(`legal_actions`/`apply`), the game's invariants after every action, the decider's observation
checked now and then, and the record of each game replayed from its seed to the identical state.

Each game may bring what is its own (player counts, which rulings to switch over, its
invariants); the walk, the replay and the checks are one suite over all of them. A game that brings
nothing (a new one, the tests' own Pebbles) plays with every player count of its declaration and
each of its rulings switched over in some of the games.

The fast gate plays 50 games of each; the slow step (`-m slow`) 1,000.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from qtgames.engine.core import Rng, RuleOptions, game_keys, get_game
from qtgames.engine.core.record import MatchRecord, PlayerSeat, record_from_text, replay
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.engine.magellan.options import MagellanOptions
from qtgames.engine.tsuro_seas.options import TsuroOptions
from tests.paths import RESOURCES

from .invariants import check_entdecker_invariants, check_magellan_invariants, check_tsuro_invariants

FAST_GAMES = 50     # per game in the fast gate: every ruling of every game switched over in some
SLOW_GAMES = 1000   # per game in the slow step
SIDES = ("A", "B")
# Option i of a game without its own suite takes another of its values in the games whose seed
# leaves remainder i by the i-th of these primes: mostly the defaults, every ruling in some games.
PRIMES = (3, 5, 7, 11, 13, 17, 19, 23, 29, 31)

# A checker is made for a fresh game and called with the state after every action.
Checker = Callable[[Any], None]


def tsuro_checker(_state: Any) -> Checker:
    pile_ran_dry = False

    def check(state: Any) -> None:
        nonlocal pile_ran_dry
        pile_ran_dry = pile_ran_dry or not state.pile
        check_tsuro_invariants(state, pile_ran_dry)

    return check


def entdecker_checker(state: Any) -> Checker:
    scores = state.score[:]

    def check(state: Any) -> None:
        nonlocal scores
        check_entdecker_invariants(state, scores)
        scores = state.score[:]

    return check


def magellan_checker(_state: Any) -> Checker:
    return check_magellan_invariants


@dataclass(frozen=True)
class Conformance:
    """What one game's random play varies and checks."""

    players: Callable[[int], int]
    options: Callable[[int], RuleOptions]
    checker: Callable[[Any], Checker]
    shortest: int                           # the fewest decisions a whole game can take
    round_trip: tuple[int, RuleOptions, int]  # players, options and random moves before a position round trip


SUITES: dict[str, Conformance] = {
    "tsuro-seas": Conformance(
        players=lambda seed: 2 + seed % 7,
        # Mostly the defaults, with every ruling switched over in some of the games.
        options=lambda seed: TsuroOptions(
            daikaiju=seed % 5 != 4,
            daikaiju_order="ascending" if seed % 7 == 3 else "descending",
            destroyed_daikaiju="out" if seed % 11 == 5 else "supply",
            new_daikaiju_on_tile="pile" if seed % 13 == 6 else "out",
            waiting_daikaiju_destroys=seed % 17 != 8,
            eliminated_players_roll=seed % 3 == 1,
            shared_start_marks=seed % 23 == 10,
            eliminated_hand="out" if seed % 19 == 9 else "pile",
            board_full="no_placement" if seed % 29 == 14 else "covered",
        ),
        checker=tsuro_checker, shortest=3, round_trip=(4, TsuroOptions(), 12)),
    "entdecker": Conformance(
        players=lambda seed: 2 + seed % 3,
        options=lambda seed: EntdeckerOptions(
            rotating_first_player=seed % 3 == 1,
            unplayable_to_reserve=seed % 4 == 2,
            personal_tiles=seed % 5 == 3,
            hostile_settlement="12" if seed % 7 == 4 else "forbidden",
            board_edge="water" if seed % 11 == 5 else "anything",
            start_fee_to="owner" if seed % 13 == 6 else "bank",
            finish_last_turn=seed % 17 != 7,
        ),
        checker=entdecker_checker, shortest=10, round_trip=(3, EntdeckerOptions(personal_tiles=True), 120)),
    "magellan": Conformance(
        players=lambda seed: 3 + (seed // 4) % 4,
        # All four board combinations, every ruling switched over in some games.
        options=lambda seed: MagellanOptions(
            board1=SIDES[seed % 2], board2=SIDES[(seed // 2) % 2],
            unsold_opener="auctioneer" if seed % 5 == 3 else "previous_opener",
            veto_last_card=seed % 7 == 4,
        ),
        checker=magellan_checker, shortest=10, round_trip=(4, MagellanOptions(board1="B", board2="B"), 25)),
}


def varied_options(options: type[RuleOptions], seed: int) -> RuleOptions:
    """A game's options for one seeded game: mostly the defaults, each switched over in some games."""
    values: dict[str, Any] = {}
    for index, info in enumerate(options.describe()):
        prime = PRIMES[index % len(PRIMES)]
        if seed % prime != index % prime:
            continue
        if isinstance(info.default, bool):
            values[info.name] = not info.default
        elif info.choices:
            others = [choice for choice in info.choices if choice != info.default]
            values[info.name] = others[(seed // prime) % len(others)]
    return options(**values)


def suite(key: str) -> Conformance:
    """The game's own suite, or the one any game plays: every player count, the rulings varied,
    the protocol's checks alone."""
    own = SUITES.get(key)
    if own is not None:
        return own
    game = get_game(key)
    counts = game.max_players - game.min_players + 1
    return Conformance(players=lambda seed: game.min_players + seed % counts,
                       options=lambda seed: varied_options(game.Options, seed),
                       checker=lambda _state: lambda _state: None, shortest=1,
                       round_trip=(game.min_players, game.Options(), 10))


def test_every_ruling_is_switched_over_within_the_fast_gates_games(game_key: str) -> None:
    """The fast gate plays each value of each option in some of its games, a game's own suite or not."""
    played = [suite(game_key).options(seed).to_json() for seed in range(FAST_GAMES)]
    for info in get_game(game_key).Options.describe():
        values = set(info.choices) or {True, False}
        assert {chosen[info.name] for chosen in played} == values, info.name


@pytest.mark.parametrize("key", game_keys())
def test_the_rules_say_which_component_numbers_are_reconstructed(key: str) -> None:
    """The start page's note comes from here: the list the game's data file keeps."""
    package = key.replace("-", "_")
    data_file = importlib.import_module(f"qtgames.engine.{package}.data").DATA_FILE
    shipped = json.loads((RESOURCES / package / data_file).read_text(encoding="utf-8"))
    assert get_game(key).reconstructed() == shipped["reconstructed"] != []


def check_observation(game: Any, state: Any, rng: Rng) -> None:
    """The decider's observation keeps its own view, and a world sampled from it offers the same choices."""
    decision = game.decision(state)
    seat = decision.player
    observation = game.observation(state, seat)
    assert game.decision(observation) == decision
    world = game.determinize(observation, rng)
    assert game.legal_actions(world) == game.legal_actions(state)
    assert game.state_to_json(game.observation(world, seat)) == game.state_to_json(observation)
    # The public view (no viewer) is what every seat sees: hiding a seat's own parts from its view gives it.
    public = game.state_to_json(game.observation(state, None))
    assert game.state_to_json(game.observation(observation, None)) == public
    assert game.state_to_json(game.observation(world, None)) == public


def play_checked(key: str, seed: int, observe_every: int = 9) -> tuple[MatchRecord, Any]:
    """One seeded random game with every check; its record must replay to the same state."""
    game, rules = get_game(key), suite(key)
    players, options = rules.players(seed), rules.options(seed)
    state = game.new_state(players, options, seed)
    rng = Rng(seed + 10_000)
    check = rules.checker(state)
    check(state)
    actions = []
    while not game.is_terminal(state):
        if len(actions) % observe_every == 0:
            check_observation(game, state, rng)
        legal = game.legal_actions(state)
        assert 0 < len(legal) <= game.max_legal_actions
        action = rng.choice(legal)
        actions.append(action)
        game.apply(state, action)
        check(state)
    record = MatchRecord(key, options, [PlayerSeat(f"P{i}", "random") for i in range(players)], seed, actions)
    replayed = replay(record_from_text(record.dumps())).state
    assert game.state_to_json(replayed) == game.state_to_json(state)
    assert replayed.rng.state == state.rng.state
    return record, state


@pytest.mark.parametrize("games", [FAST_GAMES, pytest.param(SLOW_GAMES, marks=pytest.mark.slow)])
def test_random_games_keep_every_invariant_and_replay_exactly(game_key: str, games: int) -> None:
    lengths = [len(play_checked(game_key, seed)[0].actions) for seed in range(games)]
    assert min(lengths) >= suite(game_key).shortest


def test_same_seed_and_actions_give_the_same_game_bit_for_bit(game_key: str) -> None:
    (first, a), (second, b) = play_checked(game_key, 42), play_checked(game_key, 42)
    game = get_game(game_key)
    assert first.dumps() == second.dumps() and game.state_to_json(a) == game.state_to_json(b)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_short_runs_check_the_observation_at_every_decision(game_key: str, seed: int) -> None:
    """Magellan's four seeds are its four board combinations; each game plays to its end."""
    _, state = play_checked(game_key, seed, observe_every=1)
    assert get_game(game_key).is_terminal(state)


def test_a_position_survives_the_file_format_round_trip(game_key: str) -> None:
    game = get_game(game_key)
    players, options, moves = suite(game_key).round_trip
    state = game.new_state(players, options, 5)
    rng = Rng(1)
    for _ in range(moves):
        if game.is_terminal(state):
            break
        game.apply(state, rng.choice(game.legal_actions(state)))
    text = game.state_to_json(state)
    again = game.state_from_json(text, state.options, "position")
    assert game.state_to_json(again) == text
    assert game.legal_actions(again) == game.legal_actions(state)
