"""Tournaments rotate seats, split shared victories, and replay from their seed."""

from __future__ import annotations

import pytest

from qtgames.engine.tournament import play_rotated, run_tournament


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_rotation_seats_each_ai_everywhere_and_scores_add_up() -> None:
    standings = run_tournament("tsuro-seas", ["greedy", "random", "random"], games=6, seed=2)
    assert [s.games for s in standings] == [6, 6, 6]
    assert abs(sum(s.points for s in standings) - 6) < 1e-9
    low, high = standings[0].interval()
    assert 0.0 <= low <= standings[0].rate <= high <= 1.0


def test_same_seed_same_results() -> None:
    one = play_rotated("tsuro-seas", ("greedy", "random"), 11, 1)
    two = play_rotated("tsuro-seas", ("greedy", "random"), 11, 1)
    assert one.scores == two.scores and one.decisions == two.decisions


def test_options_reach_every_match() -> None:
    from qtgames.engine.core import get_game

    calm = get_game("tsuro-seas").Options(daikaiju=False)
    seeds = range(20, 30)
    with_kaiju = [play_rotated("tsuro-seas", ("random", "random"), s, 0) for s in seeds]
    without = [play_rotated("tsuro-seas", ("random", "random"), s, 0, calm) for s in seeds]
    assert [o.decisions for o in with_kaiju] != [o.decisions for o in without]
