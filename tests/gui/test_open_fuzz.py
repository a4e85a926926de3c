"""Hostile files opened in the app: a match record in the main window, a scenario in the editor.
Always one message naming the file and the problem; the game or scenario already open stays as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgames.engine.core import Rng, get_game
from qtgames.engine.core.scenario import scenario_from_state
from qtgames.gui.editor.window import EditorWindow, blank_scenario
from qtgames.gui.main_window import MainWindow

from ..fuzzing import mutate
from ..test_file_fuzz import CASES, LINEUPS, record_json, rename_first_player
from .conftest import start_game


def test_fuzzed_records_opened_in_the_app_are_explained_and_the_game_kept(
        qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], 3)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", lambda title, text: errors.append(text))
    rng = Rng(8)
    loaded = 0
    for case in range(CASES):
        game_key = sorted(LINEUPS)[case % 3]
        before = window.host.record.dumps()
        path = tmp_path / f"case{case}.json"
        path.write_text(mutate(record_json(game_key, 5 + case % 2), rng, rename_first_player),
                        encoding="utf-8", errors="surrogatepass")
        count = len(errors)
        if window.open_path(path):
            loaded += 1
            continue
        assert len(errors) == count + 1 and path.name in errors[-1] and "Traceback" not in errors[-1]
        assert window.host.record.dumps() == before
    assert 0 < loaded < CASES


def test_fuzzed_scenarios_opened_in_the_editor_are_explained_and_the_scenario_kept(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    editor = EditorWindow(blank_scenario("tsuro-seas"))
    qtbot.addWidget(editor)
    errors: list[str] = []
    monkeypatch.setattr(editor, "show_error", lambda title, text: errors.append(text))
    rng = Rng(9)
    games = sorted(LINEUPS)
    for case in range(CASES):
        game = get_game(games[case % 3])
        state = game.new_state(3, game.Options(), case)
        base = scenario_from_state(game, state, game.Options(), title="fuzz").to_json()
        before = editor.document.scenario().to_json()
        path = tmp_path / f"case{case}.json"
        path.write_text(mutate(base, rng), encoding="utf-8", errors="surrogatepass")
        count = len(errors)
        if editor.open_path(path):
            continue
        assert len(errors) == count + 1 and path.name in errors[-1]
        assert editor.document.scenario().to_json() == before
    editor.document.undo_stack.setClean()
