"""The shell knows the games only through the registry: one screen per declared game, and no game
named in the main window, start page, review, rules viewer, editor window, smoke, shared widgets
or the registry itself (the declarations in the engine's registry name each game's package)."""

from __future__ import annotations

import importlib
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from qtgames.engine.core import game_keys, get_game
from qtgames.engine.core.protocol import GameInfo
from qtgames.engine.core.registry import game_info, prefix_games
from qtgames.gui import registry
from qtgames.gui.editor.tools import EditorTools
from qtgames.gui.registry import registered_games, ui_for
from qtgames.gui.widgets.board_view import BoardView
from qtgames.gui.widgets.card_art import ART

GUI = Path(registry.__file__).parent
GAME_PACKAGES = sorted(path.parent.name for path in GUI.glob("*/__init__.py") if (path.parent / "board.py").exists())
GAME_WORD = re.compile("tsuro|entdecker|magellan", re.IGNORECASE)
RULE_ID = re.compile(rf"\b(?:{'|'.join(prefix_games())})-[A-Z]+\d*")   # variants too ("EN-V")
# Rule IDs the GUI writes itself: none, every label cites what the engine says.
RULES_STILL_IN_THE_GUI: set[tuple[str, str]] = set()


def shell_files() -> list[Path]:
    """Every GUI module outside the game packages."""
    return sorted(path for path in GUI.rglob("*.py") if path.relative_to(GUI).parts[0] not in GAME_PACKAGES)


def test_every_engine_game_has_a_screen_and_every_screen_an_engine_game() -> None:
    assert GAME_PACKAGES == sorted(game_info(key).gui.rsplit(".", 1)[1] for key in game_keys())
    assert registered_games() == game_keys()
    for key in game_keys():
        assert ui_for(key) is importlib.import_module(game_info(key).gui).UI
        tools = ui_for(key).editor_tools()
        assert issubclass(tools, EditorTools) and not inspect.isabstract(tools), "every tool the editor calls"
    with pytest.raises(KeyError, match="no screen for game 'chess'"):
        ui_for("chess")


def test_a_game_declared_at_run_time_has_its_screen_while_it_is_declared(pebbles: GameInfo) -> None:
    assert registered_games()[-1] == pebbles.key
    assert ui_for(pebbles.key) is importlib.import_module(pebbles.gui).UI


def test_the_shell_never_names_a_game() -> None:
    named = [f"{path.relative_to(GUI)}:{number}: {line.strip()}" for path in shell_files()
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if GAME_WORD.search(line)]
    assert named == [], "ask the registry instead:\n" + "\n".join(named)


def test_no_rule_id_is_written_in_the_gui() -> None:
    """Labels cite the engine: the pending decision's rule, an option's rule, a game's editing.FIELD_RULES."""
    written = {(str(path.relative_to(GUI)), found) for path in GUI.rglob("*.py")
               for found in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert written <= RULES_STILL_IN_THE_GUI


@pytest.mark.parametrize("key", game_keys())
def test_each_game_builds_its_wired_screen_and_card(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]
    ui = ui_for(key)
    screen = ui.screen(str)
    assert isinstance(screen.board, BoardView) and isinstance(screen.panel, QWidget)
    qtbot.addWidget(screen.board)
    qtbot.addWidget(screen.panel)
    art = ui.card_art()
    assert not art.isNull() and art.size() == ART
    assert ui.result_lines([], []) == []
    for info in get_game(key).Options.describe():   # every value of every option has words
        labels = [ui.option_value(info.name, value) for value in info.choices]
        assert len(set(labels)) == len(labels) and not set(labels) & set(info.choices), labels
    assert ui.guide().pages, "how to play"


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_the_window_opens_without_the_other_games_boards_panels_or_editor_tools() -> None:
    """A game package's `__init__` is light: only the game shown first is built at start-up."""
    script = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
              "from qtgames.gui.main_window import MainWindow; window = MainWindow();"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('qtgames.gui.'))))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    loaded = set(done.stdout.split())
    first = registered_games()[0].replace("-", "_")
    heavy = {f"qtgames.gui.{package}.{module}" for package in GAME_PACKAGES
             for module in ("board", "panel", "editor")}
    assert loaded & heavy == {f"qtgames.gui.{first}.board", f"qtgames.gui.{first}.panel"}
