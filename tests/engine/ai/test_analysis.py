"""The analysis of one decision: known answers on constructed positions, exact replay from a seed and a
budget, anytime snapshots, cancelling, what it leaves out, and that it never reads hidden parts."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from qtgames.engine.ai.analysis import AnalysisLimit, NothingToAnalyse, analyse
from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.scenario import scenario_from_file
from qtgames.engine.entdecker.state import Place
from qtgames.engine.tsuro_seas.state import PlaceTile
from tests.engine.tsuro_seas.test_hidden_information import mid_game
from tests.paths import FIXTURES

TSURO = get_game("tsuro-seas")
LIMIT = AnalysisLimit(iterations=3000)


def _fixture(name: str) -> Any:
    return scenario_from_file(FIXTURES / "analysis" / f"{name}.json").state()


def _observed(game: Any, state: Any) -> Any:
    return game.observation(state, game.decision(state).player)


def test_the_one_safe_rotation_ranks_first_and_the_suicidal_ones_show_zero() -> None:
    """After any placement but the second tile turned once to the right, every tile in every rotation
    takes Player 1's ship off the board at its next placement (the fixture's notes): certain loss."""
    analysis = analyse(TSURO, _observed(TSURO, _fixture("tsuro-one-safe-rotation")), LIMIT, seed=3)
    best, *doomed = analysis.candidates
    assert best.action == PlaceTile(20, 1)
    assert best.chance > 0.05
    assert len(doomed) == 5
    for candidate in doomed:
        assert candidate.chance == 0.0 and candidate.raw == 0.0
        assert f"{candidate.chance:.0%}" == "0%"


def test_a_move_that_hands_the_opponent_a_forced_win_ranks_last() -> None:
    """The editor's view (everything as laid out): after the third tile turned twice Player 1 holds
    a tile that sails Player 2 off the board, after the others not."""
    state = _fixture("tsuro-hands-a-win")
    for seed in (1, 2):
        analysis = analyse(TSURO, state, AnalysisLimit(iterations=6000), seed=seed, laid_out=True)
        assert analysis.laid_out
        assert analysis.candidates[-1].action == PlaceTile(53, 2)
        assert analysis.candidates[-1].high < analysis.candidates[-2].low


def test_an_entdecker_card_that_closes_an_island_ranks_above_one_that_does_not() -> None:
    game = get_game("entdecker")
    analysis = analyse(game, _observed(game, _fixture("entdecker-island-card")), LIMIT, seed=2)
    ranks = {c.action: c.rank for c in analysis.candidates}
    scoring = Place(11, 3)
    assert ranks[scoring] == 1
    assert ranks[scoring] < ranks[Place(22, 0)] and ranks[scoring] < ranks[Place(22, 1)]
    gold, points = analysis.candidates[0].facts
    assert (gold.key, points.key) == ("gold", "points") and not gold.exact


def test_a_seed_and_a_budget_replay_exactly_and_another_seed_samples_other_worlds() -> None:
    position = _observed(TSURO, mid_game())
    limit = AnalysisLimit(iterations=600, precision=0)
    first, again = analyse(TSURO, position, limit, seed=4), analyse(TSURO, position, limit, seed=4)
    other = analyse(TSURO, position, limit, seed=5)
    summary = [(c.action, c.raw, c.playouts, c.line) for c in first.candidates]
    assert summary == [(c.action, c.raw, c.playouts, c.line) for c in again.candidates]
    assert summary != [(c.action, c.raw, c.playouts, c.line) for c in other.candidates]
    assert first.stopped == "budget" and first.playouts <= 600


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_every_candidate_has_an_interval_around_its_chance_and_ranks_follow_the_chances() -> None:
    # the best two are 1.8 points apart: telling them apart takes about 3,850 playouts
    analysis = analyse(TSURO, _observed(TSURO, mid_game()), AnalysisLimit(iterations=6000), seed=1)
    chances = [c.chance for c in analysis.candidates]
    assert chances == sorted(chances, reverse=True)
    assert [c.rank for c in analysis.candidates] == list(range(1, len(chances) + 1))
    for c in analysis.candidates:
        assert 0.0 <= c.low <= c.chance <= c.high <= 1.0
        assert len(c.shares) == analysis.players and c.shares[analysis.seat] == pytest.approx(c.chance)
    assert analysis.stopped == "precision"
    assert all((c.high - c.low) / 2 <= 0.03 for c in analysis.candidates[:2])


def test_snapshots_refine_while_it_runs_and_a_cancel_stops_it() -> None:
    seen: list[Any] = []
    calls = iter(range(10_000))
    analysis = analyse(TSURO, _observed(TSURO, mid_game()), AnalysisLimit(iterations=10**6, precision=0), seed=1,
                       progress=seen.append, cancelled=lambda: next(calls) >= 300)
    assert analysis.stopped == "cancelled"
    assert analysis.playouts < 10**6
    assert all(snapshot.stopped == "running" for snapshot in seen)


def test_where_there_are_too_many_moves_it_says_which_it_left_out() -> None:
    game = get_game("entdecker")
    state = game.new_state(2, game.Options(), 3)
    legal = game.legal_actions(state)
    assert len(legal) > 12
    analysis = analyse(game, _observed(game, state), AnalysisLimit(iterations=400, width=6), seed=1,
                       keep=[legal[-1]])
    examined = {c.action for c in analysis.candidates}
    left = {o.action for o in analysis.left_out}
    assert len(examined) == 7 and legal[-1] in examined
    assert examined | left == set(legal) and not examined & left
    assert analysis.legal == len(legal)


def test_it_never_reads_what_the_seat_cannot_see() -> None:
    state = mid_game()
    seat = state.active
    twin = TSURO.determinize(TSURO.observation(state, seat), Rng(99))   # other hidden hands, another pile
    assert twin.hands != state.hands and twin.pile != state.pile
    one = analyse(TSURO, TSURO.observation(state, seat), LIMIT, seed=2)
    two = analyse(TSURO, TSURO.observation(twin, seat), LIMIT, seed=2)
    assert [(c.action, c.raw) for c in one.candidates] == [(c.action, c.raw) for c in two.candidates]


def test_a_finished_game_has_nothing_to_analyse_and_one_legal_move_is_still_valued() -> None:
    scenario = scenario_from_file(FIXTURES / "analysis" / "tsuro-hands-a-win.json")
    state = scenario.state()
    over = state.clone()
    TSURO.apply(over, PlaceTile(53, 2))
    TSURO.apply(over, next(a for a in TSURO.legal_actions(over) if _wins(over, a)))
    with pytest.raises(NothingToAnalyse, match="over"):
        analyse(TSURO, over)
    only = analyse(TSURO, state, LIMIT, only=[PlaceTile(53, 2)], laid_out=True)
    assert [c.action for c in only.candidates] == [PlaceTile(53, 2)]


def _wins(state: Any, action: Any) -> bool:
    after = state.clone()
    TSURO.apply(after, action)
    return after.over


def test_the_json_holds_every_candidate_and_reads_as_the_game_writes_actions(tmp_path: Path) -> None:
    analysis = analyse(TSURO, _observed(TSURO, mid_game()), AnalysisLimit(iterations=300), seed=1)
    data = analysis.to_json(TSURO)
    assert [c["rank"] for c in data["candidates"]] == list(range(1, len(analysis.candidates) + 1))
    assert TSURO.action_from_json(data["candidates"][0]["action"], "x") == analysis.best.action


def test_tsuro_moves_show_the_exact_risk_over_the_public_dice() -> None:
    from qtgames.engine.tsuro_seas.risk import risk_after
    from tests.paths import RESOURCES

    # puzzle 3: daikaiju lurk on F1 and E3, close to the ship (puzzles 1 and 2 have none)
    state = scenario_from_file(RESOURCES / "scenarios" / "tsuro-seas-puzzle-3.json").state()
    position = _observed(TSURO, state)
    analysis = analyse(TSURO, position, AnalysisLimit(iterations=400), seed=1)
    for candidate in analysis.candidates:
        out, destroyed, sails_off = candidate.facts
        assert (out.key, destroyed.key, sails_off.key) == ("risk", "destroyed", "sails_off")
        assert out.exact and out.percent
        expected = risk_after(position, candidate.action, analysis.seat)
        assert (out.value, destroyed.value, sails_off.value) == (expected.out, expected.destroyed, expected.sails_off)
    assert any(c.facts[0].value > 0 for c in analysis.candidates)


@pytest.mark.slow   # about ten seconds: the slow step
def test_snapshots_come_before_the_facts() -> None:
    seen: list[Any] = []
    analyse(TSURO, _observed(TSURO, mid_game()), AnalysisLimit(iterations=20_000, precision=0), seed=1,
            progress=seen.append)
    assert seen and all(c.facts == () for snapshot in seen for c in snapshot.candidates)


def test_an_entdecker_decision_stops_only_once_the_best_two_are_told_apart() -> None:
    """Eleven moves within a few points of each other in a three-player game: the analysis used to
    stop as soon as the best two were known to ±3 points each (0.05 s), every move shown alike. Now
    the best two must also be apart, or known to be equal within ±3 points; and the calibrated
    analysis (where the map is nearly flat, a wide raw interval reads narrow) stops no sooner."""
    game = get_game("entdecker")
    data = json.loads((FIXTURES / "analysis" / "entdecker-close-moves.json").read_text(encoding="utf-8"))
    state = game.state_from_json(data["state"], game.Options(), "state")
    position = game.observation(state, data["seat"])
    limit = AnalysisLimit()
    raw = analyse(game, position, limit, seed=0, raw=True, facts=False)
    assert raw.stopped == "precision" and len(raw.candidates) == 11
    best, second = raw.candidates[:2]
    half = [(c.high - c.low) / 2 for c in (best, second)]
    assert max(half) <= limit.precision
    assert best.low > second.high or abs(best.chance - second.chance) + math.hypot(*half) <= limit.precision
    assert best.chance > raw.candidates[3].chance, "told apart, not all shown alike"
    calibrated = analyse(game, position, limit, seed=0, facts=False)
    assert calibrated.stopped == "precision" and calibrated.playouts >= raw.playouts
