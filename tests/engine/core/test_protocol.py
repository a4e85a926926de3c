"""What the protocol's base class answers for every game: the player count it was declared with,
the options class, the outcome of a finished game, and the public view."""

from __future__ import annotations

import pytest

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import game_keys, get_game
from qtgames.engine.core.registry import game_info
from qtgames.engine.tsuro_seas.state import UNKNOWN


def test_a_game_is_set_up_only_for_the_player_counts_it_declares(game_key: str) -> None:
    game = get_game(game_key)
    assert (game.key, game.title, game.min_players, game.max_players) == (
        game.info.key, game.info.title, game.info.min_players, game.info.max_players) == (
        game_key, game_info(game_key).title, game_info(game_key).min_players, game_info(game_key).max_players)
    for players in (game.min_players, game.max_players):
        assert game.player_count(game.new_state(players, game.Options(), 1)) == players
    for players in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError, match=f"{game.min_players}-{game.max_players} players"):
            game.new_state(players, game.Options(), 1)


def test_a_game_refuses_another_games_options(game_key: str) -> None:
    game = get_game(game_key)
    other = next(get_game(k) for k in game_keys() if k != game_key)
    with pytest.raises(TypeError, match=other.Options.__name__):
        game.new_state(game.min_players, other.Options(), 1)


def test_the_outcome_of_a_finished_game_names_winners_scores_and_the_ending_rule(game_key: str) -> None:
    game = get_game(game_key)
    result = play_match(game, ["greedy"] + ["random"] * (game.min_players - 1), game.Options(), 5)
    outcome = game.outcome(result.state)
    assert outcome is not None and outcome.winners and sum(outcome.scores) == pytest.approx(1.0)
    assert all(outcome.scores[seat] > 0 for seat in outcome.winners)
    assert outcome.rule == result.events[-1].rule != ""
    assert (outcome.points is None) == (game.points(result.state) is None)
    assert game.outcome(game.new_state(game.min_players, game.Options(), 5)) is None


def test_the_public_view_of_tsuro_shows_no_hand_at_all() -> None:
    game = get_game("tsuro-seas")
    state = game.new_state(3, game.Options(), 2)
    public = game.observation(state, None)
    assert all(hand == [UNKNOWN] * len(state.hands[seat]) for seat, hand in enumerate(public.hands))
    assert game.observation(state, 1).hands[1] == state.hands[1]
