"""Issue 34, major 7: in the scenario editor a ruling showed a rule ID and one sentence, the IDs
were no links and F1 did nothing. Every rule ID the editor lists — a refused action's, an event's,
a problem's — is a link that opens the rule beside the board, and F1 opens the game's rules."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QListWidget

from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.rules_viewer import RulesViewer

from .editor_helpers import open_editor


def link_point(rows: QListWidget, row: int) -> QPoint:
    """Where a reader would click the row's rule ID (found by sweeping the row's lines)."""
    assert hasattr(rows, "link_at"), "the list's rule IDs are links"
    rect = rows.visualRect(rows.model().index(row, 0))
    for y in range(rect.top() + 4, rect.bottom(), 6):
        for x in range(rect.left(), rect.right(), 3):
            if rows.link_at(QPointF(x, y)):
                return QPoint(x + 2, y)
    raise AssertionError(f"no rule link in {rows.item(row).text()!r}")


def shown_rules(win: EditorWindow) -> RulesViewer:
    viewer = win.findChild(RulesViewer)
    assert viewer is not None and viewer.isVisible(), "the rules opened in the editor"
    return viewer


def click_rule(qtbot, rows: QListWidget, row: int) -> None:  # type: ignore[no-untyped-def]
    rows.scrollToItem(rows.item(row))
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=link_point(rows, row))


def test_a_refused_actions_rule_and_an_events_rule_open_the_rules_beside_the_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-2")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        row = next(i for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✗"))
        rule = verdicts.item(row).data(Qt.ItemDataRole.UserRole).rule
        assert verdicts.item(row).toolTip(), "the rule's words on hover"
        click_rule(qtbot, verdicts, row)
        viewer = shown_rules(win)
        assert viewer.game == "tsuro-seas" and viewer.marked == rule and rule in viewer.shown_text()
        assert win.board.width() > 300, "the board keeps its room"

        win.tabs.setCurrentWidget(win.ruling)
        legal = next(i for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✓"))
        verdicts.setCurrentRow(legal)
        qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
        result = win.ruling.result
        event = next(i for i in range(result.count()) if result.item(i).text().strip().startswith("[TS-"))
        cited = result.item(event).text().strip()[1:].split("]")[0]
        click_rule(qtbot, result, event)
        assert shown_rules(win).marked == cited


def test_a_problems_rule_is_a_link_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = blank_scenario("magellan")
    scenario.position["ships"]["marco_polo"] = [[[0, -1], [1, -1], [2, -1], [0, -1]], [], []]
    for win in open_editor(qtbot, scenario):
        problems = win.problems
        assert problems.count() > 0
        problem = problems.item(0).data(Qt.ItemDataRole.UserRole)
        click_rule(qtbot, problems, 0)
        assert shown_rules(win).marked == problem.rule


def test_f1_opens_the_edited_games_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    for win in open_editor(qtbot, blank_scenario("entdecker")):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win, Qt.Key.Key_F1)
        viewer = shown_rules(win)
        assert viewer.game == "entdecker" and "EN-X4" in viewer.shown_text()
