"""Scenario files for every game: the envelope, export from a game, rulings, the diff, and fuzzed files.

Each game's own position checks live in its `test_<game>_scenario.py`; this file holds what
every game shares through `core/scenario.py`, `core/ruling.py` and the `check`/`ruling` commands.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.core import FormatError, Rng, game_keys, get_game
from qtgames.engine.core.ruling import (
    apply_ruling,
    position_changes,
    position_diff,
    ruling_case,
    verdicts,
)
from qtgames.engine.core.ruling_report import rejudge, ruling_report_from_text
from qtgames.engine.core.scenario import (
    MAX_SCENARIO_BYTES,
    scenario_from_file,
    scenario_from_json,
    scenario_from_state,
    scenario_from_text,
)
from tests.fuzzing import budgets, mutate, outcome_kind, paths_in
from tests.paths import FIXTURES, ROOT

RULING_CASES = FIXTURES / "ruling_cases"
SHIPPED_RULINGS = ROOT / "resources" / "rulings"


def mid_game_state(key: str, seed: int, moves: int = 30) -> Any:
    """A state up to `moves` random moves into a 3-player game, stopping before the game ends."""
    rules = get_game(key)
    state = rules.new_state(3, rules.Options(), seed)
    rng = Rng(seed)
    for _ in range(moves):
        following = state.clone()
        rules.apply(following, rng.choice(rules.legal_actions(following)))
        if rules.decision(following) is None:
            break
        state = following
    return state


def scenario_json(key: str, seed: int = 1) -> dict[str, Any]:
    rules = get_game(key)
    return scenario_from_state(rules, mid_game_state(key, seed), rules.Options(), title="t").to_json()


@pytest.mark.parametrize("key", game_keys())
def test_a_position_exported_from_any_moment_reloads_equal(key: str) -> None:
    rules = get_game(key)
    state = mid_game_state(key, 4)
    exported = scenario_from_state(rules, state, rules.Options(), title="Mid-game", notes="from a test")
    loaded = scenario_from_text(exported.dumps())
    assert loaded.problems == [] and loaded.title == "Mid-game" and loaded.notes == "from a test"
    assert rules.state_to_json(loaded.state()) == rules.state_to_json(state)
    assert rules.legal_actions(loaded.state()) == rules.legal_actions(state)


@pytest.mark.parametrize("edit, path", [
    (lambda d: d.update(colour="red"), "colour"),
    (lambda d: d.update(title=5), "title"),
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(version=0), "version"),
    (lambda d: d.update(game="chess"), "game"),
    (lambda d: d.update(format="qtgames-match"), "format"),
    (lambda d: d.pop("position"), "position"),
    (lambda d: d.update(options={"no_such_rule": True}), "options.no_such_rule"),
    (lambda d: d.update(goal={"kind": "fly", "player": 0}), "goal.kind"),
    (lambda d: d.update(goal={"kind": "win", "player": 7}), "goal.player"),
    (lambda d: d.update(goal={"kind": "win", "player": 0, "why": 1}), "goal.why"),
])
def test_a_bad_envelope_is_refused_naming_the_field(edit: Any, path: str) -> None:
    data = scenario_json("tsuro-seas")
    edit(data)
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    assert caught.value.path == path


def test_text_that_is_not_a_scenario_is_refused_in_one_sentence() -> None:
    for text, words in [("[]", "JSON object"), ("{", "not JSON"), ("[" * 100_000, "nested more than 64 levels deep"),
                        (" " * (MAX_SCENARIO_BYTES + 1), "larger than")]:
        with pytest.raises(FormatError) as caught:
            scenario_from_text(text)
        assert words in str(caught.value)


def test_the_win_goal_is_known_to_every_game_and_kept_through_a_save() -> None:
    for key in game_keys():
        data = scenario_json(key) | {"goal": {"kind": "win", "player": 1}}
        scenario = scenario_from_json(data)
        assert scenario.goal is not None and (scenario.goal.kind, scenario.goal.player) == ("win", 1)
        assert scenario_from_text(scenario.dumps()).goal == scenario.goal


# ---------------------------------------------------------------- rulings


@pytest.mark.parametrize("key", game_keys())
def test_verdicts_list_the_legal_actions_first_in_engine_order(key: str) -> None:
    rules = get_game(key)
    state = mid_game_state(key, 2)
    found = verdicts(rules, state)
    legal = rules.legal_actions(state)
    assert [v.action for v in found[:len(legal)]] == legal and all(v.legal for v in found[:len(legal)])
    assert all(not v.legal and v.rule and v.reason for v in found[len(legal):])


@pytest.mark.parametrize("key", game_keys())
def test_verdicts_for_a_seat_that_does_not_decide_refuse_everything_by_the_decisions_rule(key: str) -> None:
    rules = get_game(key)
    state = mid_game_state(key, 2)
    decision = rules.decision(state)
    assert verdicts(rules, state, decision.player) == verdicts(rules, state)
    other = (decision.player + 1) % rules.player_count(state)
    found = verdicts(rules, state, other)
    assert found and all(v.rule == decision.rule and not v.legal for v in found)
    assert found[0].reason.startswith(f"It is Player {decision.player + 1}'s decision now, not Player {other + 1}'s")


def test_applying_a_ruling_leaves_the_position_untouched_and_reports_the_change() -> None:
    rules = get_game("tsuro-seas")
    state = mid_game_state("tsuro-seas", 3)
    before = rules.state_to_json(state)
    step = apply_ruling(rules, state, rules.legal_actions(state)[0])
    assert rules.state_to_json(state) == before == step.before
    assert step.after != before and step.events and step.diff()


def test_the_diff_names_each_changed_value_by_its_path() -> None:
    before = {"turn": 1, "rng": 5, "ships": [{"square": "A1"}, {"square": "B2"}], "hand": [1, 2]}
    after = {"turn": 2, "rng": 9, "ships": [{"square": "A1"}, {"square": "C2"}], "hand": [2, 7], "over": True}
    assert position_diff(before, after) == [
        "position.turn: 1 → 2",
        "position.ships[1].square: 'B2' → 'C2'",
        "position.hand: [1, 2] → [2, 7]",
        "position.over: added True",
    ]
    changes = position_changes(before, after)
    assert [(c.path, c.before, c.after) for c in changes][1:] == [
        ("position.ships[1].square", "B2", "C2"), ("position.hand", [1, 2], [2, 7]), ("position.over", None, True)]


def test_a_long_list_diff_tells_what_left_and_came() -> None:
    pile = list(range(60))
    assert position_diff({"pile": pile}, {"pile": pile[1:] + [99]}) == [
        "position.pile: 60 → 60 items; without 0; with 99"]


def test_a_ruling_case_file_records_before_actions_after_and_events() -> None:
    rules = get_game("tsuro-seas")
    state = mid_game_state("tsuro-seas", 3)
    step = apply_ruling(rules, state, rules.legal_actions(state)[0])
    case = ruling_case(rules, rules.Options().to_json(), [step], title="a placement")
    assert case["before"] == step.before and case["after"] == step.after
    assert case["actions"] == [rules.action_to_json(step.action)]
    assert [e["rule"] for e in case["events"]] == [e.rule for e in step.events]


@pytest.mark.parametrize("case_file", sorted(RULING_CASES.glob("*.json")) + sorted(SHIPPED_RULINGS.glob("*.json")),
                         ids=lambda p: p.stem)
def test_saved_ruling_cases_still_rule_the_same(case_file: Path) -> None:
    """Cases saved from "Test a ruling" and the shipped reports: the engine must still give the
    recorded answer, judged by the same function as `qtgames ruling REPORT.json`."""
    found = rejudge(ruling_report_from_text(case_file.read_text(encoding="utf-8")))
    assert found.holds, (found.now, found.details)


# ---------------------------------------------------------------- the commands


def test_check_accepts_a_valid_scenario_and_says_who_decides(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_json("magellan")))
    assert main(["check", str(path)]) == 0
    assert "a valid Magellan position" in capsys.readouterr().out


def test_ruling_lists_numbered_legal_actions_and_applies_one_by_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_json("entdecker")))
    assert main(["ruling", str(path)]) == 0
    listing = capsys.readouterr().out
    assert "    1. " in listing
    assert main(["ruling", str(path), "--action", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["steps"][0]["events"] and result["steps"][0]["diff"]


def test_ruling_refuses_an_illegal_action_with_its_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_json("tsuro-seas")))
    assert main(["ruling", str(path), "--action", '{"place": 999, "rotation": 0}']) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "illegal (TS-" in err
    assert main(["ruling", str(path), "--action", "9999"]) == 2
    assert "legal actions, not 9999" in capsys.readouterr().err


# ---------------------------------------------------------------- fuzzing


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(150, 2000))
@pytest.mark.parametrize("key", game_keys())
def test_fuzzed_scenarios_get_clean_errors_and_valid_ones_play(
        key: str, cases: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every mutated file is either refused in one line with exit 2, or valid and then safe to play:
    its ruling lists and a few moves apply without any error."""
    rules = get_game(key)
    bases = [scenario_json(key, seed) for seed in (1, 2, 3)]
    rng = Rng(99 + cases)
    outcomes: Counter[str] = Counter()
    for case in range(cases):
        path = tmp_path / f"case{case}.json"
        path.write_bytes(mutate(bases[case % len(bases)], rng, size_limit=MAX_SCENARIO_BYTES))
        code = main(["check", str(path)])
        out, err = capsys.readouterr()
        assert code in (0, 2), (case, out, err)
        if code == 2:
            assert err.startswith("qtgames: error: ") and "Traceback" not in err
            assert len(err.strip().splitlines()) == 1, err
            outcomes[outcome_kind(err)] += 1
            continue
        outcomes["valid"] += 1
        assert main(["ruling", str(path)]) == 0
        capsys.readouterr()
        state = scenario_from_file(path).state()
        for _ in range(5):
            if rules.decision(state) is None:
                break
            rules.apply(state, rng.choice(rules.legal_actions(state)))
    print(f"\n{key} scenarios through check and ruling: {dict(outcomes.most_common())}")
    assert sum(outcomes.values()) - outcomes["valid"] > cases // 3 and outcomes["valid"] > 0, outcomes


def test_board_entries_are_matched_by_square_so_one_new_tile_is_one_line() -> None:
    before = {"board": [{"square": "A1", "tile": 3}, {"square": "C3", "tile": 9}]}
    after = {"board": [{"square": "A1", "tile": 3}, {"square": "B2", "tile": 7}, {"square": "C3", "tile": 9}]}
    assert position_diff(before, after, keys={"board": "square"}) == [
        'position.board[square=B2]: added {"square": "B2", "tile": 7}']


@pytest.mark.parametrize("key", game_keys())
def test_an_unknown_position_field_is_refused_where_it_stands(key: str) -> None:
    """A typo ("hnads") or another game's field would otherwise be ignored without a word."""
    data = scenario_json(key)
    data["position"]["hnads"] = []
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    assert caught.value.path == "position.hnads" and "unknown field" in caught.value.message
    data = scenario_json(key)
    nested = next(p for p in paths_in(data["position"]) if p and isinstance(_at(data["position"], p), dict))
    _at(data["position"], nested)["colour"] = "red"
    with pytest.raises(FormatError) as caught:
        scenario_from_json(data)
    where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in nested)
    assert caught.value.path == f"position{where}.colour"


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value
