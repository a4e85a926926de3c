"""Test-wide setup: no display needed, and no test ever touches a real user's files."""

import os
from pathlib import Path

# Without a display Qt aborts the whole run (exit 134); setdefault lets `QT_QPA_PLATFORM=xcb xvfb-run` override.
# The offscreen screens are the sizes players have (screens.json), side by side: its own single
# screen is 800x800, where every window fitted to its screen would shrink.
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={Path(__file__).with_name('screens.json')}")

from collections.abc import Iterator

import pytest

from qtgames.engine.core import game_keys
from qtgames.engine.core.protocol import GameInfo
from qtgames.engine.core.registry import declared
from tests.pebbles import PEBBLES


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every qtgames path (data, config, logs, data overrides) at a fresh temporary folder, and
    platformdirs' own at another, so a path `QTGAMES_HOME` failed to move shows up as a stray file."""
    home = tmp_path_factory.mktemp("qtgames-home")
    monkeypatch.setenv("QTGAMES_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg-data"))


# Fixtures that bring up the Qt application: a test using any of them is a GUI test.
QT_FIXTURES = frozenset({"qapp", "qtbot"})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test that uses the Qt app `gui`, so `-m "not gui"` is an engine-only run and
    nobody has to remember the marker (qutebrowser's conftest does the same).

    Leave the `slow` tests out unless the mark expression names them (`-m slow`, CI's second
    step): the README's `python -m pytest` is the fast gate, and so is `-m "not gui"`."""
    for item in items:
        if QT_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
    if "slow" not in config.getoption("markexpr"):
        slow = [item for item in items if item.get_closest_marker("slow")]
        if slow:
            config.hook.pytest_deselected(items=slow)
            items[:] = [item for item in items if not item.get_closest_marker("slow")]


@pytest.fixture
def pebbles() -> Iterator[GameInfo]:
    """The tests' own game (`tests/pebbles/`) known to the app for one test: its one registration,
    as a new game's is its declaration in `qtgames/engine/core/registry.py`."""
    with declared(PEBBLES):
        yield PEBBLES


@pytest.fixture(params=[*game_keys(), PEBBLES.key])
def game_key(request: pytest.FixtureRequest, pebbles: GameInfo) -> str:
    """Each declared game in turn, and the tests' own: a suite that takes `game_key` runs for a new
    game as soon as it is declared, and Pebbles proves that it does."""
    key: str = request.param
    return key
