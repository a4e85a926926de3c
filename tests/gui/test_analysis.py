"""The analysis in the window, driven as a player drives it: the panel (key A) lists the moves of the
player to decide with their chances and refines them in the worker process; it tells nothing while
an AI decides; Analyse my game draws the graph, grades the moves and jumps to a move clicked on the
graph or in the list; the editor's Check the puzzle finds a puzzle's second solution."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMenu, QMessageBox, QPushButton, QWidget

from qtgames.engine.ai.analysis import AnalysisLimit
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game, messages
from qtgames.engine.core.record import PlayerSeat, record_from_file
from qtgames.engine.core.review import GRADES
from qtgames.engine.core.scenario import scenario_from_file
from qtgames.gui import i18n
from qtgames.gui.analysis.panel import AnalysisPanel
from qtgames.gui.analysis.position_dialog import PositionAnalysisDialog
from qtgames.gui.analysis.puzzle_dialog import PuzzleCheckDialog
from qtgames.gui.analysis.review_dock import GameReviewDock
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.main_window import MainWindow

from .conftest import start_game
from .test_ai_in_window import Heartbeat
from .test_open_any_file import when_shown

TSURO = get_game("tsuro-seas")
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "analysis"
SLOW = 120_000   # ms: the worker process starts cold (imports) on a busy 2-core machine


def press_a(qtbot, window: MainWindow) -> AnalysisPanel:  # type: ignore[no-untyped-def]
    """Press A on the board (the window active, as a shortcut needs): the panel shows."""
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.board, Qt.Key.Key_A)
    panel = window.analysis.panel
    assert panel.isVisible()
    return panel


def trigger_menu(window: QWidget, menu_title: str, action_text: str) -> None:
    """Choose a menu item the way the keyboard does: the menu's action, triggered."""
    menu = next(m for m in window.findChildren(QMenu) if m.title().replace("&", "") == menu_title)
    action = next(a for a in menu.actions() if a.text().replace("&", "") == action_text)
    assert action.isEnabled(), action.toolTip()
    action.trigger()


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_the_panel_ranks_the_moves_of_the_player_to_decide_and_refines_them(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["human", "random"], seed=3)
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: panel.view.analysis is not None and panel.view.analysis.finished, timeout=SLOW)
    analysis = panel.view.analysis
    assert analysis is not None and analysis.seat == 0
    rows = panel.view.candidate_rows()
    assert len(rows) == len(analysis.candidates) == min(12, analysis.legal)
    assert len(analysis.candidates) + len(analysis.left_out) == analysis.legal == len(window.host.legal_actions())
    left_out = panel.findChild(QLabel, "analysis-left-out")
    assert (left_out is not None) == bool(analysis.left_out)
    assert [row.candidate.rank for row in rows] == sorted(row.candidate.rank for row in rows)
    first = rows[0].findChild(QLabel, "analysis-chance")
    assert first is not None and "win chance" in first.text() and "%" in first.text()
    assert "Only what" in panel.view.footer.text()
    # Asking for the analysis against an AI is allowed, and the saved match says so.
    record = window.host.record
    assert record is not None and [(a.move, a.seat, a.kind) for a in record.assists] == [(0, 0, "analysis")]
    # The menu item, checked while the panel shows, hides it. (A second key press is not tested here:
    # offscreen, the window is sometimes no longer the active one by then, and a shortcut needs it.)
    assert window.menus.analysis_action.isChecked()
    trigger_menu(window, "Play", "Analysis")
    assert not panel.isVisible() and not window.menus.analysis_action.isChecked()


@pytest.mark.parametrize("game", ["entdecker", "magellan"])
@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_the_panel_analyses_every_game(qtbot, window: MainWindow, game: str) -> None:
    window.analysis.panel_limit = AnalysisLimit(iterations=400)
    start_game(qtbot, window, ["human", "random", "random"], seed=2, game=game)
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: panel.view.analysis is not None and panel.view.analysis.finished, timeout=SLOW)
    assert panel.view.analysis is not None and panel.view.analysis.game == game and panel.view.candidate_rows()
    assert all(0.0 <= row.candidate.low <= row.candidate.chance <= row.candidate.high <= 1.0
               for row in panel.view.candidate_rows())


def test_the_panel_shows_nothing_of_a_seat_another_player_decides_for(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["random", "human"], seed=5)
    window.host.set_paused(True)   # the AI's move is held: seat 0 decides, the screen shows seat 1
    panel = press_a(qtbot, window)
    decision = window.host.decision
    assert decision is not None and decision.player == 0 and window.host.viewer() == 1
    assert panel.view.analysis is None and not panel.view.candidate_rows()
    assert "decides now" in panel.view.headline.text()
    assert not window.analysis.worker.busy


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_stop_keeps_the_chances_found_so_far(qtbot, window: MainWindow) -> None:
    window.analysis.panel_limit = AnalysisLimit(iterations=10**7, precision=0)   # refines until stopped
    start_game(qtbot, window, ["human", "random"], seed=7)
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: bool(panel.view.candidate_rows()), timeout=SLOW)
    stop = panel.findChild(QPushButton, "analysis-stop")
    assert stop is not None and stop.isVisible() and window.analysis.worker.busy
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    assert panel.view.analysis is not None and panel.view.analysis.stopped == "cancelled"
    assert panel.view.candidate_rows() and not stop.isVisible() and not window.analysis.worker.busy
    assert "stopped" in panel.view.footer.text()


def saved_match(tmp_path: Path) -> Path:
    record = play_match(TSURO, ["random", "greedy"], TSURO.Options(), 1).record   # 16 moves, one a blunder
    record.players[0] = PlayerSeat(record.players[0].name, "human")
    path = tmp_path / "match.json"
    path.write_text(record.dumps(), encoding="utf-8")
    return path


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_review_my_game_grades_the_moves_and_jumps_where_clicked(qtbot, window: MainWindow, tmp_path: Path) -> None:
    window.analysis.review_limit = AnalysisLimit(iterations=300)
    window.files.ask_open_path = lambda: str(saved_match(tmp_path))  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    record = window.host.record
    assert record is not None and window.host.reviewing
    trigger_menu(window, "Play", "Analyse my game")
    dock = window.findChild(GameReviewDock, "game-review")
    assert dock is not None and dock.isVisible()
    qtbot.waitUntil(lambda: record.review is not None, timeout=SLOW * 3)
    review = record.review
    assert review is not None and len(review.moves) == len(record.actions)
    assert dock.moves.topLevelItemCount() == len(record.actions)
    assert dock.graph.series == [review.series(seat) for seat in range(review.players)]
    # Every graded move says its grade in the list, in its words.
    for verdict in review.moves:
        item = dock.moves.topLevelItem(verdict.move)
        assert item is not None
        if verdict.grade:
            assert item.text(3).lower().startswith(verdict.grade)
    assert all(m.grade in ("", *GRADES) for m in review.moves) and review.graded()
    assert all(m.seat == 0 for m in review.moves if m.judged)   # the person's moves, not the AI's
    # A click on a move in the list shows the board after it.
    item = dock.moves.topLevelItem(5)
    assert item is not None
    rect = dock.moves.visualItemRect(item)
    qtbot.mouseClick(dock.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.host.review_at == 6
    # A click on the graph at the right edge shows the end; at the left edge, the start.
    graph = dock.graph
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(graph.width() - 13, graph.height() // 2))
    assert window.host.review_at == len(record.actions)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(41, graph.height() // 2))
    assert window.host.review_at == 0
    assert graph.at == 0
    # The file it was opened from keeps the review; opening it again and asking works out nothing anew.
    path = window.files.current_path
    kept = None if path is None else record_from_file(path).review
    assert kept is not None and [m.grade for m in kept.moves] == [m.grade for m in review.moves]
    window.files.open_path(path, review=True)
    trigger_menu(window, "Play", "Analyse my game")
    assert not window.analysis.review_worker.busy and "Kept with the saved match" in dock.status.text()
    assert dock.moves.topLevelItemCount() == len(record.actions)


def test_a_review_can_be_cancelled_and_keeps_nothing(qtbot, window: MainWindow, tmp_path: Path) -> None:
    window.files.ask_open_path = lambda: str(saved_match(tmp_path))  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    trigger_menu(window, "Play", "Analyse my game")
    dock = window.analysis.review_dock
    cancel = dock.findChild(QPushButton, "game-review-cancel")
    assert cancel is not None and cancel.isVisible()
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    record = window.host.record
    assert record is not None and record.review is None
    assert "cancelled" in dock.status.text() and not window.analysis.review_worker.busy


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_check_the_puzzle_finds_the_second_solution(qtbot, window: MainWindow) -> None:
    scenario = scenario_from_file(FIXTURES / "tsuro-two-solutions.json")
    editor = window.scenarios.open_editor(scenario)
    assert editor is not None
    qtbot.waitExposed(editor)
    trigger_menu(editor, "Play", "Check the puzzle…")
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PuzzleCheckDialog) and d.isVisible())
    qtbot.waitUntil(lambda: dialog.check is not None, timeout=SLOW * 2)
    cooks = dialog.findChild(QLabel, "puzzle-check-cooks")
    assert cooks is not None and cooks.text().startswith("✗ Second solutions (cooks):")
    assert dialog.check is not None and len(dialog.check.cooks) == 1
    assert dialog.check.cooks[0].label in cooks.text()
    assert dialog.details.count() == len(dialog.check.sentences())
    again = dialog.findChild(QPushButton, "puzzle-check-again")
    assert again is not None and again.isEnabled()
    dialog.done(QDialog.DialogCode.Rejected)
    dialog.close()


def test_check_the_puzzle_without_a_solution_says_how_to_record_one(qtbot, window: MainWindow) -> None:
    """The engine's refusal offers a depth to look within, which only the command line has: the
    window says what the editor's user can do instead."""
    scenario = scenario_from_file(FIXTURES / "tsuro-two-solutions.json")
    assert scenario.goal is not None
    scenario.goal = replace(scenario.goal, solution=(), hints=())
    editor = window.scenarios.open_editor(scenario)
    assert editor is not None
    qtbot.waitExposed(editor)
    trigger_menu(editor, "Play", "Check the puzzle…")
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PuzzleCheckDialog) and d.isVisible())
    again = dialog.findChild(QPushButton, "puzzle-check-again")
    assert again is not None
    qtbot.waitUntil(again.isEnabled, timeout=SLOW)
    status = dialog.findChild(QLabel, "puzzle-check-status")
    assert status is not None and status.text().startswith("This cannot be checked as a puzzle:")
    assert "depth" not in status.text() and "press Record on the Scenario tab" in status.text()
    assert dialog.check is None and not dialog.worker.busy
    dialog.close()


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_switching_the_language_keeps_the_panel_and_speaks_the_new_one(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                                       monkeypatch) -> None:
    monkeypatch.delenv(i18n.ENV_OVERRIDE, raising=False)
    window.analysis.panel_limit = AnalysisLimit(iterations=400)
    start_game(qtbot, window, ["human", "random"], seed=3)
    press_a(qtbot, window)
    try:
        window.preferences.language_actions["hu"].trigger()
        panel = window.analysis.panel
        assert panel.isVisible() and panel.windowTitle() == "Elemzés"
        assert window.menus.analysis_action.isChecked()
        qtbot.waitUntil(lambda: panel.view.analysis is not None and panel.view.analysis.finished, timeout=SLOW)
        assert panel.view.analysis is not None
        labels = [row.candidate.label for row in panel.view.candidate_rows()]
        described = [get_game("tsuro-seas").describe_action(window.host.observation(), c.action)
                     for c in panel.view.analysis.candidates]
        with messages.in_english():
            english = [get_game("tsuro-seas").describe_action(window.host.observation(), c.action)
                       for c in panel.view.analysis.candidates]
        assert labels == described != english
    finally:
        window.preferences.language_actions["en"].trigger()
    assert window.analysis.panel.windowTitle() == "Analysis"


def test_the_editor_analyses_the_position_as_laid_out(qtbot, window: MainWindow) -> None:
    scenario = scenario_from_file(FIXTURES / "tsuro-one-safe-rotation.json")
    editor = window.scenarios.open_editor(scenario)
    assert editor is not None
    qtbot.waitExposed(editor)
    trigger_menu(editor, "Play", "Analyse this position…")
    dialog = next(d for d in QApplication.topLevelWidgets() if isinstance(d, PositionAnalysisDialog) and d.isVisible())
    dialog.limit = AnalysisLimit(iterations=2000)
    again = dialog.findChild(QPushButton, "position-analysis-again")
    assert again is not None
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    view = dialog.view
    qtbot.waitUntil(lambda: view.analysis is not None and view.analysis.finished, timeout=SLOW)
    analysis = view.analysis
    assert analysis is not None and analysis.laid_out and "as laid out" in view.footer.text()
    # The fixture's one safe rotation ranks first; the others sink the ship.
    rows = view.candidate_rows()
    assert rows[0].candidate.rank == 1 and rows[0].candidate.chance > rows[-1].candidate.chance
    dialog.close()


@pytest.mark.parametrize(("item", "dialog_class"), [("Analyse this position…", PositionAnalysisDialog),
                                                   ("Check the puzzle…", PuzzleCheckDialog)])
def test_the_editor_refuses_to_analyse_a_position_that_breaks_a_rule(qtbot, window: MainWindow, item: str,  # type: ignore[no-untyped-def]
                                                                     dialog_class: type[QDialog]) -> None:
    """An empty Tsuro of the Seas board breaks TS-S3 (no daikaiju): one sentence names the rule, and
    no dialog is left open (the analysis crashed on it, leaving an empty dialog behind)."""
    editor = window.scenarios.open_editor(blank_scenario("tsuro-seas"))
    assert editor is not None
    qtbot.waitExposed(editor)
    told: list[str] = []
    when_shown(QMessageBox, lambda box: (told.append(box.text()), box.accept()))
    trigger_menu(editor, "Play", item)
    assert len(told) == 1 and told[0].startswith("The position breaks rule TS-S3 (") and "\n" not in told[0]
    assert not [d for d in QApplication.topLevelWidgets() if isinstance(d, dialog_class) and d.isVisible()]


@pytest.mark.slow   # over a second (--durations, quiet): the CI slow step runs it
def test_the_lobby_hides_the_panel_and_the_table_shows_it_again(qtbot, window: MainWindow) -> None:
    """The panel showed the last game's analysis in the lobby, still refining."""
    window.analysis.panel_limit = AnalysisLimit(iterations=10**7, precision=0)
    start_game(qtbot, window, ["human", "random"], seed=3)
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: bool(panel.view.candidate_rows()), timeout=SLOW)
    trigger_menu(window, "File", "New game")
    assert window.pages.currentIndex() == 0
    assert not panel.isVisible() and not window.analysis.worker.busy
    assert not window.menus.analysis_action.isEnabled() and not window.menus.analysis_action.isChecked()
    qtbot.mouseClick(window.start_page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 1 and panel.isVisible() and window.menus.analysis_action.isChecked()
    qtbot.waitUntil(lambda: window.analysis.worker.busy and bool(panel.view.candidate_rows()), timeout=SLOW)


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_the_lobby_stops_a_review_and_the_same_match_takes_it_up_again(qtbot, window: MainWindow,
                                                                        tmp_path: Path) -> None:
    window.analysis.review_limit = AnalysisLimit(iterations=300)
    window.files.ask_open_path = lambda: str(saved_match(tmp_path))  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    record = window.host.record
    assert record is not None
    trigger_menu(window, "Play", "Analyse my game")
    dock = window.analysis.review_dock
    assert dock.isVisible() and window.analysis.review_worker.busy
    trigger_menu(window, "File", "New game")
    assert not dock.isVisible() and not window.analysis.review_worker.busy
    qtbot.mouseClick(window.start_page.back_button, Qt.MouseButton.LeftButton)
    assert dock.isVisible()
    qtbot.waitUntil(lambda: record.review is not None, timeout=SLOW * 3)
    assert record.review is not None and len(record.review.moves) == len(record.actions)


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_the_window_keeps_beating_while_the_review_and_the_panel_work(qtbot, window: MainWindow,
                                                                      tmp_path: Path) -> None:
    """Analyse my game of a whole match and the panel refining a position, both in their workers:
    the window answers its timer every 100 ms throughout."""
    window.analysis.review_limit = AnalysisLimit(iterations=2000)
    window.analysis.panel_limit = AnalysisLimit(iterations=10**7, precision=0)
    window.files.ask_open_path = lambda: str(saved_match(tmp_path))  # type: ignore[method-assign]
    window.menus.review_file_action.trigger()
    record = window.host.record
    assert record is not None
    heartbeat = Heartbeat()
    heartbeat.restart(window)   # the opened file joined the recent files: that setting is written first
    trigger_menu(window, "Play", "Analyse my game")
    panel = press_a(qtbot, window)
    qtbot.waitUntil(lambda: record.review is not None, timeout=SLOW * 3)
    assert panel.view.candidate_rows() and window.analysis.worker.busy, "the panel refined meanwhile"
    heartbeat.stop(beats=50)


def test_review_my_game_refuses_a_game_whose_hands_are_still_hidden(qtbot, window: MainWindow) -> None:
    start_game(qtbot, window, ["human", "random"], seed=3)
    trigger_menu(window, "Play", "Analyse my game")
    dock = window.analysis.review_dock
    qtbot.waitUntil(lambda: not window.analysis.review_worker.busy, timeout=SLOW)
    assert "Finish the game first" in dock.status.text()
    record = window.host.record
    assert record is not None and record.review is None and not window.host.reviewing
