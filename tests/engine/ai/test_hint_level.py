"""What a hint asks: `hard`'s search with a shorter safety net, and no seat's level."""

from __future__ import annotations

import pytest

from qtgames.engine.ai import AI_KINDS, make_player
from qtgames.engine.ai.ismcts import IsmctsPlayer
from qtgames.engine.ai.levels import HINT_LEVEL, HINT_SECONDS
from qtgames.engine.ai.play import check_players
from qtgames.engine.core import get_game
from qtgames.engine.core.errors import FormatError
from qtgames.engine.core.record import PlayerSeat


def test_a_hint_is_hards_search_stopped_sooner() -> None:
    hint, hard = make_player(HINT_LEVEL, 7), make_player("hard", 7)
    assert isinstance(hint, IsmctsPlayer) and isinstance(hard, IsmctsPlayer)
    assert hint.limit.iterations == hard.limit.iterations
    assert hint.limit.time == HINT_SECONDS < (hard.limit.time or 0)
    assert (hint.limit.rollout_depth, hint.limit.paired) == (hard.limit.rollout_depth, hard.limit.paired)


def test_within_its_budget_a_hint_is_the_move_hard_would_make() -> None:
    game = get_game("entdecker")   # hard's budget ends in a few hundredths of a second here
    state = game.new_state(2, game.Options(), 5)
    observation = game.observation(state, 0)
    assert make_player(HINT_LEVEL, 11).choose(game, observation) == make_player("hard", 11).choose(game, observation)


def test_no_seat_can_be_given_the_hint_level() -> None:
    assert HINT_LEVEL not in AI_KINDS, "the lobby and records offer only AI_KINDS"
    with pytest.raises(FormatError, match="unknown player 'hint'"):
        check_players([PlayerSeat("Player 1", HINT_LEVEL), PlayerSeat("Player 2", "random")])
