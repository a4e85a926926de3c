"""Help → Rules and the rule links: the rules viewer opens at the rule a log line or a refusal cites."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextTable
from PySide6.QtWidgets import QApplication

from qtgames.gui.main_window import MainWindow
from qtgames.gui.rules_viewer import RulesViewer

from .conftest import choose_game, start_game
from .screens import open_main_window_on, screen_of_size


def rules_window(win: MainWindow) -> RulesViewer:
    viewer = win.rules_help.viewer
    assert viewer is not None and viewer.isVisible()
    return viewer


def test_help_rules_opens_the_chosen_games_rules_and_search_narrows_them(qtbot, window: MainWindow) -> None:
    choose_game(qtbot, window, "entdecker")
    window.menus.rules_action.trigger()
    viewer = rules_window(window)
    assert viewer.game == "entdecker"
    assert "Entdecker — rules reference" in viewer.shown_text() and "EN-X4" in viewer.shown_text()
    everything = viewer.count.text()
    qtbot.keyClicks(viewer.search, "fort cost")
    shown = viewer.shown_text()
    assert viewer.count.text() != everything and viewer.count.text().endswith("match")
    assert "EN-C5" in shown and "EN-X4" not in shown
    viewer.search.clear()
    qtbot.keyClicks(viewer.search, "zeppelin")
    assert "No rule mentions" in viewer.shown_text()


def log_link_point(log, row: int) -> QPoint:  # type: ignore[no-untyped-def]
    """Where on the viewport a player would click the row's rule ID (found by sweeping the line)."""
    rect = log.visualRect(log.model().index(row, 0))
    y = rect.top() + log.fontMetrics().height() // 2 + 4
    for x in range(rect.left(), rect.left() + 120):
        if log.link_at(QPointF(x, y)):
            return QPoint(x + 4, y)
    raise AssertionError("no rule link in the row")


def test_clicking_a_rule_id_in_the_move_log_opens_and_marks_that_rule(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["greedy", "greedy"], seed=3)
    log = window.panel.log
    qtbot.waitUntil(lambda: log.count() > 3, timeout=5000)
    row = next(r for r in range(log.count()) if log.item(r).text().startswith("[TS-"))
    rule = log.item(row).text()[1:].split("]")[0]
    assert log.item(row).toolTip(), "the rule's words show on hover"
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log_link_point(log, row))
    viewer = rules_window(window)
    assert viewer.game == "tsuro-seas" and viewer.marked == rule
    assert rule in viewer.shown_text()


def test_a_refusal_cites_its_rule_as_a_link_that_opens_the_rule(qtbot, window: MainWindow) -> None:
    window.panel.show_preview_status("TS-P2: That tile would send your ship off the board.", False)
    status = window.panel.controls.status
    assert 'href="qtgames-rule:TS-P2"' in status.text() and "off the board" in status.toolTip() + status.plain
    QDesktopServices.openUrl(QUrl("qtgames-rule:TS-P2"))   # what the label does when clicked
    viewer = rules_window(window)
    assert viewer.marked == "TS-P2" and viewer.game == "tsuro-seas"


def test_a_cross_reference_inside_a_rule_is_followed_from_the_keyboard(qtbot, window: MainWindow) -> None:
    QDesktopServices.openUrl(QUrl("qtgames-rule:MG-B1b"))   # cited by the engine, written inside MG-B1
    viewer = rules_window(window)
    assert viewer.game == "magellan" and viewer.marked == "MG-B1b"
    viewer.search.setText("Pizarro plunder")
    viewer.browser.setFocus()
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Tab)
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Return)
    assert viewer.search.text() == "" and viewer.marked is not None and viewer.marked != "MG-B1b"


def document_tables(viewer: RulesViewer) -> list[QTextTable]:
    root = viewer.browser.document().rootFrame()
    return [frame for frame in root.childFrames() if isinstance(frame, QTextTable)]


def test_the_component_data_tables_are_tables_and_no_development_path_shows(qtbot, window: MainWindow) -> None:
    QDesktopServices.openUrl(QUrl("qtgames-rule:MG-X1"))
    viewer = rules_window(window)
    tables = document_tables(viewer)
    assert tables, "the explorers' table is a QTextTable"
    explorers = tables[0]
    assert explorers.columns() == 6 and explorers.rows() == 13   # the heading and 12 board sides
    assert explorers.cellAt(1, 0).firstCursorPosition().block().text() == "Marco Polo"
    text = viewer.shown_text()
    assert "|---|" not in text and "| Marco Polo |" not in text
    assert "../seeds" not in text and ".md" not in text and "Every rule has an ID" in text
    viewer.game_box.setCurrentIndex(viewer.game_box.findData("tsuro-seas"))
    assert "00 01234567  01 01234657" in viewer.shown_text(), "the tile listing keeps its columns"


def test_the_rules_open_docked_beside_the_board_not_over_it(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["human", "greedy"], seed=5)
    window.menus.rules_action.trigger()
    dock = window.rules_help.dock
    assert dock is not None and dock.isVisible() and not dock.isFloating()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    board = window.board
    board_rect = board.rect().translated(board.mapTo(window, QPoint(0, 0)))
    dock_rect = dock.geometry()
    assert not board_rect.intersects(dock_rect) and dock_rect.left() >= board_rect.right()
    assert board_rect.width() > 300


def test_on_a_small_screen_the_rules_lie_over_the_board_instead_of_squeezing_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_main_window_on(qtbot, screen_of_size(1024, 700))
    start_game(qtbot, window, ["human", "greedy"], seed=5)
    board = window.board
    width = board.width()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.windowHandle().isActive())   # the shortcut is the active window's
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dock = window.rules_help.dock
    assert dock is not None and dock.isVisible() and dock.isFloating()
    QApplication.processEvents()
    assert board.width() == width, "the board keeps its width"
    over = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    assert over.contains(dock.geometry()), "the rules lie inside the window, over the board"
    window.close()
