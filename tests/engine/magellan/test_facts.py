"""The analysis's fact about a Magellan move: the points the final count would give after it."""

from __future__ import annotations

from qtgames.engine.core import get_game
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.engine.magellan import scoring

GAME = get_game("magellan")


def test_the_points_fact_is_what_the_count_would_give_and_says_so_beside_a_score_of_0() -> None:
    """The table shows 0 points until the count at the end (MG-E1); the fact showed 18 "points after
    the move (as counted now)" beside it. Its number is the count's, run on the position after the
    move, and its words say it is the count's, not the score's."""
    scenario = next(s for name, s in bundled_scenarios() if name == "magellan-puzzle-1")
    state = scenario.state()
    seat = state.auctioneer
    action = GAME.legal_actions(state)[0]
    after = state.clone()
    GAME.apply(after, action)
    points = next(f for f in GAME.action_facts(state, action, [after], seat) if f.key == "points")
    counted = after.clone()
    scoring.start(counted, [])
    assert after.score[seat] == 0 and counted.scored[seat]
    assert points.value == counted.score[seat] > 0
    assert points.label == "Points if the game were counted after the move"
