"""The session: one match played through the engine alone — undo and redo under the take-back
policy, a puzzle's verdict as the moves come, review positions, who may look, and the seeds AI
seats think with. No Qt here: the app's match host only relays all this."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from qtgames.engine.ai.play import decide, open_session, play_match
from qtgames.engine.core import FormatError, RuleViolation, get_game
from qtgames.engine.core.protocol import Goal
from qtgames.engine.core.record import HUMAN, MatchRecord, PlayerSeat, PuzzleOnRecord, record_from_text, replay
from qtgames.engine.core.session import Session, UndoRefusal, decision_seed
from qtgames.engine.entdecker.state import Declare, Draw
from qtgames.engine.tsuro_seas.state import ChooseStart

TSURO = get_game("tsuro-seas")
ENTDECKER = get_game("entdecker")


def seats(*kinds: str) -> list[PlayerSeat]:
    return [PlayerSeat(f"P{seat + 1}", kind) for seat, kind in enumerate(kinds)]


def snapshot(game: Any, state: Any) -> tuple[Any, int]:
    return game.state_to_json(state), state.rng.state


def play_ais_until_human(session: Session) -> None:
    while (request := session.ai_request()) is not None:
        session.play(decide(session.game, request))


def first_legal(session: Session, wanted: type) -> Any:
    return next(a for a in session.legal_actions() if isinstance(a, wanted))


# ---------------------------------------------------------------- playing and the log

def test_a_session_applies_legal_moves_and_refuses_illegal_ones_without_change() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random"), TSURO.Options(), 5)
    before = snapshot(TSURO, session.state)
    with pytest.raises(RuleViolation):
        session.play(ChooseStart(10_000))
    assert snapshot(TSURO, session.state) == before and session.moves == 0 and session.record.actions == []
    events = session.play(session.legal_actions()[0])
    assert session.moves == 1 and session.log == session.setup_events + events


def test_play_for_refuses_a_seat_whose_decision_it_is_not_citing_the_decisions_rule() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, HUMAN), TSURO.Options(), 5)
    decision = session.decision
    other = 1 - decision.player
    with pytest.raises(RuleViolation) as refused:
        session.play_for(other, session.legal_actions()[0])
    assert refused.value.rule == decision.rule and "Player 1" in refused.value.message
    with pytest.raises(RuleViolation):
        session.play_for(None, session.legal_actions()[0])
    session.play_for(decision.player, session.legal_actions()[0])
    assert session.moves == 1


def test_the_session_replays_its_record_to_the_same_state() -> None:
    session = play_match(TSURO, ["greedy", "random", "random"], TSURO.Options(), 8).session
    assert snapshot(TSURO, replay(session.record).state) == snapshot(TSURO, session.state)
    assert session.outcome is not None and session.outcome.winners == tuple(session.state.winners)
    assert session.outcome.rule == session.log[-1].rule, "the outcome names the rule that ended the game"


# ---------------------------------------------------------------- undo and redo

def test_undo_restores_the_exact_state_and_redo_plays_the_same_move_again() -> None:
    session = Session.start("entdecker", seats(HUMAN, "random"), ENTDECKER.Options(), 4, sandbox=True)
    states = [snapshot(ENTDECKER, session.state)]
    for _ in range(6):
        play_ais_until_human(session)
        session.play(session.legal_actions()[-1])
        states.append(snapshot(ENTDECKER, session.state))
    after, log = snapshot(ENTDECKER, session.state), len(session.log)
    taken = session.undo()
    assert taken >= 1 and session.can_redo()
    assert session.log_rows_until(session.moves) == len(session.log) < log
    while session.can_redo():
        session.redo()
    assert snapshot(ENTDECKER, session.state) == after and len(session.log) == log


def test_outside_a_sandbox_only_your_own_move_that_showed_you_nothing_comes_back() -> None:
    session = Session.start("entdecker", seats(HUMAN, "random"), ENTDECKER.Options(), 3)
    play_ais_until_human(session)
    while not any(isinstance(a, Declare) for a in session.legal_actions()):
        session.play(session.legal_actions()[0])
        play_ais_until_human(session)
    declared = snapshot(ENTDECKER, session.state)
    session.play(first_legal(session, Declare))
    assert session.can_undo(), "declaring shows nothing: it may be taken back"
    assert session.undo() == 1 and snapshot(ENTDECKER, session.state) == declared
    session.play(first_legal(session, Declare))
    session.play(first_legal(session, Draw))
    assert not session.can_undo(), "a drawn card was seen: no taking it back"
    assert session.why_no_undo() is UndoRefusal.SHOWED_SOMETHING
    assert session.undo() == 0


def test_the_session_says_why_nothing_can_be_taken_back() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random"), TSURO.Options(), 6)
    assert session.why_no_undo() is UndoRefusal.NO_MOVES
    session.play(session.legal_actions()[0])
    play_ais_until_human(session)
    assert session.why_no_undo() is UndoRefusal.TURN_PASSED, "the AI has moved since"
    watched = Session.start("tsuro-seas", seats("random", "random"), TSURO.Options(), 2)
    watched.play(watched.legal_actions()[0])
    assert watched.why_no_undo() is UndoRefusal.NO_HUMAN


def test_sandbox_undo_takes_the_ai_replies_back_with_the_move_they_answered() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random", "random"), TSURO.Options(), 6, sandbox=True)
    session.play(session.legal_actions()[0])
    play_ais_until_human(session)
    assert session.moves == 3
    assert session.undo() == 3 and session.moves == 0
    assert session.decision.player == 0


def test_an_opened_records_moves_were_shown_to_everybody_so_none_comes_back() -> None:
    played = Session.start("entdecker", seats(HUMAN, "random"), ENTDECKER.Options(), 3)
    while not any(isinstance(a, Declare) for a in played.legal_actions()) or played.decision.player != 0:
        played.play(played.legal_actions()[0])
    played.play(first_legal(played, Declare))
    assert played.can_undo()
    reopened = open_session(played.record)
    assert snapshot(ENTDECKER, reopened.state) == snapshot(ENTDECKER, played.state)
    assert not reopened.can_undo()


def test_nobody_takes_back_anything_in_a_game_without_humans() -> None:
    session = Session.start("tsuro-seas", seats("random", "random"), TSURO.Options(), 2, sandbox=True)
    session.play(session.legal_actions()[0])
    assert not session.can_undo()


# ---------------------------------------------------------------- puzzles

def test_the_puzzle_verdict_comes_with_the_move_that_decides_it_and_undo_reopens_it() -> None:
    result = play_match(TSURO, ["greedy", "random"], TSURO.Options(), 12)
    winner = result.state.winners[0]
    record = result.record
    goal = Goal("win", winner)
    session = Session.start("tsuro-seas", seats(HUMAN, HUMAN), TSURO.Options(), record.seed, sandbox=True)
    session.goal = goal
    for action in record.actions[:-1]:
        session.play(action)
        assert session.verdict is None
    session.play(record.actions[-1])
    assert session.verdict is True
    session.undo()
    assert session.verdict is None


def test_a_puzzle_opened_from_a_record_is_judged_the_same_as_played() -> None:
    record = play_match(TSURO, ["greedy", "random"], TSURO.Options(), 12).record
    loser = 1 - TSURO.winners(replay(record).state)[0]
    assert open_session(record, Goal("win", loser)).verdict is False


def puzzle_record() -> tuple[MatchRecord, int]:
    """A game played from its opening position as a puzzle "Player N wins", and its winner."""
    result = play_match(TSURO, ["greedy", "random"], TSURO.Options(), 12)
    start = TSURO.state_to_json(TSURO.new_state(2, TSURO.Options(), 12))
    record = MatchRecord("tsuro-seas", TSURO.Options(), seats(HUMAN, "greedy"), 12, list(result.record.actions),
                         start)
    return record, result.state.winners[0]


def test_a_saved_puzzle_keeps_its_goal_and_verdict_and_a_reopened_one_is_judged_again() -> None:
    record, winner = puzzle_record()
    played = replace(record, actions=[], puzzle=PuzzleOnRecord("Sail home", Goal("win", winner)))
    session = open_session(played)
    for action in record.actions:
        session.play(action)
    assert session.verdict is True and session.record.puzzle == PuzzleOnRecord("Sail home", Goal("win", winner), True)
    saved = json.loads(session.record.dumps())
    assert saved["version"] == 3
    assert saved["puzzle"] == {"title": "Sail home", "goal": {"kind": "win", "player": winner, "target": 0},
                               "verdict": "solved"}
    reopened = open_session(record_from_text(session.record.dumps()))
    assert reopened.goal == Goal("win", winner) and reopened.verdict is True
    saved["puzzle"]["verdict"] = "failed"   # what the file says is replaced by what its moves give
    assert open_session(record_from_text(json.dumps(saved))).record.puzzle.verdict is True
    reopened.undo()   # nothing: the opened record's moves were all shown
    taken_over = reopened.take_over(0, seats(HUMAN, HUMAN), sandbox=False)
    assert taken_over.goal == Goal("win", winner) and taken_over.record.puzzle.verdict is None


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d.pop("position"), "puzzle"),
    (lambda d: d["puzzle"]["goal"].update(player=5), "puzzle.goal.player"),
    (lambda d: d["puzzle"]["goal"].update(kind="fly"), "puzzle.goal.kind"),
    (lambda d: d["puzzle"].update(verdict="maybe"), "puzzle.verdict"),
])
def test_a_bad_puzzle_in_a_record_is_refused_naming_its_field(change: Any, path: str) -> None:
    record, winner = puzzle_record()
    data = json.loads(replace(record, puzzle=PuzzleOnRecord("Sail home", Goal("win", winner))).dumps())
    change(data)
    with pytest.raises(FormatError) as refused:
        record_from_text(json.dumps(data))
    assert refused.value.path == path


# ---------------------------------------------------------------- reviewing

def test_review_positions_are_the_states_the_moves_passed_through() -> None:
    record = play_match(TSURO, ["greedy", "random", "random"], TSURO.Options(), 9).record
    replayed = replay(record, keep_states=True)
    session = open_session(record)
    for moves, state in enumerate(replayed.states):
        assert snapshot(TSURO, session.position_after(moves)) == snapshot(TSURO, state)
        assert session.log_rows_until(moves) == replayed.log_rows_until(moves)
    for row in range(len(session.log)):
        assert session.moves_at_log_row(row) == replayed.moves_at_log_row(row)


def test_taking_over_plays_on_from_the_reviewed_position_with_new_players() -> None:
    record = play_match(TSURO, ["greedy", "random"], TSURO.Options(), 9).record
    session = open_session(record)
    taken = session.take_over(4, seats(HUMAN, "greedy"), sandbox=False)
    assert taken.record.actions == record.actions[:4] and [p.kind for p in taken.record.players] == [HUMAN, "greedy"]
    assert snapshot(TSURO, taken.state) == snapshot(TSURO, session.position_after(4))


def test_an_unknown_player_kind_is_refused_before_any_move_is_replayed() -> None:
    record = MatchRecord("tsuro-seas", TSURO.Options(), seats(HUMAN, "wizard"), 1)
    with pytest.raises(FormatError) as refused:
        open_session(record)
    assert refused.value.path == "players[1].kind"


# ---------------------------------------------------------------- who may look

@pytest.mark.parametrize(("kinds", "revealed", "seen"), [
    ((HUMAN, "random"), None, 0),          # one human: always their view
    ((HUMAN, HUMAN), None, None),          # two humans: nobody's until the decider says it is them
    ((HUMAN, HUMAN), 0, 0),
    (("random", "random"), None, None),    # watching AIs: the public view
])
def test_the_screen_shows_only_what_its_viewer_may_see(kinds: tuple[str, ...], revealed: int | None,
                                                       seen: int | None) -> None:
    session = Session.start("tsuro-seas", seats(*kinds), TSURO.Options(), 1)
    assert session.decision.player == 0
    assert session.viewer(revealed) == seen
    assert session.must_pass(revealed) == (kinds == (HUMAN, HUMAN) and revealed is None)


def test_a_game_that_hides_nothing_needs_no_pass_screen() -> None:
    session = Session.start("entdecker", seats(HUMAN, HUMAN), ENTDECKER.Options(), 1)
    assert not session.must_pass(None) and session.viewer(None) == session.decision.player


def test_a_review_of_a_game_still_played_shows_no_more_than_the_human_knew() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random"), TSURO.Options(), 3)
    play_ais_until_human(session)
    session.play(session.legal_actions()[0])
    play_ais_until_human(session)
    assert all(session.review_viewer(moves) == 0 for moves in range(session.moves + 1))
    finished = play_match(TSURO, ["greedy", "random"], TSURO.Options(), 3).session
    assert {finished.review_viewer(moves) for moves in range(finished.moves)} == {0, 1}, "AIs only: the mover's view"


def test_a_position_leaves_the_table_with_nothing_the_viewer_could_not_see() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random", "random"), TSURO.Options(), 3)
    play_ais_until_human(session)
    truth = TSURO.state_to_json(session.state)
    shared = session.shared_position(0)
    assert TSURO.read_position(TSURO.state_to_json(shared), TSURO.Options(), "position")[1] == [], "a full position"
    assert TSURO.state_to_json(shared)["hands"][0] == truth["hands"][0] and shared.tiles == session.state.tiles
    assert TSURO.state_to_json(shared)["hands"][1:] != truth["hands"][1:]
    assert TSURO.state_to_json(session.shared_position(0)) == TSURO.state_to_json(shared), "the same deal each time"
    session.record.sandbox = True
    assert TSURO.state_to_json(session.shared_position(0)) == truth, "a sandbox game hides nothing"


# ---------------------------------------------------------------- AI seats

def test_each_ai_decision_has_its_own_seed_from_the_match_seed_and_the_move() -> None:
    assert decision_seed(7, 3) == decision_seed(7, 3)
    assert len({decision_seed(7, moves) for moves in range(200)}) == 200
    assert decision_seed(7, 3) != decision_seed(8, 3)


def test_an_ai_request_carries_the_seats_observation_never_the_true_state() -> None:
    session = Session.start("tsuro-seas", seats("greedy", "random", "random"), TSURO.Options(), 4)
    request = session.ai_request()
    assert request is not None and request.kind == "greedy" and request.seat == 0
    assert request.seed == decision_seed(4, 0)
    hidden = TSURO.state_to_json(TSURO.observation(session.state, 0))
    assert TSURO.state_to_json(request.observation) == hidden != TSURO.state_to_json(session.state)
    assert session.ai_request("hard").kind == "hard", "a hint asks another level for the same seat"


def test_a_human_seat_asks_no_ai() -> None:
    session = Session.start("tsuro-seas", seats(HUMAN, "random"), TSURO.Options(), 4)
    assert session.ai_request() is None


def test_playing_out_a_session_is_play_match() -> None:
    """The loop `qtgames play` and tournaments use: a seed gives the same match either way."""
    session = Session.start("tsuro-seas", seats("greedy", "random"), TSURO.Options(), 31)
    play_ais_until_human(session)
    assert session.record.actions == play_match(TSURO, ["greedy", "random"], TSURO.Options(), 31).record.actions
