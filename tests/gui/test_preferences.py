"""What the app remembers between sessions, and the View menu: zoom and animations."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from qtgames.gui.main_window import MainWindow
from qtgames.storage import user_paths

from .conftest import start_game


def menu_action(window: MainWindow, menu_title: str, text: str):  # type: ignore[no-untyped-def]
    """A menu entry found by its visible words, as a player finds it."""
    for menu_action_ in window.menuBar().actions():
        if menu_action_.text().replace("&", "") == menu_title:
            for action in menu_action_.menu().actions():
                if action.text().replace("&", "").startswith(text):
                    return action
    raise AssertionError(f"no {menu_title} → {text}")


def test_settings_and_the_last_table_survive_a_restart(qtbot, window: MainWindow) -> None:
    menu_action(window, "Play", "AI speed").menu().actions()[2].trigger()   # Fast
    menu_action(window, "View", "Animations").trigger()
    start_game(qtbot, window, ["human", "greedy", "random"], seed=9, game="entdecker")
    assert window.board.animation_ms_per_tile == 0
    window.resize(window.width(), 690)
    window.close()

    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    # Only the height can tell: the offscreen screen is 800 px wide, so Qt narrows any restored
    # width to it and the window's minimum widens it again.
    assert again.height() == 690, "a new window opens 800 high unless told otherwise"
    assert again.host.ai_delay_ms == 150
    assert all(view.board.animation_ms_per_tile == 0 for view in again.views.values())
    assert not menu_action(again, "View", "Animations").isChecked()
    page = again.start_page
    assert page.game_key == "entdecker" and page.player_count.value() == 3
    assert [row.kind.currentData() for row in page.seat_rows[:3]] == ["human", "greedy", "random"]
    again.close()


def test_a_damaged_settings_file_gives_the_defaults(qtbot) -> None:
    ini = user_paths().config / "qtgames.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text("[play]\naiDelayMs=soon\n[start]\ntable={not json\n[window]\ngeometry=nonsense\n", encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.host.ai_delay_ms == 600 and window.start_page.game_key == "tsuro-seas"
    window.close()


def wheel(view, steps: int, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:  # type: ignore[no-untyped-def]
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_ctrl_wheel_zooms_the_board_and_ctrl_0_fits_it_again(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["human", "greedy"], seed=2)
    board = window.board
    fitted = board.transform().m11()
    wheel(board, 1)
    wheel(board, 1)
    assert board.zoom > 1.5 and board.transform().m11() > fitted * 1.5
    window.host.play(window.host.legal_actions()[0])   # a redraw keeps the zoom
    assert board.transform().m11() > fitted * 1.5
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert board.zoom == 1.0 and abs(board.transform().m11() - fitted) < 1e-6
    wheel(board, -3)
    assert board.zoom == 1.0, "never smaller than the whole board"
