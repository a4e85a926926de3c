"""French sets a space before a colon ("Joueur 1 : choisissez…", "TS-P2 : …"): wherever the window
joins a name or a rule ID to a sentence with a colon, the joining is a translatable pattern."""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.gui import i18n
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from tests.paths import RESOURCES

from .conftest import start_game

GUI = Path(__file__).resolve().parents[2] / "qtgames" / "gui"
# `qtgames --smoke`'s report of an exception (its class name, as a traceback says it) and of the
# game it stopped in: the packager's check, read in English as its traceback is.
KEPT = {("smoke.py", "kind.__name__"), ("smoke.py", "host.game.title if host.game else 'the window'")}
NO_BREAK_SPACE = "\u00a0"


def colon_joins(path: Path) -> Iterator[str]:
    """The f-strings of `path` that are a value, ": " and a value, and nothing else."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.JoinedStr) and len(node.values) == 3:
            first, colon, second = node.values
            if (isinstance(first, ast.FormattedValue) and isinstance(second, ast.FormattedValue)
                    and isinstance(colon, ast.Constant) and colon.value == ": "
                    and (path.name, ast.unparse(first.value)) not in KEPT):
                yield f"{path.relative_to(GUI)}:{node.lineno}: {ast.unparse(node)}"


def test_the_scan_sees_a_colon_joined_in_python(tmp_path: Path) -> None:
    source = tmp_path / "example.py"
    source.write_text('said = f"{name}: {prompt}"\nfine = f"{rule} ({name})"\n', encoding="utf-8")
    global GUI
    kept, GUI = GUI, tmp_path
    try:
        assert list(colon_joins(source)) == ['example.py:1: f\'{name}: {prompt}\'']
    finally:
        GUI = kept


def test_no_window_text_joins_with_a_colon_in_python() -> None:
    assert [found for path in sorted(GUI.rglob("*.py")) for found in colon_joins(path)] == []


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(i18n.ENV_OVERRIDE, "fr")
    translators = i18n.install_translators("fr")
    yield
    i18n.remove_translators(translators)


def test_the_prompt_puts_a_no_break_space_before_its_colon_in_french(qtbot, french: None, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], seed=3)
    qtbot.waitUntil(lambda: ":" in window.panel.turn_label.text())   # the human to move is asked
    prompt = window.panel.turn_label.text()
    assert prompt.startswith(f"Joueur 1{NO_BREAK_SPACE}: ")


def test_a_broken_scenario_is_explained_in_french_naming_its_field(qtbot, french: None, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 31: opening a scenario with a bad field, a French player read "position.ships: must
    hold one ship per player (3)"; the field keeps the file's spelling, the rest is French."""
    data = json.loads((RESOURCES / "scenarios" / "tsuro-seas-example-1.json").read_text(encoding="utf-8"))
    data["position"]["ships"] = data["position"]["ships"][:1]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    editor = EditorWindow(blank_scenario("tsuro-seas"))
    qtbot.addWidget(editor)
    errors: list[str] = []
    editor.show_error = lambda title, text: errors.append(text)   # type: ignore[method-assign]
    assert not editor.open_path(broken)
    assert errors == [f"broken.json{NO_BREAK_SPACE}: position.ships{NO_BREAK_SPACE}: "
                      "doit contenir un navire par joueur (3)"]
