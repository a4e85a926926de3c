"""Shipped puzzles from the start page: listed per game, played from the seats dialog, judged by the engine."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from qtgames.engine.core import get_game
from qtgames.engine.core.protocol import PuzzleProgress
from qtgames.engine.core.record import HUMAN, PlayerSeat
from qtgames.engine.core.rulebook import RULE_ID
from qtgames.engine.core.scenario import bundled_scenarios
from qtgames.gui.main_window import MainWindow
from qtgames.gui.seats_dialog import SeatsDialog

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
    assert window.puzzle_bar.isVisible() and "Goal: win the game." in window.puzzle_bar.text.text()
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


def play_listed(qtbot, window: MainWindow, name: str, seats: Any = None) -> list[Any]:  # type: ignore[no-untyped-def]
    """Select a shipped puzzle in the lobby and press Play it; the seats dialog is accepted as
    offered (or as `seats` sets it) and the kinds it offered are returned."""
    page = window.start_page
    choose_game(qtbot, window, name.rsplit("-puzzle", 1)[0])
    scenarios = page.scenarios
    scenarios.setCurrentRow(next(i for i in range(scenarios.count())
                                 if scenarios.item(i).data(Qt.ItemDataRole.UserRole + 1) == name))
    offered: list[Any] = []

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SeatsDialog)
        offered.extend(row.kind.currentData() for row in dialog.rows)
        for row, kind in zip(dialog.rows, seats or [], strict=False):
            row.kind.setCurrentIndex(row.kind.findData(kind))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, accept)
    qtbot.mouseClick(page.findChild(QPushButton, "play-scenario"), Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 1
    window.board.animation_ms_per_tile = 0   # each move shown at once
    return offered


def test_play_it_seats_you_on_the_puzzles_side_and_its_goal_stays_on_the_screen(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow) -> None:
    """Puzzle 2 says "You are Player 2": Play it offers that seat to the person and the other to the
    AI, and the screen says the puzzle, its goal and whose it is for the whole game."""
    offered = play_listed(qtbot, window, "tsuro-seas-puzzle-2")
    assert offered == ["greedy", HUMAN]
    host, bar = window.host, window.puzzle_bar
    assert host.human_seats() == [1]
    for _ in range(3):   # the player's moves and the AI's replies: the bar stays
        assert bar.isVisible(), f"after {host.session.moves} moves"
        words = bar.text.text()
        assert "Puzzle 2: three turns on the bottom row" in words
        assert "keep your ship sailing through 3 of your own turns" in words
        assert "You are Player 2 (blue)." in words
        if host.decision is None or host.puzzle_verdict is not None:
            break
        qtbot.waitUntil(host.human_to_move, timeout=5000)
        moves = host.session.moves
        assert host.play(host.legal_actions()[0]) is None
        qtbot.waitUntil(lambda moves=moves: host.session.moves > moves + 1 or host.decision is None
                        or host.puzzle_verdict is not None, timeout=5000)
    start_game(qtbot, window, ["human", "greedy"], seed=3)
    assert not bar.isVisible(), "a game that is no puzzle has no puzzle bar"


def failing_bid(window: MainWindow) -> Any:
    """A bid of the human in Magellan puzzle 1 after which its goal (buy below 7) can no longer be
    met and an AI bids next."""
    host = window.host
    game, goal, start = host.game, host.puzzle, host.state
    for action in host.legal_actions():
        child = start.clone()
        events = game.apply(child, action)
        if (game.goal_status(goal, PuzzleProgress(start, child, events, [(0, action)])) is False
                and game.decision(child).player != 0):
            return action
    raise AssertionError("no failing bid")


def card_buttons(window: MainWindow) -> dict[str, QPushButton]:
    overlay = window.board_area.overlay
    return {button.objectName(): button for button in overlay.findChildren(QPushButton) if button.isVisible()}


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_a_puzzles_verdict_stays_on_a_card_until_the_player_chooses_and_goes_into_the_saved_match(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, tmp_path) -> None:
    play_listed(qtbot, window, "magellan-puzzle-1")
    host, overlay = window.host, window.board_area.overlay
    qtbot.waitUntil(host.human_to_move, timeout=5000)
    moves = host.session.moves
    assert host.play(failing_bid(window)) is None
    qtbot.waitUntil(lambda: overlay.isVisible() and overlay.title.text() == "Puzzle failed", timeout=5000)
    qtbot.waitUntil(lambda: host.held_for_screen, timeout=10000)   # the AI has its move, and waits for the card
    assert overlay.isVisible() and host.session.moves == moves + 1, "the AIs play on only when the player says"
    assert list(card_buttons(window)) == ["puzzle-again", "puzzle-solution", "puzzle-editor", "puzzle-close"]
    assert window.puzzle_bar.isVisible() and "Failed." in window.puzzle_bar.text.text()

    saved = tmp_path / "attempt.json"
    window.files.ask_save_path = lambda: str(saved)   # type: ignore[method-assign]
    window.menus.save_as_action.trigger()
    puzzle = json.loads(saved.read_text(encoding="utf-8"))["puzzle"]
    assert puzzle["verdict"] == "failed" and puzzle["title"] == "Magellan puzzle 1: a bargain"

    qtbot.mouseClick(card_buttons(window)["puzzle-close"], Qt.MouseButton.LeftButton)   # Play on
    assert not overlay.isVisible()
    qtbot.waitUntil(lambda: host.session.moves > moves + 1, timeout=10000)

    window.files.open_path(saved)   # the attempt reopened: still the puzzle, still failed, the card again
    assert window.scenarios.puzzle is not None and host.puzzle_verdict is False
    assert "Failed." in window.puzzle_bar.text.text()
    qtbot.waitUntil(lambda: overlay.isVisible() and overlay.title.text() == "Puzzle failed", timeout=5000)
    qtbot.mouseClick(card_buttons(window)["puzzle-solution"], Qt.MouseButton.LeftButton)
    assert host.reviewing and window.review_bar.isVisible() and host.review_at == 0
    assert host.puzzle_verdict is True, "the author's solution meets the goal"
    assert window.puzzle_bar.isVisible()

    window.review.close()
    qtbot.mouseClick(window.puzzle_bar.again, Qt.MouseButton.LeftButton)   # the bar's Try again
    assert not host.reviewing and host.session.moves == 0 and host.puzzle_verdict is None
    assert host.human_seats() == [0]

    assert host.play(failing_bid(window)) is None
    qtbot.waitUntil(lambda: "puzzle-editor" in card_buttons(window), timeout=5000)
    qtbot.mouseClick(card_buttons(window)["puzzle-editor"], Qt.MouseButton.LeftButton)
    editor = window.scenarios.editors[-1]
    assert editor.document.goal is not None and editor.document.title == "Magellan puzzle 1: a bargain"
    assert editor.document.position == host.record.position, "the puzzle as set, not the attempt"
    editor.close()
