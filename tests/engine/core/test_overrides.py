"""Component-data overrides: validated with ranges and the consistency a game needs to be played,
looked up under `QTGAMES_HOME`, never a reason for a game not to start (the shipped data is used
and the problem named); and records pin the data they were played with (issue 24, defects 5, 6, 15);
an override in force always gives a game with a first decision (issue 35)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.datafiles import MAX_DATA_BYTES
from qtgames.engine.core.record import record_from_text
from qtgames.engine.core.ruling_report import bundled_ruling_reports
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.engine.entdecker import data as en_data
from qtgames.engine.magellan import data as mg_data
from qtgames.engine.tsuro_seas import data as ts_data
from tests.fuzzing import mutate
from tests.overrides import data_override, shipped_raw

MODULES = {"tsuro-seas": ts_data, "entdecker": en_data, "magellan": mg_data}


def fewer_tiles(raw: dict[str, Any]) -> None:
    raw["wake_tiles"] = raw["wake_tiles"][:20]


def one_gold_value(raw: dict[str, Any]) -> None:
    raw["gold"] = [{"value": 5, "crowns": 2, "copies": 20}]
    raw["starting_hand"] = [5, 5, 5]


@pytest.mark.parametrize(("game_key", "edit", "path"), [
    ("tsuro-seas", lambda raw: raw.update(board=[]), "board"),
    ("tsuro-seas", lambda raw: raw.update(hand_size=1000), "hand_size"),
    ("tsuro-seas", lambda raw: raw.update(hand_size=-3), "hand_size"),
    ("tsuro-seas", fewer_tiles, "wake_tiles"),
    ("tsuro-seas", lambda raw: raw["board"].update(dice_to_line={str(d): 0 for d in range(1, 7)}), "daikaiju"),
    ("entdecker", lambda raw: raw.update(token_piles=1e9), "token_piles"),
    ("entdecker", lambda raw: raw["units"]["scout"].update(count=10**6), "units.scout.count"),
    ("magellan", lambda raw: raw.update(field_capacity=[10**9, 3, 3]), "field_capacity[0]"),
    ("magellan", lambda raw: raw.update(gold=[{"value": 5, "crowns": 2, "copies": 1}], starting_hand=[]),
     "starting_hand"),
])
def test_an_override_that_cannot_be_played_is_refused_naming_the_field_and_the_shipped_data_used(
        game_key: str, edit: Callable[[dict[str, Any]], None], path: str) -> None:
    """Defect 5: `board: []` was an AttributeError, `hand_size: 1000` or 20 tiles for 8 players an
    IndexError at setup, `hand_size: -3` accepted, `token_piles: 1e9` allocated until memory ran out."""
    module, game = MODULES[game_key], get_game(game_key)
    raw = shipped_raw(module)
    edit(raw)
    with data_override(module, raw) as file:
        in_force = module.data_in_force()
        assert in_force.problem.startswith(f"{file}: {path}:") and "\n" not in in_force.problem
        assert in_force.override is None and in_force.digest == shipped_digest(module)
        play_match(game, ["random"] * game.max_players, game.Options(), 1)


def test_a_magellan_override_with_one_gold_value_is_played() -> None:
    """Defect 5: it passed validation, and the app then crashed drawing the start page's gold cards
    (tests/gui/test_hostile_files.py); the engine plays it."""
    raw = shipped_raw(mg_data)
    one_gold_value(raw)
    with data_override(mg_data, raw):
        assert mg_data.data_in_force().problem == "" and mg_data.load_data().gold == (5,) * 20
        game = get_game("magellan")
        play_match(game, ["random"] * game.max_players, game.Options(), 2)


def test_shipped_positions_that_do_not_fit_an_override_are_left_out_and_the_rest_kept() -> None:
    """A Magellan override of one gold value: the shipped ruling reports whose positions hold other
    values stopped the app at start (the lobby lists them); like the bundled scenarios, they are left out."""
    every_report, every_scenario = bundled_ruling_reports(), bundled_scenarios()
    raw = shipped_raw(mg_data)
    one_gold_value(raw)
    with data_override(mg_data, raw):
        reports, scenarios = dict(bundled_ruling_reports()), dict(bundled_scenarios())
    assert len(reports) < len(every_report) and len(scenarios) < len(every_scenario)
    assert {name for name, report in every_report if report.game != "magellan"} <= set(reports)
    assert {name for name, scenario in every_scenario if scenario.game != "magellan"} <= set(scenarios)


def shipped_digest(module: ModuleType) -> str:
    module.data_in_force.cache_clear()
    try:
        return str(module.data_in_force().digest)
    finally:
        module.data_in_force.cache_clear()


def test_qtgames_home_moves_the_override_lookup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Defect 6: an isolated run (QTGAMES_HOME) read the real user's override from the platform's folder."""
    real_user = tmp_path / "xdg-data" / "qtgames" / "data" / ts_data.DATA_FILE
    real_user.parent.mkdir(parents=True)
    raw = shipped_raw(ts_data)
    raw["hand_size"] = 2
    real_user.write_text(json.dumps(raw), encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.delenv("QTGAMES_DATA_DIR", raising=False)
    monkeypatch.setenv("QTGAMES_HOME", str(tmp_path / "isolated"))
    ts_data.data_in_force.cache_clear()
    try:
        assert ts_data.load_data().hand_size == 3, "the real user's override was read"
        raw["hand_size"] = 4
        with data_override(ts_data, raw) as path:
            assert path.is_relative_to(tmp_path / "isolated") and ts_data.load_data().hand_size == 4
    finally:
        ts_data.data_in_force.cache_clear()


def test_a_record_pins_its_component_data_and_says_when_it_differs() -> None:
    """Defect 15: after a data correction an old record replayed with different scores, without a word."""
    game = get_game("magellan")
    text = play_match(game, ["greedy", "random", "random"], game.Options(), 4).record.dumps()
    assert json.loads(text)["data"] == shipped_digest(mg_data)
    assert not record_from_text(text).data_differs
    raw = shipped_raw(mg_data)
    raw["explorers"][3]["A"][2]["crowns"] += 1
    with data_override(mg_data, raw):
        record = record_from_text(text)
        assert record.data_differs
        assert json.loads(record.dumps())["data"] == json.loads(text)["data"], "a re-save keeps the digest"


@pytest.mark.parametrize("game_key", sorted(MODULES))
@pytest.mark.parametrize("seats", ["fewest", "most"])
def test_every_override_in_force_gives_a_game_with_a_first_decision(game_key: str, seats: str) -> None:
    """Issue 35: a Magellan override whose gold cards all have one value (so few copies that no
    player could start with any) was accepted, and every game ended at setup without a move."""
    module, game = MODULES[game_key], get_game(game_key)
    players = game.min_players if seats == "fewest" else game.max_players
    rng = Rng(35)
    used = 0
    for case in range(60):
        raw = shipped_raw(module)
        if case == 0:   # the shipped data itself, as an override
            content: Any = raw
        elif game_key == "magellan" and case % 4 == 0:   # the shape of the override issue 35 found
            raw["gold"] = [{"value": 1 + rng.below(20), "crowns": 2, "copies": 1 + rng.below(20)}]
            raw["starting_hand"] = [raw["gold"][0]["value"]] * rng.below(1 + raw["gold"][0]["copies"] // 6)
            content = raw
        else:
            content = mutate(raw, rng, lambda data, text: None, MAX_DATA_BYTES)
        with data_override(module, content):
            if module.data_in_force().override is None:
                continue
            used += 1
            state = game.new_state(players, game.Options(), case)
            assert game.decision(state) is not None, f"case {case}: the game is over at setup"
    assert used >= 2, used   # not only refusals
