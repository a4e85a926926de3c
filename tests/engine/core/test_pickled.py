"""What crosses to the AI worker process pickles and comes back the same, compiled engine or pure:
an observation with everything it holds (the data, the board, the RNG), and each action offered.
A class mypyc compiles pickles only as `core.pickled` registers it; CI runs this on both engines."""

from __future__ import annotations

import copy
import pickle

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.pickled import pickle_by_fields
from tests.engine.test_conformance import SUITES


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("key", sorted(SUITES))
def test_observations_and_actions_come_back_from_pickle_as_they_went(key: str) -> None:
    game, suite = get_game(key), SUITES[key]
    state = game.new_state(suite.players(1), suite.options(1), 1)
    rng = Rng(5)
    while not game.is_terminal(state):
        decision = game.decision(state)
        assert decision is not None
        observation = game.observation(state, decision.player)
        back = pickle.loads(pickle.dumps(observation))
        assert game.state_to_json(back) == game.state_to_json(observation)
        assert back.rng.state == observation.rng.state
        legal = game.legal_actions(state)
        assert pickle.loads(pickle.dumps(legal)) == legal
        assert game.legal_actions(back) == game.legal_actions(observation), "the copy plays on alike"
        game.apply(state, rng.choice(legal))
    copied = copy.copy(state)
    assert game.state_to_json(copied) == game.state_to_json(state), "copy uses the same registration"


def test_a_class_whose_constructor_leaves_a_field_out_is_refused() -> None:
    from dataclasses import dataclass, field

    @dataclass
    class Counted:
        total: int
        seen: int = field(init=False, default=0)

    with pytest.raises(TypeError, match="Counted has a field its constructor does not take"):
        pickle_by_fields(Counted)


def test_an_event_comes_back_from_pickle_and_copy_as_it_went() -> None:
    """A compiled event cannot be made bare, as pickle's default way for a slotted object would:
    the setup events travel to the AI worker inside an observation."""
    from qtgames.engine.core.rules import make_event

    event = make_event("drew", "TS-H1", seat=2, pile=17)
    for back in (pickle.loads(pickle.dumps(event)), copy.deepcopy(event), copy.copy(event)):
        assert (back.kind, back.rule, back.data) == ("drew", "TS-H1", {"seat": 2, "pile": 17})
        assert str(back) == str(event)
