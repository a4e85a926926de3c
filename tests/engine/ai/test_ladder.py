"""The ladder on a tiny budget: it runs, its table has every pair, its intervals hold their estimates."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from qtgames.cli import main
from qtgames.engine.ai import levels
from qtgames.engine.ai.ismcts import AiLimit, IsmctsPlayer
from qtgames.engine.ai.players import GreedyPlayer
from qtgames.engine.ladder import (
    LEVELS,
    MAX_TOP_UP,
    SEARCH_LEVELS,
    PairResult,
    lineup,
    match_args,
    ratings,
    run_ladder,
)
from qtgames.engine.tournament import score_interval


@pytest.fixture
def quick_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search levels with a handful of iterations each, so a ladder takes seconds."""
    for key, iterations in (("normal", 4), ("hard", 8), ("expert", 16)):
        kind = levels.AI_KINDS[key]
        monkeypatch.setitem(levels.AI_KINDS, key, levels.AiKind(
            key, kind.title, kind.description,
            lambda seed, n=iterations: IsmctsPlayer(seed, AiLimit(iterations=n, rollout_depth=2))))


def test_every_ai_kind_has_its_rung_and_the_search_levels_are_those_that_search() -> None:
    """A new level in AI_KINDS is placed on the ladder, and `bench` times it if it searches."""
    assert sorted(LEVELS) == sorted(levels.AI_KINDS)
    searching = [level for level in LEVELS if isinstance(levels.make_player(level, 1), IsmctsPlayer)]
    assert searching and list(SEARCH_LEVELS) == searching


def test_the_table_has_every_pair_and_each_interval_holds_its_estimate(
        quick_levels: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ladder", "--game", "tsuro-seas", "--games", "2", "--seed", "3"]) == 0
    out, err = capsys.readouterr()
    assert "10/10 matches" in err
    rows = {m[0]: m[1:] for m in re.findall(r"^  (\w+ vs \w+) +([\d.]+)% +([\d.]+)% – +([\d.]+)%", out, re.M)}
    assert list(rows) == [f"{upper} vs {lower}" for lower, upper in pairwise(LEVELS)]
    for score, low, high in rows.values():
        assert float(low) <= float(score) <= float(high)
    elos = re.findall(r"^    (\w+) +([-+]\d+)  \(([-+]\d+) … ([-+]\d+)\)", out, re.M)
    assert [e[0] for e in elos] == list(LEVELS)
    for _, elo, low, high in elos:
        assert int(low) <= int(elo) <= int(high)


def test_a_three_player_game_seats_greedy_beside_the_pair_and_swaps_the_pair() -> None:
    assert lineup("magellan", "hard", "expert") == ("hard", "expert", "greedy")
    seats = [a[1] for a in match_args("magellan", "hard", "expert", 6, 1, None)]
    assert seats[:3] == [("hard", "expert", "greedy")] * 3 and seats[3:] == [("expert", "hard", "greedy")] * 3


def test_ratings_add_the_pairs_steps_and_a_sweep_stays_finite() -> None:
    even, sweep = PairResult("random", "easy", 4, [1.0, 0.0, 1.0, 0.0]), PairResult("easy", "greedy", 4, [1.0] * 4)
    rated = ratings([even, sweep])
    assert [r.level for r in rated] == ["random", "easy", "greedy"]
    assert rated[1].elo == pytest.approx(0.0) and 0 < rated[2].elo < 1000
    assert all(r.low <= r.elo <= r.high for r in rated)


def test_a_clean_sweep_is_not_certainty_and_every_interval_holds_its_score() -> None:
    """Wilson's interval: 6 wins of 6 leave the true share anywhere from 61%; the normal
    approximation printed a zero-wide 100%-100%."""
    low, high = score_interval(1.0, 6)
    assert 0.60 < low < 0.62 and high == 1.0
    assert score_interval(0.5, 200) == pytest.approx((0.431, 0.569), abs=0.001)
    for games in (1, 2, 7, 200):
        for wins in range(games + 1):
            low, high = score_interval(wins / games, games)
            assert 0.0 <= low <= wins / games <= high <= 1.0


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_a_pair_short_of_counted_games_plays_on_in_the_same_seeded_sequence(
        quick_levels: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Magellan's third seat wins games that say nothing about the pair: with --min-counted a pair
    plays on until that many were won by one of the two (or ten times its games)."""
    monkeypatch.setattr(GreedyPlayer, "samples", 1)   # the third seat, quick
    pairs = run_ladder("magellan", 2, 5, min_counted=2)
    for pair in pairs:
        assert pair.counted >= 2 or pair.games == 2 * MAX_TOP_UP, (pair.lower, pair.upper, pair.counted)
        assert pair.games >= 2
    topped = next((p for p in pairs if p.games > 2), None)
    assert topped is not None, "at seed 5 greedy wins one of the first two games of some pair"
    again = run_ladder("magellan", topped.games, 5)[LEVELS.index(topped.upper) - 1]
    assert again.scores == topped.scores, "the further matches are the sequence's next ones"
