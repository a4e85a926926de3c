"""Reviewing a match: a line per player, judged moves graded by what they cost, the review kept in the
record and read back, and the matches that cannot be reviewed said in a sentence."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from qtgames.engine.ai.analysis import AnalysisLimit
from qtgames.engine.ai.play import play_match
from qtgames.engine.ai.reviewer import ReviewCancelled, ReviewRefused, judged_seats, review_match
from qtgames.engine.core import FormatError, get_game
from qtgames.engine.core.record import PlayerSeat, record_from_json, replay
from qtgames.engine.core.review import GRADES, THRESHOLDS, grade

TSURO = get_game("tsuro-seas")
LIMIT = AnalysisLimit(iterations=400)


@pytest.fixture(scope="module")
def match() -> Any:
    return play_match(TSURO, ["greedy", "greedy", "greedy"], TSURO.Options(), 11).record


@pytest.fixture(scope="module")
def reviewed(match: Any) -> Any:
    return review_match(match, LIMIT, seed=1)


def test_every_move_has_every_players_chance_and_the_line_ends_at_the_result(match: Any, reviewed: Any) -> None:
    assert [m.move for m in reviewed.moves] == list(range(len(match.actions)))
    assert reviewed.result == tuple(TSURO.scores(replay(match).state))
    for seat in range(3):
        series = reviewed.series(seat)
        assert len(series) == len(match.actions) + 2     # the start, every move, the result
        assert all(0.0 <= value <= 1.0 for value in series)
        assert series[-1] == reviewed.result[seat]
    assert reviewed.judged_seats == (0, 1, 2)            # AI-only: every seat judged


def test_a_judged_move_is_compared_with_the_best_and_graded_by_its_cost(reviewed: Any) -> None:
    judged = [m for m in reviewed.moves if m.judged]
    assert judged
    for m in judged:
        assert m.best is not None and m.best_chance >= m.chance - 1e-9
        assert m.loss == pytest.approx(max(0.0, m.best_chance - m.chance))
        assert m.grade == grade(m.loss, m.margin)


def test_the_grades_follow_the_thresholds_stated_in_the_docs() -> None:
    assert THRESHOLDS == (0.05, 0.10, 0.15) and GRADES == ("inaccuracy", "mistake", "blunder")
    assert [grade(loss, 0.0) for loss in (0.049, 0.05, 0.10, 0.15, 0.6)] == ["", "inaccuracy", "mistake", "blunder",
                                                                           "blunder"]
    assert grade(0.2, 0.21) == ""   # no larger than the analysis's own error: not graded


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_seed_replays_a_review_exactly(match: Any, reviewed: Any) -> None:
    assert review_match(match, LIMIT, seed=1).to_json() == reviewed.to_json()


def test_the_review_is_kept_in_the_record_and_read_back_without_recomputing(match: Any, reviewed: Any) -> None:
    record = replace(match, review=reviewed)
    data = json.loads(record.dumps())
    assert data["version"] == 3 and data["review"]["moves"][0]["move"] == 0
    back = record_from_json(data)
    assert back.review is not None and back.review.to_json() == reviewed.to_json()
    plain = json.loads(match.dumps())
    assert plain["version"] == 2 and "review" not in plain


@pytest.mark.parametrize(("change", "path"), [
    (lambda r: r.update(game="magellan"), "review.game"),
    (lambda r: r["moves"].append(dict(r["moves"][-1], move=10_000)), "review.moves[{last}].move"),
    (lambda r: r["moves"][0].update(chance=1.5), "review.moves[0].chance"),
    (lambda r: r["moves"][0].update(grade="oops"), "review.moves[0].grade"),
    (lambda r: r.update(start=[0.5]), "review.start"),
    (lambda r: r.update(surprise=1), "review.surprise"),
])
def test_a_bad_review_in_a_record_is_refused_with_its_field(match: Any, reviewed: Any, change: Any, path: str) -> None:
    data = json.loads(replace(match, review=reviewed).dumps())
    change(data["review"])
    with pytest.raises(FormatError) as refused:
        record_from_json(data)
    assert refused.value.path == path.format(last=len(data["review"]["moves"]) - 1)


def test_a_cancelled_review_keeps_nothing(match: Any) -> None:
    asked = iter(range(1000))
    with pytest.raises(ReviewCancelled, match="cancelled"):
        review_match(match, LIMIT, cancelled=lambda: next(asked) > 20)
    assert match.review is None


def test_a_game_going_on_with_hidden_hands_and_a_person_at_the_table_is_not_reviewed(match: Any) -> None:
    going_on = replace(match, players=[PlayerSeat("Ann", "human"), *match.players[1:]], actions=match.actions[:6])
    with pytest.raises(ReviewRefused, match="still going on"):
        review_match(going_on, LIMIT)
    assert judged_seats(going_on) == (0,)


def test_a_record_played_with_other_component_data_is_not_reviewed(match: Any) -> None:
    with pytest.raises(ReviewRefused, match="other Tsuro of the Seas component data"):
        review_match(replace(match, data_digest="0123456789abcdef"), LIMIT)


def test_asking_for_help_is_said_in_the_saved_match(match: Any) -> None:
    from qtgames.engine.core.session import Session

    session = Session.from_record(replace(match, actions=match.actions[:3], assists=[]))
    session.note_assist("analysis")
    session.note_assist("hint")
    data = json.loads(session.record.dumps())
    assert data["version"] == 3
    seat = session.decision.player     # after three ships chose their marks, the first placement
    assert data["assists"] == [{"move": 3, "seat": seat, "kind": "analysis"}, {"move": 3, "seat": seat, "kind": "hint"}]
    assert record_from_json(data).assists == session.record.assists
    data["assists"][0]["seat"] = 7
    with pytest.raises(FormatError) as refused:
        record_from_json(data)
    assert refused.value.path == "assists[0].seat"
    with pytest.raises(ValueError, match="unknown help"):
        session.note_assist("oracle")
