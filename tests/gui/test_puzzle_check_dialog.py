"""The editor's Check the puzzle says one thing: its three lines agree with each other and with the
engine's sentences, and Check again checks the position as the editor has it now."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QMenu, QPushButton

from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_file
from qtgames.gui.analysis.puzzle_dialog import PuzzleCheckDialog
from qtgames.gui.editor.window import EditorWindow
from tests.paths import FIXTURES

from .editor_helpers import open_editor

SLOW = 240_000   # ms: the worker process starts cold on a busy 2-core machine


def press_check(qtbot, editor: EditorWindow) -> PuzzleCheckDialog:  # type: ignore[no-untyped-def]
    """Play → Check the puzzle… in the editor (the menu's action, triggered as its key does); the
    dialog's first verdict awaited. The dialog is the editor's: it closes, its worker with it, when
    the editor does."""
    menu = next(m for m in editor.findChildren(QMenu) if m.title().replace("&", "") == "Play")
    next(a for a in menu.actions() if a.text().replace("&", "") == "Check the puzzle…").trigger()
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PuzzleCheckDialog) and d.isVisible())
    again = dialog.findChild(QPushButton, "puzzle-check-again")
    assert again is not None
    qtbot.waitUntil(again.isEnabled, timeout=SLOW)
    return dialog


def verdict(dialog: PuzzleCheckDialog, name: str) -> str:
    label = dialog.findChild(QLabel, f"puzzle-check-{name}")
    assert label is not None
    return label.text()


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_puzzle_whose_solution_fails_is_not_called_unique(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tsuro of the Seas puzzle 1 as it was shipped: no first move works. The dialog said the
    solution's first move does not always work and, on the next line, "✓ … the solution is
    unique"; and the engine's first sentence, "the solution reaches the goal", is said to be the
    written line with the position's own dice."""
    for editor in open_editor(qtbot, scenario_from_file(FIXTURES / "analysis" / "tsuro-nothing-works.json")):
        dialog = press_check(qtbot, editor)
        assert dialog.check is not None and not any(m.works for m in dialog.check.moves)
        assert verdict(dialog, "solution").startswith("✗ The solution's first move")
        assert verdict(dialog, "cooks") == ("✗ No first move works in every case looked at: the puzzle has no "
                                            "solution as set.")
        assert verdict(dialog, "dice").startswith("✗ It does not hold against every reply and roll")
        sentences = [dialog.details.item(row).text() for row in range(dialog.details.count())]
        assert sentences[0].startswith("Played as written, with the position's own dice, the solution reaches")
        assert "No first move works in every case looked at." in sentences
        assert not any("unique" in line for line in [*sentences, verdict(dialog, "cooks")])


def test_check_again_checks_the_position_as_edited_since(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Checked once (a second solution found), then the goal handed to Player 2 on the Scenario
    tab: Check again must check that, and refuse (Player 1 decides first), not repeat the verdict
    on the position the dialog was opened with."""
    for editor in open_editor(qtbot, scenario_from_file(FIXTURES / "analysis" / "tsuro-two-solutions.json")):
        dialog = press_check(qtbot, editor)
        assert verdict(dialog, "cooks").startswith("✗ Second solutions (cooks):")
        editor.tabs.setCurrentIndex(1)   # Scenario
        player = editor.form.goal_player
        qtbot.mouseClick(player, Qt.MouseButton.LeftButton)
        qtbot.keyClick(player, Qt.Key.Key_Up)
        assert editor.document.goal is not None and editor.document.goal.player == 1
        again = dialog.findChild(QPushButton, "puzzle-check-again")
        assert again is not None
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(again.isEnabled, timeout=SLOW)
        status = dialog.findChild(QLabel, "puzzle-check-status")
        assert status is not None
        assert status.text().startswith("This cannot be checked as a puzzle:"), status.text()
        assert "Player 1 decides first, not the goal player Player 2" in status.text()
        assert dialog.check is None and not verdict(dialog, "cooks")


def test_a_puzzle_whose_notes_tell_the_hidden_gold_is_checked_with_it_as_laid_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Magellan puzzle 1 tells Player 2's gold in its notes. Dealt at random, Player 2 may hold
    anything, and no opening is sure; with the box ticked the check keeps it as laid out: one
    solution."""
    scenario = next(s for name, s in bundled_scenarios() if name == "magellan-puzzle-1")
    for editor in open_editor(qtbot, scenario):
        dialog = press_check(qtbot, editor)
        assert verdict(dialog, "cooks").startswith("✗ No first move works")
        box = dialog.findChild(QCheckBox, "puzzle-check-laid-out")
        assert box is not None and not box.isChecked()
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert box.isChecked()
        again = dialog.findChild(QPushButton, "puzzle-check-again")
        assert again is not None
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda d=dialog, a=again: d.check is not None and a.isEnabled(), timeout=SLOW)
        assert verdict(dialog, "solution") == "✓ The solution's first move, Bid 6 for Ferdinand Magellan, reaches the goal."
        assert verdict(dialog, "cooks") == "✓ No other first move works: the solution is unique."
        sentences = [dialog.details.item(row).text() for row in range(dialog.details.count())]
        assert any("kept as the position lays it out" in line for line in sentences)
