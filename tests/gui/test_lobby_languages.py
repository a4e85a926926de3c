"""The lobby in French, Italian and Hungarian: the shipped rulings' and puzzles' tooltips tell their
case in the language, as their titles do, and a puzzle's hint in play is in it too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtgames.gui import i18n
from qtgames.gui.main_window import MainWindow
from qtgames.gui.start_page import NAME_ROLE, REPORT_ROLE

from .test_puzzles import play_listed

# A word of the Magellan ruling's notes in each language.
WORD = {"fr": "pillage", "it": "saccheggio", "hu": "fosztogatás"}


@pytest.fixture(params=sorted(WORD))
def spoken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv(i18n.ENV_OVERRIDE, request.param)
    translators = i18n.install_translators(request.param)
    yield request.param
    i18n.remove_translators(translators)


def test_the_rulings_tooltips_tell_their_case_in_the_language(qtbot, spoken: str) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    listed = window.start_page.scenarios
    rulings = [listed.item(row) for row in range(listed.count()) if listed.item(row).data(REPORT_ROLE) is not None]
    assert len(rulings) == 3
    tips = {item.data(REPORT_ROLE).game: item.toolTip() for item in rulings}
    assert WORD[spoken] in tips["magellan"]
    assert [tip for tip in tips.values() if "From the rulebook example" in tip or "From the puzzle" in tip] == []


def lobby_tooltips(qtbot) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The tooltip of every scenario the start page lists, by the scenario's name."""
    window = MainWindow()
    qtbot.addWidget(window)
    listed = window.start_page.scenarios
    return {listed.item(row).data(NAME_ROLE): listed.item(row).toolTip() for row in range(listed.count())}


# A word of each language's notes of the first Tsuro of the Seas puzzle, and of its first hint.
CORNER = {"fr": "coin", "it": "angolo", "hu": "sarkában"}
WEST = {"fr": "ouest", "it": "ovest", "hu": "nyugat"}


def test_the_puzzles_tooltips_tell_their_position_in_the_language(qtbot, spoken: str) -> None:  # type: ignore[no-untyped-def]
    tips = lobby_tooltips(qtbot)
    assert CORNER[spoken] in tips["tsuro-seas-puzzle-1"]
    assert [name for name, tip in tips.items() if "-puzzle-" in name and ("Goal:" in tip or "Player 1" in tip)] == []


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_puzzles_hint_in_play_is_in_the_language(qtbot, spoken: str) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    play_listed(qtbot, window, "tsuro-seas-puzzle-1")   # you are Player 2, and move first
    window.activateWindow()   # back from the seats dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and window.menus.hint_action.isEnabled())
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    message = window.statusBar().currentMessage()
    assert WEST[spoken] in message and "west" not in message.replace(WEST[spoken], "")
    window.close()


# A word of each language's notes of Entdecker's first rulebook example ("scouts", in each
# catalogue's own word for them).
SCOUTS = {"fr": "comptoirs", "it": "esploratori", "hu": "felderítő"}


def test_the_rulebook_examples_tooltips_tell_their_case_in_the_language(qtbot, spoken: str) -> None:  # type: ignore[no-untyped-def]
    tips = lobby_tooltips(qtbot)
    examples = {name: tip for name, tip in tips.items() if "-example-" in name}
    assert len(examples) == 7
    assert SCOUTS[spoken] in examples["entdecker-example-1"]
    assert [name for name, tip in examples.items() if "rulebook" in tip or "Player 1" in tip] == []
