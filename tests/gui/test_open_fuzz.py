"""Hostile files in the app (issue 24): a match record opened or reviewed in the main window or
resumed as the autosave, a scenario opened in the editor, a component-data override and a
hand-edited settings file at start. Never an
exception (pytest-qt fails a test on one raised in a slot: the crash dialog's cue), never a hang;
always one message naming the file and the problem; the game on the table and its autosave stay as
they were unless a load succeeded; an autosave that cannot be resumed is set aside, once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.datafiles import MAX_DATA_BYTES
from qtgames.engine.core.record import MAX_RECORD_BYTES
from qtgames.engine.core.scenario import MAX_SCENARIO_BYTES, scenario_from_state
from qtgames.gui.app import report_refused_overrides
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow
from qtgames.gui.settings_values import SETTING_KEYS
from qtgames.storage import user_paths
from tests.overrides import data_override, shipped_raw

from ..fuzzing import budgets, mutate, outcome_kind
from ..test_file_fuzz import DATA, LINEUPS, note_reconstructed, record_json, rename_first_player
from .conftest import autosaved, start_game


def collect_errors(target: Any) -> list[str]:
    errors: list[str] = []
    target.show_error = lambda title, text: errors.append(text)
    return errors


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(60, 600))
def test_fuzzed_records_opened_in_the_app_are_explained_and_the_game_and_autosave_kept(
        qtbot, window: MainWindow, tmp_path: Path, cases: int) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], 3)
    errors = collect_errors(window)
    rng = Rng(8 + cases)
    outcomes: Counter[str] = Counter()
    bases = {(key, seed): record_json(key, seed) for key in LINEUPS for seed in (5, 6)}
    for case in range(cases):
        game_key = sorted(LINEUPS)[case % 3]
        before, autosave = window.host.record.dumps(), autosaved(window)  # type: ignore[union-attr]
        path = tmp_path / f"case{case}.json"
        path.write_bytes(mutate(bases[game_key, 5 + case % 2], rng, rename_first_player, MAX_RECORD_BYTES))
        count = len(errors)
        review = case % 4 == 3   # File → Review a saved match: the same checks before the switch
        if window.files.open_path(path, review=review):
            outcomes["reviewed" if review else "opened"] += 1
            assert autosaved(window) == window.host.record.dumps()  # type: ignore[union-attr]
            continue
        assert len(errors) == count + 1 and path.name in errors[-1] and "Traceback" not in errors[-1]
        outcomes[outcome_kind(errors[-1].split(": ", 1)[1])] += 1
        assert window.host.record.dumps() == before and autosaved(window) == autosave  # type: ignore[union-attr]
    print(f"\nrecords opened or reviewed in the window: {dict(outcomes.most_common())}")
    assert outcomes["opened"] > 0 and outcomes["reviewed"] > 0 and outcomes["opened"] + outcomes["reviewed"] < cases


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(40, 400))
def test_fuzzed_autosaves_are_resumed_or_set_aside_once(qtbot, window: MainWindow, cases: int) -> None:  # type: ignore[no-untyped-def]
    errors = collect_errors(window)
    window.files.ask_resume = lambda description: True  # type: ignore[method-assign]
    rng = Rng(12 + cases)
    outcomes: Counter[str] = Counter()
    autosave = user_paths().autosave
    autosave.parent.mkdir(parents=True, exist_ok=True)
    bases = {key: record_json(key, 5) for key in LINEUPS}
    for case in range(cases):
        game_key = sorted(LINEUPS)[case % 3]
        base = dict(bases[game_key], actions=bases[game_key]["actions"][:-3])   # a game still being played
        content = mutate(base, rng, rename_first_player, MAX_RECORD_BYTES)
        autosave.write_bytes(content)
        set_aside = set(user_paths().saves.glob("unreadable-*.json"))
        count = len(errors)
        window.files.offer_resume()
        if len(errors) == count:
            resumed = window.host.record is not None and window.pages.currentIndex() == 1
            outcomes["resumed" if resumed else "not offered (over)"] += 1
            window.show_start_page()
            continue
        [kept] = set(user_paths().saves.glob("unreadable-*.json")) - set_aside
        assert len(errors) == count + 1 and str(kept) in errors[-1] and kept.read_bytes() == content
        assert not autosave.exists()
        outcomes[outcome_kind(errors[-1])] += 1
        window.files.offer_resume()
        assert len(errors) == count + 1, "set aside, never offered again"
    print(f"\nautosaves at start: {dict(outcomes.most_common())}")
    assert outcomes["resumed"] > 0 and sum(outcomes.values()) - outcomes["resumed"] > cases // 4, outcomes


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(60, 600))
def test_fuzzed_scenarios_opened_in_the_editor_are_explained_and_the_scenario_kept(
        qtbot, tmp_path: Path, cases: int) -> None:  # type: ignore[no-untyped-def]
    editor = EditorWindow(blank_scenario("tsuro-seas"))
    qtbot.addWidget(editor)
    errors = collect_errors(editor)
    rng = Rng(9 + cases)
    outcomes: Counter[str] = Counter()
    games = sorted(LINEUPS)
    for case in range(cases):
        game = get_game(games[case % 3])
        state = game.new_state(3, game.Options(), case)
        base = scenario_from_state(game, state, game.Options(), title="fuzz").to_json()
        before = editor.document.scenario().to_json()
        path = tmp_path / f"case{case}.json"
        path.write_bytes(mutate(base, rng, size_limit=MAX_SCENARIO_BYTES))
        count = len(errors)
        if editor.open_path(path):
            outcomes["opened"] += 1
            continue
        assert len(errors) == count + 1 and path.name in errors[-1]
        outcomes[outcome_kind(errors[-1].split(": ", 1)[1])] += 1
        assert editor.document.scenario().to_json() == before
    editor.document.undo_stack.setClean()
    print(f"\nscenarios opened in the editor: {dict(outcomes.most_common())}")


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(9, 120))
def test_fuzzed_overrides_are_said_at_start_and_every_game_still_plays(qtbot, cases: int) -> None:  # type: ignore[no-untyped-def]
    """A player's corrected data file, as the app meets it at start: used, or refused in one warning
    in the window naming the file while the shipped data is used. Either way the start page draws
    (Magellan's gold comes from the data in force) and a game at the fewest or the most seats the
    game takes starts and its AIs, in their own process, move."""
    rng = Rng(14 + cases)
    outcomes: Counter[str] = Counter()
    for case in range(cases):
        game_key = sorted(DATA)[case % 3]
        module, game = DATA[game_key], get_game(game_key)
        content = mutate(shipped_raw(module), rng, note_reconstructed, MAX_DATA_BYTES)
        with data_override(module, content) as path:
            window = MainWindow()
            window.host.ai_delay_ms = 0
            qtbot.addWidget(window)
            errors = collect_errors(window)
            report_refused_overrides(window)
            problem = module.data_in_force().problem
            assert errors == ([] if not problem else errors[:1]) and all(str(path) in error for error in errors)
            seats = game.min_players if case % 2 else game.max_players
            start_game(qtbot, window, ["random"] * seats, case, game_key)
            qtbot.waitUntil(lambda window=window: window.host.session.moves >= 3, timeout=30_000)  # type: ignore[union-attr]
            window.close()
        outcomes[outcome_kind(problem) if problem else "used"] += 1
    print(f"\noverrides at the app's start: {dict(outcomes.most_common())}")
    assert outcomes["used"] > 0 and sum(outcomes.values()) > outcomes["used"], outcomes


# What the app writes to its settings file, each with values a hand or another program might put there.
TABLE = {"game": "magellan", "players": 4, "kinds": ["human", "greedy", "hard", "random"],
         "names": ["Ann", "Bo", "Cy", "Di"]}
ODD_SETTINGS: list[Any] = [None, "", "soon", "-1", "99999999999999999999", 10**12, -5, 3.5, True, [], ["a", 1],
                           "x" * 10_000, QByteArray(b"\x00\xff" * 40), {"a": 1}, "<b>x</b>", "🚢", "1e400"]
KEYS = sorted(SETTING_KEYS)   # every key the app reads (tests/gui/test_settings_keys.py checks the list)


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
@pytest.mark.parametrize("cases", budgets(25, 300))
def test_fuzzed_settings_never_stop_the_app(qtbot, cases: int) -> None:  # type: ignore[no-untyped-def]
    rng = Rng(13 + cases)
    path = user_paths().config / "qtgames.ini"
    for _ in range(cases):
        settings = QSettings(str(path), QSettings.Format.IniFormat)
        settings.clear()
        for key in KEYS:
            if rng.below(3) == 0:
                continue
            if key == "start/table" and rng.below(2):
                value: Any = mutate(TABLE, rng, size_limit=64_000).decode("utf-8", "replace")
            else:
                value = ODD_SETTINGS[rng.below(len(ODD_SETTINGS))]
            settings.setValue(key, value)
        settings.sync()
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        assert 0 <= window.host.ai_delay_ms <= 5000 and len(window.files.recent_files()) <= 8
        window.close()
        window.deleteLater()
