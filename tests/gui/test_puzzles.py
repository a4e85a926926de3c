"""Shipped puzzles from the start page: listed per game, played from the seats dialog, judged by the engine."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from qtgames.engine.core import get_game
from qtgames.engine.core.protocol import PuzzleProgress
from qtgames.engine.core.record import HUMAN, PlayerSeat
from qtgames.engine.core.rulebook import RULE_ID
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.gui.editor.window import SeatsDialog
from qtgames.gui.main_window import MainWindow

from .conftest import choose_game, start_game

GAME = get_game("tsuro-seas")


def listed(window: MainWindow) -> list[str]:
    scenarios = window.start_page.scenarios
    return [scenarios.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(scenarios.count())
            if not scenarios.item(i).isHidden()]


def test_the_start_page_lists_three_puzzles_per_game_for_the_chosen_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for key, prefix in (("tsuro-seas", "tsuro-seas-"), ("entdecker", "entdecker-"), ("magellan", "magellan-")):
        choose_game(qtbot, window, key)
        names = listed(window)
        assert names and all(n.startswith(prefix) for n in names)
        assert sum("puzzle" in n for n in names) == 3


def test_each_listed_puzzle_says_it_is_one_once(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """"Puzzle 1: the corner squeeze — puzzle": a title that says puzzle gets no "— puzzle" after it;
    one that does not ("Friendly natives") still does."""
    scenarios = window.start_page.scenarios
    puzzles = [scenarios.item(i).text() for i in range(scenarios.count())
               if scenarios.item(i).data(Qt.ItemDataRole.UserRole + 1).split("-")[-2] == "puzzle"]
    assert len(puzzles) == 9
    assert all(text.lower().count("puzzle") == 1 for text in puzzles), puzzles
    assert "Puzzle 1: the corner squeeze" in puzzles and "Friendly natives — puzzle" in puzzles
    titles = [scenarios.item(i).text() for i in range(scenarios.count())]
    assert "A daikaiju that moves onto a ship's square destroys it (TS\u2011D4) — ruling" in titles, \
        "a rule ID in a title keeps to one line: the list broke it after its hyphen at 1024x700"
    assert not any(RULE_ID.search(title) for title in titles)


def winning_move(goal: Any, start: Any, state: Any, plies: int) -> Any:
    """A move of the goal's player after which the goal is forced (the puzzle's answer)."""
    def forced(child: Any, events: list[Any], depth: int) -> bool:
        status = GAME.goal_status(goal, PuzzleProgress(start, child, events, []))
        if status is not None or depth == 0:
            return bool(status)
        mine = GAME.decision(child).player == goal.player
        results = (forced(c, events + GAME.apply(c, a), depth - 1)
                   for a in GAME.legal_actions(child) for c in [child.clone()])
        return any(results) if mine else all(results)

    return next(a for a in GAME.legal_actions(state)
                for c in [state.clone()] if forced(c, GAME.apply(c, a), plies - 1))


def test_a_puzzle_played_from_the_start_page_is_announced_solved(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    page = window.start_page
    choose_game(qtbot, window, "tsuro-seas")
    scenarios = page.scenarios
    row = next(i for i in range(scenarios.count())
               if scenarios.item(i).data(Qt.ItemDataRole.UserRole + 1) == "tsuro-seas-puzzle-1")
    scenarios.setCurrentRow(row)

    def both_seats_human() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SeatsDialog)
        for seat_row in dialog.rows:
            seat_row.kind.setCurrentIndex(seat_row.kind.findData(HUMAN))
        dialog.accept()

    QTimer.singleShot(0, both_seats_human)
    qtbot.mouseClick(page.findChild(QPushButton, "play-scenario"), Qt.MouseButton.LeftButton)
    host = window.host
    assert window.pages.currentIndex() == 1 and host.puzzle is not None
    assert "Puzzle:" in window.statusBar().currentMessage()
    start = host.state.clone()
    assert host.play(winning_move(host.puzzle, start, host.state, 3)) is None
    assert host.play(GAME.legal_actions(host.state)[0]) is None   # Player 1's reply
    assert host.puzzle_verdict is None
    assert host.play(winning_move(host.puzzle, start, host.state, 1)) is None
    assert host.puzzle_verdict is True
    overlay = window.board_area.overlay
    assert overlay.isVisible() and overlay.title.text() == "Puzzle solved!"   # not the plain result card
    assert "win the game" in overlay.detail.text()


def test_the_editor_opens_on_the_position_on_the_table(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play → Scenario editor takes the game's current moment (the same scenario File → Export writes),
    as the player at the screen knows it: the AI's hand is dealt anew from the tiles they could not see."""
    start_game(qtbot, window, ["human", "greedy"], seed=4)
    window.menus.editor_action.trigger()
    editor = window.scenarios.editors[-1]
    truth = GAME.state_to_json(window.host.state)
    assert editor.document.position == GAME.state_to_json(window.host.shared_position())
    assert editor.document.position["hands"][0] == truth["hands"][0]
    assert editor.document.position["hands"][1] != truth["hands"][1], "no peeking through the editor"
    assert editor.document.problems == [] and "after 0 moves" in editor.document.title
    editor.close()


def test_a_puzzle_gives_the_authors_hint_on_h_and_their_words_when_solved(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-puzzle-1")
    goal = scenario.goal
    assert goal is not None and goal.hints[0] and goal.success
    window.scenarios.play_scenario(scenario, [PlayerSeat("Ann", HUMAN), PlayerSeat("Bob", HUMAN)], asked=True)
    host = window.host
    reveal = window.findChild(QPushButton, "reveal-hand")
    if reveal is not None and reveal.isVisible():   # two people at one screen: the first is asked to look
        qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == f"The puzzle's hint: {goal.hints[0]}"
    for i, data in enumerate(goal.solution):
        assert host.play(GAME.action_from_json(data, f"solution[{i}]")) is None
    assert host.puzzle_verdict is True
    overlay = window.board_area.overlay
    assert overlay.title.text() == "Puzzle solved!" and goal.success in overlay.detail_text()
