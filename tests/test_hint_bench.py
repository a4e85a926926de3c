"""`qtgames bench-hints`: what it asks is what the window asks for a hint, and it says the numbers."""

from __future__ import annotations

import re

import pytest

from qtgames.cli import main
from qtgames.engine.ai.levels import HINT_LEVEL
from qtgames.engine.core import get_game
from qtgames.engine.hint_bench import PER_GAME, HintTimes, hint_questions


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_the_questions_are_hints_at_real_choices_of_seeded_games() -> None:
    game = get_game("tsuro-seas")
    questions = hint_questions("tsuro-seas", 2, PER_GAME + 2, seed=3)
    assert len(questions) == PER_GAME + 2
    assert {question.kind for question in questions} == {HINT_LEVEL}
    assert all(len(game.legal_actions(question.observation)) > 1 for question in questions)
    assert len({question.seed for question in questions}) == len(questions), "no position asked twice"
    first_game = hint_questions("tsuro-seas", 2, PER_GAME, seed=3)
    assert [q.seed for q in questions[:PER_GAME]] == [q.seed for q in first_game], "the same seed, the same positions"


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_bench_hints_prints_mean_and_p95_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench-hints", "--game", "entdecker", "--positions", "3", "--players", "7"]) == 0
    out = capsys.readouterr().out
    line = re.search(r"entdecker +4 players: mean (\S+) s, p95 (\S+) s, longest \S+ s over 3 hints, \d stopped at 1 s", out)
    assert line is not None, out
    assert 0 < float(line[1]) <= float(line[2])
    assert "load average" in out


def test_a_hint_that_took_the_whole_safety_net_counts_as_stopped_there() -> None:
    timed = HintTimes("tsuro-seas", 2, 0.5, [0.2, 0.999, 1.0, 1.3])
    assert (timed.capped, timed.mean, timed.p95) == (2, pytest.approx(3.499 / 4), 1.3)


def test_bench_hints_refuses_no_positions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench-hints", "--positions", "0"]) == 2
    assert "--positions must be 1 to" in capsys.readouterr().err
