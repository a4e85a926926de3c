"""Every settings key the app reads is read typed and in range (issue 35, defect 6): a value of the
wrong type in a hand-edited settings file is ignored with a log line, and the app starts and plays.

The keys are not listed here: they are the ones the code declares (`SETTING_KEYS`), and a scan of
the source checks that every read goes through a typed reader with a declared key."""

from __future__ import annotations

import ast
import importlib
import logging
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint

import qtgames
import qtgames.gui
from qtgames.gui import settings_values
from qtgames.gui.main_window import MainWindow
from qtgames.storage import user_paths
from tests.paths import ROOT

from .conftest import choose_game, start_game

READERS = {"setting_int", "setting_bool", "setting_texts", "setting_json", "setting_choice", "setting_bytes"}
# Values no key holds: what another program, or another version, could leave in the file.
NO_KEY_HOLDS = ["@Point(1 2)", "@Size(3 4)", "@Rect(1 2 3 4)"]


def gui_modules() -> Iterator[str]:
    """Every module of the app's Qt floor, imported: each declares the keys it reads."""
    for info in pkgutil.walk_packages(qtgames.gui.__path__, "qtgames.gui."):
        importlib.import_module(info.name)
        yield info.name


def source_calls() -> Iterator[tuple[str, ast.Call]]:
    for path in sorted((ROOT / "qtgames").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                yield module, node


def key_of(module: str, call: ast.Call) -> object:
    """The key a reader is called with: a literal, or a name the module (or what it imports) binds."""
    node = call.args[1]
    if isinstance(node, ast.Constant):
        return node.value
    assert isinstance(node, ast.Name), f"{module}: {ast.unparse(call)} reads a key that is not a name"
    return getattr(importlib.import_module(module), node.id)


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_every_settings_read_is_typed_and_its_key_declared() -> None:
    list(gui_modules())
    readers = 0
    for module, call in source_calls():
        func = call.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name == "value" and isinstance(func, ast.Attribute) and "settings" in ast.unparse(func.value).lower():
            assert module == "qtgames.gui.settings_values", f"{module}: {ast.unparse(call)} reads a value untyped"
        if name in READERS and module != "qtgames.gui.settings_values":
            readers += 1
            key = key_of(module, call)
            assert key in settings_values.SETTING_KEYS, f"{module}: {ast.unparse(call)} reads an undeclared key"
    assert readers >= len(settings_values.SETTING_KEYS) >= 7


def write_settings(value: str) -> Path:
    """The settings file, written by hand: every key the app reads set to `value`."""
    list(gui_modules())
    sections: dict[str, list[str]] = {}
    for key in settings_values.SETTING_KEYS:
        section, _, name = key.rpartition("/")
        sections.setdefault(section or "General", []).append(f"{name}={value}")
    path = user_paths().config / "qtgames.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"[{section}]\n" + "\n".join(lines) + "\n" for section, lines in sections.items()),
                    encoding="utf-8")
    return path


def test_a_guides_list_that_is_a_point_never_stops_a_new_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Defect 6: `help/guidesOffered=@Point(1 2)` gave the crash dialog at every new game."""
    window.settings.setValue("help/guidesOffered", QPoint(1, 2))   # `@Point(1 2)` in the file
    start_game(qtbot, window, ["human", "random"], 3)
    assert window.guide_offer.isVisible(), "the guide is offered: no game's offer is remembered"
    window.show_start_page()
    start_game(qtbot, window, ["human", "random"], 4)
    assert not window.guide_offer.isVisible(), "and it is remembered now, in place of the point"


@pytest.mark.parametrize("value", NO_KEY_HOLDS)
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_every_key_holding_a_value_of_another_type_is_ignored_with_a_log_line(
        qtbot, value: str, caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]
    write_settings(value)
    with caplog.at_level(logging.WARNING, logger="qtgames.settings"):
        window = MainWindow()
        window.host.ai_delay_ms = 0
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        for game in ("tsuro-seas", "entdecker", "magellan"):
            choose_game(qtbot, window, game)
            start_game(qtbot, window, ["human"] + ["random"] * (2 if game == "magellan" else 1), 5, game)
            window.show_start_page()
        window.preferences.animations_action.trigger()  # type: ignore[union-attr]
        window.close()
    ignored = {key for key in settings_values.SETTING_KEYS
               if any(f"ignoring {key}=" in record.getMessage() for record in caplog.records)}
    assert ignored == set(settings_values.SETTING_KEYS), sorted(set(settings_values.SETTING_KEYS) - ignored)
