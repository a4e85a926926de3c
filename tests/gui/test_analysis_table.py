"""The analysis at a table as players have it: the panel and Analyse my game leave the board its room
on a small screen and show enough of themselves, the key A works whatever has the keyboard, the
editor analyses the position as it is now, and the candidates' chances show where they are chosen
(a hand tile, a square of the board, the bid box)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QGraphicsSimpleTextItem, QLabel, QPushButton

from qtgames.engine.ai.analysis import Analysis, AnalysisLimit
from qtgames.engine.core.record import PlayerSeat
from qtgames.engine.core.scenario import scenario_from_file
from qtgames.engine.entdecker.state import Declare, Place
from qtgames.engine.magellan.state import Bid, Pass
from qtgames.gui.analysis.marks import MARKED
from qtgames.gui.analysis.panel import AnalysisPanel
from qtgames.gui.analysis.position_dialog import PositionAnalysisDialog
from qtgames.gui.entdecker.geometry import circle_centre, square_rect
from qtgames.gui.main_window import MainWindow

from .conftest import start_game
from .screens import open_main_window_on, screen_of_size
from .test_analysis import FIXTURES, SLOW, press_a, saved_match, trigger_menu
from .test_layout import USABLE_BOARD, rect_in


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)], ids=["1024x700", "1366x768"])
def test_the_analysis_panel_leaves_the_board_a_usable_width(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Docked beside the board at 1024x700 the panel squeezed it to 272 px: there it lies over the
    board's left part instead (it can be moved), and docks only where the board keeps its room."""
    screen = screen_of_size(*size)
    window = open_main_window_on(qtbot, screen)
    start_game(qtbot, window, ["human", "greedy"], seed=3)
    trigger_menu(window, "Play", "Analysis")   # offscreen, a window on this screen is never the active one
    panel = window.analysis.panel
    QApplication.processEvents()
    assert panel.isVisible()
    board = rect_in(window.board, window)
    assert board.width() >= USABLE_BOARD, f"the panel squeezes the board to {board.width()} px"
    if panel.isFloating():
        assert screen.availableGeometry().contains(panel.frameGeometry()), "the floating panel is on the screen"
        assert panel.width() >= panel.view.minimumWidth()
    else:
        assert not board.intersects(panel.geometry())
    assert size == (1366, 768) or panel.isFloating()
    trigger_menu(window, "Play", "Analysis")   # hidden again: a floating panel is a window of its own
    assert not panel.isVisible()
    window.close()


@pytest.mark.slow   # the review's worker starts cold: over a second
def test_the_review_shows_five_moves_with_the_rules_open_beside_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """At 1366x768 with the rules docked (F1) the list of moves showed a row and a half."""
    window = open_main_window_on(qtbot, screen_of_size(1366, 768))
    window.files.ask_open_path = lambda: str(saved_match(tmp_path))  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    window.menus.rules_action.trigger()   # Help → Rules (F1)
    rules = window.rules_help.dock
    assert rules is not None and rules.isVisible() and not rules.isFloating()
    trigger_menu(window, "Play", "Analyse my game")
    dock = window.analysis.review_dock
    qtbot.waitUntil(lambda: dock.moves.topLevelItemCount() > 0, timeout=SLOW)
    QApplication.processEvents()
    item = dock.moves.topLevelItem(0)
    assert item is not None
    row = dock.moves.visualItemRect(item).height()
    assert dock.moves.viewport().height() >= 5 * row, f"{dock.moves.viewport().height() // row} rows in sight"
    assert dock.moves.geometry().top() > dock.graph.geometry().bottom(), "the list lies under the graph, not over it"
    assert dock.legend.height() >= dock.legend.heightForWidth(dock.legend.width()), "the legend's lines all show"
    assert rules.isVisible() and rules.height() >= 200, "the rules keep some room"
    dock.cancelRequested.emit()
    window.close()


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_a_toggles_the_panel_from_magellans_bid_box_but_not_from_a_text_field(qtbot, window: MainWindow) -> None:
    """The bid box (a number box) had the keyboard and swallowed A; a text field keeps its letters."""
    start_game(qtbot, window, ["human", "random", "random"], seed=5, game="magellan")
    bid = window.panel.bid
    qtbot.waitUntil(lambda: bid.isVisible() and bid.amount.hasFocus(), timeout=5000)
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(bid.amount, Qt.Key.Key_A)
    assert window.analysis.panel.isVisible(), "A from the bid box shows the panel"
    qtbot.keyClick(bid.amount, Qt.Key.Key_A)
    assert not window.analysis.panel.isVisible(), "and hides it"
    bid.amount.selectAll()
    qtbot.keyClicks(bid.amount, "7")
    assert bid.amount.text() == "7", "digits still type an amount"
    window.menus.rules_action.trigger()   # Help → Rules: its search field takes words
    viewer = window.rules_help.viewer
    assert viewer is not None
    field = viewer.search
    field.setFocus()
    qtbot.keyClicks(field, "a")
    assert field.text() == "a" and not window.analysis.panel.isVisible(), "A typed in a text field is a letter"


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_analyse_again_takes_the_position_as_edited_since(qtbot, window: MainWindow) -> None:
    """Analyse again after an edit analysed the position the dialog had opened with."""
    editor = window.scenarios.open_editor(scenario_from_file(FIXTURES / "tsuro-one-safe-rotation.json"))
    assert editor is not None
    qtbot.waitExposed(editor)
    trigger_menu(editor, "Play", "Analyse this position…")
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PositionAnalysisDialog) and d.isVisible())
    dialog.limit = AnalysisLimit(iterations=300)
    view = dialog.view
    qtbot.waitUntil(lambda: view.analysis is not None, timeout=SLOW)
    assert view.analysis is not None and view.analysis.seat == 0
    whose = editor.findChild(QComboBox, "active-seat")   # the editor: Player 2 to move now
    assert whose is not None
    whose.setFocus()
    qtbot.keyClick(whose, Qt.Key.Key_Down)
    assert editor.document.scenario().state().active == 1
    again = dialog.findChild(QPushButton, "position-analysis-again")
    assert again is not None
    try:
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: view.analysis is not None and view.analysis.finished, timeout=SLOW)
        assert view.analysis is not None and view.analysis.seat == 1
        assert view.headline.text().startswith("Player 2 to decide")
    finally:
        dialog.close()
        editor.undo_button.trigger()   # the editor closes without asking about the edit


def finished_analysis(qtbot, window: MainWindow) -> tuple[AnalysisPanel, Analysis]:  # type: ignore[no-untyped-def]
    """Press A on the position at the table and wait for the panel's finished analysis of it."""
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: panel.view.analysis is not None and panel.view.analysis.finished, timeout=SLOW)
    analysis = panel.view.analysis
    assert analysis is not None
    return panel, analysis


def analysed_puzzle(qtbot, window: MainWindow, fixture: str) -> tuple[AnalysisPanel, Analysis]:  # type: ignore[no-untyped-def]
    """The fixture's position at the table, You (a human) to decide against a random AI, analysed."""
    window.analysis.panel_limit = AnalysisLimit(iterations=400)
    window.scenarios.play_scenario(scenario_from_file(FIXTURES / fixture),
                                   [PlayerSeat("You", "human"), PlayerSeat("AI", "random")])
    return finished_analysis(qtbot, window)


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_hand_shows_each_tiles_best_chance_from_the_analysis(qtbot, window: MainWindow) -> None:
    """Tsuro of the Seas: each hand tile carries the win chance of its best turn, as the analysis
    found it; hiding the panel takes the badges off."""
    panel, analysis = analysed_puzzle(qtbot, window, "tsuro-one-safe-rotation.json")
    buttons = window.panel.hand_buttons
    assert buttons
    for button in buttons:
        tile = int(button.objectName().removeprefix("hand-tile-"))
        best, turn = max((c.chance, c.action.rotation) for c in analysis.candidates if c.action.tile == tile)
        badges = button.findChildren(QLabel, "hand-chance")
        assert [badge.text() for badge in badges] == [f"{round(best * 100)}%"], button.objectName()
        assert badges[0].isVisible()
        assert f"turned {turn * 90}°: {round(best * 100)}%" in button.toolTip()
    # Hovering a candidate redraws the board and the hand: the badges stay.
    row = panel.view.candidate_rows()[0]
    qtbot.mouseMove(row)
    qtbot.mouseMove(window.board)
    assert all(b.findChildren(QLabel, "hand-chance") for b in window.panel.hand_buttons)
    trigger_menu(window, "Play", "Analysis")
    assert not any(b.findChildren(QLabel, "hand-chance") for b in window.panel.hand_buttons)


def board_chances(window: MainWindow) -> dict[str, QRectF]:
    """The win chances on the board's badges, with where each lies in the scene."""
    marks: dict[str, QRectF] = {}
    for item in window.board.scene().items():
        if item.toolTip().startswith("Win chance of the best move here"):
            texts = [c for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem)]
            marks[texts[0].text()] = item.sceneBoundingRect()
    return marks


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_board_shows_the_best_placements_chances_from_the_analysis(qtbot, window: MainWindow) -> None:
    """Entdecker: the best few squares the drawn card can go on carry the chance of their best turn,
    as the analysis found it, on the square itself; hiding the panel takes them off."""
    panel, analysis = analysed_puzzle(qtbot, window, "entdecker-island-card.json")
    best: dict[int, float] = {}
    for candidate in analysis.candidates:
        assert isinstance(candidate.action, Place)
        best[candidate.action.square] = max(candidate.chance, best.get(candidate.action.square, 0.0))
    ranked = sorted(best, key=lambda square: -best[square])[:MARKED]
    marks = board_chances(window)
    assert len(marks) == min(MARKED, len(best))
    state = window.board.state
    assert state is not None
    for square in ranked:
        text = f"{round(best[square] * 100)}%"
        assert text in marks and square_rect(state, square).contains(marks[text].center()), state.board.square_name(square)
    # Hovering a candidate redraws the board: the marks stay.
    qtbot.mouseMove(panel.view.candidate_rows()[0])
    qtbot.mouseMove(window.board)
    assert len(board_chances(window)) == len(marks)
    trigger_menu(window, "Play", "Analysis")
    assert not board_chances(window)


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_bid_box_shows_the_best_bids_chances_from_the_analysis(qtbot, window: MainWindow) -> None:
    """Magellan: beside the bid box the best bids and passing with their chances, the amount in the
    box on its button, as the analysis found them; hiding the panel takes them off."""
    window.analysis.panel_limit = AnalysisLimit(iterations=400)
    start_game(qtbot, window, ["human", "random", "random"], seed=5, game="magellan")
    bid = window.panel.bid
    qtbot.waitUntil(lambda: bid.isVisible(), timeout=5000)
    _panel, analysis = finished_analysis(qtbot, window)
    chances = {c.action: c.chance for c in analysis.candidates}
    best = max(chances, key=lambda action: chances[action])
    said = f"{round(chances[best] * 100)}%"
    assert bid.chances_label.isVisible()
    assert (f"bid {best.amount}: {said}" if isinstance(best, Bid) else f"pass: {said}") in bid.chances_label.text()
    assert f"pass: {round(chances[Pass()] * 100)}%" in bid.chances_label.text()
    examined = next(a for a in chances if isinstance(a, Bid))
    bid.amount.setFocus()
    bid.amount.selectAll()
    qtbot.keyClicks(bid.amount, str(examined.amount))
    [on_bid] = bid.bid_button.findChildren(QLabel, "analysis-chance")
    assert on_bid.text() == f"{round(chances[examined] * 100)}%", "the amount in the box carries its chance"
    trigger_menu(window, "Play", "Analysis")
    assert not bid.chances_label.isVisible()
    assert not bid.bid_button.findChildren(QLabel, "analysis-chance")


@pytest.mark.slow   # over a second (measured with --durations): the CI slow step runs it
def test_the_cards_to_declare_show_their_chances_after_their_numbers(qtbot, window: MainWindow) -> None:
    """Entdecker: a badge on a narrow number button hid the number; the best few amounts to declare
    say their chance after it, and say only the number again when the panel hides."""
    window.analysis.panel_limit = AnalysisLimit(iterations=300)
    start_game(qtbot, window, ["human", "random", "random"], seed=2, game="entdecker")
    panel = press_a(qtbot, window)
    state = window.board.state
    assert state is not None
    circle = window.board.mapFromScene(circle_centre(state, 1))
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=circle)   # start above B1
    qtbot.waitUntil(lambda: window.panel.choice("declare-1") is not None, timeout=5000)
    qtbot.waitUntil(lambda: panel.view.analysis is not None and panel.view.analysis.finished
                    and isinstance(panel.view.analysis.candidates[0].action, Declare), timeout=SLOW)
    analysis = panel.view.analysis
    assert analysis is not None
    for candidate in sorted(analysis.candidates, key=lambda c: -c.chance)[:MARKED]:
        button = window.panel.choice(f"declare-{candidate.action.amount}")
        assert button is not None and button.text() == f"{candidate.action.amount} · {round(candidate.chance * 100)}%"
    trigger_menu(window, "Play", "Analysis")
    assert all(b.text().isdigit() for b in window.panel.choices.buttons)
