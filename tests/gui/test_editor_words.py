"""Issue 22's numbering, in the scenario editor: files count seats from 0, and everything a user
reads names players from 1 ("Player 1"), never "Seat 1" or "seat 2"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QWidget

from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.registry import registered_games

from .editor_helpers import open_editor

SEAT_NUMBER = re.compile(r"\bseat \d", re.IGNORECASE)


def words_on_show(win: EditorWindow) -> list[str]:
    """The texts of the editor's widgets: labels, buttons, list and combo entries, and their tooltips."""
    texts: list[str] = []
    for widget in win.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            texts += [text for i in range(widget.count())
                      for text in (widget.item(i).text(), widget.item(i).toolTip())]
    return texts


@pytest.mark.parametrize("game", registered_games())
def test_the_editor_names_players_never_seats(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """Whose-turn boxes, ship palettes, hands, auction rows and Test a ruling's heading said "Seat 1"."""
    scenario = next(s for _, s in bundled_scenarios() if s.game == game)
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        texts = words_on_show(win)
        assert any("Player 1" in text for text in texts)
        assert [text for text in texts if SEAT_NUMBER.search(text)] == []


# What the position format writes that no reader says: lists and objects, seats from 0, ids.
DATA_MARKS = re.compile(r"[\[\]{}_]|\btrue\b|\bfalse\b|-1\b|\bitems\b|\bcame:|\bleft:|\bpoint:|\bsquare:")


@pytest.mark.parametrize("name", [name for name, _ in bundled_scenarios()])
def test_what_changed_speaks_in_words_in_every_shipped_position(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 34: "Daikaiju supply: [1, 2, …]", "point: top edge, left point", "Stacks 2: 19 → 18
    items; left: 20; came: —" are the file's data, not words. Four actions from every shipped
    position (the first legal one each time), and every line of What changed reads as words."""
    scenario = next(s for n, s in bundled_scenarios() if n == name)
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        for _ in range(4):
            legal = [i for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✓")]
            if not legal:
                break
            verdicts.setCurrentRow(legal[0])
            qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
            changed = win.ruling.result_text().split("What changed:")[1]
            assert [line for line in changed.splitlines() if DATA_MARKS.search(line)] == []
