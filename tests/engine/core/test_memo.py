"""Tables derived from a game's data are found by the data's identity and never pile up: the AI
process unpickles a fresh copy of the data with every question it is asked."""

from __future__ import annotations

import gc
import pickle

import pytest

from qtgames.engine.ai import make_player
from qtgames.engine.core import game_keys, get_game
from qtgames.engine.core.memo import IdentityMemo


def test_a_memo_works_a_value_out_once_per_key_object_and_keeps_only_the_newest() -> None:
    made: list[tuple[int, ...]] = []
    memo: IdentityMemo[tuple[int, ...], int] = IdentityMemo(size=2)

    def make(key: tuple[int, ...]) -> int:
        made.append(key)
        return sum(key)

    first, equal, other = (1, 2), tuple([1, 2]), (3, 4)  # noqa: C409 (equal to the first, a different object)
    assert memo.get(first, make) == 3 and memo.get(first, make) == 3 and made == [first]
    assert memo.get(equal, make) == 3 and len(made) == 2, "an equal object is another key: no hashing"
    memo.get(other, make)
    memo.get(first, make)
    assert len(made) == 4, "the oldest of three was let go"


@pytest.mark.parametrize("key", game_keys())
def test_questions_asked_with_pickled_observations_leave_no_data_behind(key: str) -> None:
    """As the AI process is asked: each decision's observation pickled and read back, so each
    brings its own copy of the component data. The tables made for those copies must not keep
    them alive (a short marathon grew the AI process by 13 MB when they did)."""
    game = get_game(key)
    states = [game.new_state(game.min_players, game.Options(), 3)]

    def ask(questions: int) -> int:
        """Objects alive after `questions` more decisions made from pickled observations (a game
        that ends is followed by a new one)."""
        for index in range(questions):
            decision = game.decision(states[0])
            if decision is None:
                states[0] = game.new_state(game.min_players, game.Options(), index)
                decision = game.decision(states[0])
                assert decision is not None
            observation = pickle.loads(pickle.dumps(game.observation(states[0], decision.player)))
            game.apply(states[0], make_player("random", index).choose(game, observation))
        gc.collect()
        return len(gc.get_objects())

    settled = ask(8)
    grown = ask(24) - settled
    assert grown < 500, f"{grown} more objects alive after 24 more questions"
