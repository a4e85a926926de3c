"""Tsuro of the Seas at the table, as play-testing found it: one name per daikaiju on the board and
in the log, the hint's badge clear of your ship, a hand that stays put between turns and grows with
the window, and a click on a square where no tile can go saying why."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsSimpleTextItem

from qtgames.engine.tsuro_seas.data import load_data
from qtgames.engine.tsuro_seas.events import kaiju_label
from qtgames.engine.tsuro_seas.state import ChooseStart, Phase, PlaceTile
from qtgames.gui.main_window import MainWindow
from qtgames.gui.tsuro_seas.layout import MARGIN, SQUARE, HullItem

from ..conftest import start_game
from ..screens import open_main_window_on, screen_of_size


def test_each_daikaiju_has_one_name_on_the_board_and_in_the_log(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert len({kaiju_label(k) for k in range(len(load_data().daikaiju))}) == 10, "ten daikaiju, ten names"
    start_game(qtbot, window, ["human", "random", "random", "random"], seed=8)
    shown = [item.toolTip() for item in window.board.scene().items()
             if isinstance(item, QGraphicsPixmapItem) and item.toolTip().startswith("Daikaiju ")]
    names = [re.match(r"Daikaiju (\S+?)(:|$)", tip)[1] for tip in shown]   # type: ignore[index]
    assert len(names) == 6 and len(set(names)) == 6, shown
    placed = [line for line in (window.panel.log.item(i).text() for i in range(window.panel.log.count()))
              if " is placed on " in line]
    assert sorted(re.search(r"daikaiju (\S+) is placed", line)[1] for line in placed) == sorted(names)   # type: ignore[index]


def wait_for_the_human_to_place(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.host.human_to_move() and window.host.state.phase == Phase.PLACE, timeout=5000)


def start_from_the_bottom_edge(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A game whose human ship starts on a mark of the bottom edge: it sails into its square from below."""
    start_game(qtbot, window, ["human", "random"], seed=6)
    marks = window.host.state.geometry.start_marks
    bottom = next(a for a in window.host.legal_actions() if isinstance(a, ChooseStart) and marks[a.mark] & 7 in (4, 5))
    window.human_action(bottom)
    wait_for_the_human_to_place(qtbot, window)


def test_the_hints_badge_keeps_clear_of_your_ship(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Under the suggested tile it lay on the ship that sails into it from below."""
    start_from_the_bottom_edge(qtbot, window)
    window.host.hint_level = "greedy"
    hints: list[object] = []
    window.host.hintReady.connect(hints.append)
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hints), timeout=5000)
    assert isinstance(hints[0], PlaceTile)
    items = window.board.scene().items()
    [badge] = [i for i in items if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Hint"]
    [ship] = [i for i in items if isinstance(i, HullItem) and i.seat == 0]
    assert not badge.parentItem() and not badge.sceneBoundingRect().adjusted(-5, -1, 5, 1).intersects(
        ship.sceneBoundingRect()), "the badge on the ship"


def test_a_click_where_no_tile_can_go_says_why(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start_from_the_bottom_edge(qtbot, window)
    state = window.host.state
    front = state.ships[0] >> 3
    size = state.geometry.size
    elsewhere = (front + 2) % (size * size)
    row, col = divmod(elsewhere, size)
    point = window.board.mapFromScene(MARGIN + (col + 0.5) * SQUARE, MARGIN + (row + 0.5) * SQUARE)
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    said = window.panel.controls.status.plain
    assert said == (f"TS-P1: A wake tile goes only on the empty square in front of your ship: "
                    f"{state.geometry.square_name(front)}.")
    row, col = divmod(front, size)
    point = window.board.mapFromScene(MARGIN + (col + 0.5) * SQUARE, MARGIN + (row + 0.5) * SQUARE)
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.panel.controls.status.plain.startswith("Choose a tile in your hand first")
    assert window.host.session.moves == 2, "nothing was played"


def hand_at(window: MainWindow) -> tuple[int, int]:
    QApplication.processEvents()   # the hand's buttons are made anew for every state: laid out now
    button = window.panel.hand_buttons[0]   # type: ignore[attr-defined]
    return button.mapTo(window, QPoint(0, 0)).y(), button.iconSize().width()


def test_the_hand_stays_put_between_turns_and_grows_with_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_main_window_on(qtbot, screen_of_size(1024, 700))
    window.host.ai_delay_ms = 0
    start_game(qtbot, window, ["human", "greedy", "greedy"], seed=5)
    window.human_action(window.host.legal_actions()[0])
    wait_for_the_human_to_place(qtbot, window)
    mine = hand_at(window)   # under "Player 1: Place a wake tile in front of your ship.", two lines at 1024
    window.human_action(window.host.legal_actions()[0])
    assert not window.host.human_to_move() and hand_at(window) == mine, "an AI's turn moved the hand"
    assert mine[1] == 64
    window.resize(1900, 1040)
    assert hand_at(window)[1] > 100, "a large window, a larger hand"
    window.close()
